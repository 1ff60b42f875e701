"""Scoring of hand-computed buildings: every material, the exact-match bonus, every prize.

Rule names refer to the seed (seeds/003_c17c650fe0e0ef01.txt, 점수 계산 and 상장 획득) and
the reference (reference/bluemooncity_blueprints.md part 2, tables bp-materials, bp-prizes).
Cells are (row, col), row 0 at the top of the card; dice are listed bottom to top.
"""

from __future__ import annotations

import pytest

from boardgames_gui.games.blueprints import scoring
from tests.games.blueprints.helpers import building


def points(spec: dict) -> dict[str, int]:
    return scoring.material_points(building(spec))


def test_wood_scores_2_per_die_touching_it_on_four_sides_above_below_any_colour() -> None:
    """Seed 주황색(목재) / bp-materials: 2 points per die sharing a face, any colour.

    (0,0) W3 touches (0,1) level 1 and (1,0) level 1 -> 2 neighbours = 4 points.
    (0,1) R2 W4: the wood at level 2 touches the green below only ((0,0) and (1,1) are
    lower) -> 1 neighbour = 2 points. Wood total 6.
    """
    spec = {(0, 0): "W3", (0, 1): "R2 W4", (1, 0): "S1"}
    assert points(spec)["wood"] == 6
    detail = scoring.material_breakdown(building(spec))["wood"]
    assert detail["points"] == 6
    by_cell = {tuple(d["cell"]): d for d in detail["dice"]}
    assert sorted(map(tuple, by_cell[(0, 0)]["neighbours"])) == [(0, 1, 1), (1, 0, 1)]
    assert by_cell[(0, 1)]["neighbours"] == [[0, 1, 1]]
    assert by_cell[(0, 1)]["level"] == 2


def test_wood_counts_the_die_above_and_below_and_wood_neighbours_each_score() -> None:
    """Seed 주황색: each wood die is scored on its own; above and below count.

    Stack (1,0) = W1 W2 W3: bottom touches 1 (above), middle 2 (below, above), top 1.
    Side cell (1,1) = G5 at level 1 touches the bottom wood: +1 for it.
    Wood = 2 * (2 + 2 + 1) = 10.
    """
    assert points({(1, 0): "W1 W2 W3", (1, 1): "G5"})["wood"] == 10


def test_wood_alone_scores_nothing_and_diagonals_do_not_touch() -> None:
    """bp-materials: only shared faces count; a diagonal neighbour shares none."""
    assert points({(0, 0): "W6", (1, 1): "S6"})["wood"] == 0


@pytest.mark.parametrize("count,expected", [(0, 0), (1, 2), (2, 5), (3, 10), (4, 15), (5, 20), (6, 30)])
def test_recycled_scores_by_count_2_5_10_15_20_30(count: int, expected: int) -> None:
    """Seed 녹색(재활용): 1/2/3/4/5/6 green dice score 2/5/10/15/20/30."""
    cells = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
    spec = {cells[k]: "R3" for k in range(count)}
    assert points(spec)["recycled"] == expected


def test_recycled_counts_covered_dice() -> None:
    """Seed 녹색: the number of green dice used, wherever they sit."""
    assert points({(0, 0): "R1 R2 G3"})["recycled"] == 5


def test_stone_scores_by_level_2_3_5_8_and_8_above_level_4() -> None:
    """Seed 검정색(석재): level 1/2/3/4(and above) = 2/3/5/8 per black die.

    Stack S1 S2 S3 S4 S5 = 2 + 3 + 5 + 8 + 8 = 26; a lone S6 on another cell = 2.
    """
    spec = {(2, 0): "S1 S2 S3 S4 S5", (0, 1): "S6"}
    assert points(spec)["stone"] == 28
    dice = scoring.material_breakdown(building(spec))["stone"]["dice"]
    assert [d["points"] for d in dice if d["cell"] == [2, 0]] == [2, 3, 5, 8, 8]


def test_stone_on_top_of_other_materials_scores_its_level() -> None:
    """Seed 검정색: the level counts, whatever is below."""
    assert points({(1, 1): "G1 W2 S3"})["stone"] == 5


def test_glass_scores_its_face_value_even_when_covered() -> None:
    """Seed 투명(유리) 주의: covered glass still scores its value."""
    spec = {(0, 0): "G5 G6", (1, 0): "G3 S4"}
    assert points(spec)["glass"] == 5 + 6 + 3
    dice = scoring.material_breakdown(building(spec))["glass"]["dice"]
    assert sorted(d["points"] for d in dice) == [3, 5, 6]


def test_a_mixed_building_hand_computed() -> None:
    """All four materials together (seed 점수 계산).

    (0,0) W3 | (0,1) R2 W4
    (1,0) S1 | (1,1) G4 G5
    (2,0) -  | (2,1) R6
    wood: (0,0) touches (0,1)L1 and (1,0)L1 = 4; (0,1)L2 touches R2 below and (1,1)L2 = 4.
    recycled: 2 dice = 5. stone: S1 level 1 = 2. glass: 4 + 5 = 9. Total 24.
    """
    spec = {(0, 0): "W3", (0, 1): "R2 W4", (1, 0): "S1", (1, 1): "G4 G5", (2, 1): "R6"}
    assert points(spec) == {"wood": 8, "recycled": 5, "stone": 2, "glass": 9}
    assert scoring.building_score(building(spec), None) == 24
    line = scoring.summary(building(spec), 1, ["glass", "wood"])
    assert line["score"] == 24 and line["bonus"] == 0
    assert line["in_demand_counts"] == [2, 2]


