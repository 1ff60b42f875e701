"""Elite CHANCE cards (reference 2.10, Elite Chance 1-20): personal cards, put back under the
deck after use; a card whose action is impossible now is kept until it can be done (M20).

Rule text S:141: "go to the nearest EXCHANGE, FORTUNE or CHANCE": the player measures the
distance to the nearest such cell ahead and behind and moves there; on a tie he chooses.
A forward card move pays the circular income when it passes START; backward moves never do
(M8); "Advance to START" pays it in full, "Go to Tax Police" pays none.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.api import Event
from . import data as D
from . import elite_cards as C
from . import elite_insurance, elite_shares, elite_tax, elite_wheel, money, moves
from .state import BANK, MillionaireState

#: the cards that are only ever kept until used (M20: "(keep)")
KEEP = tuple(card.id for card in C.CHANCE if card.keep)


def draw(state: MillionaireState, player: int, how: str) -> list[Event]:
    """The CHANCE cell: take the top card and do what it says."""
    deck = state.decks["chance"]
    if not deck:
        return [Event("deck_empty", player=player, deck="chance")]
    card = C.CHANCE_BY_ID[deck.pop(0)]
    state.drawn = card.id
    events = [Event("chance_drawn", player=player, deck="chance", card=card.id)]
    if card.keep or not possible(state, player, card):
        state.held[player].append(card.id)
        return events + [Event("chance_kept", player=player, card=card.id)]
    deck.append(card.id)
    return events + ACTIONS[card.kind](state, player, card)


def possible(state: MillionaireState, player: int, card: C.ChanceCard) -> bool:
    """M20: a card is kept when its action cannot be carried out now (payments always can)."""
    if card.kind == "free_green":
        return not elite_insurance.holds(state, player, "green")
    if card.kind == "broker_bonus":
        return elite_shares.most_to_buy(state, player, bonus_price(state)) > 0
    if card.kind == "insider_tip":
        return elite_shares.most_to_sell(state, player) > 0
    if card.kind == "release":
        return bool(state.detained[player])
    return True


def use(state: MillionaireState, player: int, card_id: str) -> list[Event]:
    """A kept card used by its holder (the `use_card` action); it goes back under the deck."""
    card = C.CHANCE_BY_ID[card_id]
    state.held[player].remove(card_id)
    state.decks["chance"].append(card_id)
    return [Event("chance_used", player=player, card=card_id)] + ACTIONS[card.kind](state, player, card)


def usable(state: MillionaireState, player: int) -> list[str]:
    """The kept cards the player may use now (the tax exemption is used by itself)."""
    return [
        card_id
        for card_id in state.held[player]
        if card_id in C.CHANCE_BY_ID
        and C.CHANCE_BY_ID[card_id].kind != "tax_exemption"
        and possible(state, player, C.CHANCE_BY_ID[card_id])
    ]


def bonus_price(state: MillionaireState) -> int:
    """Chance 10: half the current price (rounded down)."""
    return state.share_price // 2


# ----- where "go to" cards go


def nearest(state: MillionaireState, player: int, kind: str) -> list[tuple[int, int]]:
    """The nearest cells of `kind` other than the token's own, as (space, steps) with steps
    negative backwards; more than one only on a tie."""
    here = state.positions[player]
    options: list[tuple[int, int]] = []
    for space, cell in enumerate(D.BOARDS[state.edition]):
        if cell.kind != kind or space == here:
            continue
        ahead = (space - here) % D.NUM_CELLS
        options += [(space, ahead), (space, ahead - D.NUM_CELLS)]
    shortest = min(abs(steps) for _, steps in options)
    return [(space, steps) for space, steps in options if abs(steps) == shortest]


def next_of(state: MillionaireState, player: int, kind: str) -> int:
    """The first cell of `kind` ahead of the token."""
    here = state.positions[player]
    return min(
        (space for space, cell in enumerate(D.BOARDS[state.edition]) if cell.kind == kind),
        key=lambda space: (space - here) % D.NUM_CELLS or D.NUM_CELLS,
    )


def go(state: MillionaireState, player: int, steps: int) -> list[Event]:
    return moves.move_by(state, player, steps, "card")


# ----- the cards


def _nearest(state, player, card) -> list[Event]:
    options = nearest(state, player, card.target)
    if len(options) == 1:
        return go(state, player, options[0][1])
    state.pending.append({"kind": "nearest", "player": player, "choices": [space for space, _ in options]})
    return []


def _double_fortune(state, player, card) -> list[Event]:
    return elite_wheel.draw(state, player, 2)


def _go_to(state, player, card) -> list[Event]:
    if card.target == "tax_police":
        return moves.move_to(state, player, D.TAX_POLICE, "card", income=False)
    return moves.move_to(state, player, next_of(state, player, card.target), "card")


def _kept(state, player, card) -> list[Event]:
    return []


def _release(state, player, card) -> list[Event]:
    if state.pending and state.pending[-1]["kind"] == "inspection":
        state.pending.pop()
    return elite_tax.release(state, player, "card")


def _free_green(state, player, card) -> list[Event]:
    return elite_insurance.take(state, player, "green", "card")


def _broker_bonus(state, player, card) -> list[Event]:
    state.pending.append(
        {
            "kind": "share_offer",
            "player": player,
            "price": bonus_price(state),
            "most": card.amount,
            "how": "bonus",
        }
    )
    return []


def _insider_tip(state, player, card) -> list[Event]:
    price = state.share_price + card.amount
    state.pending.append({"kind": "share_sale", "player": player, "price": price, "how": "tip"})
    return []


def _dividend(state, player, card) -> list[Event]:
    return money.gain(state, player, card.amount * state.shares[player], "dividend")


def _margin_call(state, player, card) -> list[Event]:
    count = (state.shares[player] + 1) // 2
    if not count:
        return []
    return elite_shares.sell(state, player, count, state.share_price, "margin_call")


def _receive(state, player, card) -> list[Event]:
    return money.gain(state, player, card.amount, "chance")


def _pay(state, player, card) -> list[Event]:
    return money.charge(state, player, BANK, card.amount, "card", card=card.id)


def _renovation(state, player, card) -> list[Event]:
    levels = [state.buildings[space] for space in state.plots_of(player)]
    enterprises = levels.count(D.ENTERPRISE)
    branches = sum(level for level in levels if level != D.ENTERPRISE)
    amount = card.amount * branches + C.RENOVATION_PER_ENTERPRISE * enterprises
    return money.charge(state, player, BANK, amount, "card", card=card.id)


def _birthday(state, player, card) -> list[Event]:
    others = [seat for seat in elite_wheel.seat_order(state, player) if seat != player]
    return elite_wheel.charge_each(state, [(seat, card.amount) for seat in others], player, card)


def _back(state, player, card) -> list[Event]:
    return go(state, player, -card.amount)


#: card kind -> what it does to the player who drew (or used) it
ACTIONS: dict[str, Callable[[MillionaireState, int, C.ChanceCard], list[Event]]] = {
    "nearest": _nearest,
    "double_fortune": _double_fortune,
    "go_to": _go_to,
    "tax_exemption": _kept,
    "release": _release,
    "free_green": _free_green,
    "broker_bonus": _broker_bonus,
    "insider_tip": _insider_tip,
    "dividend": _dividend,
    "margin_call": _margin_call,
    "receive": _receive,
    "pay": _pay,
    "renovation": _renovation,
    "birthday": _birthday,
    "back": _back,
}
