"""Text painting for scene items: fonts that fit a width, word wrap, and two-line
names (a name with a smaller second line below: Korean over English on Blue
Marble, the Russian name over its translation on Millionaire).

Every game's board items use these, so labels look alike across the suite
(LOOK.md "Text": one UI family, tabular figures for money).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from . import theme

INK = QColor("#2B2A26")
MUTED_INK = QColor("#6B665A")


@cache
def family() -> str:
    return theme.ui_font_family()


def font(px: float, bold: bool = False) -> QFont:
    f = QFont(family())
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return theme.tabular(f)


def fitted(text: str, width: float, px: float, bold: bool = False, min_px: float = 8) -> QFont:
    """The largest font up to `px` in which `text` fits `width`."""
    size = px
    while size > min_px:
        f = font(size, bold)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            return f
        size -= 0.5
    return font(min_px, bold)


def draw_text(
    p: QPainter,
    rect: QRectF,
    text: str,
    px: float,
    color: QColor = INK,
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    min_px: float = 8,
) -> None:
    p.setFont(fitted(text, rect.width() - 2, px, bold, min_px))
    p.setPen(color)
    p.drawText(rect, int(align), text)


def wrap_lines(text: str, width: float, f: QFont) -> list[str]:
    """Greedy word wrap (Korean words stay whole; a space is the only break)."""
    fm = QFontMetricsF(f)
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if current and fm.horizontalAdvance(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def draw_wrapped(
    p: QPainter,
    rect: QRectF,
    text: str,
    px: float,
    color: QColor = INK,
    bold: bool = False,
    spacing: float = 1.2,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
) -> float:
    """Draw word-wrapped text from the top of `rect` (centred unless `align`); returns the height used."""
    f = font(px, bold)
    lines = wrap_lines(text, rect.width(), f)
    p.setFont(f)
    p.setPen(color)
    line_h = px * spacing
    y = rect.top()
    for line in lines:
        p.drawText(
            QRectF(rect.left(), y, rect.width(), line_h), int(align | Qt.AlignmentFlag.AlignVCenter), line
        )
        y += line_h
    return y - rect.top()


def draw_names(
    p: QPainter, rect: QRectF, first: str, second: str = "", first_px: float = 22, second_px: float = 14
) -> float:
    """A name in bold, its second line below in a smaller size (LOOK.md), both centred in `rect`.

    A first name too long for one line at a readable size is split at its
    space ("퀸 엘리자베스호") rather than shrunk to nothing. An empty second line
    leaves the first name alone, centred. Returns where the names end (scene y),
    below `rect` when they needed more room.
    """
    width = rect.width() - 4
    first_font = fitted(first, width, first_px, True, 8)
    lines = [first]
    if first_font.pixelSize() < first_px * 0.72 and " " in first:
        lines = wrap_lines(first, width, font(first_px * 0.85, True))
        first_font = fitted(max(lines, key=len), width, first_px * 0.85, True, 8)
    second_font = fitted(second, width, second_px, False, 7)
    first_h = first_font.pixelSize() * 1.18
    second_h = second_font.pixelSize() * 1.25 if second else 0.0
    total = first_h * len(lines) + second_h
    y = rect.top() + max(0.0, (rect.height() - total) / 2)
    p.setFont(first_font)
    p.setPen(INK)
    for line in lines:
        p.drawText(QRectF(rect.left(), y, rect.width(), first_h), int(Qt.AlignmentFlag.AlignCenter), line)
        y += first_h
    if second:
        p.setFont(second_font)
        p.setPen(MUTED_INK)
        p.drawText(QRectF(rect.left(), y, rect.width(), second_h), int(Qt.AlignmentFlag.AlignCenter), second)
    return y + second_h
