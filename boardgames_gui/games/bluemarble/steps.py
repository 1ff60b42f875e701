"""Blue Marble's steps (engine/steps.py), the turn's part: the usual turn, the Deserted
Island and the Space Travel flight at the bottom of the stack, building after the
move, the landing and the end of a move (steps that resolve by themselves) and the
time limit's window. The sub-decisions (buy, debt, auction...) are in decisions.py.

Each kind of frame on `state.pending` (a plain dict with "kind") has its step; a
frame step is only asked while its frame is on top, so it reads `state.pending[-1]`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction, copy_plain
from ...engine.i18n import Deferred, Text
from ...engine.steps import Step
from . import data as D
from . import landing, money, moves, queries, refusals, tables, texts, turns
from .state import BANK, BlueMarbleState


def frame(state: BlueMarbleState) -> dict[str, Any]:
    """The frame of the step on top."""
    return state.pending[-1]


class BlueMarbleStep(Step):
    """A step whose refusals teach Blue Marble's rules (refusals.py)."""

    def refusal(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> IllegalAction:
        return refusals.refusal(state, self.kind, self.prompt(state, seat), action, seat)

    def check(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        prompt = Deferred(lambda: self.prompt(state, seat))
        return refusals.form_problem(action, prompt) or self.problem(state, action, seat, prompt)

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        """What the rule says against a well-formed action of a type this step takes."""
        return None


class FrameStep(BlueMarbleStep):
    """A sub-decision whose data is its frame on `state.pending`; it acts for the frame's player
    and drops out by itself when that player has gone bankrupt."""

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        return (frame(state)["player"],)

    def prompt(self, state: BlueMarbleState, seat: int) -> str:
        return texts.prompt(state, frame(state), seat)

    def info(self, state: BlueMarbleState) -> Mapping[str, Any]:
        return {key: copy_plain(value) for key, value in frame(state).items() if key != "kind"}

    def resolve(self, state: BlueMarbleState) -> list[Event] | None:
        if state.bankrupt[frame(state)["player"]] or self.void(state):
            state.pending.pop()
            return []
        return None

    def void(self, state: BlueMarbleState) -> bool:
        """True when there is nothing left to decide (the step then drops out)."""
        return False


# ----- the turn: build and sell on your cities, sell the escape card [Second Half 3, Golden Key 6]


class ManagingStep(BlueMarbleStep):
    """A step of the current player's own turn, in which they may also build and sell on their
    cities and offer the Island Escape card."""

    MANAGE = frozenset({"build", "sell", "offer_escape"})

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        return (state.current,)

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        kind = action["type"]
        if kind == "build":
            return refusals.build_problem(state, action, seat, self.kind, prompt)
        if kind == "sell":
            return refusals.sell_problem(state, action, seat, self.kind, prompt)
        if kind == "offer_escape":
            return refusals.offer_problem(state, action, seat)
        return None

    def manage(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        """One change per city and turn: a built or sold city is touched."""
        kind = action["type"]
        if kind == "offer_escape":
            state.escape_offered = True
            buyer, price = action["to"], action["price"]
            state.pending.append({"kind": "escape_offer", "player": buyer, "seller": seat, "price": price})
            return [Event("escape_offered", player=seat, to=buyer, price=price)]
        change = money.build if kind == "build" else money.sell
        events = change(state, seat, action["space"], action["level"])
        state.touched.append(action["space"])
        return events


class Turn(ManagingStep):
    kind = "turn"
    takes = frozenset({"roll"}) | ManagingStep.MANAGE

    def prompt(self, state: BlueMarbleState, seat: int) -> str:
        return texts.turn_prompt(state, seat)

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return [tables.ROLL] + queries.manage_options(state, seat)

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        if action["type"] == "roll":
            return moves.roll(state, seat)
        return self.manage(state, action, seat)


class Island(ManagingStep):
    """Stranded on the Deserted Island: doubles, the escape card or bail free you [Deserted Island]."""

    kind = "island"
    takes = frozenset({"roll", "use_escape", "pay_bail"}) | ManagingStep.MANAGE

    def prompt(self, state: BlueMarbleState, seat: int) -> str:
        return texts.island_prompt(state, seat)

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        out = [tables.ROLL]
        if D.ESCAPE_CARD in state.held[seat]:
            out.append(tables.USE_ESCAPE)
        if state.variants["island_bail"] and state.money[seat] >= D.ISLAND_BAIL:
            out.append(tables.PAY_BAIL)
        return out + queries.manage_options(state, seat)

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        if action["type"] == "use_escape":
            return refusals.use_escape_problem(state, seat)
        if action["type"] == "pay_bail":
            return refusals.bail_problem(state, seat)
        return super().problem(state, action, seat, prompt)

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        kind = action["type"]
        if kind == "roll":
            return moves.island_roll(state, seat)
        if kind == "use_escape":
            state.held[seat].remove(D.ESCAPE_CARD)
            state.deck.append(D.ESCAPE_CARD)  # used: back under the deck [Golden Key 6]
            state.island[seat] = 0
            return [Event("island_escaped", player=seat, how="card")]
        if kind == "pay_bail":
            money.transfer(state, seat, BANK, D.ISLAND_BAIL)
            state.island[seat] = 0
            return [Event("island_escaped", player=seat, how="bail", amount=D.ISLAND_BAIL)]
        return self.manage(state, action, seat)


class Flight(ManagingStep):
    """The turn after Space Travel: fly to any space, no dice [Space Travel]."""

    kind = "fly"
    takes = frozenset({"fly"}) | ManagingStep.MANAGE

    def prompt(self, state: BlueMarbleState, seat: int) -> str:
        return texts.fly_prompt(state, seat)

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return tables.FLY + queries.manage_options(state, seat)

    def problem(
        self, state: BlueMarbleState, action: Mapping[str, Any], seat: int, prompt: Text
    ) -> IllegalAction | None:
        if action["type"] == "fly":
            return refusals.fly_problem(state, action)
        return super().problem(state, action, seat, prompt)

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        if action["type"] == "fly":
            return moves.fly(state, seat, action["space"])
        return self.manage(state, action, seat)


class AfterMove(ManagingStep, FrameStep):
    """Variant build_after_move: build or sell after the move, then end the turn [Second Half 3]."""

    kind = "after_move"
    takes = frozenset({"done"}) | ManagingStep.MANAGE

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        return FrameStep.actors(self, state)

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return queries.manage_options(state, seat) + [tables.DONE]

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        if action["type"] == "done":
            state.pending.pop()
            return turns.next_turn(state)
        return self.manage(state, action, seat)


# ----- steps nobody decides


class Land(BlueMarbleStep):
    """A plane stopped on a space: the space acts (landing.py)."""

    kind = "land"

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        return (frame(state)["player"],)

    def prompt(self, state: BlueMarbleState, seat: int) -> str:
        return ""

    def resolve(self, state: BlueMarbleState) -> list[Event]:
        stop = state.pending.pop()
        if state.bankrupt[stop["player"]]:
            return []
        return landing.land(state, stop["player"], stop["space"], stop.get("free_fare", False))


class EndMove(BlueMarbleStep):
    """A move is over: doubles roll again, or the turn passes (turns.py)."""

    kind = "end_move"

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        return (state.current,)

    def prompt(self, state: BlueMarbleState, seat: int) -> str:
        return ""

    def resolve(self, state: BlueMarbleState) -> list[Event]:
        state.pending.pop()
        return turns.end_move(state)


class TimeUp(BlueMarbleStep):
    """Other Game Tips 1, variant time_limit: when the agreed end time comes, the view's clock
    ends the game for the whole table. Open to every seat, and never listed, so that bots and
    random players never pick it."""

    kind = "time_up"
    takes = frozenset({"time_up"})
    window = True

    def actors(self, state: BlueMarbleState) -> tuple[int, ...]:
        return tuple(range(state.players))

    def prompt(self, state: BlueMarbleState, seat: int) -> str:
        return ""

    def actions(self, state: BlueMarbleState, seat: int) -> list[Action]:
        return []

    def apply(self, state: BlueMarbleState, action: Mapping[str, Any], seat: int) -> list[Event]:
        return money.end_game(state, "time_limit")
