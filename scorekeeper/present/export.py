"""Writers for the spreadsheet and the archive: totals, games, settlement and statistics
CSV, and session JSON.

CSV as a spreadsheet opens it without asking: UTF-8 with a byte-order mark, CRLF line
ends, a header row. A text cell that a spreadsheet would run as a formula (starting
with = + - @, tab, CR or LF) gets a leading apostrophe; numbers stay plain numbers. A
control character or direction override (only an older file can hold one) is written
escaped, as the screen shows it (\\x1b): a CSV may be printed to a terminal too.
"""

from __future__ import annotations

import csv
import io
import json
import re
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.ledger.read_models import SessionInfo, Totals
from scorekeeper.present.game_words import breakdown_word
from scorekeeper.present.language import _
from scorekeeper.present.output_file import write_file
from scorekeeper.rules.escapes import shown
from scorekeeper.rules.money import format_minor, split_money
from scorekeeper.rules.text import json_escaped

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger
    from scorekeeper.ledger.reads.reader import Reader
    from scorekeeper.ledger.reads.settle import Settlement
    from scorekeeper.ledger.reads.stats import PlayerStats

BOM = "\ufeff"
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")


def safe_cell(value: object) -> object:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | Decimal):  # numbers stay plain numbers: -24, -6.00
        return value
    text = "" if value is None else shown(str(value), keep="\t\r\n")
    return "'" + text if text.startswith(_FORMULA_STARTS) else text


