"""Parts the shared game dialogs are built from (bidding.py, raisecash.py, tradewindow.py,
market.py, question.py, brokerpanel.py): a seat's tag (colour, shape, letter and name,
LOOK.md's colour with a second cue), a label showing it, the look of a dialog panel, and
`lay_out`, which sets a panel's rows side by side (a panel under the board) or one under
another (a narrow column beside it; each panel's `set_narrow`).

Games fill these widgets with their own translated texts and money strings; the widgets
know nothing of any game's rules and emit what the player chose.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from . import theme


@dataclass(frozen=True)
class SeatTag:
    """Who a row is about: their colour, letter and name."""

    pc: theme.PlayerColor
    letter: str
    name: str


PANEL_STYLE = (
    "QFrame#dialogPanel { background: #262B31; border: 1px solid #3B434C; border-radius: 8px; }"
    "QLabel[role='head'] { font-weight: bold; font-size: 15px; color: #ECEFF1; }"
    "QLabel[role='big'] { font-weight: bold; font-size: 20px; color: #E3B55B; }"
    "QLabel[role='muted'] { color: #9AA4AE; }"
)


def panel(parent: QWidget | None = None) -> QFrame:
    """A framed panel in the chrome's colours."""
    frame = QFrame(parent)
    frame.setObjectName("dialogPanel")
    frame.setStyleSheet(PANEL_STYLE)
    return frame


def scrolling_column() -> tuple[QScrollArea, QVBoxLayout]:
    """A desk's column of panels that scrolls when its panels are taller than the window (a long
    trade, an auction with many bidders), transparent over the table; its layout to fill."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
    inner = QWidget()
    scroll.setWidget(inner)
    return scroll, QVBoxLayout(inner)


def show_page(stack: QStackedWidget, shown: QWidget) -> None:
    """Show one page of a desk's stack, the stack as tall as that page and not as its tallest
    one: the board above keeps the height a short question does not need."""
    stack.setCurrentWidget(shown)
    for index in range(stack.count()):
        page = stack.widget(index)
        policy = QSizePolicy.Policy.Preferred if page is shown else QSizePolicy.Policy.Ignored
        page.setSizePolicy(policy, policy)
    stack.updateGeometry()


def label(text: str = "", role: str = "", parent: QWidget | None = None) -> QLabel:
    widget = QLabel(text, parent)
    if role:
        widget.setProperty("role", role)
    widget.setTextFormat(Qt.TextFormat.PlainText)
    return widget


class SeatLabel(QWidget):
    """A seat's marker and name (or an empty space when `tag` is None)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.marker = QLabel(self)
        self.name = label("", "head", self)
        row.addWidget(self.marker)
        row.addWidget(self.name)
        row.addStretch(1)
        self.tag: SeatTag | None = None

    def set_tag(self, tag: SeatTag | None, suffix: str = "") -> None:
        self.tag = tag
        if tag is None:
            self.marker.clear()
            self.name.setText(suffix)
            return
        self.marker.setPixmap(theme.marker_pixmap(tag.pc, tag.letter, 22))
        self.name.setText(f"{tag.name}{suffix}")


def lay_out(narrow: bool, *boxes: QBoxLayout) -> None:
    """Rows of a panel side by side (under a board), or one under another (a narrow column
    beside the board): `set_narrow` of each shared panel turns its row boxes with this."""
    direction = QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
    for box in boxes:
        box.setDirection(direction)


def clear_layout(layout: QLayout) -> None:
    """Take every widget out of `layout` at once (deleteLater alone leaves them on screen
    until the event loop runs, beside their replacements)."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            drop(widget)


def drop(widget: QWidget) -> None:
    """Take a widget off screen at once and delete it (see clear_layout)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


def empty_layout(layout: QLayout) -> None:
    """Take every item out of `layout`, its widgets kept alive, to be laid out again: a panel
    shown at every move keeps the widgets of the rows it shows again (made anew and laid out,
    they took most of a move's time)."""
    while layout.count():
        layout.takeAt(0)
