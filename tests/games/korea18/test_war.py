"""The Korean War: the ordered procedure W1-W8 of reading K22, with K10, K11, K21, K23 and the
cards acting at its outbreak (K29 OA03, K31 OA09/OC08, K32 OB02, K35 OC04, OC05)."""

import re
from copy import deepcopy

from boardgames_gui.engine.api import concretise
from boardgames_gui.games.korea18 import asset_texts, war_texts
from boardgames_gui.games.korea18.board import Board

from .or_setups import RULES, act, listed_types, or_state, same_turn

FOURS_MARKET = {"2": 0, "3": 0, "4": 2, "5E": 4, "6E": 4, "8E": None}
GREEN = {"era": "green", "fours_gone": 2, "sold_first": ["2", "3", "4"], "limit": 3}
# Suwon Q13 with a yellow city tile, plain track on R14, Pyongyang L8 (North) with a city tile
SOUTH_AND_NORTH = {"Q13": ("5", 0), "R14": ("9", 2), "L8": ("57", 0)}


def play_turn(state) -> list:
    """The operating company's turn played to its end the plain way; its events."""
    company, played = state.operating, state.ors_played
    events = []
    while same_turn(state, company, played) and not state.pending:
        types = listed_types(state)
        kind = next(
            (k for k in ("skip_track", "skip_station", "pay_dividend", "done_trains") if k in types), None
        )
        events += (
            act(state, kind)
            if kind
            else RULES.apply(state, concretise(RULES.legal_actions(state)[0], None, "lo"))
        )
    return events


def play_or(state) -> list:
    """Every remaining turn of the current OR; their events."""
    played = state.ors_played
    events = []
    while state.ors_played == played and state.round_kind == "operating" and not state.over:
        events += play_turn(state)
    return events


def war_state(companies, board, trains=None, **fields):
    """An OR with the War card exposed (W1 done): the war resolves when the OR ends."""
    every = {company: ["3"] for company in companies}
    every.update(trains or {})
    settings = dict(
        GREEN, train_market=dict(FOURS_MARKET), war="pending", sold_first=list(GREEN["sold_first"])
    )
    settings.update(fields)
    return or_state(companies, board, trains=every, seated=True, **settings)


def test_k22_w1_k11_a_war_exposed_in_the_or_is_resolved_when_the_or_ends():
    state = or_state(
        {"SW": (0, 100), "DJ": (1, 90)},
        Board.of(SOUTH_AND_NORTH, {"Q13": ["SW"], "T14": ["DJ"]}),
        trains={"SW": ["3"], "DJ": ["3"]},
        seated=True,
        train_market=dict(FOURS_MARKET),
        treasuries={"SW": 700},
        **deepcopy(GREEN),
    )
    while state.or_step != "trains":
        act(
            state, next(k for k in ("skip_track", "skip_station", "pay_dividend") if k in listed_types(state))
        )
    act(state, "buy_train", train="4")
    assert state.war == "pending"
    act(state, "done_trains")
    assert state.operating == "DJ" and state.board.tile("L8") == ("57", 0)  # not yet: DJ still operates
    play_or(state)
    assert state.war == "done" and state.board.tile("L8") is None


def test_k11_an_export_that_exposes_the_war_card_resolves_the_war_at_once():
    market = {"2": 0, "3": 0, "4": 2, "5E": 4, "6E": 4, "8E": None}
    state = or_state(
        {"SW": (0, 100)},
        Board.of(SOUTH_AND_NORTH, {"Q13": ["SW"]}),
        trains={"SW": ["4"]},
        seated=True,
        train_market=market,
        **deepcopy(GREEN),
    )
    play_or(state)  # OR 1 of the set
    play_or(state)  # OR 2: the export takes the third 4-train out
    assert state.fours_gone == 3 and state.war == "done"
    assert state.round_kind == "stock" and state.board.war


