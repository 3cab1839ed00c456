"""Starlette's TestClient on the app, with the form helpers the route tests share."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from db_dump import dump_database
from httpx2 import Response
from starlette.applications import Starlette
from starlette.testclient import TestClient

from scorekeeper.ledger import Ledger
from scorekeeper.web.access import TOKEN_COOKIE, WRITE, Access
from scorekeeper.web.app import build_app

FIXED_AT = "2024-05-04T20:00:00+00:00"
PLAYERS = ("Asha", "Bina", "Chen", "Dev")
# Asha declares with 3 honors; Bina holds 23, Chen the cards K Q 7 (27), Dev surrendered
# first. The command line scores it Asha +140, Bina −58, Chen −66, Dev −16.
GAME = {
    "status-0": "winner",
    "honors-0": "3",
    "status-1": "hand",
    "points-1": "23",
    "status-2": "hand",
    "points-2": "K Q 7",
    "status-3": "surrender-first",
}
GAME_SCORES = {"Asha": 140, "Bina": -58, "Chen": -66, "Dev": -16}


class WebClient(TestClient):
    """The app in process, spoken to as 127.0.0.1 (the loopback server answers no other).

    It holds the token's cookie as a phone does once it opened the printed link: the write
    token by default, the view-only one with ``token=VIEW``, none with ``token=None``.
    """

    def __init__(
        self, app: Starlette, db: Path | str, token: str | None = WRITE, **kwargs: Any
    ) -> None:
        super().__init__(app, base_url="http://127.0.0.1", **kwargs)
        self.db = db
        access: Access = app.state.access
        if token is not None:
            given = access.write_token if token == WRITE else access.view_token
            self.cookies.set(TOKEN_COOKIE, given, domain="127.0.0.1")

    def csrf(self, path: str = "/") -> str:
        page = self.get(path)
        assert page.status_code == 200, page.text
        return re.search(r'name="csrf" value="([0-9a-f]+)"', page.text).group(1)

    def submit(self, path: str, form: dict[str, str], page: str | None = None) -> Response:
        """POST a form as the browser would, with the hidden fields of the page it came
        from: the CSRF token, and the form's id and expectation where it has them."""
        shown = self.get(page or path)
        assert shown.status_code == 200, shown.text
        return self.post(path, data={**hidden_fields(shown.text), **form}, follow_redirects=False)

    def dump(self) -> list[str]:
        return dump_database(self.db)


def hidden_fields(page: str) -> dict[str, str]:
    """The hidden inputs of a page's change form (csrf, form_id, expect, …)."""
    found = re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', page)
    return {name: html.unescape(value) for name, value in found}


def alert(text: str) -> str:
    """The one sentence a refused page shows."""
    found = re.search(r'class="problem[^"]*" role="alert"[^>]*>(.*?)</p>', text, re.S)
    assert found, text[:2000]
    return html.unescape(found.group(1)).strip()


def make_client(
    db: Path | str, host: str = "127.0.0.1", token: str | None = WRITE
) -> tuple[WebClient, Access, Ledger]:
    """The app on ``db`` served as ``host`` would serve it, with the Ledger it holds."""
    access = Access.for_host(host)
    book = Ledger(db, clock=lambda: FIXED_AT)
    return WebClient(build_app(db, access, book), db, token), access, book


def client_after_a_game(db: Path | str) -> Iterator[WebClient]:
    """A fixture's client on ``db`` once the first session's game ``GAME`` was recorded
    through the web (the ratings and player pages' tests start from that evening)."""
    client, _, ledger = make_client(db)
    with client:
        assert client.submit("/s/1/record", GAME).status_code == 303
        yield client
    ledger.close()
