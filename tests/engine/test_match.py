"""Match: apply, undo, redo (cleared by a new action), snapshots that keep undo cheap."""

import pytest

from boardgames_gui.engine import match as match_module
from boardgames_gui.engine.api import Action, Variant
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.match import Match
from boardgames_gui.games import registry
from boardgames_gui.games.testgame.rules import PigRaceRules


def test_undo_restores_the_previous_state_and_redo_reapplies():
    rules = registry.get("testgame").rules
    m = Match(rules, {"players": 2}, 3)
    start = rules.state_hash(m.state)
    m.apply(Action("roll"))
    after = rules.state_hash(m.state)
    m.undo()
    assert rules.state_hash(m.state) == start and m.can_redo()
    m.redo()
    assert rules.state_hash(m.state) == after and not m.can_redo()


def test_a_new_action_clears_the_redo_list():
    rules = registry.get("testgame").rules
    m = Match(rules, {"players": 2}, 3)
    m.apply(Action("roll"))
    m.undo()
    assert m.can_redo()
    m.apply(Action("roll"))
    assert not m.can_redo()
    with pytest.raises(IndexError):
        m.redo()


def test_undo_with_nothing_played_is_refused():
    m = Match(registry.get("testgame").rules, {"players": 2}, 1)
    assert not m.can_undo()
    with pytest.raises(IndexError):
        m.undo()


class LongPigRace(PigRaceRules):
    """Pig Race with a target so high that one game lasts thousands of actions."""

    variants = (
        Variant("target", "Target score", "int", 100000, lo=10, hi=100000),
        *PigRaceRules.variants[1:],
    )


def test_undo_in_a_2000_action_game_replays_from_the_nearest_snapshot(monkeypatch):
    """Undo cost is bounded by the snapshot spacing, not by the game's length."""
    rules = LongPigRace()
    m = Match(rules, {"players": 2}, 11)
    bot = RandomBot(2)
    hashes = [rules.state_hash(m.state)]
    for _ in range(2000):
        d = m.decision()
        m.apply(bot.choose(rules, m.state, d.player))
        hashes.append(rules.state_hash(m.state))
    assert len(m.actions) == 2000
    calls = []
    original = rules.apply_unchecked
    monkeypatch.setattr(
        rules, "apply_unchecked", lambda state, a, seat: calls.append(a) or original(state, a, seat)
    )
    for back in range(1, 120):
        calls.clear()
        m.undo()
        assert len(calls) < match_module.SNAPSHOT_EVERY
        assert rules.state_hash(m.state) == hashes[2000 - back]


def test_undo_far_back_then_redo_matches_the_original_states():
    rules = registry.get("testgame").rules
    m = Match(rules, {"players": 3, "variants": {"target": 100}}, 21)
    bot = RandomBot(5)
    hashes = [rules.state_hash(m.state)]
    for _ in range(180):
        d = m.decision()
        if d is None:
            break
        m.apply(bot.choose(rules, m.state, d.player))
        hashes.append(rules.state_hash(m.state))
    n = len(m.actions)
    m.undo_to(n - 120)
    assert rules.state_hash(m.state) == hashes[n - 120]
    for i in range(n - 120 + 1, n + 1):
        m.redo()
        assert rules.state_hash(m.state) == hashes[i]


def test_the_match_keeps_each_actions_events_through_undo_redo_and_loading():
    """The log dock reads match.events: one list per action, taken back by Undo, made
    again by Redo, and filled by loading a save (no second replay for the log)."""
    from boardgames_gui.engine import savefile

    rules = registry.get("testgame").rules
    m = Match(rules, {"players": 2}, 3)
    made = [m.apply(Action("roll")), m.apply(Action("roll"))]
    assert m.events == made and len(m.events) == len(m.actions)
    m.undo()
    assert m.events == made[:1]
    m.redo()
    assert m.events == made
    loaded = savefile.loads(savefile.dumps(m), registry.rules_of)
    assert loaded.events == made
