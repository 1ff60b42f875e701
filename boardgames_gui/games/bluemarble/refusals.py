"""Blue Marble's checks: whether a move is allowed now, and if not, the sentence that
teaches the rule ("You cannot build here: Seoul allows no buildings.").

Each step of steps.py checks the actions it takes with the functions here: each
reads the rule's conditions in order and returns the refusal of the first one
that fails, or None when the move is allowed. `refusal` explains an action that
no open step takes. Everything here reads the state only (queries.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import Text, tr
from . import data as D
from . import queries
from .currency import won
from .data import ESCAPE_CARD
from .data import space_name as _name
from .state import SECOND_HALF, BlueMarbleState

CTX = "bluemarble"

#: the fields of each action type besides "type" (all whole numbers)
FIELDS: dict[str, tuple[str, ...]] = {
    "roll": (),
    "pass": (),
    "done": (),
    "pay": (),
    "accept": (),
    "use_ticket": (),
    "use_escape": (),
    "pay_bail": (),
    "time_up": (),
    "build": ("space", "level"),
    "sell": ("space", "level"),
    "offer_escape": ("to", "price"),
    "fly": ("space",),
    "buy": ("space",),
    "give_deed": ("space",),
    "apply": ("space",),
    "pick": ("space",),
    "buyout": ("space",),
    "prize": ("amount",),
    "bid": ("amount",),
}
#: the steps in which a player may build or sell on their cities during their own turn
TURN_KINDS = ("turn", "island", "fly", "after_move")
#: the steps in which a player may sell buildings: their turn, and to pay a debt
SELL_KINDS = (*TURN_KINDS, "debt")
#: the steps a build is not possible in, whatever the city
NO_BUILD_KINDS = ("debt", "buy", "party", "allocation", "draft", "auction", "escape_offer")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _space(action: Mapping[str, Any]) -> int | None:
    """The action's board space, or None when it is not one."""
    space = action.get("space")
    return space if _whole(space) and 0 <= space < D.NUM_SPACES else None


def not_possible(prompt: Text) -> IllegalAction:
    return IllegalAction("not_allowed", tr(CTX, "That is not possible now. {prompt}", prompt=prompt))


def not_now(prompt: Text) -> IllegalAction:
    return IllegalAction("not_now", tr(CTX, "Not now: {prompt}", prompt=prompt))


def form_problem(action: Mapping[str, Any], prompt: Text) -> IllegalAction | None:
    """A move of this type has exactly its fields, each a whole number."""
    fields = FIELDS[action["type"]]
    if set(action) == {"type", *fields} and all(_whole(action[key]) for key in fields):
        return None
    if set(action) == {"type", *fields}:
        return not_possible(prompt)
    return IllegalAction(
        "malformed", tr(CTX, "That move is not complete or has unknown parts. {prompt}", prompt=prompt)
    )


# ----- building and selling [Second Half 1, 3, 5]


def _city_problem(state: BlueMarbleState, space: int, seat: int) -> IllegalAction | None:
    """Buildings stand only on your own cities, from the second half on."""
    city = _name(space)
    if space not in D.DEEDS:
        return IllegalAction("no_deed", tr(CTX, "You cannot build here: {city} is not a city.", city=city))
    if not D.DEEDS[space].buildable:
        return IllegalAction(
            "special", tr(CTX, "You cannot build here: {city} allows no buildings.", city=city)
        )
    if state.owner[space] != seat:
        return IllegalAction("not_owner", tr(CTX, "You cannot build here: you do not own {city}.", city=city))
    if state.phase != SECOND_HALF:
        return IllegalAction(
            "first_half", tr(CTX, "Building starts in the second half; now you may only buy deeds.")
        )
    return None


