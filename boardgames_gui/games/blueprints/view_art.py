"""Painting of Blueprints' dice and cards: the four materials, pips, iso cubes.

Pure drawing helpers (no items, no state): every function paints into a
QPainter in item coordinates, so the same die art serves the pool, the
isometric building, the scoring sheet and the blueprint card. Each material
carries a texture as well as a colour (grain, flecks, speckle, shine) so that
colour-blind players can tell the dice apart (LOOK.md, Colour).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)


@dataclass(frozen=True)
class MaterialLook:
    key: str
    label: str
    base: QColor  # main body colour
    light: QColor  # highlight side of the gradient
    dark: QColor  # shadow side
    pip: QColor
    edge: QColor
    alpha: int = 255  # glass is see-through


MATERIALS: dict[str, MaterialLook] = {
    "wood": MaterialLook(
        "wood",
        "Wood",
        QColor("#E8892B"),
        QColor("#F6B35E"),
        QColor("#B5611A"),
        QColor("#3A1E08"),
        QColor("#7A3F0E"),
    ),
    "recycled": MaterialLook(
        "recycled",
        "Recycled",
        QColor("#3F9E4D"),
        QColor("#6FC27A"),
        QColor("#26703A"),
        QColor("#F4FFF2"),
        QColor("#1B4F28"),
    ),
    "stone": MaterialLook(
        "stone",
        "Stone",
        QColor("#34363B"),
        QColor("#5A5D64"),
        QColor("#1C1D21"),
        QColor("#F1F1F1"),
        QColor("#0E0E10"),
    ),
    "glass": MaterialLook(
        "glass",
        "Glass",
        QColor("#D9F1F7"),
        QColor("#FFFFFF"),
        QColor("#9CCBD8"),
        QColor("#1F3B4D"),
        QColor("#6E9BAA"),
        alpha=150,
    ),
}

#: aliases the model may use for the materials (box colours)
_ALIASES = {
    "orange": "wood",
    "green": "recycled",
    "black": "stone",
    "clear": "glass",
    "transparent": "glass",
    "white": "glass",
}

GLOW = QColor(255, 236, 170)  # the one warm white-gold halo for legal targets (LOOK.md)
REFUSE = QColor(176, 74, 66)  # muted red
INK = QColor("#F3EEDF")  # text on the table
INK_DIM = QColor("#B9B2A0")
PAPER = QColor("#F7F1E1")
BLUEPRINT = QColor("#1F4E86")
BLUEPRINT_LINE = QColor("#DCE9FA")

# pip positions on a unit square, per value
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def material(key: str) -> MaterialLook:
    """The look of a material by the model's name for it (wood, orange, ...)."""
    k = str(key).lower()
    return MATERIALS[_ALIASES.get(k, k)]


def ui_font(size: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(["Noto Sans KR", "NanumSquareRound", "NanumGothic", "DejaVu Sans"])
    f.setPointSizeF(size)
    f.setBold(bold)
    # tabular figures so score columns line up
    f.setFeature(QFont.Tag("tnum"), 1)
    return f


def _with_alpha(c: QColor, a: int) -> QColor:
    out = QColor(c)
    out.setAlpha(a)
    return out


# --------------------------------------------------------------------------- flat die (pool, sheets)


#: die pictures by (material, value, dim, size in device pixels, pixel ratio): one picture
#: serves every die that looks the same (a move re-drew about 16 dice, each 1.5 ms)
_DIE_PICTURES: dict[tuple, QPixmap] = {}
_DIE_PICTURES_MOST = 400


def paint_die(p: QPainter, rect: QRectF, mat_key: str, value: int, dim: bool = False) -> None:
    """A die seen from above (`draw_die`), from a picture made once per look and size."""
    t = p.worldTransform()
    scale = math.hypot(t.m11(), t.m12()) or 1.0
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    margin = rect.width() * 0.1  # the drop shadow and the edge's pen
    w = math.ceil((rect.width() + 2 * margin) * scale * ratio)
    h = math.ceil((rect.height() + 2 * margin) * scale * ratio)
    key = (mat_key, value, dim, w, h, ratio)
    picture = _DIE_PICTURES.get(key)
    if picture is None:
        if len(_DIE_PICTURES) >= _DIE_PICTURES_MOST:
            _DIE_PICTURES.clear()
        picture = QPixmap(w, h)
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.transparent)
        painter = QPainter(picture)
        painter.scale(scale, scale)
        draw_die(painter, QRectF(margin, margin, rect.width(), rect.height()), mat_key, value, dim)
        painter.end()
        _DIE_PICTURES[key] = picture
    target = rect.adjusted(-margin, -margin, margin, margin)
    p.save()
    p.setRenderHint(QPainter.SmoothPixmapTransform)
    p.drawPixmap(target, picture, QRectF(picture.rect()))
    p.restore()


