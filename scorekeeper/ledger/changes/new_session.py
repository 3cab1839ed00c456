"""``new_session``, shared by the Ledger (under its unit of work) and the Writer (on the
driver alone, so ``scorekeeper new`` starts without SQLModel): one road for both."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager

from scorekeeper.ledger.clock import Clock
from scorekeeper.ledger.core.limits import require_settles_by_stake
from scorekeeper.ledger.core.session_lookup import session_info
from scorekeeper.ledger.core.session_rows import create_session
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.store.units import Connection


class SessionMaking:
    clock: Clock

    def _change(self) -> AbstractContextManager[Connection]:
        raise NotImplementedError

    def new_session(
        self,
        name: str,
        players: Sequence[str],
        preset: str = "marriage-rummy",
        rules: Mapping[str, object] | None = None,
        first_dealer: str | None = None,
        stake: str | None = None,
        currency: str | None = None,
    ) -> tuple[SessionInfo, list[str]]:
        """A new session, seated in the order given; and any warnings (a full table the
        decks cannot deal)."""
        with self._change() as conn:
            session_id, warnings = create_session(
                conn, name, players, preset, rules or {}, first_dealer, stake, currency,
                self.clock(),
            )  # fmt: skip
            info = session_info(conn, session_id)
            # here, not in create_session: an import keeps the stake it was given
            require_settles_by_stake(info.rules.preset, info.stake)
            return info, warnings
