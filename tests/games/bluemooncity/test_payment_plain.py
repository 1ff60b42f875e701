"""Paying a box (reference §1.2): the game's solver gives the answers of the plain reading."""

from __future__ import annotations

import random

from boardgames_gui.games.bluemooncity import payment
from boardgames_gui.games.bluemooncity.data import ANY, CARDS, PEOPLE_IDS

from . import payment_plain

#: the cards whose powers and wilds make paying hard
SPECIAL = [c for c in range(len(CARDS)) if CARDS[c][0] in ("hoax", "mimix", "khind")]


def _hands(seed: int, count: int):
    rnd = random.Random(seed)
    for _ in range(count):
        hand = rnd.sample(range(len(CARDS)), rnd.randint(1, 6))
        yield list(dict.fromkeys(hand + rnd.sample(SPECIAL, rnd.randint(1, 4)))), rnd


def test_the_suggested_set_the_worth_of_a_set_and_whether_a_hand_pays_follow_the_plain_reading() -> None:
    """Same suggested cards, same worth of a chosen set, and a box is payable exactly when a
    set pays it, on Hoax and Mimix boxes above all (where the two defects were)."""
    for hand, rnd in _hands(2, 400):
        for people in ("hoax", "mimix", rnd.choice((*PEOPLE_IDS, ANY))):
            value = rnd.randint(1, 8)
            suggested = payment.cheapest_set(hand, people, value)
            assert suggested == payment_plain.cheapest_set(hand, people, value), (hand, people, value)
            assert payment.can_pay(hand, people, value) == (suggested is not None)
            assert payment_plain.can_pay(hand, people, value) == (suggested is not None)
            chosen = rnd.sample(hand, rnd.randint(1, len(hand)))
            assert payment.set_worth(chosen, people) == payment_plain.set_worth(chosen, people)
