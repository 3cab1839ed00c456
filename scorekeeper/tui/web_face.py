"""The web face started from the TUI (key w): ``scorekeeper serve`` as a child process.

A child process, not a thread of this one: the server answers the phones while the TUI
draws, with neither waiting on the other's interpreter lock, and stopping it is one signal.
It serves the same ledger (a file or a PostgreSQL URL) on every address of this computer,
so the phones at the table can reach it; its token guards it as when started by hand.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field

from scorekeeper.store.errors import StorageError

# The port a person would try first, then the next few when another program holds it.
PORTS = range(8000, 8010)
START = "from scorekeeper.cli.launch import main; main()"  # code run, not words


@dataclass
class WebFace:
    target: str  # the ledger's file path or PostgreSQL URL, as --db takes it
    process: subprocess.Popen[str] | None = None
    lines: list[str] = field(default_factory=list)  # what serve printed before serving

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    @property
    def url(self) -> str:
        return self.lines[0] if self.lines else ""

    @property
    def view_url(self) -> str:
        marker = "View-only link for the other players: "
        return next((line[len(marker) :] for line in self.lines if line.startswith(marker)), "")

    def start(self, host: str = "0.0.0.0") -> None:
        """Start serving (blocking until it listens or gives up: run it off the UI thread)."""
        said = ""
        for port in PORTS:
            said = self._try(host, port)
            if not said:
                return
            if "another --port" not in said:
                break  # not a port in use: another port will not help
        raise StorageError(said or "the web face did not start")

    def _try(self, host: str, port: int) -> str:
        """'' once serving on ``port``; else the sentence it ended with."""
        command = [sys.executable, "-c", START, "--db", self.target, "serve"]
        command += ["--host", host, "--port", str(port)]
        # its complaints go to a file, not a pipe nobody reads once it serves (a full pipe
        # would stop the server); a failed start's sentence is read back from there
        errors = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 - outlives this call
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=errors, text=True,
            stdin=subprocess.DEVNULL, start_new_session=True,
        )  # fmt: skip
        assert process.stdout is not None
        lines: list[str] = []
        for line in process.stdout:  # its last line before serving says how to stop it
            lines.append(line.rstrip("\n"))
            if line.startswith("Ctrl+C"):
                self.process, self.lines = process, lines
                drain = threading.Thread(target=_drain, args=(process.stdout, errors))
                drain.daemon = True
                drain.start()
                return ""
        process.wait()
        errors.seek(0)
        said = errors.read().strip()
        errors.close()
        return said.splitlines()[-1] if said else "the web face stopped at once"

    def stop(self) -> None:
        if self.process is None:
            return
        process, self.process, self.lines = self.process, None, []
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _drain(stream: object, errors: object) -> None:
    """Read whatever the server still prints, so it never blocks on a full pipe."""
    for _ in stream:  # type: ignore[attr-defined]
        pass
    errors.close()  # type: ignore[attr-defined]


def qr_lines(text: str) -> list[str]:
    """``text`` as a QR code in a terminal: two modules a character cell (half blocks), a
    quiet border of one; drawn light-on-dark ("white on black"), a light module is the
    block's foreground and a dark one the cell's background."""
    import segno

    # the lowest error correction keeps a tokened link small enough for an 80×24 terminal
    code = segno.make(text, error="l", boost_error=False)
    rows = [list(row) for row in code.matrix_iter(scale=1, border=1)]
    if len(rows) % 2:
        rows.append([0] * len(rows[0]))
    blocks = {(0, 0): "█", (1, 0): "▄", (0, 1): "▀", (1, 1): " "}
    return [
        "".join(blocks[(bool(top), bool(bottom))] for top, bottom in zip(upper, lower, strict=True))
        for upper, lower in zip(rows[::2], rows[1::2], strict=True)
    ]
