"""boardgames-cli: simulate prints one JSON line per game; replay prints the state hash."""

import json
import subprocess
import sys

import pytest

from boardgames_gui import cli
from boardgames_gui.engine.match import Match
from boardgames_gui.engine.savefile import save
from boardgames_gui.games import registry
from boardgames_gui.games.registry import GameInfo
from boardgames_gui.games.testgame.rules import PigRaceRules

KEYS = {"game", "seed", "players", "winner", "scores", "actions", "state_hash", "capped"}


def test_simulate_prints_one_json_line_per_game(capsys):
    assert cli.main(["simulate", "testgame", "--players", "3", "--games", "4", "--seed", "10"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == 4
    assert all(set(line) == KEYS for line in lines)
    assert [line["seed"] for line in lines] == [10, 11, 12, 13]
    assert all(line["winner"] in (0, 1, 2) and not line["capped"] for line in lines)


def test_simulate_is_deterministic(capsys):
    cli.main(["simulate", "testgame", "--players", "2", "--games", "2", "--seed", "5"])
    first = capsys.readouterr().out
    cli.main(["simulate", "testgame", "--players", "2", "--games", "2", "--seed", "5"])
    assert capsys.readouterr().out == first


def test_simulate_takes_variants(capsys):
    cli.main(["simulate", "testgame", "--players", "2", "--games", "1", "--variant", "target=90"])
    line = json.loads(capsys.readouterr().out)
    assert max(line["scores"]) >= 90


def test_simulate_refuses_an_unknown_variant(capsys):
    assert cli.main(["simulate", "testgame", "--players", "2", "--variant", "speed=3"]) == 2
    assert "no variant" in capsys.readouterr().err


class EndlessPig(PigRaceRules):
    """Pig Race that can never be won, to reach the action cap."""

    action_cap = 40

    def apply_unchecked(self, state, action, player=None):
        events = super().apply_unchecked(state, action, player)
        state.winner = None
        return events


class BrokenPig(PigRaceRules):
    """Pig Race whose invariant breaks on the fifth action."""

    def invariants(self, state):
        return ["scores do not add up"] if state.rolls >= 5 else []


@pytest.fixture
def extra_games(monkeypatch):
    for game_id, cls in (("endless", "EndlessPig"), ("broken", "BrokenPig")):
        monkeypatch.setitem(
            registry.GAMES,
            game_id,
            GameInfo(game_id, game_id, game_id, "", 2, 4, f"tests.engine.test_cli:{cls}", hidden=True),
        )


def test_a_game_over_the_action_cap_ends_by_time_limit_scoring(capsys, extra_games):
    assert cli.main(["simulate", "endless", "--players", "2", "--games", "1"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["capped"] is True and line["actions"] == 40 and line["winner"] is not None


def test_a_broken_invariant_exits_1_naming_seed_and_action(capsys, extra_games):
    assert cli.main(["simulate", "broken", "--players", "2", "--games", "3", "--seed", "8"]) == 1
    err = capsys.readouterr().err
    assert "seed 8" in err and "action" in err and "scores do not add up" in err


def test_replay_prints_the_final_state_hash(tmp_path, capsys):
    rules = registry.get("testgame").rules
    m = Match(rules, {"players": 2}, 4)
    from boardgames_gui.engine.bots import RandomBot

    bot = RandomBot(1)
    for _ in range(15):
        if m.decision() is None:
            break
        m.apply(bot.choose(rules, m.state, m.decision().player))
    save(m, tmp_path / "g.json")
    assert cli.main(["replay", str(tmp_path / "g.json")]) == 0
    assert capsys.readouterr().out.strip() == rules.state_hash(m.state)


def test_replay_of_a_bad_file_exits_2_with_a_sentence(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 1}', encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "boardgames_gui.cli", "replay", str(bad)], capture_output=True, text=True
    )
    assert proc.returncode == 2
    assert proc.stderr.strip().startswith("The saved game is missing")


def test_replay_of_a_save_whose_seed_has_6000_digits_exits_2_with_a_sentence(tmp_path, capsys):
    """Known defect: such a seed used to end `replay` in a Python traceback and exit 1."""
    m = Match(registry.get("testgame").rules, {"players": 2}, 4)
    save(m, tmp_path / "g.json")
    text = (tmp_path / "g.json").read_text(encoding="utf-8").replace('"seed": 4', '"seed": ' + "7" * 6000)
    (tmp_path / "g.json").write_text(text, encoding="utf-8")
    assert cli.main(["replay", str(tmp_path / "g.json")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith(".") and "Traceback" not in err and "number too long" in err


def test_the_hidden_test_game_is_kept_to_the_tests(monkeypatch, capsys):
    """`boardgames --game testgame` and `boardgames-cli simulate testgame` reached Pig Race,
    and error messages named it: outside the test suite it is not a game."""
    from boardgames_gui.ui import app

    monkeypatch.delenv(registry.TEST_GAMES_ENV, raising=False)
    assert cli.main(["simulate", "testgame", "--players", "2", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "Unknown game 'testgame'" in err and "testgame." not in err.split("Games:")[1]
    assert "bluemarble" in err
    with pytest.raises(SystemExit):
        app.parse_args(["--game", "testgame"])
    err = capsys.readouterr().err
    assert "no game called 'testgame'" in err and "testgame" not in err.split("available:")[1]
