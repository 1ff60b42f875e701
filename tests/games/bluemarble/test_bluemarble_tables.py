"""The declarative tables (tables.py) give what the rules say.

Second Half 3 (build or sell on your cities during your turn, one change per city)
and reference table 1.3 (build costs) are listed from tables of actions and costs;
these tests compare them with the plain reading of the rule.
"""

from __future__ import annotations

from boardgames_gui.engine.api import Action, Event, concretise
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble import tables
from boardgames_gui.games.bluemarble.money import set_level
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules
from boardgames_gui.games.bluemarble.state import SECOND_HALF

RULES = BlueMarbleRules()


def plain_builds(sp: int, now: int, cash: int) -> list[Action]:
    """Second Half 3 read plainly: each level above, in order, until one costs more than the cash."""
    costs = D.LEVEL_COSTS[sp]
    out = []
    for lv in range(now + 1, 5):
        if costs[lv] - costs[now] > cash:
            break
        out.append(Action("build", space=sp, level=lv))
    return out


def test_affordable_builds_are_the_levels_the_cash_pays_for_reference_1_3() -> None:
    for sp in D.CITY_SPACES:
        for now in range(5):
            for cash in range(-10, 1300, 10):
                assert list(tables.affordable_builds(sp, now, cash)) == plain_builds(sp, now, cash)


def test_turn_builds_and_sells_skip_touched_cities_second_half_3() -> None:
    """The turn lists the roll, then the builds, then the sells on the player's untouched cities."""
    state = RULES.new_game({"players": 3}, 1)
    state.phase = SECOND_HALF
    state.current = 2
    cities = list(D.CITY_SPACES[:8])
    for i, sp in enumerate(cities):
        state.owner[sp] = 2
        set_level(state, sp, i % 5)
    state.touched = [cities[2], cities[5]]
    for cash in (0, 60, 150, 400, 5000):
        state.money[2] = cash
        free = [sp for sp in cities if sp not in state.touched]
        want = [Action("roll")] + [a for sp in free for a in plain_builds(sp, state.level[sp], cash)]
        want += [Action("sell", space=sp, level=lv) for sp in free for lv in range(state.level[sp])]
        assert RULES.legal_actions(state) == want


def test_supply_change_moves_the_pieces_of_components_5() -> None:
    for old in range(5):
        for new in range(5):
            change = dict(tables.SUPPLY_CHANGE[old][new])
            for i, kind in enumerate(tables.PIECE_KINDS):
                assert change.get(kind, 0) == D.LEVEL_PIECES[old][i] - D.LEVEL_PIECES[new][i]


def test_every_event_of_a_random_game_is_an_event() -> None:
    s = RULES.new_game({"players": 4, "variants": {"tolls_from_start": True}}, 5)
    pick = Rng.from_seed(5)
    for _ in range(800):
        if s.over:
            break
        legal = RULES.legal_actions(s)
        for event in RULES.apply_unchecked(s, concretise(legal[pick.below(len(legal))], pick)):
            assert isinstance(event, Event) and isinstance(event.type, str)
            assert next(iter(event)) == "type"  # as Event(type, **fields) orders them
