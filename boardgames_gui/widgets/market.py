"""A market, a dialog panel any game can show: a price on display with its last move, and
rows of things to buy or sell, each a count (a spin box over its allowed range) or a single
button with its price. Shares on an exchange, insurance policies, a dice roll that moves
the price: the game gives the rows and turns `chosen(key, count)` into its action.

    panel.show_market(head, price, move, rows)   # rows: MarketRow(...)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout, QWidget

from .dialogkit import drop, empty_layout, label, lay_out, panel


@dataclass(frozen=True)
class MarketRow:
    """`lo`..`hi` in `step`s for a count (spin box), or lo == hi == 0 for one button; the
    button's text is `text(count)`."""

    key: Any
    text: Callable[[int], str]
    lo: int = 0
    hi: int = 0
    step: int = 1


#: a row's widgets: the line holding them, its button, its spin box (None: no count)
Line = tuple[QWidget, QPushButton, QSpinBox | None]


def drop_lines(lines: Sequence[Line]) -> None:
    for line, _, _ in lines:
        drop(line)


class MarketPanel(QWidget):
    chosen = Signal(object, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = panel(self)
        outer.addWidget(frame)
        self.box = QHBoxLayout(frame)
        self.head = label("", "head")
        self.price = label("", "big")
        self.move = label("", "muted")
        self.box.addWidget(self.head)
        self.box.addWidget(self.price)
        self.box.addWidget(self.move)
        self.rows = QHBoxLayout()
        self.box.addLayout(self.rows, 1)
        self.buttons: dict[Any, QPushButton] = {}
        self.spins: dict[Any, QSpinBox] = {}
        #: the rows shown, and their widgets (line, button, spin box or None), by key
        self._rows: dict[Any, MarketRow] = {}
        self._lines: dict[Any, list[Line]] = {}
        self.narrow = self._lines_narrow = False

    def set_narrow(self, narrow: bool) -> None:
        """A column: the head over the price, each row on its own lines (next `show_market`)."""
        self.narrow = narrow
        lay_out(narrow, self.box, self.rows)

    def show_market(self, head: str, price: str, move: str, rows: Sequence[MarketRow]) -> None:
        self.head.setText(head)
        self.price.setText(price)
        self.move.setText(move)
        self.move.setVisible(bool(move))
        # a row shown again keeps its widgets (made anew at every move, they took most of the
        # move's time); its count starts again at its least, its button says what it does now
        empty_layout(self.rows)
        kept, self._lines = self._lines, {}
        self._rows = {row.key: row for row in rows}
        if self._lines_narrow != self.narrow:
            # rows made for the other layout are made again
            for held in kept.values():
                drop_lines(held)
            kept, self._lines_narrow = {}, self.narrow
        self.buttons, self.spins = {}, {}
        for row in rows:
            same = kept.get(row.key, [])
            held = same.pop(0) if same else None
            if held is not None and (held[2] is not None) != counted(row):
                drop_lines([held])
                held = None
            if held is None:
                held = self._make_line(row)
            line, button, spin = held
            if spin is not None:
                reset_count(spin, row)
                self.spins[row.key] = spin
            button.setText(row.text(row.lo))
            self.rows.addWidget(line)
            line.show()
            self.buttons[row.key] = button
            self._lines.setdefault(row.key, []).append(held)
        for held in kept.values():
            drop_lines(held)
        if not self.narrow:
            self.rows.addStretch(1)

    def _make_line(self, row: MarketRow) -> Line:
        """A row's widgets: its count (a spin box) if it has one, and its button."""
        line = QWidget()
        pair = QHBoxLayout(line)
        pair.setContentsMargins(0, 0, 0, 0)
        lay_out(self.narrow, pair)  # a column: the count over its button
        button = QPushButton()
        spin = None
        if counted(row):
            spin = QSpinBox()
            spin.valueChanged.connect(lambda value, key=row.key: self._recount(key, value))
            pair.addWidget(spin)
        button.clicked.connect(lambda _=False, key=row.key: self._choose(key))
        pair.addWidget(button, 1 if self.narrow else 0)
        return line, button, spin

    def _recount(self, key: Any, count: int) -> None:
        self.buttons[key].setText(self._rows[key].text(count))

    def _choose(self, key: Any) -> None:
        spin = self.spins.get(key)
        self.chosen.emit(self._rows[key].key, spin.value() if spin is not None else 0)


def reset_count(spin: QSpinBox, row: MarketRow) -> None:
    """A kept spin box set to `row`'s range, at its least, without telling anyone (the row's
    button says the least already)."""
    spin.blockSignals(True)
    spin.setRange(row.lo, row.hi)
    spin.setSingleStep(row.step)
    spin.setValue(row.lo)
    spin.blockSignals(False)


def counted(row: MarketRow) -> bool:
    """Does the row take a count (a spin box), or is it one button?"""
    return row.hi > row.lo or row.lo > 0
