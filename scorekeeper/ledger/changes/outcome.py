"""A change whose commit may or may not have happened: found again by its form id.

When the connection to a server drops during a commit, the change may be stored or not.
Each change carries a form id (one is made when the caller gave none); after reconnecting,
the ledger looks that id up and says for certain which it was (``GameChanges._saved``).
"""

from __future__ import annotations

import os
from binascii import b2a_base64
from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from scorekeeper.ledger.changes.guards import Expect
from scorekeeper.store.errors import ConnectionLost, StorageError

T = TypeVar("T")
_TRIES = 20  # reconnections to find out, or to read what was saved, before giving up
_URL_SAFE = bytes.maketrans(b"+/", b"-_")  # base64's two signs as URL-safe base64 writes them


def new_form_id() -> str:
    """An id for a change whose caller gave none: how its commit is found again.

    What ``secrets.token_urlsafe(16)`` makes (16 bytes from the system's source of
    randomness, URL-safe base64 without padding: 22 characters), written without
    ``secrets``, which loads hmac, random and base64 (and hashlib): 1.5 ms of every
    ``record``'s start beyond the hashlib its digest needs, for one call.
    """
    text = b2a_base64(os.urandom(16), newline=False).rstrip(b"=")
    return text.translate(_URL_SAFE).decode("ascii")


def with_form_id(expect: Expect) -> Expect:
    return expect if expect.form_id else replace(expect, form_id=new_form_id())


def again(read: Callable[[], T], lost: StorageError | None = None) -> T:
    """``read`` (only a read: it may run twice), once more on each lost connection."""
    for _ in range(_TRIES - 1):
        try:
            return read()
        except ConnectionLost:
            continue
    try:
        return read()
    except ConnectionLost:
        if lost is None:
            raise
        raise lost from None
