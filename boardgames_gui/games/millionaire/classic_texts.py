"""The Classic edition's words: card titles and effects, the log sentences of its events
(`EVENT_TEXTS`, merged into the game's log by log_texts.py), its prompts and action labels.

Every sentence goes through `tr("millionaire", ...)`; the Russian box terms (Шанс,
Движение, Благотворительный фонд, Белый/Чёрный бизнес, Налоговая инспекция, Налоговая
полиция, Джекпот) are the catalogue's job.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import tr, tr_n
from . import classic_cards as C
from . import classic_jackpot_table as J
from . import data as D
from . import names
from .currency import francs as _money
from .state import MillionaireState

CTX = "millionaire"


def _cell(space: int) -> str:
    """A Classic cell's name (the cards name Classic cells only)."""
    cell = D.CLASSIC_BOARD[space]
    return names.cell_label(cell.plot or cell.kind)


# ----- the cards


def card_title(card_id: str) -> str:
    """The card's title as printed at its top."""
    return CARD_TITLES[card_id]()


def card_text(card_id: str) -> str:
    """What the card says it does."""
    return CARD_EFFECTS[card_id]()


def deck_name(deck: str) -> str:
    return tr(CTX, "Chance") if deck == C.CHANCE else tr(CTX, "Movement")


def _to_cell(target: int) -> Callable[[], str]:
    return lambda: tr(CTX, "To {cell}", cell=_cell(target))


def _forward(steps: int) -> Callable[[], str]:
    return lambda: tr(CTX, "Forward {n}", n=steps)


def _back(steps: int) -> Callable[[], str]:
    return lambda: tr(CTX, "Back {n}", n=steps)


#: card id -> its title (a function, so that the sentence is translated when read)
CARD_TITLES: dict[str, Callable[[], str]] = {
    "chance:1": lambda: tr(CTX, "Bank dividend"),
    "chance:2": lambda: tr(CTX, "Won a tender"),
    "chance:3": lambda: tr(CTX, "Inheritance"),
    "chance:4": lambda: tr(CTX, "Consulting fee"),
    "chance:5": lambda: tr(CTX, "Tax refund"),
    "chance:6": lambda: tr(CTX, "Birthday"),
    "chance:7": lambda: tr(CTX, "City festival sponsor"),
    "chance:8": lambda: tr(CTX, "Late-report fine"),
    "chance:9": lambda: tr(CTX, "Audit fine"),
    "chance:10": lambda: tr(CTX, "Equipment repair"),
    "chance:11": lambda: tr(CTX, "Fire inspection"),
    "chance:12": lambda: tr(CTX, "Lawyer's fees"),
    "chance:13": lambda: tr(CTX, "Insurance payout"),
    "chance:14": lambda: tr(CTX, "Amnesty"),
    "chance:15": lambda: tr(CTX, "Rent holiday"),
    "chance:16": lambda: tr(CTX, "Street lottery"),
    "chance:17": lambda: tr(CTX, "Donation"),
    "chance:18": lambda: tr(CTX, "Court case won"),
    "chance:19": lambda: tr(CTX, "Customs fine"),
    "chance:20": lambda: tr(CTX, "Free spin"),
    "movement:1": _to_cell(C.START),
    "movement:2": _to_cell(C.START),
    "movement:3": _forward(3),
    "movement:4": _forward(5),
    "movement:5": _forward(10),
    "movement:6": _forward(15),
    "movement:7": _forward(20),
    "movement:8": _back(3),
    "movement:9": _back(5),
    "movement:10": _to_cell(C.CHARITY_FUND),
    "movement:11": _to_cell(C.WHITE_BUSINESS),
    "movement:12": lambda: tr(CTX, "To Black Business"),
    "movement:13": _to_cell(C.JACKPOT),
    "movement:14": _to_cell(C.TAX_POLICE),
    "movement:15": _to_cell(C.TAX_INSPECTION),
    "movement:16": lambda: tr(CTX, "To the nearest Chance"),
    "movement:17": lambda: tr(CTX, "To the nearest free plot"),
    "movement:18": _to_cell(C.CINEMA),
    "movement:19": _to_cell(C.AIRLINE),
    "movement:20": _to_cell(C.OIL_COMPANY),
}


def _receive_text(card: C.Card) -> str:
    return tr(CTX, "Receive {amount} from the bank.", amount=_money(card.amount))


def _pay_text(card: C.Card) -> str:
    return tr(CTX, "Pay the bank {amount}.", amount=_money(card.amount))


