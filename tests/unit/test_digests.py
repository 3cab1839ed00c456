"""The digest of a revision, to the digit: its canonical text, and the chain in a session.

The text and the chaining are fixed here by hand, so that any other program can
recompute a ledger's digests (and a change to them cannot slip in unseen).
"""

from __future__ import annotations

import hashlib

from scorekeeper.store.digests import SHOWN, Line, canonical, chained

# Game 1 of a four-seat evening: Bina (seat 1) declares; Asha deals (seat 0).
LINES = [
    Line(3, True, "hand", {"hand": 0}, 0, -10, -10),
    Line(0, True, "hand", {"hand": 12}, 0, -22, -22),
    Line(1, True, "winner", {"honors": 1}, 2, 40, 42),
    Line(2, False, None, {}, 0, -10, -10),
]
TEXT = (
    '{"action":"record","at":"2024-05-04T20:00:00+00:00","dealer":0,"dealt":true,'
    '"flags":[],"game":1,"lines":['
    '{"active":true,"outcome":"hand","part_a":0,"part_b":-22,"player":0,"score":-22,'
    '"values":{"hand":12}},'
    '{"active":true,"outcome":"winner","part_a":2,"part_b":40,"player":1,"score":42,'
    '"values":{"honors":1}},'
    '{"active":false,"outcome":null,"part_a":0,"part_b":-10,"player":2,"score":-10,'
    '"values":{}},'
    '{"active":true,"outcome":"hand","part_a":0,"part_b":-10,"player":3,"score":-10,'
    '"values":{"hand":0}}],'
    '"reason":null,"revision":1,"voided":false,"winner":1}'
)
FIRST = "264f0894202e2302bff471072a00c6c70d4755845abf332c9044994da0e7469f"


def first_text() -> str:
    return canonical(1, 1, "record", None, "2024-05-04T20:00:00+00:00", 0, 1, False, True,
                     [], LINES)  # fmt: skip


def test_the_canonical_text_is_sorted_compact_json_with_lines_in_seat_order() -> None:
    assert first_text() == TEXT


def test_the_first_revision_has_nothing_before_it() -> None:
    expected = hashlib.sha256(("\n" + TEXT).encode("utf-8")).hexdigest()
    assert chained(None, first_text()) == expected == FIRST


def test_each_digest_chains_on_the_one_before() -> None:
    text = canonical(1, 2, "void", "misdeal", "2024-05-04T20:05:00+00:00", 0, 1, True, True,
                     [], LINES)  # fmt: skip
    expected = hashlib.sha256(f"{FIRST}\n{text}".encode()).hexdigest()
    assert chained(FIRST, text) == expected
    assert chained(None, text) != expected  # the same content elsewhere in the chain differs


def test_names_and_text_outside_ascii_are_kept_as_they_are() -> None:
    text = canonical(2, 1, "correct", "Dév's hand", "2024-05-04T20:00:00+00:00", 3, 3,
                     False, True, ["foul"], LINES)  # fmt: skip
    assert '"reason":"Dév\'s hand"' in text and '"flags":["foul"]' in text


def test_a_fingerprint_is_shown_as_twelve_hex_digits() -> None:
    assert SHOWN == 12
