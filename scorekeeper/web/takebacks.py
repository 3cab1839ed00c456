"""The pages that take a change back: void a game, undo the last change.

Each asks first (the void its reason, the undo by naming the change it reverts) and carries
its form's id and what it was built on, as every change form does (``form_guard``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.requests import Request
from starlette.responses import Response

from scorekeeper.ledger.changes.guards import Stale
from scorekeeper.ledger.service import Ledger
from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.web import form_guard
from scorekeeper.web.access import change_form
from scorekeeper.web.changes import (
    after_change,
    conflict_of,
    game_asked,
    sent_again,
    writer_only,
)
from scorekeeper.web.closed import settled_page
from scorekeeper.web.render import guarded, render, run

if TYPE_CHECKING:
    from scorekeeper.ledger.list_rows import RevisionRow
    from scorekeeper.ledger.read_models import SessionInfo


def _void_page(
    request: Request,
    info: SessionInfo,
    row: object,
    status: int = 200,
    *,
    expect: int,
    error: str | None = None,
    reason: str = "",
    form_id: str | None = None,
    conflict: dict | None = None,
) -> Response:
    return render(
        request, "void.html", status, info=info, game=row, error=error, reason=reason,
        expect=expect, form_id=form_id or form_guard.new_form_id(), conflict=conflict,
    )  # fmt: skip


@guarded
async def void_form(request: Request) -> Response:
    info, row = await game_asked(request)
    if (settled := settled_page(request, info)) is not None:
        return settled
    return _void_page(request, info, row, expect=row.revision)


@guarded
async def void(request: Request) -> Response:
    posted = await change_form(request)
    sid, number = request.path_params["sid"], request.path_params["number"]
    info = await run(request, Ledger.session, sid)
    expect = form_guard.for_game(posted)
    if (again := await sent_again(request, info, expect.form_id, "voided")) is not None:
        return again
    reason = str(posted.get("reason", "")).strip()
    try:
        await run(request, Ledger.void, info.id, number, reason, expect)
    except Stale as error:
        row = await run(request, Ledger.game, sid, number)
        conflict = await conflict_of(request, info, error, None)
        return _void_page(
            request, info, row, 409, expect=row.revision, reason=reason, conflict=conflict
        )
    except RuleError as error:
        row = await run(request, Ledger.game, sid, number)
        return _void_page(
            request, info, row, 400, expect=expect.revision or 0, error=str(error),
            reason=reason, form_id=expect.form_id,
        )  # fmt: skip
    return after_change(info.id, "voided", number)


def _undo_page(
    request: Request,
    info: SessionInfo,
    last: RevisionRow | None,
    status: int = 200,
    error: str | None = None,
) -> Response:
    expect = form_guard.undo_expect(last) if last is not None else ""
    return render(
        request, "undo.html", status, info=info, last=last, error=error, expect=expect,
        form_id=form_guard.new_form_id(),
    )  # fmt: skip


@guarded
async def undo_form(request: Request) -> Response:
    """Undo asks first, naming the change it would revert."""
    writer_only(request)
    info = await run(request, Ledger.session, request.path_params["sid"])
    if (settled := settled_page(request, info)) is not None:
        return settled
    last = await run(request, Ledger.last_change, info.id)
    return _undo_page(request, info, last)


@guarded
async def undo(request: Request) -> Response:
    posted = await change_form(request)
    info = await run(request, Ledger.session, request.path_params["sid"])
    form_id, expect = form_guard.for_undo(posted)
    if (again := await sent_again(request, info, form_id, "undone")) is not None:
        return again
    last = await run(request, Ledger.last_change, info.id)
    try:
        if last is None or expect != form_guard.undo_expect(last):
            said = N_("the session changed since you were asked: nothing undone")
            raise RuleError("undo", said)
        # the ledger checks again inside its transaction: nothing can slip in between
        row, _ = await run(request, Ledger.undo, info.id, last, form_id)
    except RuleError as error:
        last = await run(request, Ledger.last_change, info.id)
        return _undo_page(request, info, last, 409, str(error))
    return after_change(info.id, "undone", row.number)
