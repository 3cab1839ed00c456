"""The command line wholly in Nepali: ``--help`` (the commands' and options' help, Click's
headings and notes) and Click's own usage errors, chosen by ``--lang ne``,
SCOREKEEPER_LANG or the locale, through the script's own ``main``; English byte for byte
as Click writes it, with no catalogue read."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_harness import SCRIPT, Cli, assert_one_line_refusal, in_process_env, script_env
from db_dump import dump_database
from main_run import Done, run_main

LOCALE = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "SCOREKEEPER_LANG")
# The three ways to choose Nepali: the option, the program's variable, the locale.
NEPALI = [
    pytest.param(("--lang", "ne"), {}, id="--lang"),
    pytest.param((), {"SCOREKEEPER_LANG": "ne"}, id="SCOREKEEPER_LANG"),
    pytest.param((), {"LANG": "ne_NP.UTF-8"}, id="LANG"),
]
DEVANAGARI = re.compile("[\u0900-\u097f]")
KEYS = re.compile(r"[a-z-]+( \| [a-z-]+)+ ?\|?")  # a help that lists keys, as typed


def _said(text: str) -> bool:
    """A row's help in Nepali (or only keys, which stay as typed)."""
    return DEVANAGARI.search(text) is not None or KEYS.fullmatch(text) is not None


def _main(db: Path | str, *args: str, **env: str) -> Done:
    """``scorekeeper --db DB ARGS`` through the script's main, no locale variable but ``env``."""
    chosen = in_process_env(db) | dict.fromkeys(LOCALE) | env
    return run_main(["--db", str(db), *args], env=chosen)


def _rows(page: str) -> dict[str, str]:
    """A help page's rows (an option, an argument, a command) by their first word."""
    rows = {}
    for line in page.splitlines():
        found = re.match(r"  (\S+)(?: \S+)*?  +(.*)", line)
        if found and not line.startswith("   "):
            rows[found[1]] = found[2]
    return rows


@pytest.mark.parametrize(("options", "env"), NEPALI)
def test_the_root_help_in_nepali(five: Cli, options: tuple[str, ...], env: dict) -> None:
    done = _main(five.db, *options, "--help", **env)
    assert done.code == 0 and done.stderr == ""
    page = done.stdout
    assert page.startswith("प्रयोग: scorekeeper [OPTIONS] COMMAND [ARGS]...\n")
    for heading in ("विकल्प:", "कमान्ड:"):
        assert f"\n{heading}\n" in page
    assert "यो सन्देश देखाएर बन्द गर्नुहोस्।" in page
    assert "[वातावरण चर: SCOREKEEPER_DB]" in page
    rows = _rows(page)
    # every command's line and every option's help is said (names and metavars as typed)
    assert {"record", "totals", "players", "--db", "--lang", "--help"} <= set(rows)
    english = [word for word, text in rows.items() if not _said(text)]
    assert english == [], english
    assert "Usage" not in page and "Show this message" not in page


@pytest.mark.parametrize(("options", "env"), NEPALI)
def test_two_commands_help_in_nepali(five: Cli, options: tuple[str, ...], env: dict) -> None:
    record = _main(five.db, *options, "record", "--help", **env).stdout
    assert record.startswith("प्रयोग: scorekeeper record [OPTIONS] {SESSION}\n")
    assert "अर्को बाजी थप्नुहोस्; यसको नम्बर र अङ्क देखाउँछ।" in record
    assert "\nआर्गुमेन्ट:\n" in record and "[चाहिन्छ]" in record
    assert "--honors NAME=N" in record and "NAME=N देखाइएका अनर पत्ती।" in record
    new = _main(five.db, *options, "new", "--help", **env).stdout
    assert "[नदिए: marriage-rummy]" in new  # a default stays as typed
    assert "-p, --player <list[str]>  एक खेलाडी, सिटको क्रममा (घडीको दिशामा)।  [चाहिन्छ]" in new
    for page in (record, new):
        rows = _rows(page.split("\nविकल्प:\n")[1])
        english = [word for word, text in rows.items() if not _said(text)]
        assert english == [], english
    # the same page whichever way Nepali was chosen
    assert record == _main(five.db, "--lang", "ne", "record", "--help").stdout


