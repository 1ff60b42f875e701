"""Drawing a Classic Chance or Movement card and doing what it says (reference 2.10, M8, M20).

A drawn card goes back under its deck once carried out [rule text: "the card is hidden
at the bottom of the pack"]; a card marked "keep" stays with the player until used
(M20), then goes under its deck. Payments are never impossible (M20): a player who
cannot pay owes the money (money.charge) and raises it or goes bankrupt (M17).
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.api import Event
from . import classic_cards as C
from . import data as D
from . import money, plots
from .state import BANK, FUND, MillionaireState

#: the Lawyer's fees are rounded down to this many F (reference 2.10, Chance 12)
LAWYER_ROUNDING = 10


def draw(state: MillionaireState, player: int, deck: str) -> list[Event]:
    """The top card of `deck` acts on `player`; kept cards stay in the player's hand."""
    card_id = state.decks[deck].pop(0)
    card = C.CARDS[card_id]
    state.drawn = card_id
    events = [Event("drew", player=player, deck=deck, card=card_id)]
    if card.keep:
        state.held[player].append(card_id)
        return events + [Event("card_kept", player=player, card=card_id)]
    state.decks[deck].append(card_id)
    return events + CARD_ACTIONS[card.kind](state, player, card)


def return_card(state: MillionaireState, player: int, card_id: str) -> None:
    """A kept card has been used: it leaves the hand and goes under its deck."""
    state.held[player].remove(card_id)
    state.decks[C.CARDS[card_id].deck].append(card_id)


def opponents(state: MillionaireState, player: int) -> list[int]:
    """The other players still in the game, clockwise from `player`."""
    count = state.players
    seats = [(player + step) % count for step in range(1, count)]
    return [seat for seat in seats if not state.bankrupt[seat]]


def pieces_of(state: MillionaireState, player: int) -> tuple[int, int]:
    """(branches, enterprises) standing on the player's plots (an enterprise replaced its
    three branches, M25)."""
    levels = [state.buildings[space] for space in state.plots_of(player)]
    branches = sum(level for level in levels if level < D.ENTERPRISE)
    return branches, sum(1 for level in levels if level == D.ENTERPRISE)


# ----- Chance


def _receive(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    return money.gain(state, player, card.amount, "card")


def _pay(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    return money.charge(state, player, BANK, card.amount, "card", card=card.id)


def _from_each(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    """Every other player gives the drawer the amount; the debts of those who cannot pay
    are stacked so that the next player clockwise answers first."""
    events: list[Event] = []
    for other in reversed(opponents(state, player)):
        events += money.charge(state, other, player, card.amount, "card", card=card.id)
    return events


def _to_each(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    events: list[Event] = []
    for other in reversed(opponents(state, player)):
        events += money.charge(state, player, other, card.amount, "card", card=card.id)
    return events


def _repairs(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    branches, enterprises = pieces_of(state, player)
    per_branch, per_enterprise = card.rates
    amount = branches * per_branch + enterprises * per_enterprise
    if not amount:
        return [Event("card_nothing", player=player, card=card.id)]
    return money.charge(state, player, BANK, amount, "card", card=card.id)


def _lawyer(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    """The card's percentage of the player's cash, rounded down to a multiple of 10 F."""
    amount = state.money[player] * card.amount // 100 // LAWYER_ROUNDING * LAWYER_ROUNDING
    if not amount:
        return [Event("card_nothing", player=player, card=card.id)]
    return money.charge(state, player, BANK, amount, "card", card=card.id)


def _kept(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    return [Event("card_kept", player=player, card=card.id)]


def _lottery(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    die = state.rng.die(6)
    amount = die * card.amount
    return [Event("street_lottery", player=player, die=die, amount=amount)] + money.gain(
        state, player, amount, "card"
    )


def _donation(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    return money.charge(state, player, FUND, card.amount, "card", card=card.id)


def _court_case(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    """The opponent with the most cash pays; on a tie the first of them clockwise from the
    drawer (designed: the card names one opponent)."""
    others = opponents(state, player)
    richest = max(others, key=lambda seat: state.money[seat])
    return money.charge(state, richest, player, card.amount, "card", card=card.id)


def _free_spin(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    """To the Jackpot (forward: START pays on the way, M8), where the bank's bet buys one spin
    instead of the cell's own play."""
    from . import moves  # moves reaches this edition through editions.py, which imports it

    return moves.move_to(state, player, card.target, "card")


# ----- Movement (a forward move ending on START pays no circular income: rule text, M8)


def _forward_to(state: MillionaireState, player: int, space: int) -> list[Event]:
    from . import moves  # moves reaches this edition through editions.py, which imports it

    return moves.move_to(state, player, space, "card", income=space != D.START)


def _to_cell(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    return _forward_to(state, player, card.target)


def _forward(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    return _forward_to(state, player, (state.positions[player] + card.steps) % D.NUM_CELLS)


def _back(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    from . import moves  # moves reaches this edition through editions.py, which imports it

    return moves.move_by(state, player, -card.steps, "card")


def _to_police(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    """Straight to the Tax Police, like three doubles: no circular income (M3)."""
    from . import moves  # moves reaches this edition through editions.py, which imports it

    return moves.send_to(state, player, card.target)


def nearest_ahead(state: MillionaireState, player: int, fits: Callable[[int], bool]) -> int | None:
    """The first cell after the player's, clockwise, that fits; None when none does."""
    start = state.positions[player]
    for step in range(1, D.NUM_CELLS):
        space = (start + step) % D.NUM_CELLS
        if fits(space):
            return space
    return None


def _kind_ahead(state: MillionaireState, player: int, kind: str) -> int | None:
    board = D.BOARDS[state.edition]
    return nearest_ahead(state, player, lambda space: board[space].kind == kind)


def _to_black_business(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    return _forward_to(state, player, _kind_ahead(state, player, "black_business"))


def _to_chance(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    return _forward_to(state, player, _kind_ahead(state, player, "chance"))


def _to_unowned(state: MillionaireState, player: int, card: C.Card) -> list[Event]:
    space = nearest_ahead(
        state, player, lambda space: plots.plot_at(state, space) is not None and state.owner[space] is None
    )
    if space is None:
        return [Event("no_free_plot", player=player)]
    return _forward_to(state, player, space)


#: card kind -> what the card does to the player who drew it
CARD_ACTIONS: dict[str, Callable[[MillionaireState, int, C.Card], list[Event]]] = {
    "receive": _receive,
    "pay": _pay,
    "from_each": _from_each,
    "to_each": _to_each,
    "repairs": _repairs,
    "lawyer": _lawyer,
    "amnesty": _kept,
    "rent_holiday": _kept,
    "lottery": _lottery,
    "donation": _donation,
    "court_case": _court_case,
    "free_spin": _free_spin,
    "to_start": _to_cell,
    "forward": _forward,
    "back": _back,
    "to_cell": _to_cell,
    "to_police": _to_police,
    "to_black_business": _to_black_business,
    "to_chance": _to_chance,
    "to_unowned": _to_unowned,
}


def is_free_spin(state: MillionaireState, how: str) -> bool:
    """The token reached the Jackpot on the Free spin card (Chance 20)."""
    return how == "card" and state.drawn is not None and C.CARDS[state.drawn].kind == "free_spin"
