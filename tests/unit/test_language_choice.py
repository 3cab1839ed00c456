"""Which language, digits and calendar a run uses: the option, SCOREKEEPER_LANG, the
first locale variable set, English; and what ``_()`` then says."""

from __future__ import annotations

import pytest

from scorekeeper.present import language
from scorekeeper.present.language import Choice, _, ngettext
from scorekeeper.present.language_choice import BadChoice, choose, locale_language


@pytest.mark.parametrize(
    ("lang", "environ", "expected"),
    [
        (None, {}, "en"),
        ("ne", {}, "ne"),
        ("NE", {"SCOREKEEPER_LANG": "en"}, "ne"),  # the option first
        ("en", {"LANG": "ne_NP.UTF-8"}, "en"),
        (None, {"SCOREKEEPER_LANG": "ne", "LC_ALL": "en_GB.UTF-8"}, "ne"),
        (None, {"LC_ALL": "ne_NP.UTF-8", "LANG": "en_US.UTF-8"}, "ne"),
        (None, {"LC_ALL": "", "LC_MESSAGES": "ne_NP", "LANG": "en_US.UTF-8"}, "ne"),
        (None, {"LC_MESSAGES": "en_US.UTF-8", "LANG": "ne_NP.UTF-8"}, "en"),  # first set wins
        (None, {"LANG": "ne"}, "ne"),
        (None, {"LANG": "ne_IN.utf8@devanagari"}, "ne"),
        (None, {"LANG": "C.UTF-8"}, "en"),
        (None, {"LANG": "new_NP"}, "en"),  # Newari is not Nepali
        (None, {"LANG": "fr_FR.UTF-8"}, "en"),
    ],
)
def test_language_from_option_then_environment(
    lang: str | None, environ: dict[str, str], expected: str
) -> None:
    assert choose(lang, None, None, environ).lang == expected


def test_digits_follow_the_language_unless_given() -> None:
    assert choose("ne", None, None, {}) == Choice("ne", "deva", "gregorian")
    assert choose("en", None, None, {}) == Choice("en", "latin", "gregorian")
    assert choose("ne", "latin", "bs", {}) == Choice("ne", "latin", "bs")
    assert choose(None, "deva", None, {"LANG": "en_US"}) == Choice("en", "deva", "gregorian")


@pytest.mark.parametrize(
    ("args", "environ", "message"),
    [
        (("fr", None, None), {}, "--lang: must be en or ne, got 'fr'"),
        ((None, "arabic", None), {}, "--digits: must be latin or deva, got 'arabic'"),
        ((None, None, "julian"), {}, "--calendar: must be gregorian or bs, got 'julian'"),
        ((None, None, None), {"SCOREKEEPER_LANG": "np"}, "SCOREKEEPER_LANG: must be en or ne"),
    ],
)
def test_bad_values_name_where_they_came_from(
    args: tuple, environ: dict[str, str], message: str
) -> None:
    with pytest.raises(BadChoice) as refused:
        choose(*args, environ)
    assert str(refused.value).startswith(message)


def test_a_bad_locale_variable_is_english_not_a_refusal() -> None:
    # LANG is the machine's, not typed for this program: never a reason to refuse a run
    assert locale_language({"LANG": "!!"}) == "en"


def test_underscore_says_the_chosen_language_and_restores() -> None:
    assert _("Nobody owes anything.") == "Nobody owes anything."
    token = language.use(Choice("ne", "deva", "gregorian"))
    try:
        assert _("Nobody owes anything.") == "कसैले कसैलाई केही तिर्नु छैन।"
        assert ngettext("{count} game", "{count} games", 3) == "{count} बाजी"
        assert _("not in the catalogue") == "not in the catalogue"
    finally:
        language.restore(token)
    assert language.current() == language.ENGLISH
    assert ngettext("{count} game", "{count} games", 1) == "{count} game"
