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

Readings taken where the rules are unclear are listed in `rules_text()`.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Mapping
from typing import Any

from ...engine.api import (
    Action,
    Decision,
    Event,
    IllegalAction,
    OptionsError,
    Result,
    Rules,
    Variant,
    copy_plain,
    rank_by,
)
from ...engine.i18n import tr
from ...engine.rng import Rng
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
    POOL_SIZE,
    REFILL_PER_TURN,
    REFILL_PER_TURN_TWO_PLAYER_VARIANT,
    ROUNDS,
)
from .placement import cell_refusal, legal_cells
from .state import (
    PHASE_BUILD,
    PHASE_OVER,
    PHASE_ROUND_END,
    PHASE_SET_ASIDE,
    BlueprintsState,
    empty_building,
    pool_sort_key,
)
from .texts import die_text

__all__ = ["BlueprintsRules", "legal_cells", "cell_refusal"]

CTX = "blueprints"
_MAX_POOL = 16  # larger than any pool can get (9 + refills that immediately replace)

# Actions are frozen, so each possible one is built once and shared (hot path).
_PLACE = [[Action("place", die=i, row=r, col=c) for r, c in CELLS] for i in range(_MAX_POOL)]
_DISCARD = [Action("discard", die=i) for i in range(_MAX_POOL)]
# _PLACE_BY_MASK[i][mask]: the actions for pool die i when it fits the cells in `mask`
# (bit k = CELLS[k]); an empty mask offers the discard.
_PLACE_BY_MASK = [
    [[_PLACE[i][k] for k in range(len(CELLS)) if mask >> k & 1] or [_DISCARD[i]] for mask in range(64)]
    for i in range(_MAX_POOL)
]
_SET_ASIDE = [Action("set_aside", die=i) for i in range(_MAX_POOL)]
_NEXT_ROUND = Action("next_round")

_DECISIONS: dict[tuple, Decision] = {}
# pool_sort_key as a table lookup (a C-level call inside insort)
_POOL_KEY = {(m, v): pool_sort_key((m, v)) for m in MATERIALS for v in range(1, DIE_SIDES + 1)}
_PROMPT_BUILD = "{name}: take a die from the depot and build with it ({used} of 6)"
_PROMPT_SET_ASIDE = "{name}: choose a die from the depot to throw away"
_PROMPT_ROUND_END = "Round {round} is scored. {name} starts round {next}."


def _draw(state: BlueprintsState) -> str:
    """Draw one die (its material) from the bag, uniformly over the dice inside."""
    bag = state.bag
    k = state.rng.below(sum(bag.values()))
    for m in MATERIALS:
        if k < bag[m]:
            bag[m] -= 1
            return m
        k -= bag[m]
    raise AssertionError("bag count out of step")


def draw_in_demand(state: BlueprintsState) -> list[str]:
    """Draw the two in-demand dice from the bag [SEED 라운드 준비]: a second die of the first
    one's colour goes back into the bag and another is drawn, until the colours differ."""
    first = _draw(state)
    while True:
        second = _draw(state)
        if second != first:
            return [first, second]
        state.bag[second] += 1


def _draw_and_roll(state: BlueprintsState) -> tuple[str, int]:
    """Draw one die from the bag and roll it: one uniform pick among (die, face) pairs,
    the same odds as drawing then rolling, with a single call to the generator."""
    bag = state.bag
    k = state.rng.below((bag["wood"] + bag["recycled"] + bag["stone"] + bag["glass"]) * DIE_SIDES)
    value = k % DIE_SIDES + 1
    k //= DIE_SIDES
    for m in MATERIALS:
        if k < bag[m]:
            bag[m] -= 1
            return (m, value)
        k -= bag[m]
    raise AssertionError("bag count out of step")


