"""The board as a plain value: which tile lies where, and the stations.

This is what a game state will hold (and write to JSON). Everything else about the track, the
graph, the networks, the legal lays, the RouteMap, is derived from it (track.py, tiles.py).
A Board is frozen and hashable, so derived values may be cached on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Any

from . import data_map
from .data_tiles import TILES

# the kind of tile each kind of hex takes (rule 9.2)
TILE_KIND = {"plain": "plain", "town": "town", "city": "city", "metro": "city"}


@dataclass(frozen=True)
class Board:
    """tiles: (hex, tile id, rotation) sorted by hex. stations: (hex, companies seated left to
    right) for hexes with seated stations. outer: (hex, companies with an outer station there,
    reading K20). war: the Korean War has been resolved. spy_hex: the North city OB02 named,
    treated as South from the war on (reading K32), or "". port: (hex, company) of the port
    tile of OA05 New Port Development, a sea area for that company only, or (). ferry: (sea
    area, company) of the station of OC07 Ferry Terminal, which counts for the route rule
    only, or ()."""

    tiles: tuple[tuple[str, str, int], ...] = ()
    stations: tuple[tuple[str, tuple[str, ...]], ...] = ()
    outer: tuple[tuple[str, tuple[str, ...]], ...] = ()
    war: bool = False
    spy_hex: str = ""
    port: tuple[str, ...] = ()
    ferry: tuple[str, ...] = ()

    @classmethod
    def of(
        cls,
        tiles: Mapping[str, tuple[str, int]] | None = None,
        stations: Mapping[str, tuple[str, ...] | list[str]] | None = None,
        outer: Mapping[str, tuple[str, ...] | list[str]] | None = None,
        war: bool = False,
        spy_hex: str = "",
        port: tuple[str, ...] | list[str] = (),
        ferry: tuple[str, ...] | list[str] = (),
    ) -> Board:
        """A board from plain mappings {hex: (tile id, rotation)}, {hex: [company, ...]}."""
        for hex_id, (tile_id, rotation) in (tiles or {}).items():
            land = data_map.LAND.get(hex_id)
            tile = TILES.get(tile_id)
            if land is None or tile is None or rotation not in range(6) or tile.kind != TILE_KIND[land.kind]:
                raise ValueError(f"no tile {tile_id!r} with rotation {rotation!r} on {hex_id!r}")
        if port and (len(port) != 2 or port[0] not in data_map.LAND or port[0] in dict.fromkeys(tiles or {})):
            raise ValueError(f"no port {port!r}")
        if ferry and (len(ferry) != 2 or ferry[0] not in data_map.OFFBOARDS):
            raise ValueError(f"no ferry station {ferry!r}")
        return cls(
            tuple(sorted((h, t, r) for h, (t, r) in (tiles or {}).items())),
            tuple(sorted((h, tuple(c)) for h, c in (stations or {}).items() if c)),
            tuple(sorted((h, tuple(c)) for h, c in (outer or {}).items() if c)),
            war,
            spy_hex,
            tuple(port),
            tuple(ferry),
        )

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def _hash(self) -> int:
        """Boards key the rules' caches, asked tens of thousands of times while a save is
        replayed: the fields are hashed once per board, not at every look-up."""
        return hash((self.tiles, self.stations, self.outer, self.war, self.spy_hex, self.port, self.ferry))

    @cached_property
    def _tiles_by_hex(self) -> dict[str, tuple[str, int]]:
        return self.tile_map()

    def tile(self, hex_id: str) -> tuple[str, int] | None:
        """(tile id, rotation) of the tile on `hex_id`, or None."""
        return self._tiles_by_hex.get(hex_id)

    def tile_map(self) -> dict[str, tuple[str, int]]:
        return {hex_id: (tile_id, rotation) for hex_id, tile_id, rotation in self.tiles}

    def seated(self, hex_id: str) -> tuple[str, ...]:
        return dict(self.stations).get(hex_id, ())

    def outer_at(self, hex_id: str) -> tuple[str, ...]:
        return dict(self.outer).get(hex_id, ())

    def station_hexes(self, company: str) -> tuple[str, ...]:
        """The hexes where `company` has a station, seated or outer."""
        hexes = {h for h, companies in (*self.stations, *self.outer) if company in companies}
        return tuple(sorted(hexes))

    def with_tile(self, hex_id: str, tile_id: str, rotation: int) -> Board:
        tiles = self.tile_map()
        tiles[hex_id] = (tile_id, rotation)
        return replace(self, tiles=tuple(sorted((h, t, r) for h, (t, r) in tiles.items())))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "tiles": {h: [t, r] for h, t, r in self.tiles},
            "stations": {h: list(c) for h, c in self.stations},
            "outer": {h: list(c) for h, c in self.outer},
            "war": self.war,
            "spy_hex": self.spy_hex,
        }
        # written only once built, so that a game without them hashes as it did before the cards
        if self.port:
            data["port"] = list(self.port)
        if self.ferry:
            data["ferry"] = list(self.ferry)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Board:
        tiles = {h: (t, r) for h, (t, r) in data.get("tiles", {}).items()}
        return cls.of(
            tiles,
            data.get("stations"),
            data.get("outer"),
            data.get("war", False),
            data.get("spy_hex", ""),
            data.get("port", ()),
            data.get("ferry", ()),
        )


def region(board: Board, hex_id: str) -> str:
    """ "N" or "S"; the OB02 city counts as South from the war on (reading K32)."""
    if board.war and hex_id == board.spy_hex:
        return "S"
    place = data_map.LAND.get(hex_id) or data_map.OFFBOARDS[hex_id]
    return place.region


def port_hex(board: Board) -> str:
    """The hex of OA05's port tile, or "" (no tile may be laid there)."""
    return board.port[0] if board.port else ""


