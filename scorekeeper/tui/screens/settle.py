"""Settle up (key m): each player's points × stake = money, and who pays whom.

A pool settles by its entry fee instead: every player paid it, once more per rejoin, and
the pool's winner takes the pot; only its currency is asked for.

The stake is the session's (k changes it); a session without one asks for a stake and a
currency for this once (nothing is stored). A banker may be chosen: everyone settles with
them. s settles and closes the evening, keeping the settlement shown; o reopens it.
"""

from __future__ import annotations

from decimal import Decimal
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Header, Input, Label

from scorekeeper.ledger.reads.settle import Settlement
from scorekeeper.present.language import N_, _, ngettext
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import RuleError
from scorekeeper.rules.escapes import shown
from scorekeeper.rules.money import MINOR_UNITS, format_minor
from scorekeeper.store.errors import StorageError
from scorekeeper.tui import closing
from scorekeeper.tui.ledger_news import Following, keeping_status
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.text import signed
from scorekeeper.tui.widgets.cycle import Cycle
from scorekeeper.tui.widgets.fields import FIELD_KEYS
from scorekeeper.tui.widgets.keys_footer import KeysFooter

NO_BANKER = N_("none — shortest plan")
NO_STAKE = N_(
    "This session has no stake: type money per point and a currency code (e.g. 0.25 NPR) "
    "to settle it this once."
)
POINTS_ONLY = N_("Settled with no stake: the points stand as the result.")
NO_MONEY = N_(
    "These scores do not sum to zero, so no stake can settle them: the totals say who won."
)
FEE_CURRENCY = N_("This pool settles by its entry fee: type its currency code (e.g. NPR).")
FEE_HOW = N_(
    "Every player paid the entry fee, once more for each rejoin; the winner takes the pot."
)
HOW = N_(
    "Money = points × stake, to the cent. The largest debtor pays the largest creditor "
    "first (ties by seat order)."
)


def right(text: str, style: str = "") -> Text:
    return Text(text, justify="right", style=style)


def money_rows(plan: Settlement) -> list[list[Text]]:
    """player, points, × stake =, money, currency, and a note where a cent was rounded."""
    rows = []
    for line in plan.lines:
        exact = Decimal(line.points) * Decimal(plan.stake)
        money = format_minor(line.money)
        note = (
            "" if exact == Decimal(money) else _("rounded from {exact}").format(exact=f"{exact:f}")
        )
        rows.append([plain(line.name), right(signed(line.points)),
                     Text(f"× {shown_digits(str(plan.stake))} ="), right(shown_digits(money)),
                     Text(plan.currency), Text(shown_digits(note), style="dim")])  # fmt: skip
    if plan.entry_fee:
        return fee_rows(plan)
    points = sum(line.points for line in plan.lines)
    cents = sum(line.money for line in plan.lines)
    balance = _("balances") if cents == 0 else _("does not balance")
    rows.append([Text(_("sum"), style="bold"), right(signed(points), "bold"), Text(""),
                 right(shown_digits(format_minor(cents)), "bold"),
                 Text(plan.currency, style="bold"), Text(balance, style="dim")])  # fmt: skip
    return rows


def fee_rows(plan: Settlement) -> list[list[Text]]:
    """A pool's: player, points, the fees paid (or the pot taken), money, currency."""
    fee = int(Decimal(plan.stake) * MINOR_UNITS)  # in cents, as the money is
    rows = []
    for line in plan.lines:
        paid = -line.money // fee if line.money < 0 else 0
        what = (
            _("takes the pot")
            if line.money > 0
            else ngettext("paid {count} fee", "paid {count} fees", paid if paid > 1 else 1).format(
                count=shown_digits(str(paid))
            )
        )
        money = right(shown_digits(format_minor(line.money)))
        rows.append([plain(line.name), right(signed(line.points)), Text(what), money,
                     Text(plan.currency), Text("")])  # fmt: skip
    return rows


def fingerprint_line(plan: Settlement) -> str:
    """The session's fingerprint under the plan: a photo of the screen is then a receipt."""
    if plan.fingerprint is None:
        return ""
    return _("Fingerprint {fingerprint} — any later change to a game gives another").format(
        fingerprint=plan.fingerprint
    )


