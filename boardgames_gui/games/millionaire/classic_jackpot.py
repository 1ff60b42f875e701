"""The Jackpot cell of the Classic edition (reference 2.9, reading M6).

A token stopping on the Jackpot lets its player play the slot machine once: bet 10-100 F
or walk past [rule text: "has the right to play"]. The bet is set aside, one die is rolled
for each of the three columns, and the winning table (classic_jackpot_table.py) says what
comes back: on a win the bet and the bank's part (M6; the `jackpot_on_top` switch pays the
prize on top of the bet), on three dollars the whole Jackpot box and the bet; a lost bet
stays in the box [rule text]. The Free spin card (Chance 20) plays one spin on a bet the
bank places: everything the spin returns goes to the player, and a lost bank bet goes
into the box like any other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction, Range
from . import classic_jackpot_table as J
from . import classic_texts, money
from .frames import FrameStep, frame
from .refusals import fields_problem
from .state import JACKPOT_BOX, MillionaireState

FRAME = "jackpot"


def land(state: MillionaireState, player: int, free_spin: bool) -> list[Event]:
    """The token stopped on the Jackpot: the bank's spin of the Free spin card, or the offer
    to play (only to a player with the least bet in cash)."""
    if free_spin:
        return spin(state, player, J.FREE_SPIN_BET, staked_by_bank=True)
    if state.money[player] < J.BET_MIN:
        return [Event("jackpot_no_cash", player=player, least=J.BET_MIN)]
    state.pending.append({"kind": FRAME, "player": player})
    return []


def highest_bet(state: MillionaireState, player: int) -> int:
    """The most the player may bet: 100 F, or their cash rounded down to the bet step."""
    return min(J.BET_MAX, state.money[player] // J.BET_STEP * J.BET_STEP)


def spin(state: MillionaireState, player: int, bet: int, staked_by_bank: bool) -> list[Event]:
    """One spin: the bet set aside, a die for each column, then the table pays or the box keeps
    the bet."""
    if not staked_by_bank:
        state.money[player] -= bet
    columns = [state.rng.die(6) for _ in range(3)]
    line = J.combination(columns)
    events = [Event("jackpot_spin", player=player, bet=bet, columns=columns, free=staked_by_bank)]
    if line.multiple == 0:
        money.receive(state, JACKPOT_BOX, bet)
        return events + [Event("jackpot_lost", player=player, bet=bet, box=state.jackpot)]
    amount = J.total_return(line, bet, state.jackpot, state.variants["jackpot_on_top"])
    if line.jackpot:
        state.jackpot = 0
    money.receive(state, player, amount)
    return events + [Event("jackpot_won", player=player, line=line.name, amount=amount)]


class JackpotStep(FrameStep):
    """The player on the Jackpot bets 10-100 F, or walks past."""

    kind = FRAME
    takes = frozenset({"bet", "walk_past"})

    def prompt(self, state: MillionaireState, seat: int) -> str:
        return classic_texts.jackpot_prompt(
            state.options["names"][seat], state.jackpot, highest_bet(state, seat)
        )

    def info(self, state: MillionaireState) -> Mapping[str, Any]:
        return {"player": frame(state)["player"], "box": state.jackpot}

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        highest = highest_bet(state, seat)
        bets = [Action("bet", amount=Range(J.BET_MIN, highest, J.BET_STEP))] if highest >= J.BET_MIN else []
        return bets + [Action("walk_past")]

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if action["type"] == "walk_past":
            return fields_problem(action, set())
        problem = fields_problem(action, {"amount"})
        if problem is not None:
            return problem
        if not Range(J.BET_MIN, J.BET_MAX, J.BET_STEP).contains(action["amount"]):
            return classic_texts.refuse("bet_range")
        if action["amount"] > state.money[seat]:
            return classic_texts.refuse("bet_cash", cash=state.money[seat])
        return None

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        state.pending.pop()
        if action["type"] == "walk_past":
            return [Event("jackpot_passed", player=seat)]
        return spin(state, seat, action["amount"], staked_by_bank=False)
