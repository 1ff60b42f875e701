"""What a cell does when a token stops on it: one dict by cell kind, assembled from core's
plots (plots.LANDING) and the edition's cells (classic.LANDING or elite.LANDING)."""

from __future__ import annotations

from ...engine.api import Event
from . import data as D
from . import plots
from .editions import area
from .state import MillionaireState


def land(state: MillionaireState, player: int, how: str) -> list[Event]:
    """The token of `player` stopped on its cell; `how` is "dice", "card" or "flight"."""
    cell = D.BOARDS[state.edition][state.positions[player]]
    table = {**plots.LANDING, **area(state).LANDING}
    action = table.get(cell.kind)
    return action(state, player, how) if action is not None else []
