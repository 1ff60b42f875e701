"""The operating round's flow: order, home station, track, stations, the end of an OR
(rulebook 9, 11; readings K7, K8, K11, K12, K17, K19, K21, K23, K37)."""

from boardgames_gui.engine.api import concretise
from boardgames_gui.games.korea18 import dividends, operating, tiles
from boardgames_gui.games.korea18.board import Board

from .or_setups import RULES, act, listed_types, or_state, refusal, same_turn

# Incheon Q11 (57: to the Yellow Sea and to Suwon), Suwon Q13 (5: to Incheon and to the town
# Cheonan R12), Cheonan R12 (3).
LINE = {"Q11": ("57", 1), "Q13": ("5", 0), "R12": ("3", 2)}


def finish(state) -> None:
    """Play the operating company's turn to its end the plain way."""
    company, played = state.operating, state.ors_played
    while same_turn(state, company, played) and not state.pending:
        types = listed_types(state)
        for kind in ("skip_track", "skip_station", "pay_dividend", "done_trains"):
            if kind in types:
                act(state, kind)
                break
        else:
            RULES.apply(state, concretise(RULES.legal_actions(state)[0], None, "lo"))


def test_k8_highest_price_first_and_the_leftmost_token_on_a_shared_square():
    state = or_state({"DJ": (0, 80), "SW": (1, 100), "IC": (2, 100), "BS": (3, 90)})
    order = []
    while state.round_kind == "operating" and len(order) < 4:
        order.append(state.operating)
        finish(state)
    assert order == ["SW", "IC", "BS", "DJ"]  # SW reached 100 first, so it lies left of IC


def test_k8_the_order_is_read_again_after_each_company():
    state = or_state({"DJ": (0, 80), "SW": (1, 100), "BS": (3, 90)})
    assert state.operating == "SW"
    dividends.move_price(state, "DJ", 5)  # a price change during the OR re-orders the rest
    finish(state)
    assert state.operating == "DJ"


def test_k19_home_station_on_a_free_seat_is_placed_by_itself():
    state = or_state({"SW": (0, 100)})
    assert state.board.seated("Q13") == ("SW",)
    assert state.tokens_used["SW"] == 1 and state.or_step == "track"


def test_k19_k21_seoul_must_first_lay_its_yellow_tile_to_seat_the_home_station():
    state = or_state({"SE": (0, 100)})
    assert state.or_step == "home"
    listed = RULES.legal_actions(state)
    assert listed and all(action["type"] == "lay" and action["hex"] == "P12" for action in listed)
    assert (
        refusal(state, "skip_track")
        == "Seoul Railway must first lay or upgrade its home city P12 so that its home station gets a seat."
    )
    act(state, "lay", **{k: listed[0][k] for k in ("hex", "tile", "rotation")})
    assert state.board.seated("P12") == ("SE",) and state.track_points == 2 and state.or_step == "track"


def test_k19_home_in_a_full_city_that_nothing_can_open_becomes_an_outer_station():
    state = or_state({"SW": (0, 100)}, Board.of({"Q13": ("5", 0)}, {"Q13": ["IC"]}))
    assert state.board.outer_at("Q13") == ("SW",) and state.board.seated("Q13") == ("IC",)


def test_k19_home_in_a_full_city_an_upgrade_can_open_takes_the_upgrade_first():
    state = or_state({"SW": (0, 100)}, Board.of({"Q13": ("5", 0)}, {"Q13": ["IC"]}), era="green")
    assert state.or_step == "home"
    lay = RULES.legal_actions(state)[0]
    act(state, "lay", hex=lay["hex"], tile=lay["tile"], rotation=lay["rotation"])
    assert state.board.seated("Q13") == ("IC", "SW") and state.track_points == 1


def test_rule_9_2_yellow_costs_one_point_upgrade_two_and_one_build_per_hex():
    state = or_state({"SW": (0, 100)})
    listed = RULES.legal_actions(state)
    lays = [a for a in listed if a["type"] == "lay"]
    expected = [lay.as_fields() for lay in tiles.lays(state.board, state.era, "SW")]
    assert [{k: a[k] for k in ("hex", "tile", "rotation")} for a in lays] == expected
    first = next(a for a in lays if a["hex"] == "Q13")
    act(state, "lay", hex="Q13", tile=first["tile"], rotation=first["rotation"])
    assert state.track_points == 2 and state.built_hexes == ["Q13"]
    assert all(a.get("hex") != "Q13" for a in RULES.legal_actions(state))
    assert refusal(state, "lay", hex="Q13", tile="14", rotation=0) == (
        "Suwon Railway has already built on Q13 in this operating round."
    )


