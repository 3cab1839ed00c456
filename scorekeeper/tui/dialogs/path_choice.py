"""What a dialog that writes one of several kinds of file shares: the path box follows the
kind chosen until a person types a path of their own, and the whole path is shown (and
whether a file there will be written over) before anything is written."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.widgets import Button, Input, Label, RadioSet

from scorekeeper.present.language import _


class PathChoice:
    """Mixed into a ``ModalScreen`` that has a ``RadioSet`` of kinds (button ids
    ``KIND_PREFIX`` + kind), a path ``Input``, a target ``Label`` and a write button; it
    defines ``default_path``, ``action_write`` and ``leave`` (what the other button does)."""

    KIND_PREFIX: ClassVar[str]
    PATH_BOX: ClassVar[str]
    TARGET: ClassVar[str]
    WRITE_BUTTON: ClassVar[str]
    folder: Path
    kind: str

    def default_path(self, kind: str) -> Path:
        raise NotImplementedError

    def action_write(self) -> None:
        raise NotImplementedError

    def leave(self) -> None:
        raise NotImplementedError

    def _box(self) -> Input:
        return self.query_one(self.PATH_BOX, Input)  # type: ignore[attr-defined]

    def target(self) -> Path:
        text = self._box().value.strip()
        path = Path(text).expanduser() if text else self.default_path(self.kind)
        return path if path.is_absolute() else self.folder / path

    def show_target(self) -> None:
        path = self.target()
        note = _(" (exists: it will be written over)") if path.exists() else ""
        label = self.query_one(self.TARGET, Label)  # type: ignore[attr-defined]
        label.update(_("Will write {path}").format(path=path) + note)

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        pressed = event.pressed.id or f"{self.KIND_PREFIX}{self.kind}"
        kind = pressed.removeprefix(self.KIND_PREFIX)
        box = self._box()
        if box.value.strip() in ("", str(self.default_path(self.kind))):
            box.value = str(self.default_path(kind))  # a path typed by hand stays
        self.kind = kind
        self.show_target()

    def on_input_changed(self, event: Input.Changed) -> None:
        self.show_target()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_write()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == self.WRITE_BUTTON.removeprefix("#"):
            self.action_write()
        else:
            self.leave()
