"""Dice: a painter function and a clickable graphics item with a short roll animation.

The roll lasts ~400 ms (LOOK.md "Motion"), shows tumbling faces, can be skipped
with a click, and is skipped entirely when the scene's `animations_enabled`
is False (tests, or Settings > Animations > Off).
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import theme

ROLL_MS = 400

# pip centres on a unit face
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def paint_die(
    painter: QPainter,
    rect: QRectF,
    value: int | None,
    body: QColor | None = None,
    pip: QColor | None = None,
) -> None:
    """One die face in `rect`; value None draws a blank die (not rolled yet)."""
    body = body or QColor("#FBF8EF")
    pip = pip or QColor("#22201C")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.18
    # soft drop shadow
    shadow = QPainterPath()
    shadow.addRoundedRect(rect.translated(rect.width() * 0.04, rect.width() * 0.06), radius, radius)
    painter.fillPath(shadow, QColor(0, 0, 0, 70))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, body.lighter(104))
    grad.setColorAt(1.0, body.darker(112))
    painter.setPen(QPen(body.darker(150), max(1.0, rect.width() / 40)))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, radius, radius)
    if value in PIPS:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pip)
        r = rect.width() * 0.085
        for fx, fy in PIPS[value]:
            painter.drawEllipse(
                QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height()), r, r
            )
    painter.restore()


class DieItem(QGraphicsObject):
    """A die on the table. Emits `clicked` when the player clicks it while it is offered."""

    clicked = Signal()
    rollFinished = Signal()

    def __init__(self, size: float = 72.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self._value: int | None = None
        self._face: int | None = None
        self._angle = 0.0
        self._offered = False
        self._anim: QVariantAnimation | None = None
        self._rnd = random.Random()  # cosmetic tumbling only; game dice come from the state's Rng
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ----- state

    @property
    def value(self) -> int | None:
        return self._value

    def face(self) -> int | None:
        """The face currently drawn (differs from value while rolling)."""
        return self._face

    def is_rolling(self) -> bool:
        return self._anim is not None

    def set_value(self, value: int | None) -> None:
        self.finish()
        self._value = self._face = value
        self.update()

    def offered(self) -> bool:
        return self._offered

    def set_offered(self, offered: bool) -> None:
        """Light the die with the legal-target halo when rolling is a legal action."""
        if offered != self._offered:
            self._offered = offered
            self.setCursor(Qt.CursorShape.PointingHandCursor if offered else Qt.CursorShape.ArrowCursor)
            self.update()

    def roll(self, value: int, animate: bool | None = None, speed: float | None = None) -> None:
        """Show a roll ending on `value`; animated unless switched off."""
        scene = self.scene()
        if animate is None:
            animate = bool(getattr(scene, "animations_enabled", True))
        if speed is None:
            speed = float(getattr(scene, "animation_speed", 1.0))
        self.finish()
        self._value = value
        if not animate or speed <= 0:
            self._face = value
            self.update()
            self.rollFinished.emit()
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(ROLL_MS * speed))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(self._tumble)
        anim.finished.connect(self.finish)
        self._anim = anim
        anim.start()

    def finish(self) -> None:
        """Skip to the end of a running roll."""
        anim, self._anim = self._anim, None
        if anim is None:
            return
        anim.stop()
        anim.deleteLater()
        self._face = self._value
        self._angle = 0.0
        self.update()
        self.rollFinished.emit()

    def _tumble(self, t: float) -> None:
        # a new face every ~12% of the roll, slowing down with the easing
        step = int(t * 8)
        if step != getattr(self, "_last_step", -1):
            self._last_step = step
            self._face = self._rnd.randint(1, 6)
        self._angle = math.sin(t * math.pi * 3) * 28 * (1 - t)
        self.update()

    # ----- painting

    def boundingRect(self) -> QRectF:
        m = self._size * 0.35
        return QRectF(-m, -m, self._size + 2 * m, self._size + 2 * m)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(0, 0, self._size, self._size)
        painter.save()
        if self._offered:
            glow = QPainterPath()
            g = self._size * 0.14
            glow.addRoundedRect(rect.adjusted(-g, -g, g, g), self._size * 0.3, self._size * 0.3)
            color = QColor(theme.HIGHLIGHT)
            for width, alpha in ((self._size * 0.16, 60), (self._size * 0.08, 140)):
                color.setAlpha(alpha)
                painter.setPen(QPen(color, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(glow)
        if self._angle:
            painter.translate(rect.center())
            painter.rotate(self._angle)
            painter.translate(-rect.center())
        paint_die(painter, rect, self._face)
        painter.restore()

    # ----- input

    def mousePressEvent(self, event) -> None:  # noqa: ANN001
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: ANN001
        if self.is_rolling():
            self.finish()  # a click skips the animation
            return
        if self.contains(event.pos()):
            self.clicked.emit()
