"""Geometry of the city grid: neighbours, step distances, reachable cells, set-up layout."""

from __future__ import annotations

from collections import deque
from typing import Any

from ...engine.rng import Rng
from .data import (
    BASE_BUILDINGS,
    BASE_CELLS,
    CORNERS,
    COURTYARD,
    COURTYARD_CELL,
    EXPANSION_BUILDINGS,
    SIZE,
    START_TILES,
)

Cell = tuple[int, int]
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # orthogonal only [SEED "Movement Phase"]


def neighbours(tiles: list[list[Any]], cell: Cell) -> list[Cell]:
    """Orthogonally adjacent cells that hold a tile."""
    r, c = cell
    out = []
    for dr, dc in STEPS:
        rr, cc = r + dr, c + dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE and tiles[rr][cc] is not None:
            out.append((rr, cc))
    return out


_WITHIN_CACHE: dict[tuple[bool, Cell, int, int], list[tuple[int, int]]] = {}


def within(tiles: list[list[Any]], start: Cell, lo: int, hi: int) -> list[list[int]]:
    """Cells [r, c] whose step distance from `start` is lo..hi, row by row.

    Only corners can be missing from the grid and a corner never lies on the only
    shortest path between two other cells, so the step distance is the Manhattan
    distance. Which cells exist depends only on whether the corners are filled."""
    key = (tiles[0][0] is not None, (start[0], start[1]), lo, hi)
    cells = _WITHIN_CACHE.get(key)
    if cells is None:
        r0, c0 = start
        cells = [
            (r, c)
            for r in range(SIZE)
            for c in range(SIZE)
            if tiles[r][c] is not None and lo <= abs(r - r0) + abs(c - c0) <= hi
        ]
        _WITHIN_CACHE[key] = cells
    return [[r, c] for r, c in cells]


def distances(tiles: list[list[Any]], start: Cell, limit: int) -> dict[Cell, int]:
    """Fewest orthogonal steps from `start` to each cell within `limit` steps."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if dist[cell] >= limit:
            continue
        for nxt in neighbours(tiles, cell):
            if nxt not in dist:
                dist[nxt] = dist[cell] + 1
                queue.append(nxt)
    return dist


def corner_key(tiles: list[list[Any]]) -> tuple[bool, bool, bool, bool]:
    """Which corners hold a tile: the only cells that may be missing from the grid."""
    top, bottom = tiles[0], tiles[SIZE - 1]
    return (
        top[0] is not None,
        top[SIZE - 1] is not None,
        bottom[0] is not None,
        bottom[SIZE - 1] is not None,
    )


_PATH_CACHE: dict[tuple[tuple[bool, ...], Cell, Cell], list[tuple[int, int]]] = {}


def path(tiles: list[list[Any]], start: Cell, goal: Cell) -> list[list[int]]:
    """A shortest orthogonal path from start to goal, both included (for animation).
    Which cells exist depends only on which corners are filled: cached on that."""
    key = (corner_key(tiles), (start[0], start[1]), (goal[0], goal[1]))
    cells = _PATH_CACHE.get(key)
    if cells is None:
        cells = [(r, c) for r, c in _search_path(tiles, key[1], key[2])]
        _PATH_CACHE[key] = cells
    return [[r, c] for r, c in cells]


def _search_path(tiles: list[list[Any]], start: Cell, goal: Cell) -> list[list[int]]:
    prev: dict[Cell, Cell | None] = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            break
        for nxt in neighbours(tiles, cell):
            if nxt not in prev:
                prev[nxt] = cell
                queue.append(nxt)
    if goal not in prev:
        return [list(start), list(goal)]
    out: list[list[int]] = []
    at: Cell | None = goal
    while at is not None:
        out.append(list(at))
        at = prev[at]
    return out[::-1]


def all_cells(tiles: list[list[Any]]) -> list[Cell]:
    return [(r, c) for r in range(SIZE) for c in range(SIZE) if tiles[r][c] is not None]


def new_tile(building: str, boxes: int) -> dict[str, Any]:
    return {"building": building, "rebuilt": building == COURTYARD, "markers": [None] * boxes}


def lay_out_city(rng: Rng, random_city: bool, expansion: bool, box_count: dict[str, int]) -> list[list[Any]]:
    """The city at set-up [SEED "Getting Started"; reference §1.4]: courtyard in the middle,
    the four start tiles around it (unless everything is random), the other buildings
    shuffled ruin side up; with the expansion its four tiles fill the corners."""
    tiles: list[list[Any]] = [[None] * SIZE for _ in range(SIZE)]
    tiles[COURTYARD_CELL[0]][COURTYARD_CELL[1]] = new_tile(COURTYARD, 0)
    free = [cell for cell in BASE_CELLS if cell != COURTYARD_CELL]
    if random_city:
        shuffled = list(BASE_BUILDINGS)
    else:
        for building, (r, c) in START_TILES.items():
            tiles[r][c] = new_tile(building, box_count[building])
        free = [cell for cell in free if cell not in START_TILES.values()]
        shuffled = [b for b in BASE_BUILDINGS if b not in START_TILES]
    rng.shuffle(shuffled)
    for (r, c), building in zip(free, shuffled, strict=True):
        tiles[r][c] = new_tile(building, box_count[building])
    if expansion:
        extra = list(EXPANSION_BUILDINGS)
        rng.shuffle(extra)
        for (r, c), building in zip(CORNERS, extra, strict=True):
            tiles[r][c] = new_tile(building, box_count[building])
    return tiles
