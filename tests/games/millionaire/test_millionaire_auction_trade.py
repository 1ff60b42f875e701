"""Millionaire auctions (M9) and two-party trades."""

from __future__ import annotations

from boardgames_gui.engine.api import Action, Range, Subset
from boardgames_gui.games.millionaire import auction
from boardgames_gui.games.millionaire import data as D
from tests.games.millionaire.helpers import RULES, build_up, give, new, play, rig_dice


def decline_night_club(state) -> None:
    """Player 0 rolls onto the free Night club (4) and declines it."""
    rig_dice(state, (1, 3))
    play(state, Action("roll"))
    play(state, Action("decline"))


def test_m9_classic_the_decliner_sets_the_starting_price_in_tens_up_to_the_price() -> None:
    state = new(3)
    decline_night_club(state)
    decision = RULES.decision(state)
    assert decision.kind == "start_price" and decision.player == 0
    assert decision.info["proposed"] == 40, "half the price, rounded down to 10 F"
    assert RULES.legal_actions(state) == [Action("set_start", price=Range(10, 90, 10))]
    assert RULES.check(state, Action("set_start", price=45)).message == (
        "The starting price is a multiple of 10 F from 10 F to 90 F."
    )


def test_m9_every_seat_bids_or_passes_in_turn_from_the_next_seat_the_decliner_last() -> None:
    state = new(3)
    decline_night_club(state)
    play(state, Action("set_start", price=40))
    assert RULES.decision(state).player == 1
    assert RULES.legal_actions(state)[0] == Action("bid", amount=Range(40, 2000, 10))
    play(state, Action("bid", amount=40), 1)
    assert RULES.decision(state).player == 2
    play(state, Action("pass"), 2)
    assert RULES.decision(state).player == 0, "the decliner bids last"
    assert RULES.decision(state).info["least"] == 50
    assert RULES.check(state, Action("bid", amount=45), 0).message == "Bid at least 50 F."
    play(state, Action("bid", amount=60), 0)
    play(state, Action("pass"), 1)
    assert state.owner[4] == 0 and state.money[0] == 1940
    assert RULES.decision(state).kind == "turn"


def test_m9_with_no_bid_the_plot_stays_unowned() -> None:
    state = new(2)
    decline_night_club(state)
    play(state, Action("set_start", price=90))
    play(state, Action("pass"), 1)
    play(state, Action("pass"), 0)
    assert state.owner[4] is None and RULES.decision(state).kind == "turn"


def test_m9_a_bidder_whose_cash_cannot_reach_the_lowest_bid_passes_by_force() -> None:
    state = new(3)
    state.money[1] = 30
    decline_night_club(state)
    play(state, Action("set_start", price=50))
    assert RULES.decision(state).player == 2


def test_m9_elite_the_starting_price_is_half_the_printed_price() -> None:
    state = new(3, edition=D.ELITE)
    rig_dice(state, (1, 2))  # to the Night club (3 on the Elite board), 90 F
    play(state, Action("roll"))
    play(state, Action("decline"))
    decision = RULES.decision(state)
    assert decision.kind == "auction" and decision.info["start"] == 45 and decision.player == 1


def offer(to: int, give_=(), take=(), give_money=0, take_money=0) -> Action:
    return Action(
        "offer_trade", to=to, give=list(give_), take=list(take), give_money=give_money, take_money=take_money
    )


def test_trade_plots_and_money_change_hands_when_the_partner_accepts() -> None:
    state = new(3)
    (cinema,) = give(state, 0, "cinema")
    (oil,) = give(state, 2, "oil")
    listed = [a for a in RULES.legal_actions(state) if a["type"] == "offer_trade" and a["to"] == 2][0]
    assert listed["give"] == Subset((cinema,)) and listed["take"] == Subset((oil,))
    play(state, offer(2, [cinema], [oil], give_money=300))
    decision = RULES.decision(state)
    assert decision.kind == "trade_answer" and decision.player == 2
    play(state, Action("accept"), 2)
    assert state.owner[cinema] == 2 and state.owner[oil] == 0
    assert state.money == [1700, 2000, 2300]
    assert RULES.decision(state).kind == "turn" and RULES.decision(state).player == 0


