"""Blue Marble set-up, turns, doubles, salary, and the formal game's first half.

Rule names refer to the rulebook seed (seeds/000_25df7efb19093b63.txt) and the
reference tables (reference/bluemarble_millionaire.md part 1).
"""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import IllegalAction
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble.state import FIRST_HALF, SECOND_HALF
from tests.games.bluemarble.helpers import RULES, act, give, kinds, new, rig_dice, roll_to


def test_setup_starting_money_3_4_players_is_2930_game_start_3() -> None:
    """Game Start 3: 3x500 + 10x100 + 5x50 + 5x20 + 5x10 + 5x5 + 5x1 = ₩2,930K each."""
    for n in (3, 4):
        s = new(n)
        assert s.money == [2930] * n


def test_setup_two_players_get_double_money_game_start_3() -> None:
    assert new(2).money == [5860, 5860]


def test_setup_planes_on_start_deck_shuffled_face_down_game_start_2() -> None:
    s = new(4, seed=3)
    assert s.positions == [0, 0, 0, 0]
    assert sorted(s.deck) == list(range(1, 31))
    assert s.deck != sorted(s.deck)
    assert new(4, seed=4).deck != s.deck
    assert s.phase == FIRST_HALF
    assert "deck" not in RULES.observation(s, 0) or RULES.observation(s, 0)["deck"] == 30


def test_turn_roll_two_dice_move_clockwise_by_the_sum_first_half_2() -> None:
    s = new()
    ev = roll_to(s, 0, 0, (2, 4))
    moved = next(e for e in ev if e["type"] == "moved")
    assert moved["path"] == [1, 2, 3, 4, 5, 6]
    assert s.positions[0] == 6
    d = RULES.decision(s)
    assert d.kind == "buy" and d.player == 0
    assert "Singapore" in d.prompt and "₩100K" in d.prompt


def test_doubles_give_another_roll_first_half_2() -> None:
    s = new()
    roll_to(s, 0, 0, (2, 2))  # Manila: buy or pass
    act(s, "pass")
    d = RULES.decision(s)
    assert d.player == 0 and d.kind == "turn" and "again" in d.prompt
    rig_dice(s, (1, 5))
    act(s, "roll")  # 4 + 6: the Deserted Island, no doubles
    assert s.positions[0] == D.ISLAND
    assert RULES.decision(s).player == 1


def test_no_doubles_passes_the_turn_first_half_2() -> None:
    s = new()
    roll_to(s, 0, 0, (4, 6))  # Deserted Island: no decision
    assert RULES.decision(s).player == 1


def test_salary_200_when_passing_start_first_half_3() -> None:
    s = new()
    ev = roll_to(s, 0, 36, (3, 4))
    assert s.positions[0] == 3
    assert s.money[0] == 2930 + 200
    assert "salary" in kinds(ev)


def test_salary_when_stopping_on_start_first_half_3() -> None:
    s = new()
    roll_to(s, 0, 33, (3, 4))
    assert s.positions[0] == 0 and s.money[0] == 3130


def test_buying_is_optional_first_half_4() -> None:
    s = new()
    roll_to(s, 0, 0, (2, 4))
    act(s, "pass")
    assert s.owner[6] is None and s.money[0] == 2930
    s2 = new()
    roll_to(s2, 0, 0, (2, 4))
    ev = act(s2, "buy", space=6)
    assert s2.owner[6] == 0 and s2.money[0] == 2830
    assert "bought" in kinds(ev)


def test_one_owner_per_deed_and_no_toll_in_the_first_half_first_half_4() -> None:
    s = new()
    give(s, 1, 6)
    roll_to(s, 0, 0, (2, 4))
    assert s.owner[6] == 1
    assert s.money[0] == 2930  # no toll in the first half
    assert RULES.decision(s).player == 1  # no buy offer: the turn passed


def test_no_building_in_the_first_half_second_half_1() -> None:
    s = new()
    give(s, 0, 6)
    assert not [a for a in RULES.legal_actions(s) if a["type"] == "build"]
    with pytest.raises(IllegalAction) as err:
        act(s, "build", space=6, level=1)
    assert "second half" in err.value.message


def _leave_six_deeds(s, left):
    others = [sp for sp in D.DEED_SPACES if sp not in left]
    for i, sp in enumerate(others):
        s.owner[sp] = i % s.players


