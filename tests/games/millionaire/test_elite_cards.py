"""Elite CHANCE and FORTUNE cards (reference 2.10; rule text S:141-S:143; readings M7, M8, M14, M20)."""

from __future__ import annotations

from boardgames_gui.engine.api import Choice
from boardgames_gui.games.millionaire import elite as elite_rules
from boardgames_gui.games.millionaire import elite_cards as C
from tests.games.millionaire.elite_helpers import (
    CHANCE_2,
    CHANCE_13,
    EXCHANGE_39,
    FORTUNE_4,
    FORTUNE_17,
    FORTUNE_37,
    INSPECTION,
    POLICE,
    RULES,
    act,
    elite,
    listed,
    listed_action,
    put_on_top,
    roll_to,
    top,
    types,
)


def test_the_decks_hold_twenty_chance_and_thirty_fortune_cards_shuffled():
    """2.10 / S:135: CHANCE 20 and FORTUNE 30 cards, each deck shuffled for the game."""
    state = elite()
    assert len(C.CHANCE) == 20 and len(C.FORTUNE) == 30
    assert sorted(state.decks["chance"]) == sorted(card.id for card in C.CHANCE)
    assert sorted(state.decks["fortune"]) == sorted(card.id for card in C.FORTUNE)
    assert state.decks["fortune"] != [card.id for card in C.FORTUNE]
    assert RULES.invariants(state) == []


def test_fortune_cards_are_laid_on_the_wheel_and_a_long_term_card_stays_until_the_next_draw():
    """M7 / S:141: drawn Fortune cards go on the Wheel; a long-term card is in force until the
    next Fortune card is drawn."""
    state = elite()
    put_on_top(state, "fortune", "fortune:1")
    roll_to(state, FORTUNE_4, 1, 2)
    assert state.wheel == ["fortune:1"] and state.fortune_active == "fortune:1"
    assert elite_rules.income(state, 0) == 300
    state.phase = "before_roll"
    put_on_top(state, "fortune", "fortune:19")
    roll_to(state, FORTUNE_4, 1, 2)
    assert state.wheel == ["fortune:1", "fortune:19"] and state.fortune_active is None
    assert state.money == [2100, 2100, 2100]


def test_an_empty_fortune_deck_is_made_again_from_the_wheel():
    """M14: with the deck empty, the Wheel's cards are shuffled into a new deck; the card in force
    stays in force until the new draw replaces it."""
    state = elite()
    state.wheel = list(state.decks["fortune"])
    state.decks["fortune"] = []
    events = roll_to(state, FORTUNE_4, 1, 2)
    assert "fortune_reshuffled" in types(events)
    assert len(state.decks["fortune"]) == 29 and len(state.wheel) == 1


def test_double_fortune_lays_two_cards_and_the_first_long_term_one_wins():
    """Chance 4 / S:143: two Fortune cards laid at once; in a conflict the first drawn wins."""
    state = elite()
    put_on_top(state, "chance", "chance:4")
    put_on_top(state, "fortune", "fortune:10")
    state.decks["fortune"].remove("fortune:9")
    state.decks["fortune"].insert(1, "fortune:9")
    events = roll_to(state, CHANCE_2, 1, 3)
    assert state.wheel == ["fortune:10", "fortune:9"]
    assert state.fortune_active == "fortune:10"
    assert "fortune_overruled" in types(events)


def test_nearest_cell_on_a_tie_is_the_players_choice():
    """S:141: "go to the nearest FORTUNE": forwards or backwards; equally near, the player chooses."""
    state = elite()
    state.positions[0] = 27
    put_on_top(state, "chance", "chance:2")
    elite_rules.LANDING["chance"](state, 0, "dice")
    assert top(state) == "nearest"
    assert listed_action(state, "choose")["space"] == Choice((FORTUNE_17, FORTUNE_37))
    act(state, "choose", space=FORTUNE_17)
    assert state.positions[0] == FORTUNE_17


def test_nearest_exchange_backwards_pays_no_income():
    """Chance 1 / M8: from Chance 2 the nearest Exchange is 39, three cells back; backward moves
    never pay the circular income."""
    state = elite()
    put_on_top(state, "chance", "chance:1")
    roll_to(state, CHANCE_2, 1, 1)  # from START
    assert state.positions[0] == EXCHANGE_39 and state.money[0] == 2000
    assert top(state) == "exchange"


def test_advance_to_start_pays_the_full_circular_income():
    """Chance 19 / M8: "Advance to START" pays the full income (200 + share interest)."""
    state = elite()
    state.shares[0] = 5
    put_on_top(state, "chance", "chance:19")
    roll_to(state, CHANCE_13, 1, 3)
    assert state.positions[0] == 0
    assert state.money[0] == 2000 - 50 + 200 + 100  # passes Tax Inspection on the way: 50 F tax


