"""Awards by building score, prizes by condition, and every tie-break step.

Seed 상패 획득 / 동점 우위를 결정하는 방법 / 상장 획득; reference table bp-awards (section 2.3)
and section 2.5 (tie-breaks): more dice of the first in-demand colour, then of the second,
then the player later in that round's turn order.
"""

from __future__ import annotations

from boardgames_gui.games.blueprints import scoring
from boardgames_gui.games.blueprints.data import AWARDS_BY_PLAYERS
from tests.games.blueprints.helpers import building


def sheet_for(
    specs: list[dict], in_demand: list[str], turn_order: list[int], blueprints: list[int] | None = None
):
    buildings = [building(s) for s in specs]
    return scoring.round_sheet(1, buildings, blueprints or [1] * len(specs), in_demand, turn_order)


def test_award_table_by_player_count_bp_awards() -> None:
    """bp-awards: 4 players gold/silver/bronze, 3 players gold/silver, 2 players silver only."""
    assert AWARDS_BY_PLAYERS == {4: ("gold", "silver", "bronze"), 3: ("gold", "silver"), 2: ("silver",)}
    sheet = sheet_for([{(0, 0): "G6"}, {(0, 0): "G2"}], ["wood", "stone"], [0, 1])
    assert [(a["id"], a["points"], a["player"]) for a in sheet["awards"]] == [("silver", 2, 0)]


def test_awards_go_by_building_score_and_every_tie_break_step_4_players() -> None:
    """Seed 동점 우위: in-demand ["recycled", "stone"], turn order 2, 3, 0, 1.

    P0: G6 + R1 = 8 points, (1 green, 0 black). P1: G6 + S1 = 8, (0, 1).
    P2: G4 + G2 = 6, (0, 0), first in turn order. P3: G6 = 6, (0, 0), second.
    Gold P0 over P1 on the first in-demand colour (1 vs 0); silver P1 over P3 on score;
    bronze P3 over P2 because P3 plays later in the round.
    """
    specs = [
        {(0, 0): "G6", (2, 1): "R1"},
        {(0, 0): "G6", (2, 1): "S1"},
        {(0, 0): "G4", (2, 1): "G2"},
        {(0, 0): "G6"},
    ]
    sheet = sheet_for(specs, ["recycled", "stone"], [2, 3, 0, 1])
    assert [line["score"] for line in sheet["players"]] == [8, 8, 6, 6]
    got = [(a["id"], a["player"], a["versus"], a["decided_by"], a["values"]) for a in sheet["awards"]]
    assert got == [
        ("gold", 0, 1, "in_demand_1", [1, 0]),
        ("silver", 1, 3, "score", [8, 6]),
        ("bronze", 3, 2, "turn_order", [1, 0]),
    ]
    assert sheet["ranking"] == [0, 1, 3, 2]


def test_award_tie_break_second_in_demand_colour() -> None:
    """Seed: equal first in-demand counts -> more dice of the second in-demand colour.

    P0: R1 + S1 = 2 + 2 = 4, (1, 1). P1: R1 + G2 = 4, (1, 0). P2: G1 = 1.
    """
    specs = [{(0, 0): "R1", (2, 1): "S1"}, {(0, 0): "R1", (2, 1): "G2"}, {(0, 0): "G1"}]
    sheet = sheet_for(specs, ["recycled", "stone"], [0, 1, 2])
    gold = sheet["awards"][0]
    assert (gold["id"], gold["player"], gold["decided_by"], gold["values"]) == (
        "gold",
        0,
        "in_demand_2",
        [1, 0],
    )


def test_award_tie_break_later_in_turn_order_wins_when_all_else_is_equal() -> None:
    """Seed: "그 라운드에서 차례가 마지막에 가까운 사람이 이깁니다" - later player wins."""
    specs = [{(0, 0): "G5"}, {(0, 0): "G5"}]
    assert sheet_for(specs, ["wood", "stone"], [0, 1])["awards"][0]["player"] == 1
    assert sheet_for(specs, ["wood", "stone"], [1, 0])["awards"][0]["player"] == 0


