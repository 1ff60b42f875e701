"""A trade between two players, as dialog panels any game can show.

`TradePanel` composes an offer: the partner (one tab per partner the game lists), both sides'
things to trade as check boxes (what you give, what you get) and money both ways. The game
passes each partner's `TradeSide` (labels and the values it will put in its action) and turns
`offered(key, give, take, give_money, take_money)` into its action; `cancelled()` closes it.

`TradeAnswerPanel` shows an offer to the partner with both sides spelled out and the
partner's confirmation: `accepted()` or `rejected()`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.i18n import tr
from . import theme
from .dialogkit import SeatLabel, SeatTag, clear_layout, label, lay_out, panel

CTX = "dialogs"


@dataclass(frozen=True)
class TradeSide:
    """One partner's trade: `key` names the partner to the game; give/take are (label,
    value) of what each side may put in; money up to each side's cash."""

    partner: SeatTag
    key: Any
    give: Sequence[tuple[str, Any]] = field(default_factory=tuple)
    take: Sequence[tuple[str, Any]] = field(default_factory=tuple)
    give_money: int = 0
    take_money: int = 0


class TradePanel(QWidget):
    offered = Signal(object, list, list, int, int)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = panel(self)
        outer.addWidget(frame)
        box = QVBoxLayout(frame)
        top = self.top = QHBoxLayout()
        self.me = SeatLabel()
        self.partner = QComboBox()
        top.addWidget(self.me)
        top.addWidget(label(tr(CTX, "trades with")))
        top.addWidget(self.partner)
        top.addStretch(1)
        box.addLayout(top)
        self.grid = QGridLayout()
        box.addLayout(self.grid)
        self.give_head = label(tr(CTX, "You give"), "head")
        self.take_head = label(tr(CTX, "You get"), "head")
        self.give_box = QWidget()
        self.take_box = QWidget()
        self.give_rows = QGridLayout(self.give_box)
        self.take_rows = QGridLayout(self.take_box)
        for rows in (self.give_rows, self.take_rows):
            rows.setContentsMargins(0, 2, 0, 2)
        self.give_money = QSpinBox()
        self.take_money = QSpinBox()
        #: checkboxes a line: three under the board, one in a column
        self.per_line = 3
        self._place_sides(False)
        ways = QHBoxLayout()
        ways.addStretch(1)
        self.offer_button = QPushButton(tr(CTX, "Offer the trade"))
        self.cancel_button = QPushButton(tr(CTX, "Cancel"))
        ways.addWidget(self.offer_button)
        ways.addWidget(self.cancel_button)
        box.addLayout(ways)
        self.sides: list[TradeSide] = []
        self.give_checks: list[QCheckBox] = []
        self.take_checks: list[QCheckBox] = []
        self.partner.currentIndexChanged.connect(self._show_side)
        self.offer_button.clicked.connect(self._offer)
        self.cancel_button.clicked.connect(self.cancelled.emit)

    def set_narrow(self, narrow: bool) -> None:
        """A column: what you give over what you get, one item a line."""
        lay_out(narrow, self.top)
        self.per_line = 1 if narrow else 3
        self._place_sides(narrow)

    def _place_sides(self, narrow: bool) -> None:
        give = (self.give_head, self.give_box, self.give_money)
        take = (self.take_head, self.take_box, self.take_money)
        for row, widget in enumerate(give):
            self.grid.addWidget(widget, row, 0)
        for row, widget in enumerate(take):
            self.grid.addWidget(widget, row + 3, 0) if narrow else self.grid.addWidget(widget, row, 1)

    def show_trade(self, me: SeatTag, sides: Sequence[TradeSide], money_unit: str = "") -> None:
        self.me.set_tag(me)
        self.sides = list(sides)
        self.partner.blockSignals(True)
        self.partner.clear()
        for side in self.sides:
            self.partner.addItem(theme.marker_icon(side.partner.pc, side.partner.letter), side.partner.name)
        self.partner.blockSignals(False)
        for spin in (self.give_money, self.take_money):
            spin.setPrefix(tr(CTX, "money: "))
            spin.setSuffix(f" {money_unit}" if money_unit else "")
            spin.setSingleStep(10)
        self._show_side(0)

    def select_partner(self, key: Any) -> None:
        for index, side in enumerate(self.sides):
            if side.key == key:
                self.partner.setCurrentIndex(index)

    def _fill(self, grid: QGridLayout, items: Sequence[tuple[str, Any]]) -> list[QCheckBox]:
        clear_layout(grid)
        checks = []
        for index, (text, _) in enumerate(items):
            check = QCheckBox(text)
            grid.addWidget(check, index // self.per_line, index % self.per_line)
            check.show()
            checks.append(check)
        if not items:
            empty = label(tr(CTX, "nothing to trade"), "muted")
            grid.addWidget(empty, 0, 0)
            empty.show()
        # room for every row at once: the board above would rather take the height
        rows = max(1, -(-len(items) // self.per_line))
        grid.parentWidget().setMinimumHeight(rows * 28 + 8)
        return checks

    def _show_side(self, index: int) -> None:
        if not 0 <= index < len(self.sides):
            return
        side = self.sides[index]
        self.give_checks = self._fill(self.give_rows, side.give)
        self.take_checks = self._fill(self.take_rows, side.take)
        self.give_money.setRange(0, side.give_money)
        self.take_money.setRange(0, side.take_money)
        self.give_money.setValue(0)
        self.take_money.setValue(0)
        self.take_head.setText(tr(CTX, "You get from {name}", name=side.partner.name))

    def current_side(self) -> TradeSide | None:
        index = self.partner.currentIndex()
        return self.sides[index] if 0 <= index < len(self.sides) else None

    def check_for(self, text: str) -> QCheckBox | None:
        return next((c for c in self.give_checks + self.take_checks if c.text() == text), None)

    def _offer(self) -> None:
        side = self.current_side()
        if side is None:
            return
        give = [
            value for check, (_, value) in zip(self.give_checks, side.give, strict=True) if check.isChecked()
        ]
        take = [
            value for check, (_, value) in zip(self.take_checks, side.take, strict=True) if check.isChecked()
        ]
        self.offered.emit(side.key, give, take, self.give_money.value(), self.take_money.value())


class TradeAnswerPanel(QWidget):
    accepted = Signal()
    rejected = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = panel(self)
        outer.addWidget(frame)
        box = QVBoxLayout(frame)
        self.offerer = SeatLabel()
        box.addWidget(self.offerer)
        sides = self.sides_box = QHBoxLayout()
        self.you_give = label("")
        self.you_get = label("")
        self.you_give.setWordWrap(True)
        self.you_get.setWordWrap(True)
        sides.addWidget(self.you_give, 1)
        sides.addWidget(self.you_get, 1)
        box.addLayout(sides)
        ways = QHBoxLayout()
        ways.addStretch(1)
        self.accept_button = QPushButton(tr(CTX, "Accept"))
        self.reject_button = QPushButton(tr(CTX, "Reject"))
        ways.addWidget(self.accept_button)
        ways.addWidget(self.reject_button)
        box.addLayout(ways)
        self.accept_button.clicked.connect(self.accepted.emit)
        self.reject_button.clicked.connect(self.rejected.emit)

    def set_narrow(self, narrow: bool) -> None:
        lay_out(narrow, self.sides_box)

    def show_offer(
        self, offerer: SeatTag, partner: str, you_give: Sequence[str], you_get: Sequence[str]
    ) -> None:
        self.offerer.set_tag(offerer, tr(CTX, " offers {partner} a trade", partner=partner))
        nothing = tr(CTX, "nothing")
        self.you_give.setText(tr(CTX, "You give: {items}", items=", ".join(you_give) or nothing))
        self.you_get.setText(tr(CTX, "You get: {items}", items=", ".join(you_get) or nothing))
