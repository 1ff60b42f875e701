"""Blue Marble second half: building, tolls, selling, debts and bankruptcy, the special spaces."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import IllegalAction
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble.money import set_level
from tests.games.bluemarble.helpers import RULES, act, give, kinds, new, rig_dice, roll_to, second_half


def test_build_costs_follow_the_deed_table_reference_1_3() -> None:
    """Second Half 1 + table 1.3: Singapore villa ₩50K, building ₩150K, hotel ₩250K."""
    s = second_half(new())
    give(s, 0, 6)
    labels = {(a["space"], a["level"]) for a in RULES.legal_actions(s) if a["type"] == "build"}
    assert {(6, 1), (6, 2), (6, 3), (6, 4)} <= labels
    ev = act(s, "build", space=6, level=1)
    assert s.money[0] == 2930 - 50 and s.level[6] == 1
    assert ev[0]["type"] == "built" and ev[0]["cost"] == 50
    assert RULES.build_cost(s, 6, 3) == 100  # a building costs 150, less the villa paid
    assert RULES.build_cost(s, 6, 4) == 200


def test_tolls_follow_the_level_table_two_villas_as_a_level_second_half_2() -> None:
    """Second Half 2: Singapore 6 / 30 / 90 / 270 / 550 (rulebook toll table)."""
    s = second_half(new())
    give(s, 0, 6)
    tolls = []
    for lv in range(5):
        set_level(s, 6, lv)
        tolls.append(RULES.toll_due(s, 6))
    assert tolls == [6, 30, 90, 270, 550]


def test_toll_prompt_says_who_how_much_and_why_second_half_2() -> None:
    s = second_half(new())
    give(s, 2, 6, level=3)
    roll_to(s, 0, 0, (2, 4))
    d = RULES.decision(s)
    assert d.kind == "debt" and d.player == 0
    assert d.prompt == "Pay ₩270K to Player 3: Singapore has a building."
    ev = act(s, "pay")
    assert s.money == [2930 - 270, 2930, 2930 + 270, 2930]
    assert ev[0]["type"] == "paid" and ev[0]["reason"] == "toll"


def test_land_only_toll_second_half_2() -> None:
    s = second_half(new())
    give(s, 1, 6)
    roll_to(s, 0, 0, (2, 4))
    assert RULES.decision(s).prompt == "Pay ₩6K to Player 2: they own Singapore."


def test_build_or_sell_during_your_turn_second_half_3() -> None:
    s = second_half(new())
    give(s, 0, 6, 8)
    act(s, "build", space=6, level=4)
    assert s.money[0] == 2930 - 250
    # one change per city per turn: all levels in one step
    with pytest.raises(IllegalAction) as err:
        act(s, "sell", space=6, level=0)
    assert "already changed" in err.value.message
    act(s, "build", space=8, level=3)
    s.touched = []  # next turn
    ev = act(s, "sell", space=6, level=2)
    assert ev[0]["amount"] == 150 and s.level[6] == 2  # hotel 250 back to 2 villas 100
    assert s.supply["hotel"] == 21 and s.supply["villa"] == 28


def test_special_deeds_take_no_buildings_reference_1_4() -> None:
    s = second_half(new())
    give(s, 0, *D.SPECIAL_SPACES)
    assert not [a for a in RULES.legal_actions(s) if a["type"] == "build"]
    with pytest.raises(IllegalAction) as err:
        act(s, "build", space=39, level=1)
    assert err.value.message == "You cannot build here: Seoul allows no buildings."


def test_special_deed_toll_is_fixed_reference_1_4() -> None:
    s = second_half(new())
    give(s, 1, D.SEOUL, D.BUSAN, D.JEJU)
    roll_to(s, 0, 33, (2, 4))
    d = RULES.decision(s)
    assert "₩2,000K" in d.prompt and "Seoul" in d.prompt


def test_cannot_pay_sell_buildings_at_their_price_second_half_5() -> None:
    s = second_half(new())
    give(s, 2, 6, level=4)
    give(s, 0, 1, level=4)
    s.money[0] = 100
    s.bank += 2830
    roll_to(s, 0, 0, (2, 4))
    legal = RULES.legal_actions(s)
    assert {"type": "pay"} not in legal
    assert "short" in RULES.decision(s).prompt
    act(s, "sell", space=1, level=0)  # Taipei hotel: ₩250K back
    assert s.money[0] == 350 and s.level[1] == 0 and s.supply["hotel"] == 20
    assert RULES.decision(s).kind == "debt"


def test_cannot_pay_hand_the_deed_to_the_creditor_no_change_second_half_5() -> None:
    s = second_half(new())
    give(s, 2, 6, level=4)
    give(s, 0, D.SEOUL)
    s.bank += s.money[0] - 100
    s.money[0] = 100
    roll_to(s, 0, 0, (2, 4))
    ev = act(s, "give_deed", space=D.SEOUL)
    assert s.owner[D.SEOUL] == 2
    assert s.money[0] == 100 and s.money[2] == 2930  # no change given, no cash moved
    assert "deed_handed" in kinds(ev)
    assert RULES.decision(s).player == 1


def test_bankrupt_when_everything_cannot_cover_the_debt_issue_cant_pay() -> None:
    s = second_half(new())
    give(s, 2, 6, level=4)
    s.bank += s.money[0] - 100
    s.money[0] = 100
    ev = roll_to(s, 0, 0, (2, 4))
    assert "bankrupt" in kinds(ev)
    assert s.bankrupt[0] and s.money[0] == 0 and s.money[2] == 3030
    assert RULES.decision(s).player == 1
    assert not RULES.invariants(s)


def test_bankrupt_players_cards_go_back_and_buildings_to_the_bank() -> None:
    s = second_half(new())
    give(s, 2, 6, level=4)
    s.held[0].append(18)
    s.deck.remove(18)
    s.bank += s.money[0]
    s.money[0] = 0
    roll_to(s, 0, 0, (2, 4))
    assert s.bankrupt[0] and s.held[0] == [] and s.deck[-1] == 18
    assert not RULES.invariants(s)


def test_last_player_not_bankrupt_wins_issue_end() -> None:
    s = second_half(new(2))
    give(s, 1, 6, level=4)
    s.bank += s.money[0]
    s.money[0] = 0
    ev = roll_to(s, 0, 0, (2, 4))
    assert "game_over" in kinds(ev)
    assert RULES.decision(s) is None and RULES.legal_actions(s) == []
    res = RULES.result(s)
    assert res.winners == [1] and res.ranking == [[1], [0]]
    assert set(res.breakdown[1]) == {"cash", "deeds", "buildings", "total"}
    assert res.breakdown[1]["buildings"] == 250 and res.breakdown[1]["deeds"] == 100


# ---------------------------------------------------------------- Deserted Island


def test_deserted_island_three_turns_deserted_island_1() -> None:
    s = new(2)
    roll_to(s, 0, 0, (4, 6))
    assert s.island[0] == 3
    for left in (2, 1, 0):
        s.current = 0  # player 1's turns are skipped in this scenario
        assert RULES.decision(s).kind == "island"
        rig_dice(s, (1, 2))
        ev = act(s, "roll")
        assert "island_stay" in kinds(ev) and s.island[0] == left
        assert s.positions[0] == D.ISLAND
    s.current = 0
    assert RULES.decision(s).kind == "turn"


def test_deserted_island_doubles_free_you_and_you_move_by_that_roll_deserted_island_2() -> None:
    s = new(2)
    s.positions[0] = D.ISLAND
    s.island[0] = 3
    rig_dice(s, (3, 3))
    ev = act(s, "roll")
    assert "island_escaped" in kinds(ev)
    assert s.positions[0] == 16 and s.island[0] == 0
    act(s, "pass")  # Bern: no purchase
    assert RULES.decision(s).player == 1  # no extra roll after escaping


def test_island_escape_card_frees_you_golden_key_6() -> None:
    s = new(2)
    s.positions[0] = D.ISLAND
    s.island[0] = 2
    s.deck.remove(18)
    s.held[0].append(18)
    assert {"type": "use_escape"} in RULES.legal_actions(s)
    act(s, "use_escape")
    assert s.island[0] == 0 and s.held[0] == [] and s.deck[-1] == 18
    assert RULES.decision(s).kind == "turn" and RULES.decision(s).player == 0


# ---------------------------------------------------------------- Social Welfare Fund


def test_welfare_fund_pay_150_into_the_fund_welfare_fund_1() -> None:
    s = new()
    roll_to(s, 0, 35, (1, 2))
    d = RULES.decision(s)
    assert d.kind == "debt" and "Welfare Fund" in d.prompt and "₩150K" in d.prompt
    ev = act(s, "pay")
    assert s.fund == 150 and s.money[0] == 2780
    assert "fund_paid" in kinds(ev)


def test_welfare_fund_reception_pays_the_whole_fund_welfare_fund_3() -> None:
    s = new()
    s.fund = 450
    s.bank -= 450
    ev = roll_to(s, 0, 15, (2, 3))
    assert s.fund == 0 and s.money[0] == 2930 + 450
    assert "fund_received" in kinds(ev)


def test_welfare_fund_empty_gives_nothing_welfare_fund_3() -> None:
    s = new()
    ev = roll_to(s, 0, 15, (2, 3))
    assert s.money[0] == 2930 and "fund_empty" in kinds(ev)


# ---------------------------------------------------------------- Space Travel


def test_space_travel_fare_200_to_columbia_owner_space_travel_1() -> None:
    s = second_half(new())
    give(s, 2, D.COLUMBIA)
    roll_to(s, 0, 27, (1, 2))
    d = RULES.decision(s)
    assert d.kind == "debt" and "₩200K" in d.prompt and "Columbia" in d.prompt
    act(s, "pay")
    assert s.money[2] == 3130 and s.travel[0]


def test_space_travel_free_if_columbia_unowned_space_travel_1() -> None:
    s = second_half(new())
    ev = roll_to(s, 0, 27, (1, 2))
    assert s.money[0] == 2930 and s.travel[0] and "space_travel" in kinds(ev)
    assert RULES.decision(s).player == 1


def test_space_travel_next_turn_fly_anywhere_with_salary_space_travel_2() -> None:
    s = new()
    roll_to(s, 0, 27, (1, 2))
    s.current = 0
    d = RULES.decision(s)
    assert d.kind == "fly"
    flights = [a for a in RULES.legal_actions(s) if a["type"] == "fly"]
    assert len(flights) == 39 and all(a["space"] != D.SPACE_TRAVEL for a in flights)
    ev = act(s, "fly", space=D.JEJU)
    assert s.positions[0] == D.JEJU and s.money[0] == 3130  # salary: START passed
    assert "salary" in kinds(ev)
    assert [e["how"] for e in ev if e["type"] == "moved"] == ["fly"]
    assert RULES.decision(s).kind == "buy"


def test_a_space_travel_flight_is_logged_once_as_a_flight() -> None:
    """The log said both "flew to Jeju." and "moved 12 spaces to Jeju.": a flight is one line."""
    s = new()
    roll_to(s, 0, 27, (1, 2))
    s.current = 0
    ev = act(s, "fly", space=D.JEJU)
    lines = [RULES.event_text(e, ["Ana", "Bo"]) for e in ev]
    travel = [line for line in lines if "Jeju" in line or "제주" in line]
    assert len(travel) == 1 and "flew" in travel[0]


def test_space_travel_ends_the_turn_even_after_doubles_reading() -> None:
    s = new()
    roll_to(s, 0, 26, (2, 2))
    assert s.travel[0] and RULES.decision(s).player == 1


def test_fly_refused_when_not_travelling_teaches_the_rule() -> None:
    s = new()
    with pytest.raises(IllegalAction) as err:
        act(s, "fly", space=5)
    assert "Space Travel" in err.value.message
