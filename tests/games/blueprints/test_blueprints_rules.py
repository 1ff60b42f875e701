"""One test per rule of the Blueprints issue (issue 4), each naming the rule it checks.

Seed = seeds/003_c17c650fe0e0ef01.txt (Korean rulebook); reference = reference/
bluemooncity_blueprints.md part 2 (tables bp-components, bp-pool; sections 2.5-2.7).
"""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action, IllegalAction, OptionsError
from boardgames_gui.games.blueprints import data as D
from boardgames_gui.games.blueprints.bag import draw_in_demand
from boardgames_gui.games.blueprints.placement import legal_cells
from boardgames_gui.games.blueprints.state import PHASE_BUILD, PHASE_OVER, PHASE_ROUND_END, PHASE_SET_ASIDE
from tests.games.blueprints.helpers import (
    RULES,
    die,
    kinds,
    new,
    place,
    play_out,
    pool_index,
    set_building,
    set_pool,
)

# --------------------------------------------------------------------------- components


def test_components_bag_of_32_dice_8_per_material() -> None:
    """Seed 구성물 / bp-components: 32 dice, 8 each of wood, recycled, stone, glass."""
    assert D.MATERIALS == ("wood", "recycled", "stone", "glass")
    assert D.DICE_TOTAL == 32 and D.DICE_PER_MATERIAL == 8
    s = new(4)
    on_table = dict(s.bag)
    for m, _ in s.pool:
        on_table[m] += 1
    for m in s.in_demand:
        on_table[m] += 1
    assert on_table == dict.fromkeys(D.MATERIALS, 8)


def test_components_24_blueprint_cards_3_rows_by_2_columns_six_dice_each() -> None:
    """bp-blueprints (reference 2.9): 24 cards, 3x2 footprint, every card uses 6 dice."""
    assert sorted(D.BLUEPRINTS) == list(range(1, 25))
    for grid in D.BLUEPRINTS.values():
        assert len(grid) == 3 and all(len(row) == 2 for row in grid)
        assert sum(h or 0 for row in grid for h in row) == 6
    assert D.BLUEPRINTS[4] == ((None, 1), (1, 2), (1, 1))


def test_components_prize_cards_2_points_one_of_each_per_round() -> None:
    """Seed 상장 카드 12장 / bp-prizes: Skyscraper, Structural Integrity, Geometer, Materials, 2 each."""
    assert D.PRIZE_IDS == ("skyscraper", "structural_integrity", "geometer", "materials")
    assert all(p["points"] == 2 for p in D.PRIZES)
    assert D.AWARD_POINTS == {"gold": 3, "silver": 2, "bronze": 1}


# --------------------------------------------------------------------------- round set-up


@pytest.mark.parametrize("players,size", [(2, 8), (3, 9), (4, 7)])
def test_round_setup_pool_size_2p_8_3p_9_4p_7_sorted_by_value(players: int, size: int) -> None:
    """Seed 라운드 준비: roll 8 / 9 / 7 dice into the depot and sort them by value."""
    for seed in range(10):
        s = new(players, seed)
        assert len(s.pool) == size
        assert [v for _, v in s.pool] == sorted(v for _, v in s.pool)


def test_round_setup_two_in_demand_dice_of_different_colours() -> None:
    """Seed 라운드 준비: two in-demand dice, never the same colour (redraw a duplicate)."""
    for seed in range(60):
        s = new(3, seed)
        assert len(s.in_demand) == 2 and s.in_demand[0] != s.in_demand[1]
        assert RULES.invariants(s) == []  # the redrawn duplicate went back into the bag


def test_round_setup_in_demand_redraw_puts_the_duplicate_back() -> None:
    """Seed: "같은 주사위를 꺼내면 하나를 주머니에 다시 넣고" - with only one other colour
    left in the bag the second die must be that colour, and the bag keeps its count."""
    for seed in range(20):
        s = new(2, seed)
        s.bag = {"wood": 5, "recycled": 1, "stone": 0, "glass": 0}
        first, second = draw_in_demand(s)
        if first == "wood":
            assert second == "recycled" and s.bag == {"wood": 4, "recycled": 0, "stone": 0, "glass": 0}
        else:
            assert second == "wood" and s.bag == {"wood": 4, "recycled": 0, "stone": 0, "glass": 0}


