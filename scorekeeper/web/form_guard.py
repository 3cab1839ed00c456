"""The two hidden fields every change form carries: ``form_id`` and ``expect``.

``form_id`` is new each time a form is served; the ledger keeps it with the revision the
form made, so the same form posted twice (a double tap, a resend after the Wi-Fi dropped,
a phone's queued save sent again) is applied once. ``expect`` is what the form was built
on: for a record, the number of the game it will record ("Save game 7"); for a correction
or a void, the game's revision; for an undo, the change it will undo. The ledger refuses a
change whose expectation no longer holds (``Stale``), and the page then shows what changed.

A form posted without them was served before they existed, or was made by hand: it is
refused (400) with a sentence that says to reload.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from scorekeeper.ledger.changes.guards import Expect
from scorekeeper.ledger.list_rows import RevisionRow
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_

OUT_OF_DATE = N_("this form is out of date (it carries no form id or expectation): reload it")


def new_form_id() -> str:
    return secrets.token_urlsafe(16)  # 22 characters: never the same twice


def _fields(posted: Mapping[str, str | list[str]]) -> tuple[str, str]:
    form_id, expect = posted.get("form_id"), posted.get("expect")
    if not isinstance(form_id, str) or not isinstance(expect, str):
        raise RuleError("form", OUT_OF_DATE)
    if not form_id.strip() or not expect.strip():
        raise RuleError("form", OUT_OF_DATE)
    return form_id.strip(), expect.strip()


def _number(text: str) -> int:
    if not (text.isascii() and text.isdigit() and 0 < len(text) < 10) or int(text) < 1:
        said = N_("expect must be a game or revision number, got {typed!r}", typed=text[:20])
        raise RuleError("form", said)
    return int(text)


def form_id_of(posted: Mapping[str, str | list[str]]) -> str:
    return _fields(posted)[0]


def for_record(posted: Mapping[str, str | list[str]]) -> Expect:
    form_id, expect = _fields(posted)
    return Expect(game=_number(expect), form_id=form_id)


def for_game(posted: Mapping[str, str | list[str]]) -> Expect:
    """A correction's or a void's: the game's revision the form was built on."""
    form_id, expect = _fields(posted)
    return Expect(revision=_number(expect), form_id=form_id)


def undo_expect(last: RevisionRow) -> str:
    """What an undo form expects to undo: that change's game, revision and time."""
    return f"{last.game}/{last.revision}/{last.at}"


def for_undo(posted: Mapping[str, str | list[str]]) -> tuple[str, str]:
    """(form id, expect) of an undo form: ``expect`` is compared with ``undo_expect``."""
    return _fields(posted)
