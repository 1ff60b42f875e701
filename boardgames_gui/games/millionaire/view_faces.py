"""What each of the 40 cells of a Millionaire board shows on the shared ring board
(widgets/ringboard.py): the industry colours and icons, the special cells' icons, the
branches and enterprises in the owner's colour, and each cell's `CellFace`.

The painters are module functions made once, so faces built from them compare equal
and an unchanged cell is not repainted.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from ...engine.i18n import tr
from ...widgets import textpaint as tp
from ...widgets import theme
from ...widgets.ringboard import BandStyle, CellFace, RingGeometry
from . import data as D
from .currency import francs
from .names import CTX

GEOMETRY = RingGeometry(cells=40, start="bottom_right", clockwise=True)
BOARD = GEOMETRY.size

#: the industries' colours (the box colours its groups; these are ours, each with an icon
#: as the second cue, so that two near colours never need telling apart by hue alone)
INDUSTRY_COLORS = {
    "entertainment": QColor("#C8407E"),
    "food": QColor("#E0782A"),
    "communications": QColor("#2C8CC8"),
    "light": QColor("#6FA534"),
    "media": QColor("#7E4DB2"),
    "transport": QColor("#C9A21C"),
    "heavy": QColor("#55636F"),
    "extractive": QColor("#74502F"),
    D.CENTRAL: QColor("#B71C1C"),
}
SPECIAL_COLOR = QColor("#2F4050")
WHITE = QColor("#FBF8EE")
CENTRAL_PAPER = QColor("#FFF1E0")
CENTRAL_PAPER_TO = QColor("#F6D7B0")
TAX_BAND = BandStyle(QColor("#B5483D"), QColor("#FBEDEA"), QColor("#8E2F25"), 13, True)
GAIN_BAND = BandStyle(QColor("#4C8A4F"), QColor("#ECF6EA"), QColor("#245C28"), 13, True)


# --------------------------------------------------------------------------- drawing helpers


def _square(rect: QRectF, scale: float = 0.8) -> QRectF:
    s = min(rect.width(), rect.height()) * scale
    return QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)


def _end_square(strip: QRectF) -> QRectF:
    """A square at the strip's first end (left of a row, top of a column) for the industry icon."""
    if strip.width() >= strip.height():
        s = strip.height()
        return QRectF(strip.left(), strip.top(), s, s).adjusted(3, 3, -3, -3)
    s = strip.width()
    return QRectF(strip.left(), strip.top(), s, s).adjusted(3, 3, -3, -3)


def _pen(color: QColor, width: float) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _poly(points: list[tuple[float, float]], r: QRectF) -> QPolygonF:
    return QPolygonF([QPointF(r.left() + x * r.width(), r.top() + y * r.height()) for x, y in points])


# --------------------------------------------------------------------------- icons (unit square)


def _star(p: QPainter, r: QRectF, color: QColor) -> None:
    path = theme.shape_path("star", r)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(path)


