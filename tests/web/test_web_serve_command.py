"""``scorekeeper serve`` as a person starts it: what it prints first, and its refusals."""

from __future__ import annotations

import ipaddress
import os
import socket
import subprocess
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from web_server import SCRIPT, serve

from scorekeeper.web.serve import _routed_address


def _run(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SCOREKEEPER_DB": str(db)}
    return subprocess.run(
        [str(SCRIPT), "--db", str(db), *args], capture_output=True, text=True, env=env, timeout=60
    )


def test_first_line_is_the_url_and_the_page_answers(web_db: Path) -> None:
    with serve(web_db) as server:
        assert server.url == f"http://127.0.0.1:{server.port}/"
        assert server.view_url.startswith(f"http://127.0.0.1:{server.port}/?token=")
        with urllib.request.urlopen(server.url, timeout=10) as page:
            assert "Friday" in page.read().decode()


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
