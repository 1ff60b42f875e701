"""18Korea rules: the draft, stock rounds and operating rounds, the Korean War, the end.

Rule sources: the rulebook (machine-translated) and the project's 18Korea research, whose
readings K1-K42 are binding; the data modules carry the figures with their sources. The game
runs on the engine's steps: the round's step at the bottom (draft.py, stock.py, or_steps.py),
the frames of `state.pending` above it (stock_auction.py, or_steps.py, and the war's).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Result, Variant, rank_by
from ...engine.i18n import tr
from ...engine.scoresheet import ScoreSheet, column
from ...engine.steps import Step, StepRules
from . import (
    asset_steps,
    asset_texts,
    draft,
    log_texts,
    or_steps,
    rules_text,
    setup,
    shares,
    stock,
    stock_auction,
    texts,
    war_steps,
    war_texts,
)
from .data_companies import COMPANIES
from .or_texts import CTX, won
from .state import KoreaState

FRAME_STEPS: dict[str, Step] = {
    step.kind: step for step in stock_auction.STEPS + or_steps.STEPS + asset_steps.STEPS + war_steps.STEPS
}
ROUND_STEPS: dict[str, Step] = {
    "draft": draft.DraftPick(),
    "stock": stock.StockTurn(),
    "operating": or_steps.ROUND_STEP,
}


class KoreaRules(StepRules):
    game_id = "18korea"
    rules_version = 1
    min_players = 2
    max_players = 5
    action_cap = 20000
    has_secrets = False
    state_class = KoreaState
    variants = (
        Variant(
            "express_scoring",
            "Express scoring",
            "choice",
            "numbered",
            choices=(
                ("numbered", "Lowest-numbered express train"),
                ("earning", "Lowest-earning express train"),
            ),
            help="With two or more express trains a company earns one train's run times their number: "
            "the lowest-numbered train's (as the rulebook says), or the lowest-earning one's.",
        ),
        Variant(
            "draft_order",
            "Draft order",
            "choice",
            "rulebook",
            choices=(
                ("rulebook", "1-2-3-4-5 / 5-4-3-2-1 / 5-4-3-2-1"),
                ("snake", "1-2-3-4-5 / 5-4-3-2-1 / 1-2-3-4-5"),
            ),
            help="The order players take asset cards in: as printed in the rulebook, or a true snake.",
        ),
    )

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> KoreaState:
        return setup.new_state(self.validate_options(options), seed)

    def steps(self, state: KoreaState) -> list[Step]:
        if state.over:
            return []
        frames = [FRAME_STEPS[frame["kind"]] for frame in state.pending]
        # K24: the card window is open at any moment; a window never blocks wherever it lies, and
        # at the bottom the round's step and frames stay the topmost steps a seat acts in
        return [asset_steps.WINDOW, ROUND_STEPS[state.round_kind], *frames]

    # ----- the end

    def result(self, state: KoreaState) -> Result | None:
        if not state.over:
            return None
        return self.standing(state, capped=False)

    def time_limit_result(self, state: KoreaState) -> Result:
        return self.standing(state, capped=True)

    def standing(self, state: KoreaState, capped: bool) -> Result:
        """K38: cash + shares at market; a bankrupt player last; equal scores share a place."""
        worths = [shares.worth(state, seat) for seat in range(state.players)]
        keys = [(seat != state.bankrupt, worths[seat]) for seat in range(state.players)]
        ranking = rank_by(worths, keys)
        reasons = {
            "bankrupt": tr(CTX, "a player went bankrupt: the richest of the others wins"),
            "price": tr(CTX, "a share price reached 460 or 500: the richest player wins"),
            "8e": tr(CTX, "the last set after the first 8E-train is over: the richest player wins"),
            "stalled": tr(CTX, "no company is in play and nobody can start one: the richest player wins"),
        }
        reason = reasons.get(state.end_reason, tr(CTX, "the richest player when the game was cut off"))
        return Result(list(ranking[0]), [float(w) for w in worths], ranking, reason, capped=capped)

    def score_sheet(self, state: KoreaState, result: Result) -> ScoreSheet:
        seats = range(state.players)
        stock_value = [shares.worth(state, seat) - state.cash[seat] for seat in seats]
        columns = (
            column(
                tr(CTX, "Worth"),
                [shares.worth(state, s) for s in seats],
                tr(CTX, "Cash + shares at market"),
                True,
                won,
            ),
            column(tr(CTX, "Cash"), [state.cash[s] for s in seats], show=won),
            column(tr(CTX, "Shares"), stock_value, tr(CTX, "Every share at the market price"), show=won),
        )
        status = tuple(tr(CTX, "Bankrupt") if s == state.bankrupt else "" for s in seats)
        return ScoreSheet(columns, status)

    # ----- checks the conformance suite runs

    def invariants(self, state: KoreaState) -> list[str]:
        bad = []
        for seat in range(state.players):
            if state.cash[seat] < 0:
                bad.append(f"player {seat} has negative cash")
        for company in state.par:
            if company in state.closed:
                continue
            total = sum(state.held[company]) + state.treasury_shares[company] + state.pool[company]
            if total != shares.SHARES:
                bad.append(f"{company} has {total} shares instead of 10")
            if state.held[company][state.director[company]] < 2:
                bad.append(f"the director of {company} holds less than 20%")
            if state.pool[company] > shares.POOL_CAP:
                bad.append(f"the pool holds more than half of {company}")
            if state.treasury[company] < 0:
                bad.append(f"{company}'s treasury is negative")
        return bad

    # ----- observation and text

    def observation(self, state: KoreaState, player: int | None) -> dict[str, Any]:
        """Everything is public: the cards drawn lie face up; only the random stream is hidden."""
        data = state.to_json()
        data.pop("rng")
        return data

    def format_money(self, amount: int) -> str:
        return won(amount)

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        return log_texts.event_text(event, names)

    def action_label(self, state: KoreaState, action: Mapping[str, Any]) -> str:
        return (
            texts.action_label(action)
            or war_texts.action_label(action)
            or asset_texts.action_label(action, self.player_names(state))
            or super().action_label(state, action)
        )

    def player_panel(self, state: KoreaState, viewer: int | None) -> list[list[tuple[str, str]]]:
        return texts.player_panel(state, viewer)

    def rules_text(self) -> str:
        return rules_text.rules_text()


__all__ = ["COMPANIES", "KoreaRules"]
