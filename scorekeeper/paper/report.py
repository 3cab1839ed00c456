"""The evening's report: one or two A4 pages a family can keep or settle up from later.

Session, date and seats; the rules that differ from the preset's; every game (✎ for a
corrected one, a voided one struck through); totals and the winner; the settle-up when
money is due; the running-total chart; and the fingerprint ``settle`` shows, so the
paper is a receipt that a later change would not match.
"""

from __future__ import annotations

from scorekeeper.ledger.read_models import GameRow
from scorekeeper.ledger.reads.evening import Evening
from scorekeeper.ledger.reads.running import running_totals
from scorekeeper.paper import words
from scorekeeper.paper.chart import draw_chart
from scorekeeper.paper.document import FAINT, Column, Paper
from scorekeeper.paper.facts import changed_rules, counted_games, score_text
from scorekeeper.paper.fonts import TEXT
from scorekeeper.paper.settle_part import draw_settlement, draw_winner
from scorekeeper.present.calendar_dates import day
from scorekeeper.present.game_words import preset_title

NUMBER_WIDTH, DEALER_WIDTH, DEALER_MOST, NOTE_WIDTH = 11.0, 24.0, 40.0, 13.0
ROW_HEIGHT, ROW_LEAST = 5.2, 3.4  # mm: a game's row, and the closest a long evening gets
ROOM_FOR_ROWS = 300.0  # mm of rows the two pages hold beside everything else


def report_pdf(evening: Evening, printed: str) -> bytes:
    """The report as PDF bytes; ``printed``: the date it is printed, for the foot."""
    info = evening.info
    pdf = Paper(f"{info.name} · {words.PRINTED.format(date=printed)}")
    pdf.add_page()
    pdf.set_title(info.name)
    pdf.heading(words.REPORT_TITLE.format(session=info.name), size=17)
    when = day(info.created_at)  # Bikram Sambat's under --calendar bs
    games = counted_games(len(evening.counted))
    pdf.line_of_text(
        words.SESSION_LINE.format(
            preset=preset_title(info.rules.preset.title), date=when, games=games
        ),
        colour=FAINT,
    )
    seats = ", ".join(info.seats)
    said = words.SEATS.format(
        direction=words.DIRECTION.get(info.direction, info.direction), seats=seats
    )
    pdf.line_of_text(said)
    pdf.line_of_text(words.FIRST_DEALER.format(dealer=info.first_dealer))
    changed = changed_rules(info.rules)
    if changed:
        pdf.heading(words.RULES_CHANGED, size=10)
        for line in changed:
            pdf.line_of_text(line, size=9)
    games_table(pdf, evening)
    draw_winner(pdf, evening)
    draw_settlement(pdf, evening.settlement)
    draw_chart(pdf, running_totals(evening.games, info.seats), info.rules.preset.zero_sum)
    fingerprint(pdf, evening.fingerprint)
    return bytes(pdf.output())


def games_table(pdf: Paper, evening: Evening) -> None:
    info = evening.info
    pdf.heading(words.GAMES)
    if not evening.games:
        pdf.line_of_text(words.NO_GAMES)
        return
    pdf.set_font(TEXT, "", 8.5)
    widest = max(pdf.get_string_width(name) for name in info.seats) + 2
    dealer_width = min(max(DEALER_WIDTH, widest), DEALER_MOST)  # a long name, within reason
    each = (pdf.epw - NUMBER_WIDTH - dealer_width - NOTE_WIDTH) / len(info.seats)
    columns = [
        Column(words.GAME, NUMBER_WIDTH),
        Column(words.DEALER, dealer_width, "L"),
        *(Column(name, each) for name in info.seats),
        Column("", NOTE_WIDTH, "L"),
    ]
    # A long evening's rows are drawn closer (down to a small but readable size), so
    # about a hundred games still fit the two pages with the chart.
    height = max(ROW_LEAST, min(ROW_HEIGHT, ROOM_FOR_ROWS / len(evening.games)))
    pdf.heading_row(columns)
    for game in evening.games:
        if pdf.room < 12:
            pdf.add_page()
            pdf.heading_row(columns)
        game_row(pdf, columns, game, info.seats, info.rules.preset.zero_sum, height)
    totals = {player.name: player.total for player in evening.totals.players}
    cells = [words.TOTAL, "", *(score_text(totals[name], info) for name in info.seats), ""]
    pdf.row(columns, cells, bold=True, height=6, border="T")
    legend(pdf, evening.games)


def game_row(
    pdf: Paper,
    columns: list[Column],
    game: GameRow,
    seats: tuple[str, ...],
    signed: bool,
    height: float = 5.2,
) -> None:
    scores = game.scores
    active = {line.player for line in game.lines if line.active}
    cells = [str(game.number), game.dealer]
    for name in seats:
        shown = f"{scores[name]:+d}" if signed and scores.get(name) else str(scores.get(name, 0))
        cells.append(shown if name in active else "–")
    note = words.VOIDED if game.voided else words.CORRECTED if game.corrected else ""
    y = pdf.get_y()
    colour = FAINT if game.voided else (0, 0, 0)
    pdf.row(columns, [*cells, note], height=height, size=min(8.5, height * 1.65), colour=colour)
    if game.voided:  # struck through: the row stays readable and plainly not counted
        pdf.set_draw_color(*FAINT)
        pdf.set_line_width(0.3)
        end = pdf.l_margin + sum(column.width for column in columns[:-1])
        pdf.line(pdf.l_margin + 1, y + height / 2, end - 1, y + height / 2)
        pdf.set_line_width(0.2)
        pdf.set_draw_color(0, 0, 0)


def legend(pdf: Paper, games: tuple[GameRow, ...]) -> None:
    """Say what the marks mean, for the marks this table shows."""
    pdf.ln(1)
    pdf.set_text_color(*FAINT)
    if any(game.corrected and not game.voided for game in games):
        pdf.mark(8, 4)
        pdf.set_font(TEXT, "", 8)
        pdf.cell(0, 4, words.LEGEND_CORRECTED, new_x="LMARGIN", new_y="NEXT")
    if any(game.voided for game in games):
        pdf.set_font(TEXT, "", 8)
        pdf.cell(0, 4, words.LEGEND_VOIDED, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)


def fingerprint(pdf: Paper, stamp: str | None) -> None:
    if pdf.room < 14:
        pdf.add_page()
    pdf.ln(3)
    if stamp is None:
        pdf.line_of_text(words.NO_FINGERPRINT, size=9, colour=FAINT)
        return
    pdf.heading(words.FINGERPRINT.format(fingerprint=stamp), size=11)
    pdf.line_of_text(words.FINGERPRINT_HINT, size=8, colour=FAINT)
