"""The board and the column beside it (a game's desk), placed together in one pass."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

#: the width of a side column beside the board (GameView.side_widget_beside), in pixels
SIDE_COLUMN_LEAST = 250
SIDE_COLUMN_MOST = 420


class BesideRow(QWidget):
    """The board on the left, the column on the right. The column takes the width a board of
    the row's full height leaves over (`aspect`: the board's width over its height), within its
    least and most (a column may ask for more than SIDE_COLUMN_MOST with `column_most`), and
    never less than its contents need while the board keeps its own least width.

    A layout placed the board first and sized the column after, from the row's new size: a
    narrower row (the players dock growing) gave the board the width the column had to give
    back, re-fitted it and drew every item, then gave it back and drew them all again at the
    old scale. Placed here in one pass, a board whose width did not change is not resized."""

    def __init__(self, board: QWidget, side: QWidget, aspect: Callable[[], float]) -> None:
        super().__init__()
        self.board, self.side, self.aspect = board, side, aspect
        board.setParent(self)
        side.setParent(self)

    def side_width(self) -> int:
        if not self.side.isVisibleTo(self):
            return 0
        spare = self.width() - round(self.height() * self.aspect())
        most = getattr(self.side, "column_most", SIDE_COLUMN_MOST)
        needed = min(self.side.minimumSizeHint().width(), self.width() - self.board.minimumWidth())
        return max(SIDE_COLUMN_LEAST, needed, min(most, spare))

    def place(self) -> None:
        """Give the board and the column their widths (again after the column's contents
        changed); a child whose place is the same is left alone."""
        width, height = self.width(), self.height()
        side = self.side_width()
        self.board.setGeometry(0, 0, max(0, width - side), height)
        self.side.setGeometry(width - side, 0, side, height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.place()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        board = self.board.minimumSizeHint().expandedTo(self.board.minimumSize())
        return QSize(
            board.width() + SIDE_COLUMN_LEAST, max(board.height(), self.side.minimumSizeHint().height())
        )

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self.minimumSizeHint()