def test_k22_w3_a_north_company_without_a_south_station_leaves_the_game_with_its_shares():
    state = war_state(
        {"PY": (0, 100), "SW": (1, 80)},
        Board.of(SOUTH_AND_NORTH, {"L8": ["PY"], "Q13": ["SW"]}),
    )
    state.held["PY"] = [2, 3, 0, 0]
    state.treasury_shares["PY"] = 5
    cash = list(state.cash)
    play_or(state)
    assert "PY" in state.closed and "PY" not in state.par and "PY" not in state.held
    assert "PY" not in state.price and "PY" not in state.trains  # trains and market token gone
    # no compensation: nothing but the OR's own dividends changed anyone's cash
    assert state.cash[1] >= cash[1] and state.cash[0] <= cash[0] + 1000
    assert RULES.invariants(state) == []


def test_k22_w3_a_north_company_with_a_south_station_survives():
    state = war_state(
        {"PY": (0, 100), "SW": (1, 80)},
        Board.of(SOUTH_AND_NORTH, {"L8": ["PY"], "Q13": ["SW", "PY"]}),
    )
    state.board = Board.of(
        {"Q13": ("14", 0), "R14": ("9", 2), "L8": ("57", 0)}, {"L8": ["PY"], "Q13": ["SW", "PY"]}
    )
    play_or(state)
    assert "PY" in state.par and state.board.station_hexes("PY") == ("Q13",)
    assert state.board.outer_at("Q13") == ("SW", "PY")  # W5: the city tile went, its stations wait


def test_k22_w4_w5_the_north_is_cleared_and_south_city_tiles_go_with_their_stations_kept_outside():
    state = war_state(
        {"SW": (0, 100), "DJ": (1, 90)},
        Board.of({**SOUTH_AND_NORTH, "T14": ("57", 0)}, {"Q13": ["SW"], "T14": ["DJ"], "L8": ["KS"]}),
    )
    play_or(state)
    board = state.board
    assert board.war and board.tile("L8") is None and board.seated("L8") == () and board.outer_at("L8") == ()
    assert board.tile("Q13") is None and board.tile("T14") is None  # W5: every South city tile
    assert board.tile("R14") == ("9", 2)  # plain track stays
    assert board.outer_at("Q13") == ("SW",) and board.outer_at("T14") == ("DJ",)


def test_k22_w6_the_north_leaves_play_and_no_track_leads_there():
    state = war_state({"SW": (0, 100)}, Board.of(SOUTH_AND_NORTH, {"Q13": ["SW"]}))
    play_or(state)
    from boardgames_gui.games.korea18.board import in_play

    assert not in_play(state.board, "L8") and in_play(state.board, "Q13")


def test_k22_w7_the_north_row_closes_and_the_post_war_row_opens():
    state = war_state({"SW": (0, 100)}, Board.of(SOUTH_AND_NORTH, {"Q13": ["SW"]}))
    north, post = state.rows["north"], state.rows["south_post"]
    play_or(state)  # the war
    play_or(state)  # OR 2 of the set, then the stock round
    assert state.round_kind == "stock"
    offered = {a["company"] for a in RULES.legal_actions(state) if a["type"] == "start_auction"}
    assert offered and not offered & set(north)
    assert set(post) - {"SW"} <= offered | set(state.closed)
    assert all(company in state.closed for company in north)


def test_k22_w8_era_trains_limit_and_market_stay_as_they_were():
    state = war_state({"SW": (0, 100)}, Board.of(SOUTH_AND_NORTH, {"Q13": ["SW"]}))
    market = dict(state.train_market)
    play_or(state)
    assert state.era == "green" and state.limit == 3 and state.trains["SW"] == ["3"]
    assert state.train_market == market


def test_k29_oa03_keeps_its_north_company_without_a_south_station():
    state = war_state(
        {"PY": (0, 100), "SW": (1, 80)},
        Board.of(SOUTH_AND_NORTH, {"L8": ["PY"], "Q13": ["SW"]}),
    )
    state.cards["PY"] = ["OA03"]
    play_or(state)
    assert "PY" in state.par and state.held["PY"][0] == 2
    assert state.board.station_hexes("PY") == ()  # W4 took its North station