class SettleScreen(SaidKeys, Screen):
    CSS_PATH = "settle.tcss"
    AUTO_FOCUS = "#banker"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", N_("Back"), id="settle-back"),
        Binding("b", "banker", N_("Next banker"), id="settle-banker"),
        Binding("s", "close", N_("Settle & close"), id="settle-close",
                tooltip=N_("Close the evening: no more games; this settlement is kept")),
        Binding("o", "reopen", N_("Reopen"), id="settle-reopen",
                tooltip=N_("Reopen a settled evening so games can be recorded again")),
        Binding("k", "stake", N_("Stake"), id="settle-stake",
                tooltip=N_("Change the stake per point and its currency (kept in history)")),
        Binding("x", "export", N_("Export"), id="settle-export",
                tooltip=N_("Write the settlement shown to a CSV file")),
        *FIELD_KEYS,
    ]  # fmt: skip

    def __init__(self, session_id: int) -> None:
        super().__init__()
        self.session_id = session_id
        self.plan: Settlement | None = None
        self.info = None

    def compose(self) -> ComposeResult:
        self.info = info = self.app.ledger.session(self.session_id)
        yield Header()
        yield Label("", classes="title", id="settle-title")
        with Horizontal(id="settle-choices"):
            yield Label(_("Banker"), classes="choice-label")
            choices = [("", _(NO_BANKER)), *((seat, shown(seat)) for seat in info.seats)]
            yield Cycle(choices, "", id="banker", tooltip=_("←/→ or b: who collects and pays out"))
            fee = info.settles_by_entry_fee
            with Horizontal(id="once"):
                yield Label(_("Currency") if fee else _("Stake"), classes="choice-label")
                stake = Input(placeholder=shown_digits("0.25"), id="stake", compact=True)
                stake.display = not fee  # a pool's fee is a rule of the session
                yield stake
                yield Input(placeholder="NPR", id="currency", compact=True, max_length=3)
        yield Label("", id="settled-note")
        with VerticalScroll(id="settle-body"):
            part = (
                _("the entry fees; the winner takes the pot")
                if fee
                else _("points × stake = money")
            )
            if not info.settles_in_money:
                part = _("points; these scores do not sum to zero, so no money is worked out")
            yield Label(_("Each player: {part}").format(part=part), classes="part")
            yield DataTable(id="money", cursor_type="none", zebra_stripes=True)
            yield Label("", classes="part", id="transfers-title")
            yield DataTable(id="transfers", cursor_type="row", zebra_stripes=True)
            yield Label("", classes="part", id="fingerprint")
        yield Label(_(HOW), classes="status", id="settle-status")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        Following(self, self.read_again)
        self.sub_title = shown(_("{name} · settle up").format(name=self.info.name))
        self.query_one("#money", DataTable).add_columns(
            _("player"),
            right(_("points")),
            _("fees") if self.info.settles_by_entry_fee else _("× stake ="),
            right(_("money")),
            "",
            "",
        )
        self.query_one("#transfers", DataTable).add_columns(
            _("from"), _("to"), right(_("amount")), _("currency")
        )
        self.reload()

    def read_again(self) -> None:
        """The ledger changed elsewhere: a player renamed makes new choices (the screen
        anew); otherwise read again, and a stake typed for this once stays."""
        info = self.app.guard(self.app.ledger.session, self.session_id)
        if info is None:
            return
        if info.seats != self.info.seats:
            self.app.switch_screen(SettleScreen(info.id))
        else:
            keeping_status(self, self.reload)

    def reload(self) -> None:
        """Read the session again (after a stake change, settling, reopening) and recompute."""
        info = self.app.guard(self.app.ledger.session, self.session_id)
        if info is None:
            return
        self.info = info
        settled = info.settled_at is not None
        fee = info.settles_by_entry_fee  # a pool's currency is asked even once settled
        self.query_one("#settle-choices").display = not settled or (fee and not info.currency)
        once = info.currency is None if fee else info.stake is None and not settled
        self.query_one("#once").display = once and info.settles_in_money
        note = self.query_one("#settled-note", Label)
        note.display = settled
        kept = _("this settlement is kept") if info.stake else _("no stake: the points stand")
        kept = _("the entry fees below") if fee else kept
        note.update(
            _("Settled on {day} — {kept}. o reopens it.").format(
                day=closing.settled_on(info), kept=kept
            )
        )
        self.refresh_bindings()
        self.compute()

    def value(self, selector: str) -> str | None:
        kept = self.info.stake is not None or self.info.settled_at is not None
        if kept and not self.info.settles_by_entry_fee:
            return None  # the stake typed for this once is only asked of an open session
        text = self.query_one(selector, Input).value.strip()
        return text or None

    def settled(self) -> bool:
        return self.info is not None and self.info.settled_at is not None

    def compute(self) -> None:
        banker = None if self.settled() else (self.query_one("#banker", Cycle).value or None)
        stake, currency = self.value("#stake"), self.value("#currency")
        self.plan = None
        fee = self.info.settles_by_entry_fee
        if not self.info.settles_in_money:
            self.show_problem(_(NO_MONEY), problem=False)
            return
        if self.settled() and self.info.stake is None and not fee:
            self.show_problem(_(POINTS_ONLY), problem=False)
            return
        if fee and currency is None and self.info.currency is None:
            self.show_problem(_(FEE_CURRENCY))
            return
        if not fee and self.info.stake is None and (stake is None or currency is None):
            missing = {
                (True, True): _(NO_STAKE),
                (True, False): _("Stake: type money per point, e.g. 0.25."),
                (False, True): _("Currency: type a 3-letter code such as NPR."),
            }
            self.show_problem(shown_digits(missing[stake is None, currency is None]))
            return
        try:
            self.plan = self.app.ledger.settle(self.session_id, stake, currency, banker)
        except RuleError as error:
            self.show_problem(f"{error.field.capitalize()}: {error.message}")
        except StorageError as error:
            self.show_problem(str(error))
        if self.plan is not None:
            self.show(self.plan)

    def show_problem(self, message: str, problem: bool = True) -> None:
        """No plan: the points alone, and what is missing."""
        for selector in ("#money", "#transfers"):
            self.query_one(selector, DataTable).clear()
        totals = self.app.guard(self.app.ledger.totals, self.session_id)
        for player in totals.players if totals else ():
            row = [plain(player.name), right(signed(player.total)), "× ? =", right("—"), "", ""]
            self.query_one("#money", DataTable).add_row(*row)
        self.query_one("#settle-title", Label).update(
            plain(_("Settle up — {name}").format(name=self.info.name))
        )
        self.query_one("#transfers-title", Label).update(_("Transfers"))
        self.query_one("#fingerprint", Label).update("")
        status = self.query_one("#settle-status", Label)
        status.update(plain(message))
        status.set_class(problem, "problem")

    def show(self, plan: Settlement) -> None:
        once = _(" (for this once)") if self.info.stake is None else ""
        stake = shown_digits(str(plan.stake))
        rate = _("{stake} {currency} a point").format(stake=stake, currency=plan.currency) + once
        if plan.entry_fee:
            rate = _("entry fee {stake} {currency}, the pot to the winner").format(
                stake=stake, currency=plan.currency
            )
        self.query_one("#settle-title", Label).update(
            plain(_("Settle up — {name} · {rate}").format(name=plan.session, rate=rate))
        )
        table = self.query_one("#money", DataTable)
        table.clear()
        for row in money_rows(plan):
            table.add_row(*row)
        transfers = self.query_one("#transfers", DataTable)
        transfers.clear()
        for t in plan.transfers:
            payer, payee = plain(t.payer), plain(t.payee)
            transfers.add_row(
                payer, payee, right(shown_digits(format_minor(t.amount))), plan.currency
            )
        count = len(plan.transfers)
        how = (
            _("through {banker}").format(banker=plan.banker)
            if plan.banker
            else _("at most n − 1 = {most}").format(most=shown_digits(str(len(plan.lines) - 1)))
        )
        title = (
            _("Transfers — {count} ({how})").format(count=shown_digits(str(count)), how=how)
            if count
            else _("Transfers — nobody owes anything")
        )
        self.query_one("#transfers-title", Label).update(plain(title))
        self.query_one("#fingerprint", Label).update(fingerprint_line(plan))
        self.set_status(self.how_line())

    def how_line(self) -> str:
        """What the status line says while nothing newer is to be said."""
        banker = self.plan.banker if self.plan is not None else None
        if self.plan is not None and self.plan.entry_fee:
            with_banker = _(" Everyone settles with {banker}.").format(banker=banker)
            return _(FEE_HOW) + (with_banker if banker else "")
        if banker:
            return _("Money = points × stake, to the cent. Everyone settles with {banker}.").format(
                banker=banker
            )
        return _(HOW)

    def set_status(self, message: str) -> None:
        status = self.query_one("#settle-status", Label)
        status.update(plain(message))
        status.remove_class("problem")

    def clear_status(self, message: str) -> None:
        """An export's line gives way to the usual one, unless something newer replaced it."""
        if str(self.query_one("#settle-status", Label).render()) == shown(message):
            self.set_status(self.how_line())

    def on_cycle_changed(self, event: Cycle.Changed) -> None:
        if self.is_mounted:
            self.compute()

    def on_input_changed(self, event: Input.Changed) -> None:
        self.compute()

    def action_banker(self) -> None:
        self.query_one("#banker", Cycle).action_step(1)

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Banker and closing belong to an open evening, reopening to a settled one."""
        if action in ("banker", "close"):
            return not self.settled()
        if action == "reopen":
            return self.settled()
        if action == "stake":  # no stake can settle scores that do not sum to zero
            return self.info is None or self.info.settles_in_money
        return True

    def action_close(self) -> None:
        if not self.settled():
            closing.ask_close(self, self.query_one("#banker", Cycle).value or None)

    def action_reopen(self) -> None:
        if self.settled():
            closing.ask_reopen(self)

    def action_stake(self) -> None:
        # what was just typed for this once is what the scorer means to keep
        typed = (self.value("#stake") or "", self.value("#currency") or "")
        closing.ask_stake(self, typed)

    def action_export(self) -> None:
        from scorekeeper.tui.exporting import export_settlement

        if self.plan is None:
            why = _("no stake is set") if self.info.stake is None else _("it cannot be worked out")
            self.notify(
                _("There is no settlement to export: {why}.").format(why=why), severity="warning"
            )
            return
        export_settlement(self, self.plan)
