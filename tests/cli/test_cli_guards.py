"""The command line's guards for scripts sharing a session: --expect-game, --expect-revision.

When the guard holds the change is made as without it; when another scorer got there
first, nothing changes, one sentence says what changed, and the exit code is 3. Races
through the installed script in real processes, on the same file.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from cli_harness import ENTRY, Cli, run_script

BINA_WINS = ("--winner", "Bina", "--hand", "Asha=5", "--hand", "Chandra=2", "--hand", "Dev=3",
             "--hand", "Esha=4")  # fmt: skip


def test_expect_game_records_when_it_holds(played: Cli):
    done = played.ok("record", "Evening", *BINA_WINS, "--expect-game", "2", "--json")
    assert '"number": 2' in done.stdout


def test_expect_game_refuses_a_game_recorded_meanwhile(played: Cli):
    line = played.refuses("record", "Evening", *BINA_WINS, "--expect-game", "1", code=3)
    assert line == (
        "--expect-game: game 1 (Asha won) was recorded elsewhere since this entry was begun; "
        "it would now be game 2: nothing was recorded"
    )


def test_expect_revision_on_correct_and_void(played: Cli):
    played.ok(
        "correct", "Evening", "1", *BINA_WINS, "--reason", "Bina won", "--expect-revision", "1"
    )
    line = played.refuses(
        "correct", "Evening", "1", *ENTRY, "--reason", "no, Asha", "--expect-revision", "1", code=3
    )
    assert line == (
        "--expect-revision: game 1 was changed elsewhere since this form was opened "
        "(revision 1 → 2: correction); nothing was corrected"
    )
    line = played.refuses(
        "void", "Evening", "1", "--reason", "misdeal", "--expect-revision", "1", code=3
    )
    assert line.endswith("(revision 1 → 2: correction); nothing was voided")
    played.ok("void", "Evening", "1", "--reason", "misdeal", "--expect-revision", "2")
    assert played.json("games", "Evening")[0]["voided"] is True


def test_a_guard_that_is_not_a_number_is_bad_input(played: Cli):
    assert played.refuses("record", "Evening", *BINA_WINS, "--expect-game", "0") == (
        "--expect-game: must be a number from 1 up, got 0"
    )
    assert played.refuses("void", "Evening", "1", "--reason", "x", "--expect-revision", "one") == (
        "--expect-revision: must be a whole number from 1 up, got 'one'"
    )


def test_two_scripts_racing_for_game_2_store_it_once(played: Cli):
    """Both read "the next game is 2" and record at once: one wins, the other exits 3."""

    def record(winner: tuple[str, ...]):
        return run_script(played.db, "record", "Evening", *winner, "--expect-game", "2")

    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(record, [BINA_WINS, ENTRY]))
    assert sorted(done.returncode for done in results) == [0, 3], [r.stderr for r in results]
    loser = next(done for done in results if done.returncode == 3)
    assert b"was recorded elsewhere" in loser.stderr and b"Traceback" not in loser.stderr
    assert [game["number"] for game in played.json("games", "Evening")] == [1, 2]
