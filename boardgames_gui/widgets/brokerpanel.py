"""Trading through a broker, a dialog panel any game can show: while one seat holds a market
(the player on an Exchange), the other seats may each trade through it out of turn, paying its
cut. One row per seat that may: its tag, then its market rows (a count in a spin box and the
button, as in market.py). The game gives the rows and turns `chosen(seat, key, count)` into
that seat's action.

    panel.show_broker(head, note, seats)   # seats: (seat, SeatTag, [MarketRow, ...])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout, QWidget

from .dialogkit import SeatLabel, SeatTag, clear_layout, label, lay_out, panel
from .market import MarketRow


class BrokerPanel(QWidget):
    chosen = Signal(int, object, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = panel(self)
        outer.addWidget(frame)
        box = QVBoxLayout(frame)
        top = self.top = QHBoxLayout()
        self.head = label("", "head")
        self.note = label("", "muted")
        self.note.setWordWrap(True)
        top.addWidget(self.head)
        top.addWidget(self.note, 1)
        box.addLayout(top)
        self.grid = QGridLayout()
        box.addLayout(self.grid)
        #: by (seat, row key)
        self.buttons: dict[tuple[int, Any], QPushButton] = {}
        self.spins: dict[tuple[int, Any], QSpinBox] = {}
        self.narrow = False

    def set_narrow(self, narrow: bool) -> None:
        """A column: each seat's tag over its trades, one a line."""
        self.narrow = narrow
        lay_out(narrow, self.top)

    def show_broker(
        self, head: str, note: str, seats: Sequence[tuple[int, SeatTag, Sequence[MarketRow]]]
    ) -> None:
        self.head.setText(head)
        self.note.setText(note)
        clear_layout(self.grid)
        self.buttons, self.spins = {}, {}
        line = 0
        for seat, tag, rows in seats:
            who = SeatLabel()
            who.set_tag(tag)
            self.grid.addWidget(who, line, 0)
            who.show()
            column = 1
            for row in rows:
                if self.narrow:
                    line, column = line + 1, 0
                button = QPushButton(row.text(row.lo))
                if row.hi > row.lo or row.lo > 0:
                    spin = QSpinBox()
                    spin.setRange(row.lo, row.hi)
                    spin.setSingleStep(row.step)
                    spin.setValue(row.lo)
                    spin.valueChanged.connect(lambda value, b=button, r=row: b.setText(r.text(value)))
                    self.grid.addWidget(spin, line, column)
                    spin.show()
                    self.spins[(seat, row.key)] = spin
                if self.narrow and (seat, row.key) in self.spins:
                    line += 1  # a column: the count over its button
                elif not self.narrow:
                    column += 1
                button.clicked.connect(lambda _=False, seat=seat, r=row: self._choose(seat, r))
                self.grid.addWidget(button, line, column)
                button.show()
                self.buttons[(seat, row.key)] = button
                column += 1
            line += 1
        if not self.narrow:
            self.grid.setColumnStretch(self.grid.columnCount(), 1)

    def _choose(self, seat: int, row: MarketRow) -> None:
        spin = self.spins.get((seat, row.key))
        self.chosen.emit(seat, row.key, spin.value() if spin is not None else 0)
