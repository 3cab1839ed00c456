"""Every stored score derived again from its entry: ``scorekeeper check``'s second half.

One query per session reads every revision with its lines (a year of games is 100,000
revisions: a query for each would cost more than scoring them all); each revision's
entry is scored again under the session's frozen rules and must give exactly the
part_a, part_b and score stored beside it. A settled session's kept settlement must
still be what its games settle to.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from itertools import groupby
from operator import itemgetter

from scorekeeper.ledger.audit.replays import carry_problem, pool_problem
from scorekeeper.ledger.core.session_lookup import names_by_id, session_info
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads import games as plain
from scorekeeper.rules import Entry, Hand, RuleError
from scorekeeper.store.units import Connection

_SESSIONS = "SELECT id, name, settled_at, settlement_json FROM session ORDER BY id"
_REVISIONS = """
    SELECT r.id, g.number, r.number, r.flags_json,
           e.player_id, e.active, e.outcome, e.values_json, e.part_a, e.part_b, e.score
    FROM revision r JOIN game g ON g.id = r.game_id
    LEFT JOIN revision_entry e ON e.revision_id = r.id
    WHERE r.session_id = ? ORDER BY r.id, e.player_id
"""


def rescore_problems(conn: Connection, most: int) -> list[str]:
    """One sentence per revision whose stored scores its entry does not give (at most
    ``most``), and per settled session whose kept settlement no longer holds."""
    problems: list[str] = []
    for session_id, name, settled_at, settlement_json in conn.execute(_SESSIONS).fetchall():
        try:
            info = session_info(conn, session_id)
        except (RuleError, KeyError, ValueError) as error:
            problems.append(f"session {name!r}: its stored rules cannot be read ({error})")
            continue
        names = names_by_id(conn, session_id)
        revisions = groupby(conn.execute(_REVISIONS, (session_id,)), key=itemgetter(0, 1, 2, 3))
        built: dict[tuple, Hand] = {}
        for (_, game, revision, flags), rows in revisions:
            problem = _rescore(info, flags, rows, names, built)
            if problem:
                problems.append(f"session {name!r} game {game} revision {revision}: {problem}")
            if len(problems) >= most:
                return problems
        try:
            carry = carry_problem(conn, info)
        except (RuleError, KeyError, ValueError) as error:
            carry = f"its games cannot be scored again in order ({error})"
        if carry:
            problems.append(f"session {name!r}: {carry}")
        try:
            pool = pool_problem(conn, info)
        except (RuleError, KeyError, ValueError) as error:
            pool = f"its pool cannot be worked out again ({error})"
        if pool:
            problems.append(f"session {name!r}: {pool}")
        if settled_at and not _settlement_holds(conn, info, settlement_json):
            problems.append(
                f"session {name!r}: the settlement kept when it was settled does not "
                "match its games"
            )
    return problems


# Hands already built, by (player id, outcome, values text): a Hand is immutable, and a
# season repeats the same few thousand; kept to a bound so a long one costs no more memory.
MOST_HANDS_KEPT = 20_000


def _rescore(
    info: SessionInfo,
    flags: str,
    rows: Iterable[tuple],
    names: dict[int, str],
    built: dict[tuple, Hand],
) -> str | None:
    """The revision's entry built straight from its rows (each distinct line's Hand once,
    its values text parsed once) and scored again."""
    stored: list[tuple[str, int, int, int]] = []
    hands: list[Hand] = []
    try:
        for _, _, _, _, pid, active, outcome, values_json, part_a, part_b, score in rows:
            if pid is None:  # a revision without lines (the LEFT JOIN's one empty row)
                continue
            player = names[pid]
            stored.append((player, part_a, part_b, score))
            if active:
                hand = built.get((pid, outcome, values_json))
                if hand is None:
                    if len(built) >= MOST_HANDS_KEPT:
                        built.clear()
                    hand = Hand(player, outcome or "", json.loads(values_json))
                    built[pid, outcome, values_json] = hand
                hands.append(hand)
        entry = Entry(tuple(hands), frozenset(json.loads(flags) if flags != "[]" else ()))
        scores = {s.player: s for s in info.rules.score(entry)}
    except (RuleError, KeyError, ValueError) as error:
        return f"its entry cannot be scored again ({error})"
    for player, part_a, part_b, score in stored:
        again = scores.get(player)
        expected = (again.part_a, again.part_b, again.score) if again else (0, 0, 0)
        if (part_a, part_b, score) != expected:
            return (
                f"{player} is stored as {score} but the entry scores "
                f"{expected[2]} (part_a {expected[0]}, part_b {expected[1]})"
            )
    return None


def _settlement_holds(conn: Connection, info: SessionInfo, kept: str | None) -> bool:
    from scorekeeper.ledger.transfer.events import settlement_holds

    try:
        plan = json.loads(kept or "{}").get("settlement")
        if plan is None:
            return True
        return settlement_holds([p.total for p in plain.totals(conn, info).players], plan)
    except (RuleError, KeyError, ValueError, TypeError, AttributeError):
        return False