def test_allocation_when_six_deeds_are_left_first_half_5() -> None:
    """First Half 5: with 5 or 6 deeds left each is offered to all; highest roll wins ties."""
    s = new()
    left = [1, 3, 4, 6, 8, 9]
    _leave_six_deeds(s, left)
    ev = roll_to(s, 0, 0, (4, 6))  # island; turn ends -> the offer starts
    assert "allocation_started" in kinds(ev)
    d = RULES.decision(s)
    assert d.kind == "allocation" and d.player == 1 and "Taipei" in d.prompt
    act(s, "apply", space=1)
    act(s, "apply", space=1)  # player 2
    act(s, "pass")  # player 3
    rig_dice(s, (6, 6), (1, 1))  # player 1 rolls 12, player 2 rolls 2
    ev = act(s, "pass")  # player 0
    assert "allocation_roll" in kinds(ev)
    assert s.owner[1] == 1 and s.money[1] == 2930 - 50
    # nobody applies for the rest: they stay with the bank, then the second half begins
    while RULES.decision(s).kind == "allocation":
        ev = act(s, "pass")
    assert "second_half" in kinds(ev)
    assert s.phase == SECOND_HALF
    assert all(s.owner[sp] is None for sp in left[1:])


def test_allocation_single_applicant_buys_at_price_first_half_5() -> None:
    s = new()
    _leave_six_deeds(s, [1, 3, 4, 6, 8, 9])
    roll_to(s, 0, 0, (4, 6))
    act(s, "pass")  # 1
    act(s, "apply", space=1)  # 2
    act(s, "pass")  # 3
    ev = act(s, "pass")  # 0
    assert "allocation_roll" not in kinds(ev)
    assert s.owner[1] == 2


def test_no_allocation_while_seven_deeds_are_left_first_half_5() -> None:
    s = new()
    _leave_six_deeds(s, [1, 3, 4, 6, 8, 9, 11])
    ev = roll_to(s, 0, 0, (4, 6))
    assert "allocation_started" not in kinds(ev)
    assert RULES.decision(s).kind == "turn"


def test_second_half_begins_with_a_building_round_second_half_1() -> None:
    s = new()
    _leave_six_deeds(s, [1, 3, 4, 6, 8, 9])
    roll_to(s, 0, 0, (4, 6))
    while RULES.decision(s).kind == "allocation":
        act(s, "pass")
    d = RULES.decision(s)
    assert d.kind == "opening_build" and d.player == 1
    assert any(a["type"] == "build" for a in RULES.legal_actions(s))
    act(s, "done")
    assert RULES.decision(s).player == 2


def test_allocation_tied_roll_off_rolls_again_first_half_5() -> None:
    s = new()
    _leave_six_deeds(s, [1, 3, 4, 6, 8, 9])
    roll_to(s, 0, 0, (4, 6))
    act(s, "apply", space=1)  # 1
    act(s, "apply", space=1)  # 2
    act(s, "pass")  # 3
    rig_dice(s, (3, 3), (2, 4), (1, 1), (6, 6))  # 6 each, then 2 against 12
    ev = act(s, "pass")  # 0
    assert [e["type"] for e in ev].count("allocation_roll") == 2
    assert s.owner[1] == 2


def test_allocation_asks_only_players_who_can_pay_first_half_5() -> None:
    s = new()
    _leave_six_deeds(s, [1, 3, 4, 6, 8, 9])
    s.bank += s.money[2] - 20
    s.money[2] = 20  # cannot pay Taipei's ₩50K
    roll_to(s, 0, 0, (4, 6))
    asked = []
    while RULES.decision(s).kind == "allocation" and RULES.decision(s).info["spaces"][0] == 1:
        asked.append(RULES.decision(s).player)
        act(s, "pass")
    assert asked == [1, 3, 0]


def test_allocation_starts_before_the_extra_roll_of_doubles_first_half_5() -> None:
    """First Half 5: doubles must not buy past 5 or 6 deeds; the offer comes before the extra roll."""
    s = new()
    left = [1, 3, 4, 6, 8, 9, 11]
    _leave_six_deeds(s, left)
    roll_to(s, 0, 0, (3, 3))  # Singapore, doubles
    ev = act(s, "buy", space=6)  # 6 deeds left
    assert "allocation_started" in kinds(ev)
    assert RULES.decision(s).kind == "allocation"
    while RULES.decision(s).kind == "allocation":
        act(s, "pass")
    while RULES.decision(s).kind == "opening_build":
        act(s, "done")
    d = RULES.decision(s)
    assert s.phase == SECOND_HALF and d.kind == "turn" and d.player == 0 and s.again
