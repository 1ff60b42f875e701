"""Buildings behind the screens (issue 15): each player builds behind a screen (가림막)
and the buildings are revealed once everyone has placed six dice [SEED 모두가 주사위를 6개씩
배치하면 각자 건물을 공개하고]. The dice taken stay public; the variant "open buildings
(learning game)" keeps every building in the open.

The check: move another player's dice to other cells and nothing a player may see
(observation, score preview, players dock, log) changes while the round is built.
"""

from __future__ import annotations

import pytest

from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.games.blueprints.state import PHASE_BUILD, PHASE_SET_ASIDE, BlueprintsState
from tests.games.blueprints.helpers import RULES, new

BUILDING = (PHASE_BUILD, PHASE_SET_ASIDE)


def _moved_around(s: BlueprintsState, viewer: int) -> BlueprintsState:
    """A copy of `s` where every other player's stacks stand on other cells (same dice)."""
    t = s.clone()
    for q in range(s.players):
        if q != viewer:
            cells = [stack for row in t.buildings[q] for stack in row]
            cells = cells[1:] + cells[:1]
            t.buildings[q] = [cells[0:2], cells[2:4], cells[4:6]]
    return t


def _play_to(s: BlueprintsState, moves: int, seed: int) -> list:
    bot = RandomBot(seed)
    events = []
    for _ in range(moves):
        d = RULES.decision(s)
        events += RULES.apply(s, bot.choose(RULES, s, d.player), d.player)
    return events


@pytest.mark.parametrize("players", [2, 3, 4])
def test_while_a_round_is_built_nobody_sees_where_the_others_built(players: int) -> None:
    for moves in (3, 7, 11):
        s = new(players, 40 + moves)
        _play_to(s, moves, moves)
        assert RULES.decision(s).kind in BUILDING
        for viewer in range(players):
            other = _moved_around(s, viewer)
            assert other != s
            assert RULES.observation(other, viewer) == RULES.observation(s, viewer)
            assert RULES.player_panel(other, viewer) == RULES.player_panel(s, viewer)
            for q in range(players):
                assert RULES.preview(other, q, viewer) == RULES.preview(s, q, viewer)


def test_a_player_sees_their_own_building_and_score_and_the_dice_the_others_took() -> None:
    s = new(3, 8)
    _play_to(s, 5, 3)
    obs = RULES.observation(s, 0)
    assert obs["buildings"][0] is not None and obs["buildings"][1] is None and obs["buildings"][2] is None
    for q in range(3):
        built = sorted(tuple(d) for row in s.buildings[q] for stack in row for d in stack)
        assert sorted(tuple(d) for d in obs["built_dice"][q]) == built
    assert RULES.preview(s, 0, 0)["score"] is not None
    assert RULES.preview(s, 1, 0)["hidden"] and RULES.preview(s, 1, 0)["score"] is None
    panel = [dict(rows) for rows in RULES.player_panel(s, 0)]
    own = RULES.preview(s, 0, 0)
    assert panel[0]["Building score"] == f"{own['score']} (blueprint bonus {own['blueprint']['points']})"
    assert panel[1]["Building score"] == "behind the screen"
    assert panel[1]["Wood · recycled · stone · glass"] == "behind the screen"
    # the same rows, so a card keeps its size through the hand-off
    assert list(panel[0]) == list(panel[1])


def test_the_log_says_who_took_which_die_but_not_where_it_went_until_the_reveal() -> None:
    s = new(3, 21)
    names = RULES.player_names(s)
    events = _play_to(s, 18, 4)  # the whole first round: 3 players x 6 dice
    placed = [e for e in events if e["type"] == "placed"]
    assert placed
    for e in placed:
        line = RULES.event_text(e, names)
        elsewhere = {**e, "row": (e["row"] + 1) % 3, "col": 1 - e["col"], "level": e["level"] + 1}
        assert line == RULES.event_text(elsewhere, names)
        assert names[e["player"]] in line and str(e["die"][1]) in line
    kinds = [e["type"] for e in events]
    assert kinds.index("buildings_revealed") < kinds.index("round_scored")
    assert "every building is shown" in RULES.event_text(events[kinds.index("buildings_revealed")], names)


def test_at_the_rounds_scoring_every_building_is_revealed() -> None:
    s = new(3, 21)
    _play_to(s, 18, 4)
    assert RULES.decision(s).kind == "next_round"
    obs = RULES.observation(s, 1)
    assert all(b is not None for b in obs["buildings"])
    assert all(RULES.preview(s, q, 1)["score"] is not None for q in range(3))


def test_the_learning_game_keeps_every_building_open() -> None:
    s = new(3, 8, open_buildings=True)
    events = _play_to(s, 5, 3)
    names = RULES.player_names(s)
    obs = RULES.observation(s, 0)
    assert all(b is not None for b in obs["buildings"])
    assert RULES.preview(s, 1, 0)["score"] is not None
    line = RULES.event_text(next(e for e in events if e["type"] == "placed"), names)
    assert "row" in line and "column" in line


def test_the_default_game_has_no_open_buildings_entry_so_older_saves_stay_as_they_were() -> None:
    """The variant came after games were saved: off, it is not written into the options."""
    assert "open_buildings" not in new(2, 1).options["variants"]
    assert new(2, 1, open_buildings=True).options["variants"]["open_buildings"] is True


def test_the_two_player_throw_away_rule_applies_to_two_players_only() -> None:
    rule = next(v for v in RULES.variants if v.key == "two_player_discard")
    assert rule.applies_to(2) and not rule.applies_to(3) and not rule.applies_to(4)


def test_the_computer_does_not_look_behind_the_screens() -> None:
    """Two players: the die it throws away is chosen from what it may know."""
    from boardgames_gui.games.blueprints.bot import BlueprintsBot

    checked = 0
    for seed in range(12):
        s = new(2, seed)
        _play_to(s, 2 * (seed % 5) + 1, seed)  # after a build: the throw-away step
        d = RULES.decision(s)
        assert d.kind == "set_aside"
        other = _moved_around(s, d.player)
        assert BlueprintsBot(seed).choose(RULES, s, d.player) == BlueprintsBot(seed).choose(
            RULES, other, d.player
        )
        checked += 1
    assert checked == 12
