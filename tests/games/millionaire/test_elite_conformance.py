"""The engine's checked playout on the Elite edition: random seats (now and then one acting out of
turn, such as a trade through the broker, M27), every step's listing, checking, cloning and JSON
round trip verified by the conformance helpers."""

from __future__ import annotations

from tests.engine.conformance import checked_playout
from tests.games.millionaire.elite_helpers import RULES


def test_checked_random_elite_playout():
    options = {"players": 4, "variants": {"edition": "elite"}}
    assert checked_playout(RULES, options, 3, 300) > 0
