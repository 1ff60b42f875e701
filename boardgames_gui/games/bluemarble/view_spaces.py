"""What each of the 40 spaces shows on the shared ring board: its `CellFace`
(names, line colour, price, owner, toll, buildings) and Blue Marble's own art,
the four corners and the icons of the special deeds, the Golden Key and the
Welfare Fund spaces.

Faces are rebuilt on every state from the same module-level painters, so an
unchanged space compares equal and is not repainted.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QRadialGradient

from ...engine.i18n import tr
from ...widgets import textpaint as tp
from ...widgets import theme
from ...widgets.ringboard import BandStyle, CellFace
from . import data
from . import view_board as vb
from . import view_paint as vp
from .currency import won
from .view_actions import CTX

FUND_PAY_BAND = BandStyle(QColor("#C0584C"), QColor("#FBEFEC"), QColor("#8E2F25"), 14, True)


def face_for(
    info: vb.SpaceInfo,
    owner: int | None = None,
    owner_color: theme.PlayerColor | None = None,
    owner_letter: str = "",
    level: int = 0,
    toll: int | None = None,
    pot: int = 0,
) -> CellFace:
    """The face of a space: `toll` is the toll due now (None while tolls are not
    collected), `pot` the Welfare Fund on the reception corner."""
    kind = info.kind
    art = _CORNER_ART.get(kind)
    if art is not None:
        return CellFace(
            title=info.ko, subtitle=vp.second(info.ko, info.en), art=art, lines=(won(pot),) if pot else ()
        )
    if kind == "key":
        return CellFace(
            title="황금열쇠",
            subtitle=vp.second("황금열쇠", tr(CTX, "Golden Key")),
            title_px=20,
            subtitle_px=13,
            paper=QColor("#FFF1BF"),
            paper_to=QColor("#F3D27A"),
            strip=vb.GOLDEN,
            icon=_key_icon,
        )
    if kind == "fund_pay":
        return CellFace(
            title="사회복지기금",
            subtitle=vp.second("사회복지기금", tr(CTX, "Welfare Fund")),
            title_px=19,
            subtitle_px=13,
            paper=QColor("#F7E3DF"),
            strip=QColor("#C0584C"),
            icon=_coin_icon,
            price=tr(CTX, "pay {amount}", amount=won(data.FUND_PAYMENT)),
            band_style=FUND_PAY_BAND,
        )
    city = kind == "city"
    return CellFace(
        title=info.ko,
        subtitle=vp.second(info.ko, info.en),
        strip=vb.LINE_COLORS[info.line] if city else vb.SPECIAL_COLOR,
        strip_shaded=city,
        icon=None if city else _SPECIAL_ICONS.get(info.index, _star_icon),
        price=won(info.price),
        owner=owner if owner_color is not None else None,
        owner_color=owner_color,
        owner_letter=owner_letter,
        rent=won(toll) if toll is not None and owner_color is not None else "",
        level=level if city else 0,
    )


def paint_buildings(p: QPainter, strip: QRectF, face: CellFace) -> None:
    """The ring board's piece painter: villas, a building or a hotel in the owner's colour."""
    assert face.owner_color is not None
    vp.draw_level(p, strip.adjusted(3, 3, -3, -3), face.level, face.owner_color.qcolor)


# --------------------------------------------------------------------------- icons in the strip


def _icon_square(strip: QRectF) -> tuple[QRectF, float]:
    box = strip.adjusted(4, 4, -4, -4)
    s = min(box.width(), box.height())
    return QRectF(box.center().x() - s / 2, box.center().y() - s / 2, s, s), s


WHITE_ICON = QColor("#F4F1E6")


def _plane_icon(p: QPainter, strip: QRectF) -> None:
    icon, s = _icon_square(strip)
    p.save()
    p.translate(icon.center())
    p.rotate(vb.GEOMETRY.heading(15))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(WHITE_ICON)
    p.drawPath(vp.plane_path(s))
    p.restore()


def _ship_icon(p: QPainter, strip: QRectF) -> None:
    icon, s = _icon_square(strip)
    vp.draw_ship(p, icon.adjusted(-s * 0.3, s * 0.15, s * 0.3, -s * 0.15), WHITE_ICON)


def _shuttle_icon(p: QPainter, strip: QRectF) -> None:
    icon, _ = _icon_square(strip)
    vp.draw_shuttle(p, icon)


def _star_icon(p: QPainter, strip: QRectF) -> None:
    icon, s = _icon_square(strip)
    vp.draw_star(p, icon.center(), s * 0.45, QColor("#F6D36B"))


# Concorde, Queen Elizabeth and Columbia show what they are; the other specials a star
_SPECIAL_ICONS = {15: _plane_icon, 28: _ship_icon, 32: _shuttle_icon}


def _key_icon(p: QPainter, strip: QRectF) -> None:
    s = min(strip.width(), strip.height())
    if strip.width() >= strip.height():
        key_rect = QRectF(strip.center().x() - s * 1.1, strip.center().y() - s * 0.35, s * 2.2, s * 0.7)
    else:
        key_rect = QRectF(strip.center().x() - s * 0.42, strip.center().y() - s * 0.14, s * 0.84, s * 0.28)
    vp.draw_key(p, key_rect)


def _coin_icon(p: QPainter, strip: QRectF) -> None:
    vp.draw_coin(p, strip.center(), min(strip.width(), strip.height()) * 0.34)


# --------------------------------------------------------------------------- the corners
# Each leaves its lowest fifth for the planes.


def _start_art(p: QPainter, r: QRectF, face: CellFace) -> None:
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    g.setColorAt(0, QColor("#E8F6E4"))
    g.setColorAt(1, QColor("#BFE3B4"))
    p.fillRect(r, QBrush(g))
    green = QColor("#1F5F2E")
    tp.draw_text(p, QRectF(r.left(), r.top() + 6, r.width(), 42), "출발", 38, green, True)
    tp.draw_text(
        p, QRectF(r.left(), r.top() + 46, r.width(), 20), vp.second("출발", tr(CTX, "START")), 17, green, True
    )
    # the arrow points the way play goes: left along the bottom row
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#C8102E"))
    y = r.top() + 98
    arrow = [
        QPointF(r.left() + 16, y),
        QPointF(r.left() + 42, y - 13),
        QPointF(r.left() + 42, y - 5),
        QPointF(r.right() - 16, y - 5),
        QPointF(r.right() - 16, y + 5),
        QPointF(r.left() + 42, y + 5),
        QPointF(r.left() + 42, y + 13),
    ]
    p.drawPolygon(arrow)
    p.restore()
    tp.draw_text(
        p,
        QRectF(r.left() + 4, r.top() + 66, r.width() - 8, 18),
        "월급 " + tr(CTX, "salary {amount}", amount=won(data.SALARY)),
        13,
        tp.INK,
        True,
    )


def _island_art(p: QPainter, r: QRectF, face: CellFace) -> None:
    g = QRadialGradient(r.center(), r.width() * 0.7)
    g.setColorAt(0, QColor("#BDE6F2"))
    g.setColorAt(1, QColor("#7CC3DB"))
    p.fillRect(r, QBrush(g))
    vp.draw_palm_island(p, QRectF(r.left() + 44, r.top() + 50, r.width() - 88, 46))
    tp.draw_names(
        p,
        QRectF(r.left(), r.top() + 2, r.width(), 48),
        "무인도",
        vp.second("무인도", tr(CTX, "Deserted Island")),
        26,
        14,
    )
    tp.draw_text(
        p,
        QRectF(r.left(), r.top() + 98, r.width(), 16),
        tr(CTX, "{n} turns · doubles free", n=data.ISLAND_TURNS),
        11.5,
        QColor("#134B5F"),
        True,
    )


def _fund_art(p: QPainter, r: QRectF, face: CellFace) -> None:
    """The reception corner with the Welfare Fund's pot (`face.lines`: its amount)."""
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    g.setColorAt(0, QColor("#FDEBD3"))
    g.setColorAt(1, QColor("#F5CFA0"))
    p.fillRect(r, QBrush(g))
    tp.draw_names(
        p,
        QRectF(r.left() + 2, r.top() + 2, r.width() - 4, 50),
        "사회복지기금",
        tr(CTX, "Welfare Fund · collect"),
        22,
        13,
    )
    pot = QRectF(r.left() + 12, r.top() + 62, r.width() - 24, 44)
    p.setPen(QPen(QColor("#9A7414"), 1.5))
    p.setBrush(QColor("#FFF6D6"))
    p.drawRoundedRect(pot, 10, 10)
    vp.draw_coin(p, QPointF(pot.left() + 18, pot.center().y()), 12)
    text = face.lines[0] if face.lines else tr(CTX, "empty")
    tp.draw_text(p, pot.adjusted(32, 0, -4, 0), text, 22, QColor("#5C3D00"), True)


