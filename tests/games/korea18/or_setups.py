"""Small set-ups for the operating-round tests: a game from set-up, its companies founded by
hand, the board and the train market as the test needs, and the first OR of a set begun."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from boardgames_gui.engine.api import Action

rules_module = pytest.importorskip("boardgames_gui.games.korea18.rules")
from boardgames_gui.games.korea18 import market, operating  # noqa: E402
from boardgames_gui.games.korea18.board import Board  # noqa: E402

RULES = rules_module.KoreaRules()


def found(state: Any, company: str, seat: int, price: int, treasury: int | None = None) -> None:
    """A company founded at `price` with its director's certificate held by `seat`."""
    if company in state.closed:
        state.closed.remove(company)
    state.par[company] = price
    market.set_price(state, company, price)
    state.held[company] = [0] * len(state.cash)
    state.held[company][seat] = 2
    state.director[company] = seat
    state.treasury_shares[company] = 8
    state.pool[company] = 0
    state.treasury[company] = 2 * price if treasury is None else treasury
    state.trains[company] = []
    state.tokens_used[company] = 0
    state.cards[company] = []


def or_state(
    companies: Mapping[str, tuple[int, int]],
    board: Board | None = None,
    trains: Mapping[str, list[str]] | None = None,
    seated: bool = False,
    start: bool = True,
    treasuries: Mapping[str, int] | None = None,
    **fields: Any,
) -> Any:
    """A 4-player game at the start of an OR set with `companies` {id: (director, price)}
    founded. `seated`: their home stations are on the board already (tokens_used 1)."""
    state = RULES.new_game({"players": 4}, 1)
    state.pending = []
    state.draft = {}
    for company in list(state.par):
        state.par.pop(company)
    for company, (seat, price) in companies.items():
        found(state, company, seat, price)
        if seated:
            state.tokens_used[company] = 1
    state.board = board if board is not None else Board()
    for company, names in (trains or {}).items():
        state.trains[company] = list(names)
    for company, amount in (treasuries or {}).items():
        state.treasury[company] = amount
    for name, value in fields.items():
        setattr(state, name, value)
    if start:
        state.set_number = 0
        operating.start_set(state)
        RULES.settle(state)
    return state


def same_turn(state: Any, company: str, played: int) -> bool:
    """Whether `company`'s turn of the OR numbered `played` is still going on."""
    return (
        company is not None and state.operating == company and state.ors_played == played and not state.over
    )


def act(state: Any, kind: str, **fields: Any) -> list:
    """Apply a checked action for the seat the table waits for."""
    return RULES.apply(state, Action(kind, **fields))


def refusal(state: Any, kind: str, **fields: Any) -> str | None:
    problem = RULES.check(state, Action(kind, **fields))
    return None if problem is None else problem.message


def listed_types(state: Any) -> list[str]:
    return [action["type"] for action in RULES.legal_actions(state)]
