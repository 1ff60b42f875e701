"""Why Blue Marble refuses a move: one teaching sentence per illegal click.

"You cannot build here: Seoul allows no buildings." Called by
`BlueMarbleRules.refusal` when an action is not among the legal ones.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...engine.api import Decision, IllegalAction
from ...engine.i18n import tr, won
from . import data as D
from .data import ESCAPE_CARD, TICKET_CARDS
from .data import space_name as _name
from .state import SECOND_HALF, BlueMarbleState

if TYPE_CHECKING:
    from .rules import BlueMarbleRules

CTX = "bluemarble"


def refusal(rules: BlueMarbleRules, s: BlueMarbleState, action: Mapping[str, Any]) -> IllegalAction:
    d = rules.decision(s)
    t = action.get("type")
    if d is None:
        return IllegalAction("game_over", tr(CTX, "The game is over."))
    names = s.options["names"]
    p = d.player
    sp = action.get("space")
    valid_space = isinstance(sp, int) and not isinstance(sp, bool) and 0 <= sp < D.NUM_SPACES
    legal = rules.legal_actions(s)
    same_type = [a for a in legal if a["type"] == t]
    if same_type and set(action.keys()) != set(same_type[0].keys()):
        return IllegalAction(
            "malformed",
            tr(CTX, "That move is not complete or has unknown parts. {prompt}", prompt=d.prompt),
        )
    if t in ("build", "sell") and valid_space:
        return build_refusal(rules, s, d, action, sp)
    if t == "buy":
        if d.kind != "buy":
            return IllegalAction(
                "not_now",
                tr(CTX, "You can buy a deed only when your plane stops on it. {prompt}", prompt=d.prompt),
            )
        return IllegalAction(
            "wrong_space", tr(CTX, "You can only buy the deed you landed on. {prompt}", prompt=d.prompt)
        )
    if t == "fly":
        if d.kind != "fly":
            return IllegalAction(
                "no_flight",
                tr(
                    CTX,
                    "You can fly only on the turn after you reach Space Travel. {prompt}",
                    prompt=d.prompt,
                ),
            )
        if sp == D.SPACE_TRAVEL:
            return IllegalAction(
                "fly_here", tr(CTX, "You are already at Space Travel: choose another space.")
            )
        return IllegalAction("bad_space", tr(CTX, "Choose a space of the board (0 to 39)."))
    if t == "roll":
        if d.kind == "fly":
            return IllegalAction(
                "fly_no_dice",
                tr(CTX, "No dice this turn: the Columbia flies you to any space you choose."),
            )
        return IllegalAction("finish_first", tr(CTX, "Not yet: {prompt}", prompt=d.prompt))
    if t == "pay":
        if d.kind == "debt":
            return IllegalAction(
                "short",
                tr(
                    CTX,
                    "You have only {money}: sell buildings or hand over a deed first.",
                    money=won(s.money[p]),
                ),
            )
        return IllegalAction("nothing_owed", tr(CTX, "You owe nothing now. {prompt}", prompt=d.prompt))
    if t == "use_ticket":
        if not any(c in s.held[p] for c in TICKET_CARDS):
            return IllegalAction("no_ticket", tr(CTX, "You hold no Preferential Ticket."))
        return IllegalAction(
            "ticket_not_now",
            tr(
                CTX,
                "A Preferential Ticket only lets you pass another player's deed or fare without paying.",
            ),
        )
    if t == "use_escape":
        if ESCAPE_CARD not in s.held[p]:
            return IllegalAction("no_escape", tr(CTX, "You hold no Island Escape card."))
        return IllegalAction(
            "not_on_island", tr(CTX, "The Island Escape card is used only on the Deserted Island.")
        )
    if t == "buyout":
        if not s.variants["buyout"]:
            return IllegalAction(
                "no_buyout", tr(CTX, "Taking over cities is a house rule that is off in this game.")
            )
        return IllegalAction(
            "buyout_not_now",
            tr(CTX, "You can take over a city only right after paying its toll. {prompt}", prompt=d.prompt),
        )
    if t == "time_up":
        return IllegalAction(
            "no_time_limit", tr(CTX, "This game has no time limit: it ends when one player is left.")
        )
    if t == "pay_bail":
        if not s.variants["island_bail"]:
            return IllegalAction("no_bail", tr(CTX, "Bail is a house rule that is off in this game."))
        if not s.island[p]:
            return IllegalAction("not_on_island", tr(CTX, "You pay bail only to leave the Deserted Island."))
        return IllegalAction(
            "cash",
            tr(
                CTX,
                "Bail costs {amount}; you have {money}.",
                amount=won(D.ISLAND_BAIL),
                money=won(s.money[p]),
            ),
        )
    if t == "give_deed":
        if d.kind != "debt":
            return IllegalAction(
                "nothing_owed", tr(CTX, "You hand over a deed only to settle a debt you cannot pay.")
            )
        if not valid_space or s.owner[sp] != p:
            return IllegalAction("not_yours", tr(CTX, "You can only hand over a deed you own."))
        return IllegalAction("can_pay", tr(CTX, "You have enough cash: pay instead of handing over a deed."))
    if t == "offer_escape":
        if ESCAPE_CARD not in s.held[p]:
            return IllegalAction("no_escape", tr(CTX, "You hold no Island Escape card to sell."))
        if s.escape_offered:
            return IllegalAction("offered", tr(CTX, "You already offered the card this turn."))
        to = action.get("to")
        if isinstance(to, int) and 0 <= to < s.players and not s.bankrupt[to] and to != p:
            return IllegalAction(
                "price",
                tr(CTX, "Ask a price from ₩0 to what {buyer} has, in ₩10K steps.", buyer=names[to]),
            )
        return IllegalAction("buyer", tr(CTX, "Offer the card to another player still in the game."))
    if t == "bid" and d.kind == "auction":
        item = s.pending[-1]
        return IllegalAction(
            "bid",
            tr(
                CTX,
                "Bid at least {lo} in ₩10K steps, and no more than your cash ({money}).",
                lo=won(item["high"] + 10),
                money=won(s.money[p]),
            ),
        )
    if t == "pick" and d.kind == "draft":
        if valid_space and sp == D.SEOUL:
            return IllegalAction(
                "seoul", tr(CTX, "Seoul is not drafted: it is auctioned after all other deeds.")
            )
        if not valid_space or sp not in D.DEEDS:
            return IllegalAction("not_deed", tr(CTX, "Pick a space that has a deed."))
        if s.owner[sp] is not None:
            return IllegalAction("owned", tr(CTX, "{city} is already taken.", city=_name(sp)))
        return IllegalAction(
            "cash",
            tr(
                CTX,
                "{city} costs {price}; you have {money}.",
                city=_name(sp),
                price=won(D.DEEDS[sp].price),
                money=won(s.money[p]),
            ),
        )
    if t == "accept" and d.kind == "escape_offer":
        return IllegalAction("cash", tr(CTX, "You cannot afford the asked price."))
    return IllegalAction("not_allowed", tr(CTX, "That is not possible now. {prompt}", prompt=d.prompt))


def build_refusal(
    rules: BlueMarbleRules, s: BlueMarbleState, d: Decision, action: Mapping[str, Any], sp: int
) -> IllegalAction:
    p = d.player
    t = action["type"]
    lv = action.get("level")
    city = _name(sp)
    if sp not in D.DEEDS:
        return IllegalAction("no_deed", tr(CTX, "You cannot build here: {city} is not a city.", city=city))
    if not D.DEEDS[sp].buildable:
        return IllegalAction(
            "special", tr(CTX, "You cannot build here: {city} allows no buildings.", city=city)
        )
    if s.owner[sp] != p:
        return IllegalAction("not_owner", tr(CTX, "You cannot build here: you do not own {city}.", city=city))
    if s.phase != SECOND_HALF:
        return IllegalAction(
            "first_half", tr(CTX, "Building starts in the second half; now you may only buy deeds.")
        )
    if t == "build":
        if d.kind in ("debt", "buy", "party", "allocation", "draft", "auction", "escape_offer"):
            return IllegalAction("not_now", tr(CTX, "Not now: {prompt}", prompt=d.prompt))
        if s.variants["build_on_landing"] and d.kind != "build_here" and d.kind != "opening_build":
            return IllegalAction(
                "landing_only",
                tr(CTX, "You may build only when your plane stops on your own city (house rule)."),
            )
        if d.kind == "build_here" and sp != s.pending[-1]["space"]:
            return IllegalAction("landing_only", tr(CTX, "You may build only on the city you landed on."))
        if sp in s.touched:
            return IllegalAction(
                "touched",
                tr(CTX, "You already changed {city} this turn; build all levels in one step.", city=city),
            )
        if not isinstance(lv, int) or not s.level[sp] < lv <= 4:
            return IllegalAction(
                "level",
                tr(
                    CTX,
                    "{city} has {now}; choose a higher level.",
                    city=city,
                    now=D.LEVEL_NAMES[s.level[sp]],
                ),
            )
        cost = rules.build_cost(s, sp, lv)
        if cost > s.money[p]:
            return IllegalAction(
                "cash",
                tr(
                    CTX,
                    "A {what} on {city} costs {cost}; you have {money}.",
                    what=D.LEVEL_NAMES[lv],
                    city=city,
                    cost=won(cost),
                    money=won(s.money[p]),
                ),
            )
        if not rules.supply_allows(s, sp, lv):
            return IllegalAction(
                "supply", tr(CTX, "The bank has no {what} left to build.", what=D.LEVEL_NAMES[lv])
            )
        return IllegalAction("not_now", tr(CTX, "Not now: {prompt}", prompt=d.prompt))
    # sell
    if s.level[sp] == 0:
        return IllegalAction("nothing", tr(CTX, "There is no building on {city} to sell.", city=city))
    if d.kind not in ("turn", "fly", "island", "debt"):
        return IllegalAction("not_now", tr(CTX, "Not now: {prompt}", prompt=d.prompt))
    if d.kind == "debt" and s.money[p] >= s.pending[-1]["amount"]:
        return IllegalAction("can_pay", tr(CTX, "You have enough cash to pay: no need to sell."))
    if sp in s.touched and d.kind != "debt":
        return IllegalAction("touched", tr(CTX, "You already changed {city} this turn.", city=city))
    return IllegalAction(
        "level",
        tr(CTX, "Choose a lower level than {now} to sell down to.", now=D.LEVEL_NAMES[s.level[sp]]),
    )
