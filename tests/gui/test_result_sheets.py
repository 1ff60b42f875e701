"""The result screen shows each game's own scoring sheet in words (issue 15, "the screens that
teach"): headings a player reads, the game's money, the tie-break and the bankrupt named."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.playout import play
from boardgames_gui.games import registry
from boardgames_gui.ui.results import ResultDialog

GAMES = ("bluemarble", "blueprints", "bluemooncity", "millionaire")


def finished(game_id: str, players: int = 3, seed: int = 4):
    info = registry.get(game_id)
    bots = [info.make_bot(seed + seat) for seat in range(players)]
    game = play(info.rules, {"players": players}, seed, bots=bots)
    return info.rules, game


def headings(dialog: ResultDialog) -> list[str]:
    table = dialog.table
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def cells(dialog: ResultDialog, column: int) -> list[str]:
    return [dialog.table.item(row, column).text() for row in range(dialog.table.rowCount())]


@pytest.mark.parametrize("game_id", GAMES)
def test_result_headings_are_words_not_keys(qtbot, game_id):
    """No heading is a raw key ("award_cards", "total"), and none repeats the score."""
    rules, game = finished(game_id)
    sheet = rules.score_sheet(game.state, game.result)
    dialog = ResultDialog(game.result, sheet, ["Ann", "Bo", "Cy"], {})
    qtbot.addWidget(dialog)
    names = headings(dialog)
    assert names[:2] == ["Place", "Player"]
    for heading in names[2:]:
        assert "_" not in heading and heading[:1].isupper(), heading
    assert len(set(names)) == len(names)
    assert [c.ranks for c in sheet.columns].count(True) == 1


def test_blue_marble_sheet_writes_won_and_names_the_bankrupt(qtbot):
    """Blue Marble's amounts carry ₩, and a bankrupt player's place says so, with the rule."""
    rules, game = finished("bluemarble")
    sheet = rules.score_sheet(game.state, game.result)
    dialog = ResultDialog(game.result, sheet, ["Ann", "Bo", "Cy"], {})
    qtbot.addWidget(dialog)
    assert all("₩" in text for text in cells(dialog, 2))
    assert any(game.state.bankrupt), "the bots' game should end by bankruptcy"
    assert any(text.endswith(" · Bankrupt") for text in cells(dialog, 0))
    assert any("later out" in note for note in sheet.notes)


def test_blueprints_sheet_shows_each_round_and_the_tie_break(qtbot):
    """Blueprints shows the building score of every round and says how ties are broken."""
    rules, game = finished("blueprints")
    sheet = rules.score_sheet(game.state, game.result)
    dialog = ResultDialog(game.result, sheet, ["Ann", "Bo", "Cy"], {})
    qtbot.addWidget(dialog)
    names = headings(dialog)
    assert {"Round 1", "Round 2", "Round 3"} <= set(names)
    assert any("award cards" in note for note in sheet.notes)


def test_millionaire_sheet_counts_worth_in_francs_and_elite_shares(qtbot):
    """Millionaire's worth (M18) is shown with its parts in F; Elite adds the shares column."""
    info = registry.get("millionaire")
    bots = [info.make_bot(seat) for seat in range(3)]
    game = play(info.rules, {"players": 3, "variants": {"edition": "elite"}}, 5, bots=bots)
    sheet = info.rules.score_sheet(game.state, game.result)
    dialog = ResultDialog(game.result, sheet, ["Ann", "Bo", "Cy"], {})
    qtbot.addWidget(dialog)
    assert headings(dialog)[2:] == ["Worth", "Cash", "Plots", "Buildings", "Shares"]
    assert all(text.endswith(" F") for text in cells(dialog, 2))
