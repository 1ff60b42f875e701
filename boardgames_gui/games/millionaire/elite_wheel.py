"""Drawing FORTUNE cards and what the one-time cards do (reference 2.10, Fortune 16-30).

A draw ends the long-term card in force (rule text S:141: a long-term card lives "until the
next card is drawn"), lays the new card on the Wheel (M7) and pushes a `fortune` frame per card,
first drawn on top. That frame resolves by itself twice: first it asks the insured players it
harms (M13, `fortune_cover` frames above it), then it puts the card in force or carries it out,
skipping the exempt players point by point.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.api import Event
from . import data as D
from . import elite_auction, elite_fortune, elite_insurance, elite_shares, elite_tax, money, plots
from . import elite_cards as C
from .state import BANK, JACKPOT_BOX, MillionaireState


def seat_order(state: MillionaireState, first: int) -> list[int]:
    """The solvent seats in turn order, starting with `first`."""
    count = state.players
    return [(first + step) % count for step in range(count) if not state.bankrupt[(first + step) % count]]


def draw(state: MillionaireState, player: int, count: int = 1) -> list[Event]:
    """Draw `count` Fortune cards (Chance 4 lays two). Of two long-term cards drawn together the
    first stays in force (the first drawn wins a conflict [RULE])."""
    events = elite_fortune.end_in_force(state)
    drawn: list[str] = []
    for _ in range(count):
        card_id, reshuffled = elite_fortune.take_top(state)
        events += reshuffled
        drawn.append(card_id)
        state.drawn = card_id
        events.append(Event("fortune_drawn", player=player, deck="fortune", card=card_id))
    for card_id in reversed(drawn):
        state.pending.append({"kind": "fortune", "player": player, "card": card_id, "asked": False})
    return events


def resolve(state: MillionaireState, frame: dict[str, Any]) -> list[Event]:
    """The `fortune` frame on top: ask the covers, then act."""
    card = C.FORTUNE_BY_ID[frame["card"]]
    if not frame["asked"]:
        frame["asked"] = True
        return elite_insurance.fortune_covers(state, card, seat_order(state, frame["player"]))
    state.pending.pop()
    if card.long_term:
        if state.fortune_active is None:
            state.fortune_active = card.id
            return [Event("fortune_in_force", card=card.id)]
        return [Event("fortune_overruled", card=card.id, by=state.fortune_active)]
    events: list[Event] = []
    for point in card.points:
        events += ONE_TIME[point.effect](state, frame["player"], card, point)
    for point in card.points:
        state.fortune_exempt.pop(elite_fortune.exempt_key(card.id, point.letter), None)
    return events


# ----- the one-time points


def affected(state: MillionaireState, first: int, card: C.FortuneCard, point: C.FortunePoint) -> list[int]:
    """The solvent seats the point applies to, in turn order from `first`: those it names,
    less those exempt by insurance."""
    exempt = elite_fortune.exempt_seats(state, elite_fortune.exempt_key(card.id, point.letter))
    names_everyone = point.harmed in ("none", "all", "auction")
    return [
        seat
        for seat in seat_order(state, first)
        if seat not in exempt and (names_everyone or elite_insurance.harmed(state, seat, point.harmed))
    ]


def charge_each(
    state: MillionaireState, amounts: list[tuple[int, int]], creditor: Any, card: C.FortuneCard
) -> list[Event]:
    """Each (seat, amount) pays `creditor`; debts are stacked so the first seat settles first."""
    events: list[Event] = []
    debts_before = len(state.pending)
    for seat, amount in amounts:
        events += money.charge(state, seat, creditor, amount, "card", card=card.id)
    # money.charge pushes debts in call order; the first seat's debt must be on top
    state.pending[debts_before:] = reversed(state.pending[debts_before:])
    return events


def _price_change(state, drawer, card, point) -> list[Event]:
    old = state.share_price
    events = elite_shares.set_price(state, old + point.amount, "fortune")
    if point.compensated:
        exempt = elite_fortune.exempt_seats(state, elite_fortune.exempt_key(card.id, point.letter))
        events += elite_shares.compensate(state, old - state.share_price, exempt, "fortune")
    return events


def _split(state, drawer, card, point) -> list[Event]:
    return elite_shares.split(state)


def _everyone_receives(state, drawer, card, point) -> list[Event]:
    events: list[Event] = []
    for seat in affected(state, drawer, card, point):
        events += money.gain(state, seat, point.amount, "fortune")
    return events


def _everyone_pays(state, drawer, card, point) -> list[Event]:
    return charge_each(
        state, [(seat, point.amount) for seat in affected(state, drawer, card, point)], BANK, card
    )


def _central_levy(state, drawer, card, point) -> list[Event]:
    amounts = []
    for seat in affected(state, drawer, card, point):
        central = sum(1 for space in state.plots_of(seat) if plots.industry_of(state, space) == D.CENTRAL)
        amounts.append((seat, point.amount * central))
    return charge_each(state, amounts, BANK, card)


def _repair(state, drawer, card, point) -> list[Event]:
    amounts = []
    for seat in affected(state, drawer, card, point):
        levels = [state.buildings[space] for space in state.plots_of(seat)]
        enterprises = levels.count(D.ENTERPRISE)
        branches = sum(level for level in levels if level != D.ENTERPRISE)
        amounts.append((seat, point.amount * branches + C.REPAIR_PER_ENTERPRISE * enterprises))
    return charge_each(state, amounts, BANK, card)


def _poorest_receive(state, drawer, card, point) -> list[Event]:
    active = state.active_players()
    least = min(state.money[seat] for seat in active)
    events: list[Event] = []
    for seat in affected(state, drawer, card, point):
        if state.money[seat] == least:
            events += money.gain(state, seat, point.amount, "fortune")
    return events


def _wealth_tax(state, drawer, card, point) -> list[Event]:
    amounts = [
        (seat, state.money[seat] * point.amount // 100) for seat in affected(state, drawer, card, point)
    ]
    return charge_each(state, amounts, JACKPOT_BOX, card)


def _auction_day(state, drawer, card, point) -> list[Event]:
    return elite_auction.run(state, drawer)


def _insurers_crisis(state, drawer, card, point) -> list[Event]:
    events: list[Event] = []
    for seat in state.active_players():
        events += elite_insurance.give_back(state, seat, elite_insurance.SHORT, "crisis")
    return events


def _marathon(state, drawer, card, point) -> list[Event]:
    amounts = [(seat, point.amount) for seat in affected(state, drawer, card, point)]
    return charge_each(state, amounts, JACKPOT_BOX, card)


def _monopoly_fine(state, drawer, card, point) -> list[Event]:
    amounts = [
        (seat, point.amount * len(elite_insurance.monopolies(state, seat)))
        for seat in affected(state, drawer, card, point)
    ]
    return charge_each(state, amounts, BANK, card)


def _count_plots(state: MillionaireState, seat: int, industries: tuple[str, ...]) -> int:
    return sum(1 for space in state.plots_of(seat) if plots.industry_of(state, space) in industries)


def _export_subsidy(state, drawer, card, point) -> list[Event]:
    events: list[Event] = []
    for seat in affected(state, drawer, card, point):
        amount = point.amount * _count_plots(state, seat, C.EXPORT_INDUSTRIES)
        if amount:
            events += money.gain(state, seat, amount, "fortune")
    return events


def _energy_bonus(state, drawer, card, point) -> list[Event]:
    events: list[Event] = []
    for seat in affected(state, drawer, card, point):
        amount = point.amount * _count_plots(state, seat, C.ENERGY_INDUSTRIES)
        if amount:
            events += money.gain(state, seat, amount, "fortune")
    return events


def _energy_levy(state, drawer, card, point) -> list[Event]:
    return charge_each(
        state, [(seat, point.amount) for seat in affected(state, drawer, card, point)], BANK, card
    )


def _amnesty(state, drawer, card, point) -> list[Event]:
    return elite_tax.amnesty(state)


#: the one-time points: effect -> fn(state, drawer, card, point) -> events
ONE_TIME: dict[str, Callable[[MillionaireState, int, C.FortuneCard, C.FortunePoint], list[Event]]] = {
    "price_change": _price_change,
    "split": _split,
    "everyone_receives": _everyone_receives,
    "everyone_pays": _everyone_pays,
    "central_levy": _central_levy,
    "repair": _repair,
    "poorest_receive": _poorest_receive,
    "wealth_tax": _wealth_tax,
    "auction_day": _auction_day,
    "insurers_crisis": _insurers_crisis,
    "marathon": _marathon,
    "monopoly_fine": _monopoly_fine,
    "export_subsidy": _export_subsidy,
    "energy_bonus": _energy_bonus,
    "energy_levy": _energy_levy,
    "amnesty": _amnesty,
}
