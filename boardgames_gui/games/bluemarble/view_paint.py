"""Small painting helpers shared by the Blue Marble items: fonts that fit,
two-language labels, and the vector icons (plane, key, palm, shuttle, ship)."""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ...widgets import theme

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


def both(ko: str, en: str) -> str:
    """'서울 · Seoul'; at a Korean table, where the second name is the first, the name once."""
    return ko if ko == en else f"{ko} · {en}"


def second(ko: str, en: str) -> str:
    """The smaller line under a Korean name: empty at a Korean table, where it would repeat it."""
    return "" if ko == en else en


def draw_names(p: QPainter, rect: QRectF, ko: str, en: str, ko_px: float = 22, en_px: float = 14) -> None:
    """Korean name, English below in a smaller size (LOOK.md), both centred in `rect`.

    A Korean name too long for one line at a readable size is split at its
    space ("퀸 엘리자베스호") rather than shrunk to nothing.
    """
    width = rect.width() - 4
    if en == ko:  # a Korean table: the name once
        en = ""
    ko_font = fitted(ko, width, ko_px, True, 8)
    lines = [ko]
    if ko_font.pixelSize() < ko_px * 0.72 and " " in ko:
        lines = wrap_lines(ko, width, font(ko_px * 0.85, True))
        ko_font = fitted(max(lines, key=len), width, ko_px * 0.85, True, 8)
    en_font = fitted(en, width, en_px, False, 7)
    ko_h = ko_font.pixelSize() * 1.18
    en_h = en_font.pixelSize() * 1.25 if en else 0.0
    total = ko_h * len(lines) + en_h
    y = rect.top() + max(0.0, (rect.height() - total) / 2)
    p.setFont(ko_font)
    p.setPen(INK)
    for line in lines:
        p.drawText(QRectF(rect.left(), y, rect.width(), ko_h), int(Qt.AlignmentFlag.AlignCenter), line)
        y += ko_h
    p.setFont(en_font)
    p.setPen(MUTED_INK)
    p.drawText(QRectF(rect.left(), y, rect.width(), en_h), int(Qt.AlignmentFlag.AlignCenter), en)


# --------------------------------------------------------------------------- icons


def plane_path(size: float) -> QPainterPath:
    """A top view of an airliner pointing up, centred on the origin, `size` wingspan."""
    s = size / 2
    pts = [
        (0.0, -1.0),
        (0.1, -0.86),
        (0.12, -0.3),
        (0.95, 0.12),
        (0.95, 0.26),
        (0.12, 0.06),
        (0.09, 0.62),
        (0.36, 0.82),
        (0.36, 0.94),
        (0.0, 0.86),
        (-0.36, 0.94),
        (-0.36, 0.82),
        (-0.09, 0.62),
        (-0.12, 0.06),
        (-0.95, 0.26),
        (-0.95, 0.12),
        (-0.12, -0.3),
        (-0.1, -0.86),
    ]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x * s, y * s) for x, y in pts]))
    path.closeSubpath()
    return path


def key_path(rect: QRectF) -> QPainterPath:
    """A golden key lying across `rect`: ring on the left, bit on the right."""
    path = QPainterPath()
    h = rect.height()
    r = h * 0.36
    cx = rect.left() + r + 1
    cy = rect.center().y()
    path.addEllipse(QPointF(cx, cy), r, r)
    inner = QPainterPath()
    inner.addEllipse(QPointF(cx, cy), r * 0.45, r * 0.45)
    path = path.subtracted(inner)
    shaft = QPainterPath()
    shaft.addRect(QRectF(cx + r * 0.9, cy - h * 0.08, rect.right() - cx - r * 0.9, h * 0.16))
    teeth = QPainterPath()
    tw = h * 0.14
    teeth.addRect(QRectF(rect.right() - tw * 3.2, cy, tw, h * 0.26))
    teeth.addRect(QRectF(rect.right() - tw * 1.2, cy, tw, h * 0.34))
    return path.united(shaft).united(teeth)


