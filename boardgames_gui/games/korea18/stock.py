"""The stock round (rulebook 7; readings K3-K6).

On their turn a player sells any number of shares and buys at most one, in any order, and then
ends the turn; or sells and then auctions the director's certificate of an unfounded company
(stock_auction.py); or passes. A pass puts their pass token out (on the leftmost free space:
the order of `state.passes`); any later action takes it back. When every token is out the
round ends, and the next stock round goes in the order the tokens lie (rulebook 7.5).
A player over the certificate limit must sell down before the turn can end (K4).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction, Range
from ...engine.steps import Step
from . import data_market, shares, texts

MIN_PAR = min(data_market.PAR_BEFORE_WAR)
BID_STEP = 5


def start_round(state: Any) -> list[Event]:
    state.round_kind = "stock"
    state.sr_turn = 0
    state.sr_acted = state.sr_bought = False
    state.passes = []
    state.sold_this_sr = [[] for _ in range(state.players)]
    return [Event("stock_round", final=state.final)]


def end_turn(state: Any) -> list[Event]:
    state.sr_turn = (state.sr_turn + 1) % state.players
    state.sr_acted = state.sr_bought = False
    return []


def end_round(state: Any) -> list[Event]:
    """Rulebook 7.5: the next order is the order of the pass tokens; the OR set begins."""
    from . import operating

    state.sr_order = list(state.passes)
    state.passes = []
    state.sr_turn = 0
    if stalled(state):
        return [Event("stock_round_over"), *operating.game_over(state, "stalled")]
    return [Event("stock_round_over"), *operating.start_set(state)]


def stalled(state: Any) -> bool:
    """[designed] No company is in play and nobody can start one (none is left to auction, or
    nobody can bid and pay the lowest par): nothing can ever change, so the game ends and the
    richest player wins. The rulebook does not foresee it; it happens when the war has closed
    every company in play and the players' cash is spent."""
    if any(c in state.director and c not in state.closed for c in state.par):
        return False
    return not auctionable(state) or all(bid_cap(state, seat) < 0 for seat in range(state.players))


def took_action(state: Any, seat: int) -> None:
    """An action takes the player's pass token back (rulebook 7.5)."""
    state.sr_acted = True
    if seat in state.passes:
        state.passes.remove(seat)


# --------------------------------------------------------------------------- what may be done


def over_limit(state: Any, seat: int) -> bool:
    return shares.certificates(state, seat) > state.cert_limit


def sell_actions(state: Any, seat: int) -> list[Action]:
    out = []
    for company in sorted(state.held):
        most = shares.most_to_sell(state, seat, company)
        if most:
            out.append(Action("sell", company=company, count=Range(1, most)))
    return out


def auctionable(state: Any) -> list[str]:
    """Rulebook 7.3: unfounded companies of the pre-war rows before the war (North and South
    pre-war), of the South rows after it; none in the last stock round (K37)."""
    if state.final:
        return []
    rows = ("south_pre", "south_post") if state.war == "done" else ("north", "south_pre")
    return [c for row in rows for c in state.rows[row] if c not in state.par and c not in state.closed]


def bid_cap(state: Any, seat: int) -> int:
    """K1.4: the highest bid `seat` may make: B + 2 x 60 within what they could raise."""
    most = shares.raisable(state, seat) - 2 * MIN_PAR
    return most - most % BID_STEP


def turn_actions(state: Any, seat: int) -> list[Action]:
    out = sell_actions(state, seat)
    if over_limit(state, seat):
        return out  # K4: sell down first
    if not state.sr_bought:
        for company in sorted(state.par):
            for source in ("treasury", "pool"):
                if not shares.buy_problem(state, seat, company, source):
                    out.append(Action("buy_share", company=company, source=source))
        cap = bid_cap(state, seat)
        if cap >= 0:
            out += [
                Action("start_auction", company=c, bid=Range(0, cap, BID_STEP)) for c in auctionable(state)
            ]
    out.append(Action("done") if state.sr_acted else Action("pass"))
    return out