def build_problem(
    state: BlueMarbleState, action: Mapping[str, Any], seat: int, kind: str, prompt: Text
) -> IllegalAction | None:
    """A build: your city, at the right moment (only on landing under build_on_landing), not
    changed yet this turn, a higher level, paid for, and pieces left (limited_supply)."""
    space = _space(action)
    if space is None:
        return not_possible(prompt)
    problem = _city_problem(state, space, seat)
    if problem is not None:
        return problem
    city = _name(space)
    if kind in NO_BUILD_KINDS:
        return not_now(prompt)
    if state.variants["build_on_landing"] and kind not in ("build_here", "opening_build"):
        return IllegalAction(
            "landing_only", tr(CTX, "You may build only when your plane stops on your own city (house rule).")
        )
    if kind == "build_here" and space != state.pending[-1]["space"]:
        return IllegalAction("landing_only", tr(CTX, "You may build only on the city you landed on."))
    if kind not in ("build_here", "opening_build") and space in state.touched:
        return IllegalAction(
            "touched",
            tr(CTX, "You already changed {city} this turn; build all levels in one step.", city=city),
        )
    level = action.get("level")
    if not _whole(level) or not state.level[space] < level <= 4:
        return IllegalAction(
            "level",
            tr(
                CTX,
                "{city} has {now}; choose a higher level.",
                city=city,
                now=D.level_name(state.level[space]),
            ),
        )
    cost = queries.build_cost(state, space, level)
    if cost > state.money[seat]:
        return IllegalAction(
            "cash",
            tr(
                CTX,
                "A {what} on {city} costs {cost}; you have {money}.",
                what=D.level_name(level),
                city=city,
                cost=won(cost),
                money=won(state.money[seat]),
            ),
        )
    if not queries.supply_allows(state, space, level):
        return IllegalAction(
            "supply", tr(CTX, "The bank has no {what} left to build.", what=D.level_name(level))
        )
    return None


def sell_problem(
    state: BlueMarbleState, action: Mapping[str, Any], seat: int, kind: str, prompt: Text
) -> IllegalAction | None:
    """A sale: buildings on your city, during your turn (once per city) or to pay a debt you
    cannot pay in cash, down to a lower level (pieces left for it under limited_supply)."""
    space = _space(action)
    if space is None:
        return not_possible(prompt)
    problem = _city_problem(state, space, seat)
    if problem is not None:
        return problem
    city = _name(space)
    now = state.level[space]
    if now == 0:
        return IllegalAction("nothing", tr(CTX, "There is no building on {city} to sell.", city=city))
    if kind not in SELL_KINDS:
        return not_now(prompt)
    if kind == "debt" and state.money[seat] >= state.pending[-1]["amount"]:
        return IllegalAction("can_pay", tr(CTX, "You have enough cash to pay: no need to sell."))
    if space in state.touched and kind != "debt":
        return IllegalAction("touched", tr(CTX, "You already changed {city} this turn.", city=city))
    level = action.get("level")
    if not _whole(level) or not 0 <= level < now or not queries.supply_allows(state, space, level):
        return IllegalAction(
            "level", tr(CTX, "Choose a lower level than {now} to sell down to.", now=D.level_name(now))
        )
    return None


