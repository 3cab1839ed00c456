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
from scorekeeper.tui.said import SaidKeys

if TYPE_CHECKING:
    from scorekeeper.ledger import Ledger

KINDS = {"report": "The evening's report (PDF)", "sheet": "A blank score sheet (PDF)"}


class PaperDialog(SaidKeys, ModalScreen[Path | None]):
    """Dismisses with the path written, or None when nothing was."""

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
                    yield RadioButton(label, value=kind == self.kind, id=f"paper-{kind}")
            yield Input(str(self.default_path(self.kind)), id="paper-path")
            yield Label("", classes="note", id="paper-target")
            yield Label("", id="result")
            with Horizontal(classes="buttons"):
                yield Button(_("Cancel (esc)"), id="paper-cancel")
                yield Button(_("Write (ctrl+s)"), id="paper-go", variant="primary")

    def on_mount(self) -> None:
        self.show_target()

    def target(self) -> Path:
        text = self.query_one("#paper-path", Input).value.strip()
        path = Path(text).expanduser() if text else self.default_path(self.kind)
        return path if path.is_absolute() else self.folder / path

    def show_target(self) -> None:
        path = self.target()
        note = _(" (exists: it will be written over)") if path.exists() else ""
        self.query_one("#paper-target", Label).update(
            _("Will write {path}").format(path=path) + note
        )

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        kind = (event.pressed.id or f"paper-{self.kind}").removeprefix("paper-")
        box = self.query_one("#paper-path", Input)
        if box.value.strip() in ("", str(self.default_path(self.kind))):
            box.value = str(self.default_path(kind))
        self.kind = kind
        self.show_target()

    def on_input_changed(self, event: Input.Changed) -> None:
        self.show_target()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_write()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "paper-go":
            self.action_write()
        else:
            self.action_close()

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
            self.app.call_from_thread(self.finish, None, f"Not written: {error.message}")
        except (RuleError, StorageError) as error:
            self.app.call_from_thread(self.finish, None, f"Not written: {error}")
        else:
            self.app.call_from_thread(self.finish, path, f"Wrote {path}")

    def finish(self, path: Path | None, said: str) -> None:
        self.busy = False
        self.written = path
        result = self.query_one("#result", Label)
        result.update(said)
        result.set_class(path is not None, "done")
        result.set_class(path is None, "failed")
        go = self.query_one("#paper-go", Button)
        go.disabled = path is not None  # a failure may be tried again with another path
        self.query_one("#paper-cancel", Button).label = "Close (esc)"

    def action_close(self) -> None:
        if not self.busy:
            self.dismiss(self.written)
