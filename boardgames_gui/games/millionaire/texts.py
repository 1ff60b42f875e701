"""What the players read besides the log: prompts (the status line), action labels and
the player panel. Everything goes through `tr`; money is written by currency.francs."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.i18n import noop, tr
from . import classic_texts, elite_texts, plots
from . import data as D
from .currency import francs
from .names import CTX, creditor_label, space_label
from .state import BEFORE_ROLL, MillionaireState

AREA_TEXTS = {D.CLASSIC: classic_texts, D.ELITE: elite_texts}

__all__ = ["space_label", "turn_prompt", "prompt", "action_label", "player_panel"]


def _name(state: MillionaireState, seat: int) -> str:
    return state.options["names"][seat]


def turn_prompt(state: MillionaireState, seat: int, rolls_again: bool) -> str:
    own = AREA_TEXTS[state.edition].prompt(state, {"kind": "turn", "player": seat}, seat)
    if own:
        return own
    who = _name(state, seat)
    if state.phase == BEFORE_ROLL:
        return tr(CTX, "{who}: roll the dice, or first build, mortgage, redeem or trade.", who=who)
    if rolls_again:
        return tr(CTX, "{who}: doubles! Build or trade if you like, then roll again.", who=who)
    return tr(CTX, "{who}: build, mortgage or trade if you like, then end your turn.", who=who)


def prompt(state: MillionaireState, frame: Mapping[str, Any], seat: int) -> str:
    """The status line of a core frame (the editions' frames have their own texts)."""
    who = _name(state, seat)
    kind = frame["kind"]
    if kind == "buy":
        space = frame["space"]
        return tr(
            CTX,
            "{who}: buy {plot} for {price}, or decline it and it goes to auction.",
            who=who,
            plot=space_label(state, space),
            price=francs(plots.plot_at(state, space).price),
        )
    if kind == "debt":
        return tr(
            CTX,
            "{who}: you owe {amount} to {creditor} and have {cash}. Sell or mortgage to raise "
            "the rest, then pay; or go bankrupt if you cannot.",
            who=who,
            amount=francs(frame["amount"]),
            creditor=creditor_label(frame["to"], state.options["names"]),
            cash=francs(state.money[seat]),
        )
    if kind == "start_price":
        return tr(
            CTX,
            "{who}: set the starting price of the auction for {plot}.",
            who=who,
            plot=space_label(state, frame["space"]),
        )
    if kind == "auction":
        high = frame["high"]
        if frame["leader"] is None:
            return tr(
                CTX,
                "{who}: bid for {plot} (at least {start}) or pass.",
                who=who,
                plot=space_label(state, frame["space"]),
                start=francs(frame["start"]),
            )
        return tr(
            CTX,
            "{who}: {leader} bids {high} for {plot}: bid at least {least} or pass.",
            who=who,
            leader=_name(state, frame["leader"]),
            high=francs(high),
            plot=space_label(state, frame["space"]),
            least=francs(high + D.BID_STEP),
        )
    if kind == "trade_answer":
        return tr(
            CTX,
            "{who}: {offerer} offers you a trade. Accept or reject it.",
            who=who,
            offerer=_name(state, frame["offer"]["from"]),
        )
    return ""


#: the Jackpot machine's actions, labelled by the Classic texts in both editions
JACKPOT_TYPES = ("bet", "walk_past")
#: labels of actions without a plot
PLAIN_LABELS = {
    "roll": noop(CTX, "Roll the dice"),
    "end_turn": noop(CTX, "End the turn"),
    "decline": noop(CTX, "Decline (to auction)"),
    "pass": noop(CTX, "Pass"),
    "pay": noop(CTX, "Pay the debt"),
    "go_bankrupt": noop(CTX, "Go bankrupt"),
    "accept": noop(CTX, "Accept the trade"),
    "reject": noop(CTX, "Reject the trade"),
    "offer_trade": noop(CTX, "Offer a trade"),
}
#: labels of actions on one plot
PLOT_LABELS = {
    "buy": noop(CTX, "Buy {plot}"),
    "build": noop(CTX, "Build on {plot}"),
    "sell_building": noop(CTX, "Sell a building on {plot}"),
    "mortgage": noop(CTX, "Mortgage {plot}"),
    "redeem": noop(CTX, "Redeem {plot}"),
}
#: labels of actions with an amount of money
AMOUNT_LABELS = {
    "bid": (noop(CTX, "Bid"), noop(CTX, "Bid {amount}"), "amount"),
    "set_start": (noop(CTX, "Set the starting price"), noop(CTX, "Starting price {amount}"), "price"),
}


def action_label(state: MillionaireState, action: Mapping[str, Any]) -> str:
    """Button text of an action ("" leaves the engine's default)."""
    own = AREA_TEXTS[state.edition].action_label(state, action)
    if own:
        return own
    kind = action["type"]
    if kind in JACKPOT_TYPES:  # the Elite board plays the Classic Jackpot machine (elite.py)
        return classic_texts.action_label(state, action)
    if kind in PLAIN_LABELS:
        return tr(CTX, PLAIN_LABELS[kind])
    if kind in PLOT_LABELS and isinstance(action.get("space"), int):
        return tr(CTX, PLOT_LABELS[kind], plot=space_label(state, action["space"]))
    if kind in AMOUNT_LABELS:
        bare, template, field = AMOUNT_LABELS[kind]
        value = action.get(field)
        if isinstance(value, int):
            return tr(CTX, template, amount=francs(value))
        return tr(CTX, bare)
    return ""


def player_panel(state: MillionaireState, viewer: int | None) -> list[list[tuple[str, str]]]:
    panels = []
    for seat in range(state.players):
        if state.bankrupt[seat]:
            panels.append([(tr(CTX, "Status"), tr(CTX, "bankrupt"))])
            continue
        plots_owned = state.plots_of(seat)
        rows = [
            (tr(CTX, "Cash"), francs(state.money[seat])),
            (tr(CTX, "Plots"), str(len(plots_owned))),
            (tr(CTX, "Mortgaged"), str(sum(1 for s in plots_owned if state.mortgaged[s]))),
            (
                tr(CTX, "Branches"),
                str(sum(state.buildings[s] for s in plots_owned if state.buildings[s] < D.ENTERPRISE)),
            ),
            (
                tr(CTX, "Enterprises"),
                str(sum(1 for s in plots_owned if state.buildings[s] == D.ENTERPRISE)),
            ),
            (tr(CTX, "Cell"), space_label(state, state.positions[seat])),
        ]
        panels.append(rows + AREA_TEXTS[state.edition].panel_rows(state, seat, viewer))
    return panels
