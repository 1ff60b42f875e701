"""The Elite AUCTION cell (rule text S:143-S:145, reading M10)."""

from __future__ import annotations

from tests.games.millionaire.elite_helpers import (
    AUCTION,
    BAKERY,
    BREWERY,
    CINEMA,
    GAS,
    NIGHTCLUB,
    OIL,
    RULES,
    act,
    elite,
    give,
    roll_to,
    top,
    types,
)


def rolled_auction(state, *dice: int):
    """Seat 0 lands on the AUCTION cell (1 + 2 from 19), then rolls `dice` for the plot."""
    return roll_to(state, AUCTION, 1, 2, *dice)


def test_a_five_or_six_on_the_first_roll_cancels_the_auction():
    """S:143: a 5 or 6 on the first roll cancels the auction."""
    state = elite()
    events = rolled_auction(state, 5)
    assert "auction_cancelled" in types(events) and top(state) != "auction"


def test_sections_are_counted_outward_from_the_central_cell():
    """M10.1: side 1, even = clockwise of the Power-grid company (5): Food; a three-plot industry's
    sections 1-2 / 3-4 / 5-6 run Bakery, Dairy plant, Brewery; odd = anticlockwise: Entertainment,
    a two-plot industry, 1-3 Night club (nearest the centre), 4-6 Cinema."""
    cases = {(2, 1): BAKERY, (2, 4): 8, (2, 6): BREWERY, (1, 3): NIGHTCLUB, (1, 4): CINEMA}
    for (parity, which), space in cases.items():
        state = elite()
        rolled_auction(state, 1, parity, which)
        assert state.pending[-1]["space"] == space, (parity, which)


def test_side_four_clockwise_is_the_extractive_industry():
    """M10.1: side 4, clockwise of the Oil refinery (35): Gas holding then Oil company."""
    for which, space in ((3, GAS), (4, OIL)):
        state = elite()
        rolled_auction(state, 4, 2, which)
        assert state.pending[-1]["space"] == space


def test_an_unowned_plot_is_auctioned_for_the_bank_at_half_price_the_roller_first():
    """M10.2: an unowned plot is auctioned for the bank as in M9 (Elite start: half the price),
    the roller bidding first."""
    state = elite()
    rolled_auction(state, 1, 2, 1)  # Bakery, 110
    auction = state.pending[-1]
    assert auction["kind"] == "auction" and auction["start"] == 55
    assert auction["bidders"] == [0, 1, 2] and auction["pay_to"] == "bank" and auction["seller"] is None


def test_an_owned_plot_is_sold_by_force_from_its_price_and_the_owner_is_paid():
    """M10.4: every player but the owner bids from the printed price; the winner pays the owner."""
    state = elite()
    give(state, 2, BAKERY)
    rolled_auction(state, 1, 2, 1)
    auction = state.pending[-1]
    assert auction["start"] == 110 and auction["bidders"] == [0, 1]
    assert auction["seller"] == 2 and auction["pay_to"] == 2
    act(state, "bid", amount=150)
    act(state, "pass", player=1)
    assert state.owner[BAKERY] == 0
    assert state.money[0] == 2000 - 150 and state.money[2] == 2000 + 150


def test_the_roller_who_owns_the_plot_does_not_bid_the_next_player_starts():
    """M10.4: when the roller owns the picked plot, the next player bids first."""
    state = elite()
    give(state, 0, BAKERY)
    rolled_auction(state, 1, 2, 1)
    assert state.pending[-1]["bidders"] == [1, 2]


def test_mortgaged_or_built_plots_are_not_auctioned():
    """S:145: mortgaged plots and plots with a building are not auctioned."""
    state = elite()
    give(state, 1, BAKERY)
    state.mortgaged[BAKERY] = True
    events = rolled_auction(state, 1, 2, 1)
    assert "auction_barred" in types(events) and state.owner[BAKERY] == 1
    state = elite()
    give(state, 1, BAKERY, 8, BREWERY)
    state.buildings[BAKERY] = 1
    state.supply["branch"] -= 1
    events = rolled_auction(state, 1, 2, 1)
    assert "auction_barred" in types(events)
    assert RULES.invariants(state) == []
