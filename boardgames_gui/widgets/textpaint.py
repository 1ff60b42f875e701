"""Text painting for scene items: fonts that fit a width, word wrap, two-line names
(a name with a smaller second line below: Korean over English on Blue Marble, the
Russian name over its translation on Millionaire), and the level of detail of text.

Every game's board items use these, so labels look alike across the suite
(LOOK.md "Text": one UI family, tabular figures for money).

Level of detail (issue 15: no text below 9 px at 1366x768): the board is drawn at
whatever scale the window gives it, so a label sized for the scene can end up a few
pixels tall. `draw_legible` is the one place every board text goes through: a text
that would be under LEGIBLE_PX on screen is drawn at LEGIBLE_PX when it still fits its
box (in narrower letters if it must), and is left out when it does not (the item's tooltip, or a closer look by
zooming or bringing a board to the front, carries what it said).
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from . import theme

INK = QColor("#2B2A26")
MUTED_INK = QColor("#6B665A")
#: the smallest text drawn on screen, in device pixels
LEGIBLE_PX = 9.0
#: how much taller than its box a text enlarged to LEGIBLE_PX may be (boxes are drawn tight)
TALLER = 1.1
#: narrower letters for a name that must keep a legible size in a narrow box, least narrow first
NARROWER = (QFont.Stretch.SemiCondensed, QFont.Stretch.Condensed, QFont.Stretch.ExtraCondensed)


def screen_scale(p: QPainter) -> float:
    """Device pixels per unit where `p` paints now (the view's zoom times the item's scale)."""
    t = p.worldTransform()
    return math.hypot(t.m11(), t.m12()) or 1.0


def font_px(f: QFont) -> float:
    """A font's size in its own units (a point-sized font as a 96-dpi screen draws it)."""
    return float(f.pixelSize()) if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72


def legible_font(p: QPainter, rect: QRectF, flags: int, text: str) -> QFont | None:
    """The painter's font when `text` is at least LEGIBLE_PX on screen; else the font at
    LEGIBLE_PX when the text still fits `rect`, in narrower letters if it must; None when
    it does not fit even so (too small to show)."""
    current = p.font()
    scale = screen_scale(p)
    if font_px(current) * scale >= LEGIBLE_PX - 0.01:
        return current
    larger = QFont(current)
    larger.setPixelSize(math.ceil(LEGIBLE_PX / scale))
    # a line at that size taller than the box: narrower letters are no shorter, and measuring
    # the text in each of them (4 measures of every label of a board drawn small, such as
    # Blueprints' other players' boards) took 9 ms of a round's end
    if QFontMetricsF(larger).height() > rect.height() * TALLER + 1:
        return None
    # a text too wide at that size is tried in narrower letters before it is left out
    for stretch in (None, *NARROWER):
        if stretch is not None:
            larger.setStretch(stretch)
        box = QFontMetricsF(larger).boundingRect(rect, int(flags), text)
        if box.width() <= rect.width() + 0.5 and box.height() <= rect.height() * TALLER + 1:
            return larger
    return None


def draw_legible(p: QPainter, rect: QRectF, flags: int | Qt.AlignmentFlag, text: str) -> bool:
    """`p.drawText(rect, flags, text)` with the level-of-detail rule of this module;
    True when the text was drawn."""
    if not text.strip():
        return False
    shown = legible_font(p, rect, int(flags), text)
    if shown is None:
        return False
    if shown is p.font() or shown == p.font():
        p.drawText(rect, int(flags), text)
        return True
    p.save()
    p.setFont(shown)
    p.drawText(rect, int(flags), text)
    p.restore()
    return True


