"""The Elite edition's frame steps (engine/steps.py): each kind of frame the edition pushes on
`state.pending` has its step here. A frame step is asked only while its frame is on top, so it
reads `state.pending[-1]`; the broker's window is open while an Exchange session runs.

Frames: `share_offer` (buy shares on passing START, Chance 10), `share_sale` (Chance 11),
`exchange` (the player on the Exchange), `nearest` (a tie for "go to the nearest"),
`fortune` (a drawn Fortune card: covers, then effect; nobody decides), `fortune_cover`,
`auction_cover`, `red_cover` (insurance questions, M13), `inspection` (held at Tax Inspection).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Choice, Event, IllegalAction, Range, copy_plain
from ...engine.steps import Step
from . import (
    building,
    elite_auction,
    elite_chance,
    elite_insurance,
    elite_shares,
    elite_tax,
    elite_texts,
    elite_wheel,
    money,
    moves,
    steps,
)
from . import data as D
from . import elite_cards as C
from .state import AFTER_ROLL, BANK, MillionaireState

DONE = Action("done")
ROLL = Action("roll")
EXCHANGE_ROLL = Action("exchange_roll")
PAY_FINE = Action("pay_fine")
DECLINE_POLICY = Action("decline_policy")


def frame(state: MillionaireState) -> dict[str, Any]:
    return state.pending[-1]


class EliteStep(Step):
    """A step whose refusals are the Elite sentences (elite_texts.refusal)."""

    def refusal(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction:
        return elite_texts.refusal(state, self.kind, action, seat, self.prompt(state, seat))


class FrameStep(EliteStep):
    """A decision of the frame's player; it drops out when that player has gone bankrupt or
    nothing is left to decide."""

    def actors(self, state: MillionaireState) -> tuple[int, ...]:
        return (frame(state)["player"],)

    def prompt(self, state: MillionaireState, seat: int) -> str:
        return elite_texts.prompt(state, frame(state), seat)

    def info(self, state: MillionaireState) -> Mapping[str, Any]:
        return {key: copy_plain(value) for key, value in frame(state).items() if key != "kind"}

    def resolve(self, state: MillionaireState) -> list[Event] | None:
        if state.bankrupt[frame(state)["player"]] or self.void(state):
            state.pending.pop()
            return []
        return None

    def void(self, state: MillionaireState) -> bool:
        return False


def buy_listing(
    state: MillionaireState, seat: int, price: int, limit: int | None = None, commission: bool = False
) -> list[Action]:
    """Buy 1 to as many shares as cash (and `limit`: Chance 10's five) allows; none at price 0."""
    most = elite_shares.most_to_buy(state, seat, price, commission)
    most = most if limit is None else min(limit, most)
    return [Action("buy_shares", count=Range(1, most))] if most > 0 else []


def sell_listing(state: MillionaireState, seat: int) -> list[Action]:
    most = elite_shares.most_to_sell(state, seat)
    return [Action("sell_shares", count=Range(1, most))] if most > 0 else []


class ShareOffer(FrameStep):
    """Buy shares at the frame's price (on passing START [RULE]; Chance 10 at half price)."""

    kind = "share_offer"
    takes = frozenset({"buy_shares", "done"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        offer = frame(state)
        return buy_listing(state, seat, offer["price"], offer.get("most")) + [DONE]

    def void(self, state: MillionaireState) -> bool:
        offer = frame(state)
        return not buy_listing(state, offer["player"], offer["price"], offer.get("most"))

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        offer = state.pending.pop()
        if action["type"] == "done":
            return []
        return elite_shares.buy(state, seat, action["count"], offer["price"], offer["how"])


class ShareSale(FrameStep):
    """Chance 11: sell any number of shares at the price + 20."""

    kind = "share_sale"
    takes = frozenset({"sell_shares", "done"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return sell_listing(state, seat) + [DONE]

    def void(self, state: MillionaireState) -> bool:
        return not sell_listing(state, frame(state)["player"])

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        sale = state.pending.pop()
        if action["type"] == "done":
            return []
        return elite_shares.sell(state, seat, action["count"], sale["price"], sale["how"])


class Exchange(FrameStep):
    """The player on the Exchange [RULE, S:135-S:139]: one share trade before the roll, the
    Exchange roll, one trade after it, then done."""

    kind = "exchange"
    takes = frozenset({"buy_shares", "sell_shares", "exchange_roll", "done"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        session = frame(state)
        out: list[Action] = []
        if not session["traded"]:
            out += buy_listing(state, seat, state.share_price) + sell_listing(state, seat)
        return out + [DONE if session["rolled"] else EXCHANGE_ROLL]

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        session = frame(state)
        kind = action["type"]
        if kind == "exchange_roll":
            session["rolled"] = True
            session["traded"] = False
            return elite_shares.exchange_roll(state, seat)
        if kind == "done":
            return close_exchange(state)
        session["traded"] = True
        trade = elite_shares.buy if kind == "buy_shares" else elite_shares.sell
        events = trade(state, seat, action["count"], state.share_price, "exchange")
        if session["rolled"]:
            events += close_exchange(state)
        return events


def open_exchange(state: MillionaireState, player: int) -> list[Event]:
    """A session on the Exchange: the broker's window (a frame under the player's own) and the
    player's decisions. Fortune 15 closes the Exchange, except for an insured player."""
    if not elite_shares.trading_open(state, player):
        return [Event("exchange_shut", player=player)]
    state.exchange = {"broker": player, "used": []}
    state.pending.append({"kind": "broker", "player": player})
    state.pending.append({"kind": "exchange", "player": player, "rolled": False, "traded": False})
    return [Event("exchange_opened", player=player, price=state.share_price)]


def close_exchange(state: MillionaireState) -> list[Event]:
    session = state.pending.pop()
    if state.pending and state.pending[-1]["kind"] == "broker":
        state.pending.pop()
    state.exchange = {}
    return [Event("exchange_closed", player=session["player"])]


class Broker(EliteStep):
    """M27: while a player is on the Exchange, every other player may make one share trade
    through him, paying him 5 % of its value (an out-of-turn window)."""

    kind = "broker"
    takes = frozenset({"buy_shares", "sell_shares"})
    window = True

    def actors(self, state: MillionaireState) -> tuple[int, ...]:
        if not state.exchange:
            return ()
        broker = state.exchange["broker"]
        return tuple(
            seat
            for seat in elite_wheel.seat_order(state, broker)
            if seat != broker and seat not in state.exchange["used"] and self.actions(state, seat)
        )

    def prompt(self, state: MillionaireState, seat: int) -> str:
        return elite_texts.broker_prompt(state, seat)

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return buy_listing(state, seat, state.share_price, commission=True) + sell_listing(state, seat)

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        state.exchange["used"].append(seat)
        trade = elite_shares.buy if action["type"] == "buy_shares" else elite_shares.sell
        return trade(
            state, seat, action["count"], state.share_price, "broker", broker=state.exchange["broker"]
        )


class Nearest(FrameStep):
    """A tie for "go to the nearest ...": the player chooses the cell [RULE, S:141]."""

    kind = "nearest"
    takes = frozenset({"choose"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return [Action("choose", space=Choice(tuple(frame(state)["choices"])))]

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        state.pending.pop()
        kind = D.BOARDS[state.edition][action["space"]].kind
        steps = dict(elite_chance.nearest(state, seat, kind))[action["space"]]
        return elite_chance.go(state, seat, steps)


class Fortune(EliteStep):
    """A drawn Fortune card: asks its covers, then acts (elite_wheel.resolve); nobody decides."""

    kind = "fortune"

    def actors(self, state: MillionaireState) -> tuple[int, ...]:
        return (frame(state)["player"],)

    def prompt(self, state: MillionaireState, seat: int) -> str:
        return ""

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return []

    def resolve(self, state: MillionaireState) -> list[Event]:
        return elite_wheel.resolve(state, frame(state))


class FortuneCover(FrameStep):
    """M13: a harmed insured player covers a Fortune card: Blue for the one point he picks,
    Orange or Red (used up) for every harmful point left, if he chooses."""

    kind = "fortune_cover"
    takes = frozenset({"cover_point", "use_policy", "decline_policy"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        cover = frame(state)
        if cover["blue"]:
            return [Action("cover_point", point=Choice(tuple(cover["points"])))]
        colours = elite_insurance.long_held(state, seat)
        return [Action("use_policy", colour=Choice(tuple(colours))), DECLINE_POLICY] if colours else []

    def void(self, state: MillionaireState) -> bool:
        return not self.actions(state, frame(state)["player"])

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        cover = frame(state)
        kind = action["type"]
        if kind == "cover_point":
            point = action["point"]
            elite_insurance.exempt(state, seat, cover["card"], point)
            cover["blue"] = False
            cover["points"] = [letter for letter in cover["points"] if letter != point]
            return [Event("fortune_covered", player=seat, card=cover["card"], point=point, colour="blue")]
        state.pending.pop()
        if kind == "decline_policy":
            return []
        events = elite_insurance.use_up(state, seat, action["colour"], "fortune")
        for point in cover["points"]:
            elite_insurance.exempt(state, seat, cover["card"], point)
            events.append(
                Event(
                    "fortune_covered", player=seat, card=cover["card"], point=point, colour=action["colour"]
                )
            )
        return events


class AuctionCover(FrameStep):
    """M10.3: the owner of the plot picked for the AUCTION may use Orange or Red (used up)."""

    kind = "auction_cover"
    takes = frozenset({"use_policy", "decline_policy"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return [
            Action("use_policy", colour=Choice(tuple(elite_insurance.long_held(state, seat)))),
            DECLINE_POLICY,
        ]

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        cover = state.pending.pop()
        if action["type"] == "decline_policy":
            return elite_auction.forced_sale(state, cover["space"], cover["roller"])
        events = elite_insurance.use_up(state, seat, action["colour"], "auction")
        return events + [Event("auction_insured", player=seat, space=cover["space"], colour=action["colour"])]


class RedCover(FrameStep):
    """M13 Red policy: cancel this rent (the bank pays the owner) or circular tax (waived)."""

    kind = "red_cover"
    takes = frozenset({"use_policy", "decline_policy"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return [Action("use_policy", colour=Choice(("red",))), DECLINE_POLICY]

    def resolve(self, state: MillionaireState) -> list[Event] | None:
        """The Red policy went on an earlier question meanwhile: the payment is simply due."""
        due = frame(state)
        if not state.bankrupt[due["player"]] and not elite_insurance.holds(state, due["player"], "red"):
            return self.apply(state, DECLINE_POLICY, due["player"])
        return super().resolve(state)

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        due = state.pending.pop()
        details = {key: due[key] for key in ("space",) if key in due}
        if action["type"] == "decline_policy":
            return money.charge(state, seat, due["to"], due["amount"], due["reason"], **details)
        events = elite_insurance.use_up(state, seat, "red", due["reason"])
        if due["to"] != BANK:
            events += money.gain(state, due["to"], due["amount"], "insurance")
        return events


class Inspection(FrameStep):
    """Held at Tax Inspection [RULE, S:139]: pay 50 F, use a Release card, or roll for doubles
    (doubles free you and you move by them; after the third failure you pay 50 F and move).
    Before rolling the player may also do what a turn allows before the roll: build, sell,
    mortgage and redeem (core's), buy a policy or sell shares."""

    kind = "inspection"
    MANAGE = frozenset({"build", "sell_building", "mortgage", "redeem"})
    takes = frozenset({"roll", "pay_fine", "use_card", "buy_policy", "sell_shares"}) | MANAGE

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        out = [ROLL]
        if state.money[seat] >= C.INSPECTION_FINE:
            out.append(PAY_FINE)
        if elite_tax.RELEASE_CARD in state.held[seat]:
            out.append(Action("use_card", card=elite_tax.RELEASE_CARD))
        colours = elite_insurance.can_buy(state, seat)
        if colours:
            out.append(Action("buy_policy", colour=Choice(tuple(colours))))
        out += sell_listing(state, seat) + steps.manage_actions(state, seat)
        return out + [Action("redeem", space=space) for space in building.redeemable(state, seat)]

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if action["type"] in self.MANAGE:
            return steps.manage_problem(state, action, seat)
        return super().check(state, action, seat)

    def void(self, state: MillionaireState) -> bool:
        return not state.detained[frame(state)["player"]]

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        kind = action["type"]
        if kind in self.MANAGE:
            return steps.manage(state, action, seat)
        if kind == "pay_fine":
            state.pending.pop()
            return elite_tax.release(state, seat, "fine", C.INSPECTION_FINE)
        if kind == "use_card":
            return elite_chance.use(state, seat, action["card"])
        if kind == "buy_policy":
            return elite_insurance.buy(state, seat, action["colour"])
        if kind == "sell_shares":
            return elite_shares.sell(state, seat, action["count"], state.share_price, "bank")
        state.pending.pop()
        return attempt(state, seat)


def attempt(state: MillionaireState, player: int) -> list[Event]:
    """One roll for doubles while held; the token moves only when the player leaves."""
    dice = moves.roll_dice(state)
    state.last_dice = dice
    state.phase = AFTER_ROLL
    state.doubles = 0  # leaving by doubles gives no second roll
    events = [Event("dice", player=player, dice=dice, doubles=dice[0] == dice[1])]
    if dice[0] == dice[1]:
        events += elite_tax.release(state, player, "doubles")
    else:
        events += elite_tax.failed_attempt(state, player)
    if state.detained[player]:
        return events
    return events + moves.move_by(state, player, sum(dice), "dice")


STEPS: list[Step] = [
    ShareOffer(),
    ShareSale(),
    Exchange(),
    Broker(),
    Nearest(),
    Fortune(),
    FortuneCover(),
    AuctionCover(),
    RedCover(),
    Inspection(),
]
