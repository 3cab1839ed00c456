"""Turning typed options (``--honors Asha=2``, ``--sit-out Dev``) into a rules Entry.

Names are matched to seats ignoring case and how an accent was typed (NFC); every
refusal names the option and the allowed values, as the command line and the forms show
it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from scorekeeper.ledger.core.session_lookup import resolve_player
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import Entry, RuleError
from scorekeeper.rules.errors import N_

PAIR_OPTIONS = ("honors", "marriages", "hand", "surrender", "maal", "drop", "table", "rack")
NAME_OPTIONS = ("unplayed", "unseen", "foul", "sit-out", "wrong-show", "dublee-seen")
FLAG_OPTIONS = ("dublee", "rummy", "no-out")
VALUE_OPTIONS = ("multiplier",)  # one value for the whole game, checked by the preset


def _pairs(info: SessionInfo, option: str, items: Iterable[str]) -> dict[str, str]:
    resolved: dict[str, str] = {}
    for item in items:
        if "=" not in item:
            raise RuleError(
                option, N_("expected NAME=VALUE (e.g. Asha=2), got {item!r}", item=item[:40])
            )
        name, value = item.rsplit("=", 1)
        player = resolve_player(info, name, option)
        if player in resolved:
            raise RuleError(
                option, N_("{player} is given twice; give each player once", player=player)
            )
        resolved[player] = value
    return resolved


def _names(info: SessionInfo, option: str, items: Iterable[str]) -> set[str]:
    return {resolve_player(info, name, option) for name in items}


def build_entry(
    info: SessionInfo,
    winner: str,
    options: Mapping[str, object],
    sit_out: Iterable[str] = (),
    out: Iterable[str] = (),
) -> Entry:
    """An entry from option values: lists of ``NAME=VALUE`` or names, and flags.

    ``out``: players out of a pool before this game; they sit out, and an option that
    names one of them (the winner too) is refused."""
    allowed = info.rules.preset.options
    for option, value in options.items():
        if value and option not in allowed:
            shown = ", ".join(f"--{name}" for name in allowed)
            raise RuleError(
                option,
                N_(
                    "is not used by the {preset} preset; its options are {shown}",
                    preset=info.preset,
                    shown=shown,
                ),
            )
    winner = resolve_player(info, winner, "winner")
    away = _names(info, "sit-out", sit_out)
    out = frozenset(out)
    if out:
        _refuse_out(info, out, winner, options)
        away |= out
    if winner in away:
        raise RuleError("sit-out", N_("{winner} is the winner and cannot sit out", winner=winner))
    active = [seat for seat in info.seats if seat not in away]
    resolved: dict[str, object] = {}
    for option, value in options.items():
        if option in PAIR_OPTIONS:
            resolved[option] = _pairs(info, option, value or ())
        elif option in NAME_OPTIONS:
            resolved[option] = _names(info, option, value or ())
        elif option in FLAG_OPTIONS:
            resolved[option] = bool(value)
        elif option in VALUE_OPTIONS and value is not None:
            resolved[option] = value
    return info.rules.entry_from_options(active, winner, resolved)


def _refuse_out(
    info: SessionInfo, out: frozenset[str], winner: str, options: Mapping[str, object]
) -> None:
    """An out player named as playing: one sentence, naming the option."""
    named = [("winner", winner)] if winner in out else []
    for option, value in options.items():
        if option in PAIR_OPTIONS or option in NAME_OPTIONS:
            for item in value or ():
                text = str(item).rsplit("=", 1)[0] if option in PAIR_OPTIONS else str(item)
                player = resolve_player(info, text, option)
                if player in out:
                    named.append((option, player))
    if named:
        option, player = named[0]
        raise RuleError(
            option, N_(
                "{player} is out of the pool and sits this game out; they may rejoin between "
                "games (scorekeeper rejoin)",
                player=player)
        )  # fmt: skip
