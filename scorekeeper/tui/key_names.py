"""Keys as a person reads them: ``right,full_stop`` is shown as ``→ / .``, ``ctrl+z`` as
``ctrl+z`` (not ``^z``).

Textual shows a binding of one key nicely (``^z``, ``←``) but a binding of several keys
as its raw names; help and the command palette show every key of a binding this way.
"""

from __future__ import annotations

from textual.app import App
from textual.binding import Binding


def key_names(app: App, binding: Binding) -> str:
    """Every key of ``binding``, each in the app's own display, separated by slashes."""
    if binding.key_display:
        return binding.key_display
    keys = [key.strip() for key in binding.key.split(",") if key.strip()]
    if len(keys) > 2 and all(len(key) == 1 and key.isdigit() for key in keys):
        said = [key for key in keys if key.isascii()] or keys  # १–० typed alike
        return f"{said[0]}–{said[-1]}"  # 1,2,…,9: a seat's number
    return " / ".join(_one(app, key, binding.action) for key in keys)


def _one(app: App, key: str, action: str) -> str:
    shown = app.get_key_display(Binding(key, action))
    # Textual writes ctrl as ^ (^z); spelled out it reads plainly next to shift+↑.
    return "ctrl+" + shown[1:] if shown.startswith("^") and len(shown) > 1 else shown
