"""What the Millionaire view reads from the state, the legal actions and the decision: the
rent a plot charges now, tooltips, which cells glow, what a click on a cell means, and the
texts of the centre and the plot card. Plain functions (no items), so the view stays small.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtGui import QColor

from ...engine.api import Action, Choice, Decision, Range
from ...engine.i18n import noop, tr, tr_n
from ...widgets import theme
from . import classic_jackpot_table as J
from . import classic_texts, elite_texts, plots
from . import data as D
from .currency import francs
from .editions import area
from .names import CTX, space_label
from .state import MillionaireState
from .view_faces import INDUSTRY_COLORS, cell_names, industry_name

#: the insurance policies' colours on screen, each with its initial as the second cue
POLICY_COLORS = {
    "green": QColor("#2E8B57"),
    "blue": QColor("#1E63B5"),
    "orange": QColor("#E07B00"),
    "red": QColor("#C62828"),
}
POLICY_INITIALS = {
    "green": noop(CTX, "G"),
    "blue": noop(CTX, "B"),
    "orange": noop(CTX, "O"),
    "red": noop(CTX, "R"),
}

#: decisions about one cell whose space is in the decision's info
SPACE_DECISIONS = ("buy", "auction", "start_price")
#: action types that name a plot and are done from its card
PLOT_TYPES = ("buy", "build", "sell_building", "mortgage", "redeem", "choose")


#: one line on what a special cell is, under its name in the tooltip
CELL_NOTES = {
    "start": noop(CTX, "Passing START pays the circular income."),
    "chance": noop(CTX, "Draw a Chance card."),
    "movement": noop(CTX, "Draw a Movement card."),
    "fortune": noop(CTX, "Draw a Fortune card: it concerns every player."),
    "exchange": noop(CTX, "The Exchange: trade shares and roll the Exchange."),
    "auction": noop(CTX, "A plot goes up for auction."),
    "fund": noop(CTX, "The Charity Fund holds {fund}."),
    "jackpot": noop(CTX, "Bet and spin the machine; the box holds {box}."),
}


def rent_now(state: MillionaireState, space: int) -> int:
    """What landing on the owned plot costs now by the tables (Fortune cards may change it
    for one payer; the tooltip says so)."""
    return area(state).rent_due(state, space)


def walks(events: Sequence[Mapping[str, Any]]) -> dict[int, list[int]]:
    """The cells each token passes in these events, in order."""
    out: dict[int, list[int]] = {}
    for e in events:
        seat = e.get("player")
        if e.get("type") == "moved" and isinstance(seat, int) and isinstance(e.get("path"), list):
            out.setdefault(seat, []).extend(int(x) for x in e["path"])
    return out


def decision_space(decision: Decision | None) -> int | None:
    """The plot a decision is about (buy it, its auction, its starting price), if any."""
    if decision is None or decision.kind not in SPACE_DECISIONS:
        return None
    space = decision.info.get("space")
    return space if isinstance(space, int) else None


def _spaces_of(action: Mapping[str, Any]) -> tuple[int, ...]:
    """The cells a listed action names: one, or each value of a Choice template."""
    space = action.get("space")
    if isinstance(space, Choice):
        return tuple(value for value in space.values if isinstance(value, int))
    return (space,) if isinstance(space, int) else ()


def glowing_spaces(
    state: MillionaireState, legal: Iterable[Mapping[str, Any]], decision: Decision | None
) -> set[int]:
    """The cells to light: where a click does something legal for this decision. On a turn
    only the plots one may build on (mortgaging is on every card and would light them all);
    in a debt the plots that raise cash; in a frame every cell it names."""
    out: set[int] = set()
    if decision is None:
        return out
    for action in legal:
        spaces = _spaces_of(action)
        kind = action.get("type")
        if decision.kind == "turn":
            if kind == "build":
                out.update(spaces)
        elif decision.kind == "debt":
            if kind in ("sell_building", "mortgage"):
                out.update(spaces)
        else:
            out.update(spaces)
    about = decision_space(decision)
    if about is not None:
        out.add(about)
    return out


def plot_actions(legal: Sequence[Mapping[str, Any]], space: int) -> list[Action]:
    """The listed actions on this plot, in the listing's order (the card's buttons)."""
    return [
        Action(**{**dict(a), "space": space})
        for a in legal
        if a.get("type") in PLOT_TYPES and space in _spaces_of(a)
    ]


def cell_action(
    state: MillionaireState, legal: Sequence[Mapping[str, Any]], decision: Decision | None, space: int
) -> Action | None:
    """What a click on a cell asks for: its one listed action when that is the decision's
    point (buy it, choose it); else the nearest meaning (build on your own plot, buy a free
    one), so that the engine says why not; None when the click only opens the card."""
    if decision is None:
        return None
    mine = plot_actions(legal, space)
    if decision.kind != "turn" and len(mine) == 1:
        return mine[0]
    if len(mine) == 1 and mine[0]["type"] in ("buy", "choose"):
        return mine[0]
    if mine:
        return None  # several things may be done: the card's buttons
    if D.BOARDS[state.edition][space].kind != "plot":
        return Action("choose", space=space) if decision.kind == "nearest" else None
    if decision.kind in ("turn", "buy") and state.owner[space] is None:
        return Action("buy", space=space)
    if decision.kind == "turn" and state.owner[space] == decision.player:
        return Action("build", space=space)
    return None


# --------------------------------------------------------------------------- tooltips and the card


def _rent_rows(state: MillionaireState, space: int) -> list[tuple[str, str, int]]:
    """(label, amount, level) rows of a plot's rent table; level -1 marks the monopoly row."""
    plot = plots.plot_at(state, space)
    if plot.industry == D.CENTRAL:
        return [
            (
                tr_n(CTX, "rent with {n} central plot", "rent with {n} central plots", n),
                francs(amount),
                n,
            )
            for n, amount in D.CENTRAL_RENT.items()
        ]
    rows = [
        (tr(CTX, "rent"), francs(plot.rent), 0),
        (tr(CTX, "whole industry"), francs(plot.rent * D.RENT_MONOPOLY), -1),
    ]
    for level, factor in D.RENT_BUILT.items():
        label = (
            tr(CTX, "with an enterprise")
            if level == D.ENTERPRISE
            else tr_n(CTX, "with {n} branch", "with {n} branches", level)
        )
        rows.append((label, francs(plot.rent * factor), level))
    return rows


