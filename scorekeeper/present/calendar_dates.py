"""Dates as shown: the stored UTC date, in the Gregorian calendar or in Bikram Sambat.

Stored times are always UTC ISO-8601 text (``2026-11-25T18:30:00+00:00``); only what is
shown changes. Bikram Sambat, the calendar Nepal lives by, comes from the maintained
``nepali-datetime`` package (its month tables are published years ahead and corrected
when the calendar committee fixes a year); it is imported only when ``bs`` is chosen, so
no other run pays for it. The BS date shown is that of the UTC day shown beside it.
"""

from __future__ import annotations

import datetime as dt

from scorekeeper.present.language import current


def _bs(day: dt.date):  # -> nepali_datetime.date, imported only when asked for
    import nepali_datetime

    return nepali_datetime.date.from_datetime_date(day)


def stamp(at: str) -> str:
    """``YYYY-MM-DD HH:MM`` (UTC) of a stored time; under ``bs`` the date is Bikram
    Sambat's (``2083-08-09 18:30``), in the same order so columns still sort by eye."""
    text = at[:16].replace("T", " ")
    if current().calendar != "bs" or len(text) < 10:
        return text
    bs = _bs(dt.date.fromisoformat(text[:10]))
    return f"{bs.year:04d}-{bs.month:02d}-{bs.day:02d}{text[10:]}"


def day(at: str) -> str:
    """The day of a stored time as a sentence says it: ``2026-11-25`` (Gregorian, as
    ISO), or under ``bs`` ``9 Mangsir 2083`` / ``मंसिर ९, २०८३`` as the language says."""
    if current().calendar != "bs" or len(at) < 10:
        return at[:10]
    bs = _bs(dt.date.fromisoformat(at[:10]))
    if current().lang == "ne":
        return f"{bs.strftime('%N')} {bs.day}, {bs.year}"
    return f"{bs.day} {bs.strftime('%B')} {bs.year}"


def dated(text: str) -> str:
    """A stored time shown as it is, its leading date as Bikram Sambat's under ``bs``."""
    if current().calendar != "bs" or len(text) < 10:
        return text
    bs = _bs(dt.date.fromisoformat(text[:10]))
    return f"{bs.year:04d}-{bs.month:02d}-{bs.day:02d}{text[10:]}"
