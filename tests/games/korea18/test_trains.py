"""Buying, trading, rusting and discarding trains; the forced purchase (rulebook 9.7, 9.8;
readings K10, K12-K15, K22 W1, K38)."""

from boardgames_gui.engine.api import concretise
from boardgames_gui.games.korea18 import operating
from boardgames_gui.games.korea18.board import Board

from .or_setups import RULES, act, listed_types, or_state, refusal, same_turn

LINE = {"Q11": ("57", 1), "Q13": ("5", 0), "R12": ("3", 2)}
GREEN_MARKET = {"2": 0, "3": 6, "4": 4, "5E": 4, "6E": 4, "8E": None}
FOURS_MARKET = {"2": 0, "3": 0, "4": 4, "5E": 4, "6E": 4, "8E": None}


def to_buy_step(state) -> None:
    """Play the operating company's turn the plain way up to its buy step (or its end)."""
    company, played = state.operating, state.ors_played
    while same_turn(state, company, played) and state.or_step != "trains":
        types = listed_types(state)
        kind = next((k for k in ("skip_track", "skip_station", "pay_dividend") if k in types), None)
        if kind:
            act(state, kind)
        else:
            RULES.apply(state, concretise(RULES.legal_actions(state)[0], None, "lo"))


def test_k13_only_the_lowest_train_in_the_market_may_be_bought():
    state = or_state({"SW": (0, 100)}, seated=True)
    to_buy_step(state)
    assert [a for a in RULES.legal_actions(state) if a["type"] == "buy_train"] == [
        {"type": "buy_train", "train": "2"}
    ]
    assert (
        refusal(state, "buy_train", train="3")
        == "Only the lowest train in the market may be bought: now the 2-train."
    )


def test_rule_9_7_two_trains_are_unlimited_in_or1():
    state = or_state({"SW": (0, 100)}, seated=True)
    to_buy_step(state)
    act(state, "buy_train", train="2")
    assert state.train_market["2"] is None and "buy_train" in listed_types(state)
    act(state, "buy_train", train="2")
    assert state.trains["SW"] == ["2", "2"]


def test_k13_a_company_at_the_limit_cannot_buy_and_its_buy_step_passes():
    state = or_state(
        {"SW": (0, 100)},
        trains={"SW": ["3", "3", "3", "3"]},
        seated=True,
        train_market=GREEN_MARKET,
        treasuries={"SW": 500},
    )
    # nothing to choose at all: the whole set passes by itself, and SW bought nothing
    assert state.round_kind != "operating"
    assert state.trains["SW"] == ["3", "3", "3", "3"] and state.treasury["SW"] == 500


def test_rule_9_8_first_four_rusts_the_twos_lowers_the_limit_and_asks_for_discards():
    state = or_state(
        {"SW": (0, 100), "IC": (1, 90)},
        trains={"SW": ["3", "3", "3"], "IC": ["2", "3"]},
        seated=True,
        train_market=FOURS_MARKET,
        era="green",
        treasuries={"SW": 400},
    )
    to_buy_step(state)
    act(state, "buy_train", train="4")
    assert state.trains["IC"] == ["3"] and state.limit == 3
    assert state.pending[-1]["kind"] == "discard" and state.pending[-1]["company"] == "SW"
    assert state.pending[-1]["player"] == 0
    act(state, "discard", train="3")
    assert state.trains["SW"] == ["3", "3", "4"] and not state.pending


def test_k22_w1_the_third_four_train_exposes_the_war_card():
    state = or_state(
        {"SW": (0, 100)},
        trains={"SW": ["3"]},
        seated=True,
        train_market=FOURS_MARKET,
        era="green",
        fours_gone=2,
        sold_first=["2", "3", "4"],
        limit=3,
        treasuries={"SW": 700},  # enough for a second 4, so that the buy step waits
    )
    to_buy_step(state)
    act(state, "buy_train", train="4")
    assert state.fours_gone == 3 and state.war == "pending"  # resolved when the OR ends (K11)


def test_k10_the_last_four_train_opens_brown_at_once():
    market = dict(FOURS_MARKET, **{"4": 1})
    state = or_state(
        {"SW": (0, 100)},
        trains={"SW": ["3"]},
        seated=True,
        train_market=market,
        era="green",
        treasuries={"SW": 400},
    )
    to_buy_step(state)
    act(state, "buy_train", train="4")
    assert state.era == "brown"


def test_k14_buying_a_joined_companys_train_needs_the_sellers_director_to_accept():
    board = Board.of(LINE, {"Q13": ["SW"], "Q11": ["IC"]})
    state = or_state(
        {"SW": (0, 100), "IC": (1, 90)},
        board,
        trains={"IC": ["2", "3"]},
        seated=True,
        train_market=GREEN_MARKET,
    )
    to_buy_step(state)
    offers = [a for a in RULES.legal_actions(state) if a["type"] == "offer_train"]
    assert {a["train"] for a in offers} == {"2", "3"} and all(a["seller"] == "IC" for a in offers)
    act(state, "offer_train", seller="IC", train="3", price=50)
    assert state.pending[-1]["kind"] == "train_offer" and RULES.decision(state).player == 1
    act(state, "accept")
    assert state.trains["SW"] == ["3"] and state.trains["IC"] == ["2"]
    assert state.treasury["SW"] == 150 and state.treasury["IC"] == 230