METROS = ["P12", "Q11", "T14", "W11", "W21"]


def targets(state) -> list[str]:
    return [action["target"] for action in RULES.legal_actions(state) if action["type"] == "move_station"]


def test_k31_oa09_moves_every_north_station_to_a_south_metropolitan_hex_of_the_directors_choice():
    """K22 W2 with K31: the director picks a South metropolitan hex for each North station."""
    state = war_state(
        {"PY": (2, 100)},
        Board.of({**SOUTH_AND_NORTH, "M7": ("5", 0)}, {"L8": ["PY"], "M7": ["PY"]}),
    )
    state.cards["PY"] = ["OA09"]
    play_or(state)
    decision = RULES.decision(state)
    assert state.war == "outbreak" and decision.kind == "outbreak" and decision.player == 2
    assert targets(state) == METROS
    act(state, "move_station", target="W21")
    assert targets(state) == METROS[:-1]  # never a hex where it already has a station
    act(state, "move_station", target="Q11")
    assert state.war == "done" and "PY" in state.par
    assert sorted(state.board.station_hexes("PY")) == ["Q11", "W21"]
    assert state.board.outer_at("W21") == ("PY",) and state.board.outer_at("Q11") == ("PY",)


def test_k35_oc04_moves_one_north_station_where_the_director_chooses_and_the_company_survives():
    state = war_state(
        {"PY": (0, 100)},
        Board.of({**SOUTH_AND_NORTH, "M7": ("5", 0)}, {"L8": ["PY"], "M7": ["PY"]}),
    )
    state.cards["PY"] = ["OC04"]
    play_or(state)
    assert targets(state) == METROS
    act(state, "move_station", target="T14")
    assert state.war == "done" and "PY" in state.par
    assert state.board.station_hexes("PY") == ("T14",)  # one moved; the other went at W4


def test_k31_oc08_with_oa09_protects_the_chosen_south_big_city_and_seats_the_station():
    state = war_state(
        {"PY": (0, 100), "SW": (1, 80)},
        Board.of({**SOUTH_AND_NORTH, "T14": ("S2", 0)}, {"L8": ["PY"], "Q13": ["SW"]}),
    )
    state.board = Board.of(
        {"Q13": ("5", 0), "R14": ("9", 2), "L8": ("57", 0), "T14": ("57", 0)}, {"L8": ["PY"], "Q13": ["SW"]}
    )
    state.cards["PY"] = ["OA09", "OC08"]
    play_or(state)
    assert "Q13" in targets(state) and "X10" in targets(state)  # any South big city (K31)
    assert "L8" not in targets(state)
    act(state, "move_station", target="T14")
    assert state.board.tile("T14") == ("57", 0) and state.board.seated("T14") == ("PY",)
    assert state.board.tile("Q13") is None  # an unprotected city still goes


def test_k22_w2_a_station_with_one_possible_city_moves_there_without_asking():
    south = {hex_id: ["PY"] for hex_id in METROS[:-1]}
    state = war_state({"PY": (0, 100)}, Board.of(SOUTH_AND_NORTH, {"L8": ["PY"], **south}))
    state.cards["PY"] = ["OC04"]
    events = play_or(state)
    assert state.war == "done"
    assert [e for e in events if e["type"] == "station_moved"] == [
        {"type": "station_moved", "company": "PY", "source": "L8", "target": "W21"}
    ]


