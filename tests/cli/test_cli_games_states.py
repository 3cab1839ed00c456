"""What the games CSV, the games table, settle and export print for the cases that used
to look alike: an undone recording vs a void, sitting out vs a 0, a break-even player,
and a CSV printed to a terminal."""

from __future__ import annotations

import os
import pty
import subprocess
from pathlib import Path

from cli_harness import ENTRY, SCRIPT, Cli, run_script, script_env

BOM = b"\xef\xbb\xbf"


def test_games_csv_says_undone_and_leaves_who_sat_out_empty(played: Cli) -> None:
    played.ok("record", "Evening", "--winner", "Bina", "--sit-out", "Esha", "--hand", "Asha=5",
              "--surrender", "Chandra=later", "--hand", "Dev=1")  # fmt: skip
    played.ok("record", "Evening", *ENTRY)
    played.ok("undo", "Evening")  # game 3 never happened
    played.ok("void", "Evening", "1", "--reason", "misdeal")
    lines = run_script(played.db, "export", "Evening", "--games").stdout.split(b"\r\n")
    assert lines[0] == BOM + b"game,round,dealer,winner,voided,revision,Asha,Bina,Chandra,Dev,Esha"
    assert lines[1] == b"1,1,Asha,Asha,yes,2,20,-2,-4,-6,-8"
    assert lines[2] == b"2,1,Bina,Bina,no,1,-10,22,-10,-2,"
    assert lines[3] == b"3,1,Chandra,Asha,undone,2,20,-2,-4,-6,-8"
    # games --json keeps its shape: a voided flag, every seat's score (0 for sitting out).
    games = played.json("games", "Evening")
    assert [game["voided"] for game in games] == [True, False, True]
    assert games[1]["scores"]["Esha"] == 0


def test_games_table_tells_undone_voided_and_corrected_apart(played: Cli) -> None:
    played.ok("record", "Evening", *ENTRY)
    played.ok("void", "Evening", "2", "--reason", "misdeal")
    played.ok("undo", "Evening")  # the void undone: game 2 is as it was, not "corrected"
    played.ok("correct", "Evening", "1", "--reason", "typo", *ENTRY[:-1], "Esha=5")
    played.ok("record", "Evening", *ENTRY)
    played.ok("void", "Evening", "3", "--reason", "misdeal")
    played.ok("record", "Evening", *ENTRY)
    played.ok("undo", "Evening")
    table = run_script(played.db, "games", "Evening").stdout.decode()
    states = {line.split("│")[1].strip(): line.split("│")[5].strip()
              for line in table.splitlines() if line.startswith("│")}  # fmt: skip
    assert states == {"1": "corrected r2", "2": "", "3": "voided", "4": "undone"}


def test_settle_shows_a_break_even_player_without_a_sign(cli: Cli) -> None:
    cli.ok("new", "Pair", "-p", "Asha", "-p", "Bina", "--stake", "1", "--currency", "USD")
    cli.ok("record", "Pair", "--winner", "Asha", "--hand", "Bina=0")
    out = run_script(cli.db, "settle", "Pair").stdout.decode()
    assert "  Asha: 0 points = 0.00\n" in out and "  Bina: 0 points = 0.00\n" in out
    assert "+0" not in out


def _on_a_terminal(db: Path, *args: str) -> bytes:
    """The script with its stdout on a pseudo-terminal, as when typed at a prompt."""
    main, child = pty.openpty()
    command = [str(SCRIPT), "--db", str(db), *args]
    done = subprocess.run(
        command, stdout=child, stderr=subprocess.PIPE, env=script_env(db), timeout=120
    )
    os.close(child)
    out = b""
    try:
        while chunk := os.read(main, 65536):
            out += chunk
    except OSError:  # the terminal side reports the end as an error on Linux
        pass
    os.close(main)
    assert done.returncode == 0, done.stderr
    return out


def test_csv_to_a_terminal_has_no_byte_order_mark(played: Cli, tmp_path: Path) -> None:
    played.ok("stake", "Evening", "1", "--currency", "USD")
    for args in (("export", "Evening"), ("export", "Evening", "--games"),
                 ("settle", "Evening", "--csv"), ("stats", "--csv")):  # fmt: skip
        shown = _on_a_terminal(played.db, *args)
        assert (
            shown.startswith(b"player,") or shown.startswith(b"game,") or shown.startswith(b"from,")
        ), shown[:20]
        piped = run_script(played.db, *args).stdout
        assert piped.startswith(BOM)  # into a pipe or a file: for the spreadsheet
        target = tmp_path / "out.csv"
        played.ok(*args, "-o", str(target))
        assert target.read_bytes().startswith(BOM)
