"""Every status word of every preset's record form, in every language, takes in a real
terminal (tmux) the cells the app measures it at: otherwise the status cell's arrows and
every column after it move by the difference (a Devanagari vowel sign such as ि in जित्ने
takes a cell in the terminal; Rich alone gives it none, present/cell_widths.py fixes it).
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from rich.cells import cell_len

from scorekeeper.ledger.catalog import preset, preset_names
from scorekeeper.present import cell_widths
from scorekeeper.present.language import LANGUAGES, Choice, restore, use
from scorekeeper.tui.entry_form import label, statuses

TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (CI installs it)")


def status_words() -> set[str]:
    words = set()
    for lang in LANGUAGES:
        token = use(Choice(lang=lang))
        try:
            for name in preset_names():
                words.update(label(status) for status in statuses(preset(name).outcomes))
        finally:
            restore(token)
    return words


# Run in the terminal: draws each word at the start of a line, asks the terminal where its
# cursor is (DSR, ESC [6n) and writes down the column it answers.
MEASURE = r"""
import json, os, re, sys, termios, tty
words = json.load(open(sys.argv[1], encoding="utf-8"))
tty.setraw(0)
cells = {}
for word in words:
    os.write(1, ("\r\x1b[2K" + word + "\x1b[6n").encode())
    answer = b""
    while not answer.endswith(b"R"):
        answer += os.read(0, 1)
    cells[word] = int(re.search(rb"\[(\d+);(\d+)R", answer).group(2)) - 1
json.dump(cells, open(sys.argv[2] + ".part", "w", encoding="utf-8"))
os.replace(sys.argv[2] + ".part", sys.argv[2])
"""


def drawn_cells(words: list[str], folder: Path) -> dict[str, int]:
    """How many cells a real terminal (tmux) advances over each word."""
    (folder / "measure.py").write_text(MEASURE, encoding="utf-8")
    (folder / "words.json").write_text(json.dumps(words), encoding="utf-8")
    out = folder / "cells.json"
    socket = f"sk-widths-{uuid.uuid4().hex[:8]}"
    script = [sys.executable, str(folder / "measure.py"), str(folder / "words.json"), str(out)]
    env = {**os.environ, "LC_ALL": "C.UTF-8"}  # the terminal reads UTF-8
    tmux = [TMUX, "-L", socket]
    start = [*tmux, "new-session", "-d", "-x", "80", "-y", "24", shlex.join(script)]
    subprocess.run(start, env=env, check=True, timeout=20)
    try:
        end = time.monotonic() + 30
        while not out.exists():  # the script's answer, once it has measured every word
            assert time.monotonic() < end, "the measuring script never finished"
            time.sleep(0.05)
        return json.loads(out.read_text(encoding="utf-8"))
    finally:
        subprocess.run([*tmux, "kill-server"], capture_output=True, timeout=20)


def test_every_status_word_takes_the_cells_the_app_measures(tmp_path: Path) -> None:
    words = sorted(status_words())
    assert "जित्ने" in words and "winner" in words
    drawn = drawn_cells(words, tmp_path)
    cell_widths.install()
    try:
        measured = {word: cell_len(word) for word in words}
    finally:
        cell_widths.restore()
    assert drawn == measured
