"""Why an action is refused: one sentence per broken rule, built with `tr`, that teaches it.

Each step of the turn (`steps.py`) checks the actions it takes with the functions here,
which read the position through `queries` only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import tr, tr_n
from .data import (
    BUILDINGS,
    CARDS,
    COURTYARD,
    DRAGON_WALK_STEPS,
    MAX_RESET_DISCARD,
    MOVEMENT,
    PEOPLES,
    PILLAR_EXTRA_COST,
)
from .payment import max_worth, set_worth
from .queries import (
    as_card_list,
    as_cell,
    dragon_targets,
    obelisk_cost,
    offer_place,
    people_name,
    power_usable,
    reachable_tiles,
)
from .state import BlueMoonCityState

CTX = "bluemooncity"
TOO_FAR = (
    "You can move only {steps} more orthogonal steps (no diagonals); a grey Flit card takes you farther."
)


#: the field sets each kind of action may carry
_FIELDS = {
    "move": [{"to"}],
    "power": [{"card"}],
    "dragon": [{"to"}],
    "cancel": [set()],
    "end_phase": [set()],
    "contribute": [{"tile", "box"}, {"tile", "box", "cards"}],
    "offer": [{"cards"}],
    "discard": [{"cards"}],
}


def offer_problem(state: BlueMoonCityState, pillar: int | None) -> IllegalAction | None:
    p = state.current
    place = offer_place(state)
    if place is None:
        return IllegalAction(
            "not_courtyard",
            tr(CTX, "Offerings to the obelisk are made on the Courtyard: walk there first."),
        )
    if pillar is None and state.offerings_this_turn > 0:
        return IllegalAction(
            "one_offering",
            tr(CTX, "Only one offering per turn; a Pillar card of value 1 or 2 allows one more."),
        )
    if pillar is not None:
        if state.offerings_this_turn == 0:
            return IllegalAction(
                "pillar_first",
                tr(CTX, "A Pillar card gives a further offering: make a normal offering first."),
            )
        people, value = CARDS[pillar]
        if pillar not in state.hands[p] or people != "pillar" or value not in (1, 2):
            return IllegalAction(
                "not_pillar",
                tr(CTX, "A further offering needs a Pillar card of value 1 or 2 from your hand."),
            )
    if state.markers_left[p] <= 0:
        return IllegalAction("no_marker", tr(CTX, "You have no marker left, so you cannot make an offering."))
    extra = place + (PILLAR_EXTRA_COST[CARDS[pillar][1]] if pillar is not None else 0)
    cost = obelisk_cost(state, extra)
    if cost is None:
        return IllegalAction("obelisk_full", tr(CTX, "The obelisk is full."))
    if state.crystals[p] < cost:
        return IllegalAction(
            "too_poor",
            tr(
                CTX,
                "The next obelisk box costs {cost} crystals and you have {have}.",
                cost=cost,
                have=state.crystals[p],
            ),
        )
    return None


def shape_problem(action: Mapping[str, Any]) -> IllegalAction | None:
    """A move this game does not know, or one missing a detail or with one too many."""
    kind = action.get("type")
    if kind not in _FIELDS:
        return IllegalAction("unknown", tr(CTX, "That is not a move of Blue Moon City."))
    if set(action) - {"type"} not in _FIELDS[kind]:
        return IllegalAction("malformed", tr(CTX, "That move is missing a detail or has one too many."))
    return None


def pending_problem(state: BlueMoonCityState, kind: str) -> IllegalAction | None:
    """Why a movement action waits while a power waits for its target (None: it does not)."""
    pending = state.pending
    if kind in ("power", "end_phase"):
        return IllegalAction(
            "pending", tr(CTX, "First choose the target of the power you played, or cancel it.")
        )
    if kind == "dragon" and pending["kind"] == "flit_jump":
        return no_dragon_power()
    if kind == "move" and pending["kind"] != "flit_jump":
        return IllegalAction("pending", tr(CTX, "First choose where the dragon goes, or cancel the power."))
    return None


def no_dragon_power() -> IllegalAction:
    return IllegalAction("no_dragon_power", tr(CTX, "Play a Vulca, Terrah or Aqua card to move a dragon."))


def nothing_pending() -> IllegalAction:
    return IllegalAction("nothing_pending", tr(CTX, "There is no power waiting for a target."))


def move_problem(state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
    """A figure's move: onto a tile it may reach now (steps, a Flit jump, the Assembly Hall)."""
    p = state.current
    to = as_cell(action["to"])
    if to is None or state.tile(to) is None:
        return IllegalAction("off_city", tr(CTX, "Figures move only onto tiles of the city."))
    if list(to) not in reachable_tiles(state, p):
        if to == tuple(state.figures[p]):
            return IllegalAction("same_tile", tr(CTX, "Your figure already stands there."))
        return IllegalAction(
            "too_far",
            tr_n(
                CTX,
                # the English sentence stays word for word for every count; Russian needs the forms
                TOO_FAR,
                TOO_FAR,
                state.steps_left,
                steps=state.steps_left,
            ),
        )
    return None


