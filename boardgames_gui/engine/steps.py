"""Steps: a game's flow as a stack of small decision points (docs/architecture.md, "Steps").

In the spirit of tobymao/18xx's rounds and steps. A game's rules say which steps
are live in a state (`StepRules.steps(state)`, bottom first); the engine does the
rest of the protocol from them:

- the topmost step that is not a window is the one the table waits for: its
  first actor is prompted;
- a **window** step (`window = True`) never blocks: wherever it stands on the
  stack, its seats may act out of turn while the game goes on (sell before your
  move, attach a card at any moment) and the table does not wait for them;
- an action goes to the first step, top down, that takes its type from that seat;
  that step's `check` both validates and explains, and its `apply` carries it out;
- after each action the engine lets the top step **resolve by itself** for as long
  as it can (a debt that can be paid only by going bankrupt, an auction with one
  bidder left): `resolve` returns the events of that, or None when a seat must act.

A sub-decision pushes a step (a debt, then raising cash; an auction inside a turn;
a forced purchase with emergency sales) and pops it when done. Steps are bound to
the state they read and keep no data of their own: where their data lives (a list
of plain frames in the state, a phase field) is the game's choice, so states stay
plain JSON and clone cheaply.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .api import Action, Decision, Event, IllegalAction, Rules, find_listed, still_possible
from .i18n import tr


class Step:
    """One decision point. Subclasses set `kind` and `takes` and implement the methods
    that raise NotImplementedError; `check` has a listing-based default for steps whose
    few actions are cheap to list."""

    #: the decision's kind, for views and bots ("turn", "auction", "debt")
    kind: str = ""
    #: the action types this step takes
    takes: frozenset[str] = frozenset()
    #: True when this step stays open to its actors while other steps are on top of it
    window: bool = False
    #: True when the seat it waits for holds secrets (the shell hands the laptop over first)
    secret: bool = False

    def actors(self, state: Any) -> tuple[int, ...]:
        """The seats that may act in this step now; the first is the one the table waits for."""
        raise NotImplementedError

    def prompt(self, state: Any, seat: int) -> str:
        """The status-line sentence for `seat`."""
        raise NotImplementedError

    def actions(self, state: Any, seat: int) -> list[Action]:
        """Every action `seat` may take in this step (templates allowed): for highlights,
        the action bar and bots. Checking does not go through this list."""
        raise NotImplementedError

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        """Why `seat` may not take `action` here, or None when it may."""
        if find_listed(self.actions(state, seat), action):
            return None
        return self.refusal(state, action, seat)

    def refusal(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction:
        """The sentence for an action this step does not allow (used by the default `check`)."""
        return IllegalAction(
            "not_allowed",
            tr("engine", "That move is not allowed now. {prompt}", prompt=self.prompt(state, seat)).strip(),
        )

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        """Carry out an allowed action."""
        raise NotImplementedError

    def resolve(self, state: Any) -> list[Event] | None:
        """When this step, on top, can finish without anyone acting: do so (taking itself off
        the stack) and return what happened. None when it waits for a seat (the default)."""
        return None

    def info(self, state: Any) -> Mapping[str, Any]:
        """Facts a view needs to draw the decision (the space on auction, the amount owed)."""
        return {}

    def still_possible(
        self, state: Any, partial: Mapping[str, Any], seat: int
    ) -> dict[str, list[Any]] | None:
        """What each field not chosen yet may still be (None: nothing fits). The default
        filters this step's list; a step with too many actions to list (tile lays, routes)
        answers from its rules."""
        return still_possible(self.actions(state, seat), partial)


class StepRules(Rules):
    """Rules whose flow is a stack of steps: decision, listing, checking and applying
    are the engine's; a game supplies `steps(state)` and its steps."""

    def steps(self, state: Any) -> list[Step]:
        """The live steps, bottom first; empty exactly when the game is over."""
        raise NotImplementedError

    # ----- who may act

    def open_steps(self, state: Any) -> list[Step]:
        """The step the table waits for (the topmost that is not a window), then the
        windows, top down; empty when the game is over."""
        stack = self.steps(state)
        waiting = [step for step in reversed(stack) if not step.window]
        if not waiting:
            return []
        return waiting[:1] + [step for step in reversed(stack) if step.window]

    def decision(self, state: Any) -> Decision | None:
        open_steps = self.open_steps(state)
        if not open_steps:
            return None
        top = open_steps[0]
        seats = self.acting_seats(state)
        player = seats[0]
        return Decision(player, top.kind, top.prompt(state, player), seats, top.secret, top.info(state))

    def acting_seats(self, state: Any) -> tuple[int, ...]:
        seats: list[int] = []
        for step in self.open_steps(state):
            seats.extend(seat for seat in step.actors(state) if seat not in seats)
        return tuple(seats)

    def step_for(self, state: Any, action: Mapping[str, Any], seat: int) -> Step | None:
        """The open step that takes this action from this seat, top down."""
        kind = action.get("type")
        for step in self.open_steps(state):
            if kind in step.takes and seat in step.actors(state):
                return step
        return None

    # ----- the protocol

    def legal_actions(self, state: Any, player: int | None = None) -> list[Action]:
        seat = self.seat_of(state, player)
        out: list[Action] = []
        for step in self.open_steps(state):
            if seat in step.actors(state):
                out.extend(step.actions(state, seat))
        return out

    def check(self, state: Any, action: Mapping[str, Any], player: int | None = None) -> IllegalAction | None:
        problem = self.basic_problem(state, action, player)
        if problem is not None:
            return problem
        seat = self.seat_of(state, player)
        step = self.step_for(state, action, seat)
        if step is None:
            return self.unplaced(state, action, seat)
        return step.check(state, action, seat)

    def unplaced(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction:
        """Why no open step takes this action from this seat. By default the step on top
        explains (a wrong move for this moment); games may teach more."""
        top = self.open_steps(state)[0]
        if seat in top.actors(state):
            return top.refusal(state, action, seat)
        decision = self.decision(state)
        names = self.player_names(state)
        return IllegalAction(
            "not_your_turn",
            tr(
                "engine",
                "{who}, it is not your move now: the table waits for {waited}.",
                who=names[seat],
                waited=names[decision.player],
            ),
        )

    def refusal(self, state: Any, action: Mapping[str, Any]) -> IllegalAction:
        # StepRules.check by name: a subclass that checks differently must not loop back here
        return StepRules.check(self, state, action) or super().refusal(state, action)

    def apply_unchecked(
        self, state: Any, action: Mapping[str, Any], player: int | None = None
    ) -> list[Event]:
        seat = self.seat_of(state, player)
        step = self.step_for(state, action, seat)
        if step is None:
            raise IllegalAction("no_step", f"no open step takes {action.get('type')!r} from seat {seat}")
        events = step.apply(state, action, seat)
        events.extend(self.settle(state))
        return events

    def settle(self, state: Any) -> list[Event]:
        """Let the top step resolve by itself until one waits for a seat or the game ends."""
        events: list[Event] = []
        while True:
            open_steps = self.open_steps(state)
            if not open_steps:
                return events
            done = open_steps[0].resolve(state)
            if done is None:
                return events
            events.extend(done)

    def still_possible(
        self, state: Any, partial: Mapping[str, Any], player: int | None = None
    ) -> dict[str, list[Any]] | None:
        seat = self.seat_of(state, player)
        kind = partial.get("type")
        out: dict[str, list[Any]] | None = None
        for step in self.open_steps(state):
            if seat not in step.actors(state) or (kind is not None and kind not in step.takes):
                continue
            found = step.still_possible(state, partial, seat)
            if found is None:
                continue
            out = {} if out is None else out
            for key, values in found.items():
                merged = out.setdefault(key, [])
                merged.extend(v for v in values if v not in merged)
        return out
