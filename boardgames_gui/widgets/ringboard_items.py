"""The cells of the ring board (see ringboard.py for how a game uses them): the
description of a cell (`CellFace`), the cell item that paints it, and the
highlight halo. Tokens are in ringboard_tokens.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import textpaint as tp
from . import theme
from .itemcache import show

if TYPE_CHECKING:
    from .ringboard import RingGeometry

PAPER = QColor("#FBF6E7")  # an ordinary cell's card
GRID = QColor("#8C7F62")  # the line round every cell
LINE_PX = 12.0  # the small info lines under the names
MORTGAGE_WASH = QColor(70, 66, 58, 120)
MORTGAGE_INK = QColor("#8E2F25")


@dataclass(frozen=True)
class BandStyle:
    """How the band of a cell nobody owns is drawn: its edge, fill and text."""

    border: QColor
    fill: QColor
    ink: QColor
    px: float = 16.5
    bold: bool = True


FREE_BAND = BandStyle(QColor("#CBBE9A"), QColor("#F1E8CC"), tp.INK)

#: paints the whole cell instead of the standard layout: (painter, cell rect, face)
ArtPainter = Callable[[QPainter, QRectF, "CellFace"], None]
#: paints an icon into the cell's colour strip: (painter, strip rect)
IconPainter = Callable[[QPainter, QRectF], None]
#: paints the buildings of `face.level` in the owner's colour: (painter, strip rect, face)
PiecePainter = Callable[[QPainter, QRectF, "CellFace"], None]


@dataclass(frozen=True)
class CellFace:
    """Everything one cell shows. Texts come translated and formatted by the game
    (money with its unit). Build the static faces once and derive each state's
    face with `dataclasses.replace`, so an unchanged cell compares equal and is
    not repainted.

    The standard layout, from the centre outwards: the colour `strip` (with the
    buildings, or the `icon`), the `title` and `subtitle` lines with the info
    `lines` below them, the room for tokens, the band: `price` on a free cell
    (in `band_style`), the owner's colour and letter with `rent` (or the price,
    smaller, when `rent` is empty) on an owned one. No price and no owner: no band.
    """

    title: str = ""
    subtitle: str = ""  # the smaller second name line; "" for one line
    title_px: float = 22
    subtitle_px: float = 14
    paper: QColor = field(default_factory=lambda: QColor(PAPER))
    paper_to: QColor | None = None  # a gradient from `paper` (top left) to this (bottom right)
    strip: QColor | None = None  # the colour of the line or industry; None: no strip
    strip_shaded: bool = False  # the strip lightens towards its top left
    icon: IconPainter | None = None  # a special cell's icon, drawn in the strip
    art: ArtPainter | None = None  # draws the whole cell (corners, cells drawn like the box)
    lines: tuple[str, ...] = ()  # small lines under the names (a rent table); `art` may use them
    price: str = ""
    band_style: BandStyle = FREE_BAND
    owner: int | None = None  # the owner's seat
    owner_color: theme.PlayerColor | None = None
    owner_letter: str = ""
    rent: str = ""  # what landing here costs now, in the owner's band
    level: int = 0  # buildings, drawn by the board's `pieces` painter
    mortgaged: bool = False  # a grey wash and `mortgage_label` across the cell
    mortgage_label: str = ""


class CellItem(QGraphicsItem):
    """One cell of the ring, painted entirely in `paint` from its face."""

    def __init__(
        self,
        index: int,
        geometry: RingGeometry,
        face: CellFace,
        pieces: PiecePainter | None,
        on_click: Callable[[int], None],
    ) -> None:
        super().__init__()
        self.index = index
        self.geometry = geometry
        self.rect = geometry.cell_rect(index)
        self.face = face
        self.pieces = pieces
        self.on_click = on_click
        # painted from many parts: keep the result until the face changes
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)  # for the tooltip
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def set_face(self, face: CellFace) -> None:
        if face != self.face:
            self.face = face
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        self.on_click(self.index)

    # ----- painting

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = self.face
        if face.art is not None:
            face.art(p, self.rect, face)
        elif self.geometry.is_corner(self.index):
            self._paint_plain_corner(p)
        else:
            self._paint_standard(p)
        if face.mortgaged:
            self._paint_mortgaged(p)
        p.setPen(QPen(GRID, 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(self.rect)

    def _paint_paper(self, p: QPainter) -> None:
        face = self.face
        if face.paper_to is None:
            p.fillRect(self.rect, face.paper)
            return
        g = QLinearGradient(self.rect.topLeft(), self.rect.bottomRight())
        g.setColorAt(0, face.paper)
        g.setColorAt(1, face.paper_to)
        p.fillRect(self.rect, QBrush(g))

    def _paint_standard(self, p: QPainter) -> None:
        face = self.face
        geometry = self.geometry
        self._paint_paper(p)
        strip = geometry.strip_rect(self.index)
        if face.strip is not None:
            if face.strip_shaded:
                g = QLinearGradient(strip.topLeft(), strip.bottomRight())
                g.setColorAt(0, face.strip.lighter(112))
                g.setColorAt(1, face.strip)
                p.fillRect(strip, QBrush(g))
            else:
                p.fillRect(strip, face.strip)
        if face.level and face.owner_color is not None and self.pieces is not None:
            self.pieces(p, strip, face)
        if face.icon is not None:
            face.icon(p, strip)
        self._paint_label(p, geometry.label_rect(self.index))
        self._paint_band(p, geometry.band_rect(self.index).adjusted(3, 2, -3, -2))

    def _paint_plain_corner(self, p: QPainter) -> None:
        """A corner without art: names in its upper part, the icon in the middle."""
        r = self.rect
        self._paint_paper(p)
        self._paint_label(p, QRectF(r.left() + 2, r.top() + 4, r.width() - 4, r.height() * 0.4))
        if self.face.icon is not None:
            s = r.width() * 0.3
            self.face.icon(p, QRectF(r.center().x() - s / 2, r.top() + r.height() * 0.44, s, s))

    def _paint_label(self, p: QPainter, label: QRectF) -> None:
        face = self.face
        line_h = LINE_PX * 1.25
        names = QRectF(label.left(), label.top(), label.width(), label.height() - line_h * len(face.lines))
        # names that need more than their share push the lines down, never under them
        y = tp.draw_names(p, names, face.title, face.subtitle, face.title_px, face.subtitle_px)
        for line in face.lines:
            tp.draw_text(p, QRectF(label.left(), y, label.width(), line_h), line, LINE_PX, tp.MUTED_INK, True)
            y += line_h

    def _paint_band(self, p: QPainter, band: QRectF) -> None:
        face = self.face
        pc = face.owner_color
        if pc is None:
            if not face.price:
                return
            style = face.band_style
            p.setPen(QPen(style.border, 1))
            p.setBrush(style.fill)
            p.drawRoundedRect(band, 4, 4)
            tp.draw_text(p, band, face.price, style.px, style.ink, style.bold)
            return
        p.setPen(QPen(pc.qcolor.darker(150), 1))
        p.setBrush(pc.qcolor)
        p.drawRoundedRect(band, 4, 4)
        marker = QRectF(band.left() + 2, band.top() + 1, band.height() - 2, band.height() - 2)
        theme.paint_marker(p, marker, pc, face.owner_letter, QColor("#FFFFFF"))
        text_rect = band.adjusted(marker.width() + 3, 0, -2, 0)
        if face.rent:
            tp.draw_text(p, text_rect, face.rent, 16.5, pc.ink, True)
        else:
            tp.draw_text(p, text_rect, face.price, 15, pc.ink, False)

    def _paint_mortgaged(self, p: QPainter) -> None:
        """A grey wash with diagonal hatching, the owner's band still readable, and the
        game's word for it on a tag across the middle."""
        r = self.rect
        p.save()
        p.setClipRect(r)
        p.fillRect(r, MORTGAGE_WASH)
        p.setPen(QPen(QColor(255, 255, 255, 70), 2))
        step = 14.0
        x = r.left() - r.height()
        while x < r.right():
            p.drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()))
            x += step
        p.restore()
        if not self.face.mortgage_label:
            return
        middle = (
            r.center()
            if self.geometry.is_corner(self.index)
            else self.geometry.token_room(self.index).center()
        )
        tag = QRectF(r.left() + 4, middle.y() - 11, r.width() - 8, 22)
        p.setPen(QPen(MORTGAGE_INK, 1.5))
        p.setBrush(QColor("#FFF8F2"))
        p.drawRoundedRect(tag, 6, 6)
        tp.draw_text(p, tag.adjusted(3, 0, -3, 0), self.face.mortgage_label, 13, MORTGAGE_INK, True)


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
        show(self, True, rect=QRectF(rect))

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
