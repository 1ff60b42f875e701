"""Contribution and offering: seed 001 "Contribution Phase", "Crystals and the Obelisk"; reference §1.6-1.7."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action, IllegalAction
from boardgames_gui.games.bluemooncity import payment
from boardgames_gui.games.bluemooncity.rules import box_reward, suggest_payment
from boardgames_gui.games.bluemooncity.state import CONTRIBUTE

from .helpers import RULES, apply, cell_of, fill_markers, new_game, place, set_hand, stand


def _at(building: str, players: int = 2, seed: int = 3):
    s = new_game(players, seed)
    p = s.current
    place(s, building, (1, 1))
    stand(s, p, [1, 1], CONTRIBUTE)
    return s, p


def test_contribution_pays_a_box_with_cards_of_its_colour_and_places_a_marker() -> None:
    """Seed: discard cards matching the space's colour adding up to its number; put a marker on it."""
    s, p = _at("city_residence")  # brown (Mimix) 4, 3, 2 [SEED example]
    cards = set_hand(s, p, [("mimix", 3), ("aqua", 3)])
    assert Action("contribute", tile=[1, 1], box=1) in RULES.legal_actions(s)
    apply(s, "contribute", tile=[1, 1], box=1, cards=[cards[0]])
    assert s.tiles[1][1]["markers"] == [None, p, None]
    assert s.markers_left[p] == 9
    assert s.hands[p] == [cards[1]] and s.discard[-1] == cards[0]


def test_contribution_overpay_is_lost() -> None:
    """Reference §1.6: total at least the box value, overpay is lost."""
    s, p = _at("city_residence")
    cards = set_hand(s, p, [("mimix", 3), ("mimix", 3)])
    apply(s, "contribute", tile=[1, 1], box=0, cards=cards)  # 6 for the 4 box
    assert s.tiles[1][1]["markers"][0] == p and s.hands[p] == []


def test_contribution_refuses_cards_of_the_wrong_colour_or_too_little() -> None:
    s, p = _at("city_residence")
    cards = set_hand(s, p, [("mimix", 3), ("aqua", 3), ("mimix", 3)])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("contribute", tile=[1, 1], box=0, cards=[cards[0], cards[1]]))
    assert err.value.code == "card_unused"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("contribute", tile=[1, 1], box=0, cards=[cards[0]]))
    assert err.value.code == "too_little" and "4" in err.value.message


def test_several_boxes_per_turn_each_paid_with_separate_cards() -> None:
    """Seed example (Earth Temple red 5,4,3 with red 3,2,2,1): two contributions 5 (3+2) and 3 (2+1)."""
    s, p = _at("earth_temple")
    c3, c2a, c2b, c1 = set_hand(s, p, [("terrah", 3), ("terrah", 2), ("terrah", 2), ("terrah", 1)])
    apply(s, "contribute", tile=[1, 1], box=0, cards=[c3, c2a])
    apply(s, "contribute", tile=[1, 1], box=2, cards=[c2b, c1])
    assert s.tiles[1][1]["markers"] == [p, None, p]
    assert s.hands[p] == []
    # no leftover value carries over: nothing is left for the 4 box
    assert not any(a["type"] == "contribute" for a in RULES.legal_actions(s))


def test_a_taken_box_cannot_be_paid_again() -> None:
    s, p = _at("earth_temple")
    set_hand(s, p, [("terrah", 3), ("terrah", 3)])
    fill_markers(s, "earth_temple", [1 - p, None, None])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("contribute", tile=[1, 1], box=0))
    assert err.value.code == "box_taken"


def test_no_marker_left_no_contribution() -> None:
    """Seed: "If you don't have any available, you won't be able to make a Contribution"."""
    s, p = _at("earth_temple")
    set_hand(s, p, [("terrah", 3), ("terrah", 3)])
    # the player's ten markers sit on the obelisk
    for i in range(10):
        s.obelisk[i] = p
    s.markers_left[p] = 0
    assert not any(a["type"] == "contribute" for a in RULES.legal_actions(s))
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("contribute", tile=[1, 1], box=2))
    assert err.value.code == "no_marker"


def test_contribute_only_to_the_building_you_stand_on() -> None:
    s, p = _at("earth_temple")
    set_hand(s, p, [("vulca", 3), ("vulca", 3)])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("contribute", tile=cell_of(s, "fire_temple"), box=2))
    assert err.value.code == "not_here"


def test_royal_palace_boxes_take_any_one_people() -> None:
    """Reference buildings-base: Royal Palace ANY colour, one colour per box."""
    s, p = _at("royal_palace")
    a3, b2, a2 = set_hand(s, p, [("aqua", 3), ("flit", 2), ("aqua", 2)])
    with pytest.raises(IllegalAction):
        RULES.apply(s, Action("contribute", tile=[1, 1], box=0, cards=[a3, b2]))  # mixed peoples
    apply(s, "contribute", tile=[1, 1], box=0, cards=[a3, a2])
    assert s.tiles[1][1]["markers"][0] == p


