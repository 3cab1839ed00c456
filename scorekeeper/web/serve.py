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
from scorekeeper.store.errors import StorageError
from scorekeeper.web.access import Access, is_loopback


def _bind(host: str, port: int) -> socket.socket:
    if not 0 < port < 65536:
        raise RuleError("port", f"must be a port number 1–65535, got {port}")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror:
        raise RuleError("host", f"{host!r} is not an address of this computer") from None
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


def _shown_host(host: str) -> str:
    """The address a phone types: this computer's own, when bound to every address."""
    if host not in ("0.0.0.0", "::", ""):
        return f"[{host}]" if ":" in host else host
    try:
        names = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        names = []
    outside = [name for name in names if not name.startswith("127.")]
    if outside:
        return outside[0]
    # Debian and Ubuntu name the computer 127.0.1.1 in /etc/hosts, and a phone cannot look up
    # a bare computer name: ask which address this computer would send from instead.
    routed = _routed_address()
    return routed or socket.gethostname()


def _routed_address() -> str | None:
    """This computer's address on its network, from the routing table alone.

    Connecting a UDP socket sends nothing: it only picks the route and so the source
    address. The documentation address 192.0.2.1 stands for "somewhere off this computer".
    """
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def base_url(host: str, port: int) -> str:
    """The address a phone opens: this computer's own on the network, never the Host a
    request happened to name (a page elsewhere can send any Host it likes)."""
    return f"http://{_shown_host(host)}:{port}"


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
