"""The main window: launcher or game page in the middle, players and log docks, menus.

Menus: File (New, Open…, Save, Save As…, Recent, Close game, Quit), Edit (Undo,
Redo), View (Zoom in, Zoom out, Fit, Full screen, the docks), Settings
(language, animations), Help (Rules of this game, About).
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QFile, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QIcon, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from .. import __version__
from ..engine import savefile
from ..engine.match import Match
from ..games import registry
from . import languages, settings
from .autosave import autosave_summary, load_autosave
from .autosave import remove_autosave as remove_autosave_file
from .gamecard import game_title
from .launcher import Launcher
from .results import ResultDialog
from .rulesbrowser import RulesBrowser

#: saved games are JSON; the installers tie ".bgsave" to the app (pyproject.toml's
#: [tool.boardgames.bundle] save_extension), older saves are ".bgsave.json" or ".json"
#: a window narrower than this shows the Players and Game log docks as two tabs of one
#: column on the left, so the board and its game's column keep the width of the other
NARROW_WINDOW = 1440
#: the docks' saved arrangement of an older version is not restored (1: saved before the
#: narrow-window rule, which a laptop's first game after the update then applies once)
DOCK_STATE_VERSION = 1
SAVE_EXTENSION = ".bgsave"
SAVE_FILTER_EXT = "*.bgsave *.bgsave.json *.json"


def _prefers_reduced_motion() -> bool:
    """The desktop's 'reduce motion' accessibility setting (Qt 6.10+), if it has one."""
    try:
        hints = QGuiApplication.styleHints().accessibility()
        return hints.motionPreference() == Qt.MotionPreference.ReducedMotion
    except (AttributeError, RuntimeError):  # older Qt, or a platform without the hints
        return False


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.resize(1280, 800)
        self.setMinimumSize(900, 600)
        self.page: Any = None  # the GamePage while a game is open
        # off for a --screenshot run: a picture is not a session to offer to resume
        self.autosave_enabled = True
        self.result_dialog: Any = None
        self.rules_browser: Any = None
        self.message_box: QMessageBox | None = None
        self.animation_speed = settings.animation_speed()
        if not settings.store().contains("ui/animation_speed") and _prefers_reduced_motion():
            self.animation_speed = 0.0
        self._dock_state_restored = False

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.launcher = Launcher()
        self.launcher.newGameRequested.connect(self.start_new_game)
        self.launcher.openRequested.connect(self.open_dialog)
        self.launcher.resumeRequested.connect(self.resume_autosave)
        self.launcher.discardRequested.connect(self.discard_autosave)
        self.stack.addWidget(self.launcher)

        self.undo_group = QUndoGroup(self)
        self.undo_group.setObjectName("undoGroup")
        self.players_dock = QDockWidget(self)
        self.players_dock.setObjectName("playersDock")
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("logDock")
        for dock, area in (
            (self.players_dock, Qt.DockWidgetArea.LeftDockWidgetArea),
            (self.log_dock, Qt.DockWidgetArea.RightDockWidgetArea),
        ):
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetClosable
            )
            self.addDockWidget(area, dock)
            dock.hide()
        self.game_label = QLabel()
        self.statusBar().addPermanentWidget(self.game_label)
        self._build_menus()
        self.retranslate()
        self._update_actions()
        self.load_icons()

    # ----- menus

    def _action(self, menu: Any, slot: Any, shortcut: Any = None, name: str = "") -> QAction:

        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if name:
            action.setObjectName(name)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.edit_menu = bar.addMenu("")
        self.edit_menu.setToolTipsVisible(True)  # the undo rule is told in its tooltip
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")

        self.new_action = self._action(
            self.file_menu, self.new_game, QKeySequence.StandardKey.New, "actionNew"
        )
        self.open_action = self._action(
            self.file_menu, self.open_dialog, QKeySequence.StandardKey.Open, "actionOpen"
        )
        self.save_action = self._action(
            self.file_menu, self.save, QKeySequence.StandardKey.Save, "actionSave"
        )
        self.save_as_action = self._action(
            self.file_menu, self.save_as, QKeySequence.StandardKey.SaveAs, "actionSaveAs"
        )
        self.recent_menu = self.file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.file_menu.addSeparator()
        self.close_action = self._action(
            self.file_menu, self.close_game, QKeySequence.StandardKey.Close, "actionClose"
        )
        self.quit_action = self._action(
            self.file_menu, self.close, QKeySequence.StandardKey.Quit, "actionQuit"
        )

        self.undo_action = self.undo_group.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setObjectName("actionUndo")
        self.redo_action = self.undo_group.createRedoAction(self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.setObjectName("actionRedo")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)

        self.zoom_in_action = self._action(
            self.view_menu,
            lambda: self._board_call("zoom_in"),
            QKeySequence.StandardKey.ZoomIn,
            "actionZoomIn",
        )
        self.zoom_out_action = self._action(
            self.view_menu,
            lambda: self._board_call("zoom_out"),
            QKeySequence.StandardKey.ZoomOut,
            "actionZoomOut",
        )
        self.fit_action = self._action(self.view_menu, lambda: self._board_call("fit"), "Ctrl+0", "actionFit")
        self.view_menu.addSeparator()
        self.full_screen_action = self._action(
            self.view_menu, self.toggle_full_screen, QKeySequence.StandardKey.FullScreen, "actionFullScreen"
        )
        self.full_screen_action.setCheckable(True)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.players_dock.toggleViewAction())
        self.view_menu.addAction(self.log_dock.toggleViewAction())

        self.language_menu = self.settings_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in languages.LANGUAGES:
            action = QAction(name, self, checkable=True)
            action.setObjectName(f"language_{code}")
            action.setChecked(code == languages.current())
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        self.pace_menu = self.settings_menu.addMenu("")
        self.pace_group = QActionGroup(self)
        self.pace_actions: dict[str, QAction] = {}
        self.computer_pace = settings.computer_pace()
        for key, _ms in settings.COMPUTER_PACES:
            action = QAction(self, checkable=True)
            action.setObjectName(f"pace_{key}")
            action.setChecked(key == self.computer_pace)
            action.triggered.connect(lambda _=False, k=key: self.set_computer_pace(k))
            self.pace_group.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions[key] = action
        self.animation_menu = self.settings_menu.addMenu("")
        self.animation_group = QActionGroup(self)
        self.animation_actions: dict[str, QAction] = {}
        for key, speed in settings.ANIMATION_SPEEDS:
            action = QAction(self, checkable=True)
            action.setObjectName(f"animation_{key}")
            action.setChecked(abs(speed - self.animation_speed) < 1e-6)
            action.triggered.connect(lambda _=False, s=speed: self.set_animation_speed(s))
            self.animation_group.addAction(action)
            self.animation_menu.addAction(action)
            self.animation_actions[key] = action

        self.rules_action = self._action(
            self.help_menu, self.show_rules, QKeySequence.StandardKey.HelpContents, "actionRules"
        )
        self.about_action = self._action(self.help_menu, self.show_about, None, "actionAbout")

    def retranslate(self) -> None:
        self.undo_action.setToolTip(
            self.tr(
                "Take back your own moves since the dice or a card last showed something (with "
                "free undo, chosen for a friendly game when it starts: any move)."
            )
        )
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.close_action.setText(self.tr("&Close game"))
        self.quit_action.setText(self.tr("&Quit"))
        self.zoom_in_action.setText(self.tr("Zoom &in"))
        self.zoom_out_action.setText(self.tr("Zoom &out"))
        self.fit_action.setText(self.tr("&Fit the board"))
        self.full_screen_action.setText(self.tr("F&ull screen"))
        self.players_dock.setWindowTitle(self.tr("Players"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.animation_menu.setTitle(self.tr("&Animations"))
        names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for key, action in self.animation_actions.items():
            action.setText(names[key])
        self.pace_menu.setTitle(self.tr("&Computer pace"))
        paces = {
            "instant": self.tr("Instant"),
            "brisk": self.tr("Brisk"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for key, action in self.pace_actions.items():
            action.setText(paces[key])
        self.rules_action.setText(self.tr("&Rules of this game"))
        self.about_action.setText(self.tr("&About"))
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _close_stale_result(self) -> None:
        """Undo at the end takes the game back into play: its result no longer stands."""
        dialog = self.result_dialog
        if dialog is not None and dialog.isVisible() and self.page is not None and self.page.match.decision():
            dialog.reject()
            self.result_dialog = None

    def _update_title(self) -> None:
        if self.page is None:
            self.setWindowTitle(self.tr("Board Games"))
            self.game_label.clear()
            return
        name = os.path.basename(self.page.file_path) if self.page.file_path else self.tr("unsaved game")
        star = "*" if self.page.dirty else ""
        title = game_title(self.page.info)
        self.setWindowTitle(f"{title}: {name}{star}")
        self.game_label.setText(
            self.tr("{title} · seed {seed} · move {moves}").format(
                title=title, seed=self.page.match.seed, moves=len(self.page.match.actions)
            )
        )

    def _update_actions(self) -> None:
        in_game = self.page is not None
        for action in (
            self.save_action,
            self.save_as_action,
            self.close_action,
            self.zoom_in_action,
            self.zoom_out_action,
            self.fit_action,
            self.rules_action,
        ):
            action.setEnabled(in_game)
        self.players_dock.toggleViewAction().setEnabled(in_game)
        self.log_dock.toggleViewAction().setEnabled(in_game)
        self.statusBar().setVisible(in_game)
        self._update_title()

    def _board_call(self, name: str) -> None:
        if self.page is not None:
            getattr(self.page.board, name)()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    # ----- starting and closing games

    def start_new_game(self, game_id: str, options: dict, seed: int) -> None:
        info = registry.get(game_id)
        self.start_match(info, Match(info.rules, options, seed))

    def start_match(self, info: Any, match: Any, file_path: str | None = None) -> Any:
        """Show `match` on a new game page (closing any game that is open)."""
        # imported with the first game: the game page brings the bots' process pool with it
        # (multiprocessing), which the launcher never needs
        from .gamepage import GamePage

        if self.page is not None:
            self._drop_page(remove_autosave=False)
        page = GamePage(info, match, self, animation_speed=self.animation_speed, file_path=file_path)
        page.autosave_enabled = self.autosave_enabled
        page.bot_pause_ms = settings.pace_ms(self.computer_pace)
        self.page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._dock_widget(self.players_dock, page.players_panel)
        self._dock_widget(self.log_dock, page.log_panel)
        self.players_dock.show()
        self.log_dock.show()
        if not self._dock_state_restored:
            # where the player left the docks last time (hidden, moved, resized)
            self._dock_state_restored = True

            state = settings.store().value("window/state", QByteArray(), type=QByteArray)
            restored = not state.isEmpty() and self.restoreState(state, DOCK_STATE_VERSION)
            if not restored and self.width() < NARROW_WINDOW:
                self.tabify_docks()
        self.undo_group.addStack(page.undo_stack)
        self.undo_group.setActiveStack(page.undo_stack)
        page.changed.connect(self._update_title)
        page.changed.connect(self._close_stale_result)
        page.gameOver.connect(self.show_result)
        self._update_actions()
        page.autosave()
        if match.decision() is None:  # a finished game was opened: its result at once
            self.show_result(match.result())
        return page

    def tabify_docks(self) -> None:
        """The narrow-window rule: the Game log becomes a tab beside the Players (Players shown),
        one dock column instead of two (a 1366-px laptop keeps ~250 px more for the board)."""
        self.tabifyDockWidget(self.players_dock, self.log_dock)
        self.players_dock.raise_()

    @staticmethod
    def _dock_widget(dock: QDockWidget, widget: QWidget) -> None:
        """Show `widget` in `dock` and free the one it replaces (a dock keeps a replaced widget
        as its child: every closed game's panels stayed in memory)."""
        old = dock.widget()
        dock.setWidget(widget)
        if old is not None:
            old.deleteLater()

    def _drop_page(self, remove_autosave: bool) -> None:
        page = self.page
        if page is None:
            return
        page.shut_down()
        self.undo_group.removeStack(page.undo_stack)
        self._dock_widget(self.players_dock, QWidget())
        self._dock_widget(self.log_dock, QWidget())
        self.stack.removeWidget(page)
        page.deleteLater()
        self.page = None
        if remove_autosave:
            remove_autosave_file()

    def confirm_discard(self) -> bool:
        """Ask before closing a game with unsaved moves; Save is offered too. True to go on."""

        page = self.page
        if page is None or not page.dirty or page.match.decision() is None:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            self.tr("Close this game?"),
            self.tr("The moves since the last save will be lost."),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def close_game(self) -> bool:
        """File > Close game: the autosave goes too (the game was closed on purpose)."""
        if self.page is None:
            return True
        if not self.confirm_discard():
            return False
        self._drop_page(remove_autosave=True)
        self.players_dock.hide()
        self.log_dock.hide()
        self.stack.setCurrentWidget(self.launcher)
        self.launcher.hide_banner()
        self._update_actions()
        return True

    def new_game(self) -> None:
        """File > New game: back to the launcher to pick a game."""
        self.close_game()

    def show_result(self, result: Any) -> None:
        if result is None or self.page is None:
            return
        options = dict(self.page.match.options, game_id=self.page.info.game_id)
        sheet = self.page.info.rules.score_sheet(self.page.match.state, result)
        dialog = ResultDialog(result, sheet, self.page.match.names(), options, self)
        dialog.newGameRequested.connect(lambda: (dialog.accept(), self.new_game()))
        self.result_dialog = dialog
        dialog.open()

    # ----- autosave

    def offer_resume(self) -> bool:
        summary = autosave_summary()
        if summary is None:
            return False
        self.launcher.banner.offer(summary)
        return True

    def resume_autosave(self) -> bool:
        """Open the game the autosave journal holds (it is not the player's own file)."""
        try:
            match = load_autosave(registry.rules_of)
        except savefile.SaveFileError as exc:
            self.show_message(self.tr("This game cannot be opened"), str(exc))
            return False
        self.start_match(registry.get(match.game_id), match)
        self.launcher.hide_banner()
        return True

    def discard_autosave(self) -> None:
        remove_autosave_file()
        self.launcher.hide_banner()

    # ----- files

    def open_dialog(self) -> None:

        if not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a saved game"),
            self._last_folder(),
            self.tr("Saved games ({patterns})").format(patterns=SAVE_FILTER_EXT),
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str, remember: bool = True, as_file: bool = True) -> bool:
        """Load a save; a bad file is explained in a message box and nothing is lost."""
        try:
            match = savefile.load(path, registry.rules_of)
        except savefile.SaveFileError as exc:
            self.show_message(self.tr("This game cannot be opened"), str(exc))
            return False
        info = registry.get(match.game_id)
        self.start_match(info, match, file_path=path if as_file else None)
        self.launcher.hide_banner()
        if remember:
            settings.add_recent_file(path)
        return True

    def open_from_outside(self, path: str) -> bool:
        """A save double-clicked while the app runs: the window comes to the front and opens
        it, asking first about unsaved moves, as File > Open does."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()
        if not self.confirm_discard():
            return False
        return self.open_file(path)

    def save(self) -> bool:
        if self.page is None:
            return False
        if not self.page.file_path:
            return self.save_as()
        return self.save_to(self.page.file_path)

    def save_as(self) -> bool:

        if self.page is None:
            return False
        suggested = os.path.join(self._last_folder(), f"{self.page.info.game_id}{SAVE_EXTENSION}")
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            suggested,
            self.tr("Saved games ({patterns})").format(patterns=SAVE_FILTER_EXT),
        )
        if not path:
            return False
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        try:
            self.page.save_to(path)
        except OSError as exc:
            self.show_message(
                self.tr("The game was not saved"),
                self.tr("The file could not be written: {reason}.").format(reason=exc.strerror or str(exc)),
            )
            return False
        settings.add_recent_file(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    def _last_folder(self) -> str:
        recent = settings.recent_files()
        return os.path.dirname(recent[0]) if recent else os.path.expanduser("~")

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = settings.recent_files()
        for path in files:
            action = self.recent_menu.addAction(os.path.basename(path))
            action.setToolTip(path)
            action.setData(path)
            action.triggered.connect(lambda _=False, p=path: self.confirm_discard() and self.open_file(p))
        if not files:
            empty = self.recent_menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("Clear the list"))
            clear.triggered.connect(settings.clear_recent_files)

    def show_message(self, title: str, text: str) -> QMessageBox:

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("messageBox")
        box.setModal(True)
        self.message_box = box
        box.open()
        return box

    # ----- settings

    def set_language(self, code: str) -> None:
        languages.set_language(code)
        settings.set_language(code)
        self.language_actions[languages.current()].setChecked(True)

    def set_computer_pace(self, key: str) -> None:
        """How long a computer seat pauses before each move (instant to slow)."""
        self.computer_pace = key
        settings.set_computer_pace(key)
        if self.page is not None:
            self.page.bot_pause_ms = settings.pace_ms(key)

    def set_animation_speed(self, speed: float) -> None:
        self.animation_speed = speed
        settings.set_animation_speed(speed)
        if self.page is not None:
            self.page.set_animation_speed(speed)

    # ----- help

    def show_rules(self) -> None:
        if self.page is None:
            return
        self.rules_browser = RulesBrowser(self.page.info, self)
        self.rules_browser.show()

    def show_about(self) -> None:

        box = QMessageBox(self)
        box.setObjectName("aboutBox")
        box.setWindowTitle(self.tr("About Board Games"))
        box.setText(f"<h3>{self.tr('Board Games')} {__version__}</h3>")
        box.setInformativeText(
            self.tr(
                "Blue Marble, Blueprints and Blue Moon City for friends around one laptop. "
                "The app knows the rules and explains every move it refuses."
            )
        )
        self.message_box = box
        box.open()

    # ----- window

    def restore_geometry(self) -> None:

        geometry = settings.store().value("window/geometry", QByteArray(), type=QByteArray)
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)

    def closeEvent(self, event: QCloseEvent) -> None:
        # quitting mid-game keeps the autosave, so the next start offers to resume
        settings.store().setValue("window/geometry", self.saveGeometry())
        if self.page is not None:
            settings.store().setValue("window/state", self.saveState(DOCK_STATE_VERSION))
        if self.page is not None:
            self.page.shut_down()
        super().closeEvent(event)

    def load_icons(self) -> None:
        """Menu and window icons from the bundled resources (skipped when they are not built)."""
        if QFile.exists(":/icons/app.svg"):
            QApplication.setWindowIcon(QIcon(":/icons/app.svg"))
        icons = {
            self.new_action: "new",
            self.open_action: "open",
            self.save_action: "save",
            self.undo_action: "undo",
            self.redo_action: "redo",
            self.zoom_in_action: "zoom-in",
            self.zoom_out_action: "zoom-out",
            self.fit_action: "fit",
            self.full_screen_action: "fullscreen",
            self.rules_action: "rules",
        }
        for action, name in icons.items():
            path = f":/icons/on-dark/{name}.svg"
            if QFile.exists(path):
                action.setIcon(QIcon(path))
        if QFile.exists(":/icons/on-dark/open.svg"):
            self.launcher.open_button.setIcon(QIcon(":/icons/on-dark/open.svg"))
