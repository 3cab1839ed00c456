"""Free text and names: what may be stored (rules/text.py, rules/table.py) and how it is shown."""

from __future__ import annotations

import unicodedata

import pytest

from scorekeeper.rules import RuleError, check_player_name, check_seat_names
from scorekeeper.rules.escapes import shown
from scorekeeper.rules.text import check_text, key_spellings, name_key, nfc, same_name

E_ONE = "\u00e9"  # é as one character (NFC)
E_TWO = "e\u0301"  # é as e + combining acute (NFD)
BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"]
CONTROLS = ["\x00", "\x07", "\x1b", "\x7f", "\x9b", "\x85"]  # NUL, BEL, ESC, DEL, CSI, NEL


@pytest.mark.parametrize("bad", [*CONTROLS, *BIDI])
def test_a_reason_with_a_control_or_a_direction_override_is_refused(bad: str) -> None:
    with pytest.raises(RuleError) as caught:
        check_text(f"wrong{bad}hand", "reason", required=True)
    assert caught.value.field == "reason"
    assert bad not in caught.value.message  # the refusal names it escaped
    assert f"\\x{ord(bad):02x}" in caught.value.message or f"\\u{ord(bad):04x}" in (
        caught.value.message
    )


def test_a_reason_keeps_its_words_folded_in_nfc() -> None:
    assert check_text(f"  caf{E_TWO}\tlost\n ", "reason", required=True) == f"caf{E_ONE} lost"
    assert check_text("   ", "note", required=False) is None
    with pytest.raises(RuleError, match="a reason is required"):
        check_text(" ", "reason", required=True)


def test_joiners_stay_in_text_that_needs_them() -> None:
    word = "क्\u200dष"  # Devanagari written with a zero-width joiner
    assert check_text(word, "note", required=False) == word
    assert check_player_name(word) == word


@pytest.mark.parametrize("bad", ["\x1b", "\x9b", *BIDI])
def test_a_player_name_with_escape_or_bidi_control_is_refused(bad: str) -> None:
    assert not bad.isprintable()  # why the name check refuses them: Cc and Cf
    assert unicodedata.category(bad) in ("Cc", "Cf")
    with pytest.raises(RuleError) as caught:
        check_player_name(f"As{bad}ha")
    assert caught.value.field == "players"
    assert "control characters" in caught.value.message
    assert bad not in caught.value.message
    with pytest.raises(RuleError):
        check_seat_names(["Bina", f"{bad}[2JAsha"])


def test_names_are_stored_in_nfc_and_two_spellings_are_one_name() -> None:
    assert check_player_name(f"Ren{E_TWO}") == f"Ren{E_ONE}"
    assert check_seat_names([f"Ren{E_TWO}", "Bina"]) == (f"Ren{E_ONE}", "Bina")
    with pytest.raises(RuleError, match="are the same name"):
        check_seat_names([E_ONE, E_TWO])
    with pytest.raises(RuleError, match="are the same name"):
        check_seat_names([f"REN{E_ONE.upper()}", f"ren{E_TWO}"])


def test_a_name_key_is_one_spelling_and_finds_older_keys() -> None:
    assert name_key(f" Ren{E_TWO} ") == name_key(f"REN{E_ONE.upper()}") == f"ren{E_ONE}"
    assert same_name(f"Caf{E_TWO}  Royal", f"CAF{E_ONE.upper()} royal")
    assert not same_name("Asha", "Asha2")
    # a file written before normalising stored the casefold of the name as typed, maybe NFD
    spellings = key_spellings(f"Ren{E_ONE}")
    assert spellings[0] == f"ren{E_ONE}"
    assert f"ren{E_TWO}" in spellings
    assert key_spellings(f"Ren{E_TWO}")[0] == f"ren{E_TWO}"  # as typed first
    assert key_spellings("Asha") == ("asha",)


def test_nfc_joins_a_letter_and_its_accent() -> None:
    assert nfc(E_TWO) == E_ONE
    assert nfc("Asha") == "Asha"


def test_shown_escapes_what_could_steer_a_terminal_and_nothing_else() -> None:
    assert shown("Asha — नमस्ते 🂡") == "Asha — नमस्ते 🂡"
    assert shown("a\x1b[2Jb") == "a\\x1b[2Jb"
    assert shown("\x1b]0;pwned\x07") == "\\x1b]0;pwned\\x07"
    assert shown("left\u202eright") == "left\\u202eright"
    assert shown("C1\x9bcsi") == "C1\\x9bcsi"
    assert shown("two\nlines") == "two\\x0alines"
    assert shown("cell\twith\nbreak\x1b", keep="\t\n") == "cell\twith\nbreak\\x1b"
    assert shown(shown("a\x1bb")) == shown("a\x1bb")  # escaping twice changes nothing


def test_a_refusal_that_quotes_stored_text_is_escaped() -> None:
    error = RuleError("SESSION", "no session 'x'; sessions: Ev\x1b]0;pwned\x07, Fri\u202eday")
    assert error.message == "no session 'x'; sessions: Ev\\x1b]0;pwned\\x07, Fri\\u202eday"
    assert "\x1b" not in str(error) and "\u202e" not in str(error)


def test_json_escaped_writes_terminal_steering_characters_as_escapes() -> None:
    import json

    from scorekeeper.rules.text import json_escaped

    data = {"name": "Asha\u202e\x7f\x9b[2J\x1b", "note": "नमस्ते\u200d é\n"}
    document = json_escaped(json.dumps(data, ensure_ascii=False, indent=2))
    assert document.startswith('{\n  "name"')  # the layout stays
    assert "\u202e" not in document and "\x7f" not in document and "\x9b" not in document
    assert "\\u202e" in document and "\\u007f" in document and "\\u009b" in document
    assert "नमस्ते\u200d é" in document  # letters and joiners stay as they are
    assert json.loads(document) == data
