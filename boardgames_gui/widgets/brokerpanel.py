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

from .dialogkit import SeatLabel, SeatTag, drop, empty_layout, label, lay_out, panel
from .market import MarketRow, counted, reset_count


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
        #: what is shown, kept for the next show_broker: the rows, the seats' tags, and each
        #: row's button and spin box (None: no count)
        self._rows: dict[tuple[int, Any], MarketRow] = {}
        self._tags: dict[int, SeatLabel] = {}
        self._trades: dict[tuple[int, Any], list[tuple[QPushButton, QSpinBox | None]]] = {}
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
        # a seat's tag and a row shown again keep their widgets (made anew at every move, they
        # took most of the move's time); a count starts again at its least
        empty_layout(self.grid)
        kept_tags, self._tags = self._tags, {}
        kept, self._trades = self._trades, {}
        self.buttons, self.spins, self._rows = {}, {}, {}
        line = 0
        for seat, tag, rows in seats:
            who = kept_tags.pop(seat, None) or SeatLabel()
            who.set_tag(tag)
            self.grid.addWidget(who, line, 0)
            who.show()
            self._tags[seat] = who
            column = 1
            for row in rows:
                if self.narrow:
                    line, column = line + 1, 0
                button, spin = self._trade(kept, seat, row)
                if spin is not None:
                    self.grid.addWidget(spin, line, column)
                    spin.show()
                    self.spins[(seat, row.key)] = spin
                if self.narrow and spin is not None:
                    line += 1  # a column: the count over its button
                elif not self.narrow:
                    column += 1
                self.grid.addWidget(button, line, column)
                button.show()
                self.buttons[(seat, row.key)] = button
                self._rows[(seat, row.key)] = row
                column += 1
            line += 1
        for who in kept_tags.values():
            drop(who)
        for trades in kept.values():
            for button, spin in trades:
                drop(button)
                if spin is not None:
                    drop(spin)
        if not self.narrow:
            self.grid.setColumnStretch(self.grid.columnCount(), 1)

    def _trade(self, kept: dict, seat: int, row: MarketRow) -> tuple[QPushButton, QSpinBox | None]:
        """A row's button and spin box (None: no count): kept ones if the row was shown
        before, else made; showing its text at its least count."""
        key = (seat, row.key)
        same = kept.get(key, [])
        held = same.pop(0) if same else None
        if held is not None and (held[1] is not None) != counted(row):
            drop(held[0])
            if held[1] is not None:
                drop(held[1])
            held = None
        if held is None:
            button = QPushButton()
            spin = None
            if counted(row):
                spin = QSpinBox()
                spin.valueChanged.connect(lambda value, key=key: self._recount(key, value))
            button.clicked.connect(lambda _=False, key=key: self._choose(key))
            held = (button, spin)
        button, spin = held
        if spin is not None:
            reset_count(spin, row)
        button.setText(row.text(row.lo))
        self._trades.setdefault(key, []).append(held)
        return held

    def _recount(self, key: tuple[int, Any], count: int) -> None:
        self.buttons[key].setText(self._rows[key].text(count))

    def _choose(self, key: tuple[int, Any]) -> None:
        spin = self.spins.get(key)
        self.chosen.emit(key[0], self._rows[key].key, spin.value() if spin is not None else 0)