def dragon_problem(state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
    """A dragon's target for the pending power."""
    to = as_cell(action["to"])
    if to is None or state.tile(to) is None:
        return IllegalAction("off_city", tr(CTX, "Dragons land only on tiles of the city."))
    if list(to) not in dragon_targets(state):
        return IllegalAction(
            "dragon_too_far",
            tr(
                CTX,
                "With a value-2 card the dragon moves 1 to {n} orthogonal steps.",
                n=DRAGON_WALK_STEPS,
            ),
        )
    return None


def power_problem(state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
    """Playing a card for its movement power."""
    card = action["card"]
    if not isinstance(card, int) or isinstance(card, bool) or card not in state.hands[state.current]:
        return IllegalAction("not_in_hand", tr(CTX, "You can only play cards from your hand."))
    people, value = CARDS[card]
    if value == 3:
        return IllegalAction("no_power", tr(CTX, "Cards of value 3 have no power."))
    if PEOPLES[people]["phase"] != MOVEMENT:
        return IllegalAction(
            "contribution_power",
            tr(
                CTX,
                "{people} cards work in the contribution phase, as part of paying a box or an offering.",
                people=people_name(people),
            ),
        )
    if not power_usable(state, card):
        return IllegalAction(
            "dragon_outside",
            tr(
                CTX,
                "The {dragon} dragon is still beside the city: only a value-1 card can fly it in.",
                dragon=tr(CTX, PEOPLES[people]["dragon"]),
            ),
        )
    return None


def offering_problem(state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
    """An offering action: no card, or one Pillar card for a further offering."""
    cards = as_card_list(action["cards"])
    if cards is None or len(cards) > 1:
        return IllegalAction("malformed", tr(CTX, "An offering uses no card, or one Pillar card."))
    return offer_problem(state, cards[0] if cards else None)


def discard_problem(state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
    """The reset's discard: up to two cards from the hand."""
    cards = as_card_list(action["cards"])
    if cards is None or not set(cards) <= set(state.hands[state.current]):
        return IllegalAction("not_in_hand", tr(CTX, "You can only discard cards from your hand."))
    if len(cards) > MAX_RESET_DISCARD:
        return IllegalAction("too_many", tr(CTX, "In the reset phase you may discard at most two cards."))
    return None


def wrong_phase(state: BlueMoonCityState, kind: str) -> IllegalAction:
    if kind in ("move", "power", "dragon", "cancel"):
        return IllegalAction(
            "not_movement",
            tr(CTX, "Moving and the powers of Vulca, Terrah, Aqua and Flit belong to the movement phase."),
        )
    if kind == "offer" and state.offerings_this_turn > 0:
        return IllegalAction(
            "one_offering",
            tr(CTX, "Only one offering per turn; a Pillar card of value 1 or 2 allows one more."),
        )
    if kind in ("contribute", "offer"):
        return IllegalAction(
            "not_contribution", tr(CTX, "Contributions and offerings belong to the contribution phase.")
        )
    if kind == "discard":
        return IllegalAction("not_reset", tr(CTX, "Cards are discarded for new ones in the reset phase."))
    return IllegalAction("reset", tr(CTX, "Choose up to two cards to discard: the reset cannot be skipped."))


def contribution_problem(state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
    p = state.current
    cell = as_cell(action["tile"])
    here = tuple(state.figures[p])
    if cell is None or cell != here:
        return IllegalAction(
            "not_here", tr(CTX, "You can contribute only to the building your figure stands on.")
        )
    tile = state.tile(here)
    if tile["building"] == COURTYARD:
        return IllegalAction(
            "courtyard", tr(CTX, "The Courtyard has no boxes: here you make an offering to the obelisk.")
        )
    if tile["rebuilt"]:
        return IllegalAction("rebuilt", tr(CTX, "This building is already rebuilt."))
    box = action["box"]
    if not isinstance(box, int) or isinstance(box, bool) or not 0 <= box < len(tile["markers"]):
        return IllegalAction("no_box", tr(CTX, "This building has no such box."))
    if tile["markers"][box] is not None:
        return IllegalAction("box_taken", tr(CTX, "That box already holds a marker."))
    if state.markers_left[p] <= 0:
        return IllegalAction("no_marker", tr(CTX, "You have no marker left, so you cannot contribute."))
    people, value = BUILDINGS[tile["building"]]["boxes"][box]
    if "cards" not in action:
        if max_worth(state.hands[p], people) < value:
            return IllegalAction(
                "cannot_pay",
                tr(
                    CTX,
                    "Your cards cannot pay this box: it needs {people} cards worth {value}.",
                    people=people_name(people),
                    value=value,
                ),
            )
        return None
    cards = as_card_list(action["cards"])
    if cards is None or not cards or not set(cards) <= set(state.hands[p]):
        return IllegalAction("not_in_hand", tr(CTX, "Pay with cards from your hand."))
    worth = set_worth(cards, people)
    if worth is None:
        return IllegalAction(
            "card_unused",
            tr(
                CTX,
                "Every card must count: use {people} cards, Khind as a wild 1, two Mimix as a wild 3, "
                "or Hoax to recolour.",
                people=people_name(people),
            ),
        )
    if worth[0] < value:
        return IllegalAction(
            "too_little",
            tr(
                CTX,
                "These cards are worth {worth}; this box needs at least {value}.",
                worth=worth[0],
                value=value,
            ),
        )
    return None
