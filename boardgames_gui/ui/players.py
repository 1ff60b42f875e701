"""The players dock: one card per player, from `rules.player_panel(state, viewer)`.

The player to act is lit (LOOK.md: whose turn is always visible), and each
player shows colour, shape and letter together.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..widgets import theme


class PlayerCard(QFrame):
    def __init__(
        self,
        name: str,
        pc: theme.PlayerColor,
        letter: str,
        computer: bool,
        rows: Sequence[tuple[str, str]],
        current: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("playerCard")
        self.current = current
        edge = theme.ACCENT.name() if current else "#343A41"
        bg = "#353C44" if current else "#262B31"
        self.setStyleSheet(
            f"QFrame#playerCard {{ background: {bg}; border: 2px solid {edge}; border-radius: 10px; }}"
            "QLabel { background: transparent; border: none; }"
        )
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(4)
        head = QHBoxLayout()
        marker = QLabel()
        marker.setPixmap(theme.marker_pixmap(pc, letter, 28))
        marker.setToolTip(self.tr("Colour: {colour}").format(colour=self.tr(theme.color_label(pc.key))))
        head.addWidget(marker)
        self.name_label = QLabel(name)
        font = self.name_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name_label.setFont(font)
        head.addWidget(self.name_label, 1)
        if computer:
            tag = QLabel(self.tr("computer"))
            tag.setStyleSheet("color: #9AA4AE; font-style: italic;")
            head.addWidget(tag)
        if current:
            turn = QLabel(self.tr("to play"))
            turn.setStyleSheet(
                f"color: #1B1B1B; background: {theme.ACCENT.name()}; border-radius: 8px; padding: 1px 8px;"
                "font-weight: bold;"
            )
            head.addWidget(turn)
        outer.addLayout(head)
        if rows:
            grid = QGridLayout()
            grid.setHorizontalSpacing(12)
            grid.setVerticalSpacing(2)
            number_font = theme.tabular(self.font())
            for r, (label, value) in enumerate(rows):
                key = QLabel(label)
                key.setStyleSheet("color: #9AA4AE;")
                val = QLabel(value)
                val.setFont(number_font)
                val.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                val.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(key, r, 0)
                grid.addWidget(val, r, 1)
            grid.setColumnStretch(0, 1)
            outer.addLayout(grid)


class PlayersPanel(QScrollArea):
    """Scrollable column of player cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersPanel")
        self.setWidgetResizable(True)
        self.setMinimumWidth(230)
        self._inner = QWidget()
        self._layout = QVBoxLayout(self._inner)
        self._layout.setContentsMargins(8, 8, 8, 8)
        self._layout.setSpacing(8)
        self._layout.addStretch(1)
        self.setWidget(self._inner)
        self.cards: list[PlayerCard] = []

    def show_players(
        self,
        names: Sequence[str],
        options: dict,
        panels: Sequence[Sequence[tuple[str, str]]],
        current: int | None,
    ) -> None:
        for card in self.cards:
            self._layout.removeWidget(card)
            card.deleteLater()
        self.cards = []
        letters = theme.seat_letters(names)
        seats = options.get("seats") or ["human"] * len(names)
        for p, name in enumerate(names):
            rows = panels[p] if p < len(panels) else []
            card = PlayerCard(
                name, theme.player_color(options, p), letters[p], seats[p] == "computer", rows, p == current
            )
            self._layout.insertWidget(p, card)
            self.cards.append(card)
