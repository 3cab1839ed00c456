"""A player's status on the record form, with the keys that belong to it.

On a status a letter picks the status (w winner, h hand, o sits out, the preset's own
such as f surrender first), space goes to the next one, and a digit says that seat won.
After ctrl+w (the form's "who won?") any letter names the winner by the first letter of
their name instead. The cell sets its own status; what involves other rows (a seat's
number, a name) it tells the form in a message, and the form answers. Keys arrive one at
a time (the app's key queue, type_ahead.py), so a key typed right behind ``w`` is read
once the row is already a winner's.
"""

from __future__ import annotations

from collections.abc import Sequence
from string import ascii_lowercase
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message

from scorekeeper.present.language import N_
from scorekeeper.tui.entry_form import SIT_OUT, label, loser_default, shortcuts, statuses
from scorekeeper.tui.widgets.cycle import Cycle

# Every preset's status letters (each preset uses some: pool's m drop mid, nepali's u
# unseen); the letters left over only name a winner after ctrl+w.
STATUS_LETTERS = "whflmsudo"
SET_STATUS = Binding.Group(N_("On a status: set it (o again: back in)"))
NAME_WINNER = Binding.Group(N_("After ctrl+w: the winner's name starts with this letter"))
SEAT_WON = Binding.Group(N_("On a status: that seat won (0: the tenth)"))


def _keys() -> list[BindingType]:
    letters = [*STATUS_LETTERS, *(c for c in ascii_lowercase if c not in STATUS_LETTERS)]
    keys: list[BindingType] = [Binding("space", "step(1)", N_("Next status"), show=False)]
    for letter in letters:
        group = SET_STATUS if letter in STATUS_LETTERS else NAME_WINNER
        shown = None if group is SET_STATUS else "a–z"  # help: one line for them all
        keys.append(Binding(letter, f"letter({letter!r})", group.description, show=False,
                            key_display=shown, group=group))  # fmt: skip
    # 0: the tenth seat; a Nepali keyboard types the same seat in Devanagari digits
    for seat, (digit, deva) in enumerate(zip("1234567890", "१२३४५६७८९०", strict=True)):
        keys.append(Binding(f"{digit},{deva}", f"seat({seat})", SEAT_WON.description,
                            show=False, group=SEAT_WON))  # fmt: skip
    return keys


class StatusCell(Cycle):
    """One row's status: space cycles, a letter picks, a digit names the seat that won."""

    BINDINGS: ClassVar[list[BindingType]] = _keys()

    class SeatWon(Message):
        """A seat's number typed on a status: that seat won."""

        def __init__(self, cell: StatusCell, seat: int) -> None:
            super().__init__()
            self.cell = cell
            self.seat = seat

    class WinnerNamed(Message):
        """After ctrl+w, a letter: the winner is the player whose name starts with it."""

        def __init__(self, cell: StatusCell, letter: str) -> None:
            super().__init__()
            self.cell = cell
            self.letter = letter

    def __init__(self, outcomes: Sequence[str], value: str, *, classes: str, tooltip: str) -> None:
        choices = [(status, label(status)) for status in statuses(outcomes)]
        super().__init__(choices, value, classes=classes, tooltip=tooltip)
        self.outcomes = tuple(outcomes)
        self.letters = {key: s for s, key in shortcuts(statuses(outcomes)).items()}
        self.naming = False  # set by the form after ctrl+w: the next letter names a winner

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A letter that is none of this preset's statuses goes on to the form (n: the
        next empty cell), unless it names the winner."""
        if action == "letter":
            return self.naming or parameters[0] in self.letters
        return True

    def action_letter(self, letter: str) -> None:
        if self.naming:
            self.post_message(self.WinnerNamed(self, letter))
            return
        value = self.letters[letter]
        if value == SIT_OUT and self.value == SIT_OUT:  # o again: back in the game
            value = loser_default(self.outcomes)
        self.value = value  # Cycle.Changed: the form applies it

    def action_seat(self, seat: int) -> None:
        self.post_message(self.SeatWon(self, seat))
