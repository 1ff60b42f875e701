"""The hot-path tables (tables.py) and shortcuts give exactly what the rules say.

Second Half 3 (build or sell on your cities during your turn, one change per city)
and reference table 1.3 (build costs) are listed through precomputed tables; these
tests compare them with the plain reading of the rule.
"""

from __future__ import annotations

import json
import pickle

from boardgames_gui.engine.api import Action, Event, FieldEvent, concretise
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble import tables
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules, _event

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


def plain_turn_list(owner: list, p: int, level: list[int], cash: int, touched: list[int]) -> list[Action]:
    """The turn's builds, then sells, on p's untouched cities, read plainly [Second Half 3]."""
    free = [c for c in D.CITY_SPACES if owner[c] == p and c not in touched]
    want = [a for c in free for a in plain_builds(c, level[c], cash)]
    return want + [Action("sell", space=c, level=lv) for c in free for lv in range(level[c])]


def test_affordable_builds_are_the_levels_the_cash_pays_for_reference_1_3() -> None:
    for sp in D.CITY_SPACES:
        for now in range(5):
            for cash in range(-10, 1300, 10):
                assert list(tables.affordable_builds(sp, now, cash)) == plain_builds(sp, now, cash)


def test_turn_builds_and_sells_skip_touched_cities_second_half_3() -> None:
    level = [0] * D.NUM_SPACES
    owner: list = [None] * D.NUM_SPACES
    cities = list(D.CITY_SPACES[:8])
    for i, sp in enumerate(cities):
        level[sp] = i % 5
        owner[sp] = 2
    touched = [cities[2], cities[5]]
    _, add_turn = tables.city_memo()
    for cash in (0, 60, 150, 400, 5000):
        out: list = []
        add_turn(owner, 2, level, cash, touched, out)
        free = [sp for sp in cities if sp not in touched]
        want = [a for sp in free for a in plain_builds(sp, level[sp], cash)]
        want += [Action("sell", space=sp, level=lv) for sp in free for lv in range(level[sp])]
        assert out == want


def test_owned_cities_notice_every_change_of_owner() -> None:
    owned, _ = tables.city_memo()
    owner: list = [None] * D.NUM_SPACES
    assert owned(owner, 0) == []
    owner[1] = 0  # the same list changed in place: the remembered copy must not hide it
    owner[39] = 0  # Seoul is a special deed, not a city
    assert owned(owner, 0) == [1]
    assert owned(owner, 1) == []
    owner[3] = 0
    assert owned(owner, 0) == [1, 3]


def test_supply_change_moves_the_pieces_of_components_5() -> None:
    for old in range(5):
        for new in range(5):
            change = dict(tables.SUPPLY_CHANGE[old][new])
            for i, kind in enumerate(tables.PIECE_KINDS):
                assert change.get(kind, 0) == D.LEVEL_PIECES[old][i] - D.LEVEL_PIECES[new][i]


def test_fast_events_are_ordinary_events() -> None:
    """The rules' events (`FieldEvent`, made by dict's constructor) are Events item for item."""
    fast = _event("built", player=1, space=3, level=2, old=0, cost=100)
    slow = Event("built", player=1, space=3, level=2, old=0, cost=100)
    assert isinstance(fast, Event) and fast.type == "built"
    assert fast == slow and list(fast.items()) == list(slow.items())
    assert json.dumps(fast) == json.dumps(slow)
    assert pickle.loads(pickle.dumps(fast)) == slow
    kw = FieldEvent(type="draft_over")
    assert isinstance(kw, Event) and list(kw.items()) == list(Event("draft_over").items())


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


def test_decision_kind_and_listed_turn_actions_agree_with_the_plain_rules() -> None:
    """In random games: `decision_kind` is `decision().kind`, and the turn's list is
    roll + builds + sells (Second Half 3) as the plain reading gives them."""
    for seed in (1, 2, 3):
        s = RULES.new_game({"players": 3}, seed)
        pick = Rng.from_seed(seed)
        for _ in range(1500):
            if s.over:
                break
            d = RULES.decision(s)
            assert RULES.decision_kind(s) == d.kind
            legal = RULES.legal_actions(s)
            if d.kind == "turn" and s.phase == "second":
                p = s.current
                free = [sp for sp in D.CITY_SPACES if s.owner[sp] == p and sp not in s.touched]
                want = [Action("roll")]
                want += [a for sp in free for a in plain_builds(sp, s.level[sp], s.money[p])]
                want += [Action("sell", space=sp, level=lv) for sp in free for lv in range(s.level[sp])]
                assert [a for a in legal if a["type"] != "offer_escape"] == want
            RULES.apply_unchecked(s, concretise(legal[pick.below(len(legal))], pick))
        assert RULES.decision_kind(s) == (None if s.over else RULES.decision(s).kind)


