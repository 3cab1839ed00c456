"""Closing the evening from the Settle view: settle & close, reopen, change the stake.

Each asks first (a reason is optional), makes one ledger call, then ``screen.reload()``
shows what the database now holds; a refusal is shown, never raised.
"""

from __future__ import annotations

from textual.screen import Screen

from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.present.calendar_dates import day
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import RuleError
from scorekeeper.rules.escapes import shown
from scorekeeper.tui.dialogs.form import Field, FormDialog
from scorekeeper.tui.dialogs.reason import PromptDialog

OPTIONAL = N_("optional: a few words kept in history")


def settled_on(info: SessionInfo) -> str:
    return shown_digits(day(info.settled_at or ""))


def refusal(info: SessionInfo, reopen: str | None = None) -> str | None:
    """What to say when a settled evening is asked to change; None while it is open."""
    if info.settled_at is None:
        return None
    return _("{name} was settled on {day}; to change it, reopen it: {reopen}.").format(
        name=info.name, day=settled_on(info), reopen=reopen or _("m (Settle up), then o (Reopen)")
    )


def ask_close(screen: Screen, banker: str | None) -> None:
    """Settle & close: the settlement shown (with ``banker``) is kept with the session."""
    info: SessionInfo = screen.info
    if info.stake is None:
        kept = _("No stake is set, so only the points are kept (k sets a stake first).")
        banker = None
    else:
        kept = _("The settlement shown is kept with it.")
    question = _("Settle and close {name}? {kept} No more games until it is reopened.").format(
        name=info.name, kept=kept
    )

    def done(reason: str | None) -> None:
        if reason is None:
            return
        screen.app.guard(screen.app.ledger.mark_settled, info.id, banker, reason or None)
        screen.reload()
        if screen.info.settled_at is not None:
            screen.set_status(
                _("Settled on {day}; o reopens it.").format(day=settled_on(screen.info))
            )
            screen.notify(
                shown(_("{name} is settled: the settlement is kept.").format(name=info.name)),
                markup=False,
            )

    dialog = PromptDialog(
        question + "\n" + _("Reason:"),
        placeholder=_(OPTIONAL),
        ok=_("Settle & close"),
        required=False,
    )
    screen.app.push_screen(dialog, done)


def ask_reopen(screen: Screen) -> None:
    info: SessionInfo = screen.info
    question = _(
        "Reopen {name}? Games can be recorded and corrected again; the settlement of "
        "{day} stays in its history."
    ).format(name=info.name, day=settled_on(info))

    def done(reason: str | None) -> None:
        if reason is None:
            return
        screen.app.guard(screen.app.ledger.reopen, info.id, reason or None)
        screen.reload()
        if screen.info.settled_at is None:
            screen.set_status(
                _("{name} is open again: games can be recorded.").format(name=info.name)
            )
            screen.notify(shown(_("{name} is open again").format(name=info.name)), markup=False)

    dialog = PromptDialog(
        question + "\n" + _("Reason:"), placeholder=_(OPTIONAL), ok=_("Reopen"), required=False
    )
    screen.app.push_screen(dialog, done)


def stake_text(info: SessionInfo) -> str:
    if not info.stake:
        return _("no stake (points only)")
    return _("{stake} {currency} a point").format(
        stake=shown_digits(str(info.stake)), currency=info.currency
    )


def ask_stake(screen: Screen, typed: tuple[str, str] = ("", "")) -> None:
    """The stake dialog: amount, currency and a reason; both empty plays for points only.
    ``typed``: a stake and currency typed for this once, offered to be kept."""
    info: SessionInfo = screen.info
    notice = refusal(info, _("o (Reopen)"))
    if notice:
        screen.notify(shown(notice), title=_("Settled"), severity="warning", markup=False)
        return
    ledger = screen.app.ledger

    def save(values) -> SessionInfo:
        stake, currency = values["stake"] or None, values["currency"] or None
        if stake and not currency:
            raise RuleError("currency", _("type a 3-letter code such as NPR"))
        if currency and not stake:
            raise RuleError("stake", _("type money per point, e.g. 0.25 (both empty: points only)"))
        return ledger.change_stake(info.id, stake, currency, values["reason"] or None)

    fields = [
        Field("stake", _("Stake"), info.stake or typed[0], _("money per point, e.g. 0.25")),
        Field("currency", _("Currency"), info.currency or typed[1], _("e.g. NPR"), max_length=3),
        Field("reason", _("Reason"), "", _(OPTIONAL)),
    ]
    question = _(
        "Stake of {name}, now {stake}. "
        "Leave both empty to play for points only; the old stake stays in history."
    ).format(name=info.name, stake=stake_text(info))

    def done(changed: SessionInfo | None) -> None:
        if changed is not None:
            screen.reload()
            screen.set_status(_("Stake changed: {stake}.").format(stake=stake_text(changed)))
            screen.notify(shown(f"{changed.name}: {stake_text(changed)}"), markup=False)

    screen.app.push_screen(FormDialog(question, fields, save, ok=_("Change stake")), done)
