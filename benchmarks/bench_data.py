"""Build benchmark databases of a given number of games, through the ledger's import.

A JSON export with N games is generated (seeded, so every run builds the same
evenings) and imported with ``Ledger.import_document``: the real write path, the
same rows a family's year would leave. Built files are cached by size.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

from scorekeeper.ledger import Ledger, catalog

SEATS = ["Asha", "Bina", "Chandra", "Dev", "Esha"]
SESSION = "Bench"
CACHE = Path(__file__).resolve().parent / ".cache"


def _lines(rng: random.Random, winner: str, sitting_out: str | None) -> list[dict]:
    lines = []
    for name in SEATS:
        active = name != sitting_out
        values = {"honors": rng.randint(0, 3), "marriages": int(rng.random() < 0.1)}
        outcome = "winner" if name == winner else "hand"
        if outcome == "hand":
            values["points"] = rng.randint(0, 60)
        lines.append(
            {"player": name, "active": active, "outcome": outcome if active else None,
             "values": values if active else {}, "part_a": 0, "part_b": 0, "score": 0}
        )  # fmt: skip
    return lines


def document(games: int, seed: int = 7) -> dict:
    """An export document with ``games`` games, scored by the real rules."""
    rules = catalog.preset("marriage-rummy").rules()
    rng = random.Random(seed)
    out = []
    for number in range(1, games + 1):
        sitting_out = SEATS[number % 5] if number % 7 == 0 else None
        winner = rng.choice([name for name in SEATS if name != sitting_out])
        lines = _lines(rng, winner, sitting_out)
        from scorekeeper.ledger.read_models import Line, entry_of_lines

        lines_in = [
            Line(**{k: v for k, v in line.items() if k != "values"},
                 values_json=json.dumps(line["values"]))
            for line in lines
        ]  # fmt: skip
        entry = entry_of_lines(lines_in, [])
        scores = {s.player: s for s in rules.score(entry)}
        for line in lines:
            if line["player"] in scores:
                score = scores[line["player"]]
                line |= {"part_a": score.part_a, "part_b": score.part_b, "score": score.score}
        revision = {
            "seq": number, "revision": 1, "action": "record", "reason": None,
            "at": "2026-01-01T20:00:00+00:00", "dealer": SEATS[(number - 1) % 5],
            "winner": winner, "voided": False, "dealt": True, "undone": False,
            "flags": [], "lines": lines,
        }  # fmt: skip
        out.append({"number": number, "note": None, "revisions": [revision]})
    return {
        "format": "scorekeeper-session",
        "format_version": 1,
        "exported_at": "2026-01-01T00:00:00+00:00",
        "session": {
            "name": SESSION,
            "preset": "marriage-rummy",
            "rules": rules.to_json(),
            "seats": SEATS,
            "first_dealer": SEATS[0],
            "stake": None,
            "currency": None,
            "created_at": "2026-01-01T19:00:00+00:00",
            "last_used_at": None,
            "archived": False,
        },
        "games": out,
    }


def database(games: int) -> Path:
    """A cached database holding one session of ``games`` games (built on first use)."""
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"games-{games}.db"
    if not path.exists():
        partial = path.with_suffix(".building")
        partial.unlink(missing_ok=True)
        ledger = Ledger(partial)
        ledger.import_document(json.loads(json.dumps(document(games))))
        ledger.close()
        shutil.move(partial, path)
    return path


def working_copy(games: int, folder: Path) -> Path:
    """A copy to write into, so every measurement starts from the same file."""
    target = folder / f"work-{games}.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{target}{suffix}").unlink(missing_ok=True)
    shutil.copy(database(games), target)
    return target
