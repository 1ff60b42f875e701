"""The 18Korea map as shapes (shapely), in one coordinate system the view can draw from.

Units: the hex circumradius is 1; x grows east, y grows south (screen order), the centre of
hex "A1" is at (sqrt(3)/2, 0). Every corner is first computed on an integer lattice (x in half
hex widths, y in half radii) and only then scaled by one function, so neighbouring hexes share
their corners and edges bit for bit and unions close without slivers.
"""

from __future__ import annotations

import math
from functools import cache

from shapely import LineString, MultiLineString, Point, Polygon, unary_union
from shapely.ops import linemerge

from . import data_map

HALF_WIDTH = math.sqrt(3) / 2
# Corners on the lattice, clockwise from the bottom corner; edge e runs from corner e to e + 1
# (edge 0 SW: bottom to lower-left, ..., edge 5 SE: lower-right to bottom).
_CORNER_STEPS = ((0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1), (1, 1))


def _point(lattice_x: int, lattice_y: int) -> tuple[float, float]:
    return (lattice_x * HALF_WIDTH, lattice_y * 0.5)


def _lattice_centre(hex_id: str) -> tuple[int, int]:
    row, column = data_map.parse(hex_id)
    return column, 3 * row


def centre(hex_id: str) -> Point:
    return Point(*_point(*_lattice_centre(hex_id)))


def corners(hex_id: str) -> tuple[tuple[float, float], ...]:
    cx, cy = _lattice_centre(hex_id)
    return tuple(_point(cx + dx, cy + dy) for dx, dy in _CORNER_STEPS)


@cache
def hex_polygon(hex_id: str) -> Polygon:
    """The hex (land or off-board area) as a polygon."""
    return Polygon(corners(hex_id))


def edge_line(hex_id: str, edge: int) -> LineString:
    """The side of `hex_id` across which edge `edge` leads; the neighbour's opposite edge is the
    same two points in reverse order."""
    points = corners(hex_id)
    return LineString([points[edge], points[(edge + 1) % 6]])


def edge_midpoint(hex_id: str, edge: int) -> Point:
    """Where track crosses edge `edge` (the view draws paths between these and the centre)."""
    return edge_line(hex_id, edge).interpolate(0.5, normalized=True)


@cache
def region(name: str) -> Polygon:
    """The union of the land hexes of "N" (North) or "S" (South)."""
    return unary_union([hex_polygon(h) for h, land in data_map.LAND.items() if land.region == name])


@cache
def land() -> Polygon:
    """The peninsula: the union of all land hexes."""
    return unary_union([hex_polygon(hex_id) for hex_id in data_map.LAND])


def coastline() -> LineString | MultiLineString:
    """The boundary of the land (coast and land borders alike: the map edge)."""
    return land().boundary


@cache
def dmz_line() -> LineString | MultiLineString:
    """The future DMZ as one line: the edges between North and South land hexes (research 3.1)."""
    lines = []
    for pair in data_map.dmz_edges():
        a, b = sorted(pair)
        lines.append(edge_line(a, data_map.edge_between(a, b)))
    return linemerge(lines)


def red_line() -> LineString:
    """The impassable red line above Incheon (rule 9.2)."""
    a, b = sorted(data_map.RED_LINE)
    return edge_line(a, data_map.edge_between(a, b))
