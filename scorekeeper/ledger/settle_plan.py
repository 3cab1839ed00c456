"""The settle-up a session answers with: the one kept when it was settled, else worked out
now (points × stake, or a pool's entry fees), with the session's fingerprint."""

from __future__ import annotations

from dataclasses import replace

from sqlmodel import Session

from scorekeeper.ledger.core.session_lookup import raw
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads.pool_settle import settle_entry_fees
from scorekeeper.ledger.reads.settle import Settlement, settle
from scorekeeper.ledger.sessions import events
from scorekeeper.store.digests import fingerprint


def settlement_for(
    db: Session, info: SessionInfo, stake: str | None, currency: str | None, banker: str | None
) -> Settlement:
    """The settle-up: the one kept when the session was settled, else worked out now."""
    if stake is None and currency is None and banker is None:
        kept = events.kept_settlement(db, info)
        if kept is not None:
            return fingerprinted(db, info, kept)
    if info.settles_by_entry_fee:  # a pool: the entry fees, not points × stake
        return fingerprinted(db, info, settle_entry_fees(db, info, currency, banker))
    return fingerprinted(db, info, settle(db, info, stake, currency, banker))


def fingerprinted(db: Session, info: SessionInfo, plan: Settlement) -> Settlement:
    """The plan with the session's fingerprint, read in the same unit of work."""
    return replace(plan, fingerprint=fingerprint(raw(db), info.id))
