"""The Millionaire computer player's trades: which to offer, which to accept.

A trade is judged by the difference it makes to the judge's position (bot_worth.position):
the plots and money that change hands and what they do to every industry's prospect.

- Offer (own turn, one offer per partner a turn): for an industry the bot has started,
  ask for the partner's plots of it; when that completes the bot's monopoly, give in
  exchange the plots that complete one of the partner's (a swap of monopolies); add the
  money that lets the partner gain by it too, as the bot would judge in the partner's
  place. Of these, the bot offers the one it gains most by, and only one it gains by.
- Accept: only a trade the bot gains by, and never one that hands the other player a
  monopoly unless the bot completes one of its own in the same trade.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Subset
from . import bot_worth
from . import data as D
from .state import MillionaireState

#: what a kept card counts for in a trade (it saves a fine or a rent once)
CARD_WORTH = 40
#: the fields of an offer
FIELDS = ("to", "give", "take", "give_money", "take_money")
#: the least gain, in F, that makes a trade worth doing
LEAST_GAIN = 10


def traded_owner(state: MillionaireState, deal: Mapping[str, Any]) -> list[int | None]:
    """The ownership after the deal."""
    owner = list(state.owner)
    for item in deal["give"]:
        if isinstance(item, int):
            owner[item] = deal["to"]
    for item in deal["take"]:
        if isinstance(item, int):
            owner[item] = deal["from"]
    return owner


def side_change(deal: Mapping[str, Any], seat: int) -> tuple[int, int]:
    """(cash change, kept cards change) of `seat` by the deal."""
    sign = 1 if seat == deal["from"] else -1
    cash = sign * (deal["take_money"] - deal["give_money"])
    cards_in = sum(1 for item in deal["take"] if not isinstance(item, int))
    cards_out = sum(1 for item in deal["give"] if not isinstance(item, int))
    return cash, sign * (cards_in - cards_out)


def gain(state: MillionaireState, seat: int, deal: Mapping[str, Any]) -> float:
    """What the deal is worth to `seat` (one of its two sides), in F."""
    cash, cards = side_change(deal, seat)
    after = bot_worth.position(state, seat, traded_owner(state, deal), state.money[seat] + cash)
    return after - bot_worth.position(state, seat) + cards * CARD_WORTH


def hands_monopoly(state: MillionaireState, seat: int, deal: Mapping[str, Any]) -> bool:
    """Does the deal complete an industry of the other side while none of `seat`'s?"""
    other = deal["to"] if seat == deal["from"] else deal["from"]
    owner = traded_owner(state, deal)
    theirs = bot_worth.monopolies(state, other, owner) - bot_worth.monopolies(state, other)
    mine = bot_worth.monopolies(state, seat, owner) - bot_worth.monopolies(state, seat)
    return bool(theirs) and not mine


def acceptable(state: MillionaireState, seat: int, deal: Mapping[str, Any]) -> bool:
    """Would `seat` accept this deal as its partner?"""
    return not hands_monopoly(state, seat, deal) and gain(state, seat, deal) >= LEAST_GAIN


def offer(bot: Any, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
    """A trade to offer now, or None (each partner is asked at most once a turn)."""
    for template in legal:
        if template["type"] != "offer_trade":
            continue
        partner = template["to"]
        if (state.turns, partner) in bot.offered:
            continue
        deal = best_deal(state, player, template)
        if deal is not None:
            bot.offered.add((state.turns, partner))
            return deal
    return None


def best_deal(state: MillionaireState, player: int, template: Mapping[str, Any]) -> Action | None:
    """The best trade with `template`'s partner that gathers an industry of the bot's: their
    plots of it for money, and when it completes the bot's monopoly, the plots that complete
    one of theirs besides."""
    partner = template["to"]
    mine: Subset = template["give"]
    theirs: Subset = template["take"]
    owner = state.owner
    best, best_gain = None, 0.0
    for industry, spaces in D.INDUSTRY_SPACES[state.edition].items():
        if industry == D.CENTRAL or not any(owner[space] == player for space in spaces):
            continue
        take = [space for space in spaces if owner[space] == partner]
        if not take or not all(space in theirs.values for space in take):
            continue
        completes = all(owner[space] in (player, partner) for space in spaces)
        give = swap_for(state, player, partner, mine) if completes else []
        deal = priced_deal(state, player, partner, take, give, template)
        if deal is not None and deal_gain(state, player, deal) > best_gain:
            best, best_gain = deal, deal_gain(state, player, deal)
    return best


def deal_gain(state: MillionaireState, player: int, action: Mapping[str, Any]) -> float:
    return gain(state, player, {"from": player, **{key: action[key] for key in FIELDS}})


def swap_for(state: MillionaireState, player: int, partner: int, mine: Subset) -> list[int]:
    """The plots of the bot's that complete one of the partner's industries (the richest one)."""
    best: list[int] = []
    best_prospect = -1.0
    for industry, spaces in D.INDUSTRY_SPACES[state.edition].items():
        if industry == D.CENTRAL:
            continue
        missing = [space for space in spaces if state.owner[space] != partner]
        if not missing or len(missing) == len(spaces):
            continue
        if all(state.owner[space] == player and space in mine.values for space in missing):
            prospect = bot_worth.prospect(state, industry)
            if prospect > best_prospect:
                best, best_prospect = missing, prospect
    return best


def priced_deal(
    state: MillionaireState,
    player: int,
    partner: int,
    take: list[int],
    give: list[int],
    template: Mapping[str, Any],
) -> Action | None:
    """The deal taking `take` for `give` and the money that lets the partner gain by it too;
    None when the bot would not gain by it or cannot pay enough."""
    deal = {
        "from": player,
        "to": partner,
        "give": [item for item in template["give"].values if item in give],
        "take": [item for item in template["take"].values if item in take],
        "give_money": 0,
        "take_money": 0,
    }
    short = LEAST_GAIN - gain(state, partner, deal)
    if short > 0:
        room = state.money[player] - bot_worth.reserve(state, player)
        money = math.ceil(short / D.BID_STEP) * D.BID_STEP
        if money > room or money > template["give_money"].hi:
            return None
        deal["give_money"] = money
    if gain(state, player, deal) < LEAST_GAIN:
        return None
    return Action("offer_trade", **{key: deal[key] for key in FIELDS})
