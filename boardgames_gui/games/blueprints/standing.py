"""The final standing of a game of Blueprints [SEED 게임 종료, issue 4 reading]: points of
the award and prize cards, then more award cards, then gold, silver and bronze."""

from __future__ import annotations

from ...engine.api import Result, rank_by
from ...engine.i18n import tr
from ...engine.scoresheet import ScoreSheet, column
from . import scoring
from .state import BlueprintsState

CTX = "blueprints"


def standing(state: BlueprintsState, capped: bool) -> Result:
    """Everyone ranked by the cards won so far (`capped`: cut off at the action cap)."""
    n = len(state.cards)
    keys = [scoring.final_key(state.cards[p]) for p in range(n)]
    ranking = rank_by([k[0] for k in keys], keys)
    breakdown = {p: scoring.final_breakdown(state.cards[p], state.sheets, p) for p in range(n)}
    for p in range(n):
        breakdown[p]["rank"] = next(i + 1 for i, group in enumerate(ranking) if p in group)
    return Result(
        winners=list(ranking[0]),
        scores=[float(k[0]) for k in keys],
        ranking=ranking,
        reason=final_reason(keys, ranking),
        breakdown=breakdown,
        capped=capped,
    )


def final_reason(keys: list[tuple], ranking: list[list[int]]) -> str:
    """Which step of the end-of-game order put the winner ahead."""
    if len(ranking[0]) > 1:
        return tr(CTX, "a shared win: equal points and equal award cards")
    best = keys[ranking[0][0]]
    if len(ranking) == 1:
        return tr(CTX, "most points from award and prize cards")
    runner = keys[ranking[1][0]]
    step = next(i for i in range(5) if best[i] != runner[i])
    return [
        tr(CTX, "most points from award and prize cards"),
        tr(CTX, "equal points; more award cards"),
        tr(CTX, "equal points and award cards; more gold awards"),
        tr(CTX, "equal points and award cards; more silver awards"),
        tr(CTX, "equal points and award cards; more bronze awards"),
    ][step]


def score_sheet(state: BlueprintsState, result: Result) -> ScoreSheet:
    """The end-of-game sheet in words: card points, then the tie-break's counts in its order,
    then each round's building score (which won the cards)."""
    seats = range(len(state.cards))
    parts = [scoring.final_breakdown(state.cards[p], state.sheets, p) for p in seats]
    columns = [
        column(
            tr(CTX, "Points"),
            [part["points"] for part in parts],
            tr(CTX, "Points of award and prize cards"),
            True,
        ),
        column(tr(CTX, "Award cards"), [part["award_cards"] for part in parts], tr(CTX, "First tie-break")),
        column(tr(CTX, "Gold"), [part["gold"] for part in parts], tr(CTX, "Gold awards: second tie-break")),
        column(
            tr(CTX, "Silver"), [part["silver"] for part in parts], tr(CTX, "Silver awards: third tie-break")
        ),
        column(
            tr(CTX, "Bronze"), [part["bronze"] for part in parts], tr(CTX, "Bronze awards: fourth tie-break")
        ),
        column(tr(CTX, "Prize cards"), [part["prize_cards"] for part in parts]),
    ]
    for index in range(len(state.sheets)):
        columns.append(
            column(
                tr(CTX, "Round {n}", n=index + 1),
                [part["round_scores"][index] for part in parts],
                tr(CTX, "The building's score in round {n}", n=index + 1),
            )
        )
    notes = (tr(CTX, "Equal points: more award cards wins, then more gold, silver and bronze awards."),)
    return ScoreSheet(tuple(columns), notes=notes)
