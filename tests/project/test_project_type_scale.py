"""The UI's text sizes come from one scale (``ui/common/typography.py``): no style sheet elsewhere writes a
size of its own."""

import re
from pathlib import Path

from botifarra_desktop.ui.common.typography import TextSize, font_points, font_size

PACKAGE = Path(__file__).resolve().parents[2] / "botifarra_desktop"
LITERAL = re.compile(r"font-size:\s*\d")


def test_no_style_sheet_outside_the_scale_writes_a_size():
    found = [f"{p.relative_to(PACKAGE)}:{n}" for p in sorted(PACKAGE.rglob("*.py"))
             if p.name != "typography.py"
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if LITERAL.search(line)]
    assert found == []


def test_the_scale_rises_step_by_step():
    sizes = [int(s) for s in TextSize]
    assert sizes == sorted(set(sizes)) and sizes[0] >= 14  # never below the dialogs' least size
    assert font_size(TextSize.BODY) == "font-size: 16px;"
    assert font_points(16) == "font-size: 16pt;" and font_points(13.5) == "font-size: 13.5pt;"


def test_the_scale_reaches_the_screen():
    from botifarra_desktop.ui.table.panels import PANEL_COMPACT, PANEL_STYLE

    assert font_size(TextSize.LARGE) in PANEL_STYLE and font_size(TextSize.BODY) in PANEL_COMPACT
