"""Keys go to the forms in order, each after the one before has been handled.

Textual hands a key to whatever has focus when the app reads it. After ``r``, the record
form takes a moment to open (it reads the session first); a scorer who types ``r 2 1 …``
at speed would have ``2`` land on the session screen, which ignores it, and ``1`` on the
form: seat 1 declared instead of seat 2. So the app holds every key from the moment a
form is asked for until the form has its cursor, then plays them to it one at a time,
each after the one before has been handled, exactly as if typed then.

Inside the form the same can happen without any screen opening: a cell types a character
at once, its editing keys (backspace, end) run only once they have bubbled up, and the
form's own keys (arrows, seat numbers) run in the app before either. Keys that arrive
together, as from a paste or a fast typist's burst, could then land out of order: End,
Backspace, Backspace, 3, 1 after three arrows emptied the cell and lost the 31. Any text
box does the same: a character goes in at once, backspace only after it has bubbled up to
the app, so ``9 ⌫ 5 0 0`` typed fast reads 950. Every screen therefore gets every key
through the same queue, one at a time: the forms, the dialogs, and the screens that open
them (the key that opens a form and the keys typed after it arrive together too). And
every screen pushed holds the keys until it has drawn itself with its cursor in place, as
the record form does, so ``n`` and the name typed after it reach the new-session form
however loaded the machine is.
"""

from __future__ import annotations

import asyncio
from time import monotonic, process_time
from typing import Any

from textual import events
from textual.screen import Screen

# If a form never says it is ready (it failed to open), the keys go on after this long.
HOLD_AT_MOST_S = 3.0
# A key is handled once the process has done next to no work for one short pause.
STILL_LOOK_S = 1 / 50
STILL_CPU_S = STILL_LOOK_S / 20
STILL_AT_MOST_S = 1.0


async def until_still() -> None:
    """Until the process has been still for a moment: the key, the messages it sent and
    a save it started in a thread are done. Textual's own test pilot waits the same way
    (checked against Textual 8.2), but offers that wait to its pilot only, so it is
    written out here."""
    start = monotonic()
    while monotonic() - start < STILL_AT_MOST_S:
        cpu = process_time()
        await asyncio.sleep(STILL_LOOK_S)
        if process_time() - cpu < STILL_CPU_S:
            return


class TypeAhead:
    """A mixin for the App: every key is handled one by one, in the order typed, and
    held while a screen opens (``push_screen``) until it has its cursor."""

    set_timer: Any
    run_worker: Any
    post_message: Any

    _held: list[tuple[str, str | None]] | None = None  # None: nothing waits
    _waiting: bool = False  # a form is opening: keep the keys until it has its cursor
    _replaying: bool = False
    _holds: int = 0  # which hold a late timer belongs to
    _opening: Screen | None = None  # the screen pushed last, until it has its cursor

    def hold_keys(self) -> None:
        if not self._waiting:
            self._waiting = True
            if self._held is None:
                self._held = []
            self._holds += 1
            hold = self._holds
            self.set_timer(HOLD_AT_MOST_S, lambda: hold == self._holds and self.release_keys())

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Textual's ``push_screen``; keys typed meanwhile wait for the screen's cursor."""
        if isinstance(screen, Screen):
            self.hold_keys()
            self._opening = screen
        pushed = super().push_screen(screen, *args, **kwargs)  # type: ignore[misc]
        if isinstance(screen, Screen):
            # after its resume (which puts the cursor in place) and a refresh
            screen.call_after_refresh(self._opened, screen)
        return pushed

    def _opened(self, screen: Screen) -> None:
        if screen is self._opening:  # the last one pushed: one pushed on top still opens
            self._opening = None
            self.release_keys()

    def release_keys(self) -> None:
        self._waiting = False
        self._play()

    def _play(self) -> None:
        if self._held is not None and not self._replaying and not self._waiting:
            self._replaying = True
            self.run_worker(self._replay(), group="type-ahead")

    async def _replay(self) -> None:
        try:
            while self._held and not self._waiting:
                key, character = self._held.pop(0)
                replayed = events.Key(key, character)
                replayed.replayed = True  # type: ignore[attr-defined]
                self.post_message(replayed)
                # Its handling done before the next: idle as in the process's CPU, since a
                # save runs in a thread and the keys behind ctrl+s belong to what follows it.
                await until_still()
        finally:
            self._replaying = False
            if not self._held and not self._waiting:
                self._held = None  # the queue is empty

    async def on_event(self, event: events.Event) -> None:
        # Queued: every key read from the terminal. A replayed key a screen passed up
        # unhandled comes back here and goes on to the app's own keys.
        if isinstance(event, events.Key) and not getattr(event, "replayed", False):
            if self._held is None:
                self._held = []
            self._held.append((event.key, event.character))
            event.stop()
            self._play()
            return
        await super().on_event(event)  # type: ignore[misc]
