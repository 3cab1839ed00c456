"""Export (key x): ask what and where, write with scorekeeper.export, say where it went."""

from __future__ import annotations

from pathlib import Path

from textual.screen import Screen

from scorekeeper.rules import RuleError
from scorekeeper.storage.errors import StorageError
from scorekeeper.tui.dialogs.export import KINDS, ExportDialog


def write(kind: str, ledger, ref: int | str, path: Path) -> None:
    """Call the writer for ``kind``; raises what it raises (OSError, RuleError, ...)."""
    from scorekeeper import export

    getattr(export, KINDS[kind][2])(ledger, ref, path)


def start_export(screen: Screen, folder: Path | None = None) -> None:
    """Open the export dialog for ``screen``'s session; report the written path after."""
    session_id = screen.session_id
    info = screen.info
    if info is None:
        return

    def done(result: tuple[str, Path] | None) -> None:
        if result is None:
            return
        kind, path = result
        label = KINDS[kind][0]
        try:
            write(kind, screen.app.ledger, session_id, path)
        except (ImportError, AttributeError):
            screen.notify("Export is not available in this build.", severity="error")
            return
        except OSError as error:
            reason = error.strerror or str(error)
            screen.notify(f"Could not write {path}: {reason}", severity="error", timeout=10)
            return
        except (RuleError, StorageError) as error:
            screen.notify(str(error), title="Not exported", severity="error", timeout=10)
            return
        screen.set_status(f"Exported {label} to {path}")
        screen.notify(str(path), title=f"Wrote {label}", timeout=8)

    screen.app.push_screen(ExportDialog(info.name, folder or Path.cwd()), done)
