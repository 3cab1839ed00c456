"""A 101 pool evening as a golden transcript (golden_presets/pool.txt): an elimination, a
refused game for the out player, a rejoin, a correction of an earlier game that changes
the rejoined total, a refused rejoin above rejoin-below, the last player left winning the
pool, the entry fees settled, the export imported with the same totals, and check ok. The
numbers are worked out by hand from docs/rules.md in the file's ``#`` comments: Chandra
out at 105 after game 2, back in at 40, at 50 once game 2 is corrected (Asha 50); Asha out
at 110 while Bina has 80 (no rejoin above 79); Bina out at 160; Chandra wins and collects
500 NPR from each (her two entries paid 1000)."""

from __future__ import annotations

from pathlib import Path

from transcript import assert_plays


def test_a_101_evening_with_a_rejoin_a_correction_and_a_winner(tmp_path: Path) -> None:
    assert_plays("pool", tmp_path)