def _loaf(p: QPainter, r: QRectF, color: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawRoundedRect(QRectF(r.left(), r.top() + r.height() * 0.3, r.width(), r.height() * 0.5), 6, 6)
    p.setPen(_pen(QColor(0, 0, 0, 90), max(1.0, r.width() * 0.07)))
    for k in range(3):
        x = r.left() + r.width() * (0.28 + 0.22 * k)
        p.drawLine(
            QPointF(x, r.top() + r.height() * 0.38), QPointF(x + r.width() * 0.08, r.top() + r.height() * 0.7)
        )


def _antenna(p: QPainter, r: QRectF, color: QColor) -> None:
    w = max(1.2, r.width() * 0.09)
    p.setPen(_pen(color, w))
    p.setBrush(Qt.BrushStyle.NoBrush)
    c = QPointF(r.center().x(), r.top() + r.height() * 0.35)
    p.drawLine(c, QPointF(r.left() + r.width() * 0.25, r.bottom()))
    p.drawLine(c, QPointF(r.right() - r.width() * 0.25, r.bottom()))
    for k in (0.22, 0.38):
        rr = r.width() * k
        p.drawArc(QRectF(c.x() - rr, c.y() - rr, 2 * rr, 2 * rr), 30 * 16, 120 * 16)


def _shirt(p: QPainter, r: QRectF, color: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    pts = [(0.3, 0.1), (0.42, 0.18), (0.58, 0.18), (0.7, 0.1), (0.98, 0.3), (0.85, 0.48), (0.76, 0.42),
           (0.76, 0.95), (0.24, 0.95), (0.24, 0.42), (0.15, 0.48), (0.02, 0.3)]  # fmt: skip
    p.drawPolygon(_poly(pts, r))


def _screen(p: QPainter, r: QRectF, color: QColor) -> None:
    w = max(1.2, r.width() * 0.09)
    p.setPen(_pen(color, w))
    p.setBrush(Qt.BrushStyle.NoBrush)
    body = QRectF(r.left() + r.width() * 0.05, r.top() + r.height() * 0.3, r.width() * 0.9, r.height() * 0.6)
    p.drawRoundedRect(body, 3, 3)
    p.drawLine(
        QPointF(r.center().x(), body.top()), QPointF(r.left() + r.width() * 0.3, r.top() + r.height() * 0.05)
    )
    p.drawLine(
        QPointF(r.center().x(), body.top()), QPointF(r.right() - r.width() * 0.3, r.top() + r.height() * 0.05)
    )


def _wheel(p: QPainter, r: QRectF, color: QColor) -> None:
    """A locomotive wheel: rim and spokes."""
    w = max(1.2, r.width() * 0.09)
    p.setPen(_pen(color, w))
    p.setBrush(Qt.BrushStyle.NoBrush)
    c = r.center()
    rr = r.width() * 0.42
    p.drawEllipse(c, rr, rr)
    for k in range(4):
        a = math.pi * k / 4
        p.drawLine(QPointF(c.x() - rr * math.cos(a), c.y() - rr * math.sin(a)),
                   QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))  # fmt: skip


def _gear(p: QPainter, r: QRectF, color: QColor) -> None:
    c = r.center()
    outer, inner = r.width() * 0.48, r.width() * 0.34
    path = QPainterPath()
    pts = []
    for k in range(16):
        rad = outer if k % 2 == 0 else inner
        for d in (-0.12, 0.12):
            a = math.pi * 2 * k / 16 + d
            pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(c, r.width() * 0.14, r.width() * 0.14)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(path.subtracted(hole))


def _derrick(p: QPainter, r: QRectF, color: QColor) -> None:
    w = max(1.2, r.width() * 0.08)
    p.setPen(_pen(color, w))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(_poly([(0.2, 0.95), (0.5, 0.05), (0.8, 0.95)], r))
    p.drawLine(_poly([(0.32, 0.6)], r)[0], _poly([(0.68, 0.6)], r)[0])
    p.drawLine(_poly([(0.4, 0.32)], r)[0], _poly([(0.6, 0.32)], r)[0])
    p.drawLine(_poly([(0.1, 0.95)], r)[0], _poly([(0.9, 0.95)], r)[0])


def _bolt(p: QPainter, r: QRectF, color: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPolygon(_poly([(0.58, 0.0), (0.18, 0.56), (0.46, 0.56), (0.36, 1.0), (0.82, 0.4), (0.54, 0.4)], r))


def _question(p: QPainter, r: QRectF, color: QColor) -> None:
    p.setFont(tp.font(r.height() * 0.95, True))
    p.setPen(color)
    tp.draw_legible(p, r, int(Qt.AlignmentFlag.AlignCenter), "?")


def _arrows(p: QPainter, r: QRectF, color: QColor) -> None:
    w = max(1.5, r.width() * 0.1)
    p.setPen(_pen(color, w))
    p.setBrush(Qt.BrushStyle.NoBrush)
    box = _square(r, 0.8)
    p.drawArc(box, 30 * 16, 250 * 16)
    tip = QPointF(box.center().x() + box.width() / 2 * math.cos(math.radians(30)),
                  box.center().y() - box.height() / 2 * math.sin(math.radians(30)))  # fmt: skip
    p.drawLine(tip, tip + QPointF(-r.width() * 0.22, -r.height() * 0.02))
    p.drawLine(tip, tip + QPointF(r.width() * 0.04, r.height() * 0.22))


def _heart(p: QPainter, r: QRectF, color: QColor) -> None:
    path = QPainterPath()
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    path.moveTo(x + w / 2, y + h * 0.95)
    path.cubicTo(x - w * 0.1, y + h * 0.5, x + w * 0.15, y - h * 0.05, x + w / 2, y + h * 0.28)
    path.cubicTo(x + w * 0.85, y - h * 0.05, x + w * 1.1, y + h * 0.5, x + w / 2, y + h * 0.95)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(path)


def _case(p: QPainter, r: QRectF, color: QColor, edge: QColor) -> None:
    p.setPen(_pen(edge, max(1.0, r.width() * 0.07)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(
        QRectF(r.left() + r.width() * 0.35, r.top() + r.height() * 0.12, r.width() * 0.3, r.height() * 0.2),
        2,
        2,
    )
    p.setBrush(color)
    p.drawRoundedRect(QRectF(r.left(), r.top() + r.height() * 0.3, r.width(), r.height() * 0.6), 4, 4)


def _chart(p: QPainter, r: QRectF, color: QColor) -> None:
    w = max(1.5, r.width() * 0.1)
    p.setPen(_pen(color, w))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(_poly([(0.05, 0.85), (0.35, 0.5), (0.55, 0.65), (0.92, 0.15)], r))
    p.drawPolyline(_poly([(0.65, 0.15), (0.92, 0.15), (0.92, 0.42)], r))


def _gavel(p: QPainter, r: QRectF, color: QColor) -> None:
    p.save()
    p.translate(r.center())
    p.rotate(-40)
    s = r.width()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawRoundedRect(QRectF(-s * 0.3, -s * 0.38, s * 0.6, s * 0.28), 2, 2)
    p.drawRect(QRectF(-s * 0.05, -s * 0.1, s * 0.1, s * 0.55))
    p.restore()
    p.setBrush(color)
    p.drawRect(QRectF(r.left(), r.bottom() - r.height() * 0.1, r.width() * 0.55, r.height() * 0.1))


def _shield(p: QPainter, r: QRectF, color: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPolygon(_poly([(0.5, 0.0), (0.92, 0.15), (0.85, 0.6), (0.5, 1.0), (0.15, 0.6), (0.08, 0.15)], r))


def _fortune_wheel(p: QPainter, r: QRectF, color: QColor) -> None:
    c = r.center()
    rr = r.width() * 0.46
    p.setPen(_pen(color, max(1.2, r.width() * 0.07)))
    for k in range(8):
        p.setBrush(color if k % 2 == 0 else Qt.BrushStyle.NoBrush)
        p.drawPie(QRectF(c.x() - rr, c.y() - rr, 2 * rr, 2 * rr), k * 45 * 16, 45 * 16)


def _start_arrow(p: QPainter, r: QRectF, color: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#C62828"))
    # play runs left along the bottom from START
    p.drawPolygon(
        _poly([(0.0, 0.5), (0.42, 0.1), (0.42, 0.32), (1.0, 0.32), (1.0, 0.68), (0.42, 0.68), (0.42, 0.9)], r)
    )


def _magnifier(p: QPainter, r: QRectF, color: QColor) -> None:
    w = max(2.0, r.width() * 0.1)
    p.setPen(_pen(color, w))
    p.setBrush(QColor(255, 255, 255, 160))
    rr = r.width() * 0.3
    c = QPointF(r.left() + r.width() * 0.4, r.top() + r.height() * 0.4)
    p.drawEllipse(c, rr, rr)
    p.drawLine(
        c + QPointF(rr * 0.72, rr * 0.72),
        QPointF(r.right() - r.width() * 0.05, r.bottom() - r.height() * 0.05),
    )


def _sevens(p: QPainter, r: QRectF, color: QColor) -> None:
    p.setPen(_pen(QColor("#7A5A10"), 2))
    p.setBrush(QColor("#FFD54A"))
    p.drawRoundedRect(
        r.adjusted(-r.width() * 0.15, r.height() * 0.2, r.width() * 0.15, -r.height() * 0.2), 6, 6
    )
    p.setFont(tp.font(r.height() * 0.45, True))
    p.setPen(QColor("#B71C1C"))
    tp.draw_legible(p, r, int(Qt.AlignmentFlag.AlignCenter), "777")


def _bars(p: QPainter, r: QRectF, color: QColor) -> None:
    w = max(2.0, r.width() * 0.09)
    p.setPen(_pen(color, w))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(r.adjusted(w, w, -w, -w))
    for k in range(1, 4):
        x = r.left() + r.width() * k / 4
        p.drawLine(QPointF(x, r.top() + w), QPointF(x, r.bottom() - w))


IconFn = Callable[[QPainter, QRectF, QColor], None]

INDUSTRY_ICONS: dict[str, IconFn] = {
    "entertainment": _star,
    "food": _loaf,
    "communications": _antenna,
    "light": _shirt,
    "media": _screen,
    "transport": _wheel,
    "heavy": _gear,
    "extractive": _derrick,
    D.CENTRAL: _bolt,
}


def _in_strip_end(icon: IconFn) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, strip: QRectF) -> None:
        icon(p, _square(_end_square(strip), 0.9), WHITE)

    return paint


def _in_middle(icon: IconFn, color: QColor = WHITE) -> Callable[[QPainter, QRectF], None]:
    def paint(p: QPainter, rect: QRectF) -> None:
        icon(p, _square(rect, 0.78), color)

    return paint


#: the icon at the end of each industry's strip (made once: faces compare their painters)
STRIP_ICONS = {industry: _in_strip_end(icon) for industry, icon in INDUSTRY_ICONS.items()}

#: special cells: (strip colour, icon painter, paper colour)
SPECIALS: dict[str, tuple[QColor, Callable[[QPainter, QRectF], None], QColor]] = {
    "chance": (QColor("#E0A21B"), _in_middle(_question), QColor("#FFF4D6")),
    "movement": (QColor("#2E7D6B"), _in_middle(_arrows), QColor("#E6F4EF")),
    "fund": (QColor("#C0584C"), _in_middle(_heart), QColor("#FBECE9")),
    "white_business": (QColor("#8FA3B5"), _in_middle(lambda p, r, c: _case(p, r, WHITE, QColor("#3A4856"))), QColor("#F2F5F8")),
    "black_business": (QColor("#222222"), _in_middle(lambda p, r, c: _case(p, r, QColor("#111111"), WHITE)), QColor("#E4E1DB")),
    "fortune": (QColor("#6A3FA0"), _in_middle(_fortune_wheel), QColor("#F0E8FA")),
    "exchange": (QColor("#1F7A45"), _in_middle(_chart), QColor("#E7F5EC")),
    "auction": (QColor("#8B5A2B"), _in_middle(_gavel), QColor("#F6EDE3")),
    "exemption": (QColor("#2D6FA8"), _in_middle(_shield), QColor("#E6F0FA")),
}  # fmt: skip

CORNER_ICONS = {
    "start": _in_middle(_start_arrow),
    "tax_inspection": _in_middle(_magnifier, QColor("#2F4050")),
    "jackpot": _in_middle(_sevens),
    "tax_police": _in_middle(_bars, QColor("#2F4050")),
}
CORNER_PAPER = {
    "start": (QColor("#FFF3E6"), QColor("#F7D7B5")),
    "tax_inspection": (QColor("#EEF1F4"), QColor("#CDD6DF")),
    "jackpot": (QColor("#FFF6D5"), QColor("#F3D36B")),
    "tax_police": (QColor("#EEF1F4"), QColor("#C3CDD8")),
}

#: what a special cell says on its band (a fixed sum a player reads before landing)
SPECIAL_BANDS = {"black_business": "-", "white_business": "+"}


# --------------------------------------------------------------------------- branches and enterprises


def _house(p: QPainter, r: QRectF, fill: QColor) -> None:
    p.setPen(QPen(fill.darker(170), 1.2))
    p.setBrush(fill)
    p.drawPolygon(_poly([(0.1, 0.45), (0.5, 0.05), (0.9, 0.45), (0.9, 0.95), (0.1, 0.95)], r))


def _factory(p: QPainter, r: QRectF, fill: QColor) -> None:
    p.setPen(QPen(fill.darker(170), 1.2))
    p.setBrush(fill)
    p.drawPolygon(
        _poly(
            [
                (0.0, 0.95),
                (0.0, 0.45),
                (0.25, 0.3),
                (0.25, 0.45),
                (0.5, 0.3),
                (0.5, 0.45),
                (0.72, 0.3),
                (0.72, 0.02),
                (0.88, 0.02),
                (0.88, 0.95),
            ],
            r,
        )  # fmt: skip
    )
    p.setBrush(QColor(255, 255, 255, 200))
    p.setPen(Qt.PenStyle.NoPen)
    for k in range(3):
        p.drawRect(
            QRectF(
                r.left() + r.width() * (0.08 + 0.22 * k),
                r.top() + r.height() * 0.6,
                r.width() * 0.12,
                r.height() * 0.16,
            )
        )


def paint_pieces(p: QPainter, strip: QRectF, face: CellFace) -> None:
    """The ring board's piece painter: 1-3 branches (houses) or one enterprise (a factory)
    in the owner's colour, in the strip beside the industry icon."""
    assert face.owner_color is not None
    fill = face.owner_color.qcolor
    icon = _end_square(strip)
    if strip.width() >= strip.height():
        room = QRectF(icon.right() + 3, strip.top() + 2, strip.right() - icon.right() - 5, strip.height() - 4)
    else:
        room = QRectF(
            strip.left() + 2, icon.bottom() + 3, strip.width() - 4, strip.bottom() - icon.bottom() - 5
        )
    if face.level == D.ENTERPRISE:
        _factory(p, _square(room, 0.95), fill)
        return
    count = face.level
    along = room.width() >= room.height()
    size = min(room.height(), room.width() / 3) if along else min(room.width(), room.height() / 3)
    for k in range(count):
        if along:
            box = QRectF(
                room.left() + k * size + (room.width() - 3 * size) / 2,
                room.center().y() - size / 2,
                size,
                size,
            )
        else:
            box = QRectF(
                room.center().x() - size / 2,
                room.top() + k * size + (room.height() - 3 * size) / 2,
                size,
                size,
            )
        _house(p, box.adjusted(1, 1, -1, -1), fill)


# --------------------------------------------------------------------------- faces


#: the box's Russian names of the special cells (the plots' are in data.PLOTS)
RUSSIAN_CELLS = {
    "start": "СТАРТ",
    "tax_inspection": "Налоговая инспекция",
    "jackpot": "Джекпот",
    "tax_police": "Налоговая полиция",
    "movement": "Движение",
    "chance": "Шанс",
    "fund": "Благотворительный фонд",
    "white_business": "Белый бизнес",
    "black_business": "Чёрный бизнес",
    "fortune": "Фортуна",
    "exchange": "Биржа",
    "auction": "Аукцион",
    "exemption": "Освобождение от налога",
}


def russian_ui() -> bool:
    from ...ui import languages

    return languages.current() == "ru"


def cell_names(key: str) -> tuple[str, str]:
    """The cell's name in the UI language, and the box's Russian name when that differs.
    In the Russian UI the box's own name stands even where the catalogue lacks it (LOOK.md)."""
    english = D.PLOTS[key].name if key in D.PLOTS else D.CELL_KINDS.get(key, key)
    russian = D.PLOTS[key].name_ru if key in D.PLOTS else RUSSIAN_CELLS.get(key, "")
    name = tr(CTX, english)
    if russian_ui() and russian:
        return russian, ""
    return name, (russian if russian != name else "")


def industry_name(industry: str) -> str:
    english = D.INDUSTRIES[industry].name
    name = tr(CTX, english)
    return D.INDUSTRIES[industry].name_ru if russian_ui() and name == english else name


def static_face(edition: str, space: int) -> CellFace:
    """The face of a cell nobody owns (built once per edition)."""
    cell = D.BOARDS[edition][space]
    if cell.kind == "plot":
        plot = D.PLOTS[cell.plot]
        name, _ = cell_names(cell.plot)
        central = plot.industry == D.CENTRAL
        rent = D.CENTRAL_RENT[1] if central else plot.rent
        return CellFace(
            title=name,
            title_px=16,
            strip=INDUSTRY_COLORS[plot.industry],
            strip_shaded=True,
            icon=STRIP_ICONS[plot.industry],
            lines=(tr(CTX, "rent {amount}", amount=francs(rent)),),
            price=francs(plot.price),
            paper=CENTRAL_PAPER if central else QColor("#FBF6E7"),
            paper_to=CENTRAL_PAPER_TO if central else None,
        )
    name, _ = cell_names(cell.kind)
    if GEOMETRY.is_corner(space):
        top, bottom = CORNER_PAPER[cell.kind]
        return CellFace(title=name, title_px=20, paper=top, paper_to=bottom, icon=CORNER_ICONS[cell.kind])
    strip, icon, paper = SPECIALS[cell.kind]
    return CellFace(title=name, title_px=15, strip=strip, icon=icon, paper=paper)


def static_faces(edition: str) -> list[CellFace]:
    return [static_face(edition, space) for space in range(D.NUM_CELLS)]