def draw_die(p: QPainter, rect: QRectF, mat_key: str, value: int, dim: bool = False) -> None:
    """A die seen from above: rounded body of its material, texture, pips."""
    m = material(mat_key)
    r = rect.width() * 0.18
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    # soft drop shadow
    shadow = QRectF(rect).translated(rect.width() * 0.04, rect.height() * 0.07)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(shadow, r, r)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, _with_alpha(m.light, m.alpha))
    grad.setColorAt(0.55, _with_alpha(m.base, m.alpha))
    grad.setColorAt(1.0, _with_alpha(m.dark, m.alpha))
    body = QPainterPath()
    body.addRoundedRect(rect, r, r)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(m.edge, max(1.0, rect.width() * 0.03)))
    p.drawPath(body)
    p.setClipPath(body)
    _paint_texture(p, rect, m)
    p.setClipping(False)
    paint_pips(p, rect, value, m)
    if dim:
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(20, 24, 20, 120))
        p.drawRoundedRect(rect, r, r)
    p.restore()


def _paint_texture(p: QPainter, rect: QRectF, m: MaterialLook) -> None:
    """The second cue besides colour: grain, flecks, speckle or a glassy shine."""
    w, h = rect.width(), rect.height()
    x0, y0 = rect.left(), rect.top()
    if m.key == "wood":
        pen = QPen(QColor(140, 70, 18, 110), max(0.8, w * 0.022))
        p.setPen(pen)
        p.setBrush(Qt.NoBrush)
        for i, off in enumerate((0.12, 0.3, 0.5, 0.68, 0.86)):
            path = QPainterPath(QPointF(x0 - w * 0.05, y0 + h * off))
            bend = (0.06 if i % 2 else -0.05) * h
            path.cubicTo(
                QPointF(x0 + w * 0.3, y0 + h * off + bend),
                QPointF(x0 + w * 0.6, y0 + h * off - bend),
                QPointF(x0 + w * 1.05, y0 + h * off + bend * 0.5),
            )
            p.drawPath(path)
        # a knot
        p.drawEllipse(QPointF(x0 + w * 0.78, y0 + h * 0.4), w * 0.07, h * 0.04)
    elif m.key == "recycled":
        # light flecks of recycled chips
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(210, 245, 200, 90))
        for fx, fy, s in (
            (0.15, 0.2, 0.05),
            (0.82, 0.15, 0.04),
            (0.1, 0.85, 0.045),
            (0.88, 0.82, 0.05),
            (0.5, 0.1, 0.03),
            (0.45, 0.9, 0.035),
            (0.9, 0.48, 0.03),
            (0.08, 0.5, 0.03),
        ):
            p.drawRect(QRectF(x0 + w * fx, y0 + h * fy, w * s * 1.4, h * s))
    elif m.key == "stone":
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(255, 255, 255, 38))
        for fx, fy in (
            (0.12, 0.18),
            (0.3, 0.85),
            (0.62, 0.12),
            (0.88, 0.64),
            (0.18, 0.6),
            (0.7, 0.9),
            (0.9, 0.3),
        ):
            p.drawEllipse(QPointF(x0 + w * fx, y0 + h * fy), w * 0.025, w * 0.025)
        pen = QPen(QColor(255, 255, 255, 30), max(0.6, w * 0.015))
        p.setPen(pen)
        p.drawLine(QPointF(x0 + w * 0.05, y0 + h * 0.4), QPointF(x0 + w * 0.35, y0 + h * 0.05))
    elif m.key == "glass":
        shine = QLinearGradient(QPointF(x0, y0), QPointF(x0 + w * 0.6, y0 + h * 0.6))
        shine.setColorAt(0.0, QColor(255, 255, 255, 200))
        shine.setColorAt(0.5, QColor(255, 255, 255, 0))
        p.setPen(Qt.NoPen)
        p.setBrush(QBrush(shine))
        path = QPainterPath()
        path.moveTo(x0, y0)
        path.lineTo(x0 + w * 0.55, y0)
        path.lineTo(x0, y0 + h * 0.55)
        path.closeSubpath()
        p.drawPath(path)


