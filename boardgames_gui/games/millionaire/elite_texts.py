"""The Elite edition's sentences: log texts of its events, prompts of its frames, labels of its
actions, its refusals, its rows in the player panel, and the names of its cards and policies.

Owner: the "elite" helper. Everything goes through tr("millionaire", ...).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import noop, tr
from . import data as D
from . import elite_cards as C
from .currency import francs
from .names import cell_label
from .state import MillionaireState

CTX = "millionaire"

POLICY_NAMES = {
    "green": noop(CTX, "Green policy"),
    "blue": noop(CTX, "Blue policy"),
    "orange": noop(CTX, "Orange policy"),
    "red": noop(CTX, "Red policy"),
}


def policy_name(colour: str) -> str:
    return tr(CTX, POLICY_NAMES[colour])


def card_title(card_id: str) -> str:
    return tr(CTX, C.card(card_id).title)


def card_text(card_id: str) -> str:
    return tr(CTX, C.card(card_id).text)


def _who(event: Mapping[str, Any], names: list[str]) -> str:
    return names[event["player"]]


def _space(event: Mapping[str, Any]) -> str:
    space = event["space"]
    return cell_label(D.BOARDS[D.ELITE][space].plot or D.BOARDS[D.ELITE][space].kind)


# ----- the log


def _shares_bought(event, names) -> str:
    return tr(
        CTX,
        "{who} bought shares: {count} × {price} = {amount}.",
        who=_who(event, names),
        count=event["count"],
        price=francs(event["price"]),
        amount=francs(event["amount"]),
    )


def _shares_sold(event, names) -> str:
    if event["price"] == 0:
        return tr(
            CTX,
            "{who} handed worthless shares back to the bank: {count}.",
            who=_who(event, names),
            count=event["count"],
        )
    return tr(
        CTX,
        "{who} sold shares: {count} × {price} = {amount}.",
        who=_who(event, names),
        count=event["count"],
        price=francs(event["price"]),
        amount=francs(event["amount"]),
    )


def _share_price(event, names) -> str:
    if event["new"] > event["old"]:
        return tr(
            CTX,
            "The share price rose from {old} to {new}.",
            old=francs(event["old"]),
            new=francs(event["new"]),
        )
    if event["new"] < event["old"]:
        return tr(
            CTX,
            "The share price fell from {old} to {new}.",
            old=francs(event["old"]),
            new=francs(event["new"]),
        )
    return tr(CTX, "The share price stays at {new}.", new=francs(event["new"]))


def _exchange_rolled(event, names) -> str:
    first, points = event["dice"]
    move = francs(points * C.EXCHANGE_POINT)
    if event["up"]:
        return tr(
            CTX,
            "{who} played the Exchange: {first} (even, up), then {points}: {move} up.",
            who=_who(event, names),
            first=first,
            points=points,
            move=move,
        )
    return tr(
        CTX,
        "{who} played the Exchange: {first} (odd, down), then {points}: {move} down.",
        who=_who(event, names),
        first=first,
        points=points,
        move=move,
    )


def _tax_skipped(event, names) -> str:
    if event["how"] == "card":
        return tr(CTX, "{who} used the Tax exemption card and paid no circular tax.", who=_who(event, names))
    return tr(CTX, "{who} is exempt and paid no circular tax this time.", who=_who(event, names))


def _auction_rolled(event, names) -> str:
    dice = ", ".join(str(die) for die in event["dice"])
    if event["space"] is None:
        return tr(
            CTX,
            "{who} rolled {dice} for the Auction: no auction this time.",
            who=_who(event, names),
            dice=dice,
        )
    return tr(
        CTX,
        "{who} rolled {dice} for the Auction: {plot} is picked.",
        who=_who(event, names),
        dice=dice,
        plot=_space(event),
    )


def _fortune_drawn(event, names) -> str:
    return tr(
        CTX,
        "{who} drew the Fortune card {title}: {text}",
        who=_who(event, names),
        title=card_title(event["card"]),
        text=card_text(event["card"]),
    )


def _chance_drawn(event, names) -> str:
    return tr(
        CTX,
        "{who} drew the Chance card {title}: {text}",
        who=_who(event, names),
        title=card_title(event["card"]),
        text=card_text(event["card"]),
    )


def _fortune_covered(event, names) -> str:
    return tr(
        CTX,
        "{who} is insured ({policy}) against {title}.",
        who=_who(event, names),
        policy=policy_name(event["colour"]),
        title=card_title(event["card"]),
    )


def _policies_returned(event, names) -> str:
    policies = ", ".join(policy_name(colour) for colour in event["colours"])
    return tr(CTX, "{who} handed back to the bank: {policies}.", who=_who(event, names), policies=policies)


def _still_held(event, names) -> str:
    return tr(
        CTX,
        "{who} rolled no doubles and stays at Tax Inspection ({attempts} of 3 tries used).",
        who=_who(event, names),
        attempts=event["attempts"],
    )


def _released(event, names) -> str:
    texts = {
        "doubles": noop(CTX, "{who} rolled doubles and leaves Tax Inspection."),
        "fine": noop(CTX, "{who} paid the fine and leaves Tax Inspection."),
        "third_failure": noop(CTX, "{who} failed a third time, pays the fine and leaves Tax Inspection."),
        "card": noop(CTX, "{who} used the Release card and leaves Tax Inspection."),
        "amnesty": noop(CTX, "{who} leaves Tax Inspection under the amnesty."),
    }
    return tr(CTX, texts[event["how"]], who=_who(event, names))


#: one log sentence per event type: fn(event, names) -> str
EVENT_TEXTS: dict[str, Callable[[Mapping[str, Any], list[str]], str]] = {
    "shares_bought": _shares_bought,
    "shares_sold": _shares_sold,
    "commission_paid": lambda e, n: tr(
        CTX,
        "{who} paid {broker} a commission of {amount}.",
        who=_who(e, n),
        broker=n[e["broker"]],
        amount=francs(e["amount"]),
    ),
    "share_price": _share_price,
    "shares_split": lambda e, n: tr(CTX, "Share split: every holder's shares doubled."),
    "exchange_rolled": _exchange_rolled,
    "exchange_opened": lambda e, n: tr(
        CTX, "{who} is on the Exchange; others may trade shares through them.", who=_who(e, n)
    ),
    "exchange_closed": lambda e, n: tr(CTX, "{who} leaves the Exchange.", who=_who(e, n)),
    "exchange_shut": lambda e, n: tr(CTX, "The Exchange is closed: {who} cannot play it.", who=_who(e, n)),
    "circular_tax": lambda e, n: tr(CTX, "{who} owes no circular tax.", who=_who(e, n)),
    "tax_skipped": _tax_skipped,
    "tax_exemption": lambda e, n: tr(CTX, "{who} will skip the next circular tax.", who=_who(e, n)),
    "held": lambda e, n: tr(CTX, "{who} is held at Tax Inspection.", who=_who(e, n)),
    "still_held": _still_held,
    "released": _released,
    "policy_bought": lambda e, n: tr(
        CTX,
        "{who} bought a {policy} for {price}.",
        who=_who(e, n),
        policy=policy_name(e["colour"]),
        price=francs(e["price"]),
    ),
    "policy_taken": lambda e, n: tr(
        CTX, "{who} received a free {policy}.", who=_who(e, n), policy=policy_name(e["colour"])
    ),
    "policies_returned": _policies_returned,
    "policy_used": lambda e, n: tr(
        CTX, "{who} used up the {policy}.", who=_who(e, n), policy=policy_name(e["colour"])
    ),
    "fortune_covered": _fortune_covered,
    "fortune_reshuffled": lambda e, n: tr(
        CTX, "The Fortune cards on the Wheel were shuffled into a new deck."
    ),
    "fortune_ended": lambda e, n: tr(CTX, "{title} is no longer in force.", title=card_title(e["card"])),
    "fortune_in_force": lambda e, n: tr(CTX, "{title} is now in force.", title=card_title(e["card"])),
    "fortune_overruled": lambda e, n: tr(
        CTX, "{title} yields to {by}, drawn first.", title=card_title(e["card"]), by=card_title(e["by"])
    ),
    "fortune_drawn": _fortune_drawn,
    "chance_drawn": _chance_drawn,
    "chance_kept": lambda e, n: tr(
        CTX, "{who} keeps the card {title}.", who=_who(e, n), title=card_title(e["card"])
    ),
    "chance_used": lambda e, n: tr(
        CTX, "{who} used the card {title}.", who=_who(e, n), title=card_title(e["card"])
    ),
    "deck_empty": lambda e, n: tr(CTX, "The Chance deck is empty: {who} draws nothing.", who=_who(e, n)),
    "auction_rolled": _auction_rolled,
    "auction_cancelled": lambda e, n: tr(CTX, "The auction is cancelled."),
    "auction_barred": lambda e, n: tr(
        CTX, "{plot} is mortgaged or built on and cannot be auctioned.", plot=_space(e)
    ),
    "auction_insured": lambda e, n: tr(
        CTX, "{who} is insured: {plot} is not auctioned.", who=_who(e, n), plot=_space(e)
    ),
    "casino_closed": lambda e, n: tr(CTX, "Casino ban: the Jackpot does nothing."),
}


# ----- prompts and labels


def prompt(state: MillionaireState, frame: Mapping[str, Any], seat: int) -> str:
    """Status line for this edition's frames ("" leaves core's)."""
    kind = frame.get("kind")
    if kind == "share_offer":
        return tr(CTX, "You may buy shares at {price} each.", price=francs(frame["price"]))
    if kind == "share_sale":
        return tr(CTX, "You may sell shares at {price} each.", price=francs(frame["price"]))
    if kind == "exchange":
        if frame["rolled"]:
            return tr(CTX, "Exchange: one more share trade if you wish, then done.")
        return tr(CTX, "Exchange: one share trade if you wish, then roll the Exchange.")
    if kind == "nearest":
        return tr(CTX, "Two cells are equally near: choose where to go.")
    if kind == "fortune_cover":
        if frame["blue"]:
            return tr(
                CTX,
                "Your Blue policy covers one point of {title}: choose which.",
                title=card_title(frame["card"]),
            )
        return tr(
            CTX, "{title} harms you: use a long-term policy against it?", title=card_title(frame["card"])
        )
    if kind == "auction_cover":
        plot = cell_label(D.BOARDS[D.ELITE][frame["space"]].plot)
        return tr(CTX, "{plot} is picked for auction: use a long-term policy to keep it?", plot=plot)
    if kind == "red_cover":
        return tr(
            CTX,
            "You owe {amount}: use your Red policy to cancel this payment?",
            amount=francs(frame["amount"]),
        )
    if kind == "inspection":
        return tr(CTX, "You are held at Tax Inspection: pay 50 F, or roll for doubles.")
    return ""


def broker_prompt(state: MillionaireState, seat: int) -> str:
    return tr(CTX, "You may trade shares once through the player on the Exchange (5 % commission).")


ACTION_LABELS = {
    "buy_shares": noop(CTX, "Buy shares"),
    "sell_shares": noop(CTX, "Sell shares"),
    "exchange_roll": noop(CTX, "Roll the Exchange"),
    "buy_policy": noop(CTX, "Buy a policy"),
    "use_card": noop(CTX, "Use a card"),
    "pay_fine": noop(CTX, "Pay the 50 F fine"),
    "choose": noop(CTX, "Go there"),
    "cover_point": noop(CTX, "Cover this point"),
    "use_policy": noop(CTX, "Use the policy"),
    "decline_policy": noop(CTX, "Keep the policy"),
    "done": noop(CTX, "Done"),
}


def action_label(state: MillionaireState, action: Mapping[str, Any]) -> str:
    """Button text for this edition's action ("" when it is not one of this edition's)."""
    kind = action.get("type")
    if kind == "buy_policy" and isinstance(action.get("colour"), str):
        return tr(CTX, "Buy the {policy}", policy=policy_name(action["colour"]))
    label = ACTION_LABELS.get(kind)
    return tr(CTX, label) if label else ""


# ----- refusals

REFUSALS = {
    "elite_not_now": noop(CTX, "That move is not allowed now. {prompt}"),
    "policy_held": noop(CTX, "You hold that policy already, or cannot afford it."),
    "card_not_usable": noop(CTX, "That card cannot be used now."),
    "moratorium": noop(
        CTX, "Building moratorium (Fortune): no new branches or enterprises while it is in force."
    ),
}


def refuse(code: str, **params: Any) -> IllegalAction:
    return IllegalAction(code, tr(CTX, REFUSALS[code], **params))


def refusal(
    state: MillionaireState, kind: str, action: Mapping[str, Any], seat: int, prompt_text: str
) -> IllegalAction:
    """Why an Elite step refuses a well-typed action (listing-based checks explain here)."""
    action_type = action.get("type")
    if action_type == "buy_policy":
        return refuse("policy_held")
    if action_type == "use_card":
        return refuse("card_not_usable")
    return IllegalAction("elite_not_now", tr(CTX, REFUSALS["elite_not_now"], prompt=prompt_text).strip())


def panel_rows(state: MillionaireState, player: int, viewer: int | None) -> list[tuple[str, str]]:
    """This edition's (label, value) rows for `player` in the players dock."""
    rows = [(tr(CTX, "Shares"), f"{state.shares[player]} × {francs(state.share_price)}")]
    if state.policies[player]:
        rows.append(
            (tr(CTX, "Policies"), ", ".join(policy_name(colour) for colour in state.policies[player]))
        )
    if state.tax_exempt[player]:
        rows.append((tr(CTX, "Tax skips"), str(state.tax_exempt[player])))
    if state.detained[player]:
        rows.append((tr(CTX, "Held"), tr(CTX, "at Tax Inspection")))
    return rows


