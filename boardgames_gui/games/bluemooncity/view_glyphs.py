"""Vector glyphs and small icons of Blue Moon City, drawn with QPainterPath.

Every glyph lives in the square (-1, -1)..(1, 1) so callers scale it to any
size; icons are painted directly at a centre and a size.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from . import view_palette as pal


def _poly(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


_BIG = 100.0


def _big(path: QPainterPath) -> QPainterPath:
    """Boolean path operations flatten curves at a fixed absolute tolerance, so they
    are done at 100x size and the result is scaled back."""
    return QTransform.fromScale(_BIG, _BIG).map(path)


def _flame() -> QPainterPath:
    p = QPainterPath(QPointF(0.05, -1.0))
    p.cubicTo(0.2, -0.55, 0.85, -0.25, 0.75, 0.35)
    p.cubicTo(0.68, 0.8, 0.35, 1.0, 0.0, 1.0)
    p.cubicTo(-0.4, 1.0, -0.75, 0.75, -0.75, 0.3)
    p.cubicTo(-0.75, -0.05, -0.5, -0.2, -0.45, -0.5)
    p.cubicTo(-0.25, -0.3, -0.2, -0.15, -0.15, 0.0)
    p.cubicTo(0.05, -0.35, 0.15, -0.6, 0.05, -1.0)
    inner = QPainterPath(QPointF(0.0, 0.05))
    inner.cubicTo(0.3, 0.3, 0.4, 0.55, 0.25, 0.75)
    inner.cubicTo(0.1, 0.88, -0.15, 0.88, -0.28, 0.72)
    inner.cubicTo(-0.38, 0.55, -0.2, 0.3, 0.0, 0.05)
    return _big(p).subtracted(_big(inner))


def _mountain() -> QPainterPath:
    body = _poly([(-1.0, 0.8), (-0.38, -0.45), (-0.12, 0.02), (0.3, -0.85), (1.0, 0.8)])
    snow = _poly([(0.3, -0.85), (0.48, -0.48), (0.36, -0.4), (0.28, -0.5), (0.15, -0.38), (0.12, -0.5)])
    return _big(body).subtracted(_big(snow))


def _drop() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, -1.0))
    p.cubicTo(0.3, -0.55, 0.72, -0.1, 0.72, 0.3)
    p.cubicTo(0.72, 0.72, 0.4, 1.0, 0.0, 1.0)
    p.cubicTo(-0.4, 1.0, -0.72, 0.72, -0.72, 0.3)
    p.cubicTo(-0.72, -0.1, -0.3, -0.55, 0.0, -1.0)
    shine = QPainterPath()
    shine.addEllipse(QRectF(-0.45, 0.12, 0.22, 0.42))
    return _big(p).subtracted(_big(shine))


def _wing() -> QPainterPath:
    # a swept wing with three feather notches along its trailing edge
    p = QPainterPath(QPointF(-1.0, 0.55))
    p.cubicTo(-0.6, -0.35, 0.2, -0.95, 1.0, -0.9)
    p.cubicTo(0.85, -0.6, 0.7, -0.45, 0.55, -0.35)
    p.lineTo(0.78, -0.25)
    p.cubicTo(0.6, -0.05, 0.4, 0.05, 0.2, 0.1)
    p.lineTo(0.45, 0.25)
    p.cubicTo(0.2, 0.42, -0.05, 0.45, -0.25, 0.45)
    p.lineTo(-0.05, 0.62)
    p.cubicTo(-0.4, 0.78, -0.75, 0.72, -1.0, 0.55)
    return _big(p)


def _leaf() -> QPainterPath:
    p = QPainterPath(QPointF(-0.85, 0.85))
    p.cubicTo(-0.95, -0.1, -0.3, -0.9, 0.9, -0.9)
    p.cubicTo(0.9, 0.3, 0.1, 0.95, -0.85, 0.85)
    rib = QPainterPath(QPointF(-0.85, 0.85))
    rib.lineTo(0.55, -0.55)
    stroke = QPainterPath()
    from PySide6.QtGui import QPainterPathStroker

    stroker = QPainterPathStroker()
    stroker.setWidth(0.13)
    stroke = stroker.createStroke(rib)
    return _big(p).subtracted(_big(stroke))


def _ring(cx: float, cy: float, r_out: float, r_in: float) -> QPainterPath:
    outer = QPainterPath()
    outer.addEllipse(QPointF(cx, cy), r_out, r_out)
    inner = QPainterPath()
    inner.addEllipse(QPointF(cx, cy), r_in, r_in)
    return _big(outer).subtracted(_big(inner))


def _rings() -> QPainterPath:
    return _ring(-0.36, 0.0, 0.64, 0.4).united(_ring(0.36, 0.0, 0.64, 0.4))


def _eye() -> QPainterPath:
    p = QPainterPath(QPointF(-1.0, 0.0))
    p.cubicTo(-0.55, -0.7, 0.55, -0.7, 1.0, 0.0)
    p.cubicTo(0.55, 0.7, -0.55, 0.7, -1.0, 0.0)
    iris = QPainterPath()
    iris.addEllipse(QPointF(0, 0), 0.36, 0.36)
    pupil = QPainterPath()
    pupil.addEllipse(QPointF(0, 0), 0.16, 0.16)
    return _big(p).subtracted(_big(iris)).united(_big(pupil))


def _column() -> QPainterPath:
    p = QPainterPath()
    p.addRect(QRectF(-0.75, -0.95, 1.5, 0.25))  # capital
    p.addRect(QRectF(-0.55, -0.7, 1.1, 0.1))
    p.addRect(QRectF(-0.75, 0.7, 1.5, 0.25))  # base
    p.addRect(QRectF(-0.55, 0.6, 1.1, 0.1))
    for x in (-0.45, -0.15, 0.15):
        p.addRect(QRectF(x + 0.02, -0.6, 0.26, 1.2))  # fluted shaft
    return _big(p).simplified()


def _star() -> QPainterPath:
    pts = []
    for i in range(10):
        r = 1.0 if i % 2 == 0 else 0.42
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((r * math.cos(a), r * math.sin(a) + 0.08))
    return _big(_poly(pts))


GLYPHS: dict[str, Callable[[], QPainterPath]] = {
    "flame": _flame,
    "mountain": _mountain,
    "drop": _drop,
    "wing": _wing,
    "leaf": _leaf,
    "rings": _rings,
    "eye": _eye,
    "column": _column,
    "star": _star,
}


@cache
def glyph_path(name: str) -> QPainterPath:
    """The glyph `name` in the unit square (-1..1)."""
    path = QTransform.fromScale(1 / _BIG, 1 / _BIG).map(GLYPHS[name]())
    path.setFillRule(Qt.OddEvenFill)  # boolean operations leave holes as reversed subpaths
    return path


def glyph_at(name: str, centre: QPointF, size: float) -> QPainterPath:
    """The glyph scaled to `size` (its full width) around `centre`."""
    t = QTransform()
    t.translate(centre.x(), centre.y())
    t.scale(size / 2, size / 2)
    return t.map(glyph_path(name))


def paint_glyph(p: QPainter, name: str, centre: QPointF, size: float, colour: str) -> None:
    p.save()
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(colour))
    p.drawPath(glyph_at(name, centre, size))
    p.restore()


# --------------------------------------------------------------------------- pieces and icons


def _placed(build: Callable[[QPointF, float], QPainterPath]) -> Callable[[QPointF, float], QPainterPath]:
    """Build the shape once at a large size (boolean ops stay smooth) and place copies."""
    big = cache(lambda: build(QPointF(0, 0), 2 * _BIG))

    def placed(centre: QPointF, size: float) -> QPainterPath:
        t = QTransform()
        t.translate(centre.x(), centre.y())
        t.scale(size / (2 * _BIG), size / (2 * _BIG))
        return t.map(big())

    placed.__doc__ = build.__doc__
    placed.__name__ = build.__name__
    return placed


@_placed
def crystal_path(centre: QPointF, size: float) -> QPainterPath:
    s = size / 2
    x, y = centre.x(), centre.y()
    return _poly(
        [
            (x - s * 0.55, y - s),
            (x + s * 0.55, y - s),
            (x + s, y - s * 0.35),
            (x, y + s),
            (x - s, y - s * 0.35),
        ]
    )


def paint_crystal(p: QPainter, centre: QPointF, size: float, face_down: bool = False) -> None:
    path = crystal_path(centre, size)
    p.save()
    grad = QLinearGradient(
        centre.x() - size / 2, centre.y() - size / 2, centre.x() + size / 2, centre.y() + size / 2
    )
    if face_down:
        grad.setColorAt(0, QColor("#7C7F8A"))
        grad.setColorAt(1, QColor("#4A4D57"))
    else:
        grad.setColorAt(0, QColor("#D8F6FF"))
        grad.setColorAt(0.5, QColor(pal.CRYSTAL))
        grad.setColorAt(1, QColor(pal.CRYSTAL_DARK))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#174A63"), max(0.8, size / 16)))
    p.drawPath(path)
    s = size / 2
    x, y = centre.x(), centre.y()
    p.setPen(QPen(QColor(255, 255, 255, 150), max(0.6, size / 22)))
    p.drawLine(QPointF(x - s, y - s * 0.35), QPointF(x + s, y - s * 0.35))
    p.drawLine(QPointF(x - s * 0.25, y - s * 0.35), QPointF(x, y + s))
    p.drawLine(QPointF(x + s * 0.25, y - s * 0.35), QPointF(x, y + s))
    p.restore()


@_placed
def scale_path(centre: QPointF, size: float) -> QPainterPath:
    """A dragon scale: a rounded shield pointing down."""
    s = size / 2
    x, y = centre.x(), centre.y()
    path = QPainterPath(QPointF(x - s * 0.85, y - s * 0.7))
    path.cubicTo(x - s * 0.3, y - s * 1.05, x + s * 0.3, y - s * 1.05, x + s * 0.85, y - s * 0.7)
    path.cubicTo(x + s * 0.95, y + s * 0.1, x + s * 0.45, y + s * 0.7, x, y + s)
    path.cubicTo(x - s * 0.45, y + s * 0.7, x - s * 0.95, y + s * 0.1, x - s * 0.85, y - s * 0.7)
    return path


def paint_scale(p: QPainter, centre: QPointF, size: float) -> None:
    p.save()
    grad = QLinearGradient(centre.x(), centre.y() - size / 2, centre.x(), centre.y() + size / 2)
    grad.setColorAt(0, QColor("#FFE68A"))
    grad.setColorAt(0.6, QColor(pal.GOLD))
    grad.setColorAt(1, QColor(pal.GOLD_DARK))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#6B4A08"), max(0.8, size / 16)))
    p.drawPath(scale_path(centre, size))
    s = size / 2
    p.setPen(QPen(QColor(120, 80, 10, 170), max(0.6, size / 20)))
    p.drawArc(QRectF(centre.x() - s * 0.55, centre.y() - s * 0.55, s * 1.1, s * 0.9), 200 * 16, 140 * 16)
    p.restore()


def paint_card_back(p: QPainter, rect: QRectF) -> None:
    """The people-card back: midnight blue with the blue moon."""
    p.save()
    r = min(rect.width(), rect.height())
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#24325E"))
    grad.setColorAt(1, QColor("#111833"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#C9B77A"), max(0.8, r / 30)))
    p.drawRoundedRect(rect, r * 0.12, r * 0.12)
    moon = QPainterPath()
    c = rect.center()
    moon.addEllipse(c, r * 0.28, r * 0.28)
    bite = QPainterPath()
    bite.addEllipse(QPointF(c.x() + r * 0.12, c.y() - r * 0.08), r * 0.24, r * 0.24)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#7DB4F0"))
    p.drawPath(moon.subtracted(bite))
    p.restore()


def paint_card_icon(p: QPainter, centre: QPointF, size: float) -> None:
    """A reward card: a small card back, tilted slightly."""
    w, h = size * 0.68, size
    p.save()
    p.translate(centre)
    p.rotate(-8)
    paint_card_back(p, QRectF(-w / 2, -h / 2, w, h))
    p.restore()


def paint_reward(p: QPainter, kind: str, centre: QPointF, size: float) -> None:
    """`kind` is "crystal", "scale" or "card"."""
    if kind == "crystal":
        paint_crystal(p, centre, size)
    elif kind == "scale":
        paint_scale(p, centre, size)
    else:
        paint_card_icon(p, centre, size)


@_placed
def crown_path(centre: QPointF, size: float) -> QPainterPath:
    s = size / 2
    x, y = centre.x(), centre.y()
    return _poly(
        [
            (x - s, y + s * 0.6),
            (x - s, y - s * 0.55),
            (x - s * 0.5, y),
            (x, y - s * 0.85),
            (x + s * 0.5, y),
            (x + s, y - s * 0.55),
            (x + s, y + s * 0.6),
        ]
    )


@_placed
def hammer_path(centre: QPointF, size: float) -> QPainterPath:
    s = size / 2
    x, y = centre.x(), centre.y()
    head = QPainterPath()
    head.addRoundedRect(QRectF(x - s * 0.9, y - s * 0.9, s * 1.2, s * 0.55), s * 0.1, s * 0.1)
    handle = _poly(
        [
            (x - s * 0.2, y - s * 0.4),
            (x + s * 0.05, y - s * 0.4),
            (x + s * 0.95, y + s * 0.9),
            (x + s * 0.7, y + s),
        ]
    )
    return head.united(handle)


@_placed
def neighbours_path(centre: QPointF, size: float) -> QPainterPath:
    """Two touching houses: the neighbourhood bonus."""
    s = size / 2
    x, y = centre.x(), centre.y()
    left = _poly(
        [
            (x - s, y + s * 0.8),
            (x - s, y - s * 0.1),
            (x - s * 0.52, y - s * 0.7),
            (x - s * 0.04, y - s * 0.1),
            (x - s * 0.04, y + s * 0.8),
        ]
    )
    right = _poly(
        [
            (x + s * 0.04, y + s * 0.8),
            (x + s * 0.04, y - s * 0.1),
            (x + s * 0.52, y - s * 0.7),
            (x + s, y - s * 0.1),
            (x + s, y + s * 0.8),
        ]
    )
    return left.united(right)


@_placed
def figure_path(centre: QPointF, size: float) -> QPainterPath:
    """A player's miniature: a hooded pawn seen from the front."""
    s = size / 2
    x, y = centre.x(), centre.y()
    head = QPainterPath()
    head.addEllipse(QPointF(x, y - s * 0.52), s * 0.32, s * 0.32)
    body = QPainterPath(QPointF(x - s * 0.7, y + s))
    body.cubicTo(x - s * 0.7, y + s * 0.2, x - s * 0.4, y - s * 0.2, x, y - s * 0.2)
    body.cubicTo(x + s * 0.4, y - s * 0.2, x + s * 0.7, y + s * 0.2, x + s * 0.7, y + s)
    body.closeSubpath()
    return head.united(body)


