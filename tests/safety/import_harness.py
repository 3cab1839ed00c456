"""Shared by the import tests: two evenings made through the CLI, their exports, and what
importing any file must do.

Either it is refused (exit 2, one line on stderr that starts with ``FILE: ``, nothing
on stdout, the database byte for byte as it was), or it is accepted and then
``scorekeeper check`` says ok and the new session's totals are what the file's games
add up to (each game's last revision, unless voided). Never exit 1, never a traceback.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from traceback import format_exception
from typing import Any

from safety_harness import dump, one_line_failure, run

PLAYERS = ("Asha", "Bina", "Chandra", "Dev", "Esha")
NEPALI = ("--preset", "nepali", "-p", "Ana", "-p", "Ben", "-p", "Cai", "-p", "Dia", "-p", "Eli")


def _games(number: int) -> list[tuple[str, ...]]:
    """Game ``number`` of "Evening" and what follows it: every kind of change by turns."""
    winner = PLAYERS[number % 5]
    losers = [f"{p}={(number * 7 + i) % 30}" for i, p in enumerate(PLAYERS) if p != winner]
    entry = ("--winner", winner, *(a for hand in losers for a in ("--hand", hand)))
    steps = [("record", "Evening", *entry, "--honors", f"{winner}={number % 4}")]
    if number % 5 == 1:
        steps.append(("correct", "Evening", str(number), *entry, "--reason", "miscounted"))
    if number % 7 == 3:
        steps.append(("void", "Evening", str(number), "--reason", "misdeal"))
    if number % 6 == 4:
        steps += [("undo", "Evening"), ("undo", "Evening")]  # the record too, when alone
    return steps


def busy_evenings(db: Path) -> None:
    """ "Evening": 24 games with sit-outs, notes, corrections, voids, undone changes, a
    stake changed, settled, reopened, settled again, a player renamed since; "Pokhara"
    (nepali): unseen, foul, dublee, a sit-out and a correction, open, no stake."""
    steps: list[tuple[str, ...]] = [
        ("new", "Evening", *(a for p in PLAYERS for a in ("-p", p)), "--stake", "0.25",
         "--currency", "NPR"),
        ("record", "Evening", "--winner", "Dev", "--sit-out", "Asha", "--hand", "Bina=10+4",
         "--marriages", "Dev=1", "--surrender", "Chandra=later", "--hand", "Esha=6",
         "--unplayed", "Esha", "--note", "Dev's first marriage"),
        ("record", "Evening", "--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2",
         "--hand", "Esha=4", "--sit-out", "Dev"),
    ]  # fmt: skip
    for number in range(3, 23):
        steps += _games(number)
    steps += [
        ("stake", "Evening", "0.5", "--currency", "NPR", "--reason", "raised"),
        ("close", "Evening", "--banker", "Dev"),
        ("reopen", "Evening", "--reason", "one more"),
        ("record", "Evening", "--winner", "Bina", "--hand", "Asha=5", "--hand", "Chandra=5",
         "--hand", "Dev=5", "--hand", "Esha=5"),
        ("record", "Evening", "--winner", "Chandra", "--surrender", "Asha=first", "--hand",
         "Bina=9", "--hand", "Dev=1", "--hand", "Esha=12", "--note", "last of the night"),
        ("close", "Evening", "--reason", "home time"),
        ("players", "rename", "Esha", "Eshani"),
        ("new", "Pokhara", *NEPALI),
        ("record", "Pokhara", "--winner", "Ana", "--maal", "Ana=6", "--maal", "Ben=4",
         "--foul", "Cai", "--maal", "Cai=9", "--sit-out", "Dia", "--unseen", "Eli"),
        ("record", "Pokhara", "--winner", "Ben", "--maal", "Ben=12", "--dublee"),
        ("correct", "Pokhara", "2", "--winner", "Ben", "--maal", "Ben=12", "--maal", "Ana=3",
         "--reason", "Ana had maal"),
    ]  # fmt: skip
    for args in steps:
        result = run(db, *args)
        assert result.exit_code == 0, (args, result.stderr)


def export(db: Path, session: str) -> dict[str, Any]:
    result = run(db, "export", session, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def copy_database(source: Path, target: Path) -> None:
    for suffix in ("", "-wal"):
        Path(f"{target}{suffix}").unlink(missing_ok=True)
        if Path(f"{source}{suffix}").exists():
            shutil.copyfile(f"{source}{suffix}", f"{target}{suffix}")


def state(db: Path) -> tuple[list[str], dict[str, bytes]]:
    """The database's content and the bytes of its files (the -wal too, when there)."""
    files = {s: Path(f"{db}{s}").read_bytes() for s in ("", "-wal") if Path(f"{db}{s}").exists()}
    return dump(db), files


def implied_totals(document: dict[str, Any]) -> list[int]:
    """Each seat's total that the file's games add up to: last revisions, voids out."""
    seats = document["session"]["seats"]
    totals = [0] * len(seats)
    for game in document["games"]:
        last = max(game["revisions"], key=lambda revision: revision["seq"])
        for seat, line in enumerate(last["lines"]):
            totals[seat] += 0 if last["voided"] else line["score"]
    return totals


def imported(db: Path, file: Path, document: dict[str, Any]) -> bool:
    """Import ``file`` in this process: refused as the contract says (False) or accepted
    with ``check`` ok and the totals and history ``document`` holds (True)."""
    before = state(db)
    result = run(db, "import", str(file))
    assert result.exit_code in (0, 2), "".join(format_exception(result.exception))[-3000:]
    if result.exit_code != 0:
        assert one_line_failure(result, 2).startswith("FILE: "), result.stderr
        assert state(db) == before, "a refused import changed the database"
        return False
    found = re.fullmatch(r"Imported session (\d+) .*: (\d+) games\.\n", result.stdout)
    assert found, result.stdout
    session = found.group(1)
    assert int(found.group(2)) == len(document["games"])
    assert run(db, "check").exit_code == 0, run(db, "check").stdout
    totals = json.loads(run(db, "totals", session, "--json").stdout)
    assert [player["total"] for player in totals["players"]] == implied_totals(document)
    history = json.loads(run(db, "history", session, "--json").stdout)
    assert len(history) == sum(len(game["revisions"]) for game in document["games"])
    return True
