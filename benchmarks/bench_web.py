"""The web face's reads, in process through Starlette's test client: what a phone costs.

Every open phone polls its board every two seconds. Measured at every size: the
session page, the poll that finds nothing changed (204), the poll after another face
saved a game (the board again; the save itself untimed), and the first page of history.
The server is the one ``serve`` builds, its board sums kept between requests as they
are while it runs: the first board of each session, which sums the season once, falls
in the unrecorded first round.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import bench_data
from starlette.testclient import TestClient

from scorekeeper.ledger import Ledger
from scorekeeper.web.access import TOKEN_COOKIE, Access
from scorekeeper.web.app import build_app

Measure = Callable[[], float]
_VERSION = re.compile(r'hx-get="/s/\d+/live\?v=([0-9a-f]+)"')


class Phone:
    """A phone with the session's board open, and another face writing the same file."""

    def __init__(self, db: Path) -> None:
        self.server_ledger, self.other = Ledger(db), Ledger(db)
        access = Access.for_host("127.0.0.1")
        self.client = TestClient(build_app(db, access, self.server_ledger),
                                 base_url="http://127.0.0.1")  # fmt: skip
        if access.write_token:  # the cookie the link's token leaves
            self.client.cookies.set(TOKEN_COOKIE, access.write_token)
        self.path = f"/s/{self.other.session(bench_data.SESSION).id}"
        self.entry = self.other.build_entry(
            bench_data.SESSION, "Asha", {"hand": [f"{n}=7" for n in bench_data.SEATS[1:]]}
        )
        self.version = ""

    def _get(self, path: str, status: int = 200) -> str:
        answer = self.client.get(path)
        assert answer.status_code == status, (path, answer.status_code)
        return answer.text

    def page(self) -> None:
        self.version = _VERSION.search(self._get(self.path)).group(1)

    def unchanged(self) -> None:
        self._get(f"{self.path}/live?v={self.version}", 204)

    def changed(self) -> float:
        self.other.record(bench_data.SESSION, self.entry)  # untimed: another face saves
        start = time.perf_counter()
        board = self._get(f"{self.path}/live?v={self.version}")
        taken = time.perf_counter() - start
        self.version = _VERSION.search(board).group(1)
        return taken

    def history(self) -> None:
        self._get(f"{self.path}/history")

    def close(self) -> None:
        self.client.close()
        self.server_ledger.close()
        self.other.close()


def measures(dbs: dict[int, Path], seconds: Callable[[Callable[[], object]], Measure]) -> tuple[
        dict[str, Measure], list[Phone]]:  # fmt: skip
    """The four reads at every size; the phones, to close when done."""
    found: dict[str, Measure] = {}
    phones = []
    for size, db in dbs.items():
        phone = Phone(db)
        phone.page()
        phones.append(phone)
        found |= {
            f"web page@{size}": seconds(phone.page),
            f"web poll 204@{size}": seconds(phone.unchanged),
            f"web poll changed@{size}": phone.changed,
            f"web history@{size}": seconds(phone.history),
        }
    return found, phones
