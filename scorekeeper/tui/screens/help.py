"""Every key (key ?): this screen's first, then every other screen's."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Label, Static

from scorekeeper.present.language import N_, _
from scorekeeper.rules import Preset
from scorekeeper.tui.entry_form import label, shortcuts, statuses
from scorekeeper.tui.key_names import key_names
from scorekeeper.tui.said import SaidKeys, said_binding
from scorekeeper.tui.widgets.keys_footer import KeysFooter
from scorekeeper.tui.widgets.status_cell import SET_STATUS

TIPS = N_("""\
On the record form the arrows, tab and enter move like a spreadsheet, past unused cells;
on a status, space cycles it and a letter picks it, as the legend under the form says
(w winner, h hand, o sits out — again: back — and the game's own, such as f surrender
first or s wrong show); a seat number picks the winner. n goes to the next empty cell.
Points take a sum such as 10+10+3+7, or the cards: K Q 7 (JK a joker), valued as the
game counts them; a tiles rack takes the tiles, 13 5 6 JK.
A session played to a target or a number of deals says when it is over and who won; r
then says how to go on, and + raises the target or the deals.
ctrl+p searches every command.""")


def reflowed(text: str) -> str:
    """Paragraphs (split by a blank line) as one line each: the screen wraps them at its
    own width, never at the width this file was written to."""
    return "\n\n".join(" ".join(part.split()) for part in text.split("\n\n"))


def session_preset(screen: Screen) -> Preset | None:
    """The preset of the session the screen under help shows, if it shows one."""
    rules = getattr(getattr(screen, "info", None), "rules", None)
    return rules.preset if rules is not None else None


def status_letters(binding: Binding, preset: Preset | None) -> Binding:
    """The record form's status letters as the session's preset has them (pool's m drop
    mid, nepali's u unseen), each with its meaning; any other binding as it is."""
    if preset is None or binding.group is not SET_STATUS:
        return binding
    letters = shortcuts(statuses(preset.outcomes))
    meanings = ", ".join(f"{key} {label(status)}" for status, key in letters.items())
    shown = " / ".join(letters.values())
    return replace(binding, key=",".join(letters.values()), key_display=shown,
                   description=f"{binding.description}: {meanings}")  # fmt: skip


def one_line_a_group(bindings: Iterable[BindingType]) -> list[Binding]:
    """A group's keys (a status cell's letters, its digits) on one line, under the group's
    words; every other binding a line of its own."""
    lines: list[Binding] = []
    where: dict[Binding.Group, int] = {}
    for binding in (b for b in bindings if isinstance(b, Binding)):
        group = binding.group
        if group is None:
            lines.append(binding)
        elif group in where:
            first = lines[where[group]]
            lines[where[group]] = replace(first, key=f"{first.key},{binding.key}")
        else:
            where[group] = len(lines)
            lines.append(replace(binding, description=group.description))
    return lines


def screen_classes() -> list[tuple[str, type]]:
    from scorekeeper.tui.dialogs.export import ExportDialog
    from scorekeeper.tui.dialogs.paper import PaperDialog
    from scorekeeper.tui.screens.chart import ChartScreen
    from scorekeeper.tui.screens.history import HistoryScreen
    from scorekeeper.tui.screens.new_session import NewSessionScreen
    from scorekeeper.tui.screens.player import PlayerScreen
    from scorekeeper.tui.screens.players import PlayersScreen
    from scorekeeper.tui.screens.ratings import RatingsScreen
    from scorekeeper.tui.screens.record import RecordScreen
    from scorekeeper.tui.screens.session import SessionScreen
    from scorekeeper.tui.screens.sessions import SessionsScreen
    from scorekeeper.tui.screens.settle import SettleScreen
    from scorekeeper.tui.screens.stats import StatsScreen
    from scorekeeper.tui.screens.welcome import WelcomeScreen
    from scorekeeper.tui.widgets.cycle import Cycle
    from scorekeeper.tui.widgets.players import SeatList
    from scorekeeper.tui.widgets.status_cell import StatusCell

    return [
        (N_("Session"), SessionScreen),
        (N_("Record / correct a game"), RecordScreen),
        (N_("A player's status on the record form"), StatusCell),
        (N_("Status and dealer choices"), Cycle),
        (N_("History of a game"), HistoryScreen),
        (N_("Settle up"), SettleScreen),
        (N_("Chart of running totals"), ChartScreen),
        (N_("Statistics"), StatsScreen),
        (N_("Ratings"), RatingsScreen),
        (N_("A player's page"), PlayerScreen),
        (N_("Players"), PlayersScreen),
        (N_("Sessions list"), SessionsScreen),
        (N_("New session"), NewSessionScreen),
        (N_("Seats of a new session"), SeatList),
        (N_("Export"), ExportDialog),
        (N_("On paper (PDF)"), PaperDialog),
        (N_("Welcome"), WelcomeScreen),
    ]


class HelpScreen(SaidKeys, ModalScreen[None]):
    CSS_PATH = "help.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,q", "dismiss", N_("Close"), id="help-close")
    ]

    def __init__(self, under: Screen) -> None:
        super().__init__()
        self.under = under

    def key_table(self, title: str, bindings: Iterable[BindingType]) -> Table:
        table = Table(title=title, title_justify="left", show_header=False, box=None, expand=True)
        table.add_column(_("key"), style="bold", min_width=16, no_wrap=True)
        table.add_column(_("does"), ratio=1)
        preset = session_preset(self.under)
        for binding in (
            said_binding(status_letters(item, preset)) for item in one_line_a_group(bindings)
        ):
            if binding.description:
                table.add_row(key_names(self.app, binding), binding.description)
        return table

    def on_screen(self, cls: type) -> bool:
        """The screen under help, or a widget on it whose keys work there (its statuses)."""
        if issubclass(cls, Screen):
            return cls is type(self.under)
        return bool(self.under.query(cls))  # type: ignore[arg-type]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box"):
            yield Label(_("Keys — escape closes"), classes="title")
            here = [(title, cls) for title, cls in screen_classes() if self.on_screen(cls)]
            for title, cls in here:
                yield Static(
                    self.key_table(_("{title} (this screen)").format(title=_(title)), cls.BINDINGS)
                )
            everywhere = [b for b in self.app.BINDINGS if isinstance(b, Binding)]
            everywhere += [
                Binding("ctrl+p", "", N_("Command palette: every action by name")),
                Binding("ctrl+q", "", N_("Quit")),
            ]
            yield Static(self.key_table(_("Everywhere"), everywhere))
            for title, cls in screen_classes():
                if (title, cls) not in here:
                    yield Static(self.key_table(_(title), cls.BINDINGS))
            yield Static(Text(reflowed(_(TIPS))), id="tips")
        yield KeysFooter(compact=True)
