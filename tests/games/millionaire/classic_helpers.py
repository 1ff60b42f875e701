"""Helpers for the Classic edition's scenario tests: a new Classic game, rigged dice, a
card put on top of its deck, owned plots. Each edit of the state is a small documented
change of its fields; everything else goes through the rules' protocol."""

from __future__ import annotations

from typing import Any

from boardgames_gui.games.millionaire.rules import MillionaireRules
from boardgames_gui.games.millionaire.state import MillionaireState

from boardgames_gui.engine.api import Action, Event
from boardgames_gui.engine.rng import Rng

RULES = MillionaireRules()


def new(players: int = 3, seed: int = 1, **variants: Any) -> MillionaireState:
    """A new Classic game; seat 0 is on turn, before the roll."""
    return RULES.new_game({"players": players, "variants": {"edition": "classic", **variants}}, seed)


def rig(state: MillionaireState, *faces: int) -> None:
    """Give the state an RNG whose next die rolls come out as `faces`."""
    for seed in range(50_000_000):
        rng = Rng(seed)
        if all(rng.die(6) == face for face in faces):
            state.rng = Rng(seed)
            return
    raise AssertionError("no seed gives these dice")


def top(state: MillionaireState, card: str) -> None:
    """Put `card` on top of its deck."""
    deck = state.decks[card.partition(":")[0]]
    deck.remove(card)
    deck.insert(0, card)


def give(state: MillionaireState, player: int, *spaces: int, level: int = 0) -> None:
    """`player` owns the plots on `spaces`, each with `level` buildings taken from the supply."""
    for space in spaces:
        state.owner[space] = player
        if level == 4:
            state.supply["enterprise"] -= 1
        else:
            state.supply["branch"] -= level
        state.buildings[space] = level


def act(state: MillionaireState, kind: str, seat: int | None = None, **fields: Any) -> list[Event]:
    """Apply a checked action of the seat the table waits for (or `seat`)."""
    return RULES.apply(state, Action(kind, **fields), seat)


def roll_from(state: MillionaireState, start: int, d1: int, d2: int, player: int = 0) -> list[Event]:
    """Seat `player` stands on `start`, on turn before the roll, and rolls d1 + d2."""
    state.current = player
    state.positions[player] = start
    rig(state, d1, d2)
    return act(state, "roll")


def draw(state: MillionaireState, card: str, player: int = 0, then: tuple[int, ...] = ()) -> list[Event]:
    """`player` rolls 1 + 2 onto a cell of the card's deck (Movement 3 from START, Chance 8
    from 5) and draws `card`; `then` are the die faces rolled after the move's two dice."""
    deck = card.partition(":")[0]
    start = 0 if deck == "movement" else 5
    top(state, card)
    state.current = player
    state.positions[player] = start
    rig(state, 1, 2, *then)
    return act(state, "roll")


def kinds(events: list[Event]) -> list[str]:
    return [event["type"] for event in events]


def decision_kind(state: MillionaireState) -> str:
    return RULES.decision(state).kind


def listed_types(state: MillionaireState, seat: int | None = None) -> list[str]:
    return [action["type"] for action in RULES.legal_actions(state, seat)]