# ----- the rules browser's Elite section (after rules_text.RULES_TEXT in Rules.rules_text)

ELITE_RULES_TEXT = """Elite edition

Central industry: the four middle cells of the sides cost 500 F each and take no buildings; the
rent is 60 / 125 / 250 / 500 F and the circular tax 25 / 40 / 60 / 80 F per plot as the owner holds
1 / 2 / 3 / 4 of them (house values).

Shares start at 100 F. Buy them in your turns of the first round before rolling, on passing
START, or on an Exchange cell; sell them to the bank before your roll (or to raise cash). On the
Exchange: one trade, then roll the Exchange (one die: even up, odd down; a second die: 1-6 points
of 10 F; never below 0, and at 0 the bank sells none), then one more trade. While you are there,
every other player may make one trade through you and pays you 5 % of it.

Circular income: 200 F + 20 % of the value of your shares. Circular tax: every time you pass or
arrive at Tax Inspection, 10 F per share plus the land tax of your plots from the tax table. The Exemption cell skips your next circular tax.

Tax Inspection: arriving there holds you; pay 50 F before rolling, or roll doubles in one of your
next three turns; after the third failure you pay 50 F and move. Tax Police and three doubles
send you there without income.

Insurance, bought before rolling, one of each colour: Green 100 F (auctions) and
Blue 200 F (auctions, one harmful point of a Fortune card) go back at START; Orange 300 F
(auctions, both points) and Red 500 F (as Orange, and once one rent or circular tax of your
choice) last until you use them.

Chance (20) cards are yours; a card you cannot carry out now is kept; "go to the
nearest" lets you choose on a tie. Fortune (30) cards concern everyone: a long-term card is in
force until the next Fortune card, one-time cards act at once; drawn cards lie on the Wheel of
Fortune and are shuffled into a new deck when the deck runs out.

Auction cell: three rolls pick a plot (side 1-4, 5-6 cancels; even clockwise, odd
anticlockwise of the central cell; the section counted from the centre). A free plot is auctioned
for the bank from half its price; an owned plot without buildings or mortgage is sold by force
from its price, its owner paid, unless insured."""


def rules_section() -> str:
    return tr(CTX, ELITE_RULES_TEXT)