def test_blueprint_bonus_6_for_an_exact_match_of_every_cell_height() -> None:
    """Seed 블루프린트 보너스: a building exactly like the card scores 6 more.

    Card 4 = X1/12/11: (0,0) crossed, (0,1) 1, (1,0) 1, (1,1) 2, (2,0) 1, (2,1) 1.
    """
    spec = {(0, 1): "G1", (1, 0): "G1", (1, 1): "G1 G1", (2, 0): "G1", (2, 1): "G1"}
    b = building(spec)
    check = scoring.blueprint_check(b, 4)
    assert check["matched"] and check["points"] == 6
    assert all(c["ok"] for c in check["cells"])
    assert scoring.building_score(b, 4) == 6 + 6
    assert scoring.summary(b, 4, ["wood", "stone"])["bonus"] == 6


def test_blueprint_bonus_needs_every_cell_one_wrong_height_loses_it() -> None:
    """Seed 블루프린트 보너스: "정확히 일치" - the per-cell check shows the failing cell."""
    spec = {(0, 1): "G1", (1, 0): "G1 G2", (1, 1): "G1", (2, 0): "G1", (2, 1): "G1"}
    check = scoring.blueprint_check(building(spec), 4)
    assert not check["matched"] and check["points"] == 0
    bad = [(c["cell"], c["want"], c["have"]) for c in check["cells"] if not c["ok"]]
    assert bad == [([1, 0], 1, 2), ([1, 1], 2, 1)]


def test_blueprint_bonus_is_lost_with_fewer_dice_than_the_card() -> None:
    """Seed 블루프린트 보너스: a die removed for fitting nowhere leaves a cell short."""
    spec = {(0, 1): "G1", (1, 0): "G1", (1, 1): "G1", (2, 0): "G1", (2, 1): "G1"}
    assert not scoring.blueprint_matched(building(spec), 4)


def qualifies(spec: dict) -> dict[str, bool]:
    return {k: v["qualifies"] for k, v in scoring.prize_checks(building(spec)).items()}


def test_prize_skyscraper_needs_a_stack_of_5_or_more() -> None:
    """Seed 마천루 상: a building at least 5 levels high."""
    assert qualifies({(0, 0): "G1 G2 G3 G4 G5"})["skyscraper"]
    assert not qualifies({(0, 0): "G1 G2 G3 G4", (0, 1): "G6"})["skyscraper"]


def test_prize_structural_integrity_needs_4_dice_of_one_number_counting_covered() -> None:
    """Seed 완전한 구조 상: 4 dice showing the same number; covered dice count (bp-prizes)."""
    assert qualifies({(0, 0): "G3 W3 S3", (1, 0): "R3"})["structural_integrity"]
    assert not qualifies({(0, 0): "G3 W3 S3", (1, 0): "R4"})["structural_integrity"]


def test_prize_geometer_needs_every_number_1_to_6() -> None:
    """Seed 기하학 상: all of 1..6 used, covered ones too."""
    spec = {(0, 0): "G1 G2 G3", (1, 0): "W4 W5 W6"}
    assert qualifies(spec)["geometer"]
    check = scoring.prize_checks(building({(0, 0): "G1 G2 G3", (1, 0): "W4 W5 W5"}))["geometer"]
    assert not check["qualifies"] and check["missing"] == [6]


def test_prize_materials_needs_5_dice_of_one_colour() -> None:
    """Seed 자재 상: 5 dice of the same colour."""
    assert qualifies({(0, 0): "S1 S2 S3", (1, 1): "S1 S6"})["materials"]
    assert not qualifies({(0, 0): "S1 S2 S3", (1, 1): "S1 G6"})["materials"]


def test_one_building_may_win_several_prizes() -> None:
    """Seed 상장 획득: a building can take several prizes in the same round."""
    spec = {(0, 0): "G2 G2 G2 G2 G2", (1, 0): "G6"}
    q = qualifies(spec)
    assert q["skyscraper"] and q["structural_integrity"] and q["materials"] and not q["geometer"]
    sheet = scoring.round_sheet(
        1, [building(spec), building({(0, 0): "W1"})], [1, 2], ["wood", "stone"], [0, 1]
    )
    won = sorted(e["id"] for e in sheet["prizes"] if e["player"] == 0)
    assert won == ["materials", "skyscraper", "structural_integrity"]
    geometer = next(e for e in sheet["prizes"] if e["id"] == "geometer")
    assert geometer["player"] is None and geometer["qualified"] == []


def test_full_sheet_expands_each_player_with_the_dice_behind_the_points() -> None:
    """The view's scoring sheet: materials with dice, per-cell blueprint check, prize measures."""
    spec = {(0, 1): "G1", (1, 0): "G1", (1, 1): "G1 G1", (2, 0): "G1", (2, 1): "G1"}
    sheet = scoring.round_sheet(1, [building(spec), building()], [4, 1], ["wood", "stone"], [1, 0])
    full = scoring.full_sheet(sheet)
    line = full["players"][0]
    assert line["blueprint"]["matched"] and line["score"] == 12
    assert line["materials"]["glass"]["points"] == 6 and len(line["materials"]["glass"]["dice"]) == 6
    assert line["prize_checks"]["materials"]["measure"] == 6
    assert sheet["players"][0]["materials"]["glass"] == 6  # the stored sheet stays compact
