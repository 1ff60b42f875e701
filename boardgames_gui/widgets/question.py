"""A question, a dialog panel any game can show: what is asked and of whom, and one button
per answer (held in a cell: roll, pay the fine or show a card; an insurance policy to use or
keep). The game gives the answers' texts and keys and turns `chosen(key)` into its action.

    panel.show_question(head, who, text, answers)   # answers: (button text, key)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from .dialogkit import SeatLabel, SeatTag, label, lay_out, panel


class QuestionPanel(QWidget):
    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        frame = panel(self)
        outer.addWidget(frame)
        # one row (head, who, what is asked, the answers): a question takes little height
        box = self.box = QHBoxLayout(frame)
        self.head = label("", "head")
        self.who = SeatLabel()
        box.addWidget(self.head)
        box.addWidget(self.who)
        self.text = label("", "muted")
        self.text.setWordWrap(True)
        box.addWidget(self.text, 1)
        self.answers = QHBoxLayout()
        box.addLayout(self.answers)
        #: the buttons of the answers shown, and their keys
        self.buttons: list[QPushButton] = []
        self.keys: list[Any] = []
        self._kept: list[QPushButton] = []

    def set_narrow(self, narrow: bool) -> None:
        """A column: the head, the question, then the answers one under another."""
        lay_out(narrow, self.box, self.answers)

    def show_question(
        self, head: str, who: SeatTag | None, text: str, answers: Sequence[tuple[str, Any]]
    ) -> None:
        self.head.setText(head)
        self.who.set_tag(who)
        self.text.setText(text)
        # the buttons are kept from question to question, only their captions change: made anew
        # at every move, they took most of the move's time
        while len(self._kept) < len(answers):
            index = len(self._kept)
            button = QPushButton()
            button.clicked.connect(lambda _=False, index=index: self.chosen.emit(self.keys[index]))
            self.answers.addWidget(button)
            self._kept.append(button)
        for index, button in enumerate(self._kept):
            if index < len(answers):
                button.setText(answers[index][0])
                button.setToolTip("")  # the game gives the tooltips of its answers, after this
            button.setVisible(index < len(answers))
        self.buttons = self._kept[: len(answers)]
        self.keys = [key for _, key in answers]

    def button_for(self, key: Any) -> QPushButton | None:
        """The button of the answer with this key (None when it is not offered)."""
        return next((b for b, k in zip(self.buttons, self.keys, strict=True) if k == key), None)
