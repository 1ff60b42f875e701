"""The standing: the last solvent player wins (M23's default, the box's "until the complete
bankruptcy of all players, except for one"); the timed game ranks by worth (M18); the short
game (M23 switch) is won at once by the first player with an enterprise on every plot of
one industry."""

from __future__ import annotations

from ...engine.api import Event, Result, rank_by
from ...engine.i18n import tr
from ...engine.scoresheet import ScoreSheet, column
from . import data as D
from . import plots
from .currency import francs
from .editions import area
from .money import end_game
from .names import CTX
from .state import MillionaireState


def worth_parts(state: MillionaireState, player: int) -> dict[str, int]:
    """M18, part by part: cash; unmortgaged plots at their price and mortgaged plots at 40 % of
    it; buildings at what they cost (an enterprise: itself and the three branches it replaced);
    the edition's extra (Elite shares at the current price). Cards and policies count 0. A
    bankrupt player is worth nothing."""
    parts = {"cash": 0, "plots": 0, "buildings": 0, "shares": 0}
    if state.bankrupt[player]:
        return parts
    parts["cash"] = state.money[player]
    for space in state.plots_of(player):
        plot = plots.plot_at(state, space)
        if state.mortgaged[space]:
            parts["plots"] += plot.price * D.TIMED_MORTGAGED_PERCENT // 100
        else:
            parts["plots"] += plot.price
        level = state.buildings[space]
        pieces = D.MAX_BRANCHES + 1 if level == D.ENTERPRISE else level
        parts["buildings"] += pieces * plot.branch_price
    parts["shares"] = area(state).worth_extra(state, player)
    return parts


def worth(state: MillionaireState, player: int) -> int:
    """The player's worth as the timed game counts it (M18): the sum of `worth_parts`."""
    return sum(worth_parts(state, player).values())


def short_game_winner(state: MillionaireState) -> int | None:
    """M23 switch: a player with an enterprise on every plot of one industry, or None."""
    for industry, spaces in D.INDUSTRY_SPACES[state.edition].items():
        if industry == D.CENTRAL:
            continue
        owner = state.owner[spaces[0]]
        if owner is not None and all(
            state.owner[s] == owner and state.buildings[s] == D.ENTERPRISE for s in spaces
        ):
            return owner
    return None


def check_short_game(state: MillionaireState) -> list[Event]:
    """After a building: under the short-game switch, a completed industry ends the game."""
    if state.variants["short_game"] and short_game_winner(state) is not None:
        return end_game(state, "short_game")
    return []


def standing(state: MillionaireState, reason: str) -> Result:
    worths = [worth(state, p) for p in range(state.players)]
    active = state.active_players()
    if reason == "short_game":
        winner = short_game_winner(state)
        keys = [(p == winner, worths[p]) for p in range(state.players)]
        winners = [winner]
    elif reason == "bankruptcy" and len(active) == 1:
        keys = [(not state.bankrupt[p], worths[p]) for p in range(state.players)]
        winners = active
    else:
        keys = [(not state.bankrupt[p], worths[p]) for p in range(state.players)]
        best = max(worths[p] for p in active)
        winners = [p for p in active if worths[p] == best]
    # the bankrupt rank below the solvent, the later out above the earlier
    for order, player in enumerate(state.out_order):
        keys[player] = (False, order - len(state.out_order))
    breakdown = {p: {"worth": worths[p], "cash": state.money[p]} for p in range(state.players)}
    return Result(winners, [float(w) for w in worths], rank_by(worths, keys), reason_text(reason), breakdown)


def reason_text(reason: str) -> str:
    """Why the game ended, as the result screen says it."""
    texts = {
        "bankruptcy": tr(CTX, "the last player not bankrupt"),
        "short_game": tr(CTX, "an enterprise on every plot of one industry (short game)"),
        "round_limit": tr(CTX, "the richest player when the round limit was reached"),
        "action_cap": tr(CTX, "the richest player when the game was cut off"),
    }
    return texts.get(reason, tr(CTX, "the richest player"))


def result(state: MillionaireState) -> Result | None:
    if not state.over:
        return None
    return standing(state, state.end_reason)


def score_sheet(state: MillionaireState, result: Result) -> ScoreSheet:
    """The sheet in words: worth and its parts in francs (shares only in Elite), the bankrupt
    named, and how the bankrupt rank."""
    seats = range(state.players)
    parts = [worth_parts(state, p) for p in seats]
    columns = [
        column(
            tr(CTX, "Worth"),
            [sum(part.values()) for part in parts],
            tr(CTX, "Cash + plots + buildings + shares"),
            True,
            francs,
        ),
        column(tr(CTX, "Cash"), [part["cash"] for part in parts], show=francs),
        column(
            tr(CTX, "Plots"),
            [part["plots"] for part in parts],
            tr(CTX, "Plots at their price; mortgaged ones at 40 %"),
            show=francs,
        ),
        column(
            tr(CTX, "Buildings"),
            [part["buildings"] for part in parts],
            tr(CTX, "Branches and enterprises at what they cost"),
            show=francs,
        ),
    ]
    if state.edition == D.ELITE:
        columns.append(
            column(
                tr(CTX, "Shares"),
                [part["shares"] for part in parts],
                tr(CTX, "Shares at the current price"),
                show=francs,
            )
        )
    status = tuple(tr(CTX, "Bankrupt") if state.bankrupt[p] else "" for p in seats)
    notes = ()
    if any(state.bankrupt):
        notes = (tr(CTX, "Bankrupt players rank by how long they lasted: the later out, the higher."),)
    return ScoreSheet(tuple(columns), status, notes)
