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

from .dialogkit import clear_layout, label, lay_out, panel


@dataclass(frozen=True)
class MarketRow:
    """`lo`..`hi` in `step`s for a count (spin box), or lo == hi == 0 for one button; the
    button's text is `text(count)`."""

    key: Any
    text: Callable[[int], str]
    lo: int = 0
    hi: int = 0
    step: int = 1


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
        self.narrow = False

    def set_narrow(self, narrow: bool) -> None:
        """A column: the head over the price, each row on its own lines (next `show_market`)."""
        self.narrow = narrow
        lay_out(narrow, self.box, self.rows)

    def show_market(self, head: str, price: str, move: str, rows: Sequence[MarketRow]) -> None:
        self.head.setText(head)
        self.price.setText(price)
        self.move.setText(move)
        self.move.setVisible(bool(move))
        clear_layout(self.rows)
        self.buttons, self.spins = {}, {}
        for row in rows:
            line = QWidget()
            pair = QHBoxLayout(line)
            pair.setContentsMargins(0, 0, 0, 0)
            lay_out(self.narrow, pair)  # a column: the count over its button
            button = QPushButton(row.text(row.lo))
            if row.hi > row.lo or row.lo > 0:
                spin = QSpinBox()
                spin.setRange(row.lo, row.hi)
                spin.setSingleStep(row.step)
                spin.setValue(row.lo)
                spin.valueChanged.connect(lambda value, b=button, r=row: b.setText(r.text(value)))
                pair.addWidget(spin)
                self.spins[row.key] = spin
            button.clicked.connect(lambda _=False, r=row: self._choose(r))
            pair.addWidget(button, 1 if self.narrow else 0)
            self.rows.addWidget(line)
            line.show()
            self.buttons[row.key] = button
        if not self.narrow:
            self.rows.addStretch(1)

    def _choose(self, row: MarketRow) -> None:
        spin = self.spins.get(row.key)
        self.chosen.emit(row.key, spin.value() if spin is not None else 0)
