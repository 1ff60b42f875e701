"""Legal tile lays and upgrades, computed from the shapes (rule 9.2, readings K9, K19, K20, K42).

A lay is (hex, tile, rotation). It is legal for a company when:
* the hex is a land hex in play (the North leaves play at the war, K22 W6) and not the hex of
  OA05's port tile;
* the tile is the right kind for the hex: plain track on an empty hex, town tiles on a town,
  city tiles on a big city; N faces on a big city of the North (never brown), the lettered
  chain on a metropolitan hex from green on, ordinary yellow city tiles there before that;
* a yellow tile goes on an untiled hex; an upgrade is the next colour, which the era must
  allow, and keeps every path of the old tile (9.2 a, b);
* every new exit leads on: not off the map, not across the red line, not into an off-board
  area except through its stub, not into the North after the war (9.2 c, K40);
* a copy of the tile is in supply (K42: replaced and removed tiles are back at once);
* the company reaches the hex: one of the new tile's exits is reached by its track, or it has
  a station there, seated or outer (K20).
The per-OR limits (track points, one build per hex) and the money belong to the rounds; each
lay says its terrain cost (yellow lays on hills, mountains and rivers).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from boardgames_gui.engine import api

from . import data_map
from .board import TILE_KIND, Board, in_play, leads_on, port_hex, usable_seats, uses_n_tiles
from .data_tiles import COLOURS, TILES, box_count, distinct_rotations, keeps_track, next_colour, placed_exits
from .track import network


@dataclass(frozen=True)
class Lay:
    hex: str
    tile: str
    rotation: int
    cost: int  # the terrain price of a yellow lay, else 0

    def as_fields(self) -> dict[str, Any]:
        return {"hex": self.hex, "tile": self.tile, "rotation": self.rotation}


def era_allows(era: str, colour: str) -> bool:
    """Rule 9.2 a: a colour is allowed once its era has begun."""
    return COLOURS.index(colour) <= data_map.ERAS.index(era)


def in_supply(board: Board, tile_id: str) -> int | None:
    """How many of the tile are left (None: unlimited, tiles 7, 8, 9). N faces share the count
    of their front (K42)."""
    stock = TILES[tile_id].stock
    if TILES[stock].count is None:
        return None
    return box_count(stock) - _laid_by_stock(board)[stock]


@lru_cache(maxsize=64)
def _laid_by_stock(board: Board) -> Counter:
    """How many tiles of each stock are on the board (boards are frozen: counted once each)."""
    return Counter(TILES[placed].stock for _, placed, _ in board.tiles)


def label_needed(board: Board, hex_id: str, colour: str) -> str:
    """The label a tile of `colour` must carry on `hex_id`: a metropolitan hex takes ordinary
    yellow tiles and then its lettered chain (rule 9.2 d), a North big city its N faces."""
    land = data_map.LAND[hex_id]
    if land.kind == "metro":
        return "" if colour == "yellow" else land.letter
    return "N" if uses_n_tiles(board, hex_id) else ""


def fitting_tiles(board: Board, era: str, hex_id: str) -> tuple[str, ...]:
    """The tiles whose kind, colour, label and supply fit the hex now, whatever the rotation."""
    if hex_id == port_hex(board):
        return ()  # OA05's port tile is never replaced
    candidates = _fitting_kinds(board.tile(hex_id), board.war, board.spy_hex, era, hex_id)
    return tuple(tile_id for tile_id in candidates if (left := in_supply(board, tile_id)) is None or left > 0)


@lru_cache(maxsize=8192)
def _fitting_kinds(
    placed: tuple[str, int] | None, war: bool, spy_hex: str, era: str, hex_id: str
) -> tuple[str, ...]:
    """`fitting_tiles` before the supply: it reads of the board only the hex's tile and the
    war (which hexes are in play, which cities take N faces), so it is worked out once for
    those, not once per board."""
    board = Board(war=war, spy_hex=spy_hex)
    land = data_map.LAND.get(hex_id)
    if land is None or not in_play(board, hex_id):
        return ()
    colour = "yellow" if placed is None else next_colour(TILES[placed[0]].colour)
    if colour is None or not era_allows(era, colour):
        return ()
    kind = TILE_KIND[land.kind]
    label = label_needed(board, hex_id, colour)
    return tuple(
        tile_id
        for tile_id, tile in TILES.items()
        if tile.colour == colour and tile.kind == kind and tile.label == label
    )


def fitting_rotations(board: Board, hex_id: str, tile_id: str) -> tuple[int, ...]:
    """The rotations of `tile_id` on `hex_id` that keep the old track and lead nowhere illegal."""
    return _fitting_rotations(board.tile(hex_id), board.war, board.spy_hex, hex_id, tile_id)


@lru_cache(maxsize=16384)
def _fitting_rotations(
    placed: tuple[str, int] | None, war: bool, spy_hex: str, hex_id: str, tile_id: str
) -> tuple[int, ...]:
    """`fitting_rotations` from what it reads of the board: the hex's tile and the war."""
    board = Board(war=war, spy_hex=spy_hex)
    old_exits = frozenset() if placed is None else placed_exits(*placed)
    rotations = []
    for rotation in distinct_rotations(tile_id):
        if placed is not None and not keeps_track(placed[0], placed[1], tile_id, rotation):
            continue
        new_exits = placed_exits(tile_id, rotation) - old_exits
        if all(leads_on(board, hex_id, edge) for edge in new_exits):
            rotations.append(rotation)
    return tuple(rotations)


