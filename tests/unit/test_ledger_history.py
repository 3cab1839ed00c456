"""Record, correct, void and undo keep every revision, and the totals stay a pure sum."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import Ledger
from scorekeeper.rules import RuleError

SEATS = ["Asha", "Bina", "Chandra", "Dev"]


def entry(ledger: Ledger, winner: str, points: int = 10, sit_out=(), **options):
    losers = [p for p in SEATS if p != winner and p not in sit_out]
    hands = {"hand": [f"{p}={points}" for p in losers], **options}
    return ledger.build_entry("Friday", winner, hands, sit_out)


def frozen(rows) -> list[tuple]:
    """History rows without the ``undone`` mark, the one field an undo may set later."""
    return [
        (r.game, r.revision, r.action, r.reason, r.at, r.dealer, r.winner, r.voided, r.lines)
        for r in rows
    ]


def recomputed_totals(ledger: Ledger) -> dict[str, int]:
    """From scratch: re-score each counted game's stored entry with the session's rules."""
    rules = ledger.session("Friday").rules
    totals = dict.fromkeys(SEATS, 0)
    for game in ledger.games("Friday"):
        rescored = {s.player: s.score for s in rules.score(game.entry)}
        assert rescored == {line.player: line.score for line in game.lines if line.active}
        assert all(line.score == 0 for line in game.lines if not line.active)
        if not game.voided:
            for player, score in rescored.items():
                totals[player] += score
    return totals


def check_consistent(ledger: Ledger) -> None:
    totals = ledger.totals("Friday")
    by_player = {p.name: p.total for p in totals.players}
    assert by_player == recomputed_totals(ledger)
    counted = [g for g in ledger.games("Friday") if not g.voided]
    assert by_player == {name: sum(g.scores[name] for g in counted) for name in SEATS}
    assert totals.games == len(counted)
    assert sum(by_player.values()) == 0


@pytest.fixture
def friday(ledger: Ledger) -> Ledger:
    ledger.new_session("Friday", SEATS)
    return ledger


def test_every_action_adds_exactly_one_revision_and_loses_none(friday: Ledger) -> None:
    actions = [
        lambda: friday.record("Friday", entry(friday, "Asha", 10)),
        lambda: friday.record("Friday", entry(friday, "Bina", 7, sit_out=["Dev"])),
        lambda: friday.record("Friday", entry(friday, "Chandra", 3)),
        lambda: friday.correct("Friday", 1, entry(friday, "Dev", 4), "wrong winner"),
        lambda: friday.void("Friday", 2, "misdeal"),
        lambda: friday.correct("Friday", 2, entry(friday, "Asha", 1), "redealt properly"),
        lambda: friday.undo("Friday"),
        lambda: friday.undo("Friday"),
        lambda: friday.undo("Friday"),
        lambda: friday.void("Friday", 3, "wrong table"),
    ]
    before = frozen(friday.history("Friday"))
    for action in actions:
        action()
        after = frozen(friday.history("Friday"))
        assert len(after) == len(before) + 1
        assert after[: len(before)] == before
        check_consistent(friday)
        before = after
    assert [g.number for g in friday.games("Friday")] == [1, 2, 3]
    assert [r.action for r in friday.history("Friday")] == [
        "record", "record", "record", "correct", "void", "correct", "undo", "undo", "undo", "void",
    ]  # fmt: skip


def test_old_scores_stay_readable_after_a_correction(friday: Ledger) -> None:
    first = friday.record("Friday", entry(friday, "Asha", 10))
    corrected = friday.correct("Friday", 1, entry(friday, "Bina", 5), "Bina declared")
    assert corrected.revision == 2 and corrected.action == "correct" and corrected.corrected
    old, new = friday.history("Friday", 1)
    assert old.scores == first.scores == {"Asha": 60, "Bina": -20, "Chandra": -20, "Dev": -20}
    assert new.scores == corrected.scores == {"Asha": -10, "Bina": 30, "Chandra": -10, "Dev": -10}
    assert (old.winner, new.winner, new.reason) == ("Asha", "Bina", "Bina declared")
    assert {p.name: p.total for p in friday.totals("Friday").players} == new.scores


def test_void_takes_a_game_out_and_correct_brings_it_back(friday: Ledger) -> None:
    friday.record("Friday", entry(friday, "Asha", 10))
    friday.record("Friday", entry(friday, "Bina", 10))
    voided = friday.void("Friday", 1, "misdeal")
    assert voided.voided and voided.dealt and voided.scores["Asha"] == 60
    assert friday.totals("Friday").games == 1
    assert {p.name: p.total for p in friday.totals("Friday").players}["Bina"] == 60
    back = friday.correct("Friday", 1, entry(friday, "Chandra", 1), "it was fine after all")
    assert not back.voided and back.revision == 3
    assert friday.totals("Friday").games == 2
    check_consistent(friday)


def test_undo_is_a_stack_of_record_correct_and_void(friday: Ledger) -> None:
    friday.record("Friday", entry(friday, "Asha", 10))
    friday.record("Friday", entry(friday, "Bina", 10))
    original = friday.game("Friday", 1).scores
    friday.correct("Friday", 1, entry(friday, "Dev", 2), "typo")
    friday.void("Friday", 2, "misdeal")

    game, undone = friday.undo("Friday")
    assert (game.number, undone, game.voided) == (2, "void", False)
    game, undone = friday.undo("Friday")
    assert (game.number, undone, game.scores) == (1, "correct", original)
    game, undone = friday.undo("Friday")
    assert (game.number, undone, game.voided, game.dealt) == (2, "record", True, False)
    game, undone = friday.undo("Friday")
    assert (game.number, undone, game.voided, game.dealt) == (1, "record", True, False)
    assert friday.totals("Friday").games == 0
    assert all(p.total == 0 for p in friday.totals("Friday").players)

    history = friday.history("Friday")
    assert [r.undone for r in history if r.action != "undo"] == [True] * 4
    assert [r.reason for r in history if r.action == "undo"] == [
        "undo void (revision 2)",
        "undo correct (revision 2)",
        "undo record (revision 1)",
        "undo record (revision 1)",
    ]
    with pytest.raises(RuleError) as caught:
        friday.undo("Friday")
    assert caught.value.field == "undo"
    assert "Friday" in caught.value.message


def test_an_undone_record_keeps_its_number_and_the_next_game_gets_a_new_one(friday: Ledger) -> None:
    friday.record("Friday", entry(friday, "Asha"))
    friday.record("Friday", entry(friday, "Bina"))
    friday.undo("Friday")
    assert friday.next_game("Friday").number == 3
    third = friday.record("Friday", entry(friday, "Chandra"))
    assert third.number == 3
    assert [(g.number, g.voided) for g in friday.games("Friday")] == [
        (1, False), (2, True), (3, False),
    ]  # fmt: skip
    assert len(friday.history("Friday", 2)) == 2
    with pytest.raises(RuleError) as caught:
        friday.void("Friday", 2, "again")
    assert caught.value.field == "GAME"
    check_consistent(friday)


def test_undo_of_a_correction_after_a_void_restores_the_void(friday: Ledger) -> None:
    friday.record("Friday", entry(friday, "Asha"))
    friday.void("Friday", 1, "misdeal")
    friday.correct("Friday", 1, entry(friday, "Bina"), "counted after all")
    assert not friday.game("Friday", 1).voided
    game, undone = friday.undo("Friday")
    assert undone == "correct" and game.voided and game.winner == "Asha"
    game, undone = friday.undo("Friday")
    assert undone == "void" and not game.voided
    check_consistent(friday)


def test_sessions_keep_their_own_games(friday: Ledger) -> None:
    friday.new_session("Saturday", ["Asha", "Esha"])
    friday.record("Friday", entry(friday, "Asha"))
    sat = friday.build_entry("saturday", "Esha", {"hand": ["Asha=3"]})
    assert friday.record("Saturday", sat).number == 1
    assert friday.undo("Saturday")[0].number == 1
    with pytest.raises(RuleError):
        friday.undo("Saturday")  # Friday's record is not Saturday's to undo
    assert not friday.game("Friday", 1).voided
