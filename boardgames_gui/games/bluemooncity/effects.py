"""What the actions of Blue Moon City do to a state: paying boxes, completing buildings,
offerings, golden scales, the reset and the end of the game. The steps (`steps.py`) call
these once an action is allowed; nothing here checks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Event, rank_by
from .data import (
    BASE_DRAW,
    BUILDINGS,
    CARDS,
    COURTYARD,
    HOSPITAL_EXTRA_DRAW,
    MOVE_STEPS,
    OFFERINGS_TO_WIN,
    PILLAR_EXTRA_COST,
    SCALE_OTHERS,
    SCALE_OTHERS_MIN,
    SCALE_SOLE_LEADER,
    SCALE_TIED_LEADER,
)
from .payment import cheapest_set, set_worth
from .queries import city_rebuilt, completion_rewards, dragons_at, obelisk_cost, offer_place
from .state import ASSEMBLY, CONTRIBUTE, MOVE, OVER, RESET, BlueMoonCityState


def start_turn(state: BlueMoonCityState) -> None:
    state.phase = MOVE
    state.steps_left = MOVE_STEPS
    state.pending = None
    state.contributions_this_turn = 0
    state.offerings_this_turn = 0


def spend(state: BlueMoonCityState, player: int, cards: list[int]) -> None:
    """Cards from a hand onto the discard pile."""
    hand = state.hands[player]
    for card in cards:
        hand.remove(card)
        state.discard.append(card)


def draw(state: BlueMoonCityState, count: int, events: list[Event]) -> list[int]:
    """Cards off the deck; the discard pile is reshuffled when the deck runs out [SEED "Reset Phase"]."""
    out = []
    for _ in range(count):
        if not state.deck:
            if not state.discard:
                break
            state.deck = state.discard
            state.discard = []
            state.rng.shuffle(state.deck)
            events.append(Event("reshuffled", cards=len(state.deck)))
        out.append(state.deck.pop())
    return out


# --------------------------------------------------------------------------- phases


def to_contribution(state: BlueMoonCityState, events: list[Event], auto: bool = False) -> None:
    state.phase = CONTRIBUTE
    if auto:
        events.append(Event("phase", player=state.current, phase=CONTRIBUTE, auto=True))
    else:
        events.append(Event("phase", player=state.current, phase=CONTRIBUTE))


def end_contribution(state: BlueMoonCityState, events: list[Event]) -> None:
    """End the contribution phase: to the Assembly Hall jump (expansion) or the reset."""
    p = state.current
    if state.options["variants"]["expansion"]:
        tile = state.tile(state.figures[p])
        if tile["building"] != COURTYARD and BUILDINGS[tile["building"]]["ability"] == "jump":
            state.phase = ASSEMBLY
            events.append(Event("phase", player=p, phase=ASSEMBLY))
            return
    to_reset(state, events)


def to_reset(state: BlueMoonCityState, events: list[Event]) -> None:
    state.phase = RESET
    events.append(Event("phase", player=state.current, phase=RESET))


# --------------------------------------------------------------------------- contributions


def contribute(state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]) -> None:
    """Pay a box (with the chosen cards, or the suggested set) and place a marker."""
    p = state.current
    cell = tuple(action["tile"])
    tile = state.tile(cell)
    box = action["box"]
    people, value = BUILDINGS[tile["building"]]["boxes"][box]
    cards = list(action["cards"]) if "cards" in action else cheapest_set(state.hands[p], people, value)
    worth, paid_as = set_worth(cards, people)  # type: ignore[misc]
    spend(state, p, cards)
    tile["markers"][box] = p
    state.markers_left[p] -= 1
    events.append(
        Event(
            "contributed",
            player=p,
            tile=list(cell),
            box=box,
            cards=cards,
            worth=worth,
            paid_as=paid_as,
            building=tile["building"],
        )
    )
    scoring_due = False
    if state.contributions_this_turn == 0:  # dragon scales only for the first box of a turn [SEED]
        n = dragons_at(state, cell)  # type: ignore[arg-type]
        if n:
            scoring_due = give_scales(state, p, n)
            events.append(Event("dragon_scales", player=p, scales=n, tile=list(cell)))
    state.contributions_this_turn += 1
    if scoring_due:
        score_scales(state, events)
    if all(m is not None for m in tile["markers"]):
        complete(state, cell, events)  # type: ignore[arg-type]
    check_end(state, events)


def complete(state: BlueMoonCityState, cell: tuple[int, int], events: list[Event]) -> None:
    tile = state.tile(cell)
    rewards, majority = completion_rewards(state, cell, tile["markers"])
    scoring_due = False
    returned: dict[int, int] = {}
    for m in tile["markers"]:
        returned[m] = returned.get(m, 0) + 1
    # everybody's reward, in turn order from the current player
    order = [(state.current + k) % state.players for k in range(state.players)]
    for p in order:
        if p not in rewards:
            continue
        r = rewards[p]
        state.crystals[p] += r["crystals"]
        if give_scales(state, p, r["scales"]):
            scoring_due = True
        state.incoming[p].extend(draw(state, r["cards"], events))
    for p, n in returned.items():
        state.markers_left[p] += n
    tile["markers"] = [None] * len(tile["markers"])
    tile["rebuilt"] = True  # figures and dragons stay on the flipped tile [SEED]
    events.append(
        Event(
            "building_completed",
            tile=list(cell),
            building=tile["building"],
            majority=majority,
            rewards={str(p): dict(r) for p, r in rewards.items()},
            markers_returned={str(p): n for p, n in returned.items()},
        )
    )
    if scoring_due:
        score_scales(state, events)


def give_scales(state: BlueMoonCityState, player: int, count: int) -> bool:
    """Scales to a player; those owed beyond the pool still count [SEED]. True when
    this took the last scale from the pool (golden-scale scoring is due)."""
    if count <= 0:
        return False
    state.scales[player] += count
    state.scale_pool = max(0, state.scale_pool - count)
    return state.scale_pool == 0


def score_scales(state: BlueMoonCityState, events: list[Event]) -> None:
    """Golden-scale scoring [SEED "Golden Scales & Dragons"; reference §1.6 item 6]."""
    top = max(state.scales)
    leaders = [p for p, n in enumerate(state.scales) if n == top]
    payouts: dict[int, int] = {}
    for p, n in enumerate(state.scales):
        if p in leaders:
            payouts[p] = SCALE_SOLE_LEADER if len(leaders) == 1 else SCALE_TIED_LEADER
        elif n >= SCALE_OTHERS_MIN:
            payouts[p] = SCALE_OTHERS
    for p, gain in payouts.items():
        state.crystals[p] += gain
    # those paid return their scales; in the designer's original rule everybody does
    everybody = state.options["variants"]["all_return_scales"]
    returned = {p: n for p, n in enumerate(state.scales) if n and (everybody or p in payouts)}
    for p in returned:
        state.scales[p] = 0
    state.scale_pool = max(0, state.scale_total - sum(state.scales))
    events.append(
        Event(
            "scales_scored",
            payouts={str(p): v for p, v in payouts.items()},
            returned={str(p): v for p, v in returned.items()},
            pool=state.scale_pool,
        )
    )


def offer(state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]) -> None:
    """An offering in the lowest free obelisk box (a Pillar card: a further one, dearer)."""
    p = state.current
    cards = list(action["cards"])
    extra = offer_place(state) or 0
    if cards:
        extra += PILLAR_EXTRA_COST[CARDS[cards[0]][1]]
        spend(state, p, cards)
    cost = obelisk_cost(state, extra)
    index = state.obelisk.index(None)
    state.obelisk[index] = p
    state.crystals[p] -= cost  # type: ignore[operator]
    state.markers_left[p] -= 1
    state.offerings_this_turn += 1
    events.append(Event("offered", player=p, box=index, cost=cost, cards=cards, offerings=state.offerings(p)))
    check_end(state, events)


# --------------------------------------------------------------------------- the reset and the end


def reset(state: BlueMoonCityState, cards: list[int], events: list[Event]) -> None:
    """Discard, draw two more than that, reward cards join the hands, the turn passes."""
    p = state.current
    spend(state, p, cards)
    count = BASE_DRAW + len(cards)
    if state.options["variants"]["expansion"]:
        tile = state.tile(state.figures[p])
        if tile["building"] != COURTYARD and BUILDINGS[tile["building"]]["ability"] == "draw_two":
            count += HOSPITAL_EXTRA_DRAW
    drawn = draw(state, count, events)
    state.hands[p].extend(drawn)
    events.append(Event("reset", player=p, discarded=cards, drew=len(drawn)))
    # reward cards join the hands after the turn [SEED "Available Bonuses"]
    for q in range(state.players):
        if state.incoming[q]:
            events.append(Event("cards_joined", player=q, count=len(state.incoming[q])))
            state.hands[q].extend(state.incoming[q])
            state.incoming[q] = []
    check_end(state, events)
    if state.outcome is not None:
        return
    state.current = (p + 1) % state.players
    state.turn += 1
    start_turn(state)
    events.append(Event("turn", player=state.current))


def can_offer_ever(state: BlueMoonCityState, player: int) -> bool:
    """Could this player still make an offering with what they have (city rebuilt)?"""
    cost = obelisk_cost(state)
    return cost is not None and state.markers_left[player] > 0 and state.crystals[player] >= cost


def check_end(state: BlueMoonCityState, events: list[Event]) -> None:
    """The game ends with enough offerings, with every marker placed (a draw), or when the
    city is rebuilt and nobody can make an offering any more."""
    if state.outcome is not None:
        return
    target = OFFERINGS_TO_WIN[state.players]
    winner = next((p for p in range(state.players) if state.obelisk.count(p) >= target), None)
    if winner is not None:
        state.outcome = {"kind": "offerings", "winners": [winner]}
    elif not any(state.markers_left):
        state.outcome = {"kind": "draw", "winners": []}
    elif city_rebuilt(state) and not any(can_offer_ever(state, p) for p in range(state.players)):
        state.outcome = {"kind": "stalled", "winners": list(ranking(state)[0])}
    if state.outcome is not None:
        state.phase = OVER
        state.pending = None
        events.append(Event("game_over", kind=state.outcome["kind"], winners=list(state.outcome["winners"])))


def ranking(state: BlueMoonCityState) -> list[list[int]]:
    """Most offerings first, then most crystals."""
    keys = [(state.offerings(p), state.crystals[p]) for p in range(state.players)]
    return rank_by(keys, keys)
