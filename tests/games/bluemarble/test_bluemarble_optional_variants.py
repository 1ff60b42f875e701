"""Blue Marble optional game (deed draft, Seoul auction) and the variant switches."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action, IllegalAction, Range
from boardgames_gui.engine.match import Match
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble.state import SECOND_HALF
from tests.games.bluemarble.helpers import RULES, act, give, kinds, new, rig_dice, roll_to, second_half


def test_optional_game_adds_1m_each_optional_game_rules_1() -> None:
    assert new(4, mode="optional").money == [3930] * 4
    assert new(2, mode="optional").money == [6860] * 2


def test_optional_game_draft_order_follows_the_diagram_optional_game_rules_2() -> None:
    """4 players: 1,2,3,4 deeds, then 4,3,2,1, then 2 each = the 28 deeds besides Seoul."""
    s = new(4, mode="optional")
    order = []
    while RULES.decision(s).kind == "draft":
        d = RULES.decision(s)
        order.append(d.player)
        pick = next(a for a in RULES.legal_actions(s) if a["type"] == "pick")
        act(s, "pick", space=pick["space"])
    assert order == [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3] + [0, 0, 1, 1, 2, 2, 3, 3]
    assert all(s.owner[sp] is not None for sp in D.DEED_SPACES if sp != D.SEOUL)
    assert s.owner[D.SEOUL] is None


def test_optional_game_seoul_cannot_be_drafted_optional_game_rules_2() -> None:
    s = new(4, mode="optional")
    assert all(a.get("space") != D.SEOUL for a in RULES.legal_actions(s))
    with pytest.raises(IllegalAction) as err:
        act(s, "pick", space=D.SEOUL)
    assert "auctioned" in err.value.message


def _finish_draft(s) -> None:
    while RULES.decision(s).kind == "draft":
        act(s, "pass")


def test_optional_game_seoul_auctioned_last_with_a_range_bid_optional_game_rules_2() -> None:
    s = new(4, mode="optional")
    _finish_draft(s)
    d = RULES.decision(s)
    assert d.kind == "auction" and d.player == 0 and "Seoul" in d.prompt
    bid = next(a for a in RULES.legal_actions(s) if a["type"] == "bid")
    assert isinstance(bid["amount"], Range) and bid["amount"].lo == 10 and bid["amount"].step == 10
    act(s, "bid", amount=500)
    act(s, "bid", amount=700)  # player 1
    with pytest.raises(IllegalAction) as err:
        act(s, "bid", amount=650)  # player 2 must go higher
    assert "at least ₩710K" in err.value.message
    act(s, "pass")  # 2
    act(s, "pass")  # 3
    ev = act(s, "pass")  # 0: player 1 wins
    assert s.owner[D.SEOUL] == 1 and s.money[1] == 3930 - 700
    assert any(e["type"] == "bought" and e["how"] == "auction" for e in ev)
    # then second-half play, player 1 (seat 0) starts
    assert s.phase == SECOND_HALF and RULES.decision(s).kind == "turn" and RULES.decision(s).player == 0


def test_optional_game_is_played_as_the_second_half_optional_game_rules_3() -> None:
    s = new(2, mode="optional")
    give(s, 0, 6)
    _finish_draft(s)
    act(s, "pass")
    act(s, "pass")
    assert s.phase == SECOND_HALF
    assert any(a["type"] == "build" for a in RULES.legal_actions(s))


# ---------------------------------------------------------------- variants


def test_variant_tolls_from_the_first_turn() -> None:
    s = new(tolls_from_start=True)
    assert s.phase == SECOND_HALF
    give(s, 1, 6)
    roll_to(s, 0, 0, (2, 4))
    assert RULES.decision(s).kind == "debt"


def test_variant_three_doubles_send_you_to_the_deserted_island() -> None:
    s2 = new(three_doubles_island=True)
    s2.current = 0
    s2.positions[0] = 0
    rig_dice(s2, (2, 2), (5, 5), (3, 3))
    act(s2, "roll")  # 4 Manila
    act(s2, "pass")
    act(s2, "roll")  # 14 Stockholm
    act(s2, "pass")
    ev = act(s2, "roll")
    assert "three_doubles" in kinds(ev)
    assert s2.positions[0] == D.ISLAND and s2.island[0] == 3
    assert RULES.decision(s2).player == 1


def test_without_the_variant_third_doubles_just_move() -> None:
    s = new()
    rig_dice(s, (2, 2), (5, 5), (3, 3))
    act(s, "roll")
    act(s, "pass")
    act(s, "roll")
    act(s, "pass")
    act(s, "roll")
    assert s.positions[0] == 20 and s.island[0] == 0


def test_variant_build_only_when_landing_on_your_own_deed() -> None:
    s = second_half(new(build_on_landing=True))
    give(s, 0, 6)
    assert not [a for a in RULES.legal_actions(s) if a["type"] == "build"]
    with pytest.raises(IllegalAction) as err:
        act(s, "build", space=6, level=1)
    assert "only when your plane stops" in err.value.message
    roll_to(s, 0, 0, (2, 4))
    d = RULES.decision(s)
    assert d.kind == "build_here" and "Singapore" in d.prompt
    act(s, "build", space=6, level=3)
    assert s.level[6] == 3 and RULES.decision(s).player == 1


def test_variant_limited_building_supply_30_villas_18_buildings_21_hotels() -> None:
    s = second_half(new(limited_supply=True))
    assert s.supply == {"villa": 30, "building": 18, "hotel": 21}
    give(s, 0, 6, 8)
    s.supply["hotel"] = 0
    levels = {a["level"] for a in RULES.legal_actions(s) if a["type"] == "build" and a["space"] == 6}
    assert levels == {1, 2, 3}
    with pytest.raises(IllegalAction) as err:
        act(s, "build", space=6, level=4)
    assert "no hotel left" in err.value.message
    s.supply["villa"] = 1
    levels = {a["level"] for a in RULES.legal_actions(s) if a["type"] == "build" and a["space"] == 6}
    assert levels == {1, 3}


def test_variant_limited_supply_selling_down_needs_the_smaller_pieces() -> None:
    s = second_half(new(limited_supply=True))
    give(s, 0, 6, level=4)
    give(s, 1, *[sp for sp in D.CITY_SPACES if sp != 6][:15], level=2)  # all 30 villas in use
    assert s.supply["villa"] == 0
    levels = {a["level"] for a in RULES.legal_actions(s) if a["type"] == "sell"}
    assert levels == {0, 3}
    act(s, "sell", space=6, level=3)
    assert s.supply == {"villa": 0, "building": 17, "hotel": 21} and not RULES.invariants(s)


def test_unlimited_supply_by_default_components_5() -> None:
    s = second_half(new())
    s.supply["hotel"] = 0
    give(s, 0, 6)
    assert {"type": "build", "space": 6, "level": 4} in RULES.legal_actions(s)


def test_variant_take_over_a_city_for_twice_its_price_reference_1_6() -> None:
    s = second_half(new(buyout=True))
    give(s, 2, 6, level=3)  # Singapore 100 + building 150: take-over ₩500K
    roll_to(s, 0, 0, (2, 4))
    act(s, "pay")  # the toll first
    d = RULES.decision(s)
    assert d.kind == "buyout" and "₩500K" in d.prompt and "Player 3" in d.prompt
    ev = act(s, "buyout", space=6)
    assert s.owner[6] == 0 and s.level[6] == 3
    assert s.money[0] == 2930 - 270 - 500 and s.money[2] == 2930 + 270 + 500
    assert "bought_out" in kinds(ev) and not RULES.invariants(s)


def test_take_over_is_off_by_default_and_never_for_special_deeds() -> None:
    s = second_half(new())
    give(s, 2, 6)
    roll_to(s, 0, 0, (2, 4))
    act(s, "pay")
    assert RULES.decision(s).player == 1
    with pytest.raises(IllegalAction) as err:
        act(s, "buyout", space=6)
    assert "off in this game" in err.value.message
    s = second_half(new(buyout=True))
    give(s, 2, D.JEJU)
    roll_to(s, 0, 0, (2, 3))
    act(s, "pay")
    assert RULES.decision(s).player == 1


def test_variant_island_bail_100_then_roll_reference_1_6() -> None:
    s = new(2, island_bail=True)
    s.positions[0] = D.ISLAND
    s.island[0] = 3
    ev = act(s, "pay_bail")
    assert s.island[0] == 0 and s.money[0] == 5860 - 100 and s.bank == D.BANK_RESERVE - 2 * 5860 + 100
    assert ev[0]["how"] == "bail"
    assert RULES.decision(s).kind == "turn" and RULES.decision(s).player == 0


def test_no_island_bail_by_default() -> None:
    s = new(2)
    s.positions[0] = D.ISLAND
    s.island[0] = 3
    with pytest.raises(IllegalAction) as err:
        act(s, "pay_bail")
    assert "off in this game" in err.value.message


def test_variant_round_limit_richest_player_wins() -> None:
    s = new(2, round_limit=1)
    give(s, 1, D.SEOUL)
    roll_to(s, 0, 0, (4, 6))  # island: player 1's turn
    ev = roll_to(s, 1, 0, (4, 6))
    assert "game_over" in kinds(ev)
    res = RULES.result(s)
    assert res.winners == [1] and "round limit" in res.reason
    assert res.breakdown[1]["deeds"] == 1000 and res.scores[1] == 5860 + 1000


def test_time_limit_result_ranks_by_cash_deeds_and_buildings() -> None:
    s = second_half(new(3))
    give(s, 2, 6, level=4)
    res = RULES.time_limit_result(s)
    assert res.capped and res.winners == [2]
    assert res.breakdown[2] == {"cash": 2930, "deeds": 100, "buildings": 250, "total": 3280}
    assert res.ranking == [[2], [0, 1]]


def test_optional_game_seoul_stays_with_the_bank_if_nobody_bids() -> None:
    s = new(3, mode="optional")
    _finish_draft(s)
    for _ in range(3):
        ev = act(s, "pass")
    assert "auction_unsold" in kinds(ev) and s.owner[D.SEOUL] is None
    assert RULES.decision(s).kind == "turn"


def test_variant_time_limit_time_up_ends_the_game_richest_wins_other_game_tips_1() -> None:
    """Other Game Tips 1 ("set an end time"): the view's clock sends time_up; the richest wins."""
    s = new(3, time_limit=30)
    give(s, 2, D.SEOUL)
    roll_to(s, 0, 0, (1, 2))  # Beijing: a buy decision is open
    assert RULES.decision(s).kind == "buy"
    assert all(a["type"] != "time_up" for a in RULES.legal_actions(s))  # bots never pick it
    ev = act(s, "time_up")
    assert s.over and s.end_reason == "time_limit"
    assert "game_over" in kinds(ev) and RULES.event_text(ev[-1], s.options["names"]).startswith("Time is up")
    res = RULES.result(s)
    assert res.winners == [2] and "time limit" in res.reason
    assert res.breakdown[2]["deeds"] == 1000


