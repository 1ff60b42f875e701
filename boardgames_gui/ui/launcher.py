"""The launcher: a card per game, an offer to resume an unfinished game, and Open.

It reads the registry's data only: no rules module and no view is imported until
a game starts. Its look is the launcher section of `theme.STYLE_SHEET`.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..games import registry
from .gamecard import CARD_WIDTH, GameCard, game_title, label
from .newgame import NewGameDialog


class ResumeBanner(QFrame):
    """'You have an unfinished game' with Resume and Discard."""

    resumeRequested = Signal()
    discardRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeBanner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 10, 10)
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.setProperty("accent", True)
        self.discard_button = QPushButton(self.tr("Discard"))
        self.discard_button.setObjectName("discardButton")
        layout.addWidget(self.resume_button)
        layout.addWidget(self.discard_button)
        self.resume_button.clicked.connect(self.resumeRequested)
        self.discard_button.clicked.connect(self.discardRequested)
        self.hide()

    def offer(self, summary: dict[str, Any]) -> None:
        try:
            title = game_title(registry.get(summary["game"]))
        except KeyError:
            title = summary["game"] or self.tr("a game")
        if summary.get("broken"):
            text = self.tr(
                "An unfinished game was found, but its autosave {path} is damaged: {problem}"
            ).format(path=summary.get("path", ""), problem=summary.get("problem", ""))
        else:
            text = self.tr("Your last game of {title} was not finished ({players}; {moves} moves).").format(
                title=title, players=", ".join(summary["names"]), moves=summary["actions"]
            )
        self.label.setText(f"<b>{self.tr('Welcome back!')}</b> {html.escape(text)}")
        self.resume_button.setEnabled(not summary.get("broken"))
        self.show()


class Launcher(QWidget):
    """The start page. `newGameRequested(game_id, options, seed)` when a dialog is accepted."""

    newGameRequested = Signal(str, dict, int)
    openRequested = Signal()
    resumeRequested = Signal()
    discardRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("launcher")
        self.dialog: Any = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setObjectName("launcherScroll")
        scroll.setWidgetResizable(True)
        outer.addWidget(scroll)
        page = QWidget()
        page.setObjectName("launcherPage")
        scroll.setWidget(page)
        self._layout = QVBoxLayout(page)
        self._layout.setContentsMargins(48, 36, 48, 28)
        self._layout.setSpacing(18)

        header = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(2)
        self.title = label("launcherTitle")
        self.tagline = label("launcherTagline")
        titles.addWidget(self.title)
        titles.addWidget(self.tagline)
        header.addLayout(titles, 1)
        button_column = QVBoxLayout()  # the button sits on the header's baseline
        button_column.addStretch(1)
        self.open_button = QPushButton()
        self.open_button.setObjectName("openButton")
        self.open_button.setMinimumHeight(38)
        self.open_button.clicked.connect(self.openRequested)
        button_column.addWidget(self.open_button)
        header.addLayout(button_column)
        self._layout.addLayout(header)
        self.banner = ResumeBanner()
        self.banner.resumeRequested.connect(self.resumeRequested)
        self.banner.discardRequested.connect(self.discardRequested)
        self._layout.addWidget(self.banner)

        self._grid_host = QWidget()
        self._grid = QGridLayout(self._grid_host)
        self._grid.setSpacing(22)
        self._grid.setContentsMargins(0, 8, 0, 0)
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(self._grid_host)
        centred.addStretch(1)
        self._layout.addStretch(1)
        self._layout.addLayout(centred)
        self._layout.addStretch(2)
        self.footer = label("launcherFooter")
        self._layout.addWidget(self.footer)
        self.cards: dict[str, GameCard] = {}
        self._columns = 0
        self.build_cards()
        self.retranslate()

    def hide_banner(self) -> None:
        self.banner.hide()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Board Games"))
        self.tagline.setText(
            self.tr("Friends around one laptop. Pick a game: the app teaches the rules as you play.")
        )
        self.open_button.setText(self.tr("Open saved game…"))
        self.footer.setText(
            self.tr("Hot-seat play · colour-blind safe player colours · English, 한국어, Русский")
        )
        for card in self.cards.values():
            card.retranslate()

    def build_cards(self) -> None:
        available = {g.game_id for g in registry.available(include_hidden=False)}
        for info in registry.all_games():
            card = GameCard(info, info.game_id in available)
            card.clicked.connect(self.open_new_game_dialog)
            card.rulesRequested.connect(self.show_rules)
            self.cards[info.game_id] = card
        self._arrange()

    def _arrange(self) -> None:
        margins = self._layout.contentsMargins()
        width = max(self.width() - margins.left() - margins.right(), CARD_WIDTH)
        columns = max(1, min(len(self.cards), width // (CARD_WIDTH + self._grid.spacing())))
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards.values():
            self._grid.removeWidget(card)
        for i, card in enumerate(self.cards.values()):
            self._grid.addWidget(card, i // columns, i % columns)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._arrange()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_rules(self, game_id: str) -> Any:
        """The game's rules, before any game of it is started (the rules module loads now)."""
        from .rulesbrowser import RulesBrowser

        browser = RulesBrowser(registry.get(game_id), self)
        browser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        browser.show()
        return browser

    def open_new_game_dialog(self, game_id: str) -> Any:
        """Open the new-game dialog for `game_id` (also for hidden games: the tests' hook)."""
        info = registry.get(game_id)
        dialog = NewGameDialog(info, self.window())
        dialog.accepted.connect(lambda: self.newGameRequested.emit(game_id, dialog.options(), dialog.seed()))
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog
        dialog.open()
        return dialog
