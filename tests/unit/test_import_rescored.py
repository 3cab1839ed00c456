"""An imported file's scores are the rules' own: a file without digests (nothing else
could tell) whose stored score was edited is refused at that line, in one sentence.

The benchmark's generated export (benchmarks/bench_data.py) carries no digests, as a
hand-made file or another program's would not: only scoring every entry again catches
the edit.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from types import MappingProxyType

import pytest
from bench_loader import bench_data

from scorekeeper.ledger import catalog
from scorekeeper.ledger.transfer.document import check_import
from scorekeeper.rules import Entry, Hand, RuleError

BENCH = bench_data()
WRONG = "the stored scores do not match the entry under the session's rules"


def test_a_file_without_digests_imports() -> None:
    data = BENCH.document(30)
    assert all("digest" not in each for game in data["games"] for each in game["revisions"])
    assert len(check_import(data).digests) == 30


@pytest.mark.parametrize("key", ["part_a", "part_b", "score"])
def test_an_edited_score_is_refused_naming_its_line(key: str) -> None:
    data = BENCH.document(30)
    line = data["games"][21]["revisions"][0]["lines"][2]
    line[key] += 1
    with pytest.raises(RuleError) as refused:
        check_import(data)
    assert refused.value.message == f"games[21].revisions[0].lines[2]: {WRONG}"


def test_the_replays_hands_are_the_rules_own() -> None:
    """The replay builds its hands and entries without a frozen dataclass's ``__init__``
    (``Hand.owning``, ``Entry.of``): the same values, read-only, scored the same."""
    rules = catalog.preset("marriage-rummy").rules()
    given = [("Asha", "winner", {"honors": 2}), ("Bina", "hand", {"points": 9, "marriages": 1})]
    built = [Hand(*each) for each in given]
    owned = [Hand.owning(*each) for each in given]
    assert owned == built and [vars(hand) for hand in owned] == [vars(hand) for hand in built]
    assert all(type(hand.values) is MappingProxyType for hand in owned)
    with pytest.raises(TypeError):
        owned[0].values["honors"] = 3  # type: ignore[index]
    with pytest.raises(FrozenInstanceError):
        owned[0].player = "Dev"  # type: ignore[misc]
    entry = Entry.of(tuple(owned), frozenset())
    assert entry == Entry(tuple(built)) and vars(entry) == vars(Entry(tuple(built)))
    assert rules.score(entry) == rules.score(Entry(tuple(built)))