def test_every_help_is_in_the_catalogue() -> None:
    """Each command's, group's, option's and argument's help has a Nepali translation,
    and each command says it (a ``SaidHelp``): a help left unmarked, or a command
    registered without ``cls=SaidCommand``, would be English on a Nepali page."""
    import typer.main

    from scorekeeper.cli import app
    from scorekeeper.cli.lean_params import SaidHelp
    from scorekeeper.present.language import translations

    nepali = translations("ne")
    kept = {"clockwise | anticlockwise"}  # keys as typed, the same in every language
    kept.add("marriage-rummy | nepali | points | pool | basic | table-hand | tiles")
    missing = []

    def walk(command: object, path: str) -> None:
        if not isinstance(command, SaidHelp):  # its page would be Typer's, in English
            missing.append((path, type(command).__name__))
        texts = [getattr(command, "help", None)]
        texts += [getattr(param, "help", None) for param in getattr(command, "params", [])]
        for text in texts:
            if text and text not in kept and nepali.gettext(text) == text:
                missing.append((path, text))
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, f"{path} {name}")

    walk(typer.main.get_command(app), "scorekeeper")
    assert missing == []


@pytest.mark.parametrize(
    ("args", "nepali", "english"),
    [
        (("nosuch",), "'nosuch' नामको कमान्ड छैन। (हेर्नुहोस्: scorekeeper --help)",
         "No such command 'nosuch'. (see: scorekeeper --help)"),
        (("totalz", "Evening"),
         "'totalz' नामको कमान्ड छैन। के तपाईंले 'totals' भन्न खोज्नुभएको हो? "
         "(हेर्नुहोस्: scorekeeper --help)",
         "No such command 'totalz'. Did you mean 'totals'? (see: scorekeeper --help)"),
        (("totals", "Evening", "--bogus"),
         "यस्तो विकल्प छैन: --bogus (हेर्नुहोस्: scorekeeper totals --help)",
         "No such option: --bogus (see: scorekeeper totals --help)"),
        (("totals", "Evening", "--jso"),
         "यस्तो विकल्प छैन: --jso (मिल्ने विकल्प: --json) (हेर्नुहोस्: scorekeeper totals --help)",
         "No such option: --jso (Possible options: --json) (see: scorekeeper totals --help)"),
        (("record",), "आर्गुमेन्ट 'SESSION' छुट्यो। (हेर्नुहोस्: scorekeeper record --help)",
         "Missing argument 'SESSION'. (see: scorekeeper record --help)"),
        (("new", "Later"), "विकल्प '--player' / '-p' छुट्यो। (हेर्नुहोस्: scorekeeper new --help)",
         "Missing option '--player' / '-p'. (see: scorekeeper new --help)"),
        (("totals", "Evening", "extra", "more"),
         "नचाहिएको थप आर्गुमेन्ट दिइयो (extra more) (हेर्नुहोस्: scorekeeper totals --help)",
         "Got unexpected extra argument(s) (extra more) (see: scorekeeper totals --help)"),
        (("chart", "Evening", "--width", "wide"),
         "'--width' को मान मिलेन: 'wide' पूर्ण सङ्ख्या होइन (अङ्क 0–9 वा ०–९)। "
         "(हेर्नुहोस्: scorekeeper chart --help)",
         "Invalid value for '--width': 'wide' is not a valid integer (digits 0–9 or ०–९). "
         "(see: scorekeeper chart --help)"),
        (("new", "Later", "-p"),
         "विकल्प '-p' लाई एउटा मान चाहिन्छ। (हेर्नुहोस्: scorekeeper --help)",
         "Option '-p' requires an argument. (see: scorekeeper --help)"),
        (("--digits", "xx", "totals", "Evening"), "--digits: latin वा deva हुनुपर्छ, दिइएको: 'xx'",
         "--digits: must be latin or deva, got 'xx'"),
    ],
)  # fmt: skip
def test_clicks_own_errors_in_nepali_and_english_unchanged(
    played: Cli, args: tuple[str, ...], nepali: str, english: str
) -> None:
    before = dump_database(played.db)
    said = {}
    for name, options, env in [
        ("en", (), {}),
        ("--lang", ("--lang", "ne"), {}),
        ("SCOREKEEPER_LANG", (), {"SCOREKEEPER_LANG": "ne"}),
        ("LANG", (), {"LANG": "ne_NP.UTF-8"}),
    ]:
        done = _main(played.db, *options, *args, **env)
        said[name] = assert_one_line_refusal(done.code, done.stdout, done.stderr, 2)
    assert said == {"en": english, "--lang": nepali, "SCOREKEEPER_LANG": nepali, "LANG": nepali}
    assert dump_database(played.db) == before


