"""The step engine as the new games use it, through the public protocol of Pig Race.

Pig Race (`games/testgame/rules.py`) has one of each kind of step: the turn, an
out-of-turn window (charms), a step every other seat must answer (the verdict) and
a two-party confirmation (the swap). Positions are set up through the state's JSON,
which is part of the protocol; everything else goes through `decision`,
`legal_actions`, `check`, `apply` and `still_possible` with the acting seat.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from boardgames_gui.engine.api import (
    Action,
    Choice,
    IllegalAction,
    Range,
    Subset,
    canonical_json,
    concretise,
    matches,
    still_possible,
)
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games import registry

RULES = registry.get("testgame").rules


def position(players: int = 3, **fields: Any) -> Any:
    """A Pig Race state with some fields of its JSON replaced (seat 0 on turn unless told)."""
    state = RULES.new_game({"players": players}, 1)
    data = RULES.state_to_json(state)
    data.update(fields)
    return RULES.state_from_json(json.loads(json.dumps(data)))


def snapshot(state: Any) -> str:
    return canonical_json(RULES.state_to_json(state))


def refused(state: Any, action: dict, seat: int | None) -> IllegalAction:
    """The refusal `check` gives; `apply` must refuse with the same and change nothing."""
    before = snapshot(state)
    problem = RULES.check(state, action, seat)
    assert isinstance(problem, IllegalAction) and problem.message
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, action, seat)
    assert (err.value.code, err.value.message) == (problem.code, problem.message)
    assert snapshot(state) == before, "a refused action changed the state"
    return problem


# --------------------------------------------------------------------------- decisions list seats


def test_a_decision_lists_the_waited_for_seat_first_then_those_who_may_act_out_of_turn():
    state = position(players=3)
    decision = RULES.decision(state)
    assert decision.player == 0 and decision.kind == "roll_or_hold"
    assert decision.seats == (0, 1, 2)
    assert decision.actors() == (0, 1, 2)


def test_a_seat_that_holds_a_charm_is_no_longer_listed_by_the_decision():
    state = position(players=3, charms=[False, True, False])
    assert RULES.decision(state).seats == (0, 2)


# --------------------------------------------------------------------------- out of turn: charms


def test_a_charm_is_bought_out_of_turn_by_a_listed_seat_and_the_table_still_waits_for_the_turn():
    state = position(players=3, scores=[0, 5, 0])
    assert RULES.legal_actions(state, 1) == [Action("buy_charm")]
    assert RULES.check(state, Action("buy_charm"), 1) is None
    events = RULES.apply(state, Action("buy_charm"), 1)
    assert [e.type for e in events] == ["charm_bought"]
    assert RULES.state_to_json(state)["scores"] == [0, 3, 0]
    assert RULES.state_to_json(state)["charms"] == [False, True, False]
    decision = RULES.decision(state)
    assert decision.player == 0 and decision.kind == "roll_or_hold" and decision.seats == (0, 2)


def test_the_seat_on_turn_may_not_buy_a_charm():
    state = position(players=3, scores=[9, 0, 0])
    assert Action("buy_charm") not in RULES.legal_actions(state, 0)
    problem = refused(state, {"type": "buy_charm"}, 0)
    assert problem.code == "not_allowed"


def test_a_charm_the_seat_cannot_afford_is_refused_with_its_price():
    state = position(players=3, scores=[0, 1, 0])
    assert RULES.legal_actions(state, 1) == []
    problem = refused(state, {"type": "buy_charm"}, 1)
    assert problem.code == "charm_price"
    assert problem.message == "A charm costs 2 banked points; you have 1."


def test_a_seat_the_decision_does_not_list_is_told_whom_the_table_waits_for():
    state = position(players=3, scores=[0, 5, 0], charms=[False, True, False])
    problem = refused(state, {"type": "buy_charm"}, 1)
    assert problem.code == "not_your_turn"
    assert problem.message == "Player 2, it is not your move now: the table waits for Player 1."


def test_a_seat_out_of_turn_may_not_take_the_turns_actions():
    state = position(players=3, scores=[0, 5, 0])
    problem = refused(state, {"type": "roll"}, 1)
    assert problem.code == "not_your_turn"


# --------------------------------------------------------------------------- every seat answers: verdicts


def big_bank(players: int = 4) -> Any:
    """Seat 0 banks 12 at once: every other seat is asked for a verdict."""
    state = position(players=players, turn_total=12)
    events = RULES.apply(state, Action("hold", amount=12), 0)
    assert [e.type for e in events] == ["held", "verdict_asked"]
    return state


def test_after_a_big_bank_every_other_seat_must_answer_and_the_game_waits_for_them():
    state = big_bank()
    decision = RULES.decision(state)
    assert decision.kind == "verdict" and decision.player == 1
    assert set(decision.seats) >= {1, 2, 3}
    for seat in (1, 2, 3):
        assert RULES.legal_actions(state, seat)[:2] == [Action("cheer"), Action("boo")]
    refused(state, {"type": "roll"}, 1)


def test_the_verdict_is_answered_in_any_order_and_resolves_by_itself_when_all_have():
    state = big_bank()
    assert [e.type for e in RULES.apply(state, Action("boo"), 3)] == ["booed"]
    assert RULES.decision(state).kind == "verdict" and RULES.decision(state).player == 1
    assert [e.type for e in RULES.apply(state, Action("boo"), 1)] == ["booed"]
    assert RULES.decision(state).player == 2
    events = RULES.apply(state, Action("cheer"), 2)
    assert [e.type for e in events] == ["cheered", "booed_off"]
    data = RULES.state_to_json(state)
    assert data["verdict"] is None and data["scores"][0] == 10  # two boos to one cheer cost 2
    decision = RULES.decision(state)
    assert decision.kind == "roll_or_hold" and decision.player == 1


def test_a_seat_that_has_answered_the_verdict_may_not_answer_again():
    state = big_bank()
    RULES.apply(state, Action("cheer"), 2)
    assert RULES.check(state, Action("boo"), 2) is not None
    refused(state, {"type": "boo"}, 2)


def test_more_cheers_than_boos_cost_the_banker_nothing():
    state = big_bank(players=3)
    RULES.apply(state, Action("cheer"), 2)
    events = RULES.apply(state, Action("cheer"), 1)
    assert [e.type for e in events] == ["cheered", "cheered_on"]
    assert RULES.state_to_json(state)["scores"][0] == 12


# --------------------------------------------------------------------------- two sides confirm: swaps


def offered(players: int = 3, to: int = 2) -> Any:
    state = position(players=players, lucky=[2, 3, 4, 5][:players])
    listed = [a for a in RULES.legal_actions(state, 0) if a.type == "offer_swap"]
    assert listed == [Action("offer_swap", to=Choice(tuple(range(1, players))))]
    RULES.apply(state, Action("offer_swap", to=to), 0)
    return state


def test_a_swap_waits_for_the_other_side_and_only_it_may_answer():
    state = offered()
    decision = RULES.decision(state)
    assert decision.kind == "swap" and decision.player == 2
    assert RULES.state_to_json(state)["lucky"] == [2, 3, 4]
    assert refused(state, {"type": "accept"}, 0).code == "not_your_turn"
    assert refused(state, {"type": "accept"}, 1).code == "not_your_turn"


def test_a_swap_happens_when_the_other_side_accepts():
    state = offered()
    events = RULES.apply(state, Action("accept"), 2)
    assert [e.type for e in events] == ["swapped"]
    assert RULES.state_to_json(state)["lucky"] == [4, 3, 2]
    assert RULES.decision(state).kind == "roll_or_hold" and RULES.decision(state).player == 0


def test_a_declined_swap_changes_nothing_and_is_not_offered_twice_in_a_turn():
    state = offered()
    events = RULES.apply(state, Action("decline"), 2)
    assert [e.type for e in events] == ["swap_declined"]
    assert RULES.state_to_json(state)["lucky"] == [2, 3, 4]
    assert all(a.type != "offer_swap" for a in RULES.legal_actions(state, 0))
    problem = refused(state, {"type": "offer_swap", "to": 1}, 0)
    assert problem.message == "You have offered a swap this turn already."


# --------------------------------------------------------------------------- still_possible


def test_still_possible_says_what_a_partly_chosen_action_may_still_be():
    state = position(players=3, turn_total=5, scores=[0, 4, 0])
    assert RULES.still_possible(state, {"type": "hold"}) == {"amount": [Range(1, 5)]}
    assert RULES.still_possible(state, {}) == {"type": ["roll", "hold"], "amount": [Range(1, 5)]}
    assert RULES.still_possible(state, {}, 1) == {"type": ["buy_charm"]}
    fresh = position(players=3)
    assert RULES.still_possible(fresh, {"type": "offer_swap"}) == {"to": [Choice((1, 2))]}
    assert RULES.still_possible(fresh, {"type": "offer_swap", "to": 1}) == {}
    assert RULES.still_possible(fresh, {"type": "hold"}) is None, "nothing to hold yet"


def test_still_possible_narrows_each_field_by_the_fields_chosen():
    legal = [
        Action("lay", hex=Choice(("A1", "B2")), tile=Choice((7, 8)), rotation=Range(0, 5)),
        Action("lay", hex="C3", tile=9, rotation=Range(0, 5)),
        Action("pass"),
    ]
    assert still_possible(legal, {"type": "lay", "hex": "C3"}) == {"tile": [9], "rotation": [Range(0, 5)]}
    assert still_possible(legal, {"type": "lay", "hex": "A1"}) == {
        "tile": [Choice((7, 8))],
        "rotation": [Range(0, 5)],
    }
    assert still_possible(legal, {"type": "lay", "hex": "Z9"}) is None, "nothing fits"
    assert still_possible(legal, {"type": "pass"}) == {}, "complete: nothing left to choose"
    assert still_possible(legal, {"tile": 8}) == {
        "type": ["lay"],
        "hex": [Choice(("A1", "B2"))],
        "rotation": [Range(0, 5)],
    }


# --------------------------------------------------------------------------- Choice and Subset templates


def test_a_choice_matches_its_values_only_and_tells_true_from_1():
    listed = Action("fly", space=Choice((1, 5, 9)))
    assert matches(listed, {"type": "fly", "space": 5})
    assert not matches(listed, {"type": "fly", "space": 4})
    assert not matches(Action("fly", space=Choice((1,))), {"type": "fly", "space": True})
    assert not matches(listed, {"type": "fly"})


def test_a_choice_concretises_to_its_first_its_last_or_a_random_value():
    listed = Action("fly", space=Choice((1, 5, 9)))
    assert concretise(listed, Rng(1), "lo") == {"type": "fly", "space": 1}
    assert concretise(listed, Rng(1), "hi") == {"type": "fly", "space": 9}
    picks = {concretise(listed, Rng(seed))["space"] for seed in range(40)}
    assert picks == {1, 5, 9}
    assert concretise(listed, Rng(3)) == concretise(listed, Rng(3))


def test_a_subset_matches_distinct_members_in_its_order_within_its_bounds():
    listed = Action("pay", cards=Subset(("a", "b", "c"), 1, 2))
    assert matches(listed, {"type": "pay", "cards": ["a", "c"]})
    assert matches(listed, {"type": "pay", "cards": ["b"]})
    for wrong in (["c", "a"], ["a", "a"], [], ["a", "b", "c"], ["d"], "a", ("a",)):
        assert not matches(listed, {"type": "pay", "cards": wrong}), wrong
    everything = Action("pay", cards=Subset(("a", "b", "c")))
    assert matches(everything, {"type": "pay", "cards": []})
    assert matches(everything, {"type": "pay", "cards": ["a", "b", "c"]})


def test_a_subset_concretises_to_its_fewest_its_most_or_a_random_pick_in_order():
    listed = Action("pay", cards=Subset(("a", "b", "c", "d"), 1, 3))
    assert concretise(listed, Rng(1), "lo") == {"type": "pay", "cards": ["a"]}
    assert concretise(listed, Rng(1), "hi") == {"type": "pay", "cards": ["a", "b", "c"]}
    seen = set()
    for seed in range(60):
        cards = concretise(listed, Rng(seed))["cards"]
        assert matches(listed, {"type": "pay", "cards": cards})
        seen.add(tuple(cards))
    assert len(seen) > 5


def test_templates_write_themselves_as_json_and_concrete_picks_are_plain_json():
    listed = Action("trade", give=Subset(("wood", "ore"), 0, 1), to=Choice((1, 2)), cash=Range(0, 100, 10))
    assert json.loads(canonical_json(listed)) == {
        "type": "trade",
        "give": {"subset": ["wood", "ore"], "lo": 0, "hi": 1},
        "to": {"choice": [1, 2]},
        "cash": {"range": [0, 100, 10]},
    }
    picked = concretise(listed, Rng(5))
    assert json.loads(json.dumps(picked)) == dict(picked)


# --------------------------------------------------------------------------- check


def test_check_answers_none_for_a_legal_action_and_changes_nothing():
    state = position(players=2, turn_total=4)
    before = snapshot(state)
    assert RULES.check(state, {"type": "roll"}) is None
    assert RULES.check(state, {"type": "hold", "amount": 4}, 0) is None
    assert RULES.check(state, {"type": "hold", "amount": 1}) is None
    assert snapshot(state) == before


def test_check_answers_the_sentence_for_an_illegal_action_and_changes_nothing():
    state = position(players=2, turn_total=4)
    before = snapshot(state)
    problem = RULES.check(state, {"type": "hold", "amount": 5})
    assert problem.code == "bad_amount" and problem.message == "You can bank 1 to 4 points."
    problem = RULES.check(state, {"type": "roll", "extra": 1})
    assert problem.code == "malformed"
    assert RULES.check(state, {"type": 7}).code == "malformed"
    assert snapshot(state) == before
    fresh = position(players=2)
    assert (
        RULES.check(fresh, {"type": "hold", "amount": 1}).message == "You have nothing to hold: roll first."
    )


def test_check_after_the_game_is_over_says_so():
    state = position(players=2, winner=0, scores=[30, 4])
    assert RULES.decision(state) is None
    problem = refused(state, {"type": "roll"}, None)
    assert problem.code == "game_over" and problem.message == "The game is over."
