"""Millionaire building, selling, mortgage and redemption (2.5, M12, M25, M28)."""

from __future__ import annotations

from boardgames_gui.engine.api import Action, Choice
from boardgames_gui.games.millionaire import data as D
from tests.games.millionaire.helpers import RULES, build_up, give, new, play


def listed_spaces(state, kind: str) -> tuple[int, ...]:
    for action in RULES.legal_actions(state):
        if action["type"] == kind:
            assert isinstance(action["space"], Choice)
            return action["space"].values
    return ()


def test_only_the_monopolist_builds() -> None:
    state = new(2)
    cinema, karaoke = give(state, 0, "cinema", "karaoke")
    assert listed_spaces(state, "build") == ()
    problem = RULES.check(state, Action("build", space=cinema))
    assert problem.message == "Only the owner of the whole industry of Cinema may build there."
    give(state, 0, "nightclub")
    assert listed_spaces(state, "build") == (1, 2, 4)


def test_m12_building_evenly_one_branch_on_each_plot_before_the_second() -> None:
    state = new(2)
    cinema, karaoke, night = give(state, 0, "cinema", "karaoke", "nightclub")
    play(state, Action("build", space=cinema))
    assert state.buildings[cinema] == 1 and state.money[0] == 1950
    assert listed_spaces(state, "build") == (karaoke, night)
    assert RULES.check(state, Action("build", space=cinema)).message == (
        "Build evenly: first bring the other plots of the industry of Cinema up to its number of pieces."
    )


def test_m25_an_enterprise_needs_three_branches_everywhere_and_sends_them_back_to_the_supply() -> None:
    state = new(2)
    spaces = give(state, 0, "cinema", "karaoke", "nightclub")
    build_up(state, spaces, 3)
    assert state.supply["branch"] == 15
    play(state, Action("build", space=spaces[0]))
    assert state.buildings[spaces[0]] == D.ENTERPRISE
    assert state.supply == {"branch": 18, "enterprise": 11}


def test_2_5_with_limited_pieces_a_branch_the_bank_lacks_cannot_be_built() -> None:
    state = new(2)
    (cinema, *_) = give(state, 0, "cinema", "karaoke", "nightclub")
    state.supply["branch"] = 0  # every branch is on other plots (a documented edit)
    assert (
        RULES.check(state, Action("build", space=cinema)).message == "The bank has no branches left to build."
    )


def test_2_5_without_limited_pieces_the_supply_does_not_stop_building() -> None:
    state = new(2, limited_pieces=False)
    (cinema, *_) = give(state, 0, "cinema", "karaoke", "nightclub")
    state.supply["branch"] = 0
    assert RULES.check(state, Action("build", space=cinema)) is None


def test_selling_goes_evenly_from_the_fullest_plot_at_half_the_price() -> None:
    state = new(2)
    cinema, karaoke, night = give(state, 0, "cinema", "karaoke", "nightclub")
    build_up(state, [cinema, karaoke, night], 1)
    state.buildings[cinema] = 2
    state.supply["branch"] -= 1
    assert listed_spaces(state, "sell_building") == (cinema,)
    play(state, Action("sell_building", space=cinema))
    assert state.money[0] == 2025 and state.buildings[cinema] == 1


def test_m25_selling_an_enterprise_leaves_three_branches() -> None:
    state = new(2)
    spaces = give(state, 0, "cinema", "karaoke", "nightclub")
    build_up(state, spaces, D.ENTERPRISE)
    play(state, Action("sell_building", space=spaces[1]))
    assert state.buildings[spaces[1]] == 3 and state.money[0] == 2025
    assert state.supply == {"branch": 21, "enterprise": 10}


def test_m12_a_plot_is_mortgaged_only_when_its_industry_has_no_buildings() -> None:
    state = new(2)
    cinema, karaoke, night = give(state, 0, "cinema", "karaoke", "nightclub")
    build_up(state, [cinema], 1)
    assert RULES.check(state, Action("mortgage", space=karaoke)).message == (
        "Sell every building of the industry of Karaoke club first: a plot is mortgaged only when its "
        "industry has no buildings."
    )
    state.buildings[cinema] = 0
    state.supply["branch"] += 1
    play(state, Action("mortgage", space=karaoke))
    assert state.mortgaged[karaoke] and state.money[0] == 2035


def test_m12_a_mortgaged_plot_stops_building_in_its_industry() -> None:
    state = new(2)
    cinema, karaoke, night = give(state, 0, "cinema", "karaoke", "nightclub")
    state.mortgaged[night] = True
    assert RULES.check(state, Action("build", space=cinema)).message == (
        "Redeem the mortgaged plots of the industry of Cinema before you build there."
    )


def test_m12_redeeming_costs_half_the_price_and_ten_percent_and_happens_only_before_the_roll() -> None:
    state = new(2)
    (oil,) = give(state, 0, "oil")
    state.mortgaged[oil] = True
    assert listed_spaces(state, "redeem") == (oil,)
    play(state, Action("redeem", space=oil))
    assert state.money[0] == 2000 - 240 and not state.mortgaged[oil]
    state.mortgaged[oil] = True
    state.phase = "after_roll"  # the move is over
    assert listed_spaces(state, "redeem") == ()
    assert RULES.check(state, Action("redeem", space=oil)).message == (
        "A mortgaged plot is redeemed only on your own turn, before you roll."
    )


def test_m23_short_game_an_enterprise_on_every_plot_of_one_industry_wins_at_once() -> None:
    state = new(3, short_game=True)
    spaces = give(state, 1, "cinema", "karaoke", "nightclub")
    build_up(state, spaces, 3)
    build_up(state, spaces[:2], 0)
    state.supply = {"branch": 24 - 3, "enterprise": 10}
    state.buildings[spaces[0]] = state.buildings[spaces[1]] = D.ENTERPRISE
    state.current = 1
    play(state, Action("build", space=spaces[2]))
    assert state.over and RULES.result(state).winners == [1]
    assert RULES.result(state).reason == "an enterprise on every plot of one industry (short game)"


def test_m23_without_the_switch_a_completed_industry_does_not_end_the_game() -> None:
    state = new(3)
    spaces = give(state, 1, "cinema", "karaoke", "nightclub")
    build_up(state, spaces, 3)
    state.current = 1
    for space in spaces:
        play(state, Action("build", space=space))
    assert not state.over
