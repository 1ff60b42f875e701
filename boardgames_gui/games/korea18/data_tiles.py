"""The 18Korea tile manifest: track shapes, colours, labels, revenues, seats and counts.

Sources: the shapes are the standard 18xx catalogue numbers (the project's 18Korea research,
section 3.2, after tobymao's tile catalogue); the counts, the metropolitan chains (letters S, B,
I, D, G from the rulebook) and the N faces are designed there (readings K9, K42). Small-city
tiles always pay 10 (rulebook). Edges are numbered as in data_map (0 SW clockwise to 5 SE) and
rotate with the tile: rotation r moves edge e to (e + r) mod 6.

A shape is either edge-to-edge track ("0-2 1-3": two paths) or the edges joined to the tile's
one town or city ("{0,1,3,4}"). Every tile here has at most one node.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

COLOURS = ("yellow", "green", "brown", "gray")
NODE = "node"  # the path endpoint that is the tile's town or city

Endpoint = int | str  # an edge number, or NODE
Path = tuple[Endpoint, Endpoint]


@dataclass(frozen=True)
class TileType:
    """One kind of tile. kind: "plain", "town" or "city". label: "" for an ordinary tile, the
    metropolitan letter, or "N" for the North face of a city tile. stock: the physical tile whose
    count this face draws on (an N face shares its tile's count). count None: unlimited."""

    id: str
    colour: str
    kind: str
    label: str
    revenue: int
    slots: int
    paths: tuple[Path, ...]
    count: int | None
    stock: str

    @property
    def exits(self) -> frozenset[int]:
        return frozenset(end for path in self.paths for end in path if end != NODE)


def parse_shape(shape: str) -> tuple[Path, ...]:
    """ "0-2 1-3" -> ((0, 2), (1, 3)); "{0,1}" -> ((0, NODE), (1, NODE))."""
    if shape.startswith("{"):
        return tuple((int(edge), NODE) for edge in shape.strip("{}").split(","))
    return tuple(tuple(int(end) for end in pair.split("-")) for pair in shape.split())


# id, colour, kind, label, shape, revenue, slots, count (None: unlimited): research 3.2, K42
_TILES = (
    ("7", "yellow", "plain", "", "0-1", 0, 0, None),
    ("8", "yellow", "plain", "", "0-2", 0, 0, None),
    ("9", "yellow", "plain", "", "0-3", 0, 0, None),
    ("3", "yellow", "town", "", "{0,1}", 10, 0, 5),
    ("4", "yellow", "town", "", "{0,3}", 10, 0, 7),
    ("58", "yellow", "town", "", "{0,2}", 10, 0, 7),
    ("5", "yellow", "city", "", "{0,1}", 20, 1, 8),
    ("6", "yellow", "city", "", "{0,2}", 20, 1, 8),
    ("57", "yellow", "city", "", "{0,3}", 20, 1, 8),
    ("16", "green", "plain", "", "0-2 1-3", 0, 0, 1),
    ("17", "green", "plain", "", "0-4 1-3", 0, 0, 1),
    ("18", "green", "plain", "", "0-3 1-2", 0, 0, 1),
    ("19", "green", "plain", "", "0-3 2-4", 0, 0, 1),
    ("20", "green", "plain", "", "0-3 1-4", 0, 0, 1),
    ("23", "green", "plain", "", "0-3 0-4", 0, 0, 1),
    ("24", "green", "plain", "", "0-2 0-3", 0, 0, 1),
    ("25", "green", "plain", "", "0-2 0-4", 0, 0, 1),
    ("26", "green", "plain", "", "0-3 0-5", 0, 0, 1),
    ("27", "green", "plain", "", "0-1 0-3", 0, 0, 1),
    ("28", "green", "plain", "", "0-4 0-5", 0, 0, 1),
    ("29", "green", "plain", "", "0-1 0-2", 0, 0, 1),
    ("87", "green", "town", "", "{0,1,2,3}", 10, 0, 3),
    ("88", "green", "town", "", "{0,1,3,4}", 10, 0, 3),
    ("14", "green", "city", "", "{0,1,3,4}", 30, 2, 7),
    ("15", "green", "city", "", "{0,1,2,3}", 30, 2, 7),
    ("619", "green", "city", "", "{0,2,3,4}", 30, 2, 6),
    ("S2", "green", "city", "S", "{0,1,2,3,4}", 40, 2, 1),
    ("B2", "green", "city", "B", "{0,1,2,3}", 40, 2, 1),
    ("I2", "green", "city", "I", "{0,1,2,3}", 30, 2, 1),
    ("D2", "green", "city", "D", "{0,1,3,4}", 30, 2, 1),
    ("G2", "green", "city", "G", "{0,2,3,4}", 30, 2, 1),
    ("39", "brown", "plain", "", "0-1 0-2 1-2", 0, 0, 1),
    ("40", "brown", "plain", "", "0-2 0-4 2-4", 0, 0, 1),
    ("41", "brown", "plain", "", "0-1 0-3 1-3", 0, 0, 1),
    ("42", "brown", "plain", "", "0-3 0-5 3-5", 0, 0, 1),
    ("43", "brown", "plain", "", "0-2 0-3 1-2 1-3", 0, 0, 1),
    ("44", "brown", "plain", "", "0-1 0-3 1-4 3-4", 0, 0, 1),
    ("45", "brown", "plain", "", "0-3 0-4 2-3 2-4", 0, 0, 1),
    ("46", "brown", "plain", "", "0-2 0-3 2-4 3-4", 0, 0, 1),
    ("47", "brown", "plain", "", "0-3 0-4 1-3 1-4", 0, 0, 1),
    ("70", "brown", "plain", "", "0-1 0-2 1-3 2-3", 0, 0, 1),
    ("145", "brown", "town", "", "{0,1,3,4}", 10, 0, 2),
    ("146", "brown", "town", "", "{0,1,2,3}", 10, 0, 2),
    ("63", "brown", "city", "", "{0,1,2,3,4,5}", 40, 2, 3),
    ("611", "brown", "city", "", "{0,1,2,3,4}", 40, 2, 3),
    ("448", "brown", "city", "", "{0,1,2,3}", 40, 2, 2),
    ("S3", "brown", "city", "S", "{0,1,2,3,4,5}", 60, 3, 1),
    ("B3", "brown", "city", "B", "{0,1,2,3,4}", 50, 3, 1),
    ("I3", "brown", "city", "I", "{0,1,2,3,4}", 50, 2, 1),
    ("D3", "brown", "city", "D", "{0,1,2,3,4}", 50, 2, 1),
    ("G3", "brown", "city", "G", "{0,1,2,3,4}", 50, 2, 1),
    ("455", "gray", "city", "", "{0,1,2,3,4,5}", 50, 3, 2),
    ("915", "gray", "city", "", "{0,1,2,3,4}", 50, 3, 2),
    ("51", "gray", "city", "", "{0,1,2,3,4}", 50, 2, 2),
    ("912", "gray", "town", "", "{0,1,2,3,4,5}", 10, 0, 1),
    ("S4", "gray", "city", "S", "{0,1,2,3,4,5}", 80, 4, 1),
    ("B4", "gray", "city", "B", "{0,1,2,3,4,5}", 70, 3, 1),
    ("I4", "gray", "city", "I", "{0,1,2,3,4,5}", 60, 3, 1),
    ("D4", "gray", "city", "D", "{0,1,2,3,4,5}", 60, 3, 1),
    ("G4", "gray", "city", "G", "{0,1,2,3,4,5}", 60, 3, 1),
)
# The cosmetic count of each unlimited plain yellow tile in the box (rule 9.2: no limit).
BOX_COUNT_OF_UNLIMITED = 2
# The N faces: the back of the ordinary city tiles, for the North's big cities (rule 9.2,
# reading K9: N-yellow 1 seat pays 30, N-green 2 seats pay 40; never upgraded to brown).
_N_FACES = (("5", 30, 1), ("6", 30, 1), ("57", 30, 1), ("14", 40, 2), ("15", 40, 2), ("619", 40, 2))


def _build() -> dict[str, TileType]:
    tiles = {
        tile_id: TileType(tile_id, colour, kind, label, revenue, slots, parse_shape(shape), count, tile_id)
        for tile_id, colour, kind, label, shape, revenue, slots, count in _TILES
    }
    for front, revenue, slots in _N_FACES:
        base = tiles[front]
        tiles["N" + front] = TileType(
            "N" + front, base.colour, "city", "N", revenue, slots, base.paths, None, front
        )
    return tiles


TILES: dict[str, TileType] = _build()


def box_count(tile_id: str) -> int:
    """How many of the physical tile are in the box (an N face counts its front)."""
    tile = TILES[TILES[tile_id].stock]
    return BOX_COUNT_OF_UNLIMITED if tile.count is None else tile.count


def rotate_end(end: Endpoint, rotation: int) -> Endpoint:
    return end if end == NODE else (end + rotation) % 6


@cache
def placed_paths(tile_id: str, rotation: int) -> frozenset[frozenset[Endpoint]]:
    """The tile's paths as laid with `rotation`, each an unordered pair of endpoints."""
    return frozenset(frozenset(rotate_end(end, rotation) for end in path) for path in TILES[tile_id].paths)


@cache
def placed_exits(tile_id: str, rotation: int) -> frozenset[int]:
    return frozenset((edge + rotation) % 6 for edge in TILES[tile_id].exits)


@cache
def distinct_rotations(tile_id: str) -> tuple[int, ...]:
    """The rotations that lay different track (a straight has 3, a six-exit city 1)."""
    seen, rotations = set(), []
    for rotation in range(6):
        paths = placed_paths(tile_id, rotation)
        if paths not in seen:
            seen.add(paths)
            rotations.append(rotation)
    return tuple(rotations)


def next_colour(colour: str) -> str | None:
    index = COLOURS.index(colour)
    return COLOURS[index + 1] if index + 1 < len(COLOURS) else None


@cache
def keeps_track(old_id: str, old_rotation: int, new_id: str, new_rotation: int) -> bool:
    """Rule 9.2 b: every path of the old tile is still on the new one."""
    return placed_paths(old_id, old_rotation) <= placed_paths(new_id, new_rotation)


def shape_upgrades(old_id: str) -> tuple[str, ...]:
    """The tiles that may replace `old_id` by shape alone (the standard 18xx rule, as in
    tobymao): the next colour, the same kind of node, the same label, and some rotation that
    keeps the old track. Which label a hex needs is the hex's business (tiles.py)."""
    old = TILES[old_id]
    return tuple(
        tile_id
        for tile_id, new in TILES.items()
        if new.colour == next_colour(old.colour)
        and new.kind == old.kind
        and new.label == old.label
        and any(keeps_track(old_id, 0, tile_id, rotation) for rotation in range(6))
    )
