"""A real ``scorekeeper serve`` in its own process, on a free port of this machine."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

SCRIPT = Path(sys.executable).parent / "scorekeeper"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Served:
    process: subprocess.Popen[str]
    port: int
    lines: list[str]  # what it printed before serving: URL first, the view-only link

    @property
    def url(self) -> str:
        return self.lines[0]

    @property
    def view_url(self) -> str:
        line = next(line for line in self.lines if line.startswith("View-only link"))
        return line.split(": ", 1)[1]

    def local(self, url: str) -> str:
        """The same URL on 127.0.0.1: the tests speak to this machine only."""
        rest = url.split("://", 1)[1].split("/", 1)[1]
        return f"http://127.0.0.1:{self.port}/{rest}"


@contextmanager
def serve(db: Path, host: str = "127.0.0.1") -> Iterator[Served]:
    port = free_port()
    env = {**os.environ, "SCOREKEEPER_DB": str(db), "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [str(SCRIPT), "--db", str(db), "serve", "--host", host, "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    try:
        lines = []
        assert process.stdout is not None
        while not lines or not lines[-1].startswith("Ctrl+C"):
            line = process.stdout.readline()
            assert line, f"serve stopped: {''.join(lines)}"
            lines.append(line.rstrip("\n"))
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "serve never listened"
                time.sleep(0.05)
        yield Served(process, port, lines)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
