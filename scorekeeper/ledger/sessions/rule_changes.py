"""Raising (or lowering) a session's ending rules, ``target`` and ``deals``, between games.

Every other rule is frozen with the session: its games were scored under it. The ending
rules only say when to stop, so an evening that wants to play on raises them; the change
is kept in history (a ``rules`` session change, before and after) and may end the
session again, or reopen it, at once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from sqlmodel import Session

from scorekeeper.ledger.core.session_lookup import require_open
from scorekeeper.ledger.read_models import SessionInfo
from scorekeeper.ledger.sessions.events import add_event
from scorekeeper.rules import RuleError
from scorekeeper.rules.ending import ENDING_KEYS
from scorekeeper.rules.errors import N_
from scorekeeper.rules.text import check_text
from scorekeeper.store.tables import GameSession


def change_rules(
    db: Session, info: SessionInfo, given: Mapping[str, object], reason: str | None, at: str
) -> None:
    """Set ``target`` and/or ``deals`` (each checked against its limits)."""
    require_open(info)
    if not given:
        raise RuleError("rule", N_("give KEY=VALUE, e.g. target=1000 (keys: target, deals)"))
    frozen = sorted(set(given) - set(ENDING_KEYS))
    if frozen:
        raise RuleError(
            "rule",
            N_(
                "{key!r} cannot change: a session's rules are fixed when it is made, except when "
                "it ends (target, deals)",
                key=frozen[0],
            ),
        )
    reason = check_text(reason, "reason", required=False)
    rules = info.rules.preset.rules({**info.rules.to_json(), **given})
    before = {key: info.rules[key] for key in sorted(given)}
    after = {key: rules[key] for key in sorted(given)}
    if before == after:
        shown = ", ".join(f"{key}={value}" for key, value in after.items())
        raise RuleError("rule", N_("{name} has {shown} already", name=info.name, shown=shown))
    row = db.get(GameSession, info.id)
    row.rules_json = json.dumps(rules.to_json(), sort_keys=True, ensure_ascii=False)
    row.last_used_at = at
    db.add(row)
    add_event(db, info.id, "rules", at, reason, before, after)
