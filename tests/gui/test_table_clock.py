"""The Blue Marble time-limit clock restarted at its full time after reopening or resuming
(issue 15): the time played travels with the save file and the autosave."""

from __future__ import annotations

from boardgames_gui.engine import savefile
from boardgames_gui.games import registry

OPTIONS = {"players": 2, "variants": {"time_limit": 30}}


def _play_a_little(window):
    window.start_new_game("bluemarble", dict(OPTIONS), 4)
    page = window.page
    page.view.resume_clock(12 * 60_000)  # twelve minutes of play, as if the table had played them
    page.play(page.match.legal_actions()[0])
    return page


def test_a_saved_game_keeps_its_time_played(window, tmp_path):
    page = _play_a_little(window)
    path = tmp_path / "timed.bgsave.json"
    assert window.save_to(str(path))
    assert savefile.load(path, registry.rules_of).played_ms >= 12 * 60_000
    page.dirty = False
    window.close_action.trigger()
    assert window.open_file(str(path))
    left = window.page.view.time_left_ms()
    assert 17 * 60_000 <= left <= 18 * 60_000


def test_a_resumed_game_keeps_its_time_played(window):
    page = _play_a_little(window)
    page.play(page.match.legal_actions()[0])
    page.shut_down()
    window.page = None
    assert window.resume_autosave()
    left = window.page.view.time_left_ms()
    assert 17 * 60_000 <= left <= 18 * 60_000


def test_a_save_without_a_clock_has_no_time_played_and_a_bad_one_is_refused():
    from boardgames_gui.engine.match import Match

    match = Match(registry.rules_of("testgame"), {"players": 2}, 1)
    assert "played_ms" not in savefile.to_save(match)
    text = savefile.dumps(match).replace('"seed"', '"played_ms": -5, "seed"', 1)
    try:
        savefile.loads(text, registry.rules_of)
    except savefile.SaveFileError as exc:
        assert "time played" in str(exc)
    else:
        raise AssertionError("a negative time played was accepted")
