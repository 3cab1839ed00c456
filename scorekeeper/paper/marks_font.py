"""Build the one-glyph font that writes ✎ (a corrected game) in the report.

Neither Noto font shipped for the names holds U+270E, and a mark drawn as lines alone
would not be text that ``pdftotext`` (or a search in a reader) finds. So the report
writes it in this tiny font of our own: a pencil drawn here, kept as
``fonts/ScorekeeperMarks.ttf``. Run ``python -m scorekeeper.paper.marks_font`` to build
it again after changing the drawing (fontTools comes with fpdf2).
"""

from __future__ import annotations

from pathlib import Path

FILE = Path(__file__).with_name("fonts") / "ScorekeeperMarks.ttf"
PENCIL = 0x270E
EM = 1000
# A pencil lying from lower left (its point) to upper right, on a 1000-unit em.
OUTLINE = ((80, 60), (330, 160), (860, 690), (690, 860), (160, 330))
NOTDEF = ((100, 0), (100, 700), (500, 700), (500, 0))


def build(target: Path = FILE) -> None:
    from fontTools.fontBuilder import FontBuilder
    from fontTools.misc.timeTools import timestampFromString
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    glyphs = {}
    for name, points in ((".notdef", NOTDEF), ("pencil", OUTLINE)):
        pen = TTGlyphPen(None)
        pen.moveTo(points[0])
        for point in points[1:]:
            pen.lineTo(point)
        pen.closePath()
        glyphs[name] = pen.glyph()
    glyphs["space"] = TTGlyphPen(None).glyph()
    builder = FontBuilder(EM, isTTF=True)
    builder.setupGlyphOrder([".notdef", "space", "pencil"])
    builder.setupCharacterMap({0x20: "space", PENCIL: "pencil"})
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({".notdef": (600, 100), "space": (500, 0), "pencil": (940, 80)})
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    names = {"familyName": "Scorekeeper Marks", "styleName": "Regular"}
    builder.setupNameTable(names)
    builder.setupOS2(sTypoAscender=880, sTypoDescender=-120, usWinAscent=880, usWinDescent=120)
    builder.setupPost()
    # a fixed date: the same bytes every build
    stamp = timestampFromString("Thu Jan  1 00:00:00 2026")
    builder.setupHead(unitsPerEm=EM, created=stamp, modified=stamp)
    target.parent.mkdir(parents=True, exist_ok=True)
    builder.save(str(target))


if __name__ == "__main__":
    build()
    print(f"Wrote {FILE}")
