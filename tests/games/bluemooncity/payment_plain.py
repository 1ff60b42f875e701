"""The plain reading of paying a box (reference §1.2), as a test oracle for `payment`.

Every role of every card is tried in turn: each Hoax card of value 1 or 2 is a power on
one people's cards or a card itself, and each people's cards are weighed on their own
(recoloured, wild, or, in a hand, left out). It is slow on big hands, so the game uses
`payment`; the tests check that both give the same answers and suggest the same cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import product

from boardgames_gui.games.bluemooncity.data import (
    ANY,
    CARDS,
    HOAX_RECOLOUR,
    KHIND_WILD_VALUE,
    MIMIX_PAIR_VALUE,
    PEOPLE_IDS,
)

KHIND = "khind"
MIMIX = "mimix"
HOAX = "hoax"

#: a card's kind: (people, value); cards of one kind are interchangeable when paying
Kind = tuple[str, int]


def target_peoples(box_people: str) -> Sequence[str]:
    """The peoples a box may be paid in (all eight for an any-colour box)."""
    return PEOPLE_IDS if box_people == ANY else (box_people,)


def is_wild(people: str, value: int, target: str) -> bool:
    """Does this card count for another people without being recoloured: every Khind as
    a wild 1, a Mimix of value 1 or 2 in a pair that is a wild 3?"""
    if people == KHIND:
        return target != KHIND
    return people == MIMIX and value in (1, 2) and target != MIMIX


def is_power(people: str, value: int, target: str) -> bool:
    """May this card be spent on a recolouring power when paying as `target`?"""
    return people == HOAX and value in (1, 2)


def own_worth(values: Sequence[int], target: str) -> int:
    """What the target people's own cards are worth: their values."""
    return sum(values) + (values.count(1) // 2 if target == MIMIX else 0)


def group_worth(
    people: str, values: Sequence[int], target: str, recolours: int, powers: int, every_card: bool
) -> int | None:
    """The most one other people's cards add when `powers` Hoax powers on them may recolour
    up to `recolours` cards (each power at least one): recoloured cards count their value,
    wild cards count as wilds, and the others count only when recoloured. With
    `every_card` each card must count (None when that is impossible); else cards may stay out."""
    counts = Counter(values)
    faces = sorted(counts)
    best: int | None = None
    for recoloured in _splits([counts[v] for v in faces], recolours):
        if every_card and sum(recoloured) < powers:
            continue
        worth = sum(v * n for v, n in zip(faces, recoloured, strict=True))
        wild = 0
        stray = 0  # cards left that count for nothing
        for v, n in zip(faces, recoloured, strict=True):
            left = counts[v] - n
            if is_wild(people, v, target):
                wild += left
            else:
                stray += left
        if people == KHIND:
            worth += wild * KHIND_WILD_VALUE
        else:  # Mimix pairs; an odd Mimix left over counts for nothing
            worth += (wild // 2) * MIMIX_PAIR_VALUE
            stray += wild % 2
        if every_card and stray:
            continue
        if best is None or worth > best:
            best = worth
    return best


def _splits(counts: Sequence[int], most: int) -> Iterator[tuple[int, ...]]:
    """Every way of taking 0..counts[i] of each entry, at most `most` in all."""
    if not counts:
        yield ()
        return
    for n in range(min(counts[0], most) + 1):
        for rest in _splits(counts[1:], most - n):
            yield (n, *rest)


def worth_as(kinds: Sequence[Kind], target: str, every_card: bool = True) -> int | None:
    """The most these cards pay as `target`, each Hoax card of value 1 or 2 being a power
    on one people's cards or a card itself. With `every_card` (a chosen set) every card must
    count and None says that no use of them does; else cards may stay unused (a hand)."""
    powers = [i for i, (people, value) in enumerate(kinds) if is_power(people, value, target)]
    others = sorted({people for people, _ in kinds if people != target})
    best: int | None = None
    for roles in product([None, *others], repeat=len(powers)):
        role_of = dict(zip(powers, roles, strict=True))
        own: list[int] = []
        groups: dict[str, list[int]] = {}
        recolours: dict[str, int] = {}
        spent: dict[str, int] = {}
        for i, (people, value) in enumerate(kinds):
            on = role_of.get(i)
            if on is not None:
                recolours[on] = recolours.get(on, 0) + HOAX_RECOLOUR[value]
                spent[on] = spent.get(on, 0) + 1
            elif people == target:
                own.append(value)
            else:
                groups.setdefault(people, []).append(value)
        if any(people not in groups for people in spent):
            if every_card:
                continue  # a power with nothing to recolour counts for nothing
        worth: int | None = own_worth(own, target)
        for people, values in groups.items():
            add = group_worth(
                people, values, target, recolours.get(people, 0), spent.get(people, 0), every_card
            )
            if add is None:
                worth = None
                break
            worth += add
        if worth is not None and (best is None or worth > best):
            best = worth
    return best


def _kinds(cards: Iterable[int]) -> list[Kind]:
    return sorted(CARDS[card] for card in cards)


def set_worth(cards: Iterable[int], box_people: str) -> tuple[int, str] | None:
    """(worth, people paid as) of a chosen card set for a box, or None if some card
    cannot count. For an any-colour box the best people is chosen (the first of equals)."""
    kinds = _kinds(cards)
    if not kinds:
        return None
    best: tuple[int, str] | None = None
    for target in target_peoples(box_people):
        worth = worth_as(kinds, target)
        if worth is not None and (best is None or worth > best[0]):
            best = (worth, target)
    return best


def max_worth(hand: Iterable[int], box_people: str) -> int:
    """The most a hand can pay towards one box of this people (cards may stay unused)."""
    kinds = _kinds(hand)
    return max(worth_as(kinds, target, every_card=False) or 0 for target in target_peoples(box_people))


def can_pay(hand: Sequence[int], box_people: str, value: int) -> bool:
    """Can this hand pay a box of this people and value?"""
    return max_worth(hand, box_people) >= value


# --------------------------------------------------------------------------- the cheapest set


def search_order(kind: Kind, target: str) -> tuple[int, int, str]:
    """The order the cheapest-set search takes card kinds in: Hoax powers first (they decide
    whether off-colour cards may join), the target's own cards high first, wilds, then the
    cards that need recolouring; equal kinds by people."""
    people, value = kind
    if is_power(people, value, target):
        return (0, value, people)
    if people == target:
        return (1, -value, people)
    if is_wild(people, value, target):
        return (2, value, people)
    return (3, -value, people)


def may_count(kind: Kind, target: str, powers: bool) -> bool:
    """Can a card of this kind count for `target` at all (`powers`: the hand holds a Hoax power)?"""
    people, value = kind
    return powers or people == target or is_wild(people, value, target) or is_power(people, value, target)


def cheapest_set(hand: Sequence[int], box_people: str, value: int) -> list[int] | None:
    """The card ids that pay a box most cheaply (least card value spent, then fewest
    cards); None when the hand cannot pay it.

    Among equally cheap sets the suggestion is the first of a fixed order: peoples in
    people order, then for each people the set with the most cards of the kinds that
    come first in `search_order`."""
    counts = Counter(CARDS[card] for card in hand)
    best: tuple[tuple[int, int], list[Kind]] | None = None
    for target in target_peoples(box_people):
        powers = any(is_power(people, v, target) for people, v in counts)
        kinds = sorted(
            (k for k in counts if may_count(k, target, powers)), key=lambda k: search_order(k, target)
        )
        found = _first_cheapest(kinds, [counts[k] for k in kinds], target, value, best and best[0])
        if found is not None:
            best = found
    if best is None:
        return None
    wanted = Counter(best[1])
    out = []
    for card in sorted(hand):  # the lowest card ids of each kind
        if wanted[CARDS[card]] > 0:
            wanted[CARDS[card]] -= 1
            out.append(card)
    return out


def _first_cheapest(
    kinds: list[Kind], counts: list[int], target: str, value: int, beat: tuple[int, int] | None
) -> tuple[tuple[int, int], list[Kind]] | None:
    """The first set, taking the most cards of each kind first, that pays `value` as `target`
    for less than every set before it and than `beat`: ((card value, cards), the set)."""
    # A set pays at most its face value plus what Mimix pairs of two value-1 cards add
    # (any other wild or power counts no more than its face): a branch that cannot reach
    # the box with every card still to come holds no paying set.
    face_from = [
        sum(k[1] * n for k, n in zip(kinds[i:], counts[i:], strict=True)) for i in range(len(kinds) + 1)
    ]
    pair_bonus = sum(n for k, n in zip(kinds, counts, strict=True) if k == (MIMIX, 1)) // 2
    best: list = [beat, None]
    chosen: list[Kind] = []

    def visit(i: int, face: int) -> None:
        cost = (face, len(chosen))
        if best[0] is not None and cost >= best[0]:
            return
        if face + face_from[i] + pair_bonus < value:
            return
        if i == len(kinds):
            worth = worth_as(chosen, target) if chosen else None
            if worth is not None and worth >= value:
                best[0], best[1] = cost, sorted(chosen)
            return
        for n in range(counts[i], -1, -1):
            chosen.extend([kinds[i]] * n)
            visit(i + 1, face + kinds[i][1] * n)
            del chosen[len(chosen) - n :]

    visit(0, 0)
    return None if best[1] is None else (best[0], best[1])
