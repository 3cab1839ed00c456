"""The ratings pages through the in-process client: every player's rating at a preset,
a player's own page, and what an unknown player, an unknown preset or a bad date gets."""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from web_client import FIXED_AT, WebClient, alert, client_after_a_game, make_client

from scorekeeper.ledger import Ledger
from scorekeeper.web.ratings_pages import ordinal

RTL = "نور الهدى"
SLASHED = "Asha/Bina"


@pytest.fixture
def rated(web_db: Path) -> Iterator[WebClient]:
    """Friday with one game (Asha +140, Bina −58, Chen −66, Dev −16), and a second
    session of the same preset with a right-to-left name and a name with a slash."""
    book = Ledger(web_db, clock=lambda: FIXED_AT)
    book.new_session("Saturday", ["Asha", RTL, SLASHED])
    entry = book.build_entry(2, RTL, {"hand": ["Asha=12", f"{SLASHED}=30"]})
    book.record(2, entry)
    book.close()
    yield from client_after_a_game(web_db)


def _expected(db: Path, preset: str | None = None) -> list:
    book = Ledger(db, clock=lambda: FIXED_AT)
    try:
        return book.ratings(preset)[1]
    finally:
        book.close()


def test_sessions_page_links_the_ratings(rated: WebClient) -> None:
    assert 'href="/ratings"' in rated.get("/").text


def test_ratings_show_each_players_ordinal_games_and_provisional_mark(rated: WebClient) -> None:
    page = rated.get("/ratings")
    assert page.status_code == 200
    text = html.unescape(page.text)
    assert text.count("<h1") == 1 and ">Ratings</h1>" in text
    rows = _expected(rated.db)
    assert {r.name for r in rows} == {"Asha", "Bina", "Chen", "Dev", RTL, SLASHED}
    for r in rows:  # best first, as the command line lists them
        assert f"<bdi>{r.name}</bdi>" in text
        assert f'href="/players/{quote(r.name, safe="")}"' in page.text
    found = [text.index(f"<bdi>{r.name}</bdi>") for r in rows]
    assert found == sorted(found)
    asha = next(r for r in rows if r.name == "Asha")
    assert f'{ordinal(asha.ordinal)}</td><td class="num">2</td>' in text
    assert text.count("provisional</small>") == len(rows)  # nobody has 10 games yet
    assert 'aria-current="page">marriage-rummy</a>' in text
    assert 'href="/ratings?preset=pool"' in text


def test_ordinal_is_one_decimal_with_a_real_minus() -> None:
    assert ordinal(3.04) == "3.0" and ordinal(-1.66) == "−1.7" and ordinal(-0.04) == "0.0"


def test_another_preset_and_a_date_range(rated: WebClient) -> None:
    empty = rated.get("/ratings?preset=pool")
    assert empty.status_code == 200 and "No rated games of pool yet." in empty.text
    assert 'aria-current="page">pool</a>' in empty.text
    kept = rated.get("/ratings?since=2024-05-01&until=2024-05-31")
    assert kept.status_code == 200 and "<bdi>Asha</bdi>" in kept.text
    assert 'href="/ratings?preset=pool&amp;since=2024-05-01&amp;until=2024-05-31"' in kept.text
    before = rated.get("/ratings?until=2024-01-01")
    assert before.status_code == 200 and "<bdi>Asha</bdi>" not in before.text


def test_unknown_preset_is_not_found(rated: WebClient) -> None:
    page = rated.get("/ratings?preset=chess")
    assert page.status_code == 404
    assert "unknown preset 'chess'" in alert(page.text)


@pytest.mark.parametrize(
    "query",
    [
        "since=yesterday",
        "until=2024-13-01",
        "since=2024-5-1",
        "since=2024-06-01&until=2024-05-01",
        "since=" + "9" * 300,
    ],
)
def test_a_bad_date_is_refused_in_one_sentence(rated: WebClient, query: str) -> None:
    page = rated.get(f"/ratings?{query}")
    assert page.status_code == 400
    sentence = alert(page.text)
    assert sentence and "\n" not in sentence and "Traceback" not in page.text


def test_a_players_page(rated: WebClient) -> None:
    page = rated.get("/players/asha")  # any case
    assert page.status_code == 200
    text = html.unescape(page.text)
    assert text.count("<h1") == 1 and "<bdi>Asha</bdi></h1>" in text
    # two sessions, two games, one won; best +140, worst −12 (the other game's hand)
    assert '<td class="num">2</td><td class="num">2</td><td class="num">1</td>' in text
    assert '<td class="num">+140</td>' in text
    asha = next(r for r in _expected(rated.db) if r.name == "Asha")
    assert 'href="/ratings?preset=marriage-rummy"' in text
    assert f'{ordinal(asha.ordinal)}</td><td class="num">2</td>' in text
    rivals = text.split("Most frequent rivals", 1)[1]
    for name in ("Bina", "Chen", "Dev", RTL, SLASHED):
        assert f"<bdi>{name}</bdi>" in rivals
    assert rivals.index("Bina") < rivals.index("Chen")  # one game each: by name


@pytest.mark.parametrize("name", [RTL, SLASHED])
def test_a_percent_encoded_name_opens_its_page(rated: WebClient, name: str) -> None:
    page = rated.get(f"/players/{quote(name, safe='')}")
    assert page.status_code == 200
    assert f"<bdi>{html.escape(name)}</bdi></h1>" in page.text
    assert "Asha" in page.text.split("Most frequent rivals", 1)[1]


@pytest.mark.parametrize(
    "path",
    ["/players/Nobody", "/players/", "/players/%00", "/players/%ZZ", "/players/" + "x" * 5000],
)
def test_an_unknown_player_is_not_found(rated: WebClient, path: str) -> None:
    page = rated.get(path)
    assert page.status_code == 404
    assert alert(page.text) and "Traceback" not in page.text


def test_a_player_without_rated_games(web: WebClient) -> None:
    page = web.get("/players/Bina")
    assert page.status_code == 200
    assert "No rated games yet." in page.text and "No games with anyone yet." in page.text


@pytest.mark.parametrize("path", ["/ratings", "/players/Asha"])
def test_the_token_rules_and_headers_are_every_pages(web_db: Path, path: str) -> None:
    client, _, book = make_client(web_db, token=None)
    with client:
        refused = client.get(path)
        assert refused.status_code == 401
        assert refused.headers["x-frame-options"] == "DENY"
    book.close()
    client, _, book = make_client(web_db, token="view")
    with client:
        page = client.get(path)
        assert page.status_code == 200 and "view only" in page.text
        assert "default-src 'self'" in page.headers["content-security-policy"]
        assert page.headers["referrer-policy"] == "no-referrer"
    book.close()