def test_time_up_is_a_window_any_seat_may_use_but_nobody_is_offered() -> None:
    """Other Game Tips 1: the clock belongs to the whole table, so while the time limit is on
    every seat may send time_up, even one the table is not waiting for; no listing offers it."""
    s = new(3, time_limit=30)
    d = RULES.decision(s)
    assert d.player == 0 and set(d.actors()) == {0, 1, 2}
    for seat in range(3):
        assert all(a["type"] != "time_up" for a in RULES.legal_actions(s, seat))
    assert RULES.check(s, Action("roll"), 1) is not None  # out of turn only the clock
    assert RULES.check(s, Action("time_up"), 1) is None
    RULES.apply(s, Action("time_up"), 1)
    assert s.over and s.end_reason == "time_limit"


def test_time_up_is_refused_without_the_time_limit_variant() -> None:
    s = new(2)
    before = s.clone()
    with pytest.raises(IllegalAction) as err:
        act(s, "time_up")
    assert "no time limit" in err.value.message and s == before


def test_time_up_is_logged_so_undo_and_replay_give_the_same_states() -> None:
    match = Match(RULES, {"players": 2, "variants": {"time_limit": 5}}, seed=3)
    match.apply(Action("roll"))
    while RULES.decision(match.state).player != match.state.current or match.state.pending:
        match.apply(RULES.legal_actions(match.state)[-1])
    match.apply(Action("time_up"))
    assert match.state.over
    match.undo()
    assert not match.state.over
    match.redo()
    assert match.state.over and match.state.end_reason == "time_limit"


