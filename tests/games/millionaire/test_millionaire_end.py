"""Millionaire raising cash (M17), the timed game (M18) and the standing."""

from __future__ import annotations

from boardgames_gui.engine.api import Action
from boardgames_gui.games.millionaire import data as D
from boardgames_gui.games.millionaire.scoring import worth
from tests.games.millionaire.helpers import RULES, build_up, give, new, play, rig_dice


def test_m17_the_debt_lists_every_sellable_thing_with_what_it_yields() -> None:
    state = new(2)
    spaces = give(state, 0, "cinema", "karaoke", "nightclub")
    build_up(state, spaces, 1)
    (oil,) = give(state, 0, "oil")
    state.pending.append({"kind": "debt", "player": 0, "to": "bank", "amount": 5000, "reason": "tax"})
    info = RULES.decision(state).info
    assert info["amount"] == 5000 and info["cash"] == 2000
    assert info["options"] == [
        {"type": "sell_building", "space": 1, "yields": 25},
        {"type": "sell_building", "space": 2, "yields": 25},
        {"type": "sell_building", "space": 4, "yields": 25},
        {"type": "mortgage", "space": oil, "yields": 200},
    ]
    assert Action("go_bankrupt") in RULES.legal_actions(state), "2,000 + 75 + 35 + 35 + 45 + 200 < 5,000"


def test_m17_a_player_who_can_raise_enough_may_not_go_bankrupt() -> None:
    state = new(2)
    (oil,) = give(state, 0, "oil")
    state.pending.append({"kind": "debt", "player": 0, "to": 1, "amount": 2100, "reason": "rent"})
    assert RULES.check(state, Action("go_bankrupt")).message == (
        "You can still raise enough to pay 2,100 F: sell or mortgage first."
    )
    assert (
        RULES.check(state, Action("pay")).message == "You owe 2,100 F and have 2,000 F: raise the rest first."
    )


def test_m18_worth_counts_cash_plots_mortgaged_plots_at_40_percent_and_buildings_at_cost() -> None:
    state = new(2)
    spaces = give(state, 0, "cinema", "karaoke", "nightclub")
    build_up(state, spaces[:1], D.ENTERPRISE)
    (oil,) = give(state, 0, "oil")
    state.mortgaged[oil] = True
    assert worth(state, 0) == 2000 + 70 + 70 + 90 + 4 * 50 + 160


def test_m18_the_timed_game_ends_after_the_round_in_which_the_limit_is_reached() -> None:
    state = new(2, round_limit=1)
    for seat in (0, 1):
        state.positions[seat] = 1
        rig_dice(state, (1, 3))  # to the Charity Fund (5), which does nothing on a dice arrival
        play(state, Action("roll"), seat)
        assert not state.over
        play(state, Action("end_turn"), seat)
    assert state.over and state.end_reason == "round_limit"
    result = RULES.result(state)
    assert result.winners == [0, 1], "equal worth shares the win"


def test_m18_the_wealthiest_player_wins_the_timed_game() -> None:
    state = new(3, round_limit=1)
    give(state, 2, "oil")
    state.money[2] = 1700
    state.current = 2
    state.phase = "after_roll"
    play(state, Action("end_turn"), 2)
    result = RULES.result(state)
    assert result.winners == [2] and result.scores == [2000.0, 2000.0, 2100.0]


def test_the_bankrupt_rank_last_and_the_later_out_above_the_earlier() -> None:
    state = new(4)
    state.bankrupt[1] = state.bankrupt[3] = True
    state.out_order = [3, 1]
    state.money[1] = state.money[3] = 0
    state.over, state.end_reason = True, "round_limit"
    state.money[2] = 2500
    assert RULES.result(state).ranking == [[2], [0], [1], [3]]
