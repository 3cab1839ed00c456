"""The README's console blocks, run as pasted: a golden test of the command line.

Every ```console block of README.md is read as a transcript, in order, and every block
shares one fresh database, so the README tells one evening from the first command on.

- A line starting with ``$ `` is a command; a line ending in ``\\`` goes on in the next.
  Each command must start with ``scorekeeper `` and hold no ``;``, ``|``, ``&``, ``<``,
  ``>`` or command substitution, so that nothing else is ever run. It runs in
  bash, in the user's home folder, so quotes, ``~`` and a trailing ``# comment`` mean
  what they mean at a prompt; ``scorekeeper`` is the installed script of this venv.
- The lines under a command, up to the next ``$`` or the end of the block, are what it
  prints: stdout and stderr together, in the order written (Python unbuffered).
- The command must exit 0, unless its comment says ``exit code N``.
- Spaces at the ends of lines are ignored (rich pads a table's title to its width).
  A line that is exactly ``…`` matches any run of lines, none included; a ``…`` inside
  a line matches any text within that line.

What could differ from run to run is fixed or named:

- Time: ``SCOREKEEPER_NOW`` (read by scorekeeper/ledger/clock.py) stamps every revision
  and session change at one instant, a Friday evening. Backup files are named by the
  local clock (storage/backup.py), which nothing fixes; the README leaves their time
  out with a ``…`` inside the line.
- Paths: HOME is a new temporary folder and the database the default one in it (no
  SCOREKEEPER_DB, no XDG_ variables); the README's user is Asha, so that folder is
  written as /home/asha in what the program printed before comparing.
- Width: output to a pipe is laid out 200 columns wide (cli_tables), never the
  terminal's.
"""

from __future__ import annotations

import difflib
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from cli_harness import SCRIPT
from transcript import NOW

README = Path(__file__).resolve().parents[2] / "README.md"
HOME_SHOWN = "/home/asha"
ELLIPSIS = "…"
EXIT_CODE = re.compile(r"#.*\bexit code (\d+)\b")
SHELL_CONTROL = re.compile(r"[;&|<>`]|\$\(")  # nothing but the one scorekeeper command runs


@dataclass
class Step:
    block: int  # the console block's number in the README, from 1
    command: str  # as bash gets it: continuation lines joined
    expected: list[str]
    exit_code: int


def read_steps(markdown: str) -> list[Step]:
    """Every command of every ```console block, with what it must print."""
    steps: list[Step] = []
    blocks = re.findall(r"^```console\n(.*?)^```$", markdown, flags=re.M | re.S)
    for number, body in enumerate(blocks, 1):
        lines = body.splitlines()
        assert lines and lines[0].startswith("$ "), f"console block {number} starts with output"
        index = 0
        while index < len(lines):
            command = lines[index][2:]
            while command.endswith("\\"):  # a continuation, joined as bash would
                index += 1
                command = command[:-1] + lines[index].strip()
            index += 1
            expected = []
            while index < len(lines) and not lines[index].startswith("$ "):
                expected.append(lines[index])
                index += 1
            assert command.startswith("scorekeeper "), f"only scorekeeper is run: {command!r}"
            assert not SHELL_CONTROL.search(command), f"one command a line, no more: {command!r}"
            found = EXIT_CODE.search(command)
            code = int(found.group(1)) if found else 0
            steps.append(Step(number, command, expected, code))
    return steps


def pattern(expected: list[str]) -> re.Pattern[str]:
    """The README's lines as a pattern over the printed lines (each ending in a newline)."""
    parts = []
    for line in expected:
        if line == ELLIPSIS:
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            pieces = line.rstrip().split(ELLIPSIS)
            parts.append("[^\n]*?".join(re.escape(piece) for piece in pieces) + "\n")
    return re.compile("".join(parts))


def matches(expected: list[str], printed: str) -> bool:
    return pattern(expected).fullmatch(printed) is not None


def normalise(output: str, home: Path) -> str:
    text = output.replace(str(home), HOME_SHOWN)
    return "".join(line.rstrip() + "\n" for line in text.splitlines())


def environment(home: Path) -> dict[str, str]:
    """A clean environment: the fixed clock, the temporary home, this venv's script."""
    env = {
        "HOME": str(home),
        "PATH": f"{SCRIPT.parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "LANG": "C.UTF-8",
        "PYTHONIOENCODING": "utf-8",
        "PYTHONUNBUFFERED": "1",
        "SCOREKEEPER_NOW": NOW,
    }
    if "TMPDIR" in os.environ:
        env["TMPDIR"] = os.environ["TMPDIR"]
    return env


