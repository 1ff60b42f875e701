"""The scoring sheet a result screen shows: columns in words, one cell per seat, and notes.

A game's `Rules.score_sheet(state, result)` writes its own sheet, as its box's score pad would:
the headings translated, the amounts in the game's money, the tie-break and the bankrupt named
in sentences. `from_breakdown` is the plain sheet for a game that writes none.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .i18n import tr

if TYPE_CHECKING:
    from .api import Result


@dataclass(frozen=True)
class ScoreColumn:
    """One column: its heading, one cell per seat, what it counts (a tooltip), and whether it is
    the score that ranks the players (shown first and bold)."""

    heading: str
    cells: tuple[str, ...]
    tip: str = ""
    ranks: bool = False


@dataclass(frozen=True)
class ScoreSheet:
    """columns: left to right after the place and the player's name. status: per seat, a word
    the place needs ("Bankrupt"), or "". notes: sentences under the table."""

    columns: tuple[ScoreColumn, ...]
    status: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default_factory=tuple)


def number(value: Any) -> str:
    """A score as players write it: 12, not 12.0."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)


def column(
    heading: str,
    values: Sequence[Any],
    tip: str = "",
    ranks: bool = False,
    show: Callable[[Any], str] = number,
) -> ScoreColumn:
    """A column from one value per seat, written by `show`."""
    return ScoreColumn(heading, tuple(show(v) for v in values), tip, ranks)


def from_breakdown(result: Result, players: int, context: str) -> ScoreSheet:
    """The score, then every plain part of `result.breakdown`, headed by its key in words."""
    breakdown = {int(k): v for k, v in (result.breakdown or {}).items()}
    keys: list[str] = []
    for seat in range(players):
        for key, value in breakdown.get(seat, {}).items():
            plain = isinstance(value, int | float) or isinstance(value, str) and len(value) <= 40
            if plain and key not in keys:
                keys.append(key)
    columns = [column(tr("engine", "Score"), result.scores[:players], ranks=True)]
    for key in keys:
        heading = tr(context, key.replace("_", " ")).capitalize()
        columns.append(column(heading, [breakdown.get(seat, {}).get(key, "") for seat in range(players)]))
    return ScoreSheet(tuple(columns))
