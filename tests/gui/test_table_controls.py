"""Controls that do what a player meant (issue 15): readable tooltips and popups."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QToolTip


def _luminance(color: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_and_background(image: QImage) -> tuple[QColor, QColor]:
    """The background (the colour of most pixels) and the text (the pixel farthest from it),
    inside the frame (the border is not the text)."""
    counts: dict[int, int] = {}
    for y in range(3, image.height() - 3):
        for x in range(3, image.width() - 3):
            rgb = image.pixel(x, y) & 0xFFFFFF
            counts[rgb] = counts.get(rgb, 0) + 1
    background = QColor(max(counts, key=counts.get))
    ink = max((QColor(rgb) for rgb in counts), key=lambda color: contrast(color, background))
    return ink, background


def test_a_tooltip_is_readable_dark_text_on_a_light_ground(app, qtbot):
    """Every hover help and variant explanation is a tooltip: its text must stand out
    (WCAG AA: contrast at least 4.5 to 1)."""
    QToolTip.showText(QPoint(200, 200), "Roll the dice and move your plane clockwise.")
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    label = next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible())
    image = label.grab().toImage()
    ink, background = text_and_background(image)
    QToolTip.hideText()
    assert contrast(ink, background) >= 4.5, (ink.name(), background.name())


def test_the_chosen_entry_of_a_combo_box_popup_is_readable(app, qtbot):
    """The new-game dialog's lists (game mode, colours): the highlighted entry in an open
    popup keeps its text readable against the highlight."""
    from PySide6.QtWidgets import QComboBox

    combo = QComboBox()
    combo.addItems(["Formal game (two halves)", "Optional game (deed draft)", "Third choice"])
    combo.setCurrentIndex(1)
    qtbot.addWidget(combo)
    combo.show()
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    for row in range(combo.count()):
        rect = view.visualRect(view.model().index(row, 0))
        image = view.viewport().grab(rect).toImage()
        ink, background = text_and_background(image)
        assert contrast(ink, background) >= 4.5, (row, ink.name(), background.name())
    combo.hidePopup()


def test_a_double_click_on_roll_does_not_also_press_the_button_that_takes_its_place(app, qtbot):
    """Blue Marble's "Roll the dice" double-clicked landed its second click on "Pass": the
    second click of a double-click is not a new press of the button now under the pointer."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    from boardgames_gui.engine.api import Action, Rules
    from boardgames_gui.ui.actionbar import ActionBar

    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show()
    chosen = []

    def act(action, seat):
        chosen.append(action.type)
        bar.set_actions(Rules(), None, [Action("pass")])  # the next decision, where Roll was

    bar.actionChosen.connect(act)
    bar.set_actions(Rules(), None, [Action("roll")])
    qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)
    assert chosen == ["roll"]
    button = bar.buttons[0]
    centre = QPointF(button.rect().center())
    for kind in (QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease):
        event = QMouseEvent(
            kind,
            centre,
            button.mapToGlobal(centre),
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseButtonRelease else Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(button, event)
    assert chosen == ["roll"]
    qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)  # a new, separate click does press it
    assert chosen == ["roll", "pass"]


def test_a_double_click_on_the_board_is_one_click(app, qtbot):
    """On every game's board (GameView) the second press of a double-click reaches no item:
    the item that replaced the clicked one after the action is not pressed by it."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtWidgets import QGraphicsRectItem

    from boardgames_gui.engine.api import Rules
    from boardgames_gui.widgets.boardview import BoardView
    from boardgames_gui.widgets.gameview import GameView

    presses = []

    class Pressable(QGraphicsRectItem):
        def mousePressEvent(self, event):  # noqa: N802
            presses.append(event.scenePos())
            event.accept()

    class Board(GameView):
        def redraw(self, events):
            pass

    scene = Board(Rules())
    scene.addItem(Pressable(QRectF(0, 0, 200, 200)))
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(400, 400)
    view.show()
    qtbot.waitExposed(view)
    point = view.mapFromScene(100, 100)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # the first click
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # its second press
    assert len(presses) == 1


def _clipped_labels(panel) -> list[str]:
    """The texts of the players panel that do not fit their label."""
    from PySide6.QtWidgets import QLabel

    out = []
    for label in panel.findChildren(QLabel):
        if (
            label.isVisible()
            and label.text()
            and label.width() < label.fontMetrics().horizontalAdvance(label.text())
        ):
            out.append(label.text())
    return out


def test_the_players_panel_is_sized_from_each_games_contents(window, qtbot):
    """The players dock kept the width of the first game ever played and clipped the next
    game's numbers ("Money ₩11…") behind a scrollbar: each game sizes it from its contents."""
    from PySide6.QtCore import Qt

    window.start_new_game("testgame", {"players": 2}, 5)
    window.resizeDocks([window.players_dock], [120], Qt.Orientation.Horizontal)  # squeezed by hand
    window.page.dirty = False
    window.close_action.trigger()
    names = ["Anastasia Romanovna", "Bartholomew Kingsley", "Cho", "Dmitri"]
    window.start_new_game("bluemarble", {"players": 4, "names": names}, 5)
    page = window.page
    page.match.state.money[1] = 11_234_567_890  # a fortune no real game reaches: the widest number
    page.refresh()
    qtbot.wait(50)
    panel = page.players_panel
    assert not panel.horizontalScrollBar().isVisible()
    assert _clipped_labels(panel) == []


