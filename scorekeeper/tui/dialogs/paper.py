"""On paper (key o): the evening's PDF report or a blank score sheet, to a path shown
before anything is written; the PDF is made off the UI thread and the dialog says where
it went (or why not) when it is done."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, RadioButton, RadioSet

from scorekeeper.paper.facts import safe_file_name
from scorekeeper.present.language import N_, _
from scorekeeper.tui.dialogs.path_choice import PathChoice
from scorekeeper.tui.said import SaidKeys

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger

KINDS = {"report": N_("The evening's report (PDF)"), "sheet": N_("A blank score sheet (PDF)")}


class PaperDialog(PathChoice, SaidKeys, ModalScreen[Path | None]):
    """Dismisses with the path written, or None when nothing was."""

    KIND_PREFIX, PATH_BOX, TARGET, WRITE_BUTTON = (
        "paper-",
        "#paper-path",
        "#paper-target",
        "#paper-go",
    )
    CSS_PATH: ClassVar = ["dialogs.tcss", "paper.tcss"]
    AUTO_FOCUS = "#paper-kind"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close"), id="paper-close"),
        Binding("ctrl+s", "write", N_("Write the PDF"), id="paper-write"),
    ]

    def __init__(self, ledger: Ledger, session_id: int, name: str, folder: Path) -> None:
        super().__init__()
        self.ledger = ledger
        self.session_id = session_id
        self.name_of_session = name
        self.folder = folder
        self.kind = "report"
        self.written: Path | None = None
        self.busy = False

    def default_path(self, kind: str) -> Path:
        stem = self.name_of_session if kind == "report" else f"{self.name_of_session} sheet"
        return self.folder / safe_file_name(stem, f"session-{self.session_id}")

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(_("On paper"), classes="question")
            with RadioSet(id="paper-kind"):
                for kind, label in KINDS.items():
                    yield RadioButton(_(label), value=kind == self.kind, id=f"paper-{kind}")
            yield Input(str(self.default_path(self.kind)), id="paper-path")
            yield Label("", classes="note", id="paper-target")
            yield Label("", id="result")
            with Horizontal(classes="buttons"):
                yield Button(_("Cancel (esc)"), id="paper-cancel")
                yield Button(_("Write (ctrl+s)"), id="paper-go", variant="primary")

    def on_mount(self) -> None:
        self.show_target()

    def action_write(self) -> None:
        if self.busy or self.written is not None:
            return
        self.busy = True
        path = self.target()
        self.query_one("#result", Label).update(_("Writing {path}…").format(path=path))
        self.query_one("#paper-go", Button).disabled = True
        self.make(self.kind, path)

    @work(thread=True, exclusive=True, group="paper")
    def make(self, kind: str, path: Path) -> None:
        """The PDF, made and written off the UI thread (a long season takes a moment)."""
        from scorekeeper.paper.fonts import PaperError
        from scorekeeper.paper.make import session_sheet, write_report, write_sheet
        from scorekeeper.rules import RuleError
        from scorekeeper.store.errors import StorageError

        try:
            if kind == "report":
                write_report(self.ledger, self.session_id, path)
            else:
                write_sheet(session_sheet(self.ledger, self.session_id), path)
        except PaperError as error:
            said = _("Not written: {problem}").format(problem=error.message)
            self.app.call_from_thread(self.finish, None, said)
        except (RuleError, StorageError) as error:
            said = _("Not written: {problem}").format(problem=error)
            self.app.call_from_thread(self.finish, None, said)
        else:
            self.app.call_from_thread(self.finish, path, _("Wrote {path}").format(path=path))

    def finish(self, path: Path | None, said: str) -> None:
        self.busy = False
        self.written = path
        result = self.query_one("#result", Label)
        result.update(said)
        result.set_class(path is not None, "done")
        result.set_class(path is None, "failed")
        go = self.query_one("#paper-go", Button)
        go.disabled = path is not None  # a failure may be tried again with another path
        self.query_one("#paper-cancel", Button).label = _("Close (esc)")

    def action_close(self) -> None:
        if not self.busy:
            self.dismiss(self.written)

    def leave(self) -> None:
        self.action_close()