def test_rule_9_2_terrain_cost_of_a_yellow_lay_is_paid_by_the_treasury():
    state = or_state({"SW": (0, 100)})
    costly = [a for a in RULES.legal_actions(state) if a["type"] == "lay"]
    costly = [
        lay for lay in tiles.lays(state.board, state.era, "SW") if lay.cost > 0 and lay.as_fields() in costly
    ]
    if not costly:
        return  # no hill next to Suwon on this map
    before = state.treasury["SW"]
    act(state, "lay", **costly[0].as_fields())
    assert state.treasury["SW"] == before - costly[0].cost


def test_rule_9_2_unused_track_points_are_lost_when_building_stops():
    state = or_state({"SW": (0, 100)})
    act(state, "skip_track")
    assert state.or_step in ("station", "run", "trains")
    assert "lay" not in listed_types(state)


def test_k17_a_station_in_a_reached_metropolitan_city_at_the_charter_price():
    state = or_state({"SW": (0, 100)}, Board.of(LINE, {"Q13": ["SW"]}), seated=True)
    assert state.or_step == "station"  # the line has no open end to build on in the yellow era
    assert [a for a in RULES.legal_actions(state) if a["type"] == "build_station"] == [
        {"type": "build_station", "hex": "Q11"}
    ]
    assert refusal(state, "build_station", hex="W21") == (
        "Suwon Railway cannot build a station on W21: it must be a metropolitan city it reaches, "
        "with a free seat and none of its stations."
    )
    act(state, "build_station", hex="Q11")
    assert (
        state.board.seated("Q11") == ("SW",) and state.treasury["SW"] == 160 and state.tokens_used["SW"] == 2
    )


def test_k23_outer_stations_take_the_opened_seats_as_the_laying_director_chooses():
    board = Board.of(LINE, {"Q13": ["SW"]}, {"Q13": ["DJ", "BS"]})
    state = or_state({"SW": (0, 100)}, board, seated=True, era="green")
    upgrade = next(a for a in RULES.legal_actions(state) if a["type"] == "lay" and a["hex"] == "Q13")
    act(state, "lay", hex="Q13", tile=upgrade["tile"], rotation=upgrade["rotation"])
    assert state.pending[-1]["kind"] == "reseat"
    assert refusal(state, "reseat", companies=["DJ", "BS"]) == "Choose 1 of the stations waiting outside Q13."
    act(state, "reseat", companies=["BS"])
    assert state.board.seated("Q13") == ("SW", "BS") and state.board.outer_at("Q13") == ("DJ",)


def test_k23_when_seats_suffice_every_outer_station_is_seated_at_once():
    board = Board.of(LINE, {"Q13": ["SW"]}, {"Q13": ["DJ"]})
    state = or_state({"SW": (0, 100)}, board, seated=True, era="green")
    upgrade = next(a for a in RULES.legal_actions(state) if a["type"] == "lay" and a["hex"] == "Q13")
    act(state, "lay", hex="Q13", tile=upgrade["tile"], rotation=upgrade["rotation"])
    assert not state.pending and state.board.seated("Q13") == ("SW", "DJ")


def test_k7_every_token_is_face_up_again_at_the_end_of_the_or():
    state = or_state({"SW": (0, 100), "IC": (1, 90)})
    finish(state)
    assert state.flipped == ["SW"]
    finish(state)
    assert state.or_in_set == 2 and state.flipped == [] and state.operating == "SW"


def test_k11_k12_after_the_last_or_of_a_set_one_three_train_is_exported():
    state = or_state({"SW": (0, 100)}, train_market={"2": 0, "3": 5, "4": 4, "5E": 4, "6E": 4, "8E": None})
    finish(state)
    assert state.or_in_set == 2 and state.train_market["3"] == 4  # SW was forced to buy a 3
    finish(state)
    assert state.round_kind != "operating" and state.train_market["3"] == 3


def test_rule_9_7_the_two_trains_leave_after_or1_and_green_begins():
    state = or_state({"SW": (0, 100)}, ors_played=0)
    finish(state)
    assert state.train_market["2"] == 0 and state.era == "green"


