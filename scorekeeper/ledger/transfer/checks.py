"""Whether an export's parts agree, as only the ledger itself could have written them.

The schema (``schema.py``) has checked each value on its own; here the session's
rules are read with its preset, the seats, first dealer and stake checked as ``new``
checks them, the revisions' digests worked out again (``sealed.py``), the history
replayed (``replay.py``) and the session's changes (``transfer/events.py``). Nothing is
written here; ``document.py`` writes what passes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from scorekeeper.ledger import catalog
from scorekeeper.ledger.core.carried import carried_totals
from scorekeeper.ledger.core.limits import check_stake
from scorekeeper.ledger.transfer.events import check_events
from scorekeeper.ledger.transfer.replay import Change, History, refuse
from scorekeeper.ledger.transfer.sealed import digests_and_values
from scorekeeper.rules import RuleError, RuleSet, check_seat_names
from scorekeeper.rules.ending import ENDING_KEYS
from scorekeeper.rules.errors import N_, Said
from scorekeeper.rules.params import ParamSpec

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.schema import Document

# Rules added after exports were first written: a file without them played by their
# default (the ending keys: it never ends; a pool's rejoin premium 0; tiles' difference).
LATER_KEYS = (*ENDING_KEYS, "rejoin-premium", "no-out-payment")

# How an export writes each kind of rule (``RuleSet.to_json``), and the refusal otherwise.
RULE_TYPES = {"int": int, "fraction": str, "choice": str, "names": list,
              "money": str}  # fmt: skip
RULE_WORDS: dict[str, Callable[[ParamSpec], Said]] = {
    "int": lambda spec: N_("must be a whole number {limits}", limits=spec.limits_text()),
    "fraction": lambda spec: N_(
        'must be a fraction {low}–{high}, written as text such as "1/2"',
        low=spec.minimum,
        high=spec.maximum,
    ),
    "choice": lambda spec: N_("must be one of {limits}", limits=spec.limits_text()),
    "names": lambda spec: N_("must be a list of names"),
    "money": lambda spec: N_("must be an amount such as 500 or 12.50, written as text"),
}


@dataclass(frozen=True)
class Checked:
    """An export that passed every check: what ``transfer`` writes, and nothing else."""

    document: Document
    stake: str | None  # as the ledger keeps it (check_stake)
    currency: str | None
    changes: tuple[Change, ...]  # every revision, in the order it was made
    digests: tuple[str, ...] = ()  # each change's digest, as the ledger gives it (sealed.py)
    # each change's lines' values as stored, line after line (sealed.py); () for unknown
    values_json: tuple[str, ...] = ()


def check_document(doc: Document) -> Checked:
    meta = doc.session
    rules = _rules(meta.preset, meta.rules)
    try:
        check_seat_names(meta.seats)
        rules.preset.check_seats(len(meta.seats))
    except RuleError as error:
        raise refuse("session.seats", *error.parts) from None
    if meta.first_dealer not in meta.seats:
        said = N_("{name!r} is not one of the seats", name=meta.first_dealer)
        raise refuse("session.first_dealer", said)
    try:
        stake, currency = check_stake(meta.stake, meta.currency)
    except RuleError as error:
        raise refuse(f"session.{error.field}", *error.parts) from None
    changes, totals = History(doc, rules).replay()
    # after the replay, which names what is wrong more exactly
    sealed, values_json = digests_and_values(doc)
    check_events(doc, stake, currency, carried_totals(rules, meta.seats, changes, totals))
    return Checked(doc, stake, currency, changes, sealed, values_json)


def _rules(preset: str, given: dict[str, object]) -> RuleSet:
    if preset not in catalog.preset_names():
        allowed = ", ".join(catalog.preset_names())
        raise refuse("session.preset", N_("must be one of {allowed}", allowed=allowed))
    params = catalog.preset(preset).params
    for key in [*params, *given]:
        where = f"session.rules.{key[:40]}"
        if key not in given and key in LATER_KEYS:
            continue  # an export from before the key existed: its default, as it played
        if key not in given:
            raise refuse(where, N_("is missing"))
        if key not in params:
            raise refuse(where, N_("is not a rule of {preset}", preset=preset))
        if key == "pool" and given[key] in ("101", "201"):
            continue  # written as text before any limit could be chosen; read as the number
        if type(given[key]) is not RULE_TYPES[params[key].kind]:
            spec = params[key]
            raise refuse(where, RULE_WORDS[spec.kind](spec))
    try:
        return catalog.preset(preset).rules(given)
    except RuleError as error:
        where = f"session.rules.{error.field.removeprefix('rule ')}"
        raise refuse(where, *error.parts) from None
