"""The fingerprint where people see the settle-up: the web face's settle page (the
command line's is in test_fingerprint.py, the TUI's in its settle snapshots)."""

from __future__ import annotations

import sys
from pathlib import Path

from safety_harness import SEATS, entry_for, fixed_clock

from scorekeeper.ledger import Ledger

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))  # the web tests' client


def test_the_web_settle_page_shows_the_fingerprint(tmp_path: Path) -> None:
    from web_client import make_client

    db = tmp_path / "scores.db"
    book = Ledger(db, clock=fixed_clock)
    try:
        info, _ = book.new_session("S", SEATS, stake="0.25", currency="NPR")
        book.record("S", entry_for(info, 1))
        shown = book.settle("S").fingerprint
    finally:
        book.close()
    assert shown is not None and len(shown) == 12
    client, _, own = make_client(db)
    try:
        with client:
            page = client.get(f"/s/{info.id}/settle").text
    finally:
        own.close()
    assert f"Fingerprint <code>{shown}</code>" in page, page
