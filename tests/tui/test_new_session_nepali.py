"""The new-session form in Nepali: the presets' titles in its list, the preset's summary,
each rule's label and help, and a choice's values in Nepali; what is saved is the value
itself (``anticlockwise``), as the English form saves it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Label, OptionList
from tui_harness import settle

from scorekeeper.ledger import Ledger
from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.session import SessionScreen


@pytest.fixture
def nepali(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # never the real one
    token = use(Choice("ne", "deva", "gregorian"))
    yield
    restore(token)


def _texts(app: ScorekeeperApp, selector: str) -> list[str]:
    return [str(label.render()) for label in app.screen.query(selector)]


async def test_the_form_says_the_presets_words_in_nepali(ledger: Ledger, nepali: None) -> None:
    async with ScorekeeperApp(ledger).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        await pilot.press("n")
        await settle(pilot)
        labels = _texts(app, ".field-label")
        assert "गड्डी (१–५)" in labels and "खेलको दिशा" in labels, labels
        assert not [text for text in labels if "Decks" in text or "Direction" in text]
        helps = _texts(app, ".field-help")
        assert "सँगै फिटिने गड्डी" in helps, helps
        summary = str(app.screen.query_one("#preset-summary", Label).render())
        assert summary.startswith("अनर र म्यारिज (भाग क) र हातका अङ्क (भाग ख)"), summary
        presets = app.screen.query_one("#preset").query_one(OptionList).options
        assert "marriage-rummy — म्यारिज रमी" in [str(option.prompt) for option in presets]
        direction = app.screen.query_one("#param-direction")
        shown = [str(option.prompt) for option in direction.query_one(OptionList).options]
        assert shown == ["घडीको दिशामा", "घडीको उल्टो दिशामा"]
        direction.value = "anticlockwise"
        await pilot.press(*"Tihar", "enter")
        for name in ("Asha", "Bina", "Chen"):
            await pilot.press(*name, "enter")
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, SessionScreen)
    assert ledger.session("Tihar").rules["direction"] == "anticlockwise"  # the value, as typed
