"""The 18Korea map on screen: the printed board (drawn once from geometry.py's shapely shapes) and
the items on it: the tiles with their track and stations, the legal-hex halos and the routes.

Scene units: the hex circumradius of geometry.py times RADIUS. Track is drawn from each tile's
paths: edge midpoint to edge midpoint as a curve through the hex (a straight when the edges are
opposite), edge midpoint to the town or city in the centre.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ...engine.i18n import tr
from ...widgets import theme
from ...widgets.hexboard import HexGrid, HexPieces, PrintedArt, ink_on
from ...widgets.textpaint import draw_legible, legible_font
from . import data_map, geometry
from .board import Board
from .data_assets import ASSET_CARDS
from .data_companies import COMPANIES
from .data_tiles import NODE, TILES, placed_paths

CTX = "18korea"
RADIUS = 40.0
MARGIN = 30.0

TILE_COLOURS = {
    "yellow": QColor("#F2D33B"),
    "green": QColor("#5DAE4E"),
    "brown": QColor("#B07A45"),
    "gray": QColor("#A7A9AC"),
}
TERRAIN = {
    "clear": QColor("#ECE6CC"),
    "hills": QColor("#DCCDA2"),
    "mountain": QColor("#C9B08A"),
    "river": QColor("#E3E6D0"),
}
SEA = QColor("#A9CBE0")
OFFBOARD_RED = QColor("#B8433A")
OFFBOARD_BLUE = QColor("#2F6EA8")
NORTH_SHADE = QColor(60, 60, 90, 28)
TRACK = QColor("#1E1E1E")
INK = QColor("#2B2A26")
#: company colours (data_companies names them); the company's letters are the second cue
COMPANY_COLOURS = {
    "red": "#C62828",
    "blue": "#1565C0",
    "orange": "#EF7D00",
    "light purple": "#B39DDB",
    "yellow": "#F5D000",
    "purple": "#6A1B9A",
    "light green": "#9CCC65",
    "black": "#212121",
    "green": "#2E7D32",
    "gray": "#8E8E8E",
    "sky blue": "#4FC3F7",
    "pink": "#F48FB1",
}
#: one colour per train of the running company (Okabe-Ito, LOOK.md)
ROUTE_COLOURS = ("#D55E00", "#0072B2", "#CC79A7", "#009E73", "#E69F00", "#56B4E9")


def company_colour(company: str) -> QColor:
    return QColor(COMPANY_COLOURS[COMPANIES[company].colour])


def font(px: float, bold: bool = False) -> QFont:
    f = QFont(theme.ui_font_family())
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


#: the map's hexes (land and off-board areas) on the shared hex-board layer
GRID = HexGrid(
    {hex_id: geometry.hex_polygon(hex_id) for hex_id in (*data_map.LAND, *data_map.OFFBOARDS)},
    RADIUS,
    MARGIN,
)
LAND_IDS = tuple(data_map.LAND)


def scene_point(x: float, y: float) -> QPointF:
    return GRID.point(x, y)


def hex_centre(hex_id: str) -> QPointF:
    return GRID.centre(hex_id)


def hex_polygon(hex_id: str) -> QPolygonF:
    return GRID.polygon(hex_id)


def edge_point(hex_id: str, edge: int) -> QPointF:
    return GRID.edge_point(hex_id, edge)


def map_rect() -> QRectF:
    return QRectF(GRID.rect)


def track_path(hex_id: str, a: int | str, b: int | str) -> QPainterPath:
    """One path of a tile: to the centre for a town or city, else edge to edge through the hex."""
    centre = hex_centre(hex_id)
    path = QPainterPath()
    if a == NODE or b == NODE:
        edge = b if a == NODE else a
        path.moveTo(edge_point(hex_id, edge))
        path.lineTo(centre)
        return path
    start, end = edge_point(hex_id, a), edge_point(hex_id, b)
    path.moveTo(start)
    if (a - b) % 6 == 3:
        path.lineTo(end)
    else:
        # a curve drawn as the printed tiles draw it: a sharp turn (adjacent edges) hugs the
        # corner they share, a gentle one sweeps through the hex; both stay inside the hex
        pull = 0.17 if abs(a - b) % 6 in (1, 5) else 0.2
        control = QPointF(
            centre.x() + (start.x() + end.x() - 2 * centre.x()) * pull,
            centre.y() + (start.y() + end.y() - 2 * centre.y()) * pull,
        )
        path.quadTo(control, end)
    return path


def seat_centres(hex_id: str, seats: int) -> list[QPointF]:
    """Where the station seats of a city lie: side by side in the centre of the hex."""
    centre = hex_centre(hex_id)
    size = seat_radius(seats)
    if seats <= 1:
        return [centre]
    if seats == 4:
        return [centre + QPointF(dx * size, dy * size) for dy in (-1, 1) for dx in (-1, 1)]
    width = 2 * size * (seats - 1)
    return [QPointF(centre.x() - width / 2 + 2 * size * i, centre.y()) for i in range(seats)]


def seat_radius(seats: int) -> float:
    return RADIUS * (0.27 if seats <= 2 else 0.22)


def paint_station(painter: QPainter, centre: QPointF, size: float, company: str) -> None:
    colour = company_colour(company)
    painter.setPen(QPen(QColor("#111111"), 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(centre, size, size)
    painter.setPen(ink_on(colour))
    painter.setFont(font(size * 0.85, True))
    draw_legible(
        painter,
        QRectF(centre.x() - size, centre.y() - size, 2 * size, 2 * size),
        Qt.AlignmentFlag.AlignCenter,
        company,
    )


def paint_city(painter: QPainter, hex_id: str, seats: int, seated: Sequence[str], label: str = "") -> None:
    """A city circle with its seats (white), filled from the left by the seated stations."""
    centres = seat_centres(hex_id, max(1, seats))
    size = seat_radius(max(1, seats))
    painter.setPen(QPen(TRACK, 2.2))
    painter.setBrush(QColor("#FFFFFF"))
    if len(centres) > 1:
        box = QPainterPath()
        xs = [c.x() for c in centres]
        ys = [c.y() for c in centres]
        box.addRoundedRect(
            QRectF(
                min(xs) - size, min(ys) - size, max(xs) - min(xs) + 2 * size, max(ys) - min(ys) + 2 * size
            ),
            size,
            size,
        )
        painter.drawPath(box)
    for centre in centres:
        painter.setPen(QPen(TRACK, 1.2 if len(centres) > 1 else 2.2))
        painter.setBrush(QColor("#FFFFFF"))
        painter.drawEllipse(centre, size, size)
    for centre, company in zip(centres, seated, strict=False):
        paint_station(painter, centre, size * 0.9, company)
    if label and not seated:
        painter.setPen(INK)
        painter.setFont(font(size * 1.1, True))
        c = centres[0]
        draw_legible(
            painter,
            QRectF(c.x() - size, c.y() - size, 2 * size, 2 * size),
            Qt.AlignmentFlag.AlignCenter,
            label,
        )


def paint_outer(painter: QPainter, hex_id: str, outer: Sequence[str]) -> None:
    """K20: outer stations sit in the hex beside the city, on no seat (top right, then below)."""
    centre = hex_centre(hex_id)
    size = RADIUS * 0.2
    for index, company in enumerate(outer):
        spot = centre + QPointF(RADIUS * 0.52, -RADIUS * 0.45 + index * 2.3 * size)
        painter.setPen(QPen(QColor("#111111"), 1.0, Qt.PenStyle.DashLine))
        paint_station(painter, spot, size, company)


def paint_town(painter: QPainter, hex_id: str) -> None:
    painter.setPen(QPen(QColor("#FFFFFF"), 1.5))
    painter.setBrush(TRACK)
    painter.drawEllipse(hex_centre(hex_id), RADIUS * 0.14, RADIUS * 0.14)


def paint_revenue(painter: QPainter, hex_id: str, revenue: int) -> None:
    """The revenue in a small white circle at the hex's upper left."""
    spot = hex_centre(hex_id) + QPointF(-RADIUS * 0.5, -RADIUS * 0.42)
    size = RADIUS * 0.2
    painter.setFont(font(size * 1.05, True))
    box = QRectF(spot.x() - size, spot.y() - size, 2 * size, 2 * size)
    if legible_font(painter, box, Qt.AlignmentFlag.AlignCenter, str(revenue)) is None:
        return  # an empty white circle would read as a station slot; the tooltip says it
    painter.setPen(QPen(TRACK, 1))
    painter.setBrush(QColor("#FFFFFF"))
    painter.drawEllipse(spot, size, size)
    painter.setPen(INK)
    painter.setFont(font(size * 1.05, True))
    draw_legible(
        painter,
        QRectF(spot.x() - size, spot.y() - size, 2 * size, 2 * size),
        Qt.AlignmentFlag.AlignCenter,
        str(revenue),
    )


