"""18Korea on a laptop (issue 14: "At 1366 x 768 the map, the market and the operating
company's charter are usable together"): the map alone fills the board view, large enough to
click a hex; the stock market and the companies' charters are shown at once, beside it, in their
own view (the desk's column), with texts of 9 px or more; and a narrow window shows the Players
and Game log docks as tabs of one column (the shell's rule, for every game)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, QRect, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem  # noqa: E402

from boardgames_gui.engine.match import Match  # noqa: E402
from boardgames_gui.games import registry  # noqa: E402
from boardgames_gui.games.korea18.view_map import GRID  # noqa: E402
from boardgames_gui.ui.app import autoplay  # noqa: E402
from boardgames_gui.widgets.textpaint import LEGIBLE_PX  # noqa: E402
from tests.gui.test_text_sizes import NotingPainter  # noqa: E402

#: a hex is clicked with confidence, and its track and station read, at this width or more
HEX_LEAST_PX = 24


def game_in_window(window, qtbot, size: tuple[int, int], players: int, seed: int, actions: int):
    """An 18Korea game of `players` people after `actions` bot actions, in the real window at
    `size`, the table shown."""
    info = registry.get("18korea")
    options = {"players": players, "seats": ["human"] * players, "variants": {}}
    match = Match(info.rules, options, seed)
    autoplay(info, match, actions)
    window.resize(*size)
    page = window.start_match(info, match)
    qtbot.waitUntil(lambda: page.board.viewport().width() > 100)
    qtbot.wait(50)
    if page.handoff.isVisible():
        page.reveal()
    qtbot.wait(20)
    return page


def operating_game(window, qtbot, size: tuple[int, int]):
    """The issue's position (4 players, seed 11, 400 bot actions: a company operates) in the
    real window at `size`."""
    page = game_in_window(window, qtbot, size, players=4, seed=11, actions=400)
    assert page.match.state.operating is not None, "the position has an operating company"
    return page


def on_screen(view, scene_rect: QRectF) -> QRect:
    """The viewport pixels a scene rectangle takes in `view`."""
    return view.mapFromScene(scene_rect).boundingRect()


def hex_px(page) -> float:
    """How many pixels across (flat side to flat side) a hex of the map is drawn."""
    polygon = GRID.polygon("Q13").boundingRect()
    return polygon.width() * page.board.transform().m11()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_map_hexes_the_market_and_the_operating_charter_are_usable_together(window, qtbot, size):
    page = operating_game(window, qtbot, size)
    scene = page.view
    assert hex_px(page) >= HEX_LEAST_PX, hex_px(page)
    # the whole map is in the board view
    board = page.board.viewport().rect()
    assert board.contains(on_screen(page.board, scene.sceneRect().adjusted(10, 10, -10, -10)))
    # the market and the operating company's charter line, whole, in the panels' view
    panels = scene.side_widget().panels
    assert panels.isVisible()
    shown = panels.viewport().rect()
    market = scene.market.mapRectToScene(scene.market.rect)
    charter = scene.companies.mapRectToScene(scene.companies.row(scene.state.operating))
    assert shown.contains(on_screen(panels, market)), (shown, on_screen(panels, market))
    assert shown.contains(on_screen(panels, charter))
    # and nothing of the two views overlaps: they sit side by side in the window
    left = page.board.viewport().mapTo(window, QPoint(0, 0))
    right = panels.viewport().mapTo(window, QPoint(0, 0))
    assert left.x() + board.width() <= right.x()


@pytest.mark.parametrize("docks_apart", [False, True])
def test_the_panels_texts_are_drawn_at_9_px_or_more_at_1366_by_768(window, qtbot, monkeypatch, docks_apart):
    """The market's prices and the charters' figures are read, not guessed (LOOK.md: 9 px),
    also when the Players and Game log docks stand apart (an arrangement saved on a wider
    screen): the panels' view then keeps its legible width and the map gives way."""
    from boardgames_gui.widgets import itemcache

    page = operating_game(window, qtbot, (1366, 768))
    if docks_apart:
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, window.log_dock)
        qtbot.waitUntil(lambda: window.tabifiedDockWidgets(window.players_dock) == [])
        qtbot.wait(50)
    panels = page.view.side_widget().panels
    for item in page.view.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    monkeypatch.setattr(itemcache, "paint_picture", lambda item, p, key, draw, **_kw: draw(p))
    viewport = panels.viewport().rect()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32)
    painter = NotingPainter(image)
    panels.render(painter, QRectF(image.rect()), viewport)
    painter.end()
    texts = painter.texts
    assert any(words == "Stock market" for _px, words in texts)
    assert len(texts) > 40  # the market's prices and the charters' lines
    small = sorted((round(px, 1), words) for px, words in texts if px < LEGIBLE_PX - 0.05)
    assert small == [], small[:8]


