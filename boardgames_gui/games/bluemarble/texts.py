"""Blue Marble sentences: decision prompts, button labels, the players panel (the log's
sentences are in log_texts.py).

Every player-facing sentence goes through `tr` so that the GUI can translate it;
the sentences read the state and its queries only (queries.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.api import Decision
from ...engine.i18n import tr, tr_n
from . import data as D
from . import queries, scoring
from .currency import won
from .data import space_name as _name
from .state import BANK, BlueMarbleState

CTX = "bluemarble"


def creditor(names: list[str], to: Any) -> str:
    """A creditor: a player, the bank or the Welfare Fund."""
    if isinstance(to, int):
        return names[to]
    return tr(CTX, "the bank") if to == BANK else tr(CTX, "the Welfare Fund")


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
        return tr_n(
            CTX,
            "{who}: you are stranded on the Deserted Island ({n} turn left). Roll doubles to leave, "
            "or use your Island Escape card.",
            "{who}: you are stranded on the Deserted Island ({n} turns left). Roll doubles to leave, "
            "or use your Island Escape card.",
            left,
            who=who,
        )
    return tr_n(
        CTX,
        "{who}: you are stranded on the Deserted Island ({n} turn left). Roll: doubles set you free.",
        "{who}: you are stranded on the Deserted Island ({n} turns left). Roll: doubles set you free.",
        left,
        who=who,
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
    target = creditor(names, to)
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
        return tr(CTX, "the Golden Key '{title}'", title=D.key_title(item["card"]))
    return reason


# ----- buttons and the players panel


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
            what=D.level_name(lv),
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
            what=D.level_name(lv),
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
        cards = [D.key_title(c) for c in state.held[p]]
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
            rows.append(
                (
                    tr(CTX, "Status"),
                    tr_n(CTX, "Deserted Island ({n} turn)", "Deserted Island ({n} turns)", state.island[p]),
                )
            )
        elif state.travel[p]:
            rows.append((tr(CTX, "Status"), tr(CTX, "flying next turn")))
        out.append(rows)
    return out


def pieces_text(hotels: int, buildings: int, villas: int) -> str:
    """'2 hotels, 1 building' — only the kinds a player has, singular or plural."""
    parts = []
    if hotels:
        parts.append(tr_n(CTX, "{n} hotel", "{n} hotels", hotels))
    if buildings:
        parts.append(tr_n(CTX, "{n} building", "{n} buildings", buildings))
    if villas:
        parts.append(tr_n(CTX, "{n} villa", "{n} villas", villas))
    return ", ".join(parts)