def lay_cost(board: Board, hex_id: str, tile_id: str) -> int:
    """The terrain price of a yellow lay (rule 9.2); upgrades cost nothing."""
    return data_map.LAND[hex_id].cost if TILES[tile_id].colour == "yellow" else 0


def lays(board: Board, era: str, company: str) -> list[Lay]:
    """Every legal (hex, tile, rotation) for `company`, in map and manifest order."""
    return list(_lays(board, era, company))


@lru_cache(maxsize=64)
def _lays(board: Board, era: str, company: str) -> tuple[Lay, ...]:
    """`lays`, computed once per board (a replayed game asks for the same board many times)."""
    return tuple(some_lays(board, era, company))


def some_lays(board: Board, era: str, company: str) -> Iterator[Lay]:
    """`lays` one at a time, for a caller that stops at the first it wants (whether the track
    step offers anything is asked at every track step of a replayed save)."""
    for hex_id in data_map.LAND:
        yield from lays_on(board, era, company, hex_id)


def lays_on(board: Board, era: str, company: str, hex_id: str) -> list[Lay]:
    """The legal lays of `company` on one hex (a lay is checked without listing the map)."""
    if not isinstance(hex_id, str) or hex_id not in data_map.LAND:
        return []  # a written action may name anything
    reach = network(board, company)
    reached = reach.edges.get(hex_id, frozenset())
    own_station = hex_id in reach.station_hexes
    if not reached and not own_station:
        return []
    return [
        Lay(hex_id, tile_id, rotation, lay_cost(board, hex_id, tile_id))
        for tile_id in fitting_tiles(board, era, hex_id)
        for rotation in fitting_rotations(board, hex_id, tile_id)
        if own_station or placed_exits(tile_id, rotation) & reached
    ]


def lay_still_possible(
    board: Board, era: str, company: str, partial: Mapping[str, Any]
) -> dict[str, list[Any]] | None:
    """For a lay built in parts (hex, then tile, then rotation): what each field not chosen yet
    may still be; None when no legal lay fits `partial`, {} when it is complete (the shape of
    the engine's `still_possible`)."""
    return api.still_possible([lay.as_fields() for lay in lays(board, era, company)], partial)


def seat_opening_lays(board: Board, era: str, hex_id: str) -> list[Lay]:
    """The lays or upgrades possible on `hex_id` right now, by anyone, that would give it a free
    usable seat (K19 case 2, K20: whether an outer station there is active)."""
    filled = len(board.seated(hex_id))
    result = []
    for tile_id in fitting_tiles(board, era, hex_id):
        if usable_seats(board.with_tile(hex_id, tile_id, 0), hex_id) <= filled:
            continue
        for rotation in fitting_rotations(board, hex_id, tile_id):
            result.append(Lay(hex_id, tile_id, rotation, lay_cost(board, hex_id, tile_id)))
    return result
