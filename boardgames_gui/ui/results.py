"""The game-over panel: ranking, scores and each player's score breakdown (`rules.result`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..widgets import theme


def _number(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)


class ResultDialog(QDialog):
    newGameRequested = Signal()

    def __init__(self, result: Any, names: list[str], options: dict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultDialog")
        self.setWindowTitle(self.tr("Game over"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        winners = ", ".join(names[w] for w in result.winners) if result.winners else ""
        headline = self.tr("{winners} won!").format(winners=winners) if winners else self.tr("A draw!")
        title = QLabel(headline)
        title.setObjectName("resultHeadline")
        title.setStyleSheet("font-size: 20pt; font-weight: bold; color: #E3B55B;")
        layout.addWidget(title)
        if result.reason:
            reason = QLabel(result.reason + (self.tr(" (time limit)") if result.capped else ""))
            reason.setStyleSheet("color: #9AA4AE;")
            layout.addWidget(reason)
        parts: list[str] = []
        nested: set[str] = set()
        for p in range(len(names)):
            breakdown = (result.breakdown or {}).get(p) or (result.breakdown or {}).get(str(p)) or {}
            for key, value in breakdown.items():
                if not isinstance(value, int | float | str) or isinstance(value, str) and len(value) > 40:
                    nested.add(key)  # card lists and the like belong to the game's own score sheet
                elif key not in parts:
                    parts.append(key)
        parts = [k for k in parts if k not in nested]
        letters = theme.seat_letters(names)
        table = QTableWidget(len(names), 3 + len(parts))
        table.setObjectName("resultTable")
        game_id = options.get("game_id", "")
        headers = [
            QCoreApplication.translate(game_id, k).replace("_", " ") if game_id else k.replace("_", " ")
            for k in parts
        ]
        table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"), self.tr("Score"), *headers])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        row = 0
        for place, group in enumerate(result.ranking, start=1):
            for p in group:
                breakdown = (result.breakdown or {}).get(p) or (result.breakdown or {}).get(str(p)) or {}
                cells = [str(place), names[p], _number(result.scores[p]) if p < len(result.scores) else ""]
                cells += [_number(breakdown.get(k, "")) for k in parts]
                for col, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    if col == 1:
                        item.setIcon(theme.marker_icon(theme.player_color(options, p), letters[p], 20))
                    if col != 1:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    if place == 1:
                        font = item.font()
                        font.setBold(True)
                        item.setFont(font)
                    table.setItem(row, col, item)
                row += 1
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        table.resizeColumnsToContents()
        table.verticalHeader().setDefaultSectionSize(32)
        # wide enough for every score part, so the breakdown reads without scrolling
        needed = sum(table.columnWidth(c) + 12 for c in range(table.columnCount())) + 8
        table.setMinimumWidth(min(needed, 1100))
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        height = table.horizontalHeader().sizeHint().height() + 32 * len(names) + 4
        if needed > 1100:
            height += table.horizontalScrollBar().sizeHint().height()
        table.setFixedHeight(height)
        layout.addWidget(table)
        self.table = table
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        new_game = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        new_game.setProperty("accent", True)
        new_game.clicked.connect(self.newGameRequested)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(self.sizeHint())
