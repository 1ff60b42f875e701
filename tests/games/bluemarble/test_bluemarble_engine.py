"""Blue Marble against the engine contract: JSON, clone, undo/redo, replay, texts, simulations."""

from __future__ import annotations

import json

import pytest

from boardgames_gui.engine.api import Action, IllegalAction, concretise
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.match import Match
from boardgames_gui.engine.playout import play
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games import registry
from boardgames_gui.games.bluemarble.bot import BlueMarbleBot
from boardgames_gui.games.bluemarble.state import BlueMarbleState
from tests.games.bluemarble.helpers import RULES, act, give, new, roll_to, second_half


def _random_states(options: dict, seed: int, steps: int):
    s = RULES.new_game(options, seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if RULES.decision(s) is None:
            break
        RULES.apply(s, bot.choose(RULES, s, RULES.decision(s).player))
        yield s


def test_registry_entry_loads_rules_and_bot() -> None:
    info = registry.get("bluemarble")
    assert info.rules.game_id == "bluemarble" and not info.rules.has_secrets
    assert isinstance(info.make_bot(3), BlueMarbleBot)


def test_json_round_trip_gives_an_equal_state() -> None:
    for s in _random_states({"players": 3}, 11, 400):
        text = json.dumps(RULES.state_to_json(s), ensure_ascii=False)
        assert RULES.state_from_json(json.loads(text)) == s


def test_clone_is_independent() -> None:
    s = second_half(new())
    give(s, 0, 6)
    c = s.clone()
    assert c == s
    act(c, "build", space=6, level=2)
    c.pending.append({"kind": "end_move"})
    c.held[1].append(99)
    assert s.level[6] == 0 and s.pending == [] and s.held[1] == [] and s.money[0] == 2930
    assert c != s


def test_apply_unchecked_does_exactly_what_apply_does() -> None:
    a = RULES.new_game({"players": 4}, 5)
    b = a.clone()
    bot = RandomBot(5)
    for _ in range(600):
        d = RULES.decision(a)
        if d is None:
            break
        action = bot.choose(RULES, a, d.player)
        ev1 = RULES.apply(a, action)
        ev2 = RULES.apply_unchecked(b, action)
        assert a == b and ev1 == ev2


def test_match_undo_redo_and_replay_give_the_same_states() -> None:
    match = Match(RULES, {"players": 2}, 9)
    bot = BlueMarbleBot(1)
    states = [RULES.state_to_json(match.state)]
    for _ in range(160):
        d = match.decision()
        if d is None:
            break
        match.apply(bot.choose(RULES, match.state, d.player))
        states.append(RULES.state_to_json(match.state))
    for i in range(len(states) - 1, len(states) - 60, -1):
        match.undo()
        assert RULES.state_to_json(match.state) == states[i - 1]
    for i in range(len(states) - 60, len(states) - 1):
        match.redo()
        assert RULES.state_to_json(match.state) == states[i + 1]
    replay = RULES.new_game(match.options, 9)
    for action in match.actions:
        RULES.apply_unchecked(replay, action)
    assert replay == match.state


def test_illegal_actions_raise_and_leave_the_state_unchanged() -> None:
    for s in _random_states({"players": 4, "variants": {"mode": "optional"}}, 3, 200):
        before = s.clone()
        for bogus in (
            {"type": "build", "space": 39, "level": 1},
            {"type": "fly", "space": 45},
            {"type": "pay"},
            {"type": "buy", "space": 2},
            {"type": "sell", "space": 6, "level": 3},
            {"type": "give_deed"},
            {"type": "bid", "amount": -5},
            {"type": "use_ticket"},
            {"type": "pick", "space": 39},
        ):
            if any(dict(a) == bogus for a in RULES.legal_actions(s)):
                continue
            with pytest.raises(IllegalAction) as err:
                RULES.apply(s, Action(**bogus))
            assert err.value.message.endswith((".", "!", "?")), err.value.message
            assert s == before


def test_refusal_teaches_the_rule_for_a_city_you_do_not_own() -> None:
    s = second_half(new())
    with pytest.raises(IllegalAction) as err:
        act(s, "build", space=6, level=1)
    assert err.value.message == "You cannot build here: you do not own Singapore."


def test_refusal_when_trying_to_pay_while_short() -> None:
    s = second_half(new())
    give(s, 1, 6, level=4)
    give(s, 0, 8)
    s.bank += s.money[0] - 10
    s.money[0] = 10
    roll_to(s, 0, 0, (2, 4))
    with pytest.raises(IllegalAction) as err:
        act(s, "pay")
    assert "sell buildings or hand over a deed" in err.value.message


def test_observation_hides_only_the_deck_order() -> None:
    s = new()
    obs = RULES.observation(s, 0)
    assert obs["deck"] == 30 and "rng" not in obs
    assert obs["money"] == s.money and obs["owner"] == s.owner
    assert RULES.observation(s, None) == obs


def test_player_panel_shows_money_deeds_and_held_cards() -> None:
    s = new()
    give(s, 0, 6, 8)
    s.deck.remove(16)
    s.held[0].append(16)
    rows = dict(RULES.player_panel(s, None)[0])
    assert rows["Money"] == "₩2,930K" and rows["Deeds"] == "2" and "Preferential ticket" in rows["Cards"]


def test_player_panel_after_the_game_names_the_winner_and_no_next_turn_plans() -> None:
    """Issue 'End': once the game is over a player 'flying next turn' has no next turn."""
    s = new(2)
    s.travel[0] = True
    s.island[1] = 2
    s.over, s.end_reason = True, "round_limit"
    give(s, 0, 39)
    panels = RULES.player_panel(s, None)
    assert dict(panels[0])["Status"] == "winner"
    assert "Status" not in dict(panels[1])


def test_every_event_has_log_text() -> None:
    seen = set()
    names = ["A", "B", "C", "D"]
    for options in (
        {"players": 4},
        {"players": 4, "variants": {"mode": "optional", "three_doubles_island": True}},
    ):
        for seed in range(4):
            s = RULES.new_game(options, seed)
            bots = [BlueMarbleBot(seed + p) if p % 2 else RandomBot(seed + p) for p in range(4)]
            steps = 0
            while RULES.decision(s) is not None and steps < 3000:
                steps += 1
                for e in RULES.apply(
                    s, bots[RULES.decision(s).player].choose(RULES, s, RULES.decision(s).player)
                ):
                    seen.add(e["type"])
                    text = RULES.event_text(e, names)
                    silent = e["type"] == "turn" or (e["type"] == "paid" and e["reason"] == "fund")
                    assert silent or text, e
    expected = {
        "dice_rolled",
        "moved",
        "salary",
        "bought",
        "paid",
        "built",
        "golden_key",
        "island",
        "space_travel",
        "auction_bid",
        "auction_pass",
        "game_over",
        "bankrupt",
    }
    assert expected <= seen, expected - seen


def test_action_labels_are_sentences_for_buttons() -> None:
    s = new()
    assert RULES.action_label(s, Action("roll")) == "Roll the dice"
    assert RULES.action_label(s, Action("buy", space=6)) == "Buy Singapore (₩100K)"


def test_rules_text_has_the_variants_readings_and_secret_operations() -> None:
    text = RULES.rules_text()
    for phrase in (
        "₩2,930K",
        "First half",
        "Operation Carnegie",
        "Operation Normandy",
        "Three doubles",
        "WHERE THE RULEBOOK IS UNCLEAR",
        "Limited building supply",
        "Round limit",
        "Space Travel",
    ):
        assert phrase in text, phrase


def test_invariants_detect_broken_money_and_double_ownership() -> None:
    s = new()
    assert RULES.invariants(s) == []
    s.money[0] += 1
    assert any("conserved" in x for x in RULES.invariants(s))
    s = new()
    s.level[39] = 1
    assert RULES.invariants(s)


CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 2, "variants": {"mode": "optional"}},
    {"players": 3, "variants": {"mode": "optional"}},
    {"players": 4, "variants": {"mode": "optional"}},
    {"players": 4, "variants": {"tolls_from_start": True}},
    {"players": 4, "variants": {"three_doubles_island": True}},
    {"players": 4, "variants": {"build_on_landing": True}},
    {"players": 4, "variants": {"limited_supply": True}},
    {"players": 3, "variants": {"round_limit": 10}},
    {"players": 4, "variants": {"buyout": True}},
    {"players": 2, "variants": {"island_bail": True}},
]


