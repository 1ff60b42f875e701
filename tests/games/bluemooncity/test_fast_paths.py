"""The fast paths of the rules (listing tables, cached Decisions, the payment search's
shortcuts) give exactly the answers of the plain readings of the rules they replace:
the legal actions of seed "How to Play" listed from `queries`, the prompts built with `tr`,
the most a hand pays and the cheapest set of reference §1.2 (peoples-and-powers)."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from boardgames_gui.engine.api import Action, Decision, concretise
from boardgames_gui.engine.i18n import set_translator, tr
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemooncity import payment
from boardgames_gui.games.bluemooncity.data import ANY, CARDS, HOAX_RECOLOUR, PEOPLE_IDS
from boardgames_gui.games.bluemooncity.queries import (
    box_payable,
    dragon_targets,
    hand_pays,
    offer_place,
    power_usable,
    reachable_tiles,
)
from boardgames_gui.games.bluemooncity.refusals import offer_problem
from boardgames_gui.games.bluemooncity.state import ASSEMBLY, CONTRIBUTE, MOVE

from .helpers import RULES, new_game


def _plain_legal_actions(s) -> list[Action]:
    """The legal actions read straight from the rules' questions (the listing before tables)."""
    p = s.current
    hand = s.hands[p]
    if s.phase == MOVE:
        if s.pending is not None:
            if s.pending["kind"] == "flit_jump":
                acts = [Action("move", to=c) for c in reachable_tiles(s, p)]
            else:
                acts = [Action("dragon", to=c) for c in dragon_targets(s)]
            return acts + [Action("cancel")]
        acts = [Action("move", to=c) for c in reachable_tiles(s, p)]
        acts += [Action("power", card=c) for c in hand if power_usable(s, c)]
        return acts + [Action("end_phase")]
    if s.phase == CONTRIBUTE:
        acts = []
        tile = s.tile(s.figures[p])
        if tile["building"] != "courtyard" and not tile["rebuilt"] and s.markers_left[p] > 0:
            for i in range(len(tile["markers"])):
                if box_payable(s, p, s.figures[p], i):
                    acts.append(Action("contribute", tile=list(s.figures[p]), box=i))
        if offer_place(s) is not None:
            if s.offerings_this_turn == 0:
                if offer_problem(s, None) is None:
                    acts.append(Action("offer", cards=[]))
            else:
                for card in hand:
                    if (
                        CARDS[card][0] == "pillar"
                        and CARDS[card][1] in (1, 2)
                        and offer_problem(s, card) is None
                    ):
                        acts.append(Action("offer", cards=[card]))
        return acts + [Action("end_phase")]
    if s.phase == ASSEMBLY:
        return [Action("move", to=c) for c in reachable_tiles(s, p)] + [Action("end_phase")]
    acts = [Action("discard", cards=[])] + [Action("discard", cards=[a]) for a in hand]
    return acts + [Action("discard", cards=[a, b]) for a, b in combinations(hand, 2)]


@pytest.mark.parametrize("players, variants", [(2, {}), (3, {"expansion": True}), (4, {"random_city": True})])
def test_listed_actions_equal_the_plain_reading_of_the_rules(players: int, variants: dict) -> None:
    """Seed "How to Play": every phase lists the same actions, in the same order, as the rules' questions."""
    s = new_game(players, 7, **variants)
    rng = Rng.from_seed(11)
    for _ in range(600):
        if RULES.decision(s) is None:
            break
        legal = RULES.legal_actions(s)
        assert legal == _plain_legal_actions(s)
        assert all(type(a) is Action for a in legal)
        RULES.apply_unchecked(s, concretise(rng.choice(legal), rng))


def test_listed_actions_are_fresh_lists_and_frozen() -> None:
    """The shared frozen actions cannot be changed, and changing a returned list changes no later one."""
    s = new_game(2, 3)
    first = RULES.legal_actions(s)
    first.clear()
    assert RULES.legal_actions(s)
    with pytest.raises(TypeError):
        RULES.legal_actions(s)[-1]["type"] = "cancel"


