"""Elite FORTUNE cards: the deck, the Wheel of Fortune (M7, M14), the long-term card in force
and what the rules ask of it, and the one-time cards' effects.

Rule text S:141-S:143 (reference 2.1): Fortune cards concern everyone; a long-term ("safe")
card is in force until the next Fortune card is drawn, a one-time ("basket") card acts once;
drawn cards are laid on the Wheel, not returned to the deck. When a Chance card lays two at
once and they conflict, the first drawn wins: the state holds one card in force, so of two
long-term cards drawn together the first stays in force and the second only lies on the Wheel.

Insurance (M13) exempts players point by point: `state.fortune_exempt` maps
"<card id>:<point letter>" to the exempt seats, for as long as the card is in force (a
long-term card) or acts (a one-time card).
"""

from __future__ import annotations

from ...engine.api import Event
from . import elite_cards as C
from .state import MillionaireState


def exempt_key(card_id: str, letter: str) -> str:
    return f"{card_id}:{letter}"


def active_point(state: MillionaireState, effect: str) -> str | None:
    """The exemption key of the point in force with this effect, or None."""
    if state.fortune_active is None:
        return None
    card = C.FORTUNE_BY_ID[state.fortune_active]
    for point in card.points:
        if point.effect == effect:
            return exempt_key(card.id, point.letter)
    return None


def active_amount(state: MillionaireState, effect: str) -> int:
    card = C.FORTUNE_BY_ID[state.fortune_active]
    return next(point.amount for point in card.points if point.effect == effect)


def exempt_seats(state: MillionaireState, key: str) -> list[int]:
    return list(state.fortune_exempt.get(key, []))


def in_force(state: MillionaireState, effect: str, player: int | None = None) -> bool:
    """Does the long-term point `effect` apply (to `player`, who may be insured against it)?"""
    key = active_point(state, effect)
    if key is None:
        return False
    return player is None or player not in state.fortune_exempt.get(key, [])


# ----- what the long-term cards change (reference 2.10, Fortune 1-15)


def income_base(state: MillionaireState, player: int) -> int:
    """Fortune 1: 300; Fortune 2 (A): 100, unless insured; otherwise 200 [RULE]."""
    if in_force(state, "income_base", player):
        return active_amount(state, "income_base")
    return C.INCOME_BASE


def interest_percent(state: MillionaireState, player: int) -> int:
    """Fortune 3: 40 %; Fortune 4: 0 %, unless insured; otherwise 20 % [RULE]."""
    if in_force(state, "interest", player):
        return active_amount(state, "interest")
    return C.INCOME_INTEREST_PERCENT


def share_tax(state: MillionaireState, player: int) -> int:
    """The circular tax per share: 10 F [RULE], 20 F under Fortune 6 (B) unless insured."""
    if in_force(state, "share_tax", player):
        return active_amount(state, "share_tax")
    return C.SHARE_TAX


def plot_tax(state: MillionaireState, player: int, amount: int) -> int:
    """The plot part of the circular tax: halved by Fortune 5, doubled by Fortune 6 (A) unless
    insured (rounded down)."""
    if in_force(state, "plot_tax_half", player):
        return amount // 2
    if in_force(state, "plot_tax_double", player):
        return amount * 2
    return amount


def rent(state: MillionaireState, payer: int, owner: int, amount: int) -> int:
    """Fortune 9 halves every rent (not one paid to an insured owner); Fortune 10 adds 50 %
    (not for an insured payer). Rounded down."""
    if in_force(state, "rent_half", owner):
        return amount // 2
    if in_force(state, "rent_up", payer):
        return amount + amount * active_amount(state, "rent_up") // 100
    return amount


def build_price(state: MillionaireState, player: int, price: int) -> int:
    """Fortune 7: branches and enterprises cost half."""
    return price // 2 if in_force(state, "build_half", player) else price


def building_allowed(state: MillionaireState, player: int) -> bool:
    """Fortune 8: no new branches or enterprises, unless insured (selling stays allowed)."""
    return not in_force(state, "no_building", player)


def mortgage_value(state: MillionaireState, player: int, price: int) -> int:
    """Half the price [RULE]; 40 % under Fortune 12 (A) unless insured."""
    if in_force(state, "mortgage_40", player):
        return price * active_amount(state, "mortgage_40") // 100
    return price // 2


def redeem_cost(state: MillionaireState, player: int, price: int) -> int:
    """Half the price + 10 % [RULE]; half the price under Fortune 11; + 20 % under Fortune 12
    (B) unless insured."""
    if in_force(state, "cheap_redeem", player):
        return price // 2
    if in_force(state, "redeem_up", player):
        return price // 2 + price * active_amount(state, "redeem_up") // 100
    return price // 2 + price // 10


def casino_closed(state: MillionaireState) -> bool:
    """Fortune 13: the Jackpot cell has no effect."""
    return in_force(state, "casino_ban")


def bank_prize_factor(state: MillionaireState) -> int:
    """Fortune 14: the bank's part of a Jackpot prize is doubled (the returned bet is not)."""
    return 2 if in_force(state, "lottery_fever") else 1


# ----- the deck and the Wheel


def take_top(state: MillionaireState) -> tuple[str, list[Event]]:
    """The top Fortune card, laid on the Wheel (M7). An empty deck is first made again from
    every card on the Wheel, shuffled; the card in force stays in force (M14)."""
    events: list[Event] = []
    deck = state.decks["fortune"]
    if not deck:
        deck.extend(state.wheel)
        state.wheel.clear()
        state.rng.shuffle(deck)
        events.append(Event("fortune_reshuffled", count=len(deck)))
    card_id = deck.pop(0)
    state.wheel.append(card_id)
    return card_id, events


def end_in_force(state: MillionaireState) -> list[Event]:
    """The long-term card in force ends (a new Fortune card was drawn); its exemptions go."""
    if state.fortune_active is None:
        return []
    ended = state.fortune_active
    state.fortune_active = None
    for key in [key for key in state.fortune_exempt if key.startswith(ended + ":")]:
        del state.fortune_exempt[key]
    return [Event("fortune_ended", card=ended)]