def _space_art(p: QPainter, r: QRectF, face: CellFace) -> None:
    g = QLinearGradient(r.topLeft(), r.bottomLeft())
    g.setColorAt(0, QColor("#1B2450"))
    g.setColorAt(1, QColor("#3A4C8C"))
    p.fillRect(r, QBrush(g))
    for sx, sy, sr in (
        (0.1, 0.4, 1.6),
        (0.9, 0.36, 1.3),
        (0.12, 0.62, 1.2),
        (0.88, 0.6, 1.6),
        (0.06, 0.9, 1.0),
        (0.94, 0.92, 1.2),
    ):
        vp.draw_star(
            p, QPointF(r.left() + sx * r.width(), r.top() + sy * r.height()), sr * 3, QColor("#FFF4C2")
        )
    vp.draw_shuttle(p, QRectF(r.center().x() - 22, r.top() + 52, 44, 44))
    white = QColor("#FFFFFF")
    tp.draw_text(p, QRectF(r.left(), r.top() + 4, r.width(), 30), "우주여행", 26, white, True)
    tp.draw_text(
        p,
        QRectF(r.left(), r.top() + 32, r.width(), 18),
        vp.second("우주여행", tr(CTX, "Space Travel")),
        14,
        QColor("#D6DEFF"),
    )
    tp.draw_text(
        p,
        QRectF(r.left() + 4, r.top() + 98, r.width() - 8, 16),
        tr(CTX, "fare {amount} → Columbia", amount=won(data.SPACE_FARE)),
        12,
        QColor("#FFE9A8"),
        True,
    )


_CORNER_ART = {"start": _start_art, "island": _island_art, "fund_receive": _fund_art, "space": _space_art}
