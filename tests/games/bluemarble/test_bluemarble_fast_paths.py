"""The rules' written-out hot paths give what the plain reading of each rule gives.

A random game spends most of its time building, selling and rolling, so those
steps are written out in `rules.py` (no helper calls, no trip through the step
stack). Each test here replays random games and, at every such step, compares the
fast step with the rule read plainly on a copy of the same state: same state, same
events, in the same order.
"""

from __future__ import annotations

from typing import Any

from boardgames_gui.engine.api import Action, Event, concretise
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules
from boardgames_gui.games.bluemarble.state import BANK, FUND, SECOND_HALF, BlueMarbleState

RULES = BlueMarbleRules()

VARIANTS: list[dict[str, Any]] = [
    {},
    {"mode": "optional"},
    {"tolls_from_start": True, "three_doubles_island": True},
    {"build_after_move": True, "island_bail": True},
    {"limited_supply": True, "buyout": True},
]


def random_states(seeds: range, steps: int = 1000):
    """(state, chosen action) before each step of random games with several variants."""
    for variants in VARIANTS:
        for seed in seeds:
            s = RULES.new_game({"players": 2 + seed % 3, "variants": variants}, seed)
            pick = Rng.from_seed(seed * 7 + 1)
            for _ in range(steps):
                if s.over:
                    break
                legal = RULES.legal_actions(s)
                action = concretise(legal[pick.below(len(legal))], pick)
                yield s, action
                RULES.apply_unchecked(s, action)


def plain_change(s: BlueMarbleState, p: int, sp: int, level: int) -> list[Event]:
    """Second Half 3 and 5 read plainly: a build pays `build_cost` to the bank, a sale is paid
    its buildings' price back; the pieces go to or come from the bank; the city is touched."""
    old = s.level[sp]
    ev: list[Event] = []
    if level > old:
        cost = RULES.build_cost(s, sp, level)
        RULES._add_cash(s, p, -cost)
        RULES._add_cash(s, BANK, cost)
        ev.append(Event("built", player=p, space=sp, level=level, old=old, cost=cost))
    else:
        amount = D.DEEDS[sp].level_cost(old) - D.DEEDS[sp].level_cost(level)
        RULES._add_cash(s, BANK, -amount)
        RULES._add_cash(s, p, amount)
        ev.append(Event("sold", player=p, space=sp, level=level, old=old, amount=amount))
    for i, kind in enumerate(("villa", "building", "hotel")):
        s.supply[kind] += D.LEVEL_PIECES[old][i] - D.LEVEL_PIECES[level][i]
    s.level[sp] = level
    s.touched.append(sp)
    return ev


def test_turn_build_and_sell_equal_the_plain_rule_second_half_3_and_5() -> None:
    checked = 0
    for s, action in random_states(range(1, 4)):
        if s.pending or action["type"] not in ("build", "sell"):
            continue
        plain = s.clone()
        want = plain_change(plain, plain.current, action["space"], action["level"])
        fast = s.clone()
        got = RULES.apply_unchecked(fast, action)
        assert got == want and [list(e) for e in got] == [list(e) for e in want]
        assert fast == plain
        checked += 1
    assert checked > 1000


def plain_roll(s: BlueMarbleState) -> list[Event]:
    """First Half 2 and 3 read plainly: two dice, the move (salary on passing START), then
    the landing pushed on the step stack and resolved with every step after it by `_run`."""
    p = s.current
    ev: list[Event] = []
    d1, d2 = s.rng.die(6), s.rng.die(6)
    s.last_dice = [d1, d2]
    doubles = d1 == d2
    ev.append(Event("dice_rolled", player=p, dice=[d1, d2], doubles=doubles))
    s.doubles = s.doubles + 1 if doubles else 0
    s.again = doubles
    s.pending.append({"kind": "end_move"})
    if doubles and s.doubles >= 3 and s.variants["three_doubles_island"]:
        return []  # not compared here: the three-doubles jump is not on the fast path
    start = s.positions[p]
    steps = d1 + d2
    path = [(start + i) % D.NUM_SPACES for i in range(1, steps + 1)]
    s.positions[p] = path[-1]
    ev.append(Event("moved", player=p, path=path, to=path[-1], how="roll"))
    if start + steps >= D.NUM_SPACES:
        RULES._transfer(s, BANK, p, D.SALARY)
        ev.append(Event("salary", player=p, amount=D.SALARY))
    s.pending.append({"kind": "land", "player": p, "space": path[-1]})
    RULES._run(s, ev)
    return ev


