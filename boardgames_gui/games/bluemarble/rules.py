"""Blue Marble (부루마불) rules: the formal game in two halves, the optional game, the variants.

Rule sources: the rulebook seed text (sections named in comments) and the
reference `bluemarble_millionaire.md` part 1 (tables 1.2-1.6). The game runs on
the engine's steps (steps.py): the usual turn, the Deserted Island or the Space
Travel flight at the bottom, the sub-decisions on `state.pending` (a stack of
plain dicts) above them. The rules live in: moves.py (rolling, moving),
landing.py (what a space does), golden_keys.py (the cards), money.py
(payments, building, bankruptcy), turns.py (end of a move and turn, the first
half's allocation), scoring.py (the standing), refusals.py (the checks),
queries.py (questions about a state), texts.py (sentences).

Decisions (`Decision.kind`) and their actions:
- "turn": roll; build(space, level); sell(space, level); offer_escape(to, price=Range)
- "island": roll (doubles free you); use_escape; pay_bail (variant); build/sell/offer_escape
- "fly" (the turn after Space Travel): fly(space) to any space but 30; build/sell
- "buy": buy(space) | pass
- "debt" (info: to, amount, reason, space): pay | use_ticket | sell(space, level) | give_deed(space)
- "build_here" (variant build_on_landing): build(space, level) | pass
- "opening_build" (start of the second half): build(space, level) | done
- "party" (Golden Key 7): prize(amount 0/50/100)
- "allocation" (First Half 5; info: spaces, ask): apply(space) | pass
- "draft" (optional game): pick(space) | pass
- "auction" (Seoul; info: space, high, leader): bid(amount=Range) | pass
- "escape_offer": accept | pass
- "buyout" (variant buyout; info: space, owner): buyout(space) | pass
- "after_move" (variant build_after_move): build/sell/offer_escape | done
Never listed: time_up (variant time_limit; any seat, sent by the view's clock: `steps.TimeUp`).
Levels: 0 land, 1 one villa, 2 two villas, 3 building, 4 hotel.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Result, Variant
from ...engine.i18n import tr
from ...engine.rng import Rng
from ...engine.scoresheet import ScoreSheet
from ...engine.steps import Step, StepRules
from . import data as D
from . import decisions, log_texts, queries, scoring, steps, texts
from .currency import won
from .state import FIRST_HALF, SECOND_HALF, BlueMarbleState

CTX = "bluemarble"


#: the step of each kind of frame on `state.pending`
FRAME_STEPS: dict[str, Step] = {
    step.kind: step
    for step in (
        decisions.Buy(),
        decisions.BuildHere(),
        decisions.Buyout(),
        decisions.Debt(),
        decisions.Party(),
        decisions.EscapeOffer(),
        decisions.Allocation(),
        decisions.OpeningBuild(),
        decisions.Draft(),
        decisions.Auction(),
        steps.AfterMove(),
        steps.Land(),
        steps.EndMove(),
    )
}
TURN, ISLAND, FLIGHT, TIME_UP = steps.Turn(), steps.Island(), steps.Flight(), steps.TimeUp()


def stack(state: BlueMarbleState) -> list[Step]:
    """The live steps, bottom first: the current player's turn, the frames of `state.pending`,
    and the time limit's window."""
    if state.over:
        return []
    player = state.current
    base = FLIGHT if state.travel[player] else ISLAND if state.island[player] > 0 else TURN
    steps = [base] + [FRAME_STEPS[item["kind"]] for item in state.pending]
    if state.variants["time_limit"]:
        steps.append(TIME_UP)
    return steps


