"""Declarative tables derived once from `data.py`: the listed actions (frozen, so shared),
the build and sell costs per city and level, the paths round the board, the tolls.

No game state lives here.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from itertools import accumulate

from ...engine.api import Action, Range
from . import data as D

#: piece kinds in the order of `data.LEVEL_PIECES` entries (villas, buildings, hotels)
PIECE_KINDS = ("villa", "building", "hotel")

#: per deed space: the price of its buildings at each level 0-4 (all 0 for special deeds)
LEVEL_COST = {sp: tuple(deed.level_cost(lv) for lv in range(5)) for sp, deed in D.DEEDS.items()}

# Actions are frozen, so the listed ones are built once and shared.
#: per city: [None, build to level 1, ..., build to level 4]
BUILD = {sp: [None] + [Action("build", space=sp, level=lv) for lv in range(1, 5)] for sp in D.CITY_SPACES}
#: per city and current level: the sell actions down to each lower level
SELL = {
    sp: [[Action("sell", space=sp, level=lv) for lv in range(now)] for now in range(5)]
    for sp in D.CITY_SPACES
}
FLY = [Action("fly", space=sp) for sp in range(D.NUM_SPACES) if sp != D.SPACE_TRAVEL]
ROLL = Action("roll")
PASS = Action("pass")
DONE = Action("done")
PAY = Action("pay")
USE_TICKET = Action("use_ticket")
USE_ESCAPE = Action("use_escape")
PAY_BAIL = Action("pay_bail")
ACCEPT = Action("accept")
#: per deed space: buy it, pick it in the draft, apply for it, take it over, hand it to a creditor
BUY = {sp: Action("buy", space=sp) for sp in D.DEED_SPACES}
PICK = {sp: Action("pick", space=sp) for sp in D.DEED_SPACES}
APPLY = {sp: Action("apply", space=sp) for sp in D.DEED_SPACES}
BUYOUT = {sp: Action("buyout", space=sp) for sp in D.DEED_SPACES}
GIVE_DEED = {sp: Action("give_deed", space=sp) for sp in D.DEED_SPACES}
PRIZES = [Action("prize", amount=a) for a in D.PARTY_PRIZES]

#: per start space and number of steps (0-40): the spaces passed, the last one included
PATHS = [
    [tuple((start + i) % D.NUM_SPACES for i in range(1, steps + 1)) for steps in range(41)]
    for start in range(40)
]


def _city_row(sp: int, now: int) -> tuple:
    """(top, all_builds, ceilings, prefixes, sells) for city `sp` at level `now`.

    The rule lists the levels above `now` in order and stops at the first one the
    player cannot pay, so the builds offered are always a prefix. `ceilings[i]` is
    the most any of the first i+1 steps costs (a running maximum), so the prefix for
    a given cash has `bisect_right(ceilings, cash)` actions: `prefixes[k]`. `top` is
    the last ceiling (0 on a hotel): with that much cash `all_builds` are offered.
    `sells` are the sell actions down to each lower level.
    """
    costs = D.LEVEL_COSTS[sp]
    ceilings = tuple(accumulate((costs[lv] - costs[now] for lv in range(now + 1, 5)), max))
    ups = [BUILD[sp][lv] for lv in range(now + 1, 5)]
    prefixes = tuple(tuple(ups[:k]) for k in range(len(ups) + 1))
    return (ceilings[-1] if ceilings else 0), prefixes[-1], ceilings, prefixes, tuple(SELL[sp][now])


#: per city and current level: see `_city_row`
CITY_ROWS = {sp: [_city_row(sp, now) for now in range(5)] for sp in D.CITY_SPACES}


def affordable_builds(sp: int, now: int, cash: int) -> tuple[Action, ...]:
    """The build actions on city `sp` (now at level `now`) that `cash` pays for, lowest first."""
    top, all_builds, ceilings, prefixes, _ = CITY_ROWS[sp][now]
    if cash >= top:
        return all_builds  # the usual case
    return prefixes[bisect_right(ceilings, cash)]


#: per space: its kind and whether it is a deed (`Space.kind`, `Space.is_deed`)
SPACE_KIND = tuple(space.kind for space in D.SPACES)
IS_DEED = tuple(space.is_deed for space in D.SPACES)
#: per space: the toll at each level 0-4 (`Deed.toll`; None off the deeds)
TOLLS = [
    tuple(D.DEEDS[sp].toll(lv) for lv in range(5)) if sp in D.DEEDS else None for sp in range(D.NUM_SPACES)
]
#: per board line 1-4: its deed spaces
LINE_DEEDS = {line: tuple(sp for sp in D.DEED_SPACES if D.SPACES[sp].line == line) for line in D.LINES}

#: per old and new level: the (kind, change) of the bank's pieces for that change, changes only
SUPPLY_CHANGE = [
    [
        tuple(
            (kind, o - n)
            for kind, o, n in zip(PIECE_KINDS, D.LEVEL_PIECES[old], D.LEVEL_PIECES[new], strict=True)
            if o != n
        )
        for new in range(5)
    ]
    for old in range(5)
]


@lru_cache(maxsize=4096)
def offer_escape(to: int, most: int) -> Action:
    """The listed sale of the Island Escape card to player `to` for ₩0K..`most` (frozen, so shared)."""
    return Action("offer_escape", to=to, price=Range(0, most, 10))
