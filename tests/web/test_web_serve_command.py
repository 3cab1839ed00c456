"""``scorekeeper serve`` as a person starts it: what it prints first, its refusals, the token
kept between starts and ``--new-token``."""

from __future__ import annotations

import ipaddress
import json
import socket
import stat
import subprocess
import urllib.error
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import pytest
from script_env import script_env
from web_client import GAME, hidden_fields
from web_server import SCRIPT, serve

from scorekeeper.web.addresses import _routed_address


def _run(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args],
        capture_output=True,
        text=True,
        env=script_env(db),
        timeout=60,
    )


def _browser() -> urllib.request.OpenerDirector:
    """A client that keeps cookies, as a phone's browser does."""
    return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))


def _status(opener: urllib.request.OpenerDirector, url: str, data: bytes | None = None) -> int:
    try:
        with opener.open(url, data=data, timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_first_line_is_the_url_with_its_token_and_the_page_answers(web_db: Path) -> None:
    with serve(web_db) as server:
        assert server.url.startswith(f"http://127.0.0.1:{server.port}/?token=")
        assert len(server.token) >= 24
        assert server.view_url.startswith(f"http://127.0.0.1:{server.port}/?token=")
        assert server.token not in server.view_url
        opener = _browser()
        with opener.open(server.url, timeout=10) as page:  # the token, then its cookie
            assert page.url == f"http://127.0.0.1:{server.port}/"
            assert "Friday" in page.read().decode()


def test_loopback_asks_for_the_token_too(web_db: Path) -> None:
    with serve(web_db) as server:
        stranger = _browser()  # another account of this computer, without the link
        assert _status(stranger, f"http://127.0.0.1:{server.port}/") == 401
        assert _status(stranger, f"http://127.0.0.1:{server.port}/s/1/record", b"x=1") == 401
        assert _status(stranger, f"http://127.0.0.1:{server.port}/static/app.css") == 200


def test_the_token_file_is_private_and_outlives_a_restart(web_db: Path, data_home: Path) -> None:
    phone = _browser()
    with serve(web_db) as server:
        kept = data_home / "scorekeeper" / "web-token.json"
        assert stat.S_IMODE(kept.stat().st_mode) == 0o600
        assert server.token in kept.read_text()
        assert _status(phone, server.url) == 200
        form = phone.open(f"http://127.0.0.1:{server.port}/s/1/record", timeout=10).read()
        first = server.token
    with serve(web_db) as server:  # a restart: the same link, the phone's cookie still good
        assert server.token == first
        assert _status(phone, f"http://127.0.0.1:{server.port}/s/1") == 200
        # The form served before the restart saves after it (its CSRF token still holds).
        fields = {**hidden_fields(form.decode()), **GAME}
        posted = urlencode(fields).encode()
        assert _status(phone, f"http://127.0.0.1:{server.port}/s/1/record", posted) == 200
    games = json.loads(_run(web_db, "games", "Friday", "--json").stdout)
    assert [game["number"] for game in games] == [1]


def test_new_token_shuts_out_the_old_link(web_db: Path, data_home: Path) -> None:
    phone = _browser()
    with serve(web_db) as server:
        old = server.token
        assert _status(phone, server.url) == 200
    with serve(web_db, "127.0.0.1", "--new-token") as server:
        assert server.token != old
        assert server.token in (data_home / "scorekeeper" / "web-token.json").read_text()
        assert _status(phone, f"http://127.0.0.1:{server.port}/") == 401  # the old cookie
        assert _status(phone, f"http://127.0.0.1:{server.port}/?token={old}") == 401
        assert _status(phone, server.url) == 200
    with serve(web_db) as server:
        assert server.token != old  # the new one is kept in turn


def test_off_loopback_first_line_carries_the_token_then_a_qr_code(web_db: Path) -> None:
    with serve(web_db, host="0.0.0.0") as server:
        token = server.url.split("?token=", 1)[1]
        assert len(token) >= 24 and token not in server.view_url
        assert any("▀" in line or "▄" in line for line in server.lines[1:])  # the QR code
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{server.port}/", timeout=10)
            raise AssertionError("answered without the token")
        except urllib.error.HTTPError as error:
            assert error.code == 401


def test_off_loopback_the_url_names_an_address_a_phone_can_reach(web_db: Path) -> None:
    # Debian names the computer 127.0.1.1: its bare name, which a phone cannot look up,
    # must not be what the URL and the QR code carry.
    if _routed_address() is None:
        pytest.skip("this machine has no route off itself")
    with serve(web_db, host="0.0.0.0") as server:
        shown = ipaddress.ip_address(urlsplit(server.url).hostname or "")
        assert not shown.is_loopback and not shown.is_unspecified
        assert urlsplit(server.view_url).hostname == str(shown)


def test_bad_port_and_busy_port_are_one_sentence(web_db: Path) -> None:
    bad = _run(web_db, "serve", "--port", "70000")
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr == "--port: must be a port number 1–65535, got 70000\n"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        busy = _run(web_db, "serve", "--port", str(port))
    assert busy.returncode == 1 and busy.stdout == ""
    assert busy.stderr.startswith(f"cannot listen on 127.0.0.1:{port} (")
    assert busy.stderr.endswith("; try another --port\n")
    assert busy.stderr.count("\n") == 1


def test_a_browser_leaving_mid_request_is_one_line(web_db: Path) -> None:
    with serve(web_db) as server:
        cookie = f"sk_token={server.token}"
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(
                b"POST /s/1/record HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b"Content-Type: application/x-www-form-urlencoded\r\n"
                + f"Cookie: {cookie}\r\nContent-Length: 100000\r\n\r\ncsrf=".encode()
            )
        # The server notices when the socket closes: its line about it, or a traceback.
        seen = server.wait_for("left before", "Traceback", "Exception")
        rest = server.rest()
    printed = "".join(seen) + rest
    assert "Traceback" not in printed, printed
    assert printed.count("left before") == 1, printed