def test_go_to_tax_police_pays_no_income_and_ends_at_tax_inspection():
    """Chance 18 / M8 / M11: to Tax Police with no income, then to Tax Inspection, held."""
    state = elite()
    put_on_top(state, "chance", "chance:18")
    roll_to(state, 32, 1, 3)
    assert state.positions[0] == INSPECTION and state.detained[0] == 1
    assert state.money[0] == 2000


def test_back_three_onto_tax_inspection_is_an_arrival():
    """Chance 20 from Chance 13 lands on Tax Inspection: the tax is charged and the player held (M11)."""
    state = elite()
    state.shares[0] = 1
    put_on_top(state, "chance", "chance:20")
    roll_to(state, CHANCE_13, 1, 2)  # from Tax Inspection itself: nothing passed
    assert state.positions[0] == INSPECTION and state.detained[0] == 1 and state.money[0] == 1990


def test_a_card_that_cannot_be_carried_out_is_kept_until_it_can():
    """M20: Free Green policy while holding one is kept, and used later (use_card)."""
    state = elite()
    state.policies[0] = ["green"]
    put_on_top(state, "chance", "chance:9")
    events = roll_to(state, CHANCE_13, 1, 2)
    assert "chance_kept" in types(events) and state.held[0] == ["chance:9"]
    state.policies[0] = []
    state.phase = "before_roll"
    act(state, "use_card", card="chance:9")
    assert state.policies[0] == ["green"] and state.held[0] == []


def test_kept_cards_marked_keep_may_be_traded_others_not():
    """M20: only "(keep)" cards may be sold to another player."""
    state = elite()
    state.held[0] = ["chance:8", "chance:9"]
    assert elite_rules.tradable_cards(state, 0) == ["chance:8"]


def test_brokers_bonus_buys_up_to_five_shares_at_half_price():
    """Chance 10: buy up to 5 shares at half the current price."""
    state = elite()
    put_on_top(state, "chance", "chance:10")
    roll_to(state, CHANCE_13, 1, 2)
    assert listed_action(state, "buy_shares")["count"].hi == 5
    act(state, "buy_shares", count=5)
    assert state.shares[0] == 5 and state.money[0] == 2000 - 250


def test_margin_call_sells_half_the_shares_rounded_up():
    """Chance 13: sell half your shares (rounded up) at the current price."""
    state = elite()
    state.shares[0] = 5
    put_on_top(state, "chance", "chance:13")
    roll_to(state, CHANCE_13, 1, 2)
    assert state.shares[0] == 2 and state.money[0] == 2300


def test_birthday_collects_from_every_other_player():
    """Chance 17: +20 from every player."""
    state = elite()
    put_on_top(state, "chance", "chance:17")
    roll_to(state, CHANCE_13, 1, 2)
    assert state.money == [2040, 1980, 1980]


def test_share_split_doubles_the_shares_and_halves_the_price_to_tens():
    """Fortune 18: every holder's shares ×2, the price halved, rounded down to 10 F."""
    state = elite()
    state.shares = [3, 0, 1]
    state.share_price = 130
    put_on_top(state, "fortune", "fortune:18")
    roll_to(state, FORTUNE_4, 1, 2)
    assert state.shares == [6, 0, 2] and state.share_price == 60


def test_building_moratorium_refuses_new_buildings():
    """Fortune 8: no new branches or enterprises while in force (the builder not insured)."""
    state = elite()
    for space in (1, 3):
        state.owner[space] = 0
    assert "build" in listed(state)
    state.fortune_active = "fortune:8"
    assert "build" not in listed(state)
    problem = RULES.check(state, {"type": "build", "space": 1})
    assert problem is not None and "moratorium" in problem.message


def test_building_boom_halves_the_branch_price():
    """Fortune 7: branches and enterprises cost half."""
    state = elite()
    for space in (1, 3):
        state.owner[space] = 0
    state.fortune_active = "fortune:7"
    act(state, "build", space=1)
    assert state.money[0] == 2000 - 25


def test_credit_crunch_mortgages_at_forty_percent():
    """Fortune 12 (A): new mortgages pay 40 % of the price."""
    state = elite()
    state.owner[POLICE - 1] = 0  # Airline, 290
    state.fortune_active = "fortune:12"
    act(state, "mortgage", space=29)
    assert state.money[0] == 2000 + 116


def test_casino_ban_switches_the_jackpot_off():
    """Fortune 13: the Jackpot cell has no effect."""
    state = elite()
    state.fortune_active = "fortune:13"
    events = roll_to(state, 20, 1, 3)
    assert "casino_closed" in types(events)
