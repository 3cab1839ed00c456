"""Closing the evening from the Settle view: settle & close, reopen, change the stake.

Each asks first (a reason is optional), makes one ledger call, then ``screen.reload()``
shows what the database now holds; a refusal is shown, never raised.
"""

from __future__ import annotations

from textual.screen import Screen

from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.rules import RuleError
from scorekeeper.rules.escapes import shown
from scorekeeper.tui.dialogs.form import Field, FormDialog
from scorekeeper.tui.dialogs.reason import PromptDialog

OPTIONAL = "optional: a few words kept in history"


def settled_on(info: SessionInfo) -> str:
    return (info.settled_at or "")[:10]


def refusal(info: SessionInfo, reopen: str = "m (Settle up), then o (Reopen)") -> str | None:
    """What to say when a settled evening is asked to change; None while it is open."""
    if info.settled_at is None:
        return None
    return f"{info.name} was settled on {settled_on(info)}; to change it, reopen it: {reopen}."


def ask_close(screen: Screen, banker: str | None) -> None:
    """Settle & close: the settlement shown (with ``banker``) is kept with the session."""
    info: SessionInfo = screen.info
    if info.stake is None:
        kept = "No stake is set, so only the points are kept (k sets a stake first)."
        banker = None
    else:
        kept = "The settlement shown is kept with it."
    question = f"Settle and close {info.name}? {kept} No more games until it is reopened."

    def done(reason: str | None) -> None:
        if reason is None:
            return
        screen.app.guard(screen.app.ledger.mark_settled, info.id, banker, reason or None)
        screen.reload()
        if screen.info.settled_at is not None:
            screen.set_status(f"Settled on {settled_on(screen.info)}; o reopens it.")
            screen.notify(shown(f"{info.name} is settled: the settlement is kept."), markup=False)

    dialog = PromptDialog(
        f"{question}\nReason:", placeholder=OPTIONAL, ok="Settle & close", required=False
    )
    screen.app.push_screen(dialog, done)


def ask_reopen(screen: Screen) -> None:
    info: SessionInfo = screen.info
    question = (
        f"Reopen {info.name}? Games can be recorded and corrected again; the settlement of "
        f"{settled_on(info)} stays in its history."
    )

    def done(reason: str | None) -> None:
        if reason is None:
            return
        screen.app.guard(screen.app.ledger.reopen, info.id, reason or None)
        screen.reload()
        if screen.info.settled_at is None:
            screen.set_status(f"{info.name} is open again: games can be recorded.")
            screen.notify(shown(f"{info.name} is open again"), markup=False)

    dialog = PromptDialog(f"{question}\nReason:", placeholder=OPTIONAL, ok="Reopen", required=False)
    screen.app.push_screen(dialog, done)


def stake_text(info: SessionInfo) -> str:
    return f"{info.stake} {info.currency} a point" if info.stake else "no stake (points only)"


def ask_stake(screen: Screen, typed: tuple[str, str] = ("", "")) -> None:
    """The stake dialog: amount, currency and a reason; both empty plays for points only.
    ``typed``: a stake and currency typed for this once, offered to be kept."""
    info: SessionInfo = screen.info
    notice = refusal(info, "o (Reopen)")
    if notice:
        screen.notify(shown(notice), title="Settled", severity="warning", markup=False)
        return
    ledger = screen.app.ledger

    def save(values) -> SessionInfo:
        stake, currency = values["stake"] or None, values["currency"] or None
        if stake and not currency:
            raise RuleError("currency", "type a 3-letter code such as NPR")
        if currency and not stake:
            raise RuleError("stake", "type money per point, e.g. 0.25 (both empty: points only)")
        return ledger.change_stake(info.id, stake, currency, values["reason"] or None)

    fields = [
        Field("stake", "Stake", info.stake or typed[0], "money per point, e.g. 0.25"),
        Field("currency", "Currency", info.currency or typed[1], "e.g. NPR", max_length=3),
        Field("reason", "Reason", "", OPTIONAL),
    ]
    question = (
        f"Stake of {info.name}, now {stake_text(info)}. "
        "Leave both empty to play for points only; the old stake stays in history."
    )

    def done(changed: SessionInfo | None) -> None:
        if changed is not None:
            screen.reload()
            screen.set_status(f"Stake changed: {stake_text(changed)}.")
            screen.notify(shown(f"{changed.name}: {stake_text(changed)}"), markup=False)

    screen.app.push_screen(FormDialog(question, fields, save, ok="Change stake"), done)