def draw_key(p: QPainter, rect: QRectF) -> None:
    p.save()
    p.setPen(QPen(QColor("#7A5A10"), 1.2))
    p.setBrush(QBrush(QColor("#F6D36B")))
    p.drawPath(key_path(rect))
    p.restore()


def draw_palm_island(p: QPainter, rect: QRectF) -> None:
    """Sand, a palm tree and a wave line."""
    p.save()
    c = rect.center()
    w = rect.width()
    h = rect.height()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#E9D29A"))
    p.drawEllipse(QRectF(c.x() - w * 0.42, rect.bottom() - h * 0.28, w * 0.84, h * 0.3))
    trunk = QPainterPath(QPointF(c.x() - w * 0.02, rect.bottom() - h * 0.16))
    trunk.quadTo(QPointF(c.x() + w * 0.1, c.y()), QPointF(c.x() + w * 0.02, rect.top() + h * 0.2))
    p.setPen(QPen(QColor("#7B5430"), w * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(trunk)
    top = QPointF(c.x() + w * 0.02, rect.top() + h * 0.2)
    p.setPen(QPen(QColor("#2F8A4C"), w * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for angle in (200, 240, 300, 340, 20):
        a = math.radians(angle)
        leaf = QPainterPath(top)
        end = QPointF(top.x() + math.cos(a) * w * 0.32, top.y() + math.sin(a) * h * 0.22 + h * 0.1)
        ctrl = QPointF(top.x() + math.cos(a) * w * 0.18, top.y() - h * 0.08)
        leaf.quadTo(ctrl, end)
        p.drawPath(leaf)
    p.restore()


def draw_shuttle(p: QPainter, rect: QRectF) -> None:
    """The Columbia space shuttle climbing, with a flame."""
    p.save()
    c = rect.center()
    s = min(rect.width(), rect.height()) / 2
    p.translate(c)
    p.rotate(35)
    flame = QPainterPath(QPointF(-0.16 * s, 0.62 * s))
    flame.quadTo(QPointF(0, 1.25 * s), QPointF(0.16 * s, 0.62 * s))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#F5A623"))
    p.drawPath(flame)
    body = QPainterPath(QPointF(0, -s))
    body.cubicTo(QPointF(0.22 * s, -0.7 * s), QPointF(0.2 * s, -0.2 * s), QPointF(0.2 * s, 0.2 * s))
    body.lineTo(QPointF(0.55 * s, 0.55 * s))
    body.lineTo(QPointF(0.55 * s, 0.68 * s))
    body.lineTo(QPointF(-0.55 * s, 0.68 * s))
    body.lineTo(QPointF(-0.55 * s, 0.55 * s))
    body.lineTo(QPointF(-0.2 * s, 0.2 * s))
    body.cubicTo(QPointF(-0.2 * s, -0.2 * s), QPointF(-0.22 * s, -0.7 * s), QPointF(0, -s))
    p.setPen(QPen(QColor("#1E2A3A"), 1.2))
    p.setBrush(QColor("#F4F6F8"))
    p.drawPath(body)
    p.setBrush(QColor("#1E2A3A"))
    p.drawEllipse(QPointF(0, -0.55 * s), 0.07 * s, 0.1 * s)
    p.restore()


def draw_ship(p: QPainter, rect: QRectF, color: QColor) -> None:
    p.save()
    w, h = rect.width(), rect.height()
    hull = QPainterPath(QPointF(rect.left(), rect.top() + h * 0.5))
    hull.lineTo(QPointF(rect.right(), rect.top() + h * 0.5))
    hull.lineTo(QPointF(rect.right() - w * 0.14, rect.bottom()))
    hull.lineTo(QPointF(rect.left() + w * 0.1, rect.bottom()))
    hull.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(hull)
    p.drawRect(QRectF(rect.left() + w * 0.2, rect.top() + h * 0.22, w * 0.55, h * 0.28))
    p.drawRect(QRectF(rect.left() + w * 0.42, rect.top(), w * 0.14, h * 0.24))
    p.restore()


def draw_star(p: QPainter, c: QPointF, r: float, color: QColor) -> None:
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + math.pi * k / 5
        pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPolygon(QPolygonF(pts))
    p.restore()


def draw_coin(p: QPainter, c: QPointF, r: float) -> None:
    p.save()
    p.setPen(QPen(QColor("#9A7414"), 1.2))
    p.setBrush(QColor("#F2C94C"))
    p.drawEllipse(c, r, r)
    p.setFont(font(r * 1.2, True))
    p.setPen(QColor("#7A5A10"))
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter), "₩")
    p.restore()


# --------------------------------------------------------------------------- buildings


def draw_villa(p: QPainter, base: QPointF, size: float, fill: QColor) -> None:
    """A small house standing on `base` (its bottom centre)."""
    w = size
    h = size
    path = QPainterPath(QPointF(base.x() - w / 2, base.y()))
    path.lineTo(QPointF(base.x() - w / 2, base.y() - h * 0.55))
    path.lineTo(QPointF(base.x(), base.y() - h))
    path.lineTo(QPointF(base.x() + w / 2, base.y() - h * 0.55))
    path.lineTo(QPointF(base.x() + w / 2, base.y()))
    path.closeSubpath()
    p.setPen(QPen(QColor("#1D1D1D"), 1.1))
    p.setBrush(fill)
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 200))
    p.drawRect(QRectF(base.x() - w * 0.12, base.y() - h * 0.36, w * 0.24, h * 0.36))


