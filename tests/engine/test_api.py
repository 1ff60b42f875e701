"""The rules protocol's small types: frozen actions, ranges, options validation."""

import json

import pytest

from boardgames_gui.engine.api import (
    Action,
    IllegalAction,
    Lists,
    OptionsError,
    Range,
    Rules,
    Variant,
    concretise,
    find_listed,
    matches,
    rank_by,
)
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games import registry


def test_actions_are_frozen_and_json_serialisable():
    a = Action("buy", space=6)
    with pytest.raises(TypeError):
        a["space"] = 7
    with pytest.raises(TypeError):
        a.update(space=7)
    assert json.loads(json.dumps(a)) == {"type": "buy", "space": 6}
    assert hash(a) == hash(Action("buy", space=6))


def test_a_range_action_matches_values_inside_it_only():
    listed = Action("bid", amount=Range(10, 50, 10))
    assert matches(listed, {"type": "bid", "amount": 30})
    assert not matches(listed, {"type": "bid", "amount": 35})
    assert not matches(listed, {"type": "bid", "amount": 60})
    assert not matches(listed, {"type": "bid", "amount": True})
    assert not matches(listed, {"type": "bid"})
    assert concretise(listed, Rng(1), "hi") == {"type": "bid", "amount": 50}
    assert find_listed([Action("roll"), listed], {"type": "roll"})


def test_concretise_hands_back_a_concrete_action_and_draws_nothing():
    """A listed action without a Range is already what gets applied (it is frozen): no copy, no random draw."""
    listed = Action("buy", space=6)
    rng = Rng(7)
    before = rng.state
    assert concretise(listed, rng) is listed
    assert rng.state == before
    ranged = Action("bid", amount=Range(10, 500, 10))
    picked = concretise(ranged, rng)
    assert type(picked) is Action and picked["amount"] in range(10, 501, 10) and rng.state != before


def test_illegal_action_carries_a_code_and_a_sentence():
    exc = IllegalAction("no_money", "You cannot pay ₩500K: you have ₩200K.")
    assert exc.code == "no_money" and "₩500K" in str(exc)


def test_rank_by_groups_ties():
    assert rank_by([5, 9, 5, 1]) == [[1], [0, 2], [3]]


@pytest.mark.parametrize(
    "options, phrase",
    [
        ({"players": 9}, "2 to 4 players"),
        ({"players": "3"}, "whole number"),
        ({"players": 2, "names": ["A"]}, "names"),
        ({"players": 2, "seats": ["human", "robot"]}, "human"),
        ({"players": 2, "variants": {"nonsense": True}}, "no variant"),
        ({"players": 2, "variants": {"target": 1000}}, "from 10 to 100"),
        ({"players": 2, "variants": {"one_ends_turn": "yes"}}, "true or false"),
        ([], "object"),
    ],
)
def test_bad_options_are_refused_with_one_sentence(options, phrase):
    rules = registry.get("testgame").rules
    with pytest.raises(OptionsError) as err:
        rules.validate_options(options)
    assert phrase in str(err.value)


def test_options_are_completed_with_defaults():
    rules = registry.get("testgame").rules
    opts = rules.validate_options({"players": 3})
    assert opts["names"] == ["Player 1", "Player 2", "Player 3"]
    assert opts["seats"] == ["human"] * 3
    assert opts["variants"] == {
        "target": 30,
        "one_ends_turn": True,
        "charms": True,
        "verdicts": True,
        "swaps": True,
    }


def test_checked_apply_refuses_with_the_games_sentence_and_changes_nothing():
    rules = registry.get("testgame").rules
    state = rules.new_game({"players": 2}, 1)
    before = rules.state_to_json(state)
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, {"type": "hold", "amount": 3})
    assert err.value.code == "nothing_to_hold"
    assert rules.state_to_json(state) == before


class _LateVariantRules(Rules):
    """Rules with a variant for two players only and one added after games were saved."""

    variants = (
        Variant("duel", "Duel rule", "bool", True, players=(2,)),
        Variant("late", "Added later", "bool", False, left_out_at_default=True),
    )


def test_a_variant_says_which_player_counts_it_applies_to():
    duel, late = _LateVariantRules.variants
    assert duel.applies_to(2) and not duel.applies_to(3) and not duel.applies_to(4)
    assert all(late.applies_to(n) for n in (2, 3, 4))


def test_a_variant_added_later_is_left_out_of_the_options_at_its_default():
    """Older saves never had the variant: their options, and so their states, stay as they were."""
    rules = _LateVariantRules()
    quiet = rules.validate_options({"players": 2, "variants": {"late": False}})
    assert quiet["variants"] == {"duel": True}
    assert rules.variant_value(quiet, "late") is False
    loud = rules.validate_options({"players": 2, "variants": {"late": True}})
    assert loud["variants"] == {"duel": True, "late": True}
    assert rules.variant_value(loud, "late") is True


class _SeatChoiceRules(Rules):
    """Rules with a start-player choice over four seats."""

    variants = (
        Variant(
            "first",
            "Start player",
            "choice",
            "random",
            choices=(("random", "Random"), (1, "P1"), (2, "P2"), (3, "P3"), (4, "P4")),
            seat_choices=True,
        ),
    )


def test_a_seat_choice_offers_and_accepts_only_the_seats_in_the_game():
    """A two-player game has no Player 3 to start (issue 15)."""
    (first,) = _SeatChoiceRules.variants
    assert [c[0] for c in first.choices_for(2)] == ["random", 1, 2]
    assert [c[0] for c in first.choices_for(4)] == ["random", 1, 2, 3, 4]
    rules = _SeatChoiceRules()
    assert rules.validate_options({"players": 2, "variants": {"first": 2}})["variants"]["first"] == 2
    with pytest.raises(OptionsError, match="no Player 3 in a 2-player game"):
        rules.validate_options({"players": 2, "variants": {"first": 3}})


def test_a_lists_template_accepts_any_lists_of_its_ids_and_every_pick_gives_its_example() -> None:
    """Lists: one list of ids per item (the routes of trains), too many combinations to list;
    the shape is the template's, legality the rules' check."""
    routes = Lists(2, ("a", "b", "c"), (("a", "b"), ()))
    listed = Action("run", routes=routes)
    assert matches(listed, Action("run", routes=[["c", "a", "c"], []]))
    assert not matches(listed, Action("run", routes=[["a", "x"], []])), "an id not on the map"
    assert not matches(listed, Action("run", routes=[["a", "b"]])), "one list per item"
    assert not matches(listed, Action("run", routes="a-b"))
    for how in ("lo", "hi", "random"):
        assert concretise(listed, Rng(1), how) == Action("run", routes=[["a", "b"], []])
    assert json.loads(json.dumps(routes.to_json()))["example"] == [["a", "b"], []]
