"""The Classic edition's own rules, reached by core through the hooks below.

Classic cells: the Movement and Chance decks (classic_cards.py data, classic_deck.py
drawing), the Charity Fund and White Business (M2), Black Business (M24), Tax Inspection
(M4), Tax Police (M22), the Jackpot (2.9, M6: classic_jackpot.py).

Owner: the "classic" helper. The names and signatures are core's hooks; the bodies are
the Classic rules.

Being held by the Tax Police is `state.detained[seat]`: 0 free, else the number of the
player's next attempt at doubles (1-3; 1 on arrival), as Elite's Tax Inspection counts it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction
from ...engine.steps import Step
from . import classic_cards as C
from . import classic_deck, classic_jackpot, classic_texts, money, plots
from . import data as D
from .frames import FrameStep, frame
from .refusals import fields_problem
from .state import AFTER_ROLL, BANK, FUND, MillionaireState

#: Black Business fine, paid into the Charity Fund [rule text]
BLACK_BUSINESS_FINE = 50
#: White Business pays this from the bank [designed amount, reference 2.8; condition M2]
WHITE_BUSINESS_PRIZE = 100
#: the Tax Police fine, before a roll or after the third failed attempt [designed, 2.8, M22]
POLICE_FINE = 50
#: doubles attempts at the Tax Police, one a turn (M22)
POLICE_ATTEMPTS = 3


# ----- the cells


def _movement(state: MillionaireState, player: int, how: str) -> list[Event]:
    return classic_deck.draw(state, player, C.MOVEMENT)


def _chance(state: MillionaireState, player: int, how: str) -> list[Event]:
    return classic_deck.draw(state, player, C.CHANCE)


def pays_out(state: MillionaireState, how: str) -> bool:
    """M2: the Charity Fund and White Business pay only when a Movement card's move ends on
    them; with the `fund_any_arrival` switch, on any arrival by dice or card. The Black
    Business flight never takes the fund (M24)."""
    if how == "flight":
        return False
    if state.variants["fund_any_arrival"]:
        return True
    return how == "card" and state.drawn is not None and C.CARDS[state.drawn].deck == C.MOVEMENT


def _fund(state: MillionaireState, player: int, how: str) -> list[Event]:
    """The Charity Fund pays out all it holds."""
    if not pays_out(state, how):
        return []
    amount = state.fund
    if not amount:
        return [Event("fund_empty", player=player)]
    state.fund = 0
    money.receive(state, player, amount)
    return [Event("fund_taken", player=player, amount=amount)]


def _white_business(state: MillionaireState, player: int, how: str) -> list[Event]:
    if not pays_out(state, how):
        return []
    return [Event("white_business", player=player)] + money.gain(state, player, WHITE_BUSINESS_PRIZE, "card")


def _black_business(state: MillionaireState, player: int, how: str) -> list[Event]:
    """Fly to the Charity Fund, with no circular income and without taking the fund (M24),
    and pay the fine into the fund [rule text]."""
    from . import moves  # moves reaches this edition through editions.py, which imports it

    events = [Event("black_business", player=player, fine=BLACK_BUSINESS_FINE)]
    events += moves.send_to(state, player, C.CHARITY_FUND)
    return events + money.charge(state, player, FUND, BLACK_BUSINESS_FINE, "fine")


def taxable_plots(state: MillionaireState, player: int) -> list[int]:
    """The player's plots that pay land tax: every unmortgaged one (2.6)."""
    return [space for space in state.plots_of(player) if not state.mortgaged[space]]


def inspection_tax(state: MillionaireState, player: int) -> int:
    """M4: the land tax of table 2.6 summed over the player's unmortgaged plots."""
    return sum(plots.plot_tax(state, space) for space in taxable_plots(state, player))


def _tax_inspection(state: MillionaireState, player: int, how: str) -> list[Event]:
    """Stopping here (by dice or card; passing costs nothing) charges the land tax (M4)."""
    amount = inspection_tax(state, player)
    events = [Event("tax_inspection", player=player, amount=amount, plots=len(taxable_plots(state, player)))]
    return events + money.charge(state, player, BANK, amount, "tax")


def _tax_police(state: MillionaireState, player: int, how: str) -> list[Event]:
    """Any arrival (dice, card, three doubles) holds the player (M22, M3); doubles rolled
    on the way no longer roll again (core's turn reads `detained`)."""
    state.detained[player] = 1
    return [Event("police_held", player=player, how=how)]


def _jackpot(state: MillionaireState, player: int, how: str) -> list[Event]:
    return classic_jackpot.land(state, player, classic_deck.is_free_spin(state, how))


#: what a Classic cell does when a token stops on it: {cell kind: fn(state, player, how)}
LANDING: dict[str, Callable[[MillionaireState, int, str], list[Event]]] = {
    "movement": _movement,
    "chance": _chance,
    "fund": _fund,
    "white_business": _white_business,
    "black_business": _black_business,
    "tax_inspection": _tax_inspection,
    "tax_police": _tax_police,
    "jackpot": _jackpot,
}


