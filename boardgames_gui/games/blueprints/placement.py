"""Where a die may go [SEED 주사위 배치 규칙 a, b].

a. only on a cell the blueprint does not cross out;
b. on top of a die only if the new die shows a value at least as high as the one below.
Placed dice never move and are never re-rolled (there is simply no action for it).

The view lights up `legal_cells(state, player, value)` when a pool die is picked and
shows `cell_refusal(...)` when a refused cell is clicked.
"""

from __future__ import annotations

from ...engine.i18n import tr
from .data import BLUEPRINTS, CELLS, COLS, ROWS
from .state import BlueprintsState, Building

CTX = "blueprints"

#: A value no die reaches: the lowest value a crossed-out cell would accept.
_NEVER = 7


def cell_minimums(building: Building, blueprint: int) -> list[int]:
    """For cells in `data.CELLS` order, the lowest die value that may go there (7 = none)."""
    grid = BLUEPRINTS[blueprint]
    out = []
    for r, c in CELLS:
        if grid[r][c] is None:
            out.append(_NEVER)
        else:
            stack = building[r][c]
            out.append(stack[-1][1] if stack else 1)
    return out


def cells_accepting(minimums: list[int], value: int) -> list[tuple[int, int]]:
    """Cells (row, col), in `data.CELLS` order, whose lowest value (`cell_minimums`) a die
    showing `value` reaches."""
    return [cell for cell, lowest in zip(CELLS, minimums, strict=True) if lowest <= value]


def legal_cells(state: BlueprintsState, player: int, value: int) -> list[tuple[int, int]]:
    """Cells (row, col) of `player`'s building where a die showing `value` may be placed."""
    return cells_accepting(cell_minimums(state.buildings[player], state.blueprints[player]), value)


def cell_refusal(
    building: Building, blueprint: int, row: object, col: object, value: int
) -> tuple[str, str] | None:
    """(code, sentence) saying why a die of `value` may not go on (row, col); None if it may."""
    if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < ROWS and 0 <= col < COLS):
        return (
            "no_such_cell",
            tr(CTX, "There is no such cell: a building stands on 3 rows of 2 cells."),
        )
    if BLUEPRINTS[blueprint][row][col] is None:
        return (
            "crossed_out",
            tr(CTX, "This cell is crossed out on your blueprint: no die may be built there."),
        )
    stack = building[row][col]
    if stack and stack[-1][1] > value:
        return (
            "too_low",
            tr(
                CTX,
                "A {value} cannot go on a {below}: a die must show a value at least as high as the one below.",
                value=value,
                below=stack[-1][1],
            ),
        )
    return None