def test_cached_decisions_follow_a_change_of_language() -> None:
    """The prompt is the translated sentence of the moment, even for a Decision made before."""
    s = new_game(2, 3)
    english = RULES.decision(s)
    assert isinstance(english, Decision) and english.prompt.startswith(s.options["names"][s.current])
    set_translator(lambda context, template: "» " + template)
    try:
        translated = RULES.decision(s)
        assert translated.prompt == tr(
            "bluemooncity",
            "{name}: move your figure up to {steps} steps or play a movement power",
            name=s.options["names"][s.current],
            steps=2,
        )
        assert translated.prompt != english.prompt
    finally:
        set_translator(None)
    assert RULES.decision(s) == english


def _plain_max_worth(types: tuple[tuple[str, int], ...], target: str) -> int:
    """The most-a-hand-pays programme as first written: every Hoax split, one full pass each."""
    hoax = payment.HOAX
    natural = sum(v for p, v in types if p == target)
    hoax1 = sum(1 for p, v in types if p == hoax and v == 1 and target != hoax)
    hoax2 = sum(1 for p, v in types if p == hoax and v == 2 and target != hoax)
    base: dict[str, list[int]] = {}
    for p, v in types:
        if p != target and not (p == hoax and v in (1, 2) and target != hoax):
            base.setdefault(p, []).append(v)
    best = 0
    for i in range(hoax1 + 1):
        for j in range(hoax2 + 1):
            groups = {p: list(f) for p, f in base.items()}
            unused = [1] * (hoax1 - i) + [2] * (hoax2 - j)
            if unused:
                groups.setdefault(hoax, []).extend(unused)
            dp = {(i, j): 0}
            for people, faces in groups.items():
                nxt: dict[tuple[int, int], int] = {}
                for (a, b), w in dp.items():
                    for k in range(a + 1):
                        for t in range(b + 1):
                            r = min(len(faces), HOAX_RECOLOUR[1] * k + HOAX_RECOLOUR[2] * t)
                            val = w + payment._group_value(people, faces, r, target)
                            nxt[a - k, b - t] = max(nxt.get((a - k, b - t), -1), val)
                dp = nxt
            best = max(best, natural + max(dp.values()))
    return best


def _random_hands(seed: int, count: int, largest: int):
    rnd = random.Random(seed)
    hoax = [c for c in range(len(CARDS)) if CARDS[c][0] == "hoax"]
    for n in range(count):
        hand = rnd.sample(range(len(CARDS)), rnd.randint(1, largest))
        if n % 2:  # plenty of Hoax powers: the hard case
            hand = list(dict.fromkeys(hand + rnd.sample(hoax, rnd.randint(1, 3))))
        yield hand, rnd


def test_the_most_a_hand_pays_equals_the_plain_programme() -> None:
    """Reference §1.2 (Hoax recolouring, Khind and Mimix wilds): the same worth for every people."""
    for hand, _ in _random_hands(5, 300, 16):
        types = tuple(sorted(CARDS[c] for c in hand))
        for people in PEOPLE_IDS:
            assert payment._max_worth_for(types, people) == _plain_max_worth(types, people)
            assert payment.max_worth(hand, people) == _plain_max_worth(types, people)


def test_the_cheapest_set_is_the_cheapest_paying_set() -> None:
    """Contribution phase: the suggested set pays the box, and no set of the hand pays it for
    less card value (then fewer cards), whichever cards are left out of the search's keys."""
    for hand, rnd in _random_hands(9, 60, 7):
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


def test_paying_without_hoax_powers_is_never_more_than_the_most_a_hand_pays() -> None:
    """Reference §1.2: own cards, Khind wilds and Mimix pairs make one paying set, so whether a
    box can be paid may be answered from it; the answer equals the full weighing of the powers."""
    for hand, rnd in _random_hands(13, 300, 16):
        for people in PEOPLE_IDS:
            assert payment.plain_worth(hand, people) <= payment.max_worth(hand, people)
            value = rnd.randint(1, 10)
            assert hand_pays(hand, people, value) == (payment.max_worth(hand, people) >= value)