def test_k22_w2_refuses_a_wrong_city_a_wrong_seat_and_a_move_outside_the_war():
    """W2 out of order: each refusal is explained and changes nothing."""
    state = war_state(
        {"PY": (0, 100), "SW": (1, 80)},
        Board.of(SOUTH_AND_NORTH, {"L8": ["PY"], "Q13": ["SW"], "W21": ["PY"]}),
    )
    state.cards["PY"] = ["OC04"]
    assert RULES.check(state, {"type": "move_station", "target": "P12"}) is not None  # no war yet
    play_or(state)
    before = RULES.state_hash(state)
    wrong = {
        "W21": "has no station",  # it has one there already
        "Q13": "metropolitan",  # a normal city without OC08
        "L8": "metropolitan",  # the North
        "Nowhere": "metropolitan",
    }
    for target, words in wrong.items():
        problem = RULES.check(state, {"type": "move_station", "target": target}, 0)
        assert problem is not None and words in problem.message
    assert RULES.check(state, {"type": "move_station", "target": "P12", "x": 1}, 0) is not None
    assert RULES.check(state, {"type": "move_station", "target": "P12"}, 1).code == "not_your_turn"
    assert RULES.check(state, {"type": "pass"}, 0) is not None  # nothing else is asked now
    assert RULES.state_hash(state) == before
    act(state, "move_station", target="P12")
    assert state.war == "done" and RULES.check(state, {"type": "move_station", "target": "Q11"}) is not None


def test_k22_w2_card_holders_act_in_the_operating_order():
    state = war_state(
        {"PY": (0, 90), "KS": (1, 100)},
        Board.of(SOUTH_AND_NORTH, {"L8": ["PY"], "O11": ["KS"]}),
    )
    state.board = Board.of({**SOUTH_AND_NORTH, "O11": ("57", 0)}, {"L8": ["PY"], "O11": ["KS"]})
    state.cards["PY"], state.cards["KS"] = ["OC04"], ["OC04"]
    play_or(state)
    assert state.pending[-1]["company"] == "KS" and RULES.decision(state).player == 1  # the dearer first
    act(state, "move_station", target="P12")
    assert state.pending[-1]["company"] == "PY" and RULES.decision(state).player == 0
    act(state, "move_station", target="Q11")
    assert state.war == "done" and state.board.outer_at("P12") == ("KS",)


def test_k22_w2_k11_after_an_export_the_directors_choice_comes_before_the_stock_round():
    market = {"2": 0, "3": 0, "4": 2, "5E": 4, "6E": 4, "8E": None}
    state = or_state(
        {"PY": (0, 100)},
        Board.of(SOUTH_AND_NORTH, {"L8": ["PY"]}),
        trains={"PY": ["4"]},
        seated=True,
        train_market=market,
        **deepcopy(GREEN),
    )
    state.cards["PY"] = ["OC04"]
    play_or(state)
    play_or(state)  # OR 2: the export exposes the War card, the war waits for PY's director
    assert state.war == "outbreak" and state.round_kind == "operating"
    types = [event["type"] for event in act(state, "move_station", target="W11")]
    assert types.index("station_moved") < types.index("war_over") < types.index("stock_round")
    assert state.round_kind == "stock" and "PY" in state.par


def test_k22_w2_bots_answer_the_outbreak_decision():
    from boardgames_gui.engine.bots import RandomBot
    from boardgames_gui.games.korea18.bot import KoreaBot

    for bot in (KoreaBot(3), RandomBot(3)):
        state = war_state(
            {"PY": (0, 100)},
            Board.of({**SOUTH_AND_NORTH, "M7": ("5", 0)}, {"L8": ["PY"], "M7": ["PY"]}),
        )
        state.cards["PY"] = ["OA09"]
        play_or(state)
        while state.war == "outbreak":
            RULES.apply(state, bot.choose(RULES, state, 0))
        assert len(state.board.station_hexes("PY")) == 2


def test_k31_oc08_without_oa09_does_nothing():
    state = war_state({"PY": (0, 100)}, Board.of(SOUTH_AND_NORTH, {"L8": ["PY"]}))
    state.cards["PY"] = ["OC08"]
    play_or(state)
    assert "PY" in state.closed


def test_k32_ob02_the_spy_city_counts_as_south_and_its_stations_survive_outside():
    board = Board.of({"O11": ("57", 0)}, {"O11": ["KS"]}, spy_hex="O11")
    state = war_state({"KS": (0, 100)}, board)
    state.cards["KS"] = ["OB02"]
    play_or(state)
    assert "KS" in state.par and state.board.outer_at("O11") == ("KS",)
    assert state.board.tile("O11") is None  # removed at W5 and back in supply


