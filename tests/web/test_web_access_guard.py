"""The guard in front of every page, spoken to in process: the Host and Origin checks, the
headers, compressed static files, 404 for every unknown number, the refusals as pages, and
the Share page's link taken from the server's own address."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest
from web_client import GAME, WebClient, hidden_fields, make_client

from scorekeeper.ledger import Ledger
from scorekeeper.web.access import VIEW, Access
from scorekeeper.web.addresses import base_url
from scorekeeper.web.app import build_app

HTMX = Path(__file__).parents[2] / "scorekeeper" / "web" / "static" / "htmx.min.js"
PAGES = [
    "/",
    "/s/1",
    "/s/1/record",
    "/s/1/g/1",
    "/s/1/g/1/correct",
    "/s/1/g/1/void",
    "/s/1/undo",
    "/s/1/history",
    "/s/1/settle",
    "/s/1/share",
]


def _post_record(client: WebClient, headers: dict[str, str]) -> int:
    """A sound record form, CSRF token and all, sent with ``headers``; its status."""
    form = hidden_fields(client.get("/s/1/record").text)
    posted = client.post(
        "/s/1/record", data={**form, **GAME}, headers=headers, follow_redirects=False
    )
    return posted.status_code


def _is_small_page(response: object, status: int) -> None:
    """A refusal an accessibility checker accepts: a language, a title, one heading."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("text/html")
    text = response.text
    assert '<html lang="en">' in text
    assert len(re.findall(r"<title>[^<]+</title>", text)) == 1
    assert len(re.findall(r"<h1[ >]", text)) == 1


# --- Host ---------------------------------------------------------------------------------

ANSWERED = ["127.0.0.1", "127.0.0.1:8000", "127.5.6.7:8000", "localhost:8000", "LOCALHOST"]
ANSWERED += ["[::1]:8000", "[::1]"]
# A name that merely starts like an address is its owner's to point anywhere; 127.1 and the
# hex and decimal spellings are no literal address (a browser writes 127.0.0.1 for them).
REFUSED = ["127.0.0.1.evil.com", "127.0.0.1.evil.com:8000", "attacker.example:8000", "127.1"]
REFUSED += ["0x7f.0.0.1", "2130706433", "::1", "[::2]:8000", "[::ffff:127.0.0.1]", "localhost."]
REFUSED += ["evil.com@127.0.0.1", "127.0.0.1/x", "0.0.0.0:8000", "192.168.1.5:8000", ""]


@pytest.mark.parametrize("host", ANSWERED)
def test_loopback_server_answers_loopback_names(web: WebClient, host: str) -> None:
    assert web.get("/", headers={"Host": host}).status_code == 200


@pytest.mark.parametrize("host", REFUSED)
def test_loopback_server_refuses_every_other_name(web: WebClient, host: str) -> None:
    refused = web.get("/", headers={"Host": host})
    _is_small_page(refused, 400)
    assert "Friday" not in refused.text


def test_a_refused_host_is_shown_escaped(web: WebClient) -> None:
    refused = web.get("/", headers={"Host": "<b>x</b>"})
    assert refused.status_code == 400 and "&lt;b&gt;x&lt;/b&gt;" in refused.text


def test_refused_host_changes_nothing(web: WebClient) -> None:
    before = web.dump()
    assert _post_record(web, {"Host": "127.0.0.1.evil.com"}) == 400
    assert web.dump() == before


@pytest.mark.parametrize("host", ["192.168.1.5:8000", "scorekeeper.lan", "127.0.0.1.evil.com"])
def test_network_server_answers_any_host_with_the_token(web_db: Path, host: str) -> None:
    # Phones use the LAN address or a name; the token, not the name, guards the server.
    client, _, book = make_client(web_db, host="0.0.0.0")
    with client:
        assert client.get("/s/1", headers={"Host": host}).status_code == 200
    with make_client(web_db, host="0.0.0.0", token=None)[0] as stranger:
        assert stranger.get("/s/1", headers={"Host": host}).status_code == 401
    book.close()


# --- Origin -------------------------------------------------------------------------------

FOREIGN = [
    "http://127.0.0.1:8001",  # another port of this computer: another server, another origin
    "https://127.0.0.1",  # another scheme
    "https://127.0.0.1:80",  # another scheme, even on the same port
    "http://localhost",  # another name
    "http://127.0.0.1.evil.com",
    "http://evil.example",
    "ftp://127.0.0.1",
    "http://127.0.0.1/s/1",  # not an Origin at all
]


