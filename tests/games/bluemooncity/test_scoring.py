"""Dragons, completion and golden scales: seed 001 "Earning Points from Buildings", "Golden Scales &
Dragons"; reference §1.5 (boxes left to right), §1.6 items 4-6, §0 (majority tie to the farther-left marker)."""

from __future__ import annotations

from boardgames_gui.games.bluemooncity.state import CONTRIBUTE, MOVE, RESET

from .helpers import apply, dragon_to, fill_markers, new_game, place, set_hand, stand, types


def _at(building: str, players: int = 3, seed: int = 3, cell=(1, 1)):
    s = new_game(players, seed)
    p = s.current
    place(s, building, cell)
    stand(s, p, list(cell), CONTRIBUTE)
    return s, p


# --------------------------------------------------------------------------- dragons


def test_dragons_give_one_golden_scale_each_for_the_first_contribution_only() -> None:
    """Seed: a Golden Scale per dragon where you contribute; only for your first contribution of the turn."""
    s, p = _at("earth_temple")
    dragon_to(s, "red", [1, 1])
    dragon_to(s, "green", [1, 1])
    a, b, c = set_hand(s, p, [("terrah", 3), ("terrah", 3), ("terrah", 2)])
    events = apply(s, "contribute", tile=[1, 1], box=2, cards=[a])
    assert "dragon_scales" in types(events)
    assert s.scales[p] == 2 and s.scale_pool == 10 - 2
    apply(s, "contribute", tile=[1, 1], box=0, cards=[b, c])
    assert s.scales[p] == 2, "a second contribution in the turn earns no more scales"


def test_no_golden_scale_for_an_offering_at_the_courtyard_with_a_dragon() -> None:
    """Seed: "If you make an Offering while a Dragon is present, you won't get any Golden Scale"."""
    s = new_game(2, 3)
    p = s.current
    stand(s, p, [2, 2], CONTRIBUTE)
    dragon_to(s, "blue", [2, 2])
    s.crystals[p] = 7
    apply(s, "offer", cards=[])
    assert s.scales[p] == 0 and s.scale_pool == 7


# --------------------------------------------------------------------------- completion


def test_completion_majority_bonus_to_most_markers_and_construction_bonus_to_every_contributor() -> None:
    """Seed: majority bonus to the player with most markers; construction bonus to all, majority winner included."""
    s, p = _at("market_hall")  # yellow 4,3,2; majority 2C, each 2C, nbr 2K
    q = (p + 1) % 3
    fill_markers(s, "market_hall", [q, q, None])
    set_hand(s, p, [("pillar", 2)])
    events = apply(s, "contribute", tile=[1, 1], box=2)
    done = next(e for e in events if e["type"] == "building_completed")
    assert done["majority"] == q
    assert s.crystals[q] == 4 and s.crystals[p] == 2


def test_majority_tie_goes_to_the_farther_left_marker() -> None:
    """Reference §0: ties go to the tied player whose marker sits farther left (FFG rule)."""
    s, p = _at("royal_palace", players=2)  # 4 boxes
    q = 1 - p
    fill_markers(s, "royal_palace", [q, p, q, None])
    set_hand(s, p, [("aqua", 3)])
    events = apply(s, "contribute", tile=[1, 1], box=3)  # p: boxes 1, 3; q: boxes 0, 2
    done = next(e for e in events if e["type"] == "building_completed")
    assert done["majority"] == q, "q's marker in box 0 is farther left"
    s2, p2 = _at("royal_palace", players=2)
    q2 = 1 - p2
    fill_markers(s2, "royal_palace", [None, q2, p2, q2])
    set_hand(s2, p2, [("aqua", 3), ("aqua", 2)])
    events = apply(s2, "contribute", tile=[1, 1], box=0)
    done = next(e for e in events if e["type"] == "building_completed")
    assert done["majority"] == p2


def test_neighbourhood_bonus_from_each_adjacent_rebuilt_building_once_per_contributor() -> None:
    """Seed: the Neighbourhood Bonus of each reconstructed adjacent building, once even with several markers."""
    s, p = _at("aqueduct", cell=(1, 1))  # blue 5: majority 1S, each 1C
    place(s, "fire_temple", (0, 1))  # nbr 3C
    place(s, "market_hall", (1, 0))  # nbr 2K
    place(s, "citadel", (2, 1))  # nbr 1S, not rebuilt: inactive
    for cell in ((0, 1), (1, 0)):
        s.tiles[cell[0]][cell[1]]["rebuilt"] = True
    set_hand(s, p, [("aqua", 3), ("aqua", 2)])
    events = apply(s, "contribute", tile=[1, 1], box=0)
    done = next(e for e in events if e["type"] == "building_completed")
    assert done["rewards"][str(p)] == {"crystals": 1 + 3, "scales": 1, "cards": 2}
    assert len(s.incoming[p]) == 2


def test_neighbourhood_bonus_once_per_building_even_with_several_markers() -> None:
    s, p = _at("earth_temple", players=2, cell=(1, 1))  # each 2C
    place(s, "fire_temple", (0, 1))  # nbr 3C
    s.tiles[0][1]["rebuilt"] = True
    fill_markers(s, "earth_temple", [p, p, None])
    set_hand(s, p, [("terrah", 3)])
    apply(s, "contribute", tile=[1, 1], box=2)
    assert s.crystals[p] == 2 + 3