def place_name(hex_id: str) -> str:
    return tr(CTX, data_map.LAND[hex_id].name)


@cache
def map_lines() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """The coastline, the DMZ and the red line as painter paths, made once (every tile of the
    printed map draws them)."""
    return (
        GRID.line_path(geometry.coastline()),
        GRID.line_path(geometry.dmz_line()),
        GRID.line_path(geometry.red_line()),
    )


class MapItem(PrintedArt):
    """The printed map: sea, land hexes by terrain, North shading, places, off-board areas,
    the DMZ and the red line. Pre-rendered per zoom level by the shared hex-board layer."""

    def __init__(self) -> None:
        self.sea_rect = map_rect()
        super().__init__(self.sea_rect.adjusted(-6, -6, 12, 14), self.paint_map)
        self.war = False

    def set_war(self, war: bool) -> None:
        if war != self.war:
            self.war = war
            self.invalidate()

    def paint_map(self, painter: QPainter, area: QRectF) -> None:
        sea = QPainterPath()
        sea.addRoundedRect(self.sea_rect, 18, 18)
        if not self.sea_rect.adjusted(18, 18, -18, -18).contains(area):
            # the sea's shadow shows only along its edges: a tile inside them covers it whole
            # (filling it took a fifth of such a tile's time)
            painter.fillPath(sea.translated(5, 7), QColor(0, 0, 0, 60))
        painter.setPen(QPen(QColor("#6F93A8"), 2))
        painter.setBrush(SEA)
        painter.drawPath(sea)
        # a hex's name may reach past its hex: a margin of a hex around the tile being drawn;
        # the rest of a hex only where the hex is (its lines a little past it)
        near = area.adjusted(-RADIUS, -RADIUS, RADIUS, RADIUS)
        for hex_id, land in data_map.LAND.items():
            bounds = GRID.bounds(hex_id)
            if not near.intersects(bounds):
                continue
            if area.intersects(bounds.adjusted(-2, -2, 2, 2)):
                self._paint_land(painter, hex_id, land)
            if land.name:
                self._paint_name(painter, hex_id, place_name(hex_id), land.kind)
        for hex_id, offboard in data_map.OFFBOARDS.items():
            if near.intersects(GRID.bounds(hex_id)):
                self._paint_offboard(painter, hex_id, offboard)
        coast, dmz_path, red_path = map_lines()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#4A4636"), 2.4))
        painter.drawPath(coast)
        dmz = QPen(QColor("#B3261E"), 4.5, Qt.PenStyle.DashLine)
        dmz.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(dmz)
        painter.drawPath(dmz_path)
        red = QPen(QColor("#D0021B"), 7)
        red.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(red)
        painter.drawPath(red_path)
        self._paint_dmz_label(painter)

    def _paint_land(self, painter: QPainter, hex_id: str, land: data_map.LandHex) -> None:
        """A land hex, all but its name: its terrain, cost, town or city and number."""
        polygon = hex_polygon(hex_id)
        painter.setPen(QPen(QColor("#9C9274"), 1))
        painter.setBrush(TERRAIN[land.terrain])
        painter.drawPolygon(polygon)
        if land.region == "N":
            painter.setBrush(QColor(40, 40, 70, 110) if self.war else NORTH_SHADE)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon(polygon)
        centre = hex_centre(hex_id)
        if land.terrain == "mountain":
            peak = QPainterPath()
            base = centre + QPointF(0, RADIUS * 0.42)
            peak.moveTo(base + QPointF(-RADIUS * 0.28, 0))
            peak.lineTo(base + QPointF(0, -RADIUS * 0.32))
            peak.lineTo(base + QPointF(RADIUS * 0.28, 0))
            peak.closeSubpath()
            painter.setPen(QPen(QColor("#6B5233"), 1.2))
            painter.setBrush(QColor("#8D6E4A"))
            painter.drawPath(peak)
        elif land.terrain == "hills":
            painter.setPen(QPen(QColor("#7C6A45"), 1.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for dx in (-0.18, 0.18):
                arc = QRectF(
                    centre.x() + (dx - 0.16) * RADIUS, centre.y() + 0.3 * RADIUS, 0.32 * RADIUS, 0.28 * RADIUS
                )
                painter.drawArc(arc, 0, 180 * 16)
        elif land.terrain == "river":
            wave = QPainterPath()
            left = geometry.corners(hex_id)[1]
            right = geometry.corners(hex_id)[4]
            wave.moveTo(scene_point(*left))
            wave.cubicTo(
                centre + QPointF(-RADIUS * 0.3, RADIUS * 0.5),
                centre + QPointF(RADIUS * 0.3, -RADIUS * 0.5),
                scene_point(*right),
            )
            painter.setPen(QPen(QColor("#3C88C4"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(wave)
        if land.cost:
            painter.setPen(INK)
            painter.setFont(font(RADIUS * 0.26, True))
            draw_legible(
                painter,
                QRectF(centre.x() - RADIUS * 0.5, centre.y() - RADIUS * 0.3, RADIUS, RADIUS * 0.34),
                Qt.AlignmentFlag.AlignCenter,
                theme_won(land.cost),
            )
        if land.kind == "town":
            paint_town(painter, hex_id)
        elif land.kind in ("city", "metro"):
            paint_city(painter, hex_id, 1, (), land.letter)
        painter.setPen(QColor(80, 74, 56, 140))
        painter.setFont(font(RADIUS * 0.2))
        draw_legible(
            painter,
            QRectF(centre.x() - RADIUS * 0.4, centre.y() - RADIUS * 0.92, RADIUS * 0.8, RADIUS * 0.3),
            Qt.AlignmentFlag.AlignCenter,
            hex_id,
        )

    def _paint_name(self, painter: QPainter, hex_id: str, name: str, kind: str) -> None:
        centre = hex_centre(hex_id)
        px = RADIUS * (0.34 if kind in ("metro",) else 0.28)
        painter.setFont(font(px, kind != "town"))
        box = QRectF(centre.x() - RADIUS * 1.1, centre.y() + RADIUS * 0.38, RADIUS * 2.2, px * 1.3)
        shown = legible_font(painter, box, Qt.AlignmentFlag.AlignCenter, name)
        if shown is None:
            return  # too small to read at this zoom: the hex's tooltip names it
        painter.setFont(shown)
        width = QFontMetricsF(shown).horizontalAdvance(name)
        back = QRectF(centre.x() - width / 2 - 3, box.top() + 1, width + 6, px * 1.15)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 252, 240, 205))
        painter.drawRoundedRect(back, 3, 3)
        painter.setPen(INK)
        draw_legible(painter, box, Qt.AlignmentFlag.AlignCenter, name)

    def _paint_offboard(self, painter: QPainter, hex_id: str, area: data_map.OffBoard) -> None:
        polygon = hex_polygon(hex_id)
        colour = OFFBOARD_RED if area.kind == "offboard" else OFFBOARD_BLUE
        # after the war the North's areas leave play with it (K22 W6): drawn faded, as its hexes
        out = self.war and area.region == "N"
        if out:
            colour = QColor(colour)
            colour.setHsv(colour.hue(), colour.saturation() // 4, colour.value() * 3 // 4)
        painter.setPen(QPen(colour.darker(140), 1.5))
        painter.setBrush(colour)
        painter.drawPolygon(polygon)
        centre = hex_centre(hex_id)
        # the printed stubs toward the hexes the area joins (K40)
        painter.setPen(QPen(TRACK, 5))
        for land_hex in area.connects:
            edge = data_map.edge_between(hex_id, land_hex)
            if edge is not None:
                painter.drawLine(
                    centre + (edge_point(hex_id, edge) - centre) * 0.45, edge_point(hex_id, edge)
                )
        painter.setPen(QColor("#FFFFFF"))
        painter.setFont(font(RADIUS * 0.24, True))
        name = tr(CTX, area.name.split(" (")[1].rstrip(")")) if " (" in area.name else tr(CTX, area.name)
        draw_legible(
            painter,
            QRectF(centre.x() - RADIUS * 0.85, centre.y() - RADIUS * 0.62, RADIUS * 1.7, RADIUS * 0.3),
            Qt.AlignmentFlag.AlignCenter,
            name,
        )
        values = [(era, v) for era, v in zip(data_map.ERAS, area.values, strict=True) if v is not None]
        size = RADIUS * 0.36
        left = centre.x() - len(values) * size / 2
        painter.setFont(font(size * 0.52, True))
        first = QRectF(left, centre.y() - size * 0.5, size, size)
        if values and legible_font(painter, first, Qt.AlignmentFlag.AlignCenter, str(values[0][1])) is None:
            return  # too small to read at this zoom: the area's tooltip gives the values
        for index, (era, value) in enumerate(values):
            box = QRectF(left + index * size, centre.y() - size * 0.5, size, size)
            painter.setPen(QPen(QColor("#222222"), 0.8))
            painter.setBrush(TILE_COLOURS[era])
            painter.drawRect(box)
            painter.setPen(QColor("#111111"))
            painter.setFont(font(size * 0.52, True))
            draw_legible(painter, box, Qt.AlignmentFlag.AlignCenter, str(value))

    def _paint_dmz_label(self, painter: QPainter) -> None:
        line = geometry.dmz_line()
        point = (
            line.interpolate(0.5, normalized=True) if not hasattr(line, "geoms") else line.geoms[0].centroid
        )
        at = scene_point(point.x, point.y)
        painter.setFont(font(RADIUS * 0.3, True))
        painter.setPen(QColor("#B3261E"))
        draw_legible(
            painter,
            QRectF(at.x() - RADIUS * 3, at.y() - RADIUS * 0.72, RADIUS * 2.4, RADIUS * 0.4),
            Qt.AlignmentFlag.AlignRight,
            tr(CTX, "DMZ"),
        )


def theme_won(amount: int) -> str:
    return f"₩{amount}"


class TileLayer:
    """The laid tiles with their track, revenue, number and stations, and the stations on
    printed (untiled) cities: one cached piece per hex on the shared hex-board layer, so a lay
    paints only the hexes it changed."""

    def __init__(self, scene: Any) -> None:
        self.board = Board()
        self.preview: tuple[str, str, int] | None = None
        self.pieces = HexPieces(scene, GRID, paint_piece)

    def set_board(self, board: Board, preview: tuple[str, str, int] | None = None) -> int:
        """Show the board (and a tile being tried); the number of hexes painted again."""
        self.board, self.preview = board, preview
        return self.pieces.set_pieces(piece_keys(board, preview))


def piece_keys(board: Board, preview: tuple[str, str, int] | None) -> dict[str, tuple]:
    """What each hex shows, as a hashable key: (tile, rotation, seated, outer, trial)."""
    tiles = board.tile_map()
    if preview is not None:
        tiles[preview[0]] = preview[1:]
    keys: dict[str, tuple] = {}
    for hex_id, (tile_id, rotation) in tiles.items():
        if board.war and data_map.LAND[hex_id].region == "N" and hex_id != board.spy_hex:
            continue
        trial = preview is not None and hex_id == preview[0]
        keys[hex_id] = (tile_id, rotation, tuple(board.seated(hex_id)), (), trial)
    for hex_id, seated in board.stations:
        if hex_id not in tiles:
            keys[hex_id] = ("", 0, tuple(seated), (), False)
    for hex_id, outer in board.outer:
        tile_id, rotation, seated, _, trial = keys.get(hex_id, ("", 0, (), (), False))
        keys[hex_id] = (tile_id, rotation, seated, tuple(outer), trial)
    return keys


def paint_piece(painter: QPainter, hex_id: str, key: tuple) -> None:
    tile_id, rotation, seated, outer, trial = key
    if tile_id:
        painter.setOpacity(0.85 if trial else 1.0)
        paint_tile(painter, hex_id, tile_id, rotation, seated)
        painter.setOpacity(1.0)
    elif seated:
        paint_city(painter, hex_id, 1, seated, data_map.LAND[hex_id].letter)
    if outer:
        paint_outer(painter, hex_id, outer)


def paint_tile(painter: QPainter, hex_id: str, tile_id: str, rotation: int, seated: Sequence[str]) -> None:
    tile = TILES[tile_id]
    polygon = hex_polygon(hex_id)
    painter.setPen(QPen(TILE_COLOURS[tile.colour].darker(135), 1.2))
    painter.setBrush(TILE_COLOURS[tile.colour])
    painter.drawPolygon(polygon)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for paths_pen in (QPen(QColor("#FFFFFF"), RADIUS * 0.22), QPen(TRACK, RADIUS * 0.14)):
        paths_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(paths_pen)
        for path in placed_paths(tile_id, rotation):
            ends = sorted(path, key=str)
            a, b = (ends[0], ends[0]) if len(ends) == 1 else ends
            painter.drawPath(track_path(hex_id, a, b))
    if tile.kind == "town":
        paint_town(painter, hex_id)
    elif tile.kind == "city":
        paint_city(painter, hex_id, tile.slots, seated)
    if tile.revenue:
        paint_revenue(painter, hex_id, tile.revenue)
    centre = hex_centre(hex_id)
    painter.setPen(QColor(0, 0, 0, 170))
    painter.setFont(font(RADIUS * 0.2))
    draw_legible(
        painter,
        QRectF(centre.x() + RADIUS * 0.1, centre.y() + RADIUS * 0.5, RADIUS * 0.6, RADIUS * 0.25),
        Qt.AlignmentFlag.AlignRight,
        tile_id,
    )
    if tile.label:
        painter.setFont(font(RADIUS * 0.3, True))
        painter.setPen(QColor("#111111"))
        draw_legible(
            painter,
            QRectF(centre.x() - RADIUS * 0.75, centre.y() + RADIUS * 0.2, RADIUS * 0.4, RADIUS * 0.35),
            Qt.AlignmentFlag.AlignCenter,
            tile.label,
        )


def hex_at(point: QPointF) -> str | None:
    """The land hex under a scene point (hit-testing by polygon)."""
    return GRID.hex_at(point, LAND_IDS)


def area_at(point: QPointF) -> str | None:
    """The land hex or off-board area under a scene point."""
    return GRID.hex_at(point)


#: OA05's port pays as a sea area, by era (the card's values)
PORT_VALUES = dict(zip(data_map.ERAS, ASSET_CARDS["OA05"].param("values"), strict=True))


class CardMarks:
    """What the route cards put on the map: OA05's port tile on its coastal hex (a sea-area
    marker with its value now, the building company's colour round it) and OC07's ferry
    station, a station token on its sea area."""

    def __init__(self, scene: Any) -> None:
        self.pieces = HexPieces(scene, GRID, paint_mark, z=2.5)

    def set_board(self, board: Board, era: str) -> None:
        keys: dict[str, tuple] = {}
        if board.port:
            keys[board.port[0]] = ("port", board.port[1], PORT_VALUES[era])
        if board.ferry:
            keys[board.ferry[0]] = ("ferry", board.ferry[1], 0)
        self.pieces.set_pieces(keys)


def paint_mark(painter: QPainter, hex_id: str, key: tuple) -> None:
    kind, company, value = key
    centre = hex_centre(hex_id)
    if kind == "ferry":
        # beside the area's values, low in the area, as an outer station sits beside its city
        paint_station(painter, centre + QPointF(0, RADIUS * 0.5), RADIUS * 0.26, company)
        return
    # the port: a small sea area printed on the coastal hex, ringed in its company's colour
    polygon = GRID.shrunk(hex_id, 0.82)
    painter.setPen(QPen(company_colour(company), RADIUS * 0.1))
    painter.setBrush(OFFBOARD_BLUE)
    painter.drawPolygon(polygon)
    paint_anchor(painter, centre + QPointF(0, -RADIUS * 0.36), RADIUS * 0.3)
    size = RADIUS * 0.42
    box = QRectF(centre.x() - size / 2, centre.y() - size * 0.1, size, size)
    painter.setPen(QPen(QColor("#222222"), 0.8))
    painter.setBrush(QColor("#FFFFFF"))
    painter.drawRect(box)
    painter.setPen(QColor("#111111"))
    painter.setFont(font(size * 0.52, True))
    draw_legible(painter, box, Qt.AlignmentFlag.AlignCenter, str(value))


def paint_anchor(painter: QPainter, at: QPointF, size: float) -> None:
    """An anchor drawn in lines (the map's fonts have no anchor sign)."""
    painter.setPen(QPen(QColor("#FFFFFF"), size * 0.16))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    top, bottom = at + QPointF(0, -size * 0.5), at + QPointF(0, size * 0.5)
    painter.drawLine(top, bottom)
    painter.drawLine(at + QPointF(-size * 0.3, -size * 0.25), at + QPointF(size * 0.3, -size * 0.25))
    painter.drawEllipse(top + QPointF(0, -size * 0.1), size * 0.1, size * 0.1)
    arc = QRectF(at.x() - size * 0.45, at.y() - size * 0.4, size * 0.9, size * 0.9)
    painter.drawArc(arc, 200 * 16, 140 * 16)