def test_round_setup_each_player_gets_a_secret_blueprint() -> None:
    """Seed 라운드 준비: each player draws one blueprint card at random, hidden behind a screen."""
    s = new(4, 5)
    assert len(set(s.blueprints)) == 4 and all(b in D.BLUEPRINTS for b in s.blueprints)
    obs = RULES.observation(s, 2)
    assert obs["blueprints"][2] == s.blueprints[2]
    assert [obs["blueprints"][q] for q in (0, 1, 3)] == [None, None, None]
    assert "deck" not in obs and obs["deck_size"] == 20
    assert RULES.decision(s).secret


def test_blueprints_are_not_reused_across_rounds() -> None:
    """Seed 라운드 종료: used blueprint cards go to the discard pile."""
    s = play_out(new(4, 8), until_round_end=True)
    first = list(s.blueprints)
    RULES.apply(s, Action("next_round"))
    assert not set(first) & set(s.blueprints)
    assert sorted(s.blueprint_discard) == sorted(first)


# --------------------------------------------------------------------------- start player


def test_start_player_round_1_random_from_the_game_rng() -> None:
    """Seed 차례 정하기 (round 1 arbitrary): random, reproducible from the seed."""
    starts = {new(4, seed).start_player for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert new(4, 11).start_player == new(4, 11).start_player


def test_start_player_round_1_chosen_by_variant() -> None:
    """Variant first_player: the table picks who starts round 1."""
    s = new(3, 4, first_player=3)
    assert s.start_player == 2 and s.turn_order == [2, 0, 1]
    assert RULES.decision(s).player == 2
    with pytest.raises(OptionsError):
        RULES.validate_options({"players": 2, "variants": {"first_player": 3}})


def test_start_player_rounds_2_and_3_lowest_building_score_of_previous_round() -> None:
    """Seed 차례 정하기: rounds 2 and 3 start with the lowest score of the round before."""
    s = new(4, 21)
    for _ in range(2):
        play_out(s, until_round_end=True)
        sheet = s.sheets[-1]
        lowest = min(line["score"] for line in sheet["players"])
        assert sheet["players"][s.next_start_player]["score"] == lowest
        expected = s.next_start_player
        RULES.apply(s, Action("next_round"))
        assert s.start_player == expected and s.turn_order[0] == expected
        n = 4
        assert s.turn_order == [(expected + k) % n for k in range(n)]  # clockwise


# --------------------------------------------------------------------------- turns


def test_turn_take_one_die_place_it_then_roll_one_into_the_pool() -> None:
    """Seed 건축: take one die, place it, then draw one from the bag, roll it, add it."""
    s = new(4, 2)
    p = s.current
    bag_before = sum(s.bag.values())
    a = RULES.legal_actions(s)[0]
    taken = s.pool[a["die"]]
    events = RULES.apply(s, a)
    assert s.buildings[p][a["row"]][a["col"]] == [taken]
    assert len(s.pool) == 7 and sum(s.bag.values()) == bag_before - 1
    assert [e["type"] for e in events] == ["placed", "refilled"]
    assert s.current == (p + 1) % 4  # clockwise
    assert [v for _, v in s.pool] == sorted(v for _, v in s.pool)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turn_six_dice_each_then_the_round_is_scored(players: int) -> None:
    """Seed 건축: turns go round until everyone has used six dice; then scoring."""
    s = play_out(new(players, 6), until_round_end=True)
    assert s.dice_used == [6] * players
    assert s.phase == PHASE_ROUND_END and len(s.sheets) == 1
    built = sum(len(st) for b in s.buildings for row in b for st in row)
    assert built + len(s.removed) == 6 * players


def test_two_player_variant_build_one_discard_one_then_roll_two() -> None:
    """Seed 2인 게임 (on by default): take one die to build, choose one to discard, roll two."""
    s = new(2, 3)
    assert s.options["variants"]["two_player_discard"] is True
    p = s.current
    RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.phase == PHASE_SET_ASIDE and s.current == p and len(s.pool) == 7
    assert kinds(s) == {"set_aside"} and RULES.decision(s).player == p
    thrown = s.pool[0]
    events = RULES.apply(s, Action("set_aside", die=0))
    assert s.set_aside == [thrown] and len(s.pool) == 8
    assert [e["type"] for e in events] == ["set_aside", "refilled"] and len(events[1]["dice"]) == 2
    assert s.phase == PHASE_BUILD and s.current == 1 - p


def test_two_player_variant_uses_the_whole_bag_bp_pool() -> None:
    """bp-pool: 2 in-demand + 8 + 11 x 2 = 32; the last turn needs no throw-away or refill."""
    s = play_out(new(2, 9), until_round_end=True)
    assert sum(s.bag.values()) == 0
    assert len(s.set_aside) == 11
    assert RULES.invariants(s) == []


def test_two_player_variant_off_plays_like_three_or_four() -> None:
    """Variant two_player_discard off: one die per turn, one die rolled into the depot."""
    s = new(2, 3, two_player_discard=False)
    RULES.apply(s, RULES.legal_actions(s)[0])
    assert s.phase == PHASE_BUILD and len(s.pool) == 8 and s.set_aside == []


def test_four_players_use_the_whole_bag_bp_pool() -> None:
    """bp-pool: 2 + 7 + 23 = 32 with four players."""
    s = play_out(new(4, 9), until_round_end=True)
    assert sum(s.bag.values()) == 0


# --------------------------------------------------------------------------- placement


def test_placement_not_on_a_crossed_out_cell() -> None:
    """Seed 배치 규칙 a: never on a cell the blueprint crosses out (card 4: (0,0) crossed)."""
    s = new(4, 1)
    p = s.current
    set_building(s, p, {}, 4)
    set_pool(s, "G1 G2 W3 S4 R5 G6 W6")
    assert (0, 0) not in legal_cells(s, p, 6)
    assert len(legal_cells(s, p, 6)) == 5
    with pytest.raises(IllegalAction) as err:
        place(s, "G6", 0, 0)
    assert err.value.code == "crossed_out" and "crossed out" in err.value.message


def test_placement_on_top_only_if_value_at_least_the_one_below() -> None:
    """Seed 배치 규칙 b: a die goes on another only if its value is equal or higher."""
    s = new(4, 1)
    p = s.current
    set_building(s, p, {(1, 1): "S5"}, 1)
    set_pool(s, "G2 W5 S6 G1 R1 R3 W4")
    before = RULES.state_to_json(s)
    with pytest.raises(IllegalAction) as err:
        place(s, "G2", 1, 1)
    assert err.value.code == "too_low"
    assert err.value.message == (
        "A 2 cannot go on a 5: a die must show a value at least as high as the one below."
    )
    assert RULES.state_to_json(s) == before  # refused: nothing changed
    assert (1, 1) in legal_cells(s, p, 5) and (1, 1) not in legal_cells(s, p, 4)
    place(s, "W5", 1, 1)  # equal is fine
    assert s.buildings[p][1][1] == [die("S5"), die("W5")]


def test_placement_no_moving_no_rerolling() -> None:
    """Seed 배치 규칙: placed dice never move and are never re-rolled (no such action)."""
    s = new(4, 1)
    assert kinds(s) <= {"place", "discard"}
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, {"type": "move", "row": 0, "col": 0})
    assert err.value.code == "never_moves"


