"""The game-over panel: the ranking and the game's own scoring sheet (`rules.score_sheet`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
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

from ..engine.scoresheet import ScoreSheet
from ..widgets import theme


class ResultDialog(QDialog):
    newGameRequested = Signal()

    def __init__(
        self, result: Any, sheet: ScoreSheet, names: list[str], options: dict, parent: QWidget | None = None
    ) -> None:
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
        letters = theme.seat_letters(names)
        columns = sheet.columns
        table = QTableWidget(len(names), 2 + len(columns))
        table.setObjectName("resultTable")
        table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"), *(c.heading for c in columns)])
        for index, col in enumerate(columns, start=2):
            table.horizontalHeaderItem(index).setToolTip(col.tip)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        row = 0
        for place, group in enumerate(result.ranking, start=1):
            for p in group:
                status = sheet.status[p] if p < len(sheet.status) else ""
                cells = [
                    f"{place} · {status}" if status else str(place),
                    names[p],
                    *(c.cells[p] if p < len(c.cells) else "" for c in columns),
                ]
                for col, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    if col == 1:
                        item.setIcon(theme.marker_icon(theme.player_color(options, p), letters[p], 20))
                    else:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    if col >= 2 and columns[col - 2].tip:
                        item.setToolTip(columns[col - 2].tip)
                    if place == 1 or col >= 2 and columns[col - 2].ranks:
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
        for col in range(table.columnCount()):  # air between the figures
            table.setColumnWidth(col, table.columnWidth(col) + 14)
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
        for note in sheet.notes:
            label = QLabel(note)
            label.setObjectName("resultNote")
            label.setWordWrap(True)
            label.setStyleSheet("color: #9AA4AE;")
            layout.addWidget(label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        new_game = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        new_game.setProperty("accent", True)
        new_game.clicked.connect(self.newGameRequested)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(self.sizeHint())
