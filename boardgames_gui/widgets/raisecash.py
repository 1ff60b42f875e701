"""Raise cash for a debt, a dialog panel any game can show: the debt and to whom, the cash
in hand, every sellable thing with what it yields now (one button each), what would still be
owed, and the two ways out: pay (once cash covers the debt) or go bankrupt (when even
selling everything cannot).

    panel.show_debt(head, owed, cash, left, rows, can_pay, can_give_up, pay_label, give_up_label)

`rows` are (label, yields text, key); `chosen(key)` names the row pressed, `pay()` and
`give_up()` the ways out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ..engine.i18n import tr
from .dialogkit import clear_layout, label, lay_out, panel

CTX = "dialogs"


class RaiseCashPanel(QWidget):
    chosen = Signal(object)
    pay = Signal()
    give_up = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = panel(self)
        outer.addWidget(frame)
        box = QVBoxLayout(frame)
        top = self.top = QHBoxLayout()
        self.head = label("", "head")
        self.owed = label("", "big")
        self.cash = label("")
        self.left = label("", "muted")
        top.addWidget(self.head, 1)
        top.addWidget(self.owed)
        top.addWidget(self.cash)
        top.addWidget(self.left)
        box.addLayout(top)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setMaximumHeight(120)
        self.rows_widget = QWidget()
        self.grid = QGridLayout(self.rows_widget)
        self.grid.setContentsMargins(2, 2, 2, 2)
        self.scroll.setWidget(self.rows_widget)
        box.addWidget(self.scroll)
        ways = QHBoxLayout()
        ways.addStretch(1)
        self.pay_button = QPushButton()
        self.give_up_button = QPushButton()
        ways.addWidget(self.pay_button)
        ways.addWidget(self.give_up_button)
        box.addLayout(ways)
        self.pay_button.clicked.connect(self.pay.emit)
        self.give_up_button.clicked.connect(self.give_up.emit)
        self.row_buttons: list[QPushButton] = []
        #: sellable things a line: two under the board, one in a column
        self.per_line = 2

    def set_narrow(self, narrow: bool) -> None:
        lay_out(narrow, self.top)
        self.per_line = 1 if narrow else 2

    def show_debt(
        self,
        head: str,
        owed: str,
        cash: str,
        left: str,
        rows: Sequence[tuple[str, str, Any]],
        can_pay: bool,
        can_give_up: bool,
        pay_label: str,
        give_up_label: str,
    ) -> None:
        self.head.setText(head)
        self.owed.setText(owed)
        self.cash.setText(cash)
        self.left.setText(left)
        clear_layout(self.grid)
        self.row_buttons = []
        for index, (text, yields, key) in enumerate(rows):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, key=key: self.chosen.emit(key))
            yields_label = label(tr(CTX, "+{amount}", amount=yields))
            line, column = divmod(index, self.per_line)
            self.grid.addWidget(button, line, column * 2)
            self.grid.addWidget(yields_label, line, column * 2 + 1)
            button.show()
            yields_label.show()
            self.row_buttons.append(button)
        self.pay_button.setText(pay_label)
        self.pay_button.setEnabled(can_pay)
        self.give_up_button.setText(give_up_label)
        self.give_up_button.setEnabled(can_give_up)

    def button_for(self, text: str) -> QPushButton | None:
        return next((b for b in self.row_buttons if b.text() == text), None)