def paint_pips(p: QPainter, rect: QRectF, value: int, m: MaterialLook) -> None:
    p.setPen(Qt.NoPen)
    rad = rect.width() * 0.085
    for fx, fy in PIPS.get(int(value), ()):
        c = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
        g = QRadialGradient(c + QPointF(-rad * 0.3, -rad * 0.3), rad * 1.2)
        g.setColorAt(0.0, m.pip.lighter(140) if m.pip.lightness() < 128 else m.pip)
        g.setColorAt(1.0, m.pip if m.pip.lightness() < 128 else m.pip.darker(115))
        p.setBrush(QBrush(g))
        p.drawEllipse(c, rad, rad)


# --------------------------------------------------------------------------- isometric cube


@dataclass(frozen=True)
class Iso:
    """Isometric projection: grid (x, y, z) to screen; `a`, `b` half-diagonals, `h` cube height."""

    a: float = 34.0
    b: float = 17.0
    h: float = 30.0

    def pt(self, x: float, y: float, z: float) -> QPointF:
        return QPointF((x - y) * self.a, (x + y) * self.b - z * self.h)

    def rhombus(self, x: float, y: float, z: float) -> QPolygonF:
        return QPolygonF(
            [self.pt(x, y, z), self.pt(x + 1, y, z), self.pt(x + 1, y + 1, z), self.pt(x, y + 1, z)]
        )

    def cube_outline(self, x: float, y: float, z: float) -> QPolygonF:
        """The hexagon silhouette of the unit cube at grid (x, y, z)."""
        return QPolygonF(
            [
                self.pt(x, y, z + 1),
                self.pt(x + 1, y, z + 1),
                self.pt(x + 1, y, z),
                self.pt(x + 1, y + 1, z),
                self.pt(x, y + 1, z),
                self.pt(x, y + 1, z + 1),
            ]
        )


def _square_to_quad(quad: QPolygonF) -> QTransform:
    t = QTransform()
    QTransform.squareToQuad(quad, t)
    return t


