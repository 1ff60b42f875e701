"""A short-lived money change above a token ("+200 F", "−170 F"), for any board game.

The game sets `text` and `gain`, places the item above the token and animates its rise and
fade itself (`rise(t)` for t in 0..1), so that one animation drives every pop of an action.
Blue Marble keeps its own pop for now; it can move onto this one.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import textpaint as tp

GAIN = QColor("#1E7B3C")
LOSS = QColor("#A3362B")
RISE = 28.0  # scene units the pop climbs while it fades


class MoneyPop(QGraphicsItem):
    def __init__(self, px: float = 17.0) -> None:
        super().__init__()
        self.text = ""
        self.gain = True
        self.px = px
        self.start = QPointF()
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-80, -self.px, 160, 2 * self.px)

    def pop(self, text: str, gain: bool, at: QPointF) -> None:
        """Show `text` at `at` (the rise starts there)."""
        self.text, self.gain, self.start = text, gain, QPointF(at)
        self.setPos(at)
        self.setOpacity(1.0)
        self.setVisible(True)
        self.update()

    def rise(self, t: float) -> None:
        self.setPos(self.start + QPointF(0, -RISE * t))
        self.setOpacity(1.0 if t < 0.6 else max(0.0, (1.0 - t) / 0.4))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = tp.font(self.px, True)
        p.setFont(f)
        width = QFontMetricsF(f).horizontalAdvance(self.text) + self.px
        pill = QRectF(-width / 2, -self.px * 0.85, width, self.px * 1.7)
        p.setPen(QPen(QColor("#FFFFFF"), 1.5))
        p.setBrush(GAIN if self.gain else LOSS)
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        p.setPen(QColor("#FFFFFF"))
        tp.draw_legible(p, pill, int(Qt.AlignmentFlag.AlignCenter), self.text)
