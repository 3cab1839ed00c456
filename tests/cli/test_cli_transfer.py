"""JSON export and import: a new session with the same totals, games and history."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cli_harness import ENTRY, Cli

from scorekeeper.ledger import catalog


def _busy_evening(cli: Cli) -> None:
    """Game 1 from the template, then a sit-out, a correction, a void and an undo."""
    cli.ok("record", "Evening", "--winner", "Dev", "--sit-out", "Asha", "--hand", "Bina=10+4",
           "--marriages", "Dev=1", "--surrender", "Chandra=later", "--hand", "Esha=6",
           "--unplayed", "Esha", "--note", "Dev's first marriage")  # fmt: skip
    cli.ok("record", "Evening", *ENTRY, "--honors", "Asha=3")
    cli.ok("correct", "Evening", "3", *ENTRY, "--honors", "Asha=2", "--reason", "miscounted")
    cli.ok("record", "Evening", "--winner", "Esha", "--surrender", "Asha=first", "--hand",
           "Bina=2", "--hand", "Chandra=2", "--hand", "Dev=2")  # fmt: skip
    cli.ok("void", "Evening", "4", "--reason", "misdeal")
    cli.ok("record", "Evening", *ENTRY)
    cli.ok("undo", "Evening")  # takes game 5 back out


def _reads(cli: Cli, session: str) -> dict[str, Any]:
    return {command: cli.json(command, session) for command in ("totals", "games", "history")}


def test_export_then_import_gives_the_same_session(played: Cli, tmp_path: Path) -> None:
    _busy_evening(played)
    original = _reads(played, "Evening")
    target = tmp_path / "evening.json"
    result = played.ok("export", "Evening", "--json", "-o", str(target))
    assert result.stdout == ""
    document = json.loads(target.read_text("utf-8"))
    assert document["format"] == "scorekeeper-session"
    assert [g["number"] for g in document["games"]] == [1, 2, 3, 4, 5]
    # The same document goes to stdout when no file is given (but for the time of export).
    on_stdout = json.loads(played.ok("export", "Evening", "--json").stdout)
    assert {**on_stdout, "exported_at": None} == {**document, "exported_at": None}

    imported = played.ok("import", str(target)).stdout
    assert imported == "Imported session 2 'Evening (2)': 5 games.\n"
    copy = _reads(played, "Evening (2)")
    assert copy["totals"] == {**original["totals"], "session": "Evening (2)"}
    assert copy["games"] == original["games"]
    assert copy["history"] == original["history"]
    assert played.json("show", "2")["next"] == played.json("show", "1")["next"]

    # Importing twice gives a third name; every import is its own session.
    assert "'Evening (3)'" in played.ok("import", str(target)).stdout
    names = [s["name"] for s in played.json("sessions")]
    assert sorted(names) == ["Evening", "Evening (2)", "Evening (3)"]
    # The copy is a live session: undo works on its history as on the original.
    played.ok("undo", "Evening (3)")
    assert played.json("games", "evening (3)")[3]["voided"] is False


def test_imported_history_is_complete(played: Cli, tmp_path: Path) -> None:
    _busy_evening(played)
    target = tmp_path / "evening.json"
    played.ok("export", "Evening", "--json", "-o", str(target))
    history = played.json("history", "Evening")
    actions = [(row["game"], row["revision"], row["action"], row["reason"]) for row in history]
    assert actions == [
        (1, 1, "record", None),
        (2, 1, "record", None),
        (3, 1, "record", None),
        (3, 2, "correct", "miscounted"),
        (4, 1, "record", None),
        (4, 2, "void", "misdeal"),
        (5, 1, "record", None),
        (5, 2, "undo", "undo record (revision 1)"),
    ]
    # Into a database of its own: the same history, every `at` kept.
    other = Cli(tmp_path / "other.db")
    assert "'Evening'" in other.ok("import", str(target)).stdout
    assert other.json("history", "Evening") == history


def test_the_bundled_demo_imports(cli: Cli) -> None:
    demo = catalog.demo_session_file()
    name = json.loads(demo.read_text("utf-8"))["session"]["name"]
    out = cli.ok("import", str(demo)).stdout
    assert out.startswith(f"Imported session 1 {name!r}: ")
    totals = cli.json("totals", "1")
    games = cli.json("games", name.upper())
    assert totals["session"] == name
    assert sum(p["total"] for p in totals["players"]) == 0
    counted = [g for g in games if not g["voided"]]
    assert totals["games"] == len(counted) > 0
    for player in totals["players"]:
        assert player["total"] == sum(g["scores"][player["name"]] for g in counted)
    assert all(sum(g["scores"].values()) == 0 for g in games)
    again = cli.ok("import", str(demo)).stdout
    assert again.startswith(f"Imported session 2 {name + ' (2)'!r}: ")
