"""Blue Marble's final standing: the last player not bankrupt, or the richest at a limit."""

from __future__ import annotations

from typing import Any

from ...engine.api import Result, rank_by
from ...engine.i18n import tr
from ...engine.scoresheet import ScoreSheet, column
from . import queries
from .currency import won
from .state import BlueMarbleState

CTX = "bluemarble"


def scores(state: BlueMarbleState) -> tuple[list[int], dict[int, dict[str, Any]]]:
    """Each player's cash + deeds + buildings at price, and those parts for the scoring sheet."""
    totals = []
    breakdown = {}
    for player in range(state.players):
        cash, deeds, buildings = queries.net_worth(state, player)
        total = cash + deeds + buildings
        totals.append(total)
        breakdown[player] = {"cash": cash, "deeds": deeds, "buildings": buildings, "total": total}
    return totals, breakdown


def result(state: BlueMarbleState) -> Result | None:
    if not state.over:
        return None
    if state.end_reason == "round_limit":
        standing = limit_result(state)
        standing.reason = tr(CTX, "richest player when the round limit was reached")
        return standing
    if state.end_reason == "time_limit":
        return limit_result(state)
    totals, breakdown = scores(state)
    active = state.active_players()
    return Result(
        winners=list(active),
        scores=[float(x) for x in totals],
        ranking=[active] + [[p] for p in reversed(state.out_order)],
        reason=tr(CTX, "last player not bankrupt"),
        breakdown=breakdown,
    )


def limit_result(state: BlueMarbleState) -> Result:
    """The richest player still in wins [Other Game Tips 1]; the bankrupt rank last, the
    later out above the earlier."""
    totals, breakdown = scores(state)
    active = state.active_players()
    keys = [
        (0 if state.bankrupt[p] else 1, totals[p], state.out_order.index(p) if state.bankrupt[p] else 0)
        for p in range(state.players)
    ]
    ranking = rank_by(totals, keys)
    return Result(
        winners=list(ranking[0]) if active else [],
        scores=[float(x) for x in totals],
        ranking=ranking,
        reason=tr(CTX, "richest player at the time limit (cash + deeds + buildings at price)"),
        breakdown=breakdown,
    )


def score_sheet(state: BlueMarbleState, result: Result) -> ScoreSheet:
    """The sheet in words: each player's worth and its parts in ₩, the bankrupt named."""
    totals, breakdown = scores(state)
    seats = range(state.players)
    columns = (
        column(tr(CTX, "Worth"), totals, tr(CTX, "Cash + deeds + buildings at their price"), True, won),
        column(tr(CTX, "Cash"), [breakdown[p]["cash"] for p in seats], show=won),
        column(
            tr(CTX, "Deeds"),
            [breakdown[p]["deeds"] for p in seats],
            tr(CTX, "Deeds at their price"),
            show=won,
        ),
        column(
            tr(CTX, "Buildings"),
            [breakdown[p]["buildings"] for p in seats],
            tr(CTX, "Villas, buildings and hotels at what they cost"),
            show=won,
        ),
    )
    status = tuple(tr(CTX, "Bankrupt") if state.bankrupt[p] else "" for p in seats)
    notes = ()
    if any(state.bankrupt):
        notes = (tr(CTX, "Bankrupt players rank by how long they lasted: the later out, the higher."),)
    return ScoreSheet(columns, status, notes)
