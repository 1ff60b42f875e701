"""The shell drives every game that is in this build, not just the test game (issue 2, part 5:
"five games can be added as data, rules and a view, and nothing else")."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import concretise
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.games import registry
from boardgames_gui.ui.actionbar import expand_choices
from tests.gui.shell_driver import reveal

GAMES = [
    g.game_id for g in registry.available(include_hidden=True) if g.view_path
]  # a game without a view has no shell page


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_plays_undoes_redoes_saves_and_reopens_in_the_shell(window, qtbot, tmp_path, game_id):
    info = registry.get(game_id)
    window.start_new_game(game_id, {"players": info.min_players, "free_undo": True}, 5)
    page = window.page
    assert page.board.scene() is page.view
    chooser = RandomBot(9)
    for _ in range(12):
        if page.match.decision() is None:
            break
        reveal(qtbot, page)
        assert page.human_to_act()
        bar = page.action_bar
        offered = {b.text() for b in bar.buttons}
        offered |= {combo.itemText(i) for combo in bar.combos for i in range(combo.count())}
        legal = page.match.legal_actions()
        # every legal action is offered: on the board, or as a labelled button (a short Choice
        # as a button per value) or an entry of a combo box
        for action in legal:
            for concrete in expand_choices(action):
                label = page.rules.action_label(page.match.state, concrete)
                assert page.view.handles(concrete) or label in offered
        page.play(concretise(chooser.rng.choice(legal), chooser.rng))
    played = len(page.match.actions)
    assert played > 0
    assert page.log_panel.count() > 0 or not any(page.history)
    window.undo_action.trigger()
    assert len(page.match.actions) == played - 1
    window.redo_action.trigger()
    assert len(page.match.actions) == played
    state = page.rules.clone(page.match.state)
    path = tmp_path / f"{game_id}.json"
    assert window.save_to(str(path))
    page.dirty = False
    window.close_action.trigger()
    assert window.open_file(str(path))
    assert window.page.match.state == state
