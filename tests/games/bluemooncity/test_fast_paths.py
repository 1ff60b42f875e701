"""The fast paths of the rules (listing tables, cached Decisions, the payment search's
shortcuts) give exactly the answers of the plain readings of the rules they replace:
the legal actions of seed "How to Play" listed from `queries`, the prompts built with `tr`,
the most a hand pays and the cheapest set of reference §1.2 (peoples-and-powers)."""

from __future__ import annotations

import random
from itertools import combinations, product

import pytest

from boardgames_gui.engine.api import Action, Decision, concretise
from boardgames_gui.engine.i18n import set_translator, tr
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemooncity import payment
from boardgames_gui.games.bluemooncity.data import (
    ANY,
    CARDS,
    HOAX_RECOLOUR,
    KHIND_WILD_VALUE,
    MIMIX_PAIR_VALUE,
    PEOPLE_IDS,
)
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


def _plain_recolour_feasible(groups: dict[str, int], h1: int, h2: int) -> bool:
    """Reference §1.2 read plainly: every way of giving one card to each value-2 power, then
    value-1 powers of up to four cards of one people, each power recolouring a card at least."""
    total = sum(groups.values())
    if total == 0:
        return h1 == 0 and h2 == 0
    if h2 > total:
        return False
    if h2 == 0:
        need = sum(-(-n // HOAX_RECOLOUR[1]) for n in groups.values() if n)
        return need <= h1 <= total
    for people, n in groups.items():
        if n:
            groups[people] -= 1
            ok = _plain_recolour_feasible(groups, h1, h2 - 1)
            groups[people] += 1
            if ok:
                return True
    return False


def _plain_set_worth_for(types: tuple[tuple[str, int], ...], target: str) -> int | None:
    """The set-worth programme as first written: every card's role tried one card at a time."""
    hoax, khind = payment.HOAX, payment.KHIND
    if target == hoax or not any(p == hoax and v in (1, 2) for p, v in types):
        return payment._plain_worth(types, target)
    natural = sum(v for p, v in types if p == target)
    powers = [v for p, v in types if p == hoax and v in (1, 2)]
    others = [(p, v) for p, v in types if p != target and not (p == hoax and v in (1, 2))]
    must = [c for c in others if not payment._is_wild(c[0], c[1], target)]
    optional = [c for c in others if payment._is_wild(c[0], c[1], target)]
    best = None
    for mask in range(1 << len(powers)):
        h1 = sum(1 for i, v in enumerate(powers) if mask >> i & 1 and v == 1)
        h2 = sum(1 for i, v in enumerate(powers) if mask >> i & 1 and v == 2)
        forced = must + [(hoax, v) for i, v in enumerate(powers) if not mask >> i & 1]
        for omask in range(1 << len(optional)):
            recoloured = forced + [c for i, c in enumerate(optional) if omask >> i & 1]
            wild = [c for i, c in enumerate(optional) if not omask >> i & 1]
            mimix = sum(1 for p, _ in wild if p != khind)
            if mimix % 2:
                continue
            worth = natural + sum(v for _, v in recoloured)
            worth += (
                sum(1 for p, _ in wild if p == khind) * KHIND_WILD_VALUE + (mimix // 2) * MIMIX_PAIR_VALUE
            )
            groups: dict[str, int] = {}
            for p, _ in recoloured:
                groups[p] = groups.get(p, 0) + 1
            if _plain_recolour_feasible(groups, h1, h2) and (best is None or worth > best):
                best = worth
    return best


def test_the_recolouring_check_equals_trying_every_distribution() -> None:
    """Reference §1.2 (a value-1 Hoax recolours up to 4 cards of one people, a value-2 one card):
    the counted answer equals trying every way of giving cards to the powers."""
    rnd = random.Random(21)
    for _ in range(4000):
        groups = [rnd.randint(0, 9) for _ in range(rnd.randint(0, 4))]
        h1, h2 = rnd.randint(0, 4), rnd.randint(0, 5)
        plain = _plain_recolour_feasible({str(i): n for i, n in enumerate(groups)}, h1, h2)
        assert payment._recolour_feasible(groups, h1, h2) == plain, (groups, h1, h2)


def test_set_worth_equals_trying_every_role_of_every_card() -> None:
    """Reference §1.2: the worth of a chosen set (roles counted per card kind) equals trying
    power-or-card for every Hoax card and wild-or-recoloured for every wild card one by one."""
    rnd = random.Random(22)
    hoax = [c for c in range(len(CARDS)) if CARDS[c][0] == "hoax"]
    wild = [c for c in range(len(CARDS)) if CARDS[c][0] in ("khind", "mimix")]
    for _ in range(1500):
        cards = set(rnd.sample(range(len(CARDS)), rnd.randint(0, 4)))
        cards |= set(rnd.sample(hoax, rnd.randint(0, 3))) | set(rnd.sample(wild, rnd.randint(0, 3)))
        types = tuple(sorted(CARDS[c] for c in cards))
        for people in PEOPLE_IDS:
            assert payment._set_worth_for(types, people) == _plain_set_worth_for(types, people), (
                types,
                people,
            )


def _first_cheapest_by_brute_force(types: tuple[tuple[str, int], ...], box_people: str, value: int):
    """The cheapest set as the search defines it, by trying every set: least card value, then
    fewest cards; among those, the first in the search's order (kinds in `_search_order`, most
    cards of the earlier kinds first); the first people, in people order, that reaches it."""
    counts: dict[tuple[str, int], int] = {}
    for t in types:
        counts[t] = counts.get(t, 0) + 1
    best = None
    for target in payment.target_peoples(box_people):
        kinds = sorted(counts, key=payment._search_order(target))
        for taken in product(*(range(counts[k] + 1) for k in kinds)):
            chosen = tuple(sorted(k for k, n in zip(kinds, taken, strict=True) for _ in range(n)))
            if not chosen:
                continue
            worth = _plain_set_worth_for(chosen, target)
            if worth is None or worth < value:
                continue
            # least cost first; among equal costs, most cards of the earlier kinds first;
            # an earlier people keeps a tie
            key = (sum(v for _, v in chosen), len(chosen), tuple(-n for n in taken))
            if (
                best is None
                or key[:2] < best[0][:2]
                or (key[:2] == best[0][:2] and target == best[2] and key < best[0])
            ):
                best = (key, chosen, target)
    return None if best is None else best[1]


def test_the_cheapest_set_is_the_first_cheapest_set_of_the_search_order() -> None:
    """Contribution phase, the suggested payment: the very set the search proposes (not only an
    equally cheap one) is the first cheapest set in its order, found here by trying every set."""
    hoax = [c for c in range(len(CARDS)) if CARDS[c][0] == "hoax"]
    for hand, rnd in _random_hands(23, 400, 8):
        if rnd.random() < 0.5:
            hand = list(dict.fromkeys(hand + rnd.sample(hoax, 2)))
        people = rnd.choice((*PEOPLE_IDS, ANY))
        value = rnd.randint(1, 5)
        types = payment.usable_types(tuple(sorted(CARDS[c] for c in hand)), people)
        assert payment._cheapest_types(types, people, value) == _first_cheapest_by_brute_force(
            types, people, value
        ), (hand, people, value)