@_placed
def dragon_path(centre: QPointF, size: float) -> QPainterPath:
    """A dragon seen from above: body, head, spread wings and a curled tail."""
    s = size / 2
    x, y = centre.x(), centre.y()
    body = QPainterPath()
    body.addEllipse(QPointF(x, y + s * 0.05), s * 0.2, s * 0.45)
    head = QPainterPath()
    head.addEllipse(QPointF(x, y - s * 0.52), s * 0.15, s * 0.2)
    horns = _poly(
        [(x - s * 0.12, y - s * 0.62), (x - s * 0.22, y - s * 0.9), (x - s * 0.02, y - s * 0.7)]
    ).united(_poly([(x + s * 0.12, y - s * 0.62), (x + s * 0.22, y - s * 0.9), (x + s * 0.02, y - s * 0.7)]))
    wing_l = QPainterPath(QPointF(x - s * 0.12, y - s * 0.2))
    wing_l.cubicTo(x - s * 0.5, y - s * 0.7, x - s * 0.85, y - s * 0.6, x - s, y - s * 0.25)
    wing_l.lineTo(x - s * 0.78, y - s * 0.05)
    wing_l.lineTo(x - s * 0.75, y + s * 0.18)
    wing_l.lineTo(x - s * 0.5, y + s * 0.12)
    wing_l.lineTo(x - s * 0.38, y + s * 0.3)
    wing_l.lineTo(x - s * 0.12, y + s * 0.15)
    wing_l.closeSubpath()
    mirror = QTransform(-1, 0, 0, 1, 2 * x, 0)
    wing_r = mirror.map(wing_l)
    tail = QPainterPath(QPointF(x - s * 0.1, y + s * 0.4))
    tail.cubicTo(x - s * 0.05, y + s * 0.8, x + s * 0.35, y + s * 0.75, x + s * 0.4, y + s * 0.95)
    tail.cubicTo(x + s * 0.2, y + s * 0.95, x + s * 0.05, y + s * 0.85, x + s * 0.1, y + s * 0.4)
    tail.closeSubpath()
    out = body.united(head).united(horns).united(wing_l).united(wing_r).united(tail)
    return out
