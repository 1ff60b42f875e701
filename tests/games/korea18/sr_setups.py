"""Small set-ups for the draft and stock-round tests: a game from set-up, the draft played
through (or not), companies founded by hand with the holdings a test needs."""

from __future__ import annotations

from typing import Any

from boardgames_gui.engine.api import Action, concretise
from boardgames_gui.engine.rng import Rng

from .or_setups import RULES, found


def new_game(players: int = 4, **variants: Any) -> Any:
    options: dict[str, Any] = {"players": players}
    if variants:
        options["variants"] = variants
    return RULES.new_game(options, 1)


def play_draft(state: Any) -> Any:
    """Every pick the first card on offer, until the stock round begins."""
    rng = Rng.from_seed(0)
    while state.round_kind == "draft":
        RULES.apply(state, concretise(RULES.legal_actions(state)[0], rng, "first"))
    return state


def stock_state(players: int = 4, cash: int | None = None, **companies: tuple[int, int]) -> Any:
    """A game at the first turn of its first stock round, with `companies` {id: (director,
    price)} founded by hand; every player's cash set to `cash` when given."""
    state = play_draft(new_game(players))
    for company, (seat, price) in companies.items():
        found(state, company, seat, price)
    if cash is not None:
        state.cash = [cash] * players
    return state


def give(state: Any, company: str, seat: int, count: int) -> None:
    """`seat` receives `count` shares of `company` from its treasury, paying nothing."""
    state.treasury_shares[company] -= count
    state.held[company][seat] += count


def act(state: Any, kind: str, **fields: Any) -> list:
    return RULES.apply(state, Action(kind, **fields))


def refusal_code(state: Any, kind: str, **fields: Any) -> str | None:
    problem = RULES.check(state, Action(kind, **fields))
    return None if problem is None else problem.code


def to_move(state: Any) -> int:
    return RULES.decision(state).player
