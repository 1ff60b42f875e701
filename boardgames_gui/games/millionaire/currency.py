"""How Millionaire writes money: francs, "1,250 F" (`MillionaireRules.format_money`)."""

from __future__ import annotations

from ...engine.i18n import digits


def francs(amount: int) -> str:
    """Millionaire money: 1250 -> '1,250 F' ('1 250 F' in Russian), -50 -> '-50 F'."""
    sign = "-" if amount < 0 else ""
    return f"{sign}{digits(abs(amount))} F"
