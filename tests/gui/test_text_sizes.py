"""No board text below 9 px at 1366x768 (issue 15): every game's board, a few moves into a
game in the real window, is drawn through a painter that notes the on-screen size of each
text; the level-of-detail rule (widgets/textpaint.draw_legible) draws small texts at 9 px
where they fit and leaves the others out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsView

from boardgames_gui.engine.api import concretise
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.games import registry
from boardgames_gui.widgets.textpaint import LEGIBLE_PX, LegibleTextItem, font_px

GAMES = [info.game_id for info in registry.available(include_hidden=False)]


class NotingPainter(QPainter):
    """Notes the on-screen pixel size of every text drawn (items get this very wrapper)."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[tuple[float, str]] = []

    def drawText(self, *args):  # noqa: N802 (Qt's name)
        t = self.worldTransform()
        scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
        words = next((a for a in args if isinstance(a, str)), "")
        if words.strip():
            self.texts.append((font_px(self.font()) * scale, words))
        return super().drawText(*args)


def drawn_texts(window, qtbot, monkeypatch, game_id: str) -> list[tuple[float, str]]:
    """(on-screen px, text) of every text the board draws at 1366x768, a few moves in."""
    from boardgames_gui.widgets import itemcache

    window.resize(1366, 768)
    window.show()
    window.start_new_game(game_id, {"players": 3}, 5)
    page = window.page
    chooser = RandomBot(3)
    for _ in range(20):
        if page.handoff.isVisible():
            page.reveal()
        if page.match.decision() is None or not page.human_to_act():
            break
        page.play(concretise(chooser.rng.choice(page.match.legal_actions()), chooser.rng))
        qtbot.wait(1)
    if page.handoff.isVisible():
        page.reveal()
    qtbot.wait(20)
    scene, view = page.view, page.board
    for item in scene.items():  # a pixmap cache would hide the drawing from the painter
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    # and so would an item's own picture of itself: draw straight through the painter
    monkeypatch.setattr(itemcache, "paint_picture", lambda item, p, key, draw, **_kw: draw(p))
    texts: list[tuple[float, str]] = []
    # the board view, and any other view of the same scene the game shows beside it (18Korea's
    # market and charters, in the desk's column)
    side = scene.side_widget()
    others = side.findChildren(QGraphicsView) if side is not None else []
    for shown in [view] + [v for v in others if v.scene() is scene and v.isVisible()]:
        viewport = shown.viewport().rect()
        image = QImage(viewport.size(), QImage.Format.Format_ARGB32)
        painter = NotingPainter(image)
        shown.render(painter, QRectF(image.rect()), viewport)
        painter.end()
        texts += painter.texts
    zoom = view.transform().m11()
    for item in scene.items():
        if (
            isinstance(item, QGraphicsSimpleTextItem)
            and not isinstance(item, LegibleTextItem)
            and item.isVisible()
        ):
            texts.append((font_px(item.font()) * zoom * item.sceneTransform().m11(), item.text()))
    return texts


@pytest.mark.parametrize("game_id", GAMES)
def test_no_board_text_is_drawn_below_9_px_at_1366_by_768(window, qtbot, monkeypatch, game_id):
    texts = drawn_texts(window, qtbot, monkeypatch, game_id)
    assert len(texts) > 20  # the board was drawn, with its labels
    small = sorted((round(px, 1), words) for px, words in texts if px < LEGIBLE_PX - 0.05)
    assert small == [], small[:8]


def test_every_blue_moon_city_building_shows_its_name_in_russian_at_1366_by_768(window, qtbot, monkeypatch):
    """The level-of-detail rule left out long names ("Монастырская башня", "Королевский
    дворец"): a name that does not fit is drawn narrower, never left out."""
    from boardgames_gui.games.bluemooncity import data
    from boardgames_gui.ui import languages

    languages.set_language("ru")
    texts = {words for _px, words in drawn_texts(window, qtbot, monkeypatch, "bluemooncity")}
    state = window.page.match.state
    names = {
        QCoreApplication.translate("bluemooncity", data.BUILDINGS[tile["building"]]["name"])
        for row in state.tiles
        for tile in row
        if tile is not None and tile["building"] != "courtyard"
    }
    missing = sorted(n for n in names if not any(w.startswith(n) for w in texts))
    assert len(names) > 10 and missing == []
