"""``scorekeeper check``'s second half: every stored score re-derived from its entry."""
