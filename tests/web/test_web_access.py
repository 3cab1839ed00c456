"""Who may do what on the web face: the token on every address, the view-only link, CSRF,
the Host check, and the command line starting without the web stack."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from web_client import GAME, WebClient, make_client

from scorekeeper.web.access import Access
from scorekeeper.web.app import build_app

# Every route that changes something (or could), with a page that carries its form.
POSTS = [
    ("/s/1/record", "/s/1/record"),
    ("/s/1/preview", "/s/1/record"),
    ("/s/1/g/1/correct", "/s/1/g/1/correct"),
    ("/s/1/g/1/void", "/s/1/g/1/void"),
    ("/s/1/undo", "/s/1/undo"),
]


@pytest.fixture
def played(web: WebClient) -> WebClient:
    assert web.submit("/s/1/record", GAME).status_code == 303
    return web


def test_every_change_route_is_listed_here(web: WebClient) -> None:
    posted = {
        route.path.replace("{sid:num}", "1").replace("{number:num}", "1")
        for route in web.app.routes
        if "POST" in (getattr(route, "methods", None) or ())
    }
    assert posted == {path for path, _ in POSTS}


@pytest.mark.parametrize(("path", "page"), POSTS)
def test_change_without_csrf_token_is_refused(played: WebClient, path: str, page: str) -> None:
    before = played.dump()
    form = {**GAME, "reason": "typo", "game": "1", "revision": "1"}
    for token in (None, "0" * 32):
        data = form if token is None else {**form, "csrf": token}
        refused = played.post(path, data=data, follow_redirects=False)
        assert refused.status_code == 403, (path, refused.text)
        assert "CSRF" in refused.text
    # Another site's page posting with a stolen token still comes from another origin.
    token = played.csrf(page)
    foreign = played.post(
        path, data={**form, "csrf": token}, headers={"Origin": "http://evil.example"}
    )
    assert foreign.status_code == 403
    assert played.dump() == before


def test_csrf_token_is_this_browsers_own(played: WebClient, web_db: Path) -> None:
    token = played.csrf("/s/1/g/1/void")
    other = WebClient(played.app, web_db)  # another phone: its own cookie, its own token
    with other:
        other.get("/")
        refused = other.post("/s/1/g/1/void", data={"csrf": token, "reason": "x"})
        assert refused.status_code == 403


def test_every_number_in_a_path_is_bounded(web: WebClient) -> None:
    # Starlette's own int takes a number past SQLite's 64 bits: a 500, not a 404.
    paths = [getattr(route, "path", "") for route in web.app.routes]
    assert any(":num}" in path for path in paths)
    assert not any(":int}" in path for path in paths)


@pytest.mark.parametrize("host", ["127.0.0.1", "0.0.0.0"])
def test_without_the_token_every_page_is_refused_loopback_too(web_db: Path, host: str) -> None:
    # Another account on this computer reaches 127.0.0.1 as well as its owner does.
    client, access, book = make_client(web_db, host=host, token=None)
    with client:
        before = client.dump()
        for path in ("/", "/s/1", "/s/1/live", "/s/1/record", "/s/1/share", "/s/1/history"):
            refused = client.get(path)
            assert refused.status_code == 401, path
            assert "Friday" not in refused.text and access.view_token not in refused.text
        assert client.get("/?token=wrong").status_code == 401
        almost = {"Cookie": f"sk_token={access.write_token[:-1]}"}
        assert client.get("/", headers=almost).status_code == 401
        for path, _ in POSTS:
            assert client.post(path, data=GAME).status_code == 401
        assert client.dump() == before
        assert client.get("/static/app.css").status_code == 200  # the only thing served
    book.close()


def test_loopback_server_answers_no_other_host_name(web: WebClient) -> None:
    # A page elsewhere that rebinds its own name to 127.0.0.1 reaches us with its Host.
    assert web.get("/", headers={"Host": "attacker.example:8000"}).status_code == 400
    assert web.get("/", headers={"Host": "localhost:8000"}).status_code == 200


def test_off_loopback_every_page_needs_the_token(web_db: Path) -> None:
    client, access, book = make_client(web_db, host="0.0.0.0", token=None)
    with client:
        assert client.get("/").status_code == 401
        assert client.get("/s/1").status_code == 401
        assert client.get("/s/1/live").status_code == 401
        assert client.get("/?token=wrong").status_code == 401
        before = client.dump()
        assert client.post("/s/1/record", data=GAME).status_code == 401
        assert client.dump() == before
        entered = client.get(f"/s/1?token={access.write_token}", follow_redirects=False)
        assert entered.status_code == 303 and entered.headers["location"].endswith("/s/1")
        assert "token=" not in entered.headers["location"]  # kept in a cookie instead
        assert client.get("/s/1").status_code == 200
        assert client.submit("/s/1/record", GAME).status_code == 303
    book.close()


def test_view_only_link_shows_but_cannot_write(web_db: Path) -> None:
    client, access, book = make_client(web_db, host="0.0.0.0", token=None)
    with client:
        client.get(f"/?token={access.view_token}")
        board = client.get("/s/1")
        assert board.status_code == 200 and "view only" in board.text
        assert "/s/1/record" not in board.text and "Undo" not in board.text
        assert client.get("/s/1/record").status_code == 403
        assert client.get("/s/1/undo").status_code == 403
        token = client.get("/s/1").text.split('"X-CSRF-Token": "')[1].split('"')[0]
        before = client.dump()
        refused = client.post("/s/1/record", data={"csrf": token, **GAME})
        assert refused.status_code == 403 and "view-only" in refused.text
        assert client.dump() == before
    book.close()


def test_view_only_link_on_loopback_is_view_only_too(web: WebClient) -> None:
    access: Access = web.app.state.access
    web.get(f"/?token={access.view_token}")
    assert web.get("/s/1/record").status_code == 403


def test_share_page_gives_the_view_only_link_as_a_qr_code(web: WebClient) -> None:
    page = web.get("/s/1/share").text
    access: Access = web.app.state.access
    assert f"/s/1?token={access.view_token}" in page and "<svg" in page


def test_static_files_are_served_by_the_program(web: WebClient) -> None:
    page = web.get("/s/1").text
    assert "http://" not in page.replace("http://127.0.0.1", "")  # nothing from elsewhere
    assert web.get("/static/htmx.min.js").text.startswith("var htmx=")
    assert "Zero-Clause BSD" in web.get("/static/htmx-LICENSE.txt").text
    assert "system-ui" in web.get("/static/app.css").text


def test_command_line_start_imports_no_web_stack() -> None:
    code = (
        "import sys, scorekeeper.cli; "
        "print(sorted({m.split('.')[0] for m in sys.modules} & "
        "{'starlette', 'uvicorn', 'jinja2', 'multipart', 'python_multipart', 'segno'}))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr


def test_app_builds_on_a_missing_file_as_any_change_would(tmp_path: Path) -> None:
    app = build_app(tmp_path / "new.db", Access.for_host("127.0.0.1"))
    with WebClient(app, tmp_path / "new.db") as client:
        assert "No sessions yet" in client.get("/").text
    app.state.ledger.close()
