"""People powers (values 1 and 2): reference §1.2 peoples-and-powers; seed "Getting to Know the People Cards"."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action, IllegalAction
from boardgames_gui.games.bluemooncity.rules import box_payable, dragon_targets, reachable_tiles
from boardgames_gui.games.bluemooncity.state import CONTRIBUTE, MOVE

from .helpers import RULES, apply, dragon_to, new_game, place, set_hand, stand


def _moving(players: int = 2, seed: int = 3):
    s = new_game(players, seed)
    p = s.current
    stand(s, p, [2, 2], MOVE)
    return s, p


@pytest.mark.parametrize(
    "people, dragon, index", [("vulca", "red", 0), ("terrah", "green", 1), ("aqua", "blue", 2)]
)
def test_dragon_people_value_1_flies_its_dragon_onto_any_tile(people: str, dragon: str, index: int) -> None:
    """Vulca/Terrah/Aqua value 1: fly the red/green/blue dragon onto any tile, from beside the city too."""
    s, p = _moving()
    (card,) = set_hand(s, p, [(people, 1)])
    apply(s, "power", card=card)
    assert s.pending == {"kind": "dragon_fly", "card": card, "dragon": dragon}
    assert len(dragon_targets(s)) == 21
    events = apply(s, "dragon", to=[4, 2])
    assert s.dragons[index] == [4, 2] and s.pending is None
    assert card not in s.hands[p] and s.discard[-1] == card
    assert events[0]["type"] == "dragon_moved"


def test_dragon_people_value_2_moves_its_dragon_up_to_three_steps_only_in_the_city() -> None:
    """Value 2: move the dragon up to 3 orthogonal steps; it must already be in the city."""
    s, p = _moving()
    (card,) = set_hand(s, p, [("aqua", 2)])
    assert Action("power", card=card) not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("power", card=card))
    assert "beside the city" in err.value.message
    dragon_to(s, "blue", [0, 2])
    apply(s, "power", card=card)
    targets = dragon_targets(s)
    assert [3, 2] in targets and [4, 2] not in targets and [0, 2] not in targets
    with pytest.raises(IllegalAction):
        RULES.apply(s, Action("dragon", to=[4, 2]))
    apply(s, "dragon", to=[2, 3])
    assert s.dragons[2] == [2, 3]


def test_a_pending_power_can_be_cancelled_and_the_card_stays() -> None:
    s, p = _moving()
    (card,) = set_hand(s, p, [("vulca", 1)])
    apply(s, "power", card=card)
    apply(s, "cancel")
    assert s.pending is None and s.hands[p] == [card]


def test_flit_value_1_moves_the_figure_to_any_tile() -> None:
    """Flit value 1: move own figure to any tile."""
    s, p = _moving()
    (card,) = set_hand(s, p, [("flit", 1)])
    apply(s, "power", card=card)
    assert len(reachable_tiles(s, p)) == 20
    apply(s, "move", to=[4, 3])
    assert s.figures[p] == [4, 3] and card in s.discard


def test_flit_value_2_gives_two_extra_steps() -> None:
    """Flit value 2: up to 2 extra steps (total 4)."""
    s, p = _moving()
    (card,) = set_hand(s, p, [("flit", 2)])
    apply(s, "power", card=card)
    assert s.steps_left == 4 and card in s.discard
    assert [4, 1] in reachable_tiles(s, p)  # 3 steps
    apply(s, "move", to=[4, 1])
    assert s.steps_left == 1


def test_khind_card_counts_as_a_wild_value_1() -> None:
    """Khind (1, 2 or 3): a wild value 1 of any colour for one contribution."""
    s = new_game(2, 3)
    p = s.current
    place(s, "earth_temple", (1, 1))
    stand(s, p, [1, 1], CONTRIBUTE)
    t2, k3 = set_hand(s, p, [("terrah", 2), ("khind", 3)])
    apply(s, "contribute", tile=[1, 1], box=2, cards=[t2, k3])  # 2 + wild 1 = 3
    assert s.tiles[1][1]["markers"][2] == p


def test_two_mimix_cards_make_a_wild_3() -> None:
    """Mimix: two cards of value 1 or 2 together act as one wild 3."""
    s = new_game(2, 3)
    p = s.current
    place(s, "fire_temple", (1, 1))
    stand(s, p, [1, 1], CONTRIBUTE)
    m1, m1b, v2 = set_hand(s, p, [("mimix", 1), ("mimix", 1), ("vulca", 2)])
    apply(s, "contribute", tile=[1, 1], box=0, cards=[m1, m1b, v2])  # 3 + 2 = 5
    assert s.tiles[1][1]["markers"][0] == p
    s2 = new_game(2, 3)
    p2 = s2.current
    place(s2, "fire_temple", (1, 1))
    stand(s2, p2, [1, 1], CONTRIBUTE)
    (lone,) = set_hand(s2, p2, [("mimix", 1)])
    with pytest.raises(IllegalAction):
        RULES.apply(s2, Action("contribute", tile=[1, 1], box=2, cards=[lone]))


def test_hoax_value_1_recolours_up_to_four_cards_of_one_colour() -> None:
    """Hoax 1: recolour up to 4 cards that share one colour, for one contribution."""
    s = new_game(2, 3)
    p = s.current
    place(s, "fire_temple", (1, 1))
    stand(s, p, [1, 1], CONTRIBUTE)
    h1, a2, a3 = set_hand(s, p, [("hoax", 1), ("aqua", 2), ("aqua", 3)])
    apply(s, "contribute", tile=[1, 1], box=0, cards=[h1, a2, a3])  # blue 5 recoloured black
    assert s.tiles[1][1]["markers"][0] == p
    s2 = new_game(2, 3)
    p2 = s2.current
    place(s2, "fire_temple", (1, 1))
    stand(s2, p2, [1, 1], CONTRIBUTE)
    h, a, f = set_hand(s2, p2, [("hoax", 1), ("aqua", 2), ("flit", 3)])
    with pytest.raises(IllegalAction):  # two different colours need two Hoax cards
        RULES.apply(s2, Action("contribute", tile=[1, 1], box=0, cards=[h, a, f]))


def test_hoax_value_2_recolours_one_card() -> None:
    """Hoax 2: recolour 1 card for one contribution."""
    s = new_game(2, 3)
    p = s.current
    place(s, "fire_temple", (1, 1))
    stand(s, p, [1, 1], CONTRIBUTE)
    h2, a3, a2 = set_hand(s, p, [("hoax", 2), ("aqua", 3), ("aqua", 2)])
    with pytest.raises(IllegalAction):
        RULES.apply(s, Action("contribute", tile=[1, 1], box=0, cards=[h2, a3, a2]))
    apply(s, "contribute", tile=[1, 1], box=2, cards=[h2, a3])
    assert s.tiles[1][1]["markers"][2] == p


def test_pillar_allows_a_further_offering_at_plus_one_or_two_crystals() -> None:
    """Pillar 1 / 2: after an offering, one more offering paying 1 / 2 crystals over the box."""
    s = new_game(2, 3)
    p = s.current
    stand(s, p, [2, 2], CONTRIBUTE)
    y1, y2 = set_hand(s, p, [("pillar", 1), ("pillar", 2)])
    s.crystals[p] = 7 + 8 + 8 + 2
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("offer", cards=[y1]))
    assert err.value.code == "pillar_first"
    apply(s, "offer", cards=[])  # 7
    apply(s, "offer", cards=[y1])  # 7 + 1
    assert s.crystals[p] == 25 - 7 - 8
    apply(s, "offer", cards=[y2])  # 8 + 2
    assert s.crystals[p] == 0 and s.offerings(p) == 3
    assert y1 in s.discard and y2 in s.discard


def test_powers_only_in_their_phase() -> None:
    """Reference §1.2: movement powers in the movement phase, contribution powers in the contribution phase."""
    s, p = _moving()
    k1, v1 = set_hand(s, p, [("khind", 1), ("vulca", 1)])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("power", card=k1))
    assert err.value.code == "contribution_power"
    s.phase = CONTRIBUTE
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("power", card=v1))
    assert err.value.code == "not_movement"


def test_value_3_cards_have_no_power() -> None:
    s, p = _moving()
    (card,) = set_hand(s, p, [("flit", 3)])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("power", card=card))
    assert err.value.code == "no_power"


def test_a_card_is_used_for_its_value_or_its_power_never_both() -> None:
    """Reference §1.2: a card is either contributed for its value or discarded for its power."""
    s, p = _moving()
    (card,) = set_hand(s, p, [("vulca", 1)])
    apply(s, "power", card=card)
    apply(s, "dragon", to=[1, 2])
    assert card not in s.hands[p]
    place(s, "fire_temple", (1, 2))
    apply(s, "move", to=[1, 2])
    apply(s, "end_phase")
    # the played card is gone, so the 1 it was worth cannot pay anything any more
    with pytest.raises(IllegalAction):
        RULES.apply(s, Action("contribute", tile=[1, 2], box=2, cards=[card]))


def test_reachable_tiles_with_flit_show_what_the_flit_cards_would_open() -> None:
    """Reference §3.3: highlight reachable tiles (≤2 steps; Flit value 2 → 4; Flit value 1 → all)."""
    s, p = _moving()
    set_hand(s, p, [("flit", 2), ("aqua", 3)])
    assert len(reachable_tiles(s, p)) == 12
    wider = reachable_tiles(s, p, with_flit=True)
    assert [4, 1] in wider and [0, 1] in wider and len(wider) == 20
    set_hand(s, p, [("flit", 1)])
    assert len(reachable_tiles(s, p, with_flit=True)) == 20
    set_hand(s, p, [("aqua", 3)])
    assert reachable_tiles(s, p, with_flit=True) == reachable_tiles(s, p)


def _paying(building: str, spec: list[tuple[str, int]]):
    s = new_game(2, 3)
    p = s.current
    place(s, building, (1, 1))
    stand(s, p, [1, 1], CONTRIBUTE)
    return s, p, set_hand(s, p, spec)


def test_never_both_a_khind_used_as_a_wild_counts_1_not_its_value() -> None:
    """Reference §1.2 "value or power, never both": a Khind 3 on a red box is a wild 1, not a 3."""
    s, p, (k3,) = _paying("earth_temple", [("khind", 3)])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("contribute", tile=[1, 1], box=2, cards=[k3]))  # red 3
    assert err.value.code == "too_little" and "worth 1" in err.value.message


def test_never_both_a_hoax_spent_on_its_power_adds_no_value() -> None:
    """Reference §1.2: the Hoax card that recolours is spent on its power, its own value does not count."""
    s, p, (h2, a3) = _paying("fire_temple", [("hoax", 2), ("aqua", 3)])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("contribute", tile=[1, 1], box=0, cards=[h2, a3]))  # black 5: 3, not 2 + 3
    assert err.value.code == "too_little" and "worth 3" in err.value.message
    assert box_payable(s, p, [1, 1], 2) and not box_payable(s, p, [1, 1], 1)


def test_never_both_two_mimix_used_as_a_wild_3_are_worth_3_not_their_sum() -> None:
    """Reference §1.2: Mimix 2 + 2 as a wild pair are worth 3 on a black box (on a brown box, their value 4)."""
    s, p, (m2, m2b) = _paying("fire_temple", [("mimix", 2), ("mimix", 2)])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("contribute", tile=[1, 1], box=1, cards=[m2, m2b]))  # black 4
    assert err.value.code == "too_little"
    apply(s, "contribute", tile=[1, 1], box=2, cards=[m2, m2b])  # black 3
    s2, p2, (n2, n2b) = _paying("city_residence", [("mimix", 2), ("mimix", 2)])
    apply(s2, "contribute", tile=[1, 1], box=0, cards=[n2, n2b])  # brown 4 paid with their value
    assert s2.tiles[1][1]["markers"][0] == p2


@pytest.mark.parametrize("people", ["vulca", "terrah", "aqua", "flit"])
@pytest.mark.parametrize("value", [1, 2])
def test_movement_peoples_powers_only_in_the_movement_phase(people: str, value: int) -> None:
    """Reference §1.2 Phase column: Vulca, Terrah, Aqua and Flit powers belong to the movement phase."""
    s, p = _moving()
    dragon_to(s, "red", [0, 2])
    dragon_to(s, "green", [0, 2])
    dragon_to(s, "blue", [0, 2])
    (card,) = set_hand(s, p, [(people, value)])
    assert Action("power", card=card) in RULES.legal_actions(s)
    s.phase = CONTRIBUTE
    assert Action("power", card=card) not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("power", card=card))
    assert err.value.code == "not_movement"


@pytest.mark.parametrize("people", ["khind", "mimix", "hoax", "pillar"])
@pytest.mark.parametrize("value", [1, 2])
def test_contribution_peoples_powers_not_in_the_movement_phase(people: str, value: int) -> None:
    """Reference §1.2 Phase column: Khind, Mimix, Hoax and Pillar powers belong to the contribution phase."""
    s, p = _moving()
    (card,) = set_hand(s, p, [(people, value)])
    assert Action("power", card=card) not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("power", card=card))
    assert err.value.code == "contribution_power"