def test_completion_returns_markers_and_flips_the_tile_with_pieces_on_it() -> None:
    """Seed: take back your markers, flip the tile; figures and dragons go back on it."""
    s, p = _at("iron_foundry")  # one black 3 box
    dragon_to(s, "red", [1, 1])
    set_hand(s, p, [("vulca", 3)])
    apply(s, "contribute", tile=[1, 1], box=0)
    tile = s.tiles[1][1]
    assert tile["rebuilt"] and tile["markers"] == [None]
    assert s.markers_left[p] == 10
    assert s.figures[p] == [1, 1] and s.dragons[0] == [1, 1]


def test_reward_cards_join_the_hand_after_the_turn() -> None:
    """Seed "Available Bonuses": keep reward cards face down, add them to your hand after your turn."""
    s, p = _at("hospice")  # red 4, 3; majority 2 cards
    q = (p + 1) % 3
    fill_markers(s, "hospice", [q, None])
    (card,) = set_hand(s, p, [("terrah", 3)])
    apply(s, "contribute", tile=[1, 1], box=1)
    assert len(s.incoming[q]) == 2 and card not in s.hands[p]
    before = len(s.hands[q])
    assert s.phase == RESET
    apply(s, "discard", cards=[])
    assert s.incoming[q] == [] and len(s.hands[q]) == before + 2
    assert s.phase == MOVE


def test_rebuilt_tiles_are_still_walkable_and_take_no_contribution() -> None:
    """Reference §1.4: completed tiles are still walkable."""
    s, p = _at("iron_foundry")
    s.tiles[1][1]["rebuilt"] = True
    set_hand(s, p, [("vulca", 3)])
    from boardgames_gui.games.bluemooncity.rules import BlueMoonCityRules

    assert [a["type"] for a in BlueMoonCityRules().legal_actions(s)] == ["end_phase"]


# --------------------------------------------------------------------------- golden scales


def test_golden_scale_scoring_sole_leader_6_others_with_3_get_3_paid_return_their_scales() -> None:
    """Reference §1.6 item 6 (FFG example 7/4/2 scales -> 6/3/0, the 2-scale player keeps 2)."""
    s, p = _at("earth_temple")
    a, b = (p + 1) % 3, (p + 2) % 3
    s.scales[p], s.scales[a], s.scales[b] = 6, 2, 1
    s.scale_pool = 1
    dragon_to(s, "green", [1, 1])
    set_hand(s, p, [("terrah", 3)])
    events = apply(s, "contribute", tile=[1, 1], box=2)  # takes the last scale: 7 / 2 / 1
    assert "scales_scored" in types(events)
    assert s.crystals[p] == 6 and s.crystals[a] == 0 and s.crystals[b] == 0
    assert s.scales[p] == 0 and s.scales[a] == 2 and s.scales[b] == 1
    assert s.scale_pool == 10 - 3, "the pool refills with the returned scales"


def test_golden_scale_scoring_tied_leaders_get_3_each_and_others_with_3_or_more_get_3() -> None:
    s, p = _at("earth_temple", players=4)
    others = [(p + k) % 4 for k in (1, 2, 3)]
    s.scales[p], s.scales[others[0]], s.scales[others[1]], s.scales[others[2]] = 3, 4, 3, 1
    s.scale_pool = 1
    dragon_to(s, "green", [1, 1])
    set_hand(s, p, [("terrah", 3)])
    apply(s, "contribute", tile=[1, 1], box=2)  # p: 4, tied with others[0]
    assert s.crystals[p] == 3 and s.crystals[others[0]] == 3
    assert s.crystals[others[1]] == 3 and s.crystals[others[2]] == 0
    assert s.scales[others[2]] == 1 and s.scale_pool == 12 - 1


def test_scales_owed_beyond_an_empty_pool_still_count() -> None:
    """Seed: "any scales you gained but couldn't collect still count towards your total"."""
    s, p = _at("earth_temple", players=2)
    s.scales[1 - p] = 6
    s.scale_pool = 1
    dragon_to(s, "red", [1, 1])
    dragon_to(s, "green", [1, 1])
    dragon_to(s, "blue", [1, 1])
    set_hand(s, p, [("terrah", 3)])
    events = apply(s, "contribute", tile=[1, 1], box=2)
    scored = next(e for e in events if e["type"] == "scales_scored")
    assert s.scales == [0, 0], "3 scales counted though the pool held only 1"
    assert scored["returned"] == {str(1 - p): 6, str(p): 3}
    assert scored["payouts"] == {str(1 - p): 6, str(p): 3}
    assert s.scale_pool == 7


def test_crystals_are_unlimited() -> None:
    """Seed: "the Crystals are unlimited ... keep counting the points they represent" (45 tokens in the box)."""
    s, p = _at("aqueduct")
    s.crystals[p] = 45
    set_hand(s, p, [("aqua", 3), ("aqua", 2)])
    apply(s, "contribute", tile=[1, 1], box=0)
    assert s.crystals[p] == 46


def test_variant_everybody_returns_scales_at_a_scoring() -> None:
    """Reference §1.6 item 6: Knizia's original rule made everybody discard their scales (variant)."""
    s = new_game(3, 3, all_return_scales=True)
    p = s.current
    place(s, "earth_temple", (1, 1))
    stand(s, p, [1, 1], CONTRIBUTE)
    a, b = (p + 1) % 3, (p + 2) % 3
    s.scales[p], s.scales[a], s.scales[b] = 6, 2, 1
    s.scale_pool = 1
    dragon_to(s, "green", [1, 1])
    set_hand(s, p, [("terrah", 3)])
    apply(s, "contribute", tile=[1, 1], box=2)
    assert s.crystals[p] == 6 and s.crystals[a] == 0
    assert s.scales == [0, 0, 0] and s.scale_pool == 10
