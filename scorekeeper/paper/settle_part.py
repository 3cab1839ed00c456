"""The end of the report: who won (or leads) and, when money is due, who pays whom."""

from __future__ import annotations

from scorekeeper.ledger.reads.evening import Evening
from scorekeeper.ledger.reads.settle import Settlement
from scorekeeper.paper import words
from scorekeeper.paper.document import Paper
from scorekeeper.paper.facts import score_text
from scorekeeper.rules.ending import best_of
from scorekeeper.rules.money import format_minor


def draw_winner(pdf: Paper, evening: Evening) -> None:
    totals, info = evening.totals, evening.info
    if not evening.counted:
        return
    if totals.over:
        names, best, line = totals.ending.winners, totals.ending.best or 0, words.LEADER
    else:
        by_name = {player.name: player.total for player in totals.players}
        names = best_of(by_name, info.seats, totals.lowest_wins)
        best, line = by_name[names[0]], words.LEADER_SO_FAR
    text = line.format(name=" & ".join(names), total=score_text(best, info))
    if totals.lowest_wins:
        text = f"{text} {words.LOWEST_WINS}"
    pdf.ln(2)
    pdf.heading(text, size=12)
    if totals.out:  # a pool: who is out of it now
        pdf.line_of_text(words.OUT.format(names=", ".join(totals.out)), size=9)


def draw_settlement(pdf: Paper, plan: Settlement | None) -> None:
    if plan is None:
        return
    if pdf.room < 12 + 5 * (len(plan.lines) + len(plan.transfers)):
        pdf.add_page()
    title = words.SETTLE_POOL if plan.entry_fee else words.SETTLE
    pdf.heading(title.format(stake=plan.stake, currency=plan.currency), size=10)
    for line in plan.lines:
        points = f"{line.points:+d}" if line.points and not plan.entry_fee else str(line.points)
        text = words.SETTLE_LINE.format(
            name=line.name, points=points, money=format_minor(line.money), currency=plan.currency
        )
        pdf.line_of_text(text, size=9)
    pdf.ln(1)
    if not plan.transfers:
        pdf.line_of_text(words.NOBODY_OWES, size=9)
    for transfer in plan.transfers:
        text = words.PAYS.format(
            payer=transfer.payer,
            payee=transfer.payee,
            amount=format_minor(transfer.amount),
            currency=plan.currency,
        )
        pdf.set_font("text", "B", 9.5)
        pdf.cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