@pytest.mark.parametrize("origin", FOREIGN)
def test_change_from_another_origin_is_refused(web: WebClient, origin: str) -> None:
    before = web.dump()
    assert _post_record(web, {"Origin": origin}) == 403
    assert web.dump() == before


@pytest.mark.parametrize("origin", ["http://127.0.0.1", "http://127.0.0.1:80"])
def test_change_from_its_own_origin_is_taken(web: WebClient, origin: str) -> None:
    assert _post_record(web, {"Origin": origin}) == 303


def test_origin_port_is_compared_with_the_host_port(web: WebClient) -> None:
    own = {"Host": "127.0.0.1:8000", "Origin": "http://127.0.0.1:8000"}
    assert _post_record(web, {**own, "Origin": "http://127.0.0.1"}) == 403
    assert _post_record(web, own) == 303


@pytest.mark.parametrize(
    ("site", "status"), [("same-origin", 303), ("same-site", 403), ("cross-site", 403)]
)
def test_origin_null_leaves_it_to_fetch_metadata(web: WebClient, site: str, status: int) -> None:
    # Under Referrer-Policy: no-referrer a browser sends "Origin: null" with its own forms.
    assert _post_record(web, {"Origin": "null", "Sec-Fetch-Site": site}) == status


# --- Headers, static files ----------------------------------------------------------------


def _has_security_headers(response: object) -> None:
    policy = response.headers["content-security-policy"]
    assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "no-referrer"


@pytest.fixture
def played(web: WebClient) -> WebClient:
    assert web.submit("/s/1/record", GAME).status_code == 303
    return web


@pytest.mark.parametrize("path", PAGES)
def test_every_page_carries_the_security_headers(played: WebClient, path: str) -> None:
    page = played.get(path)
    assert page.status_code == 200
    _has_security_headers(page)
    # What the policy forbids, the pages must not need: no inline script, handler or style.
    assert not re.search(r"<script(?![^>]*\bsrc=)", page.text), path
    assert not re.search(r"\son[a-z]+\s*=", page.text), path
    assert not re.search(r"\sstyle\s*=|<style", page.text), path
    assert "javascript:" not in page.text, path


def test_refusals_and_files_carry_the_headers_too(web_db: Path) -> None:
    client, _, book = make_client(web_db, token=None)
    with client:
        _has_security_headers(client.get("/s/1"))  # 401
        _has_security_headers(client.get("/static/app.css"))
        _has_security_headers(client.get("/", headers={"Host": "evil.example"}))  # 400
    book.close()


def test_the_policy_lets_in_the_style_htmx_adds() -> None:
    # htmx writes this style into the page; its hash in the policy must be of this htmx.
    import base64
    import hashlib

    from scorekeeper.web.headers import HTMX_INDICATOR_STYLE

    source = HTMX.read_text()
    assert "includeIndicatorStyles!==false" in source and 'version:"2.0.11"' in source
    style = (
        ".htmx-indicator{opacity:0;visibility: hidden} .htmx-request .htmx-indicator, "
        ".htmx-request.htmx-indicator{opacity:1;visibility: visible;transition: opacity 200ms "
        "ease-in}"
    )
    digest = base64.b64encode(hashlib.sha256(style.encode()).digest()).decode()
    assert f"'sha256-{digest}'" == HTMX_INDICATOR_STYLE