def in_play(board: Board, hex_id: str) -> bool:
    """Whether the hex or off-board area is on the map now: after the war the North leaves play
    and the DMZ becomes the map edge (reading K22, W6)."""
    if hex_id not in data_map.LAND and hex_id not in data_map.OFFBOARDS:
        return False
    return not board.war or region(board, hex_id) == "S"


def uses_n_tiles(board: Board, hex_id: str) -> bool:
    """A big city of the North is built with N faces (rule 9.2), except the OB02 city after the
    war (reading K32)."""
    land = data_map.LAND.get(hex_id)
    return land is not None and land.kind == "city" and region(board, hex_id) == "N"


def usable_seats(board: Board, hex_id: str) -> int:
    """Station seats that may be used now. An untiled big city has one printed seat before the
    war (K19) and none after it (a cleared hex, K22 W5); Seoul adds its capital seat, closed
    until the war (K21)."""
    land = data_map.LAND.get(hex_id)
    if land is None or land.kind not in ("city", "metro"):
        return 0
    placed = board.tile(hex_id)
    capital = 1 if hex_id == data_map.CAPITAL and board.war else 0
    if placed is None:
        return 0 if board.war or hex_id == data_map.CAPITAL else 1
    return TILES[placed[0]].slots + capital


def blocked_for(board: Board, hex_id: str, company: str) -> bool:
    """A city is blocked for a company when all its usable seats hold other companies' stations
    and the company has none there, seated or outer (K20). Seoul's empty capital seat keeps it
    open before the war (K21)."""
    if hex_id == data_map.CAPITAL and not board.war:
        return False
    seated = board.seated(hex_id)
    if company in seated or company in board.outer_at(hex_id):
        return False
    seats = usable_seats(board, hex_id)
    return seats > 0 and len(seated) >= seats  # a hex with no seat (cleared, K22) blocks nobody


def leads_on(board: Board, hex_id: str, edge: int) -> bool:
    """Whether track may leave `hex_id` across `edge`: into a land hex in play, not across the
    red line, or into an off-board area through its printed stub (rule 9.2 c, K40, K22 W6)."""
    return _leads_on(board.war, board.spy_hex, hex_id, edge)


@lru_cache(maxsize=8192)
def _leads_on(war: bool, spy_hex: str, hex_id: str, edge: int) -> bool:
    """`leads_on` for the only parts of a board it reads (the war and the OB02 city): asked
    tens of thousands of times in a game, it is worked out once per edge."""
    other = data_map.neighbour(hex_id, edge)
    if not in_play(Board(war=war, spy_hex=spy_hex), other) or frozenset({hex_id, other}) == data_map.RED_LINE:
        return False
    area = data_map.OFFBOARDS.get(other)
    return area is None or hex_id in area.connects