def test_prize_goes_to_the_only_qualifying_building() -> None:
    """Seed 상장 획득: below the criterion no prize; one qualifier takes it."""
    specs = [{(0, 0): "S1 S2 S3 S4 S5"}, {(0, 0): "G1"}, {(0, 0): "W1"}]
    sheet = sheet_for(specs, ["wood", "glass"], [0, 1, 2])
    sky = next(e for e in sheet["prizes"] if e["id"] == "skyscraper")
    assert (sky["player"], sky["decided_by"], sky["qualified"]) == (0, "only", [0])
    assert next(e for e in sheet["prizes"] if e["id"] == "geometer")["player"] is None


def test_prize_tie_break_first_in_demand_colour_not_building_score() -> None:
    """Seed 상장 획득 + 동점 우위 (reference 2.4): several qualifiers -> the in-demand chain.

    Both have 5 stone (Materials). P0 scores far more (glass 6s) but P1 has the green
    die of the first in-demand colour, so P1 takes the prize.
    """
    specs = [
        {(0, 0): "S1", (0, 1): "S1", (1, 0): "S1", (1, 1): "S1", (2, 0): "S1", (2, 1): "G6 G6"},
        {(0, 0): "S1", (0, 1): "S1", (1, 0): "S1", (1, 1): "S1", (2, 0): "S1", (2, 1): "R1"},
    ]
    sheet = sheet_for(specs, ["recycled", "wood"], [0, 1])
    mat = next(e for e in sheet["prizes"] if e["id"] == "materials")
    assert (mat["player"], mat["versus"], mat["decided_by"], mat["values"]) == (1, 0, "in_demand_1", [1, 0])
    assert sheet["awards"][0]["player"] == 0  # the award still follows the score


def test_prize_tie_break_second_in_demand_colour() -> None:
    """Seed 동점 우위 step 2 for a prize: equal first colour, more of the second."""
    specs = [
        {(0, 0): "G1 G2 G3 G4 G5"},
        {(0, 0): "G1 G2 G3 G4 G5", (1, 0): "W1"},
    ]
    sheet = sheet_for(specs, ["stone", "wood"], [1, 0])
    sky = next(e for e in sheet["prizes"] if e["id"] == "skyscraper")
    assert (sky["player"], sky["decided_by"], sky["values"]) == (1, "in_demand_2", [1, 0])


def test_prize_tie_break_later_in_turn_order() -> None:
    """Seed 동점 우위 step 3 for a prize: the player later in the round's turn order."""
    specs = [{(0, 0): "G1 G2 G3 G4 G5"}, {(1, 1): "G1 G2 G3 G4 G5"}, {}]
    sheet = sheet_for(specs, ["stone", "wood"], [1, 2, 0])
    sky = next(e for e in sheet["prizes"] if e["id"] == "skyscraper")
    assert (sky["player"], sky["versus"], sky["decided_by"], sky["values"]) == (0, 1, "turn_order", [2, 0])


def test_next_round_start_player_is_the_lowest_building_score() -> None:
    """Seed 차례 정하기: rounds 2 and 3 start with the lowest score of the previous round;
    a tie at the bottom goes to the player who lost the award tie-break (designed reading)."""
    specs = [{(0, 0): "G6"}, {(0, 0): "G1"}, {(0, 0): "G3"}]
    assert sheet_for(specs, ["wood", "stone"], [0, 1, 2])["next_start_player"] == 1
    tied = [{(0, 0): "G2"}, {(0, 0): "G2"}, {(0, 0): "G3"}]
    # P0 and P1 tie at 2; P1 plays later and so wins the tie-break: P0 starts
    assert sheet_for(tied, ["wood", "stone"], [0, 1, 2])["next_start_player"] == 0
