"""A checked apply costs the same with 10 or 10,000 legal actions, when steps check by rule.

Usage: python bench/checked_apply.py [SECONDS]
A tiny game on `engine.steps.StepRules` ("Pick": the seat on turn picks one of N numbers;
the pick is added to its score and the turn passes) is built here twice:

- by rule: the step's `check` reads the rule (a whole number from 0 to N-1), as every
  ported game's steps do;
- by listing: the same game with the engine's listing-based default `Rules.check`, which
  lists every legal action and looks for the one taken.

For N = 10, 100, 1,000 and 10,000 it times `rules.apply` (check, then apply, then the
steps' resolve) on fresh clones of the start position for about SECONDS of CPU time each
(default 0.5) and prints microseconds per apply. What 18Korea's tile lays or a bid of any
amount need is the first line staying flat. It measures and prints; it never fails.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from typing import Any

from cores import interpreter

from boardgames_gui.engine.api import Action, Event, IllegalAction, Rules
from boardgames_gui.engine.rng import Rng
from boardgames_gui.engine.steps import Step, StepRules

SIZES = (10, 100, 1_000, 10_000)


class PickState:
    """The pick game's state: how many numbers there are, whose turn, the scores."""

    def __init__(self, options: dict[str, Any], numbers: int) -> None:
        self.options = options
        self.numbers = numbers
        self.current = 0
        self.scores = [0] * options["players"]

    def clone(self) -> PickState:
        state = PickState(self.options, self.numbers)
        state.current = self.current
        state.scores = list(self.scores)
        return state

    def to_json(self) -> dict[str, Any]:
        return {
            "options": self.options,
            "numbers": self.numbers,
            "current": self.current,
            "scores": list(self.scores),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PickState:
        state = cls(data["options"], data["numbers"])
        state.current = data["current"]
        state.scores = list(data["scores"])
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PickState) and self.to_json() == other.to_json()


class PickStep(Step):
    """The seat on turn picks one number of N; the rule is checked, not looked up."""

    kind = "pick"
    takes = frozenset({"pick"})

    def actors(self, state: PickState) -> tuple[int, ...]:
        return (state.current,)

    def prompt(self, state: PickState, seat: int) -> str:
        return f"{state.options['names'][seat]}: pick a number"

    def actions(self, state: PickState, seat: int) -> list[Action]:
        return [Action("pick", number=number) for number in range(state.numbers)]

    def check(self, state: PickState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        number = action.get("number")
        if set(action) != {"type", "number"} or type(number) is not int:
            return IllegalAction("malformed", "Pick a whole number.")
        if not 0 <= number < state.numbers:
            return IllegalAction("out_of_range", f"Pick a number from 0 to {state.numbers - 1}.")
        return None

    def apply(self, state: PickState, action: Mapping[str, Any], seat: int) -> list[Event]:
        state.scores[seat] += action["number"]
        state.current = (state.current + 1) % len(state.scores)
        return [Event("picked", player=seat, number=action["number"])]


PICK = PickStep()


class PickRules(StepRules):
    """The pick game, checked by the step's rule."""

    game_id = "pick"
    state_class = PickState

    def __init__(self, numbers: int) -> None:
        self.numbers = numbers

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> PickState:
        return PickState(self.validate_options(options), self.numbers)

    def steps(self, state: PickState) -> list[Step]:
        return [PICK]


class ListedPickRules(PickRules):
    """The same game checked by the engine's listing-based default: list, then look
    (with the base class's refusal, since StepRules' refusal asks `check` again)."""

    check = Rules.check
    refusal = Rules.refusal


def us_per_apply(rules: PickRules, seconds: float) -> tuple[float, int]:
    """Microseconds per checked apply of a random pick on a fresh clone; and how many were timed."""
    start = rules.new_game({"players": 2}, 1)
    assert rules.check(start, Action("pick", number=rules.numbers)) is not None  # both refuse
    rng = Rng.from_seed(rules.numbers)
    batch = max(1, 20_000 // rules.numbers)
    timed = 0
    spent = 0.0
    while spent < seconds:
        clones = [rules.clone(start) for _ in range(batch)]
        picks = [Action("pick", number=rng.below(rules.numbers)) for _ in range(batch)]
        began = time.process_time()
        for state, action in zip(clones, picks, strict=True):
            rules.apply(state, action)
        spent += time.process_time() - began
        timed += batch
    return spent / timed * 1e6, timed


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5
    print(interpreter())
    print("checked rules.apply on a clone, one random pick among N legal actions")
    for numbers in SIZES:
        by_rule, ruled = us_per_apply(PickRules(numbers), seconds)
        by_listing, listed = us_per_apply(ListedPickRules(numbers), seconds)
        print(
            f"N = {numbers:6,}: step checks by rule {by_rule:9.1f} µs per apply ({ruled} applies); "
            f"listing-based Rules.check {by_listing:9.1f} µs per apply ({listed} applies)",
            flush=True,
        )


if __name__ == "__main__":
    main()
