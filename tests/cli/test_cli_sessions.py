"""The program itself and its sessions: --version, --help, naming a session, listing them."""

from __future__ import annotations

from pathlib import Path

from cli_harness import ENTRY, PLAYERS, Cli, run_script
from typer.testing import CliRunner

import scorekeeper
from scorekeeper.cli import app
from scorekeeper.ledger import catalog

COMMANDS = ("new", "sessions", "show", "record", "games", "totals", "correct", "void", "undo",
            "history", "export", "import", "tui", "demo")  # fmt: skip


def test_version_and_help(tmp_path: Path) -> None:
    done = run_script(tmp_path / "unused.db", "--version")
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout.decode() == f"scorekeeper {scorekeeper.__version__}\n"
    assert scorekeeper.__version__[0].isdigit()
    assert not (tmp_path / "unused.db").exists()  # --version opens no database
    result = CliRunner().invoke(app, ["--help"])
    assert result.exit_code == 0
    for command in COMMANDS:
        assert f" {command} " in result.stdout, command
    help_new = " ".join(CliRunner().invoke(app, ["new", "--help"]).stdout.split())
    for name in catalog.preset_names():  # every bundled preset is offered
        assert f" {name} " in help_new.replace("|", " | "), name
    help_record = CliRunner().invoke(app, ["record", "--help"]).stdout
    for option in ("--winner", "--hand", "--surrender", "--unplayed", "--sit-out", "--dealer"):
        assert option in help_record


def test_session_by_number_or_by_name_in_any_case(played: Cli) -> None:
    expected = played.json("totals", "Evening")
    for ref in ("1", "evening", "EVENING", "eVeNiNg", "  Evening  ", "01"):
        assert played.json("totals", ref) == expected, ref
        assert played.json("games", ref)[0]["number"] == 1
    played.ok("new", "Second night", *(a for p in PLAYERS[:3] for a in ("-p", p)))
    assert played.json("show", "2")["session"] == "Second night"
    assert played.json("show", "SECOND NIGHT")["id"] == 2


def test_rename_keeps_the_number(played: Cli) -> None:
    out = played.ok("rename", "evening", "Friday at Bina's").stdout
    assert out == 'Session 1 is now "Friday at Bina\'s".\n'
    assert played.refuses("totals", "Evening").startswith("SESSION: no session 'Evening'")
    assert played.json("totals", "friday at bina's")["session"] == "Friday at Bina's"
    assert played.json("totals", "1")["session"] == "Friday at Bina's"


def test_sessions_list_most_recent_first(played: Cli) -> None:
    played.ok("new", "Later", "-p", "Asha", "-p", "Zoya")
    rows = played.json("sessions")
    # Later was made last (or in the same second, and then the higher number goes first).
    assert [(r["id"], r["name"]) for r in rows] == [(2, "Later"), (1, "Evening")]
    evening = rows[1]
    assert (evening["players"], evening["games"], evening["preset"]) == (
        list(PLAYERS),
        1,
        "marriage-rummy",
    )
    assert (evening["leader"], evening["leader_total"]) == ("Asha", 20)
    played.ok("record", "Evening", *ENTRY)
    table = played.ok("sessions").stdout
    assert "Evening" in table and "Later" in table and "Asha +40" in table


def test_new_prints_the_first_deal_and_warns_about_decks(cli: Cli) -> None:
    out = cli.ok("new", "Evening", *(a for p in PLAYERS for a in ("-p", p)))
    assert out.stdout == (
        "Session 1 'Evening' created: Asha, Bina, Chandra, Dev, Esha (marriage-rummy). "
        "First deal: Asha, cuts Esha, plays first Bina.\n"
    )
    assert out.stderr == ""
    big = cli.ok("new", "Big", "--cards", "30", *(a for i in range(6) for a in ("-p", f"P{i}")))
    # 6 × 30 + 2 = 182 > 156: a warning, not an error.
    assert big.stderr.count("\n") == 1 and "use 4 decks" in big.stderr
    assert cli.json("show", "Big")["rules"]["cards"] == 30


def test_the_database_from_the_environment(played: Cli) -> None:
    env = {"SCOREKEEPER_DB": str(played.db)}
    result = CliRunner().invoke(app, ["totals", "1", "--json"], env=env)
    assert result.exit_code == 0 and '"session": "Evening"' in result.stdout


def test_show_in_words(played: Cli) -> None:
    text = played.ok("show", "Evening").stdout
    assert "Seats (clockwise): 1. Asha, 2. Bina, 3. Chandra, 4. Dev, 5. Esha" in text
    assert "Next: game 2, round 1 — deals: Bina, cuts: Asha, plays first: Chandra" in text
    assert "honor-value" in text and "unplayed-factor" in text


def test_devanagari_names_line_up_in_the_tables(tmp_path):
    """Terminals give a spacing vowel sign (Mc, as in आशा) one cell; every row as wide."""
    import unicodedata

    from cli_harness import run_script

    db = tmp_path / "deva.db"
    for args in (("new", "Deva", "-p", "आशा", "-p", "बिना", "-p", "Chandra"),
                 ("record", "deva", "--winner", "आशा", "--hand", "बिना=10", "--hand", "Chandra=5"),
                 ("totals", "deva")):  # fmt: skip
        done = run_script(db, *args)
        assert done.returncode == 0, done.stderr.decode()

    def cells(line: str) -> int:  # as xterm's wcwidth counts: marks Mn/Me take no cell
        return sum(unicodedata.category(ch) not in ("Mn", "Me") for ch in line)

    rows = [line for line in done.stdout.decode().splitlines() if line[:1] in "┏┃┡│└"]
    assert any("आशा" in row for row in rows)
    assert len({cells(row) for row in rows}) == 1, rows
