"""The ledger read back: games, totals, history, a screen's snapshot, settlement, stats."""
