"""The changes to games: record, correct, void and undo, each kept as a revision."""