# ----- the Tax Police (M22)


def before_roll_actions(state: MillionaireState, seat: int) -> list[Action]:
    """What a held player may still do before the attempt, as any player before rolling:
    build, sell, mortgage, redeem (M12), offer a trade (core's turn actions, read from core:
    imported here because core's turn module imports this one)."""
    from . import building, steps, trade

    return (
        steps.manage_actions(state, seat)
        + [Action("redeem", space=space) for space in building.redeemable(state, seat)]
        + trade.offers(state, seat)
    )


class PoliceStep(FrameStep):
    """A held player's turn begins here: pay the fine (or show the Amnesty card) and roll as
    usual, or roll for doubles (M22)."""

    kind = "police"
    takes = frozenset(
        {"roll", "pay_fine", "use_card", "redeem", "offer_trade", "build", "sell_building", "mortgage"}
    )

    def prompt(self, state: MillionaireState, seat: int) -> str:
        return classic_texts.police_prompt(
            state.options["names"][seat],
            state.detained[seat],
            POLICE_FINE,
            C.AMNESTY in state.held[seat],
            state.money[seat] >= POLICE_FINE,
        )

    def info(self, state: MillionaireState) -> Mapping[str, Any]:
        seat = frame(state)["player"]
        return {"player": seat, "attempt": state.detained[seat], "fine": POLICE_FINE}

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        out = [Action("roll")]
        if state.money[seat] >= POLICE_FINE:
            out.append(Action("pay_fine"))
        if C.AMNESTY in state.held[seat]:
            out.append(Action("use_card", card=C.AMNESTY))
        return out + before_roll_actions(state, seat)

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        from . import steps, trade

        kind = action["type"]
        if kind in ("roll", "pay_fine"):
            problem = fields_problem(action, set())
            if problem is None and kind == "pay_fine" and state.money[seat] < POLICE_FINE:
                return classic_texts.refuse("fine_cash", amount=POLICE_FINE, cash=state.money[seat])
            return problem
        if kind == "use_card":
            problem = fields_problem(action, {"card"})
            if problem is None and action["card"] != C.AMNESTY:
                return classic_texts.refuse("not_amnesty")
            if problem is None and C.AMNESTY not in state.held[seat]:
                return classic_texts.refuse("no_amnesty")
            return problem
        if kind == "offer_trade":
            return trade.offer_problem(state, action, seat)
        return steps.manage_problem(state, action, seat)

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        from . import steps, trade

        kind = action["type"]
        if kind == "roll":
            return police_roll(state, seat)
        if kind == "pay_fine":
            release(state, seat)
            return [Event("police_paid", player=seat, amount=POLICE_FINE, forced=False)] + money.charge(
                state, seat, BANK, POLICE_FINE, "fine"
            )
        if kind == "use_card":
            release(state, seat)
            classic_deck.return_card(state, seat, C.AMNESTY)
            return [Event("police_escaped", player=seat, how="card", card=C.AMNESTY)]
        if kind == "offer_trade":
            return trade.offer(state, action, seat)
        return steps.manage(state, action, seat)


def release(state: MillionaireState, seat: int) -> None:
    """The held player is free; their turn goes on before the roll (core's turn step)."""
    state.detained[seat] = 0
    state.pending.pop()


def police_roll(state: MillionaireState, seat: int) -> list[Event]:
    """One attempt (M22): doubles free the player, who moves by that roll and does not roll
    again; the third failure costs the fine and the player moves by that roll too; any
    other failure ends the move where the player is."""
    from . import moves  # moves reaches this edition through editions.py, which imports it

    state.pending.pop()
    dice = moves.roll_dice(state)
    state.last_dice = dice
    state.phase = AFTER_ROLL
    state.doubles = 0
    doubles = dice[0] == dice[1]
    events = [Event("dice", player=seat, dice=dice, doubles=doubles)]
    if doubles:
        state.detained[seat] = 0
        events.append(Event("police_escaped", player=seat, how="doubles"))
        return events + moves.move_by(state, seat, sum(dice), "dice")
    if state.detained[seat] >= POLICE_ATTEMPTS:
        state.detained[seat] = 0
        events.append(Event("police_paid", player=seat, amount=POLICE_FINE, forced=True))
        events += moves.move_by(state, seat, sum(dice), "dice")
        # the fine after the move: a debt it makes is settled before what the landing asks
        return events + money.charge(state, seat, BANK, POLICE_FINE, "fine")
    state.detained[seat] += 1
    return events + [Event("police_stay", player=seat, attempts=state.detained[seat] - 1)]


# ----- the Rent holiday card (Chance 15, keep)


