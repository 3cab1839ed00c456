"""Starting the server: the socket, the kept token, the URL and its QR code, then uvicorn.

segno draws the QR code: pure Python with no dependencies of its own, it writes both the
terminal's code (``terminal(compact=True)``) and the share page's SVG.
"""

from __future__ import annotations

import errno
import socket
import sys
from pathlib import Path

from scorekeeper.rules import RuleError
from scorekeeper.rules.errors import N_
from scorekeeper.store.errors import StorageError
from scorekeeper.web.access import Access, is_loopback
from scorekeeper.web.addresses import base_url


def _bind(host: str, port: int) -> socket.socket:
    if not 0 < port < 65536:
        raise RuleError("port", N_("must be a port number 1–65535, got {port}", port=port))
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror:
        said = N_("{host!r} is not an address of this computer", host=host)
        raise RuleError("host", said) from None
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as error:
        sock.close()
        reason = error.strerror or str(error)
        hint = "another --port" if error.errno == errno.EADDRINUSE else "another --host or --port"
        raise StorageError(f"cannot listen on {host}:{port} ({reason}); try {hint}") from None
    return sock


def urls(access: Access, host: str, port: int) -> tuple[str, str]:
    """The URL to open (with the token) and the view-only link."""
    base = f"{base_url(host, port)}/"
    return f"{base}?token={access.write_token}", f"{base}?token={access.view_token}"


def run(db: Path | str, host: str, port: int, *, new_token: bool = False) -> None:
    import segno
    import uvicorn

    from scorekeeper.web import token_store
    from scorekeeper.web.app import build_app

    access = Access.kept(host, renew=new_token)
    app = build_app(db, access, port=port)  # an unusable database is refused before listening
    sock = _bind(host, port)
    full, view = urls(access, host, port)
    print(full, flush=True)
    if is_loopback(host):
        print("Only this computer can open it; --host 0.0.0.0 lets phones on this network in.")
    else:
        print("Scan to open it on a phone (anyone with this link can change the games):")
        segno.make(full, error="m").terminal(out=sys.stdout, compact=True)
    print(f"View-only link for the other players: {view}")
    print(
        f"The links work after a restart too (kept in {token_store.default_path()}); "
        "--new-token makes new ones."
    )
    print("Ctrl+C stops the server.", flush=True)
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        sock.close()
        app.state.ledger.close()
