"""The web face's language: the browser's Accept-Language, else English; the page's
switch keeps a choice in a cookie, which wins; each request its own, two phones at once."""

from __future__ import annotations

import pytest
from web_client import WebClient

from scorekeeper.present.language import ENGLISH, current
from scorekeeper.web.language import COOKIE, accepted


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("", "en"),
        ("ne-NP,ne;q=0.9,en;q=0.8", "ne"),
        ("en-GB,en;q=0.9,ne;q=0.8", "en"),
        ("hi-IN,ne;q=0.5", "ne"),
        ("ne;q=0.5,en;q=0.5", "ne"),  # equal weights: the first listed
        ("en;q=0.5,ne;q=0.5", "en"),
        ("ne;q=0,en;q=0.1", "en"),  # q=0 means "not this one"
        ("ne;q=x", "en"),
        ("fr", "en"),
    ],
)
def test_accept_language(header: str, lang: str) -> None:
    assert accepted(header) == lang


def test_the_browser_language_then_the_switch(web: WebClient) -> None:
    english = web.get("/")
    assert '<html lang="en">' in english.text and 'aria-label="All sessions"' in english.text
    assert 'lang="ne" hreflang="ne">नेपाली</a>' in english.text
    nepali = web.get("/", headers={"Accept-Language": "ne-NP,ne;q=0.9,en;q=0.5"})
    assert '<html lang="ne">' in nepali.text and 'aria-label="सबै सत्र"' in nepali.text
    assert 'lang="en" hreflang="en">English</a>' in nepali.text
    switched = web.get("/language?to=en&next=/s/1", follow_redirects=False)
    assert (switched.status_code, switched.headers["location"]) == (303, "/s/1")
    assert f"{COOKIE}=en" in switched.headers["set-cookie"]
    kept = web.get("/", headers={"Accept-Language": "ne"})  # the cookie wins
    assert '<html lang="en">' in kept.text
    web.get("/language?to=ne&next=/", follow_redirects=False)
    assert '<html lang="ne">' in web.get("/").text
    assert current() == ENGLISH  # the request's choice ended with the request


@pytest.mark.parametrize("back", ["https://example.org/", "//example.org/", "/\\example.org"])
def test_the_switch_only_goes_back_to_this_server(web: WebClient, back: str) -> None:
    switched = web.get("/language", params={"to": "ne", "next": back}, follow_redirects=False)
    assert switched.headers["location"] == "/"


def test_the_switch_refuses_another_language(web: WebClient) -> None:
    refused = web.get("/language?to=fr", follow_redirects=False)
    assert refused.status_code == 400
    assert f"{COOKIE}=" not in refused.headers.get("set-cookie", "")
