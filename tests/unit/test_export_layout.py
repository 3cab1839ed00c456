"""export --json: the same document json.dumps(indent=2) writes, laid out for speed.

Objects that hold no list (a player's line, a session change) stand on one line, encoded
in C; everything else is indented by two spaces a level, as before. Characters that
could steer a terminal are still escaped, also inside the one-line objects.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

from scorekeeper.ledger import Ledger
from scorekeeper.present import export

SEATS = ["Asha", "Bina", "Chandra", "Dev"]


def test_the_document_is_the_same_indented_by_two_with_lines_on_one_line(tmp_path: Path):
    ledger = Ledger(tmp_path / "x.db")
    ledger.new_session("Friday", SEATS)
    entry = ledger.build_entry("Friday", "Asha", {"hand": ["Bina=7", "Chandra=3", "Dev=0"]})
    ledger.record("Friday", entry)
    ledger.void("Friday", 1, "wrong deal")
    with sqlite3.connect(tmp_path / "x.db") as conn:  # as an older file may hold it
        conn.execute("UPDATE revision SET reason = 'wrong \u202e\u0085 deal' WHERE number = 2")
    conn.close()
    text = export.session_json(ledger, "Friday")
    document = ledger.export_document("Friday")
    loaded = json.loads(text)
    loaded.pop("exported_at"), document.pop("exported_at")
    assert loaded == document
    assert "\u202e" not in text and "\\u202e" in text and "\\u0085" in text
    assert text.endswith("}\n") and text.startswith('{\n  "format": ')
    lines = text.splitlines()
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        assert indent % 2 == 0, line
    players = [line for line in lines if line.lstrip().startswith('{"player": ')]
    assert len(players) == 2 * len(SEATS)  # every player's line of both revisions, one each
    assert all(re.fullmatch(r" +\{.*\},?", line) for line in players)
    ledger.close()
