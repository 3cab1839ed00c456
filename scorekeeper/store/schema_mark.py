"""The schema version a ledger keeps in its ``meta`` table, read strictly on both engines.

Every scorekeeper writes it as a plain whole number from 1 up ("2"). Anything else ("abc",
"4.0", "", "-1", "03") was typed by a hand, and reading it loosely would either fail with a
traceback or run a migration again over tables that have it already; so it is refused,
in one sentence, before anything is read or written.
"""

from __future__ import annotations

import re

from scorekeeper.store.errors import StorageError

_WRITTEN = re.compile(r"[1-9][0-9]{0,5}")


def schema_version(value: object, where: str, latest: int) -> int:
    """``meta``'s ``schema_version`` (None: the row is missing, so 0) as a number no newer
    than ``latest``; refuses what no scorekeeper writes, or a newer one's."""
    if value is None:
        return 0
    if not isinstance(value, str) or not _WRITTEN.fullmatch(value):
        raise StorageError(
            f"{where} has schema_version {str(value)!r} in its meta table, which no "
            "scorekeeper writes (edited by hand?); restore a backup or put the number back"
        )
    version = int(value)
    if version > latest:
        raise StorageError(
            f"{where} was written by a newer scorekeeper (schema {version}; this one reads up "
            f"to {latest}): upgrade the scorekeeper to open it"
        )
    return version
