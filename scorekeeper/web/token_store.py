"""The web face's secrets kept between starts: the token, the view-only token, the CSRF key.

A phone that opened the link last Friday still holds the token in its cookie, and a form
served a minute before a restart still carries a CSRF token made from the key: both keep
working only if the server starts again with the same secrets. They live in one small file
in the user's data folder, readable by its owner alone (the token lets anyone change every
game), written whole or not at all, so a crash mid-write never leaves half a token.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import stat
from dataclasses import dataclass
from pathlib import Path

FILE_NAME = "web-token.json"


@dataclass(frozen=True)
class Secrets:
    write_token: str
    view_token: str
    csrf_secret: bytes

    @classmethod
    def new(cls) -> Secrets:
        return cls(secrets.token_urlsafe(24), secrets.token_urlsafe(18), secrets.token_bytes(32))

    def as_json(self) -> str:
        return json.dumps(
            {
                "write_token": self.write_token,
                "view_token": self.view_token,
                "csrf_secret": self.csrf_secret.hex(),
            }
        )


def default_path() -> Path:
    """The file in the user's data folder, where the default ledger also lives."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("scorekeeper", appauthor=False)) / FILE_NAME


def load_or_create(path: Path | None = None, *, renew: bool = False) -> Secrets:
    """The kept secrets, or new ones written to ``path`` (always new with ``renew``)."""
    path = path or default_path()
    if not renew:
        kept = _read(path)
        if kept is not None:
            return kept
    made = Secrets.new()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}")
    _write_private(temporary, made.as_json())
    try:
        if renew:
            os.replace(temporary, path)
            return made
        try:
            # A link, unlike a rename, refuses to overwrite: of two servers started at the same
            # moment, the second uses the first one's token instead of silently replacing it.
            os.link(temporary, path)
        except FileExistsError:
            kept = _read(path)
            if kept is not None:
                return kept
            os.replace(temporary, path)  # what is there is unreadable: ours replaces it
        except OSError:  # a file system without hard links
            os.replace(temporary, path)
        return made
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)


def _write_private(path: Path, text: str) -> None:
    # Made 0600 from its first byte: a chmod after writing would leave a moment when others
    # of this computer could read the token.
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())


def _read(path: Path) -> Secrets | None:
    """The secrets in ``path``; None when it is missing or not a file this program wrote."""
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
        kept = Secrets(
            str(data["write_token"]), str(data["view_token"]), bytes.fromhex(data["csrf_secret"])
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if len(kept.write_token) < 16 or len(kept.view_token) < 16 or len(kept.csrf_secret) < 16:
        return None
    with contextlib.suppress(OSError):
        # Copied from a backup or loosened by hand: only its owner may read it again.
        if stat.S_IMODE(path.stat().st_mode) & 0o077:
            path.chmod(0o600)
    return kept
