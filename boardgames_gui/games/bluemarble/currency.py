"""How Blue Marble writes money (`BlueMarbleRules.format_money`): thousands of won in English,
the box's 만원 in Korean, тыс./млн in Russian; the language is the one sentences are made in."""

from __future__ import annotations

from ...engine import i18n

NBSP = "\u00a0"


def won(amount: int) -> str:
    """Blue Marble money (in thousands of won): 270 -> '₩270K' / '27만원' / '270 тыс. ₩'."""
    sign = "-" if amount < 0 else ""
    amount = abs(amount)
    language = i18n.language()
    if language == "ko":
        return sign + _korean(amount)
    if language == "ru":
        return sign + _russian(amount)
    return f"{sign}₩{amount:,}K"


def _korean(amount: int) -> str:
    """Ten thousands (만) and thousands (천) of won, as the box's notes are counted: 27만 5천원."""
    man, cheon = divmod(amount, 10)
    if not amount:
        return "0원"
    if man and cheon:
        return f"{man:,}만 {cheon}천원"
    if man:
        return f"{man:,}만원"
    return f"{cheon}천원"


def _russian(amount: int) -> str:
    """Millions when round to a tenth (1,5 млн ₩), else thousands with spaces (1 250 тыс. ₩)."""
    if amount >= 1000 and amount % 100 == 0:
        millions = f"{amount / 1000:g}".replace(".", ",")
        return f"{millions}{NBSP}млн{NBSP}₩"
    return f"{i18n.digits(amount)}{NBSP}тыс.{NBSP}₩"
