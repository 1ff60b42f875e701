"""A hex board on a QGraphicsScene, for any hex game: the hexes come from shapely polygons.

- `HexGrid`: the hexes as Qt polygons in scene units, their centres and edge midpoints,
  hit-testing by polygon, shapely lines as painter paths;
- `PrintedArt`: the static board (terrain, names, borders) painted once per zoom level into
  pixmap tiles, blitted each frame (Qt advice: prerender the static map);
- `HexPieces`: one cached item per hex for what lies on it (tiles, tokens); only the hexes
  whose contents changed are painted again;
- `HaloLayer`: the soft glow on hexes where a legal action may be taken (LOOK.md);
- `RouteLayer`: routes drawn in a colour each, with a value at each stop and a label.

The game supplies the painting (callbacks); this module knows no game.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import theme

#: the side of a pre-rendered tile of the printed board, in device pixels
TILE_PIXELS = 512
#: how many tiles are kept (each 1 MB)
KEPT_TILES = 96
#: zoom levels run from ZOOM_STEP ** -LEVEL_RANGE to ZOOM_STEP ** LEVEL_RANGE
LEVEL_RANGE = 12
#: at most this many new tiles are drawn in one frame (a tile of 18Korea's map takes 5-15 ms);
#: the others show the tiles of another zoom level already drawn there, scaled, or else the
#: overview (the whole board in one pixmap of this side), until the next frames draw them:
#: zooming and panning never stall
NEW_TILES_PER_FRAME = 1
OVERVIEW_PIXELS = 2048
#: a stand-in is drawn from at most this many tiles of another level (a much finer level would
#: take more blits than the tile it stands in for)
STAND_IN_TILES = 9
#: pixels each tile overlaps its neighbours by, so no seam shows between tiles
BLEED = 2
HALO_CONTOUR = QColor("#4A3B12")
#: zoom levels of the printed art are powers of this step: a cached picture is never shown
#: larger than it was drawn, and at most this much smaller
ZOOM_STEP = math.sqrt(2)


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
    """The static board, painted by `draw(painter, rect)` into square pixmap tiles per zoom
    level and blitted: one `drawPixmap` per visible tile and frame.

    Zoom levels are powers of ZOOM_STEP, so zooming smoothly draws new tiles only when a new
    level is reached (between levels the next larger picture is shown slightly reduced: crisp,
    never enlarged); zoomed in, only the tiles in view are drawn. The first frame draws every
    tile in view (nothing is drawn yet to stand in for them: a load); later frames draw a few
    (NEW_TILES_PER_FRAME) and show the others from the tiles of the nearest level already drawn.
    The overview is drawn only when no tiles stand in (drawn beforehand, it cost a new game
    150 ms). `draw` may skip whatever lies outside `rect` (the painter is clipped to it).
    `invalidate()` when the art changes."""

    def __init__(self, rect: QRectF, draw: Callable[[QPainter, QRectF], None]) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.draw = draw
        self.setZValue(0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self._tiles: OrderedDict[tuple[int, int, int], QPixmap] = OrderedDict()
        self._overview: QPixmap | None = None
        #: how many tiles were drawn in all (for benches and tests)
        self.renders = 0
        #: True while some tile in view still shows the overview (a later frame sharpens it)
        self.sharpening = False
        #: the tiles beside the last frame's, drawn while the window is idle (see _draw_beside)
        self._beside: list[tuple[int, int, int]] = []

    def boundingRect(self) -> QRectF:
        return self.rect

    def invalidate(self) -> None:
        self._tiles.clear()
        self._overview = None
        self.update()

    @staticmethod
    def level(device_scale: float) -> int:
        """The zoom level whose tiles serve this many device pixels per scene unit."""
        level = math.ceil(math.log(max(device_scale, 1e-3), ZOOM_STEP) - 1e-9)
        return max(-LEVEL_RANGE, min(LEVEL_RANGE, level))

    @staticmethod
    def bled(area: QRectF, level: int) -> QRectF:
        """A tile's area with BLEED device pixels more on each side."""
        more = BLEED / ZOOM_STEP**level
        return area.adjusted(-more, -more, more, more)

    def tile_rect(self, level: int, column: int, row: int) -> QRectF:
        side = TILE_PIXELS / ZOOM_STEP**level
        return QRectF(self.rect.left() + column * side, self.rect.top() + row * side, side, side)

    def _render(self, area: QRectF, scale: float) -> QPixmap:
        size = (area.size() * scale).toSize()
        pixmap = QPixmap(max(1, size.width()), max(1, size.height()))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.scale(scale, scale)
        painter.translate(-area.topLeft())
        painter.setClipRect(area)
        self.draw(painter, area)
        painter.end()
        self.renders += 1
        return pixmap

    def overview_scale(self) -> float:
        return OVERVIEW_PIXELS / max(self.rect.width(), self.rect.height())

    def overview(self) -> QPixmap:
        """The whole board in one pixmap: shown for tiles not drawn yet."""
        if self._overview is None:
            self._overview = self._render(self.rect, self.overview_scale())
        return self._overview

    def tile(self, level: int, column: int, row: int, draw_new: bool = True) -> QPixmap | None:
        """The tile's pixmap; drawn now if `draw_new`, else None when it is not drawn yet."""
        key = (level, column, row)
        pixmap = self._tiles.get(key)
        if pixmap is not None:
            self._tiles.move_to_end(key)
            return pixmap
        if not draw_new:
            return None
        pixmap = self._render(self.bled(self.tile_rect(*key), level), ZOOM_STEP**level)
        self._tiles[key] = pixmap
        while len(self._tiles) > KEPT_TILES:
            self._tiles.popitem(last=False)
        return pixmap

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        level = self.level(math.hypot(transform.m11(), transform.m12()))
        side = TILE_PIXELS / ZOOM_STEP**level
        exposed = option.exposedRect.intersected(self.rect)
        if exposed.isEmpty():
            return
        loading = not self._tiles
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        first_column = int((exposed.left() - self.rect.left()) // side)
        last_column = int((exposed.right() - self.rect.left()) // side)
        first_row = int((exposed.top() - self.rect.top()) // side)
        last_row = int((exposed.bottom() - self.rect.top()) // side)
        start = self.renders
        waiting = False
        for row in range(first_row, last_row + 1):
            for column in range(first_column, last_column + 1):
                target = self.tile_rect(level, column, row)
                draw_new = loading or self.renders - start < NEW_TILES_PER_FRAME
                pixmap = self.tile(level, column, row, draw_new=draw_new)
                if pixmap is None:
                    waiting = True
                    if not self._paint_stand_in(painter, level, target):
                        self._paint_overview(painter, target)
                else:
                    painter.drawPixmap(self.bled(target, level), pixmap, QRectF(pixmap.rect()))
        self.sharpening = waiting
        if waiting:
            QTimer.singleShot(0, self, self.update)
            return
        # a pan then finds the tiles it uncovers drawn: one a moment while the window is idle
        columns = self.columns(side)
        rows = self.rows(side)
        self._beside = [
            (level, column, row)
            for row in range(max(0, first_row - 1), min(rows, last_row + 2))
            for column in range(max(0, first_column - 1), min(columns, last_column + 2))
            if (level, column, row) not in self._tiles
        ]
        if self._beside:
            QTimer.singleShot(0, self, self._draw_beside)

    def columns(self, side: float) -> int:
        """How many tiles of this side a row of the art takes."""
        return math.ceil(self.rect.width() / side)

    def rows(self, side: float) -> int:
        """How many tiles of this side a column of the art takes."""
        return math.ceil(self.rect.height() / side)

    def _draw_beside(self) -> None:
        """Draw one of the tiles beside the last frame's (the window is idle), then the next."""
        while self._beside:
            key = self._beside.pop(0)
            if key not in self._tiles:
                self.tile(*key)
                break
        if self._beside:
            QTimer.singleShot(0, self, self._draw_beside)

    def _paint_stand_in(self, painter: QPainter, level: int, target: QRectF) -> bool:
        """Paint a tile not drawn yet from the tiles of the nearest level already drawn that
        cover it, scaled; False when no level's tiles cover it."""
        area = target.intersected(self.rect)
        for other in sorted({key[0] for key in self._tiles} - {level}, key=lambda n: abs(n - level)):
            side = TILE_PIXELS / ZOOM_STEP**other
            columns = range(
                int((area.left() - self.rect.left()) // side),
                int((area.right() - self.rect.left()) // side) + 1,
            )
            rows = range(
                int((area.top() - self.rect.top()) // side),
                int((area.bottom() - self.rect.top()) // side) + 1,
            )
            keys = [(other, column, row) for row in rows for column in columns]
            if len(keys) > STAND_IN_TILES or any(key not in self._tiles for key in keys):
                continue
            scale = ZOOM_STEP**other
            for key in keys:
                drawn = self.bled(self.tile_rect(*key), other)
                piece = self.tile_rect(*key).intersected(area)
                source = QRectF((piece.topLeft() - drawn.topLeft()) * scale, piece.size() * scale)
                painter.drawPixmap(piece, self._tiles[key], source)
            return True
        return False

    def _paint_overview(self, painter: QPainter, target: QRectF) -> None:
        area = target.intersected(self.rect)
        scale = self.overview_scale()
        source = QRectF((area.topLeft() - self.rect.topLeft()) * scale, area.size() * scale)
        painter.drawPixmap(area, self.overview(), source)


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


class HaloLayer:
    """The warm halo on every hex where a legal action may be taken (LOOK.md), and the
    selected hex ringed brighter: one small cached item per hex, so a frame blits them and a
    change paints only the hexes it changed."""

    def __init__(self, scene: Any, grid: HexGrid) -> None:
        self.grid = grid
        self.hexes: tuple[str, ...] = ()
        self.selected: str | None = None
        self.pieces = HexPieces(scene, grid, self._paint_halo, z=3)

    def set_hexes(self, hexes: Sequence[str], selected: str | None = None) -> None:
        if tuple(hexes) == self.hexes and selected == self.selected:
            return
        self.hexes, self.selected = tuple(hexes), selected
        keys = {hex_id: hex_id == selected for hex_id in hexes}
        if selected is not None:
            keys[selected] = True
        self.pieces.set_pieces(keys)

    def _paint_halo(self, painter: QPainter, hex_id: str, selected: bool) -> None:
        width = self.grid.scale
        glow = QColor(theme.HIGHLIGHT)
        glow.setAlpha(140)
        wash = QColor(theme.HIGHLIGHT)
        wash.setAlpha(70)
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
        # a dark contour: the glow stays apart from pale and yellow hexes around it
        painter.setPen(QPen(HALO_CONTOUR, width * 0.05))
        painter.drawPolygon(self.grid.shrunk(hex_id, 0.98))
        if selected:
            painter.setPen(QPen(QColor("#FFFFFF"), width * 0.11))
            painter.drawPolygon(self.grid.shrunk(hex_id, 0.94))


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
    routes sharing track stay apart; each stop gets a tag with its value, each route a label.

    The layer covers only its routes (with their tags and labels), and `set_routes` repaints
    it only when they changed: every move outside the run step shows no route, and an update
    of a layer as large as the board drew the whole map again at every move."""

    def __init__(self, grid: HexGrid) -> None:
        super().__init__()
        self.grid = grid
        self.routes: list[DrawnRoute] = []
        self._bounds = QRectF()
        self.setZValue(4)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_routes(self, routes: Sequence[DrawnRoute]) -> None:
        routes = list(routes)
        if routes == self.routes:
            return
        self.prepareGeometryChange()
        self.routes = routes
        self._bounds = self._covered()
        self.update()

    def _placed(self) -> list[tuple[DrawnRoute, QPainterPath, list[tuple[QRectF, str, float]]]]:
        """Each route as drawn: its track shifted off the others', and its tags (box, text and
        font size: the stops' values, then the label)."""
        unit = self.grid.scale
        placed = []
        for index, route in enumerate(self.routes):
            shift = (index % 3 - 1) * unit * 0.08
            offset = QPointF(shift, shift)
            tags = [
                (_tag_box(at + offset + QPointF(0, unit * 0.55), value, unit * 0.3), value, unit * 0.3)
                for at, value in route.stops
                if value
            ]
            if route.label:
                at = route.label_at + QPointF(0, -unit * (1.25 + 0.5 * index))
                tags.append((_tag_box(at, route.label, unit * 0.34), route.label, unit * 0.34))
            placed.append((route, route.path.translated(offset), tags))
        return placed

    def _covered(self) -> QRectF:
        """What the routes cover: their track (its white edge is 0.2 units wide) and tags."""
        pen = self.grid.scale * 0.2
        covered = QRectF()
        for _, path, tags in self._placed():
            covered = covered.united(path.boundingRect().adjusted(-pen, -pen, pen, pen))
            for box, _, _ in tags:
                covered = covered.united(box.adjusted(-pen, -pen, pen, pen))
        return covered

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        unit = self.grid.scale
        for route, path, tags in self._placed():
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
            for box, text, px in tags:
                _paint_tag(painter, box, text, px, route.colour)


def _tag_box(centre: QPointF, text: str, px: float) -> QRectF:
    """The box of a tag of `text` in a bold font of `px` centred at `centre`."""
    width = QFontMetricsF(_font(px)).horizontalAdvance(text) + px * 0.8
    return QRectF(centre.x() - width / 2, centre.y() - px * 0.7, width, px * 1.4)


def _paint_tag(painter: QPainter, box: QRectF, text: str, px: float, colour: QColor) -> None:
    painter.setFont(_font(px))
    painter.setPen(QPen(QColor("#FFFFFF"), max(1.0, px * 0.08)))
    painter.setBrush(colour)
    painter.drawRoundedRect(box, px * 0.4, px * 0.4)
    painter.setPen(ink_on(colour))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
