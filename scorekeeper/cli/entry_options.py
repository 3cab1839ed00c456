"""The options that describe one game, shared by ``record`` and ``correct``.

Declared once here and added to a command by ``@entry_options`` (as sqlite-utils adds its
``insert_upsert_options``), so the two commands cannot drift apart in a name or a help
text. A command reads the values back from ``ctx.params``: Click has parsed them there
already, and the command's own signature keeps only what is its own.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

from scorekeeper.present.language import N_

if TYPE_CHECKING:
    from scorekeeper.ledger.changes.writer import Writer
    from scorekeeper.ledger.read_models import SessionInfo
    from scorekeeper.rules import Entry

F = TypeVar("F", bound=Callable[..., Any])


def _many(help_text: str) -> typer.models.OptionInfo:
    """A repeatable option; its metavar is what the help text starts with (NAME=N…)."""
    return typer.Option(help=help_text, metavar=help_text.split(" ", 1)[0])


Names = list[str] | None

# --winner is checked by the ledger, not by the parser, so that leaving it out gets the
# same one-line "--winner: …" refusal as any other bad entry.
Winner = Annotated[
    Names, typer.Option(help=N_("The player who declared (exactly one)."), metavar="NAME")
]
Honors = Annotated[Names, _many(N_("NAME=N honor cards shown."))]
Marriages = Annotated[Names, _many(N_("NAME=N marriages shown."))]
Hand = Annotated[Names, _many(N_("NAME=P points in hand: 23, 10+10+3+7, or the cards: 'K Q 7'."))]
Surrender = Annotated[Names, _many(N_("NAME=first|later surrendered."))]
Unplayed = Annotated[Names, _many(N_("NAME never got a turn."))]
SitOut = Annotated[Names, _many(N_("NAME sits out this deal."))]
Maal = Annotated[Names, _many(N_("NAME=N maal (nepali)."))]
Unseen = Annotated[Names, _many(N_("NAME has not seen (nepali)."))]
Foul = Annotated[Names, _many(N_("NAME fouled (nepali)."))]
Dublee = Annotated[bool, typer.Option(help=N_("The winner finished with dublees (nepali)."))]
DubleeSeen = Annotated[Names, _many(N_("NAME was seen through dublees (nepali)."))]
Multiplier = Annotated[
    str | None,
    typer.Option(help=N_("K (1-10): a double game, every score x K (nepali)."), metavar="K"),
]
Drop = Annotated[Names, _many(N_("NAME=first|middle dropped (points, pool)."))]
WrongShow = Annotated[Names, _many(N_("NAME declared a wrong show (points, pool)."))]
Rummy = Annotated[bool, typer.Option(help=N_("The winner went out in one turn (basic)."))]
TablePts = Annotated[Names, _many(N_("NAME=P laid on the table (table-hand)."))]
Rack = Annotated[Names, _many(N_("NAME=P tiles left on the rack: 24 or '13 5 JK' (tiles)."))]
NoOut = Annotated[bool, typer.Option(help=N_("Nobody went out; the lowest rack wins (tiles)."))]
Dealer = Annotated[
    str | None, typer.Option(help=N_("Who dealt (default: next in turn)."), metavar="NAME")
]

# (name, option, default), in the order --help lists them. An entry option's name is its
# key in the ledger's ``build_entry`` options, with "_" for "-".
_SHARED: tuple[tuple[str, object, object], ...] = (
    ("winner", Winner, None),
    ("honors", Honors, None),
    ("marriages", Marriages, None),
    ("hand", Hand, None),
    ("surrender", Surrender, None),
    ("unplayed", Unplayed, None),
    ("sit_out", SitOut, None),
    ("maal", Maal, None),
    ("unseen", Unseen, None),
    ("foul", Foul, None),
    ("dublee", Dublee, False),
    ("dublee_seen", DubleeSeen, None),
    ("multiplier", Multiplier, None),
    ("drop", Drop, None),
    ("wrong_show", WrongShow, None),
    ("rummy", Rummy, False),
    ("table", TablePts, None),
    ("rack", Rack, None),
    ("no_out", NoOut, False),
    ("dealer", Dealer, None),
)

SHARED_NAMES = frozenset(name for name, _, _ in _SHARED)
# What describes the game itself, handed to the ledger as options (docs/cli.md, entry
# options); the winner, who sits out and the dealer are passed on their own.
ENTRY_OPTIONS = tuple(n for n, _, _ in _SHARED if n not in ("winner", "sit_out", "dealer"))


def entry_options(command: F) -> F:
    """``command`` with the shared entry options among its parameters, placed after its
    arguments (the first parameter with a default). Typer reads a command's parameters
    from its signature, so the wrapper shows the joined one; it takes the shared values
    off before calling ``command``, which reads them from ``ctx.params``."""
    own = list(inspect.signature(command, eval_str=True).parameters.values())
    clash = SHARED_NAMES & {p.name for p in own}
    if clash:  # declared twice would mean two definitions of one option
        raise TypeError(f"{command.__name__} declares shared entry options: {sorted(clash)}")
    at = next((i for i, p in enumerate(own) if p.default is not p.empty), len(own))
    shared = [
        inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=d, annotation=a)
        for name, a, d in _SHARED
    ]

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        mine = {key: value for key, value in kwargs.items() if key not in SHARED_NAMES}
        return command(*args, **mine)

    wrapper.__signature__ = inspect.Signature(own[:at] + shared + own[at:])  # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]


def entry_from(
    writer: Writer,
    info: SessionInfo,
    params: Mapping[str, Any],
    game: str | None = None,
) -> tuple[Entry, str | None]:
    """The entry and the dealer that a command's parsed options (``ctx.params``) name."""
    from scorekeeper.ledger.core.session_lookup import resolve_player
    from scorekeeper.rules import RuleError
    from scorekeeper.rules.entry import the_winner
    from scorekeeper.rules.errors import N_, Option

    # Click keeps a repeatable option given no value as (); the command saw None there, as
    # the entry builder does.
    given = {name: None if value == () else value for name, value in params.items()}
    winner: list[str] | None = given["winner"]
    if not winner or len(winner) != 1:
        try:  # the forms' sentence for the same mistake, and the option that gives it
            the_winner(list(winner or ()))
        except RuleError as error:
            hint = N_(" (give one {winner})", winner=Option("winner", "NAME"))
            raise RuleError(error.field, *error.parts, hint) from None
    options = {name.replace("_", "-"): given[name] for name in ENTRY_OPTIONS}
    entry = writer.build_entry(info.id, winner[0], options, given["sit_out"] or (), game)
    dealer: str | None = given["dealer"]
    return entry, resolve_player(info, dealer, "dealer") if dealer is not None else None
