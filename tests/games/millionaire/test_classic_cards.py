"""Classic Chance and Movement cards: the 40 cards of reference 2.10, kept cards (M20),
the Movement card to START without income (rule text, M8)."""

from __future__ import annotations

import pytest

from boardgames_gui.games.millionaire import classic_cards as C
from boardgames_gui.games.millionaire import classic_texts, plots
from tests.games.millionaire.classic_helpers import (
    RULES,
    act,
    decision_kind,
    draw,
    give,
    kinds,
    new,
    rig,
    top,
)


def test_2_10_each_deck_holds_its_20_cards_shuffled_at_set_up() -> None:
    state = new()
    for deck in (C.CHANCE, C.MOVEMENT):
        assert sorted(state.decks[deck]) == sorted(C.DECK_CARDS[deck])
        assert len(state.decks[deck]) == 20
    assert state.decks[C.CHANCE] != list(C.DECK_CARDS[C.CHANCE])  # shuffled
    assert new(seed=2).decks != state.decks


def test_2_10_every_card_has_a_title_and_an_effect_sentence() -> None:
    for card in C.CARDS:
        assert classic_texts.card_title(card) and classic_texts.card_text(card)


def test_rule_text_a_drawn_card_goes_under_its_deck_once_carried_out() -> None:
    state = new()
    events = draw(state, "chance:1")
    assert state.decks[C.CHANCE][-1] == "chance:1" and state.drawn == "chance:1"
    assert {"type": "drew", "player": 0, "deck": "chance", "card": "chance:1"}.items() <= events[2].items()


@pytest.mark.parametrize("card", [C.AMNESTY, C.RENT_HOLIDAY])
def test_m20_keep_cards_stay_in_the_drawers_hand(card: str) -> None:
    state = new()
    events = draw(state, card)
    assert state.held[0] == [card] and card not in state.decks[C.CHANCE]
    assert "card_kept" in kinds(events)
    assert RULES.invariants(state) == []


@pytest.mark.parametrize(
    "card, amount",
    [
        ("chance:1", 100),
        ("chance:2", 150),
        ("chance:3", 200),
        ("chance:4", 50),
        ("chance:5", 75),
        ("chance:13", 120),
    ],
)
def test_2_10_chance_money_cards_pay_the_drawer(card: str, amount: int) -> None:
    state = new()
    draw(state, card)
    assert state.money[0] == 2000 + amount


@pytest.mark.parametrize("card, amount", [("chance:8", 50), ("chance:9", 100), ("chance:19", 150)])
def test_2_10_chance_fines_go_to_the_bank(card: str, amount: int) -> None:
    state = new()
    draw(state, card)
    assert state.money[0] == 2000 - amount


def test_m20_a_fine_the_drawer_cannot_cover_is_a_debt_not_a_kept_card() -> None:
    state = new()
    state.money[0] = 30
    give(state, 0, 39)  # Oil company, which can be mortgaged to raise the rest
    draw(state, "chance:19")
    assert decision_kind(state) == "debt"
    assert state.pending[-1]["amount"] == 150 and state.held[0] == []


def test_2_10_birthday_every_other_player_gives_20() -> None:
    state = new(players=4)
    state.bankrupt[3] = True  # a player out of the game gives nothing
    draw(state, "chance:6")
    assert state.money == [2040, 1980, 1980, 2000]


def test_2_10_city_festival_sponsor_pays_every_other_player_20() -> None:
    state = new(players=3)
    draw(state, "chance:7")
    assert state.money == [1960, 2020, 2020]


def test_2_10_equipment_repair_costs_25_a_branch_and_100_an_enterprise() -> None:
    state = new()
    give(state, 0, 1, 2, level=2)  # Cinema and Karaoke club: 2 branches each
    give(state, 0, 4, level=4)  # Night club: an enterprise
    give(state, 1, 6, level=1)  # another player's branch does not count
    draw(state, "chance:10")
    assert state.money[0] == 2000 - (4 * 25 + 100)


def test_2_10_fire_inspection_with_no_buildings_costs_nothing() -> None:
    state = new()
    give(state, 0, 1)
    events = draw(state, "chance:11")
    assert state.money[0] == 2000 and "card_nothing" in kinds(events)


def test_2_10_lawyers_fees_are_a_tenth_of_cash_rounded_down_to_10() -> None:
    state = new()
    state.money[0] = 1999
    draw(state, "chance:12")
    assert state.money[0] == 1999 - 190


def test_2_10_street_lottery_pays_20_a_pip_of_one_die() -> None:
    state = new()
    events = draw(state, "chance:16", then=(5,))
    assert state.money[0] == 2100
    assert next(event for event in events if event["type"] == "street_lottery")["die"] == 5


def test_2_10_donation_pays_50_into_the_charity_fund() -> None:
    state = new()
    draw(state, "chance:17")
    assert state.money[0] == 1950 and state.fund == 50


def test_2_10_court_case_the_richest_opponent_pays_50_first_clockwise_on_a_tie() -> None:
    state = new(players=4)
    state.money = [2000, 1500, 2500, 2500]
    draw(state, "chance:18")
    assert state.money == [2050, 1500, 2450, 2500]


def test_2_10_free_spin_goes_to_the_jackpot_and_the_bank_places_the_bet() -> None:
    state = new()
    events = draw(state, "chance:20", then=(2, 4, 6))  # lemon, bell, dollar: a lost spin
    assert state.positions[0] == 20
    assert "jackpot_spin" in kinds(events) and "jackpot_lost" in kinds(events)
    assert state.money[0] == 2000 and state.jackpot == 220  # the bank's bet stays in the box
    assert decision_kind(state) == "turn"  # no second, paid play of the cell


