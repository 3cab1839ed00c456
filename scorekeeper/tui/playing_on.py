"""An over session on the session screen: the line that says who won, why a new game is
refused and how to go on, and the dialog that raises the target or the deals.

Whether a session is over is the ledger's answer (``Totals.ending``), worked out afresh
from the games on every read: a correction, void or undo may reopen it, and so may a
higher target or more deals, kept in the session's changes with a reason.
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual.markup import escape
from textual.screen import Screen

from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.present.language import _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import RuleError
from scorekeeper.rules.ending import ENDING_KEYS, Ending
from scorekeeper.rules.escapes import shown
from scorekeeper.tui.closing import OPTIONAL
from scorekeeper.tui.dialogs.form import Field, FormDialog
from scorekeeper.tui.plain import plain

PLAY_ON_KEY = "+"


def over_line(end: Ending) -> Text:
    """``Over — Asha wins with 512`` in bold and the key that says more; why, on a line of
    its own: together they would wrap at 80 columns."""
    return Text.assemble(
        plain(end.headline(), style="bold"), _(" · r: how to play on") + "\n", plain(end.why)
    )


def explanation(info: SessionInfo, end: Ending) -> str:
    """Why no game can be recorded now, and the ways to go on, in the TUI's keys."""
    said = _("{name} is over: {why}; {result}.").format(
        name=shown(info.name), why=end.why, result=end.result()
    )
    said += "\n"
    fixes = _("correct (e), void (del) or undo (ctrl+z) a game if one was wrong")
    if end.rule not in ENDING_KEYS:  # ended by the game itself (a pool won): no rule to raise
        return said + _("To go on: {fixes}, or start a new session (s).").format(fixes=fixes)
    return said + _(
        "To go on: {fixes} — the session reopens when the games no longer reach "
        "the end — or raise the {rule} ({key}), kept in its changes. "
        "Or start a new session (s)."
    ).format(fixes=fixes, rule=end.rule, key=PLAY_ON_KEY)


def explain_over(screen: Screen, end: Ending) -> None:
    """``r`` on an over session: say why, and offer to raise the target at once."""
    from scorekeeper.tui.dialogs.confirm import ConfirmDialog

    info: SessionInfo = screen.info

    def done(answer: bool | None) -> None:
        if answer:
            ask_play_on(screen, end)

    question = escape(explanation(info, end))  # a name is never read as markup
    if end.rule not in ENDING_KEYS:
        screen.notify(question, title=_("Over"), severity="warning", timeout=10)
        return
    dialog = ConfirmDialog(
        question, yes=_("Raise the {rule}").format(rule=end.rule), no=_("Not now")
    )
    screen.app.push_screen(dialog, done)


def suggested(info: SessionInfo, end: Ending | None) -> dict[str, str]:
    """Each ending rule's box: the rule that ended the session doubled, the rest as set."""
    texts = {key: str(info.rules.values.get(key, 0) or 0) for key in ENDING_KEYS}
    if end is not None and end.over and end.rule in texts:
        now = int(texts[end.rule])
        texts[end.rule] = str(now * 2 if now else 0)
    return texts


def changes(info: SessionInfo, typed: Mapping[str, str]) -> dict[str, str]:
    """The ending rules typed differently from the session's; a form with none changed
    still names the target, so the ledger says it is set already."""
    given = {
        key: typed[key].strip()
        for key in ENDING_KEYS
        if typed.get(key, "").strip() != str(info.rules.values.get(key, 0) or 0)
    }
    return given or {"target": typed.get("target", "").strip()}


def ask_play_on(screen: Screen, end: Ending | None = None) -> None:
    """Raise (or lower) the target and the deals: one ledger call, with a reason."""
    app = screen.app
    info: SessionInfo | None = app.guard(app.ledger.session, screen.session_id)
    if info is None:
        return
    texts = suggested(info, end)
    fields = [
        Field("target", _("Target"), texts["target"], max_length=7),
        Field("deals", _("Deals"), texts["deals"], max_length=5),
        Field("reason", _("Reason"), placeholder=_(OPTIONAL), max_length=500),
    ]

    def save(values: Mapping[str, str]) -> SessionInfo:
        given = changes(info, values)
        for key, text in given.items():
            if not text:
                raise RuleError(key, _("must be a whole number (0: never)"))
        return app.ledger.change_rules(info.id, given, values.get("reason") or None)

    def done(changed: SessionInfo | None) -> None:
        if changed is None:
            return
        said = ", ".join(
            f"{key} {shown_digits(str(changed.rules[key])) if changed.rules[key] else _('never')}"
            for key in ENDING_KEYS
        )
        screen.set_status(_("Rules changed: {said}.").format(said=said))
        screen.follow()

    question = _(
        "When does {name} end? After a total reaches the target, or after "
        "that many deals (0: never). The other rules stay as they were."
    ).format(name=shown(info.name))
    app.push_screen(FormDialog(question, fields, save, ok=_("Change")), done)
