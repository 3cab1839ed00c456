"""Commands that change a session or a player, each kept in history: stake, close, reopen,
and ``players`` (list, rename, merge, split).

These go beyond the command-line contract in docs/cli.md (which allows new commands);
their JSON is given by ``--json`` on each, and ``events SESSION --json`` lists them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import typer

from scorekeeper.cli.lean_params import LeanCommand, SaidCommand, SaidGroup, helps
from scorekeeper.cli.shapes import say
from scorekeeper.cli.support import (
    counted,
    fail,
    handles_errors,
    open_ledger,
    open_reader,
    print_json,
)
from scorekeeper.present.calendar_dates import stamp
from scorekeeper.present.language import N_, _

if TYPE_CHECKING:
    from scorekeeper.ledger.list_rows import EventRow

SessionArg = Annotated[
    str, typer.Argument(help=N_("Session name (any case) or number."), metavar="SESSION")
]
Reason = Annotated[str | None, typer.Option(help=N_("Why, in a few words (kept in history)."))]
JsonOpt = Annotated[bool, typer.Option("--json", help=N_("Print one JSON document."))]


def event_json(row: EventRow) -> dict[str, Any]:
    return {
        "at": row.at,
        "action": row.action,
        "reason": row.reason,
        "summary": row.summary,
        "before": row.before,
        "after": row.after,
    }


@helps(N_("Set or change the stake of a session (the old one stays in history)."))
def stake(
    ctx: typer.Context,
    session: SessionArg,
    amount: Annotated[
        str | None,
        typer.Argument(help=N_("Money per point, e.g. 0.25 (up to 4 decimals)."), metavar="AMOUNT"),
    ] = None,
    currency: Annotated[str | None, typer.Option(help=N_("Currency code, e.g. NPR."))] = None,
    none: Annotated[bool, typer.Option("--none", help=N_("Play for points only."))] = False,
    reason: Reason = None,
) -> None:
    if none and (amount is not None or currency is not None):
        raise fail("--none: " + _("give it alone, without AMOUNT or --currency"), 2)
    if not none and amount is None:
        said = _("give the money per point (e.g. 0.25 --currency NPR), or --none")
        raise fail(f"AMOUNT: {said}", 2)
    with open_ledger(ctx) as ledger:
        before = ledger.session(session)
        if currency is None and amount is not None:
            currency = before.currency  # a new amount keeps the currency it had
        info = ledger.change_stake(before.id, amount, currency, reason)
    now = (
        _("{stake} {currency} a point").format(stake=info.stake, currency=info.currency)
        if info.stake
        else _("no stake (points only)")
    )
    say(f"{info.name}: {now}.")


@helps(N_("Mark the evening settled: no more games until reopened; the settlement is kept."))
def close(
    ctx: typer.Context,
    session: SessionArg,
    banker: Annotated[str | None, typer.Option(help=N_("Settle everything through NAME."))] = None,
    reason: Reason = None,
    as_json: JsonOpt = False,
) -> None:
    from scorekeeper.cli.money import settlement_json

    with open_ledger(ctx) as ledger:
        plan = ledger.mark_settled(session, banker, reason)
        info = ledger.session(session)
    if as_json:
        print_json(
            {
                "session": info.name,
                "settled_at": info.settled_at,
                "settlement": settlement_json(plan) if plan else None,
            }
        )
        return
    said = _("{session} is settled ({at} UTC).")
    say(said.format(session=info.name, at=stamp(info.settled_at)))
    if plan is None:
        say(_("No stake was set: the points stand as the result."))
        return
    from scorekeeper.cli.money import print_settlement

    print_settlement(plan)


@helps(N_("Reopen a settled session so games can be recorded again (kept in history)."))
def reopen(ctx: typer.Context, session: SessionArg, reason: Reason = None) -> None:
    with open_ledger(ctx) as ledger:
        info = ledger.reopen(session, reason)
    said = _("{session} is open again; the settlement it had stays in its history.")
    say(said.format(session=info.name))


@helps(N_("Changes to the session itself: stake, settled, reopened, players renamed or merged."))
def events(ctx: typer.Context, session: SessionArg, as_json: JsonOpt = False) -> None:
    with open_reader(ctx) as reader:
        rows = reader.events(session)
    if as_json:
        print_json([event_json(row) for row in rows])
        return
    if not rows:
        say(_("No changes to the session itself yet."))
    for row in rows:
        why = f" — {row.reason}" if row.reason else ""
        say(f"{stamp(row.at)}  {row.summary}{why}")


players_app = typer.Typer(
    cls=SaidGroup,
    help=N_("Players across sessions: list, rename, merge two into one person, split again."),
    no_args_is_help=True,
    rich_markup_mode=None,
)


# plain parameters and the driver alone (no SQLModel): a read, as stats
@players_app.command("list", cls=LeanCommand)
@handles_errors
@helps(N_("Every player with the sessions and games they have played."))
def list_players(ctx: typer.Context, as_json: JsonOpt = False) -> None:
    with open_reader(ctx) as reader:
        rows = reader.stats()
        merged = reader.merged_players()
    rows.sort(key=lambda row: row.name.casefold())
    if as_json:
        print_json([{"name": r.name, "sessions": r.sessions, "games": r.games} for r in rows])
        return
    for row in rows:
        say(f"{row.name}: {counted(row.sessions, 'sessions')}, {counted(row.games, 'games')}")
    for gone, current in merged:
        said = _("{gone}: merged into {current} (players split {quoted} undoes it)")
        say(said.format(gone=gone, current=current, quoted=repr(gone)))


@players_app.command(cls=SaidCommand)
@handles_errors
@helps(N_("Rename a player in every session (kept in history)."))
def rename(
    ctx: typer.Context,
    old: Annotated[
        str, typer.Argument(help=N_("The player's name now (any case)."), metavar="OLD")
    ],
    new: Annotated[str, typer.Argument(help=N_("The name to use everywhere."), metavar="NEW")],
    reason: Reason = None,
) -> None:
    with open_ledger(ctx) as ledger:
        name = ledger.rename_player(old, new, reason)
    said = _("{old} is now {new} in every session.")
    say(said.format(old=" ".join(old.split()), new=name))


@players_app.command(cls=SaidCommand)
@handles_errors
@helps(N_("Make two players one person (same name, counted together); `split` undoes it."))
def merge(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=N_("The player to merge."), metavar="NAME")],
    into: Annotated[str, typer.Argument(help=N_("The player who stays."), metavar="INTO")],
    reason: Reason = None,
) -> None:
    with open_ledger(ctx) as ledger:
        gone, kept = ledger.merge_players(name, into, reason)
    say(_("{gone} and {kept} are one person now, called {kept}.").format(gone=gone, kept=kept))


@players_app.command(cls=SaidCommand)
@handles_errors
@helps(N_("Tell a merged player apart again, under the name they had."))
def split(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=N_("The name the player had."), metavar="NAME")],
    reason: Reason = None,
) -> None:
    with open_ledger(ctx) as ledger:
        restored = ledger.split_player(name, reason)
    say(_("{name} is a player of their own again.").format(name=restored))


@helps(N_("Raise or lower when a session ends (target, deals); an over session can play on."))
def rules(
    ctx: typer.Context,
    session: SessionArg,
    changes: Annotated[
        list[str], typer.Argument(help=N_("target=N and/or deals=N (0: never)."), metavar="KEY=N")
    ],
    reason: Reason = None,
) -> None:
    from scorekeeper.rules import RuleError

    given: dict[str, object] = {}
    for item in changes:
        key, sep, value = item.partition("=")
        if not sep:
            said = _("expected KEY=N (e.g. target=1000), got {item}")
            raise RuleError("rule", said.format(item=repr(item[:40])))
        given[key.strip()] = value
    with open_ledger(ctx) as ledger:
        info = ledger.change_rules(session, given, reason)
        over = ledger.totals(info.id).ending
    shown = ", ".join(f"{key} {info.rules[key] or _('never')}" for key in ("target", "deals"))
    state = over.headline() if over.over else _("games can be recorded")
    say(f"{info.name}: {shown}; {state}.")


def register(app: typer.Typer) -> None:
    for command in (stake, close, reopen, events, rules):
        # events only reads: plain parameters and the driver alone (no SQLModel), as history
        kind = LeanCommand if command is events else SaidCommand
        app.command(cls=kind)(handles_errors(command))
    app.add_typer(players_app, name="players")
