"""Reading a PDF back as a person's tools would: Poppler's pdftotext and pdftoppm.

Without Poppler the tests that need it skip, saying how to get it; under CI (which
installs poppler-utils in .ci/run) they fail instead, so a missing install is seen.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest


def need_poppler() -> None:
    if shutil.which("pdftotext") and shutil.which("pdftoppm"):
        return
    said = "Poppler's pdftotext and pdftoppm are not installed (apt-get install poppler-utils)"
    if os.environ.get("CI"):
        pytest.fail(said)
    pytest.skip(said)


def pdf_text(path: Path) -> str:
    """Every page's text, as pdftotext finds it (UTF-8)."""
    need_poppler()
    done = subprocess.run(
        ["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, timeout=60
    )
    assert done.returncode == 0, done.stderr.decode()
    assert b"Syntax Error" not in done.stderr, done.stderr.decode()  # a font missing in a show
    return done.stdout.decode("utf-8")


def page_count(path: Path) -> int:
    need_poppler()
    done = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return int(next(line for line in done.stdout.splitlines() if line.startswith("Pages:"))[6:])


def first_page_png(path: Path, folder: Path) -> Path:
    """Page 1 drawn as a PNG at 60 dpi: the PDF can be rendered, not only parsed."""
    need_poppler()
    stem = folder / "page"
    done = subprocess.run(
        ["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", str(path), str(stem)],
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr.decode()
    png = stem.with_suffix(".png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    return png


def polylines(path: Path) -> int:
    """How many drawn lines of three points or more the pages hold: the chart's series
    are vector lines (``m … l … l … S``), not a picture."""
    import re
    import zlib

    pattern = re.compile(rb"m\s+(?:-?[\d.]+\s+-?[\d.]+\s+l\s+){2,}S")
    count = 0
    for chunk in path.read_bytes().split(b"stream\n")[1:]:
        try:
            body = zlib.decompress(chunk.split(b"\nendstream")[0])
        except zlib.error:  # a font or an image, not a page's drawing
            continue
        count += len(pattern.findall(body))
    return count


def image_count(path: Path) -> int:
    """Pictures in the PDF, as pdfimages lists them."""
    need_poppler()
    done = subprocess.run(["pdfimages", "-list", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return len(done.stdout.splitlines()) - 2  # two lines of heading
