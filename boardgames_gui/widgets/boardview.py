"""The zoomable, pannable view every game's scene sits in (wheel zoom, drag pan, fit).

Zooming by the wheel or the View menu shows a picture first: the items keep their pictures
as pixmaps in device pixels, and a new zoom draws every one of them again (60-130 ms on a
full-screen board), so each step of a zoom scales the last frame instead, and the board is
drawn sharp once the zooming pauses for SHARPEN_MS.
"""

from __future__ import annotations

import functools
import random

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QRadialGradient, QTransform, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from . import theme

MIN_SCALE = 0.15
MAX_SCALE = 6.0
FIT_MARGIN = 24
#: a zoom that pauses this long is drawn sharp (a wheel sends its steps closer together)
SHARPEN_MS = 140


@functools.cache
def _felt_texture() -> QPixmap:
    """A faint speckle tile so the table reads as cloth, not a flat fill (drawn once for all
    boards: drawn for each new board, it took ~20 ms of a game's first frame)."""
    pm = QPixmap(160, 160)
    pm.fill(Qt.GlobalColor.transparent)
    rnd = random.Random(7)  # fixed: the same cloth every start
    specks: dict[tuple[int, int], list[QPointF]] = {}
    for _ in range(1400):
        shade = rnd.choice((255, 0))
        alpha = rnd.randint(6, 16)
        specks.setdefault((shade, alpha), []).append(QPointF(rnd.uniform(0, 160), rnd.uniform(0, 160)))
    p = QPainter(pm)
    # one call for the specks of each shade (a call for each took 10 ms of the first board)
    for (shade, alpha), points in specks.items():
        p.setPen(QColor(shade, shade, shade, alpha))
        p.drawPoints(points)
    p.end()
    return pm


class BoardView(QGraphicsView):
    """QGraphicsView on the table surface. Fits the board until the user zooms."""

    zoomChanged = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        # only changed items repaint; the table (in scene coordinates) is cached per zoom
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(320, 240)
        self._auto_fit = True
        self._texture: QPixmap | None = None
        # the zoom preview: the last sharp frame and the viewport transform it was drawn at
        self._preview: tuple[QPixmap, QTransform] | None = None
        self._sharpen = QTimer(self)
        self._sharpen.setSingleShot(True)
        self._sharpen.setInterval(SHARPEN_MS)
        self._sharpen.timeout.connect(self.sharpen)
        # the viewport's size and the zoom the board was last drawn at (its items' pictures)
        self._drawn_at: tuple | None = None

    # ----- zoom

    def scale_factor(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        current = self.scale_factor()
        target = max(MIN_SCALE, min(MAX_SCALE, current * factor))
        if abs(target - current) < 1e-9:
            return
        self._auto_fit = False
        self.scale(target / current, target / current)
        self.zoomChanged.emit(self.scale_factor())

    def zoom_in(self) -> None:
        self.zoom_step(1.25)

    def zoom_out(self) -> None:
        self.zoom_step(1 / 1.25)

    def zoom_step(self, factor: float) -> None:
        """A zoom a person asked for: the frame scaled at once, drawn sharp when zooming pauses."""
        if self._preview is None and self.isVisible():
            self._preview = (self.viewport().grab(), self.viewportTransform())
        self.zoom_by(factor)
        if self._preview is not None:
            self._sharpen.start()

    def zooming(self) -> bool:
        """Is a zoom shown as a scaled picture, waiting to be drawn sharp?"""
        return self._preview is not None

    def sharpen(self) -> None:
        """Draw the board again at its zoom (the end of a zoom's preview)."""
        self._sharpen.stop()
        if self._preview is not None:
            self._preview = None
            self.viewport().update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._preview is None:
            super().paintEvent(event)
            self._drawn_at = (self.viewport().size(), self.transform())
            return
        frame, drawn_at = self._preview
        inverse, _ok = drawn_at.inverted()
        painter = QPainter(self.viewport())
        painter.fillRect(event.rect(), theme.TABLE_DARK)  # beyond the frame, when zooming out
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        # from the frame's pixels to the scene, and from the scene to the pixels now
        painter.setTransform(inverse * self.viewportTransform())
        painter.drawPixmap(0, 0, frame)
        painter.end()

    def draw_unseen(self, again: bool = False) -> None:
        """Draw the board into its items' pictures without showing it, unless it was drawn at
        this size and zoom already (`again`: all the same, for looks the items show now and
        never showed): under the hand-off screen, the table is then ready to be shown when
        the screen lifts (its first frame took 90-150 ms after the button)."""
        if self.isVisible() and (again or self._drawn_at != (self.viewport().size(), self.transform())):
            self.viewport().grab()

    def fit(self) -> None:
        """Show the whole board (View > Fit); the view keeps fitting on resize afterwards."""
        self._auto_fit = True
        self._fit_now()

    def _fit_now(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        rect = scene.sceneRect()
        if rect.isEmpty():
            return
        margin = getattr(scene, "fit_margin", FIT_MARGIN)
        view = QRectF(self.viewport().rect()).adjusted(margin, margin, -margin, -margin)
        if view.width() <= 0 or view.height() <= 0:
            return
        s = min(view.width() / rect.width(), view.height() / rect.height())
        s = max(MIN_SCALE, min(MAX_SCALE, s))
        self.sharpen()  # a fit is drawn sharp at once
        self.resetTransform()
        self.scale(s, s)
        self.centerOn(rect.center())
        self.zoomChanged.emit(s)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta:
            self.zoom_step(1.0015**delta)
        event.accept()

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        if self._auto_fit:
            self._fit_now()

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        if self._auto_fit:
            self._fit_now()

    # ----- the table

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The table: a cloth gradient anchored to the board, darker towards the edges."""
        scene = self.scene()
        board = scene.sceneRect() if scene is not None else QRectF(rect)
        # a table much larger than the board, so panning never reaches its edge
        reach = max(board.width(), board.height()) * 3 + 2000
        table = board.adjusted(-reach, -reach, reach, reach)
        painter.fillRect(rect, theme.TABLE_DARK)
        glow = QRadialGradient(board.center(), max(board.width(), board.height()) * 0.95)
        glow.setColorAt(0.0, theme.TABLE_LIGHT)
        glow.setColorAt(0.55, theme.TABLE_MID)
        glow.setColorAt(1.0, theme.TABLE_DARK)
        painter.fillRect(rect.intersected(table), glow)
        if self._texture is None:
            self._texture = _felt_texture()
        painter.save()
        # the cloth's weave keeps its size on screen whatever the zoom
        scale = self.scale_factor() or 1.0
        painter.scale(1 / scale, 1 / scale)
        painter.drawTiledPixmap(
            QRectF(rect.left() * scale, rect.top() * scale, rect.width() * scale, rect.height() * scale),
            self._texture,
            QPointF(rect.left() * scale, rect.top() * scale),
        )
        painter.restore()
