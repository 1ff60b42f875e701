"""Elite circular tax and Tax Inspection (rule text S:139-S:143, readings M3, M11; tables 2.6, 2.7)."""

from __future__ import annotations

from tests.games.millionaire.elite_helpers import (
    CINEMA,
    EXEMPTION,
    HYDRO,
    INSPECTION,
    INTERNET,
    NUCLEAR,
    POLICE,
    act,
    elite,
    give,
    listed,
    rig_dice,
    roll_to,
    top,
    types,
)


def test_passing_tax_inspection_charges_ten_per_share_plus_the_plot_tax():
    """M11 / S:139: passing Tax Inspection charges the circular tax: 10 F per share plus the plot
    tax of table 2.6 (Cinema, not a monopoly: 3 F)."""
    state = elite()
    give(state, 0, CINEMA)
    state.shares[0] = 5
    roll_to(state, INTERNET, 1, 2)  # from 8, passing 10
    assert state.money[0] == 2000 - 53
    assert state.detained[0] == 0  # passing does not hold (M11)


def test_central_plots_pay_the_tax_of_table_2_7():
    """2.7: each central plot pays the circular tax of how many the owner holds (two: 40 F each)."""
    state = elite()
    give(state, 0, NUCLEAR, HYDRO)
    roll_to(state, INTERNET, 1, 2)
    assert state.money[0] == 2000 - 80


def test_arriving_at_tax_inspection_charges_the_tax_and_holds_the_player():
    """M11: arriving at Tax Inspection charges the circular tax and holds the player there."""
    state = elite()
    state.shares[0] = 2
    events = roll_to(state, INSPECTION, 1, 2)
    assert state.money[0] == 2000 - 20 and state.detained[0] == 1
    assert "held" in types(events)
    assert "end_turn" in listed(state)  # a held player does not roll again


def test_held_player_pays_fifty_before_rolling_and_moves_on():
    """S:139: a held player may leave Tax Inspection by paying 50 F."""
    state = elite()
    roll_to(state, INSPECTION, 1, 2)
    act(state, "end_turn")
    state.current = 0  # only seat 0's next turn matters here
    state.pending.append({"kind": "inspection", "player": 0})
    assert top(state) == "inspection" and "pay_fine" in listed(state)
    act(state, "pay_fine")
    assert state.detained[0] == 0 and state.money[0] == 2000 - 50
    assert "roll" in listed(state)


def held(state, attempt: int = 1):
    """Seat 0 at Tax Inspection, its turn beginning (the inspection frame on top)."""
    state.positions[0] = INSPECTION
    state.detained[0] = attempt
    state.pending.append({"kind": "inspection", "player": 0})
    return state


def test_doubles_free_a_held_player_who_moves_by_them():
    """S:139: doubles in one of the next three turns free the player; he moves by that roll."""
    state = held(elite())
    rig_dice(state, 2, 2)
    act(state, "roll")
    assert state.detained[0] == 0 and state.positions[0] == 14
    assert state.doubles == 0  # leaving by doubles gives no second roll


def test_no_doubles_keeps_the_player_held():
    """S:139: without doubles the player stays; the attempt is counted."""
    state = held(elite())
    rig_dice(state, 1, 2)
    events = act(state, "roll")
    assert state.detained[0] == 2 and state.positions[0] == INSPECTION
    assert "still_held" in types(events)


def test_after_the_third_failure_the_player_pays_fifty_and_moves():
    """S:139: after the third failure the player pays 50 F to leave (and moves by that roll, as 2.8)."""
    state = held(elite(), attempt=3)
    rig_dice(state, 1, 2)
    act(state, "roll")
    assert state.detained[0] == 0 and state.money[0] == 2000 - 50 and state.positions[0] == 13


def test_release_card_frees_without_paying():
    """Chance 8 (Release, keep): leave Tax Inspection without paying."""
    state = held(elite())
    state.held[0].append("chance:8")
    state.decks["chance"].remove("chance:8")
    act(state, "use_card", card="chance:8")
    assert state.detained[0] == 0 and state.money[0] == 2000
    assert "chance:8" in state.decks["chance"]
    assert "roll" in listed(state)


def test_tax_police_sends_to_tax_inspection_without_income():
    """S:143, M11: Tax Police sends the token to Tax Inspection with no circular income; the tax
    is charged there and the player is held."""
    state = elite()
    state.shares[0] = 1
    roll_to(state, POLICE, 1, 2)
    assert state.positions[0] == INSPECTION and state.detained[0] == 1
    assert state.money[0] == 2000 - 10


def test_three_doubles_send_to_tax_inspection_with_the_tax():
    """M3 / M11: three doubles send the token to Tax Inspection; the tax is charged there."""
    state = elite()
    state.shares[0] = 3
    state.doubles = 2
    state.positions[0] = 2
    rig_dice(state, 3, 3)
    act(state, "roll")
    assert state.positions[0] == INSPECTION and state.detained[0] == 1
    assert state.money[0] == 2000 - 30


def test_exemption_cell_skips_the_next_circular_tax():
    """S:143: the Exemption from Tax cell exempts the player from one circular tax."""
    state = elite()
    state.shares[0] = 4
    roll_to(state, EXEMPTION, 1, 2)
    assert state.tax_exempt[0] == 1
    act(state, "end_turn")
    state.current = 0
    events = roll_to(state, INTERNET, 1, 2)
    assert "tax_skipped" in types(events)
    assert state.tax_exempt[0] == 0 and state.money[0] == 2000


def test_tax_exemption_card_skips_a_tax_and_goes_back_under_the_deck():
    """Chance 7 (Tax exemption, keep): skip your next circular tax."""
    state = elite()
    state.shares[0] = 4
    state.decks["chance"].remove("chance:7")
    state.held[0].append("chance:7")
    roll_to(state, INTERNET, 1, 2)
    assert state.money[0] == 2000 and state.held[0] == []
    assert state.decks["chance"][-1] == "chance:7"


def test_amnesty_frees_everyone_at_tax_inspection():
    """Fortune 30 (Amnesty): everyone at Tax Inspection leaves now without a fine."""
    from tests.games.millionaire.elite_helpers import FORTUNE_4, put_on_top

    state = elite()
    state.detained[1] = 2
    state.detained[2] = 1
    put_on_top(state, "fortune", "fortune:30")
    roll_to(state, FORTUNE_4, 1, 2)
    assert state.detained == [0, 0, 0]
