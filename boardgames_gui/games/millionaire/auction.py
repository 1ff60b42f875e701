"""The bidding round of reading M9, used for a declined plot and by Elite's AUCTION cell (M10).

Every seat still in the auction, in seat order from the first bidder, bids or passes for
good; the first bid is at least the starting price, each later one at least 10 F above the
high bid, never above the bidder's cash. A bidder whose cash cannot reach the lowest bid
passes by force. When all but the high bidder have passed, the winner pays the bank (or
the owner, in a forced sale) and takes the plot; with no bid the plot stays as it was.

Classic: the decliner sets the starting price (a multiple of 10 F from 10 F up to the
plot's price; the dialog proposes half the price); Elite: the app sets half the price.
In both, the decliner bids last in the round.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction, Range
from . import data as D
from . import money, plots
from .frames import FrameStep, frame
from .names import cell_key
from .refusals import fields_problem, refuse
from .state import BANK, MillionaireState


def seats_after(state: MillionaireState, seat: int) -> list[int]:
    """Every solvent seat in order starting after `seat`, `seat` itself last (if solvent)."""
    order = [(seat + i) % state.players for i in range(1, state.players + 1)]
    return [p for p in order if not state.bankrupt[p]]


def open_auction(
    state: MillionaireState,
    space: int,
    start: int,
    bidders: list[int],
    seller: int | None = None,
    pay_to: Any = BANK,
) -> list[Event]:
    """Put the plot on `space` up for auction among `bidders` (in bidding order)."""
    state.pending.append(
        {
            "kind": "auction",
            "player": bidders[0],
            "space": space,
            "seller": seller,
            "start": start,
            "bidders": list(bidders),
            "turn": 0,
            "high": 0,
            "leader": None,
            "pay_to": pay_to,
        }
    )
    return [Event("auction", space=space, cell=cell_key(state, space), start=start, seller=seller)]


def declined(state: MillionaireState, seat: int, space: int) -> list[Event]:
    """M9: a declined plot goes to auction; Classic's decliner names the starting price first."""
    if state.edition == D.CLASSIC:
        state.pending.append({"kind": "start_price", "player": seat, "space": space})
        return []
    return open_auction(state, space, plots.plot_at(state, space).mortgage_value, seats_after(state, seat))


def highest_start(state: MillionaireState, space: int) -> int:
    """The most a Classic decliner may ask to start: the plot's price, in tens."""
    return max(D.BID_STEP, plots.plot_at(state, space).price // D.BID_STEP * D.BID_STEP)


def least_bid(auction: Mapping[str, Any]) -> int:
    return auction["start"] if auction["leader"] is None else auction["high"] + D.BID_STEP


class StartPrice(FrameStep):
    """Classic: the decliner sets the auction's starting price (M9)."""

    kind = "start_price"
    takes = frozenset({"set_start"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return [
            Action(
                "set_start", price=Range(D.BID_STEP, highest_start(state, frame(state)["space"]), D.BID_STEP)
            )
        ]

    def info(self, state: MillionaireState) -> Mapping[str, Any]:
        """The plot, its price and the starting price the dialog proposes: half the price in tens."""
        price = plots.plot_at(state, frame(state)["space"]).price
        proposed = max(D.BID_STEP, price // 2 // D.BID_STEP * D.BID_STEP)
        return {**super().info(state), "price": price, "proposed": proposed}

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        problem = fields_problem(action, {"price"})
        if problem is not None:
            return problem
        most = highest_start(state, frame(state)["space"])
        if not Range(D.BID_STEP, most, D.BID_STEP).contains(action["price"]):
            return refuse("start_price", most=most)
        return None

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        space = state.pending.pop()["space"]
        return open_auction(state, space, action["price"], seats_after(state, seat))


class Auction(FrameStep):
    """The bidding round: the frame's player is the seat whose turn it is to bid."""

    kind = "auction"
    takes = frozenset({"bid", "pass"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        least = least_bid(frame(state))
        cash = state.money[seat]
        out = []
        if cash >= least:
            out.append(
                Action(
                    "bid", amount=Range(least, least + (cash - least) // D.BID_STEP * D.BID_STEP, D.BID_STEP)
                )
            )
        return out + [Action("pass")]

    def info(self, state: MillionaireState) -> Mapping[str, Any]:
        """The auction's frame and the lowest bid the seat on turn may make."""
        return {**super().info(state), "least": least_bid(frame(state))}

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if action["type"] == "pass":
            return fields_problem(action, set())
        problem = fields_problem(action, {"amount"})
        if problem is not None:
            return problem
        amount, least = action["amount"], least_bid(frame(state))
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < least:
            return refuse("bid_too_low", least=least)
        if amount > state.money[seat]:
            return refuse("bid_too_high", cash=state.money[seat])
        if (amount - least) % D.BID_STEP:
            return refuse("bid_step")
        return None

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        auction = frame(state)
        if action["type"] == "pass":
            return self.drop(state, auction, seat, forced=False)
        auction["high"], auction["leader"] = action["amount"], seat
        auction["turn"] = (auction["turn"] + 1) % len(auction["bidders"])
        auction["player"] = auction["bidders"][auction["turn"]]
        return [Event("bid", player=seat, amount=action["amount"], space=auction["space"])]

    def drop(self, state: MillionaireState, auction: dict[str, Any], seat: int, forced: bool) -> list[Event]:
        """The seat on turn passes for good."""
        auction["bidders"].pop(auction["turn"])
        if auction["bidders"]:
            auction["turn"] %= len(auction["bidders"])
            auction["player"] = auction["bidders"][auction["turn"]]
        return [Event("passed", player=seat, space=auction["space"], forced=forced)]

    def resolve(self, state: MillionaireState) -> list[Event] | None:
        auction = frame(state)
        bidders, leader = auction["bidders"], auction["leader"]
        if not bidders or bidders == [leader]:
            return self.close(state, auction)
        seat = auction["player"]
        if state.bankrupt[seat] or state.money[seat] < least_bid(auction):
            return self.drop(state, auction, seat, forced=True)
        return None

    def close(self, state: MillionaireState, auction: dict[str, Any]) -> list[Event]:
        state.pending.pop()
        space, leader = auction["space"], auction["leader"]
        if leader is None:
            return [Event("unsold", space=space, cell=cell_key(state, space), seller=auction["seller"])]
        money.transfer(state, leader, auction["pay_to"], auction["high"])
        state.owner[space] = leader
        return [
            Event(
                "bought",
                player=leader,
                space=space,
                cell=cell_key(state, space),
                price=auction["high"],
                how="auction",
                seller=auction["seller"],
            )
        ]


STEPS = [StartPrice(), Auction()]
