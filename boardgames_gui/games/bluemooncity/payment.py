"""Paying a contribution box with people cards, powers included.

A box of people T and value V is paid by a set of cards whose worth for T is
at least V (overpay is lost) [SEED "Contribution Phase"]. The contribution
powers change what a card is worth (reference §1.2, peoples-and-powers):

* a card of people T is worth its value;
* Khind (any value) is a wild 1 of any people;
* two Mimix cards of value 1 or 2 together are a wild 3;
* a Hoax value 1 recolours up to 4 cards that share one people, a Hoax value 2
  recolours one card: recoloured cards are worth their value for T. The Hoax
  card itself is spent on its power.

A card is used for its value or its power, never both, and every card of a
paid set must count for something (a card that adds nothing is refused, so a
player cannot throw a card away by mistake). On a box of Khind colour those cards
simply pay their value; on a Mimix box two value-1 Mimix cards still make a wild 3, and
on a Hoax box a Hoax card is its own colour or a power.

`set_worth(cards, people)` checks a chosen set; `max_worth(hand, people)` is the
most a hand pays and `can_pay(hand, people, value)` whether it pays a box;
`cheapest_set(hand, people, value)` proposes the set with the lowest card value
spent, then the fewest cards (the first such set in the search's order, so the
proposal never changes with the search's cuts). The plain reading that tries every
role of every card is the tests' oracle (tests/games/bluemooncity/payment_plain.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import product

from .data import ANY, CARDS, HOAX_RECOLOUR, KHIND_WILD_VALUE, MIMIX_PAIR_VALUE, PEOPLE_IDS

KHIND = "khind"
MIMIX = "mimix"
HOAX = "hoax"


def target_peoples(box_people: str) -> Sequence[str]:
    """The peoples a box may be paid in (all eight for an any-colour box)."""
    return PEOPLE_IDS if box_people == ANY else (box_people,)


def _is_wild(people: str, value: int, target: str) -> bool:
    """Can this card count without recolouring although it is not of the target people?"""
    if people == KHIND and target != KHIND:
        return True
    return people == MIMIX and target != MIMIX and value in (1, 2)


def own_pair_gain(types: Iterable[tuple[str, int]], target: str) -> int:
    """What Mimix pairs add on a Mimix box: two value-1 Mimix cards are a wild 3 there too,
    one more than their values (a pair with a value-2 card is worth no more than its values)."""
    if target != MIMIX:
        return 0
    return sum(1 for p, v in types if p == MIMIX and v == 1) // 2


def _recolour_feasible(groups: Sequence[int], h1: int, h2: int) -> bool:
    """Can h1 four-card Hoax powers and h2 one-card powers recolour exactly these cards
    (`groups`: how many of each people), each power recolouring at least one card (a power
    that does nothing is no use)?

    The one-card powers take single cards; the four-card powers then need one power per
    started group of four of each people, and no more powers than cards. Single cards are
    best taken where they save a four-card power: a people's last `(n - 1) % 4 + 1` cards
    save one, every further four another, so the cheapest savings are taken first."""
    total = sum(groups)
    if total == 0:
        return h1 == 0 and h2 == 0
    if h2 > total or h1 > total - h2:
        return False
    chunk = HOAX_RECOLOUR[1]
    need = 0
    prices: list[int] = []  # single cards it takes to save one four-card power
    for n in groups:
        if n:
            started = -(-n // chunk)
            need += started
            prices.append((n - 1) % chunk + 1)
            prices.extend([chunk] * (started - 1))
    singles = h2
    for price in sorted(prices):
        if price > singles:
            break
        singles -= price
        need -= 1
    return need <= h1


# the programme above counts on a value-2 Hoax recolouring exactly one card
assert HOAX_RECOLOUR[2] == 1


def _set_worth_for(types: tuple[tuple[str, int], ...], target: str) -> int | None:
    """Worth of a card set for one target people, every card counting; None if impossible."""
    if not any(p == HOAX and v in (1, 2) for p, v in types):
        return _plain_worth(types, target)
    # Cards of one kind are interchangeable, so the roles are counted per kind: how many
    # Hoax cards of each value are powers, how many of each wild kind are recoloured.
    natural = own_pair_gain(types, target)
    hoax_cards = {1: 0, 2: 0}  # value -> Hoax cards that may be powers
    forced: dict[str, int] = {}  # people -> off-colour cards that must be recoloured
    forced_worth = 0
    wild_kinds: dict[tuple[str, int], int] = {}  # wild cards, which may be recoloured instead
    for p, v in types:
        if p == HOAX and v in (1, 2):  # a power, or a card (on a Hoax box: its own colour)
            hoax_cards[v] += 1
        elif p == target:
            natural += v
        elif _is_wild(p, v, target):
            wild_kinds[p, v] = wild_kinds.get((p, v), 0) + 1
        else:
            forced[p] = forced.get(p, 0) + 1
            forced_worth += v
    wilds = list(wild_kinds.items())
    best: int | None = None
    for h1 in range(hoax_cards[1] + 1):  # value-1 Hoax cards used as powers
        for h2 in range(hoax_cards[2] + 1):
            # the Hoax cards that are no power are off-colour cards to recolour
            unpowered = (hoax_cards[1] - h1, hoax_cards[2] - h2)
            base_groups = dict(forced)
            if unpowered[0] + unpowered[1] and target != HOAX:
                base_groups[HOAX] = base_groups.get(HOAX, 0) + unpowered[0] + unpowered[1]
            base_worth = natural + forced_worth + unpowered[0] + 2 * unpowered[1]
            if sum(base_groups.values()) > HOAX_RECOLOUR[1] * h1 + HOAX_RECOLOUR[2] * h2:
                continue
            for recoloured in product(*(range(n + 1) for _, n in wilds)):
                worth = base_worth
                mimix = 0
                groups = dict(base_groups)
                for ((p, v), n), r in zip(wilds, recoloured, strict=True):
                    worth += r * v
                    if r:
                        groups[p] = groups.get(p, 0) + r
                    if p == KHIND:
                        worth += (n - r) * KHIND_WILD_VALUE
                    else:
                        mimix += n - r
                if mimix % 2:
                    continue
                worth += (mimix // 2) * MIMIX_PAIR_VALUE
                # only a better worth needs the recolouring check: the answer is the maximum
                if best is not None and worth <= best:
                    continue
                if _recolour_feasible(list(groups.values()), h1, h2):
                    best = worth
    return best


def _plain_worth(types: Sequence[tuple[str, int]], target: str) -> int | None:
    """Worth of a set without Hoax powers: every card is of the target people or wild."""
    worth = 0
    mimix = 0
    for p, v in types:
        if p == target:
            worth += v
        elif p == KHIND:
            worth += KHIND_WILD_VALUE
        elif p == MIMIX and v in (1, 2):
            mimix += 1
        else:
            return None
    if mimix % 2:
        return None
    return worth + (mimix // 2) * MIMIX_PAIR_VALUE + own_pair_gain(types, target)


def _best_set_worth(types: tuple[tuple[str, int], ...], box_people: str) -> tuple[int, str] | None:
    best: tuple[int, str] | None = None
    for target in target_peoples(box_people):
        w = _set_worth_for(types, target)
        if w is not None and (best is None or w > best[0]):
            best = (w, target)
    return best


def set_worth(cards: Iterable[int], box_people: str) -> tuple[int, str] | None:
    """(worth, people paid as) of a chosen card set for a box, or None if some card
    cannot count. For an any-colour box the best people is chosen."""
    types = tuple(sorted(map(CARDS.__getitem__, cards)))
    if not types:
        return None
    return _best_set_worth(types, box_people)


# --------------------------------------------------------------------------- the most a hand can pay


def _group_value(people: str, faces: list[int], recoloured: int, target: str) -> int:
    """Best worth of one people's off-target cards when up to `recoloured` of them are recoloured."""
    faces = sorted(faces, reverse=True)
    r = min(recoloured, len(faces))
    if people == KHIND:
        return sum(faces[:r]) + (len(faces) - r) * KHIND_WILD_VALUE
    if people == MIMIX and target != MIMIX:
        threes = faces.count(3)
        twos = faces.count(2)
        ones = faces.count(1)
        best = 0
        # up to r of them recoloured: recolouring fewer may leave a pair to make a wild 3
        for a3 in range(min(r, threes) + 1):
            for a2 in range(min(r - a3, twos) + 1):
                for a1 in range(min(r - a3 - a2, ones) + 1):
                    rest = (twos - a2) + (ones - a1)
                    best = max(best, 3 * a3 + 2 * a2 + a1 + (rest // 2) * MIMIX_PAIR_VALUE)
        return best
    return sum(faces[:r])


# the view asks it for every box the player's figure can reach, at every move and hand-off
# (2 ms a redraw), and a hand changes only now and then: remembered by the hand's card faces
@lru_cache(maxsize=4096)
def _max_worth_for(types: tuple[tuple[str, int], ...], target: str) -> int:
    """The most these cards can pay as `target`: its own cards at their value, plus the best
    use of the Hoax powers. Each Hoax value-1/value-2 card is either a power (it recolours up
    to 4 cards of one people / 1 card) or an off-colour card itself; every split is tried."""
    # on a Hoax box the Hoax cards that are no power count as its own cards (below)
    natural = sum(v for p, v in types if p == target and not (p == HOAX and v in (1, 2)))
    natural += own_pair_gain(types, target)
    hoax1 = sum(1 for p, v in types if p == HOAX and v == 1)
    hoax2 = sum(1 for p, v in types if p == HOAX and v == 2)
    base_groups: dict[str, list[int]] = {}
    for p, v in types:
        if p == target or (p == HOAX and v in (1, 2)):
            continue
        base_groups.setdefault(p, []).append(v)
    hoax_faces = base_groups.pop(HOAX, [])  # Hoax cards that are no power (value 3)
    # The groups other than Hoax are the same for every split, so their best worth with
    # at most (a, b) powers is worked out once; only the Hoax group changes with the split.
    within = _best_with_powers(base_groups, hoax1, hoax2, target)
    best = 0
    for i in range(hoax1 + 1):  # i value-1 and j value-2 Hoax cards used as powers
        for j in range(hoax2 + 1):
            if target == HOAX:  # the Hoax cards that are no power pay as the box's own colour
                own = (hoax1 - i) + 2 * (hoax2 - j)
                best = max(best, natural + own + within[i][j])
                continue
            faces = tuple(sorted(hoax_faces + [1] * (hoax1 - i) + [2] * (hoax2 - j)))
            for k in range(i + 1):  # k and s of those powers recolour Hoax cards
                for s in range(j + 1):
                    r = min(len(faces), HOAX_RECOLOUR[1] * k + HOAX_RECOLOUR[2] * s)
                    rest = within[i - k][j - s]
                    worth = rest + (_group_value(HOAX, list(faces), r, target) if faces else 0)
                    best = max(best, natural + worth)
    return best


def _best_with_powers(groups: dict[str, list[int]], h1: int, h2: int, target: str) -> list[list[int]]:
    """best[a][b]: the most these off-target groups are worth with at most a value-1 and
    b value-2 Hoax powers to share among them (a <= h1, b <= h2)."""
    # exact[(a, b)]: the best worth using exactly a and b powers so far, group by group
    exact = {(0, 0): 0}
    for people, faces in groups.items():
        sorted_faces = tuple(sorted(faces))
        nxt: dict[tuple[int, int], int] = {}
        for (a, b), w in exact.items():
            for k in range(h1 - a + 1):
                for s in range(h2 - b + 1):
                    r = min(len(faces), HOAX_RECOLOUR[1] * k + HOAX_RECOLOUR[2] * s)
                    val = w + _group_value(people, list(sorted_faces), r, target)
                    if nxt.get((a + k, b + s), -1) < val:
                        nxt[a + k, b + s] = val
        exact = nxt
    best = [[0] * (h2 + 1) for _ in range(h1 + 1)]
    for a in range(h1 + 1):
        for b in range(h2 + 1):
            best[a][b] = max(w for (x, y), w in exact.items() if x <= a and y <= b)
    return best


def max_worth(hand: Iterable[int], box_people: str) -> int:
    """The most a hand can pay towards one box of this people (cards may stay unused)."""
    types = tuple(sorted(map(CARDS.__getitem__, hand)))
    return max(_max_worth_for(types, target) for target in target_peoples(box_people))


def can_pay(hand: Sequence[int], box_people: str, value: int) -> bool:
    """Can this hand pay a box of this people and value (powers included)?"""
    return max_worth(hand, box_people) >= value


# --------------------------------------------------------------------------- the cheapest set


def _cost(types: Sequence[tuple[str, int]]) -> tuple[int, int]:
    return (sum(v for _, v in types), len(types))


def _cheapest_types(
    types: tuple[tuple[str, int], ...], box_people: str, value: int
) -> tuple[tuple[str, int], ...] | None:
    """The cheapest set of these card kinds for the box: the first people, in people order,
    whose cheapest set costs least."""
    best: tuple[tuple[int, int], tuple[tuple[str, int], ...]] | None = None
    for target in target_peoples(box_people):
        found = _cheapest_for(types, target, value, None if best is None else best[0])
        if found is not None and (best is None or _cost(found) < best[0]):
            best = (_cost(found), found)
    return None if best is None else best[1]


def _search_order(target: str) -> Callable[[tuple[str, int]], tuple[int, int]]:
    """The order the cheapest-set search takes the card kinds in, as (group, rank): Hoax
    powers first (group 0: they decide whether off-colour cards may join), then the
    target's own cards (1, high first), wilds (2), then cards that need recolouring (3)."""

    def order(t: tuple[str, int]) -> tuple[int, int]:
        p, v = t
        if p == HOAX and v in (1, 2):
            return (0, v)
        if p == target:
            return (1, -v)
        if _is_wild(p, v, target):
            return (2, v)
        return (3, -v)

    return order


def _cheapest_for(
    types: tuple[tuple[str, int], ...], target: str, value: int, ceiling: tuple[int, int] | None = None
) -> tuple[tuple[str, int], ...] | None:
    """The cheapest set paying `value` as `target`, or None (also when none beats `ceiling`).

    A depth-first search over how many cards of each kind the set takes, kinds in
    `_search_order`, most cards first; a set is taken only when it costs strictly less
    than the best so far, so among the sets of least cost the answer is the first in that
    order. Every cut below only drops branches holding no set cheaper than the best so
    far, so it cannot change the answer."""
    if _max_worth_for(types, target) < value:
        return None
    counts = Counter(types)
    order = _search_order(target)
    kinds = sorted(counts, key=order)
    n_kinds = len(kinds)
    faces = [face for _, face in kinds]
    groups = [order(kind)[0] for kind in kinds]
    first_recoloured = groups.index(3) if 3 in groups else n_kinds
    # A card counts for at most its face value, but for the wild bonuses (a Khind worth more
    # than its face, a Mimix pair worth more than its two faces): a branch whose cards, with
    # every card still to come and every bonus, stay below the box holds no paying set.
    face_to_come = [0] * (n_kinds + 1)
    for k in range(n_kinds - 1, -1, -1):
        face_to_come[k] = face_to_come[k + 1] + faces[k] * counts[kinds[k]]
    mimix = sum(n for (p, v), n in counts.items() if p == MIMIX and v in (1, 2))
    khind = sum(n for (p, _), n in counts.items() if p == KHIND)
    pair_bonus = (mimix // 2) * max(0, MIMIX_PAIR_VALUE - 2) + khind * max(0, KHIND_WILD_VALUE - 1)
    # So every paying set has a face of at least `least_face` (plus a Hoax power's, which
    # is worth nothing), and a set still short of it needs at least one more card per
    # `top_face_to_come[k]` missing (the highest face left).
    least_face = value - pair_bonus
    top_face_to_come = [0] * (n_kinds + 1)
    for k in range(n_kinds - 1, -1, -1):
        top_face_to_come[k] = max(top_face_to_come[k + 1], faces[k])
    # one bit per people, for the cards that need recolouring
    people_bits = [1 << PEOPLE_IDS.index(p) if g == 3 else 0 for (p, _), g in zip(kinds, groups, strict=True)]
    khind_excess = [
        v - KHIND_WILD_VALUE if g == 2 and p == KHIND else 0 for (p, v), g in zip(kinds, groups, strict=True)
    ]
    best: list = [None, ceiling or (10**9, 10**9)]
    chosen: list[tuple[str, int]] = []

    def beaten(face: int, cards: int, lost: int, k: int) -> bool:
        """Does no set of this branch (these cards, and more of kinds k on) beat the best?"""
        missing = least_face + lost - face
        if missing <= 0:
            return (face, cards) >= best[1]
        top = top_face_to_come[k]
        return top == 0 or (face + missing, cards + -(-missing // top)) >= best[1]

    def visit(state: tuple[int, int, int, int, int, int, int], changed: bool) -> None:
        # (the caller has checked that this branch may beat the best set so far.)
        # `lost`: face of the chosen cards that cannot count: the least face of the Hoax
        # cards (one of them at least is a power, worth nothing itself: a Hoax card counts
        # only as a power, or recoloured by another power) and, with no Hoax card, what each
        # Khind's face exceeds its wild value by. `powers`: Hoax cards chosen; `peoples`: bits
        # of the peoples of the cards to recolour. A set below the box by faces less `lost`
        # and bonuses cannot pay.
        k, face, lost, capacity, needing, powers, peoples = state
        cards = len(chosen)
        if changed and face - lost + pair_bonus >= value:
            candidate = tuple(sorted(chosen))
            w = _set_worth_for(candidate, target)
            if w is not None and w >= value:
                best[0] = candidate
                best[1] = (face, cards)
                return
        # Kind by kind: the branches taking n > 0 cards of kind k, most first, then the
        # branch taking none, which is this same set going on to kind k + 1 (a loop, not a
        # call: most branches take none of most kinds).
        while k < n_kinds:
            if k >= first_recoloured and capacity <= needing:
                return
            if face - lost + face_to_come[k] + pair_bonus < value:
                return
            kind = kinds[k]
            v = faces[k]
            group = groups[k]
            limit = counts[kind]
            child_peoples = peoples
            if group == 3:
                limit = min(limit, capacity - needing)
                # each power recolours one people's cards: no more peoples than powers
                child_peoples = peoples | people_bits[k]
                if child_peoples.bit_count() > powers:
                    limit = 0
            for n in range(limit, 0, -1):
                if group == 0:
                    child = (
                        k + 1,
                        face + v * n,
                        lost or (0 if target == HOAX else v),  # on a Hoax box, maybe no power
                        capacity + HOAX_RECOLOUR[v] * n,
                        needing,
                        powers + n,
                        peoples,
                    )
                elif group == 3:
                    child = (k + 1, face + v * n, lost, capacity, needing + n, powers, child_peoples)
                else:
                    extra = khind_excess[k] * n if powers == 0 else 0
                    child = (k + 1, face + v * n, lost + extra, capacity, needing, powers, peoples)
                if beaten(child[1], cards + n, child[2], k + 1):
                    continue
                chosen.extend([kind] * n)
                visit(child, True)
                del chosen[cards:]
            k += 1
            if beaten(face, cards, lost, k):
                return

    if (0, 0) < best[1]:
        visit((0, 0, 0, 0, 0, 0, 0), False)
    return best[0]


def cheapest_set(hand: Sequence[int], box_people: str, value: int) -> list[int] | None:
    """The card ids that pay a box most cheaply (least card value spent, then fewest
    cards); None when the hand cannot pay it."""
    types = tuple(sorted(map(CARDS.__getitem__, hand)))
    found = _cheapest_types(types, box_people, value)
    if found is None:
        return None
    wanted = Counter(found)
    out = []
    for card in sorted(hand):
        t = CARDS[card]
        if wanted[t] > 0:
            wanted[t] -= 1
            out.append(card)
    return out
