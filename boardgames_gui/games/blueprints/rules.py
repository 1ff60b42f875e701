"""Blueprints (Yves Tourigny, Z-Man 2013; Korean edition = seed 003): the rules.

Actions (all integers, JSON-safe; `die` is an index into `state.pool`, which is sorted):

* `Action("place", die=i, row=r, col=c)` - take pool die i and build it on cell (r, c)
  of your building. Listed for every pool die and every cell it may legally go to, so
  a view that has a die picked highlights the listed (row, col) pairs of that die (or
  calls `legal_cells(state, player, value)`).
* `Action("discard", die=i)` - listed only for a pool die that fits no cell: it is
  removed from the game for this round and the turn still counts as one of your six.
* `Action("set_aside", die=i)` - two-player variant: after building, throw away a
  second pool die (not offered on the very last turn of a round, when it changes nothing).
* `Action("next_round")` - after a round is scored: everyone has read the scoring sheet.

Each phase of a round is a step (`steps.py`); this module holds the set-up, what each
player sees, the results and the invariants.

Readings taken where the rules are unclear are listed in `rules_text()`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import (
    IllegalAction,
    Result,
    Rules,
    Variant,
    copy_plain,
)
from ...engine.i18n import tr
from ...engine.rng import Rng
from ...engine.scoresheet import ScoreSheet
from ...engine.steps import Step, StepRules
from . import scoring, texts
from .data import (
    AWARDS_BY_PLAYERS,
    BLUEPRINT_NUMBERS,
    BLUEPRINTS,
    CELLS,
    DICE_PER_MATERIAL,
    DICE_PER_PLAYER,
    DICE_TOTAL,
    DIE_SIDES,
    MATERIALS,
)
from .placement import cell_refusal, legal_cells
from .standing import score_sheet, standing
from .state import (
    PHASE_BUILD,
    PHASE_OVER,
    PHASE_ROUND_END,
    PHASE_SET_ASIDE,
    BlueprintsState,
    empty_building,
    pool_sort_key,
)
from .steps import STEPS, building_shown, built_dice, finished_refusal, start_round

__all__ = ["BlueprintsRules", "legal_cells", "cell_refusal"]

CTX = "blueprints"


class BlueprintsRules(StepRules):
    game_id = "blueprints"
    rules_version = 1
    min_players = 2
    max_players = 4
    action_cap = 1000  # a full game takes at most 3 x (4 x 6 x 1 + 1) or 3 x (2 x 6 x 2 + 1)
    has_secrets = True
    state_class = BlueprintsState
    variants = (
        Variant(
            "two_player_discard",
            "Two players: build one die and throw one away each turn",
            "bool",
            True,
            help="Each turn you take one die to build with and throw a second one away; then two "
            "new dice are rolled into the depot. Off: play as with three or four players.",
            players=(2,),
        ),
        Variant(
            "open_buildings",
            "Open buildings (learning game)",
            "bool",
            False,
            help="Everybody builds in the open and sees every score as the round goes. Off: each "
            "player builds behind a screen, and the buildings are shown when the round is scored.",
            left_out_at_default=True,
        ),
        Variant(
            "first_player",
            "Start player of round 1",
            "choice",
            "random",
            choices=(
                ("random", "Random"),
                (1, "Player 1"),
                (2, "Player 2"),
                (3, "Player 3"),
                (4, "Player 4"),
            ),
            help="The rulebook lets the player who most recently visited a building site start.",
            seat_choices=True,
        ),
    )

    # ------------------------------------------------------------------ set-up

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> BlueprintsState:
        opts = self.validate_options(options)
        state = BlueprintsState()
        state.options = opts
        state.rng = Rng.from_seed(seed)
        n = opts["players"]
        state.deck = list(BLUEPRINT_NUMBERS)
        state.rng.shuffle(state.deck)
        state.cards = [[] for _ in range(n)]
        state.buildings = [empty_building() for _ in range(n)]
        first = opts["variants"]["first_player"]
        start = state.rng.below(n) if first == "random" else first - 1
        state.round = 1
        start_round(state, start)
        return state

    # ------------------------------------------------------------------ the flow

    def steps(self, state: BlueprintsState) -> list[Step]:
        return STEPS[state.phase]

    def refusal(self, state: BlueprintsState, action: Mapping[str, Any]) -> IllegalAction:
        # the shell asks this when a finished game is clicked: say why nothing can be done
        if state.phase == PHASE_OVER:
            return finished_refusal(action) or Rules.refusal(self, state, action)
        return super().refusal(state, action)

    # ------------------------------------------------------------------ what players see

    def revealed(self, state: BlueprintsState) -> bool:
        """Blueprints and this round's sheet are on the table (round scored)."""
        return state.phase in (PHASE_ROUND_END, PHASE_OVER)

    def observation(self, state: BlueprintsState, player: int | None) -> dict[str, Any]:
        n = len(state.cards)
        shown = self.revealed(state)
        over = state.phase == PHASE_OVER
        sheets = []
        for k, sheet in enumerate(state.sheets):
            if over or (shown and k == len(state.sheets) - 1):
                sheets.append(copy_plain(sheet))
            else:
                sheets.append(copy_plain(_redacted_sheet(sheet, player)))
        return {
            "round": state.round,
            "phase": state.phase,
            "bag": dict(state.bag),
            "bag_size": sum(state.bag.values()),
            "pool": [list(d) for d in state.pool],
            "in_demand": list(state.in_demand),
            # a building behind its screen is None; the dice built in it are public
            "buildings": [
                [[[list(d) for d in st] for st in row] for row in b]
                if building_shown(state, q, player)
                else None
                for q, b in enumerate(state.buildings)
            ],
            "built_dice": [[list(d) for d in built_dice(state, q)] for q in range(n)],
            "blueprints": [state.blueprints[q] if shown or q == player else None for q in range(n)],
            "deck_size": len(state.deck),
            "blueprint_discard": list(state.blueprint_discard),
            "start_player": state.start_player,
            "turn_order": list(state.turn_order),
            "turn": state.turn,
            "current": state.turn_order[state.turn]
            if state.phase in (PHASE_BUILD, PHASE_SET_ASIDE)
            else None,
            "dice_used": list(state.dice_used),
            "removed": [list(d) for d in state.removed],
            "set_aside": [list(d) for d in state.set_aside],
            "cards": [
                [dict(c) for c in state.cards[q]]
                if over or q == player
                else [{"hidden": True}] * len(state.cards[q])
                for q in range(n)
            ],
            "sheets": sheets,
            "next_start_player": state.next_start_player,
        }

    def preview(self, state: BlueprintsState, player: int, viewer: int | None) -> dict[str, Any]:
        """Live score preview of `player`'s building as `viewer` may see it: the full
        breakdown, with the blueprint check left out when the card is secret to viewer.
        A building behind its screen shows only what everyone saw: the dice built, and
        so how many of the in-demand colours (`"hidden": True`, no score)."""
        building = state.buildings[player]
        if not building_shown(state, player, viewer):
            dice = built_dice(state, player)
            return {
                "hidden": True,
                "materials": None,
                "materials_total": None,
                "blueprint": None,
                "score": None,
                "in_demand_counts": [sum(1 for m, _ in dice if m == want) for want in state.in_demand],
                "dice": len(dice),
                "prize_checks": None,
            }
        if viewer == player or self.revealed(state):
            line = scoring.player_breakdown(building, state.blueprints[player], state.in_demand)
        else:
            materials = scoring.material_breakdown(building)
            total = sum(materials[m]["points"] for m in MATERIALS)
            dice = scoring.all_dice(building)
            line = {
                "materials": materials,
                "materials_total": total,
                "blueprint": None,
                "score": total,
                "in_demand_counts": [sum(1 for m, _ in dice if m == want) for want in state.in_demand],
                "dice": len(dice),
                "prize_checks": scoring.prize_checks(building),
            }
        return line

    # ------------------------------------------------------------------ results

    def result(self, state: BlueprintsState) -> Result | None:
        if state.phase != PHASE_OVER:
            return None
        return standing(state, capped=False)

    def score_sheet(self, state: BlueprintsState, result: Result) -> ScoreSheet:
        return score_sheet(state, result)

    def time_limit_result(self, state: BlueprintsState) -> Result:
        return standing(state, capped=True)

    # ------------------------------------------------------------------ invariants

    def invariants(self, state: BlueprintsState) -> list[str]:
        bad: list[str] = []
        n = len(state.cards)
        counts = dict(state.bag)
        for m, _ in state.pool:
            counts[m] += 1
        for m in state.in_demand:
            counts[m] += 1
        built = 0
        for p in range(n):
            grid = BLUEPRINTS[state.blueprints[p]]
            for r, c in CELLS:
                stack = state.buildings[p][r][c]
                built += len(stack)
                if stack and grid[r][c] is None:
                    bad.append(f"player {p} has dice on crossed-out cell {(r, c)}")
                for k, (m, v) in enumerate(stack):
                    counts[m] += 1
                    if not 1 <= v <= DIE_SIDES:
                        bad.append(f"a die shows {v}")
                    if k and stack[k - 1][1] > v:
                        bad.append(f"player {p} cell {(r, c)}: a {v} sits on a {stack[k - 1][1]}")
        for m, _ in state.removed + state.set_aside:
            counts[m] += 1
        for m in MATERIALS:
            if counts[m] != DICE_PER_MATERIAL:
                bad.append(f"{counts[m]} {m} dice in play instead of {DICE_PER_MATERIAL}")
        if sum(counts.values()) != DICE_TOTAL:
            bad.append("the dice do not add up to 32")
        if any(v < 0 for v in state.bag.values()):
            bad.append("the bag count went negative")
        if state.pool != sorted(state.pool, key=pool_sort_key):
            bad.append("the depot is not sorted by value")
        if len(state.in_demand) != 2 or state.in_demand[0] == state.in_demand[1]:
            bad.append("the two in-demand dice must differ in colour")
        if built + len(state.removed) != sum(state.dice_used):
            bad.append("dice built and removed do not match the dice taken")
        if any(not 0 <= u <= DICE_PER_PLAYER for u in state.dice_used):
            bad.append("a player took more than six dice")
        cards_seen = state.deck + state.blueprint_discard + state.blueprints
        if sorted(cards_seen) != sorted(set(cards_seen)) or len(cards_seen) != len(BLUEPRINT_NUMBERS):
            bad.append("blueprint cards lost or duplicated")
        if state.phase in (PHASE_BUILD, PHASE_SET_ASIDE):
            p = state.turn_order[state.turn]
            if state.dice_used[p] >= DICE_PER_PLAYER and state.phase == PHASE_BUILD:
                bad.append("a player with six dice is asked to build")
            if not state.pool:
                bad.append("the depot is empty during a turn")
        awards = sum(1 for cs in state.cards for c in cs if c["kind"] == "award")
        if awards != len(state.sheets) * len(AWARDS_BY_PLAYERS[n]):
            bad.append("award cards handed out do not match the rounds scored")
        return bad

    # ------------------------------------------------------------------ text

    def player_panel(self, state: BlueprintsState, viewer: int | None) -> list[list[tuple[str, str]]]:
        n = len(state.cards)
        over = state.phase == PHASE_OVER
        rows = []
        for p in range(n):
            line = self.preview(state, p, viewer)
            own = viewer == p or self.revealed(state)
            r: list[tuple[str, str]] = [
                (tr(CTX, "Turn order"), str(state.turn_order.index(p) + 1)),
                (tr(CTX, "Dice used"), f"{state.dice_used[p]}/{DICE_PER_PLAYER}"),
                (tr(CTX, "Blueprint"), f"#{state.blueprints[p]}" if own else tr(CTX, "hidden")),
            ]
            # the same rows whether the building is behind its screen or not: a card that
            # kept its rows through the hand-off is not laid out again, and shows no gap
            materials, score = tr(CTX, "Wood · recycled · stone · glass"), tr(CTX, "Building score")
            if not building_shown(state, p, viewer):
                screened = tr(CTX, "behind the screen")
                r += [(materials, screened), (score, screened)]
            else:
                # one compact row for the four materials keeps four players' panels short
                r.append((materials, " · ".join(str(line["materials"][m]["points"]) for m in MATERIALS)))
                if own:
                    bonus = line["blueprint"]["points"]
                    r.append(
                        (
                            score,
                            tr(CTX, "{score} (blueprint bonus {bonus})", score=line["score"], bonus=bonus),
                        )
                    )
                else:
                    points = line["materials_total"]
                    r.append((score, tr(CTX, "{points} + bonus?", points=points)))
            cards = state.cards[p]
            if over or viewer == p:
                pts = sum(c["points"] for c in cards)
                r.append(
                    (tr(CTX, "Cards"), tr(CTX, "{count} ({points} points)", count=len(cards), points=pts))
                )
            else:
                r.append((tr(CTX, "Cards"), tr(CTX, "{count} face down", count=len(cards))))
            rows.append(r)
        return rows

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        return texts.event_text(event, names)

    def action_label(self, state: BlueprintsState, action: Mapping[str, Any]) -> str:
        label = texts.action_label(state, action)
        return label if label is not None else super().action_label(state, action)

    def rules_text(self) -> str:
        return tr(CTX, texts.RULES_TEXT)


def _redacted_sheet(sheet: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """An earlier round's sheet as `viewer` remembers it once the cards went face down
    [SEED 중요합니다]: the building scores stay (they are marked on the score track), the
    dice went back into the bag, and only the viewer's own cards are named."""
    lines = []
    for p, line in enumerate(sheet["players"]):
        if p == viewer:
            lines.append(line)
        else:
            lines.append({"player": p, "score": line["score"], "turn_position": line["turn_position"]})
    return {
        "round": sheet["round"],
        "in_demand": sheet["in_demand"],
        "turn_order": sheet["turn_order"],
        "blueprints": sheet["blueprints"],
        "players": lines,
        "awards": [e for e in sheet["awards"] if e["player"] == viewer],
        "prizes": [e for e in sheet["prizes"] if e["player"] == viewer],
        "next_start_player": sheet["next_start_player"],
        "redacted": True,
    }
