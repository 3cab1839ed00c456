"""A name is one spelling: é typed as one character (NFC) or as e + accent (NFD) is the
same player, the same session, wherever a name is given — also in a file written before
names were normalised, which may hold the NFD spelling and its key."""

from __future__ import annotations

import unicodedata

from cli_harness import Cli
from db_dump import edit_outside

NFC_RENE, NFD_RENE = "Ren\u00e9", "Rene\u0301"
NFC_CAFE, NFD_CAFE = "Caf\u00e9", "Cafe\u0301"


def test_the_two_spellings_of_one_name_cannot_take_two_seats(cli: Cli) -> None:
    cli.ok("new", "First", "-p", "Asha", "-p", "Bina")
    line = cli.refuses("new", "X", "-p", "\u00e9", "-p", "e\u0301")
    assert line == "--player: 'é' and 'é' are the same name"
    assert cli.refuses("new", "first", "-p", "Asha", "-p", "Bina").startswith("NAME:")


def test_a_name_is_stored_in_nfc_and_found_by_either_spelling(cli: Cli) -> None:
    cli.ok("new", NFD_CAFE, "-p", NFD_RENE, "-p", "Bo")
    shown = cli.json("show", NFC_CAFE)
    assert shown["session"] == NFC_CAFE and shown["seats"] == [NFC_RENE, "Bo"]
    cli.ok("record", NFD_CAFE, "--winner", "Bo", "--hand", f"{NFC_RENE}=5")
    cli.ok("record", NFC_CAFE, "--winner", NFD_RENE.upper(), "--hand", "Bo=7")
    assert [game["winner"] for game in cli.json("games", NFD_CAFE)] == ["Bo", NFC_RENE]
    assert cli.refuses("new", NFC_CAFE, "-p", "A", "-p", "B").startswith("NAME: a session named")
    # the second session seats the same person, whichever way é is typed
    cli.ok("new", "Second", "-p", NFC_RENE, "-p", "Dev")
    assert [row["name"] for row in cli.json("players", "list")] == ["Bo", "Dev", NFC_RENE]


def _as_an_older_file(cli: Cli) -> None:
    """Store the names in NFD, keys too (the plain casefold an older version kept)."""
    edit_outside(
        cli.db,
        ("UPDATE player SET name = ?, key = ? WHERE name = ?",
         (NFD_RENE, NFD_RENE.casefold(), NFC_RENE)),
        ("UPDATE session SET name = ?, key = ? WHERE name = ?",
         (NFD_CAFE, NFD_CAFE.casefold(), NFC_CAFE)),
    )  # fmt: skip


def test_an_older_file_with_nfd_names_is_matched_by_the_nfc_spelling(cli: Cli) -> None:
    cli.ok("new", NFC_CAFE, "-p", NFC_RENE, "-p", "Bo")
    _as_an_older_file(cli)
    assert cli.json("show", NFD_CAFE)["seats"] == [NFD_RENE, "Bo"]  # stored as it was
    cli.ok("record", NFC_CAFE, "--winner", "Bo", "--hand", f"{NFC_RENE}=5", "--dealer", NFC_RENE)
    cli.ok("correct", NFC_CAFE, "1", "--winner", NFC_RENE, "--hand", "Bo=9", "--reason", "typo")
    assert cli.json("games", NFC_CAFE)[0]["winner"] == NFD_RENE
    assert [row["name"] for row in cli.json("stats", NFC_RENE)["players"]] == [NFD_RENE]
    # the same person again in a new session, not a second René
    cli.ok("new", "Next", "-p", NFC_RENE, "-p", "Dev")
    assert len(cli.json("players", "list")) == 3
    cli.ok("players", "rename", NFC_RENE.upper(), "Renato", "--reason", "full name")
    assert cli.json("show", NFC_CAFE)["seats"] == ["Renato", "Bo"]
    assert cli.json("show", "Next")["seats"] == ["Renato", "Dev"]


def test_merge_and_split_find_a_player_by_either_spelling(cli: Cli) -> None:
    cli.ok("new", "One", "-p", NFC_RENE, "-p", "Bo")
    cli.ok("new", "Two", "-p", "Rene", "-p", "Dev")
    cli.ok("players", "merge", "Rene", NFD_RENE)
    assert cli.json("show", "Two")["seats"] == [NFC_RENE, "Dev"]
    cli.ok("players", "split", "RENE")
    cli.ok("players", "rename", NFD_RENE, "Renée")
    cli.ok("players", "merge", "rene", "ren\u00e9e")
    cli.ok("players", "split", "Rene")
    names = sorted(row["name"] for row in cli.json("players", "list"))
    assert names == ["Bo", "Dev", "Rene", unicodedata.normalize("NFC", "Renée")]
