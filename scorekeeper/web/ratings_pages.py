"""The ratings pages, which only read: every player's rating at one preset (narrowed to a
season by a form, with the season's table below it, and as CSV to download), and a
player's own page (their sessions, wins, best and worst game, rating at each preset they
played and most frequent rivals). A name in an address is percent-encoded; an unknown
player or preset is not found, a date that is not YYYY-MM-DD is refused in one sentence."""

from __future__ import annotations

from urllib.parse import quote, urlencode

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import Response

from scorekeeper.ledger import Ledger, catalog
from scorekeeper.ledger.reads.stats import PlayerStats
from scorekeeper.present.language import N_, _, refusal
from scorekeeper.present.numerals import shown_digits
from scorekeeper.present.ratings_table import (
    check_season,
    ratings_file_name,
)
from scorekeeper.present.ratings_table import ratings_csv as ratings_csv_text
from scorekeeper.rules import RuleError
from scorekeeper.rules.money import format_minor
from scorekeeper.web.rating_course import HEIGHT, WIDTH, course, ordinal
from scorekeeper.web.render import guarded, render, run

RIVALS_SHOWN = 5  # the most frequent rivals a player's page lists
# A season's field as the form labels it, to name it in a refusal.
FIELD_LABELS = {"since": N_("Since"), "until": N_("Until")}


def player_url(name: str) -> str:
    """The address of a player's page: every character but letters and digits escaped."""
    return "/players/" + quote(name, safe="")


def _not_found(request: Request, error: RuleError) -> Response:
    return render(
        request, "message.html", 404, title=_("Not found"), text=f"{error.field}: {refusal(error)}"
    )


def _field_sentence(error: RuleError) -> str:
    """A bad day, named as the form labels its field: ``Since: give a date as …``."""
    label = _(FIELD_LABELS.get(error.field, error.field.capitalize()))
    return _("{field}: {problem}").format(field=label, problem=refusal(error))


def _season(request: Request) -> tuple[str | None, str | None, str | None]:
    """The preset and the two days asked for; a bad day is refused by ``check_season``."""
    query = request.query_params
    since, until = check_season(query.get("since"), query.get("until"))
    return query.get("preset") or None, since, until


@guarded
async def ratings(request: Request) -> Response:
    """The ratings, narrowed to a season by a GET form: a bad day is said in one sentence
    above the form (400), which keeps what was typed, and nothing else is shown."""
    query = request.query_params
    try:
        preset, since, until = _season(request)
    except RuleError as error:  # named as the form labels it: Since, Until
        sentence = _field_sentence(error)
        return render(request, "ratings.html", 400, preset=query.get("preset") or "",
                      problem=sentence, invalid=error.field, since=query.get("since", "")[:40],
                      until=query.get("until", "")[:40], rows=None, presets=[])  # fmt: skip
    try:
        key, rows = await run(request, Ledger.ratings, preset, since, until)
    except RuleError as error:
        return _not_found(request, error)  # an unknown preset

    def address(path: str, name: str) -> str:
        kept = {"preset": name, "since": since, "until": until}
        return path + "?" + urlencode({k: v for k, v in kept.items() if v})

    season = None
    if since or until:  # the season's table: ``stats --since --until --preset``
        season = await run(request, Ledger.season_stats, since, until, key)
    presets = [(name, address("/ratings", name)) for name in catalog.preset_names()]
    return render(request, "ratings.html", preset=key, rows=rows, presets=presets,
                  since=since or "", until=until or "", season=season,
                  problem=None, invalid=None,
                  csv_url=address("/ratings.csv", key), player_url=player_url,
                  ordinal=ordinal, season_money=season_money)  # fmt: skip


@guarded
async def ratings_csv(request: Request) -> Response:
    """The table /ratings shows, as CSV to download (a bad day or preset: one sentence)."""
    try:
        preset, since, until = _season(request)
    except RuleError as error:  # a bad day: one sentence, as /ratings says it
        return render(request, "message.html", 400, title=_("Refused"), text=_field_sentence(error))
    try:
        key, rows = await run(request, Ledger.ratings, preset, since, until)
    except RuleError as error:
        return _not_found(request, error)  # an unknown preset, as /ratings answers it
    name = ratings_file_name(key, since, until)  # ASCII: a preset's key and checked days
    return Response(
        ratings_csv_text(rows),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


def season_money(row: PlayerStats, bare: bool = False) -> Markup:
    """A season's money in each currency, one to a line (−12.50 NPR); ``bare``: the amount
    alone (the column's head names the one currency); a dash without a stake."""
    shown = [
        shown_digits(format_minor(cents).replace("-", "−")) + ("" if bare else f" {code}")
        for code, cents in sorted(row.money.items())
    ]
    return Markup("<br>").join(shown) or Markup("–")


@guarded
async def player(request: Request) -> Response:
    """A player's page (``Ledger.player_page``): an unknown name is one sentence, 404."""
    try:
        page = await run(request, Ledger.player_page, request.path_params["name"])
    except RuleError as error:
        return _not_found(request, error)
    return render(request, "player.html", player=page.name, stats=page.stats,
                  ratings=page.ratings, courses=[course(r) for r in page.ratings],
                  sessions=page.sessions, rivals=page.rivals[:RIVALS_SHOWN],
                  several_presets=len({s.preset for s in page.sessions}) > 1,
                  player_url=player_url, ordinal=ordinal, width=WIDTH,
                  height=HEIGHT)  # fmt: skip
