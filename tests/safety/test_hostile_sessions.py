"""Hostile input, generated, in the options of a session: new, rename, rules, money, and
export's --output (see hostile_harness.py for what every case must do)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
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
@given(key=st.sampled_from(["honor-value", "marriage-points", "hand-multiplier",
                            "surrender-first", "surrender-later", "decks", "cards"]),
       value=numbers)  # fmt: skip
@example(key="decks", value="1e9").via("a reported failure")
def test_numbers_in_session_rules(attempt: Attempt, key: str, value: str) -> None:
    option = [f"--{key}", value] if key in ("decks", "cards") else ["--rule", f"{key}={value}"]
    label = f"--{key}: " if key in ("decks", "cards") else f"--rule {key}: "
    if attempt(label, "new", "Second", "-p", "A", "-p", "B", *option):
        assert value not in MUST_REFUSE_NUMBER
        assert attempt.json("show", "Second")["rules"][key] == int(value)


@SETTINGS
@given(first=texts, second=texts, twin=st.sampled_from([None, "upper", "swapcase", "title"]))
@example(first="Asha", second="ASHA", twin=None).via("case twins")
@example(first="\u202eevil\u202c", second="مرحبا بكم", twin=None).via("right-to-left")
def test_player_names(attempt: Attempt, first: str, second: str, twin: str | None) -> None:
    if twin is not None:
        second = getattr(first, twin)()
    if not attempt("--player: ", "new", "Second", "-p", first, "-p", second):
        return
    seats = attempt.json("show", "Second")["seats"]
    known = {p.casefold(): p for p in PLAYERS}  # a name is one person across sessions
    assert seats == [known.get(fold(n).casefold(), fold(n)) for n in (first, second)]
    assert fold(first).casefold() != fold(second).casefold()
    assert all(0 < len(name) <= 40 and name.isprintable() for name in map(fold, seats))


@SETTINGS
@given(name=texts, command=st.sampled_from(["new", "rename"]))
@example(name="x" * 500, command="new").via("a reported failure")
@example(name="EVENING", command="new").via("a reported failure")
def test_session_names(attempt: Attempt, name: str, command: str) -> None:
    # After "--", so that a name like "-x" is data, not an option (Click's parsing).
    args = (
        ["new", "-p", "A", "-p", "B", "--", name]
        if command == "new"
        else ["rename", "--", "1", name]
    )
    if not attempt("NAME: ", *args):
        return
    names = [row["name"] for row in attempt.json("sessions")]
    assert fold(name) in names and fold(name) == attempt.json("show", fold(name))["session"]
    assert fold(name) and not fold(name).isdigit() and len(fold(name)) <= 60


def _new(*extra: str) -> list[str]:
    return ["new", "Second", "-p", "A", "-p", "B", *extra]


OTHER_OPTIONS = {
    "--preset": lambda v: _new("--preset", v),
    "--direction": lambda v: _new("--direction", v),
    "--first-dealer": lambda v: _new("--first-dealer", v),
    "--stake": lambda v: _new("--stake", v, "--currency", "NPR"),
    "--currency": lambda v: _new("--stake", "0.25", "--currency", v),
    "--rule unplayed-factor": lambda v: _new("--rule", f"unplayed-factor={v}"),
    "--surrender": lambda v: ["record", "Evening", "--winner", "Asha", "--hand", "Bina=1",
                              "--hand", "Chandra=2", "--hand", "Esha=4", "--surrender", f"Dev={v}"],
}  # fmt: skip


@SETTINGS
@given(option=st.sampled_from(list(OTHER_OPTIONS)), value=st.one_of(numbers, texts))
@example(option="--stake", value="NaN").via("a reported failure")
@example(option="--rule unplayed-factor", value="1/0").via("a zero denominator")
def test_choices_amounts_and_fractions(attempt: Attempt, option: str, value: str) -> None:
    if not attempt(f"{option}: ", *OTHER_OPTIONS[option](value)):
        return
    if option == "--surrender":
        assert value.strip().lower() in ("first", "later")
        return
    shown = attempt.json("show", "Second")
    if option == "--preset":
        assert shown["preset"] == value.strip().lower()
    elif option == "--direction":
        assert shown["rules"]["direction"] == value.strip().lower()
    elif option == "--first-dealer":
        assert shown["first_dealer"].casefold() == fold(value).casefold()
    elif option == "--stake":
        assert shown["stake"] == str(Decimal(value.strip())) and Decimal(value.strip()) > 0
    elif option == "--currency":
        assert shown["currency"] == value.strip().upper() and len(shown["currency"]) == 3
    else:
        assert 0 <= Fraction(shown["rules"]["unplayed-factor"]) <= 1


@pytest.mark.parametrize("target", ["", ".", "/"])
def test_export_to_a_folder_is_refused(attempt: Attempt, target: str) -> None:
    assert not attempt("--output: ", "export", "Evening", "-o", target)
