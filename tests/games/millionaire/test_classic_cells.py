"""Classic special cells: Charity Fund and White Business (M2 and its switch), Black
Business (M24), Tax Inspection (M4, table 2.6)."""

from __future__ import annotations

import pytest

from tests.games.millionaire.classic_helpers import decision_kind, give, kinds, new, roll_from


def test_m2_the_charity_fund_pays_nothing_to_a_token_arriving_by_dice() -> None:
    state = new()
    state.fund = 120
    events = roll_from(state, 2, 1, 2)
    assert state.positions[0] == 5 and state.fund == 120 and state.money[0] == 2000
    assert "fund_taken" not in kinds(events)


def test_m2_white_business_pays_nothing_to_a_token_arriving_by_dice() -> None:
    state = new()
    roll_from(state, 22, 1, 2)
    assert state.positions[0] == 25 and state.money[0] == 2000


def test_m2_switch_fund_any_arrival_the_fund_pays_a_dice_arrival() -> None:
    state = new(fund_any_arrival=True)
    state.fund = 120
    events = roll_from(state, 2, 1, 2)
    assert state.money[0] == 2120 and state.fund == 0 and "fund_taken" in kinds(events)


def test_m2_switch_fund_any_arrival_white_business_pays_a_dice_arrival() -> None:
    state = new(fund_any_arrival=True)
    roll_from(state, 22, 1, 2)
    assert state.money[0] == 2100


def test_m2_an_empty_fund_pays_nothing() -> None:
    state = new(fund_any_arrival=True)
    events = roll_from(state, 2, 1, 2)
    assert state.money[0] == 2000 and "fund_empty" in kinds(events)


@pytest.mark.parametrize("start, fund_any_arrival", [(12, False), (32, False), (12, True)])
def test_m24_black_business_flies_to_the_fund_pays_50_in_and_takes_nothing(
    start: int, fund_any_arrival: bool
) -> None:
    """From 35 the flight passes START: no circular income (M24); even with the M2 switch the
    flight does not take the fund."""
    state = new(fund_any_arrival=fund_any_arrival)
    state.fund = 200
    events = roll_from(state, start, 1, 2)
    assert state.positions[0] == 5
    assert state.money[0] == 1950 and state.fund == 250
    assert "income" not in kinds(events) and "black_business" in kinds(events)


def test_m24_the_black_business_fine_is_a_debt_when_cash_is_short() -> None:
    state = new()
    state.money[0] = 20
    give(state, 0, 39)  # a plot to mortgage
    roll_from(state, 12, 1, 2)
    assert decision_kind(state) == "debt" and state.pending[-1]["to"] == "fund"


def test_m4_tax_inspection_charges_the_table_tax_of_every_unmortgaged_plot() -> None:
    """2.6: Cinema, Karaoke, Night club (a monopoly): Cinema with 2 branches 3 x 4, Karaoke with 1
    branch 3 x 3, Night club empty 4 x 2; Bakery alone 5 x 1; Oil company mortgaged: none."""
    state = new()
    give(state, 0, 1, level=2)
    give(state, 0, 2, level=1)
    give(state, 0, 4)
    give(state, 0, 6, 39)
    state.mortgaged[39] = True
    events = roll_from(state, 7, 1, 2)
    assert state.positions[0] == 10
    tax = next(event for event in events if event["type"] == "tax_inspection")
    assert tax["amount"] == 12 + 9 + 8 + 5 and tax["plots"] == 4
    assert state.money[0] == 2000 - 34


def test_m4_an_enterprise_pays_six_times_the_base_tax() -> None:
    state = new()
    give(state, 0, 36, 38, 39, level=4)  # the extractive industry: 17, 18, 20 base tax
    roll_from(state, 7, 1, 2)
    assert state.money[0] == 2000 - 6 * (17 + 18 + 20)


def test_m4_with_no_plots_the_inspection_costs_nothing() -> None:
    state = new()
    events = roll_from(state, 7, 1, 2)
    assert state.money[0] == 2000 and "tax_inspection" in kinds(events)
    assert decision_kind(state) == "turn"


def test_m4_passing_tax_inspection_costs_nothing() -> None:
    state = new()
    give(state, 0, 1, 2, 4, level=3)
    roll_from(state, 8, 1, 2)  # 8 -> 11, past Tax Inspection
    assert state.money[0] == 2000