def draw_tower(p: QPainter, base: QPointF, w: float, h: float, fill: QColor, hotel: bool) -> None:
    """An office building, or a hotel with its flag."""
    rect = QRectF(base.x() - w / 2, base.y() - h, w, h)
    p.setPen(QPen(QColor("#1D1D1D"), 1.1))
    p.setBrush(fill)
    p.drawRect(rect)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 200))
    cols = 3 if hotel else 2
    rows = 3 if hotel else 4
    cw = w / (cols * 2 + 1)
    rh = (h * 0.8) / (rows * 2 + 1)
    for cx in range(cols):
        for ry in range(rows):
            p.drawRect(
                QRectF(rect.left() + cw * (1 + 2 * cx), rect.top() + h * 0.08 + rh * (1 + 2 * ry), cw, rh)
            )
    if hotel:
        pole_x = rect.center().x()
        p.setPen(QPen(QColor("#1D1D1D"), 1.0))
        p.drawLine(QPointF(pole_x, rect.top()), QPointF(pole_x, rect.top() - h * 0.35))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#C8102E"))
        flag = QPolygonF(
            [
                QPointF(pole_x, rect.top() - h * 0.35),
                QPointF(pole_x + w * 0.35, rect.top() - h * 0.27),
                QPointF(pole_x, rect.top() - h * 0.19),
            ]
        )
        p.drawPolygon(flag)


def draw_level(p: QPainter, rect: QRectF, level: int, fill: QColor) -> None:
    """The pieces for a development level (1-2 villas, a building, a hotel) centred in `rect`."""
    s = min(rect.width(), rect.height())
    long_side = max(rect.width(), rect.height())
    base_y = rect.center().y() + s * 0.45
    cx = rect.center().x()
    if level == 1:
        draw_villa(p, QPointF(cx, base_y), s * 0.8, fill)
    elif level == 2:
        if rect.width() >= rect.height():
            size = min(s * 0.8, rect.width() / 2.3)
            draw_villa(p, QPointF(cx - size * 0.56, base_y), size, fill)
            draw_villa(p, QPointF(cx + size * 0.56, base_y), size, fill)
        else:
            gap = min(s * 0.5, long_side * 0.25)
            draw_villa(p, QPointF(cx, rect.center().y() - gap + s * 0.4), s * 0.8, fill)
            draw_villa(p, QPointF(cx, rect.center().y() + gap + s * 0.4), s * 0.8, fill)
    elif level == 3:
        draw_tower(p, QPointF(cx, base_y), s * 0.55, s * 0.9, fill, False)
    elif level >= 4:
        draw_tower(p, QPointF(cx, base_y), s * 0.9, s * 0.68, fill, True)
