"""Storage failures that are not the user's input: say what happened and what to do."""

from __future__ import annotations


class StorageError(Exception):
    """The database cannot be used as asked (unreadable, foreign, locked, read-only).

    The message is one sentence for a person; the CLI exits 1 with it.
    """


class BadTarget(StorageError):
    """``--db`` itself cannot name a ledger (a PostgreSQL URL that does not parse): the
    user's input, so the CLI says ``--db: …`` and exits 2."""


class ConnectionLost(StorageError):
    """The connection to the server dropped before a change was committed: nothing of it
    was saved (the server rolls back a transaction whose connection is gone)."""


class OutcomeUnknown(StorageError):
    """The connection dropped while the commit was on its way: the change may or may not
    be saved. The ledger looks up the change's form id to say which; the message is what
    is said when nobody can look."""
