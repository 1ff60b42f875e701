"""How Blue Marble writes money: thousands of won (`BlueMarbleRules.format_money`)."""

from __future__ import annotations


def won(amount: int) -> str:
    """Blue Marble money in thousands of won: 270 -> '₩270K', 1500 -> '₩1,500K'."""
    sign = "-" if amount < 0 else ""
    return f"{sign}₩{abs(amount):,}K"
