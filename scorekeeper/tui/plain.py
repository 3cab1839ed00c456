"""Stored text in a screen: names, reasons and notes as typed, never read as markup.

Textual reads a plain string in a label or a table cell as markup (a name with ``[/b]``
in it would stop the screen), and draws a control character as it is, so an escape
sequence from an older file would reach the terminal. Everything a person typed goes
to the screen through ``plain``: a rich ``Text``, with such characters escaped (\\x1b).
"""

from __future__ import annotations

from rich.text import Text

from scorekeeper.rules.escapes import shown


def plain(value: str, style: str = "", justify: str | None = None) -> Text:
    """One line of stored text (or of a sentence quoting it), safe to draw."""
    return Text(shown(value), style=style, justify=justify)  # type: ignore[arg-type]


def plain_lines(value: str, style: str = "") -> Text:
    """Several lines (a question, then "Reason:"): each escaped, the line breaks kept."""
    return Text("\n".join(shown(line) for line in value.split("\n")), style=style)
