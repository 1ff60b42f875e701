"""Hypothesis stateful random walks over a Match: play, undo, redo, save and reload.

Invariant at every step: the live state equals a fresh replay of the action
log (the log is the truth), and the game's own invariants hold.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from boardgames_gui.engine.api import concretise
from boardgames_gui.engine.match import Match
from boardgames_gui.engine.rng import Rng
from boardgames_gui.engine.savefile import dumps, loads
from boardgames_gui.games import registry

GAMES = [info.game_id for info in registry.available()]


def machine_for(game_id: str) -> type[RuleBasedStateMachine]:
    rules = registry.get(game_id).rules

    class MatchWalk(RuleBasedStateMachine):
        @initialize(seed=st.integers(0, 2**32), players=st.integers(rules.min_players, rules.max_players))
        def start(self, seed: int, players: int) -> None:
            self.match = Match(rules, {"players": players}, seed)
            self.rng = Rng(seed)

        @precondition(lambda self: self.match.decision() is not None)
        @rule(
            pick=st.integers(0, 10**6),
            end=st.sampled_from(["lo", "hi", "random"]),
            who=st.integers(0, 10**6),
        )
        def play(self, pick: int, end: str, who: int) -> None:
            """Any seat that may act now acts: the waited-for one or one out of turn."""
            actors = self.match.decision().actors()
            seat = actors[who % len(actors)]
            legal = self.match.legal_actions(seat) or self.match.legal_actions(actors[0])
            if not self.match.legal_actions(seat):
                seat = actors[0]
            self.match.apply(concretise(legal[pick % len(legal)], self.rng, end), seat)

        @precondition(lambda self: self.match.can_undo())
        @rule()
        def undo(self) -> None:
            self.match.undo()

        @precondition(lambda self: self.match.can_redo())
        @rule()
        def redo(self) -> None:
            self.match.redo()

        @rule()
        def save_and_reload(self) -> None:
            back = loads(dumps(self.match), registry.rules_of)
            assert rules.state_hash(back.state) == rules.state_hash(self.match.state)
            self.match = back

        @invariant()
        def live_state_equals_a_fresh_replay_of_the_log(self) -> None:
            replay = Match(rules, self.match.options, self.match.seed)
            for action, seat in zip(self.match.actions, self.match.seats, strict=True):
                replay.apply(action, seat)
            assert rules.state_hash(replay.state) == rules.state_hash(self.match.state)
            assert not rules.invariants(self.match.state)

    MatchWalk.__name__ = f"MatchWalk_{game_id}"
    return MatchWalk


@pytest.mark.parametrize("game_id", GAMES)
def test_random_walks_of_play_undo_redo_and_reload_keep_the_log_the_truth(game_id: str) -> None:
    machine = machine_for(game_id)
    machine.TestCase.settings = settings(
        max_examples=15,
        stateful_step_count=30,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )
    machine.TestCase().runTest()
