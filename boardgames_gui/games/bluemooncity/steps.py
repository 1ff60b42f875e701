"""The steps of a Blue Moon City turn (engine/steps.py): movement, a power waiting for its
target (Flit jump, dragon flight or walk), contribution, the Assembly Hall jump and the reset.

Steps hold no data: the live step follows from the state's `phase` and `pending` fields
(`live_step`). Each step lists its actions for people and bots, checks an action by rule
(`refusals`) and carries it out (`effects`); a phase that offers nothing but "go on" ends
by itself (`resolve`).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from ...engine.api import Action, Event, IllegalAction
from ...engine.i18n import tr
from ...engine.steps import Step
from . import city, effects
from .data import CARDS, COURTYARD, DRAGONS, FLIT_EXTRA_STEPS, PEOPLES
from .queries import (
    box_payable,
    dragon_targets,
    offer_place,
    power_usable,
    reachable_tiles,
)
from .refusals import (
    contribution_problem,
    discard_problem,
    dragon_problem,
    move_problem,
    no_dragon_power,
    nothing_pending,
    offer_problem,
    offering_problem,
    pending_problem,
    power_problem,
    shape_problem,
    wrong_phase,
)
from .state import ASSEMBLY, CONTRIBUTE, MOVE, RESET, BlueMoonCityState

CTX = "bluemooncity"


class TurnStep(Step):
    """A step of the current player's turn. `check` and `refusal` first refuse moves this
    game does not know or that are malformed; `misplaced` explains a known move that
    belongs elsewhere (by default: to another phase)."""

    secret = True

    def actors(self, state: BlueMoonCityState) -> tuple[int, ...]:
        return (state.current,)

    def check(self, state: BlueMoonCityState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        return shape_problem(action) or self.problem(state, action)

    def refusal(self, state: BlueMoonCityState, action: Mapping[str, Any], seat: int) -> IllegalAction:
        return shape_problem(action) or self.misplaced(state, action["type"])

    def problem(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
        """Why a well-formed action this step takes is not allowed, or None."""
        raise NotImplementedError

    def misplaced(self, state: BlueMoonCityState, kind: str) -> IllegalAction:
        return wrong_phase(state, kind)

    def name(self, state: BlueMoonCityState, seat: int) -> str:
        return state.options["names"][seat]


# --------------------------------------------------------------------------- movement


class MoveStep(TurnStep):
    """Walk up to the steps left, play movement powers, or go on."""

    kind = MOVE
    takes = frozenset({"move", "power", "end_phase"})

    def prompt(self, state: BlueMoonCityState, seat: int) -> str:
        name = self.name(state, seat)
        if state.steps_left == 1:
            return tr(CTX, "{name}: move your figure one step or play a movement power", name=name)
        if state.steps_left > 1:
            return tr(
                CTX,
                "{name}: move your figure up to {steps} steps or play a movement power",
                name=name,
                steps=state.steps_left,
            )
        return tr(CTX, "{name}: play a movement power or end your movement", name=name)

    def actions(self, state: BlueMoonCityState, seat: int) -> list[Action]:
        acts = [Action("move", to=cell) for cell in reachable_tiles(state, seat)]
        acts += [Action("power", card=card) for card in state.hands[seat] if power_usable(state, card)]
        acts.append(Action("end_phase"))
        return acts

    def problem(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
        if action["type"] == "move":
            return move_problem(state, action)
        if action["type"] == "power":
            return power_problem(state, action)
        return None

    def misplaced(self, state: BlueMoonCityState, kind: str) -> IllegalAction:
        if kind == "dragon":
            return no_dragon_power()
        if kind == "cancel":
            return nothing_pending()
        return wrong_phase(state, kind)

    def apply(self, state: BlueMoonCityState, action: Mapping[str, Any], seat: int) -> list[Event]:
        events: list[Event] = []
        if action["type"] == "end_phase":
            effects.to_contribution(state, events)
        elif action["type"] == "move":
            frm = list(state.figures[seat])
            to = list(action["to"])
            route = city.path(state.tiles, (frm[0], frm[1]), (to[0], to[1]))
            state.steps_left -= len(route) - 1
            state.figures[seat] = to
            events.append(Event("figure_moved", player=seat, frm=frm, to=to, path=route))
        else:
            events.append(self.play_power(state, action["card"], seat))
        return events

    def play_power(self, state: BlueMoonCityState, card: int, seat: int) -> Event:
        """A value-2 Flit adds its steps at once; the other powers wait for their target."""
        people, value = CARDS[card]
        if people == "flit" and value == 2:
            effects.spend(state, seat, [card])
            state.steps_left += FLIT_EXTRA_STEPS
            return Event("power_used", player=seat, card=card, power="flit_steps")
        if people == "flit":
            state.pending = {"kind": "flit_jump", "card": card}
            return Event("power_chosen", player=seat, card=card, power="flit_jump")
        dragon = PEOPLES[people]["dragon"]
        power = "dragon_fly" if value == 1 else "dragon_walk"
        state.pending = {"kind": power, "card": card, "dragon": dragon}
        return Event("power_chosen", player=seat, card=card, power=power, dragon=dragon)

    def resolve(self, state: BlueMoonCityState) -> list[Event] | None:
        """No step and no movement power left: the movement ends by itself."""
        p = state.current
        if state.steps_left > 0 or any(power_usable(state, card) for card in state.hands[p]):
            return None
        events: list[Event] = []
        effects.to_contribution(state, events, auto=True)
        return events


class PowerTargetStep(TurnStep):
    """A movement power played, waiting for its target; it may be cancelled."""

    kind = "power_target"

    def misplaced(self, state: BlueMoonCityState, kind: str) -> IllegalAction:
        return pending_problem(state, kind) or wrong_phase(state, kind)

    def cancel(self, state: BlueMoonCityState, seat: int) -> list[Event]:
        card = state.pending["card"]
        state.pending = None
        return [Event("power_cancelled", player=seat, card=card)]


class FlitJumpStep(PowerTargetStep):
    """A value-1 Flit: the figure goes to any other tile."""

    takes = frozenset({"move", "cancel"})

    def prompt(self, state: BlueMoonCityState, seat: int) -> str:
        return tr(CTX, "{name}: choose any tile for your figure (Flit)", name=self.name(state, seat))

    def actions(self, state: BlueMoonCityState, seat: int) -> list[Action]:
        return [Action("move", to=cell) for cell in reachable_tiles(state, seat)] + [Action("cancel")]

    def problem(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
        return move_problem(state, action) if action["type"] == "move" else None

    def apply(self, state: BlueMoonCityState, action: Mapping[str, Any], seat: int) -> list[Event]:
        if action["type"] == "cancel":
            return self.cancel(state, seat)
        card = state.pending["card"]
        effects.spend(state, seat, [card])
        state.pending = None
        return [jump(state, seat, action["to"], card)]


class DragonStep(PowerTargetStep):
    """A dragon power: the dragon flies to any tile (value 1) or walks 1-3 steps (value 2)."""

    takes = frozenset({"dragon", "cancel"})

    def prompt(self, state: BlueMoonCityState, seat: int) -> str:
        return tr(
            CTX,
            "{name}: choose where the {dragon} dragon goes",
            name=self.name(state, seat),
            dragon=tr(CTX, state.pending["dragon"]),
        )

    def actions(self, state: BlueMoonCityState, seat: int) -> list[Action]:
        return [Action("dragon", to=cell) for cell in dragon_targets(state)] + [Action("cancel")]

    def problem(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
        return dragon_problem(state, action) if action["type"] == "dragon" else None

    def apply(self, state: BlueMoonCityState, action: Mapping[str, Any], seat: int) -> list[Event]:
        if action["type"] == "cancel":
            return self.cancel(state, seat)
        pending = state.pending
        index = DRAGONS.index(pending["dragon"])
        frm = state.dragons[index]
        to = list(action["to"])
        state.dragons[index] = to
        effects.spend(state, seat, [pending["card"]])
        state.pending = None
        return [
            Event("dragon_moved", player=seat, dragon=pending["dragon"], frm=frm, to=to, card=pending["card"])
        ]


def jump(state: BlueMoonCityState, seat: int, to: Any, card: int | None) -> Event:
    """The figure goes straight to a tile (a Flit jump, the Assembly Hall)."""
    frm = list(state.figures[seat])
    state.figures[seat] = list(to)
    return Event("figure_jumped", player=seat, frm=frm, to=list(to), card=card)


# --------------------------------------------------------------------------- contribution


class ContributeStep(TurnStep):
    """Pay boxes of the tile the figure stands on, or make offerings on the courtyard; go on."""

    kind = CONTRIBUTE
    takes = frozenset({"contribute", "offer", "end_phase"})

    def prompt(self, state: BlueMoonCityState, seat: int) -> str:
        place = offer_place(state)
        tile = state.tile(state.figures[seat])
        if place is not None and state.offerings_this_turn:
            template = "{name}: a Pillar card makes a further offering, or go on"
        elif tile["building"] == COURTYARD:
            template = "{name}: make an offering to the obelisk, or go on"
        elif place is not None:
            template = "{name}: contribute to this building, make an offering, or go on"
        else:
            template = "{name}: contribute to this building, or go on"
        return tr(CTX, template, name=self.name(state, seat))

    def actions(self, state: BlueMoonCityState, seat: int) -> list[Action]:
        return self.payments(state, seat) + [Action("end_phase")]

    def payments(self, state: BlueMoonCityState, seat: int) -> list[Action]:
        """The boxes this hand can pay here (each with the suggested set), then the offerings."""
        here = state.figures[seat]
        tile = state.tile(here)
        acts = []
        if tile["building"] != COURTYARD and not tile["rebuilt"] and state.markers_left[seat] > 0:
            for box in range(len(tile["markers"])):
                if box_payable(state, seat, here, box):
                    acts.append(Action("contribute", tile=list(here), box=box))
        if offer_place(state) is not None:
            if state.offerings_this_turn == 0:
                if offer_problem(state, None) is None:
                    acts.append(Action("offer", cards=[]))
            else:
                for card in state.hands[seat]:
                    if (
                        CARDS[card][0] == "pillar"
                        and CARDS[card][1] in (1, 2)
                        and offer_problem(state, card) is None
                    ):
                        acts.append(Action("offer", cards=[card]))
        return acts

    def problem(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
        if action["type"] == "contribute":
            return contribution_problem(state, action)
        if action["type"] == "offer":
            return offering_problem(state, action)
        return None

    def apply(self, state: BlueMoonCityState, action: Mapping[str, Any], seat: int) -> list[Event]:
        events: list[Event] = []
        if action["type"] == "contribute":
            effects.contribute(state, action, events)
        elif action["type"] == "offer":
            effects.offer(state, action, events)
        else:
            effects.end_contribution(state, events)
        return events

    def resolve(self, state: BlueMoonCityState) -> list[Event] | None:
        """Nothing to pay and nothing to offer: the phase ends by itself."""
        if self.payments(state, state.current):
            return None
        events = [Event("nothing_to_do", player=state.current)]
        effects.end_contribution(state, events)
        return events


class AssemblyStep(TurnStep):
    """Expansion, the Assembly Hall: jump to any other tile before the reset, or stay."""

    kind = ASSEMBLY
    takes = frozenset({"move", "end_phase"})

    def prompt(self, state: BlueMoonCityState, seat: int) -> str:
        return tr(
            CTX, "{name}: jump from the Assembly Hall to any tile, or stay", name=self.name(state, seat)
        )

    def actions(self, state: BlueMoonCityState, seat: int) -> list[Action]:
        return [Action("move", to=cell) for cell in reachable_tiles(state, seat)] + [Action("end_phase")]

    def problem(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
        return move_problem(state, action) if action["type"] == "move" else None

    def apply(self, state: BlueMoonCityState, action: Mapping[str, Any], seat: int) -> list[Event]:
        events: list[Event] = []
        if action["type"] == "move":
            events.append(jump(state, seat, action["to"], None))
        effects.to_reset(state, events)
        return events


class ResetStep(TurnStep):
    """Discard up to two cards, draw two more than that; the turn passes."""

    kind = RESET
    takes = frozenset({"discard"})

    def prompt(self, state: BlueMoonCityState, seat: int) -> str:
        return tr(
            CTX, "{name}: discard up to two cards, then draw two more than that", name=self.name(state, seat)
        )

    def actions(self, state: BlueMoonCityState, seat: int) -> list[Action]:
        hand = state.hands[seat]
        acts = [Action("discard", cards=[])]
        acts += [Action("discard", cards=[card]) for card in hand]
        acts += [Action("discard", cards=[a, b]) for a, b in combinations(hand, 2)]
        return acts

    def problem(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
        return discard_problem(state, action)

    def apply(self, state: BlueMoonCityState, action: Mapping[str, Any], seat: int) -> list[Event]:
        events: list[Event] = []
        effects.reset(state, list(action["cards"]), events)
        return events


MOVE_STEP = MoveStep()
FLIT_JUMP_STEP = FlitJumpStep()
DRAGON_STEP = DragonStep()
CONTRIBUTE_STEP = ContributeStep()
ASSEMBLY_STEP = AssemblyStep()
RESET_STEP = ResetStep()

#: the step of each phase, when no power waits for its target
PHASE_STEPS = {MOVE: MOVE_STEP, CONTRIBUTE: CONTRIBUTE_STEP, ASSEMBLY: ASSEMBLY_STEP, RESET: RESET_STEP}


def live_steps(state: BlueMoonCityState) -> list[Step]:
    """The live steps, bottom first: the phase's, then a power waiting for its target."""
    if state.outcome is not None:
        return []
    stack: list[Step] = [PHASE_STEPS[state.phase]]
    if state.pending is not None:
        stack.append(FLIT_JUMP_STEP if state.pending["kind"] == "flit_jump" else DRAGON_STEP)
    return stack