def test_oc05_the_home_city_tile_and_its_stations_survive_the_war():
    state = war_state({"SW": (0, 100)}, Board.of(SOUTH_AND_NORTH, {"Q13": ["SW"]}))
    state.cards["SW"] = ["OC05"]
    play_or(state)
    assert state.board.tile("Q13") == ("5", 0) and state.board.seated("Q13") == ("SW",)


def test_k21_k23_after_the_war_seouls_yellow_tile_seats_two_waiting_stations_chosen_by_the_layer():
    board = Board.of(
        {"P12": ("57", 2), "Q13": ("57", 2)}, {"P12": ["SE"], "Q13": ["SW"]}, {"P12": ["IC", "DJ"]}
    )
    state = war_state({"SE": (1, 100), "SW": (0, 90), "IC": (2, 80)}, board)
    play_or(state)  # the war: Seoul is cleared, SE, IC and DJ wait outside
    assert sorted(state.board.outer_at("P12")) == ["DJ", "IC", "SE"]
    assert state.operating == "SE" and state.or_step == "track"  # OR 2 of the set
    lays = [a for a in RULES.legal_actions(state) if a["type"] == "lay" and a["hex"] == "P12"]
    assert lays  # K20: its own outer station is a starting point for laying
    act(state, "lay", hex="P12", tile=lays[0]["tile"], rotation=lays[0]["rotation"])
    # K21: the capital seat is an ordinary seat now: the yellow tile has 2 seats
    assert state.pending[-1]["kind"] == "reseat" and state.pending[-1]["seats"] == 2
    act(state, "reseat", companies=["IC", "DJ"])
    assert state.board.seated("P12") == ("IC", "DJ") and state.board.outer_at("P12") == ("SE",)


def test_k11_a_pending_war_is_resolved_before_the_export_of_the_sets_last_or():
    state = war_state({"SW": (0, 100)}, Board.of(SOUTH_AND_NORTH, {"Q13": ["SW"]}), trains={"SW": ["4"]})
    state.war = "none"
    play_or(state)  # OR 1 of the set, no war yet
    state.war = "pending"  # the card exposed in OR 2
    types = [event["type"] for event in play_or(state)]
    assert types.index("war_outbreak") < types.index("exported") < types.index("stock_round")


def test_every_sentence_of_the_war_and_the_cards_is_written_for_the_log():
    state = war_state(
        {"PY": (0, 100), "SW": (1, 80)},
        Board.of(SOUTH_AND_NORTH, {"L8": ["PY"], "Q13": ["SW"]}),
    )
    names = RULES.player_names(state)
    events = play_or(state)
    mine = {**war_texts.EVENT_TEXTS, **asset_texts.EVENT_TEXTS}
    written = [event for event in events if event["type"] in mine]
    assert {"war_outbreak", "company_removed", "war_board", "post_war_row", "war_over"} <= {
        event["type"] for event in written
    }
    assert all(RULES.event_text(event, names) for event in written)
    # the war's and the cards' readings are told in words, marked as the app's choice, not cited
    # by number (issue 15)
    text = " ".join(RULES.rules_text().split())
    for rule in (
        "After the war Seoul's capital seat is an ordinary seat",  # K21
        "The war runs in this order (the app's choice):",  # K22
        "is lost with the company at the war (the app's choice)",  # K24
        "The Local Rich keeps its company (the app's choice)",  # K29
        "whose tile then survives (the app's choice)",  # K31
        "Anti-North Spy's city counts as South (the app's choice)",  # K32
        "counts as a market purchase and is allowed at the limit (the app's choice)",  # K33
        "in Seoul before the war it never takes the last free seat (the app's choice)",  # K34
        "Evacuation Train moves one North station",  # K35
        "leaves the game and sets off nothing (the app's choice)",  # K36
    ):
        assert rule in text, rule
    assert not re.search(r"\b[KW]\d+\b", text)
