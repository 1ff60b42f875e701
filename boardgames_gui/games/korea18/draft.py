"""The asset-card draft (rulebook 6; readings K26, K27).

Three to five players: one card of each tier per player lies face up; players pick one card a
turn in the order of K26 (1..n / n..1 / n..1, or the true snake with the variant) and may not
take a tier they already hold, so everyone ends with one A, one B and one C. Two players
(K27): two rounds of 2 A, 2 B and 2 C face up; player 1 takes one and player 2 two, then
player 2 one and player 1 two; the three cards left each round leave the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Choice, Event, IllegalAction
from ...engine.steps import Step
from . import texts
from .data_assets import ASSET_CARDS, TIERS, TWO_PLAYER_DRAFT, draft_passes

TWO_PLAYER_DRAW = 2  # cards of each tier per round (K27)


def start_draft(state: Any, decks: dict[str, list[str]]) -> None:
    players = state.players
    if players == 2:
        state.draft = {"decks": decks, "round": 1, "pool": [], "order": []}
        _deal_two_player_round(state)
        return
    pool = [card for tier in TIERS for card in decks[tier][:players]]
    snake = state.variants.get("draft_order") == "snake"
    order = [seat - 1 for one_pass in draft_passes(players, snake) for seat in one_pass]
    state.draft = {"pool": pool, "order": order, "round": 1}


def _deal_two_player_round(state: Any) -> None:
    decks = state.draft["decks"]
    state.draft["pool"] = [decks[tier].pop(0) for tier in TIERS for _ in range(TWO_PLAYER_DRAW)]
    turns = TWO_PLAYER_DRAFT[state.draft["round"] - 1]
    state.draft["order"] = [seat - 1 for seat, picks in turns for _ in range(picks)]


def picker(state: Any) -> int:
    return state.draft["order"][0]


def pickable(state: Any, seat: int) -> list[str]:
    """The face-up cards `seat` may take: any with two players, else a tier they lack (K26)."""
    if state.players == 2:
        return list(state.draft["pool"])
    held = {ASSET_CARDS[card].tier for card in state.hands[seat]}
    return [card for card in state.draft["pool"] if ASSET_CARDS[card].tier not in held]


def pick(state: Any, seat: int, card: str) -> list[Event]:
    state.draft["pool"].remove(card)
    state.draft["order"].pop(0)
    state.hands[seat].append(card)
    events = [Event("card_picked", player=seat, card=card)]
    if state.draft["order"]:
        return events
    if state.players == 2 and state.draft["round"] == 1:
        events.append(Event("cards_removed", cards=list(state.draft["pool"])))
        state.draft["round"] = 2
        _deal_two_player_round(state)
        return events
    if state.draft["pool"]:
        events.append(Event("cards_removed", cards=list(state.draft["pool"])))
    state.draft = {}
    from .stock import start_round

    return events + [Event("draft_over"), *start_round(state)]


class DraftPick(Step):
    kind = "draft"
    takes = frozenset({"pick_card"})

    def actors(self, state: Any) -> tuple[int, ...]:
        return (picker(state),)

    def prompt(self, state: Any, seat: int) -> str:
        return texts.draft_prompt(state, seat)

    def actions(self, state: Any, seat: int) -> list[Action]:
        return [Action("pick_card", card=Choice(tuple(pickable(state, seat))))]

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if set(action) != {"type", "card"}:
            return texts.refuse("malformed")
        card = action["card"]
        if card not in state.draft["pool"]:
            return texts.refuse("card_not_offered")
        if card not in pickable(state, seat):
            return texts.refuse("tier_held", tier=ASSET_CARDS[card].tier)
        return None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        return pick(state, seat, action["card"])

    def info(self, state: Any) -> Mapping[str, Any]:
        return {"round": "draft", "pool": list(state.draft["pool"])}
