"""A session on paper from the browser: the print view (``/s/ID/print``, styled for the
printer by ``print.css``) and the PDF report to download (``/s/ID/report.pdf``), the same
one ``scorekeeper report`` writes."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import FileResponse, Response

from scorekeeper.ledger.reads.evening import Evening
from scorekeeper.ledger.reads.running import running_totals
from scorekeeper.ledger.service import Ledger
from scorekeeper.paper.facts import changed_rules, safe_file_name
from scorekeeper.present.chart import ticks
from scorekeeper.web.headers import STATIC_CACHE
from scorekeeper.web.render import guarded, render, run

# The chart's box in the page's own units (the SVG scales to the paper's width).
WIDTH, HEIGHT, LEFT = 600, 220, 40
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e",
           "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22")  # fmt: skip
DASHES = ("", "6 3", "2 3", "9 4", "3 3")


@dataclass(frozen=True)
class Series:
    name: str
    final: int  # the last running total, shown beside the name in the key
    signed: bool  # shown signed (+40, −10) where the games sum to zero
    points: str  # SVG polyline points
    colour: str
    dash: str


@dataclass(frozen=True)
class Chart:
    series: tuple[Series, ...]
    grid: tuple[tuple[int, float], ...]  # (value, y)
    games: tuple[tuple[int, float], ...]  # (game number, x)


def chart_of(evening: Evening) -> Chart | None:
    """The running totals as SVG lines: vector in print too, no script needed."""
    running = running_totals(evening.games, evening.info.seats)
    if running.empty:
        return None
    values = [0, *(v for points in running.totals.values() for v in points)]
    low, high = min(values), max(values)
    high = high if high > low else low + 1
    first, span = running.numbers[0], max(running.numbers[-1] - running.numbers[0], 1)

    def x(number: int) -> float:
        return round(LEFT + (number - first) / span * (WIDTH - LEFT - 10), 1)

    def y(value: int) -> float:
        return round(10 + (high - value) / (high - low) * (HEIGHT - 30), 1)

    series = []
    for index, name in enumerate(running.totals):
        points = " ".join(
            f"{x(n)},{y(v)}" for n, v in zip(running.numbers, running.totals[name], strict=True)
        )
        final = running.final(name)
        signed = bool(evening.info.rules.preset.zero_sum and final)
        colour, dash = COLOURS[index % len(COLOURS)], DASHES[index % len(DASHES)]
        series.append(Series(name, final, signed, points, colour, dash))
    grid = tuple((value, y(value)) for value in ticks(low, high, 5))
    games = tuple((number, x(number)) for number in running.numbers)
    return Chart(tuple(series), grid, games)


@guarded
async def print_view(request: Request) -> Response:
    evening = await run(request, Ledger.evening, request.path_params["sid"])
    return render(
        request,
        "print.html",
        evening=evening,
        info=evening.info,
        changed=changed_rules(evening.info.rules),
        chart=chart_of(evening),
        totals={player.name: player.total for player in evening.totals.players},
        width=WIDTH,
        height=HEIGHT,
        left=LEFT,
    )


@guarded
async def report_pdf(request: Request) -> Response:
    """The PDF report, made off the event loop; saved under the session's safe name."""
    from scorekeeper.paper.fonts import PaperError
    from scorekeeper.paper.make import report_bytes

    try:
        name, number, data = await run(request, report_bytes, request.path_params["sid"])
    except PaperError as error:  # the server's font: nothing the visitor can change
        return render(request, "message.html", 500, title="No PDF", text=str(error))
    file_name = safe_file_name(name, f"session-{number}")
    ascii_name = file_name.encode("ascii", "replace").decode().replace("?", "_")
    disposition = f"attachment; filename=\"{ascii_name}\"; filename*=UTF-8''{quote(file_name)}"
    return Response(
        data, media_type="application/pdf", headers={"Content-Disposition": disposition}
    )


async def font(request: Request) -> Response:
    """The report's own Devanagari font, for the print view: a computer without one would
    print the names as boxes. Asked for by the browser only for text that needs it (the
    style sheet's ``unicode-range``)."""
    from scorekeeper.paper.fonts import PaperError, shipped_font

    try:
        path = shipped_font()
    except PaperError:
        return Response(status_code=404)
    return FileResponse(path, media_type="font/ttf", headers={"Cache-Control": STATIC_CACHE})
