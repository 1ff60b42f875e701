"""Elite insurance (rule text S:145, reading M13; the "who is harmed" predicates of reference 2.10)."""

from __future__ import annotations

from boardgames_gui.engine.api import Choice
from tests.games.millionaire.elite_helpers import (
    AUCTION,
    CINEMA,
    FORTUNE_4,
    INTERNET,
    NIGHTCLUB,
    RULES,
    act,
    elite,
    give,
    listed,
    listed_action,
    put_on_top,
    roll_to,
    top,
    types,
)


def test_policies_are_bought_before_rolling_one_of_each_colour():
    """M13: policies are bought from the bank before rolling; at most one of each colour."""
    state = elite()
    assert listed_action(state, "buy_policy")["colour"] == Choice(("green", "blue", "orange", "red"))
    act(state, "buy_policy", colour="blue")
    assert state.policies[0] == ["blue"] and state.money[0] == 1800
    assert listed_action(state, "buy_policy")["colour"] == Choice(("green", "orange", "red"))
    assert RULES.check(state, {"type": "buy_policy", "colour": "blue"}) is not None


def test_short_term_policies_go_back_at_start_long_term_stay():
    """S:145 / M13: Green and Blue go back to the bank when the holder passes START; Orange and
    Red last until used."""
    state = elite()
    state.policies[0] = ["green", "orange"]
    events = roll_to(state, 1 + 0, 1, 2)  # from 38 past START to Cinema
    assert state.policies[0] == ["orange"]
    assert "policies_returned" in types(events)


def auction_of(state, space: int, owner: int, *policies: str):
    """Seat 0 lands on the AUCTION; the rolls pick `space` (Night club: side 1, odd, first section)."""
    give(state, owner, space)
    state.policies[owner] = list(policies)
    return roll_to(state, AUCTION, 1, 2, 1, 1, 1)


def test_green_policy_covers_an_auction_and_is_not_used_up():
    """M10.3 / S:145: a Green policy keeps its holder's plot out of the auction, every time."""
    state = elite()
    events = auction_of(state, NIGHTCLUB, 1, "green")
    assert "auction_insured" in types(events)
    assert state.owner[NIGHTCLUB] == 1 and state.policies[1] == ["green"]


def test_orange_policy_covers_an_auction_if_the_owner_chooses_and_is_used_up():
    """M10.3: with Orange or Red the owner chooses whether to use it; it is then used up."""
    state = elite()
    auction_of(state, NIGHTCLUB, 1, "orange")
    assert top(state) == "auction_cover" and RULES.decision(state).player == 1
    act(state, "use_policy", player=1, colour="orange")
    assert state.owner[NIGHTCLUB] == 1 and state.policies[1] == []


def test_declining_the_cover_puts_the_plot_up_for_a_forced_sale():
    state = elite()
    auction_of(state, NIGHTCLUB, 1, "orange")
    act(state, "decline_policy", player=1)
    assert top(state) == "auction" and state.pending[-1]["pay_to"] == 1
    assert state.policies[1] == ["orange"]


def test_red_policy_cancels_one_rent_and_the_bank_pays_the_owner():
    """M13: once, the Red holder may cancel a rent of his choice; the bank pays the owner."""
    state = elite()
    give(state, 1, INTERNET)
    state.policies[0] = ["red"]
    roll_to(state, INTERNET, 1, 2)
    assert top(state) == "red_cover"
    act(state, "use_policy", colour="red")
    assert state.money == [2000, 2000 + 15, 2000] and state.policies[0] == []


def test_red_policy_holder_may_keep_it_and_pay():
    state = elite()
    give(state, 1, INTERNET)
    state.policies[0] = ["red"]
    roll_to(state, INTERNET, 1, 2)
    act(state, "decline_policy")
    assert state.money[:2] == [2000 - 15, 2000 + 15] and state.policies[0] == ["red"]


def test_red_policy_waives_a_circular_tax():
    """M13: the Red policy may cancel one circular tax (it is simply waived)."""
    state = elite()
    state.shares[0] = 10
    state.policies[0] = ["red"]
    give(state, 0, INTERNET)  # the token stops on its own plot after passing Tax Inspection
    roll_to(state, INTERNET, 1, 2)
    assert state.pending[-1]["amount"] == 100 + 7
    act(state, "use_policy", colour="red")
    assert state.money[0] == 2000


def draw_fortune(state, card_id: str):
    put_on_top(state, "fortune", card_id)
    return roll_to(state, FORTUNE_4, 1, 2)


