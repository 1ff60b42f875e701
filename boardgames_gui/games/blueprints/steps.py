"""The flow of Blueprints as steps (`engine.steps`): one step for each phase of a round.

`state.phase` says which step is live (there is never more than one):

* PHASE_BUILD, `BuildStep`: the player on turn takes a die from the depot and builds it
  (`place`), or takes a die that fits nowhere out of the game (`discard`) [SEED 주사위
  배치 규칙]; either way the turn is one of their six.
* PHASE_SET_ASIDE, `SetAsideStep`: two-player variant, the same player then throws a
  second depot die away (`set_aside`) [SEED 2인 게임].
* PHASE_ROUND_END, `RoundEndStep`: the round is scored and its sheet is on the table;
  `next_round` starts the next one [SEED 라운드 종료].
* PHASE_OVER: no step; the game is over after round 3 [SEED 게임 종료].

The steps keep no data: the phase, the turn and the depot live in the state. Checks read
the rules of placement (`placement`) and the state, never a list of legal actions.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction
from ...engine.i18n import tr
from ...engine.steps import Step
from . import scoring
from .bag import bag_size, draw_and_roll, draw_in_demand
from .data import (
    DICE_PER_MATERIAL,
    DICE_PER_PLAYER,
    MATERIALS,
    POOL_SIZE,
    REFILL_PER_TURN,
    REFILL_PER_TURN_TWO_PLAYER_VARIANT,
    ROUNDS,
)
from .placement import cell_minimums, cell_refusal, cells_accepting, legal_cells
from .standing import standing
from .state import (
    PHASE_BUILD,
    PHASE_OVER,
    PHASE_ROUND_END,
    PHASE_SET_ASIDE,
    BlueprintsState,
    Die,
    empty_building,
    pool_sort_key,
)
from .texts import die_text

CTX = "blueprints"

#: the action types of the game
MOVES = frozenset({"place", "discard", "set_aside", "next_round"})
#: what players try with a placed die; the rules never allow it
NEVER_MOVES = frozenset({"move", "reroll", "re_roll"})


# --------------------------------------------------------------------------- queries


def throws_away(state: BlueprintsState) -> bool:
    """Two-player variant: each turn a second depot die is thrown away after building."""
    return len(state.cards) == 2 and bool(state.variant("two_player_discard"))


def buildings_open(state: BlueprintsState) -> bool:
    """The learning game: everybody builds in the open. The variant is left out of the
    options while off (games saved before it existed), so off is the default here."""
    return bool(state.options["variants"].get("open_buildings", False))


def building_shown(state: BlueprintsState, player: int, viewer: int | None) -> bool:
    """Does `viewer` see `player`'s building? Each player builds behind a screen (가림막),
    and the buildings are revealed once everyone has placed six dice [SEED 모두가 주사위를
    6개씩 배치하면 각자 건물을 공개하고]."""
    building = state.phase in (PHASE_BUILD, PHASE_SET_ASIDE)
    return buildings_open(state) or viewer == player or not building


def built_dice(state: BlueprintsState, player: int) -> list[Die]:
    """The dice `player` has built this round, without where: everyone saw them taken."""
    dice = [die for row in state.buildings[player] for stack in row for die in stack]
    return sorted(dice, key=pool_sort_key)


def pool_die(state: BlueprintsState, index: Any) -> Die | None:
    """The depot die at `index`, or None when there is no such die."""
    if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(state.pool):
        return state.pool[index]
    return None


def round_complete(state: BlueprintsState) -> bool:
    """Everyone has taken their six dice."""
    return sum(state.dice_used) >= DICE_PER_PLAYER * len(state.dice_used)


def _is_index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --------------------------------------------------------------------------- the round


def start_round(state: BlueprintsState, start: int) -> list[Event]:
    """[SEED 라운드 준비] all dice back in the bag, two in-demand dice of different
    colours, a secret blueprint each, the depot rolled and sorted."""
    n = len(state.cards)
    state.bag = dict.fromkeys(MATERIALS, DICE_PER_MATERIAL)
    state.pool = []
    state.removed = []
    state.set_aside = []
    state.buildings = [empty_building() for _ in range(n)]
    state.in_demand = draw_in_demand(state)
    state.blueprint_discard.extend(state.blueprints)
    state.blueprints = [state.deck.pop() for _ in range(n)]
    for _ in range(POOL_SIZE[n]):
        state.pool.append(draw_and_roll(state))
    state.pool.sort(key=pool_sort_key)
    state.start_player = start
    state.turn_order = [(start + k) % n for k in range(n)]
    state.turn = 0
    state.dice_used = [0] * n
    state.phase = PHASE_BUILD
    state.next_start_player = None
    return [
        Event(
            "round_started",
            round=state.round,
            start_player=start,
            in_demand=list(state.in_demand),
            pool=[list(d) for d in state.pool],
        )
    ]


def _after_build(state: BlueprintsState, events: list[Event]) -> None:
    """After a die is taken: score the round, throw a die away, or pass the turn."""
    if round_complete(state):
        _score_round(state, events)
    elif throws_away(state) and state.pool:
        state.phase = PHASE_SET_ASIDE
    else:
        _end_turn(state, events, REFILL_PER_TURN)


def _end_turn(state: BlueprintsState, events: list[Event], refill: int) -> None:
    """Roll `refill` dice from the bag into the depot (fewer when the bag runs out);
    the next player's turn."""
    state.phase = PHASE_BUILD
    rolled = []
    for _ in range(refill):
        if bag_size(state) == 0:
            break
        die = draw_and_roll(state)
        insort(state.pool, die, key=pool_sort_key)
        rolled.append(list(die))
    if rolled:
        events.append(Event("refilled", dice=rolled))
    state.turn = (state.turn + 1) % len(state.turn_order)


