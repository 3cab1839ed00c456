"""``games --json`` written as it is read: a season of games in the memory of a few.

The games and their current scores come from two queries in game order, read side by
side; each game is written as ``json.dumps(game, ensure_ascii=False, indent=2)`` would
write it inside the list, a batch at a time, so the whole list never stands in memory
as objects nor as one string. Characters that could steer a terminal are escaped as
every ``--json`` escapes them (``json_escaped``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from itertools import groupby
from operator import itemgetter
from typing import TextIO

from scorekeeper.ledger.core.carried import session_carry
from scorekeeper.ledger.core.session_lookup import find_session_id, names_by_id, session_info
from scorekeeper.rules.text import json_escaped
from scorekeeper.store.units import Connection, stream

_string = json.JSONEncoder(ensure_ascii=False).encode
_NOT_PLAIN = re.compile(r"[^\x00-\x7e]+")
BATCH = 500  # games written at a time

_GAMES = """
    SELECT number, position, dealer_id, winner_id, voided, revision
    FROM game WHERE session_id = ? ORDER BY number
"""
_SCORES = """
    SELECT g.number, e.player_id, e.score
    FROM game g JOIN revision_entry e ON e.revision_id = g.current_revision_id
    WHERE g.session_id = ? ORDER BY g.number, e.seat
"""


def _games(conn: Connection, ref: str | int) -> Iterator[str]:
    info = session_info(conn, find_session_id(conn, ref))
    names = names_by_id(conn, info.id)
    quoted = {pid: _string(name) for pid, name in names.items()}
    table = info.table
    carry = session_carry(conn, info)  # a foul paid in the next game (nepali next-game)
    scores = groupby(stream(conn, _SCORES, (info.id,)), itemgetter(0))
    pending = next(scores, None)
    for number, position, dealer, winner, voided, revision in stream(conn, _GAMES, (info.id,)):
        while pending is not None and pending[0] < number:
            pending = next(scores, None)
        lines = ()
        if pending is not None and pending[0] == number:
            extra = {} if voided else carry.get(number, {})
            lines = [
                f"      {quoted[pid]}: {score + extra.get(names[pid], 0)}"
                for _, pid, score in pending[1]
            ]
            pending = next(scores, None)
        shown = "{\n" + ",\n".join(lines) + "\n    }" if lines else "{}"
        yield (
            f'  {{\n    "number": {number},\n    "round": {table.round_of(position)},\n'
            f'    "dealer": {quoted[dealer]},\n'
            f'    "winner": {quoted[winner] if winner is not None else "null"},\n'
            f'    "voided": {"true" if voided else "false"},\n    "revision": {revision},\n'
            f'    "scores": {shown}\n  }}'
        )


def write_games_json(conn: Connection, ref: str | int, out: TextIO) -> None:
    """The session's games as ``games --json`` prints them, into ``out``."""
    games = _games(conn, ref)
    first = next(games, None)  # the session is looked up (or refused) before a byte is out
    if first is None:
        out.write("[]\n")
        return
    batch = ["[\n", first]
    for game in games:
        batch.append(",\n")
        batch.append(game)
        if len(batch) >= 2 * BATCH:
            _write(out, batch)
            batch = []
    batch.append("\n]\n")
    _write(out, batch)


def _write(out: TextIO, parts: list[str]) -> None:
    out.write(_NOT_PLAIN.sub(lambda run: json_escaped(run.group()), "".join(parts)))