class BlueprintsRules(Rules):
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
            help="The seed's two-player rule: take one die to build with and one to discard, "
            "then roll two new dice into the depot. Off: play as with more players.",
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
        ),
    )

    def check_variants(self, variants: dict[str, Any], players: int) -> None:
        first = variants["first_player"]
        if first != "random" and first > players:
            raise OptionsError(f"Player {first} cannot start a {players}-player game.")

    # ------------------------------------------------------------------ set-up

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> BlueprintsState:
        opts = self.validate_options(options)
        s = BlueprintsState()
        s.options = opts
        s.rng = Rng.from_seed(seed)
        n = opts["players"]
        s.deck = list(BLUEPRINT_NUMBERS)
        s.rng.shuffle(s.deck)
        s.cards = [[] for _ in range(n)]
        s.buildings = [empty_building() for _ in range(n)]
        first = opts["variants"]["first_player"]
        start = s.rng.below(n) if first == "random" else first - 1
        s.round = 1
        self._start_round(s, start)
        return s

    def _start_round(self, s: BlueprintsState, start: int) -> list[Event]:
        """[SEED 라운드 준비] all dice back in the bag, two in-demand dice of different
        colours, a secret blueprint each, the pool rolled and sorted."""
        n = len(s.cards)
        s.bag = dict.fromkeys(MATERIALS, DICE_PER_MATERIAL)
        s.pool = []
        s.removed = []
        s.set_aside = []
        s.buildings = [empty_building() for _ in range(n)]
        s.in_demand = draw_in_demand(s)
        s.blueprint_discard.extend(s.blueprints)
        s.blueprints = [s.deck.pop() for _ in range(n)]
        for _ in range(POOL_SIZE[n]):
            s.pool.append(_draw_and_roll(s))
        s.pool.sort(key=pool_sort_key)
        s.start_player = start
        s.turn_order = [(start + k) % n for k in range(n)]
        s.turn = 0
        s.dice_used = [0] * n
        s.phase = PHASE_BUILD
        s.next_start_player = None
        return [
            Event(
                "round_started",
                round=s.round,
                start_player=start,
                in_demand=list(s.in_demand),
                pool=[list(d) for d in s.pool],
            )
        ]

    def two_player_discard(self, state: BlueprintsState) -> bool:
        return len(state.cards) == 2 and bool(state.options["variants"]["two_player_discard"])

    # ------------------------------------------------------------------ decisions

    def decision(self, state: BlueprintsState) -> Decision | None:
        phase = state.phase
        if phase == PHASE_OVER:
            return None
        if phase == PHASE_ROUND_END:
            p = state.next_start_player
            template = tr(CTX, _PROMPT_ROUND_END)
            key = (template, phase, p, state.round, state.options["names"][p])
        else:
            p = state.turn_order[state.turn]
            if phase == PHASE_BUILD:
                template = tr(CTX, _PROMPT_BUILD)
            else:
                template = tr(CTX, _PROMPT_SET_ASIDE)
            key = (template, phase, p, state.dice_used[p], state.options["names"][p])
        # Decisions are frozen: one object per distinct prompt is shared (hot path).
        found = _DECISIONS.get(key)
        if found is None:
            found = _DECISIONS[key] = self._make_decision(state, phase, p)
        return found

    def _make_decision(self, state: BlueprintsState, phase: str, p: int) -> Decision:
        name = state.options["names"][p]
        if phase == PHASE_ROUND_END:
            prompt = tr(CTX, _PROMPT_ROUND_END, round=state.round, next=state.round + 1, name=name)
            return Decision(p, "next_round", prompt)
        template = _PROMPT_BUILD if phase == PHASE_BUILD else _PROMPT_SET_ASIDE
        prompt = tr(CTX, template, name=name, used=state.dice_used[p] + 1)
        return Decision(p, "build" if phase == PHASE_BUILD else "set_aside", prompt, secret=True)

    def legal_actions(self, state: BlueprintsState, player: int | None = None) -> list[Action]:
        phase = state.phase
        if phase == PHASE_BUILD:
            p = state.turn_order[state.turn]
            building = state.buildings[p]
            grid = BLUEPRINTS[state.blueprints[p]]
            # at[v]: bit mask of the cells whose lowest accepted value is v (7 = crossed
            # out); a die of value v fits the cells of at[1] | ... | at[v]. Unrolled: hot path.
            g0, g1, g2 = grid
            b0, b1, b2 = building
            at = [0] * 8
            at[7 if g0[0] is None else b0[0][-1][1] if b0[0] else 1] |= 1
            at[7 if g0[1] is None else b0[1][-1][1] if b0[1] else 1] |= 2
            at[7 if g1[0] is None else b1[0][-1][1] if b1[0] else 1] |= 4
            at[7 if g1[1] is None else b1[1][-1][1] if b1[1] else 1] |= 8
            at[7 if g2[0] is None else b2[0][-1][1] if b2[0] else 1] |= 16
            at[7 if g2[1] is None else b2[1][-1][1] if b2[1] else 1] |= 32
            for v in range(2, 7):
                at[v] |= at[v - 1]
            fits = at
            acts: list[Action] = []
            for i, die in enumerate(state.pool):
                acts += _PLACE_BY_MASK[i][fits[die[1]]]
            return acts
        if phase == PHASE_SET_ASIDE:
            return _SET_ASIDE[: len(state.pool)]
        if phase == PHASE_ROUND_END:
            return [_NEXT_ROUND]
        return []

    def refusal(self, state: BlueprintsState, action: Mapping[str, Any]) -> IllegalAction:
        t = action.get("type")
        phase = state.phase
        if t in ("move", "reroll", "re_roll"):
            return IllegalAction(
                "never_moves",
                tr(CTX, "A placed die never moves and is never rolled again."),
            )
        if t not in ("place", "discard", "set_aside", "next_round"):
            return super().refusal(state, action)
        if phase == PHASE_OVER:
            # [SEED 게임 종료] after round 3 nothing more is built or thrown away
            return IllegalAction("game_over", tr(CTX, "The game is over: three rounds have been played."))
        if t == "next_round":
            return IllegalAction("round_not_over", tr(CTX, "The round is still being played."))
        if phase == PHASE_ROUND_END:
            return IllegalAction(
                "round_over", tr(CTX, "The round is over: read the scoring sheet, then start the next round.")
            )
        if t == "set_aside" and phase == PHASE_BUILD:
            if self.two_player_discard(state):
                return IllegalAction(
                    "build_first", tr(CTX, "First build with a die; then choose one to throw away.")
                )
            return IllegalAction(
                "no_set_aside",
                tr(CTX, "Only in the two-player game is a second die thrown away each turn."),
            )
        if t in ("place", "discard") and phase == PHASE_SET_ASIDE:
            return IllegalAction(
                "set_aside_now",
                tr(CTX, "You have built this turn: now choose a die from the depot to throw away."),
            )
        i = action.get("die")
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(state.pool):
            return IllegalAction("no_such_die", tr(CTX, "There is no such die in the depot."))
        p = state.turn_order[state.turn]
        die = state.pool[i]
        if t == "discard":
            cells = legal_cells(state, p, die[1])
            if cells:
                return IllegalAction(
                    "fits_somewhere",
                    tr(
                        CTX,
                        "The {die} fits on your building, so it cannot be thrown away: "
                        "a die leaves the game only when it fits nowhere.",
                        die=die_text(die),
                    ),
                )
        if t == "place":
            why = cell_refusal(
                state.buildings[p], state.blueprints[p], action.get("row"), action.get("col"), die[1]
            )
            if why is not None:
                return IllegalAction(*why)
        return super().refusal(state, action)

    # ------------------------------------------------------------------ applying

    def apply_unchecked(
        self, state: BlueprintsState, action: Mapping[str, Any], player: int | None = None
    ) -> list[Event]:
        t = action["type"]
        if t == "place":
            p = state.turn_order[state.turn]
            i = action["die"]
            die = state.pool.pop(i)
            r, c = action["row"], action["col"]
            stack = state.buildings[p][r][c]
            stack.append(die)
            state.dice_used[p] += 1
            events = [Event("placed", player=p, die=list(die), pool_index=i, row=r, col=c, level=len(stack))]
            self._after_build(state, events)
            return events
        if t == "discard":
            p = state.turn_order[state.turn]
            i = action["die"]
            die = state.pool.pop(i)
            state.removed.append(die)
            state.dice_used[p] += 1
            events = [Event("discarded", player=p, die=list(die), pool_index=i)]
            self._after_build(state, events)
            return events
        if t == "set_aside":
            p = state.turn_order[state.turn]
            i = action["die"]
            die = state.pool.pop(i)
            state.set_aside.append(die)
            events = [Event("set_aside", player=p, die=list(die), pool_index=i)]
            self._end_turn(state, events, REFILL_PER_TURN_TWO_PLAYER_VARIANT)
            return events
        if t == "next_round":
            state.round += 1
            return self._start_round(state, state.next_start_player)
        raise ValueError(f"unknown action type {t!r}")

    def _round_complete(self, state: BlueprintsState) -> bool:
        return sum(state.dice_used) >= DICE_PER_PLAYER * len(state.dice_used)

    def _after_build(self, state: BlueprintsState, events: list[Event]) -> None:
        if self._round_complete(state):
            self._score_round(state, events)
        elif self.two_player_discard(state) and state.pool:
            state.phase = PHASE_SET_ASIDE
        else:
            self._end_turn(state, events, REFILL_PER_TURN)

    def _end_turn(self, state: BlueprintsState, events: list[Event], refill: int) -> None:
        """Roll `refill` dice from the bag into the depot; the next player's turn."""
        state.phase = PHASE_BUILD
        rolled = []
        bag = state.bag
        for _ in range(refill):
            if bag["wood"] + bag["recycled"] + bag["stone"] + bag["glass"] == 0:
                break
            die = _draw_and_roll(state)
            insort(state.pool, die, key=_POOL_KEY.__getitem__)
            rolled.append(list(die))
        if rolled:
            events.append(Event("refilled", dice=rolled))
        state.turn = (state.turn + 1) % len(state.turn_order)

    def _score_round(self, state: BlueprintsState, events: list[Event]) -> None:
        sheet = scoring.round_sheet(
            state.round, state.buildings, state.blueprints, state.in_demand, state.turn_order
        )
        state.sheets.append(sheet)
        events.append(
            Event(
                "round_scored",
                round=state.round,
                scores=[line["score"] for line in sheet["players"]],
                blueprints=list(state.blueprints),
            )
        )
        for p, card in scoring.cards_from_sheet(sheet):
            state.cards[p].append(card)
            events.append(Event("card_won", player=p, kind=card["kind"], id=card["id"], round=state.round))
        if state.round >= ROUNDS:
            state.phase = PHASE_OVER
            res = self.result(state)
            events.append(Event("game_over", winners=list(res.winners) if res else []))
        else:
            state.phase = PHASE_ROUND_END
            state.next_start_player = sheet["next_start_player"]

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
            "buildings": [[[[list(d) for d in st] for st in row] for row in b] for b in state.buildings],
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
        breakdown, with the blueprint check left out when the card is secret to viewer."""
        building = state.buildings[player]
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

    def _standing(self, state: BlueprintsState, capped: bool) -> Result:
        n = len(state.cards)
        keys = [scoring.final_key(state.cards[p]) for p in range(n)]
        ranking = rank_by([k[0] for k in keys], keys)
        winners = list(ranking[0])
        breakdown = {p: scoring.final_breakdown(state.cards[p], state.sheets, p) for p in range(n)}
        reason = self._final_reason(keys, ranking)
        for p in range(n):
            breakdown[p]["rank"] = next(i + 1 for i, g in enumerate(ranking) if p in g)
        return Result(
            winners=winners,
            scores=[float(k[0]) for k in keys],
            ranking=ranking,
            reason=reason,
            breakdown=breakdown,
            capped=capped,
        )

    def _final_reason(self, keys: list[tuple], ranking: list[list[int]]) -> str:
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

    def result(self, state: BlueprintsState) -> Result | None:
        if state.phase != PHASE_OVER:
            return None
        return self._standing(state, capped=False)

    def time_limit_result(self, state: BlueprintsState) -> Result:
        return self._standing(state, capped=True)

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
            # one compact row for the four materials keeps four players' panels short
            r.append(
                (
                    tr(CTX, "Wood · recycled · stone · glass"),
                    " · ".join(str(line["materials"][m]["points"]) for m in MATERIALS),
                )
            )
            if own:
                r.append((tr(CTX, "Blueprint bonus"), str(line["blueprint"]["points"])))
                r.append((tr(CTX, "Building score"), str(line["score"])))
            else:
                r.append(
                    (tr(CTX, "Building score"), tr(CTX, "{points} + bonus?", points=line["materials_total"]))
                )
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
