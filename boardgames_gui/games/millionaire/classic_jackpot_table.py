"""The Jackpot slot machine of the Classic edition: its strip and its winning table.

source: reference 2.9 (designed: the rule text fixes only the procedure: a bet, one die
rolled once for each of three columns, a prize from the bank on a winning combination, a
lost bet staying in the Jackpot box). What the player gets back follows reading M6 and its
switch `jackpot_on_top`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product

CHERRY, LEMON, BELL, SEVEN, DOLLAR = "cherry", "lemon", "bell", "seven", "dollar"

#: the symbol a column shows for each die face, from the bottom (face 1) up; every column
#: is the same strip (reference 2.9)
STRIP: dict[int, str] = {1: CHERRY, 2: LEMON, 3: CHERRY, 4: BELL, 5: SEVEN, 6: DOLLAR}

#: the bet: 10 to 100 F, in steps of 10 F (reference 2.9; steps as the bids of M9)
BET_MIN, BET_MAX, BET_STEP = 10, 100, 10

#: the bet the bank places for the player on the Free spin card (reference 2.10, Chance 20)
FREE_SPIN_BET = 20


@dataclass(frozen=True)
class Combination:
    """A winning line: `name` for the log, `multiple` = the total returned as a multiple of
    the bet (reading M6); `jackpot` = the whole box is paid besides the bet."""

    name: str
    multiple: int
    jackpot: bool = False


JACKPOT = Combination("jackpot", 1, jackpot=True)
#: source: reference 2.9, the winning table (probabilities there: 1, 1, 1, 1, 8, 15, 48 of 216)
THREE_SEVENS = Combination("three_sevens", 25)
THREE_BELLS = Combination("three_bells", 15)
THREE_LEMONS = Combination("three_lemons", 10)
THREE_CHERRIES = Combination("three_cherries", 8)
TWO_DOLLARS = Combination("two_dollars", 3)
TWO_CHERRIES = Combination("two_cherries", 1)
NOTHING = Combination("nothing", 0)

_THREE_OF = {
    DOLLAR: JACKPOT,
    SEVEN: THREE_SEVENS,
    BELL: THREE_BELLS,
    LEMON: THREE_LEMONS,
    CHERRY: THREE_CHERRIES,
}


def symbols(columns: list[int]) -> list[str]:
    """The symbols the three columns show for their die faces."""
    return [STRIP[face] for face in columns]


def combination(columns: list[int]) -> Combination:
    """The line three die faces make, best first as the table reads (reference 2.9)."""
    shown = symbols(columns)
    if len(set(shown)) == 1:
        return _THREE_OF[shown[0]]
    if shown.count(DOLLAR) == 2:
        return TWO_DOLLARS
    if shown.count(CHERRY) == 2:
        return TWO_CHERRIES
    return NOTHING


def bank_part(line: Combination, bet: int, on_top: bool) -> int:
    """What the bank adds to the returned bet (reading M6). By default bet x N is the total
    returned, so the bank pays (N - 1) x bet; with the switch "prize on top" it pays the full
    bet x N for every line with N >= 3, and two cherries still only return the bet."""
    if line.jackpot or line.multiple == 0:
        return 0
    if on_top and line.multiple >= 3:
        return bet * line.multiple
    return bet * (line.multiple - 1)


def total_return(line: Combination, bet: int, box: int, on_top: bool) -> int:
    """Everything a spin with this line gives back to the player (0 on a loss)."""
    if line.jackpot:
        return box + bet
    if line.multiple == 0:
        return 0
    return bet + bank_part(line, bet, on_top)


def expected_return(bet: int, box: int, on_top: bool) -> Fraction:
    """The average of `total_return` over the 216 equally likely spins (reference 2.9: 207/216
    of the bet without the box; a spin is fair when the box holds 8 bets). For players and
    the computer player deciding whether to bet."""
    spins = list(product(STRIP, repeat=3))
    total = sum(total_return(combination(list(columns)), bet, box, on_top) for columns in spins)
    return Fraction(total, len(spins))
