"""The CLI's output: the JSON shapes of docs/cli.md, and the plain lines (``say``);
the rich tables are in tables.py.

The JSON shapes are a contract with scripts outside this repository: keep names. JSON
holds the text as stored (the encoder writes ESC and the other C0 controls as \\u001b);
a line for a person shows any control character or direction override escaped (``say``).
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from scorekeeper.ledger.read_models import (
    GameRow,
    SessionInfo,
    Totals,
)
from scorekeeper.present.rounds import rounds_number
from scorekeeper.rules.escapes import shown
from scorekeeper.rules.money import format_minor, split_money

if TYPE_CHECKING:
    from scorekeeper.ledger.coming_game import NextGame
    from scorekeeper.ledger.list_rows import RevisionRow, SessionSummary
    from scorekeeper.ledger.reads.games import ScoreRow


def say(line: str, err: bool = False) -> None:
    """One line for a person: a name or reason from an older file that holds a control
    character or a direction override is printed escaped (\\x1b), never raw."""
    from scorekeeper.cli.support import echo

    echo(shown(line), err=err)


def signed(value: int) -> str:
    """Points with their sign; nothing is neither won nor lost, so 0 has none."""
    return f"{value:+d}" if value else "0"


def csv_for(text: str, output: object) -> str:
    """A CSV bound for a terminal goes without its byte-order mark (a terminal prints it
    as a stray character); into a file or a pipe it keeps it, for the spreadsheet."""
    import sys

    from scorekeeper.present.export import BOM

    to_stdout = output is None or str(output) == "-"
    return text.removeprefix(BOM) if to_stdout and sys.stdout.isatty() else text


def game_json(game: GameRow | ScoreRow) -> dict[str, Any]:
    return {
        "number": game.number,
        "round": game.round,
        "dealer": game.dealer,
        "winner": game.winner,
        "voided": game.voided,
        "revision": game.revision,
        "scores": game.scores,
    }


def history_json(row: RevisionRow) -> dict[str, Any]:
    return {
        "game": row.game,
        "revision": row.revision,
        "action": row.action,
        "reason": row.reason,
        "at": row.at,
        "winner": row.winner,
        "scores": row.scores,
    }


def totals_json(info: SessionInfo, totals: Totals) -> dict[str, Any]:
    money = None
    if info.stake and totals.preset != "pool":  # a pool's money is its entry fee (settle)
        shares = split_money([p.total for p in totals.players], Decimal(info.stake))
        money = [format_minor(cents) for cents in shares]
    first, second = totals.breakdown
    players = []
    for index, p in enumerate(totals.players):
        item: dict[str, Any] = {"name": p.name, "total": p.total, "games": p.games}
        item |= {"wins": p.wins, "sat_out": p.sat_out, first: p.part_a, second: p.part_b}
        item["out"] = p.name in totals.out  # only pool puts players out
        if totals.preset == "pool":
            item["rejoined"] = totals.added_by_rejoining(p.name)
            item["may_rejoin"] = p.name in totals.may_rejoin
        if money:
            item["money"] = money[index]
        players.append(item)
    document: dict[str, Any] = {
        "session": totals.session,
        "preset": totals.preset,
        "games": totals.games,
        "rounds_played": rounds_number(totals.rounds_played),
        "over": totals.ending.over,
        "winners": list(totals.ending.winners),
        "players": players,
    }
    if money:
        document |= {"stake": info.stake, "currency": info.currency}
    return document


def show_json(info: SessionInfo, coming: NextGame) -> dict[str, Any]:
    return {
        "id": info.id,
        "session": info.name,
        "preset": info.preset,
        "rules": info.rules.to_json(),
        "seats": list(info.seats),
        "direction": info.direction,
        "first_dealer": info.first_dealer,
        "stake": info.stake,
        "currency": info.currency,
        "archived": info.archived,
        "settled_at": info.settled_at,
        "games": coming.games_counted,
        "rounds_played": rounds_number(coming.rounds_played),
        "next": {
            "game": coming.number,
            "round": coming.round,
            "dealer": coming.dealer,
            "cutter": coming.cutter,
            "first_player": coming.first_player,
            # only while a foul waits to be paid (nepali next-game): the shape stays the
            # same for every other session
            **({"owed": dict(coming.owed)} if coming.owed else {}),
        },
    }


def sessions_json(rows: list[SessionSummary]) -> list[dict[str, Any]]:
    return [
        {
            "id": row.id,
            "name": row.name,
            "preset": row.preset,
            "players": list(row.seats),
            "games": row.games,
            "leader": row.leader,
            "leader_total": row.leader_total,
            "last_used": row.last_used_at,
            "archived": row.archived,
            "settled_at": row.settled_at,
        }
        for row in rows
    ]
