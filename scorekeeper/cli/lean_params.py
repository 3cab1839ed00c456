"""A command whose plain parameters are read without Pydantic: the same values, sooner.

Typer 0.29 coerces every parameter's value through a Pydantic TypeAdapter that it builds
on first use — also for an option left out (it builds the adapter, then finds the value is
None). The first build imports ``typer._adapters`` and the half of Pydantic it needs; with
``record``'s two dozen options that is the largest part of its start-up beyond a bare Typer
app. A text, a list of texts and a flag need no coercion: the command line gives them as
``str`` already. ``LeanCommand`` answers those itself with the value Typer's adapter would
return (None or ``()`` for a value left out, a ``list`` for a repeated option), and hands
anything else — another type, a value that is not ``str``, a required value missing — to
Typer unchanged, so its checks and its error messages stay its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

from scorekeeper.present.language import current

_NOT_PLAIN = object()
F = TypeVar("F", bound=Callable[..., Any])


def helps(text: str) -> Callable[[F], F]:
    """Gives a command its help, where Typer reads it (the function's docstring), written
    as ``@helps(N_("…"))`` so that the catalogue finds it; ``SaidHelp`` says it."""

    def give(command: F) -> F:
        command.__doc__ = text
        return command

    return give


def _plain(param: Any, value: Any) -> Any:
    """The value Typer's own coercion would give, or _NOT_PLAIN where only Typer knows."""
    descriptor = getattr(param, "type_descriptor", None)  # a Typer without it: its own path
    if descriptor is None:
        return _NOT_PLAIN
    annotation = descriptor.annotation
    many = param.multiple or param.nargs == -1
    if value is None:
        return () if many else None
    if annotation is str and not many and isinstance(value, str):
        return value
    if annotation is bool and not many and isinstance(value, bool):
        return value
    texts = annotation == list[str] and many and isinstance(value, (list, tuple))
    if texts and all(isinstance(item, str) for item in value):
        return list(value)
    return _NOT_PLAIN


def _process_value(self: Any, ctx: Any, value: Any) -> Any:
    """Typer's ``process_value``, with a plain value read without building an adapter."""
    plain = _plain(self, value)
    if plain is _NOT_PLAIN or (self.required and self.value_is_missing(plain)):
        typers = type(self).__mro__[1]  # TyperOption or TyperArgument, whose method this shortcuts
        return typers.process_value(self, ctx, value)
    if self.callback is not None:
        plain = self.callback(ctx, self, plain)
    return plain


class LeanOption(TyperOption):
    process_value = _process_value


class LeanArgument(TyperArgument):
    process_value = _process_value


_LEAN: dict[type, type] = {TyperOption: LeanOption, TyperArgument: LeanArgument}


def _leaner(params: list[Any]) -> None:
    for param in params:
        lean = _LEAN.get(type(param))
        if lean is not None:  # the same object, its class one that only adds a shortcut
            param.__class__ = lean


class _LeanParams:
    """The params of a command, its help option (made on first use) among them, lean."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _leaner(self.params)  # type: ignore[attr-defined]

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)  # type: ignore[misc]
        if option is not None:
            _leaner([option])
        return option


class SaidHelp:
    """A command whose ``--help`` is said in the reader's language: its help, its
    options' and arguments' help, and Click's own headings and notes (click_words.py,
    read only then). In English it is Typer's own page, byte for byte."""

    def get_help(self, ctx: Any) -> str:
        if current().lang == "en":
            return super().get_help(ctx)  # type: ignore[misc]
        from scorekeeper.cli.click_words import help_page

        return help_page(self, ctx)

    def get_short_help_str(self, limit: int = 45) -> str:
        if current().lang == "en":
            return super().get_short_help_str(limit)  # type: ignore[misc]
        from scorekeeper.cli.click_words import said_copy

        return super(SaidHelp, said_copy(self)).get_short_help_str(limit)  # type: ignore[misc]


class SaidCommand(SaidHelp, TyperCommand):
    """A Typer command whose help is said in the reader's language."""


class SaidGroup(SaidHelp, TyperGroup):
    """A Typer group (``players``) whose help is said in the reader's language."""


class LeanCommand(SaidHelp, _LeanParams, TyperCommand):
    """A Typer command whose options and arguments are the lean kinds above."""


class LeanGroup(SaidHelp, _LeanParams, TyperGroup):
    """The app's group, its own options (--db, --lang…) the lean kinds above."""
