"""The game log dock: every event as a sentence (`rules.event_text`), newest visible.

A plain-text document, one paragraph per sentence: a new move appends its sentences
and Undo removes the last ones, and the widget lays out only the paragraphs on the
screen. (A list widget with word wrap lays every entry out again on each move: in a
5,000-move game that cost more than the move itself.) Each sentence starts with the
acting player's letter on their colour.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..widgets import theme

#: every other sentence sits on this slightly lighter band, so long logs stay easy to follow
_BAND = QColor("#1D2126")


class LogPanel(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setReadOnly(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setMinimumWidth(230)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setStyleSheet("QPlainTextEdit#gameLog { border: none; background: #171A1E; }")
        self.setFrameShape(QPlainTextEdit.Shape.NoFrame)
        #: the sentences shown, and how many of them each action shown made
        self._texts: list[str] = []
        self._per_action: list[int] = []
        #: the action number of each sentence (for tests and tooltips)
        self._numbers: list[int] = []
        self._plain = QTextCharFormat()
        self._bands = []
        for background in (None, _BAND):
            band = QTextBlockFormat()
            band.setTopMargin(3)
            band.setBottomMargin(3)
            if background is not None:
                band.setBackground(background)
            self._bands.append(band)

    def show_history(
        self,
        rules: Any,
        history: Sequence[Sequence[Mapping[str, Any]]],
        names: Sequence[str],
        options: Mapping[str, Any],
        rebuild: bool = False,
    ) -> None:
        """Show the events of every action so far: drop the sentences of actions taken back,
        append those of new actions (everything again when rebuilding, after a language switch)."""
        if rebuild:
            self._drop_after(0)
        elif len(history) < len(self._per_action):
            self._drop_after(len(history))
        if len(history) == len(self._per_action):
            return
        names = list(names)
        letters = theme.seat_letters(names)
        chips = [self._chip(options, player) for player in range(len(names))]
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for number in range(len(self._per_action), len(history)):
            made = 0
            for event in history[number]:
                text = rules.event_text(event, names)
                if text:
                    player = event.get("player")
                    if isinstance(player, int) and 0 <= player < len(names):
                        self._append(cursor, text, chips[player], letters[player])
                    else:
                        self._append(cursor, text, None, "")
                    self._numbers.append(number + 1)
                    made += 1
            self._per_action.append(made)
        cursor.endEditBlock()
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _append(self, cursor: QTextCursor, text: str, chip: QTextCharFormat | None, letter: str) -> None:
        band = self._bands[len(self._texts) % 2]
        if self._texts:
            cursor.insertBlock(band, self._plain)
        else:
            cursor.setBlockFormat(band)
        if chip is not None:
            cursor.insertText(f" {letter} ", chip)
            cursor.insertText(" ", self._plain)
        cursor.insertText(text, self._plain)
        self._texts.append(text)

    @staticmethod
    def _chip(options: Mapping[str, Any], player: int) -> QTextCharFormat:
        """The format of a player's letter: their colour behind it, in the ink that reads on it."""
        pc = theme.player_color(options, player)
        chip = QTextCharFormat()
        chip.setBackground(pc.qcolor)
        chip.setForeground(pc.ink)
        chip.setFontWeight(QFont.Weight.Bold)
        return chip

    def _drop_after(self, actions: int) -> None:
        """Remove the sentences of every action after the first `actions`."""
        keep = sum(self._per_action[:actions])
        shown = len(self._texts)
        del self._per_action[actions:]
        del self._texts[keep:]
        del self._numbers[keep:]
        document = self.document()
        if keep >= shown:
            return
        if keep == 0:
            document.clear()
            return
        cursor = QTextCursor(document)
        cursor.setPosition(document.findBlockByNumber(keep).position() - 1)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    # ----- reading (tests, accessibility)

    def texts(self) -> list[str]:
        """The sentences shown, oldest first."""
        return list(self._texts)

    def count(self) -> int:
        return len(self._texts)

    def action_numbers(self) -> list[int]:
        """The number of the action that made each sentence."""
        return list(self._numbers)
