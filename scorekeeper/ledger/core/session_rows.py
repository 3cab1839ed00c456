"""A new session's rows in plain SQL on one connection: the session, its seats, and each
player not known yet. ``new`` (the Writer's, on the driver alone), the Ledger (under its
unit of work) and an import all make a session here, with the same checks."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from scorekeeper.ledger import catalog
from scorekeeper.ledger.core.limits import check_session_name, check_stake
from scorekeeper.ledger.core.session_lookup import keyed_id
from scorekeeper.rules import RuleError, capacity_problem, check_seat_names
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import name_key
from scorekeeper.store.units import Connection

_SESSION = """
    INSERT INTO session (name, key, preset, rules_json, first_dealer_id, stake, currency,
                         created_at, last_used_at, archived)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
"""


def create_session(
    conn: Connection,
    name: str,
    players: Sequence[str],
    preset: str,
    rules: Mapping[str, object],
    first_dealer: str | None,
    stake: str | None,
    currency: str | None,
    created: str,
    used: str | None = None,
    archived: bool = False,
) -> tuple[int, list[str]]:
    """The session's id, and any warnings (a full table the decks cannot deal). Players
    new to the ledger are stamped ``created``; ``used`` is its last use (``created``)."""
    name = check_session_name(name)
    seats = check_seat_names(players)
    rule_set = catalog.preset(preset).rules(rules)
    rule_set.preset.check_seats(len(seats))
    stake, currency = check_stake(stake, currency)
    if keyed_id(conn, "session", name) is not None:
        said = N_("a session named {name!r} exists already; choose another name", name=name)
        raise RuleError("NAME", said)
    folded = [name_key(seat) for seat in seats]
    dealer = 0
    if first_dealer is not None:
        if name_key(first_dealer) not in folded:
            said = N_(
                "{first_dealer!r} is not seated; seated: {seats}",
                first_dealer=first_dealer,
                seats=", ".join(seats),
            )
            raise RuleError("first-dealer", said)
        dealer = folded.index(name_key(first_dealer))
    people = [player_id(conn, seat, created) for seat in seats]
    rules_json = json.dumps(rule_set.to_json(), sort_keys=True, ensure_ascii=False)
    [(session_id,)] = conn.execute(
        _SESSION,
        (name, name_key(name), rule_set.preset.name, rules_json, people[dealer], stake,
         currency, created, used or created, archived),
    ).fetchall()  # fmt: skip
    conn.executemany(
        "INSERT INTO seat (session_id, position, player_id) VALUES (?, ?, ?)",
        [(session_id, position, person) for position, person in enumerate(people)],
    )
    warning = capacity_problem(len(seats), rule_set.cards_dealt(len(seats)), rule_set["decks"])
    return session_id, [f"a full table cannot be dealt: {warning}"] if warning else []


def player_id(conn: Connection, name: str, at: str) -> int:
    """The known player of that name, or a new one stamped ``at``."""
    found = keyed_id(conn, "player", name)
    if found is not None:
        return found
    [(new,)] = conn.execute(
        "INSERT INTO player (name, key, created_at) VALUES (?, ?, ?) RETURNING id",
        (name, name_key(name), at),
    ).fetchall()
    return new
