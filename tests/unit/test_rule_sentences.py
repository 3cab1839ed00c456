"""The rules' marked sentences (rules/errors.py ``N_``): English text as before, the
template and values kept for a face, said in Nepali where a face shows them."""

from __future__ import annotations

import copy
import json
import pickle

from scorekeeper.present.form_words import form_said
from scorekeeper.present.language import Choice, refusal, restore, use
from scorekeeper.rules.ending import SessionOver, ending
from scorekeeper.rules.errors import HAND, N_, RuleError, Said

NEPALI = Choice(lang="ne", digits="deva")


def test_a_sentence_is_its_english_text_and_keeps_what_made_it() -> None:
    said = N_("{player} needs {hand} (every loser gives their cards)", player="Bina", hand=HAND)
    assert said == "Bina needs --hand P (every loser gives their cards)"
    assert isinstance(said, Said) and said.values["hand"] is HAND
    assert json.dumps({"why": said}) == json.dumps({"why": str(said)})
    for again in (copy.deepcopy(said), pickle.loads(pickle.dumps(said))):
        assert again == said and again.template == said.template


def test_a_refusal_in_nepali_names_the_option_each_face_its_way() -> None:
    error = RuleError("hand", N_("{player} needs {hand} (every loser gives their cards)",
                                 player="Bina\x1b", hand=HAND))  # fmt: skip
    assert error.message == "Bina\\x1b needs --hand P (every loser gives their cards)"
    token = use(NEPALI)
    try:
        assert refusal(error) == "Bina\\x1b लाई --hand P चाहिन्छ (हरेक हार्नेले आफ्ना पत्ती दिन्छ)"
        assert form_said(error, ()) == (
            "हात: Bina\\x1b लाई हात को अङ्क चाहिन्छ (हरेक हार्नेले आफ्ना पत्ती दिन्छ)"
        )
    finally:
        restore(token)
    assert refusal(error) == error.message  # English again once the choice is put back


def test_an_ending_is_said_where_a_face_formats_it() -> None:
    end = ending({"target": 20}, ("Asha", "Bina"), False, [(1, {"Asha": 25, "Bina": -25})])
    assert f"{end.headline()} ({end.why})" == (
        "Over — Asha wins with 25 (Asha reached the target of 20 in game 1)"
    )
    over = SessionOver("fri", end, 20)
    token = use(NEPALI)
    try:
        assert f"{end.headline()} ({end.why})" == (
            "सकियो — Asha २५ अङ्कसहित जिते (बाजी १ मा Asha २० को लक्ष्यमा पुगे)"
        )  # a headline's numbers in the reader's digits
        assert refusal(over).startswith("fri सकियो: बाजी 1 मा Asha 20 को लक्ष्यमा पुगे")
    finally:
        restore(token)
