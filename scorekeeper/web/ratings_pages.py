"""The ratings pages, which only read: every player's rating at one preset, and a
player's own page (their sessions, wins, best and worst game, rating at each preset and
most frequent rivals). A name in an address is percent-encoded; an unknown player or
preset is not found, a date that is not YYYY-MM-DD is refused in one sentence."""

from __future__ import annotations

from urllib.parse import quote, urlencode

from starlette.requests import Request
from starlette.responses import Response

from scorekeeper.ledger import catalog
from scorekeeper.rules import RuleError
from scorekeeper.web.render import call, guarded, render

RIVALS_SHOWN = 5  # the most frequent rivals a player's page lists


def player_url(name: str) -> str:
    """The address of a player's page: every character but letters and digits escaped."""
    return "/players/" + quote(name, safe="")


def ordinal(value: float) -> str:
    """One decimal, with a real minus sign; never "−0.0"."""
    shown = f"{value:.1f}"
    return "0.0" if shown in ("-0.0", "0.0") else shown.replace("-", "−")


def _not_found(request: Request, error: RuleError) -> Response:
    return render(request, "message.html", 404, title="Not found", text=str(error))


@guarded
async def ratings(request: Request) -> Response:
    query = request.query_params
    preset = query.get("preset") or None
    since, until = query.get("since") or None, query.get("until") or None
    try:
        key, rows = await call(request, "ratings", preset, since, until)
    except RuleError as error:
        if error.field == "preset":
            return _not_found(request, error)
        raise  # a date: refused (400) in one sentence

    def switch(name: str) -> str:
        kept = {"preset": name, "since": since, "until": until}
        return "/ratings?" + urlencode({k: v for k, v in kept.items() if v})

    presets = [(name, switch(name)) for name in catalog.preset_names()]
    return render(request, "ratings.html", preset=key, rows=rows, presets=presets,
                  since=since, until=until, player_url=player_url, ordinal=ordinal)  # fmt: skip


@guarded
async def player(request: Request) -> Response:
    wanted = request.path_params["name"]
    try:
        name, rivals = await call(request, "rivals", wanted)
    except RuleError as error:
        return _not_found(request, error)
    stats = await call(request, "stats", name)
    _, ratings = await call(request, "player_ratings", name)  # only the presets they played
    return render(request, "player.html", player=name, stats=stats[0] if stats else None,
                  ratings=ratings, rivals=rivals[:RIVALS_SHOWN], player_url=player_url,
                  ordinal=ordinal)  # fmt: skip