def _effect(card: C.Card) -> str:
    kind = card.kind
    if kind == "receive":
        return _receive_text(card)
    if kind == "pay":
        return _pay_text(card)
    if kind == "from_each":
        return tr(CTX, "Every other player gives you {amount}.", amount=_money(card.amount))
    if kind == "to_each":
        return tr(CTX, "Pay every other player {amount}.", amount=_money(card.amount))
    if kind == "repairs":
        per_branch, per_enterprise = card.rates
        return tr(
            CTX,
            "Pay the bank {branch} for each of your branches and {enterprise} for each enterprise.",
            branch=_money(per_branch),
            enterprise=_money(per_enterprise),
        )
    if kind == "lawyer":
        return tr(CTX, "Pay the bank a tenth of your cash, rounded down to 10 F.")
    if kind == "amnesty":
        return tr(CTX, "Keep this card: it sets you free from the Tax Police without a fine.")
    if kind == "rent_holiday":
        return tr(CTX, "Keep this card: it lets you skip one rent payment.")
    if kind == "lottery":
        return tr(CTX, "Roll one die: the bank pays you {amount} for each pip.", amount=_money(card.amount))
    if kind == "donation":
        return tr(CTX, "Pay {amount} into the Charity Fund.", amount=_money(card.amount))
    if kind == "court_case":
        return tr(CTX, "The opponent with the most cash pays you {amount}.", amount=_money(card.amount))
    if kind == "free_spin":
        return tr(
            CTX,
            "Go to the Jackpot and play one spin on a bet of {amount} paid by the bank.",
            amount=_money(card.amount),
        )
    if kind == "to_start":
        return tr(CTX, "Go to START. You receive no circular income.")
    if kind == "forward":
        return tr_n(CTX, "Move forward {n} cell.", "Move forward {n} cells.", card.steps)
    if kind == "back":
        return tr_n(CTX, "Move back {n} cell.", "Move back {n} cells.", card.steps)
    if kind == "to_police":
        return tr(CTX, "Go to the Tax Police. You receive no circular income.")
    if kind == "to_black_business":
        return tr(
            CTX, "Advance to the nearest Black Business, then fly to the Charity Fund and pay the fine."
        )
    if kind == "to_chance":
        return tr(CTX, "Advance to the nearest Chance cell and draw a card.")
    if kind == "to_unowned":
        return tr(CTX, "Advance to the nearest plot nobody owns. If there is none, stay where you are.")
    return tr(CTX, "Advance to {cell}.", cell=_cell(card.target))


#: card id -> what it says it does
CARD_EFFECTS: dict[str, Callable[[], str]] = {
    card_id: (lambda card=card: _effect(card)) for card_id, card in C.CARDS.items()
}


# ----- prompts and labels of the Classic decisions


def jackpot_prompt(who: str, box: int, highest: int) -> str:
    return tr(
        CTX,
        "{who}: play the Jackpot? Bet {lo} to {hi} (the box holds {box}), or walk past.",
        who=who,
        lo=_money(J.BET_MIN),
        hi=_money(highest),
        box=_money(box),
    )


def police_prompt(who: str, attempt: int, fine: int, amnesty: bool, can_pay: bool) -> str:
    """The held player's status line; `attempt` is the number of this turn's attempt."""
    if can_pay:
        text = tr(
            CTX,
            "{who}: you are held by the Tax Police. Roll for doubles (attempt {n} of 3) or pay {fine}.",
            who=who,
            n=attempt,
            fine=_money(fine),
        )
    else:
        text = tr(
            CTX,
            "{who}: you are held by the Tax Police. Roll for doubles (attempt {n} of 3); the fine of "
            "{fine} is more than your cash.",
            who=who,
            n=attempt,
            fine=_money(fine),
        )
    if amnesty:
        text += " " + tr(CTX, "Your Amnesty card sets you free at no cost.")
    return text


def rent_holiday_prompt(who: str, amount: int, owner: str) -> str:
    return tr(
        CTX,
        "{who}: you owe {owner} {amount} rent. Use your Rent holiday card to skip it, or pay.",
        who=who,
        owner=owner,
        amount=_money(amount),
    )


#: why a Classic move is refused (the sentences stay word for word; their tests quote them);
#: literal `tr` calls, so that the catalogue tools find them
REFUSALS: dict[str, Callable[..., str]] = {
    "bet_range": lambda **params: tr(
        CTX, "A Jackpot bet is a multiple of 10 F from 10 F to 100 F.", **params
    ),
    "bet_cash": lambda **params: tr(CTX, "You cannot bet more than your cash, {cash}.", **params),
    "fine_cash": lambda **params: tr(
        CTX, "The fine is {amount} and you have {cash}: roll for doubles instead.", **params
    ),
    "not_amnesty": lambda **params: tr(
        CTX, "Only the Amnesty card sets you free from the Tax Police.", **params
    ),
    "no_amnesty": lambda **params: tr(CTX, "You do not hold the Amnesty card.", **params),
    "not_rent_holiday": lambda **params: tr(
        CTX, "Only the Rent holiday card lets you skip a rent.", **params
    ),
    "not_classic": lambda **params: tr(CTX, "That move is not part of the Classic edition.", **params),
}
MONEY_PARAMS = ("amount", "cash")


