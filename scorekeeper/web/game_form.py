"""The record/correct form on the web: the shared form model (``present.entry_form``)
read from what a browser posted, and built into an entry by the shared builder.

A seat i posts ``status-<i>`` and ``<key>-<i>`` per hand field, the game its ``flag``
ticks and ``game-<key>`` per game value. Nothing here knows a rule: a bad form is refused
by the same builder, in the same words, as the TUI's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from scorekeeper.present import entry_build
from scorekeeper.present.entry_form import (
    SIT_OUT,
    Form,
    Row,
    from_game,
    status_label,
)
from scorekeeper.present.entry_form import blank as blank_form
from scorekeeper.present.entry_form import statuses as all_statuses
from scorekeeper.rules import Entry, Preset

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger
    from scorekeeper.ledger.read_models import GameRow, SessionInfo

__all__ = ["SIT_OUT", "Form", "blank", "build", "correcting", "read", "status_label", "statuses"]


def statuses(preset: Preset) -> tuple[str, ...]:
    return all_statuses(preset.outcomes)


def blank(info: SessionInfo, sitting_out: tuple[str, ...] | list[str] = ()) -> Form:
    return blank_form(info.rules.preset, info.seats, sitting_out)


def correcting(info: SessionInfo, game: GameRow) -> Form:
    """The form pre-filled with a stored game (to correct it)."""
    return from_game(info.rules.preset, info.seats, game.lines, game.flags, game.dealer)


def read(info: SessionInfo, posted: Mapping[str, str | list[str]]) -> Form:
    """The form as posted."""
    preset = info.rules.preset
    rows = []
    for index, seat in enumerate(info.seats):
        texts: dict[str, str | bool] = {}
        for spec in preset.hand_fields:
            text = _one(posted.get(f"{spec.key}-{index}"))
            if text.strip():
                texts[spec.key] = text
        rows.append(Row(seat, _one(posted.get(f"status-{index}")), texts))
    flags = posted.get("flag", [])
    flags = {flags} if isinstance(flags, str) else set(flags)
    values = {spec.key: _one(posted.get(f"game-{spec.key}")) for spec in preset.game_fields}
    return Form(
        rows,
        flags & set(preset.game_flags),
        values,
        dealer=_one(posted.get("dealer")),
        note=_one(posted.get("note")),
        reason=_one(posted.get("reason")),
    )


def _one(value: str | list[str] | None) -> str:
    if isinstance(value, list):
        return value[-1] if value else ""
    return value or ""


def build(ledger: Ledger, info: SessionInfo, form: Form, number: int | None = None) -> Entry:
    """The entry the form describes for game ``number`` (None: the next); RuleError says
    why not. A pool's out player put in the game is refused with the ledger's sentence."""
    return entry_build.build(info.rules, form, ledger.pool_out(info.id, number))
