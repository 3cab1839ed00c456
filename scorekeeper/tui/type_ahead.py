"""Keys typed while a form opens go to the form, in order, once it can take them.

Textual hands a key to whatever has focus when the app reads it. After ``r``, the record
form takes a moment to open (it reads the session first); a scorer who types ``r 2 1 …``
at speed would have ``2`` land on the session screen, which ignores it, and ``1`` on the
form: seat 1 declared instead of seat 2. So the app holds every key from the moment a
form is asked for until the form has its cursor, then plays them to it one at a time,
each after the one before has been handled, exactly as if typed then.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual._wait import wait_for_idle

# If a form never says it is ready (it failed to open), the keys go on after this long.
HOLD_AT_MOST_S = 3.0


class TypeAhead:
    """A mixin for the App: ``hold_keys()`` before pushing a form, ``release_keys()``
    once the form has focus."""

    set_timer: Any
    run_worker: Any
    post_message: Any

    _held: list[tuple[str, str | None]] | None = None
    _replaying: bool = False
    _holds: int = 0  # which hold a late timer belongs to

    def hold_keys(self) -> None:
        if self._held is None:
            self._held = []
            self._holds += 1
            hold = self._holds
            self.set_timer(HOLD_AT_MOST_S, lambda: hold == self._holds and self.release_keys())

    def release_keys(self) -> None:
        if self._held is not None and not self._replaying:
            self._replaying = True
            self.run_worker(self._replay(), group="type-ahead")

    async def _replay(self) -> None:
        try:
            while self._held:
                key, character = self._held.pop(0)
                replayed = events.Key(key, character)
                replayed.replayed = True  # type: ignore[attr-defined]
                self.post_message(replayed)
                await wait_for_idle(0)  # its handling done (focus moved) before the next
        finally:
            self._held, self._replaying = None, False

    async def on_event(self, event: events.Event) -> None:
        # Held: keys the driver reads now, and keys an old screen passed up unhandled.
        if (
            self._held is not None
            and isinstance(event, events.Key)
            and not getattr(event, "replayed", False)
        ):
            self._held.append((event.key, event.character))
            event.stop()
            return
        await super().on_event(event)  # type: ignore[misc]
