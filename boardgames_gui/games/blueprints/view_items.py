"""The small graphics items of the Blueprints table: clickable base, pool dice,
buttons, panels and rows of dice (the building and the card have their own modules).

Items know nothing about the rules: they are told what to show (dice, heights,
which cells glow) and call back with what was clicked. They are created once by
the view and updated on every redraw (DESIGN.md section 4).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...widgets import itemcache
from ...widgets.itemcache import cached, show
from ...widgets.textpaint import draw_legible
from . import texts
from . import view_art as art

Cell = tuple[int, int]
Die = tuple[str, int]
ClickFn = Callable[[], None]


class ClickableItem(QGraphicsObject):
    """An item that calls `on_click` when pressed with the left button."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.on_click: ClickFn | None = None
        self.setAcceptHoverEvents(True)
        self._hover = False

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.LeftButton and self.on_click is not None:
            event.accept()
            self.on_click()
        else:
            event.ignore()

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802
        self._hover = False
        self.update()


# --------------------------------------------------------------------------- pool dice


class PoolDieItem(ClickableItem):
    """One die in the materials depot, drawn as a real die of its material. Remembered: when
    a die is taken the others move up a place, each showing what its neighbour showed."""

    SIZE = 50.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.die: Die = ("wood", 1)
        self.index = -1
        self.picked = False
        self.available = True  # the current decision may take this die
        self.fits_nowhere = False
        self.setCursor(Qt.PointingHandCursor)

    def set_die(self, index: int, die: Die, picked: bool, available: bool, fits_nowhere: bool) -> None:
        self.index = index
        show(self, die=tuple(die), picked=picked, available=available, fits_nowhere=fits_nowhere)
        self.setToolTip(f"{texts.material_name(die[0])} {die[1]}")

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = 14.0
        return QRectF(-m, -m, self.SIZE + 2 * m, self.SIZE + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.SIZE, self.SIZE), 9, 9)
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        key = (
            self.SIZE,
            self.die,
            self.picked,
            self._hover and self.available,
            self.available,
            self.fits_nowhere,
        )
        itemcache.paint_picture(self, p, key, self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        rect = QRectF(0, 0, self.SIZE, self.SIZE)
        if self.picked:
            rect.translate(0, -6)
        if self.picked or (self._hover and self.available):
            glow = QPainterPath()
            glow.addRoundedRect(rect.adjusted(-3, -3, 3, 3), 11, 11)
            art.paint_glow(p, glow, 1.0 if self.picked else 0.5)
        art.paint_die(p, rect, self.die[0], self.die[1], dim=not self.available)
        if self.fits_nowhere and self.available:
            # a small badge: this die fits none of your cells
            p.setRenderHint(QPainter.Antialiasing)
            c = QPointF(rect.right() - 2, rect.top() + 2)
            p.setPen(QPen(QColor("#FFFFFF"), 1.2))
            p.setBrush(art.REFUSE)
            p.drawEllipse(c, 8, 8)
            p.setPen(QPen(QColor("#FFFFFF"), 2))
            p.drawLine(c + QPointF(-3.5, 0), c + QPointF(3.5, 0))


# --------------------------------------------------------------------------- chrome


class ButtonItem(ClickableItem):
    """A small rounded button drawn in the scene (rotate, remove a die). Remembered: the
    building's buttons go behind its player's screen at every hand-off."""

    def __init__(
        self, text: str, width: float = 28, height: float = 24, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.text = text
        self.w, self.h = width, height
        self.accent = False
        self.setCursor(Qt.PointingHandCursor)

    def set_text(self, text: str) -> None:
        show(self, text=text)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        key = (self.text, self.accent, self._hover, self.w, self.h)
        itemcache.paint_picture(self, p, key, self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if self.accent:
            path = QPainterPath()
            path.addRoundedRect(rect, 6, 6)
            art.paint_glow(p, path, 0.6)
        p.setPen(QPen(QColor(255, 255, 255, 90 if not self._hover else 200), 1))
        p.setBrush(QColor(30, 34, 38, 200) if not self._hover else QColor(55, 62, 70, 230))
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(art.INK)
        p.setFont(art.ui_font(9, True))
        draw_legible(p, rect, Qt.AlignCenter, self.text)


class PanelItem(QGraphicsItem):
    """A rounded, slightly lighter area of the table that groups things. Remembered: a
    player's board is drawn large with a frame on their turn and small without one after."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.rect = QRectF(rect)
        self.frame: QColor | None = None  # player colour when it is their turn
        self.fill = QColor(255, 255, 255, 16)
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        show(self, True, rect=QRectF(rect))

    def set_frame(self, color: QColor | None, fill: QColor | None = None) -> None:
        show(self, frame=color, fill=self.fill if fill is None else fill)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-14, -14, 14, 14)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        frame = self.frame.rgba() if self.frame is not None else None
        itemcache.paint_picture(
            self, p, (self.rect.getRect(), frame, self.fill.rgba()), self._draw, shared=True
        )

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        if self.frame is not None:
            path = QPainterPath()
            path.addRoundedRect(self.rect, 14, 14)
            for w, a in ((10, 35), (5, 70)):
                c = QColor(self.frame)
                c.setAlpha(a)
                p.setPen(QPen(c, w))
                p.drawPath(path)
        p.setPen(
            QPen(
                QColor(self.frame) if self.frame is not None else QColor(255, 255, 255, 30),
                2 if self.frame else 1,
            )
        )
        p.setBrush(self.fill)
        p.drawRoundedRect(self.rect, 14, 14)


class DiceRowItem(QGraphicsItem):
    """A label and a row of small dice (the dice out of the game this round)."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.width = width
        self.label = ""
        self.dice: list[Die] = []
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_dice(self, label: str, dice: Sequence[Die]) -> None:
        show(self, True, label=label, dice=list(dice))

    def height(self) -> float:
        per_row = max(1, int(self.width // 22))
        rows = (len(self.dice) + per_row - 1) // per_row
        return 18 + rows * 22 if self.dice else 0

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.height() + 2)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if not self.dice:
            return
        p.setFont(art.ui_font(8, True))
        p.setPen(art.INK_DIM)
        draw_legible(p, QRectF(0, 0, self.width, 16), Qt.AlignLeft | Qt.AlignVCenter, self.label)
        per_row = max(1, int(self.width // 22))
        for k, die in enumerate(self.dice):
            r, c = divmod(k, per_row)
            art.paint_die(p, QRectF(c * 22, 18 + r * 22, 18, 18), die[0], die[1], dim=True)
