"""The Elite edition's own rules, reached by core through the hooks below.

Elite: central industry rent, shares and the Exchange (M27), circular income with 20 % of the
shares, circular tax (M11), Exemption, the Tax Inspection stay, insurance (M13), Chance and
Fortune (M7, M14), the AUCTION cell (M10). The parts live in elite_*.py; this module wires
them to core's hooks (names and signatures fixed by core's skeleton).

Before the game [RULE, S:135]: shares and (M13) policies may be bought in one's turns of the
first round, before rolling.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.api import Action, Choice, Event, IllegalAction, Range, find_listed
from ...engine.steps import Step
from . import (
    classic,
    elite_auction,
    elite_chance,
    elite_fortune,
    elite_insurance,
    elite_shares,
    elite_steps,
    elite_tax,
    elite_texts,
    elite_wheel,
    moves,
    plots,
)
from . import data as D
from . import elite_cards as C
from .state import BEFORE_ROLL, MillionaireState


def _jackpot(state: MillionaireState, player: int, how: str) -> list[Event]:
    """The Jackpot is the Classic machine (2.9); Fortune 13 (Casino ban) switches it off."""
    if elite_fortune.casino_closed(state):
        return [Event("casino_closed", player=player)]
    play = classic.LANDING.get("jackpot")
    return play(state, player, how) if play is not None else []


def _tax_police(state: MillionaireState, player: int, how: str) -> list[Event]:
    """Tax Police sends the token to Tax Inspection with no circular income [RULE, M11]."""
    return moves.send_to(state, player, D.TAX_INSPECTION)


def _exchange(state: MillionaireState, player: int, how: str) -> list[Event]:
    return elite_steps.open_exchange(state, player)


#: what a cell of this edition does when a token stops on it: {cell kind: fn(state, player,
#: how) -> events}, how in {"dice", "card", "flight"}. Plots are core's (plots.LANDING).
LANDING: dict[str, Callable[[MillionaireState, int, str], list[Event]]] = {
    "chance": elite_chance.draw,
    "fortune": lambda state, player, how: elite_wheel.draw(state, player),
    "exchange": _exchange,
    "auction": lambda state, player, how: elite_auction.run(state, player),
    "exemption": elite_tax.exemption,
    "tax_inspection": elite_tax.arrive_at_inspection,
    "tax_police": _tax_police,
    "jackpot": _jackpot,
}

#: the step of each kind of frame this edition pushes on state.pending
STEPS: list[Step] = elite_steps.STEPS

#: action types this edition adds to the turn (and to raising cash in a debt); core's turn
#: and debt steps pass them to turn_check / turn_apply
TURN_TAKES: frozenset[str] = frozenset({"buy_shares", "sell_shares", "buy_policy", "use_card"})


def setup(state: MillionaireState) -> None:
    """The edition's part of a new game: both decks shuffled, no Fortune card yet, shares at
    100 F [RULE], no shares, policies or skips."""
    for name, cards in (("chance", C.CHANCE), ("fortune", C.FORTUNE)):
        deck = [card.id for card in cards]
        state.rng.shuffle(deck)
        state.decks[name] = deck
    state.share_price = C.SHARE_START_PRICE


def turn_start(state: MillionaireState, player: int) -> list[Event]:
    """A player held at Tax Inspection decides how to leave before anything else."""
    if state.detained[player]:
        state.pending.append({"kind": "inspection", "player": player})
    return []


def income(state: MillionaireState, player: int) -> int:
    """Circular income: 200 F + 20 % of the shares' value [RULE], as Fortune cards change it."""
    return elite_shares.income(state, player)


def on_pass(state: MillionaireState, player: int, space: int) -> list[Event]:
    """Passing (or reaching) START: short-term policies go back to the bank (M13) and shares
    may be bought [RULE]; passing Tax Inspection charges the circular tax (M11)."""
    if space == D.START:
        events = elite_insurance.give_back(state, player, elite_insurance.SHORT, "start")
        if elite_shares.most_to_buy(state, player, state.share_price):
            state.pending.append(
                {
                    "kind": "share_offer",
                    "player": player,
                    "price": state.share_price,
                    "how": "start",
                }
            )
        return events
    if space == D.TAX_INSPECTION:
        return elite_tax.collect(state, player)
    return []


def rent_due(state: MillionaireState, space: int) -> int:
    """The plain rent of tables 2.5 and 2.7 (the central plots by how many their owner holds);
    Fortune cards change it in cover_rent, which knows the payer."""
    return plots.plain_rent(state, space)


def cover_rent(state: MillionaireState, payer: int, owner: int, amount: int) -> tuple[int, list[Event]]:
    """Fortune 9 / 10 change the rent (insured owners / payers excepted); a Red policy holder
    is asked whether to cancel it (M13), the frame then charges or the bank pays."""
    amount = elite_fortune.rent(state, payer, owner, amount)
    if amount > 0 and elite_insurance.offer_red(
        state, payer, owner, amount, "rent", space=state.positions[payer]
    ):
        return 0, []
    return amount, []


