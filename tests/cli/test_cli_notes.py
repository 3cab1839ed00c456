"""A game's note is one line: a control character in it is refused, line ends and tabs too.

Reasons and names already refused terminal controls; a note took CR and LF and quietly made
them spaces. Now ``--note`` refuses them in one sentence naming the option (nothing saved),
and an imported note holding one is refused naming its place in the file, as import
refuses every other bad field.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_harness import ENTRY, Cli, assert_one_line_refusal, run_script


@pytest.mark.parametrize(("bad", "code"), [("\n", "\\x0a"), ("\r", "\\x0d"), ("\t", "\\x09"),
                                           ("\x1b", "\\x1b"), ("\u2028", "\\u2028")])  # fmt: skip
def test_a_note_with_a_control_character_is_refused(five: Cli, bad: str, code: str) -> None:
    message = five.refuses("record", "Evening", *ENTRY, "--note", f"Dev dealt{bad}twice")
    assert message == f"--note: cannot contain control characters (here {code}); use plain words"


def test_a_plain_note_is_kept_as_typed(five: Cli) -> None:
    five.ok("record", "Evening", *ENTRY, "--note", "  Dev   dealt twice ")
    document = five.json("export", "Evening")
    assert document["games"][0]["note"] == "Dev dealt twice"


def test_the_installed_script_refuses_a_note_across_lines(five: Cli) -> None:
    done = run_script(five.db, "record", "Evening", *ENTRY, "--note", "line one\r\nline two")
    line = assert_one_line_refusal(done.returncode, done.stdout.decode(), done.stderr.decode(), 2)
    assert line == "--note: cannot contain control characters (here \\x0d); use plain words"


@pytest.mark.parametrize("bad", ["\n", "\r", "\t"])
def test_an_imported_note_with_a_line_end_is_refused_naming_its_place(
    played: Cli, tmp_path: Path, bad: str
) -> None:
    document = played.json("export", "Evening")
    document["games"][0]["note"] = f"Dev dealt{bad}twice"
    file = tmp_path / "evening.json"
    file.write_text(json.dumps(document), "utf-8")
    message = played.refuses("import", str(file))
    code = f"\\x{ord(bad):02x}"
    assert message == (
        f"FILE: games[0].note: cannot contain control characters (here {code}); use plain words"
    )
