"""The fonts the paper is written in: Noto Sans Devanagari for every name and number
(it holds Latin and Devanagari, shaped by HarfBuzz), and our own mark for ✎.

``SCOREKEEPER_FONT`` names another TrueType or OpenType file for the names (a family
writing in another script); a file that cannot be loaded is refused in one sentence.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fpdf import FPDF

ENV = "SCOREKEEPER_FONT"
TEXT = "text"  # the family every name and number is written in
MARKS = "marks"  # ✎, which the Noto fonts do not hold
MARKS_FILE = Path(__file__).with_name("fonts") / "ScorekeeperMarks.ttf"
# What the shipped variable font is set to: regular and bold at full width.
WEIGHTS = {"": {"wght": 400.0, "wdth": 100.0}, "B": {"wght": 700.0, "wdth": 100.0}}
SUFFIXES = (".ttf", ".otf")


class PaperError(Exception):
    """Bad input to the paper (a font, a path, a count): one sentence naming ``field``."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def shipped_font() -> Path:
    """Noto Sans Devanagari as the fontpkg package installs it."""
    try:
        import fontpkg_noto_sans_devanagari as noto
    except ImportError:
        raise PaperError(
            "font", "Noto Sans Devanagari is not installed (pip install scorekeeper again)"
        ) from None
    return Path(noto.ROOT) / "files" / "NotoSansDevanagari[wdth,wght].ttf"


def cached_instance(path: Path, style: str, axes: dict[str, float]) -> Path | None:
    """The variable font set to ``axes`` as a static font, kept in the user's cache.

    fpdf2 can set a variable font's axes itself, but that takes fontTools most of a second
    for each weight on every report; made once and kept, a report takes a fraction of it.
    None when the cache cannot be written (fpdf2 then sets the axes itself)."""
    from platformdirs import user_cache_dir

    stamp = path.stat()
    name = f"{path.stem}-{style or 'R'}-{stamp.st_size}-{int(stamp.st_mtime)}.ttf"
    kept = Path(user_cache_dir("scorekeeper", appauthor=False)) / "fonts" / name
    if kept.is_file():
        return kept
    from fontTools.ttLib import TTFont
    from fontTools.varLib.instancer import instantiateVariableFont

    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        font = instantiateVariableFont(TTFont(path), axes)
        part = kept.with_name(f".{kept.name}.{os.getpid()}.tmp")
        font.save(str(part))
        os.replace(part, kept)  # another process making the same one: either is whole
    except OSError:
        return None
    return kept


def add_fonts(pdf: FPDF) -> None:
    """Give ``pdf`` the text family (regular and bold) and the marks, shaping on."""
    given = os.environ.get(ENV)
    path = Path(given).expanduser() if given else shipped_font()
    field = ENV if given else "font"
    if given and path.suffix.lower() not in SUFFIXES:
        raise PaperError(field, f"{given} is not a .ttf or .otf font file")
    if not path.is_file():
        raise PaperError(field, f"{path} does not exist or is not a file")
    try:
        if given:  # any font: bold is drawn by fpdf2 only if the file is variable, so reuse it
            pdf.add_font(TEXT, "", path)
            pdf.add_font(TEXT, "B", path)
        else:
            for style, axes in WEIGHTS.items():
                instance = cached_instance(path, style, axes)
                if instance is not None:
                    pdf.add_font(TEXT, style, instance)
                else:
                    pdf.add_font(TEXT, style, path, variations=axes)
        pdf.add_font(MARKS, "", MARKS_FILE)
    # fontTools fails in many ways on a damaged file (struct.error, TTLibError, KeyError…):
    # whichever it is, the person needs to hear which file could not be read.
    except Exception as error:
        raise PaperError(field, f"cannot load {path} as a font ({type(error).__name__})") from None
    # ✎ is written by switching to MARKS in a cell of its own (Paper.mark), not through
    # fpdf2's fallback fonts: in a wrapped line those left the next lines without a font.
    pdf.set_text_shaping(True)