def test_suggest_payment_proposes_the_cheapest_set_and_any_valid_set_is_accepted() -> None:
    """Reference §3.3: propose the minimum-overpay set; the player may change it."""
    s, p = _at("earth_temple")
    c3, c2, c1, c1b = set_hand(s, p, [("terrah", 3), ("terrah", 2), ("terrah", 1), ("terrah", 1)])
    assert sorted(suggest_payment(s, p, [1, 1], 2)) == [c3]  # the 3 box: one card, no overpay
    assert sorted(suggest_payment(s, p, [1, 1], 1)) == sorted([c3, c1])
    apply(s, "contribute", tile=[1, 1], box=1, cards=[c2, c1, c1b])  # another valid set for 4
    assert s.hands[p] == [c3]
    # the listed action without cards pays with the suggestion
    s2, p2 = _at("earth_temple")
    d3, d2, d1, _ = set_hand(s2, p2, [("terrah", 3), ("terrah", 2), ("terrah", 1), ("terrah", 1)])
    events = apply(s2, "contribute", tile=[1, 1], box=0)
    assert sorted(events[0]["cards"]) == sorted([d3, d2])


def test_box_reward_says_what_a_box_will_earn() -> None:
    s, p = _at("aqueduct")  # one blue 5 box: majority 1 scale, each 1 crystal
    set_hand(s, p, [("aqua", 3), ("aqua", 2)])
    reward = box_reward(s, [1, 1], 0)
    assert reward["completes"] and reward["majority"] == p
    assert reward["crystals"] == 1 and reward["scales"] == 1


def test_offering_on_the_courtyard_in_the_lowest_free_box_paying_its_crystals() -> None:
    """Seed example (Laura): the 7s and 8s are taken, so she pays 9 for a 9 box."""
    s = new_game(4, 2)
    p = s.current
    stand(s, p, [2, 2], CONTRIBUTE)
    q = (p + 1) % 4
    for i in range(6):  # 7,7,7,7,8,8 taken
        s.obelisk[i] = q
    s.markers_left[q] -= 6
    s.crystals[p] = 12
    assert Action("offer", cards=[]) in RULES.legal_actions(s)
    apply(s, "offer", cards=[])
    assert s.obelisk[6] == p and s.crystals[p] == 3 and s.markers_left[p] == 9


def test_offering_needs_enough_crystals_and_a_marker() -> None:
    s = new_game(2, 2)
    p = s.current
    stand(s, p, [2, 2], CONTRIBUTE)
    s.crystals[p] = 6
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("offer", cards=[]))
    assert "7" in err.value.message


def test_only_one_offering_per_turn_without_a_pillar() -> None:
    """Seed: "you can't make multiple Offerings in one turn, unless you have a card with a Special Power"."""
    s = new_game(2, 2)
    p = s.current
    set_hand(s, p, [("aqua", 3)])
    stand(s, p, [2, 2], CONTRIBUTE)
    s.crystals[p] = 30
    apply(s, "offer", cards=[])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("offer", cards=[]))
    assert err.value.code == "one_offering"


def test_offerings_only_on_the_courtyard() -> None:
    s, p = _at("earth_temple")
    s.crystals[p] = 30
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("offer", cards=[]))
    assert err.value.code == "not_courtyard"


def test_legal_actions_list_one_contribution_per_payable_box_without_cards() -> None:
    """The card-set scheme (rules.py docstring): one listed action per box; card sets checked in apply."""
    s, p = _at("earth_temple")
    set_hand(s, p, [("terrah", 3), ("terrah", 2), ("terrah", 1), ("khind", 1)])
    listed = [a for a in RULES.legal_actions(s) if a["type"] == "contribute"]
    assert listed == [
        Action("contribute", tile=[1, 1], box=0),
        Action("contribute", tile=[1, 1], box=1),
        Action("contribute", tile=[1, 1], box=2),
    ]


def test_contribution_prompt_says_what_the_tile_allows() -> None:
    """Seed "Contribution Phase": contribute to the building you stand on, or on the Courtyard make an
    offering (a further one only with a Pillar card); the prompt names only what the tile allows."""
    s = new_game(2, 3)
    p = s.current
    place(s, "fire_temple", (1, 1))
    stand(s, p, [1, 1], CONTRIBUTE)
    set_hand(s, p, [("vulca", 3), ("vulca", 2)])
    prompt = RULES.decision(s).prompt
    assert "contribute to this building" in prompt and "offering" not in prompt
    stand(s, p, [2, 2], CONTRIBUTE)
    set_hand(s, p, [("pillar", 1)])
    s.crystals[p] = 20
    prompt = RULES.decision(s).prompt
    assert "offering to the obelisk" in prompt and "contribute" not in prompt
    apply(s, "offer", cards=[])
    assert "Pillar card makes a further offering" in RULES.decision(s).prompt