def test_a_roll_equals_the_plain_move_and_step_stack_first_half_2_and_3() -> None:
    checked = 0
    for s, action in random_states(range(1, 5)):
        if s.pending or action["type"] != "roll" or s.island[s.current] or s.travel[s.current]:
            continue
        plain = s.clone()
        want = plain_roll(plain)
        if not want:
            continue
        fast = s.clone()
        got = RULES.apply_unchecked(fast, action)
        assert got == want
        assert fast == plain
        checked += 1
    assert checked > 300


def test_transfer_is_two_cash_changes() -> None:
    s = RULES.new_game({"players": 3}, 1)
    for src in (0, 1, 2, BANK, FUND):
        for dst in (0, 1, 2, BANK, FUND):
            for amount in (0, 10, 250):
                fast, plain = s.clone(), s.clone()
                RULES._transfer(fast, src, dst, amount)
                RULES._add_cash(plain, src, -amount)
                RULES._add_cash(plain, dst, amount)
                assert fast == plain


def test_the_last_deeds_are_offered_as_the_plain_count_says_first_half_5() -> None:
    rng = Rng.from_seed(4)
    s = RULES.new_game({"players": 4}, 1)
    for _ in range(3000):
        s.owner = [None] * D.NUM_SPACES
        for sp in D.DEED_SPACES:
            if rng.below(40) >= rng.below(40):
                s.owner[sp] = rng.below(4)
        left = [sp for sp in D.DEED_SPACES if s.owner[sp] is None]
        want = left if len(left) <= D.ALLOCATION_THRESHOLD else []
        assert RULES._allocation_due(s) == want
    s.phase = SECOND_HALF
    assert RULES._allocation_due(s) == []


def test_the_next_turn_skips_players_out_as_the_seat_order_says() -> None:
    """The turn passes to the next seat still in; with one player left the game ends."""
    for bankrupt in ([False] * 4, [False, True, False, True], [True, False, True, True]):
        for current in range(4):
            if bankrupt[current]:
                continue
            s = RULES.new_game({"players": 4}, 2)
            s.bankrupt = list(bankrupt)
            s.current = current
            ev: list[Event] = []
            RULES._next_turn(s, ev)
            active = [q for q in range(4) if not bankrupt[q]]
            if len(active) <= 1:
                assert s.over and s.end_reason == "bankruptcy"
            else:
                order = [(current + i) % 4 for i in range(1, 5)]
                assert s.current == next(q for q in order if not bankrupt[q])
                assert ev[-1]["type"] == "turn" and ev[-1]["player"] == s.current


def test_listed_actions_never_depend_on_the_memory_of_earlier_games() -> None:
    """The rules remember each player's cities between calls (tables.city_memo): the lists of
    one game are the same whether other games were listed in between or not."""
    alone = BlueMarbleRules()
    s = alone.new_game({"players": 4, "variants": {"tolls_from_start": True}}, 9)
    other = alone.new_game({"players": 4, "variants": {"tolls_from_start": True}}, 10)
    pick, pick_other = Rng.from_seed(9), Rng.from_seed(10)
    for _ in range(1500):
        if s.over:
            break
        legal = alone.legal_actions(s)
        if not other.over:
            other_legal = alone.legal_actions(other)
            alone.apply_unchecked(
                other, concretise(other_legal[pick_other.below(len(other_legal))], pick_other)
            )
        assert alone.legal_actions(s) == legal
        action: Action = concretise(legal[pick.below(len(legal))], pick)
        alone.apply_unchecked(s, action)


def test_a_pending_buy_stops_the_steps_unless_its_player_is_out_first_half_4() -> None:
    """`_run` tests a buy step first: it waits for its player's answer, and is dropped (the
    steps under it then go on) when that player went bankrupt, as any player's step is."""
    checked = {True: 0, False: 0}
    for s, _ in random_states(range(1, 3), steps=400):
        if s.over:
            continue
        p = s.current
        for out in (False, True):
            fast = s.clone()
            fast.bankrupt[p] = out
            fast.pending.append({"kind": "buy", "player": p, "space": D.DEED_SPACES[0]})
            plain = fast.clone()
            got: list[Event] = []
            RULES._run(fast, got)
            want: list[Event] = []
            if out:  # dropped, then the steps under it as `_run` resolves them
                plain.pending.pop()
                RULES._run(plain, want)
            assert got == want and fast == plain
            checked[out] += 1
    assert min(checked.values()) > 300
