"""A settled session's change forms, reached by their address, say it is settled in the
web face's terms; a save refused by the ledger names no command to run."""

from __future__ import annotations

from web_client import FIXED_AT, GAME, WebClient, alert, hidden_fields

from scorekeeper.ledger import Ledger


def _settle(web: WebClient) -> None:
    book = Ledger(web.db, clock=lambda: FIXED_AT)
    try:
        book.mark_settled("Friday")
    finally:
        book.close()


def test_the_forms_of_a_settled_session_say_so(web: WebClient) -> None:
    web.submit("/s/1/record", GAME)
    _settle(web)
    for path in ("/s/1/record", "/s/1/g/1/correct", "/s/1/g/1/void", "/s/1/undo"):
        page = web.get(path)
        assert page.status_code == 409, path
        said = alert(page.text)
        assert said == "Friday was settled on 2024-05-04: reopen it on the computer to play on."
    assert "Settled 2024-05-04" in web.get("/s/1").text


def test_a_save_sent_after_the_session_was_settled_names_no_command(web: WebClient) -> None:
    form = web.get("/s/1/record")  # opened before the evening was settled elsewhere
    _settle(web)
    before = web.dump()
    sent = web.post(
        "/s/1/record", data={**hidden_fields(form.text), **GAME}, follow_redirects=False
    )
    said = alert(sent.text)
    assert "was settled on 2024-05-04" in said
    assert "scorekeeper" not in said and "--" not in said
    assert web.dump() == before
