"""Repaint a scene item only when what it shows changed.

Items cached as pixmaps (`QGraphicsItem.setCacheMode`) are painted again on every
`update()`; a view that tells its items what to show after each move calls `show`,
which updates the item only when one of the values differs from what it holds.

Those pixmaps live in Qt's global QPixmapCache, which holds 10 MB unless told otherwise:
a board zoomed past its fit on a 1920x1080 screen needs more, and then every frame drew
every item again (an idle repaint of Blue Moon City took 90 ms instead of 5). `make_room`
sizes the cache for the screens, once, when the app starts.

Qt keeps no picture of an item turned by an angle (a fanned card), and draws a gliding
item again whenever its fractional position rounds to a picture a pixel wider or narrower:
DeviceCoordinateCache draws such items again frame after frame. `paint_picture` keeps one
picture per look and on-screen size, whatever the position.

Qt's device cache forgets an item's picture whenever the item is hidden or shows something
else, even for a moment. Blueprints puts a player's building behind a screen at every
hand-off and brings it back when the player takes the laptop: the dice, cells, card and
score rows were all drawn again from scratch (35-60 ms at 1920x1080) although they showed
what they had shown a turn before. `remembered`, called in such an item's paint(), keeps
each picture it draws in the same pixmap cache, keyed by what the item shows and its scale,
and refills Qt's cache from it: only a look never shown at that size is drawn (and items
that look alike, the pool's dice or the buildings' empty cells, share one picture).

A large item of which only parts change during play (the middle of a board: a title that
never changes, a prompt that changes at every move, a card that changes now and then)
keeps each such part as a `CachedPart`, its own cached child told what it shows with
`show(part, shows=...)`: a move draws again only the parts that changed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine import i18n

#: screenfuls of item pictures the cache holds (items overlap: board, spaces, pieces, labels)
SCREENFULS = 4
#: never less than this, in KB (a small or headless screen)
LEAST_KB = 64 * 1024


def cached(item: QGraphicsItem) -> None:
    """Keep the item's picture as a pixmap in device pixels: blitted until it changes."""
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


def show(item: QGraphicsItem, geometry: bool = False, **values: Any) -> bool:
    """Set the item's attributes to `values`; when any differs, repaint the item
    (`geometry`: its bounding rect depends on them). True when something changed."""
    if all(getattr(item, name) == value for name, value in values.items()):
        return False
    if geometry:
        item.prepareGeometryChange()
    for name, value in values.items():
        setattr(item, name, value)
    item.update()
    return True


def make_room(app: QGuiApplication) -> int:
    """Let the pixmap cache hold SCREENFULS of the largest screen at its pixel ratio; the
    limit in KB."""
    largest = max(
        (
            screen.size().width() * screen.size().height() * screen.devicePixelRatio() ** 2
            for screen in app.screens()
        ),
        default=0,
    )
    limit = max(LEAST_KB, round(SCREENFULS * largest * 4 / 1024))
    QPixmapCache.setCacheLimit(limit)
    return limit


def paint_picture(item: QGraphicsItem, p: QPainter, key: Hashable, draw: Callable[[QPainter], None]) -> None:
    """Paint `item` from a picture of it at its size on screen, drawn by `draw` (which paints
    the item in its own coordinates) only when `key` (what the item shows) or that size
    changed. For items Qt's own cache draws again at every frame; leave their cache mode off."""
    scale = math.hypot(p.worldTransform().m11(), p.worldTransform().m12()) or 1.0
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    rect = item.boundingRect()
    full_key = (key, round(scale, 4), ratio, rect.getRect())
    held = getattr(item, "_picture", None)
    if held is None or held[0] != full_key:
        # the same on-screen scale as the view's: texts keep their level of detail
        place = QTransform(scale, 0, 0, scale, -rect.left() * scale, -rect.top() * scale)
        size = (rect.width() * scale, rect.height() * scale)
        held = (full_key, _drawn(size, ratio, p.renderHints(), place, draw))
        item._picture = held
    p.save()
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawPixmap(rect, held[1], QRectF(held[1].rect()))
    p.restore()


def remembered(item: QGraphicsItem, p: QPainter, key: Hashable, draw: Callable[[QPainter], None]) -> None:
    """Paint `item` (cached by Qt) with `draw`, which paints it in its own coordinates, or with
    the picture drawn before for the same `key` at the same scale, kept in the pixmap cache.
    `key` is every value paint() reads, the item's own constants too: items of one class that
    show the same key share a picture. Like Qt's cache of a moved item, the picture is put on
    whole pixels (within half a pixel of where `draw` would paint), never resampled."""
    t = p.worldTransform()
    rect = item.boundingRect()
    device = t.mapRect(rect)
    if t.isRotating() or t.m11() <= 0 or t.m22() <= 0 or device.isEmpty():
        draw(p)  # turned or mirrored: no picture lines up with the pixels
        return
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    name = repr(
        (
            type(item).__module__,
            type(item).__qualname__,
            key,
            i18n.language(),  # the texts it draws
            round(t.m11(), 5),
            round(t.m22(), 5),
            rect.getRect(),
            ratio,
            p.renderHints().value,
        )
    )
    picture = QPixmapCache.find(name)
    if picture is None:
        place = QTransform(t.m11(), 0, 0, t.m22(), -rect.left() * t.m11(), -rect.top() * t.m22())
        picture = _drawn((device.width(), device.height()), ratio, p.renderHints(), place, draw)
        QPixmapCache.insert(name, picture)
    p.save()
    p.resetTransform()
    p.drawPixmap(round(device.left()), round(device.top()), picture)
    p.restore()


def _drawn(
    size: tuple[float, float],
    ratio: float,
    hints: QPainter.RenderHint,
    place: QTransform,
    draw: Callable[[QPainter], None],
) -> QPixmap:
    """A transparent picture of `size` device-independent pixels painted by `draw` through
    the transform `place`."""
    picture = QPixmap(max(1, math.ceil(size[0] * ratio)), max(1, math.ceil(size[1] * ratio)))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHints(hints)
    painter.setTransform(place)
    draw(painter)
    painter.end()
    return picture


class CachedPart(QGraphicsItem):
    """A part of a larger item, cached on its own and painted by `draw` (in the parent's
    coordinates, within `rect` widened by `margin`). The parent tells it what it shows with
    `show(part, shows=(...))`: the part is drawn again only when that tuple changes.
    `remember`: a part that goes back to looks it showed before keeps their pictures
    (`remembered`, keyed by the name of `draw` and `shows`, which must then say all it draws)."""

    def __init__(
        self,
        parent: QGraphicsItem,
        rect: QRectF,
        draw: Callable[[QPainter], None],
        margin: float = 2,
        remember: bool = False,
    ) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.margin = margin
        self.draw = draw
        self.remember = remember
        self.shows: tuple = ()
        cached(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = self.margin
        return self.rect.adjusted(-m, -m, m, m)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.remember:
            remembered(self, p, (self.draw.__qualname__, self.shows), self._draw)
        else:
            self._draw(p)

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(p)
