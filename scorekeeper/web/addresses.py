"""The address a phone opens: this computer's own on its network.

Worked out from the address the server is bound to and the routing table, never from a
request's Host header (a page elsewhere can send any Host it likes). The printed URL, its
QR code and the Share page all use it; it lives apart from ``serve`` (which starts the
server) and ``app`` (which builds it) so that neither imports the other.
"""

from __future__ import annotations

import socket


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