def test_a_narrow_window_shows_the_players_and_the_game_log_as_tabs_of_one_column(window, qtbot):
    """The shell's narrow-window rule (mainwindow.NARROW_WINDOW), for every game."""
    window.resize(1366, 768)
    window.start_new_game("18korea", {"players": 3}, 5)
    assert window.tabifiedDockWidgets(window.players_dock) == [window.log_dock]
    assert window.dockWidgetArea(window.log_dock) == Qt.DockWidgetArea.LeftDockWidgetArea


def test_a_wide_window_keeps_the_players_left_and_the_game_log_right(window, qtbot):
    window.resize(1920, 1080)
    window.start_new_game("18korea", {"players": 3}, 5)
    assert window.tabifiedDockWidgets(window.players_dock) == []
    assert window.dockWidgetArea(window.log_dock) == Qt.DockWidgetArea.RightDockWidgetArea


def test_hovering_a_price_square_in_the_panels_view_explains_it(window, qtbot):
    """The teaching tooltips stay on the panels in their own view (a price square's effect)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from boardgames_gui.games.korea18 import data_market, teach_texts

    page = operating_game(window, qtbot, (1366, 768))
    scene = page.view
    panels = scene.side_widget().panels
    index = data_market.PRICES.index(100)
    at = panels.mapFromScene(scene.market.mapToScene(scene.market.square(index).center()))
    event = QHelpEvent(QEvent.Type.ToolTip, at, panels.viewport().mapToGlobal(at))
    QApplication.sendEvent(panels.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == teach_texts.price_tip(100)


def test_an_arrangement_saved_before_the_narrow_window_rule_gives_way_to_it_once(window, qtbot):
    """A laptop that kept the docks side by side before the rule existed (a saved state of
    version 0) gets them as tabs at its next first game; an arrangement saved since is kept."""
    from boardgames_gui.ui import settings
    from boardgames_gui.ui.mainwindow import MainWindow

    window.resize(1366, 768)
    window.start_new_game("18korea", {"players": 3}, 5)
    window.players_dock.show()
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, window.log_dock)  # apart again
    settings.store().setValue("window/state", window.saveState())  # as an older version saved it
    later = MainWindow()
    qtbot.addWidget(later)
    later.resize(1366, 768)
    later.show()
    later.start_new_game("18korea", {"players": 3}, 5)
    assert later.tabifiedDockWidgets(later.players_dock) == [later.log_dock]
    later.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, later.log_dock)  # the player's choice
    later.page.dirty = False
    later.close()  # saves the arrangement, this version
    third = MainWindow()
    qtbot.addWidget(third)
    third.resize(1366, 768)
    third.show()
    third.start_new_game("18korea", {"players": 3}, 5)
    assert third.tabifiedDockWidgets(third.players_dock) == []
    assert third.dockWidgetArea(third.log_dock) == Qt.DockWidgetArea.RightDockWidgetArea
    for shown in (later, third):
        if shown.page is not None:
            shown.page.shut_down()


def test_the_desk_column_is_never_squeezed_under_its_panels_in_russian(window, qtbot, app):
    """The column beside the map takes what its contents need (the panels at their least
    legible width beside the dialogs), even when long Russian names widen the Players dock at
    1366 x 768: a squeezed column drew the market under the dialogs, its right part hidden."""
    from boardgames_gui.ui import languages

    languages.set_language("ru")
    page = game_in_window(window, qtbot, (1366, 768), players=3, seed=4, actions=40)
    desk = page.side
    assert desk.width() >= desk.minimumSizeHint().width()
    assert desk.panels.geometry().right() < desk.scroll.geometry().left()
    assert desk.panels.width() >= desk.panels.minimumWidth()
