"""Half-entered games kept beside the database, so a closed terminal loses no typing.

One small JSON file (``<database>.draft.json``) holds every form with typed data, by
session and game; it is rewritten whole through a temporary file and ``os.replace``, so
a crash leaves the old file or the new one, never half of one. It is written only once
something is typed, and the entry goes when the game is saved or the typing discarded.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.tui.entry_form import RowState

VERSION = 1


@dataclass
class Draft:
    session: int
    session_name: str
    number: int | None  # the game corrected; None for a new game
    game: int  # the number the game had on the form
    rows: list[RowState]
    dealer: str = ""
    flags: list[str] = field(default_factory=list)
    reason: str = ""

    @property
    def key(self) -> str:
        return draft_key(self.session, self.number)

    def question(self) -> str:
        number = shown_digits(str(self.game))
        if self.number is None:
            asked = _("Resume the half-entered game {number} ({session})?")
        else:
            asked = _("Resume the half-entered correction of game {number} ({session})?")
        return asked.format(number=number, session=self.session_name)


def draft_key(session: int, number: int | None) -> str:
    return f"{session}/{'new' if number is None else number}"


def path_for(database: Path) -> Path:
    return database.with_name(database.name + ".draft.json")


def _to_json(draft: Draft) -> dict:
    rows = [{"player": r.player, "status": r.status, "fields": r.fields} for r in draft.rows]
    return {
        "session": draft.session, "session_name": draft.session_name, "number": draft.number,
        "game": draft.game, "rows": rows, "dealer": draft.dealer, "flags": draft.flags,
        "reason": draft.reason,
    }  # fmt: skip


def _from_json(raw: dict) -> Draft:
    rows = [
        RowState(str(r["player"]), str(r["status"]), dict(r.get("fields") or {}))
        for r in raw["rows"]
    ]
    number = raw.get("number")
    return Draft(
        int(raw["session"]), str(raw.get("session_name", "")),
        None if number is None else int(number), int(raw["game"]), rows,
        str(raw.get("dealer", "")), [str(f) for f in raw.get("flags", [])],
        str(raw.get("reason", "")),
    )  # fmt: skip


def load_all(database: Path) -> list[Draft]:
    """Every draft kept for this database; an unreadable file counts as none."""
    try:
        raw = json.loads(path_for(database).read_text(encoding="utf-8"))
        return [_from_json(item) for item in raw.get("drafts", [])]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return []


def find(database: Path, session: int, number: int | None) -> Draft | None:
    key = draft_key(session, number)
    return next((d for d in load_all(database) if d.key == key), None)


def _write(database: Path, drafts: list[Draft]) -> None:
    target = path_for(database)
    if not drafts:
        with contextlib.suppress(FileNotFoundError):
            target.unlink()
        return
    body = json.dumps({"version": VERSION, "drafts": [_to_json(d) for d in drafts]})
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    handle = os.open(temporary, os.O_CREAT | os.O_TRUNC | os.O_WRONLY, 0o600)
    try:
        os.write(handle, body.encode("utf-8"))
        os.fsync(handle)
    finally:
        os.close(handle)
    os.replace(temporary, target)


def keep(database: Path, draft: Draft) -> None:
    """Store (or replace) this form's draft. Raises OSError when the folder takes no file."""
    others = [d for d in load_all(database) if d.key != draft.key]
    _write(database, [*others, draft])


def drop(database: Path, session: int, number: int | None) -> None:
    """Forget this form's draft (saved or discarded); no file is written if there was none."""
    drafts = load_all(database)
    key = draft_key(session, number)
    if any(d.key == key for d in drafts):
        _write(database, [d for d in drafts if d.key != key])
