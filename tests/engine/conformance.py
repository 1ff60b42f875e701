"""The conformance checks every registered game must pass (docs/architecture.md section 6).

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
    Decision,
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
from boardgames_gui.engine.savefile import dumps, loads

#: per step, how many listed actions are tried on clones (all of them when fewer)
TRY_LISTED = 10
#: per step, how many listed actions of each seat acting out of turn are tried on clones
TRY_OUT_OF_TURN = 3
#: when the decision lists seats besides the waited-for one, one action in this many is theirs
OUT_OF_TURN_EVERY = 4


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
    if decision is not None:
        check_other_seats(rules, state, decision, legal, rng, before)


def players_of(rules: Rules, state: Any) -> int:
    return len(rules.player_names(state))


def check_other_seats(
    rules: Rules, state: Any, decision: Decision, legal: list[Action], rng: Rng, before: str
) -> None:
    """Seats besides the waited-for one: those the decision lists may take their listed
    actions (tried on clones); every other seat is refused with a sentence, even for a
    move the waited-for seat may make, and the state stays as it was."""
    actors = decision.actors()
    for seat in actors[1:]:
        theirs = rules.legal_actions(state, seat)
        for listed in theirs[:TRY_OUT_OF_TURN]:
            action = concretise(listed, rng)
            problem = rules.check(state, action, seat)
            assert problem is None, f"seat {seat} may not take its listed {action}: {problem}"
            rules.apply(rules.clone(state), action, seat)
    waited_for = concretise(legal[0], rng, "lo")
    for seat in range(players_of(rules, state)):
        if seat in actors:
            continue
        problem = rules.check(state, waited_for, seat)
        assert isinstance(problem, IllegalAction), f"seat {seat} may not act now, yet {waited_for} passes"
        assert problem.code == "not_your_turn" and problem.message, problem
        try:
            rules.apply(state, waited_for, seat)
        except IllegalAction as exc:
            assert exc.code == "not_your_turn" and exc.message
        else:
            raise AssertionError(f"seat {seat} may not act now, yet {waited_for} was applied")
    assert snapshot(rules, state) == before, "checking other seats changed the state"


def acting_seat(rules: Rules, state: Any, decision: Decision, rng: Rng) -> int:
    """Mostly the waited-for seat; now and then a seat the decision lists to act out of turn
    (one that has something to do), as people at a table do."""
    others = [seat for seat in decision.actors()[1:] if rules.legal_actions(state, seat)]
    if others and rng.below(OUT_OF_TURN_EVERY) == 0:
        return rng.choice(others)
    return decision.player


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
        seat = acting_seat(rules, state, decision, rng)
        action = bots[seat].choose(rules, state, seat)
        clone = rules.clone(state)
        clone_before = snapshot(rules, clone)
        rules.apply(state, action, seat)
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
    """Undo back to the start and redo to the end: every state matches the one first seen,
    and the match keeps the seat of every action (out-of-turn ones included) through undo,
    redo and a save replayed."""
    match = Match(rules, options, seed)
    bots = [RandomBot(seed + 11 * p) for p in range(match.options["players"])]
    rng = Rng.from_seed(seed ^ 0x0DD)
    hashes = [rules.state_hash(match.state)]
    seats: list[int] = []
    for _ in range(steps):
        d = match.decision()
        if d is None:
            break
        seat = acting_seat(rules, match.state, d, rng)
        match.apply(bots[seat].choose(rules, match.state, seat), seat)
        seats.append(seat)
        hashes.append(rules.state_hash(match.state))
    assert match.seats == seats, "the match did not record the seat of each action"
    replayed = loads(dumps(match), lambda game_id: rules)
    assert replayed.seats == seats, "a saved game replayed with other seats"
    assert rules.state_hash(replayed.state) == hashes[-1], "a saved game replayed to another state"
    for i in range(len(hashes) - 1, 0, -1):
        match.undo()
        assert rules.state_hash(match.state) == hashes[i - 1], f"undo to action {i - 1} differs"
        assert match.seats == seats[: i - 1], f"undo to action {i - 1} lost the seats"
    for i in range(1, len(hashes)):
        match.redo()
        assert rules.state_hash(match.state) == hashes[i], f"redo of action {i} differs"
    assert match.seats == seats, "redo did not give back the seats"
    assert not match.can_redo()