def test_variant_build_also_after_your_move_second_half_3() -> None:
    """Second Half 3 says "during your turn": the variant adds a build/sell step after the move."""
    s = second_half(new(4, build_after_move=True))
    give(s, 0, 6)
    roll_to(s, 0, 0, (4, 6))  # to the island: the move is over, no doubles
    d = RULES.decision(s)
    assert d.kind == "after_move" and d.player == 0
    assert Action("build", space=6, level=1) in RULES.legal_actions(s)
    act(s, "build", space=6, level=1)
    assert s.level[6] == 1 and RULES.decision(s).kind == "after_move"
    act(s, "done")
    assert RULES.decision(s).player == 1 and s.touched == []


def test_without_the_variant_building_is_only_before_the_roll_second_half_3() -> None:
    s = second_half(new(4))
    give(s, 0, 6)
    roll_to(s, 0, 0, (4, 6))
    d = RULES.decision(s)
    assert d.kind == "turn" and d.player == 1


def test_variant_island_doubles_then_throw_again_deserted_island_2() -> None:
    """Deserted Island 2 word for word: doubles free you, then you throw once more and move by it."""
    s = new(2, island_throw_again=True)
    s.positions[0] = D.ISLAND
    s.island[0] = 3
    rig_dice(s, (3, 3), (1, 2))
    ev = act(s, "roll")
    assert "island_escaped" in kinds(ev) and [e["dice"] for e in ev if e["type"] == "dice_rolled"] == [
        [3, 3],
        [1, 2],
    ]
    assert s.positions[0] == 13 and s.island[0] == 0  # Copenhagen, by the second throw
    act(s, "pass")
    assert RULES.decision(s).player == 1
