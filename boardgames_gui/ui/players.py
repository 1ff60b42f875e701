"""The players dock: one card per player, from `rules.player_panel(state, viewer)`.

The player to act is lit (LOOK.md: whose turn is always visible), and each
player shows colour, shape and letter together. Cards are built once per game
and updated in place after every action; a card keeps the rows it has shown in the
game (left empty while its panel shows fewer), so a hand-off moves no card.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..widgets import theme

#: the card's ground and edge, lit and unlit (painted by the card: a style sheet set on every
#: change of turn re-polished the whole card, about 9 ms a move)
_GROUND = {True: QColor("#353C44"), False: QColor("#262B31")}
_EDGE = {True: theme.ACCENT, False: QColor("#343A41")}


class PlayerCard(QFrame):
    def __init__(self, name: str, pc: theme.PlayerColor, letter: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerCard")
        self.current: bool | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(4)
        head = QHBoxLayout()
        marker = QLabel()
        marker.setPixmap(theme.marker_pixmap(pc, letter, 28))
        self.pc = pc
        head.addWidget(marker)
        self.name_label = QLabel(name)
        font = self.name_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name_label.setFont(font)
        head.addWidget(self.name_label, 1)
        self.computer_tag = QLabel()
        self.computer_tag.setStyleSheet("color: #9AA4AE; font-style: italic;")
        head.addWidget(self.computer_tag)
        self.turn_tag = QLabel()
        self.turn_tag.setStyleSheet(
            f"color: #1B1B1B; background: {theme.ACCENT.name()}; border-radius: 8px; padding: 1px 8px;"
            "font-weight: bold;"
        )
        head.addWidget(self.turn_tag)
        outer.addLayout(head)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(0, 1)
        outer.addLayout(self.grid)
        self._rows: list[tuple[QLabel, QLabel]] = []
        self._shown = 0  # of the rows, those the panel shows now
        self._number_font = theme.tabular(self.font())

    def update_card(self, rows: Sequence[tuple[str, str]], current: bool, computer: bool) -> None:
        # a label is told only what changed: each change lays the card out again
        _set_text(self.computer_tag, self.tr("computer") if computer else "")
        self.computer_tag.setVisible(computer)
        _set_text(self.turn_tag, self.tr("to play"))
        self.turn_tag.setVisible(current)
        self.marker_tip()
        if current != self.current:
            self.current = current
            self.update()
        while len(self._rows) < len(rows):
            key, val = QLabel(), QLabel()
            key.setStyleSheet("color: #9AA4AE;")
            val.setFont(self._number_font)
            val.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            val.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            r = len(self._rows)
            self.grid.addWidget(key, r, 0)
            self.grid.addWidget(val, r, 1)
            self._rows.append((key, val))
        # rows a panel no longer shows stay, empty: a hand-off screen hides a player's secret
        # rows, and a card that shrank and grew back moved every card under it, each
        # label laid out and painted again (60 of them, 3 ms at every hand-off)
        self._shown = len(rows)
        for r, (key, val) in enumerate(self._rows):
            text = rows[r] if r < len(rows) else ("", "")
            _set_text(key, text[0])
            _set_text(val, text[1])

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(_EDGE[bool(self.current)], 2))
        painter.setBrush(_GROUND[bool(self.current)])
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)

    def marker_tip(self) -> None:
        from .newgame import color_name

        self.setToolTip(self.tr("Colour: {colour}").format(colour=color_name(self.pc.key)))

    def rows(self) -> list[tuple[str, str]]:
        """The rows the card shows now (not the empty ones it keeps)."""
        return [(k.text(), v.text()) for k, v in self._rows[: self._shown]]


def _set_text(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)


#: the panel is never narrower than this, whatever it shows
MIN_WIDTH = 230
#: room a panel that must grow within a game takes beyond what it needs: each resize re-fits
#: the board and draws all of it again, and a score that gained a digit (Blueprints' 2 px,
#: then 3 px more) drew the table twice in a row at the round's end (about 90 ms each)
HEADROOM = 24


class PlayersPanel(QScrollArea):
    """A column of player cards that scrolls up and down, never sideways: it is as wide as
    its widest card has needed in this game (a long name, a fortune). It grows after a move
    that needs more room, by HEADROOM more, and never shrinks within a game: a panel that
    narrowed again (a hand-off screen hides the secret rows) would resize and re-fit the board
    at every turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersPanel")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(MIN_WIDTH)
        self._inner = QWidget()
        self._layout = QVBoxLayout(self._inner)
        self._layout.setContentsMargins(8, 8, 8, 8)
        self._layout.setSpacing(8)
        self._layout.addStretch(1)
        self.setWidget(self._inner)
        self.cards: list[PlayerCard] = []
        self._built_for: tuple | None = None
        self._widest = MIN_WIDTH  # the most this game's cards have needed so far
        self._fitted = False  # sized once for this game's cards: a growth takes headroom

    def show_players(
        self,
        names: Sequence[str],
        options: dict,
        panels: Sequence[Sequence[tuple[str, str]]],
        current: int | None,
    ) -> None:
        seats = options.get("seats") or ["human"] * len(names)
        key = (tuple(names), tuple(options.get("colors") or ()))
        if key != self._built_for:
            for card in self.cards:
                self._layout.removeWidget(card)
                card.deleteLater()
            letters = theme.seat_letters(names)
            self.cards = [
                PlayerCard(name, theme.player_color(options, p), letters[p]) for p, name in enumerate(names)
            ]
            for p, card in enumerate(self.cards):
                self._layout.insertWidget(p, card)
            self._built_for = key
            self._widest = MIN_WIDTH
            self._fitted = False
        for p, card in enumerate(self.cards):
            card.update_card(panels[p] if p < len(panels) else [], p == current, seats[p] == "computer")
        self._fit_contents()

    def _fit_contents(self) -> None:
        # the cards' texts just changed: lay them out now, or the size hint is the old one
        # (a hand-off screen lifted before the window is first shown)
        for card in self.cards:
            if card.layout() is not None:
                card.layout().activate()
        self._layout.activate()
        needed = (
            self._inner.minimumSizeHint().width()
            + self.verticalScrollBar().sizeHint().width()
            + 2 * self.frameWidth()
        )
        if needed > self._widest:
            self._widest = needed + (HEADROOM if self._fitted else 0)
            self.setMinimumWidth(self._widest)
        elif self.minimumWidth() != self._widest:
            self.setMinimumWidth(self._widest)  # a new game starts from the least width
        self._fitted = True
