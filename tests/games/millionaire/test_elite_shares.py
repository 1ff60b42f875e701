"""Elite shares and the Exchange (rule text S:135-S:139, readings M15, M18, M27)."""

from __future__ import annotations

from boardgames_gui.engine.api import Range
from tests.games.millionaire.elite_helpers import (
    EXCHANGE_7,
    EXEMPTION,
    RULES,
    act,
    elite,
    listed,
    listed_action,
    rig_dice,
    roll_to,
    top,
    types,
)


def test_shares_start_at_100_and_are_bought_before_the_game():
    """S:135: the share price starts at 100 F; shares may be bought before the game (the first
    round's turns, before rolling)."""
    state = elite()
    assert state.share_price == 100
    assert listed_action(state, "buy_shares")["count"] == Range(1, 20)
    act(state, "buy_shares", count=5)
    assert state.shares[0] == 5 and state.money[0] == 1500


def test_shares_are_not_bought_from_the_bank_in_later_rounds():
    """S:135: after the first round, shares are bought only on passing START or on the Exchange."""
    state = elite()
    state.round = 2
    assert "buy_shares" not in listed(state)


def test_shares_are_sold_to_the_bank_before_ones_move_only():
    """S:135: shares are sold to the bank at the current price, before one's own move."""
    state = elite()
    state.shares[0] = 4
    state.share_price = 120
    act(state, "sell_shares", count=3)
    assert state.shares[0] == 1 and state.money[0] == 2000 + 360
    roll_to(state, EXEMPTION, 1, 2)  # a cell that asks nothing: the turn goes on after the roll
    assert state.phase == "after_roll" and "end_turn" in listed(state)
    assert "sell_shares" not in listed(state)


def test_passing_start_pays_200_plus_20_percent_of_the_shares_and_offers_shares():
    """S:139 circular income: 200 F + 20 % of the value of the shares held; S:135: shares may be
    bought when passing START."""
    state = elite()
    state.shares[0] = 10
    roll_to(state, 0, 2, 3)  # lands on START
    assert state.money[0] == 2000 + 200 + 200
    assert top(state) == "share_offer"
    act(state, "buy_shares", count=2)
    assert state.shares[0] == 12 and state.money[0] == 2400 - 200


def test_exchange_one_trade_before_the_roll_and_one_after():
    """S:139: on the Exchange at most two share operations, one before the roll and one after."""
    state = elite()
    roll_to(state, EXCHANGE_7, 1, 3)
    assert top(state) == "exchange"
    act(state, "buy_shares", count=2)
    assert listed(state) == ["exchange_roll"]
    rig_dice(state, 4, 3)  # even: up; 3 points
    events = act(state, "exchange_roll")
    assert state.share_price == 130
    assert {"type": "share_price", "old": 100, "new": 130, "cause": "exchange"} in events
    assert set(listed(state)) == {"buy_shares", "sell_shares", "done"}
    act(state, "sell_shares", count=1)
    assert top(state) != "exchange" and state.exchange == {}
    assert state.shares[0] == 1 and state.money[0] == 2000 - 200 + 130


def test_exchange_roll_odd_falls_and_never_below_zero():
    """S:135: an odd first roll lowers the price by the second roll × 10 F; never below 0."""
    state = elite()
    state.share_price = 20
    roll_to(state, EXCHANGE_7, 1, 3)
    rig_dice(state, 3, 5)
    act(state, "exchange_roll")
    assert state.share_price == 0


def test_at_price_zero_the_bank_stops_selling_and_holders_hand_shares_back():
    """S:137: at price 0 the bank sells no shares; holders may hand theirs back to the bank."""
    state = elite()
    state.share_price = 0
    state.shares[0] = 3
    assert "buy_shares" not in listed(state)
    events = act(state, "sell_shares", count=3)
    assert state.shares[0] == 0 and state.money[0] == 2000
    assert (
        RULES.event_text(events[0], ["Ann", "Bob", "Cid"])
        == "Ann handed worthless shares back to the bank: 3."
    )


def test_others_trade_once_through_the_player_on_the_exchange_for_five_percent():
    """M27: while a player is on the Exchange every other player may make one share trade through
    him, paying him 5 % of its value (an out-of-turn window)."""
    state = elite()
    roll_to(state, EXCHANGE_7, 1, 3)
    assert 1 in RULES.decision(state).seats
    act(state, "buy_shares", player=1, count=3)
    assert state.shares[1] == 3
    assert state.money[1] == 2000 - 300 - 15 and state.money[0] == 2000 + 15
    assert RULES.check(state, {"type": "buy_shares", "count": 1}, 1) is not None
    assert 1 not in RULES.decision(state).seats


def test_the_broker_window_closes_with_the_exchange_session():
    """M27: the commission trades happen only while the player is on the Exchange."""
    state = elite()
    roll_to(state, EXCHANGE_7, 1, 3)
    rig_dice(state, 2, 1)
    act(state, "exchange_roll")
    act(state, "done")
    assert "buy_shares" not in listed(state, 1)


def test_exchange_closed_by_fortune_15_stops_share_trading():
    """Fortune 15 (Exchange closed): no share trading and the Exchange cell has no effect."""
    state = elite()
    state.fortune_active = "fortune:15"
    state.shares[0] = 2
    assert "sell_shares" not in listed(state) and "buy_shares" not in listed(state)
    events = roll_to(state, EXCHANGE_7, 1, 3)
    assert "exchange_shut" in types(events) and top(state) != "exchange"


def test_shares_count_at_the_current_price_in_the_timed_game():
    """M18: worth counts (Elite) shares at the current price."""
    from boardgames_gui.games.millionaire import elite as elite_rules

    state = elite()
    state.shares[1] = 7
    state.share_price = 90
    assert elite_rules.worth_extra(state, 1) == 630


def test_shares_are_sold_to_raise_cash_in_a_debt():
    """M17: a debtor raises cash by selling shares at the current price."""
    state = elite()
    state.shares[0] = 5
    state.money[0] = 10
    state.pending.append({"kind": "debt", "player": 0, "to": "bank", "amount": 300, "reason": "tax"})
    assert listed_action(state, "sell_shares")["count"] == Range(1, 5)
    act(state, "sell_shares", count=3)
    assert state.money[0] == 310
    act(state, "pay")
    assert state.money[0] == 10


def test_the_broker_commission_is_rounded_down_to_one_franc():
    """M27: 5 % of the trade's value, rounded down to 1 F (one share at 130 F: 6 F)."""
    state = elite()
    state.share_price = 130
    roll_to(state, EXCHANGE_7, 1, 3)
    act(state, "buy_shares", player=2, count=1)
    assert state.money[2] == 2000 - 130 - 6 and state.money[0] == 2006
