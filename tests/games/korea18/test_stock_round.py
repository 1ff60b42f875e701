"""The stock round (rulebook 7; readings K1-K6): selling, buying, auctions, directors, passes."""

from __future__ import annotations

from boardgames_gui.games.korea18 import data_market
from boardgames_gui.games.korea18.asset_steps import CardWindow

from .sr_setups import RULES, act, give, refusal_code, stock_state, to_move


def drop(price: int, squares: int = 1) -> int:
    for _ in range(squares):
        price = data_market.moved(price, -1)
    return price


# ----------------------------------------------------------------------------- buying


def test_k3_a_treasury_share_pays_the_company_a_pool_share_pays_the_bank():
    state = stock_state(SE=(1, 80))
    state.pool["SE"], state.treasury_shares["SE"] = 1, 7
    treasury = state.treasury["SE"]
    act(state, "buy_share", company="SE", source="treasury")
    assert state.cash[0] == 400 - 80 and state.treasury["SE"] == treasury + 80
    act(state, "done")
    act(state, "buy_share", company="SE", source="pool")
    assert state.cash[1] == 400 - 80 and state.treasury["SE"] == treasury + 80
    assert state.pool["SE"] == 0


def test_rulebook_7_2_one_share_or_one_auction_per_turn():
    state = stock_state(SE=(1, 80), BS=(2, 70))
    act(state, "buy_share", company="SE", source="treasury")
    assert refusal_code(state, "buy_share", company="BS", source="treasury") == "one_purchase"
    north = state.rows["north"][0]
    assert refusal_code(state, "start_auction", company=north, bid=0) == "one_purchase"


def test_k4_no_buying_back_a_company_sold_this_round():
    state = stock_state(SE=(1, 80))
    give(state, "SE", 0, 2)
    act(state, "sell", company="SE", count=1)
    assert refusal_code(state, "buy_share", company="SE", source="pool") == "buy_sold"
    assert refusal_code(state, "buy_share", company="SE", source="treasury") == "buy_sold"
    assert not any(a["type"] == "buy_share" and a["company"] == "SE" for a in RULES.legal_actions(state))


def test_k4_at_most_sixty_percent_from_the_treasury_but_pool_shares_above_it():
    state = stock_state(SE=(0, 80), cash=2000)
    give(state, "SE", 0, 4)  # 60% with the director's certificate
    state.pool["SE"] = 1
    state.treasury_shares["SE"] -= 1
    assert refusal_code(state, "buy_share", company="SE", source="treasury") == "buy_cap"
    assert refusal_code(state, "buy_share", company="SE", source="pool") is None
    act(state, "buy_share", company="SE", source="pool")
    assert state.held["SE"][0] == 7


def test_k4_seventy_percent_from_the_treasury_with_two_players():
    state = stock_state(players=2, SE=(0, 80), cash=2000)
    give(state, "SE", 0, 4)
    assert refusal_code(state, "buy_share", company="SE", source="treasury") is None
    give(state, "SE", 0, 1)
    assert refusal_code(state, "buy_share", company="SE", source="treasury") == "buy_cap"


def test_k4_a_purchase_over_the_certificate_limit_is_refused():
    state = stock_state(SE=(1, 80), BS=(1, 70), cash=2000)
    give(state, "BS", 0, 6)
    give(state, "SE", 0, 5)
    state.cert_limit = 11
    assert refusal_code(state, "buy_share", company="SE", source="treasury") == "buy_limit"


def test_k4_over_the_limit_a_player_must_sell_down_before_the_turn_can_end():
    state = stock_state(SE=(1, 80), BS=(1, 70))
    give(state, "BS", 0, 6)
    give(state, "SE", 0, 6)
    state.cert_limit = 11
    assert refusal_code(state, "pass") == "over_limit"
    # the turn offers only sales (the asset-card window, K24, stays open beside it)
    turn = {a["type"] for a in RULES.legal_actions(state)} - CardWindow.takes
    assert turn == {"sell"}
    act(state, "sell", company="SE", count=1)
    assert refusal_code(state, "done") is None


def test_rulebook_7_2_a_share_needs_the_cash_for_its_price():
    state = stock_state(SE=(1, 80), cash=79)
    assert refusal_code(state, "buy_share", company="SE", source="treasury") == "buy_cash"


def test_rulebook_7_3_an_unfounded_company_is_not_for_sale_share_by_share():
    state = stock_state()
    north = state.rows["north"][0]
    assert refusal_code(state, "buy_share", company=north, source="treasury") == "buy_unfounded"


