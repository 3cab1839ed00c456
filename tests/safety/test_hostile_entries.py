"""Hostile input, generated, in the options of a game: record, correct, void (see
hostile_harness.py for what every case must do)."""

from __future__ import annotations

from hostile_harness import (
    MUST_REFUSE_NUMBER,
    PLAYERS,
    SETTINGS,
    Attempt,
    fold,
    numbers,
    texts,
)
from hypothesis import example, given
from hypothesis import strategies as st


@SETTINGS
@given(option=st.sampled_from(["--honors", "--marriages", "--hand"]), value=numbers)
@example(option="--hand", value=str(2**63)).via("a reported failure")
@example(option="--honors", value="NaN").via("a reported failure")
def test_numbers_in_entry_options(attempt: Attempt, option: str, value: str) -> None:
    entry = ["--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Esha=4"]
    entry += [] if option == "--hand" else ["--hand", "Dev=3"]
    if not attempt(f"{option}: ", "record", "Evening", *entry, option, f"Dev={value}"):
        return
    assert value not in MUST_REFUSE_NUMBER
    dev = next(line for line in attempt.last_game().lines if line.player == "Dev")
    key = {"--honors": "honors", "--marriages": "marriages", "--hand": "points"}[option]
    stored = dev.values[key]
    parts = value.split("+") if option == "--hand" else [value]
    assert stored == sum(int(part) for part in parts)


def _finds(text: str, name: str | None) -> bool:
    """How the ledger resolves SESSION and GAME: a number (1 exists), or a session's name."""
    text = text.strip()
    by_number = text.isdecimal() and len(text) < 10 and int(text) == 1
    return by_number or (name is not None and text.casefold() == name)


@SETTINGS
@given(ref=st.one_of(numbers, texts), where=st.sampled_from(["SESSION", "GAME"]))
@example(ref=str(2**63), where="GAME").via("a reported failure")
def test_unknown_sessions_and_games(attempt: Attempt, ref: str, where: str) -> None:
    if where == "SESSION":
        accepted = attempt("SESSION: no session ", "totals", "--", ref)
        assert accepted == _finds(ref, "evening")
    else:
        accepted = attempt("GAME: no game ", "void", "--reason", "misdeal", "--", "Evening", ref)
        assert accepted == _finds(ref, None)
        if accepted:
            assert attempt.last_game().voided


@SETTINGS
@given(text=texts, option=st.sampled_from(["--reason", "--note"]))
@example(text="a\x00b", option="--note").via("a reported failure")
def test_free_text(attempt: Attempt, text: str, option: str) -> None:
    entry = ["--winner", "Asha", "--hand", "Bina=1", "--hand", "Chandra=2", "--hand", "Dev=3",
             "--hand", "Esha=4"]  # fmt: skip
    if option == "--reason":
        args = ["correct", "Evening", "1", *entry, "--reason", text]
    else:
        args = ["record", "Evening", *entry, "--note", text]
    if not attempt(f"{option}: ", *args):
        return
    assert "\x00" not in text and len(fold(text)) <= 500
    game = attempt.last_game()
    if option == "--note":
        assert game.note == (fold(text) or None)
    else:
        history = attempt.json("history", "Evening")
        assert history[-1]["reason"] == fold(text) != ""


@SETTINGS
@given(option=st.sampled_from(["--winner", "--sit-out", "--unplayed", "--dealer"]),
       name=st.one_of(texts, st.sampled_from(PLAYERS).map(str.upper)))  # fmt: skip
@example(option="--sit-out", name="Zed").via("an unknown player")
def test_names_in_entry_options(attempt: Attempt, option: str, name: str) -> None:
    entry = {"--winner": "Asha", "--hand": ["Bina=1", "Chandra=2", "Dev=3", "Esha=4"]}
    args = ["--winner", name if option == "--winner" else entry["--winner"]]
    args += [a for hand in entry["--hand"] for a in ("--hand", hand)]
    args += [option, name] if option != "--winner" else []
    seated = fold(name).casefold() in {p.casefold() for p in PLAYERS}
    accepted = attempt(f"{option}: " if not seated else "--", "record", "Evening", *args)
    assert seated or not accepted