def to_csv(rows: list[list[object]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    for row in rows:  # a plain int (most cells of the games CSV) is safe as it is
        writer.writerow([cell if type(cell) is int else safe_cell(cell) for cell in row])
    return BOM + buffer.getvalue()


def money_by_player(info: SessionInfo, totals: Totals) -> dict[str, str] | None:
    if not info.stake:
        return None
    shares = split_money([p.total for p in totals.players], Decimal(info.stake))
    return {p.name: format_minor(cents) for p, cents in zip(totals.players, shares, strict=True)}


def totals_rows(info: SessionInfo, totals: Totals) -> list[list[object]]:
    money = money_by_player(info, totals)
    # a pool's rejoins move a total past its games: their own column, so each row adds up
    pool = bool(totals.rejoined)
    # the headers follow the reader's language (docs/cli.md); the numbers never do
    rejoined = [_("rejoined")] if pool else []
    breakdown = [breakdown_word(key) for key in totals.breakdown]
    header = [_("player"), _("games"), _("wins"), *breakdown, *rejoined, _("total")]
    header += [_("money")] if money else []
    rows: list[list[object]] = [header]
    for p in totals.players:
        added = [totals.added_by_rejoining(p.name)] if pool else []
        row: list[object] = [p.name, p.games, p.wins, p.part_a, p.part_b, *added, p.total]
        if money:
            # A decimal string would be a text cell; money is a number, so a Decimal.
            row.append(Decimal(money[p.name]))
        rows.append(row)
    return rows


def games_rows(ledger: Ledger | Reader, ref: str | int) -> list[list[object]]:
    info = ledger.session(ref)
    rows: list[list[object]] = [
        [
            _("game"),
            _("round"),
            _("dealer"),
            _("winner"),
            _("voided"),
            _("revision"),
            *info.seats,
        ]
    ]
    for game in ledger.score_sheet(ref):
        scores, away = game.scores, game.away
        # An undone recording is out of the totals like a voided game, but it never
        # happened: it says so. Who sat out has an empty cell, not a 0 they could have scored.
        rows.append(
            [game.number, game.round, game.dealer, game.winner or "",
             game.voided if game.dealt else "undone", game.revision,
             *("" if name in away and not scores[name] else scores[name]
               for name in info.seats)]
        )  # fmt: skip
    return rows


def money_cell(cents: int) -> Decimal:
    """Minor units as a number cell: -600 → -6.00 (a Decimal, so it stays a number)."""
    return Decimal(format_minor(cents))


def settlement_rows(plan: Settlement) -> list[list[object]]:
    """One row per transfer: who pays whom, how much, in what currency."""
    rows: list[list[object]] = [[_("from"), _("to"), _("amount"), _("currency")]]
    for t in plan.transfers:
        rows.append([t.payer, t.payee, money_cell(t.amount), plan.currency])
    return rows


def settlement_player_rows(plan: Settlement) -> list[list[object]]:
    """One row per seat: points × stake = money, so the sum can be checked by hand."""
    header = [_("player"), _("points"), _("stake"), _("money"), _("currency")]
    rows: list[list[object]] = [header]
    for line in plan.lines:
        rows.append(
            [line.name, line.points, Decimal(plan.stake), money_cell(line.money), plan.currency]
        )
    return rows


def stats_rows(players: list[PlayerStats]) -> list[list[object]]:
    """One row per player; a money column per currency anyone has played for."""
    currencies = sorted({code for p in players for code in p.money})
    header: list[object] = [_("player"), _("sessions"), _("games"), _("sat_out"), _("wins"),
                            _("win_rate"), _("total"), _("average"), _("honors"),
                            _("marriages"), _("surrenders"), _("best_game"),
                            _("worst_game")]  # fmt: skip
    header += [_("money_{currency}").format(currency=code) for code in currencies]
    rows: list[list[object]] = [header]
    for p in players:
        rows.append(
            [p.name, p.sessions, p.games, p.sat_out, p.wins, Decimal(f"{p.win_rate:.3f}"),
             p.total, Decimal(f"{p.average:.2f}"), p.honors, p.marriages, p.surrenders,
             p.best, p.worst, *(money_cell(p.money[c]) if c in p.money else None
                                for c in currencies)]
        )  # fmt: skip
    return rows


def totals_csv(ledger: Ledger | Reader, ref: str | int) -> str:
    return to_csv(totals_rows(ledger.session(ref), ledger.totals(ref)))


def games_csv(ledger: Ledger | Reader, ref: str | int) -> str:
    return to_csv(games_rows(ledger, ref))


def session_json(ledger: Ledger, ref: str | int) -> str:
    """The whole session as one JSON document (``document_json``)."""
    return document_json(ledger.export_document(ref))


def document_json(data: dict) -> str:
    """A session's export as one JSON document, indented by two spaces level by level; an
    object that holds no list (a player's line, a rule set, a session change) is written
    on one line. Python's json indents in Python, a character at a time: most of the time
    a season's export took; an object on one line is encoded in C."""
    out: list[str] = []
    _indented(data, "", out)
    document = "".join(out)
    # Only DEL and characters past ASCII can need an escape: json_escaped reads those runs
    # instead of every character of a document of many megabytes.
    return _NOT_PLAIN.sub(lambda run: json_escaped(run.group()), document) + "\n"


_compact = json.JSONEncoder(ensure_ascii=False).encode
_NOT_PLAIN = re.compile(r"[^\x00-\x7e]+")


def _indented(value: object, indent: str, out: list[str]) -> None:
    """``value`` as ``json.dumps(value, indent=2)`` lays it out, but for objects without
    lists, which are written as ``json.dumps(value)`` does, on one line."""
    if isinstance(value, dict) and value and any(type(v) is list for v in value.values()):
        inner = indent + "  "
        out.append("{")
        for index, (key, item) in enumerate(value.items()):
            out.append(("\n" if index == 0 else ",\n") + inner + _compact(key) + ": ")
            _indented(item, inner, out)
        out.append("\n" + indent + "}")
    elif isinstance(value, list) and value:
        inner = indent + "  "
        out.append("[")
        for index, item in enumerate(value):
            out.append(("\n" if index == 0 else ",\n") + inner)
            _indented(item, inner, out)
        out.append("\n" + indent + "]")
    else:
        out.append(_compact(value))


def write_text(path: Path | str, text: str) -> None:
    """Write ``text`` (UTF-8, line ends as given) into the file at ``path``: a regular file
    whole or not at all, a device or FIFO in place (scorekeeper.present.output_file); OSError whose
    strerror is one plain reason if it cannot."""
    write_file(path, text.encode("utf-8"))


def write_totals_csv(ledger: Ledger, ref: str | int, path: Path | str) -> None:
    write_text(path, totals_csv(ledger, ref))


def write_games_csv(ledger: Ledger, ref: str | int, path: Path | str) -> None:
    write_text(path, games_csv(ledger, ref))


def write_session_json(ledger: Ledger, ref: str | int, path: Path | str) -> None:
    write_text(path, session_json(ledger, ref))
