"""The game log dock: every event as a sentence (`rules.event_text`), newest visible.

A plain-text document, one paragraph per sentence: a new move appends its sentences
and Undo removes the last ones, and the widget lays out only the paragraphs on the
screen. (A list widget with word wrap lays every entry out again on each move: in a
5,000-move game that cost more than the move itself.) The acting player's marker
(colour, shape, letter) is painted in a margin beside each sentence, for the
paragraphs on the screen only, so a whole log goes into the document in one call.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QTextBlockFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..widgets import theme

MARKER = 18
MARGIN = MARKER + 8


class MarkerMargin(QWidget):
    """The strip left of the sentences where each one's player marker is painted."""

    def __init__(self, log: LogPanel) -> None:
        super().__init__(log)
        self.log = log
        # it fills all it paints: when the log scrolls, Qt moves its pixels and paints only
        # the strip that came into view (a see-through margin was painted whole at every move)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def sizeHint(self) -> QSize:
        return QSize(MARGIN, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.log.paint_markers(self, event.rect())


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
        #: the sentences shown, the seat each is about (None: nobody's), its action's number
        self._texts: list[str] = []
        self._players: list[int | None] = []
        self._numbers: list[int] = []
        #: how many sentences each action shown made
        self._per_action: list[int] = []
        self._markers: list[Any] = []
        self.margin = MarkerMargin(self)
        self.setViewportMargins(MARGIN, 0, 0, 0)
        self.updateRequest.connect(self._scrolled)
        # the newest line stays in view while the reader is at the bottom: the document lays
        # itself out lazily, so its length grows after the text went in (a long game opened)
        self._following = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled_to)
        bar.rangeChanged.connect(self._grew)
        self._space_paragraphs()

    def _space_paragraphs(self) -> None:
        """A little air around each sentence; new paragraphs take the format of the one before."""
        spaced = QTextBlockFormat()
        spaced.setTopMargin(3)
        spaced.setBottomMargin(3)
        QTextCursor(self.document()).setBlockFormat(spaced)

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
        self._markers = [
            theme.marker_pixmap(theme.player_color(options, p), letters[p], MARKER) for p in range(len(names))
        ]
        new: list[str] = []
        for number in range(len(self._per_action), len(history)):
            made = 0
            for event in history[number]:
                text = rules.event_text(event, names)
                if text:
                    player = event.get("player")
                    self._players.append(
                        player if isinstance(player, int) and 0 <= player < len(names) else None
                    )
                    self._numbers.append(number + 1)
                    new.append(text)
                    made += 1
            self._per_action.append(made)
        if new:
            cursor = QTextCursor(self.document())
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertText(("\n" if self._texts else "") + "\n".join(new))
            self._texts.extend(new)
        self._following = True
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _drop_after(self, actions: int) -> None:
        """Remove the sentences of every action after the first `actions`."""
        keep = sum(self._per_action[:actions])
        shown = len(self._texts)
        del self._per_action[actions:]
        del self._texts[keep:]
        del self._players[keep:]
        del self._numbers[keep:]
        if keep >= shown:
            return
        document = self.document()
        if keep == 0:
            document.clear()
            self._space_paragraphs()
            return
        cursor = QTextCursor(document)
        cursor.setPosition(document.findBlockByNumber(keep).position() - 1)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def _scrolled_to(self, value: int) -> None:
        self._following = value >= self.verticalScrollBar().maximum()

    def _grew(self, _low: int, high: int) -> None:
        if self._following:
            self.verticalScrollBar().setValue(high)

    # ----- the markers' margin

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        area = self.contentsRect()
        self.margin.setGeometry(QRect(area.left(), area.top(), MARGIN, area.height()))

    def _scrolled(self, rect: QRect, dy: int) -> None:
        if dy:
            self.margin.scroll(0, dy)
        else:
            self.margin.update(0, rect.y(), MARGIN, rect.height())

    def paint_markers(self, margin: QWidget, area: QRect) -> None:
        painter = QPainter(margin)
        painter.fillRect(area, theme.CHROME_BG)
        block = self.firstVisibleBlock()
        offset = self.contentOffset()
        while block.isValid():
            box = self.blockBoundingGeometry(block).translated(offset)
            if box.top() > area.bottom():
                break
            number = block.blockNumber()
            if block.isVisible() and number < len(self._players) and self._players[number] is not None:
                top = box.top() + 3 + max(0.0, (self.fontMetrics().height() - MARKER) / 2)
                painter.drawPixmap(
                    QRectF(4, top, MARKER, MARKER), self._markers[self._players[number]], QRectF()
                )
            block = block.next()
        painter.end()

    # ----- reading (tests, accessibility)

    def texts(self) -> list[str]:
        """The sentences shown, oldest first."""
        return list(self._texts)

    def count(self) -> int:
        return len(self._texts)

    def action_numbers(self) -> list[int]:
        """The number of the action that made each sentence."""
        return list(self._numbers)
