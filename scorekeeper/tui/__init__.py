"""The Textual face of the scorekeeper.

Only ``run_tui`` lives here, and it imports Textual when called: ``import
scorekeeper.cli`` must never pull Textual in.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["run_tui"]

from scorekeeper.present.language import N_

DEMO_NOTE = N_(
    "A sample evening in a throw-away file: try anything, nothing is kept. "
    "For your own games, quit and run scorekeeper (or scorekeeper new)."
)


def run_tui(db_path: Path, session: str | None = None, demo: bool = False) -> None:
    """Open the app on ``db_path``: on ``session`` if named, else the last one open.
    A ``demo`` says so in the title of every screen: nothing done in it is kept.

    An unknown session raises ``RuleError`` and an unusable database ``StorageError``
    before the screen is taken over, so the caller can print them and exit.
    """
    from scorekeeper.ledger import Ledger
    from scorekeeper.present.language import _, restore, use
    from scorekeeper.tui.app import ScorekeeperApp
    from scorekeeper.tui.language_kept import at_launch

    token = use(at_launch())
    ledger = Ledger(db_path)
    try:
        start = ledger.session(session).id if session is not None else None
        app = ScorekeeperApp(ledger, session=start)
        if demo:
            app.title = "Scorekeeper DEMO"
            app.notify(_(DEMO_NOTE), title=_("This is the demo"), timeout=15)
        app.run()
    finally:
        ledger.close()
        restore(token)
