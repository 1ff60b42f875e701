"""The 18Korea map as data: hexes, terrain, cities, off-board areas, regions, DMZ and red line.

Source: the game's rulebook names the places, the regions, the red line above Incheon and the
rules for off-board areas; the grid itself is a designed map (the project's 18Korea research,
section 3.1), drawn with the standard 18xx conventions: pointy-top hexes, "doubled" offset
coordinates (a letter row A-Y from north to south, a number west to east; one row uses only odd
or only even numbers), edges numbered clockwise from south-west: 0 SW, 1 W, 2 NW, 3 NE, 4 E, 5 SE.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

EDGES = (0, 1, 2, 3, 4, 5)
# (row step, column step) of the neighbour across each edge
EDGE_STEPS = {0: (1, -1), 1: (0, -2), 2: (-1, -1), 3: (-1, 1), 4: (0, 2), 5: (1, 1)}
ERAS = ("yellow", "green", "brown", "gray")


@dataclass(frozen=True)
class LandHex:
    """A buildable hex. kind: "plain", "town" (the rules' small city), "city" (big city) or
    "metro" (metropolitan, with its letter). cost: the terrain price of the first, yellow tile."""

    id: str
    kind: str
    letter: str
    name: str
    region: str  # "N" or "S"
    terrain: str  # "clear", "hills", "mountain" or "river"
    cost: int
    lat_lon: tuple[float, float]


@dataclass(frozen=True)
class OffBoard:
    """A continent ("offboard", red) or sea ("sea", blue) area: pays its era value, joins only
    the land hexes in `connects` (reading K40), and only as a route end."""

    id: str
    kind: str
    name: str
    region: str
    values: tuple[int | None, ...]  # yellow, green, brown, gray; None: no printed value
    connects: tuple[str, ...]

    @property
    def group(self) -> str:
        """The continent or sea this area belongs to ("Yellow Sea (Incheon)" -> "Yellow Sea"):
        a route may not visit one continent or sea twice (rule 9.5)."""
        return self.name.split(" (")[0]

    def value(self, era: str) -> int:
        """The value of `era`, else of the most recent era that has one (rulebook 9.5, K9)."""
        for index in range(ERAS.index(era), -1, -1):
            if self.values[index] is not None:
                return self.values[index]
        raise ValueError(f"{self.id} has no value up to {era}")


# hex, kind, letter, name, region, terrain, yellow cost, centre (lat, lon): research 3.1
_LAND = (
    ("B24", "plain", "", "", "N", "hills", 20, (42.78, 130.13)),
    ("C23", "town", "", "Hoeryong", "N", "clear", 0, (42.42, 129.86)),
    ("C25", "city", "", "Rajin", "N", "clear", 0, (42.42, 130.40)),
    ("D18", "plain", "", "", "N", "mountain", 40, (42.05, 128.53)),
    ("D20", "town", "", "Musan", "N", "clear", 0, (42.05, 129.06)),
    ("D22", "plain", "", "", "N", "mountain", 40, (42.05, 129.60)),
    ("D24", "plain", "", "", "N", "hills", 20, (42.05, 130.13)),
    ("E13", "plain", "", "", "N", "mountain", 40, (41.69, 127.20)),
    ("E17", "plain", "", "", "N", "mountain", 40, (41.69, 128.26)),
    ("E19", "plain", "", "", "N", "mountain", 40, (41.69, 128.80)),
    ("E21", "plain", "", "", "N", "mountain", 40, (41.69, 129.33)),
    ("E23", "city", "", "Chongjin", "N", "clear", 0, (41.69, 129.86)),
    ("F10", "town", "", "Manpo", "N", "clear", 0, (41.32, 126.40)),
    ("F12", "plain", "", "", "N", "mountain", 40, (41.32, 126.93)),
    ("F14", "plain", "", "", "N", "mountain", 40, (41.32, 127.47)),
    ("F16", "city", "", "Hyesan", "N", "clear", 0, (41.32, 128.00)),
    ("F18", "plain", "", "", "N", "mountain", 40, (41.32, 128.53)),
    ("F20", "plain", "", "", "N", "mountain", 40, (41.32, 129.06)),
    ("G9", "plain", "", "", "N", "hills", 20, (40.95, 126.13)),
    ("G11", "city", "", "Kanggye", "N", "clear", 0, (40.95, 126.67)),
    ("G13", "plain", "", "", "N", "mountain", 40, (40.95, 127.20)),
    ("G15", "plain", "", "", "N", "mountain", 40, (40.95, 127.73)),
    ("G17", "plain", "", "", "N", "mountain", 40, (40.95, 128.26)),
    ("G19", "plain", "", "", "N", "mountain", 40, (40.95, 128.80)),
    ("G21", "plain", "", "", "N", "hills", 20, (40.95, 129.33)),
    ("H6", "plain", "", "", "N", "clear", 0, (40.59, 125.33)),
    ("H8", "plain", "", "", "N", "hills", 20, (40.59, 125.87)),
    ("H10", "plain", "", "", "N", "hills", 20, (40.59, 126.40)),
    ("H12", "plain", "", "", "N", "mountain", 40, (40.59, 126.93)),
    ("H14", "plain", "", "", "N", "mountain", 40, (40.59, 127.47)),
    ("H16", "plain", "", "", "N", "mountain", 40, (40.59, 128.00)),
    ("H18", "plain", "", "", "N", "mountain", 40, (40.59, 128.53)),
    ("H20", "town", "", "Kimchaek", "N", "clear", 0, (40.59, 129.06)),
    ("I3", "city", "", "Sinuiju", "N", "clear", 0, (40.22, 124.53)),
    ("I5", "plain", "", "", "N", "clear", 0, (40.22, 125.07)),
    ("I7", "plain", "", "", "N", "clear", 0, (40.22, 125.60)),
    ("I9", "plain", "", "", "N", "hills", 20, (40.22, 126.13)),
    ("I11", "plain", "", "", "N", "hills", 20, (40.22, 126.67)),
    ("I13", "plain", "", "", "N", "mountain", 40, (40.22, 127.20)),
    ("I15", "plain", "", "", "N", "mountain", 40, (40.22, 127.73)),
    ("I17", "town", "", "Sinpo", "N", "clear", 0, (40.22, 128.26)),
    ("J4", "plain", "", "", "N", "clear", 0, (39.85, 124.80)),
    ("J6", "town", "", "Jongju", "N", "clear", 0, (39.85, 125.33)),
    ("J8", "plain", "", "", "N", "river", 20, (39.85, 125.87)),
    ("J10", "town", "", "Tokchon", "N", "clear", 0, (39.85, 126.40)),
    ("J12", "plain", "", "", "N", "hills", 20, (39.85, 126.93)),
    ("J14", "city", "", "Hamhung", "N", "clear", 0, (39.85, 127.47)),
    ("K5", "plain", "", "", "N", "clear", 0, (39.49, 125.07)),
    ("K7", "town", "", "Anju", "N", "clear", 0, (39.49, 125.60)),
    ("K9", "plain", "", "", "N", "clear", 0, (39.49, 126.13)),
    ("K11", "plain", "", "", "N", "hills", 20, (39.49, 126.67)),
    ("K13", "plain", "", "", "N", "hills", 20, (39.49, 127.20)),
    ("L6", "plain", "", "", "N", "clear", 0, (39.12, 125.33)),
    ("L8", "city", "", "Pyongyang", "N", "clear", 0, (39.12, 125.87)),
    ("L10", "plain", "", "", "N", "clear", 0, (39.12, 126.40)),
    ("L12", "plain", "", "", "N", "hills", 20, (39.12, 126.93)),
    ("L14", "city", "", "Wonsan", "N", "clear", 0, (39.12, 127.47)),
    ("M7", "city", "", "Nampo", "N", "clear", 0, (38.76, 125.60)),
    ("M9", "plain", "", "", "N", "river", 20, (38.76, 126.13)),
    ("M11", "plain", "", "", "N", "clear", 0, (38.76, 126.67)),
    ("M13", "plain", "", "", "N", "hills", 20, (38.76, 127.20)),
    ("M15", "plain", "", "", "N", "hills", 20, (38.76, 127.73)),
    ("M17", "town", "", "Kosong", "N", "clear", 0, (38.76, 128.26)),
    ("N6", "plain", "", "", "N", "clear", 0, (38.39, 125.33)),
    ("N8", "city", "", "Sariwon", "N", "clear", 0, (38.39, 125.87)),
    ("N10", "plain", "", "", "N", "clear", 0, (38.39, 126.40)),
    ("N12", "plain", "", "", "N", "clear", 0, (38.39, 126.93)),
    ("N14", "town", "", "Pyonggang", "N", "clear", 0, (38.39, 127.47)),
    ("N16", "plain", "", "", "N", "hills", 20, (38.39, 128.00)),
    ("N18", "town", "", "Sokcho", "S", "clear", 0, (38.39, 128.53)),
    ("O5", "plain", "", "", "N", "clear", 0, (38.02, 125.07)),
    ("O7", "city", "", "Haeju", "N", "clear", 0, (38.02, 125.60)),
    ("O9", "plain", "", "", "N", "river", 20, (38.02, 126.13)),
    ("O11", "city", "", "Kaesong", "N", "clear", 0, (38.02, 126.67)),
    ("O13", "plain", "", "", "N", "hills", 20, (38.02, 127.20)),
    ("O15", "city", "", "Chuncheon", "S", "clear", 0, (38.02, 127.73)),
    ("O17", "plain", "", "", "S", "mountain", 40, (38.02, 128.26)),
    ("O19", "plain", "", "", "S", "hills", 20, (38.02, 128.80)),
    ("P10", "plain", "", "", "S", "river", 20, (37.66, 126.40)),
    ("P12", "metro", "S", "Seoul", "S", "clear", 0, (37.66, 126.93)),
    ("P14", "plain", "", "", "S", "river", 20, (37.66, 127.47)),
    ("P16", "plain", "", "", "S", "mountain", 40, (37.66, 128.00)),
    ("P18", "plain", "", "", "S", "mountain", 40, (37.66, 128.53)),
    ("P20", "city", "", "Gangneung", "S", "clear", 0, (37.66, 129.06)),
    ("Q11", "metro", "I", "Incheon", "S", "clear", 0, (37.29, 126.67)),
    ("Q13", "city", "", "Suwon", "S", "clear", 0, (37.29, 127.20)),
    ("Q15", "town", "", "Wonju", "S", "clear", 0, (37.29, 127.73)),
    ("Q17", "town", "", "Jecheon", "S", "clear", 0, (37.29, 128.26)),
    ("Q19", "plain", "", "", "S", "mountain", 40, (37.29, 128.80)),
    ("Q21", "town", "", "Samcheok", "S", "clear", 0, (37.29, 129.33)),
    ("R10", "town", "", "Seosan", "S", "clear", 0, (36.92, 126.40)),
    ("R12", "town", "", "Cheonan", "S", "clear", 0, (36.92, 126.93)),
    ("R14", "plain", "", "", "S", "clear", 0, (36.92, 127.47)),
    ("R16", "town", "", "Chungju", "S", "clear", 0, (36.92, 128.00)),
    ("R18", "town", "", "Yeongju", "S", "clear", 0, (36.92, 128.53)),
    ("R20", "plain", "", "", "S", "mountain", 40, (36.92, 129.06)),
    ("S11", "plain", "", "", "S", "clear", 0, (36.56, 126.67)),
    ("S13", "plain", "", "", "S", "clear", 0, (36.56, 127.20)),
    ("S15", "city", "", "Cheongju", "S", "clear", 0, (36.56, 127.73)),
    ("S17", "town", "", "Sangju", "S", "clear", 0, (36.56, 128.26)),
    ("S19", "city", "", "Andong", "S", "clear", 0, (36.56, 128.80)),
    ("S21", "plain", "", "", "S", "hills", 20, (36.56, 129.33)),
    ("T12", "plain", "", "", "S", "river", 20, (36.19, 126.93)),
    ("T14", "metro", "D", "Daejeon", "S", "clear", 0, (36.19, 127.47)),
    ("T16", "plain", "", "", "S", "mountain", 40, (36.19, 128.00)),
    ("T18", "town", "", "Gumi", "S", "clear", 0, (36.19, 128.53)),
    ("T20", "plain", "", "", "S", "clear", 0, (36.19, 129.06)),
    ("U11", "town", "", "Gunsan", "S", "clear", 0, (35.83, 126.67)),
    ("U13", "city", "", "Jeonju", "S", "clear", 0, (35.83, 127.20)),
    ("U15", "plain", "", "", "S", "hills", 20, (35.83, 127.73)),
    ("U17", "plain", "", "", "S", "river", 20, (35.83, 128.26)),
    ("U19", "city", "", "Daegu", "S", "clear", 0, (35.83, 128.80)),
    ("U21", "city", "", "Pohang", "S", "clear", 0, (35.83, 129.33)),
    ("V10", "plain", "", "", "S", "clear", 0, (35.46, 126.40)),
    ("V12", "plain", "", "", "S", "clear", 0, (35.46, 126.93)),
    ("V14", "town", "", "Namwon", "S", "clear", 0, (35.46, 127.47)),
    ("V16", "plain", "", "", "S", "mountain", 40, (35.46, 128.00)),
    ("V18", "plain", "", "", "S", "river", 20, (35.46, 128.53)),
    ("V20", "town", "", "Gyeongju", "S", "clear", 0, (35.46, 129.06)),
    ("V22", "city", "", "Ulsan", "S", "clear", 0, (35.46, 129.60)),
    ("W11", "metro", "G", "Gwangju", "S", "clear", 0, (35.09, 126.67)),
    ("W13", "plain", "", "", "S", "clear", 0, (35.09, 127.20)),
    ("W15", "plain", "", "", "S", "hills", 20, (35.09, 127.73)),
    ("W17", "town", "", "Jinju", "S", "clear", 0, (35.09, 128.26)),
    ("W19", "city", "", "Masan", "S", "clear", 0, (35.09, 128.80)),
    ("W21", "metro", "B", "Busan", "S", "clear", 0, (35.09, 129.33)),
    ("X10", "city", "", "Mokpo", "S", "clear", 0, (34.73, 126.40)),
    ("X12", "plain", "", "", "S", "clear", 0, (34.73, 126.93)),
    ("X14", "town", "", "Suncheon", "S", "clear", 0, (34.73, 127.47)),
    ("X16", "town", "", "Yeosu", "S", "clear", 0, (34.73, 128.00)),
    ("Y11", "plain", "", "", "S", "clear", 0, (34.36, 126.67)),
)

# area hex, kind, name, region, values (yellow, green, brown, gray), connects to: research 3.1
_OFF = (
    ("I1", "offboard", "Manchuria (Dandong)", "N", (70, 80, None, None), ("I3",)),
    ("F8", "offboard", "Manchuria (Ji'an)", "N", (40, 50, None, None), ("F10", "G9")),
    ("E15", "offboard", "Manchuria (Changbai)", "N", (30, 40, None, None), ("F16", "E13", "F14")),
    ("C21", "offboard", "Manchuria (Yanji-Tumen)", "N", (50, 60, None, None), ("C23", "D20", "D22")),
    ("B26", "offboard", "Russia (Vladivostok)", "N", (60, 70, None, None), ("C25",)),
    ("M5", "sea", "Yellow Sea (Nampo)", "N", (30, 40, None, None), ("M7", "N6", "L6")),
    ("J16", "sea", "East Sea (Hungnam)", "N", (30, 40, None, None), ("J14",)),
    ("F22", "sea", "East Sea (Chongjin)", "N", (20, 30, None, None), ("E23", "F20", "G21")),
    ("Q9", "sea", "Yellow Sea (Incheon)", "S", (20, 30, 50, 70), ("Q11", "R10")),
    ("W9", "sea", "Yellow Sea (Mokpo)", "S", (20, 30, 40, 60), ("X10", "V10", "W11")),
    ("Y15", "sea", "South Sea (Yeosu)", "S", (10, 20, 40, 50), ("X14", "X16")),
    ("X22", "sea", "South Sea (Busan)", "S", (30, 40, 60, 80), ("W21",)),
    ("U23", "sea", "East Sea (Pohang)", "S", (20, 30, 40, 60), ("U21", "V22")),
    ("P22", "sea", "East Sea (Gangneung)", "S", (10, 20, 30, 50), ("P20", "Q21")),
)

LAND: dict[str, LandHex] = {row[0]: LandHex(*row) for row in _LAND}
OFFBOARDS: dict[str, OffBoard] = {row[0]: OffBoard(*row) for row in _OFF}

# The impassable red line above Incheon (rulebook 9.2): no track across this edge.
RED_LINE = frozenset({"Q11", "P10"})
# Seoul's printed capital seat (reading K21).
CAPITAL = "P12"
METROPOLITAN = tuple(hex_id for hex_id, land in LAND.items() if land.kind == "metro")


def parse(hex_id: str) -> tuple[int, int]:
    """(row index from 0 at A, column number) of a hex id such as "P12"."""
    return ord(hex_id[0]) - ord("A"), int(hex_id[1:])


def hex_name(row: int, column: int) -> str:
    return f"{chr(ord('A') + row)}{column}"


@cache
def neighbour(hex_id: str, edge: int) -> str:
    """The id of the grid position across `edge` (it may lie off the map)."""
    row, column = parse(hex_id)
    step_row, step_column = EDGE_STEPS[edge]
    return hex_name(row + step_row, column + step_column)


def opposite(edge: int) -> int:
    return (edge + 3) % 6


def edge_between(a: str, b: str) -> int | None:
    """The edge of `a` that it shares with `b`, or None when they are not neighbours."""
    for edge in EDGES:
        if neighbour(a, edge) == b:
            return edge
    return None


def dmz_edges() -> frozenset[frozenset[str]]:
    """The future DMZ: every edge between a North and a South land hex (research 3.1). Ordinary
    track before the war; the map edge after it (reading K22, W6)."""
    pairs = set()
    for hex_id, land in LAND.items():
        for edge in EDGES:
            other = LAND.get(neighbour(hex_id, edge))
            if other is not None and other.region != land.region:
                pairs.add(frozenset({hex_id, other.id}))
    return frozenset(pairs)


def stub_edges() -> frozenset[frozenset[str]]:
    """The edges between an off-board area and a land hex that carry a printed track stub: only
    those toward the hexes in its `connects` list (reading K40)."""
    return frozenset(frozenset({area.id, hex_id}) for area in OFFBOARDS.values() for hex_id in area.connects)