# ----------------------------------------------------------------------------- directors


def test_k5_a_buyer_holding_strictly_more_becomes_director_a_tie_keeps_the_old():
    state = stock_state(SE=(1, 80), cash=2000)
    give(state, "SE", 0, 2)  # a tie with the director's 20%
    assert state.director["SE"] == 1
    act(state, "buy_share", company="SE", source="treasury")
    assert state.director["SE"] == 0
    state.held["SE"][0] = 3
    assert RULES.invariants(state) == []


def test_k5_after_a_sale_a_tie_goes_to_the_first_player_clockwise_from_the_old_director():
    state = stock_state(SE=(1, 80))
    give(state, "SE", 1, 1)  # the director holds 30%
    give(state, "SE", 0, 2)
    give(state, "SE", 3, 2)
    state.sr_turn = 1
    act(state, "sell", company="SE", count=2)
    assert state.director["SE"] == 3, "seat 3 comes before seat 0 clockwise from seat 1"


def test_k5_3_the_director_keeps_20_percent_unless_another_player_holds_20():
    state = stock_state(SE=(0, 80))
    give(state, "SE", 1, 1)
    assert refusal_code(state, "sell", company="SE", count=1) == "sell_director"
    give(state, "SE", 1, 1)
    assert refusal_code(state, "sell", company="SE", count=2) is None
    act(state, "sell", company="SE", count=2)
    assert state.director["SE"] == 1 and state.pool["SE"] == 2


# ----------------------------------------------------------------------------- selling


def test_k6_a_directors_sale_drops_the_price_a_square_for_each_share():
    state = stock_state(SE=(0, 80))
    give(state, "SE", 0, 2)
    act(state, "sell", company="SE", count=2)
    assert state.cash[0] == 400 + 80 + drop(80)
    assert state.price["SE"] == drop(80, 2)


def test_k6_another_players_sale_does_not_move_the_price():
    state = stock_state(SE=(1, 80))
    give(state, "SE", 0, 2)
    act(state, "sell", company="SE", count=2)
    assert state.cash[0] == 400 + 160 and state.price["SE"] == 80


def test_rulebook_7_1_the_bank_pool_holds_at_most_half_a_company():
    state = stock_state(SE=(1, 80))
    give(state, "SE", 0, 4)
    state.pool["SE"] = 2
    state.treasury_shares["SE"] -= 2
    assert refusal_code(state, "sell", company="SE", count=4) == "sell_pool"
    assert refusal_code(state, "sell", company="SE", count=3) is None
    sells = [a for a in RULES.legal_actions(state) if a["type"] == "sell"]
    assert sells[0]["count"].hi == 3


def test_rulebook_7_1_one_cannot_sell_shares_one_does_not_hold():
    state = stock_state(SE=(1, 80))
    assert refusal_code(state, "sell", company="SE", count=1) == "sell_none"


# ----------------------------------------------------------------------------- auctions


def test_k1_k2_auction_goes_round_a_pass_is_final_the_winner_pays_the_bank_and_capitalises():
    state = stock_state()
    company = state.rows["north"][0]
    act(state, "start_auction", company=company, bid=0)
    assert to_move(state) == 1
    act(state, "bid", amount=20)
    assert to_move(state) == 2
    act(state, "pass")
    assert to_move(state) == 3
    act(state, "pass")
    assert to_move(state) == 0, "the initiator may raise"
    act(state, "bid", amount=30)
    assert to_move(state) == 1, "seats 2 and 3 passed for good"
    act(state, "pass")
    assert to_move(state) == 0 and state.pending[-1]["kind"] == "par"
    choices = RULES.legal_actions(state)[-1]["price"].values
    assert min(choices) == 60 and max(choices) == 100
    act(state, "set_par", price=90)
    assert state.cash[0] == 400 - 30 - 180
    assert state.treasury[company] == 180 and state.price[company] == 90
    assert state.director[company] == 0 and state.held[company][0] == 2
    assert to_move(state) == 1, "K1.6: the initiator's turn is over"


def test_k1_6_the_initiators_turn_ends_even_when_another_player_wins():
    state = stock_state()
    company = state.rows["north"][0]
    act(state, "start_auction", company=company, bid=0)
    act(state, "bid", amount=10)
    act(state, "pass"), act(state, "pass"), act(state, "pass")
    assert to_move(state) == 1
    act(state, "set_par", price=60)
    assert state.director[company] == 1
    assert to_move(state) == 1, "seat 1's own turn comes after seat 0's ended"
    assert state.cash[1] == 400 - 10 - 120


