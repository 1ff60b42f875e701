"""The conformance checks every registered game must pass (DESIGN.md section 6).

Kept separate from the test module so that a game's own tests can call them on
special positions too.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from boardgames_gui.engine.api import (
    Action,
    IllegalAction,
    Range,
    Rules,
    concretise,
    find_listed,
    is_concrete,
)
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.match import Match
from boardgames_gui.engine.rng import Rng

#: per step, how many listed actions are tried on clones (all of them when fewer)
TRY_LISTED = 10


def snapshot(rules: Rules, state: Any) -> str:
    """The state as canonical JSON text: equal text, equal state."""
    return json.dumps(rules.state_to_json(state), sort_keys=True, ensure_ascii=False)


def check_round_trip(rules: Rules, state: Any) -> None:
    data = rules.state_to_json(state)
    text = json.dumps(data, ensure_ascii=False)  # must be plain JSON
    back = rules.state_from_json(json.loads(text))
    assert back == state, "state does not survive a JSON round-trip"
    assert snapshot(rules, back) == snapshot(rules, state)


def illegal_candidates(rules: Rules, state: Any, seen: list[Action]) -> list[dict]:
    """Actions that must be refused now: nonsense, malformed, out-of-range, stale."""
    legal = rules.legal_actions(state)
    out: list[dict] = [{"type": "no_such_move"}, {"type": 7}, {}]
    for listed in legal[:3]:
        bogus = dict(concretise(listed, Rng(1), "lo"))
        bogus["unexpected_field"] = 1
        out.append(bogus)
        for key, value in listed.items():
            if isinstance(value, Range):
                too_high = dict(concretise(listed, Rng(1), "lo"))
                too_high[key] = value.hi + value.step
                out.append(too_high)
    for old in seen[-30:]:
        if not find_listed(legal, old):
            out.append(dict(old))
    return out


def check_step(rules: Rules, state: Any, rng: Rng, seen: list[Action]) -> None:
    """Everything the suite checks at one position of a game."""
    broken = rules.invariants(state)
    assert not broken, f"invariants broken: {broken}"
    check_round_trip(rules, state)
    before = snapshot(rules, state)
    legal = rules.legal_actions(state)
    decision = rules.decision(state)
    assert (decision is None) == (not legal), "a decision must come with legal actions, and only then"
    if decision is not None:
        assert rules.result(state) is None, "a game with a pending decision has no result yet"
        assert isinstance(decision.prompt, str) and decision.prompt, "every decision says what to do"
    for listed in legal:
        json.dumps(listed, default=lambda r: r.to_json())
    # each listed action applies (on clones; ranges at both ends)
    sample = legal if len(legal) <= TRY_LISTED else [legal[rng.below(len(legal))] for _ in range(TRY_LISTED)]
    for listed in sample:
        picks = ["lo"] if is_concrete(listed) else ["lo", "hi"]
        for pick in picks:
            trial = rules.clone(state)
            rules.apply(trial, concretise(listed, rng, pick))
    assert snapshot(rules, state) == before, "trying actions on a clone changed the original"
    # illegal actions are refused and change nothing
    for bad in illegal_candidates(rules, state, seen):
        try:
            rules.apply(state, bad)
        except IllegalAction as exc:
            assert exc.message and isinstance(exc.message, str)
        else:
            raise AssertionError(f"illegal action {bad} was accepted")
        assert snapshot(rules, state) == before, f"refused action {bad} changed the state"


def checked_playout(rules: Rules, options: Mapping[str, Any], seed: int, max_steps: int) -> int:
    """A random game checked at every step; returns the number of actions played."""
    state = rules.new_game(options, seed)
    bots = [RandomBot(seed * 31 + p) for p in range(rules.validate_options(options)["players"])]
    rng = Rng.from_seed(seed ^ 0x5EED)
    seen: list[Action] = []
    steps = 0
    while steps < max_steps:
        check_step(rules, state, rng, seen)
        decision = rules.decision(state)
        if decision is None:
            assert rules.result(state) is not None, "a finished game has a result"
            break
        action = bots[decision.player].choose(rules, state, decision.player)
        clone = rules.clone(state)
        clone_before = snapshot(rules, clone)
        rules.apply(state, action)
        assert snapshot(rules, clone) == clone_before, "a clone changed when the original moved on"
        seen.append(action)
        steps += 1
    return steps


def final_hash(rules: Rules, options: Mapping[str, Any], seed: int, stir: bool) -> tuple[str, int]:
    """Play a random game; with `stir`, disturb the global `random` between actions."""
    state = rules.new_game(options, seed)
    bots = [RandomBot(seed + p) for p in range(rules.validate_options(options)["players"])]
    steps = 0
    while steps < rules.action_cap and (d := rules.decision(state)) is not None:
        if stir:
            random.seed(steps * 7 + 3)
            random.random()
        rules.apply(state, bots[d.player].choose(rules, state, d.player))
        steps += 1
    return rules.state_hash(state), steps


def check_undo_redo(rules: Rules, options: Mapping[str, Any], seed: int, steps: int) -> None:
    """Undo back to the start and redo to the end: every state matches the one first seen."""
    match = Match(rules, options, seed)
    bots = [RandomBot(seed + 11 * p) for p in range(match.options["players"])]
    hashes = [rules.state_hash(match.state)]
    for _ in range(steps):
        d = match.decision()
        if d is None:
            break
        match.apply(bots[d.player].choose(rules, match.state, d.player))
        hashes.append(rules.state_hash(match.state))
    for i in range(len(hashes) - 1, 0, -1):
        match.undo()
        assert rules.state_hash(match.state) == hashes[i - 1], f"undo to action {i - 1} differs"
    for i in range(1, len(hashes)):
        match.redo()
        assert rules.state_hash(match.state) == hashes[i], f"redo of action {i} differs"
    assert not match.can_redo()
