"""The TUI's language, digits and calendar kept between launches, in the user's config dir.

Kept only when chosen in the settings dialog, and read only at a launch whose choice is
what the environment alone gives (``SCOREKEEPER_LANG``, the locale): ``--lang``,
``--digits`` or ``--calendar`` typed for this run, saying something else, win over what
was kept. (The CLI applies its options before the TUI starts, so a typed option that says
the same as the environment cannot be told apart from none; the kept choice is used then.)
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from scorekeeper.present.language import CALENDARS, DIGITS, LANGUAGES, Choice, current
from scorekeeper.present.language_choice import choose

FILE_NAME = "tui-language.json"


def kept_file() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir("scorekeeper", appauthor=False)) / FILE_NAME


def keep(choice: Choice) -> None:
    """Write ``choice`` for the next launch; a config dir that cannot be written is no
    reason to refuse the change for this run, so a failure is only returned quietly."""
    path = kept_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        kept = {"lang": choice.lang, "digits": choice.digits, "calendar": choice.calendar}
        path.write_text(json.dumps(kept), "utf-8")
    except OSError:
        return


def at_launch() -> Choice:
    """The choice to start with: the one this run was given, else the one kept."""
    given = current()
    if given != choose(None, None, None, os.environ):
        return given  # options typed on this command line
    try:
        kept = json.loads(kept_file().read_text("utf-8"))
        choice = Choice(kept["lang"], kept["digits"], kept["calendar"])
    except (OSError, ValueError, KeyError, TypeError):
        return given  # nothing kept yet, or a file edited by hand into nonsense
    fits = (choice.lang in LANGUAGES, choice.digits in DIGITS, choice.calendar in CALENDARS)
    return choice if all(fits) else given
