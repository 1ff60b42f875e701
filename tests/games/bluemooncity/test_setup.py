"""Set-up rules: seed 001 "Getting Started", reference §1.4 city-layout, §1.7 obelisk, §1.8 setup."""

from __future__ import annotations

from collections import Counter

from boardgames_gui.games.bluemooncity.data import (
    BASE_BUILDINGS,
    CARDS,
    CORNERS,
    EXPANSION_BUILDINGS,
    START_TILES,
)
from boardgames_gui.games.bluemooncity.state import MOVE

from .helpers import RULES, new_game


def test_setup_courtyard_in_the_middle_and_the_four_start_tiles_around_it() -> None:
    """Seed "Getting Started"; reference city-layout: Fire N, Palace E, Earth S, Water W."""
    for seed in range(5):
        s = new_game(4, seed)
        assert s.tiles[2][2]["building"] == "courtyard"
        for building, (r, c) in START_TILES.items():
            assert s.tiles[r][c]["building"] == building
        assert s.tiles[1][2]["building"] == "fire_temple"
        assert s.tiles[2][3]["building"] == "royal_palace"


def test_setup_other_buildings_shuffled_into_the_remaining_places_ruin_side_up() -> None:
    """Seed: "shuffle the rest of the Building tiles ... Rubble side faceup"; 5×5 minus corners."""
    layouts = set()
    for seed in range(6):
        s = new_game(3, seed)
        placed = [t["building"] for row in s.tiles for t in row if t is not None]
        assert len(placed) == 21
        assert sorted(b for b in placed if b != "courtyard") == sorted(BASE_BUILDINGS)
        assert all(not t["rebuilt"] for row in s.tiles for t in row if t and t["building"] != "courtyard")
        assert all(s.tiles[r][c] is None for r, c in CORNERS)
        assert all(all(m is None for m in t["markers"]) for row in s.tiles for t in row if t)
        layouts.add(tuple(t["building"] if t else "" for row in s.tiles for t in row))
    assert len(layouts) > 1, "the other buildings are shuffled"


def test_variant_everything_random_keeps_only_the_courtyard_fixed() -> None:
    """Reference §1.4: variant (FFG p.3) courtyard in the centre, everything else random."""
    start_positions_kept = 0
    for seed in range(8):
        s = new_game(2, seed, random_city=True)
        assert s.tiles[2][2]["building"] == "courtyard"
        if all(s.tiles[r][c]["building"] == b for b, (r, c) in START_TILES.items()):
            start_positions_kept += 1
    assert start_positions_kept < 8


def test_variant_expansion_buildings_fill_the_corners() -> None:
    """Reference buildings-expansion: the four expansion tiles go in the corners."""
    s = new_game(4, 3, expansion=True)
    corners = sorted(s.tiles[r][c]["building"] for r, c in CORNERS)
    assert corners == sorted(EXPANSION_BUILDINGS)
    assert sum(1 for row in s.tiles for t in row if t) == 25


def test_setup_dragons_beside_the_city() -> None:
    """Seed set-up 1: the dragons are placed next to the city."""
    assert new_game().dragons == [None, None, None]


def test_setup_obelisk_side_by_player_count() -> None:
    """Seed: 2 players 11 spaces 7..12; 3-4 players 13 spaces (reference table obelisk)."""
    assert len(new_game(2).obelisk) == 11
    assert len(new_game(3).obelisk) == 13
    assert len(new_game(4).obelisk) == 13
    obs = RULES.observation(new_game(2), 0)
    assert obs["obelisk_costs"] == [7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12]


def test_setup_golden_scales_7_10_12() -> None:
    """Seed set-up 4: 7 / 10 / 12 golden scales for 2 / 3 / 4 players."""
    for n, scales in ((2, 7), (3, 10), (4, 12)):
        s = new_game(n)
        assert s.scale_pool == s.scale_total == scales
        assert s.scales == [0] * n


def test_setup_ten_markers_and_a_figure_each_on_the_courtyard() -> None:
    """Seed set-up 5."""
    s = new_game(4)
    assert s.markers_left == [10] * 4
    assert s.figures == [[2, 2]] * 4


def test_setup_80_cards_8_dealt_to_each_player() -> None:
    """Seed: shuffle the People cards, deal 8 each; reference card-distribution 10 per people."""
    s = new_game(4, 7)
    assert [len(h) for h in s.hands] == [8] * 4
    assert len(s.deck) == 80 - 32 and s.discard == []
    assert len(CARDS) == 80
    per_people = Counter(p for p, _ in CARDS)
    assert set(per_people.values()) == {10} and len(per_people) == 8
    assert sorted(s.deck + sum(s.hands, [])) == list(range(80))


def test_first_player_chosen_at_random_and_turn_starts_with_movement() -> None:
    """Seed "How to Play": a random first player; the turn begins with the movement phase."""
    firsts = {new_game(4, seed).first_player for seed in range(12)}
    assert len(firsts) > 1
    s = new_game(2)
    assert s.phase == MOVE and s.steps_left == 2 and s.current == s.first_player


def test_variant_2006_edition_scale_pool_9_12_15() -> None:
    """Reference edition-differences: FFG/Kosmos 2006 used 9 / 12 / 15 scales for 2 / 3 / 4 players."""
    for n, scales in ((2, 9), (3, 12), (4, 15)):
        s = new_game(n, ffg_scales=True)
        assert s.scale_pool == s.scale_total == scales