def test_rule_11_a_price_of_460_ends_the_game_after_that_or():
    state = or_state({"SW": (0, 430), "IC": (1, 100)})
    dividends.move_price(state, "SW", 1)
    assert state.price["SW"] == 460 and state.end_trigger == "price"
    finish(state)
    finish(state)
    assert state.over and state.end_reason == "price"


def test_k37_the_first_8e_bought_makes_the_next_set_the_last_and_it_builds_nothing():
    market = {"2": 0, "3": 0, "4": 0, "5E": 0, "6E": 0, "8E": None}
    state = or_state(
        {"SW": (0, 100)},
        Board.of(LINE, {"Q13": ["SW"]}),
        seated=True,
        train_market=market,
        era="gray",
        treasuries={"SW": 900},
    )
    while state.or_step != "trains":
        RULES.apply(state, concretise(RULES.legal_actions(state)[0], None, "lo"))
    act(state, "buy_train", train="8E")
    assert state.end_trigger == "8e"
    finish(state)  # the set's last OR ends: one last stock round, then the last set
    assert state.final and state.round_kind != "operating"
    operating.start_set(state)
    RULES.settle(state)
    assert state.or_step != "track" and "lay" not in listed_types(state)
    assert "build_station" not in listed_types(state)


def test_rule_9_2_a_lay_is_built_in_parts_hex_then_tile_then_rotation():
    state = or_state({"SW": (0, 100)})
    lays = [a for a in RULES.legal_actions(state) if a["type"] == "lay"]
    hex_id = lays[0]["hex"]
    tiles_here = {a["tile"] for a in lays if a["hex"] == hex_id}
    assert set(RULES.still_possible(state, {"type": "lay", "hex": hex_id})["tile"]) == tiles_here
    tile = lays[0]["tile"]
    rotations = {a["rotation"] for a in lays if a["hex"] == hex_id and a["tile"] == tile}
    assert (
        set(RULES.still_possible(state, {"type": "lay", "hex": hex_id, "tile": tile})["rotation"])
        == rotations
    )
    assert RULES.still_possible(state, {"type": "lay", "hex": "A1"}) is None


def test_k12_exporting_the_first_4_train_rusts_the_2s_and_lowers_the_limit():
    market = {"2": 0, "3": 0, "4": 4, "5E": 4, "6E": 4, "8E": None}
    state = or_state(
        {"SW": (0, 100)},
        Board.of(LINE, {"Q13": ["SW"]}),
        seated=True,
        trains={"SW": ["2", "3"]},
        treasuries={"SW": 0},
        train_market=market,
        era="green",
        sold_first=["2", "3"],
        limit=4,
    )
    finish(state)
    finish(state)  # the set's last OR: the lowest train, a 4, is exported
    assert state.train_market["4"] == 3 and "4" in state.sold_first
    assert state.trains["SW"] == ["3"] and state.limit == 3  # counted as sold: the 2s rust


def test_k12_nothing_is_exported_when_the_lowest_train_is_permanent():
    market = {"2": 0, "3": 0, "4": 0, "5E": 4, "6E": 4, "8E": None}
    state = or_state(
        {"SW": (0, 100)},
        Board.of(LINE, {"Q13": ["SW"]}),
        seated=True,
        trains={"SW": ["4"]},
        treasuries={"SW": 0},
        train_market=market,
        era="brown",
        sold_first=["2", "3", "4"],
        limit=3,
        war="done",
    )
    finish(state)
    finish(state)
    assert state.round_kind == "stock" and state.train_market == market


def test_rule_9_2_a_lay_on_no_hex_of_the_map_is_refused_and_one_listed_lay_is_taken():
    """A lay is checked on its own hex: one named on no hex of the map (or on no name at all)
    is refused with a sentence; a listed one is laid."""
    state = or_state({"SW": (0, 100)})
    assert state.or_step == "track"
    for hex_id in ("nowhere", ["P12"], 7):
        assert refusal(state, "lay", hex=hex_id, tile="57", rotation=0)
    listed = operating.track_lays(state, "SW")
    assert listed and operating.may_lay(state, "SW")
    assert operating.track_lays_on(state, "SW", listed[0].hex) == [
        lay for lay in listed if lay.hex == listed[0].hex
    ]
    assert refusal(state, "lay", **listed[0].as_fields()) is None
    act(state, "lay", **listed[0].as_fields())
    assert state.board.tile(listed[0].hex) == (listed[0].tile, listed[0].rotation)
