"""The shared conformance suite, run over every registered game (docs/architecture.md section 6).

Each game is played by random bots from many seeds; at each step of the
checked playouts: every listed action applies, the state round-trips through
JSON, a clone stays independent, the game's invariants hold, illegal
actions raise IllegalAction leaving the state equal, seats acting out of turn
may take their listed actions and seats that may not act now are refused with a
sentence. The playouts now and then let an out-of-turn seat act. Then
determinism (with the global `random` stirred in between), undo/redo equality
with the seat of every action kept, and golden saved games replaying to the
same result.
"""

from __future__ import annotations

import json
import pathlib

import pytest

from boardgames_gui.engine.api import Rules
from boardgames_gui.engine.playout import play
from boardgames_gui.engine.rng import Rng
from boardgames_gui.engine.savefile import loads
from boardgames_gui.games import registry
from tests.engine.conformance import acting_seat, check_undo_redo, checked_playout, final_hash

GAMES = [info.game_id for info in registry.available()]
GOLDEN = pathlib.Path(__file__).parent.parent / "golden"


def configurations(rules: Rules) -> list[tuple[str, dict]]:
    """Every player count with default variants, then each switch turned on (at most players)."""
    configs = [(f"{n}p", {"players": n}) for n in range(rules.min_players, rules.max_players + 1)]
    for v in rules.variants:
        if v.kind == "bool":
            configs.append(
                (
                    f"{v.key}={not v.default}",
                    {"players": rules.max_players, "variants": {v.key: not v.default}},
                )
            )
        elif v.kind == "choice":
            for value, _label in v.choices:
                if value != v.default:
                    configs.append(
                        (f"{v.key}={value}", {"players": rules.max_players, "variants": {v.key: value}})
                    )
    return configs


def all_configs() -> list:
    params = []
    for game_id in GAMES:
        rules = registry.get(game_id).rules
        for label, options in configurations(rules):
            params.append(pytest.param(game_id, options, id=f"{game_id}-{label}"))
    return params


@pytest.mark.parametrize("game_id, options", all_configs())
def test_checked_random_playouts(game_id: str, options: dict) -> None:
    """Each listed action applies, JSON round-trip, clone independence, invariants, refusals."""
    rules = registry.get(game_id).rules
    for seed in (1, 2):
        checked_playout(rules, options, seed, max_steps=250)


@pytest.mark.parametrize("game_id, options", all_configs())
def test_full_random_games_end_with_a_result(game_id: str, options: dict) -> None:
    """Many seeds of full random games: no exception, invariants at every action, a result."""
    rules = registry.get(game_id).rules
    for seed in range(10):
        played = play(rules, options, seed, check=True)
        assert played.result is not None
        assert played.result.ranking, "a result ranks the players"
        assert len(played.result.scores) == rules.validate_options(options)["players"]


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_and_actions_give_the_same_game_even_with_global_random_stirred(game_id: str) -> None:
    rules = registry.get(game_id).rules
    options = {"players": rules.max_players}
    for seed in (3, 4):
        assert final_hash(rules, options, seed, stir=False) == final_hash(rules, options, seed, stir=True)


@pytest.mark.parametrize("game_id", GAMES)
def test_different_seeds_give_different_games(game_id: str) -> None:
    """The seed really drives the dice and shuffles (guards against a constant RNG)."""
    rules = registry.get(game_id).rules
    options = {"players": rules.max_players}
    hashes = {rules.state_hash(rules.new_game(options, seed)) for seed in range(6)}
    assert len(hashes) > 1


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_then_redo_returns_the_same_states(game_id: str) -> None:
    rules = registry.get(game_id).rules
    check_undo_redo(rules, {"players": rules.min_players}, seed=5, steps=130)


def golden_files() -> list:
    return [pytest.param(p, id=p.stem) for p in sorted(GOLDEN.glob("*/*.json")) if p.parent.name in GAMES]


@pytest.mark.parametrize("path", golden_files())
def test_golden_saved_games_replay_to_the_same_result(path: pathlib.Path) -> None:
    expected = json.loads(path.with_suffix(".expected").read_text(encoding="utf-8"))
    match = loads(path.read_text(encoding="utf-8"), registry.rules_of)
    assert match.rules.state_hash(match.state) == expected["state_hash"]
    result = match.result()
    assert (result.to_json()["winners"] if result else None) == expected["winners"]


def test_every_game_in_the_launcher_has_golden_games() -> None:
    """A registered game without golden saves would let a silent rules change slip by."""
    for game_id in GAMES:
        assert list((GOLDEN / game_id).glob("*.json")), f"no golden saved games for {game_id}"


def test_the_checked_playouts_let_seats_act_out_of_turn_now_and_then() -> None:
    """Guard against a suite that never plays an out-of-turn action: in Pig Race, with seat 1
    able to buy a charm during seat 0's turn, the playouts' seat picker sometimes picks it."""
    rules = registry.get("testgame").rules
    state = rules.state_from_json(
        {**rules.state_to_json(rules.new_game({"players": 3}, 1)), "scores": [0, 5, 0]}
    )
    decision = rules.decision(state)
    assert decision.actors() == (0, 1, 2)
    rng = Rng.from_seed(9)
    picked = [acting_seat(rules, state, decision, rng) for _ in range(80)]
    assert picked.count(0) > 40 and 0 < picked.count(1) < 40
    assert 2 not in picked, "seat 2 has nothing to do (no points for a charm), so it is never picked"


def computer_players(game_id: str, seed: int, players: int) -> list:
    """Each seat's computer player, seeded as the app seeds them (ui/app.py `autoplay`)."""
    info = registry.get(game_id)
    return [info.make_bot(seed * 31 + p + 1) for p in range(players)]


#: Blue Moon City seeds whose four computer players once cycled end-phase/discard forever
CYCLING_SEEDS = {"bluemooncity": (23, 46, 76, 96, 99, 110)}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_between_computer_players_always_ends_with_a_result(game_id: str) -> None:
    """The real bots, not only random ones: every game they play ends before the action cap."""
    rules = registry.get(game_id).rules
    cases = [(seed, n) for n in range(rules.min_players, rules.max_players + 1) for seed in range(8)]
    cases += [(seed, rules.max_players) for seed in CYCLING_SEEDS.get(game_id, ())]
    for seed, players in cases:
        played = play(rules, {"players": players}, seed, bots=computer_players(game_id, seed, players))
        assert not played.capped, f"seed {seed}, {players} players: the computer players never finished"
        assert played.result.ranking