@pytest.mark.parametrize("options", CONFIGS, ids=lambda o: json.dumps(o, sort_keys=True))
def test_short_simulation_every_game_ends_with_a_winner(options: dict) -> None:
    """A few dozen bot games per configuration: no error, invariants hold, a winner each."""
    n = options["players"]
    for seed in range(24):
        bots = [
            BlueMarbleBot(seed * 10 + p) if (seed + p) % 2 else RandomBot(seed * 10 + p) for p in range(n)
        ]
        played = play(RULES, options, seed, bots=bots, check=seed < 3, checked_apply=seed < 3)
        assert played.result.winners, (seed, played.result)
        assert len(played.result.scores) == n


def test_round_limit_ends_the_game_by_rounds() -> None:
    played = play(RULES, {"players": 3, "variants": {"round_limit": 5}}, 1)
    assert not played.capped and played.state.end_reason in ("round_limit", "bankruptcy")
    assert played.state.round <= 6


def test_seeded_games_are_deterministic() -> None:
    a = play(RULES, {"players": 4}, 21, checked_apply=False)
    b = play(RULES, {"players": 4}, 21, checked_apply=False)
    assert a.state == b.state and isinstance(a.state, BlueMarbleState)


def test_random_actions_with_ranges_apply() -> None:
    s = new(4, mode="optional")
    while RULES.decision(s).kind == "draft":
        act(s, "pass")
    bid = next(a for a in RULES.legal_actions(s) if a["type"] == "bid")
    RULES.apply(s, concretise(bid, Rng(2), "hi"))
    assert s.pending[-1]["high"] == bid["amount"].hi