def run(step: Step, home: Path) -> tuple[int, str]:
    # Not transcript.py's in-process runner: this is the newcomer's run, so the command goes
    # through bash (quotes, ``~``, comments) to the installed script found on PATH, in a
    # process of its own with a bare environment and the default database under HOME. It
    # is the suite's end-to-end test of the script as a user starts it.
    bash = shutil.which("bash")
    assert bash is not None, "the README's commands are run by bash"
    done = subprocess.run(
        [bash, "--noprofile", "--norc", "-c", step.command],
        cwd=home,
        env=environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=120,
        check=False,
    )
    return done.returncode, normalise(done.stdout.decode("utf-8"), home)


def report(step: Step, code: int, printed: str) -> str:
    diff = difflib.unified_diff(
        [line.rstrip() for line in step.expected],
        printed.splitlines(),
        "README.md",
        "printed",
        lineterm="",
    )
    return (
        f"console block {step.block}: $ {step.command}\n"
        f"exit code {code} (README: {step.exit_code})\n" + "\n".join(diff)
    )


def with_one_digit_changed(expected: list[str]) -> list[str] | None:
    """The README's lines with the first digit outside any ``…`` changed, or None."""
    for index, line in enumerate(expected):
        if ELLIPSIS in line:
            continue
        found = re.search(r"\d", line)
        if found:
            digit = str((int(found.group()) + 1) % 10)
            changed = line[: found.start()] + digit + line[found.end() :]
            return [*expected[:index], changed, *expected[index + 1 :]]
    return None


def test_every_console_block_of_the_readme_prints_what_it_shows(tmp_path: Path) -> None:
    steps = read_steps(README.read_text("utf-8"))
    assert len(steps) >= 15 and len({step.block for step in steps}) >= 5, "README tour missing"
    home = tmp_path / "home"
    home.mkdir()
    problems: list[str] = []
    sensitive = 0
    for step in steps:
        code, printed = run(step, home)
        if code != step.exit_code or not matches(step.expected, printed):
            problems.append(report(step, code, printed))
            continue
        # The comparison is not vacuous: one digit off would have been caught.
        changed = with_one_digit_changed(step.expected)
        if changed is not None:
            assert not matches(changed, printed), f"a changed digit passes: {step.command}"
            sensitive += 1
    assert not problems, "\n\n".join(problems)
    assert sensitive >= 10
    assert (home / ".local/share/scorekeeper/scorekeeper.db").is_file()


def test_an_elision_stands_for_lines_or_text_and_nothing_more() -> None:
    printed = "Game 2 recorded\n┏━━┓\n│ +90 │\nPlayed: 2 games\n"
    assert matches(["Game 2 recorded", ELLIPSIS, "Played: 2 games"], printed)
    assert matches(["Game 2 recorded", ELLIPSIS, "│ +90 │", ELLIPSIS, "Played: 2 games"], printed)
    assert matches(["Game … recorded", ELLIPSIS], printed)
    assert not matches(["Game 2 recorded", ELLIPSIS, "Played: 3 games"], printed)
    assert not matches(["Game 2 recorded", "Played: 2 games"], printed)
    assert not matches(["Game … games"], printed)  # a ``…`` in a line stays in that line
    assert not matches(["Game 2 recorded"], printed)  # every line is accounted for


def test_commands_are_read_with_their_continuations_comments_and_exit_codes() -> None:
    markdown = (
        "```console\n$ scorekeeper record friday --winner Asha \\\n    --hand Dave=3"
        "   # exit code 2\n--hand: 'Dave' is not seated\n$ scorekeeper show 1\n…\n```\n"
        "```sh\n$ rm -rf /\n```\n"
    )
    first, second = read_steps(markdown)
    assert first.command == (
        "scorekeeper record friday --winner Asha --hand Dave=3   # exit code 2"
    )
    assert (first.exit_code, first.expected) == (2, ["--hand: 'Dave' is not seated"])
    assert (second.command, second.exit_code, second.expected) == ("scorekeeper show 1", 0, ["…"])
    for line in ("$ rm -rf ~", "$ scorekeeper show 1; rm -rf ~", "$ scorekeeper show $(rm -rf ~)"):
        with pytest.raises(AssertionError):
            read_steps(f"```console\n{line}\n```\n")
