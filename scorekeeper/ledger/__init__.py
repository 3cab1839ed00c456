"""Use-cases over the storage: what the CLI and the TUI both call.

``Ledger`` is imported on first use: the read models (``read_models``) and the plain reads
(``reads/games.py``) come without SQLModel, so the commands that only read start sooner.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorekeeper.ledger.service import Ledger

__all__ = ["Ledger"]


def __getattr__(name: str) -> object:
    if name == "Ledger":
        from scorekeeper.ledger.service import Ledger

        return Ledger
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
