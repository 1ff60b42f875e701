"""Blue Marble's own vector art: the plane, the Golden Key, the palm island, the
shuttle, the ship, stars, the won coin and the buildings (villa, office, hotel).
Text painting is the shared widgets/textpaint.py."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from ...widgets import textpaint as tp


def both(ko: str, en: str) -> str:
    """'서울 · Seoul'; at a Korean table, where the second name is the first, the name once."""
    return ko if ko == en else f"{ko} · {en}"


def second(ko: str, en: str) -> str:
    """The smaller line under a Korean name: empty at a Korean table, where it would repeat it."""
    return "" if ko == en else en


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
    p.setFont(tp.font(r * 1.2, True))
    p.setPen(QColor("#7A5A10"))
    tp.draw_legible(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter), "₩")
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
