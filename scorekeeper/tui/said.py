"""Keys as said in the chosen language: the footer, the help and the command palette.

A BINDINGS list is built once, when its class is defined, in English (its descriptions
marked ``N_()``); the footer, the help screen and the command palette all read a screen's
``active_bindings``, so a screen that mixes in ``SaidKeys`` hands them its keys with the
descriptions and tooltips said in the language chosen now, and a change of language needs
no new classes.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from textual.binding import ActiveBinding, Binding

from scorekeeper.present.language import _, current


@cache
def _said_group(group: Binding.Group, lang: str) -> Binding.Group:
    # one object per group and language: the footer gathers a group's keys by identity
    return replace(group, description=_(group.description))


def said_binding(binding: Binding) -> Binding:
    """``binding`` with its description, tooltip and group said in the chosen language."""
    lang = current().lang
    if lang == "en":
        return binding
    group = _said_group(binding.group, lang) if binding.group else None
    return replace(
        binding,
        description=_(binding.description) if binding.description else "",
        tooltip=_(binding.tooltip) if binding.tooltip else "",
        group=group,
    )


class SaidKeys:
    """Mixed into a screen before ``Screen``: its keys, said in the chosen language."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        keys: dict[str, ActiveBinding] = super().active_bindings  # type: ignore[misc]
        if current().lang == "en":
            return keys
        return {
            key: active._replace(
                binding=said_binding(active.binding),
                tooltip=_(active.tooltip) if active.tooltip else "",
            )
            for key, active in keys.items()
        }
