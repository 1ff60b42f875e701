"""Whole games: JSON round-trip, short simulations for 2-4 players, texts, the bot."""

from __future__ import annotations

import json

import pytest

from boardgames_gui.engine.api import Action
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.games import registry
from boardgames_gui.games.blueprints.bot import BlueprintsBot
from boardgames_gui.games.blueprints.state import BlueprintsState
from tests.games.blueprints.helpers import RULES, new, play_out


def test_registry_entry_points_at_these_rules_and_bot() -> None:
    info = registry.get("blueprints")
    assert type(info.rules).__name__ == "BlueprintsRules" and info.rules.game_id == "blueprints"
    assert isinstance(info.make_bot(3), BlueprintsBot)
    assert (RULES.min_players, RULES.max_players) == (2, 4)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_json_round_trip_at_every_step(players: int) -> None:
    """State -> JSON text -> state is equal at every step, and a clone is independent."""
    s = new(players, 17)
    bot = RandomBot(5)
    while (d := RULES.decision(s)) is not None:
        back = RULES.state_from_json(json.loads(json.dumps(RULES.state_to_json(s))))
        assert back == s and isinstance(back, BlueprintsState)
        twin = s.clone()
        RULES.apply(s, bot.choose(RULES, s, d.player), d.player)
        assert twin != s or RULES.decision(twin) is None
        assert RULES.state_to_json(twin) == RULES.state_to_json(back)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_after_three_rounds_with_a_winner_or_shared_win(players: int) -> None:
    """Thirty seeds per player count: invariants hold throughout; the game ends with a result."""
    for seed in range(30):
        s = new(players, seed)
        bot = RandomBot(seed)
        steps = 0
        while (d := RULES.decision(s)) is not None:
            RULES.apply(s, bot.choose(RULES, s, d.player))
            assert RULES.invariants(s) == []
            steps += 1
        res = RULES.result(s)
        assert res is not None and res.winners and not res.capped
        assert len(s.sheets) == 3 and steps < RULES.action_cap
        best = max(res.scores)
        assert all(res.scores[w] == best for w in res.winners)


def test_two_player_variant_off_full_games() -> None:
    for seed in range(10):
        s = new(2, seed, two_player_discard=False)
        play_out(s, [RandomBot(seed), RandomBot(seed + 1)])
        assert RULES.result(s).winners


def test_texts_for_events_actions_panel_and_rules() -> None:
    """Every event has a log line; buttons have labels; the players dock hides secrets."""
    s = new(3, 2)
    names = RULES.player_names(s)
    seen: set[str] = set()
    bot = RandomBot(1)
    while (d := RULES.decision(s)) is not None:
        for a in RULES.legal_actions(s)[:3]:
            assert RULES.action_label(s, a)
        for e in RULES.apply(s, bot.choose(RULES, s, d.player)):
            seen.add(e["type"])
            assert RULES.event_text(e, names), e
    assert {"placed", "refilled", "round_started", "round_scored", "card_won", "game_over"} <= seen
    text = RULES.rules_text()
    assert "Where the rulebook is unclear" in text and "3 rows by 2 columns" in text
    # seed 라운드 종료: the rules panel says what happens to the dice between rounds
    assert "Every die goes back into the bag, the dice left in the depot included" in text
    fresh = new(3, 2)
    panel = RULES.player_panel(fresh, 0)
    assert dict(panel[0])["Blueprint"] == f"#{fresh.blueprints[0]}"
    assert dict(panel[1])["Blueprint"] == "hidden"
    assert "Blueprint bonus" not in dict(panel[1])


def test_card_won_log_line_keeps_the_card_face_down() -> None:
    """Seed 중요합니다: the log does not say which card was won."""
    text = RULES.event_text(
        {"type": "card_won", "player": 0, "kind": "award", "id": "gold", "round": 1}, ["Ann"]
    )
    assert "gold" not in text.lower() and "face down" in text


def test_preview_hides_the_blueprint_bonus_of_other_players() -> None:
    s = new(3, 2)
    assert RULES.preview(s, 1, 0)["blueprint"] is None
    assert RULES.preview(s, 1, 1)["blueprint"]["card"] == s.blueprints[1]


# --------------------------------------------------------------------------- the computer player


def test_bot_does_not_read_other_blueprints_the_deck_or_the_generator() -> None:
    """Bots must not use hidden facts: changing them changes nothing the bot does."""
    for seed in range(8):
        s = new(4, seed)
        play = [RandomBot(seed)] * 4
        for _ in range(seed * 3):
            seat = RULES.decision(s).player
            RULES.apply(s, play[0].choose(RULES, s, seat), seat)
        p = RULES.decision(s).player
        other = s.clone()
        for q in range(4):
            if q != p:
                other.blueprints[q] = 24 if s.blueprints[q] != 24 else 23
        other.deck.reverse()
        other.rng.state ^= 0xDEADBEEF
        assert BlueprintsBot(1).choose(RULES, s, p) == BlueprintsBot(1).choose(RULES, other, p)


def test_bot_only_chooses_legal_actions_in_full_games() -> None:
    for players in (2, 3, 4):
        s = new(players, players)
        bots = [BlueprintsBot(p) for p in range(players)]
        play_out(s, bots)
        assert RULES.result(s).winners


def test_bot_follows_its_blueprint_when_the_bonus_is_reachable() -> None:
    """A bot alone with an empty building and a flat card (1 = all six cells height 1) never
    stacks while the exact match is within reach and low dice fit everywhere."""
    s = new(2, 4, two_player_discard=False)
    p = s.current
    from tests.games.blueprints.helpers import set_building

    set_building(s, p, {}, 1)
    action = BlueprintsBot(2).choose(RULES, s, p)
    assert action["type"] == "place"
    assert s.buildings[p][action["row"]][action["col"]] == []


def test_bot_beats_random_players_clearly() -> None:
    """1 bot vs 3 random players, 24 seeded games: the bot wins most of them."""
    wins = 0.0
    for g in range(24):
        seat = g % 4
        bots = [RandomBot(100 + g * 4 + q) for q in range(4)]
        bots[seat] = BlueprintsBot(g)
        s = play_out(new(4, 500 + g), bots)
        res = RULES.result(s)
        if seat in res.winners:
            wins += 1 / len(res.winners)
    assert wins >= 15  # chance would be 6


def test_next_round_is_the_only_action_between_rounds() -> None:
    s = play_out(new(4, 3), until_round_end=True)
    assert RULES.legal_actions(s) == [Action("next_round")]
    assert RULES.action_label(s, Action("next_round")) == "Start round 2"


def test_observation_is_a_copy_that_cannot_change_the_state() -> None:
    s = play_out(new(3, 7), until_round_end=True)
    before = RULES.state_to_json(s)
    obs = RULES.observation(s, 0)
    obs["sheets"][0]["players"][0]["score"] = 999
    obs["buildings"][0][0][0].append(["glass", 6])
    obs["pool"].clear()
    assert RULES.state_to_json(s) == before
