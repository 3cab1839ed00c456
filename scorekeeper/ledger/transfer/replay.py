"""An export's history replayed in order, as record, correct, void and undo made it.

The changes taken in the order they were made (``order.py`` holds their numbering to
it), each game begun by its record; every entry scored again under the session's rules
and the stored scores compared; each void and undo a
copy of the lines it must copy, with the dealer, voided and dealt it would have set;
every ``undone`` where an undo put it. What passes is a list of changes to write.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from scorekeeper.ledger.transfer.order import in_order
from scorekeeper.ledger.transfer.refusal import refuse
from scorekeeper.rules import Entry, Hand, PlayerScore, RuleError, RuleSet
from scorekeeper.rules.errors import N_

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.schema import Document, Revision

__all__ = ["Change", "History", "refuse"]  # refuse: checks.py and sealed.py take it from here


class Change(NamedTuple):
    """One revision to write, in the order it was made; names as the file's seats.

    A named tuple, not a frozen dataclass: a season makes 100,000 of them, and a frozen
    dataclass sets each field through ``object.__setattr__``, four calls a change."""

    game: int
    revision: Revision
    entry: Entry
    scores: tuple[PlayerScore, ...]


# A named tuple made without its __new__'s Python call: the same tuple, a change's worth.
_new = tuple.__new__


class _Made(NamedTuple):
    """A change on the undo stack: where it is, and the game's revision it replaced."""

    where: str
    number: int
    revision: Revision
    previous: Revision | None


