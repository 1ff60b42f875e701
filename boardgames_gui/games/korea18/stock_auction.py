"""The director's-certificate auction and the par price (rulebook 7.3; readings K1, K2).

The initiator's opening bid (any multiple of ₩5 from ₩0) is on the table; then, from the
player on their left round the table, each player still in either raises by a multiple of ₩5
or passes, and a pass is final. When only the high bidder is left, they win: they may sell
shares under the usual rules, then choose a par price (60-100 before the war, 60-200 after)
whose 2 x par they can pay on top of the bid; the bid goes to the bank (K2), 2 x par into the
treasury. The initiator's turn is then over, whoever won (K1.6).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Choice, Event, IllegalAction, Range
from ...engine.steps import Step
from . import data_market, shares, texts
from .stock import BID_STEP, bid_cap, end_turn, fields_problem, sell_actions, sell_problem


def open_auction(state: Any, initiator: int, company: str, bid: int) -> list[Event]:
    players = state.players
    bidders = [(initiator + step) % players for step in range(1, players + 1)]  # the initiator last
    frame = {
        "kind": "auction",
        "player": initiator,
        "company": company,
        "initiator": initiator,
        "bidders": bidders,
        "high": bid,
        "leader": initiator,
        "turn": initiator,
    }
    state.pending.append(frame)
    return [
        Event("auction_opened", player=initiator, company=company, amount=bid),
        *_next_bidder(state, frame),
    ]


def _next_bidder(state: Any, frame: dict[str, Any]) -> list[Event]:
    """The next player still in after the one who just spoke, the leader skipped; when only
    the leader is left, the auction is won."""
    players = state.players
    for step in range(1, players + 1):
        seat = (frame["turn"] + step) % players
        if seat in frame["bidders"] and seat != frame["leader"]:
            frame["turn"] = seat
            frame["player"] = seat
            return []
    state.pending.pop()
    winner = frame["leader"]
    state.pending.append(
        {
            "kind": "par",
            "player": winner,
            "company": frame["company"],
            "bid": frame["high"],
            "initiator": frame["initiator"],
        }
    )
    return [Event("auction_won", player=winner, company=frame["company"], amount=frame["high"])]


def pars(state: Any) -> tuple[int, ...]:
    return data_market.PAR_AFTER_WAR if state.war == "done" else data_market.PAR_BEFORE_WAR


def affordable_pars(state: Any, seat: int, bid: int) -> list[int]:
    return [par for par in pars(state) if bid + 2 * par <= state.cash[seat]]


class Auction(Step):
    kind = "auction"
    takes = frozenset({"bid", "pass"})

    def actors(self, state: Any) -> tuple[int, ...]:
        return (state.pending[-1]["turn"],)

    def prompt(self, state: Any, seat: int) -> str:
        return texts.auction_prompt(state.pending[-1])

    def actions(self, state: Any, seat: int) -> list[Action]:
        frame = state.pending[-1]
        cap = bid_cap(state, seat)
        out = (
            [Action("bid", amount=Range(frame["high"] + BID_STEP, cap, BID_STEP))]
            if cap >= frame["high"] + BID_STEP
            else []
        )
        return out + [Action("pass")]

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        frame = state.pending[-1]
        if action["type"] == "pass":
            return fields_problem(action, set())
        problem = fields_problem(action, {"amount"})
        if problem is not None:
            return problem
        amount = action["amount"]
        if not isinstance(amount, int) or isinstance(amount, bool) or amount % BID_STEP:
            return texts.refuse("bid_step")
        if amount < frame["high"] + BID_STEP:
            return texts.refuse("bid_low", high=frame["high"], least=frame["high"] + BID_STEP)
        if amount > bid_cap(state, seat):
            return texts.refuse("bid_cap", most=max(0, bid_cap(state, seat)))
        return None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        frame = state.pending[-1]
        if action["type"] == "pass":
            frame["bidders"].remove(seat)
            events = [Event("auction_pass", player=seat, company=frame["company"])]
        else:
            frame["high"], frame["leader"] = action["amount"], seat
            events = [Event("bid", player=seat, company=frame["company"], amount=action["amount"])]
        return events + _next_bidder(state, frame)

    def info(self, state: Any) -> Mapping[str, Any]:
        frame = state.pending[-1]
        return {"company": frame["company"], "high": frame["high"], "leader": frame["leader"]}


class Par(Step):
    """K1.5: the winner sells if they wish, then names the par price."""

    kind = "par"
    takes = frozenset({"sell", "set_par"})

    def actors(self, state: Any) -> tuple[int, ...]:
        return (state.pending[-1]["player"],)

    def prompt(self, state: Any, seat: int) -> str:
        return texts.par_prompt(state.pending[-1])

    def actions(self, state: Any, seat: int) -> list[Action]:
        frame = state.pending[-1]
        choices = self.par_choices(state, seat, frame)
        out = sell_actions(state, seat)
        return out + ([Action("set_par", price=Choice(tuple(choices)))] if choices else [])

    @staticmethod
    def par_choices(state: Any, seat: int, frame: Mapping[str, Any]) -> list[int]:
        choices = affordable_pars(state, seat, frame["bid"])
        if not choices and not sell_actions(state, seat) and state.cash[seat] >= 2 * min(pars(state)):
            # [designed] the bid cap promised the lowest par, but another player's sale has
            # since filled a pool: the lowest par is still offered, and the bank takes the bid
            # only as far as the cash left allows
            choices = [min(pars(state))]
        return choices

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if action["type"] == "sell":
            return sell_problem(state, seat, action)
        problem = fields_problem(action, {"price"})
        if problem is not None:
            return problem
        frame = state.pending[-1]
        if action["price"] not in pars(state):
            low, high = min(pars(state)), max(pars(state))
            return texts.refuse("par_range", low=low, high=high)
        if action["price"] not in self.par_choices(state, seat, frame):
            return texts.refuse(
                "par_cash", bid=frame["bid"], amount=2 * action["price"], cash=state.cash[seat]
            )
        return None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        if action["type"] == "sell":
            return shares.sell_certificates(state, seat, action["company"], action["count"])
        frame = state.pending.pop()
        par = action["price"]
        paid = min(frame["bid"], state.cash[seat] - 2 * par)
        state.cash[seat] -= paid
        events = [Event("bid_paid", player=seat, company=frame["company"], amount=paid)]
        events += shares.found(state, seat, frame["company"], par)
        return events + end_turn(state)

    def resolve(self, state: Any) -> list[Event] | None:
        frame = state.pending[-1]
        seat = frame["player"]
        if self.par_choices(state, seat, frame) or sell_actions(state, seat):
            return None
        # [designed] nobody can found it after all (a pool filled since the bids): it stays unfounded
        state.pending.pop()
        return [Event("auction_void", company=frame["company"]), *end_turn(state)]

    def info(self, state: Any) -> Mapping[str, Any]:
        frame = state.pending[-1]
        return {"company": frame["company"], "bid": frame["bid"]}


STEPS = [Auction(), Par()]