class RentHolidayStep(FrameStep):
    """A player holding the Rent holiday card owes rent: skip it with the card, or pay."""

    kind = "rent_holiday"
    takes = frozenset({"use_card", "pay_rent"})

    def prompt(self, state: MillionaireState, seat: int) -> str:
        due = frame(state)
        names = state.options["names"]
        return classic_texts.rent_holiday_prompt(names[seat], due["amount"], names[due["owner"]])

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return [Action("use_card", card=C.RENT_HOLIDAY), Action("pay_rent")]

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if action["type"] == "pay_rent":
            return fields_problem(action, set())
        problem = fields_problem(action, {"card"})
        if problem is None and action["card"] != C.RENT_HOLIDAY:
            return classic_texts.refuse("not_rent_holiday")
        return problem

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        due = state.pending.pop()
        if action["type"] == "pay_rent":
            return money.charge(state, seat, due["owner"], due["amount"], "rent", space=due["space"])
        classic_deck.return_card(state, seat, C.RENT_HOLIDAY)
        return [
            Event("rent_skipped", player=seat, owner=due["owner"], amount=due["amount"], card=C.RENT_HOLIDAY)
        ]


#: the step of each kind of frame this edition pushes on state.pending
STEPS: list[Step] = [PoliceStep(), classic_jackpot.JackpotStep(), RentHolidayStep()]

#: action types this edition adds to the turn (and to raising cash in a debt): none, the
#: Classic decisions are frames of their own
TURN_TAKES: frozenset[str] = frozenset()


# ----- core's hooks


def setup(state: MillionaireState) -> None:
    """Both decks shuffled, face down (rule text: set-up); the Charity Fund starts empty (2.8)."""
    state.decks = {}
    for deck in C.DECKS:
        cards = list(C.DECK_CARDS[deck])
        state.rng.shuffle(cards)
        state.decks[deck] = cards
    state.fund = 0


def turn_start(state: MillionaireState, player: int) -> list[Event]:
    """A player held by the Tax Police begins the turn at the police (M22)."""
    if state.detained[player]:
        state.pending.append({"kind": "police", "player": player})
    return []


def income(state: MillionaireState, player: int) -> int:
    """The circular income: 200 F [rule text]."""
    return D.CIRCULAR_INCOME


def on_pass(state: MillionaireState, player: int, space: int) -> list[Event]:
    """Passing a Classic cell does nothing (M4: passing Tax Inspection costs nothing)."""
    return []


def rent_due(state: MillionaireState, space: int) -> int:
    return plots.plain_rent(state, space)


def cover_rent(state: MillionaireState, payer: int, owner: int, amount: int) -> tuple[int, list[Event]]:
    """A payer holding the Rent holiday card chooses to use it or pay (M20: kept until used)."""
    if C.RENT_HOLIDAY not in state.held[payer]:
        return amount, []
    state.pending.append(
        {
            "kind": "rent_holiday",
            "player": payer,
            "owner": owner,
            "amount": amount,
            "space": state.positions[payer],
        }
    )
    return 0, []


def build_price(state: MillionaireState, space: int) -> int:
    """A branch and an enterprise cost the plot's printed branch price [rule text]."""
    return plots.plot_at(state, space).branch_price


def build_problem(state: MillionaireState, seat: int, space: int) -> IllegalAction | None:
    """Classic adds no reason against building."""
    return None


def mortgage_value(state: MillionaireState, space: int) -> int:
    return plots.plot_at(state, space).mortgage_value


def redeem_cost(state: MillionaireState, space: int) -> int:
    return plots.plot_at(state, space).redeem_cost


def tradable_cards(state: MillionaireState, player: int) -> list[str]:
    """Every Classic card a player holds is a "keep" card, which may be sold (M20)."""
    return list(state.held[player])


def worth_extra(state: MillionaireState, player: int) -> int:
    """Classic has no shares; kept cards count 0 (M18)."""
    return 0


def raise_options(state: MillionaireState, player: int) -> list[tuple[Action, int]]:
    return []


def turn_extras(state: MillionaireState, seat: int, phase: str) -> list[Action]:
    return []


def turn_check(state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    return classic_texts.refuse("not_classic")


def turn_apply(state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
    return []


def invariants(state: MillionaireState) -> list[str]:
    """Every Classic card is in its deck or one player's hand, exactly once; the fund and the
    box are never negative; a held player stands on the Tax Police."""
    bad = []
    places = [card for deck in C.DECKS for card in state.decks.get(deck, [])]
    places += [card for hand in state.held for card in hand]
    if sorted(places) != sorted(C.CARDS):
        bad.append("the Classic cards are not each in one place")
    if state.fund < 0 or state.jackpot < 0:
        bad.append("the Charity Fund or the Jackpot box is negative")
    for seat, held in enumerate(state.detained):
        if held and not state.bankrupt[seat] and state.positions[seat] != C.TAX_POLICE:
            bad.append(f"player {seat} is held but not at the Tax Police")
        if not 0 <= held <= POLICE_ATTEMPTS:
            bad.append(f"player {seat} has made too many attempts at the Tax Police")
    return bad
