"""The CLI in Nepali: chosen by --lang, SCOREKEEPER_LANG or the locale variables; a whole
evening said in Nepali with Devanagari digits, its --json byte for byte the English run's;
refusals in Nepali with exit code 2; and no start-up cost for a run that stays English."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from cli_harness import ENTRY, SCRIPT, Cli, assert_one_line_refusal, script_env
from typer.testing import CliRunner, Result

from scorekeeper.cli import app

NOW = "2026-11-25T18:30:00+00:00"  # 9 Mangsir 2083
SEATS = [a for p in ("Asha", "Bina", "Chet", "Dipa") for a in ("-p", p)]
LOCALE = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "SCOREKEEPER_LANG")


def _run(db: Path, *args: str, env: dict[str, str | None] | None = None) -> Result:
    """In this process, on a fixed clock, with no locale variable but those given."""
    chosen: dict[str, str | None] = dict.fromkeys(LOCALE) | {"SCOREKEEPER_NOW": NOW}
    result = CliRunner().invoke(app, ["--db", str(db), *args], env=chosen | (env or {}))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    return result


def _ok(db: Path, *args: str) -> str:
    result = _run(db, *args)
    assert result.exit_code == 0, f"{args}: {result.stderr}"
    return result.stdout


def _script(db: Path | str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """The installed script in a real process, with only the locale variables given."""
    clean = {k: v for k, v in script_env(db).items() if k not in LOCALE}
    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args], capture_output=True, text=True,
        env=clean | env, timeout=120, check=False,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("options", "env", "nepali"),
    [
        ((), {}, False),
        (("--lang", "ne"), {}, True),
        ((), {"SCOREKEEPER_LANG": "ne"}, True),
        ((), {"LANG": "ne_NP.UTF-8"}, True),  # no Nepali locale need be installed
        ((), {"LC_ALL": "ne_NP.UTF-8", "LANG": "en_US.UTF-8"}, True),
        ((), {"LC_MESSAGES": "en_GB.UTF-8", "LANG": "ne_NP.UTF-8"}, False),
        (("--lang", "en"), {"SCOREKEEPER_LANG": "ne"}, False),
    ],
)
def test_language_chosen_by_option_variable_or_locale(
    five: Cli, options: tuple[str, ...], env: dict[str, str], nepali: bool
) -> None:
    done = _script(five.db, *options, "show", "Evening", **env)
    assert done.returncode == 0, done.stderr
    said = "सिट (घडीको सुईको दिशामा): १. Asha" if nepali else "Seats (clockwise): 1. Asha"
    assert said in done.stdout


@pytest.mark.parametrize(
    ("args", "env", "line"),
    [
        (("--lang", "hindi"), {}, "--lang: must be en or ne, got 'hindi'"),
        (("--digits", "roman"), {}, "--digits: must be latin or deva, got 'roman'"),
        (("--calendar", "lunar"), {}, "--calendar: must be gregorian or bs, got 'lunar'"),
        ((), {"SCOREKEEPER_LANG": "np"}, "SCOREKEEPER_LANG: must be en or ne, got 'np'"),
        (("--lang", "ne", "--digits", "x"), {}, "--digits: latin वा deva हुनुपर्छ, दिइएको: 'x'"),
    ],
)
def test_bad_choices_exit_2_in_one_sentence(
    five: Cli, args: tuple[str, ...], env: dict[str, str], line: str
) -> None:
    done = _script(five.db, *args, "sessions", **env)
    assert assert_one_line_refusal(done.returncode, done.stdout, done.stderr, 2) == line


def _evening(db: Path, lang: str, as_json: bool) -> list[str]:
    """A Nepali family's evening, each step as a person reads it, or as --json where a
    command has it (every change through the CLI either way)."""
    said: list[str] = []

    def both(*args: str) -> None:
        said.append(_ok(db, "--lang", lang, *args, *(["--json"] if as_json else [])))

    def shown(*args: str) -> None:
        out = _ok(db, "--lang", lang, *args)
        if not as_json:
            said.append(out)

    shown("new", "Tihar", *SEATS, "--preset", "nepali", "--rule", "target=५००")
    both("record", "Tihar", "--winner", "Asha", "--maal", "Asha=१०", "--maal", "Bina=५",
         "--unseen", "Dipa", "--maal", "Dipa=८")  # fmt: skip
    both("record", "Tihar", "--winner", "Bina", "--maal", "Bina=३", "--foul", "Chet",
         "--multiplier", "२", "--expect-game", "२")  # fmt: skip
    both("correct", "Tihar", "२", "--winner", "Bina", "--maal", "Bina=३", "--reason",
         "Chet showed three sequences")  # fmt: skip
    both("totals", "Tihar")
    both("games", "Tihar")
    both("history", "Tihar")
    both("show", "Tihar")
    shown("void", "Tihar", "१", "--reason", "misdeal")
    shown("undo", "Tihar")
    both("settle", "Tihar", "--stake", "०.५", "--currency", "NPR")
    both("stats")
    return said


def test_a_nepali_evening(tmp_path: Path) -> None:
    english, english_json = (_evening(tmp_path / f"en{j}.db", "en", j) for j in (0, 1))
    nepali, nepali_json = (_evening(tmp_path / f"ne{j}.db", "ne", j) for j in (0, 1))
    assert len(nepali_json) == 9
    assert nepali_json == english_json  # scripts read the same bytes in every language
    assert all(not any(ch in "०१२३४५६७८९" for ch in text) for text in english_json)
    text = "\n".join(nepali)
    for said in [
        "सत्र १ 'Tihar' बन्यो",
        "पहिलो पटक Asha ले बाँड्छ",  # new
        "बाजी १ लेखियो — राउन्ड १, बाँड्ने Asha",
        "माल (खुद)",
        "अनसिन",
        "जित्ने",  # record
        "बाजी २ सच्याइयो (संशोधन २)",  # correct
        "सच्याइएको सं२",  # games
        "सत्रमा भएका परिवर्तन:" if "सत्रमा भएका" in text else "लेखाइ",  # history
        "अहिलेसम्म: २ बाजी गनियो",
        "अब: बाजी ३",  # show
        "बाजी १ रद्द भयो (संशोधन २); इतिहासमा भने रहिरहन्छ।",  # void
        "बाजी १ को रद्द फिर्ता लिइयो: अब यो संशोधन ३ हो, जित्ने Asha।",  # undo
        "प्रति अङ्क ०.५ NPR",
        "NPR तिर्नुपर्छ",  # settle
        "सबै सत्रको जम्मा",  # stats
    ]:
        assert said in text, said
    english_text = "\n".join(english)
    assert "Game 1 voided (revision 2); it stays in history." in english_text
    assert not any(ch in "०१२३४५६७८९" for ch in english_text)
    # every number a person reads is in Devanagari; only names, keys and the fingerprint
    # (hex, compared by eye with another face's) keep Latin letters and digits
    table = nepali[-2].replace(nepali[-2].split("औँठाछाप ")[-1], "")
    assert not any(ch.isascii() and ch.isdigit() for ch in table), table


def test_digits_and_calendar_chosen_apart_from_the_language(tmp_path: Path) -> None:
    db = tmp_path / "cal.db"
    _ok(db, "new", "Tihar", *SEATS, "--preset", "nepali", "--stake", "1", "--currency", "NPR")
    _ok(db, "record", "Tihar", "--winner", "Asha", "--maal", "Asha=10")
    history = _ok(db, "--calendar", "bs", "history", "Tihar")
    assert "2083-08-09 18:30" in history and "2026-11-25" not in history
    assert "२०८३-०८-०९ १८:३०" in _ok(db, "--lang", "ne", "--calendar", "bs", "history", "Tihar")
    latin = _ok(db, "--lang", "ne", "--digits", "latin", "totals", "Tihar")
    assert "+39" in latin and "जम्मा" in latin
    deva = _ok(db, "--digits", "deva", "totals", "Tihar")
    assert "+३९" in deva and "total" in deva
    _ok(db, "close", "Tihar")
    settled = _ok(db, "--calendar", "bs", "settle", "Tihar")  # kept when settled: the day
    assert "9 Mangsir 2083" in settled, settled
    settled = _ok(db, "--lang", "ne", "--calendar", "bs", "settle", "Tihar")
    assert "मंसिर ९, २०८३" in settled, settled


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("export", "Evening", "--games", "--json"),
         "--games, --json: यीमध्ये एउटा मात्र दिनुहोस् (जम्माको CSV का लागि कुनै पनि नदिनुहोस्)"),
        (("rules", "Evening", "target"),
         "--rule: KEY=N चाहिन्छ (जस्तै target=1000), दिइएको: 'target'"),
        (("record", "Evening", "--winner", "Asha", "--winner", "Bina"),
         "--winner: Asha, Bina सबैले जित्न सक्दैनन्; ठ्याक्कै एक जना जित्ने हुन्छ "
         "(एक जना --winner NAME दिनुहोस्)"),
        (("correct", "Evening", "१", *ENTRY, "--expect-revision", "x"),
         "--expect-revision: 1 वा सोभन्दा ठूलो पूर्ण सङ्ख्या हुनुपर्छ, दिइएको: 'x'"),
    ],
)  # fmt: skip
def test_refusals_in_nepali_exit_2(played: Cli, args: tuple[str, ...], said: str) -> None:
    assert played.refuses("--lang", "ne", *args) == said


def test_a_run_in_nepali_leaves_the_process_english(five: Cli) -> None:
    assert "सिट" in five.ok("--lang", "ne", "show", "Evening").stdout
    assert "Seats (clockwise)" in five.ok("show", "Evening").stdout
    from scorekeeper.present.language import ENGLISH, current

    assert current() == ENGLISH


@pytest.mark.parametrize(
    ("options", "loaded"),
    [((), set()), (("--lang", "ne"), set()), (("--calendar", "bs"), {"nepali_datetime"})],
)
def test_what_a_run_imports_for_its_language(
    played: Cli, options: tuple[str, ...], loaded: set[str]
) -> None:
    """Babel never at run time; nepali-datetime only for Bikram Sambat dates."""
    code = (
        "import sys; from scorekeeper.cli.launch import main\n"
        "try:\n    main()\nexcept SystemExit as end:\n    assert not end.code, end.code\n"
        "names = {m.split('.')[0] for m in sys.modules}\n"
        "print(sorted(names & {'babel', 'nepali_datetime'}))"
    )
    argv = ["--db", str(played.db), *options, "history", "Evening"]
    env = {k: v for k, v in script_env(played.db).items() if k not in LOCALE}
    done = subprocess.run(
        [sys.executable, "-c", code, *argv], capture_output=True, text=True, env=env,
        timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == repr(sorted(loaded))


def test_json_keys_and_csv_numbers_stay_as_the_contract_says(played: Cli) -> None:
    english = played.ok("totals", "Evening", "--json").stdout
    assert played.ok("--lang", "ne", "totals", "Evening", "--json").stdout == english
    assert set(json.loads(english)["players"][0]) >= {"name", "total", "part_a", "part_b"}
    # CSV: the header row in the reader's language, every number in ASCII digits
    nepali = played.ok("--lang", "ne", "export", "Evening").stdout_bytes.decode().split("\r\n")
    english = played.ok("export", "Evening").stdout_bytes.decode().split("\r\n")
    assert english[0].removeprefix("\ufeff") == "player,games,wins,part_a,part_b,total"
    assert nepali[0].removeprefix("\ufeff") == "खेलाडी,बाजी,जित,भाग क,भाग ख,जम्मा"
    assert nepali[1:] == english[1:]
    games = (
        played.ok("--lang", "ne", "export", "Evening", "--games")
        .stdout_bytes.decode()
        .split("\r\n")
    )
    assert games[0].removeprefix("\ufeff").startswith("बाजी,राउन्ड,बाँड्ने,जित्ने,रद्द,संशोधन,Asha")
    assert (
        games[1:]
        == played.ok("export", "Evening", "--games").stdout_bytes.decode().split("\r\n")[1:]
    )
