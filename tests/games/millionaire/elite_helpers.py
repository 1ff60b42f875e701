"""Helpers for the Elite edition's scenario tests: a new Elite game, rigged dice, placed tokens,
owned plots, and acting through the protocol (check, then apply)."""

from __future__ import annotations

from typing import Any

from boardgames_gui.games.millionaire.rules import MillionaireRules
from boardgames_gui.games.millionaire.state import MillionaireState

from boardgames_gui.engine.api import Action, Event
from boardgames_gui.engine.rng import Rng

RULES = MillionaireRules()

# Elite board cells the tests use (reference 2.3)
CINEMA, CHANCE_2, NIGHTCLUB, FORTUNE_4, POWERGRID, BAKERY, EXCHANGE_7, DAIRY, BREWERY = range(1, 10)
INSPECTION, INTERNET, PAGING, CHANCE_13, MOBILE, NUCLEAR = range(10, 16)
FORTUNE_17, AUCTION, HYDRO, EXEMPTION, POLICE, FORTUNE_37, EXCHANGE_39 = 17, 22, 25, 27, 30, 37, 39
CHANCE_32, REFINERY, GAS, OIL = 32, 35, 36, 38


def elite(players: int = 3, seed: int = 1) -> MillionaireState:
    return RULES.new_game({"players": players, "variants": {"edition": "elite"}}, seed)


def rig_dice(state: MillionaireState, *faces: int) -> None:
    """Set the state's generator so that the next die rolls come out as `faces`."""
    for seed in range(50_000_000):
        rng = Rng(seed)
        if all(rng.die(6) == face for face in faces):
            state.rng = Rng(seed)
            return
    raise AssertionError("no seed gives these dice")


def act(state: MillionaireState, kind: str, player: int | None = None, **fields: Any) -> list[Event]:
    """Take an action through the protocol: it must pass `check`, then it is applied."""
    action = Action(kind, **fields)
    problem = RULES.check(state, action, player)
    assert problem is None, problem
    return RULES.apply(state, action, player)


def roll_to(state: MillionaireState, target: int, d1: int = 1, d2: int = 2, *more: int) -> list[Event]:
    """The current player rolls d1 + d2 (then `more` dice for what follows) onto `target`."""
    player = state.current
    state.positions[player] = (target - d1 - d2) % 40
    rig_dice(state, d1, d2, *more)
    return act(state, "roll")


def give(state: MillionaireState, player: int, *spaces: int) -> None:
    for space in spaces:
        state.owner[space] = player


def listed(state: MillionaireState, player: int | None = None) -> list[str]:
    return [action["type"] for action in RULES.legal_actions(state, player)]


def listed_action(state: MillionaireState, kind: str, player: int | None = None) -> Action:
    return next(action for action in RULES.legal_actions(state, player) if action["type"] == kind)


def top(state: MillionaireState) -> str:
    return state.pending[-1]["kind"] if state.pending else ""


def types(events: list[Event]) -> list[str]:
    return [event["type"] for event in events]


def put_on_top(state: MillionaireState, deck: str, card_id: str) -> None:
    """Move `card_id` to the top of `deck` (a documented edit of the deck order)."""
    state.decks[deck].remove(card_id)
    state.decks[deck].insert(0, card_id)