def test_k1_bids_go_in_fives_and_must_raise_by_five_or_more():
    state = stock_state()
    company = state.rows["north"][0]
    assert refusal_code(state, "start_auction", company=company, bid=7) == "bid_step"
    act(state, "start_auction", company=company, bid=50)
    assert refusal_code(state, "bid", amount=50) == "bid_low"
    assert refusal_code(state, "bid", amount=53) == "bid_step"
    assert refusal_code(state, "bid", amount=55) is None


def test_k1_4_a_bid_and_twice_the_lowest_par_must_fit_the_raisable_value():
    state = stock_state(cash=300)
    company = state.rows["north"][0]
    assert refusal_code(state, "start_auction", company=company, bid=185) == "bid_cap"
    assert refusal_code(state, "start_auction", company=company, bid=180) is None


def test_k1_4_shares_one_may_sell_count_towards_the_bid_cap():
    state = stock_state(SE=(1, 80), cash=300)
    give(state, "SE", 0, 2)
    company = state.rows["north"][0]
    assert refusal_code(state, "start_auction", company=company, bid=340) is None
    assert refusal_code(state, "start_auction", company=company, bid=345) == "bid_cap"


def test_k1_5_the_winner_may_sell_shares_to_pay_and_is_offered_only_pars_they_can_pay():
    state = stock_state(SE=(1, 80), cash=300)
    give(state, "SE", 0, 2)
    company = state.rows["north"][0]
    act(state, "start_auction", company=company, bid=300)
    act(state, "pass"), act(state, "pass"), act(state, "pass")
    assert [a["type"] for a in RULES.legal_actions(state)] == ["sell"]
    act(state, "sell", company="SE", count=2)
    assert RULES.legal_actions(state)[-1]["price"].values == (60, 65, 70, 75, 80)
    assert refusal_code(state, "set_par", price=85) == "par_cash"
    assert refusal_code(state, "set_par", price=105) == "par_range"


def test_rulebook_7_3_only_unfounded_pre_war_companies_are_auctioned_before_the_war():
    state = stock_state()
    post = state.rows["south_post"][0]
    assert refusal_code(state, "start_auction", company=post, bid=0) == "not_auctionable"
    assert refusal_code(state, "start_auction", company=state.rows["south_pre"][0], bid=0) is None


# ----------------------------------------------------------------------------- passes


def test_rulebook_7_5_passing_and_acting():
    state = stock_state(SE=(1, 80))
    assert refusal_code(state, "done") == "done_without_acting"
    act(state, "buy_share", company="SE", source="treasury")
    assert refusal_code(state, "pass") == "pass_after_acting"


def test_rulebook_7_5_the_next_round_goes_in_the_order_the_pass_tokens_went_out():
    state = stock_state(SE=(2, 80))
    act(state, "pass")  # seat 0
    act(state, "pass")  # seat 1
    act(state, "buy_share", company="SE", source="treasury")  # seat 2 acts
    act(state, "done")
    act(state, "pass")  # seat 3
    act(state, "buy_share", company="SE", source="treasury")  # seat 0 takes its token back
    act(state, "done")
    assert state.passes == [1, 3]
    act(state, "pass")  # seat 1 again: a token already out stays where it lies
    act(state, "pass")  # seat 2
    assert state.passes == [1, 3, 2]
    act(state, "pass")  # seat 3
    act(state, "pass")  # seat 0: every token is out
    assert state.sr_order == [1, 3, 2, 0]


def test_rulebook_7_5_when_every_token_is_out_the_operating_rounds_begin_in_pass_order():
    state = stock_state(SE=(2, 80))
    act(state, "pass")  # seat 0
    act(state, "buy_share", company="SE", source="treasury")  # seat 1
    act(state, "done")
    act(state, "pass")  # seat 2
    act(state, "pass")  # seat 3
    act(state, "pass")  # seat 0 again
    assert state.round_kind == "stock"
    act(state, "pass")  # seat 1: every token out
    assert state.round_kind == "operating"
    assert state.sr_order == [0, 2, 3, 1]


def test_k1_6_bidding_in_another_players_auction_does_not_take_back_a_pass_token():
    state = stock_state()
    act(state, "pass")  # seat 0 passes
    company = state.rows["north"][0]
    act(state, "start_auction", company=company, bid=0)  # seat 1
    act(state, "pass"), act(state, "pass")  # seats 2, 3
    act(state, "bid", amount=5)  # seat 0 bids although passed
    assert 0 in state.passes
