"""What the hostile-input tests share: the hostile values, and one attempt at a command.

For each generated value the command either succeeds and the value reads back as stored
(whitespace folded, as everywhere), or exits 2 with one line naming the option and the
file is unchanged. Never exit 1, never a traceback. The well-known hostile values
(NaN, 1e9, 0.5, 2^63, empty, NUL, newlines, right-to-left, 500 characters, case twins)
are always among the examples; tests/cli has the hand-written cases. Positional values
go after ``--``: without it Click reads "-inf" as an option, a usage error, not data.
"""

from __future__ import annotations

import json
import shutil
import unicodedata
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from safety_harness import dump, one_line_failure, run

from scorekeeper.ledger import Ledger

PLAYERS = ("Asha", "Bina", "Chandra", "Dev", "Esha")
HOSTILE_NUMBERS = ["NaN", "nan", "inf", "-inf", "1e9", "0.5", "1.0", "-1", "0x10", "1_0", "",
                   "   ", str(2**63), str(2**64), "9" * 30, "³", "½", "10+", "1 000", "1,5",
                   "\x00", "١٢"]  # fmt: skip
HOSTILE_TEXT = ["", " ", "\t", "\n", "a\x00b", "two\nlines", "\u202eevil\u202c", "עברית",
                "مرحبا بكم", "x" * 500, "ASHA", " asha ", "Ａｓｈａ", "ß", "\u200b", "🂡 A♠",
                "=1+2", "'; DROP TABLE game;--", "名前"]  # fmt: skip
MUST_REFUSE_NUMBER = {"NaN", "nan", "inf", "-inf", "1e9", "0.5", "1.0", "", "   ", "0x10",
                      "1_0", str(2**63), str(2**64), "9" * 30, "-1"}  # fmt: skip
SETTINGS = settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

numbers = st.one_of(
    st.sampled_from(HOSTILE_NUMBERS),
    st.integers(-(2**70), 2**70).map(str),
    st.floats().map(str),
    st.text(max_size=12),
)
texts = st.one_of(
    st.sampled_from(HOSTILE_TEXT),
    st.text(max_size=50),
    st.text(alphabet="ab \t", min_size=490, max_size=520),
)


def fold(text: str) -> str:
    return unicodedata.normalize("NFC", " ".join(text.split()))


class Attempt:
    """One command on a fresh copy of the template: accepted, or refused as the contract says."""

    def __init__(self, template: Path) -> None:
        self.template = template
        self.db = template.parent / "attempt.db"

    def __call__(self, label: str, *args: str) -> bool:
        for suffix in ("-wal", "-shm"):
            Path(f"{self.db}{suffix}").unlink(missing_ok=True)
        shutil.copyfile(self.template, self.db)
        before = dump(self.db)
        result = run(self.db, *args)
        if result.exit_code == 0:
            assert result.exception is None, repr(result.exception)
            return True
        message = one_line_failure(result, 2)
        assert message.startswith(label), (label, message)
        assert dump(self.db) == before
        return False

    def json(self, command: str, *positional: str) -> object:
        result = run(self.db, command, "--json", "--", *positional)
        assert result.exit_code == 0, result.stderr
        return json.loads(result.stdout)

    def last_game(self):
        book = Ledger(self.db)
        try:
            return book.games("Evening")[-1]
        finally:
            book.close()
