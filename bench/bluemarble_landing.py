"""Landing frequencies of the Blue Marble engine against reference table 1.7.

Plays the real rules with planes that never buy (so the first half never ends and
no toll is due), use the escape card at once and fly from Space Travel to a
uniformly random space — the assumptions of the reference's own Monte Carlo.
Counts every arrival (rolls, cards, flights) and prints the share per space next
to the reference figure. Prints figures; never fails.

    python bench/bluemarble_landing.py [TURNS]
"""

from __future__ import annotations

import sys
import time

from boardgames_gui.engine.api import Action
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    rules = BlueMarbleRules()
    s = rules.new_game({"players": 2}, 12345)
    pick = Rng.from_seed(7)
    counts = [0] * D.NUM_SPACES
    arrivals = 0
    started = 0
    start = time.perf_counter()
    while started < turns:
        d = rules.decision(s)
        legal = rules.legal_actions(s)
        if d.kind == "turn":
            started += 1
            action = Action("roll")
        elif d.kind == "island":
            action = Action("use_escape") if Action("use_escape") in legal else Action("roll")
        elif d.kind == "fly":
            flights = [a for a in legal if a["type"] == "fly"]
            action = flights[pick.below(len(flights))]
        elif d.kind == "party":
            action = Action("prize", amount=0)
        elif Action("pay") in legal:
            action = Action("pay")
        else:
            action = Action("pass") if Action("pass") in legal else legal[0]
        for e in rules.apply_unchecked(s, action):
            if e["type"] == "moved":
                counts[e["to"]] += 1
                arrivals += 1
        for p in range(2):  # keep both planes solvent: money is not what this measures
            if s.money[p] < 1000:
                s.money[p] += 5000
                s.bank -= 5000
    elapsed = time.perf_counter() - start
    worst = 0.0
    print(f"{turns} turns, {arrivals} arrivals, {elapsed:.1f}s")
    print(" #  space                      engine%   ref%   diff")
    for sp in range(D.NUM_SPACES):
        share = 100.0 * counts[sp] / arrivals
        diff = share - D.LANDING_FREQ[sp]
        worst = max(worst, abs(diff))
        print(f"{sp:2d}  {D.SPACES[sp].en:25s} {share:7.2f} {D.LANDING_FREQ[sp]:6.2f} {diff:+6.2f}")
    print(f"largest difference: {worst:.2f} points")


if __name__ == "__main__":
    main()
