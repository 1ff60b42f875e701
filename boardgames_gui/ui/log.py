"""The game log dock: every event as a sentence (`rules.event_text`), newest visible."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

from ..widgets import theme


def _blank_pixmap() -> QPixmap:
    pm = QPixmap(36, 36)
    pm.fill(Qt.GlobalColor.transparent)
    return pm


class LogPanel(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setMinimumWidth(230)
        self.setAlternatingRowColors(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # re-wrap the sentences when the dock is resized
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setIconSize(QSize(20, 20))
        self._blank = QIcon(_blank_pixmap())
        self._shown_actions = 0

    def show_history(
        self,
        rules: Any,
        history: Sequence[Sequence[Mapping[str, Any]]],
        names: Sequence[str],
        options: Mapping[str, Any],
        rebuild: bool = False,
    ) -> None:
        """Show the events of every action so far; only new actions are appended unless rebuilding."""
        if rebuild or len(history) < self._shown_actions:
            self.clear()
            self._shown_actions = 0
        letters = theme.seat_letters(list(names))
        for number in range(self._shown_actions, len(history)):
            for event in history[number]:
                text = rules.event_text(event, list(names))
                if not text:
                    continue
                item = QListWidgetItem(text)
                player = event.get("player")
                if isinstance(player, int) and 0 <= player < len(names):
                    item.setIcon(theme.marker_icon(theme.player_color(options, player), letters[player], 20))
                else:
                    item.setIcon(self._blank)  # keeps every sentence on the same left edge
                item.setData(256, number + 1)  # Qt.UserRole: the action number
                self.addItem(item)
        self._shown_actions = len(history)
        self.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
