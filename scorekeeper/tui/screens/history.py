"""History (key h): every revision of one game, its scores, and what changed; below, the
changes to the session itself (stake, settled, reopened, players renamed or merged)."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import DataTable, Header, Label, Static

from scorekeeper.ledger.list_rows import RevisionRow
from scorekeeper.present.game_words import action_word
from scorekeeper.present.language import N_, _
from scorekeeper.present.numerals import shown_digits
from scorekeeper.rules import RuleError
from scorekeeper.rules.escapes import shown
from scorekeeper.tui.changes import describe
from scorekeeper.tui.ledger_news import Following
from scorekeeper.tui.plain import plain
from scorekeeper.tui.said import SaidKeys
from scorekeeper.tui.text import signed, when
from scorekeeper.tui.widgets.keys_footer import KeysFooter


def state(latest: RevisionRow) -> str:
    """What the game is now, after its latest revision: undone, voided, or counted."""
    if not latest.dealt:  # its recording was taken back: it never happened
        return _(" · undone, not in the totals")
    return _(" · voided, not in the totals") if latest.voided else ""


class HistoryScreen(SaidKeys, Screen):
    CSS_PATH = "history.tcss"
    AUTO_FOCUS = "#revisions"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,h", "app.pop_screen", N_("Back"), id="history-back"),
        Binding("left,comma", "game(-1)", N_("Previous game"), id="history-previous"),
        Binding("right,full_stop", "game(1)", N_("Next game"), id="history-next"),
    ]

    def __init__(self, session_id: int, number: int | None) -> None:
        super().__init__()
        self.session_id = session_id
        self.number = number
        self.revisions = []

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("", classes="title", id="history-title")
        yield DataTable(id="revisions", cursor_type="row", zebra_stripes=True, fixed_columns=2)
        with VerticalScroll(id="history-body"):
            yield Static("", id="changes")
            yield Label(_("Changes to the session"), classes="part", id="events-title")
            yield Static("", id="events")
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        Following(self, self.read_again)
        self.info = self.app.ledger.session(self.session_id)
        self.sub_title = shown(_("{name} · history").format(name=self.info.name))
        self.show_events()
        self.show()

    def read_again(self) -> None:
        """The ledger changed elsewhere: the revision being read stays in front."""
        info = self.app.guard(self.app.ledger.session, self.session_id)
        if info is None:
            return
        table = self.query_one(DataTable)
        row = table.cursor_row
        self.info = info
        self.show_events()
        self.show()
        if row < table.row_count:
            table.move_cursor(row=row)

    def show_events(self) -> None:
        """Oldest first, one line each: when, what changed, and the reason given."""
        rows = self.app.guard(self.app.ledger.events, self.session_id) or []
        count = (
            _("{count}, oldest first").format(count=shown_digits(str(len(rows))))
            if rows
            else _("none yet")
        )
        self.query_one("#events-title", Label).update(
            _("Changes to the session — {count}").format(count=count)
        )
        lines = Text()
        for row in rows:
            lines.append("\n" if lines else "")
            lines.append(when(row.at), style="dim")
            lines.append(shown(f"  {row.summary}"))
            if row.reason:
                lines.append(
                    shown(_(" — reason: {reason}").format(reason=row.reason)), style="italic"
                )
        self.query_one("#events", Static).update(lines)
        self.query_one("#events", Static).display = bool(rows)

    def show(self) -> None:
        if self.number is None:  # no game yet: only the changes to the session
            self.query_one("#history-title", Label).update(_("No games recorded yet"))
            self.query_one(DataTable).display = False
            self.query_one("#changes", Static).display = False
            return
        revisions = self.app.guard(self.app.ledger.history, self.session_id, self.number)
        if revisions is None:
            return
        self.revisions = revisions
        self.query_one("#history-title", Label).update(
            _("Game {number}{state} — {count} revision(s), oldest first").format(
                number=shown_digits(str(self.number)),
                state=state(revisions[-1]),
                count=shown_digits(str(len(revisions))),
            )
        )
        table = self.query_one(DataTable)
        table.clear(columns=True)
        # When each revision was made is in the lines below the table: without a column
        # for it, five players' scores fit in 80 columns (more scroll, rev and action stay).
        table.add_columns(_("rev"), _("action"), _("dealer"), _("winner"))
        for seat in self.info.seats:
            table.add_column(plain(seat, justify="right"), key=f"p:{seat}")
        for revision in revisions:
            # An undone recording is out of the totals but was never voided: dim, not struck.
            out = revision.voided and revision.dealt
            style = (
                "strike dim" if out else ("dim" if revision.undone or not revision.dealt else "")
            )
            action = action_word(revision.action) + (_(" (undone)") if revision.undone else "")
            scores = {line.player: line for line in revision.lines}
            cells = [
                Text(shown_digits(str(revision.revision)), style=style),
                Text(action, style=style),
                plain(revision.dealer, style=style),
                plain(revision.winner or "—", style=style),
            ]
            for seat in self.info.seats:
                line = scores.get(seat)
                # sitting out: ·, unless they pay a foul carried from the game before
                shown = signed(line.score) if line and (line.active or line.score) else "·"
                cells.append(Text(shown, justify="right", style=style))
            table.add_row(*cells)
        table.move_cursor(row=len(revisions) - 1)
        self.show_changes(len(revisions) - 1)

    def show_changes(self, index: int) -> None:
        if not 0 <= index < len(self.revisions):
            return
        revision = self.revisions[index]
        previous = self.revisions[index - 1] if index else None
        text = Text.assemble(
            (_("Revision {number}").format(number=shown_digits(str(revision.revision))), "bold"),
            f" · {action_word(revision.action)} · {when(revision.at)}",
        )
        if revision.reason:
            text.append(shown(_(" · reason: {reason}").format(reason=revision.reason)))
        for change in describe(previous, revision):
            text.append("\n" + shown(f"  • {change}"))
        self.query_one("#changes", Static).update(text)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_changes(event.cursor_row)

    def action_game(self, delta: int) -> None:
        """Step to the previous or next game's history; nothing happens past either end."""
        if self.number is None:
            return
        target = self.number + delta
        try:
            found = target >= 1 and self.app.ledger.history(self.session_id, target)
        except RuleError:
            found = False
        if found:
            self.number = target
            self.show()
