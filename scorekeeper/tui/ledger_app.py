"""What the screens and their helpers may ask of the app: the ledger, its news, a guard.

Declared apart from ``app.py`` so that a helper's type hints (``app: LedgerApp``) need not
import the app module, which imports the screens and helpers in turn: that would be a
circle of imports, even under TYPE_CHECKING.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from textual.app import App
from textual.screen import Screen
from textual.signal import Signal

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import _
from scorekeeper.rules import RuleError
from scorekeeper.store.errors import StorageError
from scorekeeper.tui.follow import Follower
from scorekeeper.tui.ledger_news import LedgerChanged
from scorekeeper.tui.web_face import WebFace

T = TypeVar("T")


class LedgerApp(App[None]):
    """An app over one ledger, telling its screens when the ledger changes."""

    def __init__(self, ledger: Ledger) -> None:
        super().__init__()
        self.ledger = ledger
        # Published on every change noticed (another writer's, or the app's own); each
        # screen that shows the ledger subscribes in on_mount (ledger_news.Following).
        self.ledger_changed: Signal[LedgerChanged] = Signal(self, "ledger-changed")
        self.follower: Follower | None = None  # looks at the ledger once the app runs
        self.web_face: WebFace | None = None  # the web face started with w, while it runs

    def follow_the_ledger(self) -> None:
        """Other writers' changes show without a key pressed."""
        target = self.ledger.db.target
        self.follower = Follower(self, target, self.ledger_changed, self.reload_whole)

    def reload_whole(self) -> None:
        """Another file under us (a restore): everything shown is read again."""
        raise NotImplementedError

    def own_write(self, *screens: Screen) -> None:
        """The app's own change, known to ``screens`` (see Follower.own_write)."""
        if self.follower is not None:
            self.follower.own_write(*screens)

    def guard(self, call: Callable[..., T], *args: object, **kwargs: object) -> T | None:
        """Run a ledger call; show a refusal or a storage problem instead of crashing."""
        try:
            return call(*args, **kwargs)
        except RuleError as error:
            # markup off: a message may quote a name typed with [brackets]
            self.notify(
                error.message,
                title=_("Refused: {field}").format(field=error.field),
                severity="error",
                markup=False,
            )
        except StorageError as error:
            self.notify(
                str(error), title=_("Database problem"), severity="error", timeout=10, markup=False
            )
        return None
