"""The 18Korea stock market: one linear track of prices (the project's 18Korea research 3.3).

Sources: the par ranges (60-100 before the war, 60-200 after), the end squares 460 and 500 and
the movement rules are the rulebook's (readings K6, K7); the squares between and the floor of 40
are designed.
"""

from __future__ import annotations

PRICES = (
    *(40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100),
    *(110, 120, 130, 140, 150, 160, 170, 180, 190, 200),
    *(220, 240, 260, 280, 300, 330, 360, 400, 430, 460, 500),
)
PAR_BEFORE_WAR = tuple(price for price in PRICES if 60 <= price <= 100)
PAR_AFTER_WAR = tuple(price for price in PRICES if 60 <= price <= 200)
END_PRICES = (460, 500)  # arriving on either ends the game after that OR (rulebook 11)


def moved(price: int, squares: int) -> int:
    """The price `squares` squares right (left when negative), held between 40 and 500."""
    index = PRICES.index(price) + squares
    return PRICES[max(0, min(len(PRICES) - 1, index))]


def dividend_squares(revenue: int, price: int) -> int:
    """K7: a payout below the price does not move, from the price up moves 1, from twice the
    price up moves 2."""
    if revenue >= 2 * price:
        return 2
    return 1 if revenue >= price else 0


HOLD_SQUARES = -1  # K7: withholding moves one square left
