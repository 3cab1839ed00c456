"""The shared record form (``present.entry_form``) and its one builder, as plain data: what a
face holds becomes the entry the command line would make, and a mistake is refused in the
rules' own sentence, carrying the player whose row it is about."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import catalog
from scorekeeper.present import entry_build, entry_preview
from scorekeeper.present.entry_form import SIT_OUT, Form, Row, blank, from_game
from scorekeeper.present.form_words import form_said
from scorekeeper.rules import RuleError

SEATS = ["Asha", "Bina", "Chen", "Dev"]


def _rules(preset: str):
    return catalog.preset(preset).rules()


def _refusal(preset: str, form: Form, out: dict[str, str] | None = None) -> RuleError:
    rules = _rules(preset)
    with pytest.raises(RuleError) as caught:
        entry_build.build(rules, form, out)
    return caught.value


def _marriage(**changes: Row) -> Form:
    rows = {
        "Asha": Row("Asha", "winner", {"honors": "3"}),
        "Bina": Row("Bina", "hand", {"points": "23"}),
        "Chen": Row("Chen", "hand", {"points": "K Q 7"}),
        "Dev": Row("Dev", "surrender-first"),
    }
    rows.update(changes)
    return Form(list(rows.values()))


def test_the_form_scores_as_the_command_line_would() -> None:
    rules = _rules("marriage-rummy")
    entry = entry_build.build(rules, _marriage())
    cli = rules.entry_from_options(
        SEATS, "Asha", {"honors": {"Asha": "3"}, "hand": {"Bina": "23", "Chen": "K Q 7"},
                        "surrender": {"Dev": "first"}},
    )  # fmt: skip
    assert entry == cli
    shown = entry_preview.preview(rules, entry, None)
    assert {p: s.score for p, s in shown.scores.items()} == {
        "Asha": 140, "Bina": -58, "Chen": -66, "Dev": -16,
    }  # fmt: skip
    assert (shown.held, shown.check) == (True, "scores sum 0 ✓")


def test_no_winner_and_two_winners_one_sentence_each_about_no_row() -> None:
    none = _refusal("marriage-rummy", _marriage(Asha=Row("Asha", "hand", {"points": "5"})))
    assert form_said(none, ()) == "winner: who won? Exactly one player must be the winner"
    assert none.player is None
    two = _refusal("marriage-rummy", _marriage(Bina=Row("Bina", "winner")))
    assert two.message == "Asha, Bina cannot all win; exactly one player is the winner"


@pytest.mark.parametrize(
    ("row", "cell", "said"),
    [
        (Row("Bina", "hand"), "points",
         "hand: Bina needs hand points or a surrender status (every loser does)"),
        (Row("Bina", "hand", {"points": "23 apples"}), "points",
         "hand: Bina: must be points 0–10000 (23 or 10+10+3) or cards such as K Q 7 (A 2–10 J Q K, "
         "a suit is ignored, JK or * a joker), got '23 apples' ('23' is not a card)"),
        (Row("Bina", "hand", {"honors": "-2", "points": "5"}), "honors",
         "honors: Bina: must be a whole number 0–1000, got '-2'"),
        (Row("Bina", "surrender-later", {"points": "5"}), "status",
         "surrender: Bina has both hand points and a surrender status; give one"),
        (Row("Bina", SIT_OUT, {"points": "5"}), "points",
         "hand: Bina sits out this game; give no hand for them"),
        (Row("Bina", "dozing"), "status",
         "status: Bina's status must be one of winner, hand, surrender first, surrender later, "
         "sits out"),
    ],
)  # fmt: skip
def test_a_mistake_in_one_row_carries_its_player(row: Row, cell: str, said: str) -> None:
    form = _marriage(Bina=row)
    error = _refusal("marriage-rummy", form)
    assert error.player == "Bina"
    assert entry_build.bad_row(form, error) == 1
    assert entry_build.bad_cell(catalog.preset("marriage-rummy"), error) == cell
    assert form_said(error, ()) == said
    assert "--" not in form_said(error, ())  # a form never names a command's flag


def test_a_pool_out_player_put_back_is_refused_with_the_ledgers_sentence() -> None:
    form = Form([Row("Asha", "winner"), Row("Bina", "hand", {"points": "5"}), Row("Chen", "hand")])
    error = _refusal("pool", form, {"Chen": "Chen is out of the pool"})
    assert (error.field, error.player, error.message) == (
        "sit-out",
        "Chen",
        "Chen is out of the pool",
    )


def test_nepali_statuses_counts_and_a_game_value() -> None:
    rules = _rules("nepali")
    rows = [Row("Asha", "winner", {"maal": "7"}), Row("Bina", "unseen"), Row("Chen", "seen"),
            Row("Dev", "foul", {"maal": "2"})]  # fmt: skip
    entry = entry_build.build(rules, Form(rows, {"dublee"}, {"multiplier": "2"}))
    assert [hand.outcome for hand in entry.hands] == ["winner", "unseen", "seen", "foul"]
    assert entry.flags == {"dublee", "multiplier=2"}
    error = _refusal("nepali", Form(rows, values={"multiplier": "11"}))
    assert error.field == "multiplier" and error.player is None
    assert "the multiplier must be a whole number 1–10, got 11" in error.message


def test_tiles_jokers_in_their_own_cell_add_to_the_racks() -> None:
    rules = _rules("tiles")
    rows = [Row("Asha", "winner"), Row("Bina", "hand", {"points": "13 5 JK", "jokers": "1"})]
    (_, bina) = entry_build.build(rules, Form(rows)).hands
    assert (bina.int_value("points"), bina.int_value("jokers")) == (18, 2)
    bad = _refusal("tiles", Form([rows[0], Row("Bina", "hand", {"points": "3", "jokers": "x"})]))
    assert bad.player == "Bina" and bad.field == "jokers"


@pytest.mark.parametrize("field", ["points", "table"])
def test_table_hand_asks_about_a_lone_card_rank(field: str) -> None:
    """2–9 count 5 here: a lone 3 may be the card (5) or 3 points, so it is asked about."""
    rules = _rules("table-hand")
    typed = {"points": "10", field: "3"}
    error = _refusal("table-hand", Form([Row("Asha", "winner"), Row("Bina", "hand", typed)]))
    option = "hand" if field == "points" else "table"
    assert error.player == "Bina" and error.field == option
    assert entry_build.bad_cell(rules.preset, error) == field
    assert form_said(error, ()) == (
        f"{option}: Bina's {option}: a lone 3 is the card 3 (5 points here) or 3 points, "
        "which no cards make; type 3h for the card or 5 for its points"
    )
    for text, points in (("3h", 5), ("5", 5), ("10", 10), ("3 3", 10), ("0+3", 3)):
        form = Form([Row("Asha", "winner"), Row("Bina", "hand", {**typed, field: text})])
        (_, bina) = entry_build.build(rules, form).hands
        assert bina.int_value(field) == points


def test_blank_and_corrected_forms() -> None:
    preset = catalog.preset("marriage-rummy")
    form = blank(preset, SEATS, ["Dev"])
    assert [(row.player, row.status) for row in form.rows][2:] == [("Chen", "hand"), ("Dev", "out")]
    rules = preset.rules()
    entry = entry_build.build(rules, _marriage())

    class Line:
        def __init__(self, hand) -> None:
            self.player, self.outcome, self.values, self.active = (
                hand.player, hand.outcome, dict(hand.values), True,
            )  # fmt: skip

    again = from_game(preset, SEATS, [Line(hand) for hand in entry.hands], (), "Bina")
    assert again.dealer == "Bina" and entry_build.build(rules, again) == entry
