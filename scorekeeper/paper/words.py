"""Every word the report and the sheet print, in one place.

Each sentence is whole here (never glued from pieces elsewhere) and names its blanks, and
is marked for the catalogue: ``words.TITLE`` is said in the language chosen for this run
(``--lang``), looked up each time it is read, as the module's attributes are computed
(``__getattr__``), so a report made in Nepali after one in English says Nepali.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.present.language import N_, _

_ENGLISH = {
    "TITLE": N_("Scorekeeper"),
    "REPORT_TITLE": "{session}",
    "SHEET_TITLE": N_("Score sheet: {title}"),
    "SESSION_LINE": N_("{preset} · started {date} · {games}"),
    "SEATS": N_("Seats, in order of play ({direction}): {seats}"),
    "FIRST_DEALER": N_("First dealer: {dealer}"),
    "RULES_CHANGED": N_("Rules that differ from the preset's defaults"),
    "RULES_DEFAULT": N_("The preset's rules, unchanged."),
    "NONE": N_("none"),
    "RULE_LINE": N_("{label}: {value} (default {default})"),
    "GAMES": N_("Games"),
    "GAME": N_("Game"),
    "DEALER": N_("Dealer"),
    "WINNER": N_("Winner"),
    "TOTAL": N_("Total"),
    "SCORE": N_("Score"),
    "NEVER": N_("never"),
    "TOTALS": N_("Totals"),
    "NO_GAMES": N_("No games recorded yet."),
    "CORRECTED": "✎",
    "LEGEND_CORRECTED": N_("corrected after it was first recorded (the correction is shown)"),
    "LEGEND_VOIDED": N_("voided: struck through, not counted in the totals"),
    "VOIDED": N_("voided"),
    "LEADER": N_("Winner: {name} with {total}"),
    "LEADER_SO_FAR": N_("Leading: {name} with {total} (the session is not over)"),
    "LOWEST_WINS": N_("(lowest total wins)"),
    "OUT": N_("Out of the pool: {names}"),
    "SETTLE": N_("Settle up ({stake} {currency} a point)"),
    "SETTLE_POOL": N_("Settle up (entry fee {stake} {currency}, the pot to the winner)"),
    "SETTLE_LINE": N_("{name}: {points} points = {money} {currency}"),
    "PAYS": N_("{payer} pays {payee} {amount} {currency}"),
    "NOBODY_OWES": N_("Nobody owes anything."),
    "CHART": N_("Running totals"),
    "CHART_AXIS": N_("game"),
    "FINGERPRINT": N_("Fingerprint {fingerprint}"),
    "FINGERPRINT_HINT": N_("any later change to a game gives the session another fingerprint"),
    "NO_FINGERPRINT": N_("No fingerprint yet: it comes with the first game."),
    "PRINTED": N_("Printed {date}"),
    "PAGE": N_("Page {page} of {pages}"),
    "SHEET_DEALER_NOTE": N_(
        "The dealer of each game is printed; a player sitting out passes the deal on."
    ),
    "SHEET_RULES": N_("Scoring in brief"),
    "SHEET_SUM": N_("Check"),
    "SHEET_FIELDS": N_("Columns for each player: {fields}"),
    "SHEET_OUTCOMES": N_("Outcomes: {outcomes}"),
}
# Not words: a placeholder for the session's name, the mark of a corrected game.
_AS_IS = ("REPORT_TITLE", "CORRECTED")


# The rule ``direction``'s values as a sentence says them.
_DIRECTIONS = {"clockwise": N_("clockwise"), "anticlockwise": N_("anticlockwise")}


def __getattr__(name: str) -> Any:
    if name == "DIRECTION":
        return {key: _(word) for key, word in _DIRECTIONS.items()}
    try:
        english = _ENGLISH[name]
    except KeyError:
        raise AttributeError(name) from None
    return english if name in _AS_IS else _(english)
