"""Blue Marble's sub-decisions (engine/steps.py): the steps of the frames a turn pushes on
`state.pending` — buying, building on landing, take-overs, debts, the Golden Keys that
ask someone, the first half's allocation and the second half's opening, the optional
game's draft and auction. Each reads its frame, `state.pending[-1]`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction, Range
from ...engine.i18n import Text
from . import data as D
from . import money, queries, refusals, tables, turns
from .state import BANK, FUND, BlueMarbleState
from .steps import FrameStep, frame

# ----- landing on a deed


class Buy(FrameStep):
    """An unowned deed you stop on may be bought at its price [First Half 4]."""

    kind = "buy"
    takes = frozenset({"buy", "pass"})

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return [tables.BUY[frame(state)["space"]], tables.PASS]

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        return refusals.buy_problem(state, action, prompt) if action["type"] == "buy" else None

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        space = state.pending.pop()["space"]
        if action["type"] == "buy":
            return money.buy(state, seat, space, D.DEEDS[space].price)
        return [Event("declined", player=seat, space=space)]


class BuildStep(FrameStep):
    """A decision in which the only action with a rule to check is a build."""

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        if action["type"] == "build":
            return refusals.build_problem(state, action, seat, self.kind, prompt)
        return None


class BuildHere(BuildStep):
    """Variant build_on_landing: build on your own city when your plane stops on it."""

    kind = "build_here"
    takes = frozenset({"build", "pass"})

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return queries.builds_on(state, seat, [frame(state)["space"]]) + [tables.PASS]

    def void(self, state: BlueMarbleState) -> bool:
        here = frame(state)
        return not queries.builds_on(state, here["player"], [here["space"]])

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        state.pending.pop()
        if action["type"] == "build":
            return money.build(state, seat, action["space"], action["level"])
        return []


class Buyout(FrameStep):
    """Variant buyout: after the toll, take the city over for twice its value [house rule]."""

    kind = "buyout"
    takes = frozenset({"buyout", "pass"})

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return [tables.BUYOUT[frame(state)["space"]], tables.PASS]

    def void(self, state: BlueMarbleState) -> bool:
        """The owner changed (the toll was paid with this deed) or the price is out of reach."""
        offer = frame(state)
        space = offer["space"]
        return state.owner[space] != offer["owner"] or state.money[offer["player"]] < queries.buyout_price(
            state, space
        )

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        return refusals.buyout_problem(state, action, prompt) if action["type"] == "buyout" else None

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        offer = state.pending.pop()
        if action["type"] != "buyout":
            return []
        space, owner = offer["space"], offer["owner"]
        price = queries.buyout_price(state, space)
        money.transfer(state, seat, owner, price)
        state.owner[space] = seat  # the buildings go with the deed
        return [Event("bought_out", player=seat, owner=owner, space=space, price=price)]


# ----- debts [Second Half 2, 5]


class Debt(FrameStep):
    """Pay what you owe; short of cash, sell buildings or hand over deeds; with nothing left
    to raise it from, you are bankrupt."""

    kind = "debt"
    takes = frozenset({"pay", "use_ticket", "sell", "give_deed"})

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        debt = frame(state)
        out: list[Action] = []
        short = state.money[seat] < debt["amount"]
        if not short:
            out.append(tables.PAY)
        if debt["reason"] in queries.TICKET_REASONS and queries.holds_ticket(state, seat):
            out.append(tables.USE_TICKET)
        if short:
            out += queries.sells_on(state, queries.owned_cities(state, seat))
            out += [tables.GIVE_DEED[space] for space in state.deeds_of(seat)]
        return out

    def resolve(self, state: BlueMarbleState) -> list[Event] | None:
        debt = frame(state)
        if state.bankrupt[debt["player"]]:
            state.pending.pop()
            return []
        if queries.debt_coverable(state, debt):
            return None
        state.pending.pop()
        return money.go_bankrupt(state, debt["player"], debt["to"], debt["amount"])

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        kind = action["type"]
        if kind == "pay":
            return refusals.pay_problem(state, seat)
        if kind == "use_ticket":
            return refusals.ticket_problem(state, seat, frame(state)["reason"])
        if kind == "sell":
            return refusals.sell_problem(state, action, seat, self.kind, prompt)
        return refusals.give_deed_problem(state, action, seat)

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        kind = action["type"]
        debt = frame(state)
        if kind == "sell":
            return money.sell(state, seat, action["space"], action["level"])
        state.pending.pop()
        to, amount, space = debt["to"], debt["amount"], debt.get("space", -1)
        if kind == "pay":
            money.transfer(state, seat, to, amount)
            events = [Event("paid", player=seat, to=to, amount=amount, reason=debt["reason"], space=space)]
            if to == FUND:
                events.append(Event("fund_paid", player=seat, amount=amount, fund=state.fund))
            return events
        if kind == "use_ticket":
            card = next(c for c in D.TICKET_CARDS if c in state.held[seat])
            state.held[seat].remove(card)
            state.deck.append(card)  # used: back under the deck [Golden Key 2]
            return [Event("ticket_used", player=seat, to=to, amount=amount, space=space)]
        # give_deed: no change is given [Second Half 5]
        deed = action["space"]
        if isinstance(to, int):
            state.owner[deed] = to  # the deed goes with its buildings [DESIGNED]
        else:
            money.return_to_bank(state, deed)
            if to == FUND:  # the bank takes the deed and pays the donation for the player
                money.transfer(state, BANK, FUND, amount)
        return [Event("deed_handed", player=seat, to=to, space=deed, amount=amount)]


# ----- Golden Keys that ask someone


class Party(FrameStep):
    """Golden Key 7: each other player chooses the prize the bank pays the host."""

    kind = "party"
    takes = frozenset({"prize"})

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return list(tables.PRIZES)

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        return refusals.prize_problem(action, prompt)

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        host = state.pending.pop()["host"]
        amount = action["amount"]
        money.transfer(state, BANK, host, amount)
        return [Event("party_prize", player=seat, host=host, amount=amount)]


class EscapeOffer(FrameStep):
    """Golden Key 6: the Island Escape card offered for a price; the buyer accepts or not."""

    kind = "escape_offer"
    takes = frozenset({"accept", "pass"})

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        affordable = state.money[seat] >= frame(state)["price"]
        return ([tables.ACCEPT] if affordable else []) + [tables.PASS]

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        return refusals.accept_problem(state, seat) if action["type"] == "accept" else None

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        offer = state.pending.pop()
        seller, price = offer["seller"], offer["price"]
        if action["type"] == "accept" and D.ESCAPE_CARD in state.held[seller]:
            state.held[seller].remove(D.ESCAPE_CARD)
            state.held[seat].append(D.ESCAPE_CARD)
            money.transfer(state, seat, seller, price)
            return [Event("escape_sold", player=seller, to=seat, price=price)]
        return [Event("escape_refused", player=seat, seller=seller, price=price)]


# ----- First Half 5 and the second half's opening


class Allocation(FrameStep):
    """The last deeds, one at a time: every player who can pay is asked in seat order; one
    applicant takes the deed, several roll off, none leave it with the bank [First Half 5]."""

    kind = "allocation"
    takes = frozenset({"apply", "pass"})

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        return (frame(state)["ask"][0],)

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return [tables.APPLY[frame(state)["spaces"][0]], tables.PASS]

    def resolve(self, state: BlueMarbleState) -> list[Event] | None:
        offer = frame(state)
        if not offer["spaces"]:
            state.pending.pop()
            return turns.begin_second_half(state)
        space = offer["spaces"][0]
        if not offer["asked"]:
            offer["asked"] = True
            offer["ask"] = [q for q in queries.seat_order(state) if state.money[q] >= D.DEEDS[space].price]
            offer["applicants"] = []
            return []
        if offer["ask"]:
            return None
        events = turns.allocate(state, space, offer["applicants"])
        offer["spaces"].pop(0)
        offer["asked"] = False
        return events

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        return refusals.apply_problem(state, action, prompt) if action["type"] == "apply" else None

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        offer = frame(state)
        offer["ask"].pop(0)
        space = offer["spaces"][0]
        if action["type"] == "apply":
            offer["applicants"].append(seat)
            return [Event("applied", player=seat, space=space)]
        return [Event("declined", player=seat, space=space)]


class OpeningBuild(BuildStep):
    """Second Half 1: at its start every player in turn may build, then finishes."""

    kind = "opening_build"
    takes = frozenset({"build", "done"})

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        return (frame(state)["queue"][0],)

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return queries.builds_on(state, seat, queries.owned_cities(state, seat)) + [tables.DONE]

    def resolve(self, state: BlueMarbleState) -> list[Event] | None:
        queue = frame(state)["queue"]
        if not queue:
            state.pending.pop()
            return []
        first = queue[0]
        if state.bankrupt[first] or not queries.builds_on(state, first, queries.owned_cities(state, first)):
            queue.pop(0)  # nothing to build: the next player
            return []
        return None

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        if action["type"] == "build":
            return money.build(state, seat, action["space"], action["level"])
        frame(state)["queue"].pop(0)
        return []


# ----- the optional game [Optional Game Rules 2, 3]


class Draft(FrameStep):
    """The deeds drafted in the order of `data.draft_order`, each at its price; then Seoul's auction."""

    kind = "draft"
    takes = frozenset({"pick", "pass"})

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        draft = frame(state)
        return (draft["order"][draft["i"]],)

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        picks = [
            tables.PICK[space]
            for space in queries.draft_left(state)
            if D.DEEDS[space].price <= state.money[seat]
        ]
        return picks + [tables.PASS]

    def resolve(self, state: BlueMarbleState) -> list[Event] | None:
        draft = frame(state)
        order = draft["order"]
        if draft["i"] < len(order) and state.bankrupt[order[draft["i"]]]:
            draft["i"] += 1  # a bankrupt player's pick is skipped
            return []
        if draft["i"] < len(order) and queries.draft_left(state):
            return None
        state.pending.pop()
        bidders = [q for q in state.active_players() if state.money[q] >= 10]
        state.pending.append(
            {"kind": "auction", "space": D.SEOUL, "bidders": bidders, "turn": 0, "high": 0, "leader": None}
        )
        return [Event("draft_over")]

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        return refusals.pick_problem(state, action, seat) if action["type"] == "pick" else None

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        frame(state)["i"] += 1
        if action["type"] == "pick":
            space = action["space"]
            return money.buy(state, seat, space, D.DEEDS[space].price, how="draft")
        return [Event("draft_pass", player=seat)]


