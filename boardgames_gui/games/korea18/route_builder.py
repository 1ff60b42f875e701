"""`route_map(board, era)`: the RouteMap the optimiser runs on, built from the laid track.

Stops carry the revenue of now: a city its tile's value (N faces 30/40, the metropolitan chains
as printed), a town 10, an off-board area its era value or the latest one it has (K9). The group
of a city or town is its hex; of an off-board area its continent or sea (rule 9.5: none twice).

stations lists the companies whose station there counts for a route (rule 9.5 a): the seated
ones, then the active outer ones (K20). slots is set so that "the city is blocked for a company
not listed when the listed stations fill the slots" is exactly reading K20: the usable seats
plus one per active outer station listed (outer stations never take a seat), plus one while
Seoul's capital seat is closed and empty (K21: Seoul cannot be blocked before the war).
OA05's port is a sea area with the card's era value that only its company may visit (Stop.owner);
OC07's ferry station is listed among the stations of its sea area (it counts for the route rule).
Known gap: a company whose only station in a full city is an inactive outer one is not listed,
so the optimiser treats that city as blocked for it; such a company runs no train from there
anyway.
"""

from __future__ import annotations

from functools import lru_cache

from . import data_map
from .board import Board, usable_seats
from .data_assets import ASSET_CARDS
from .data_tiles import TILES
from .route_map import RouteMap, Stop
from .tiles import seat_opening_lays
from .track import connections, is_stop, stop_hex, track_nodes


def active_outer(board: Board, era: str, hex_id: str) -> tuple[str, ...]:
    """The outer stations of the hex that count as stations now: those for which no lay or
    upgrade could open a seat right now (K20)."""
    if not board.outer_at(hex_id) or seat_opening_lays(board, era, hex_id):
        return ()
    return board.outer_at(hex_id)


def _stop(board: Board, era: str, stop: str) -> Stop:
    hex_id = stop_hex(stop)
    if stop.startswith("P:"):  # OA05's port: a sea area for its company only
        value = ASSET_CARDS["OA05"].param("values")[data_map.ERAS.index(era)]
        return Stop(stop, "sea", value, hex_id, (), 0, owner=board.port[1])
    area = data_map.OFFBOARDS.get(hex_id)
    if area is not None:
        ferry = (board.ferry[1],) if board.ferry and board.ferry[0] == hex_id else ()
        return Stop(stop, area.kind, area.value(era), area.group, ferry, 0)
    placed = board.tile(hex_id)
    if stop.startswith("T:"):
        return Stop(stop, "town", 10, hex_id, (), 0)
    revenue = TILES[placed[0]].revenue if placed else 0
    outer = active_outer(board, era, hex_id)
    slots = usable_seats(board, hex_id) + len(outer)
    if hex_id == data_map.CAPITAL and not board.war:
        slots += 1
    return Stop(stop, "city", revenue, hex_id, board.seated(hex_id) + outer, slots)


@lru_cache(maxsize=32)
def route_map(board: Board, era: str) -> RouteMap:
    """What trains may run on now (the interface of route_map.py)."""
    stops = {node: _stop(board, era, node) for node in sorted(track_nodes(board)) if is_stop(node)}
    return RouteMap(stops, connections(board))
