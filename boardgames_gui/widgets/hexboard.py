"""A hex board on a QGraphicsScene, for any hex game: the hexes come from shapely polygons.

- `HexGrid`: the hexes as Qt polygons in scene units, their centres and edge midpoints,
  hit-testing by polygon, shapely lines as painter paths;
- `PrintedArt`: the static board (terrain, names, borders) painted once per zoom level into a
  pixmap and drawn with one `drawPixmap` per frame (Qt advice: prerender the static map);
- `HexPieces`: one cached item per hex for what lies on it (tiles, tokens); only the hexes
  whose contents changed are painted again;
- `HaloLayer`: the soft glow on hexes where a legal action may be taken (LOOK.md);
- `RouteLayer`: routes drawn in a colour each, with a value at each stop and a label.

The game supplies the painting (callbacks); this module knows no game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import theme

#: the largest side of a pre-rendered board pixmap, in device pixels (memory: 4 bytes a pixel)
MOST_PIXMAP_SIDE = 6000
#: zoom levels of the printed art are powers of this step: a cached picture is never shown
#: larger than it was drawn, and at most this much smaller
ZOOM_STEP = math.sqrt(2)
#: how many zoom levels of the printed art are kept
KEPT_LEVELS = 3


class HexGrid:
    """Hexes in scene units: `polygons` maps a hex id to its shapely polygon, `scale` turns
    the polygon's units into scene units, `margin` pads the board's rectangle."""

    def __init__(self, polygons: Mapping[str, Any], scale: float, margin: float = 0.0) -> None:
        self.scale = scale
        self._polygons = {
            hex_id: QPolygonF([self.point(x, y) for x, y in list(shape.exterior.coords)[:-1]])
            for hex_id, shape in polygons.items()
        }
        self._centres = {
            hex_id: self.point(shape.centroid.x, shape.centroid.y) for hex_id, shape in polygons.items()
        }
        self._bounds = {hex_id: polygon.boundingRect() for hex_id, polygon in self._polygons.items()}
        every = QRectF()
        for bounds in self._bounds.values():
            every = every.united(bounds)
        self.rect = every.adjusted(-margin, -margin, margin, margin)

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(x * self.scale, y * self.scale)

    def ids(self) -> list[str]:
        return list(self._polygons)

    def polygon(self, hex_id: str) -> QPolygonF:
        return QPolygonF(self._polygons[hex_id])

    def centre(self, hex_id: str) -> QPointF:
        return QPointF(self._centres[hex_id])

    def bounds(self, hex_id: str) -> QRectF:
        return QRectF(self._bounds[hex_id])

    def corner(self, hex_id: str, index: int) -> QPointF:
        return QPointF(self._polygons[hex_id][index % self._polygons[hex_id].size()])

    def edge_point(self, hex_id: str, edge: int) -> QPointF:
        """The midpoint of side `edge` (from corner `edge` to corner `edge + 1`)."""
        a, b = self.corner(hex_id, edge), self.corner(hex_id, edge + 1)
        return (a + b) / 2

    def shrunk(self, hex_id: str, factor: float) -> QPolygonF:
        centre = self._centres[hex_id]
        return QPolygonF([centre + (p - centre) * factor for p in self._polygons[hex_id]])

    def hex_at(self, point: QPointF, among: Sequence[str] | None = None) -> str | None:
        """The hex under a scene point (hit-testing by polygon), or None."""
        for hex_id in self._polygons if among is None else among:
            if self._bounds[hex_id].contains(point) and self._polygons[hex_id].containsPoint(
                point, Qt.FillRule.OddEvenFill
            ):
                return hex_id
        return None

    def line_path(self, shape: Any) -> QPainterPath:
        """A shapely line or multi-line as a painter path."""
        path = QPainterPath()
        for line in getattr(shape, "geoms", [shape]):
            coords = list(line.coords)
            path.moveTo(self.point(*coords[0]))
            for x, y in coords[1:]:
                path.lineTo(self.point(x, y))
        return path


class PrintedArt(QGraphicsObject):
    """The static board, painted by `draw(painter)` into a pixmap per zoom level and blitted.

    Zoom levels are powers of ZOOM_STEP, so zooming smoothly re-draws the art only when a new
    level is reached; between levels the nearest larger picture is shown slightly reduced
    (crisp, never enlarged). `invalidate()` when what the art shows changes."""

    def __init__(self, rect: QRectF, draw: Callable[[QPainter], None]) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.draw = draw
        self.setZValue(0)
        self._pixmaps: dict[int, QPixmap] = {}
        #: how many times the art was drawn (for benches and tests)
        self.renders = 0

    def boundingRect(self) -> QRectF:
        return self.rect

    def invalidate(self) -> None:
        self._pixmaps.clear()
        self.update()

    def level(self, device_scale: float) -> int:
        """The zoom level whose picture serves this many device pixels per scene unit."""
        most = MOST_PIXMAP_SIDE / max(self.rect.width(), self.rect.height())
        wanted = min(max(device_scale, 1e-3), most)
        return math.ceil(math.log(wanted, ZOOM_STEP) - 1e-9)

    def pixmap(self, level: int) -> QPixmap:
        if level not in self._pixmaps:
            scale = ZOOM_STEP**level
            size = (self.rect.size() * scale).toSize()
            pixmap = QPixmap(max(1, size.width()), max(1, size.height()))
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.scale(scale, scale)
            painter.translate(-self.rect.topLeft())
            self.draw(painter)
            painter.end()
            self.renders += 1
            while len(self._pixmaps) >= KEPT_LEVELS:
                self._pixmaps.pop(next(iter(self._pixmaps)))
            self._pixmaps[level] = pixmap
        return self._pixmaps[level]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        device_scale = math.hypot(transform.m11(), transform.m12())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        picture = self.pixmap(self.level(device_scale))
        painter.drawPixmap(self.rect, picture, QRectF(picture.rect()))


class HexPiece(QGraphicsItem):
    """What lies on one hex (a tile and its tokens), painted by `paint_hex(painter, hex_id,
    key)` and cached in device pixels until its key changes."""

    def __init__(self, grid: HexGrid, hex_id: str, paint_hex: Callable[[QPainter, str, Any], None]) -> None:
        super().__init__()
        self.hex_id = hex_id
        self.key: Any = None
        self._paint_hex = paint_hex
        self._rect = grid.bounds(hex_id).adjusted(-4, -4, 4, 4)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_hex(painter, self.hex_id, self.key)


class HexPieces:
    """The pieces of a board: `set_pieces({hex: key})` adds, removes and repaints only the
    hexes whose key changed (a key is any hashable description of what the hex shows)."""

    def __init__(
        self, scene: Any, grid: HexGrid, paint_hex: Callable[[QPainter, str, Any], None], z: float = 2
    ) -> None:
        self.scene, self.grid, self.paint_hex, self.z = scene, grid, paint_hex, z
        self.items: dict[str, HexPiece] = {}

    def set_pieces(self, keys: Mapping[str, Hashable]) -> int:
        """Show `keys`; the number of hexes painted again."""
        changed = 0
        for hex_id in [h for h in self.items if h not in keys]:
            self.scene.removeItem(self.items.pop(hex_id))
            changed += 1
        for hex_id, key in keys.items():
            item = self.items.get(hex_id)
            if item is None:
                item = HexPiece(self.grid, hex_id, self.paint_hex)
                item.setZValue(self.z)
                self.items[hex_id] = item
                self.scene.addItem(item)
            if item.key != key:
                item.key = key
                item.update()
                changed += 1
        return changed


class HaloLayer(QGraphicsObject):
    """The warm halo on every hex where a legal action may be taken (LOOK.md), and the
    selected hex ringed brighter."""

    def __init__(self, grid: HexGrid) -> None:
        super().__init__()
        self.grid = grid
        self.hexes: tuple[str, ...] = ()
        self.selected: str | None = None
        self.setZValue(3)

    def boundingRect(self) -> QRectF:
        return self.grid.rect

    def set_hexes(self, hexes: Sequence[str], selected: str | None = None) -> None:
        if tuple(hexes) != self.hexes or selected != self.selected:
            self.hexes, self.selected = tuple(hexes), selected
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = self.grid.scale
        glow = QColor(theme.HIGHLIGHT)
        glow.setAlpha(140)
        wash = QColor(theme.HIGHLIGHT)
        wash.setAlpha(70)
        for hex_id in self.hexes:
            # a wash over the hex and a wide soft ring: still seen when the whole map is fitted
            # into a laptop's window, where a hex is some 25 pixels across
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(wash)
            painter.drawPolygon(self.grid.shrunk(hex_id, 0.92))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(glow, width * 0.3))
            painter.drawPolygon(self.grid.shrunk(hex_id, 0.86))
            painter.setPen(QPen(theme.HIGHLIGHT, width * 0.1))
            painter.drawPolygon(self.grid.shrunk(hex_id, 0.9))
        if self.selected is not None:
            painter.setPen(QPen(QColor("#FFFFFF"), width * 0.11))
            painter.drawPolygon(self.grid.shrunk(self.selected, 0.94))


@dataclass
class DrawnRoute:
    """One route on the board: its track, its stops with the value each adds, and a label
    (the train and what it earns) near `label_at`. `dashed` for a route not (yet) legal."""

    path: QPainterPath
    colour: QColor
    stops: list[tuple[QPointF, str]] = field(default_factory=list)
    label_at: QPointF = field(default_factory=QPointF)
    label: str = ""
    dashed: bool = False


def _font(px: float) -> QFont:
    f = QFont(theme.ui_font_family())
    f.setPixelSize(max(1, round(px)))
    f.setBold(True)
    return f


def ink_on(colour: QColor) -> QColor:
    """Black or white text, whichever reads on `colour`."""
    return QColor("#111111") if colour.lightnessF() > 0.6 else QColor("#FFFFFF")


class RouteLayer(QGraphicsObject):
    """Routes drawn over the board, each in its colour, offset a little from the others so
    routes sharing track stay apart; each stop gets a tag with its value, each route a label."""

    def __init__(self, grid: HexGrid) -> None:
        super().__init__()
        self.grid = grid
        self.routes: list[DrawnRoute] = []
        self.setZValue(4)

    def boundingRect(self) -> QRectF:
        return self.grid.rect

    def set_routes(self, routes: Sequence[DrawnRoute]) -> None:
        self.routes = list(routes)
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = self.grid.scale
        for index, route in enumerate(self.routes):
            shift = (index % 3 - 1) * unit * 0.08
            offset = QPointF(shift, shift)
            path = route.path.translated(offset)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 210), unit * 0.2))
            painter.drawPath(path)
            pen = QPen(route.colour, unit * 0.12)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            if route.dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawPath(path)
            for at, value in route.stops:
                self._tag(painter, at + offset + QPointF(0, unit * 0.55), value, route.colour, unit * 0.3)
            if route.label:
                at = route.label_at + QPointF(0, -unit * (1.25 + 0.5 * index))
                self._tag(painter, at, route.label, route.colour, unit * 0.34)

    @staticmethod
    def _tag(painter: QPainter, centre: QPointF, text: str, colour: QColor, px: float) -> None:
        if not text:
            return
        painter.setFont(_font(px))
        width = painter.fontMetrics().horizontalAdvance(text) + px * 0.8
        box = QRectF(centre.x() - width / 2, centre.y() - px * 0.7, width, px * 1.4)
        painter.setPen(QPen(QColor("#FFFFFF"), max(1.0, px * 0.08)))
        painter.setBrush(colour)
        painter.drawRoundedRect(box, px * 0.4, px * 0.4)
        painter.setPen(ink_on(colour))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
