"""The TUI's choice kept between launches: used unless this run's options say otherwise."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.present.language import Choice, restore, use
from scorekeeper.tui.language_kept import at_launch, keep, kept_file


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    for name in ("SCOREKEEPER_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


def launched_with(given: Choice) -> Choice:
    token = use(given)
    try:
        return at_launch()
    finally:
        restore(token)


def test_nothing_kept_is_the_given_choice() -> None:
    assert launched_with(Choice()) == Choice()


def test_the_kept_choice_opens_the_next_launch(config_dir: Path) -> None:
    keep(Choice("ne", "latin", "bs"))
    assert kept_file().is_relative_to(config_dir)
    assert launched_with(Choice()) == Choice("ne", "latin", "bs")


def test_options_typed_for_this_run_win() -> None:
    keep(Choice("ne", "deva", "bs"))
    assert launched_with(Choice("en", "latin", "bs")) == Choice("en", "latin", "bs")


def test_a_file_edited_into_nonsense_is_ignored() -> None:
    kept_file().parent.mkdir(parents=True, exist_ok=True)
    kept_file().write_text('{"lang": "fr", "digits": "deva", "calendar": "bs"}', "utf-8")
    assert launched_with(Choice()) == Choice()
    kept_file().write_text("not json", "utf-8")
    assert launched_with(Choice()) == Choice()
