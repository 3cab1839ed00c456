"""Every entry the rules refuse: the error names the field, and the player where there is one."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import catalog
from scorekeeper.rules import WINNER, Entry, Hand, RuleError

SEATS = ["Asha", "Bina", "Chandra"]


def marriage(**given):
    return catalog.preset("marriage-rummy").rules(given)


def nepali(**given):
    return catalog.preset("nepali").rules(given)


def refused(rules, entry: Entry) -> RuleError:
    with pytest.raises(RuleError) as caught:
        rules.score(entry)
    return caught.value


def refused_options(rules, winner: str, options: dict, active=SEATS) -> RuleError:
    """Typed options refused when the entry is built or, at the latest, scored."""
    with pytest.raises(RuleError) as caught:
        rules.score(rules.entry_from_options(active, winner, options))
    return caught.value


@pytest.mark.parametrize("rules", [marriage(), nepali()], ids=["marriage", "nepali"])
def test_no_winner(rules) -> None:
    loser = "hand" if rules.preset.name == "marriage-rummy" else "seen"
    error = refused(rules, Entry((Hand("Asha", loser), Hand("Bina", loser))))
    assert error.field == "winner"
    assert "who won?" in error.message


@pytest.mark.parametrize("rules", [marriage(), nepali()], ids=["marriage", "nepali"])
def test_two_winners(rules) -> None:
    entry = Entry((Hand("Asha", WINNER), Hand("Bina", WINNER), Hand("Chandra", WINNER)))
    error = refused(rules, entry)
    assert error.field == "winner"
    assert "Asha" in error.message and "Bina" in error.message


def test_a_loser_with_no_hand_outcome() -> None:
    error = refused_options(marriage(), "Asha", {"hand": {"Bina": "5"}})
    assert error.field == "hand"
    assert "Chandra" in error.message


@pytest.mark.parametrize(
    ("rules", "hand", "field"),
    [
        (marriage(), Hand("Bina", "hand", {"honors": -1}), "honors"),
        (marriage(), Hand("Bina", "hand", {"marriages": -2}), "marriages"),
        (marriage(), Hand("Bina", "hand", {"points": -3}), "points"),
        (marriage(), Hand("Bina", "hand", {"honors": 1001}), "honors"),
        (marriage(), Hand("Bina", "hand", {"marriages": 1001}), "marriages"),
        (marriage(), Hand("Bina", "hand", {"points": 10_001}), "points"),
        (marriage(), Hand("Bina", "hand", {"honors": True}), "honors"),
        (marriage(), Hand("Bina", "hand", {"honors": "2"}), "honors"),
        (marriage(), Hand("Bina", "hand", {"unplayed": 1}), "unplayed"),
        (nepali(), Hand("Bina", "seen", {"maal": -1}), "maal"),
        (nepali(), Hand("Bina", "seen", {"maal": 1001}), "maal"),
    ],
)
def test_negative_over_limit_and_mistyped_counts(rules, hand: Hand, field: str) -> None:
    error = refused(rules, Entry((Hand("Asha", WINNER), hand)))
    assert error.field == field
    assert "Bina" in error.message


@pytest.mark.parametrize(
    ("rules", "option", "value"),
    [
        (marriage(), "honors", "-1"),
        (marriage(), "honors", "1001"),
        (marriage(), "marriages", "-1"),
        (marriage(), "marriages", "2.5"),
        (marriage(), "hand", "-4"),
        (marriage(), "hand", "10001"),
        (nepali(), "maal", "-1"),
        (nepali(), "maal", "1001"),
        (nepali(), "maal", "1e3"),
    ],
)
def test_typed_counts_out_of_range(rules, option: str, value: str) -> None:
    options = {option: {"Bina": value}, "hand": {"Bina": "0", "Chandra": "0"}}
    if option == "hand":
        options["hand"] = {"Bina": value, "Chandra": "0"}
    if rules.preset.name == "nepali":
        options.pop("hand")
    error = refused_options(rules, "Asha", options)
    assert error.field == option
    assert "Bina" in error.message


@pytest.mark.parametrize("rules", [marriage(), nepali()], ids=["marriage", "nepali"])
def test_deck_capacity_says_how_many_decks_are_needed(rules) -> None:
    # 8 × 21 + 2 = 170 cards; three decks hold 156, four hold 208.
    names = [f"P{i}" for i in range(8)]
    loser = "hand" if rules.preset.name == "marriage-rummy" else "seen"
    hands = (Hand(names[0], WINNER), *(Hand(name, loser) for name in names[1:]))
    error = refused(rules, Entry(hands))
    assert error.field == "sit-out"
    assert "170" in error.message and "use 4 decks" in error.message
    assert rules.score(Entry(hands[:7]))  # seven players fit: 149 cards


def test_deck_capacity_follows_the_parameters() -> None:
    hands = tuple(Hand(f"P{i}", WINNER if i == 0 else "hand") for i in range(10))
    assert marriage(decks=5).score(Entry(hands))  # 212 ≤ 260
    error = refused(marriage(decks=4), Entry(hands))
    assert "use 5 decks" in error.message
    assert marriage(decks=4, cards=20).score(Entry(hands))  # 202 ≤ 208


def test_an_unplayed_winner() -> None:
    error = refused_options(
        marriage(), "Asha", {"hand": {"Bina": "1", "Chandra": "2"}, "unplayed": {"Asha"}}
    )
    assert error.field == "unplayed"
    assert "Asha" in error.message
    error = refused(
        marriage(), Entry((Hand("Asha", WINNER, {"unplayed": True}), Hand("B", "hand")))
    )
    assert error.field == "unplayed"
    assert "Asha" in error.message


def test_an_unplayed_surrender() -> None:
    entry = Entry((Hand("Asha", WINNER), Hand("Bina", "surrender-later", {"unplayed": True})))
    error = refused(marriage(), entry)
    assert error.field == "unplayed"
    assert "Bina" in error.message


@pytest.mark.parametrize(
    ("rules", "outcome"),
    [(marriage(), "seen"), (marriage(), ""), (nepali(), "hand"), (nepali(), "surrender-first")],
)
def test_unknown_outcomes(rules, outcome: str) -> None:
    error = refused(rules, Entry((Hand("Asha", WINNER), Hand("Bina", outcome))))
    assert error.field == "outcome"
    assert "Bina" in error.message


@pytest.mark.parametrize(
    ("winner", "options", "field", "named"),
    [
        ("Asha", {"hand": {"Bina": "1"}, "surrender": {"Bina": "first"}}, "surrender", "Bina"),
        (
            "Asha",
            {"hand": {"Bina": "1"}, "surrender": {"Chandra": "never"}},
            "surrender",
            "Chandra",
        ),
        ("Asha", {"hand": {"Asha": "1", "Bina": "1", "Chandra": "1"}}, "hand", "Asha"),
        ("Asha", {"hand": {"Bina": "1", "Chandra": "1", "Dev": "3"}}, "hand", "Dev"),
        ("Asha", {"hand": {"Bina": "1", "Chandra": "1"}, "honors": {"Dev": "1"}}, "honors", "Dev"),
    ],
)
def test_contradictory_options(winner: str, options: dict, field: str, named: str) -> None:
    error = refused_options(marriage(), winner, options)
    assert error.field == field
    assert named in error.message


@pytest.mark.parametrize(
    ("options", "field", "named"),
    [
        ({"unseen": {"Asha"}}, "unseen", "Asha"),
        ({"foul": {"Asha"}}, "foul", "Asha"),
        ({"unseen": {"Bina"}, "foul": {"Bina"}}, "foul", "Bina"),
        ({"maal": {"Dev": "3"}}, "maal", "Dev"),
    ],
)
def test_contradictory_nepali_options(options: dict, field: str, named: str) -> None:
    error = refused_options(nepali(), "Asha", options)
    assert error.field == field
    assert named in error.message


def test_shape_of_the_game() -> None:
    assert refused(marriage(), Entry((Hand("Asha", WINNER),))).field == "sit-out"
    twice = refused(nepali(), Entry((Hand("Asha", WINNER), Hand("asha", "seen"))))
    assert twice.field == "players"
    unknown = refused(marriage(), Entry((Hand("Asha", WINNER), Hand("Bina", "hand", {"x": 1}))))
    assert unknown.field == "entry" and "Bina" in unknown.message and "'x'" in unknown.message
    extra = refused(
        marriage(), Entry((Hand("Asha", WINNER), Hand("B", "surrender-first", {"points": 4})))
    )
    assert extra.field == "hand" and "B" in extra.message


@pytest.mark.parametrize("rules", [marriage(), nepali()], ids=["marriage", "nepali"])
def test_unknown_game_flags(rules) -> None:
    loser = "hand" if rules.preset.name == "marriage-rummy" else "seen"
    entry = Entry((Hand("Asha", WINNER), Hand("Bina", loser)), frozenset({"double-trouble"}))
    error = refused(rules, entry)
    assert error.field == "entry"
    assert "double-trouble" in error.message
