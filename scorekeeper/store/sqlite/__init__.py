"""The ledger in one SQLite file: opening, pragmas, migrations, backups, the watch."""
