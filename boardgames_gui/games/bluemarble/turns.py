"""The end of a Blue Marble move and turn: doubles roll again, the turn passes, the round
and its limit, and the first half's last deeds offered to all before the second half."""

from __future__ import annotations

from ...engine.api import Event
from . import data as D
from . import money, queries
from .state import SECOND_HALF, BlueMarbleState


def end_move(state: BlueMarbleState) -> list[Event]:
    """After a move: doubles roll again, the variant's building after the move, or the next turn."""
    player = state.current
    if state.again and not state.bankrupt[player] and not state.island[player] and not state.travel[player]:
        # doubles: the same player rolls again [First Half 2]; but once 5 or 6 deeds are left
        # the offer to all comes first, so doubles never buy it below five [First Half 5];
        # the extra roll follows, under second-half rules
        left = queries.allocation_due(state)
        if left:
            state.pending.append({"kind": "end_move"})
            return start_allocation(state, left)
        return []
    if (
        state.phase == SECOND_HALF
        and state.variants["build_after_move"]
        and not state.bankrupt[player]
        and queries.manage_options(state, player)
    ):
        # variant: build or sell after the move, before the turn passes [Second Half 3]
        state.pending.append({"kind": "after_move", "player": player})
        return []
    return next_turn(state)


def next_turn(state: BlueMarbleState) -> list[Event]:
    """The next player still in takes the turn; a new round past the last seat."""
    state.again = False
    state.doubles = 0
    state.touched = []
    state.escape_offered = False
    if len(state.active_players()) <= 1:
        return money.end_game(state, "bankruptcy")
    player = state.current
    following = (player + 1) % state.players
    while state.bankrupt[following]:
        following = (following + 1) % state.players
    if following <= player:
        state.round += 1
        limit = state.variants["round_limit"]
        if limit and state.round > limit:
            return money.end_game(state, "round_limit")
    state.current = following
    state.turns += 1
    events = [Event("turn", player=following, round=state.round)]
    left = queries.allocation_due(state)
    if left:
        events += start_allocation(state, left)
    return events


# ----- First Half 5: the last deeds offered to all, then the second half


def start_allocation(state: BlueMarbleState, left: list[int]) -> list[Event]:
    state.pending.append(
        {"kind": "allocation", "spaces": list(left), "ask": [], "applicants": [], "asked": False}
    )
    return [Event("allocation_started", spaces=list(left))]


def allocate(state: BlueMarbleState, space: int, applicants: list[int]) -> list[Event]:
    """The deed goes to its only applicant, or to the highest roll of those who applied."""
    if not applicants:
        return [Event("allocation_unsold", space=space)]
    events: list[Event] = []
    contenders = list(applicants)
    while len(contenders) > 1:  # the tied roll again [First Half 5]
        rolls = {q: [state.rng.die(6), state.rng.die(6)] for q in contenders}
        events.append(Event("allocation_roll", space=space, rolls=[[q, d] for q, d in rolls.items()]))
        best = max(sum(d) for d in rolls.values())
        contenders = [q for q in contenders if sum(rolls[q]) == best]
    return events + money.buy(state, contenders[0], space, D.DEEDS[space].price, how="allocation")


def begin_second_half(state: BlueMarbleState) -> list[Event]:
    """Second Half 1: tolls from now on, and at its start everybody may build."""
    state.phase = SECOND_HALF
    state.pending.append({"kind": "opening_build", "queue": queries.seat_order(state)})
    return [Event("second_half")]
