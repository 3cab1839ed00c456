"""Use-cases over the storage: what the CLI and the TUI both call."""

from scorekeeper.ledger.service import Ledger

__all__ = ["Ledger"]