def paint_iso_cube(
    p: QPainter, iso: Iso, x: float, y: float, z: float, mat_key: str, value: int, top_pips: bool = True
) -> None:
    """A die as a cube at grid (x, y, z): lit top with pips, two shaded sides."""
    m = material(mat_key)
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    inset = 0.04
    x0, y0, x1, y1 = x + inset, y + inset, x + 1 - inset, y + 1 - inset
    z0, z1 = z + 0.02, z + 0.98
    top = QPolygonF([iso.pt(x0, y0, z1), iso.pt(x1, y0, z1), iso.pt(x1, y1, z1), iso.pt(x0, y1, z1)])
    right = QPolygonF([iso.pt(x1, y0, z1), iso.pt(x1, y1, z1), iso.pt(x1, y1, z0), iso.pt(x1, y0, z0)])
    left = QPolygonF([iso.pt(x0, y1, z1), iso.pt(x1, y1, z1), iso.pt(x1, y1, z0), iso.pt(x0, y1, z0)])
    edge = QPen(_with_alpha(m.edge, min(255, m.alpha + 60)), 1.1)
    edge.setJoinStyle(Qt.RoundJoin)
    for poly, col, shade in ((left, m.base, 0.82), (right, m.dark, 1.0)):
        c = QColor(col)
        c = c.darker(int(100 / shade)) if shade < 1 else c
        g = QLinearGradient(poly[0], poly[3])
        g.setColorAt(0.0, _with_alpha(c, m.alpha))
        g.setColorAt(1.0, _with_alpha(c.darker(118), m.alpha))
        p.setBrush(QBrush(g))
        p.setPen(edge)
        p.drawPolygon(poly)
        path = QPainterPath()
        path.addPolygon(poly)
        p.save()
        p.setClipPath(path)
        if m.key == "wood":
            p.setPen(QPen(QColor(120, 60, 14, 90), 0.9))
            for k in (0.25, 0.5, 0.75):
                a = poly[0] + (poly[3] - poly[0]) * k
                b = poly[1] + (poly[2] - poly[1]) * (k + 0.06)
                p.drawLine(a, b)
        p.restore()
    # top face: the flat die art mapped onto the rhombus
    p.save()
    t = _square_to_quad(top)
    p.setTransform(t, True)
    unit = QRectF(0, 0, 1, 1)
    g = QLinearGradient(QPointF(0, 0), QPointF(1, 1))
    g.setColorAt(0.0, _with_alpha(m.light, m.alpha))
    g.setColorAt(1.0, _with_alpha(m.base, m.alpha))
    p.setBrush(QBrush(g))
    p.setPen(Qt.NoPen)
    p.drawRect(unit)
    path = QPainterPath()
    path.addRect(unit)
    p.setClipPath(path)
    _paint_texture(p, unit, m)
    p.setClipping(False)
    if top_pips:
        paint_pips(p, unit, value, m)
    p.restore()
    p.setBrush(Qt.NoBrush)
    p.setPen(edge)
    p.drawPolygon(top)
    p.restore()


# --------------------------------------------------------------------------- little marks


def paint_check(p: QPainter, center: QPointF, size: float, ok: bool) -> None:
    """✓ in green-ish or ✗ in muted red, drawn as strokes (no font needed)."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    col = QColor("#3FB07A") if ok else REFUSE.lighter(120)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(255, 255, 255, 230))
    p.drawEllipse(center, size * 0.6, size * 0.6)
    pen = QPen(col, size * 0.2, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)
    p.setPen(pen)
    s = size * 0.3
    if ok:
        path = QPainterPath(center + QPointF(-s, 0))
        path.lineTo(center + QPointF(-s * 0.25, s * 0.7))
        path.lineTo(center + QPointF(s, -s * 0.7))
        p.setBrush(Qt.NoBrush)
        p.drawPath(path)
    else:
        p.drawLine(center + QPointF(-s * 0.75, -s * 0.75), center + QPointF(s * 0.75, s * 0.75))
        p.drawLine(center + QPointF(-s * 0.75, s * 0.75), center + QPointF(s * 0.75, -s * 0.75))
    p.restore()


def paint_hatch(p: QPainter, path: QPainterPath, color: QColor, spacing: float = 6.0) -> None:
    """Diagonal hatching inside `path`: the blueprint's crossed-out cells."""
    p.save()
    p.setClipPath(path)
    p.setPen(QPen(color, 1.2))
    r = path.boundingRect()
    span = r.width() + r.height()
    k = 0.0
    while k < span:
        p.drawLine(QPointF(r.left() + k, r.top()), QPointF(r.left() + k - r.height(), r.bottom()))
        k += spacing
    p.restore()


def paint_glow(p: QPainter, path: QPainterPath, strength: float = 1.0) -> None:
    """The warm white-gold halo of a legal target, in layered strokes."""
    p.save()
    p.setRenderHint(QPainter.Antialiasing)
    for width, alpha in ((12, 40), (8, 70), (4, 140), (1.6, 255)):
        c = QColor(GLOW)
        c.setAlpha(int(alpha * strength))
        p.setPen(QPen(c, width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        p.setBrush(Qt.NoBrush)
        p.drawPath(path)
    fill = QColor(GLOW)
    fill.setAlpha(int(60 * strength))
    p.setPen(Qt.NoPen)
    p.setBrush(fill)
    p.drawPath(path)
    p.restore()