def build_price(state: MillionaireState, space: int) -> int:
    """What one branch or enterprise on `space` costs now: half under Fortune 7."""
    price = plots.plot_at(state, space).branch_price
    return elite_fortune.build_price(state, state.owner[space], price)


def build_problem(state: MillionaireState, seat: int, space: int) -> IllegalAction | None:
    """Fortune 8 (Building moratorium): no new pieces, unless the builder is insured."""
    if not elite_fortune.building_allowed(state, seat):
        return elite_texts.refuse("moratorium")
    return None


def mortgage_value(state: MillionaireState, space: int) -> int:
    """What the bank pays for mortgaging the plot: half the price (M12), 40 % under Fortune 12."""
    return elite_fortune.mortgage_value(state, state.owner[space], plots.plot_at(state, space).price)


def redeem_cost(state: MillionaireState, space: int) -> int:
    """Redeeming: half the price + 10 % (M12); Fortune 11 and 12 change it."""
    return elite_fortune.redeem_cost(state, state.owner[space], plots.plot_at(state, space).price)


def tradable_cards(state: MillionaireState, player: int) -> list[str]:
    """M20: only the cards marked "keep" (Tax exemption, Release) may be traded; a card kept
    because it could not be carried out stays with its drawer."""
    return [card_id for card_id in state.held[player] if card_id in elite_chance.KEEP]


def worth_extra(state: MillionaireState, player: int) -> int:
    """M18: shares count at the current price."""
    return elite_shares.worth_extra(state, player)


def raise_options(state: MillionaireState, player: int) -> list[tuple[Action, int]]:
    """M17: shares sold to the bank at the current price raise cash in a debt."""
    most = elite_shares.most_to_sell(state, player)
    if not most or state.share_price <= 0:
        return []
    return [(Action("sell_shares", count=Range(1, most)), most * state.share_price)]


def turn_extras(state: MillionaireState, seat: int, phase: str) -> list[Action]:
    """Before the roll: sell shares [RULE], buy policies (M13), use a kept card (M20); in the
    first round also buy shares ("before the game" [RULE])."""
    if phase != BEFORE_ROLL:
        return []
    out: list[Action] = []
    if state.round == 1:
        out += elite_steps.buy_listing(state, seat, state.share_price)
    out += elite_steps.sell_listing(state, seat)
    colours = elite_insurance.can_buy(state, seat)
    if colours:
        out.append(Action("buy_policy", colour=Choice(tuple(colours))))
    cards = elite_chance.usable(state, seat)
    if cards:
        out.append(Action("use_card", card=Choice(tuple(cards))))
    return out


def in_debt(state: MillionaireState, seat: int) -> bool:
    return bool(state.pending) and state.pending[-1]["kind"] == "debt" and state.pending[-1]["player"] == seat


def _listed(state: MillionaireState, seat: int) -> list[Action]:
    if in_debt(state, seat):
        return [action for action, _ in raise_options(state, seat)]
    return turn_extras(state, seat, state.phase)


def turn_check(state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    """Why `seat` may not take this edition's turn (or raise-cash) action now, or None."""
    if find_listed(_listed(state, seat), action):
        return None
    return elite_texts.refusal(state, "turn", action, seat, "")


def turn_apply(state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
    """Carry out this edition's turn (or raise-cash) action."""
    kind = action["type"]
    if kind == "buy_shares":
        return elite_shares.buy(state, seat, action["count"], state.share_price, "before_game")
    if kind == "sell_shares":
        return elite_shares.sell(state, seat, action["count"], state.share_price, "bank")
    if kind == "buy_policy":
        return elite_insurance.buy(state, seat, action["colour"])
    return elite_chance.use(state, seat, action["card"])


def invariants(state: MillionaireState) -> list[str]:
    """Broken invariants of this edition's fields, as sentences."""
    problems = []
    if state.share_price < 0 or state.share_price % C.EXCHANGE_POINT:
        problems.append(f"share price {state.share_price} is not a multiple of 10 F at or above 0")
    if any(count < 0 for count in state.shares):
        problems.append(f"negative shares {state.shares}")
    for seat, colours in enumerate(state.policies):
        if len(set(colours)) != len(colours):
            problems.append(f"seat {seat} holds a policy colour twice: {colours}")
    cards = sorted(
        state.decks.get("chance", []) + [c for held in state.held for c in held if c.startswith("chance")]
    )
    if cards != sorted(card.id for card in C.CHANCE):
        problems.append("the Chance cards are not all in the deck or in hands")
    fortune = sorted(state.decks.get("fortune", []) + state.wheel)
    if fortune != sorted(card.id for card in C.FORTUNE):
        problems.append("the Fortune cards are not all in the deck or on the Wheel")
    return problems
