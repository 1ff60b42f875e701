"""Save files: the action log as JSON; every bad input is refused with one sentence."""

import json
import os

import pytest

from boardgames_gui.engine import savefile
from boardgames_gui.engine.api import Action
from boardgames_gui.engine.match import Match
from boardgames_gui.engine.savefile import SaveFileError, load, loads, save
from boardgames_gui.games import registry


def played_match(actions: int = 6) -> Match:
    rules = registry.get("testgame").rules
    m = Match(rules, {"players": 3, "names": ["Ana", "Bo", "Cy"]}, 17)
    for _ in range(actions):
        legal = m.legal_actions()
        m.apply(
            Action("roll")
            if m.state.turn_total < 8 or len(legal) == 1
            else Action("hold", amount=m.state.turn_total)
        )
    return m


def good_save() -> dict:
    return played_match().to_save()


def test_a_saved_game_loads_to_the_same_state(tmp_path):
    m = played_match()
    path = tmp_path / "game.json"
    save(m, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format_version", "game", "rules_version", "options", "seed", "actions"}
    back = load(path)
    assert back.rules.state_hash(back.state) == m.rules.state_hash(m.state)
    assert back.actions == m.actions


def test_writes_are_atomic_and_leave_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    save(played_match(), path)
    original = path.read_text(encoding="utf-8")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save(played_match(10), path)
    assert path.read_text(encoding="utf-8") == original, "a failed save must not damage the old file"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def refusal(text: str) -> str:
    with pytest.raises(SaveFileError) as err:
        loads(text)
    message = str(err.value)
    assert message.endswith(".") and "\n" not in message, "one sentence"
    return message


def test_not_json_is_refused():
    assert "not valid JSON" in refusal("this is { not json at all")


def test_an_empty_file_is_refused():
    assert "empty" in refusal("")


def test_json_that_is_not_an_object_is_refused():
    assert "not an object" in refusal("[1, 2, 3]")


@pytest.mark.parametrize("field", savefile.REQUIRED)
def test_a_missing_field_is_refused(field):
    data = good_save()
    del data[field]
    assert f"'{field}'" in refusal(json.dumps(data))


def test_an_unknown_game_is_refused():
    data = good_save()
    data["game"] = "chess"
    assert "unknown game" in refusal(json.dumps(data))


def test_a_newer_format_version_is_refused():
    data = good_save()
    data["format_version"] = savefile.FORMAT_VERSION + 1
    assert "newer version" in refusal(json.dumps(data))


def test_newer_rules_are_refused():
    data = good_save()
    data["rules_version"] = 99
    assert "newer rules" in refusal(json.dumps(data))


@pytest.mark.parametrize(
    "options",
    [{"players": 9}, {"players": 2, "variants": {"target": 5}}, {"players": 2, "variants": {"bogus": 1}}],
)
def test_options_out_of_range_are_refused(options):
    data = good_save()
    data["options"] = options
    assert "options are not valid" in refusal(json.dumps(data))


def test_an_action_the_rules_refuse_names_its_number_and_the_reason():
    data = good_save()
    data["actions"].insert(0, {"type": "hold", "amount": 5})
    message = refusal(json.dumps(data))
    assert "Action 1" in message and "nothing to hold" in message


def test_a_malformed_action_is_refused_with_its_number():
    data = good_save()
    data["actions"].append("roll")
    assert f"Action {len(data['actions'])}" in refusal(json.dumps(data))


def test_a_truncated_file_is_refused():
    text = json.dumps(good_save())
    assert "truncated" in refusal(text[: len(text) // 2])


def test_a_file_over_20_mb_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(savefile.MAX_BYTES + 1)
    with pytest.raises(SaveFileError) as err:
        load(path)
    assert "20 MB" in str(err.value)


def test_a_binary_file_is_refused(tmp_path):
    path = tmp_path / "x.json"
    path.write_bytes(b"\x80\x81\xfe\xff")
    with pytest.raises(SaveFileError) as err:
        load(path)
    assert "not text" in str(err.value)


def test_a_missing_file_is_refused(tmp_path):
    with pytest.raises(SaveFileError):
        load(tmp_path / "nope.json")


def test_a_bad_seed_is_refused():
    data = good_save()
    data["seed"] = "abc"
    assert "seed" in refusal(json.dumps(data))


def test_deeply_nested_json_is_refused_not_crashed():
    assert "saved game" in refusal("[" * 100000 + "]" * 100000)


def test_a_hostile_file_cannot_run_code():
    """JSON only: a pickle-like or Python payload is just refused as text."""
    payload = "cos\nsystem\n(S'echo pwned'\ntR."
    assert "not valid JSON" in refusal(payload)
