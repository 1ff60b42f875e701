"""The Elite refusals, word for word (they teach the rule that refuses)."""

from __future__ import annotations

from tests.games.millionaire.elite_helpers import CINEMA, NIGHTCLUB, RULES, elite, roll_to


def test_a_policy_already_held_is_refused():
    """M13: one policy of each colour."""
    state = elite()
    state.policies[0] = ["blue"]
    problem = RULES.check(state, {"type": "buy_policy", "colour": "blue"})
    assert problem.message == "You hold that policy already, or cannot afford it."


def test_a_card_that_cannot_be_used_now_is_refused():
    """M20: the Release card is used only while held at Tax Inspection."""
    state = elite()
    state.held[0] = ["chance:8"]
    problem = RULES.check(state, {"type": "use_card", "card": "chance:8"})
    assert problem.message == "That card cannot be used now."


def test_building_under_the_moratorium_is_refused():
    """Fortune 8: no new branches or enterprises."""
    state = elite()
    state.owner[CINEMA] = state.owner[NIGHTCLUB] = 0
    state.fortune_active = "fortune:8"
    problem = RULES.check(state, {"type": "build", "space": CINEMA})
    assert problem.message == (
        "Building moratorium (Fortune): no new branches or enterprises while it is in force."
    )


def test_a_second_trade_through_the_broker_is_refused():
    """M27: each other player trades through the player on the Exchange only once."""
    state = elite()
    roll_to(state, 7, 1, 3)
    RULES.apply(state, {"type": "buy_shares", "count": 1}, 1)
    problem = RULES.check(state, {"type": "buy_shares", "count": 1}, 1)
    assert problem is not None and problem.code == "not_your_turn"
