"""A preset's own words as every face shows them: its title and summary, and each
parameter's label, help and choices, in the reader's language.

The words are written in English in the preset's file (data/presets/*.toml) and reach the
catalogue through babel.cfg's extractor for those files (``scorekeeper/locale/
toml_words.py``), not through ``N_``. A preset of one's own, whose words the catalogue
does not hold, reads as written. A choice is translated only where it is shown: what a
person types (``clockwise``), JSON and a session's stored rules keep the value itself.
"""

from __future__ import annotations

from scorekeeper.present.language import _
from scorekeeper.rules import Preset
from scorekeeper.rules.params import ParamSpec


def said(text: str) -> str:
    """``text`` in the reader's language; empty stays empty (gettext would give the
    catalogue's header for it)."""
    return _(text) if text else text


def title(preset: Preset) -> str:
    return said(preset.title)


def summary(preset: Preset) -> str:
    return said(preset.summary)


def label(spec: ParamSpec) -> str:
    return said(spec.label)


def help(spec: ParamSpec) -> str:
    return said(spec.help)


def choice(value: str) -> str:
    """A choice as a form lists it; the value posted or typed stays ``value``."""
    return said(value)


def value(spec: ParamSpec, given: object) -> str:
    """A parameter's value as a page or a sheet shows it: a choice in the reader's words,
    anything else as ``spec.show`` gives it (numbers and names as they are)."""
    shown = spec.show(given)  # type: ignore[arg-type]
    return choice(shown) if spec.kind == "choice" else shown
