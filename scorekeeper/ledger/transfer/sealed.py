"""An export's digests worked out again from its content, before anything is written.

Each revision of the file is digested as the ledger digests what it stores
(``store/digests.py``): the same text, chained in the order the changes were made. A
digest the file gives must be that one, or the file was changed after it was exported
(a score edited by hand, a game left out): the import is refused, naming the first
revision that differs. A file without digests (hand-made, another program's) gets the
ones worked out here, so the same session has the same fingerprint after a round trip.
"""

from __future__ import annotations

from collections.abc import Mapping
from json.encoder import encode_basestring
from json.encoder import encode_basestring_ascii as _ascii
from typing import TYPE_CHECKING

from scorekeeper.ledger.transfer.replay import refuse
from scorekeeper.rules.errors import N_
from scorekeeper.store.digests import chained

if TYPE_CHECKING:
    from scorekeeper.ledger.transfer.schema import Document, Revision

# One revision's text, as ``store.digests.canonical`` writes it with json's encoder (keys
# sorted, no spaces, UTF-8 as it is): formatted here directly, for building a dict and
# a Line per line and encoding them cost most of an import's digests. The same text to
# the byte (tests/unit/test_import_texts.py compares the two).
_REVISION = (
    '{{"action":{},"at":{},"dealer":{},"dealt":{},"flags":[{}],"game":{},"lines":[{}],'
    '"reason":{},"revision":{},"voided":{},"winner":{}}}'
)
_JSON = {True: "true", False: "false", None: "null"}
# _values's: the digest's text and the stored text of each set of values, by the values'
# repr; cleared when it grows past:
_SEEN: dict[str, tuple[str, str]] = {}
SEEN_MOST = 10_000


def digests(doc: Document) -> tuple[str, ...]:
    """Each revision's digest, in the order the changes were made (``seq``, as the replay
    has checked it); refuses a file whose own ones differ. What the replay lets through (a
    reason reworded, a time moved, an entry changed with its scores worked out again) a
    digest still tells."""
    return digests_and_values(doc)[0]


def digests_and_values(doc: Document) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``digests``, and each line's values as the ledger stores them (``values_json``),
    line by line in the same order: each set read once for both (``write_games.py``)."""
    seat = {name: position for position, name in enumerate(doc.session.seats)}
    made = sorted(  # each seq once (the replay checked): sorted by it alone
        (revision.seq, index, position, game.number, revision)
        for index, game in enumerate(doc.games)
        for position, revision in enumerate(game.revisions)
    )
    found: list[str] = []
    stored: list[str] = []
    previous: str | None = None
    for _, index, position, game, revision in made:
        previous = chained(previous, _text(seat, game, revision, stored))
        if revision.digest is not None and revision.digest != previous:
            said = N_(
                "does not match game {game} revision {revision} as the file holds it: the "
                "file was changed after it was exported",
                game=game,
                revision=revision.revision,
            )
            raise refuse(f"games[{index}].revisions[{position}].digest", said)
        found.append(previous)
    return tuple(found), tuple(stored)


def _text(
    seat: dict[str, int], game: int, revision: Revision, stored: list[str] | None = None
) -> str:
    """``canonical(...)`` of the revision, its lines in seat order as the file holds them.
    Its numbers are ints (the schema takes no other), which format as json writes them.
    ``stored`` is given each line's values as the ledger stores them."""
    # One pass over the lines, the values' texts looked up inline: half a million lines a
    # season, where a call and a generator's step per line cost more than the line's text.
    parts = []
    for position, line in enumerate(revision.lines):
        values = line.values
        texts = _SEEN.get(repr(values)) or _values(values)
        if stored is not None:
            stored.append(texts[1])
        outcome = line.outcome
        parts.append(
            f'{{"active":{_JSON[line.active]},'
            f'"outcome":{"null" if outcome is None else encode_basestring(outcome)},'
            f'"part_a":{line.part_a},"part_b":{line.part_b},"player":{position},'
            f'"score":{line.score},"values":{{{texts[0]}}}}}'
        )
    lines, flags = ",".join(parts), revision.flags
    return _REVISION.format(
        encode_basestring(revision.action), encode_basestring(revision.at),
        _number_or_null(seat.get(revision.dealer)), _JSON[revision.dealt],
        ",".join(map(encode_basestring, sorted(flags))) if flags else "", game, lines,
        _text_or_null(revision.reason), revision.revision, _JSON[revision.voided],
        _number_or_null(seat.get(revision.winner or "")),
    )  # fmt: skip


def _text_or_null(text: str | None) -> str:
    return "null" if text is None else encode_basestring(text)


def _number_or_null(number: int | None) -> str:
    return "null" if number is None else int.__repr__(number)


def _values(values: Mapping[str, int | bool]) -> tuple[str, str]:
    """A line's values inside their braces as digested, and as stored (``values_text``),
    each distinct set formatted once: a season's lines repeat the same few counts.
    ``repr`` tells every set apart (``True`` from ``1``)."""
    key = repr(values)
    found = _SEEN.get(key)
    if found is None:
        if len(_SEEN) >= SEEN_MOST:
            _SEEN.clear()
        digested = ",".join(
            f"{encode_basestring(name)}:{_entry(values[name])}" for name in sorted(values)
        )
        found = _SEEN[key] = (digested, values_text(values))
    return found


def _entry(value: int | bool) -> str:
    """An entry's value as json writes it: true/false for a flag, else the number."""
    return _JSON[value] if type(value) is bool else int.__repr__(value)


def values_text(values: Mapping[str, int | bool]) -> str:
    """``json.dumps(values, sort_keys=True)`` written directly, for json's encoder costs
    more per call than these few keys."""
    return "{" + ", ".join(
        f"{_ascii(name)}: {_JSON[value] if type(value) is bool else int.__repr__(value)}"
        for name, value in sorted(values.items())
    ) + "}"  # fmt: skip
