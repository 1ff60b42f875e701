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

Qt's device cache also forgets an item's picture whenever the item is hidden or shows
something else, even for a moment. Blueprints puts a player's building behind a screen at
every hand-off and brings it back when the player takes the laptop, and Blue Moon City
shows a hand face down and then face up: the dice, cells, cards and score rows were all
drawn again from scratch (35-60 ms at 1920x1080) although they showed what they had shown
a turn before. `paint_picture(..., shared=True)`, called in such an item's paint() (cached
by Qt or not), keeps every picture it draws in Qt's pixmap cache, named by the item's class,
what it shows, the language and its scale: only a look never shown at that size is drawn,
and items that look alike (cards of a kind, the pool's dice, empty cells) share one picture.

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


def paint_picture(
    item: QGraphicsItem, p: QPainter, key: Hashable, draw: Callable[[QPainter], None], shared: bool = False
) -> None:
    """Paint `item` from a picture of it at its size on screen, drawn by `draw` (which paints
    the item in its own coordinates) only when `key` (what the item shows) or that size
    changed. For items Qt's own cache draws again at every frame, leave their cache mode off.

    `shared`: `key` is every value `draw` reads (the item's own constants too), so items of
    a class showing the same key share one picture, kept in Qt's pixmap cache beyond the
    item's last look: a card dealt to another item, or a board shown again after the hand-off
    screen, is blitted. Such an item may be cached by Qt as well (its picture then refills
    Qt's when Qt forgot it)."""
    scale = math.hypot(p.worldTransform().m11(), p.worldTransform().m12()) or 1.0
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    rect = item.boundingRect()
    # the language too: the texts it draws
    full_key = (key, i18n.language(), round(scale, 4), ratio, rect.getRect(), p.renderHints().value)
    held = getattr(item, "_picture", None)
    if held is None or held[0] != full_key:
        name = f"{type(item).__module__}.{type(item).__qualname__}{full_key!r}" if shared else ""
        picture = QPixmapCache.find(name) if shared else None
        if picture is None:
            # the same on-screen scale as the view's: texts keep their level of detail
            place = QTransform(scale, 0, 0, scale, -rect.left() * scale, -rect.top() * scale)
            picture = _drawn(
                (rect.width() * scale, rect.height() * scale), ratio, p.renderHints(), place, draw
            )
            if shared:
                QPixmapCache.insert(name, picture)
        held = (full_key, picture)
        item._picture = held
    _blit(p, rect, held[1])


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
    `show(part, shows=(...))`: the part is drawn again only when that tuple changes.
    `remember`: a part that goes back to looks it showed before keeps their pictures
    (`paint_picture(..., shared=True)`, keyed by the name of `draw` and `shows`, which must
    then say all it draws)."""

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
            paint_picture(self, p, (self.draw.__qualname__, self.shows), self._draw, shared=True)
        else:
            self._draw(p)

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(p)