def test_the_script_in_a_real_process(five: Cli) -> None:
    env = {k: v for k, v in script_env(five.db).items() if k not in LOCALE}
    page = subprocess.run(
        [str(SCRIPT), "--help"], capture_output=True, text=True, timeout=120, check=False,
        env=env | {"SCOREKEEPER_LANG": "ne"},
    )  # fmt: skip
    assert page.returncode == 0 and page.stdout.startswith("प्रयोग: scorekeeper")
    wrong = subprocess.run(
        [str(SCRIPT), "--lang", "ne", "sessions", "--bogus"], capture_output=True, text=True,
        timeout=120, check=False, env=env,
    )  # fmt: skip
    line = assert_one_line_refusal(wrong.returncode, wrong.stdout, wrong.stderr, 2)
    assert line == "यस्तो विकल्प छैन: --bogus (हेर्नुहोस्: scorekeeper sessions --help)"


def test_a_nepali_help_leaves_the_process_english(five: Cli) -> None:
    assert _main(five.db, "--lang", "ne", "--help").stdout.startswith("प्रयोग:")
    assert _main(five.db, "--help").stdout.startswith("Usage: scorekeeper")
    from scorekeeper.present.language import ENGLISH, current

    assert current() == ENGLISH


_WATCH = (
    "import sys\n"
    "opened = []\n"
    "sys.addaudithook(lambda event, args: event == 'open' and str(args[0]).endswith('.mo')"
    " and opened.append(str(args[0])))\n"
    "from scorekeeper.cli.launch import main\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    "print(len(opened), 'scorekeeper.cli.click_words' in sys.modules)\n"
)


@pytest.mark.parametrize(
    ("args", "read"),
    [
        (("--help",), "0 False"),
        (("totals", "--help"), "0 False"),
        (("nosuch",), "0 False"),
        (("--lang", "ne", "--help"), "1 True"),
        (("--lang", "ne", "nosuch"), "1 True"),
    ],
)
def test_english_reads_no_catalogue(five: Cli, args: tuple[str, ...], read: str) -> None:
    """English help and errors open no ``.mo`` and load no translating part; Nepali reads
    the catalogue once."""
    env = {k: v for k, v in script_env(five.db).items() if k not in LOCALE}
    done = subprocess.run(
        [sys.executable, "-c", _WATCH, *args],
        capture_output=True, text=True, timeout=120, check=False, env=env,
    )  # fmt: skip
    assert done.stdout.splitlines()[-1] == read, done.stderr


def test_lang_before_help_when_the_app_is_driven_itself(five: Cli) -> None:
    """Without the script's main (CliRunner on the app): an eager --lang typed before
    --help is read first; typed after it, the help is already English."""
    assert five.ok("--lang", "ne", "--help").stdout.startswith("प्रयोग: ")
    assert five.ok("--help", "--lang", "ne").stdout.startswith("Usage: ")
    assert five.ok("--lang", "ne", "show", "--help").stdout.startswith("प्रयोग: ")