def _current_level(state: MillionaireState, space: int) -> int:
    owner = state.owner[space]
    plot = plots.plot_at(state, space)
    if owner is None:
        return -2
    if plot.industry == D.CENTRAL:
        return plots.central_count(state, owner)
    if state.buildings[space]:
        return state.buildings[space]
    return -1 if plots.is_monopolist(state, owner, plot.industry) else 0


def cell_tooltip(state: MillionaireState, space: int, names: list[str]) -> str:
    cell = D.BOARDS[state.edition][space]
    name, russian = cell_names(cell.plot or cell.kind)
    head = f"{name} · {russian}" if russian else name
    if cell.kind != "plot":
        what = CELL_NOTES.get(cell.kind)
        if what is None:
            return head
        return f"{head}\n{tr(CTX, what, fund=francs(state.fund), box=francs(state.jackpot))}"
    plot = D.PLOTS[cell.plot]
    lines = [head, industry_name(plot.industry)]
    lines.append(tr(CTX, "price {amount}", amount=francs(plot.price)))
    for label, amount, _ in _rent_rows(state, space):
        lines.append(f"  {label}: {amount}")
    if plot.buildable:
        lines.append(tr(CTX, "a branch or an enterprise costs {amount}", amount=francs(plot.branch_price)))
    lines.append(
        tr(
            CTX,
            "mortgage {amount}, redeem {cost}",
            amount=francs(plot.mortgage_value),
            cost=francs(plot.redeem_cost),
        )
    )
    owner = state.owner[space]
    if owner is None:
        lines.append(tr(CTX, "for sale"))
    else:
        lines.append(tr(CTX, "owner {name}", name=names[owner]))
        if state.mortgaged[space]:
            lines.append(tr(CTX, "mortgaged: no rent"))
        else:
            lines.append(tr(CTX, "rent now {amount}", amount=francs(rent_now(state, space))))
        if state.edition == D.ELITE:
            lines.append(tr(CTX, "land tax now {amount}", amount=francs(plots.plot_tax(state, space))))
    return "\n".join(lines)