def test_2_10_free_spin_a_win_pays_the_player_all_the_spin_returns() -> None:
    state = new()
    draw(state, "chance:20", then=(5, 5, 5))  # three sevens: 25 x the bet
    assert state.money[0] == 2000 + 25 * 20 and state.jackpot == 200


# ----- Movement


@pytest.mark.parametrize("card", ["movement:1", "movement:2"])
def test_rule_text_m8_movement_to_start_pays_no_circular_income(card: str) -> None:
    state = new()
    events = draw(state, card)
    assert state.positions[0] == 0 and state.money[0] == 2000
    assert "income" not in kinds(events)


def test_2_10_movement_forward_moves_and_resolves_the_cell() -> None:
    state = new()
    events = draw(state, "movement:3")  # from the Movement cell at 3: forward 3 to Bakery
    assert state.positions[0] == 6 and "income" not in kinds(events)
    assert decision_kind(state) == "buy"


def test_m8_movement_forward_past_start_pays_the_circular_income() -> None:
    state = new()
    top(state, "movement:5")  # forward 10
    state.positions[0] = 29
    rig(state, 1, 2)  # to the Movement cell at 32; forward 10 to Karaoke club, past START
    events = act(state, "roll")
    assert state.positions[0] == 2 and "income" in kinds(events)
    assert state.money[0] == 2200


@pytest.mark.parametrize("card, steps", [("movement:8", 3), ("movement:9", 5)])
def test_m8_movement_back_never_pays_income_and_resolves_the_cell(card: str, steps: int) -> None:
    state = new()
    events = draw(state, card)  # from the Movement cell at 3
    assert state.positions[0] == (3 - steps) % 40
    assert "income" not in kinds(events)


def test_m2_movement_to_charity_fund_takes_the_whole_fund() -> None:
    state = new()
    state.fund = 130
    events = draw(state, "movement:10")
    assert state.positions[0] == 5 and state.money[0] == 2130 and state.fund == 0
    assert "fund_taken" in kinds(events)


def test_m20_a_kept_card_may_be_sold_to_another_player() -> None:
    state = new()
    state.decks[C.CHANCE].remove(C.AMNESTY)
    state.held[0] = [C.AMNESTY]  # drawn earlier and kept
    act(state, "offer_trade", to=1, give=[C.AMNESTY], take=[], give_money=0, take_money=40)
    act(state, "accept", seat=1)
    assert state.held == [[], [C.AMNESTY], []] and state.money[:2] == [2040, 1960]
    assert RULES.invariants(state) == []


def test_m2_a_forward_movement_card_ending_on_white_business_pays_too() -> None:
    state = new()
    top(state, "movement:3")  # forward 3
    state.positions[0] = 19
    rig(state, 1, 2)  # to the Movement cell at 22, then forward 3 to White Business
    act(state, "roll")
    assert state.positions[0] == 25 and state.money[0] == 2100


def test_m2_movement_to_white_business_pays_100_from_the_bank() -> None:
    state = new()
    events = draw(state, "movement:11")
    assert state.positions[0] == 25 and state.money[0] == 2100
    assert "white_business" in kinds(events)


def test_m24_movement_to_black_business_flies_to_the_fund_and_pays_50_into_it() -> None:
    state = new()
    state.fund = 40
    events = draw(state, "movement:12")  # from 3: the nearest Black Business is 15
    assert state.positions[0] == 5 and state.fund == 90 and state.money[0] == 1950
    assert "fund_taken" not in kinds(events)


def test_2_10_movement_to_jackpot_offers_the_machine() -> None:
    state = new()
    draw(state, "movement:13")
    assert state.positions[0] == 20 and decision_kind(state) == "jackpot"


def test_m3_movement_to_tax_police_holds_the_player_without_income() -> None:
    state = new()
    top(state, "movement:14")
    state.positions[0] = 29
    rig(state, 1, 2)  # to the Movement cell at 32; Tax Police is behind: a flight
    events = act(state, "roll")
    assert state.positions[0] == 30 and state.detained[0] == 1
    assert "income" not in kinds(events) and state.money[0] == 2000


def test_m4_movement_to_tax_inspection_charges_the_land_tax() -> None:
    state = new()
    give(state, 0, 1)  # Cinema: base tax 3
    draw(state, "movement:15")
    assert state.positions[0] == 10 and state.money[0] == 1997


def test_2_10_movement_to_the_nearest_chance_draws_a_chance_card() -> None:
    state = new()
    top(state, "chance:3")
    events = draw(state, "movement:16")  # from 3 to the Chance at 8
    assert state.positions[0] == 8 and state.money[0] == 2200
    assert [event["deck"] for event in events if event["type"] == "drew"] == ["movement", "chance"]


def test_2_10_movement_to_the_nearest_free_plot_offers_it() -> None:
    state = new()
    give(state, 1, 4, 6)
    draw(state, "movement:17")  # from 3: 4 and 6 are owned, Dairy plant at 7 is free
    assert state.positions[0] == 7 and decision_kind(state) == "buy"


def test_2_10_movement_to_the_nearest_free_plot_stays_put_when_none_is_free() -> None:
    state = new()
    for space in range(40):
        if plots.plot_at(state, space) is not None:
            state.owner[space] = 1
    events = draw(state, "movement:17")
    assert state.positions[0] == 3 and "no_free_plot" in kinds(events)


@pytest.mark.parametrize("card, target", [("movement:18", 1), ("movement:19", 29), ("movement:20", 39)])
def test_2_10_movement_to_a_plot_moves_forward_to_it(card: str, target: int) -> None:
    state = new()
    events = draw(state, card)  # from the Movement cell at 3
    assert state.positions[0] == target
    assert ("income" in kinds(events)) == (target < 3)