def test_the_suggested_set_is_the_cheapest_paying_set() -> None:
    """Contribution phase: the suggested set pays the box, and no set of the hand pays it for
    less card value (then fewer cards), Hoax powers and wilds included (reference §1.2)."""
    import random
    from itertools import combinations

    from boardgames_gui.games.bluemooncity.data import ANY, CARDS, PEOPLE_IDS

    rnd = random.Random(9)
    hoax = [c for c in range(len(CARDS)) if CARDS[c][0] == "hoax"]
    for n in range(60):
        hand = rnd.sample(range(len(CARDS)), rnd.randint(1, 7))
        if n % 2:  # plenty of Hoax powers: the hard case
            hand = list(dict.fromkeys(hand + rnd.sample(hoax, rnd.randint(1, 3))))
        people = rnd.choice((*PEOPLE_IDS, ANY))
        value = rnd.randint(1, 8)
        found = payment.cheapest_set(hand, people, value)
        costs = [
            (sum(CARDS[c][1] for c in subset), len(subset))
            for size in range(1, len(hand) + 1)
            for subset in combinations(hand, size)
            if (payment.set_worth(subset, people) or (0, ""))[0] >= value
        ]
        if found is None:
            assert not costs
        else:
            assert payment.set_worth(found, people)[0] >= value
            assert (sum(CARDS[c][1] for c in found), len(found)) == min(costs)


def test_defect_mimix_pair_on_a_mimix_box_counts_as_a_wild_three_not_two() -> None:
    """Reference §1.2: any two Mimix cards of value 1 or 2 act as one wild value-3 of any
    colour, brown boxes included. The defect counted a Mimix 1+1 on a Mimix box as 2."""
    s, p = _at("city_residence")  # brown (Mimix) 4, 3, 2
    cards = set_hand(s, p, [("mimix", 1), ("mimix", 1), ("aqua", 3)])
    assert Action("contribute", tile=[1, 1], box=1) in RULES.legal_actions(s)
    assert suggest_payment(s, p, [1, 1], 1) == sorted(cards[:2])
    events = apply(s, "contribute", tile=[1, 1], box=1, cards=cards[:2])
    paid = next(e for e in events if e["type"] == "contributed")
    assert (paid["worth"], paid["paid_as"]) == (3, "mimix")
    assert s.tiles[1][1]["markers"][1] == p


def test_defect_a_hoax_power_recolours_cards_for_a_hoax_box_too() -> None:
    """Reference §1.2: a Hoax power recolours cards for any contribution. The defect let no
    Hoax power work on a Hoax (white) box."""
    s, p = _at("library")  # white (Hoax) 4, 3, 2
    cards = set_hand(s, p, [("hoax", 1), ("vulca", 3), ("aqua", 2)])
    assert Action("contribute", tile=[1, 1], box=1) in RULES.legal_actions(s)
    assert suggest_payment(s, p, [1, 1], 1) == sorted(cards[:2])
    events = apply(s, "contribute", tile=[1, 1], box=1, cards=cards[:2])
    paid = next(e for e in events if e["type"] == "contributed")
    assert (paid["worth"], paid["paid_as"]) == (3, "hoax")
    # a Hoax card there still pays as its own colour when it is no power
    s, p = _at("library")
    cards = set_hand(s, p, [("hoax", 2), ("aqua", 3)])
    assert suggest_payment(s, p, [1, 1], 2) == [cards[0]]


def test_defect_a_hand_whose_hoax_power_leaves_a_mimix_pair_may_pay_the_box() -> None:
    """Reference §1.2: a value-1 Hoax recolours UP TO four cards. The defect weighed only
    recolouring as many Mimix cards as it could, so Hoax 1 + Mimix 2, 1, 1 (recolour the 2,
    pair the two 1s: 5) was not offered for a value-5 box although that set pays it."""
    s, p = _at("fire_temple")  # black (Vulca) 5, 4, 3
    cards = set_hand(s, p, [("hoax", 1), ("mimix", 2), ("mimix", 1), ("mimix", 1)])
    assert payment.set_worth(cards, "vulca") == (5, "vulca")
    assert Action("contribute", tile=[1, 1], box=0) in RULES.legal_actions(s)
    assert suggest_payment(s, p, [1, 1], 0) == sorted(cards)
