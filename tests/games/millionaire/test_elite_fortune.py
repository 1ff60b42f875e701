"""What the Elite FORTUNE cards do (reference 2.10, Fortune 1-30), drawn through the Fortune cell."""

from __future__ import annotations

from boardgames_gui.games.millionaire import elite as elite_rules
from tests.games.millionaire.elite_helpers import (
    CINEMA,
    EXCHANGE_7,
    FORTUNE_4,
    GAS,
    INTERNET,
    NIGHTCLUB,
    NUCLEAR,
    act,
    elite,
    give,
    put_on_top,
    rig_dice,
    roll_to,
    top,
)


def draw(state, card_id: str, *more_dice: int):
    put_on_top(state, "fortune", card_id)
    return roll_to(state, FORTUNE_4, 1, 2, *more_dice)


def test_high_dividends_pay_forty_percent_interest():
    """Fortune 3: share interest 40 % instead of 20 %."""
    state = elite()
    state.shares[0] = 10
    draw(state, "fortune:3")
    assert elite_rules.income(state, 0) == 200 + 400


def test_tax_holiday_halves_and_tax_reform_doubles_the_plot_part():
    """Fortune 5 halves the plot part of the circular tax; Fortune 6 doubles it and makes the share
    tax 20 F."""
    from boardgames_gui.games.millionaire import elite_tax

    state = elite()
    give(state, 0, INTERNET, 12)  # 7 + 7
    state.shares[0] = 3
    state.fortune_active = "fortune:5"
    assert elite_tax.circular_tax(state, 0) == 7 + 30
    state.fortune_active = "fortune:6"
    assert elite_tax.circular_tax(state, 0) == 28 + 60


def test_recession_doubles_exchange_falls_and_compensates_insured_holders():
    """Fortune 2 (B, holders, compensated): Exchange falls count double; an insured holder is paid
    the card's part of the fall."""
    state = elite()
    state.shares = [2, 5, 0]
    state.fortune_active = "fortune:2"
    state.fortune_exempt = {"fortune:2:B": [1]}
    roll_to(state, EXCHANGE_7, 1, 3)
    rig_dice(state, 1, 3)  # odd: down 30, doubled to 60
    act(state, "exchange_roll")
    assert state.share_price == 40
    assert state.money[1] == 2000 + 30 * 5


def test_market_rally_raises_the_price_by_fifty():
    """Fortune 16: share price +50."""
    state = elite()
    draw(state, "fortune:16")
    assert state.share_price == 150


def test_social_support_pays_the_poorest():
    """Fortune 22: the player(s) with the least cash receive 200."""
    state = elite()
    state.money = [2000, 500, 500]
    draw(state, "fortune:22")
    assert state.money == [2000, 700, 700]


def test_wealth_tax_goes_into_the_jackpot_box():
    """Fortune 23: the player(s) with the most cash pay 10 % of it into the Jackpot box."""
    state = elite()
    state.money = [2000, 3000, 1000]
    box = state.jackpot
    draw(state, "fortune:23")
    assert state.money == [2000, 2700, 1000] and state.jackpot == box + 300


def test_antimonopoly_fine_per_complete_industry():
    """Fortune 27: −100 per complete industry owned."""
    state = elite()
    give(state, 1, CINEMA, NIGHTCLUB)
    draw(state, "fortune:27")
    assert state.money[1] == 1900 and state.money[0] == 2000


def test_export_subsidy_and_energy_crisis_count_plots():
    """Fortune 28: +30 per Transport or Heavy-industry plot; Fortune 29: +50 per Extractive or
    central plot, −20 for players with none."""
    state = elite()
    give(state, 1, 26, 31)
    draw(state, "fortune:28")
    assert state.money[1] == 2060
    state = elite()
    give(state, 1, GAS, NUCLEAR)
    draw(state, "fortune:29")
    assert state.money == [1980, 2100, 1980]


def test_infrastructure_repair_charges_builders():
    """Fortune 21: −20 per branch and −80 per enterprise."""
    state = elite()
    give(state, 2, CINEMA, NIGHTCLUB)
    state.buildings[CINEMA] = 2
    state.buildings[NIGHTCLUB] = 4
    state.supply["branch"] -= 2
    state.supply["enterprise"] -= 1
    draw(state, "fortune:21")
    assert state.money[2] == 2000 - 40 - 80


def test_auction_day_runs_the_auction_procedure_for_the_drawer():
    """Fortune 24: the drawer runs the AUCTION procedure now."""
    state = elite()
    draw(state, "fortune:24", 1, 2, 1)  # side 1, even, first section: Bakery
    assert top(state) == "auction" and state.pending[-1]["space"] == 6


def test_insurers_crisis_ends_short_term_policies():
    """Fortune 25: all Green and Blue policies expire."""
    state = elite()
    state.policies = [["green", "orange"], ["blue"], []]
    draw(state, "fortune:25")
    assert state.policies == [["orange"], [], []]


def test_insider_tip_and_dividend_chance_cards():
    """Chance 11: sell shares at the price + 20; Chance 12: +15 per share held."""
    from tests.games.millionaire.elite_helpers import CHANCE_13

    state = elite()
    state.shares[0] = 4
    put_on_top(state, "chance", "chance:11")
    roll_to(state, CHANCE_13, 1, 2)
    act(state, "sell_shares", count=4)
    assert state.money[0] == 2000 + 480
    state = elite()
    state.shares[0] = 4
    put_on_top(state, "chance", "chance:12")
    roll_to(state, CHANCE_13, 1, 2)
    assert state.money[0] == 2060


def test_chance_to_the_auction_and_to_the_exchange():
    """Chance 5 and 6: the token goes forward to the cell and plays it."""
    from tests.games.millionaire.elite_helpers import CHANCE_13

    state = elite()
    put_on_top(state, "chance", "chance:6")
    roll_to(state, CHANCE_13, 1, 2)
    assert state.positions[0] == 39 and top(state) == "exchange"
    state = elite()
    put_on_top(state, "chance", "chance:5")
    state.positions[0] = 10
    rig_dice(state, 1, 2, 5)
    act(state, "roll")
    assert state.positions[0] == 22