def test_trade_a_rejected_offer_changes_nothing() -> None:
    state = new(2)
    (cinema,) = give(state, 0, "cinema")
    play(state, offer(1, [cinema], take_money=100))
    play(state, Action("reject"), 1)
    assert state.owner[cinema] == 0 and state.money == [2000, 2000]


def test_trade_plots_of_an_industry_with_buildings_and_mortgaged_plots_cannot_be_traded() -> None:
    state = new(2)
    spaces = give(state, 0, "cinema", "karaoke", "nightclub")
    build_up(state, spaces[:1], 1)
    (oil,) = give(state, 0, "oil")
    state.mortgaged[oil] = True
    problem = RULES.check(state, offer(1, [spaces[1]]))
    assert problem.message == (
        "Karaoke club cannot be traded: only your own plots with no buildings in their industry, "
        "unmortgaged, and kept cards."
    )
    assert RULES.check(state, offer(1, [oil])) is not None


def test_trade_money_is_limited_to_what_each_side_has() -> None:
    state = new(2)
    state.money[1] = 100
    assert RULES.check(state, offer(1, take_money=150)).message == (
        "Money in a trade is a whole number from 0 to what the giver has (100 F)."
    )


def test_m10_a_forced_sale_pays_the_owner_and_with_no_bid_the_owner_keeps_the_plot() -> None:
    """The bidding round Elite's AUCTION cell opens (auction.open_auction with a seller)."""
    state = new(3, edition=D.ELITE)
    (oil,) = give(state, 2, "oil")
    auction.open_auction(state, oil, 400, [0, 1], seller=2, pay_to=2)
    play(state, Action("bid", amount=400), 0)
    play(state, Action("pass"), 1)
    assert state.owner[oil] == 0 and state.money == [1600, 2000, 2400]
    auction.open_auction(state, oil, 400, [1, 2], seller=0, pay_to=0)
    play(state, Action("pass"), 1)
    play(state, Action("pass"), 2)
    assert state.owner[oil] == 0 and state.money == [1600, 2000, 2400]


def test_m20_kept_cards_can_be_traded() -> None:
    state = new(2)
    state.held[1] = ["chance:14"]  # the Amnesty card, kept
    play(state, offer(1, take=["chance:14"], give_money=50))
    play(state, Action("accept"), 1)
    assert state.held == [["chance:14"], []] and state.money == [1950, 2050]


def test_trade_one_offer_a_turn_whatever_the_answer() -> None:
    """Trades: once the current player has offered a trade this turn (rejected here), no other
    offer is listed or allowed, before or after the roll, until that player's next turn."""
    state = new(2)
    (cinema,) = give(state, 0, "cinema")
    play(state, offer(1, [cinema], take_money=100))
    play(state, Action("reject"), 1)
    assert not [a for a in RULES.legal_actions(state) if a["type"] == "offer_trade"]
    assert RULES.check(state, offer(1, [cinema], take_money=50)).message == (
        "You have offered a trade this turn already."
    )
    rig_dice(state, (1, 2))
    play(state, Action("roll"))
    while RULES.decision(state).kind != "turn":
        play(state, RULES.legal_actions(state)[-1])
    assert RULES.check(state, offer(1, [cinema], take_money=50)).code == "trade_once"
    play(state, Action("end_turn"))
    assert state.current == 1
    assert [a for a in RULES.legal_actions(state, 1) if a["type"] == "offer_trade"], "the next turn may offer"


def test_trade_a_save_made_before_the_one_offer_rule_loads_with_no_offer_made() -> None:
    """Old saves (and the golden saves) have no `trade_offered`: it loads as False."""
    from boardgames_gui.games.millionaire.state import MillionaireState

    data = new(2).to_json()
    del data["trade_offered"]
    state = MillionaireState.from_json(data)
    assert state.trade_offered is False
    assert [a for a in RULES.legal_actions(state) if a["type"] == "offer_trade"]