def refuse(code: str, **params: Any) -> IllegalAction:
    """The refusal for `code`, its money parameters written as francs."""
    written = {key: _money(value) if key in MONEY_PARAMS else value for key, value in params.items()}
    return IllegalAction(code, REFUSALS[code](**written))


#: action type -> its button label (fields in the action, if any)
ACTION_LABELS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "bet": lambda action: (
        tr(CTX, "Bet {amount}", amount=_money(action["amount"]))
        if isinstance(action.get("amount"), int)
        else tr(CTX, "Bet")
    ),
    "walk_past": lambda action: tr(CTX, "Walk past the Jackpot"),
    "pay_fine": lambda action: tr(CTX, "Pay the fine"),
    "use_card": lambda action: (
        tr(CTX, "Use {card}", card=card_title(action["card"]))
        if isinstance(action.get("card"), str)
        else tr(CTX, "Use a card")
    ),
    "pay_rent": lambda action: tr(CTX, "Pay the rent"),
}


def action_label(state: MillionaireState, action: Mapping[str, Any]) -> str:
    """Button text for a Classic action ("" when it is not one of the Classic edition's)."""
    label = ACTION_LABELS.get(action["type"])
    return label(action) if label is not None else ""


def prompt(state: MillionaireState, frame: Mapping[str, Any], seat: int) -> str:
    """Core's turn prompt serves the Classic turn; the Classic frames have their steps' prompts."""
    return ""


def panel_rows(state: MillionaireState, player: int, viewer: int | None) -> list[tuple[str, str]]:
    """The player's kept cards and, while held, the Tax Police attempts."""
    rows = []
    if state.held[player]:
        rows.append((tr(CTX, "Cards"), ", ".join(card_title(card) for card in state.held[player])))
    if state.detained[player]:
        rows.append((tr(CTX, "Tax Police"), tr(CTX, "held, attempt {n} of 3", n=state.detained[player])))
    return rows


# ----- the log


def _who(event: Mapping[str, Any], players: list[str]) -> str:
    player = event.get("player")
    return players[player] if isinstance(player, int) else ""