def test_placement_a_die_that_fits_nowhere_is_removed_and_uses_the_turn() -> None:
    """Seed 배치 규칙: a die that cannot be placed legally is removed from the game; the
    turn still counts (reference 2.5 clarification). "discard" is offered exactly then."""
    s = new(4, 1)
    p = s.current
    # card 22 = XX/33/XX: only (1,0) and (1,1) may be built; both topped with a 5
    set_building(s, p, {(1, 0): "G5", (1, 1): "S5"}, 22)
    set_pool(s, "G1 G2 W3 R4 W5 S6 W6")
    legal = RULES.legal_actions(s)
    discards = {s.pool[a["die"]] for a in legal if a["type"] == "discard"}
    assert discards == {die("G1"), die("G2"), die("W3"), die("R4")}
    places = {s.pool[a["die"]] for a in legal if a["type"] == "place"}
    assert places == {die("W5"), die("S6"), die("W6")}
    used = s.dice_used[p]
    events = RULES.apply(s, Action("discard", die=pool_index(s, "W3")))
    assert s.removed == [die("W3")] and s.dice_used[p] == used + 1
    assert events[0]["type"] == "discarded" and s.current != p
    assert RULES.invariants(s) == []


def test_placement_discard_refused_while_the_die_fits_somewhere() -> None:
    """Seed 배치 규칙: only a die that cannot be placed is removed; the refusal says why."""
    s = new(4, 1)
    set_pool(s, "G1 G2 W3 R4 W5 S6 W6")
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("discard", die=0))
    assert err.value.code == "fits_somewhere" and "fits nowhere" in err.value.message


