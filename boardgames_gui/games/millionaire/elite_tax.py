"""Elite taxes and Tax Inspection: the circular tax (M11), the Exemption cell, the stay at Tax
Inspection and Tax Police sending there.

Rule text S:139-S:143 (reference 2.1): the circular tax is 10 F per share plus the plot tax of
the tax table, paid on passing Tax Inspection or arriving there by any means; the Exemption
cell skips one circular tax; a player who arrives at Tax Inspection stays until he pays 50 F or
rolls doubles in one of his next three turns, and after the third failure pays 50 F; Tax Police
sends the token to Tax Inspection with no circular income.

`state.detained[seat]` is the number of the player's next attempt at doubles (1-3) while held
there, 0 when free.
"""

from __future__ import annotations

from ...engine.api import Event
from . import data as D
from . import elite_cards as C
from . import elite_fortune, elite_insurance, money, plots
from .state import BANK, MillionaireState

TAX_CARD = "chance:7"  # "Tax exemption (keep)"
RELEASE_CARD = "chance:8"  # "Release (keep)"


def plot_part(state: MillionaireState, player: int) -> int:
    """Σ of the land tax of the player's plots (tables 2.6 and 2.7; mortgaged plots pay none),
    halved or doubled by Fortune 5 / 6."""
    amount = sum(plots.plot_tax(state, space) for space in state.plots_of(player))
    return elite_fortune.plot_tax(state, player, amount)


def share_part(state: MillionaireState, player: int) -> int:
    """10 F per share [RULE] (20 F under Fortune 6, point B)."""
    return state.shares[player] * elite_fortune.share_tax(state, player)


def circular_tax(state: MillionaireState, player: int) -> int:
    return plot_part(state, player) + share_part(state, player)


def collect(state: MillionaireState, player: int) -> list[Event]:
    """Charge the circular tax once (M11): an Exemption skip goes first, then a kept
    Tax-exemption card (only when there is a tax to skip, M20); a Red policy may waive it."""
    if state.tax_exempt[player] > 0:
        state.tax_exempt[player] -= 1
        return [Event("tax_skipped", player=player, how="exemption")]
    amount = circular_tax(state, player)
    if amount <= 0:
        return [Event("circular_tax", player=player, amount=0)]
    if TAX_CARD in state.held[player]:
        state.held[player].remove(TAX_CARD)
        state.decks["chance"].append(TAX_CARD)
        return [Event("tax_skipped", player=player, how="card", amount=amount)]
    if elite_insurance.offer_red(state, player, BANK, amount, "tax"):
        return []
    return money.charge(state, player, BANK, amount, "tax")


def exemption(state: MillionaireState, player: int, how: str) -> list[Event]:
    """The Exemption from Tax cell: skip the next circular tax [RULE]."""
    state.tax_exempt[player] += 1
    return [Event("tax_exemption", player=player, skips=state.tax_exempt[player])]


def arrive_at_inspection(state: MillionaireState, player: int, how: str) -> list[Event]:
    """M11: every arrival at Tax Inspection (dice, card, Tax Police, three doubles) charges
    the circular tax and holds the player there."""
    state.detained[player] = 1
    events = [Event("held", player=player, space=D.TAX_INSPECTION)]
    return events + collect(state, player)


def release(state: MillionaireState, player: int, how: str, fine: int = 0) -> list[Event]:
    """The player leaves Tax Inspection (doubles, the fine, the Release card, Fortune 30)."""
    state.detained[player] = 0
    events = [Event("released", player=player, how=how)]
    if fine:
        events += money.charge(state, player, BANK, fine, "fine")
    return events


def failed_attempt(state: MillionaireState, player: int) -> list[Event]:
    """No doubles: one attempt more; after the third the player pays 50 F and moves [RULE]."""
    if state.detained[player] >= C.INSPECTION_TURNS:
        return release(state, player, "third_failure", C.INSPECTION_FINE)
    state.detained[player] += 1
    return [Event("still_held", player=player, attempts=state.detained[player] - 1)]


def amnesty(state: MillionaireState) -> list[Event]:
    """Fortune 30: everyone at Tax Inspection leaves now without a fine."""
    events: list[Event] = []
    for seat in state.active_players():
        if state.detained[seat]:
            events += release(state, seat, "amnesty")
    return events
