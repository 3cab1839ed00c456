"""A pool on the web form: an out player sits the game out with no other choice and the
sentence that says why; one posted as playing is refused with the ledger's sentence (even
with no points typed); a correction of a game they played before going out is not; the
preview checks the pool's own rule, not a zero sum."""

from __future__ import annotations

from pathlib import Path

from web_client import FIXED_AT, alert, make_client

from scorekeeper.ledger import Ledger

OUT = (
    "Chandra is out of the pool (105, the pool is 101) and sits out game 3; they may "
    "rejoin between games"
)


def pool_db(tmp_path: Path) -> Path:
    """rules.md's pool example: after two games Asha 27, Bina 40, Chandra 105 (out)."""
    path = tmp_path / "pool.db"
    book = Ledger(path, clock=lambda: FIXED_AT)
    book.new_session("Pool", ("Asha", "Bina", "Chandra"), preset="pool")
    for winner, options in (
        ("Asha", {"drop": ["Bina=middle"], "hand": ["Chandra=80"]}),
        ("Bina", {"hand": ["Asha=27", "Chandra=25"]}),
    ):
        book.record("Pool", book.build_entry("Pool", winner, options))
    book.close()
    return path


def test_an_out_player_sits_out_on_the_form_and_is_refused_as_playing(tmp_path: Path) -> None:
    client, _, book = make_client(pool_db(tmp_path))
    with client:
        form = client.get("/s/1/record").text
        start = form.index('id="seat-2"')
        chandra = form[start : form.index("</fieldset>", start)]
        assert 'name="status-2" value="out" checked' in chandra
        assert 'value="hand"' not in chandra and 'name="points-2"' not in chandra
        assert f'<p class="hint" id="out-2">{OUT}</p>' in chandra
        before = client.dump()
        game = {"status-0": "winner", "status-1": "hand", "points-1": "10"}
        for chandra_plays in ({"status-2": "hand", "points-2": "5"}, {"status-2": "hand"}):
            refused = client.submit("/s/1/record", game | chandra_plays, page="/s/1/record")
            assert refused.status_code == 400
            assert alert(refused.text) == f"sit-out: {OUT}"
            assert 'class="seat bad" id="seat-2"' in refused.text
            shown = client.submit("/s/1/preview", game | chandra_plays, page="/s/1/record")
            assert alert(shown.text) == f"sit-out: {OUT}"
        assert client.dump() == before
        preview = client.submit("/s/1/preview", game | {"status-2": "out"}, page="/s/1/record")
        assert "losers score what they pay, the winner 0 ✓" in preview.text
        assert "must be 0" not in preview.text
        saved = client.submit("/s/1/record", game | {"status-2": "out"}, page="/s/1/record")
        assert saved.status_code == 303, alert(saved.text)
    assert {line.player: line.active for line in book.games("Pool")[-1].lines} == {
        "Asha": True, "Bina": True, "Chandra": False,
    }  # fmt: skip
    book.close()


def test_correcting_a_game_played_before_going_out(tmp_path: Path) -> None:
    client, _, book = make_client(pool_db(tmp_path))
    with client:
        page = "/s/1/g/2/correct"
        assert 'name="game" value="2"' in client.get(page).text
        game = {"status-0": "hand", "points-0": "27", "status-1": "winner"}
        game |= {"status-2": "hand", "points-2": "26"}
        preview = client.submit("/s/1/preview", game | {"game": "2"}, page=page)
        assert 'role="alert"' not in preview.text and "+26" in preview.text
        saved = client.submit(page, game | {"reason": "Chandra held 26"}, page=page)
        assert saved.status_code == 303, alert(saved.text)
    assert book.games("Pool")[1].scores == {"Asha": 27, "Bina": 0, "Chandra": 26}
    book.close()
