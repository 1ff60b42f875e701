"""The market track's tokens: where each company's token stands, and in which order tokens on
one square lie (rulebook 7.3, S:229: a token arriving on an occupied square goes to the right
of those already there; K8: on one square the leftmost operates first)."""

from __future__ import annotations

from typing import Any


def set_price(state: Any, company: str, price: int) -> None:
    """Put the company's token on `price`, to the right of the tokens already there."""
    state.price[company] = price
    state.arrivals += 1
    state.arrival[company] = state.arrivals


def leftmost_first(state: Any, companies: list[str]) -> list[str]:
    """Companies by price, highest first; on one square the leftmost first (K8)."""
    return sorted(companies, key=lambda company: (-state.price[company], state.arrival.get(company, 0)))
