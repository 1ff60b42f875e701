"""The asset cards: attaching and trading them at any moment (K24) and what each card does where
the rules act (K28-K36 and the designed cards of the research's card table)."""

from copy import deepcopy

from boardgames_gui.engine.api import Action, concretise
from boardgames_gui.games.korea18 import data_map
from boardgames_gui.games.korea18.board import Board

from .or_setups import RULES, act, listed_types, or_state, refusal
from .test_war import play_or, war_state

# Incheon Q11 (57: to the Yellow Sea and to Suwon), Suwon Q13 (5: to Incheon and to the town
# Cheonan R12), Cheonan R12 (3).
LINE = {"Q11": ("57", 1), "Q13": ("5", 0), "R12": ("3", 2)}
ROWS = {
    "north": ["PY", "KS", "WS", "NP", "HJ"],
    "south_pre": ["SW", "DJ", "SE"],
    "south_post": ["BS", "IC", "GJ"],
}
GREEN = {
    "era": "green",
    "train_market": {"2": 0, "3": 6, "4": 4, "5E": 4, "6E": 4, "8E": None},
    "sold_first": ["2"],
}


def card_state(companies, board=None, cards=None, hands=None, **fields):
    """An OR with `companies` founded and seated, the IPO rows fixed, and `cards` {company:
    [ids]} attached, `hands` {seat: [ids]} held."""
    state = or_state(companies, board, seated=True, start=False, rows=ROWS, **fields)
    for company, ids in (cards or {}).items():
        state.cards[company] = list(ids)
    for seat, ids in (hands or {}).items():
        state.hands[seat] = list(ids)
    state.set_number = 0
    from boardgames_gui.games.korea18 import operating

    operating.start_set(state)
    RULES.settle(state)
    return state


def to_step(state, step: str) -> None:
    """Play the operating company's turn the plain way up to `step`."""
    company = state.operating
    while state.operating == company and state.or_step != step and not state.pending:
        types = listed_types(state)
        kind = next((k for k in ("skip_track", "skip_station", "pay_dividend") if k in types), None)
        if kind:
            act(state, kind)
        else:
            RULES.apply(state, concretise(RULES.legal_actions(state)[0], None, "lo"))


# --------------------------------------------------------------------------- K24


def test_k24_a_card_is_attached_out_of_turn_to_a_pre_war_company_its_holder_directs():
    state = card_state({"SW": (0, 100), "DJ": (1, 90)}, Board.of(LINE, {"Q13": ["SW"]}), hands={1: ["OA10"]})
    assert RULES.decision(state).player == 0 and 1 in RULES.decision(state).seats
    assert Action("attach", card="OA10", company="DJ") in RULES.legal_actions(state, 1)
    RULES.apply(state, Action("attach", card="OA10", company="DJ"), 1)
    assert state.cards["DJ"] == ["OA10"] and state.hands[1] == []
    assert state.treasury["DJ"] == 180 + 150  # OA10 Chaebol Founder pays at once


def test_k24_no_card_for_a_post_war_row_company_or_one_the_player_does_not_direct():
    state = card_state({"SW": (0, 100), "BS": (1, 90)}, Board.of(LINE, {"Q13": ["SW"]}), hands={1: ["OA04"]})
    message = "Asset cards go only to a company you direct that started in a pre-war row of the IPO."
    for company in ("BS", "SW"):
        problem = RULES.check(state, Action("attach", card="OA04", company=company), 1)
        assert problem is not None and problem.message == message


def test_k24_the_card_stays_on_the_company_when_its_director_changes():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OB06"]})
    state.held["SW"] = [2, 3, 0, 0]
    state.director["SW"] = 1
    assert state.cards["SW"] == ["OB06"]
    assert not [a for a in RULES.legal_actions(state, 0) if a["type"] == "attach"]


def test_k24_cards_are_sold_between_players_for_an_amount_the_buyer_accepts():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), hands={2: ["OB04"]})
    RULES.apply(state, Action("offer_card", card="OB04", buyer=3, price=50), 2)
    assert RULES.decision(state).player == 3 and RULES.decision(state).kind == "card_offer"
    RULES.apply(state, Action("accept"), 3)
    assert state.hands[3] == ["OB04"] and state.cash[3] == 350 and state.cash[2] == 450


def test_k24_a_rejected_card_offer_changes_nothing():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), hands={2: ["OB04"]})
    RULES.apply(state, Action("offer_card", card="OB04", buyer=3, price=0), 2)
    RULES.apply(state, Action("reject"), 3)
    assert state.hands[2] == ["OB04"] and state.cash[2] == state.cash[3] == 400 and not state.pending


