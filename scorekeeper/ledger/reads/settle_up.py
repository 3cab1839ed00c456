"""The settle-up a face shows: the one kept when the session was settled, else worked out
now (points × stake, or a pool's entry fees), with the session's fingerprint as it stands.

Plain SQL on one connection: the Ledger runs it in its unit of work, ``Reader`` on the
driver alone, so ``scorekeeper settle`` starts without SQLModel.
"""

from __future__ import annotations

import json
from dataclasses import replace

from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.reads.pool_settle import settle_entry_fees
from scorekeeper.ledger.reads.settle import MoneyLine, Settlement, settle
from scorekeeper.rules.settlement import Transfer
from scorekeeper.store.digests import fingerprint
from scorekeeper.store.units import Connection


def settlement_for(
    conn: Connection,
    info: SessionInfo,
    stake: str | None,
    currency: str | None,
    banker: str | None,
) -> Settlement:
    """The settle-up: the one kept when the session was settled, else worked out now."""
    if stake is None and currency is None and banker is None:
        kept = kept_settlement(conn, info)
        if kept is not None:
            return fingerprinted(conn, info, kept)
    if info.settles_by_entry_fee:  # a pool: the entry fees, not points × stake
        return fingerprinted(conn, info, settle_entry_fees(conn, info, currency, banker))
    return fingerprinted(conn, info, settle(conn, info, stake, currency, banker))


def fingerprinted(conn: Connection, info: SessionInfo, plan: Settlement) -> Settlement:
    """The plan with the session's fingerprint, read in the same transaction."""
    return replace(plan, fingerprint=fingerprint(conn, info.id))


def kept_settlement(conn: Connection, info: SessionInfo) -> Settlement | None:
    """The settlement kept when the session was settled (None if open or no stake)."""
    if info.settled_at is None:
        return None
    row = conn.execute("SELECT settlement_json FROM session WHERE id = ?", (info.id,)).fetchone()
    data = json.loads(row[0] or "{}").get("settlement")
    return settlement_from_json(data, info.settled_at) if data else None


def settlement_from_json(data: dict, settled_at: str | None) -> Settlement:
    return Settlement(
        session=data["session"],
        stake=data["stake"],
        currency=data["currency"],
        banker=data["banker"],
        lines=tuple(MoneyLine(**line) for line in data["lines"]),
        transfers=tuple(Transfer(**t) for t in data["transfers"]),
        settled_at=settled_at,
    )
