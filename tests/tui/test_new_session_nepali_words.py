"""The new-session form wholly in Nepali: its own sentences, placeholders, prompts and
refusals, not only the presets' words; every limit, default and number in the reader's
Devanagari digits, while a box still reads either digits. The English form reads as it
always did."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Input, Label, OptionList, Select
from tui_harness import settle, told

from scorekeeper.ledger import Ledger, catalog
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.session import SessionScreen

PRESETS = ("marriage-rummy", "nepali", "pool")
# What stays as typed in every language: the presets' keys, a key's name, the example
# name in the placeholder, the cards' letters (A K Q J).
KEPT = {*catalog.preset_names(), "enter", "Asha"}
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z-]+")


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # never the real one


@pytest.fixture
def nepali(config: None) -> Iterator[None]:
    token = use(Choice("ne", "deva", "gregorian"))
    yield
    restore(token)


def shown(app: ScorekeeperApp) -> list[str]:
    """Everything the form shows but what a person typed: labels, placeholders, prompts,
    list entries and tooltips."""
    screen = app.screen
    texts = [str(label.render()) for label in screen.query(Label)]
    for box in screen.query(Input):
        texts += [str(box.placeholder), str(box.tooltip or "")]
        if not box.has_class("names"):  # a names box holds names as typed
            texts.append(box.value)
    for select in screen.query(Select):
        if select.is_blank():  # its prompt is shown only then
            texts.append(str(select.prompt))
        texts += [str(option.prompt) for option in select.query_one(OptionList).options]
    return [text for text in texts if text]


def english_words(texts: list[str]) -> list[str]:
    return [word for text in texts for word in LATIN_WORD.findall(text) if word not in KEPT]


async def choose(pilot, preset: str) -> None:
    pilot.app.screen.query_one("#preset", Select).value = preset
    await settle(pilot)


async def test_every_word_and_digit_of_the_form_is_nepali(ledger: Ledger, nepali: None) -> None:
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        for preset in PRESETS:
            await choose(pilot, preset)
            texts = shown(pilot.app)
            assert len(texts) > 20, texts  # the whole form was read
            assert english_words(texts) == [], (preset, english_words(texts))
            latin = [text for text in texts if re.search("[0-9]", text)]
            assert latin == [], (preset, latin)
        labels = [str(label.render()) for label in pilot.app.screen.query(".field-label")]
        assert "पुल (५०–१०००)" in labels and "प्रवेश शुल्क (जस्तै ५०० वा १२.५०)" in labels, labels
        assert pilot.app.screen.query_one("#param-pool", Input).value == "१०१"
        await choose(pilot, "marriage-rummy")
        title = str(pilot.app.screen.query_one("#seats-title", Label).render())
        assert title == "खेलाडीहरू, घडीको दिशामा सिटको क्रममा (marriage-rummy मा २–१० जना)"
        await pilot.press("ctrl+s")  # nothing typed: the name and the seats refused, in Nepali
        await settle(pilot)
        problems = [str(label.render()) for label in pilot.app.screen.query(".field-problem")]
        problems = [text for text in problems if text]
        assert len(problems) == 2 and english_words(problems) == [], problems
        assert "२–१० जना खेलाडी चाहिन्छ, ० जना दिइयो" in problems, problems


async def test_a_box_reads_either_digits_and_refuses_in_nepali(
    ledger: Ledger, nepali: None
) -> None:
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await pilot.press("n")
        await settle(pilot)
        decks = app.screen.query_one("#param-decks", Input)
        assert decks.value == "३"
        decks.value = "x"
        await settle(pilot)
        problem = str(app.screen.query_one("#problem-decks", Label).render())
        assert problem == "१–५ बीचको पूर्ण सङ्ख्या हुनुपर्छ, 'x' दिइयो", problem
        cards = app.screen.query_one("#param-cards", Input)
        decks.value, cards.value = "२", "13"  # Devanagari and Latin digits
        await settle(pilot)
        assert not app.screen.query_one("#problem-decks", Label).display
        app.screen.query_one("#name", Input).focus()
        await pilot.press(*"Tihar", "enter")
        for name in ("Asha", "Bina", "Chen"):
            await pilot.press(*name, "enter")
        seats = app.screen.query_one("#seats", OptionList).options
        assert [str(seat.prompt) for seat in seats] == ["१. Asha", "२. Bina", "३. Chen"]
        decks.value, cards.value = "१", "52"  # three hands of 52 from one deck: a warning
        await settle(pilot)
        warning = str(app.screen.query_one("#capacity", Label).render())
        assert warning.startswith("चेतावनी") and not LATIN_WORD.search(warning), warning
        assert not re.search("[0-9]", warning) and "१५८" in warning, warning
        await pilot.press("ctrl+s")  # a warning, not a refusal: saved, and said again
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
        assert [note for note in told(app) if note.startswith("पूरा टेबललाई बाँड्न पुग्दैन: ३ जना × ५२")]
    rules = ledger.session("Tihar").rules
    assert (rules["decks"], rules["cards"]) == (1, 52)


async def test_the_english_form_reads_as_before(ledger: Ledger, config: None) -> None:
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(pilot)
        screen = pilot.app.screen
        labels = [str(label.render()) for label in screen.query(".field-label")]
        assert "Decks (1–5)" in labels and "Unplayed factor (a fraction 0–1)" in labels, labels
        assert [text for text in labels if text.endswith("(; between)")], labels
        title = str(screen.query_one("#seats-title", Label).render())
        assert title == "Players, in their seats clockwise (2–10 for marriage-rummy)"
        about = str(screen.query_one("#preset-summary", Label).render()).splitlines()
        assert about[1:] == [
            "2–10 players · every game sums to 0 · the highest total wins",
            "Cards may be typed for points: A K Q J = 10, 2–10 face value, joker 0",
        ], about
        assert screen.query_one("#name", Input).placeholder == "e.g. Friday at Asha's"
        assert str(screen.query_one("#first-dealer", Select).prompt) == "first seat"
        assert screen.query_one("#param-decks", Input).value == "3"
        await choose(pilot, "pool")
        labels = [str(label.render()) for label in screen.query(".field-label")]
        assert "Entry fee (an amount such as 500 or 12.50)" in labels, labels