def _drew(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    card = event["card"]
    return tr(
        CTX,
        "{who} drew a {deck} card: {title}. {text}",
        who=who,
        deck=deck_name(event["deck"]),
        title=card_title(card),
        text=card_text(card),
    )


def _card_kept(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(CTX, "{who} keeps the {title} card.", who=who, title=card_title(event["card"]))


def _card_nothing(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(CTX, "The card costs {who} nothing.", who=who)


def _street_lottery(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(
        CTX,
        "{who} rolled {die} in the street lottery and won {amount}.",
        who=who,
        die=event["die"],
        amount=_money(event["amount"]),
    )


def _no_free_plot(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(CTX, "Every plot has an owner: {who} stays where they are.", who=who)


def _fund_taken(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(CTX, "{who} took the Charity Fund: {amount}.", who=who, amount=_money(event["amount"]))


def _fund_empty(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(CTX, "The Charity Fund is empty: {who} gets nothing.", who=who)


def _white_business(event: Mapping[str, Any], players: list[str]) -> str:
    return tr(CTX, "{who} stops on White Business: the bank pays a prize.", who=_who(event, players))


def _black_business(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(
        CTX,
        "Black Business: {who} flies to the Charity Fund and pays a fine of {amount} into it.",
        who=who,
        amount=_money(event["fine"]),
    )


def _tax_inspection(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    if not event["amount"]:
        return tr(CTX, "Tax Inspection: {who} owns no taxable plot and pays nothing.", who=who)
    return tr_n(
        CTX,
        "Tax Inspection: {who} owes {amount} of tax on {n} plot.",
        "Tax Inspection: {who} owes {amount} of tax on {n} plots.",
        event["plots"],
        who=who,
        amount=_money(event["amount"]),
    )


def _police_held(event: Mapping[str, Any], players: list[str]) -> str:
    return tr(CTX, "{who} is held by the Tax Police.", who=_who(event, players))


def _police_paid(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    if event.get("forced"):
        return tr(
            CTX,
            "Three tries without doubles: {who} pays the Tax Police {amount} and moves.",
            who=who,
            amount=_money(event["amount"]),
        )
    return tr(
        CTX,
        "{who} paid the Tax Police {amount} and is free.",
        who=who,
        amount=_money(event["amount"]),
    )


def _police_escaped(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    if event.get("how") == "card":
        return tr(CTX, "{who} showed the Amnesty card and leaves the Tax Police free.", who=who)
    return tr(CTX, "Doubles! {who} leaves the Tax Police.", who=who)


def _police_stay(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(
        CTX,
        "No doubles: {who} stays with the Tax Police ({n} of 3 tries made).",
        who=who,
        n=event["attempts"],
    )


def _jackpot_spin(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    faces = ", ".join(str(face) for face in event["columns"])
    shown = ", ".join(SYMBOL_NAMES[symbol]() for symbol in J.symbols(event["columns"]))
    if event.get("free"):
        return tr(
            CTX,
            "{who} spins the Jackpot on the bank's bet of {bet}: {faces} ({shown}).",
            who=who,
            bet=_money(event["bet"]),
            faces=faces,
            shown=shown,
        )
    return tr(
        CTX,
        "{who} bets {bet} on the Jackpot and rolls {faces} ({shown}).",
        who=who,
        bet=_money(event["bet"]),
        faces=faces,
        shown=shown,
    )


def _jackpot_won(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    if event["line"] == J.JACKPOT.name:
        return tr(
            CTX, "JACKPOT! {who} takes the whole box: {amount}.", who=who, amount=_money(event["amount"])
        )
    return tr(
        CTX,
        "{line}: {who} gets {amount} back.",
        line=LINE_NAMES[event["line"]](),
        who=who,
        amount=_money(event["amount"]),
    )


def _jackpot_lost(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(
        CTX,
        "No winning line for {who}: the bet of {bet} stays in the Jackpot box (now {box}).",
        who=who,
        bet=_money(event["bet"]),
        box=_money(event["box"]),
    )


def _jackpot_passed(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(CTX, "{who} does not play the Jackpot.", who=who)


def _jackpot_no_cash(event: Mapping[str, Any], players: list[str]) -> str:
    return tr(
        CTX,
        "{who} has less than {least} and cannot play the Jackpot.",
        who=_who(event, players),
        least=_money(event["least"]),
    )


def _rent_skipped(event: Mapping[str, Any], players: list[str]) -> str:
    who = _who(event, players)
    return tr(
        CTX,
        "{who} used the Rent holiday card and skips {amount} of rent.",
        who=who,
        amount=_money(event["amount"]),
    )


SYMBOL_NAMES: dict[str, Callable[[], str]] = {
    J.CHERRY: lambda: tr(CTX, "cherry"),
    J.LEMON: lambda: tr(CTX, "lemon"),
    J.BELL: lambda: tr(CTX, "bell"),
    J.SEVEN: lambda: tr(CTX, "seven"),
    J.DOLLAR: lambda: tr(CTX, "dollar"),
}

LINE_NAMES: dict[str, Callable[[], str]] = {
    J.THREE_SEVENS.name: lambda: tr(CTX, "Three sevens"),
    J.THREE_BELLS.name: lambda: tr(CTX, "Three bells"),
    J.THREE_LEMONS.name: lambda: tr(CTX, "Three lemons"),
    J.THREE_CHERRIES.name: lambda: tr(CTX, "Three cherries"),
    J.TWO_DOLLARS.name: lambda: tr(CTX, "Two dollars"),
    J.TWO_CHERRIES.name: lambda: tr(CTX, "Two cherries"),
}

#: Classic event type -> its log sentence: fn(event, player names)
EVENT_TEXTS: dict[str, Callable[[Mapping[str, Any], list[str]], str]] = {
    "drew": _drew,
    "card_kept": _card_kept,
    "card_nothing": _card_nothing,
    "street_lottery": _street_lottery,
    "no_free_plot": _no_free_plot,
    "fund_taken": _fund_taken,
    "fund_empty": _fund_empty,
    "white_business": _white_business,
    "black_business": _black_business,
    "tax_inspection": _tax_inspection,
    "police_held": _police_held,
    "police_paid": _police_paid,
    "police_escaped": _police_escaped,
    "police_stay": _police_stay,
    "jackpot_spin": _jackpot_spin,
    "jackpot_won": _jackpot_won,
    "jackpot_lost": _jackpot_lost,
    "jackpot_passed": _jackpot_passed,
    "jackpot_no_cash": _jackpot_no_cash,
    "rent_skipped": _rent_skipped,
}
