"""Passing the turn: the next seat still in the game, the round count and the timed game
(M18: with a round limit, the game ends once the round in which it is reached is over)."""

from __future__ import annotations

from ...engine.api import Event
from .editions import area
from .money import end_game
from .state import BEFORE_ROLL, MillionaireState


def next_turn(state: MillionaireState) -> list[Event]:
    """The current player's turn is over: the next solvent seat clockwise begins theirs.
    Passing the last seat starts a new round."""
    seat = state.current
    wrapped = False
    while True:
        seat = (seat + 1) % state.players
        wrapped = wrapped or seat == 0
        if not state.bankrupt[seat]:
            break
    state.current = seat
    state.phase = BEFORE_ROLL
    state.doubles = 0
    state.trade_offered = False
    state.turns += 1
    events = []
    if wrapped:
        state.round += 1
        limit = state.variants["round_limit"]
        if limit and state.round > limit:
            return end_game(state, "round_limit")
        events.append(Event("round", round=state.round))
    events.append(Event("turn", player=seat))
    return events + area(state).turn_start(state, seat)
