"""The 40 board spaces and the highlight halo: one item each, created once,
updated from the state by setting fields and calling `update()`."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import tr
from ...widgets import theme
from . import data
from . import view_board as vb
from . import view_paint as vp
from .currency import won
from .view_actions import CTX

PAPER = QColor("#FBF6E7")
GRID = QColor("#8C7F62")

# Click keys stored in item.data(KEY): what a click on the item means.
KEY = 0


class SpaceItem(QGraphicsItem):
    """One space of the ring, painted entirely in `paint` from its fields."""

    def __init__(self, info: vb.SpaceInfo) -> None:
        super().__init__()
        self.info = info
        self.rect = vb.space_rect(info.index)
        self.owner: int | None = None
        self.owner_color: theme.PlayerColor | None = None
        self.owner_letter = ""
        self.level = 0
        self.toll: int | None = None  # the toll due now, None while tolls are not collected
        self.pot = 0  # the Welfare Fund, on the reception corner
        self.landed = False  # the current player's plane stands here: a soft outline
        self.setData(KEY, ("space", info.index))
        # painted from many parts: keep the result until a field changes (see `set_fields`)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def set_fields(self, **fields: object) -> None:
        """Set what the space shows; repaint only if something changed."""
        changed = False
        for name, value in fields.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    # ----- painting

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        kind = self.info.kind
        if vb.is_corner(self.info.index):
            self._paint_corner(p)
        elif kind in ("city", "special"):
            self._paint_deed(p)
        elif kind == "key":
            self._paint_key(p)
        else:
            self._paint_fund_pay(p)
        p.setPen(QPen(GRID, 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(self.rect)

    def _text_block(self) -> QRectF:
        """The names' place at the top of the text area."""
        t = vb.text_area(self.info.index).adjusted(2, 3, -2, 0)
        side = vb.side_of(self.info.index)
        height = vb.SIDE_NAMES_H if side in (vb.LEFT, vb.RIGHT) else vb.NAMES_H
        return QRectF(t.left(), t.top(), t.width(), height)

    def _band(self) -> QRectF:
        t = vb.text_area(self.info.index)
        return QRectF(t.left(), t.bottom() - vb.BAND, t.width(), vb.BAND)

    def _paint_deed(self, p: QPainter) -> None:
        info = self.info
        p.fillRect(self.rect, PAPER)
        strip = vb.inner_strip(info.index)
        if info.kind == "city":
            colour = vb.LINE_COLORS[info.line]
            g = QLinearGradient(strip.topLeft(), strip.bottomRight())
            g.setColorAt(0, colour.lighter(112))
            g.setColorAt(1, colour)
            p.fillRect(strip, QBrush(g))
            if self.level and self.owner_color is not None:
                vp.draw_level(p, strip.adjusted(3, 3, -3, -3), self.level, self.owner_color.qcolor)
        else:
            p.fillRect(strip, vb.SPECIAL_COLOR)
            self._paint_special_icon(p, strip)
        vp.draw_names(p, self._text_block(), info.ko, info.en)
        self._paint_band(p)

    def _paint_special_icon(self, p: QPainter, strip: QRectF) -> None:
        idx = self.info.index
        box = strip.adjusted(4, 4, -4, -4)
        s = min(box.width(), box.height())
        icon = QRectF(box.center().x() - s / 2, box.center().y() - s / 2, s, s)
        white = QColor("#F4F1E6")
        if idx in (15,):
            p.save()
            p.translate(icon.center())
            p.rotate(vb.heading(idx))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(white)
            p.drawPath(vp.plane_path(s))
            p.restore()
        elif idx == 28:
            vp.draw_ship(p, icon.adjusted(-s * 0.3, s * 0.15, s * 0.3, -s * 0.15), white)
        elif idx == 32:
            vp.draw_shuttle(p, icon)
        else:
            vp.draw_star(p, icon.center(), s * 0.45, QColor("#F6D36B"))

    def _paint_band(self, p: QPainter) -> None:
        band = self._band().adjusted(3, 2, -3, -2)
        if self.owner is None or self.owner_color is None:
            p.setPen(QPen(QColor("#CBBE9A"), 1))
            p.setBrush(QColor("#F1E8CC"))
            p.drawRoundedRect(band, 4, 4)
            vp.draw_text(p, band, won(self.info.price), 16.5, vp.INK, True)
            return
        pc = self.owner_color
        p.setPen(QPen(pc.qcolor.darker(150), 1))
        p.setBrush(pc.qcolor)
        p.drawRoundedRect(band, 4, 4)
        marker = QRectF(band.left() + 2, band.top() + 1, band.height() - 2, band.height() - 2)
        theme.paint_marker(p, marker, pc, self.owner_letter, QColor("#FFFFFF"))
        text_rect = band.adjusted(marker.width() + 3, 0, -2, 0)
        if self.toll is not None:
            vp.draw_text(p, text_rect, won(self.toll), 16.5, pc.ink, True)
        else:
            vp.draw_text(p, text_rect, won(self.info.price), 15, pc.ink, False)

    def _paint_key(self, p: QPainter) -> None:
        g = QLinearGradient(self.rect.topLeft(), self.rect.bottomRight())
        g.setColorAt(0, QColor("#FFF1BF"))
        g.setColorAt(1, QColor("#F3D27A"))
        p.fillRect(self.rect, QBrush(g))
        strip = vb.inner_strip(self.info.index)
        p.fillRect(strip, vb.GOLDEN)
        s = min(strip.width(), strip.height())
        if strip.width() >= strip.height():
            key_rect = QRectF(strip.center().x() - s * 1.1, strip.center().y() - s * 0.35, s * 2.2, s * 0.7)
        else:
            key_rect = QRectF(
                strip.center().x() - s * 0.42, strip.center().y() - s * 0.14, s * 0.84, s * 0.28
            )
        vp.draw_key(p, key_rect)
        vp.draw_names(p, self._text_block(), "황금열쇠", tr(CTX, "Golden Key"), 20, 13)
        p.setPen(QPen(QColor("#B8902C"), 1.0))

    def _paint_fund_pay(self, p: QPainter) -> None:
        p.fillRect(self.rect, QColor("#F7E3DF"))
        strip = vb.inner_strip(self.info.index)
        p.fillRect(strip, QColor("#C0584C"))
        vp.draw_coin(p, strip.center(), min(strip.width(), strip.height()) * 0.34)
        vp.draw_names(p, self._text_block(), "사회복지기금", tr(CTX, "Welfare Fund"), 19, 13)
        band = self._band().adjusted(3, 2, -3, -2)
        p.setPen(QPen(QColor("#C0584C"), 1))
        p.setBrush(QColor("#FBEFEC"))
        p.drawRoundedRect(band, 4, 4)
        vp.draw_text(
            p, band, tr(CTX, "pay {amount}", amount=won(data.FUND_PAYMENT)), 14, QColor("#8E2F25"), True
        )

    # ----- corners

    def _paint_corner(self, p: QPainter) -> None:
        """The four big corners; their lowest fifth is left for the planes."""
        r = self.rect
        idx = self.info.index
        if idx == 0:
            g = QLinearGradient(r.topLeft(), r.bottomRight())
            g.setColorAt(0, QColor("#E8F6E4"))
            g.setColorAt(1, QColor("#BFE3B4"))
            p.fillRect(r, QBrush(g))
            green = QColor("#1F5F2E")
            vp.draw_text(p, QRectF(r.left(), r.top() + 6, r.width(), 42), "출발", 38, green, True)
            vp.draw_text(
                p,
                QRectF(r.left(), r.top() + 46, r.width(), 20),
                vp.second("출발", tr(CTX, "START")),
                17,
                green,
                True,
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
            vp.draw_text(
                p,
                QRectF(r.left() + 4, r.top() + 66, r.width() - 8, 18),
                "월급 " + tr(CTX, "salary {amount}", amount=won(data.SALARY)),
                13,
                vp.INK,
                True,
            )
        elif idx == 10:
            g = QRadialGradient(r.center(), r.width() * 0.7)
            g.setColorAt(0, QColor("#BDE6F2"))
            g.setColorAt(1, QColor("#7CC3DB"))
            p.fillRect(r, QBrush(g))
            vp.draw_palm_island(p, QRectF(r.left() + 44, r.top() + 50, r.width() - 88, 46))
            vp.draw_names(
                p, QRectF(r.left(), r.top() + 2, r.width(), 48), "무인도", tr(CTX, "Deserted Island"), 26, 14
            )
            vp.draw_text(
                p,
                QRectF(r.left(), r.top() + 98, r.width(), 16),
                tr(CTX, "{n} turns · doubles free", n=data.ISLAND_TURNS),
                11.5,
                QColor("#134B5F"),
                True,
            )
        elif idx == 20:
            g = QLinearGradient(r.topLeft(), r.bottomRight())
            g.setColorAt(0, QColor("#FDEBD3"))
            g.setColorAt(1, QColor("#F5CFA0"))
            p.fillRect(r, QBrush(g))
            vp.draw_names(
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
            text = won(self.pot) if self.pot else tr(CTX, "empty")
            vp.draw_text(p, pot.adjusted(32, 0, -4, 0), text, 22, QColor("#5C3D00"), True)
        else:
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
                    p,
                    QPointF(r.left() + sx * r.width(), r.top() + sy * r.height()),
                    sr * 3,
                    QColor("#FFF4C2"),
                )
            vp.draw_shuttle(p, QRectF(r.center().x() - 22, r.top() + 52, 44, 44))
            white = QColor("#FFFFFF")
            vp.draw_text(p, QRectF(r.left(), r.top() + 4, r.width(), 30), "우주여행", 26, white, True)
            vp.draw_text(
                p,
                QRectF(r.left(), r.top() + 32, r.width(), 18),
                vp.second("우주여행", tr(CTX, "Space Travel")),
                14,
                QColor("#D6DEFF"),
            )
            vp.draw_text(
                p,
                QRectF(r.left() + 4, r.top() + 98, r.width() - 8, 16),
                tr(CTX, "fare {amount} → Columbia", amount=won(data.SPACE_FARE)),
                12,
                QColor("#FFE9A8"),
                True,
            )


class HaloItem(QGraphicsItem):
    """The one soft warm white-gold glow for a legal target (theme.HIGHLIGHT)."""

    def __init__(self, rect: QRectF, radius: float = 6.0) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.radius = radius
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 10)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(theme.HIGHLIGHT)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((16, 40), (11, 70), (7, 120), (3.5, 235)):
            glow.setAlpha(alpha)
            p.setPen(QPen(glow, width))
            p.drawRoundedRect(self.rect, self.radius, self.radius)
        wash = QColor(theme.HIGHLIGHT)
        wash.setAlpha(20)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(wash)
        p.drawRoundedRect(self.rect, self.radius, self.radius)