def _score_round(state: BlueprintsState, events: list[Event]) -> None:
    """[SEED 점수 계산] the round's sheet, its award and prize cards; then the round's end
    or, after round 3, the game's."""
    sheet = scoring.round_sheet(
        state.round, state.buildings, state.blueprints, state.in_demand, state.turn_order
    )
    state.sheets.append(sheet)
    if not buildings_open(state):
        events.append(Event("buildings_revealed", round=state.round))
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
        events.append(Event("game_over", winners=list(standing(state, capped=False).winners)))
    else:
        state.phase = PHASE_ROUND_END
        state.next_start_player = sheet["next_start_player"]


# --------------------------------------------------------------------------- refusals


def never_moves() -> IllegalAction:
    return IllegalAction("never_moves", tr(CTX, "A placed die never moves and is never rolled again."))


def no_such_die() -> IllegalAction:
    return IllegalAction("no_such_die", tr(CTX, "There is no such die in the depot."))


def finished_refusal(action: Mapping[str, Any]) -> IllegalAction | None:
    """Why nothing can be done once the game is over (None: not a move of this game)."""
    kind = action.get("type")
    if kind in NEVER_MOVES:
        return never_moves()
    if kind in MOVES:
        # [SEED 게임 종료] after round 3 nothing more is built or thrown away
        return IllegalAction("game_over", tr(CTX, "The game is over: three rounds have been played."))
    return None


class TurnStep(Step):
    """What every step of Blueprints shares: one seat acts, and a move of another phase
    is refused with the reason it does not fit this one."""

    def refusal(self, state: BlueprintsState, action: Mapping[str, Any], seat: int) -> IllegalAction:
        kind = action.get("type")
        if kind in NEVER_MOVES:
            return never_moves()
        if kind in MOVES and kind not in self.takes:
            return self.wrong_moment(state, kind)
        return super().refusal(state, action, seat)

    def wrong_moment(self, state: BlueprintsState, kind: str) -> IllegalAction:
        """Why a move of another phase (`kind`) cannot be made now."""
        raise NotImplementedError


def _round_not_over() -> IllegalAction:
    return IllegalAction("round_not_over", tr(CTX, "The round is still being played."))


# --------------------------------------------------------------------------- steps