def test_k24_an_offer_above_the_buyers_cash_is_refused():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), hands={2: ["OB04"]})
    problem = RULES.check(state, Action("offer_card", card="OB04", buyer=3, price=401), 2)
    assert problem.message == "The price must be a whole amount from ₩0 up to what the buyer has (₩400)."


def test_k24_a_card_is_offered_one_at_a_time():
    """The trade window may tick two cards or none: the offer names one card, and the rules say so."""
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), hands={2: ["OB04", "OC06"]})
    for card in (["OB04", "OC06"], []):
        problem = RULES.check(state, Action("offer_card", card=card, buyer=3, price=10), 2)
        assert problem.message == "Offer one asset card at a time, for an amount of money."


def test_k24_no_card_trades_during_the_draft():
    state = RULES.new_game({"players": 3}, 1)
    card = state.draft["pool"][0]
    RULES.apply(state, Action("pick_card", card=card))
    problem = RULES.check(state, Action("offer_card", card=card, buyer=1, price=0), 0)
    assert problem.message == (
        "Asset cards cannot change hands now: during the draft or while another decision is open."
    )


# --------------------------------------------------------------------------- track


def test_oa04_four_track_points():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OA04"]})
    assert state.track_points == 4


def test_oc09_one_upgrade_per_or_takes_one_track_point():
    state = card_state(
        {"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OC09"]}, **deepcopy(GREEN)
    )
    upgrade = next(a for a in RULES.legal_actions(state) if a["type"] == "lay" and a["hex"] == "Q13")
    act(state, "lay", hex="Q13", tile=upgrade["tile"], rotation=upgrade["rotation"])
    assert state.track_points == 2


def test_ob03_no_terrain_cost():
    # Suwon's tile leads into the hills of P14 (terrain cost 20)
    state = card_state({"SW": (0, 100)}, Board.of({"Q13": ("5", 2)}, {"Q13": ["SW"]}), cards={"SW": ["OB03"]})
    lays = [a for a in RULES.legal_actions(state) if a["type"] == "lay" and data_map.LAND[a["hex"]].cost > 0]
    assert lays
    before = state.treasury["SW"]
    act(state, "lay", hex=lays[0]["hex"], tile=lays[0]["tile"], rotation=lays[0]["rotation"])
    assert state.treasury["SW"] == before


def test_k28_oa01_another_companys_lay_on_seoul_moves_the_oa01_company_a_square_right():
    board = Board.of({"Q13": ("57", 2)}, {"Q13": ["SW"]})
    state = card_state({"SW": (0, 100), "DJ": (1, 80)}, board, cards={"DJ": ["OA01"]})
    lay = next(a for a in RULES.legal_actions(state) if a["type"] == "lay" and a["hex"] == "P12")
    act(state, "lay", hex="P12", tile=lay["tile"], rotation=lay["rotation"])
    assert state.price["DJ"] > 80


def test_oa06_once_a_free_yellow_lay_anywhere_without_track_points():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OA06"]})
    far = next(a for a in RULES.legal_actions(state) if a["type"] == "use_card" and a["hex"] == "W21")
    act(state, "use_card", **{k: v for k, v in far.items() if k != "type"})
    assert state.board.tile("W21") is not None and state.track_points == 3 and state.treasury["SW"] == 200
    assert not [a for a in RULES.legal_actions(state) if a["type"] == "use_card"]  # once per game


def test_oc10_two_extra_free_yellow_lays_in_the_first_or_after_the_war():
    state = war_state({"SW": (0, 100)}, Board.of({"Q13": ("57", 2), "R14": ("9", 2)}, {"Q13": ["SW"]}))
    state.rows = ROWS
    state.cards["SW"] = ["OC10"]
    play_or(state)  # the war ends OR 1; OR 2 is the first after it
    assert state.operating == "SW" and state.or_step == "track"
    for _ in range(2):
        use = next(a for a in RULES.legal_actions(state) if a["type"] == "use_card")
        act(state, "use_card", **{k: v for k, v in use.items() if k != "type"})
    assert state.track_points == 3
    assert not [a for a in RULES.legal_actions(state) if a["type"] == "use_card"]


# --------------------------------------------------------------------------- stations


def test_k34_oc01_a_station_in_a_full_metropolitan_city_goes_outside():
    board = Board.of(LINE, {"Q13": ["SW"], "Q11": ["IC"]})
    state = card_state({"SW": (0, 100)}, board, cards={"SW": ["OC01"]})
    assert state.or_step == "station"
    act(state, "build_station", hex="Q11")
    assert state.board.outer_at("Q11") == ("SW",) and state.board.seated("Q11") == ("IC",)