def test_turn_lister_equals_the_plain_loop_whatever_changes_in_place_second_half_3() -> None:
    """`city_memo` keeps copies of owner lists: owners, levels, cash and touched cities changed
    in place between calls (as the state's lists are) never give a stale list."""
    _, lister = tables.city_memo()
    rng = Rng.from_seed(11)
    owner: list = [None] * D.NUM_SPACES
    level = [0] * D.NUM_SPACES
    touched: list[int] = []
    for step in range(3000):
        change = rng.below(5)
        sp = D.CITY_SPACES[rng.below(len(D.CITY_SPACES))]
        if change == 0:
            owner[sp] = rng.choice([None, 0, 1, 2])
            if owner[sp] is None:
                level[sp] = 0
        elif change == 1 and owner[sp] is not None:
            level[sp] = rng.below(5)
        elif change == 2:
            touched.append(sp)
        elif change == 3:
            touched.clear()
        p = rng.below(3)
        cash = rng.randint(-5, 130) * 10
        out: list = [Action("roll")]
        lister(owner, p, level, cash, touched, out)
        assert out == [Action("roll"), *plain_turn_list(owner, p, level, cash, touched)], step


def test_one_city_memo_answers_each_player_and_both_questions_second_half_3() -> None:
    """`city_memo` keeps one answer per player, shared by `owned_cities` and the turn's
    list: asking for other players in between, or changing owners in place, never gives
    another player's cities or a stale list."""
    owned, add_turn = tables.city_memo()
    owner: list = [None] * D.NUM_SPACES
    level = [0] * D.NUM_SPACES
    rng = Rng.from_seed(3)
    for step in range(2000):
        sp = D.CITY_SPACES[rng.below(len(D.CITY_SPACES))]
        owner[sp] = rng.choice([None, 0, 1, 2, 3])
        level[sp] = 0 if owner[sp] is None else rng.below(5)
        for p in (rng.below(4), rng.below(4)):
            want_cities = [c for c in D.CITY_SPACES if owner[c] == p]
            if rng.below(2):
                assert owned(owner, p) == want_cities, step
            out: list = []
            add_turn(owner, p, level, 10_000, [], out)
            want = [a for c in want_cities for a in plain_builds(c, level[c], 10_000)]
            want += [Action("sell", space=c, level=lv) for c in want_cities for lv in range(level[c])]
            assert out == want, step


def test_turn_lister_keeps_untouched_cities_only_for_the_touched_list_they_came_from_second_half_3() -> None:
    """`add_turn` keeps each player's untouched cities with a copy of the touched list: one city
    more touched (touched or not before, owned or not), a list of the same length with other
    cities, a shorter or reset list, a new list object, and owners changed under it all give
    the plain loop's list."""
    owned, lister = tables.city_memo()
    rng = Rng.from_seed(29)
    owner: list = [None] * D.NUM_SPACES
    level = [0] * D.NUM_SPACES
    for sp in D.CITY_SPACES:
        owner[sp] = rng.choice([0, 1, 2])
        level[sp] = rng.below(5)
    touched: list[int] = []
    kinds = set()
    for step in range(4000):
        change = rng.below(8)
        sp = D.CITY_SPACES[rng.below(len(D.CITY_SPACES))]
        if change <= 2:
            touched.append(sp)  # the usual step: one more city (maybe not the player's, maybe again)
        elif change == 3 and touched:
            touched[rng.below(len(touched))] = sp  # same length, another city
        elif change == 4:
            touched = touched[: rng.below(len(touched) + 1)]  # shorter, a new list
        elif change == 5:
            touched = []  # the next turn
        elif change == 6:
            owner[sp] = rng.choice([None, 0, 1, 2])
            level[sp] = 0 if owner[sp] is None else level[sp]
        elif change == 7:
            assert owned(owner, rng.below(3)) is not None
        kinds.add(change)
        p = rng.below(3) if rng.below(4) == 0 else 0  # mostly the same player, as in a turn
        cash = rng.randint(0, 130) * 10
        out: list = [Action("roll")]
        lister(owner, p, level, cash, touched, out)
        assert out == [Action("roll"), *plain_turn_list(owner, p, level, cash, touched)], step
    assert kinds == set(range(8))


def test_only_bids_and_escape_offers_are_listed_with_a_range() -> None:
    """`ranged_action_types` names every action type listed with a Range (a random playout
    concretises only those): random games with every variant, both modes, never list another,
    and both are listed with a Range."""
    from boardgames_gui.engine.api import Range

    seen = set()
    for variants in (
        {},
        {"mode": "optional"},
        {"mode": "optional", "build_after_move": True, "island_bail": True, "buyout": True},
        {"tolls_from_start": True, "limited_supply": True, "build_on_landing": True},
    ):
        for seed in range(6):
            s = RULES.new_game({"players": 2 + seed % 3, "variants": variants}, seed)
            pick = Rng.from_seed(seed + 100)
            for _ in range(1500):
                if s.over:
                    break
                legal = RULES.legal_actions(s)
                for a in legal:
                    if any(type(v) is Range for v in a.values()):
                        assert a["type"] in RULES.ranged_action_types, a
                        seen.add(a["type"])
                RULES.apply_unchecked(s, concretise(legal[pick.below(len(legal))], pick))
    assert seen == RULES.ranged_action_types
