"""The whole-number path of a preset's scoring gives exactly what its Fraction path gives.

``marriage_rummy.score`` pays most hands in whole numbers and only an unplayed hand
through Fraction; ``score_exact`` pays every hand through Fraction, as the rules were
first written (and checked against the public calculators). Hypothesis draws the
preset's parameters across their limits and games of every outcome, half of them with
unplayed hands, and the two must agree on every number.
"""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import catalog
from scorekeeper.rules import WINNER, Entry, Hand, RuleError
from scorekeeper.rules import marriage_rummy as rummy

SEATS = [f"P{i}" for i in range(10)]
OUTCOMES = ["hand", "hand", "surrender-first", "surrender-later"]
# Strategies built once, not inside each example: Hypothesis caches only strategies made
# of hashable arguments, and one built from a list was made and sized up anew for every
# example, most of the examples' cost. The same strategies draw the same games.
TABLES = st.lists(st.sampled_from(SEATS), min_size=2, max_size=10, unique=True)
AN_OUTCOME = st.sampled_from(OUTCOMES)


@st.composite
def rules(draw) -> dict:
    denominator = draw(st.integers(1, 12))
    given_ = {
        "honor-value": draw(st.integers(0, 100)),
        "marriage-points": draw(st.integers(0, 1000)),
        "hand-multiplier": draw(st.integers(1, 10)),
        "surrender-first": draw(st.integers(0, 100)),
        "surrender-later": draw(st.integers(0, 100)),
        "unplayed-factor": f"{draw(st.integers(0, denominator))}/{denominator}",
        "decks": 5,
        "cards": 1,
    }
    return dict(catalog.preset("marriage-rummy").rules(given_).values)


@st.composite
def games(draw, unplayed: bool) -> Entry:
    active = draw(TABLES)
    winner = draw(st.sampled_from(active))
    hands = []
    for player in active:
        values: dict[str, int | bool] = {
            "honors": draw(st.integers(0, rummy.MAX_COUNT)),
            "marriages": draw(st.integers(0, rummy.MAX_COUNT)),
        }
        if player == winner:
            hands.append(Hand(player, WINNER, values))
            continue
        outcome = draw(AN_OUTCOME)
        if outcome == "hand":
            values["points"] = draw(st.integers(0, rummy.MAX_POINTS))
            if unplayed and draw(st.booleans()):
                values["unplayed"] = True
        hands.append(Hand(player, outcome, values))
    return Entry(tuple(hands))


@settings(max_examples=400, deadline=None)
@given(params=rules(), entry=st.booleans().flatmap(lambda u: games(u)))
def test_the_fast_path_scores_exactly_as_fractions_do(params: dict, entry: Entry) -> None:
    assert rummy.score(params, entry) == rummy.score_exact(params, entry)


@settings(max_examples=100, deadline=None)
@given(entry=games(unplayed=True))
def test_the_fast_path_agrees_under_the_default_rules(entry: Entry) -> None:
    params = catalog.preset("marriage-rummy").rules({"decks": 5, "cards": 1}).values
    assert rummy.score(params, entry) == rummy.score_exact(params, entry)


@settings(max_examples=100, deadline=None)
@given(params=rules(), entry=games(unplayed=True))
def test_both_paths_refuse_the_same_broken_entries(params: dict, entry: Entry) -> None:
    """A winner with hand points: the same refusal, whichever path scores it."""
    broken = Entry(
        tuple(
            Hand(h.player, h.outcome, {**h.values, "points": 3}) if h.outcome == WINNER else h
            for h in entry.hands
        )
    )
    refusals = []
    for scoring in (rummy.score, rummy.score_exact):
        with pytest.raises(RuleError) as caught:
            scoring(params, broken)
        refusals.append((caught.value.field, caught.value.message))
    assert refusals[0] == refusals[1]


def test_hands_without_a_fraction_never_reach_fraction_arithmetic(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Counted: whole-number hands pay without ``_loser_points``; an unplayed one uses it."""
    calls: list[str] = []
    real = rummy._loser_points

    def counting(hand: Hand, params: dict):
        calls.append(hand.player)
        return real(hand, params)

    monkeypatch.setattr(rummy, "_loser_points", counting)
    params = catalog.preset("marriage-rummy").rules().values
    plain = Entry(
        (
            Hand("A", "hand", {"honors": 2, "points": 12}),
            Hand("B", WINNER, {"marriages": 1}),
            Hand("C", "surrender-first", {}),
            Hand("D", "surrender-later", {"honors": 1}),
        )
    )
    # Dev surrenders late (5) rather than holding 10 unplayed (10 × 1/2): the same payment
    assert [s.score for s in rummy.score(params, plain)] == [-24, +86, -36, -26]
    assert calls == []
    unplayed = Entry((*plain.hands[:3], Hand("D", "hand", {"honors": 1, "points": 10,
                                                             "unplayed": True})))  # fmt: skip
    assert [s.score for s in rummy.score(params, unplayed)] == [-24, +86, -36, -26]
    assert calls == ["D"]


PRESETS = ["marriage-rummy", "nepali", "points", "pool", "basic", "table-hand", "tiles"]
ODD_VALUES = st.one_of(
    st.integers(-5, 12_000), st.booleans(), st.text(max_size=3), st.none(), st.floats(0, 5)
)


def _fitting(module, key: str) -> st.SearchStrategy:
    spec = next((s for s in module.HAND_FIELDS if s.key == key), None)
    if spec is None or spec.kind == "flag":
        return st.booleans()
    return st.integers(0, spec.maximum)


@functools.cache
def _hand_parts(preset: str) -> tuple[st.SearchStrategy, ...]:
    """A preset's strategies for ``any_hands``, built once (see TABLES)."""
    module = catalog.preset(preset).module
    keys = [spec.key for spec in module.HAND_FIELDS] + ["colour"]
    outcomes = [*module.OUTCOMES, "wandered off"]
    return (
        st.lists(st.sampled_from(SEATS), min_size=2, max_size=6, unique=True),
        st.lists(st.sampled_from(keys), unique=True, max_size=len(keys)),
        {key: _fitting(module, key) for key in keys},
        st.sampled_from(outcomes),
    )


@st.composite
def any_hands(draw, preset: str) -> Entry:
    """Hands with values right and wrong: known and unknown keys, any type, any size."""
    players, some_keys, fitting, an_outcome = _hand_parts(preset)
    hands = []
    for player in draw(players):
        chosen = draw(some_keys)
        values = {key: draw(ODD_VALUES if draw(st.booleans()) else fitting[key])
                  for key in chosen}  # fmt: skip
        hands.append(Hand(player, draw(an_outcome), values))
    return Entry(tuple(hands))


@pytest.mark.parametrize("preset", PRESETS)
def test_the_quick_look_at_hands_never_passes_what_the_full_check_refuses(preset: str) -> None:
    """``check_hands`` skips its field-by-field refusals when a quick look finds every
    value plainly valid: that look must never pass a hand the full check would refuse
    (whatever it refuses, the full check still says first, in its own order)."""
    from scorekeeper.rules import entry as entries

    module = catalog.preset(preset).module
    limits = entries._limits(module.HAND_FIELDS)

    @settings(max_examples=500, deadline=None)
    @given(entry=any_hands(preset))
    def check(entry: Entry) -> None:
        if entries._plainly_valid(entry, module.OUTCOMES, limits):
            entries._refuse_hands(entry, module.OUTCOMES, module.HAND_FIELDS)  # no refusal

    check()
