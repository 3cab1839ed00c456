"""Sessions and players: new, rename, archive, and the session-level changes kept in
history (stake, settle, reopen, rules, player renames, merges and splits)."""
