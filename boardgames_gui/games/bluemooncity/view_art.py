"""Illustrations of the buildings: one motif per building, drawn intact or in ruins.

A motif is a list of simple shapes in a unit frame (x 0..1 across the picture,
y 0..1 up from the ground), coloured by role: "stone", "roof" (the building's
people colour), "dark" (doors, windows), "gold". The rebuilt side paints it
under a moonlit sky with lit windows; the ruin side paints it in grey stone,
breaks it off along a jagged line and scatters rubble, so the two sides of a
tile are the same building before and after.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

Shape = (
    tuple  # ("rect", x0, y0, x1, y1, role) | ("poly", [(x, y), ...], role) | ("dome", cx, y, rx, ry, role)
)


def _columns(x0: float, x1: float, n: int, top: float, width: float = 0.05) -> list[Shape]:
    step = (x1 - x0) / (n - 1)
    return [
        ("rect", x0 + i * step - width / 2, 0.08, x0 + i * step + width / 2, top, "stone") for i in range(n)
    ]


def _windows(x0: float, x1: float, n: int, y0: float, y1: float, width: float = 0.04) -> list[Shape]:
    step = (x1 - x0) / max(1, n - 1)
    return [("arch", x0 + i * step - width / 2, y0, x0 + i * step + width / 2, y1, "dark") for i in range(n)]


def _temple() -> list[Shape]:
    return [
        ("rect", 0.12, 0.0, 0.88, 0.08, "stone"),
        *_columns(0.2, 0.8, 6, 0.6),
        ("rect", 0.14, 0.6, 0.86, 0.7, "stone"),
        ("poly", [(0.12, 0.7), (0.5, 0.95), (0.88, 0.7)], "roof"),
        ("dome", 0.5, 0.76, 0.05, 0.05, "gold"),
    ]


def _palace() -> list[Shape]:
    return [
        ("rect", 0.08, 0.0, 0.3, 0.62, "stone"),
        ("poly", [(0.06, 0.62), (0.19, 0.9), (0.32, 0.62)], "roof"),
        ("rect", 0.7, 0.0, 0.92, 0.62, "stone"),
        ("poly", [(0.68, 0.62), (0.81, 0.9), (0.94, 0.62)], "roof"),
        ("rect", 0.28, 0.0, 0.72, 0.5, "stone"),
        ("dome", 0.5, 0.5, 0.2, 0.32, "roof"),
        ("rect", 0.49, 0.8, 0.51, 0.97, "gold"),
        ("arch", 0.44, 0.0, 0.56, 0.3, "dark"),
        *_windows(0.19, 0.19, 1, 0.35, 0.5),
        *_windows(0.81, 0.81, 1, 0.35, 0.5),
        *_windows(0.34, 0.66, 2, 0.3, 0.42),
    ]


def _aqueduct() -> list[Shape]:
    shapes: list[Shape] = [("rect", 0.04, 0.52, 0.96, 0.66, "stone"), ("rect", 0.04, 0.66, 0.96, 0.7, "roof")]
    for i in range(5):
        x = 0.04 + i * 0.23
        shapes.append(("rect", x, 0.0, x + 0.06, 0.52, "stone"))
    for i in range(4):
        x = 0.1 + i * 0.23
        shapes.append(("arch_stone", x, 0.3, x + 0.17, 0.52, "stone"))
    return shapes


def _market() -> list[Shape]:
    return [
        ("rect", 0.08, 0.0, 0.92, 0.45, "stone"),
        ("poly", [(0.04, 0.45), (0.5, 0.78), (0.96, 0.45)], "roof"),
        *[
            ("poly", [(0.1 + i * 0.2, 0.36), (0.2 + i * 0.2, 0.36), (0.15 + i * 0.2, 0.26)], "roof")
            for i in range(4)
        ],
        *_windows(0.15, 0.85, 4, 0.05, 0.25, 0.08),
    ]


def _library() -> list[Shape]:
    return [
        ("rect", 0.1, 0.0, 0.9, 0.06, "stone"),
        ("rect", 0.16, 0.06, 0.84, 0.55, "stone"),
        ("dome", 0.5, 0.55, 0.18, 0.26, "roof"),
        ("rect", 0.47, 0.78, 0.53, 0.86, "gold"),
        *_columns(0.24, 0.76, 4, 0.5, 0.04),
        ("arch", 0.44, 0.06, 0.56, 0.36, "dark"),
    ]


def _houses() -> list[Shape]:
    shapes: list[Shape] = []
    for x, h in ((0.08, 0.5), (0.36, 0.66), (0.64, 0.46)):
        shapes += [
            ("rect", x, 0.0, x + 0.28, h, "stone"),
            ("poly", [(x - 0.02, h), (x + 0.14, h + 0.26), (x + 0.3, h)], "roof"),
            ("arch", x + 0.1, 0.0, x + 0.18, 0.22, "dark"),
            ("arch", x + 0.11, h - 0.2, x + 0.17, h - 0.06, "dark"),
        ]
    return shapes


def _hospice() -> list[Shape]:
    return [
        ("rect", 0.1, 0.0, 0.9, 0.55, "stone"),
        ("rect", 0.06, 0.55, 0.94, 0.62, "roof"),
        ("rect", 0.4, 0.55, 0.6, 0.82, "stone"),
        ("poly", [(0.38, 0.82), (0.5, 0.95), (0.62, 0.82)], "roof"),
        ("arch", 0.42, 0.0, 0.58, 0.32, "dark"),
        *_windows(0.2, 0.32, 2, 0.3, 0.45),
        *_windows(0.68, 0.8, 2, 0.3, 0.45),
    ]


def _citadel() -> list[Shape]:
    shapes: list[Shape] = [
        ("rect", 0.06, 0.0, 0.26, 0.78, "stone"),
        ("rect", 0.74, 0.0, 0.94, 0.78, "stone"),
        ("rect", 0.24, 0.0, 0.76, 0.55, "stone"),
        ("arch", 0.42, 0.0, 0.58, 0.32, "dark"),
        ("rect", 0.06, 0.78, 0.26, 0.82, "roof"),
        ("rect", 0.74, 0.78, 0.94, 0.82, "roof"),
    ]
    for x0, x1, top in ((0.06, 0.26, 0.82), (0.74, 0.94, 0.82), (0.24, 0.76, 0.55)):
        n = 3 if x1 - x0 < 0.3 else 5
        w = (x1 - x0) / (2 * n - 1)
        shapes += [("rect", x0 + 2 * i * w, top, x0 + (2 * i + 1) * w, top + 0.08, "stone") for i in range(n)]
    return shapes


def _tower(x: float, w: float, h: float) -> list[Shape]:
    return [
        ("rect", x, 0.0, x + w, h, "stone"),
        ("poly", [(x - 0.03, h), (x + w / 2, h + 0.28), (x + w + 0.03, h)], "roof"),
        ("arch", x + w * 0.35, h - 0.22, x + w * 0.65, h - 0.08, "dark"),
        ("arch", x + w * 0.35, h - 0.5, x + w * 0.65, h - 0.36, "dark"),
    ]


def _watchtower() -> list[Shape]:
    return [
        *_tower(0.38, 0.24, 0.68),
        ("rect", 0.18, 0.0, 0.82, 0.22, "stone"),
        ("arch", 0.45, 0.0, 0.55, 0.16, "dark"),
    ]


def _flight_tower() -> list[Shape]:
    return [
        *_tower(0.2, 0.18, 0.5),
        *_tower(0.55, 0.2, 0.66),
        ("poly", [(0.75, 0.78), (0.95, 0.86), (0.75, 0.7)], "gold"),
    ]


def _monastery() -> list[Shape]:
    return [
        ("rect", 0.08, 0.0, 0.6, 0.42, "stone"),
        ("poly", [(0.05, 0.42), (0.34, 0.62), (0.63, 0.42)], "roof"),
        *_tower(0.64, 0.2, 0.66),
        *_windows(0.18, 0.5, 3, 0.14, 0.3),
    ]


def _great_hall() -> list[Shape]:
    return [
        ("rect", 0.06, 0.0, 0.94, 0.5, "stone"),
        ("poly", [(0.02, 0.5), (0.2, 0.8), (0.8, 0.8), (0.98, 0.5)], "roof"),
        *_windows(0.16, 0.84, 5, 0.12, 0.38, 0.06),
    ]


def _trading_house() -> list[Shape]:
    return [
        ("rect", 0.2, 0.0, 0.7, 0.62, "stone"),
        ("poly", [(0.16, 0.62), (0.45, 0.86), (0.74, 0.62)], "roof"),
        ("arch", 0.38, 0.0, 0.52, 0.28, "dark"),
        *_windows(0.3, 0.6, 2, 0.38, 0.52),
        ("rect", 0.74, 0.0, 0.86, 0.12, "gold"),
        ("rect", 0.78, 0.12, 0.9, 0.24, "gold"),
        ("rect", 0.08, 0.0, 0.18, 0.1, "gold"),
    ]


def _caravanserai() -> list[Shape]:
    return [
        ("rect", 0.04, 0.0, 0.96, 0.4, "stone"),
        *[("arch", 0.1 + i * 0.2, 0.0, 0.2 + i * 0.2, 0.28, "dark") for i in range(4)],
        ("rect", 0.04, 0.4, 0.96, 0.46, "roof"),
        ("poly", [(0.58, 0.46), (0.72, 0.72), (0.86, 0.46)], "roof"),
        ("dome", 0.26, 0.46, 0.1, 0.14, "stone"),
    ]


def _thermae() -> list[Shape]:
    return [
        ("rect", 0.1, 0.0, 0.9, 0.42, "stone"),
        ("dome", 0.5, 0.42, 0.28, 0.34, "roof"),
        ("dome", 0.18, 0.42, 0.08, 0.12, "roof"),
        ("dome", 0.82, 0.42, 0.08, 0.12, "roof"),
        *_columns(0.2, 0.8, 5, 0.4, 0.04),
        ("steam", 0.5, 0.8, 0.0, 0.0, "stone"),
    ]


def _foundry() -> list[Shape]:
    return [
        ("rect", 0.08, 0.0, 0.66, 0.42, "stone"),
        ("poly", [(0.06, 0.42), (0.36, 0.6), (0.68, 0.42)], "roof"),
        ("rect", 0.7, 0.0, 0.82, 0.82, "stone"),
        ("rect", 0.68, 0.82, 0.84, 0.86, "roof"),
        ("arch", 0.24, 0.0, 0.42, 0.28, "gold"),
        ("steam", 0.76, 0.9, 0.0, 0.0, "stone"),
    ]


def _mill() -> list[Shape]:
    return [
        ("poly", [(0.36, 0.0), (0.41, 0.6), (0.59, 0.6), (0.64, 0.0)], "stone"),
        ("poly", [(0.38, 0.6), (0.5, 0.76), (0.62, 0.6)], "roof"),
        ("arch", 0.46, 0.0, 0.54, 0.18, "dark"),
        ("sails", 0.5, 0.62, 0.36, 0.0, "dark"),
    ]


def _shrine() -> list[Shape]:
    return [
        ("rect", 0.2, 0.0, 0.8, 0.08, "stone"),
        *_columns(0.32, 0.68, 3, 0.5, 0.05),
        ("dome", 0.5, 0.5, 0.22, 0.3, "gold"),
        ("rect", 0.485, 0.78, 0.515, 0.95, "gold"),
    ]


def _assembly() -> list[Shape]:
    return [
        ("poly", [(0.04, 0.0), (0.12, 0.45), (0.88, 0.45), (0.96, 0.0)], "stone"),
        ("rect", 0.1, 0.45, 0.9, 0.52, "roof"),
        *[("arch", 0.14 + i * 0.15, 0.02, 0.22 + i * 0.15, 0.22, "dark") for i in range(5)],
        *[("arch", 0.2 + i * 0.15, 0.26, 0.26 + i * 0.15, 0.4, "dark") for i in range(4)],
    ]


def _observatory() -> list[Shape]:
    return [
        ("rect", 0.2, 0.0, 0.8, 0.42, "stone"),
        ("dome", 0.5, 0.42, 0.3, 0.34, "roof"),
        ("poly", [(0.52, 0.56), (0.78, 0.9), (0.84, 0.85), (0.58, 0.52)], "dark"),
        ("arch", 0.44, 0.0, 0.56, 0.26, "dark"),
    ]


MOTIFS: dict[str, Callable[[], list[Shape]]] = {
    "fire_temple": _temple,
    "earth_temple": _temple,
    "water_temple": _temple,
    "royal_palace": _palace,
    "aqueduct": _aqueduct,
    "market_hall": _market,
    "university": _library,
    "library": _library,
    "city_residence": _houses,
    "hospice": _hospice,
    "hospital": _hospice,
    "citadel": _citadel,
    "watchtower": _watchtower,
    "flight_tower": _flight_tower,
    "monastery_tower": _monastery,
    "great_hall": _great_hall,
    "trading_house": _trading_house,
    "caravanserai": _caravanserai,
    "thermae": _thermae,
    "iron_foundry": _foundry,
    "mill": _mill,
    "golden_shrine": _shrine,
    "assembly_hall": _assembly,
    "observatory": _observatory,
}


def _hash(key: str) -> int:
    h = 2166136261
    for ch in key:
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return h


def _paint_shapes(
    p: QPainter, rect: QRectF, shapes: list[Shape], colours: dict[str, QColor], edge: QColor
) -> None:
    ground = rect.bottom() - rect.height() * 0.1
    # the frame keeps the picture's proportions whatever the tile's picture box
    span = min(rect.width(), rect.height() * 2.0)
    left = rect.center().x() - span / 2
    height = rect.height() * 0.84

    def pt(x: float, y: float) -> QPointF:
        return QPointF(left + x * span, ground - y * height)

    p.setPen(QPen(edge, 1.0))
    for shape in shapes:
        kind, role = shape[0], shape[-1]
        p.setBrush(colours[role])
        if kind == "rect":
            _, x0, y0, x1, y1, _ = shape
            p.drawRect(QRectF(pt(x0, y1), pt(x1, y0)))
        elif kind == "poly":
            p.drawPolygon(QPolygonF([pt(x, y) for x, y in shape[1]]))
        elif kind == "dome":
            _, cx, y, rx, ry, _ = shape
            c = pt(cx, y)
            path = QPainterPath(QPointF(c.x() - rx * span, c.y()))
            path.arcTo(
                QRectF(c.x() - rx * span, c.y() - ry * height, 2 * rx * span, 2 * ry * height), 180, -180
            )
            path.closeSubpath()
            p.drawPath(path)
        elif kind in ("arch", "arch_stone"):
            _, x0, y0, x1, y1, _ = shape
            r = QRectF(pt(x0, y1), pt(x1, y0))
            path = QPainterPath(r.bottomLeft())
            rad = r.width() / 2
            path.lineTo(r.left(), r.top() + rad)
            path.arcTo(QRectF(r.left(), r.top(), r.width(), 2 * rad), 180, -180)
            path.lineTo(r.bottomRight())
            path.closeSubpath()
            if kind == "arch_stone":  # an opening under a bridge: cut, not drawn
                p.save()
                p.setCompositionMode(QPainter.CompositionMode_Source)
                p.setBrush(colours["sky"])
                p.setPen(Qt.NoPen)
                p.drawPath(path)
                p.restore()
            else:
                p.drawPath(path)
        elif kind == "sails":
            _, cx, y, length, _, _ = shape
            c = pt(cx, y)
            p.save()
            p.translate(c)
            p.rotate(20)
            for _i in range(4):
                p.drawRect(QRectF(-span * 0.02, -length * height, span * 0.04, length * height))
                p.drawRect(QRectF(span * 0.02, -length * height, span * 0.05, length * height * 0.7))
                p.rotate(90)
            p.restore()
        elif kind == "steam":
            _, cx, y, _, _, _ = shape
            c = pt(cx, y)
            p.save()
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(colours["steam"], 2))
            for dx in (-0.04, 0.04):
                path = QPainterPath(QPointF(c.x() + dx * span, c.y()))
                path.cubicTo(c.x() + (dx - 0.04) * span, c.y() - 8, c.x() + (dx + 0.04) * span, c.y() - 12,
                             c.x() + dx * span, c.y() - 20)  # fmt: skip
                p.drawPath(path)
            p.restore()


def paint_building(p: QPainter, rect: QRectF, key: str, rebuilt: bool, accent: str) -> None:
    """The building `key` in `rect`: intact under the blue moon, or broken in the dusk."""
    shapes = MOTIFS.get(key, _great_hall)()
    h = _hash(key)
    p.save()
    p.setClipRect(rect)
    p.setRenderHint(QPainter.Antialiasing)
    roof = QColor(accent)
    if roof.lightnessF() > 0.85:  # a white roof would vanish in the stone
        roof = QColor("#D8CFB8")
    if rebuilt:
        sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        sky.setColorAt(0, QColor("#1B3670"))
        sky.setColorAt(1, QColor("#7AA6DC"))
        p.fillRect(rect, QBrush(sky))
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#CFE6FF"))
        moon_r = rect.height() * 0.1
        mx = rect.left() + rect.width() * (0.12 if h & 1 else 0.88)
        p.drawEllipse(QPointF(mx, rect.top() + moon_r * 1.7), moon_r, moon_r)
        colours = {
            "stone": QColor("#F4E6C4"),
            "roof": roof,
            "dark": QColor("#FFD36B"),  # lit windows
            "gold": QColor("#E8B93A"),
            "sky": QColor("#5D86C4"),
            "steam": QColor(255, 255, 255, 150),
        }
        _paint_shapes(p, rect, shapes, colours, QColor("#7C6A48"))
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#D9C79C"))
        p.drawRect(
            QRectF(rect.left(), rect.bottom() - rect.height() * 0.1, rect.width(), rect.height() * 0.1)
        )
    else:
        dusk = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        dusk.setColorAt(0, QColor("#6E665A"))
        dusk.setColorAt(1, QColor("#9A8E78"))
        p.fillRect(rect, QBrush(dusk))
        faded = QColor(roof)
        faded.setHsvF(faded.hsvHueF(), faded.hsvSaturationF() * 0.45, min(1.0, faded.valueF() * 0.85 + 0.1))
        colours = {
            "stone": QColor("#B8AA8C"),
            "roof": faded,
            "dark": QColor("#5D5446"),
            "gold": QColor("#9C8F78"),
            "sky": QColor("#857B6A"),
            "steam": QColor(0, 0, 0, 0),
        }
        _paint_shapes(p, rect, shapes, colours, QColor("#4A4237"))
        # break the building off along a jagged line: what is above it is gone
        top = rect.top()
        ground = rect.bottom() - rect.height() * 0.1
        cut = QPainterPath(QPointF(rect.left(), top))
        steps = 9
        for i in range(steps + 1):
            x = rect.left() + rect.width() * i / steps
            level = 0.32 + 0.3 * (((h >> (i * 3)) & 7) / 7)
            y = ground - (ground - top) * level + (6 if i % 2 else -4)
            cut.lineTo(x, y)
        cut.lineTo(rect.right(), top)
        cut.closeSubpath()
        p.setClipPath(cut)
        p.fillRect(rect, QBrush(dusk))
        p.setClipRect(rect)
        p.setPen(QPen(QColor("#4A4237"), 1.2))
        p.setBrush(QColor("#8C7F68"))
        for k in range(7):  # rubble
            rx = rect.left() + rect.width() * (0.06 + 0.14 * k) + ((h >> k) & 7)
            r = 3 + ((h >> (k + 3)) & 3)
            p.drawEllipse(QPointF(rx, ground + 1), r * 1.5, r)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor("#7B705D"))
        p.drawRect(QRectF(rect.left(), ground + 3, rect.width(), rect.bottom() - ground))
    p.restore()
