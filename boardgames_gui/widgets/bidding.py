"""The bidding round, a dialog panel any game can show: the lot, the current high bid and
its bidder, whose turn it is, every seat's standing, and a bid (a spin box over the lowest
to the highest allowed bid) or a pass.

    panel.show_round(lot, high_text, leader, bidder, lo, hi, step, format_money, standings)

`bid(amount)` and `passed()` say what the bidder chose; the game turns them into its
actions (and the engine's refusal, if any, comes back through the game view).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout, QWidget

from ..engine.i18n import tr
from .dialogkit import SeatLabel, SeatTag, clear_layout, label, lay_out, panel

CTX = "dialogs"


class BiddingPanel(QWidget):
    bid = Signal(int)
    passed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = panel(self)
        outer.addWidget(frame)
        box = QVBoxLayout(frame)
        top = self.top = QHBoxLayout()
        self.lot = label("", "head")
        self.high = label("", "big")
        self.leader = SeatLabel()
        top.addWidget(self.lot, 2)
        top.addWidget(self.high)
        top.addWidget(self.leader, 1)
        box.addLayout(top)
        self.standings = QHBoxLayout()
        box.addLayout(self.standings)
        bottom = self.bottom = QHBoxLayout()
        self.bidder = SeatLabel()
        self.spin = QSpinBox()
        self.spin.setMinimumWidth(90)
        self.bid_button = QPushButton()
        self.pass_button = QPushButton()
        bottom.addWidget(self.bidder, 1)
        bottom.addWidget(self.spin)
        bottom.addWidget(self.bid_button)
        bottom.addWidget(self.pass_button)
        box.addLayout(bottom)
        self._money: Callable[[int], str] = str
        self.spin.valueChanged.connect(self._relabel)
        self.spin.editingFinished.connect(self._snap)
        self.bid_button.clicked.connect(self._bid)
        self.pass_button.clicked.connect(self.passed.emit)
        self._standing_labels: list[SeatLabel] = []

    def set_narrow(self, narrow: bool) -> None:
        """A column: the lot over the high bid, the standings and the bid one under another."""
        lay_out(narrow, self.top, self.standings, self.bottom)

    def show_round(
        self,
        lot: str,
        high: str,
        leader: SeatTag | None,
        bidder: SeatTag,
        lo: int | None,
        hi: int | None,
        step: int,
        money: Callable[[int], str],
        standings: Sequence[tuple[SeatTag, str]] = (),
    ) -> None:
        """`lo`/`hi` None: the bidder cannot reach the lowest bid and may only pass."""
        self._money = money
        self.lot.setText(lot)
        self.high.setText(high)
        self.leader.set_tag(leader)
        self.bidder.set_tag(bidder, tr(CTX, ": your bid"))
        can_bid = lo is not None and hi is not None
        self.spin.setEnabled(can_bid)
        self.bid_button.setEnabled(can_bid)
        if can_bid:
            self.spin.setRange(lo, hi)
            self.spin.setSingleStep(step)
            self.spin.setValue(lo)
        self._relabel()
        self.pass_button.setText(tr(CTX, "Pass"))
        clear_layout(self.standings)
        self._standing_labels = []
        for tag, note in standings:
            widget = SeatLabel()
            widget.set_tag(tag, f" · {note}")
            self.standings.addWidget(widget)
            widget.show()
            self._standing_labels.append(widget)

    def _bid(self) -> None:
        self._snap()
        self.bid.emit(self.spin.value())

    def _snap(self) -> None:
        """A typed bid goes to the nearest allowed one (bids go in steps from the lowest)."""
        lo, step = self.spin.minimum(), max(1, self.spin.singleStep())
        snapped = lo + int((self.spin.value() - lo) / step + 0.5) * step
        if snapped > self.spin.maximum():
            snapped -= step
        if snapped != self.spin.value():
            self.spin.setValue(snapped)

    def _relabel(self) -> None:
        if self.spin.isEnabled():
            self.bid_button.setText(tr(CTX, "Bid {amount}", amount=self._money(self.spin.value())))
        else:
            self.bid_button.setText(tr(CTX, "Bid"))
