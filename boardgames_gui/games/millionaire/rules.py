"""Millionaire (Миллионер) rules, Classic and Elite editions.

Rule sources: the rule text of the game (its first part) and the reference notes' part 2
(boards 2.2/2.3, plots 2.4, tables 2.5-2.7, readings M1-M28, binding); data.py carries
the figures with their sources. The game runs on the engine's steps: the current
player's turn (steps.py) at the bottom, the frames of `state.pending` above it, each with
its step (core's in decisions.py and auction.py, the editions' in classic.py / elite.py).

Core modules: moves.py (dice, moving, START), landing.py (what a cell does), plots.py
(ownership, rent, tax, the plot landing), money.py (payments, debts, bankruptcy),
building.py (build and sell evenly, mortgage), trade.py, auction.py, turns.py,
scoring.py; texts.py, log_texts.py, refusals.py, rules_text.py for what players read.
The editions' modules answer core's hooks (editions.area).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Result, Variant
from ...engine.i18n import tr
from ...engine.rng import Rng
from ...engine.scoresheet import ScoreSheet
from ...engine.steps import Step, StepRules
from . import auction, classic, decisions, elite, log_texts, scoring, steps, texts, trade
from . import data as D
from .currency import francs
from .editions import area
from .names import CTX
from .state import MillionaireState

#: the step of each kind of frame on `state.pending`
FRAME_STEPS: dict[str, Step] = {
    step.kind: step for step in decisions.STEPS + auction.STEPS + trade.STEPS + classic.STEPS + elite.STEPS
}
TURN = steps.Turn()


class MillionaireRules(StepRules):
    game_id = "millionaire"
    rules_version = 1
    min_players = 2
    max_players = 6
    action_cap = 6000
    has_secrets = False
    state_class = MillionaireState
    variants = (
        Variant(
            "edition",
            "Edition",
            "choice",
            D.CLASSIC,
            choices=((D.CLASSIC, "Classic"), (D.ELITE, "Elite")),
            help="Classic: 24 plots, Movement and Chance cards, the Jackpot. Elite: adds the central "
            "industry, shares and the Exchange, insurance, Fortune cards and the Auction cell.",
        ),
        Variant(
            "fund_any_arrival",
            "Charity Fund / White Business pay on any arrival",
            help="Classic game: the two cells pay whenever a token stops on them, not only at the end of a Movement card's move.",
        ),
        Variant(
            "jackpot_on_top",
            "Jackpot prize on top of the returned bet",
            help="A win pays bet × N on top of the returned bet (two cherries still only return the bet).",
        ),
        Variant(
            "short_game",
            "Short game",
            help="The first player with an enterprise on every plot of one industry wins at once.",
        ),
        Variant(
            "limited_pieces",
            "Limited pieces",
            default=True,
            help="The bank holds 24 branches and 12 enterprises; when a kind runs out it cannot be built.",
        ),
        Variant(
            "round_limit",
            "Round limit (0 = none)",
            "int",
            0,
            lo=0,
            hi=200,
            help="The timed game: after this many rounds the wealthiest player wins (cash, plots and buildings at purchase price).",
        ),
    )

    # ================================================================== set-up

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> MillionaireState:
        opts = self.validate_options(options)
        players = opts["players"]
        state = MillionaireState()
        state.options = opts
        state.rng = Rng.from_seed(seed)
        state.positions = [D.START] * players
        state.money = [D.START_MONEY] * players
        state.bankrupt = [False] * players
        state.supply = dict(D.SUPPLY)
        state.jackpot = D.JACKPOT_START
        state.held = [[] for _ in range(players)]
        state.shares = [0] * players
        state.policies = [[] for _ in range(players)]
        state.detained = [0] * players
        state.tax_exempt = [0] * players
        area(state).setup(state)
        area(state).turn_start(state, state.current)
        return state

    # ================================================================== the steps

    def steps(self, state: MillionaireState) -> list[Step]:
        if state.over:
            return []
        return [TURN] + [FRAME_STEPS[item["kind"]] for item in state.pending]

    # ================================================================== queries the view and the bot ask

    def rent_due(self, state: MillionaireState, space: int) -> int:
        """The rent a visitor would owe on `space` now (0 when unowned or mortgaged)."""
        if state.owner[space] is None or state.mortgaged[space]:
            return 0
        return area(state).rent_due(state, space)

    def build_price(self, state: MillionaireState, space: int) -> int:
        """What the next branch or enterprise on the plot on `space` costs now."""
        return area(state).build_price(state, space)

    def worth(self, state: MillionaireState, player: int) -> int:
        """The player's worth as the timed game counts it (M18)."""
        return scoring.worth(state, player)

    # ================================================================== results

    def result(self, state: MillionaireState) -> Result | None:
        return scoring.result(state)

    def score_sheet(self, state: MillionaireState, result: Result) -> ScoreSheet:
        return scoring.score_sheet(state, result)

    def time_limit_result(self, state: MillionaireState) -> Result:
        standing = scoring.standing(state, "action_cap")
        standing.capped = True
        return standing

    # ================================================================== invariants

    def invariants(self, state: MillionaireState) -> list[str]:
        bad = []
        board = D.BOARDS[state.edition]
        for player in range(state.players):
            if state.money[player] < 0:
                bad.append(f"player {player} has negative money")
            if state.bankrupt[player] and (state.plots_of(player) or state.held[player]):
                bad.append(f"bankrupt player {player} still holds something")
        if state.fund < 0 or state.jackpot < 0:
            bad.append("the Charity Fund or the Jackpot box is negative")
        on_board = {"branch": 0, "enterprise": 0}
        for space in range(D.NUM_CELLS):
            owner, level = state.owner[space], state.buildings[space]
            if board[space].kind != "plot" and (owner is not None or level or state.mortgaged[space]):
                bad.append(f"cell {space} is not a plot but has an owner, buildings or a mortgage")
                continue
            if owner is None and (level or state.mortgaged[space]):
                bad.append(f"unowned plot {space} has buildings or a mortgage")
            if level and state.mortgaged[space]:
                bad.append(f"mortgaged plot {space} has buildings")
            if not 0 <= level <= D.ENTERPRISE:
                bad.append(f"plot {space} has {level} buildings")
            if level and (owner is None or not D.PLOTS[board[space].plot].buildable):
                bad.append(f"buildings on plot {space}, which cannot have them")
            if level == D.ENTERPRISE:
                on_board["enterprise"] += 1
            else:
                on_board["branch"] += level
        for piece, total in D.SUPPLY.items():
            if state.supply[piece] + on_board[piece] != total:
                bad.append(f"{piece} pieces are not conserved")
            if state.variants["limited_pieces"] and state.supply[piece] < 0:
                bad.append(f"more {piece}es built than the box holds")
        return bad + area(state).invariants(state)

    # ================================================================== observation and text

    def observation(self, state: MillionaireState, player: int | None) -> dict[str, Any]:
        """Everything is public except the order of the decks (their sizes are shown)."""
        data = state.to_json()
        data.pop("rng")
        data["decks"] = {name: len(cards) for name, cards in state.decks.items()}
        return data

    def format_money(self, amount: int) -> str:
        return francs(amount)

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        return log_texts.event_text(event, names)

    def action_label(self, state: MillionaireState, action: Mapping[str, Any]) -> str:
        return texts.action_label(state, action) or super().action_label(state, action)

    def player_panel(self, state: MillionaireState, viewer: int | None) -> list[list[tuple[str, str]]]:
        return texts.player_panel(state, viewer)

    def rules_text(self) -> str:
        from .elite_texts import rules_section
        from .rules_text import RULES_TEXT

        return tr(CTX, RULES_TEXT).rstrip() + "\n\n" + rules_section()
