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
picture per look and on-screen size, whatever the position; items of a kind (cards) may share
it, so a look is drawn once for all of them.

A large item of which only parts change during play (the middle of a board: a title that
never changes, a prompt that changes at every move, a card that changes now and then)
keeps each such part as a `CachedPart`, its own cached child told what it shows with
`show(part, shows=...)`: a move draws again only the parts that changed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

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


def paint_picture(
    item: QGraphicsItem, p: QPainter, key: Hashable, draw: Callable[[QPainter], None], shared: bool = False
) -> None:
    """Paint `item` from a picture of it at its size on screen, drawn by `draw` (which paints
    the item in its own coordinates) only when `key` (what the item shows) or that size
    changed. For items Qt's own cache draws again at every frame; leave their cache mode off.

    `shared`: `draw` paints nothing but what `key` and the bounding rect say (a card of a
    kind), so items of a class showing the same share one picture, kept in Qt's pixmap cache
    beyond the item's last look: a card dealt to another item, or shown again, is blitted.
    An item that keeps Qt's cache (not turned, not gliding) may still share: Qt then fills its
    cache from the shared picture instead of drawing."""
    scale = math.hypot(p.worldTransform().m11(), p.worldTransform().m12()) or 1.0
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    rect = item.boundingRect()
    full_key = (key, round(scale, 4), ratio, rect.getRect())
    held = getattr(item, "_picture", None)
    if held is None or held[0] != full_key:
        name = f"{type(item).__module__}.{type(item).__qualname__}{full_key!r}" if shared else ""
        picture = QPixmapCache.find(name) if shared else None
        if picture is None:
            picture = QPixmap(
                math.ceil(rect.width() * scale * ratio), math.ceil(rect.height() * scale * ratio)
            )
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            painter.setRenderHints(p.renderHints())
            # the same on-screen scale as the view's: texts keep their level of detail
            painter.scale(scale, scale)
            painter.translate(-rect.topLeft())
            draw(painter)
            painter.end()
            if shared:
                QPixmapCache.insert(name, picture)
        held = (full_key, picture)
        item._picture = held
    _blit(p, rect, held[1])


def _blit(p: QPainter, rect: QRectF, picture: QPixmap) -> None:
    """Put the picture of an item whose bounding rect is `rect` on the painter's device."""
    p.save()
    # a picture's edges are the item's transparent margin (room for its glow): antialiasing
    # them shows nothing and made a blit 5 times as costly
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    world = p.worldTransform()
    if world.type().value <= QTransform.TransformationType.TxScale.value:
        # an item not turned: its picture is already its size on screen, so it goes 1:1 onto
        # whole device pixels, as Qt's own cache puts its pictures (a piece scaled and
        # smoothed onto a fractional position took 0.1 ms, 1:1 0.003 ms)
        ratio = picture.devicePixelRatio()
        corner = world.map(rect.topLeft())
        p.setWorldTransform(QTransform())
        p.drawPixmap(QPointF(round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio), picture)
    else:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(rect, picture, QRectF(picture.rect()))
    p.restore()


class CachedPart(QGraphicsItem):
    """A part of a larger item, cached on its own and painted by `draw` (in the parent's
    coordinates, within `rect` widened by `margin`). The parent tells it what it shows with
    `show(part, shows=(...))`: the part is drawn again only when that tuple changes."""

    def __init__(
        self, parent: QGraphicsItem, rect: QRectF, draw: Callable[[QPainter], None], margin: float = 2
    ) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.margin = margin
        self.draw = draw
        self.shows: tuple = ()
        cached(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        m = self.margin
        return self.rect.adjusted(-m, -m, m, m)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(p)