def test_blue_policy_covers_one_harmful_point_of_the_players_choice():
    """S:145 / M13: when both points of a Fortune card harm the holder, Blue covers only one, of
    his choice (Tax reform: A plot owners, B holders)."""
    state = elite()
    give(state, 0, CINEMA)
    state.shares[0] = 2
    state.policies[0] = ["blue"]
    draw_fortune(state, "fortune:6")
    assert top(state) == "fortune_cover"
    assert listed_action(state, "cover_point")["point"] == Choice(("A", "B"))
    act(state, "cover_point", point="B")
    assert state.fortune_active == "fortune:6"
    assert state.fortune_exempt == {"fortune:6:B": [0]}


def test_blue_policy_covers_a_single_harmful_point_by_itself():
    """M13: Blue is never used up, so one harmful point is covered without asking."""
    state = elite()
    state.policies[0] = ["blue"]
    events = draw_fortune(state, "fortune:26")  # Charity marathon: everyone pays 30 to the Jackpot box
    assert "fortune_covered" in types(events)
    assert state.money == [2000, 1970, 1970] and state.policies[0] == ["blue"]


def test_orange_policy_covers_both_points_and_is_used_up():
    """S:145: Orange insures against both unfavourable points of a Fortune card."""
    state = elite()
    give(state, 1, CINEMA)
    state.shares[1] = 1
    state.policies[1] = ["orange"]
    draw_fortune(state, "fortune:6")
    assert RULES.decision(state).player == 1
    act(state, "use_policy", player=1, colour="orange")
    assert state.policies[1] == []
    assert state.fortune_exempt == {"fortune:6:A": [1], "fortune:6:B": [1]}


def test_an_exemption_lasts_the_cards_life_and_ends_with_it():
    """M13: an exemption lasts as long as the card is in force; the next draw ends both."""
    state = elite()
    state.shares[0] = 1
    state.policies[0] = ["blue"]
    draw_fortune(state, "fortune:4")  # Dividend freeze, harms holders
    from boardgames_gui.games.millionaire import elite as elite_rules

    state.shares[0] = 10
    assert elite_rules.income(state, 0) == 200 + 200  # insured: interest as usual
    assert elite_rules.income(state, 1) == 200
    state.pending.clear()
    state.phase = "before_roll"
    draw_fortune(state, "fortune:19")
    assert state.fortune_active is None and state.fortune_exempt == {}


def test_compensated_holders_are_paid_the_crash():
    """Reference 2.10 "compensated": a price drop cannot be skipped, so the bank pays each insured
    holder the drop × shares (Market crash, −50)."""
    state = elite()
    state.shares = [4, 4, 0]
    state.policies[1] = ["orange"]
    draw_fortune(state, "fortune:17")
    act(state, "use_policy", player=1, colour="orange")
    assert state.share_price == 50
    assert state.money == [2000, 2000 + 200, 2000]


def test_insured_players_skip_an_emergency_levy():
    """Fortune 20 (A all, B central owners): the point is skipped for an insured player."""
    state = elite()
    state.policies[2] = ["blue"]
    draw_fortune(state, "fortune:20")
    assert state.money == [1900, 1900, 2000]


def test_rents_paid_to_an_insured_owner_are_not_halved():
    """Fortune 9 (Antimonopoly law, plot owners): rents halved, except those paid to an insured owner."""
    state = elite()
    give(state, 1, INTERNET)
    give(state, 2, 12)
    state.fortune_active = "fortune:9"
    state.fortune_exempt = {"fortune:9:A": [1]}
    roll_to(state, INTERNET, 1, 2)
    assert state.money[:2] == [2000 - 15, 2000 + 15]
    state.phase = "before_roll"
    state.positions[0] = 9
    from tests.games.millionaire.elite_helpers import rig_dice

    rig_dice(state, 1, 2)
    act(state, "roll")
    assert state.money[2] == 2000 + 7  # 15 halved, rounded down


def test_an_insured_payer_pays_rent_without_the_consumer_boom():
    """Fortune 10 (Consumer boom, all): rents +50 %; an exempt payer pays without it."""
    state = elite()
    give(state, 1, INTERNET)
    state.fortune_active = "fortune:10"
    roll_to(state, INTERNET, 1, 2)
    assert state.money[1] == 2000 + 22
    assert "end_turn" in listed(state)


def test_the_short_term_policy_covers_first():
    """M13: when several policies could cover an event, the short-term one is used first."""
    state = elite()
    events = auction_of(state, NIGHTCLUB, 1, "green", "orange")
    assert "auction_insured" in types(events)
    assert state.policies[1] == ["green", "orange"]