class LegibleTextItem(QGraphicsSimpleTextItem):
    """A simple text item under the level-of-detail rule: each line is drawn through
    `draw_legible`, with `room` units of width to grow into (0: its own width) and a
    little air below it (a label stands apart from what follows it)."""

    room = 0.0
    AIR = 1.4

    def text_rect(self) -> QRectF:
        """The text's own box at its font's size: what the next label is laid out under."""
        return super().boundingRect()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        """All it may paint: the width it may grow into and the air below (a picture of the
        item, kept by Qt's cache, is clipped to this)."""
        box = self.text_rect()
        return QRectF(box.left(), box.top(), max(box.width(), self.room), box.height() * self.AIR)

    def paint(self, p: QPainter, option: object, widget: object = None) -> None:
        box = self.text_rect()
        width = max(box.width(), self.room)
        bottom = box.top() + box.height() * self.AIR
        p.setFont(self.font())
        p.setPen(self.brush().color())
        y = box.top()
        for line in self.text().split("\n"):
            # each line as large as it is drawn, so enlarged lines do not overlap
            spacing = QFontMetricsF(legible_font(p, QRectF(0, 0, width, 1e6), Qt.AlignLeft, line) or p.font())
            line_h = spacing.lineSpacing()
            if y + line_h > bottom + 0.5:
                break
            draw_legible(p, QRectF(box.left(), y, width, line_h), Qt.AlignLeft, line)
            y += line_h


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
    draw_legible(p, rect, int(align), text)


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
        draw_legible(
            p, QRectF(rect.left(), y, rect.width(), line_h), int(align | Qt.AlignmentFlag.AlignVCenter), line
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
    floor = math.ceil(LEGIBLE_PX / screen_scale(p))
    if first_font.pixelSize() < floor:
        # drawn small the name would be left out: at the smallest legible size, in narrower
        # letters where a word is wider than the box, it takes as many lines as it needs (a
        # word still too long broken between its letters, as Korean breaks) and the second
        # line gives up its room when both do not fit
        first_font = font(floor, True)
        # narrower letters first, so that every word keeps whole on its line if it can
        for stretch in NARROWER:
            if all(QFontMetricsF(first_font).horizontalAdvance(word) <= width for word in first.split()):
                break
            first_font.setStretch(stretch)
        lines = [
            piece
            for line in wrap_lines(first, width, first_font)
            for piece in _broken(line, width, first_font)
        ]
        if (len(lines) + 1) * floor * 1.18 > rect.height() * TALLER:
            second = ""
    first_h = first_font.pixelSize() * 1.18
    second_h = second_font.pixelSize() * 1.25 if second else 0.0
    total = first_h * len(lines) + second_h
    y = rect.top() + max(0.0, (rect.height() - total) / 2)
    p.setFont(first_font)
    p.setPen(INK)
    for line in lines:
        draw_legible(
            p, QRectF(rect.left(), y, rect.width(), first_h), int(Qt.AlignmentFlag.AlignCenter), line
        )
        y += first_h
    if second:
        p.setFont(second_font)
        p.setPen(MUTED_INK)
        draw_legible(
            p, QRectF(rect.left(), y, rect.width(), second_h), int(Qt.AlignmentFlag.AlignCenter), second
        )
    return y + second_h


def _broken(word: str, width: float, f: QFont) -> list[str]:
    """`word` in pieces no wider than `width` (one piece when it fits): Korean breaks between
    any two syllables, other scripts with a hyphen at the break."""
    fm = QFontMetricsF(f)
    if fm.horizontalAdvance(word) <= width:
        return [word]
    hyphen = "" if any(_is_cjk(letter) for letter in word) else "-"
    pieces = [""]
    for letter in word:
        if pieces[-1] and fm.horizontalAdvance(pieces[-1] + letter + hyphen) > width:
            pieces[-1] += hyphen
            pieces.append("")
        pieces[-1] += letter
    # no orphan of one or two letters on the last line ("Движени-" / "е"): it takes a few more
    if len(pieces) > 1 and len(pieces[-1]) < 3:
        head = pieces[-2][: len(pieces[-2]) - len(hyphen)]
        moved = min(3 - len(pieces[-1]), len(head) - 2)
        if moved > 0:
            pieces[-2], pieces[-1] = head[:-moved] + hyphen, head[-moved:] + pieces[-1]
    return pieces


def _is_cjk(letter: str) -> bool:
    """Hangul, kana or a CJK ideograph: scripts that break between letters without a hyphen."""
    code = ord(letter)
    return (
        0x1100 <= code <= 0x11FF
        or 0x3040 <= code <= 0x30FF
        or 0x3400 <= code <= 0x9FFF
        or 0xAC00 <= code <= 0xD7AF
    )
