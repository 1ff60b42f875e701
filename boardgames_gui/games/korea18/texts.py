"""What players read in the draft and the stock round, and the players panel: prompts, action
labels and refusals, each through `tr` (the operating round's are in or_texts.py, the war's and
the cards' in their own modules; `action_label` here answers for all of them).

The refusal sentences stay word for word once written: their tests quote them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import tr
from . import or_texts, shares
from .data_assets import ASSET_CARDS
from .or_texts import CTX, MONEY_PARAMS, company_name, won

REFUSALS = {
    "malformed": "That move is not written the way this game reads it.",
    "card_not_offered": "That asset card is not on offer.",
    "tier_held": "You already hold a tier {tier} card: take a card of a tier you do not have yet.",
    "sell_none": "You do not hold {count} shares of {company} to sell.",
    "sell_pool": "The bank pool may hold at most half of {company}: that sale would pass it.",
    "sell_director": "The director's certificate of {company} can change hands only to another player holding 20% or more.",
    "sell_changes": "That sale would change {company}'s director.",
    "over_limit": "You hold {held} certificates, over the limit of {limit}: sell down before your turn ends.",
    "pass_after_acting": "You have already acted this turn: end your turn instead of passing.",
    "done_without_acting": "You have done nothing this turn: pass instead.",
    "one_purchase": "You have already bought this turn: one share or one auction per turn.",
    "buy_unfounded": "{company} has not been founded: its director's certificate must be auctioned first.",
    "buy_sold": "You sold shares of {company} in this stock round and may not buy it again in it.",
    "buy_empty": "There is no share of {company} there to buy.",
    "buy_cap": "You may hold at most {cap}% of {company} from its treasury; only shares in the bank pool may take you above that.",
    "buy_limit": "That would take you over the certificate limit of {limit}.",
    "buy_cash": "A share of {company} costs {price}; you have {cash}.",
    "not_auctionable": "{company} cannot be auctioned now.",
    "bid_step": "Bids go in steps of ₩5.",
    "bid_low": "The high bid is {high}: bid at least {least}, or pass.",
    "bid_cap": "You can bid at most {most}: a bid and twice the lowest par must be within your cash and the shares you could sell.",
    "par_range": "The par price must be from {low} to {high}.",
    "par_cash": "The bid of {bid} and the {amount} capital need more than your {cash}.",
}
MONEY = (*MONEY_PARAMS, "high", "least", "bid", "low")


def refuse(code: str, **params: Any) -> IllegalAction:
    """The IllegalAction of a draft or stock-round refusal, amounts written as won."""
    shown = {
        key: won(value) if key in MONEY and isinstance(value, int) else value for key, value in params.items()
    }
    if "company" in shown and isinstance(shown["company"], str):
        shown["company"] = company_name(shown["company"])
    return IllegalAction(code, tr(CTX, REFUSALS[code], **shown))


# --------------------------------------------------------------------------- prompts


def card_name(card: str) -> str:
    return tr(CTX, ASSET_CARDS[card].name) if card in ASSET_CARDS else card


def draft_prompt(state: Any, seat: int) -> str:
    return (
        tr(CTX, "Take one asset card of a tier you do not hold yet.")
        if state.players > 2
        else tr(CTX, "Take an asset card.")
    )


def stock_prompt(state: Any, seat: int) -> str:
    if shares.certificates(state, seat) > state.cert_limit:
        return tr(CTX, "You are over the certificate limit of {limit}: sell shares.", limit=state.cert_limit)
    if state.sr_acted:
        return tr(CTX, "Sell more, buy a share if you have not, or end your turn.")
    return tr(CTX, "Sell shares, buy one share or auction a director's certificate, or pass.")


def auction_prompt(frame: Mapping[str, Any]) -> str:
    return tr(
        CTX,
        "Auction of {company}: the high bid is {high}. Raise by ₩5 or more, or pass for good.",
        company=company_name(frame["company"]),
        high=won(frame["high"]),
    )


def par_prompt(frame: Mapping[str, Any]) -> str:
    return tr(
        CTX,
        "You won {company} for {bid}: sell shares if you need to, then choose its par price.",
        company=company_name(frame["company"]),
        bid=won(frame["bid"]),
    )


# --------------------------------------------------------------------------- action labels

ACTION_LABELS = {
    "pick_card": "Take {card}",
    "sell": "Sell {count} of {company}",
    "buy_share": "Buy a share of {company}",
    "start_auction": "Auction {company} with a bid of {bid}",
    "bid": "Bid {amount}",
    "pass": "Pass",
    "done": "End the turn",
    "set_par": "Par at {price}",
}


def action_label(action: Mapping[str, Any]) -> str:
    template = ACTION_LABELS.get(action.get("type", ""))
    if template is None:
        return or_texts.action_label(action)
    params = {key: value for key, value in action.items() if isinstance(value, (str, int)) and key != "type"}
    if "company" in params:
        params["company"] = company_name(params["company"])
    if "card" in params:
        params["card"] = card_name(params["card"])
    for key in ("bid", "amount", "price"):
        if isinstance(params.get(key), int):
            params[key] = won(params[key])
    for key in action:  # a template field: its label names no figure
        if key not in params and key != "type":
            params[key] = "…"
    return tr(CTX, template, **params)


# --------------------------------------------------------------------------- the players panel


def player_panel(state: Any, viewer: int | None) -> list[list[tuple[str, str]]]:
    rows = []
    for seat in range(state.players):
        directs = [company_name(c) for c, d in state.director.items() if d == seat and c not in state.closed]
        rows.append(
            [
                (tr(CTX, "Cash"), won(state.cash[seat])),
                (tr(CTX, "Certificates"), f"{shares.certificates(state, seat)} / {state.cert_limit}"),
                (tr(CTX, "Worth"), won(shares.worth(state, seat))),
                *one_a_line(tr(CTX, "Directs"), directs),
                *one_a_line(tr(CTX, "Asset cards"), [card_name(c) for c in state.hands[seat]]),
            ]
        )
    return rows


def one_a_line(title: str, names: list[str]) -> list[tuple[str, str]]:
    """A list in the players panel one name a line (the title on the first), so that three
    asset cards or two railways do not make the panel, and the map beside it, a third wider."""
    if not names:
        return [(title, "—")]
    return [(title if index == 0 else "", name) for index, name in enumerate(names)]
