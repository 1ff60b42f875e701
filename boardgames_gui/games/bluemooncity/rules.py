"""Blue Moon City (Reiner Knizia): the rules.

Rules from seed 001 (from "Welcome to Blue Moon City…") with the data and
corrections of the project's reference notes on Blue Moon City and Blueprints, part 1.

Action shapes (all JSON; cells are [row, col])
---------------------------------------------
Movement phase
  Action("move", to=[r, c])          walk 1..steps_left orthogonal steps (several moves
                                     may share the steps); with a pending Flit value-1
                                     jump: any other tile.
  Action("power", card=id)           play a movement power card (Vulca/Terrah/Aqua: the
                                     red/green/blue dragon; Flit). Value-2 Flit adds two
                                     steps at once; the others wait for a target:
  Action("dragon", to=[r, c])        the target of a pending dragon power.
  Action("cancel")                   drop a pending power; its card stays in hand.
  Action("end_phase")                go on to the contribution phase.
Contribution phase
  Action("contribute", tile=[r, c], box=i)               pay box i of the tile you stand
                                     on with `suggest_payment` (the cheapest set).
  Action("contribute", tile=[r, c], box=i, cards=[ids])  pay it with this set instead.
  Action("offer", cards=[])          on the courtyard: an offering in the lowest free
                                     obelisk box (expansion: also from the Golden Shrine).
  Action("offer", cards=[pillar])    a further offering with a Pillar card (+1/+2).
  Action("end_phase")                go on (to the reset, or the Assembly Hall jump).
Assembly Hall (expansion) Action("move", to=[r, c]) any other tile, or Action("end_phase").
Reset phase
  Action("discard", cards=[...])     discard 0, 1 or 2 cards, draw two more than that;
                                     the turn passes.

The card-set choice: `legal_actions` lists ONE action per payable box, without
`cards`, meaning "pay with the suggested set". `apply` also accepts the same
action with an explicit `cards` list and checks that set itself (any set that
pays the box, every card counting). A view therefore offers "click a box ->
`suggest_payment` proposes the cheapest set -> the player may change it ->
send the action with `cards`"; `box_reward` says what the box will earn.

The flow is a stack of steps (`steps.py`, on `engine.steps`): the phase's step, and a
power waiting for its target on top of it. A phase that offers nothing but "go on" passes by itself (movement with no step
and no movement power left; a contribution phase where nothing can be paid or
offered); the events say so ("phase" with auto=True, "nothing_to_do").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Result, Variant
from ...engine.i18n import tr
from ...engine.rng import Rng
from ...engine.scoresheet import ScoreSheet, column
from ...engine.steps import Step, StepRules
from . import city, effects, texts
from .data import (
    BUILDINGS,
    CARD_COUNT,
    DRAGONS,
    GOLDEN_SCALES,
    GOLDEN_SCALES_FFG,
    HAND_SIZE,
    MARKERS_PER_PLAYER,
    OBELISK_BOXES,
    OFFERINGS_TO_WIN,
)
from .queries import (  # noqa: F401  (re-exported for the view and the bot)
    REWARD_KEYS,
    box_payable,
    box_reward,
    city_rebuilt,
    completion_rewards,
    dragon_targets,
    dragons_at,
    hand_pays,
    obelisk_cost,
    offer_place,
    power_usable,
    reachable_tiles,
    suggest_payment,
)
from .state import BlueMoonCityState
from .steps import live_steps

CTX = "bluemooncity"
BOX_COUNT = {b: len(info["boxes"]) for b, info in BUILDINGS.items()}


# --------------------------------------------------------------------------- the rules


class BlueMoonCityRules(StepRules):
    game_id = "bluemooncity"
    rules_version = 2
    min_players = 2
    max_players = 4
    # Random players wander a rebuilt city for a long while before reaching the courtyard
    # with enough crystals: a few of their games need 5,000-8,000 actions. The cap only
    # guards against a rules bug, so it is set well above every game seen to end by itself.
    action_cap = 20000
    has_secrets = True
    state_class = BlueMoonCityState
    variants = (
        Variant(
            "random_city",
            "Everything random",
            "bool",
            False,
            help="Only the courtyard is fixed in the middle; the start tiles are shuffled in too.",
        ),
        Variant(
            "expansion",
            "Expansion buildings",
            "bool",
            False,
            help="The four expansion buildings fill the corners, with their abilities.",
        ),
        Variant(
            "ffg_scales",
            "2006 edition scale pool",
            "bool",
            False,
            help="Use 9/12/15 golden scales for 2/3/4 players as in the FFG/Kosmos edition "
            "instead of the 2018 edition's 7/10/12.",
        ),
        Variant(
            "all_return_scales",
            "Everybody returns scales",
            "bool",
            False,
            help="At golden-scale scoring every player returns their scales, paid or not "
            "(the designer's original rule, changed by the publishers).",
        ),
    )

    # ----- set-up

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> BlueMoonCityState:
        opts = self.validate_options(options)
        n = opts["players"]
        state = BlueMoonCityState()
        state.options = opts
        state.rng = Rng.from_seed(seed)
        variants = opts["variants"]
        state.tiles = city.lay_out_city(state.rng, variants["random_city"], variants["expansion"], BOX_COUNT)
        state.figures = [[2, 2] for _ in range(n)]
        state.dragons = [None for _ in DRAGONS]  # beside the city [SEED set-up 1]
        state.deck = list(range(CARD_COUNT))
        state.rng.shuffle(state.deck)
        state.hands = [[state.deck.pop() for _ in range(HAND_SIZE)] for _ in range(n)]
        state.discard = []
        state.incoming = [[] for _ in range(n)]
        state.crystals = [0] * n
        state.scales = [0] * n
        state.scale_total = (GOLDEN_SCALES_FFG if variants["ffg_scales"] else GOLDEN_SCALES)[n]
        state.scale_pool = state.scale_total
        state.markers_left = [MARKERS_PER_PLAYER] * n
        state.obelisk = [None] * len(OBELISK_BOXES[n])
        state.first_player = state.rng.below(n)  # [SEED "How to Play": chosen at random]
        state.current = state.first_player
        effects.start_turn(state)
        return state

    # ----- the flow

    def steps(self, state: BlueMoonCityState) -> list[Step]:
        return live_steps(state)

    # ----- the end

    def can_offer_ever(self, state: BlueMoonCityState, player: int) -> bool:
        """Could this player still make an offering with what they have (city rebuilt)?"""
        return effects.can_offer_ever(state, player)

    def result(self, state: BlueMoonCityState) -> Result | None:
        if state.outcome is None:
            return None
        kind = state.outcome["kind"]
        winners = list(state.outcome["winners"])
        ranking = effects.ranking(state)
        if kind == "offerings":
            ranking = [winners] + [[p for p in g if p not in winners] for g in ranking]
            ranking = [g for g in ranking if g]
            reason = tr(CTX, "reached {n} offerings to the obelisk", n=OFFERINGS_TO_WIN[state.players])
        elif kind == "draw":
            ranking = [list(range(state.players))]
            reason = tr(CTX, "every player ran out of markers: a draw")
        else:
            reason = tr(CTX, "the city is rebuilt and nobody can offer more: most offerings, then crystals")
        return Result(
            winners=winners,
            scores=[float(state.offerings(p)) for p in range(state.players)],
            ranking=ranking,
            reason=reason,
            breakdown=self._breakdown(state),
        )

    def _breakdown(self, state: BlueMoonCityState) -> dict[int, dict[str, Any]]:
        return {
            p: {
                "offerings": state.offerings(p),
                "crystals": state.crystals[p],
                "scales": state.scales[p],
                "markers left": state.markers_left[p],
            }
            for p in range(state.players)
        }

    def score_sheet(self, state: BlueMoonCityState, result: Result) -> ScoreSheet:
        """Offerings rank; crystals break ties; scales and markers left complete the picture."""
        seats = range(state.players)
        columns = (
            column(
                tr(CTX, "Offerings"),
                [state.offerings(p) for p in seats],
                tr(CTX, "Offerings made at the obelisk"),
                True,
            ),
            column(
                tr(CTX, "Crystals"),
                [state.crystals[p] for p in seats],
                tr(CTX, "Crystals left: the tie-break"),
            ),
            column(tr(CTX, "Golden scales"), [state.scales[p] for p in seats]),
            column(tr(CTX, "Markers left"), [state.markers_left[p] for p in seats]),
        )
        return ScoreSheet(columns, notes=(tr(CTX, "Equal offerings: more crystals ranks higher."),))

    def time_limit_result(self, state: BlueMoonCityState) -> Result:
        ranking = effects.ranking(state)
        return Result(
            winners=list(ranking[0]),
            scores=[float(state.offerings(p)) for p in range(state.players)],
            ranking=ranking,
            reason=tr(CTX, "time limit: most offerings, then most crystals"),
            breakdown=self._breakdown(state),
            capped=True,
        )

    # ----- checks

    def invariants(self, state: BlueMoonCityState) -> list[str]:
        bad = []
        places = list(state.deck) + list(state.discard)
        for h in state.hands:
            places.extend(h)
        for h in state.incoming:
            places.extend(h)
        if sorted(places) != list(range(CARD_COUNT)):
            bad.append("the 80 cards are not each in exactly one place")
        for p in range(state.players):
            on_board = sum(
                1 for row in state.tiles for t in row if t is not None for m in t["markers"] if m == p
            )
            on_board += state.offerings(p)
            if on_board + state.markers_left[p] != MARKERS_PER_PLAYER:
                bad.append(f"player {p + 1} does not have 10 markers on the board and in supply")
            if state.crystals[p] < 0:
                bad.append(f"player {p + 1} has negative crystals")
        if state.scale_pool < 0 or state.scale_pool > state.scale_total:
            bad.append("the scale pool is out of range")
        held = sum(state.scales)
        if state.scale_pool > 0 and held + state.scale_pool != state.scale_total:
            bad.append("golden scales are not conserved")
        if held + state.scale_pool < state.scale_total:
            bad.append("golden scales went missing")
        if (
            state.outcome is None
            and state.pending is not None
            and state.pending["card"] not in state.hands[state.current]
        ):
            bad.append("a pending power's card is not in hand")
        return bad

    # ----- what each player may see

    def observation(self, state: BlueMoonCityState, player: int | None) -> dict[str, Any]:
        data = state.to_json()
        n = state.players
        data.pop("rng")
        data["deck"] = None
        data["deck_count"] = len(state.deck)
        data["hand_counts"] = [len(h) for h in state.hands]
        data["hands"] = [list(h) if p == player else None for p, h in enumerate(state.hands)]
        data["crystals"] = [c if p == player else None for p, c in enumerate(state.crystals)]
        # reward cards lie face down until the turn ends: only their number is known
        data["incoming"] = None
        data["incoming_counts"] = [len(h) for h in state.incoming]
        data["offerings"] = [state.offerings(p) for p in range(n)]
        data["offerings_to_win"] = OFFERINGS_TO_WIN[n]
        data["obelisk_costs"] = list(OBELISK_BOXES[n])
        if state.pending is not None and player != state.current:
            data["pending"] = {k: v for k, v in state.pending.items() if k != "card"}
        return data

    # ----- text

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        return texts.event_text(event, names)

    def action_label(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> str:
        return texts.action_label(state, action) or super().action_label(state, action)

    def rules_text(self) -> str:
        return texts.rules_text()

    @staticmethod
    def _cards_held(state: BlueMoonCityState, player: int) -> str:
        """Cards in hand, and the reward cards lying face down until the turn ends [SEED]."""
        waiting = len(state.incoming[player])
        if not waiting:
            return str(len(state.hands[player]))
        return tr(CTX, "{n} (+{k} after the turn)", n=len(state.hands[player]), k=waiting)

    def player_panel(self, state: BlueMoonCityState, viewer: int | None) -> list[list[tuple[str, str]]]:
        goal = OFFERINGS_TO_WIN[state.players]
        over = state.outcome is not None  # crystals are shown once the game is decided (the tie-break)
        rows = []
        for p in range(state.players):
            rows.append(
                [
                    (tr(CTX, "Offerings"), f"{state.offerings(p)} / {goal}"),
                    (tr(CTX, "Crystals"), str(state.crystals[p]) if p == viewer or over else "?"),
                    (tr(CTX, "Golden scales"), str(state.scales[p])),
                    (tr(CTX, "Markers left"), str(state.markers_left[p])),
                    (tr(CTX, "Cards"), self._cards_held(state, p)),
                ]
            )
        return rows