def deed_shows(state: MillionaireState, space: int, buttons: list[str]) -> dict[str, Any]:
    """What the plot card of `space` shows, by the DeedItem's fields (the view hands them to
    `itemcache.show`: the card is drawn again only when one of them changed)."""
    plot = plots.plot_at(state, space)
    name, russian = cell_names(plot.id)
    level = _current_level(state, space)
    rows = [(tr(CTX, "price"), francs(plot.price), False)]
    rows += [(label, amount, lvl == level) for label, amount, lvl in _rent_rows(state, space)]
    if plot.buildable:
        rows.append((tr(CTX, "branch / enterprise"), francs(plot.branch_price), False))
    rows.append(
        (tr(CTX, "mortgage / redeem"), f"{francs(plot.mortgage_value)} / {francs(plot.redeem_cost)}", False)
    )
    owner = state.owner[space]
    names = list(state.options["names"])
    if owner is None:
        owner_pc, owner_letter = None, ""
        owner_line = tr(CTX, "for sale")
    else:
        owner_pc = theme.player_color(state.options, owner)
        owner_letter = theme.seat_letters(names)[owner]
        owner_line = (
            tr(CTX, "{name} · mortgaged", name=names[owner])
            if state.mortgaged[space]
            else tr(CTX, "{name} · rent {amount}", name=names[owner], amount=francs(rent_now(state, space)))
        )
    note = ""
    if plot.buildable and owner is not None:
        levels = []
        for sibling in plots.siblings(state, space):
            level = state.buildings[sibling]
            built = (
                tr(CTX, "enterprise")
                if level == D.ENTERPRISE
                else tr_n(CTX, "{n} branch", "{n} branches", level)
            )
            levels.append(f"{space_label(state, sibling)}: {built}")
        note = tr(CTX, "Built evenly: {levels}", levels="; ".join(levels))
    return {
        "strip": INDUSTRY_COLORS[plot.industry],
        "title": name,
        "subtitle": " · ".join(x for x in (russian, industry_name(plot.industry)) if x),
        "rows": rows[:10],
        "owner_pc": owner_pc,
        "owner_letter": owner_letter,
        "owner_line": owner_line,
        "buttons": buttons[:4],
        "note": note,
    }


# --------------------------------------------------------------------------- the centre


def _range_hint(legal: Sequence[Mapping[str, Any]], kind: str, field: str) -> Range | None:
    for action in legal:
        if action.get("type") == kind and isinstance(action.get(field), Range):
            return action[field]
    return None