def test_k34_oc01_never_takes_seouls_last_free_seat_before_the_war():
    board = Board.of({"Q13": ("57", 2), "P12": ("57", 2)}, {"Q13": ["SW"]})
    state = card_state({"SW": (0, 100)}, board, cards={"SW": ["OC01"]})
    to_step(state, "station")
    act(state, "build_station", hex="P12")
    assert state.board.outer_at("P12") == ("SW",) and state.board.seated("P12") == ()


def test_oc02_one_more_station_token_at_the_last_charter_price():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OC02"]})
    state.tokens_used["SW"] = 4  # the charter's four are used
    state.treasury["SW"] = 500
    to_step(state, "station")
    act(state, "build_station", hex="Q11")
    assert state.treasury["SW"] == 420 and state.tokens_used["SW"] == 5


def test_oc03_once_a_station_in_a_metropolitan_city_without_a_route():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OC03"]})
    to_step(state, "station")
    act(state, "use_card", card="OC03", hex="W21")
    assert state.board.seated("W21") == ("SW",) and state.treasury["SW"] == 160 and state.or_step != "station"


# --------------------------------------------------------------------------- the run


def run_revenue(cards):
    state = card_state(
        {"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), trains={"SW": ["2"]}, cards={"SW": cards}
    )
    to_step(state, "run")
    plain = RULES.legal_actions(state)[0]
    act(state, "run", routes=plain["routes"].pick(None, "lo"))
    return state


def test_ob06_mail_contract_adds_20_and_ob05_10_per_run_through_the_home_city():
    base = run_revenue([]).last_run["revenue"]
    assert base > 0
    assert run_revenue(["OB06"]).last_run["revenue"] == base + 20
    assert run_revenue(["OB05"]).last_run["revenue"] == base + 10


# Pyongyang L8 (57) joined to the town of Anju K7 (3): the Coal Concession's mine
ANJU = {"L8": ("57", 2), "K7": ("3", 4)}


def coal_revenue(cards, war="none"):
    state = card_state(
        {"PY": (0, 100)}, Board.of(ANJU, {"L8": ["PY"]}), trains={"PY": ["2"]}, cards={"PY": cards}
    )
    state.war = war
    to_step(state, "run")
    plain = RULES.legal_actions(state)[0]
    act(state, "run", routes=plain["routes"].pick(None, "lo"))
    return state.last_run["revenue"]


def test_ob07_coal_concession_adds_30_before_the_war_while_the_company_reaches_anju_or_tokchon():
    base = coal_revenue([])
    assert base > 0
    assert coal_revenue(["OB07"]) == base + 30
    assert coal_revenue(["OB07"], war="done") == base  # no effect after the war
    # a company whose track reaches neither mine earns nothing more
    assert run_revenue(["OB07"]).last_run["revenue"] == run_revenue([]).last_run["revenue"]


def test_oa10_chaebol_founder_pays_150_into_the_treasury_once_when_attached():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), hands={0: ["OA10"]})
    treasury = state.treasury["SW"]
    events = RULES.apply(state, Action("attach", card="OA10", company="SW"), 0)
    assert state.treasury["SW"] == treasury + 150
    assert [e["type"] for e in events].count("card_cash") == 1
    to_step(state, "trains")  # nothing more in the company's turn
    assert state.treasury["SW"] <= treasury + 150


def test_oa02_80_into_the_treasury_in_an_or_the_company_runs_a_train():
    plain, ulsan = run_revenue([]), run_revenue(["OA02"])
    assert ulsan.treasury["SW"] == plain.treasury["SW"] + 80


# --------------------------------------------------------------------------- trains