def test_static_files_are_cached_and_compressed_when_asked(web: WebClient) -> None:
    raw = HTMX.read_bytes()
    packed = web.get("/static/htmx.min.js", headers={"Accept-Encoding": "gzip"})
    assert packed.status_code == 200
    assert packed.headers["content-encoding"] == "gzip"
    assert "max-age=" in packed.headers["cache-control"]
    assert int(packed.headers["content-length"]) < len(raw) / 2
    assert packed.content == raw  # httpx undoes the gzip: the same file
    plain = web.get("/static/htmx.min.js", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers and plain.content == raw
    assert "max-age=" in web.get("/static/app.css").headers["cache-control"]


def test_pages_are_not_compressed(web: WebClient) -> None:
    # A page holds the CSRF token beside what a visitor typed: compressed, its length leaks it.
    page = web.get("/s/1/settle?stake=5", headers={"Accept-Encoding": "gzip"})
    assert page.status_code == 200 and "content-encoding" not in page.headers


def test_gzip_body_is_a_real_gzip_stream(web: WebClient) -> None:
    # Read off the wire, not through httpx's decoding: the bytes are a gzip member.
    with web.stream("GET", "/static/htmx.min.js", headers={"Accept-Encoding": "gzip"}) as sent:
        body = b"".join(sent.iter_raw())
    assert gzip.decompress(body) == HTMX.read_bytes()


# --- Paths: 404, never 500 ----------------------------------------------------------------

UNKNOWN = [
    "/s/99999999999999999999999",
    "/s/1/g/99999999999999999999",
    "/s/9223372036854775808",
    "/s/9223372036854775807",
    "/s/9223372036854775808/live",
    "/s/99999999999999999999/history",
    "/s/99999999999999999999/settle",
    "/s/99999999999999999999/share",
    "/s/99999999999999999999/record",
    "/s/99999999999999999999/undo",
    "/s/1/g/9223372036854775808/correct",
    "/s/1/g/9223372036854775808/void",
    "/s/2",
    "/s/0",
    "/s/-1",
    "/s/1/g/7",
    "/s/1/g/x",
    "/nothing-here",
    "/static/nothing.js",
]


@pytest.fixture
def lenient(web_db: Path) -> WebClient:
    """The app with its errors answered as a browser sees them, not raised into the test."""
    access = Access.for_host("127.0.0.1")
    book = Ledger(web_db)
    with WebClient(build_app(web_db, access, book), web_db, raise_server_exceptions=False) as c:
        yield c
    book.close()


@pytest.mark.parametrize("path", UNKNOWN)
def test_every_unknown_number_is_404_with_a_page(lenient: WebClient, path: str) -> None:
    found = lenient.get(path)
    assert found.status_code == 404, (path, found.text[:200])
    assert found.headers["content-type"].startswith("text/html")
    assert '<html lang="en">' in found.text


@pytest.mark.parametrize(
    "path",
    [
        "/s/99999999999999999999999/record",
        "/s/1/g/99999999999999999999/correct",
        "/s/9223372036854775808/undo",
    ],
)
def test_a_change_to_an_unknown_number_is_404(lenient: WebClient, path: str) -> None:
    before = lenient.dump()
    assert lenient.post(path, data=GAME).status_code == 404
    assert lenient.dump() == before


# --- Refusals are pages -------------------------------------------------------------------


def test_every_refusal_of_the_guard_is_a_small_page(web_db: Path) -> None:
    client, access, book = make_client(web_db, token=None)
    with client:
        _is_small_page(client.get("/s/1"), 401)
        _is_small_page(client.get("/", headers={"Host": "evil.example"}), 400)
        client.cookies.set("sk_token", access.write_token, domain="127.0.0.1")
        _is_small_page(client.put("/s/1"), 405)
        _is_small_page(client.post("/s/1", data={}), 405)  # a route that takes no POST
        _is_small_page(client.post("/s/1/record", headers={"Origin": "http://x.example"}), 403)
        _is_small_page(client.get("/nothing-here"), 404)
    book.close()


# --- Share --------------------------------------------------------------------------------


def test_share_link_is_the_servers_address_never_the_hosts(web_db: Path) -> None:
    access = Access.for_host("0.0.0.0")
    book = Ledger(web_db)
    with WebClient(build_app(web_db, access, book, port=8123), web_db) as client:
        page = client.get("/s/1/share", headers={"Host": "evil.example:9999"}).text
    book.close()
    assert "evil.example" not in page
    assert f"{base_url('0.0.0.0', 8123)}/s/1?token={access.view_token}" in page
    assert "Phones cannot reach" not in page


def test_share_on_loopback_says_how_phones_can_reach_it(web: WebClient) -> None:
    access: Access = web.app.state.access
    page = web.get("/s/1/share", headers={"Host": "localhost:8000"}).text
    assert f"http://127.0.0.1:8000/s/1?token={access.view_token}" in page
    assert "localhost" not in page
    assert "Phones cannot reach this server" in page and "--host 0.0.0.0" in page


def test_share_shows_the_full_link_to_a_writer_only(web_db: Path) -> None:
    client, access, book = make_client(web_db)
    with client:
        assert f"?token={access.write_token}" in client.get("/s/1/share").text
    book.close()
    viewer, access, book = make_client(web_db, token=VIEW)
    with viewer:
        page = viewer.get("/s/1/share")
        assert page.status_code == 200 and f"?token={access.view_token}" in page.text
        assert access.write_token not in page.text
    book.close()