def offer_problem(state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    """The Island Escape card may be sold once a turn to a player still in, for ₩0K up to
    their cash in ₩10K steps (Golden Key 6)."""
    if ESCAPE_CARD not in state.held[seat]:
        return IllegalAction("no_escape", tr(CTX, "You hold no Island Escape card to sell."))
    if state.escape_offered:
        return IllegalAction("offered", tr(CTX, "You already offered the card this turn."))
    buyer = action.get("to")
    if not (_whole(buyer) and 0 <= buyer < state.players and not state.bankrupt[buyer] and buyer != seat):
        return IllegalAction("buyer", tr(CTX, "Offer the card to another player still in the game."))
    price = action.get("price")
    if state.money[buyer] < 0 or not (_whole(price) and 0 <= price <= state.money[buyer] and price % 10 == 0):
        return IllegalAction(
            "price",
            tr(
                CTX,
                "Ask a price from ₩0 to what {buyer} has, in ₩10K steps.",
                buyer=state.options["names"][buyer],
            ),
        )
    return None


# ----- the other decisions


def fly_problem(state: BlueMarbleState, action: Mapping[str, Any]) -> IllegalAction | None:
    """The Columbia flies to any space but Space Travel itself."""
    space = _space(action)
    if space == D.SPACE_TRAVEL:
        return IllegalAction("fly_here", tr(CTX, "You are already at Space Travel: choose another space."))
    if space is None:
        return IllegalAction("bad_space", tr(CTX, "Choose a space of the board (0 to 39)."))
    return None


def use_escape_problem(state: BlueMarbleState, seat: int) -> IllegalAction | None:
    if ESCAPE_CARD not in state.held[seat]:
        return IllegalAction("no_escape", tr(CTX, "You hold no Island Escape card."))
    return None


def bail_problem(state: BlueMarbleState, seat: int) -> IllegalAction | None:
    """Variant island_bail: ₩100K to the bank leaves the Deserted Island."""
    if not state.variants["island_bail"]:
        return IllegalAction("no_bail", tr(CTX, "Bail is a house rule that is off in this game."))
    if not state.island[seat]:
        return IllegalAction("not_on_island", tr(CTX, "You pay bail only to leave the Deserted Island."))
    if state.money[seat] < D.ISLAND_BAIL:
        return IllegalAction(
            "cash",
            tr(
                CTX,
                "Bail costs {amount}; you have {money}.",
                amount=won(D.ISLAND_BAIL),
                money=won(state.money[seat]),
            ),
        )
    return None


def buy_problem(state: BlueMarbleState, action: Mapping[str, Any], prompt: Text) -> IllegalAction | None:
    if action["space"] != state.pending[-1]["space"]:
        return IllegalAction(
            "wrong_space", tr(CTX, "You can only buy the deed you landed on. {prompt}", prompt=prompt)
        )
    return None


def pay_problem(state: BlueMarbleState, seat: int) -> IllegalAction | None:
    if state.money[seat] < state.pending[-1]["amount"]:
        return IllegalAction(
            "short",
            tr(
                CTX,
                "You have only {money}: sell buildings or hand over a deed first.",
                money=won(state.money[seat]),
            ),
        )
    return None


def ticket_problem(state: BlueMarbleState, seat: int, reason: str | None) -> IllegalAction | None:
    """A Preferential Ticket waives a toll or a fare owed to another player [Golden Key 2];
    `reason` is the reason of the debt being settled (None: no debt)."""
    if not queries.holds_ticket(state, seat):
        return IllegalAction("no_ticket", tr(CTX, "You hold no Preferential Ticket."))
    if reason not in queries.TICKET_REASONS:
        return IllegalAction(
            "ticket_not_now",
            tr(CTX, "A Preferential Ticket only lets you pass another player's deed or fare without paying."),
        )
    return None


def give_deed_problem(state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    """A debtor short of cash may hand a deed (with its buildings) to the creditor [Second Half 5]."""
    space = _space(action)
    if space is None or state.owner[space] != seat:
        return IllegalAction("not_yours", tr(CTX, "You can only hand over a deed you own."))
    if state.money[seat] >= state.pending[-1]["amount"]:
        return IllegalAction("can_pay", tr(CTX, "You have enough cash: pay instead of handing over a deed."))
    return None


def prize_problem(action: Mapping[str, Any], prompt: Text) -> IllegalAction | None:
    """The party prize is one of ₩0K, ₩50K, ₩100K (Golden Key 7)."""
    return None if action["amount"] in D.PARTY_PRIZES else not_possible(prompt)


def apply_problem(state: BlueMarbleState, action: Mapping[str, Any], prompt: Text) -> IllegalAction | None:
    """The deeds left are offered one at a time [First Half 5]."""
    return None if action["space"] == state.pending[-1]["spaces"][0] else not_possible(prompt)


def pick_problem(state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    """A draft pick: any deed not taken yet but Seoul, at its price [Optional Game Rules 2]."""
    space = _space(action)
    if space == D.SEOUL:
        return IllegalAction("seoul", tr(CTX, "Seoul is not drafted: it is auctioned after all other deeds."))
    if space is None or space not in D.DEEDS:
        return IllegalAction("not_deed", tr(CTX, "Pick a space that has a deed."))
    if state.owner[space] is not None:
        return IllegalAction("owned", tr(CTX, "{city} is already taken.", city=_name(space)))
    if D.DEEDS[space].price > state.money[seat]:
        return IllegalAction(
            "cash",
            tr(
                CTX,
                "{city} costs {price}; you have {money}.",
                city=_name(space),
                price=won(D.DEEDS[space].price),
                money=won(state.money[seat]),
            ),
        )
    return None


def bid_problem(state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    """A bid beats the highest by ₩10K steps and is no more than the bidder's cash [Optional 3]."""
    lowest = state.pending[-1]["high"] + 10
    amount = action["amount"]
    if lowest <= amount <= state.money[seat] and (amount - lowest) % 10 == 0:
        return None
    return IllegalAction(
        "bid",
        tr(
            CTX,
            "Bid at least {lo} in ₩10K steps, and no more than your cash ({money}).",
            lo=won(lowest),
            money=won(state.money[seat]),
        ),
    )


def accept_problem(state: BlueMarbleState, seat: int) -> IllegalAction | None:
    if state.money[seat] < state.pending[-1]["price"]:
        return IllegalAction("cash", tr(CTX, "You cannot afford the asked price."))
    return None


def buyout_problem(state: BlueMarbleState, action: Mapping[str, Any], prompt: Text) -> IllegalAction | None:
    if action["space"] != state.pending[-1]["space"]:
        return _buyout_not_now(prompt)
    return None


def _buyout_not_now(prompt: Text) -> IllegalAction:
    return IllegalAction(
        "buyout_not_now",
        tr(CTX, "You can take over a city only right after paying its toll. {prompt}", prompt=prompt),
    )


# ----- a move no open step takes


def refusal(
    state: BlueMarbleState, kind: str, prompt: Text, action: Mapping[str, Any], seat: int
) -> IllegalAction:
    """Why `action` has no place now, `kind` being the decision the table waits for."""
    t = action.get("type")
    if t == "build":
        return build_problem(state, action, seat, kind, prompt) or not_now(prompt)
    if t == "sell":
        return sell_problem(state, action, seat, kind, prompt) or not_now(prompt)
    if t == "buy":
        return IllegalAction(
            "not_now", tr(CTX, "You can buy a deed only when your plane stops on it. {prompt}", prompt=prompt)
        )
    if t == "fly":
        return IllegalAction(
            "no_flight",
            tr(CTX, "You can fly only on the turn after you reach Space Travel. {prompt}", prompt=prompt),
        )
    if t == "roll":
        if kind == "fly":
            return IllegalAction(
                "fly_no_dice", tr(CTX, "No dice this turn: the Columbia flies you to any space you choose.")
            )
        return IllegalAction("finish_first", tr(CTX, "Not yet: {prompt}", prompt=prompt))
    if t == "pay":
        return IllegalAction("nothing_owed", tr(CTX, "You owe nothing now. {prompt}", prompt=prompt))
    if t == "use_ticket":
        return ticket_problem(state, seat, None) or not_possible(prompt)
    if t == "use_escape":
        return use_escape_problem(state, seat) or IllegalAction(
            "not_on_island", tr(CTX, "The Island Escape card is used only on the Deserted Island.")
        )
    if t == "buyout":
        if not state.variants["buyout"]:
            return IllegalAction(
                "no_buyout", tr(CTX, "Taking over cities is a house rule that is off in this game.")
            )
        return _buyout_not_now(prompt)
    if t == "time_up":
        return IllegalAction(
            "no_time_limit", tr(CTX, "This game has no time limit: it ends when one player is left.")
        )
    if t == "pay_bail":
        return bail_problem(state, seat) or not_possible(prompt)
    if t == "give_deed":
        return IllegalAction(
            "nothing_owed", tr(CTX, "You hand over a deed only to settle a debt you cannot pay.")
        )
    if t == "offer_escape":
        return offer_problem(state, action, seat) or not_possible(prompt)
    return not_possible(prompt)