def test_k14_a_rejected_offer_changes_nothing():
    board = Board.of(LINE, {"Q13": ["SW"], "Q11": ["IC"]})
    state = or_state(
        {"SW": (0, 100), "IC": (1, 90)}, board, trains={"IC": ["3"]}, seated=True, train_market=GREEN_MARKET
    )
    to_buy_step(state)
    act(state, "offer_train", seller="IC", train="3", price=1)
    act(state, "reject")
    assert state.trains["IC"] == ["3"] and state.operating == "SW" and state.or_step == "trains"


def test_k14_one_director_of_both_needs_no_confirmation_and_the_price_is_at_least_1():
    board = Board.of(LINE, {"Q13": ["SW"], "Q11": ["IC"]})
    state = or_state(
        {"SW": (0, 100), "IC": (0, 90)}, board, trains={"IC": ["3"]}, seated=True, train_market=GREEN_MARKET
    )
    to_buy_step(state)
    assert refusal(state, "offer_train", seller="IC", train="3", price=0) == (
        "The price must be a whole amount from ₩1 up to what Suwon Railway has (₩200)."
    )
    act(state, "offer_train", seller="IC", train="3", price=1)
    assert state.trains["SW"] == ["3"] and not state.pending


def test_k14_companies_not_joined_cannot_trade():
    state = or_state(
        {"SW": (0, 100), "BS": (1, 90)}, trains={"BS": ["3"]}, seated=True, train_market=GREEN_MARKET
    )
    to_buy_step(state)
    assert "offer_train" not in listed_types(state)
    assert refusal(state, "offer_train", seller="BS", train="3", price=10) == (
        "Suwon Railway and Busan Railway share no city and no track joins their stations."
    )


def test_k15_a_trainless_company_is_forced_to_buy_and_the_director_pays_the_rest():
    state = or_state(
        {"SW": (0, 100)}, seated=True, train_market=GREEN_MARKET, treasuries={"SW": 30}, start=False
    )
    cash = state.cash[0]
    operating.start_set(state)
    RULES.settle(state)  # nothing to buy with ₩30: the step ends and K15 forces the purchase
    assert state.trains["SW"] == ["3"] and state.treasury["SW"] == 0 and state.cash[0] == cash - 150


def test_k15_k38_a_director_who_cannot_raise_the_shortfall_is_bankrupt():
    state = or_state({"SW": (0, 100)}, seated=True, train_market=GREEN_MARKET, start=False)
    state.treasury["SW"] = 0
    state.cash[0] = 0
    operating.start_set(state)
    RULES.settle(state)
    assert state.over and state.bankrupt == 0 and state.end_reason == "bankrupt"
    assert state.trains["SW"] == []


def test_k15_the_director_sells_one_certificate_at_a_time_until_the_shortfall_is_covered():
    state = or_state(
        {"SW": (0, 100), "IC": (1, 90)},
        seated=True,
        train_market=GREEN_MARKET,
        treasuries={"SW": 0},
        start=False,
    )
    state.cash[0] = 0
    state.held["IC"][0], state.held["IC"][1], state.treasury_shares["IC"] = 2, 4, 4
    operating.start_set(state)
    RULES.settle(state)
    assert state.pending[-1]["kind"] == "forced" and state.pending[-1]["shortfall"] == 180
    assert [a for a in RULES.legal_actions(state)] == [
        {"type": "emergency_sell", "company": "IC", "count": 1}
    ]
    assert refusal(state, "emergency_sell", company="IC", count=2) == (
        "Sell one certificate at a time until the train is paid for."
    )
    act(state, "emergency_sell", company="IC", count=1)
    assert state.pending and state.cash[0] == 90
    act(state, "emergency_sell", company="IC", count=1)
    assert state.trains["SW"] == ["3"] and state.cash[0] == 0 and state.pool["IC"] == 2
    assert state.price["IC"] == 90  # only the director's sales drop the price (K6)


def test_k38_a_bankrupt_player_ranks_last_whatever_their_worth_and_equal_scores_share_a_place():
    state = or_state({"SW": (0, 100)}, Board.of({"Q13": ("5", 0)}, {"Q13": ["SW"]}), seated=True)
    state.cash = [10, 500, 300, 300]
    state.held["SW"] = [2, 0, 0, 0]
    state.treasury_shares["SW"] = 8
    state.bankrupt, state.over, state.end_reason = 1, True, "bankrupt"
    result = RULES.result(state)
    assert result.ranking == [[2, 3], [0], [1]]  # worth: 300, 300, 10 + 2 x 100; the bankrupt last
    assert result.scores == [210.0, 500.0, 300.0, 300.0] and result.winners == [2, 3]
