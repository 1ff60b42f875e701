"""Tokens on the ring board (see ringboard.py): a ready pawn and the walker that
moves any token cell by cell."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import textpaint as tp
from . import theme

if TYPE_CHECKING:
    from .ringboard import RingGeometry


class TokenItem(QGraphicsItem):
    """A player's pawn: their colour in their shape with their letter (LOOK.md: a
    colour always with a second cue), ringed when it is their turn, faded when out.
    Everything is drawn inside a `size` square centred on the item's position."""

    def __init__(self, pc: theme.PlayerColor, letter: str, size: float = 28.0) -> None:
        super().__init__()
        self.pc = pc
        self.letter = letter
        self.size = size
        self.active = False
        self.out = False  # bankrupt or retired: drawn faded
        self.badge = ""  # a short note in a corner (turns left in jail, say)
        self.setZValue(20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        half = self.size / 2
        return QRectF(-half, -half, self.size, self.size)

    def set_state(self, active: bool, out: bool = False, badge: str = "") -> None:
        if (active, out, badge) != (self.active, self.out, self.badge):
            self.active, self.out, self.badge = active, out, badge
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.out:
            p.setOpacity(0.35)
        half = self.size / 2
        if self.active:
            p.setPen(QPen(self.pc.qcolor.darker(130), max(1.5, self.size * 0.07)))
            p.setBrush(QColor(255, 255, 255, 230))
            p.drawEllipse(QPointF(0, 0), half * 0.94, half * 0.94)
        body = half * (0.72 if self.active else 0.9)
        shadow = QPainterPath()
        shadow.addEllipse(QPointF(body * 0.12, body * 0.16), body, body)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawPath(shadow)
        theme.paint_marker(p, QRectF(-body, -body, 2 * body, 2 * body), self.pc, self.letter)
        if self.badge:
            b = QRectF(half * 0.2, -half, half * 0.8, half * 0.8)
            p.setPen(QPen(QColor("#FFFFFF"), 1.0))
            p.setBrush(QColor("#134B5F"))
            p.drawEllipse(b)
            p.setFont(tp.font(b.height() * 0.7, True))
            p.setPen(QColor("#FFFFFF"))
            tp.draw_legible(p, b, int(Qt.AlignmentFlag.AlignCenter), self.badge)


class TokenWalker(QObject):
    """Walks a token cell by cell (LOOK.md: ~120 ms a cell); `finish` jumps to the end.

    One QVariantAnimation, made once and given new key values for each walk. A token
    that faces its way (Blue Marble's planes) passes `turn`, called with the heading
    (degrees, 0 = up) whenever the walk turns a corner.
    """

    STEP_MS = 120

    def __init__(
        self,
        token: QGraphicsItem,
        geometry: RingGeometry,
        turn: Callable[[float], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.token = token
        self.geometry = geometry
        self.turn = turn
        self.anim = QVariantAnimation(self)
        self.anim.valueChanged.connect(self._moved)
        self.anim.finished.connect(self.finish)
        self.target = QPointF()
        self.path: list[int] = []
        self._heading: float | None = None

    def running(self) -> bool:
        return self.anim.state() == QVariantAnimation.State.Running

    def finish(self) -> None:
        """Jump to the end of the current walk."""
        if self.running():
            self.anim.stop()
        if self.path:
            self.token.setPos(self.target)
            if self.turn is not None:
                self.turn(self.geometry.heading(self.path[-1]))
            self.path = []

    def walk(self, cells: Sequence[int], target: QPointF, speed: float = 1.0) -> None:
        """Walk through `cells` (the last is where the token stops, at `target`)."""
        self.finish()
        if not cells:
            self.token.setPos(target)
            return
        self.target = QPointF(target)
        self.path = list(cells)
        self._heading = None
        points = [self.geometry.cell_rect(c).center() for c in self.path[:-1]] + [QPointF(target)]
        steps = len(points)
        anim = self.anim
        anim.setKeyValues([])
        anim.setDuration(max(1, int(self.STEP_MS * steps * speed)))
        anim.setStartValue(self.token.pos())
        for k, point in enumerate(points[:-1]):
            anim.setKeyValueAt((k + 1) / steps, point)
        anim.setEndValue(points[-1])
        anim.start()

    def _face(self, heading: float) -> None:
        if self.turn is not None and heading != self._heading:
            self._heading = heading
            self.turn(heading)

    def _moved(self, value: QPointF) -> None:
        # the animation also reports while its key values are being replaced: ignore that
        if not self.path or not self.running() or not isinstance(value, QPointF):
            return
        steps = len(self.path)
        k = min(steps - 1, int(self.anim.currentTime() / max(1, self.anim.duration()) * steps))
        self._face(self.geometry.heading(self.path[max(0, k - 1)] if k else self.path[0]))
        self.token.setPos(value)
