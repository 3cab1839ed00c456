"""Reading a ledger never writes it: no file is created, none upgraded, nothing appears.

A command that only reads, given a file that is missing or empty, says in one sentence
that there is no database there yet (exit 1) and leaves the folder exactly as it was;
only a change (``new``, ``record``, ``import``…, or the TUI) starts one. A file written
by an older scorekeeper is not upgraded by a read either: the read says so, and the next
change upgrades it, after a backup. The reads run through the script's ``main`` in this
process (what they print and leave is the point), the changes as the installed script.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from media_harness import READS, listing, main_of, one_sentence, script
from safety_harness import mode

from scorekeeper.store.sqlite import migrations

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
HINT = "`scorekeeper new NAME -p PLAYER …` starts one"
LATEST = len(migrations.MIGRATIONS)


@pytest.mark.parametrize("state", ["missing", "empty"])
def test_a_read_of_no_database_says_so_and_creates_nothing(tmp_path: Path, state: str) -> None:
    path = tmp_path / "scores.db"
    if state == "empty":
        path.touch()
        expected = f"{path} holds no scorekeeper database yet (the file is empty); {HINT}"
    else:
        expected = f"there is no database at {path} yet; {HINT}"
    before = listing(tmp_path)
    for args in READS:
        assert one_sentence(main_of(path, *args)) == expected, args
        assert listing(tmp_path) == before, args  # still missing, or still 0 bytes
    # A change still starts the database (private, if it makes the file), and then the
    # same reads answer.
    done = script(path, "new", "S", "-p", "Asha", "-p", "Bina", "-p", "Chandra")
    assert done.returncode == 0, done.stderr
    assert path.stat().st_size > 0
    if state == "missing":
        assert mode(path) == 0o600
    totals = json.loads(script(path, "totals", "S", "--json").stdout)
    assert [player["name"] for player in totals["players"]] == ["Asha", "Bina", "Chandra"]


def test_a_read_of_a_missing_folder_names_the_folder(tmp_path: Path) -> None:
    path = tmp_path / "no" / "such" / "scores.db"
    message = one_sentence(script(path, "totals", "S"))
    assert message == f"there is no database at {path}: the folder {path.parent} does not exist"
    assert not (tmp_path / "no").exists()


OLD_READS = [
    ["totals", "Friday", "--json"], ["games", "Friday"], ["sessions"], ["history", "Friday"],
    ["export", "Friday", "--json"], ["stats"], ["check"],
]  # fmt: skip


def test_a_read_does_not_upgrade_an_older_file_and_a_change_does(tmp_path: Path) -> None:
    path = tmp_path / "family.db"
    shutil.copyfile(FIXTURES / "schema1.db", path)
    before = listing(tmp_path)
    expected = (
        f"{path} was written by an older scorekeeper (schema 1; this one reads {LATEST}) and "
        "reading does not upgrade it: the next change, or opening it with `scorekeeper` "
        "(the TUI), does, after keeping a backup"
    )
    for args in OLD_READS:
        assert one_sentence(main_of(path, *args)) == expected, args
    assert listing(tmp_path) == before  # not upgraded, and no backup made
    done = script(path, "new", "Saturday", "-p", "Asha", "-p", "Bina")
    assert done.returncode == 0, done.stderr
    copies = [p.name for p in (tmp_path / "backups").iterdir()]
    assert len(copies) == 1 and copies[0].endswith("-pre-migration.db")
    totals = json.loads(script(path, "totals", "Friday", "--json").stdout)
    shown = {p["name"]: p["total"] for p in totals["players"]}
    assert shown == {"Asha": 6, "Bina": 60, "Chandra": -72, "Dév": 6}