def test_refusals_explain_no_such_die_and_no_such_cell() -> None:
    """Every refusal is a sentence: bad pool index, cell outside the 3x2 footprint."""
    s = new(4, 1)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("place", die=40, row=0, col=0))
    assert err.value.code == "no_such_die"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("place", die=0, row=3, col=0))
    assert err.value.code == "no_such_cell"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("set_aside", die=0))
    assert err.value.code == "no_set_aside"
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("next_round"))
    assert err.value.code == "round_not_over"


def test_refusal_two_player_order_build_first_then_throw_away() -> None:
    """Seed 2인 게임: the throw-away comes after building, and only then."""
    s = new(2, 1)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("set_aside", die=0))
    assert err.value.code == "build_first"
    RULES.apply(s, RULES.legal_actions(s)[0])
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, RULES.legal_actions(new(2, 1))[0])
    assert err.value.code == "set_aside_now"


# --------------------------------------------------------------------------- awards, prizes, secrecy


def test_scoring_hands_out_awards_and_prizes_as_face_down_cards() -> None:
    """Seed 중요합니다: award and prize cards stay face down until the end of the game."""
    s = play_out(new(4, 13), until_round_end=True)
    awards = [c for cs in s.cards for c in cs if c["kind"] == "award"]
    assert sorted(c["id"] for c in awards) == ["bronze", "gold", "silver"]
    RULES.apply(s, Action("next_round"))
    owner = next(p for p in range(4) if s.cards[p])
    other = (owner + 1) % 4
    obs = RULES.observation(s, other)
    assert obs["cards"][owner] == [{"hidden": True}] * len(s.cards[owner])
    assert RULES.observation(s, owner)["cards"][owner] == s.cards[owner]
    # the previous round's sheet no longer tells `other` which cards `owner` holds
    sheet = obs["sheets"][0]
    assert sheet["redacted"] and "ranking" not in sheet and "buildings" not in sheet
    assert all(e["player"] == other for e in sheet["awards"] + sheet["prizes"])
    assert set(sheet["players"][owner]) == {"player", "score", "turn_position"}
    assert sheet["players"][owner]["score"] == s.sheets[0]["players"][owner]["score"]
    assert "hidden" not in str(RULES.observation(s, owner)["cards"][owner])


def test_blueprints_revealed_when_the_round_is_scored() -> None:
    """Seed 점수 계산: everyone reveals their building and card at scoring."""
    s = play_out(new(3, 2), until_round_end=True)
    assert RULES.observation(s, None)["blueprints"] == s.blueprints
    assert RULES.decision(s).secret is False


def test_round_sheet_recorded_each_round_and_game_ends_after_round_3() -> None:
    """Seed 게임 종료: three rounds, then the cards are revealed and added up."""
    s = play_out(new(3, 5))
    assert s.phase == PHASE_OVER and s.round == 3 and len(s.sheets) == 3
    assert RULES.decision(s) is None and RULES.legal_actions(s) == []
    res = RULES.result(s)
    assert res.scores == [float(sum(c["points"] for c in s.cards[p])) for p in range(3)]
    obs = RULES.observation(s, 0)
    assert obs["cards"] == s.cards


def _finished(cards: list[list[tuple[str, str]]]):
    s = play_out(new(len(cards), 1))
    s.cards = [
        [{"kind": k, "id": i, "points": (D.AWARD_POINTS.get(i) or 2), "round": 1} for k, i in cs]
        for cs in cards
    ]
    return s


A, P = "award", "prize"


def test_end_tie_break_more_award_cards_wins() -> None:
    """Issue 4 end rule: equal points -> more award cards (gold, silver, bronze together)."""
    s = _finished([[(A, "silver"), (A, "bronze"), (P, "geometer")], [(A, "gold"), (P, "materials")]])
    res = RULES.result(s)
    assert res.scores == [5.0, 5.0] and res.winners == [0]
    assert "more award cards" in res.reason


