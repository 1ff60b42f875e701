"""Helpers for Blue Marble scenario tests: rigged dice, placed planes, owned deeds."""

from __future__ import annotations

from typing import Any

from boardgames_gui.engine.api import Action
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble.money import set_level
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules
from boardgames_gui.games.bluemarble.state import SECOND_HALF, BlueMarbleState

RULES = BlueMarbleRules()


def new(players: int = 4, seed: int = 1, **variants: Any) -> BlueMarbleState:
    return RULES.new_game({"players": players, "variants": variants}, seed)


def second_half(s: BlueMarbleState) -> BlueMarbleState:
    s.phase = SECOND_HALF
    return s


def rig_dice(s: BlueMarbleState, *pairs: tuple[int, int]) -> None:
    """Set the state's RNG so that the next dice come out as `pairs`."""
    for seed in range(10_000_000):
        rng = Rng(seed)
        if all((rng.die(6), rng.die(6)) == tuple(pair) for pair in pairs):
            s.rng = Rng(seed)
            return
    raise AssertionError("no seed gives these dice")


def give(s: BlueMarbleState, player: int, *spaces: int, level: int = 0) -> None:
    """Make `player` own `spaces` (at `level`), moving money to the bank as if bought."""
    for sp in spaces:
        s.owner[sp] = player
        if level:
            set_level(s, sp, level)


def top_card(s: BlueMarbleState, card_id: int) -> None:
    s.deck.remove(card_id)
    s.deck.insert(0, card_id)


def act(s: BlueMarbleState, type_: str, **fields: Any) -> list:
    return RULES.apply(s, Action(type_, **fields))


def kinds(events: list) -> list[str]:
    return [e["type"] for e in events]


def roll_to(s: BlueMarbleState, player: int, start: int, pair: tuple[int, int]) -> list:
    """Place `player` on `start`, make it their turn, rig one roll and roll."""
    s.current = player
    s.positions[player] = start
    rig_dice(s, pair)
    return act(s, "roll")


def land_on_key(s: BlueMarbleState, player: int, card_id: int, key_space: int = 7) -> list:
    """Put `card_id` on top of the deck and let `player` roll onto the Golden Key space."""
    top_card(s, card_id)
    start = key_space - 3
    return roll_to(s, player, start, (1, 2))


def city(index: int) -> str:
    return D.SPACES[index].en
