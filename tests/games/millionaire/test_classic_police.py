"""The Classic Tax Police (reading M22, 2.8) and three doubles sending a token there (M3)."""

from __future__ import annotations

from boardgames_gui.engine.api import Action
from boardgames_gui.games.millionaire import classic_cards as C
from tests.games.millionaire.classic_helpers import (
    RULES,
    act,
    decision_kind,
    give,
    kinds,
    listed_types,
    new,
    rig,
    roll_from,
)


def held(seat: int = 0, attempt: int = 1, players: int = 3):
    """A game in which `seat` is held by the Tax Police and its turn begins (`attempt` is the
    number of the attempt it is about to make)."""
    state = new(players=players)
    state.positions[seat] = C.TAX_POLICE
    state.detained[seat] = attempt
    state.current = seat
    state.pending.append({"kind": "police", "player": seat})  # what the turn's start pushes
    return state


def test_m22_landing_on_tax_police_holds_the_player_and_ends_the_move() -> None:
    state = new()
    events = roll_from(state, 26, 2, 2)  # doubles onto the Tax Police: no roll again
    assert state.positions[0] == 30 and state.detained[0] == 1
    assert "police_held" in kinds(events)
    assert "end_turn" in listed_types(state) and "roll" not in listed_types(state)


def test_m3_three_doubles_send_the_token_to_tax_police_with_no_income() -> None:
    state = new()
    give(state, 0, 2, 6)  # the first two doubles end on the player's own plots: nothing to decide
    rig(state, 1, 1, 2, 2, 3, 3)
    act(state, "roll")
    act(state, "roll")
    events = act(state, "roll")
    assert "three_doubles" in kinds(events)
    assert state.positions[0] == 30 and state.detained[0] == 1
    assert "income" not in kinds(events)
    assert "end_turn" in listed_types(state) and "roll" not in listed_types(state)


def test_m22_the_next_turn_of_a_held_player_begins_at_the_police() -> None:
    state = new()
    give(state, 0, 2)  # the others roll from Oil company onto it and pay its rent
    roll_from(state, 26, 1, 3)
    act(state, "end_turn")
    for seat in (1, 2):
        state.positions[seat] = 39
        rig(state, 1, 2)
        act(state, "roll")
        act(state, "end_turn")
    assert state.current == 0 and decision_kind(state) == "police"
    assert {"roll", "pay_fine"} <= set(listed_types(state))


def test_m22_paying_50_before_rolling_frees_the_player_who_then_rolls_as_usual() -> None:
    state = held()
    events = act(state, "pay_fine")
    assert state.money[0] == 1950 and state.detained[0] == 0
    assert "police_paid" in kinds(events) and decision_kind(state) == "turn"
    rig(state, 1, 2)
    act(state, "roll")
    assert state.positions[0] == 33


def test_m22_the_fine_is_refused_with_less_than_50_in_cash() -> None:
    state = held()
    state.money[0] = 40
    assert "pay_fine" not in listed_types(state)
    assert "more than your cash" in RULES.decision(state).prompt
    refusal = RULES.check(state, Action("pay_fine"))
    assert refusal.code == "fine_cash"
    assert refusal.message == "The fine is 50 F and you have 40 F: roll for doubles instead."


def test_m22_the_amnesty_card_frees_the_player_at_no_cost_and_goes_under_the_chance_deck() -> None:
    state = held()
    state.decks["chance"].remove(C.AMNESTY)
    state.held[0] = [C.AMNESTY]  # drawn earlier and kept (M20)
    assert Action("use_card", card=C.AMNESTY) in RULES.legal_actions(state)
    events = act(state, "use_card", card=C.AMNESTY)
    assert state.detained[0] == 0 and state.money[0] == 2000 and state.held[0] == []
    assert state.decks["chance"][-1] == C.AMNESTY
    assert "police_escaped" in kinds(events) and decision_kind(state) == "turn"


def test_m22_the_amnesty_card_is_refused_to_a_player_without_it() -> None:
    state = held()
    assert (
        RULES.check(state, Action("use_card", card=C.AMNESTY)).message == "You do not hold the Amnesty card."
    )


def test_m22_doubles_free_the_player_who_moves_by_that_roll_and_does_not_roll_again() -> None:
    state = held()
    rig(state, 2, 2)
    events = act(state, "roll")
    assert state.detained[0] == 0 and state.positions[0] == 34
    assert "police_escaped" in kinds(events)
    assert decision_kind(state) == "buy"  # Steel mill, free
    act(state, "buy", space=34)
    assert "end_turn" in listed_types(state) and "roll" not in listed_types(state)


def test_m22_a_failed_attempt_keeps_the_player_and_ends_the_move() -> None:
    state = held(attempt=1)
    rig(state, 1, 2)
    events = act(state, "roll")
    assert state.positions[0] == 30 and state.detained[0] == 2
    assert next(event for event in events if event["type"] == "police_stay")["attempts"] == 1
    assert listed_types(state)[-1] == "end_turn"


def test_m22_after_the_third_failure_the_player_pays_50_and_moves_by_that_roll() -> None:
    state = held(attempt=3)
    rig(state, 1, 2)
    events = act(state, "roll")
    assert state.detained[0] == 0 and state.positions[0] == 33
    assert state.money[0] == 1950
    assert next(event for event in events if event["type"] == "police_paid")["forced"] is True


def test_m12_a_held_player_may_still_redeem_before_the_attempt() -> None:
    state = held()
    give(state, 0, 39)
    state.mortgaged[39] = True
    assert Action("redeem", space=39) in RULES.legal_actions(state)
    act(state, "redeem", space=39)
    assert not state.mortgaged[39] and decision_kind(state) == "police"


def test_m22_the_police_prompt_names_the_attempt_and_the_fine() -> None:
    state = held(attempt=2)
    assert "attempt 2 of 3" in RULES.decision(state).prompt and "50 F" in RULES.decision(state).prompt