class Auction(FrameStep):
    """Seoul auctioned last: bids in turn, ₩10K above the highest; a pass is final; the last
    bidder left buys at their bid, and nobody bidding leaves it with the bank."""

    kind = "auction"
    takes = frozenset({"bid", "pass"})

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        auction = frame(state)
        return (auction["bidders"][auction["turn"]],)

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        lowest = frame(state)["high"] + 10
        highest = state.money[seat] // 10 * 10
        bids = [Action("bid", amount=Range(lowest, highest, 10))] if highest >= lowest else []
        return bids + [tables.PASS]

    def resolve(self, state: BlueMarbleState) -> list[Event] | None:
        auction = frame(state)
        bidders, leader = auction["bidders"], auction["leader"]
        if bidders and (leader is None or bidders != [leader]):
            return None
        state.pending.pop()
        if leader is None:
            return [Event("auction_unsold", space=auction["space"])]
        return money.buy(state, leader, auction["space"], auction["high"], how="auction")

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        return refusals.bid_problem(state, action, seat) if action["type"] == "bid" else None

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        auction = frame(state)
        space = auction["space"]
        if action["type"] == "bid":
            auction["high"] = action["amount"]
            auction["leader"] = seat
            auction["turn"] = (auction["turn"] + 1) % len(auction["bidders"])
            return [Event("auction_bid", player=seat, space=space, amount=action["amount"])]
        auction["bidders"].pop(auction["turn"])
        if auction["bidders"]:
            auction["turn"] %= len(auction["bidders"])
        return [Event("auction_pass", player=seat, space=space)]