class History:
    """The replay: each game's current revision, and the changes undo may still revert."""

    def __init__(self, doc: Document, rules: RuleSet) -> None:
        self.doc, self.rules, self.seats = doc, rules, doc.session.seats
        self.seat_list, self.named = list(self.seats), ", ".join(self.seats)
        self.current: dict[int, Revision] = {}
        self.stack: list[_Made] = []
        self.undone: set[str] = set()

    def replay(self) -> tuple[tuple[Change, ...], tuple[int, ...]]:
        changes = []
        for where, number, revision in in_order(self.doc):
            entry, scores = self._scored(where, revision)
            self._apply(where, number, revision)
            changes.append((where, _new(Change, (number, revision, entry, scores))))
        for where, change in changes:
            if change.revision.undone != (where in self.undone):
                raise refuse(
                    f"{where}.undone", N_("must be {value}", value=_json(where in self.undone))
                )
        totals = [0] * len(self.seats)
        for revision in self.current.values():
            for seat, line in enumerate(revision.lines):
                totals[seat] += 0 if revision.voided else line.score
        return tuple(change for _, change in changes), tuple(totals)

    def _scored(self, where: str, revision: Revision) -> tuple[Entry, tuple[PlayerScore, ...]]:
        """The entry its lines hold, scored again; the stored scores must be those."""
        lines = revision.lines
        if [line.player for line in lines] != self.seat_list:
            raise refuse(
                f"{where}.lines",
                N_("must be one line per seat, in seat order: {seats}", seats=self.named),
            )
        if revision.dealer not in self.seats:
            raise refuse(
                f"{where}.dealer", N_("must be one of the seats: {seats}", seats=self.named)
            )
        flags = revision.flags
        if flags and flags != sorted(set(flags)):
            raise refuse(f"{where}.flags", N_("must be listed once each, in order"))
        hands = []
        owning = Hand.owning  # the reading's own values dicts, never changed after
        for index, line in enumerate(lines):
            if line.active == (line.outcome is None):
                raise refuse(f"{where}.lines[{index}].outcome",
                             N_("an active player has one, a sit-out none"))  # fmt: skip
            if line.active:
                hands.append(owning(line.player, line.outcome, line.values))
            elif line.values or line.part_a or line.part_b or line.score:
                raise refuse(f"{where}.lines[{index}]",
                             N_("a player sitting out has no values and scores 0"))  # fmt: skip
        entry = Entry.of(tuple(hands), frozenset(flags))
        try:
            scores = self.rules.score(entry)
        except RuleError as error:
            raise refuse(f"{where}.lines", error.field, ": ", *error.parts) from None
        again = {item.player: (item.part_a, item.part_b, item.score) for item in scores}
        for index, line in enumerate(lines):
            if line.active and (line.part_a, line.part_b, line.score) != again[line.player]:
                raise refuse(
                    f"{where}.lines[{index}]",
                    N_("the stored scores do not match the entry under the session's rules"),
                )
        if revision.winner != entry.winner:
            said = N_("must be {winner}, who declared in the lines", winner=entry.winner)
            raise refuse(f"{where}.winner", said)
        return entry, scores

    def _apply(self, where: str, number: int, revision: Revision) -> None:
        """The revision as the change it names would have made it, at this point."""
        current = self.current.get(number)
        action = revision.action
        if current is None and action != "record":
            raise refuse(f"{where}.action", N_("must be record: a game begins with its record"))
        if current is not None and action == "record":
            said = N_(
                "must be correct, void or undo: game {number} is recorded already", number=number
            )
            raise refuse(f"{where}.action", said)
        if action in ("record", "correct"):
            if action == "record" and revision.reason is not None:
                raise refuse(
                    f"{where}.reason", N_("must be null: recording a game takes no reason")
                )
            if action == "correct" and revision.reason is None:
                raise refuse(f"{where}.reason", N_("a correction needs a reason"))
            _state(where, revision, revision.dealer, voided=False, dealt=True)
        elif action == "void":
            assert current is not None
            if current.voided:
                said = N_("game {number} is out of the totals already", number=number)
                raise refuse(f"{where}.action", said)
            if revision.reason is None:
                raise refuse(f"{where}.reason", N_("a void needs a reason"))
            _copied(where, revision, current)
            _state(where, revision, current.dealer, voided=True, dealt=current.dealt)
        else:
            self._undo(where, number, revision)
        if action != "undo":
            self.stack.append(_new(_Made, (where, number, revision, current)))
        self.current[number] = revision

    def _undo(self, where: str, number: int, revision: Revision) -> None:
        if not self.stack:
            raise refuse(f"{where}.action", N_("nothing is left to undo at this point"))
        made = self.stack.pop()
        target = made.revision
        if made.number != number:
            said = N_("undo reverts the last change left, which is {where}", where=made.where)
            raise refuse(where, said)
        reason = f"undo {target.action} (revision {target.revision})"
        if revision.reason != reason:
            raise refuse(
                f"{where}.reason", N_("must be {reason!r}, as undo writes it", reason=reason)
            )
        back = made.previous
        if back is None:  # the record undone: the game never happened
            _copied(where, revision, target)
            _state(where, revision, target.dealer, voided=True, dealt=False)
        else:
            _copied(where, revision, back)
            _state(where, revision, back.dealer, voided=back.voided, dealt=back.dealt)
        self.undone.add(made.where)


def _copied(where: str, revision: Revision, source: Revision) -> None:
    if (revision.lines, revision.flags, revision.winner) != (
        source.lines,
        source.flags,
        source.winner,
    ):
        said = N_("must be those of revision {revision}, unchanged", revision=source.revision)
        raise refuse(f"{where}.lines", said)


def _state(where: str, revision: Revision, dealer: str, voided: bool, dealt: bool) -> None:
    if revision.dealer == dealer and revision.voided == voided and revision.dealt == dealt:
        return  # as nearly every revision of a season: the three looked at once
    for key, value in (("dealer", dealer), ("voided", voided), ("dealt", dealt)):
        if getattr(revision, key) != value:
            shown = _json(value) if isinstance(value, bool) else repr(value)
            said = N_("must be {value} for a {action} here", value=shown, action=revision.action)
            raise refuse(f"{where}.{key}", said)


def _json(value: bool) -> str:
    return "true" if value else "false"
