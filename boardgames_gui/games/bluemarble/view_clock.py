"""The time-limit clock (variant "time_limit", rulebook Other Game Tips 1: "set an end time").

Wall time is not part of the game state (replays must not depend on it), so the
view keeps the clock and, when it runs out, sends the logged action `time_up`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import tr
from ...widgets import textpaint as tp
from . import view_board as vb
from .view_actions import CTX


def clock_text(ms_left: int) -> str:
    """'Time left 12:05' (minutes:seconds), or the end notice once the time is up.

    Plain text: the bundled fonts have no clock emoji (it drew as an empty box)."""
    if ms_left <= 0:
        return tr(CTX, "Time is up")
    secs = (ms_left + 999) // 1000
    return tr(CTX, "Time left {m}:{s:02d}", m=secs // 60, s=secs % 60)


class ClockItem(QGraphicsItem):
    """A pill in the top-left of the board's centre showing the time left."""

    def __init__(self) -> None:
        super().__init__()
        c = vb.GEOMETRY.centre_rect()
        self.rect = QRectF(c.left() + 24, c.top() + 24, 230, 48)
        self.text = ""
        self.urgent = False  # the last minute: red
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def set_left(self, ms_left: int) -> None:
        text = clock_text(ms_left)
        urgent = ms_left < 60_000
        if text != self.text or urgent != self.urgent:
            self.text, self.urgent = text, urgent
            self.setToolTip(
                tr(
                    CTX,
                    "Time limit: when the clock runs out the richest player (cash + deeds + buildings) wins.",
                )
            )
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#1F4E8C"), 2))
        p.setBrush(QColor("#C8102E") if self.urgent else QColor("#FFFFFF"))
        p.drawRoundedRect(self.rect, 24, 24)
        tp.draw_text(
            p,
            self.rect.adjusted(12, 4, -12, -4),
            self.text,
            22,
            QColor("#FFFFFF") if self.urgent else QColor("#1F4E8C"),
            True,
        )