def fields_problem(action: Mapping[str, Any], fields: set[str]) -> IllegalAction | None:
    if set(action) - {"type"} != fields:
        return texts.refuse("malformed")
    return None


def sell_problem(state: Any, seat: int, action: Mapping[str, Any]) -> IllegalAction | None:
    problem = fields_problem(action, {"company", "count"})
    if problem is not None:
        return problem
    company, count = action["company"], action["count"]
    if not isinstance(count, int) or isinstance(count, bool):
        return texts.refuse("malformed")
    reason = shares.sale_problem(state, seat, company, count)
    if reason:
        return texts.refuse("sell_" + reason, company=company, count=count)
    return None


class StockTurn(Step):
    kind = "stock"
    takes = frozenset({"sell", "buy_share", "start_auction", "done", "pass"})

    def actors(self, state: Any) -> tuple[int, ...]:
        return (state.sr_player(),)

    def prompt(self, state: Any, seat: int) -> str:
        return texts.stock_prompt(state, seat)

    def actions(self, state: Any, seat: int) -> list[Action]:
        return turn_actions(state, seat)

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        kind = action["type"]
        if kind == "sell":
            return sell_problem(state, seat, action)
        if kind in ("done", "pass"):
            problem = fields_problem(action, set())
            if problem is not None:
                return problem
            if over_limit(state, seat):
                return texts.refuse(
                    "over_limit", limit=state.cert_limit, held=shares.certificates(state, seat)
                )
            if kind == "pass" and state.sr_acted:
                return texts.refuse("pass_after_acting")
            if kind == "done" and not state.sr_acted:
                return texts.refuse("done_without_acting")
            return None
        if over_limit(state, seat):
            return texts.refuse("over_limit", limit=state.cert_limit, held=shares.certificates(state, seat))
        if state.sr_bought:
            return texts.refuse("one_purchase")
        if kind == "buy_share":
            problem = fields_problem(action, {"company", "source"})
            if problem is not None:
                return problem
            if action["source"] not in ("treasury", "pool"):
                return texts.refuse("malformed")
            reason = shares.buy_problem(state, seat, action["company"], action["source"])
            if reason:
                return texts.refuse(
                    "buy_" + reason,
                    company=action["company"],
                    price=state.price.get(action["company"], 0),
                    cash=state.cash[seat],
                    limit=state.cert_limit,
                    cap=shares.holding_cap(state) * 10,
                )
            return None
        problem = fields_problem(action, {"company", "bid"})
        if problem is not None:
            return problem
        bid = action["bid"]
        if action["company"] not in auctionable(state):
            return texts.refuse("not_auctionable", company=action["company"])
        if not isinstance(bid, int) or isinstance(bid, bool) or bid < 0 or bid % BID_STEP:
            return texts.refuse("bid_step")
        if bid > bid_cap(state, seat):
            return texts.refuse("bid_cap", most=max(0, bid_cap(state, seat)))
        return None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        kind = action["type"]
        if kind == "sell":
            took_action(state, seat)
            return shares.sell_certificates(state, seat, action["company"], action["count"])
        if kind == "buy_share":
            took_action(state, seat)
            state.sr_bought = True
            return shares.buy_share(state, seat, action["company"], action["source"])
        if kind == "start_auction":
            from .stock_auction import open_auction

            took_action(state, seat)
            state.sr_bought = True
            return open_auction(state, seat, action["company"], action["bid"])
        if kind == "done":
            return [Event("turn_ended", player=seat), *end_turn(state)]
        if seat not in state.passes:
            state.passes.append(seat)
        events = [Event("passed", player=seat)]
        if len(state.passes) == state.players:
            return events + end_round(state)
        return events + end_turn(state)

    def info(self, state: Any) -> Mapping[str, Any]:
        return {"round": "stock", "passes": list(state.passes)}
