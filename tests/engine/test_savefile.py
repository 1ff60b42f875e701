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
        if m.decision().kind == "verdict":
            m.apply(Action("cheer"))
        elif m.state.turn_total < 8:
            m.apply(Action("roll"))
        else:
            m.apply(Action("hold", amount=m.state.turn_total))
    return m


def good_save() -> dict:
    return savefile.to_save(played_match())


def loaded(text: str) -> Match:
    return loads(text, registry.rules_of)


def test_a_saved_game_loads_to_the_same_state(tmp_path):
    m = played_match()
    path = tmp_path / "game.json"
    save(m, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format_version", "game", "rules_version", "options", "seed", "actions"}
    assert data["format_version"] == 2
    assert data["actions"][0] == {"seat": 0, "action": {"type": "roll"}}, "each action with its seat"
    back = load(path, registry.rules_of)
    assert back.rules.state_hash(back.state) == m.rules.state_hash(m.state)
    assert back.actions == m.actions and back.seats == m.seats


def test_a_format_1_save_of_bare_actions_loads_by_migration():
    """Format 1 saved bare actions, each taken by the seat the game waited for."""
    m = played_match()
    old = savefile.to_save(m)
    old["format_version"] = 1
    old["actions"] = [entry["action"] for entry in old["actions"]]
    back = loaded(json.dumps(old))
    assert back.rules.state_hash(back.state) == m.rules.state_hash(m.state)
    assert back.seats == m.seats


def test_an_action_by_a_seat_that_may_not_act_is_refused_with_its_number():
    data = good_save()
    data["actions"][0]["seat"] = 1
    message = refusal(json.dumps(data))
    assert "Action 1" in message and "not your move" in message


@pytest.mark.parametrize("seat", [-1, 64, "0", True, 1.5])
def test_an_entry_with_a_bad_seat_is_refused(seat):
    data = good_save()
    data["actions"][0]["seat"] = seat
    assert "Action 1" in refusal(json.dumps(data))


def test_a_seed_of_thousands_of_digits_is_refused_with_a_sentence():
    """Known defect: a 6,000-digit seed used to end `replay` in a traceback."""
    data = good_save()
    text = json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": ' + "9" * 6000)
    assert "too long" in refusal(text)


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
        loaded(text)
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
    data["actions"].insert(0, {"seat": 0, "action": {"type": "hold", "amount": 5}})
    message = refusal(json.dumps(data))
    assert "Action 1" in message and "nothing to hold" in message


def test_a_malformed_action_is_refused_with_its_number():
    data = good_save()
    data["actions"].append({"seat": 0, "action": "roll"})
    assert f"Action {len(data['actions'])}" in refusal(json.dumps(data))


def test_a_truncated_file_is_refused():
    text = json.dumps(good_save())
    assert "truncated" in refusal(text[: len(text) // 2])


def test_a_file_over_20_mb_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(savefile.MAX_BYTES + 1)
    with pytest.raises(SaveFileError) as err:
        load(path, registry.rules_of)
    assert "20 MB" in str(err.value)


def test_a_binary_file_is_refused(tmp_path):
    path = tmp_path / "x.json"
    path.write_bytes(b"\x80\x81\xfe\xff")
    with pytest.raises(SaveFileError) as err:
        load(path, registry.rules_of)
    assert "not text" in str(err.value)


def test_a_missing_file_is_refused(tmp_path):
    with pytest.raises(SaveFileError):
        load(tmp_path / "nope.json", registry.rules_of)


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
