"""Text an older file may hold (escape sequences, a bidi override) on the web pages.

Today every face refuses such text; a file written before that could still hold it. The
pages show it escaped (``\\x1b``, ``\\u202e``), as the command line and the TUI do: a raw
override would make a browser draw "Asha pays 05" where the file says 50.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from web_client import GAME, make_client

ESC, OVERRIDE = "\x1b", "\u202e"


def _as_an_older_file(db: Path) -> None:
    conn = sqlite3.connect(db)
    with conn:
        conn.execute(
            "UPDATE revision SET reason = ? WHERE reason = 'typo'",
            (f"Asha pays {OVERRIDE}05 anib\u202c to settle {ESC}[2J",),
        )
        conn.execute("UPDATE game SET note = ? WHERE number = 1", (f"first{ESC}]0;title\x07",))
        conn.execute("UPDATE player SET name = ? WHERE name = 'Bina'", (f"Bi{ESC}[5mna",))
    conn.close()


def test_an_older_files_escapes_are_shown_escaped_on_every_page(web_db: Path) -> None:
    client, _, book = make_client(web_db)
    with client:
        assert client.submit("/s/1/record", GAME).status_code == 303
        voided = client.submit("/s/1/g/1/void", {"reason": "typo"}, page="/s/1/g/1/void")
        assert voided.status_code == 303, voided.text
    book.close()
    _as_an_older_file(web_db)

    client, _, book = make_client(web_db)
    with client:
        pages = {path: client.get(path) for path in
                 ("/", "/s/1", "/s/1/history", "/s/1/g/1", "/s/1/settle")}  # fmt: skip
    book.close()
    for path, page in pages.items():
        assert page.status_code == 200, (path, page.text[:500])
        for raw in (ESC, OVERRIDE, "\x07", "\u202c"):
            assert raw not in page.text, (path, repr(raw))
        # the pages' own HTML and its line breaks are left alone (a fragment such as the
        # scoreboard is rendered, and escaped, once)
        assert "\\x0a" not in page.text and "\\x09" not in page.text, path
    for path in ("/s/1", "/s/1/history", "/s/1/g/1"):  # the pages that name the players
        assert "Bi\\x1b[5mna" in pages[path].text, path
    history = pages["/s/1/history"].text
    assert "Asha pays \\u202e05 anib\\u202c to settle \\x1b[2J" in history
