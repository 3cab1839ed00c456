"""The pages that change a session's games: record, preview and correct (void and undo
live in ``takebacks``).

Every change is a POST through ``change_form`` (a writer's, with this browser's CSRF
token) and one of the ledger's units of work. A bad form is shown again as it was typed,
with the sentence the TUI and the command line give, and nothing is written. Each form
carries its id and what it was built on (``form_guard``): sent twice, it answers as the
first time; built on a state another scorer has changed since, it is shown again beside
what changed (409), to be saved on top knowingly or dropped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from scorekeeper.ledger.changes.guards import Stale
from scorekeeper.ledger.service import Ledger
from scorekeeper.present import entry_build, entry_preview
from scorekeeper.present.form_words import form_said
from scorekeeper.present.language import _, refusal
from scorekeeper.rules import WINNER, Entry, RuleError
from scorekeeper.rules.ending import SessionOver
from scorekeeper.rules.entry import the_winner
from scorekeeper.web import form_guard, game_form
from scorekeeper.web.access import WRITE, Refused, change_form
from scorekeeper.web.closed import over_page, settled_page
from scorekeeper.web.render import guarded, render, run
from scorekeeper.web.text import over_sentence

if TYPE_CHECKING:
    from scorekeeper.ledger.read_models import GameRow, SessionInfo


def writer_only(request: Request) -> None:
    if request.state.role != WRITE:
        raise Refused(_("This is the view-only link: it cannot change anything."))


async def _entry(
    request: Request, info: SessionInfo, form: game_form.Form, number: int | None = None
) -> Entry:
    """The entry the form describes for game ``number`` (None: the next), by the form
    builder every face shares."""
    ledger = request.app.state.ledger
    return await run_in_threadpool(game_form.build, ledger, info, form, number)


def after_change(sid: int, did: str, number: int) -> RedirectResponse:
    return RedirectResponse(f"/s/{sid}?did={did}&game={number}", status_code=303)


async def sent_again(
    request: Request, info: SessionInfo, form_id: str | None, did: str
) -> RedirectResponse | None:
    """A form the ledger already applied (a double tap, a resend, a phone's waiting save)
    is answered as the first time was, before it is read again: 303 to its game."""
    done = await run(request, Ledger.applied_form, info.id, form_id)
    return None if done is None else after_change(info.id, did, done)


async def _form_page(
    request: Request,
    info: SessionInfo,
    form: game_form.Form,
    number: int | None = None,
    error: RuleError | None = None,
    status: int = 200,
    *,
    expect: int,
    form_id: str | None = None,
    conflict: dict | None = None,
) -> Response:
    """The record or correction form. ``expect``: the game it records or the revision it
    corrects; ``form_id``: kept when the same form is shown again after a refusal (nothing
    was applied), new otherwise."""
    coming = await run(request, Ledger.next_game, info.id)
    out = await run(request, Ledger.pool_out, info.id, number)  # they sit it out, and why
    bad = entry_build.bad_row(form, error) if error else None
    begun = error is not None or any(row.status == WINNER for row in form.rows)
    return render(
        request,
        "record.html",
        status,
        info=info,
        form=form,
        number=number,
        coming=coming,
        out=out,
        error=_said(info, error) if error else None,
        bad_row=bad,
        statuses=game_form.statuses(info.rules.preset),
        fields=info.rules.preset.hand_fields,
        flags=info.rules.preset.game_flags,
        form_id=form_id or form_guard.new_form_id(),
        expect=expect,
        conflict=conflict,
        no_winner=None if begun else _no_winner(info),
    )


def _said(info: SessionInfo, error: RuleError) -> str:
    """A refusal as this form says it: the field, then the sentence with each option it
    names in the form's words (a points box, a status, a tick), never a command's flag."""
    return form_said(error, info.rules.preset.game_flags)


def _no_winner(info: SessionInfo) -> str:
    """The sentence a save with no winner gets, from the rules that refuse it."""
    try:
        the_winner([])
    except RuleError as error:
        return _said(info, error)
    raise AssertionError("the rules take a game without a winner")


def _typed_scores(info: SessionInfo, entry: Entry) -> dict[str, int]:
    return {item.player: item.score for item in info.rules.score(entry)}


async def conflict_of(
    request: Request, info: SessionInfo, error: Stale, typed: dict[str, int] | None
) -> dict:
    """What a 409 page shows: the sentence, the game as another scorer left it, and the
    scores of the entry typed here."""
    theirs = None
    if error.game is not None:
        theirs = await run(request, Ledger.game, info.id, error.game)
    return {"sentence": refusal(error), "theirs": theirs, "typed": typed or {}}


@guarded
async def record_form(request: Request) -> Response:
    writer_only(request)
    info = await run(request, Ledger.session, request.path_params["sid"])
    if (settled := settled_page(request, info)) is not None:
        return settled
    end = await run(request, Ledger.ending, info.id)
    if end.over:
        return over_page(request, info, end)
    coming = await run(request, Ledger.next_game, info.id)
    form = game_form.blank(info, coming.sat_out_last)
    return await _form_page(request, info, form, expect=coming.number)


@guarded
async def record(request: Request) -> Response:
    posted = await change_form(request)
    info = await run(request, Ledger.session, request.path_params["sid"])
    expect = form_guard.for_record(posted)
    if (again := await sent_again(request, info, expect.form_id, "recorded")) is not None:
        return again
    form = game_form.read(info, posted)
    entry = None
    try:
        entry = await _entry(request, info, form)
        dealer, note = form.dealer or None, form.note.strip() or None
        row = await run(request, Ledger.record, info.id, entry, dealer, note, expect)
    except SessionOver as over:  # ended from elsewhere while this form was open
        return over_page(request, info, over.ending)
    except Stale as error:
        coming = await run(request, Ledger.next_game, info.id)
        typed = _typed_scores(info, entry) if entry else None
        conflict = await conflict_of(request, info, error, typed)
        return await _form_page(
            request, info, form, status=409, expect=coming.number, conflict=conflict
        )
    except RuleError as error:
        return await _form_page(
            request, info, form, error=error, status=400, expect=expect.game or 0,
            form_id=expect.form_id,
        )  # fmt: skip
    return after_change(info.id, "recorded", row.number)


@guarded
async def preview(request: Request) -> Response:
    """Each player's score and the zero-sum check, from the rules, before anything is saved."""
    posted = await change_form(request)
    info = await run(request, Ledger.session, request.path_params["sid"])
    form = game_form.read(info, posted)
    scores, problem = {}, None
    if not any(row.status == WINNER for row in form.rows):  # not a mistake yet: just begun
        said = _no_winner(info)  # what a save would say, word for word, said as guidance
        return render(request, "_preview.html", info=info, scores={}, problem=None, no_winner=said)
    game = str(posted.get("game") or "")  # a correction's game: who was out before it
    # ASCII digits only: "²" is a digit to str.isdigit, and int() refuses it
    number = int(game) if game.isascii() and game.isdigit() and len(game) < 10 else None
    if number is None and (end := await run(request, Ledger.ending, info.id)).over:
        # a form opened before another scorer's game ended the session: not green
        problem = over_sentence(info.name, end)
        return render(request, "_preview.html", info=info, scores={}, problem=problem)
    held, check = True, ""
    try:
        entry = await _entry(request, info, form, number)
        # a foul of the game before paid in this one (nepali next-game), as it will be saved
        owed = await run(request, Ledger.owed_before, info.id, number)
        shown = entry_preview.preview(info.rules, entry, owed)
        scores = {player: item.score for player, item in shown.scores.items()}
        held, check = shown.held, shown.check + shown.paid + shown.notes
    except RuleError as error:
        problem = _said(info, error)
    except ArithmeticError as error:  # the rules' own guard: never stored, shown as is
        problem = str(error)
    return render(
        request, "_preview.html", info=info, scores=scores, held=held, check=check,
        problem=problem,
    )  # fmt: skip


async def game_asked(request: Request) -> tuple[SessionInfo, GameRow]:
    """A writer's form about one game (``/s/SID/g/NUMBER/…``): the session and the game as
    it stands now, which the form will expect to find unchanged."""
    writer_only(request)
    sid, number = request.path_params["sid"], request.path_params["number"]
    return await run(request, Ledger.session, sid), await run(request, Ledger.game, sid, number)


@guarded
async def correct_form(request: Request) -> Response:
    info, row = await game_asked(request)
    if (settled := settled_page(request, info)) is not None:
        return settled
    number = row.number
    form = game_form.correcting(info, row)
    return await _form_page(request, info, form, number=number, expect=row.revision)


@guarded
async def correct(request: Request) -> Response:
    posted = await change_form(request)
    sid, number = request.path_params["sid"], request.path_params["number"]
    info = await run(request, Ledger.session, sid)
    expect = form_guard.for_game(posted)
    if (again := await sent_again(request, info, expect.form_id, "corrected")) is not None:
        return again
    form = game_form.read(info, posted)
    entry = None
    try:
        entry = await _entry(request, info, form, number)
        reason, dealer = form.reason.strip(), form.dealer or None
        await run(request, Ledger.correct, info.id, number, entry, reason, dealer, expect)
    except Stale as error:
        now = await run(request, Ledger.game, sid, number)
        typed = _typed_scores(info, entry) if entry else None
        conflict = await conflict_of(request, info, error, typed)
        return await _form_page(
            request, info, form, number=number, status=409, expect=now.revision,
            conflict=conflict,
        )  # fmt: skip
    except RuleError as error:
        return await _form_page(
            request, info, form, number=number, error=error, status=400,
            expect=expect.revision or 0, form_id=expect.form_id,
        )  # fmt: skip
    return after_change(info.id, "corrected", number)
