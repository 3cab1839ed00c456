"""Where the bundled data lives: preset TOML files and the demo session.

``data/`` sits at the repository root; an installed wheel carries it as the package
``scorekeeper.data`` (see pyproject.toml), a checkout or editable install reads it in
place.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from scorekeeper.rules import Preset, RuleError, preset_from_toml
from scorekeeper.rules.errors import N_

DEFAULT_PRESET = "marriage-rummy"


@cache
def data_dir() -> Path:
    package = Path(__file__).resolve().parents[1]  # scorekeeper/
    in_checkout = package.parent / "data"
    if (in_checkout / "presets").is_dir():
        return in_checkout
    return package / "data"  # installed: data/ travels as scorekeeper/data


@cache
def preset_names() -> tuple[str, ...]:
    names = sorted(path.stem for path in (data_dir() / "presets").glob("*.toml"))
    # The default first: it is what forms and help show first.
    return tuple(sorted(names, key=lambda name: name != DEFAULT_PRESET))


@cache
def preset(name: str) -> Preset:
    key = str(name).strip().lower()
    if key not in preset_names():
        raise RuleError(
            "preset",
            N_(
                "unknown preset {name!r}; allowed: {names}",
                name=name,
                names=", ".join(preset_names()),
            ),
        )
    return preset_from_toml((data_dir() / "presets" / f"{key}.toml").read_text("utf-8"))


@cache
def free_sum_presets() -> tuple[str, ...]:
    """The presets whose games need not sum to zero (each checks its own invariant)."""
    return tuple(name for name in preset_names() if not preset(name).zero_sum)


def demo_session_file() -> Path:
    return data_dir() / "demo-session.json"