def test_end_tie_break_more_gold_then_more_silver() -> None:
    """Issue 4 end rule: then more gold, then more silver."""
    gold = _finished([[(A, "gold"), (A, "bronze")], [(A, "silver"), (A, "silver")]])
    assert RULES.result(gold).winners == [0] and "gold" in RULES.result(gold).reason
    silver = _finished(
        [
            [(A, "bronze"), (A, "bronze"), (A, "bronze"), (P, "materials")],
            [(A, "silver"), (A, "silver"), (A, "bronze")],
        ]
    )
    res = RULES.result(silver)
    assert res.scores == [5.0, 5.0] and res.winners == [1] and "silver" in res.reason


def test_end_tie_break_bronze_step_and_shared_win() -> None:
    """Issue 4 end rule: ...then more bronze, else a shared win. (With equal award cards,
    gold and silver, bronze is equal too, so equal keys end in the shared win.)"""
    s = _finished([[(A, "gold"), (P, "geometer")], [(A, "gold"), (P, "skyscraper")], [(A, "silver")]])
    res = RULES.result(s)
    assert res.winners == [0, 1] and res.ranking[0] == [0, 1]
    assert "shared" in res.reason


def test_time_limit_result_ranks_by_cards_so_far() -> None:
    """A game cut off at the action cap is ranked by the cards won so far."""
    s = play_out(new(3, 4), until_round_end=True)
    res = RULES.time_limit_result(s)
    assert res.capped and res.scores == [float(sum(c["points"] for c in s.cards[p])) for p in range(3)]


def test_decisions_are_secret_for_building_turns() -> None:
    """Blueprints are secret: the shell hands the laptop over before each building turn."""
    assert RULES.has_secrets
    s = new(2, 1)
    assert RULES.decision(s).secret and RULES.decision(s).kind == "build"


def test_placement_listed_actions_are_exactly_the_cells_the_rule_allows() -> None:
    """Seed 배치 규칙 a, b in every position of random games: a (die, cell) pair is listed
    exactly when `cell_refusal` finds nothing wrong, a die is offered for discard exactly
    when it fits no cell, and every refused pair is explained by the rule it breaks."""
    from boardgames_gui.engine.bots import RandomBot
    from boardgames_gui.games.blueprints.placement import cell_refusal

    for players in (2, 3, 4):
        s = new(players, 40 + players)
        bot = RandomBot(players)
        while (d := RULES.decision(s)) is not None:
            if d.kind == "build":
                p = d.player
                legal = RULES.legal_actions(s)
                for i, (_, value) in enumerate(s.pool):
                    fits = set()
                    for r in range(3):
                        for c in range(2):
                            action = Action("place", die=i, row=r, col=c)
                            why = cell_refusal(s.buildings[p], s.blueprints[p], r, c, value)
                            assert (action in legal) == (why is None)
                            if why is None:
                                fits.add((r, c))
                            else:
                                assert RULES.refusal(s, action).code in ("crossed_out", "too_low")
                    assert set(legal_cells(s, p, value)) == fits
                    assert (Action("discard", die=i) in legal) == (not fits)
            RULES.apply(s, bot.choose(RULES, s, d.player))


# --------------------------------------------------------------------------- round end (audit additions)


def test_round_end_every_die_goes_back_into_the_bag_depot_leftovers_included() -> None:
    """Seed 라운드 종료: "주사위를 모두 주머니에 넣고" - at the end of a round every die goes
    back into the bag: the dice left in the depot, the buildings, the in-demand dice and
    the dice that left the game. The next round starts from a full bag of 32."""
    s = play_out(new(3, 14), until_round_end=True)
    assert len(s.pool) == 8 and sum(s.bag.values()) == 4  # 9 - 18 + 17 refills; 21 - 17
    leftovers = list(s.pool)
    RULES.apply(s, Action("next_round"))
    assert s.removed == [] and s.set_aside == []
    assert all(stack == [] for b in s.buildings for row in b for stack in row)
    assert s.dice_used == [0, 0, 0]
    # a fresh depot of 9 rolled dice, not the 8 left over plus more
    assert len(s.pool) == 9 and s.pool != leftovers
    assert sum(s.bag.values()) == 32 - 2 - 9
    assert RULES.invariants(s) == []


