"""What a session's name and stake may be: checked wherever one is given (a new session,
a rename, a stake changed, a settlement, an import), so each is said one way."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from scorekeeper.rules import Preset, RuleError
from scorekeeper.rules.digits import plain_digits
from scorekeeper.rules.errors import N_, Option
from scorekeeper.rules.escapes import code_of
from scorekeeper.rules.preset_module import hook
from scorekeeper.rules.text import nfc

MAX_SESSION_NAME = 60
MAX_STAKE = Decimal("1000000")


def check_session_name(name: str) -> str:
    """Spaces folded, NFC (one spelling of é), 1–60 printable characters, not only digits."""
    text = nfc(" ".join(str(name).split()))
    if not text:
        raise RuleError("NAME", N_("a session needs a name (letters, numbers, spaces)"))
    if len(text) > MAX_SESSION_NAME:
        raise RuleError(
            "NAME",
            N_("at most {most} characters, got {count}", most=MAX_SESSION_NAME, count=len(text)),
        )
    bad = next((ch for ch in str(name) if ch != " " and not ch.isprintable()), None)
    if bad is not None:  # named as it is, so an escape is not called a newline
        raise RuleError(
            "NAME", N_("cannot contain control characters (here {code})", code=code_of(bad))
        )
    if text.isdigit():
        raise RuleError("NAME", N_("cannot be only digits: numbers refer to sessions by number"))
    return text


STAKE, CURRENCY = Option("stake", "AMOUNT"), Option("currency")


def check_stake(stake: str | None, currency: str | None) -> tuple[str | None, str | None]:
    """A stake is an exact decimal with at most 4 places, and comes with a currency code."""
    if stake is None and currency is None:
        return None, None
    if stake is None:
        said = N_(
            "give {stake} with {currency} (a stake such as 0.25)", stake=STAKE, currency=CURRENCY
        )
        raise RuleError("stake", said)
    text = str(stake).strip()
    allowed = N_("must be an amount per point above 0, at most 4 decimals")
    typed = plain_digits(text, "stake", allowed)  # ०–९ as 0–9; other scripts' digits refused
    try:
        # [0-9], never \d, which matches every script's digits (and Decimal reads them)
        value = Decimal(typed) if re.fullmatch(r"[0-9]{1,7}(\.[0-9]{1,4})?", typed) else None
    except InvalidOperation:
        value = None
    if value is None or not 0 < value <= MAX_STAKE:
        raise RuleError("stake", N_("{allowed}, got {typed!r}", allowed=allowed, typed=text[:30]))
    if currency is None:
        said = N_("a currency code is needed with {stake} (such as NPR)", stake=Option("stake"))
        raise RuleError("currency", said)
    code = str(currency).strip().upper()
    if not re.fullmatch(r"[A-Z]{3}", code):
        raise RuleError(
            "currency",
            N_("must be a 3-letter code such as NPR or USD, got {currency!r}", currency=currency),
        )
    return str(value), code


def require_settles_by_stake(preset: Preset, stake: str | None) -> None:
    """A stake is money per point: it settles only games whose scores sum to zero (a
    pool's stake gives its entry fee's currency). Refused where it is set, as settle
    would refuse it later."""
    if stake is None or preset.zero_sum or hook(preset.module, "settle_pool"):
        return
    raise RuleError(
        "stake",
        N_(
            "the {name} preset's scores do not sum to zero, so they cannot be settled as points × "
            "stake; the totals say who won",
            name=preset.name,
        ),
    )
