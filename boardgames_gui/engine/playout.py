"""Full games played by bots, shared by the CLI, the conformance suite and the benchmarks."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .api import Result, Rules
from .bots.base import Bot, RandomBot


@dataclass
class PlayoutFailure(Exception):
    """A rules bug found while playing: which seed, which action number, what went wrong."""

    seed: int
    action_number: int
    message: str

    def __str__(self) -> str:
        return f"seed {self.seed}, action {self.action_number}: {self.message}"


@dataclass
class Playout:
    state: Any
    result: Result
    actions: int
    capped: bool
    log: list[Any]  # (seat, action) pairs


def out_of_turn(
    rules: Rules, state: Any, decision: Any, bots: Sequence[Bot], point: int, asked: set[tuple[int, int]]
) -> tuple[int, Any]:
    """The first seat other than the waited-for one that wants to act now in a window open to
    it, and its action; (-1, None) when none does. Each seat is asked once at each point of
    the game (`asked` holds (actions so far, seat))."""
    for seat in decision.actors():
        if seat == decision.player or (point, seat) in asked:
            continue
        asked.add((point, seat))
        action = bots[seat].act_out_of_turn(rules, state, seat)
        if action is not None:
            return seat, action
    return -1, None


def play(
    rules: Rules,
    options: Mapping[str, Any] | None,
    seed: int,
    bots: Sequence[Bot] | None = None,
    check: bool = False,
    checked_apply: bool = True,
    on_step: Callable[[Any, Any], None] | None = None,
) -> Playout:
    """Play one game to the end (or the action cap) and return its result.

    With `check`, invariants are verified after every action. Any exception or
    broken invariant is raised as a PlayoutFailure naming the seed and action.
    """
    opts = rules.validate_options(options)
    state = rules.new_game(opts, seed)
    if bots is None:
        bots = [RandomBot(seed * 7919 + i + 1) for i in range(opts["players"])]
    log: list[Any] = []
    step = 0
    #: (actions so far, seat): the out-of-turn seats already asked at that point
    asked: set[tuple[int, int]] = set()
    try:
        while step < rules.action_cap:
            decision = rules.decision(state)
            if decision is None:
                break
            seat, action = out_of_turn(rules, state, decision, bots, step, asked)
            step += 1
            if action is None:
                seat = decision.player
                action = bots[seat].choose(rules, state, seat)
            if checked_apply:
                rules.apply(state, action, seat)
            else:
                rules.apply_unchecked(state, action, seat)
            log.append((seat, action))
            if on_step is not None:
                on_step(state, action)
            if check:
                broken = rules.invariants(state)
                if broken:
                    raise PlayoutFailure(seed, step, "broken invariant: " + "; ".join(broken))
        result = rules.result(state)
        capped = result is None
        if capped:
            result = rules.time_limit_result(state)
            result.capped = True
    except PlayoutFailure:
        raise
    except Exception as exc:  # report where a rules bug struck
        raise PlayoutFailure(seed, step, f"{type(exc).__name__}: {exc}") from exc
    return Playout(state, result, step, capped, log)