def test_the_players_panel_grows_when_the_hand_off_screen_is_lifted_before_the_window_shows(qtbot):
    """A game opened covered (a screenshot, a resumed game) and uncovered before the window
    was first shown kept the covered table's narrow panel and clipped the values."""
    from boardgames_gui.engine.match import Match
    from boardgames_gui.games import registry
    from boardgames_gui.ui.mainwindow import MainWindow

    match = Match(registry.rules_of("blueprints"), {"players": 3, "names": ["Ana", "Bo", "Cy"]}, 4)
    window = MainWindow()
    qtbot.addWidget(window)
    window.autosave_enabled = False
    window.resize(1366, 768)
    window.start_match(registry.get("blueprints"), match)
    page = window.page
    assert page.covered
    page.reveal()
    window.show()
    qtbot.wait(50)
    panel = page.players_panel
    assert _clipped_labels(panel) == []
    # nothing of the cards lies beyond the dock's edge
    assert panel.widget().minimumSizeHint().width() <= panel.viewport().width()
    page.shut_down()


def _finished_pig_race(tmp_path, people: int = 2):
    """A save of a Pig Race played to its end between people (random moves), with free undo
    (a friendly game: Undo may go back over the dice)."""
    from boardgames_gui.engine import playout, savefile
    from boardgames_gui.engine.match import Match
    from boardgames_gui.games import registry

    rules = registry.rules_of("testgame")
    game = playout.play(rules, {"players": people}, 4)
    match = Match(rules, {"players": people, "free_undo": True}, 4)
    for seat, action in game.log:
        match.apply(action, seat)
    assert match.decision() is None
    path = tmp_path / "finished.bgsave.json"
    savefile.save(match, path)
    return path, len(game.log)


def test_undo_works_after_opening_a_save(window, tmp_path):
    """Undo was greyed out after opening or resuming a game although its log was there: it
    takes back the moves of the opened game one by one."""
    path, played = _finished_pig_race(tmp_path)
    assert window.open_file(str(path))
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert len(window.page.match.actions) == played - 2
    window.redo_action.trigger()
    assert len(window.page.match.actions) == played - 1


def test_undo_at_the_end_closes_the_result_it_took_back(window, qtbot, tmp_path):
    """The result dialog stayed open after Undo at the end: the game is in play again."""
    path, played = _finished_pig_race(tmp_path)
    assert window.open_file(str(path))
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible())
    window.undo_action.trigger()
    assert window.page.match.decision() is not None
    assert window.result_dialog is None or not window.result_dialog.isVisible()


def test_the_board_keeps_its_zoom_when_a_refusal_appears_or_the_prompt_wraps(window, qtbot):
    """The board rescaled whenever the prompt wrapped or a refusal appeared under it."""
    window.resize(1366, 768)
    window.start_new_game("bluemarble", {"players": 2}, 3)
    page = window.page
    scales = [0.0]

    def settled() -> bool:  # the window has laid itself out (docks, panels) and stays so
        scales.append(page.board.scale_factor())
        return scales[-1] == scales[-2]

    qtbot.waitUntil(settled, timeout=3000)
    scale = page.board.scale_factor()
    page.action_bar.show_refusal(
        "You cannot build here: Seoul is not yours, and this sentence is long enough."
    )
    qtbot.wait(50)
    assert page.board.scale_factor() == scale
    page.action_bar.set_prompt("A prompt long enough to wrap onto a second line in the space it has. " * 2)
    qtbot.wait(50)
    assert page.board.scale_factor() == scale
    page.action_bar.clear_refusal()
    qtbot.wait(50)
    assert page.board.scale_factor() == scale


def test_computers_play_at_a_brisk_pace_by_default_and_settings_offer_instant_to_slow(window, qtbot):
    """Issue 15, computer pace: a Blue Moon City computer turn took 5-15 s. The default is
    brisk; Settings > Computer pace goes from instant to slow, for the open game and the next."""
    from boardgames_gui.ui import settings
    from tests.gui.shell_driver import start_pig_race

    assert list(window.pace_actions) == ["instant", "brisk", "normal", "slow"]
    assert window.pace_actions["brisk"].isChecked()
    page = start_pig_race(qtbot, window)
    assert page.bot_pause_ms == settings.pace_ms("brisk") <= 300
    window.pace_actions["slow"].trigger()
    assert page.bot_pause_ms == settings.pace_ms("slow") > settings.pace_ms("normal")
    window.pace_actions["instant"].trigger()
    assert page.bot_pause_ms == 0 and settings.computer_pace() == "instant"
    page.dirty = False
    window.close_action.trigger()
    assert start_pig_race(qtbot, window).bot_pause_ms == 0  # the next game keeps the pace
