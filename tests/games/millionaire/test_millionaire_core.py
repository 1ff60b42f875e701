"""Millionaire core rules: boards, the turn, START income, rent, buying, debts, bankruptcy.

Each test names the rule or reading it checks (reference part 2, readings M1-M28)."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action, IllegalAction
from boardgames_gui.games.millionaire import data as D
from boardgames_gui.games.millionaire import moves
from tests.games.millionaire.helpers import RULES, build_up, give, new, play, rig_dice, space_of


def test_m1_both_boards_have_40_cells_with_the_corners_at_0_10_20_30() -> None:
    for board in D.BOARDS.values():
        assert len(board) == 40
        assert [board[s].kind for s in (0, 10, 20, 30)] == [
            "start",
            "tax_inspection",
            "jackpot",
            "tax_police",
        ]


def test_2_2_classic_has_eight_industries_of_three_plots() -> None:
    industries = D.INDUSTRY_SPACES[D.CLASSIC]
    assert len(D.PLOT_SPACES[D.CLASSIC]) == 24
    assert len(industries) == 8 and all(len(spaces) == 3 for spaces in industries.values())


def test_2_3_elite_has_26_plots_and_the_central_industry_in_the_middle_of_each_side() -> None:
    industries = D.INDUSTRY_SPACES[D.ELITE]
    assert len(D.PLOT_SPACES[D.ELITE]) == 26
    assert industries[D.CENTRAL] == (5, 15, 25, 35)
    sizes = sorted(len(s) for i, s in industries.items() if i != D.CENTRAL)
    assert sizes == [2, 2, 3, 3, 3, 3, 3, 3]


def test_2_1_everyone_starts_on_start_with_2000_and_the_jackpot_box_holds_200() -> None:
    state = new(4)
    assert state.money == [2000] * 4 and state.positions == [0] * 4 and state.jackpot == 200


def test_a_roll_moves_the_token_by_the_dice_and_ends_the_turn_after_the_move() -> None:
    state = new(2)
    rig_dice(state, (2, 3))  # to the Charity Fund (5), which does nothing on a dice arrival
    play(state, Action("roll"))
    assert state.positions[0] == 5
    assert RULES.check(state, Action("roll")) is not None
    play(state, Action("end_turn"))
    assert state.current == 1


def test_doubles_roll_again_instead_of_ending_the_turn() -> None:
    state = new(2)
    state.positions[0] = 1
    rig_dice(state, (2, 2))  # to the Charity Fund (5), which does nothing on a dice arrival
    play(state, Action("roll"))
    assert Action("end_turn") not in RULES.legal_actions(state)
    assert RULES.check(state, Action("end_turn")).message == "You rolled doubles: roll again."
    assert Action("roll") in RULES.legal_actions(state)


@pytest.mark.parametrize("edition, jail", [(D.CLASSIC, 30), (D.ELITE, 10)])
def test_m3_three_doubles_send_the_token_to_the_jail_with_no_income_and_end_the_turn(edition, jail) -> None:
    state = new(2, edition=edition)
    state.positions[0] = 35
    state.doubles = 2  # two doubles rolled already this turn
    rig_dice(state, (3, 3))
    play(state, Action("roll"))
    assert state.positions[0] == jail
    assert state.money[0] == 2000, "no circular income on the way"
    assert Action("end_turn") in RULES.legal_actions(state)


def test_m8_passing_start_pays_the_circular_income() -> None:
    state = new(2)
    state.positions[0] = 36
    rig_dice(state, (3, 6))  # to the Charity Fund (5): cell 3 is a Movement cell, whose card moves on
    play(state, Action("roll"))
    assert state.positions[0] == 5 and state.money[0] == 2200


def test_m8_ending_a_dice_move_on_start_pays_the_circular_income() -> None:
    state = new(2)
    state.positions[0] = 33
    rig_dice(state, (3, 4))
    play(state, Action("roll"))
    assert state.positions[0] == 0 and state.money[0] == 2200


def test_a_free_plot_is_offered_and_bought_at_its_price() -> None:
    state = new(2)
    rig_dice(state, (1, 3))  # to the Night club (4), 90 F
    play(state, Action("roll"))
    assert RULES.decision(state).kind == "buy"
    play(state, Action("buy", space=4))
    assert state.owner[4] == 0 and state.money[0] == 1910


def test_a_plot_the_player_cannot_afford_is_not_offered_for_buying() -> None:
    state = new(2)
    state.money[0] = 50
    rig_dice(state, (1, 3))
    play(state, Action("roll"))
    assert RULES.legal_actions(state) == [Action("decline")]
    assert RULES.check(state, Action("buy", space=4)).message == "That costs 90 F, more than you have."


def landing_on(state, space: int, roll: tuple[int, int]) -> None:
    """Put player 0 just before `space` so that `roll` lands there."""
    state.positions[0] = (space - sum(roll)) % 40
    rig_dice(state, roll)
    play(state, Action("roll"))


def test_2_5_rent_is_the_base_rent_for_a_single_plot() -> None:
    state = new(2)
    give(state, 1, "oil")
    landing_on(state, 39, (2, 3))
    assert state.money == [2000 - 40, 2040]


def test_2_5_a_monopolist_earns_double_rent_on_an_empty_plot() -> None:
    state = new(2)
    give(state, 1, "coal", "gas", "oil")
    landing_on(state, 39, (2, 3))
    assert state.money[0] == 2000 - 80


@pytest.mark.parametrize("level, rent", [(1, 200), (2, 600), (3, 1600), (4, 2400)])
def test_2_5_rent_with_buildings_follows_the_table(level, rent) -> None:
    state = new(2)
    spaces = give(state, 1, "coal", "gas", "oil")
    build_up(state, spaces, level)
    state.money[0] = 5000
    landing_on(state, 39, (2, 3))
    assert state.money[0] == 5000 - rent


def test_m12_a_mortgaged_plot_earns_no_rent_and_breaks_the_monopoly() -> None:
    state = new(2)
    coal, gas, oil = give(state, 1, "coal", "gas", "oil")
    state.mortgaged[coal] = True
    landing_on(state, 39, (2, 3))
    assert state.money[0] == 2000 - 40, "the oil company's single rent: no monopoly while one is mortgaged"


def test_m12_landing_on_a_mortgaged_plot_pays_nothing() -> None:
    state = new(2)
    (oil,) = give(state, 1, "oil")
    state.mortgaged[oil] = True
    landing_on(state, 39, (2, 3))
    assert state.money == [2000, 2000]


def test_m17_rent_beyond_cash_opens_a_debt_the_player_pays_after_raising_cash() -> None:
    state = new(2)
    spaces = give(state, 1, "coal", "gas", "oil")
    build_up(state, spaces, 2)  # oil rent 600
    (bakery,) = give(state, 0, "bakery")
    state.money[0] = 550
    landing_on(state, 39, (2, 3))
    decision = RULES.decision(state)
    assert decision.kind == "debt" and decision.info["amount"] == 600
    assert Action("pay") not in RULES.legal_actions(state)
    assert RULES.check(state, Action("go_bankrupt")) is not None, "the plot can still be mortgaged"
    play(state, Action("mortgage", space=bakery))
    play(state, Action("pay"))
    assert state.money == [5, 2600] and RULES.decision(state).kind == "turn"


def test_m17_a_debt_nothing_can_cover_bankrupts_the_player_and_the_last_solvent_player_wins() -> None:
    state = new(2)
    spaces = give(state, 1, "coal", "gas", "oil")
    build_up(state, spaces, 3)
    state.money[0] = 100
    landing_on(state, 39, (2, 3))  # rent 1600, nothing to sell: bankrupt at once
    assert state.bankrupt[0] and state.over
    assert state.money[1] == 2000 + 1600, "the bank pays the creditor the rest"
    result = RULES.result(state)
    assert result.winners == [1] and result.reason == "the last player not bankrupt"


def test_m17_a_bankrupt_players_plots_return_to_the_board_unmortgaged_and_buildings_to_the_bank() -> None:
    state = new(3)
    mine = give(state, 0, "cinema", "karaoke", "nightclub")
    build_up(state, mine, 2)
    (bakery,) = give(state, 0, "bakery")
    state.mortgaged[bakery] = True
    theirs = give(state, 1, "coal", "gas", "oil")
    build_up(state, theirs, 4)
    state.money[0] = 0
    landing_on(state, 39, (2, 3))
    assert RULES.decision(state).kind == "debt"
    assert Action("go_bankrupt") in RULES.legal_actions(state)
    play(state, Action("go_bankrupt"))
    assert state.bankrupt[0] and not state.over
    assert all(state.owner[s] is None and not state.mortgaged[s] for s in mine + [bakery])
    assert state.supply == {"branch": 24, "enterprise": 9}
    assert state.current == 1, "the bankrupt player's turn passes on"


def test_refusals_explain_the_turn() -> None:
    state = new(2)
    assert RULES.check(state, Action("end_turn")).message == "Roll the dice first."
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("end_turn"))
    assert space_of("oil") == 39


def test_a_seat_that_may_not_act_now_is_told_who_the_table_waits_for() -> None:
    state = new(3)
    problem = RULES.check(state, Action("roll"), 1)
    assert problem.code == "not_your_turn"
    assert problem.message == "Player 2, it is not your move now: the table waits for Player 1."


def test_the_trade_partner_answers_out_of_turn_and_only_the_partner() -> None:
    state = new(3)
    play(state, Action("offer_trade", to=2, give=[], take=[], give_money=10, take_money=0))
    assert RULES.decision(state).player == 2
    assert RULES.check(state, Action("accept"), 0).code == "not_your_turn"
    assert RULES.check(state, Action("roll"), 2).message.startswith("That move is not allowed now.")


def test_m8_a_backward_card_move_past_start_pays_nothing() -> None:
    """moves.move_by with a negative count, as the editions' "back 3" cards use it."""
    state = new(2)
    state.positions[0] = 1
    moves.move_by(state, 0, -3, "card")
    assert state.positions[0] == 38 and state.money[0] == 2000


def test_m8_a_card_move_to_start_without_income_pays_nothing_but_passing_it_pays() -> None:
    """moves.move_to, as Classic's Movement cards use it ("To START": no income)."""
    state = new(2)
    state.positions[0] = 30
    moves.move_to(state, 0, 0, "card", income=False)
    assert state.positions[0] == 0 and state.money[0] == 2000
    moves.move_to(state, 0, 5, "card")
    assert state.money[0] == 2000, "leaving START is not passing it"
    state.positions[0] = 30
    moves.move_to(state, 0, 5, "card")
    assert state.money[0] == 2200
