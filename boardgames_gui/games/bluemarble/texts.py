"""Blue Marble sentences: decision prompts, log lines, button labels, the players panel.

Every player-facing sentence goes through `tr` so that the GUI can translate it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...engine.api import Rules
from ...engine.i18n import tr, won
from . import data as D
from .data import space_name as _name
from .state import BANK, BlueMarbleState

if TYPE_CHECKING:
    from .rules import BlueMarbleRules

CTX = "bluemarble"


def prompt(rules: BlueMarbleRules, s: BlueMarbleState, item: dict, p: int, names: list[str]) -> str:
    kind = item["kind"]
    who = names[p]
    if kind == "buy":
        sp = item["space"]
        return tr(
            CTX,
            "{who}: buy {city} for {price}, or pass (buying is optional).",
            who=who,
            city=_name(sp),
            price=won(D.DEEDS[sp].price),
        )
    if kind == "debt":
        return debt_prompt(rules, s, item, names)
    if kind == "build_here":
        return tr(
            CTX,
            "{who}: you landed on your own {city}. Build on it, or pass.",
            who=who,
            city=_name(item["space"]),
        )
    if kind == "opening_build":
        return tr(
            CTX,
            "{who}: the second half begins. Build villas, buildings or hotels on your cities, then finish.",
            who=who,
        )
    if kind == "party":
        return tr(
            CTX,
            "{who}: {host} performs at the party. Choose the prize the bank pays them.",
            who=who,
            host=names[item["host"]],
        )
    if kind == "allocation":
        sp = item["spaces"][0]
        return tr(
            CTX,
            "{who}: only a few deeds are left, so each is offered to all. Apply for {city} at {price}? "
            "If several apply, the highest roll takes it.",
            who=who,
            city=_name(sp),
            price=won(D.DEEDS[sp].price),
        )
    if kind == "draft":
        left = item["order"][item["i"] :].count(p)
        return tr(
            CTX,
            "{who}: pick a deed to buy at its price ({left} picks left for you), or pass.",
            who=who,
            left=left,
        )
    if kind == "auction":
        if item["leader"] is None:
            return tr(CTX, "{who}: Seoul is auctioned last. Bid for it, or pass.", who=who)
        return tr(
            CTX,
            "{who}: {leader} bids {amount} for Seoul. Bid higher, or pass (a pass is final).",
            who=who,
            leader=names[item["leader"]],
            amount=won(item["high"]),
        )
    if kind == "buyout":
        sp = item["space"]
        return tr(
            CTX,
            "{who}: you may take over {city} from {owner} for {price} (twice its land and buildings), or pass.",
            who=who,
            city=_name(sp),
            owner=names[item["owner"]],
            price=won(rules.buyout_price(s, sp)),
        )
    if kind == "escape_offer":
        return tr(
            CTX,
            "{who}: {seller} offers you the Island Escape card for {price}. Accept or pass.",
            who=who,
            seller=names[item["seller"]],
            price=won(item["price"]),
        )
    if kind == "after_move":
        return tr(
            CTX,
            "{who}: your move is over. Build or sell on your cities now, or end your turn.",
            who=who,
        )
    return tr(CTX, "{who}: your move.", who=who)


def debt_prompt(rules: BlueMarbleRules, s: BlueMarbleState, item: dict, names: list[str]) -> str:
    p = item["player"]
    to = item["to"]
    amount = item["amount"]
    target = (
        names[to]
        if isinstance(to, int)
        else (tr(CTX, "the bank") if to == BANK else tr(CTX, "the Welfare Fund"))
    )
    why = debt_reason(rules, s, item, names)
    text = tr(CTX, "Pay {amount} to {target}: {why}.", amount=won(amount), target=target, why=why)
    if s.money[p] < amount:
        short = amount - s.money[p]
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


def debt_reason(rules: BlueMarbleRules, s: BlueMarbleState, item: dict, names: list[str]) -> str:
    reason = item["reason"]
    sp = item.get("space", -1)
    if reason == "toll":
        lv = s.level[sp]
        city = _name(sp)
        if not D.DEEDS[sp].buildable or lv == 0:
            return tr(CTX, "they own {city}", city=city)
        if lv == 1:
            return tr(CTX, "{city} has a villa", city=city)
        if lv == 2:
            return tr(CTX, "{city} has 2 villas", city=city)
        if lv == 3:
            return tr(CTX, "{city} has a building", city=city)
        return tr(CTX, "{city} has a hotel", city=city)
    if reason == "fare":
        return tr(CTX, "the fare for the {carrier}", carrier=_name(sp))
    if reason == "fund":
        return tr(CTX, "the Social Welfare Fund donation")
    if reason == "birthday":
        return tr(CTX, "a birthday present")
    if reason == "tax":
        return tr(CTX, "the Golden Key '{title}'", title=D.KEYS_BY_ID[item["card"]].en)
    if reason == "card":
        return tr(CTX, "the Golden Key '{title}'", title=D.KEYS_BY_ID[item["card"]].en)
    return reason


def event_text(rules: BlueMarbleRules, event: Mapping[str, Any], names: list[str]) -> str:
    t = event["type"]
    who = names[event["player"]] if isinstance(event.get("player"), int) else ""

    def target(to: Any) -> str:
        if isinstance(to, int):
            return names[to]
        return tr(CTX, "the bank") if to == BANK else tr(CTX, "the Welfare Fund")

    if t == "dice_rolled":
        d1, d2 = event["dice"]
        text = tr(CTX, "{who} rolled {d1} and {d2} ({total}).", who=who, d1=d1, d2=d2, total=d1 + d2)
        return text + (" " + tr(CTX, "Doubles!") if event.get("doubles") else "")
    if t == "moved":
        path = event["path"]
        if event["how"] == "back":
            return tr(CTX, "{who} moved back to {space}.", who=who, space=_name(event["to"]))
        if event["how"] == "roll" and 1 < len(path) <= 12:
            via = " → ".join(_name(x) for x in path)
            return tr(CTX, "{who} moved {n} spaces: {via}.", who=who, n=len(path), via=via)
        if event["how"] == "card" and len(path) == 40:
            return tr(CTX, "{who} went once round the board.", who=who)
        if len(path) > 1:
            return tr(
                CTX, "{who} moved {n} spaces to {space}.", who=who, n=len(path), space=_name(event["to"])
            )
        return tr(CTX, "{who} moved to {space}.", who=who, space=_name(event["to"]))
    if t == "salary":
        return tr(
            CTX,
            "{who} passed START and received a salary of {amount}.",
            who=who,
            amount=won(event["amount"]),
        )
    if t == "bought":
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
    if t == "declined":
        return tr(CTX, "{who} passed on {city}.", who=who, city=_name(event["space"]))
    if t == "paid":
        reason = event["reason"]
        if reason == "toll":
            return tr(
                CTX,
                "{who} paid {amount} toll to {to} for {city}.",
                who=who,
                amount=won(event["amount"]),
                to=target(event["to"]),
                city=_name(event["space"]),
            )
        if reason == "fare":
            return tr(
                CTX,
                "{who} paid the {carrier} fare of {amount} to {to}.",
                who=who,
                carrier=_name(event["space"]),
                amount=won(event["amount"]),
                to=target(event["to"]),
            )
        if reason == "fund":
            return ""  # told by fund_paid
        return tr(
            CTX,
            "{who} paid {amount} to {to}.",
            who=who,
            amount=won(event["amount"]),
            to=target(event["to"]),
        )
    if t == "fund_paid":
        return tr(
            CTX,
            "{who} donated {amount} to the Social Welfare Fund (now {fund}).",
            who=who,
            amount=won(event["amount"]),
            fund=won(event["fund"]),
        )
    if t == "fund_received":
        return tr(
            CTX, "{who} received the Social Welfare Fund: {amount}.", who=who, amount=won(event["amount"])
        )
    if t == "fund_empty":
        return tr(CTX, "{who} reached the Welfare Fund reception, but the fund is empty.", who=who)
    if t == "ticket_used":
        return tr(
            CTX,
            "{who} showed a Preferential Ticket and passed {to}'s deed free.",
            who=who,
            to=target(event["to"]),
        )
    if t == "built":
        return tr(
            CTX,
            "{who} built up {city} to {what} for {cost}.",
            who=who,
            city=_name(event["space"]),
            what=D.LEVEL_NAMES[event["level"]],
            cost=won(event["cost"]),
        )
    if t == "sold":
        return tr(
            CTX,
            "{who} sold buildings on {city} to the bank for {amount} (now {what}).",
            who=who,
            city=_name(event["space"]),
            amount=won(event["amount"]),
            what=D.LEVEL_NAMES[event["level"]],
        )
    if t == "deed_handed":
        return tr(
            CTX,
            "{who} handed the {city} deed to {to} to settle a debt of {amount}.",
            who=who,
            city=_name(event["space"]),
            to=target(event["to"]),
            amount=won(event["amount"]),
        )
    if t == "golden_key":
        return tr(
            CTX,
            "{who} drew a Golden Key: {title} ({ko}). {text}",
            who=who,
            title=event["title"],
            ko=event["title_ko"],
            text=event["text"],
        )
    if t == "received":
        return tr(CTX, "{who} received {amount} from the bank.", who=who, amount=won(event["amount"]))
    if t == "card_void":
        return tr(CTX, "The card has no effect for {who} now.", who=who)
    if t == "card_kept":
        return tr(CTX, "{who} keeps the card for later.", who=who)
    if t == "half_price_sale":
        return tr(
            CTX,
            "{who} sold {city} to the bank at half price: {amount}.",
            who=who,
            city=_name(event["space"]),
            amount=won(event["amount"]),
        )
    if t == "party_prize":
        return tr(
            CTX,
            "{who} gave {host} a party prize of {amount} (paid by the bank).",
            who=who,
            host=names[event["host"]],
            amount=won(event["amount"]),
        )
    if t == "island":
        return tr(CTX, "{who} is stranded on the Deserted Island for {n} turns.", who=who, n=event["turns"])
    if t == "island_stay":
        if event["left"] == 0:
            return tr(CTX, "{who} stays on the Deserted Island and leaves on the next turn.", who=who)
        return tr(CTX, "{who} stays on the Deserted Island ({n} turns left).", who=who, n=event["left"])
    if t == "island_escaped":
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
    if t == "three_doubles":
        return tr(CTX, "{who} rolled doubles three times and goes to the Deserted Island.", who=who)
    if t == "space_travel":
        if event["fare"]:
            return tr(CTX, "{who} boarded the Columbia; next turn they fly anywhere.", who=who)
        return tr(CTX, "{who} boarded the Columbia free; next turn they fly anywhere.", who=who)
    if t == "flew":
        return tr(CTX, "{who} flew to {space}.", who=who, space=_name(event["space"]))
    if t == "bought_out":
        return tr(
            CTX,
            "{who} took over {city} from {owner} for {price}.",
            who=who,
            city=_name(event["space"]),
            owner=names[event["owner"]],
            price=won(event["price"]),
        )
    if t == "escape_offered":
        return tr(
            CTX,
            "{who} offers the Island Escape card to {to} for {price}.",
            who=who,
            to=names[event["to"]],
            price=won(event["price"]),
        )
    if t == "escape_sold":
        return tr(
            CTX,
            "{who} sold the Island Escape card to {to} for {price}.",
            who=who,
            to=names[event["to"]],
            price=won(event["price"]),
        )
    if t == "escape_refused":
        return tr(CTX, "{who} did not buy the Island Escape card.", who=who)
    if t == "allocation_started":
        cities = ", ".join(_name(x) for x in event["spaces"])
        return tr(
            CTX,
            "Only {n} deeds are left: each is now offered to all players ({cities}).",
            n=len(event["spaces"]),
            cities=cities,
        )
    if t == "applied":
        return tr(CTX, "{who} applies for {city}.", who=who, city=_name(event["space"]))
    if t == "allocation_roll":
        parts = ", ".join(f"{names[q]} {d[0]}+{d[1]}" for q, d in event["rolls"])
        return tr(CTX, "Roll-off for {city}: {parts}.", city=_name(event["space"]), parts=parts)
    if t == "allocation_unsold":
        return tr(CTX, "Nobody took {city}; it stays with the bank.", city=_name(event["space"]))
    if t == "auction_unsold":
        return tr(CTX, "Nobody bid for {city}; it stays with the bank.", city=_name(event["space"]))
    if t == "second_half":
        return tr(CTX, "The second half begins: build, and tolls are paid from now on.")
    if t == "draft_pass":
        return tr(CTX, "{who} passed a draft pick.", who=who)
    if t == "draft_over":
        return tr(CTX, "The draft is over; Seoul goes to auction.")
    if t == "auction_bid":
        return tr(
            CTX,
            "{who} bids {amount} for {city}.",
            who=who,
            amount=won(event["amount"]),
            city=_name(event["space"]),
        )
    if t == "auction_pass":
        return tr(CTX, "{who} drops out of the auction.", who=who)
    if t == "bankrupt":
        return tr(CTX, "{who} cannot pay {amount} and is bankrupt.", who=who, amount=won(event["amount"]))
    if t == "turn":
        return ""
    if t == "game_over":
        winners = ", ".join(names[w] for w in event["winners"])
        if event["reason"] == "round_limit":
            return tr(CTX, "The round limit is reached. {winners} is the richest and wins!", winners=winners)
        if event["reason"] == "time_limit":
            return tr(CTX, "Time is up. {winners} is the richest and wins!", winners=winners)
        return tr(CTX, "Game over: {winners} wins!", winners=winners)
    return ""


def action_label(rules: BlueMarbleRules, s: BlueMarbleState, action: Mapping[str, Any]) -> str:
    t = action.get("type")
    sp = action.get("space")
    if t == "roll":
        return tr(CTX, "Roll the dice")
    if t == "buy":
        return tr(CTX, "Buy {city} ({price})", city=_name(sp), price=won(D.DEEDS[sp].price))
    if t == "pass":
        d = rules.decision(s)
        kind = d.kind if d else ""
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
        d = s.pending[-1] if s.pending else {}
        return tr(CTX, "Pay {amount}", amount=won(d.get("amount", 0)))
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
            cost=won(rules.build_cost(s, sp, lv)),
        )
    if t == "sell":
        lv = action["level"]
        deed = D.DEEDS[sp]
        amount = deed.level_cost(s.level[sp]) - deed.level_cost(lv)
        return tr(
            CTX,
            "Sell {city} down to {what} (+{amount})",
            city=_name(sp),
            what=D.LEVEL_NAMES[lv],
            amount=won(amount),
        )
    if t == "buyout":
        return tr(CTX, "Take over {city} ({price})", city=_name(sp), price=won(rules.buyout_price(s, sp)))
    if t == "give_deed":
        return tr(CTX, "Hand over {city}", city=_name(sp))
    if t == "fly":
        return tr(CTX, "Fly to {space}", space=_name(sp))
    if t == "offer_escape":
        return tr(CTX, "Offer escape card to {to}", to=s.options["names"][action["to"]])
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
        d = rules.decision(s)
        if d is not None and d.kind == "after_move":
            return tr(CTX, "End turn")
        return tr(CTX, "Finish building")
    if t == "time_up":
        return tr(CTX, "Time is up")
    return Rules.action_label(rules, s, action)


def player_panel(
    rules: BlueMarbleRules, s: BlueMarbleState, viewer: int | None
) -> list[list[tuple[str, str]]]:
    out = []
    for p in range(s.players):
        rows = [(tr(CTX, "Money"), won(s.money[p]))]
        deeds = s.deeds_of(p)
        rows.append((tr(CTX, "Deeds"), str(len(deeds))))
        h, b, v = rules.pieces_of(s, p)
        if h or b or v:
            rows.append((tr(CTX, "Buildings"), pieces_text(h, b, v)))
        cards = [D.KEYS_BY_ID[c].en for c in s.held[p]]
        if cards:
            rows.append((tr(CTX, "Cards"), ", ".join(cards)))
        result = rules.result(s) if s.over else None
        if s.bankrupt[p]:
            rows.append((tr(CTX, "Status"), tr(CTX, "bankrupt")))
        elif result is not None:
            # the game is over: no "flying next turn" or island turns left to tell
            if p in result.winners:
                rows.append((tr(CTX, "Status"), tr(CTX, "winner")))
        elif s.island[p]:
            rows.append((tr(CTX, "Status"), tr(CTX, "Deserted Island ({n} turns)", n=s.island[p])))
        elif s.travel[p]:
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
