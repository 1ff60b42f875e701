"""Blue Marble sentences: decision prompts, log lines, button labels, the players panel.

Every player-facing sentence goes through `tr` so that the GUI can translate it;
the sentences read the state and its queries only (queries.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.api import Decision
from ...engine.i18n import tr
from . import data as D
from . import queries, scoring
from .currency import won
from .data import space_name as _name
from .state import BANK, BlueMarbleState

CTX = "bluemarble"


# ----- prompts: the status line of each decision


def turn_prompt(state: BlueMarbleState, seat: int) -> str:
    who = state.options["names"][seat]
    if state.again:
        text = tr(CTX, "{who}: doubles! Roll again.", who=who)
    else:
        text = tr(CTX, "{who}: roll the dice.", who=who)
    if not state.variants["build_on_landing"] and queries.can_build(state, seat):
        text += " " + tr(CTX, "You may build on your cities first.")
    return text


def island_prompt(state: BlueMarbleState, seat: int) -> str:
    who, left = state.options["names"][seat], state.island[seat]
    if D.ESCAPE_CARD in state.held[seat]:
        return tr(
            CTX,
            "{who}: you are stranded on the Deserted Island ({n} turns left). Roll doubles to leave, "
            "or use your Island Escape card.",
            who=who,
            n=left,
        )
    return tr(
        CTX,
        "{who}: you are stranded on the Deserted Island ({n} turns left). Roll: doubles set you free.",
        who=who,
        n=left,
    )


def fly_prompt(state: BlueMarbleState, seat: int) -> str:
    return tr(
        CTX,
        "{who}: click any space of the board to fly there with the Columbia (no dice).",
        who=state.options["names"][seat],
    )


def _buy_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    space = item["space"]
    return tr(
        CTX,
        "{who}: buy {city} for {price}, or pass (buying is optional).",
        who=who,
        city=_name(space),
        price=won(D.DEEDS[space].price),
    )


def _build_here_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    return tr(
        CTX, "{who}: you landed on your own {city}. Build on it, or pass.", who=who, city=_name(item["space"])
    )


def _opening_build_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    return tr(
        CTX,
        "{who}: the second half begins. Build villas, buildings or hotels on your cities, then finish.",
        who=who,
    )


def _party_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    return tr(
        CTX,
        "{who}: {host} performs at the party. Choose the prize the bank pays them.",
        who=who,
        host=state.options["names"][item["host"]],
    )


def _allocation_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    space = item["spaces"][0]
    return tr(
        CTX,
        "{who}: only a few deeds are left, so each is offered to all. Apply for {city} at {price}? "
        "If several apply, the highest roll takes it.",
        who=who,
        city=_name(space),
        price=won(D.DEEDS[space].price),
    )


def _draft_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    seat = item["order"][item["i"]]
    return tr(
        CTX,
        "{who}: pick a deed to buy at its price ({left} picks left for you), or pass.",
        who=who,
        left=item["order"][item["i"] :].count(seat),
    )


def _auction_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    if item["leader"] is None:
        return tr(CTX, "{who}: Seoul is auctioned last. Bid for it, or pass.", who=who)
    return tr(
        CTX,
        "{who}: {leader} bids {amount} for Seoul. Bid higher, or pass (a pass is final).",
        who=who,
        leader=state.options["names"][item["leader"]],
        amount=won(item["high"]),
    )


def _buyout_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    space = item["space"]
    return tr(
        CTX,
        "{who}: you may take over {city} from {owner} for {price} (twice its land and buildings), or pass.",
        who=who,
        city=_name(space),
        owner=state.options["names"][item["owner"]],
        price=won(queries.buyout_price(state, space)),
    )


def _escape_offer_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    return tr(
        CTX,
        "{who}: {seller} offers you the Island Escape card for {price}. Accept or pass.",
        who=who,
        seller=state.options["names"][item["seller"]],
        price=won(item["price"]),
    )


def _after_move_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    return tr(CTX, "{who}: your move is over. Build or sell on your cities now, or end your turn.", who=who)


def _debt_prompt(state: BlueMarbleState, item: dict, who: str) -> str:
    return debt_prompt(state, item, state.options["names"])


#: frame kind -> the prompt of its decision (who: the name of the seat asked)
PROMPTS: dict[str, Callable[[BlueMarbleState, dict, str], str]] = {
    "buy": _buy_prompt,
    "debt": _debt_prompt,
    "build_here": _build_here_prompt,
    "opening_build": _opening_build_prompt,
    "party": _party_prompt,
    "allocation": _allocation_prompt,
    "draft": _draft_prompt,
    "auction": _auction_prompt,
    "buyout": _buyout_prompt,
    "escape_offer": _escape_offer_prompt,
    "after_move": _after_move_prompt,
}


def prompt(state: BlueMarbleState, item: dict, seat: int) -> str:
    """The prompt of the decision a frame of `state.pending` asks `seat`."""
    who = state.options["names"][seat]
    text = PROMPTS.get(item["kind"])
    return text(state, item, who) if text else tr(CTX, "{who}: your move.", who=who)


def debt_prompt(state: BlueMarbleState, item: dict, names: list[str]) -> str:
    p = item["player"]
    to = item["to"]
    amount = item["amount"]
    target = _target(names, to)
    why = debt_reason(state, item)
    text = tr(CTX, "Pay {amount} to {target}: {why}.", amount=won(amount), target=target, why=why)
    if state.money[p] < amount:
        short = amount - state.money[p]
        if isinstance(to, int):
            text += " " + tr(
                CTX,
                "You are {short} short: sell buildings to the bank, or hand a deed to {target} (no change given).",
                short=won(short),
                target=target,
            )
        else:
            text += " " + tr(
                CTX,
                "You are {short} short: sell buildings to the bank, or hand a deed to the bank (no change given).",
                short=won(short),
            )
    return text


def debt_reason(state: BlueMarbleState, item: dict) -> str:
    reason = item["reason"]
    space = item.get("space", -1)
    if reason == "toll":
        level = state.level[space]
        city = _name(space)
        if not D.DEEDS[space].buildable or level == 0:
            return tr(CTX, "they own {city}", city=city)
        if level == 1:
            return tr(CTX, "{city} has a villa", city=city)
        if level == 2:
            return tr(CTX, "{city} has 2 villas", city=city)
        if level == 3:
            return tr(CTX, "{city} has a building", city=city)
        return tr(CTX, "{city} has a hotel", city=city)
    if reason == "fare":
        return tr(CTX, "the fare for the {carrier}", carrier=_name(space))
    if reason == "fund":
        return tr(CTX, "the Social Welfare Fund donation")
    if reason == "birthday":
        return tr(CTX, "a birthday present")
    if reason in ("tax", "card"):
        return tr(CTX, "the Golden Key '{title}'", title=D.KEYS_BY_ID[item["card"]].en)
    return reason


# ----- the log


def _target(names: list[str], to: Any) -> str:
    """A creditor: a player, the bank or the Welfare Fund."""
    if isinstance(to, int):
        return names[to]
    return tr(CTX, "the bank") if to == BANK else tr(CTX, "the Welfare Fund")


def _dice_rolled(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    d1, d2 = event["dice"]
    text = tr(CTX, "{who} rolled {d1} and {d2} ({total}).", who=who, d1=d1, d2=d2, total=d1 + d2)
    return text + (" " + tr(CTX, "Doubles!") if event.get("doubles") else "")


def _moved(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    path = event["path"]
    if event["how"] == "back":
        return tr(CTX, "{who} moved back to {space}.", who=who, space=_name(event["to"]))
    if event["how"] == "roll" and 1 < len(path) <= 12:
        via = " → ".join(_name(x) for x in path)
        return tr(CTX, "{who} moved {n} spaces: {via}.", who=who, n=len(path), via=via)
    if event["how"] == "card" and len(path) == 40:
        return tr(CTX, "{who} went once round the board.", who=who)
    if len(path) > 1:
        return tr(CTX, "{who} moved {n} spaces to {space}.", who=who, n=len(path), space=_name(event["to"]))
    return tr(CTX, "{who} moved to {space}.", who=who, space=_name(event["to"]))


def _salary(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} passed START and received a salary of {amount}.",
        who=who,
        amount=won(event["amount"]),
    )


def _bought(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    how = event.get("how")
    if how == "auction":
        return tr(
            CTX,
            "{who} won the auction for {city} at {price}.",
            who=who,
            city=_name(event["space"]),
            price=won(event["price"]),
        )
    if how == "allocation":
        return tr(
            CTX,
            "{who} takes {city} for {price}.",
            who=who,
            city=_name(event["space"]),
            price=won(event["price"]),
        )
    return tr(
        CTX,
        "{who} bought {city} for {price}.",
        who=who,
        city=_name(event["space"]),
        price=won(event["price"]),
    )


def _declined(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} passed on {city}.", who=who, city=_name(event["space"]))


def _paid(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    reason = event["reason"]
    if reason == "toll":
        return tr(
            CTX,
            "{who} paid {amount} toll to {to} for {city}.",
            who=who,
            amount=won(event["amount"]),
            to=_target(names, event["to"]),
            city=_name(event["space"]),
        )
    if reason == "fare":
        return tr(
            CTX,
            "{who} paid the {carrier} fare of {amount} to {to}.",
            who=who,
            carrier=_name(event["space"]),
            amount=won(event["amount"]),
            to=_target(names, event["to"]),
        )
    if reason == "fund":
        return ""  # told by fund_paid
    return tr(
        CTX,
        "{who} paid {amount} to {to}.",
        who=who,
        amount=won(event["amount"]),
        to=_target(names, event["to"]),
    )


def _fund_paid(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} donated {amount} to the Social Welfare Fund (now {fund}).",
        who=who,
        amount=won(event["amount"]),
        fund=won(event["fund"]),
    )


def _fund_received(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} received the Social Welfare Fund: {amount}.", who=who, amount=won(event["amount"]))


def _fund_empty(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} reached the Welfare Fund reception, but the fund is empty.", who=who)


def _ticket_used(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} showed a Preferential Ticket and passed {to}'s deed free.",
        who=who,
        to=_target(names, event["to"]),
    )


def _built(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} built up {city} to {what} for {cost}.",
        who=who,
        city=_name(event["space"]),
        what=D.LEVEL_NAMES[event["level"]],
        cost=won(event["cost"]),
    )


def _sold(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} sold buildings on {city} to the bank for {amount} (now {what}).",
        who=who,
        city=_name(event["space"]),
        amount=won(event["amount"]),
        what=D.LEVEL_NAMES[event["level"]],
    )


def _deed_handed(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} handed the {city} deed to {to} to settle a debt of {amount}.",
        who=who,
        city=_name(event["space"]),
        to=_target(names, event["to"]),
        amount=won(event["amount"]),
    )


def _golden_key(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} drew a Golden Key: {title} ({ko}). {text}",
        who=who,
        title=event["title"],
        ko=event["title_ko"],
        text=event["text"],
    )


def _received(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} received {amount} from the bank.", who=who, amount=won(event["amount"]))


def _card_void(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "The card has no effect for {who} now.", who=who)


def _card_kept(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} keeps the card for later.", who=who)


def _half_price_sale(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} sold {city} to the bank at half price: {amount}.",
        who=who,
        city=_name(event["space"]),
        amount=won(event["amount"]),
    )


def _party_prize(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} gave {host} a party prize of {amount} (paid by the bank).",
        who=who,
        host=names[event["host"]],
        amount=won(event["amount"]),
    )


def _island(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} is stranded on the Deserted Island for {n} turns.", who=who, n=event["turns"])


def _island_stay(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    if event["left"] == 0:
        return tr(CTX, "{who} stays on the Deserted Island and leaves on the next turn.", who=who)
    return tr(CTX, "{who} stays on the Deserted Island ({n} turns left).", who=who, n=event["left"])


def _island_escaped(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    if event["how"] == "card":
        return tr(CTX, "{who} used the Island Escape card and left the Deserted Island.", who=who)
    if event["how"] == "bail":
        return tr(
            CTX,
            "{who} paid {amount} bail and left the Deserted Island.",
            who=who,
            amount=won(event["amount"]),
        )
    return tr(CTX, "{who} rolled doubles and left the Deserted Island.", who=who)


def _three_doubles(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} rolled doubles three times and goes to the Deserted Island.", who=who)


def _space_travel(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    if event["fare"]:
        return tr(CTX, "{who} boarded the Columbia; next turn they fly anywhere.", who=who)
    return tr(CTX, "{who} boarded the Columbia free; next turn they fly anywhere.", who=who)


def _flew(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} flew to {space}.", who=who, space=_name(event["space"]))


def _bought_out(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} took over {city} from {owner} for {price}.",
        who=who,
        city=_name(event["space"]),
        owner=names[event["owner"]],
        price=won(event["price"]),
    )


def _escape_offered(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} offers the Island Escape card to {to} for {price}.",
        who=who,
        to=names[event["to"]],
        price=won(event["price"]),
    )


def _escape_sold(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} sold the Island Escape card to {to} for {price}.",
        who=who,
        to=names[event["to"]],
        price=won(event["price"]),
    )


def _escape_refused(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} did not buy the Island Escape card.", who=who)


def _allocation_started(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    cities = ", ".join(_name(x) for x in event["spaces"])
    return tr(
        CTX,
        "Only {n} deeds are left: each is now offered to all players ({cities}).",
        n=len(event["spaces"]),
        cities=cities,
    )


def _applied(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} applies for {city}.", who=who, city=_name(event["space"]))


def _allocation_roll(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    parts = ", ".join(f"{names[q]} {d[0]}+{d[1]}" for q, d in event["rolls"])
    return tr(CTX, "Roll-off for {city}: {parts}.", city=_name(event["space"]), parts=parts)


def _allocation_unsold(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "Nobody took {city}; it stays with the bank.", city=_name(event["space"]))


def _auction_unsold(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "Nobody bid for {city}; it stays with the bank.", city=_name(event["space"]))


def _second_half(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "The second half begins: build, and tolls are paid from now on.")


def _draft_pass(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} passed a draft pick.", who=who)


def _draft_over(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "The draft is over; Seoul goes to auction.")


def _auction_bid(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(
        CTX,
        "{who} bids {amount} for {city}.",
        who=who,
        amount=won(event["amount"]),
        city=_name(event["space"]),
    )


def _auction_pass(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} drops out of the auction.", who=who)


def _bankrupt(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    return tr(CTX, "{who} cannot pay {amount} and is bankrupt.", who=who, amount=won(event["amount"]))


def _game_over(event: Mapping[str, Any], who: str, names: list[str]) -> str:
    winners = ", ".join(names[w] for w in event["winners"])
    if event["reason"] == "round_limit":
        return tr(CTX, "The round limit is reached. {winners} is the richest and wins!", winners=winners)
    if event["reason"] == "time_limit":
        return tr(CTX, "Time is up. {winners} is the richest and wins!", winners=winners)
    return tr(CTX, "Game over: {winners} wins!", winners=winners)


#: event type -> its log sentence (who: the name of the event's player)
EVENT_TEXTS: dict[str, Callable[[Mapping[str, Any], str, list[str]], str]] = {
    "dice_rolled": _dice_rolled,
    "moved": _moved,
    "salary": _salary,
    "bought": _bought,
    "declined": _declined,
    "paid": _paid,
    "fund_paid": _fund_paid,
    "fund_received": _fund_received,
    "fund_empty": _fund_empty,
    "ticket_used": _ticket_used,
    "built": _built,
    "sold": _sold,
    "deed_handed": _deed_handed,
    "golden_key": _golden_key,
    "received": _received,
    "card_void": _card_void,
    "card_kept": _card_kept,
    "half_price_sale": _half_price_sale,
    "party_prize": _party_prize,
    "island": _island,
    "island_stay": _island_stay,
    "island_escaped": _island_escaped,
    "three_doubles": _three_doubles,
    "space_travel": _space_travel,
    "flew": _flew,
    "bought_out": _bought_out,
    "escape_offered": _escape_offered,
    "escape_sold": _escape_sold,
    "escape_refused": _escape_refused,
    "allocation_started": _allocation_started,
    "applied": _applied,
    "allocation_roll": _allocation_roll,
    "allocation_unsold": _allocation_unsold,
    "auction_unsold": _auction_unsold,
    "second_half": _second_half,
    "draft_pass": _draft_pass,
    "draft_over": _draft_over,
    "auction_bid": _auction_bid,
    "auction_pass": _auction_pass,
    "bankrupt": _bankrupt,
    "game_over": _game_over,
}


def event_text(event: Mapping[str, Any], names: list[str]) -> str:
    """The log sentence of an event ('' for those the log leaves out)."""
    text = EVENT_TEXTS.get(event["type"])
    if text is None:
        return ""
    who = names[event["player"]] if isinstance(event.get("player"), int) else ""
    return text(event, who, names)


def action_label(decision: Decision | None, state: BlueMarbleState, action: Mapping[str, Any]) -> str:
    """Button text of an action ('' when the engine's default will do); `decision` is the
    one the table waits for."""
    kind = decision.kind if decision else ""
    t = action.get("type")
    sp = action.get("space")
    if t == "roll":
        return tr(CTX, "Roll the dice")
    if t == "buy":
        return tr(CTX, "Buy {city} ({price})", city=_name(sp), price=won(D.DEEDS[sp].price))
    if t == "pass":
        if kind == "auction":
            return tr(CTX, "Drop out")
        if kind == "build_here":
            return tr(CTX, "Don't build")
        if kind == "escape_offer":
            return tr(CTX, "Decline")
        if kind == "allocation":
            return tr(CTX, "Don't apply")
        return tr(CTX, "Pass")
    if t == "pay":
        debt = state.pending[-1] if state.pending else {}
        return tr(CTX, "Pay {amount}", amount=won(debt.get("amount", 0)))
    if t == "use_ticket":
        return tr(CTX, "Use Preferential Ticket")
    if t == "use_escape":
        return tr(CTX, "Use Island Escape card")
    if t == "pay_bail":
        return tr(CTX, "Pay {amount} bail", amount=won(D.ISLAND_BAIL))
    if t == "build":
        lv = action["level"]
        return tr(
            CTX,
            "Build {what} on {city} ({cost})",
            what=D.LEVEL_NAMES[lv],
            city=_name(sp),
            cost=won(queries.build_cost(state, sp, lv)),
        )
    if t == "sell":
        lv = action["level"]
        deed = D.DEEDS[sp]
        amount = deed.level_cost(state.level[sp]) - deed.level_cost(lv)
        return tr(
            CTX,
            "Sell {city} down to {what} (+{amount})",
            city=_name(sp),
            what=D.LEVEL_NAMES[lv],
            amount=won(amount),
        )
    if t == "buyout":
        return tr(
            CTX, "Take over {city} ({price})", city=_name(sp), price=won(queries.buyout_price(state, sp))
        )
    if t == "give_deed":
        return tr(CTX, "Hand over {city}", city=_name(sp))
    if t == "fly":
        return tr(CTX, "Fly to {space}", space=_name(sp))
    if t == "offer_escape":
        return tr(CTX, "Offer escape card to {to}", to=state.options["names"][action["to"]])
    if t == "accept":
        return tr(CTX, "Buy the card")
    if t == "prize":
        return tr(CTX, "Prize {amount}", amount=won(action["amount"]))
    if t == "apply":
        return tr(CTX, "Apply for {city}", city=_name(sp))
    if t == "pick":
        return tr(CTX, "Pick {city} ({price})", city=_name(sp), price=won(D.DEEDS[sp].price))
    if t == "bid":
        return tr(CTX, "Bid")
    if t == "done":
        if kind == "after_move":
            return tr(CTX, "End turn")
        return tr(CTX, "Finish building")
    if t == "time_up":
        return tr(CTX, "Time is up")
    return ""


def player_panel(state: BlueMarbleState, viewer: int | None) -> list[list[tuple[str, str]]]:
    """Money, deeds, buildings, kept cards and status of each player (everything is public)."""
    out = []
    for p in range(state.players):
        rows = [(tr(CTX, "Money"), won(state.money[p]))]
        deeds = state.deeds_of(p)
        rows.append((tr(CTX, "Deeds"), str(len(deeds))))
        h, b, v = queries.pieces_of(state, p)
        if h or b or v:
            rows.append((tr(CTX, "Buildings"), pieces_text(h, b, v)))
        cards = [D.KEYS_BY_ID[c].en for c in state.held[p]]
        if cards:
            rows.append((tr(CTX, "Cards"), ", ".join(cards)))
        result = scoring.result(state)
        if state.bankrupt[p]:
            rows.append((tr(CTX, "Status"), tr(CTX, "bankrupt")))
        elif result is not None:
            # the game is over: no "flying next turn" or island turns left to tell
            if p in result.winners:
                rows.append((tr(CTX, "Status"), tr(CTX, "winner")))
        elif state.island[p]:
            rows.append((tr(CTX, "Status"), tr(CTX, "Deserted Island ({n} turns)", n=state.island[p])))
        elif state.travel[p]:
            rows.append((tr(CTX, "Status"), tr(CTX, "flying next turn")))
        out.append(rows)
    return out


def pieces_text(hotels: int, buildings: int, villas: int) -> str:
    """'2 hotels, 1 building' — only the kinds a player has, singular or plural."""
    parts = []
    for count, one, many in (
        (hotels, tr(CTX, "1 hotel"), tr(CTX, "{n} hotels", n=hotels)),
        (buildings, tr(CTX, "1 building"), tr(CTX, "{n} buildings", n=buildings)),
        (villas, tr(CTX, "1 villa"), tr(CTX, "{n} villas", n=villas)),
    ):
        if count:
            parts.append(one if count == 1 else many)
    return ", ".join(parts)
