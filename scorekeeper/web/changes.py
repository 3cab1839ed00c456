"""The pages that change a session: record, preview, correct, void and undo.

Every change is a POST through ``change_form`` (a writer's, with this browser's CSRF
token) and one of the ledger's units of work. A bad form is shown again as it was typed,
with the command line's sentence, and nothing is written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from scorekeeper.rules import WINNER, Entry, RuleError
from scorekeeper.web import game_form
from scorekeeper.web.access import WRITE, Refused, change_form
from scorekeeper.web.render import call, guarded, render

if TYPE_CHECKING:
    from scorekeeper.ledger.read_models import SessionInfo


def _writer(request: Request) -> None:
    if request.state.role != WRITE:
        raise Refused("This is the view-only link: it cannot change anything.")


async def _entry(
    request: Request, info: SessionInfo, form: game_form.Form, number: int | None = None
) -> Entry:
    """The entry the form describes for game ``number`` (None: the next), by the ledger's
    own ``build_entry``."""
    ledger = request.app.state.ledger
    return await run_in_threadpool(game_form.build, ledger, info, form, number)


def _done(sid: int, did: str, number: int) -> RedirectResponse:
    return RedirectResponse(f"/s/{sid}?did={did}&game={number}", status_code=303)


async def _form_page(
    request: Request,
    info: SessionInfo,
    form: game_form.Form,
    number: int | None = None,
    error: RuleError | None = None,
    status: int = 200,
) -> Response:
    coming = await call(request, "next_game", info.id)
    out = await call(request, "pool_out", info.id, number)  # they sit it out, and why
    bad = game_form.bad_row(form, error) if error else None
    return render(
        request,
        "record.html",
        status,
        info=info,
        form=form,
        number=number,
        coming=coming,
        out=out,
        error=str(error) if error else None,
        bad_row=bad,
        statuses=game_form.statuses(info.rules.preset),
        fields=info.rules.preset.hand_fields,
        flags=info.rules.preset.game_flags,
    )


@guarded
async def record_form(request: Request) -> Response:
    _writer(request)
    info = await call(request, "session", request.path_params["sid"])
    coming = await call(request, "next_game", info.id)
    return await _form_page(request, info, game_form.blank(info, coming.sat_out_last))


@guarded
async def record(request: Request) -> Response:
    posted = await change_form(request)
    info = await call(request, "session", request.path_params["sid"])
    form = game_form.read(info, posted)
    try:
        entry = await _entry(request, info, form)
        row = await call(
            request, "record", info.id, entry, form.dealer or None, form.note.strip() or None
        )
    except RuleError as error:
        return await _form_page(request, info, form, error=error, status=400)
    return _done(info.id, "recorded", row.number)


@guarded
async def preview(request: Request) -> Response:
    """Each player's score and the zero-sum check, from the rules, before anything is saved."""
    posted = await change_form(request)
    info = await call(request, "session", request.path_params["sid"])
    form = game_form.read(info, posted)
    scores, problem = {}, None
    if not any(row.status == WINNER for row in form.rows):  # not a mistake yet: just begun
        return render(request, "_preview.html", info=info, scores={}, problem=None)
    game = str(posted.get("game") or "")  # a correction's game: who was out before it
    number = int(game) if game.isdigit() else None
    paid = notes = ""
    try:
        entry = await _entry(request, info, form, number)
        scores = {item.player: item.score for item in info.rules.score(entry)}
        # a foul of the game before paid in this one (nepali next-game), as it will be saved
        owed = await call(request, "owed_before", info.id, number)
        scores, paid = game_form.with_carried(scores, owed, entry.winner)
        # allowed, but refused at many tables: said before the game is saved
        notes = "".join(f" · note: {item.message}" for item in info.rules.warnings(entry))
    except RuleError as error:
        problem = str(error)
    except ArithmeticError as error:  # the rules' own guard: never stored, shown as is
        problem = str(error)
    held, check = game_form.sum_check(info.rules.preset, sum(scores.values()))
    return render(
        request, "_preview.html", info=info, scores=scores, held=held, check=check + paid + notes,
        problem=problem,
    )  # fmt: skip


@guarded
async def correct_form(request: Request) -> Response:
    _writer(request)
    sid, number = request.path_params["sid"], request.path_params["number"]
    info = await call(request, "session", sid)
    row = await call(request, "game", sid, number)
    return await _form_page(request, info, game_form.from_game(info, row), number=number)


@guarded
async def correct(request: Request) -> Response:
    posted = await change_form(request)
    sid, number = request.path_params["sid"], request.path_params["number"]
    info = await call(request, "session", sid)
    form = game_form.read(info, posted)
    try:
        entry = await _entry(request, info, form, number)
        await call(
            request, "correct", info.id, number, entry, form.reason.strip(), form.dealer or None
        )
    except RuleError as error:
        return await _form_page(request, info, form, number=number, error=error, status=400)
    return _done(info.id, "corrected", number)


@guarded
async def void_form(request: Request) -> Response:
    _writer(request)
    sid, number = request.path_params["sid"], request.path_params["number"]
    info = await call(request, "session", sid)
    row = await call(request, "game", sid, number)
    return render(request, "void.html", info=info, game=row, error=None, reason="")


@guarded
async def void(request: Request) -> Response:
    posted = await change_form(request)
    sid, number = request.path_params["sid"], request.path_params["number"]
    info = await call(request, "session", sid)
    reason = str(posted.get("reason", "")).strip()
    try:
        await call(request, "void", info.id, number, reason)
    except RuleError as error:
        row = await call(request, "game", sid, number)
        return render(
            request, "void.html", 400, info=info, game=row, error=str(error), reason=reason
        )
    return _done(info.id, "voided", number)


@guarded
async def undo_form(request: Request) -> Response:
    """Undo asks first, naming the change it would revert."""
    _writer(request)
    info = await call(request, "session", request.path_params["sid"])
    last = await call(request, "last_change", info.id)
    return render(request, "undo.html", info=info, last=last, error=None)


@guarded
async def undo(request: Request) -> Response:
    posted = await change_form(request)
    info = await call(request, "session", request.path_params["sid"])
    last = await call(request, "last_change", info.id)
    shown = (posted.get("game"), posted.get("revision"), posted.get("at"))
    try:
        if last is None or shown != (str(last.game), str(last.revision), last.at):
            raise RuleError("undo", "the session changed since you were asked: nothing undone")
        row, _ = await call(request, "undo", info.id, last)
    except RuleError as error:
        last = await call(request, "last_change", info.id)
        return render(request, "undo.html", 409, info=info, last=last, error=str(error))
    return _done(info.id, "undone", row.number)