def test_round_end_dice_thrown_away_or_removed_come_back_next_round() -> None:
    """Seed 라운드 종료 + 2인 게임: the eleven thrown-away dice return to the bag too."""
    s = play_out(new(2, 9), until_round_end=True)
    assert len(s.set_aside) == 11 and sum(s.bag.values()) == 0
    RULES.apply(s, Action("next_round"))
    assert s.set_aside == [] and sum(s.bag.values()) == 32 - 2 - 8
    assert {m: s.bag[m] + sum(d[0] == m for d in s.pool) + s.in_demand.count(m) for m in D.MATERIALS} == (
        dict.fromkeys(D.MATERIALS, 8)
    )


def test_three_players_use_28_dice_a_round_bp_pool() -> None:
    """bp-pool: with three players 2 + 9 + 17 = 28 dice leave the bag; 4 stay inside."""
    s = play_out(new(3, 9), until_round_end=True)
    assert sum(s.bag.values()) == 4


def test_refusal_after_round_3_says_the_game_is_over() -> None:
    """Seed 게임 종료: after the third round nothing more is built; every refusal says so
    (not "the round is still being played" or a placement reason). `refusal` is asked
    directly: the shell's GameView.choose does so when a finished game is clicked."""
    s = play_out(new(3, 5))
    assert s.phase == PHASE_OVER
    for action in (
        Action("next_round"),
        Action("place", die=0, row=0, col=0),
        Action("discard", die=0),
        Action("set_aside", die=0),
    ):
        reason = RULES.refusal(s, action)
        assert reason.code == "game_over" and "game is over" in reason.message
        with pytest.raises(IllegalAction):
            RULES.apply(s, action)


# --------------------------------------------------------------------------- the protocol with seats


def _candidate_actions(s) -> list[Action]:
    """Moves of every type with fields in and out of range, of the wrong kind or extra."""
    out = [Action("next_round"), Action("next_round", extra=1), Action("move", row=0, col=0)]
    for i in (-1, 0, len(s.pool) - 1, len(s.pool), True, "0"):
        out += [Action("discard", die=i), Action("set_aside", die=i), Action("discard", die=i, extra=0)]
        out += [Action("place", die=i, row=r, col=c) for r in (-1, 0, 1, 2, 3, True) for c in (0, 1, 2)]
        out.append(Action("place", die=i, row=1, col=1, extra=2))
    return out


def test_check_allows_exactly_the_listed_actions() -> None:
    """Checks read the rules, not the listing: in every position of random games an
    action passes `check` exactly when `legal_actions` lists it, and a refused one says why."""
    from boardgames_gui.engine.api import find_listed
    from boardgames_gui.engine.bots import RandomBot

    for players in (2, 3, 4):
        s = new(players, 60 + players)
        bot = RandomBot(players)
        while (d := RULES.decision(s)) is not None:
            legal = RULES.legal_actions(s, d.player)
            for action in _candidate_actions(s):
                problem = RULES.check(s, action, d.player)
                assert (problem is None) == find_listed(legal, action), action
                assert problem is None or problem.message
            RULES.apply(s, bot.choose(RULES, s, d.player), d.player)


def test_only_the_player_on_turn_acts() -> None:
    """One seat acts at a time: the others have no listed moves, and a move of theirs is
    refused by name."""
    s = new(3, 2)
    d = RULES.decision(s)
    assert d.actors() == (s.current,)
    other = (s.current + 1) % 3
    assert RULES.legal_actions(s, other) == []
    action = RULES.legal_actions(s, s.current)[0]
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, action, other)
    assert err.value.code == "not_your_turn"
    RULES.apply(s, action, s.current)


def test_throw_away_turns_are_secret_and_the_round_end_is_not() -> None:
    """The blueprint stays on the screen while the same player throws a die away; the
    scoring sheet is for the whole table."""
    s = new(2, 1)
    RULES.apply(s, RULES.legal_actions(s)[0])
    d = RULES.decision(s)
    assert d.kind == "set_aside" and d.secret
    s = play_out(new(2, 1), until_round_end=True)
    assert RULES.decision(s).kind == "next_round" and not RULES.decision(s).secret


def test_round_end_refuses_a_start_of_round_with_unknown_parts() -> None:
    """Starting the next round takes no fields; one with extra parts is not allowed."""
    s = play_out(new(3, 2), until_round_end=True)
    problem = RULES.check(s, Action("next_round", extra=1))
    assert problem.code == "not_allowed" and "is scored" in problem.message
    problem = RULES.check(s, Action("discard", die=0))
    assert problem.code == "round_over"
