"""The Classic Jackpot slot machine: reference 2.9 (strip, bet, winning table) and reading M6
(what a win returns, and its switch `jackpot_on_top`)."""

from __future__ import annotations

from itertools import product

import pytest

from boardgames_gui.engine.api import Action, Range
from boardgames_gui.games.millionaire import classic_jackpot_table as J
from tests.games.millionaire.classic_helpers import RULES, act, decision_kind, kinds, new, rig, roll_from


def on_jackpot(**variants: object):
    """Seat 0 rolled 2 + 3 from 15 onto the Jackpot and is asked to bet."""
    state = new(**variants)
    roll_from(state, 15, 2, 3)
    return state


def test_2_9_the_winning_table_has_the_probabilities_of_the_reference() -> None:
    counts: dict[str, int] = {}
    for columns in product(range(1, 7), repeat=3):
        line = J.combination(list(columns))
        counts[line.name] = counts.get(line.name, 0) + 1
    assert counts == {
        "jackpot": 1,
        "three_sevens": 1,
        "three_bells": 1,
        "three_lemons": 1,
        "three_cherries": 8,
        "two_dollars": 15,
        "two_cherries": 48,
        "nothing": 141,
    }


def test_m6_the_expected_return_is_207_of_216_and_a_box_of_8_bets_makes_a_spin_fair() -> None:
    """2.9: the table's lines return 207/216 of the bet; three dollars add the bet and the box,
    so an empty box gives 208/216 and a box of 8 bets exactly 1."""
    assert J.expected_return(216, 0, on_top=False) == 207 + 1
    assert J.expected_return(10, 80, on_top=False) == 10
    assert J.expected_return(216, 0, on_top=True) == 233 + 1  # reading M6's switch: 1.079 per F


def test_2_9_stopping_on_the_jackpot_offers_a_bet_of_10_to_100_or_walking_past() -> None:
    state = on_jackpot()
    assert state.positions[0] == 20 and decision_kind(state) == "jackpot"
    assert RULES.legal_actions(state) == [Action("bet", amount=Range(10, 100, 10)), Action("walk_past")]


def test_2_9_the_bet_is_capped_by_cash() -> None:
    state = new()
    state.money[0] = 45
    roll_from(state, 15, 2, 3)
    assert RULES.legal_actions(state)[0] == Action("bet", amount=Range(10, 40, 10))
    refusal = RULES.check(state, Action("bet", amount=50))
    assert refusal.code == "bet_cash" and refusal.message == "You cannot bet more than your cash, 45 F."


def test_2_9_a_player_with_less_than_10_cannot_play() -> None:
    state = new()
    state.money[0] = 5
    events = roll_from(state, 15, 2, 3)
    assert "jackpot_no_cash" in kinds(events) and decision_kind(state) == "turn"


@pytest.mark.parametrize("amount", [5, 110, 15, 0])
def test_2_9_bets_outside_10_to_100_in_steps_of_10_are_refused(amount: int) -> None:
    state = on_jackpot()
    refusal = RULES.check(state, Action("bet", amount=amount))
    assert refusal.message == "A Jackpot bet is a multiple of 10 F from 10 F to 100 F."


def test_2_9_walking_past_costs_nothing() -> None:
    state = on_jackpot()
    events = act(state, "walk_past")
    assert "jackpot_passed" in kinds(events) and state.money[0] == 2000 and decision_kind(state) == "turn"


def test_rule_text_a_lost_bet_stays_in_the_jackpot_box() -> None:
    state = on_jackpot()
    rig(state, 2, 4, 5)  # lemon, bell, seven
    events = act(state, "bet", amount=60)
    spin = next(event for event in events if event["type"] == "jackpot_spin")
    assert spin["columns"] == [2, 4, 5]
    assert state.money[0] == 1940 and state.jackpot == 260


@pytest.mark.parametrize(
    "faces, total",
    [((5, 5, 5), 25), ((4, 4, 4), 15), ((2, 2, 2), 10), ((1, 3, 1), 8), ((6, 6, 2), 3), ((1, 3, 4), 1)],
)
def test_m6_a_win_returns_bet_times_n_in_total(faces: tuple[int, int, int], total: int) -> None:
    state = on_jackpot()
    rig(state, *faces)
    act(state, "bet", amount=40)
    assert state.money[0] == 2000 - 40 + 40 * total and state.jackpot == 200


@pytest.mark.parametrize("faces, prize", [((5, 5, 5), 25), ((1, 3, 1), 8), ((6, 6, 2), 3), ((1, 3, 4), 0)])
def test_m6_switch_jackpot_on_top_pays_bet_times_n_besides_the_returned_bet(
    faces: tuple[int, int, int], prize: int
) -> None:
    """Two cherries still only return the bet."""
    state = on_jackpot(jackpot_on_top=True)
    rig(state, *faces)
    act(state, "bet", amount=40)
    assert state.money[0] == 2000 + 40 * prize


@pytest.mark.parametrize("on_top", [False, True])
def test_m6_three_dollars_pay_the_whole_box_and_the_bet(on_top: bool) -> None:
    state = on_jackpot(jackpot_on_top=on_top)
    state.jackpot = 730
    rig(state, 6, 6, 6)
    events = act(state, "bet", amount=100)
    assert state.money[0] == 2000 + 730 and state.jackpot == 0
    won = next(event for event in events if event["type"] == "jackpot_won")
    assert won["line"] == "jackpot" and won["amount"] == 830


def test_2_9_the_jackpot_is_played_once_a_landing() -> None:
    state = on_jackpot()
    rig(state, 2, 4, 5)
    act(state, "bet", amount=10)
    assert decision_kind(state) == "turn" and "bet" not in [a["type"] for a in RULES.legal_actions(state)]
