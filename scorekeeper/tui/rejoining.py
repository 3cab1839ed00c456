"""Rejoin in a pool, from the session screen: who comes back in, and why (optional).

Asks in a small form (the out players who may rejoin as a pick, a reason), makes one
ledger call, then the screen reads the session again: the scoreboard shows the
rejoiner back in, at the highest total of the players still in. A refusal (nobody
out, somebody in above rejoin-below, the pool won) is said, never raised.
"""

from __future__ import annotations

from textual.screen import Screen

from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules.escapes import shown
from scorekeeper.rules.pool import premium
from scorekeeper.tui.closing import OPTIONAL, refusal
from scorekeeper.tui.dialogs.form import Field, FormDialog


def ask_rejoin(screen: Screen) -> None:
    ledger = screen.app.ledger
    info = screen.app.guard(ledger.session, screen.session_id)
    if info is None:
        return
    notice = refusal(info)
    if notice is None and info.preset != "pool":
        notice = _("{name} is a {preset} session: only a pool has rejoins.").format(
            name=info.name, preset=info.preset
        )
    totals = None if notice else screen.app.guard(ledger.totals, info.id)
    if notice is None and totals is not None:
        notice = _why_not(info.name, totals)
    if notice or totals is None:
        if notice:
            screen.notify(shown(notice), title=_("Rejoin"), severity="warning", markup=False)
        return
    may = totals.may_rejoin
    fields = [
        Field("player", _("Player"), may[0], choices=may, answers=("NAME",)),
        Field("reason", _("Reason"), "", _(OPTIONAL)),
    ]
    highest = max(p.total for p in totals.players if p.name not in totals.out)
    extra = premium(info.rules.values)
    where = _("{total}, the highest total of the players still in").format(
        total=shown_digits(str(highest + extra))
    )
    premium_said = (
        _(" plus the rejoin premium {extra}").format(extra=shown_digits(str(extra)))
        if extra
        else ""
    )
    question = _(
        "Who rejoins {name}? They come back in at {where}{premium}; the rejoin is kept in history."
    ).format(name=info.name, where=where, premium=premium_said)

    def save(values) -> tuple[str, int, int]:
        player = values["player"]
        was, now = ledger.rejoin(info.id, player, values["reason"] or None)
        return player, was, now

    def done(result: tuple[str, int, int] | None) -> None:
        if result is None:
            return
        player, was, now = result
        screen.app.own_write(screen)
        screen.follow()
        screen.set_status(
            shown(
                _("{player} rejoins at {now} (was {was}).").format(
                    player=player, now=shown_digits(str(now)), was=shown_digits(str(was))
                )
            )
        )

    screen.app.push_screen(FormDialog(question, fields, save, ok=_("Rejoin")), done)


def _why_not(name: str, totals) -> str | None:
    """Why nobody can rejoin now (None: somebody can)."""
    if totals.may_rejoin:
        return None
    if totals.ending.over:
        return _("{name} is over: {why}.").format(name=name, why=totals.ending.why)
    if not totals.out:
        return _("Nobody is out of the pool: only an out player rejoins.")
    return _(
        "{players} may not rejoin now: a player still in is above "
        "rejoin-below, or the rejoin premium would put them at the pool (see the rules)."
    ).format(players=", ".join(totals.out))
