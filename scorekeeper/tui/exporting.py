"""Export (key x): ask what and where, write with scorekeeper.present.export, say where it went.

The session screen exports the session; Settle, Stats and Ratings export what they show.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from textual.screen import Screen

from scorekeeper.present.language import N_, _
from scorekeeper.rules import RuleError
from scorekeeper.store.errors import StorageError
from scorekeeper.tui.dialogs.export import KINDS, ExportDialog


def write(kind: str, ledger, ref: int | str, path: Path) -> None:
    """Call the writer for ``kind``; raises what it raises (OSError, RuleError, ...)."""
    from scorekeeper.present import export

    getattr(export, KINDS[kind][2])(ledger, ref, path)


# How long "Exported … to PATH" stays on a screen's status line: long enough to read the
# path, not so long that it reads as news about a later export.
EXPORTED_SHOWN_SECONDS = 15.0


def clear_exported(screen: Screen, message: str) -> None:
    """Take the export line away, unless something newer has replaced it meanwhile."""
    clear = getattr(screen, "clear_status", None)
    if clear is not None and screen.is_attached:
        clear(message)


def start_export(screen: Screen, folder: Path | None = None) -> None:
    """Open the export dialog for ``screen``'s session; report the written path after."""
    session_id = screen.session_id
    info = screen.info
    if info is None:
        return
    ledger = screen.app.ledger
    dialog = ExportDialog(info.name, folder or Path.cwd())
    export_with(screen, dialog, lambda kind, path: write(kind, ledger, session_id, path))


def write_rows(rows: list[list[object]], path: Path) -> None:
    """Rows as a spreadsheet's CSV (the export's rules), written whole or not at all."""
    from scorekeeper.present import export

    export.write_text(path, export.to_csv(rows))


def export_with(screen: Screen, dialog: ExportDialog, writer: Callable[[str, Path], None]) -> None:
    """Ask with ``dialog``, write with ``writer(kind, path)``; say where it went, or why not.

    ``screen`` shows the result with its ``set_status`` and, given a ``clear_status``,
    takes it away after ``EXPORTED_SHOWN_SECONDS``.
    """

    def done(result: tuple[str, Path] | None) -> None:
        if result is None:
            return
        kind, path = result
        label = dialog.kinds[kind][0]
        try:
            writer(kind, path)
        except (ImportError, AttributeError):
            screen.notify(_("Export is not available in this build."), severity="error")
            return
        except OSError as error:
            reason = error.strerror or str(error)
            screen.notify(
                _("Could not write {path}: {reason}").format(path=path, reason=reason),
                severity="error",
                timeout=10,
            )
            return
        except (RuleError, StorageError) as error:
            screen.notify(str(error), title=_("Not exported"), severity="error", timeout=10)
            return
        message = _("Exported {what} to {path}").format(what=_(label), path=path)
        screen.set_status(message)  # the status line only: a toast would cover the table
        screen.set_timer(EXPORTED_SHOWN_SECONDS, partial(clear_exported, screen, message))

    screen.app.push_screen(dialog, done)


# kind -> (label, file name suffix): what the Settle and Stats views export.
SETTLEMENT_KINDS = {
    "transfers": (N_("Transfers (CSV)"), "-settlement.csv"),
    "players": (N_("Each player's points and money (CSV)"), "-settlement-players.csv"),
}
STATS_KINDS = {"stats": (N_("Statistics (CSV)"), "-stats.csv")}


def export_settlement(screen: Screen, plan, folder: Path | None = None) -> None:
    """The settlement on the screen (banker and stake as shown), to CSV."""
    from scorekeeper.present import export

    rows = {"transfers": export.settlement_rows, "players": export.settlement_player_rows}
    dialog = ExportDialog(
        plan.session, folder or Path.cwd(), SETTLEMENT_KINDS, _("Export the settlement shown")
    )
    export_with(screen, dialog, lambda kind, path: write_rows(rows[kind](plan), path))


def export_stats(screen: Screen, players, scope: str, folder: Path | None = None) -> None:
    """The statistics on the screen (``scope``: a session's name or "all sessions"), to CSV."""
    from scorekeeper.present import export

    dialog = ExportDialog(
        scope, folder or Path.cwd(), STATS_KINDS, _("Export the statistics shown")
    )
    export_with(screen, dialog, lambda kind, path: write_rows(export.stats_rows(players), path))


RATINGS_KINDS = {"ratings": (N_("Ratings (CSV)"), ".csv")}


def export_ratings(screen: Screen, rows, name: str, folder: Path | None = None) -> None:
    """The ratings on the screen to CSV, offered as ``name`` (present.ratings_table)."""
    from scorekeeper.present.ratings_table import ratings_rows

    stem = name.removesuffix(".csv")
    dialog = ExportDialog(stem, folder or Path.cwd(), RATINGS_KINDS, _("Export the ratings shown"))
    export_with(screen, dialog, lambda kind, path: write_rows(ratings_rows(rows), path))
