"""Blue Marble Golden Keys: all 30 cards of reference table 1.5, and the rulebook's Golden Key rules."""

from __future__ import annotations

import pytest

from boardgames_gui.games.bluemarble import data as D
from tests.games.bluemarble.helpers import (
    RULES,
    act,
    give,
    kinds,
    land_on_key,
    new,
    rig_dice,
    roll_to,
    second_half,
    top_card,
)


def test_the_deck_holds_the_30_cards_of_reference_table_1_5() -> None:
    assert len(D.GOLDEN_KEYS) == 30
    assert sorted(k.id for k in D.GOLDEN_KEYS) == list(range(1, 31))
    assert all(k.source.startswith("SRC") for k in D.GOLDEN_KEYS)


def test_draw_the_top_card_and_put_it_under_the_deck_golden_key_1() -> None:
    s = new()
    ev = land_on_key(s, 0, 1)
    key = next(e for e in ev if e["type"] == "golden_key")
    assert key["card"] == 1 and key["title"] == "Lottery win" and key["text"]
    assert s.deck[-1] == 1 and len(s.deck) == 30
    assert s.drawn == 1


@pytest.mark.parametrize("card, amount", [(1, 200), (2, 300), (3, 100), (4, 100), (5, 50)])
def test_money_cards_pay_the_player_reference_1_5(card: int, amount: int) -> None:
    s = new()
    land_on_key(s, 0, card)
    assert s.money[0] == 2930 + amount


@pytest.mark.parametrize("card, amount", [(8, 50), (9, 50), (10, 100)])
def test_paying_cards_go_to_the_bank_reference_1_5(card: int, amount: int) -> None:
    s = new()
    land_on_key(s, 0, card)
    d = RULES.decision(s)
    assert d.kind == "debt" and "the bank" in d.prompt and D.KEYS_BY_ID[card].en in d.prompt
    act(s, "pay")
    assert s.money[0] == 2930 - amount


def test_birthday_every_other_player_pays_10_reference_1_5_card_6() -> None:
    s = new()
    land_on_key(s, 0, 6)
    payers = []
    while RULES.decision(s).kind == "debt":
        payers.append(RULES.decision(s).player)
        act(s, "pay")
    assert sorted(payers) == [1, 2, 3]
    assert s.money == [2960, 2920, 2920, 2920]


def test_party_other_players_set_the_prize_the_bank_pays_reference_1_5_card_7() -> None:
    s = new()
    land_on_key(s, 0, 7)
    for amount in (100, 50, 0):
        d = RULES.decision(s)
        assert d.kind == "party" and d.player != 0
        act(s, "prize", amount=amount)
    assert s.money[0] == 2930 + 150 and s.money[1:] == [2930] * 3


@pytest.mark.parametrize("card", [11, 12, 13])
def test_building_taxes_have_no_effect_in_the_first_half_golden_key_3(card: int) -> None:
    s = new()
    ev = land_on_key(s, 0, card)
    assert "card_void" in kinds(ev) and s.money[0] == 2930


@pytest.mark.parametrize(
    "card, due", [(11, 150 + 100 + 2 * 30), (12, 100 + 60 + 2 * 30), (13, 50 + 30 + 2 * 10)]
)
def test_building_taxes_in_the_second_half_per_piece_golden_key_3(card: int, due: int) -> None:
    s = second_half(new())
    give(s, 0, 6, level=4)
    give(s, 0, 8, level=3)
    give(s, 0, 1, level=2)
    land_on_key(s, 0, card)
    d = RULES.decision(s)
    assert d.kind == "debt" and f"₩{due}K" in d.prompt
    act(s, "pay")
    assert s.money[0] == 2930 - due


@pytest.mark.parametrize("card", [14, 15])
def test_half_price_sale_first_half_sells_the_most_expensive_deed_golden_key_4(card: int) -> None:
    s = new()
    give(s, 0, D.SEOUL, 1)
    ev = land_on_key(s, 0, card)
    assert s.owner[D.SEOUL] is None and s.owner[1] == 0
    assert s.money[0] == 2930 + 500
    assert "half_price_sale" in kinds(ev)


def test_half_price_sale_second_half_includes_buildings_golden_key_4() -> None:
    s = second_half(new())
    give(s, 0, 6, level=4)  # Singapore 100 + hotel 250 = 350
    give(s, 0, D.JEJU)  # 200
    land_on_key(s, 0, 14)
    assert s.owner[6] is None and s.level[6] == 0 and s.supply["hotel"] == 21
    assert s.money[0] == 2930 + 175


def test_half_price_sale_without_property_does_nothing() -> None:
    s = new()
    ev = land_on_key(s, 0, 15)
    assert "card_void" in kinds(ev) and s.money[0] == 2930


@pytest.mark.parametrize("card", [16, 17])
def test_preferential_ticket_kept_until_used_then_under_the_deck_golden_key_2(card: int) -> None:
    s = second_half(new())
    land_on_key(s, 0, card)
    assert s.held[0] == [card] and card not in s.deck
    give(s, 1, 9, level=4)
    s.current = 0
    s.positions[0] = 4
    rig_dice(s, (2, 3))
    act(s, "roll")
    assert {"type": "use_ticket"} in RULES.legal_actions(s)
    ev = act(s, "use_ticket")
    assert "ticket_used" in kinds(ev)
    assert s.money[0] == 2930 and s.held[0] == [] and s.deck[-1] == card


def test_island_escape_card_is_kept_golden_key_6() -> None:
    s = new()
    ev = land_on_key(s, 0, 18)
    assert s.held[0] == [18] and "card_kept" in kinds(ev)