class BuildStep(TurnStep):
    """The player on turn takes a die from the depot and builds with it; a die that fits
    nowhere leaves the game and the turn still counts."""

    kind = "build"
    takes = frozenset({"place", "discard"})
    secret = True  # the player's blueprint is on the screen

    def actors(self, state: BlueprintsState) -> tuple[int, ...]:
        return (state.current,)

    def prompt(self, state: BlueprintsState, seat: int) -> str:
        return tr(
            CTX,
            "{name}: take a die from the depot and build with it ({used} of 6)",
            name=state.options["names"][seat],
            used=state.dice_used[seat] + 1,
        )

    def actions(self, state: BlueprintsState, seat: int) -> list[Action]:
        """For each depot die in order, every cell it may go to; a die that fits no cell
        is offered for the discard instead."""
        minimums = cell_minimums(state.buildings[seat], state.blueprints[seat])
        acts: list[Action] = []
        for i, (_, value) in enumerate(state.pool):
            cells = cells_accepting(minimums, value)
            if cells:
                acts.extend(Action("place", die=i, row=r, col=c) for r, c in cells)
            else:
                acts.append(Action("discard", die=i))
        return acts

    def check(self, state: BlueprintsState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        die = pool_die(state, action.get("die"))
        if die is None:
            return no_such_die()
        if action["type"] == "discard":
            if legal_cells(state, seat, die[1]):
                return IllegalAction(
                    "fits_somewhere",
                    tr(
                        CTX,
                        "The {die} fits on your building, so it cannot be thrown away: "
                        "a die leaves the game only when it fits nowhere.",
                        die=die_text(die),
                    ),
                )
            shape_ok = set(action) == {"type", "die"}
        else:
            row, col = action.get("row"), action.get("col")
            why = cell_refusal(state.buildings[seat], state.blueprints[seat], row, col, die[1])
            if why is not None:
                return IllegalAction(*why)
            shape_ok = set(action) == {"type", "die", "row", "col"} and _is_index(row) and _is_index(col)
        return None if shape_ok else self.refusal(state, action, seat)

    def apply(self, state: BlueprintsState, action: Mapping[str, Any], seat: int) -> list[Event]:
        i = action["die"]
        die = state.pool.pop(i)
        state.dice_used[seat] += 1
        if action["type"] == "discard":
            state.removed.append(die)
            events = [Event("discarded", player=seat, die=list(die), pool_index=i)]
        else:
            r, c = action["row"], action["col"]
            stack = state.buildings[seat][r][c]
            stack.append(die)
            placed = Event("placed", player=seat, die=list(die), pool_index=i, row=r, col=c, level=len(stack))
            if not buildings_open(state):
                # the log tells the others which die was taken, not where it went
                placed = Event(**placed, behind_screen=True)
            events = [placed]
        _after_build(state, events)
        return events

    def wrong_moment(self, state: BlueprintsState, kind: str) -> IllegalAction:
        if kind == "next_round":
            return _round_not_over()
        if throws_away(state):
            return IllegalAction(
                "build_first", tr(CTX, "First build with a die; then choose one to throw away.")
            )
        return IllegalAction(
            "no_set_aside", tr(CTX, "Only in the two-player game is a second die thrown away each turn.")
        )


class SetAsideStep(TurnStep):
    """Two-player variant: after building, the same player throws a depot die away; then
    two new dice are rolled into the depot."""

    kind = "set_aside"
    takes = frozenset({"set_aside"})
    secret = True

    def actors(self, state: BlueprintsState) -> tuple[int, ...]:
        return (state.current,)

    def prompt(self, state: BlueprintsState, seat: int) -> str:
        return tr(
            CTX,
            "{name}: choose a die from the depot to throw away",
            name=state.options["names"][seat],
        )

    def actions(self, state: BlueprintsState, seat: int) -> list[Action]:
        return [Action("set_aside", die=i) for i in range(len(state.pool))]

    def check(self, state: BlueprintsState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if pool_die(state, action.get("die")) is None:
            return no_such_die()
        return None if set(action) == {"type", "die"} else self.refusal(state, action, seat)

    def apply(self, state: BlueprintsState, action: Mapping[str, Any], seat: int) -> list[Event]:
        i = action["die"]
        die = state.pool.pop(i)
        state.set_aside.append(die)
        events = [Event("set_aside", player=seat, die=list(die), pool_index=i)]
        _end_turn(state, events, REFILL_PER_TURN_TWO_PLAYER_VARIANT)
        return events

    def wrong_moment(self, state: BlueprintsState, kind: str) -> IllegalAction:
        if kind == "next_round":
            return _round_not_over()
        return IllegalAction(
            "set_aside_now",
            tr(CTX, "You have built this turn: now choose a die from the depot to throw away."),
        )


class RoundEndStep(TurnStep):
    """The round is scored: the table reads the sheet; the next start player (lowest
    building score) starts the next round."""

    kind = "next_round"
    takes = frozenset({"next_round"})

    def actors(self, state: BlueprintsState) -> tuple[int, ...]:
        return (state.next_start_player,)

    def prompt(self, state: BlueprintsState, seat: int) -> str:
        return tr(
            CTX,
            "Round {round} is scored. {name} starts round {next}.",
            round=state.round,
            next=state.round + 1,
            name=state.options["names"][seat],
        )

    def actions(self, state: BlueprintsState, seat: int) -> list[Action]:
        return [Action("next_round")]

    def check(self, state: BlueprintsState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        return None if set(action) == {"type"} else self.refusal(state, action, seat)

    def apply(self, state: BlueprintsState, action: Mapping[str, Any], seat: int) -> list[Event]:
        state.round += 1
        return start_round(state, state.next_start_player)

    def wrong_moment(self, state: BlueprintsState, kind: str) -> IllegalAction:
        return IllegalAction(
            "round_over", tr(CTX, "The round is over: read the scoring sheet, then start the next round.")
        )


#: the live steps of each phase, bottom first
STEPS: dict[str, list[Step]] = {
    PHASE_BUILD: [BuildStep()],
    PHASE_SET_ASIDE: [SetAsideStep()],
    PHASE_ROUND_END: [RoundEndStep()],
    PHASE_OVER: [],
}
