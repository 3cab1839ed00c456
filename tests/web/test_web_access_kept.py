"""The token and the CSRF key kept between starts, in the user's data folder (the test's
tmp dir: conftest's ``data_home``), readable by their owner alone."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest
from web_client import GAME, WebClient, hidden_fields

from scorekeeper.ledger import Ledger
from scorekeeper.web import token_store
from scorekeeper.web.access import Access
from scorekeeper.web.app import build_app


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_the_file_is_in_the_data_folder_and_only_its_owner_reads_it(data_home: Path) -> None:
    access = Access.kept("127.0.0.1")
    kept = token_store.default_path()
    assert kept == data_home / "scorekeeper" / "web-token.json"
    assert _mode(kept) == 0o600
    assert _mode(kept.parent) == 0o700
    assert access.write_token in kept.read_text()
    assert [path.name for path in kept.parent.iterdir()] == ["web-token.json"]  # no temp left


def test_two_starts_share_the_token_and_the_csrf_key(data_home: Path) -> None:
    first, again = Access.kept("127.0.0.1"), Access.kept("0.0.0.0")
    assert first.write_token == again.write_token and first.view_token == again.view_token
    assert first.csrf_secret == again.csrf_secret
    assert len(first.write_token) >= 24 and first.write_token != first.view_token


def test_new_token_replaces_all_three(data_home: Path) -> None:
    old = Access.kept("127.0.0.1")
    new = Access.kept("127.0.0.1", renew=True)
    assert new.write_token != old.write_token and new.view_token != old.view_token
    assert new.csrf_secret != old.csrf_secret
    assert Access.kept("127.0.0.1") == new
    assert _mode(token_store.default_path()) == 0o600
    assert new.role_of(old.write_token) is None


def test_a_phone_and_an_open_form_outlive_a_restart(web_db: Path, data_home: Path) -> None:
    """The phone opened the link and the record form; the server restarts; it saves."""
    book = Ledger(web_db)
    with WebClient(build_app(web_db, Access.kept("127.0.0.1"), book), web_db, None) as phone:
        assert phone.get("/", follow_redirects=False).status_code == 401
        token = Access.kept("127.0.0.1").write_token
        assert phone.get(f"/?token={token}").status_code == 200  # the cookie is set
        form = phone.get("/s/1/record").text
        cookies = dict(phone.cookies)
    book.close()

    book = Ledger(web_db)  # the restart: a new app, a new Access read from the same file
    with WebClient(build_app(web_db, Access.kept("127.0.0.1"), book), web_db, None) as phone:
        for name, value in cookies.items():
            phone.cookies.set(name, value, domain="127.0.0.1")
        saved = phone.post(
            "/s/1/record", data={**hidden_fields(form), **GAME}, follow_redirects=False
        )
        assert saved.status_code == 303, saved.text
    book.close()


def test_a_restart_with_a_new_token_shuts_the_old_phone_out(web_db: Path) -> None:
    old = Access.kept("127.0.0.1")
    book = Ledger(web_db)
    app = build_app(web_db, Access.kept("127.0.0.1", renew=True), book)
    with WebClient(app, web_db, None) as phone:
        phone.cookies.set("sk_token", old.write_token, domain="127.0.0.1")
        assert phone.get("/").status_code == 401
    book.close()


@pytest.mark.parametrize("text", ["", "{", '{"write_token": "x"}', "[1, 2]", '{"a": 1}'])
def test_a_damaged_file_is_replaced_by_a_sound_one(data_home: Path, text: str) -> None:
    kept = token_store.default_path()
    kept.parent.mkdir(parents=True)
    kept.write_text(text)
    access = Access.kept("127.0.0.1")
    assert access.write_token in kept.read_text() and _mode(kept) == 0o600
    assert Access.kept("127.0.0.1") == access


def test_a_loosened_file_is_made_private_again(data_home: Path) -> None:
    access = Access.kept("127.0.0.1")
    kept = token_store.default_path()
    kept.chmod(0o644)
    assert Access.kept("127.0.0.1") == access
    assert _mode(kept) == 0o600


def test_in_process_access_touches_no_file(data_home: Path) -> None:
    Access.for_host("127.0.0.1")
    assert not data_home.exists()
