"""A real ``scorekeeper serve`` in its own process, on a free port of this machine."""

from __future__ import annotations

import queue
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from script_env import SCRIPT, script_env


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Served:
    process: subprocess.Popen[str]
    port: int
    lines: list[str]  # what it printed before serving: URL first, the view-only link
    _lines: queue.Queue[str | None] | None = None  # what it prints later, once read

    @property
    def url(self) -> str:
        return self.lines[0]

    @property
    def view_url(self) -> str:
        line = next(line for line in self.lines if line.startswith("View-only link"))
        return line.split(": ", 1)[1]

    @property
    def token(self) -> str:
        return self.url.split("?token=", 1)[1]

    def at(self, path: str) -> str:
        """``path`` on 127.0.0.1 with the token, as a phone that opened the link goes."""
        return f"http://127.0.0.1:{self.port}{path}?token={self.token}"

    def wait_for(self, *markers: str, timeout: float = 20) -> list[str]:
        """The lines it prints from now until one holds one of ``markers`` (stdout and
        stderr); fails after ``timeout`` seconds without one, rather than hang."""
        if self._lines is None:
            self._lines = queue.Queue()
            threading.Thread(target=self._read, daemon=True).start()
        seen: list[str] = []
        deadline = time.monotonic() + timeout
        while not any(marker in line for line in seen[-1:] for marker in markers):
            try:
                line = self._lines.get(timeout=max(deadline - time.monotonic(), 0.01))
            except queue.Empty:
                raise AssertionError(f"serve never printed {markers}: {seen}") from None
            assert line is not None, f"serve stopped before printing {markers}: {seen}"
            seen.append(line)
        return seen

    def rest(self) -> str:
        """All it printed after the start (or after ``wait_for``), once it has stopped."""
        self.process.terminate()
        if self._lines is None:
            out, _ = self.process.communicate(timeout=10)
            return out
        self.process.wait(timeout=10)
        lines = []
        while (line := self._lines.get(timeout=10)) is not None:
            lines.append(line)
        return "".join(lines)

    def _read(self) -> None:
        assert self.process.stdout is not None and self._lines is not None
        for line in self.process.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def local(self, url: str) -> str:
        """The same URL on 127.0.0.1: the tests speak to this machine only."""
        rest = url.split("://", 1)[1].split("/", 1)[1]
        return f"http://127.0.0.1:{self.port}/{rest}"


@contextmanager
def serve(db: Path | str, host: str = "127.0.0.1", *options: str) -> Iterator[Served]:
    """``scorekeeper serve`` with ``options``; its environment is this process's (script_env),
    so the data folder where it keeps its token is the one the test's fixtures point at."""
    port = free_port()
    env = script_env(db) | {"PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [str(SCRIPT), "--db", str(db), "serve", "--host", host, "--port", str(port), *options],
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