def fill_centre(
    c: Any,
    state: MillionaireState,
    decision: Decision | None,
    legal: Sequence[Mapping[str, Any]],
    names: list[str],
    letters: list[str],
    rules: Any,
) -> None:
    elite = state.edition == D.ELITE
    c.elite = elite
    c.edition_label = tr(CTX, "Elite edition") if elite else tr(CTX, "Classic edition")
    if decision is not None:
        seat = decision.player
        c.turn_pc = theme.player_color(state.options, seat)
        c.turn_letter = letters[seat]
        c.turn_name = f"{names[seat]} · {francs(state.money[seat])}"
        prefix = f"{names[seat]}: "
        c.prompt = decision.prompt[len(prefix) :] if decision.prompt.startswith(prefix) else decision.prompt
    elif state.over:
        result = rules.result(state)
        c.turn_pc, c.turn_letter, c.turn_name, c.prompt = None, "", "", ""
        if result is not None and result.winners:
            seat = result.winners[0]
            c.turn_pc = theme.player_color(state.options, seat)
            c.turn_letter = letters[seat]
            c.turn_name = tr(CTX, "{names} · winner", names=", ".join(names[w] for w in result.winners))
            c.prompt = result.reason
    else:
        c.turn_pc = None
    seat = decision.player if decision is not None else state.current
    texts = elite_texts if elite else classic_texts
    held = [texts.card_title(card) for card in state.held[seat]] if state.held else []
    c.turn_held = tr(CTX, "keeps: {cards}", cards=", ".join(held)) if held and decision is not None else ""
    c.turn_policies = (
        [(POLICY_COLORS[colour], tr(CTX, POLICY_INITIALS[colour])) for colour in state.policies[seat]]
        if elite and decision is not None
        else []
    )
    # the jackpot machine
    c.jackpot_title = tr(CTX, "JACKPOT")
    c.jackpot_box = francs(state.jackpot)
    c.reel_lit = decision is not None and decision.kind == "jackpot"
    bets = _range_hint(legal, "bet", "amount")
    c.jackpot_note = (
        tr(CTX, "Bet {lo} to {hi}; three $ win the box.", lo=francs(bets.lo), hi=francs(bets.hi))
        if bets is not None
        else tr(CTX, "Stop on the Jackpot cell to play; three $ win the box.")
    )
    # the dice
    c.dice = list(state.last_dice)
    c.dice_lit = any(a.get("type") == "roll" for a in legal) and decision is not None
    # the last card drawn
    card = state.drawn
    if card:
        deck = card.split(":")[0]
        texts = elite_texts if elite else classic_texts
        c.card_deck = {
            "chance": tr(CTX, "Chance"),
            "movement": tr(CTX, "Movement"),
            "fortune": tr(CTX, "Fortune"),
        }.get(deck, deck)
        c.card_title = texts.card_title(card)
        c.card_text = texts.card_text(card)
    else:
        c.card_deck = c.card_title = c.card_text = ""
    if elite:
        _fill_elite(c, state, names, letters)
    else:
        seat = decision.player if decision is not None else state.current
        c.held = [classic_texts.card_title(card) for card in state.held[seat]]
        c.held_title = (
            tr(CTX, "{name} keeps", name=names[seat])
            if c.held
            else tr(CTX, "{name} keeps no cards", name=names[seat])
        )
        c.fund_title = tr(CTX, "Charity Fund")
        c.fund = francs(state.fund)
        c.decks = [
            (tr(CTX, "Chance"), tr_n(CTX, "{n} card", "{n} cards", len(state.decks.get("chance", [])))),
            (tr(CTX, "Movement"), tr_n(CTX, "{n} card", "{n} cards", len(state.decks.get("movement", [])))),
        ]


def _fill_elite(c: Any, state: MillionaireState, names: list[str], letters: list[str]) -> None:
    c.wheel_title = tr(CTX, "Wheel of Fortune")
    c.wheel_cards = [elite_texts.card_title(card) for card in state.wheel]
    c.wheel_numbers = [card.partition(":")[2] for card in state.wheel]
    active = state.fortune_active
    c.wheel_active = state.wheel.index(active) if active in state.wheel else -1
    if active:
        c.active_title = tr(CTX, "In force: {title}", title=elite_texts.card_title(active))
        c.active_text = elite_texts.card_text(active)
    else:
        c.active_title = c.active_text = ""
    c.wheel_note_empty = tr(CTX, "No Fortune card is in force.")
    c.share_title = tr(CTX, "Share price")
    c.share_price = francs(state.share_price)
    c.share_note = tr(CTX, "shares held")
    c.share_rows = [
        (theme.player_color(state.options, seat), letters[seat], str(state.shares[seat]))
        for seat in range(state.players)
        if not state.bankrupt[seat]
    ]


def share_move(events: Sequence[Mapping[str, Any]]) -> int:
    for e in events:
        if e.get("type") == "share_price":
            return int(e.get("new", 0)) - int(e.get("old", 0))
    return 0


def jackpot_symbols(columns: Sequence[int]) -> list[str]:
    return J.symbols(list(columns))


def plot_name(state: MillionaireState, space: int) -> str:
    return space_label(state, space)
