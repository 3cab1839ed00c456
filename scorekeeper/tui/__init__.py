"""The Textual face of the scorekeeper.

Only ``run_tui`` lives here, and it imports Textual when called: ``import
scorekeeper.cli`` must never pull Textual in.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["run_tui"]


def run_tui(db_path: Path, session: str | None = None) -> None:
    """Open the app on ``db_path``: on ``session`` if named, else the last one open.

    An unknown session raises ``RuleError`` and an unusable database ``StorageError``
    before the screen is taken over, so the caller can print them and exit.
    """
    from scorekeeper.ledger import Ledger
    from scorekeeper.tui.app import ScorekeeperApp

    ledger = Ledger(db_path)
    try:
        start = ledger.session(session).id if session is not None else None
        ScorekeeperApp(ledger, session=start).run()
    finally:
        ledger.close()