def test_island_escape_card_can_be_sold_golden_key_6() -> None:
    s = new()
    s.deck.remove(18)
    s.held[0].append(18)
    offers = [a for a in RULES.legal_actions(s) if a["type"] == "offer_escape"]
    assert {a["to"] for a in offers} == {1, 2, 3}
    act(s, "offer_escape", to=2, price=60)
    d = RULES.decision(s)
    assert d.kind == "escape_offer" and d.player == 2 and "₩60K" in d.prompt
    ev = act(s, "accept")
    assert s.held[2] == [18] and s.held[0] == []
    assert s.money[0] == 2990 and s.money[2] == 2870
    assert "escape_sold" in kinds(ev)
    assert not [a for a in RULES.legal_actions(s) if a["type"] == "offer_escape"]


def test_storm_goes_straight_to_the_island_without_salary_reference_1_5_card_19() -> None:
    s = new()
    land_on_key(s, 0, 19, key_space=35)
    assert s.positions[0] == D.ISLAND and s.island[0] == 3 and s.money[0] == 2930


def test_highway_goes_to_start_with_salary_reference_1_5_card_20() -> None:
    s = new()
    land_on_key(s, 0, 20, key_space=17)
    assert s.positions[0] == 0 and s.money[0] == 3130


@pytest.mark.parametrize("card, target", [(21, D.JEJU), (22, D.BUSAN), (23, D.SEOUL)])
def test_tours_go_to_the_deed_with_salary_and_toll_golden_key_5(card: int, target: int) -> None:
    s = second_half(new())
    give(s, 1, target)
    land_on_key(s, 0, card, key_space=35)
    assert s.positions[0] == target
    passed = target < 35
    assert s.money[0] == 2930 + (200 if passed else 0)
    d = RULES.decision(s)
    assert d.kind == "debt" and d.player == 0 and f"₩{D.DEEDS[target].toll():,}K" in d.prompt


def test_air_travel_pays_the_concorde_fare_then_lands_on_taipei_reference_1_5_card_24() -> None:
    s = second_half(new())
    give(s, 2, D.CONCORDE)
    land_on_key(s, 0, 24, key_space=22)
    assert s.positions[0] == D.TAIPEI and s.money[0] == 3130
    d = RULES.decision(s)
    assert d.kind == "debt" and "₩300K" in d.prompt and "Concorde" in d.prompt
    act(s, "pay")
    assert s.money[2] == 3230
    assert RULES.decision(s).kind == "buy"  # then Taipei, unowned


def test_cruise_pays_the_queen_elizabeth_fare_to_beijing_reference_1_5_card_25() -> None:
    s = second_half(new())
    give(s, 3, D.QUEEN_ELIZABETH)
    land_on_key(s, 0, 25, key_space=2)
    assert s.positions[0] == D.BEIJING and s.money[0] == 2930  # no START passed
    assert "₩250K" in RULES.decision(s).prompt


def test_space_invitation_rides_free_reference_1_5_card_26() -> None:
    s = second_half(new())
    give(s, 1, D.COLUMBIA)
    land_on_key(s, 0, 26, key_space=12)
    assert s.positions[0] == D.SPACE_TRAVEL and s.travel[0]
    assert s.money[0] == 2930 and s.money[1] == 2930


def test_world_tour_collects_salary_and_fund_reference_1_5_card_27() -> None:
    s = new()
    s.fund = 300
    s.bank -= 300
    land_on_key(s, 0, 27, key_space=12)
    assert s.positions[0] == 12 and s.money[0] == 2930 + 200 + 300 and s.fund == 0


def test_welfare_dividend_goes_to_the_reception_reference_1_5_card_28() -> None:
    s = new()
    s.fund = 150
    s.bank -= 150
    land_on_key(s, 0, 28, key_space=35)
    assert s.positions[0] == D.FUND_RECEIVE and s.money[0] == 2930 + 200 + 150


def test_move_back_three_from_space_2_lands_on_seoul_reference_1_5_card_29() -> None:
    s = second_half(new())
    give(s, 3, D.SEOUL)
    land_on_key(s, 0, 29, key_space=2)
    assert s.positions[0] == D.SEOUL and s.money[0] == 2930  # no salary going back
    assert "₩2,000K" in RULES.decision(s).prompt


def test_move_back_two_reference_1_5_card_30() -> None:
    s = new()
    land_on_key(s, 0, 30, key_space=7)
    assert s.positions[0] == D.JEJU and RULES.decision(s).kind == "buy"


def test_every_card_resolves_in_both_halves() -> None:
    for card in D.GOLDEN_KEYS:
        for half in (False, True):
            s = new()
            if half:
                second_half(s)
            give(s, 1, 6, 9, D.JEJU, D.SEOUL)
            top_card(s, card.id)
            ev = roll_to(s, 0, 4, (1, 2))
            assert "golden_key" in kinds(ev)
            assert not RULES.invariants(s), card.en


def test_birthday_bankrupts_a_player_who_cannot_give_and_play_goes_on() -> None:
    s = new(3)
    s.bank += s.money[2] - 5
    s.money[2] = 5
    ev = land_on_key(s, 0, 6)
    while RULES.decision(s).kind == "debt":
        ev += act(s, "pay")
    assert s.bankrupt[2] and s.money[0] == 2930 + 10 + 5
    assert "bankrupt" in kinds(ev) and not s.over
    assert RULES.decision(s).player == 1 and not RULES.invariants(s)


def test_preferential_ticket_also_waives_the_space_travel_fare() -> None:
    s = second_half(new())
    give(s, 1, D.COLUMBIA)
    s.deck.remove(16)
    s.held[0].append(16)
    roll_to(s, 0, 27, (1, 2))
    act(s, "use_ticket")
    assert s.money[0] == 2930 and s.travel[0] and s.deck[-1] == 16