class BlueMarbleRules(StepRules):
    game_id = "bluemarble"
    rules_version = 2  # 2: First Half 5 offer also starts before a doubles extra roll
    min_players = 2
    max_players = 4
    action_cap = 6000
    has_secrets = False
    state_class = BlueMarbleState
    variants = (
        Variant(
            "mode",
            "Game",
            "choice",
            "formal",
            choices=(("formal", "Formal game (two halves)"), ("optional", "Optional game (deed draft)")),
            help="Formal: a first half of buying only, then building and tolls. Optional: +₩1M each, "
            "deeds drafted in turn, Seoul auctioned, then second-half play.",
        ),
        Variant(
            "tolls_from_start",
            "Tolls from the first turn",
            help="The usual quick game: tolls and building from the first turn (no first half).",
        ),
        Variant(
            "three_doubles_island",
            "Three doubles: Deserted Island",
            help="Rolling doubles three times in a row sends you to the Deserted Island.",
        ),
        Variant(
            "build_on_landing",
            "Build only when landing on your deed",
            help="You may build on a city only when your plane stops on it.",
        ),
        Variant(
            "limited_supply",
            "Limited building supply",
            help="The box holds 30 villas, 18 buildings and 21 hotels; when a kind runs out it cannot be built.",
        ),
        Variant(
            "buyout",
            "Take-over (인수)",
            help="House rule (Modu Marble style): after paying the toll on another player's city you may "
            "buy it, with its buildings, for twice its price; the owner cannot refuse.",
        ),
        Variant(
            "island_bail",
            "Island bail ₩100K",
            help="House rule: while stranded on the Deserted Island you may pay ₩100K to the bank to leave, "
            "then roll as usual.",
        ),
        Variant(
            "round_limit",
            "Round limit (0 = none)",
            "int",
            0,
            lo=0,
            hi=200,
            help="After this many rounds the richest player (cash + deeds + buildings at price) wins.",
        ),
        Variant(
            "island_throw_again",
            "Island: doubles, then throw again",
            help="On the Deserted Island, doubles set you free, then you throw the dice once more and move by that throw. Off: you move by the doubles you threw.",
        ),
        Variant(
            "time_limit",
            "Time limit in minutes (0 = none)",
            "int",
            0,
            lo=0,
            hi=600,
            help="Agree on an end time: a clock runs on the board, and when it runs out the richest player (cash + deeds + buildings at price) wins.",
        ),
        Variant(
            "build_after_move",
            "Build also after your move",
            help="Off: you build or sell before you roll. On: you may also build or sell after your move, before the next player rolls.",
        ),
    )

    # ================================================================== set-up

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> BlueMarbleState:
        opts = self.validate_options(options)
        v = opts["variants"]
        n = opts["players"]
        state = BlueMarbleState()
        state.options = opts
        state.rng = Rng.from_seed(seed)
        optional = v["mode"] == "optional"
        cash = D.start_money(n, optional)  # Game Start 3; Optional Game Rules 1
        state.positions = [D.START] * n  # Game Start 2: planes side by side on START
        state.money = [cash] * n
        state.bankrupt = [False] * n
        state.bank = D.BANK_RESERVE - cash * n
        state.total_money = D.BANK_RESERVE
        state.supply = dict(D.SUPPLY)
        state.deck = [k.id for k in D.GOLDEN_KEYS]
        state.rng.shuffle(state.deck)  # Game Start 2: the Golden Keys face down
        state.held = [[] for _ in range(n)]
        state.island = [0] * n
        state.travel = [False] * n
        state.phase = SECOND_HALF if (optional or v["tolls_from_start"]) else FIRST_HALF
        if optional:
            order = D.draft_order(n, len(D.DEED_SPACES) - 1)
            state.pending.append({"kind": "draft", "order": order, "i": 0})
        return state

    # ================================================================== the steps

    def steps(self, state: BlueMarbleState) -> list[Step]:
        return stack(state)

    # ================================================================== queries the view asks

    def tolls_active(self, state: BlueMarbleState) -> bool:
        return queries.tolls_active(state)

    def toll_due(self, state: BlueMarbleState, space: int) -> int:
        return queries.toll_due(state, space)

    def build_cost(self, state: BlueMarbleState, space: int, level: int) -> int:
        return queries.build_cost(state, space, level)

    # ================================================================== results

    def result(self, state: BlueMarbleState) -> Result | None:
        return scoring.result(state)

    def score_sheet(self, state: BlueMarbleState, result: Result) -> ScoreSheet:
        return scoring.score_sheet(state, result)

    def time_limit_result(self, state: BlueMarbleState) -> Result:
        standing = scoring.limit_result(state)
        standing.capped = True
        return standing

    # ================================================================== invariants

    def invariants(self, state: BlueMarbleState) -> list[str]:
        bad = []
        if sum(state.money) + state.bank + state.fund != state.total_money:
            bad.append("money is not conserved (players + bank + fund changed)")
        if state.fund < 0:
            bad.append("the Welfare Fund is negative")
        for sp in range(D.NUM_SPACES):
            o = state.owner[sp]
            if o is not None:
                if sp not in D.DEEDS:
                    bad.append(f"space {sp} has an owner but no deed")
                elif not 0 <= o < state.players or state.bankrupt[o]:
                    bad.append(f"deed {sp} belongs to a player who is out")
            lv = state.level[sp]
            if not 0 <= lv <= 4:
                bad.append(f"level of space {sp} out of range")
            if lv and (sp not in D.DEEDS or not D.DEEDS[sp].buildable or o is None):
                bad.append(f"buildings on space {sp}, which cannot have them")
        on_board = [0, 0, 0]
        for sp in D.CITY_SPACES:
            for i, c in enumerate(D.LEVEL_PIECES[state.level[sp]]):
                on_board[i] += c
        for i, k in enumerate(("villa", "building", "hotel")):
            if state.supply[k] + on_board[i] != D.SUPPLY[k]:
                bad.append(f"{k} pieces are not conserved")
            if state.variants["limited_supply"] and state.supply[k] < 0:
                bad.append(f"more {k}s built than the box holds")
        for p in range(state.players):
            if state.money[p] < 0:
                bad.append(f"player {p} has negative money")
            if state.bankrupt[p] and (state.held[p] or state.deeds_of(p)):
                bad.append(f"bankrupt player {p} still holds something")
        cards = sorted(state.deck + [c for h in state.held for c in h])
        if cards != sorted(k.id for k in D.GOLDEN_KEYS):
            bad.append("Golden Key cards are lost or duplicated")
        if state.phase == FIRST_HALF and any(state.level):
            bad.append("buildings in the first half")
        return bad

    # ================================================================== observation and text

    def observation(self, state: BlueMarbleState, player: int | None) -> dict[str, Any]:
        """Everything is public in Blue Marble except the order of the Golden Key deck."""
        data = state.to_json()
        data.pop("rng")
        data["deck"] = len(state.deck)
        return data

    def format_money(self, amount: int) -> str:
        return won(amount)

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        return log_texts.event_text(event, names)

    def action_label(self, state: BlueMarbleState, action: Mapping[str, Any]) -> str:
        return texts.action_label(self.decision(state), state, action) or super().action_label(state, action)

    def player_panel(self, state: BlueMarbleState, viewer: int | None) -> list[list[tuple[str, str]]]:
        return texts.player_panel(state, viewer)

    def rules_text(self) -> str:
        from .rules_text import RULES_TEXT

        return tr(CTX, RULES_TEXT)