def test_oc06_the_train_limit_is_one_higher():
    state = card_state(
        {"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), trains={"SW": ["2"] * 4}, cards={"SW": ["OC06"]}
    )
    to_step(state, "trains")
    assert "buy_train" in listed_types(state)


def test_ob10_100_with_the_first_market_train():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OB10"]})
    to_step(state, "trains")
    act(state, "buy_train", train="2")
    assert state.treasury["SW"] == 200 - 100 + 100
    act(state, "buy_train", train="2")
    assert state.treasury["SW"] == 100


def test_k13_ob04_market_trains_cost_20_percent_less():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OB04"]})
    to_step(state, "trains")
    act(state, "buy_train", train="2")
    assert state.treasury["SW"] == 120


def test_k36_ob01_a_train_sold_to_the_bank_leaves_the_game_and_sets_off_nothing():
    state = card_state(
        {"SW": (0, 100)},
        Board.of(LINE, {"Q13": ["SW"]}),
        trains={"SW": ["3", "3"]},
        cards={"SW": ["OB01"]},
        **deepcopy(GREEN),
    )
    market = dict(state.train_market)
    act(state, "use_card", card="OB01", train="3")
    assert state.trains["SW"] == ["3"] and state.treasury["SW"] == 200 + 180 and state.train_market == market
    assert not [a for a in RULES.legal_actions(state) if a["type"] == "use_card"]  # once per OR


def test_k33_ob09_a_2_handed_in_for_the_4_counts_as_a_market_purchase():
    market = {"2": 0, "3": 0, "4": 4, "5E": 4, "6E": 4, "8E": None}
    state = card_state(
        {"SW": (0, 100)},
        Board.of(LINE, {"Q13": ["SW"]}),
        trains={"SW": ["2", "3"]},
        cards={"SW": ["OB09"]},
        era="green",
        train_market=market,
        sold_first=["2", "3"],
        treasuries={"SW": 250},
    )
    to_step(state, "trains")
    before = state.treasury["SW"]
    act(state, "use_card", card="OB09", train="2")
    assert state.trains["SW"] == ["3", "4"] and state.treasury["SW"] == before - 200
    assert state.fours_gone == 1 and state.limit == 3 and state.train_market["4"] == 3


def test_ob08_the_director_buys_a_second_share_of_its_company_in_one_turn():
    from .sr_setups import stock_state

    state = stock_state(SW=(0, 80))
    seat = state.sr_player()
    state.director["SW"] = seat
    state.held["SW"] = [0] * 4
    state.held["SW"][seat] = 2
    state.cards["SW"] = ["OB08"]
    act(state, "buy_share", company="SW", source="treasury")
    assert "use_card" in listed_types(state)
    act(state, "use_card", card="OB08", source="treasury")
    assert state.held["SW"][seat] == 4 and "use_card" not in listed_types(state)


# --------------------------------------------------------------------------- the war's cards


def test_k32_ob02_names_a_north_city_bordering_the_south_once_before_the_war():
    state = card_state(
        {"KS": (0, 100)}, Board.of({"O11": ("57", 0)}, {"O11": ["KS"]}), cards={"KS": ["OB02"]}
    )
    uses = [a["hex"] for a in RULES.legal_actions(state) if a["type"] == "use_card"]
    assert uses == ["O11", "N14", "M17"]
    act(state, "use_card", card="OB02", hex="O11")
    assert state.board.spy_hex == "O11"
    assert not [a for a in RULES.legal_actions(state) if a["type"] == "use_card"]


def test_k29_oa03_the_kept_company_chooses_a_south_city_as_its_new_home():
    state = war_state({"PY": (0, 100)}, Board.of({"L8": ("57", 0)}, {"L8": ["PY"]}))
    state.cards["PY"] = ["OA03"]
    play_or(state)  # the war; in OR 2 PY has no station left
    assert state.pending[-1]["kind"] == "new_home" and RULES.decision(state).player == 0
    act(state, "choose_home", hex="T14")
    assert state.homes["PY"] == "T14"
    # the cleared hex takes a yellow tile first (K19 case 2), then the home station sits on it
    lay = RULES.legal_actions(state)[0]
    assert lay["type"] == "lay" and lay["hex"] == "T14"
    act(state, "lay", hex="T14", tile=lay["tile"], rotation=lay["rotation"])
    assert state.board.seated("T14") == ("PY",) and state.tokens_used["PY"] == 2


def test_refused_card_use_has_a_sentence():
    state = card_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), cards={"SW": ["OA06"]})
    act(state, "skip_track")
    assert refusal(state, "use_card", card="OA06", hex="W21", tile="57", rotation=0) == (
        "That card cannot be used that way now."
    )


def test_k29_oa03_a_north_company_with_no_station_placed_yet_takes_a_south_home_too():
    state = war_state({"PY": (0, 100), "SW": (1, 90)}, Board.of({"Q13": ("57", 2)}, {"Q13": ["SW"]}))
    state.tokens_used["PY"] = 0  # its North home was never placed
    state.cards["PY"] = ["OA03"]
    play_or(state)  # the war; PY survives it and operates first in OR 2
    assert state.operating == "PY" and state.pending[-1] == {"kind": "new_home", "player": 0, "company": "PY"}


def test_k24_a_card_is_attached_while_an_auction_waits_for_another_player():
    from .sr_setups import stock_state

    state = stock_state(SW=(1, 80))
    state.rows = deepcopy(ROWS)
    company = next(a["company"] for a in RULES.legal_actions(state) if a["type"] == "start_auction")
    act(state, "start_auction", company=company, bid=0)
    assert RULES.decision(state).kind == "auction" and 1 in RULES.decision(state).seats
    card = state.hands[1][0]
    RULES.apply(state, Action("attach", card=card, company="SW"), 1)
    assert card in state.cards["SW"] and RULES.decision(state).kind == "auction"
