"""Choose what to export and where; the full path is shown before anything is written."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, RadioButton, RadioSet

from scorekeeper.present.language import N_, _
from scorekeeper.tui.dialogs.path_choice import PathChoice
from scorekeeper.tui.said import SaidKeys

# kind -> (label, file name suffix, writer function name in scorekeeper.present.export)
KINDS = {
    "totals": (N_("Totals (CSV)"), "-totals.csv", "write_totals_csv"),
    "games": (N_("Every game (CSV)"), "-games.csv", "write_games_csv"),
    "json": (N_("Whole session (JSON)"), ".json", "write_session_json"),
}


def slug(name: str) -> str:
    # a vowel sign or virama (Unicode marks) belongs to its word: "शुक्रबार" stays whole
    kept = "".join(
        c if c.isalnum() or c in "_-" or unicodedata.category(c).startswith("M") else "\0"
        for c in name.strip().lower()
    )
    text = re.sub("\0+", "-", kept).strip("-")
    return text or "session"


class ExportDialog(PathChoice, SaidKeys, ModalScreen[tuple[str, Path] | None]):
    """Dismisses with (kind, absolute path), or None when cancelled."""

    KIND_PREFIX, PATH_BOX, TARGET, WRITE_BUTTON = "kind-", "#path", "#target", "#write"
    CSS_PATH = "dialogs.tcss"
    AUTO_FOCUS = "#kind"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Cancel"), id="export-cancel"),
        Binding("ctrl+s", "write", N_("Write file"), id="export-write"),
    ]

    def __init__(
        self,
        session_name: str,
        folder: Path,
        kinds: Mapping[str, tuple[str, ...]] = KINDS,
        title: str = "",
    ) -> None:
        """``kinds``: kind -> (label, file name suffix, ...); the first is chosen."""
        super().__init__()
        self.stem = slug(session_name)
        self.folder = folder
        self.kinds = kinds
        self.kind = next(iter(kinds))
        self.title = title or _("Export this session")

    def default_path(self, kind: str) -> Path:
        return self.folder / f"{self.stem}{self.kinds[kind][1]}"

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title, classes="question")
            with RadioSet(id="kind"):
                for kind, (label, *_rest) in self.kinds.items():
                    yield RadioButton(_(label), value=kind == self.kind, id=f"kind-{kind}")
            yield Input(str(self.default_path(self.kind)), id="path")
            yield Label("", classes="note", id="target")
            with Horizontal(classes="buttons"):
                yield Button(_("Cancel (esc)"), id="cancel")
                yield Button(_("Write (ctrl+s)"), id="write", variant="primary")

    def on_mount(self) -> None:
        self.show_target()

    def action_write(self) -> None:
        self.dismiss((self.kind, self.target()))

    def action_cancel(self) -> None:
        self.dismiss(None)

    def leave(self) -> None:
        self.action_cancel()
