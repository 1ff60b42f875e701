"""The status line and action bar under the board.

Left: whose turn it is and what they must do (`decision.prompt`), and any
refusal in muted red (never a blocking dialog). Right: a button for each legal
action the board does not offer by clicking; an action with a `Range` field
gets a spin box next to its button.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from ..engine.api import Action, Range
from ..widgets import theme

REFUSAL_MS = 9000


class ActionBar(QFrame):
    actionChosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setStyleSheet(
            "QFrame#actionBar { background: #262B31; border-top: 1px solid #3C434B; }"
            "QLabel { background: transparent; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(10)
        self.marker = QLabel()
        layout.addWidget(self.marker)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        font = self.prompt.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.prompt.setFont(font)
        self.prompt.setWordWrap(True)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(f"color: {theme.REFUSAL.name()};")
        self.refusal.hide()
        texts.addWidget(self.prompt)
        texts.addWidget(self.refusal)
        layout.addLayout(texts, 1)
        self._buttons_box = QHBoxLayout()
        self._buttons_box.setSpacing(8)
        layout.addLayout(self._buttons_box)
        self.buttons: list[QPushButton] = []
        self.spins: list[QSpinBox] = []
        self._extra: list[QWidget] = []
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self.clear_refusal)

    def set_prompt(self, text: str, pc: theme.PlayerColor | None = None, letter: str = "") -> None:
        self.prompt.setText(text)
        if pc is None:
            self.marker.clear()
            self.marker.hide()
        else:
            self.marker.setPixmap(theme.marker_pixmap(pc, letter, 30))
            self.marker.show()

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.setVisible(bool(text))
        self._refusal_timer.start(REFUSAL_MS)

    def clear_refusal(self) -> None:
        self.refusal.clear()
        self.refusal.hide()

    def set_actions(self, rules: Any, state: Any, actions: Sequence[Action]) -> None:
        for w in self._extra:
            self._buttons_box.removeWidget(w)
            w.deleteLater()
        self._extra, self.buttons, self.spins = [], [], []
        for action in actions:
            ranged = {k: v for k, v in action.items() if isinstance(v, Range)}
            spins: dict[str, QSpinBox] = {}
            for key, rng in ranged.items():
                spin = QSpinBox()
                spin.setObjectName(f"range_{key}")
                spin.setRange(rng.lo, rng.hi)
                spin.setSingleStep(rng.step)
                spin.setValue(rng.hi)
                spin.setToolTip(key.replace("_", " "))
                spin.setMinimumWidth(72)
                spin.setFont(theme.tabular(spin.font()))
                self._buttons_box.addWidget(spin)
                self._extra.append(spin)
                self.spins.append(spin)
                spins[key] = spin
            button = QPushButton(rules.action_label(state, action))
            button.setObjectName(f"action_{action.type}")
            button.setProperty("accent", len(actions) == 1)
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _=False, a=action, s=spins: self._chosen(a, s))
            self._buttons_box.addWidget(button)
            self._extra.append(button)
            self.buttons.append(button)

    def _chosen(self, action: Action, spins: dict[str, QSpinBox]) -> None:
        if spins:
            action = action.with_(**{key: spin.value() for key, spin in spins.items()})
        self.actionChosen.emit(action)

    def button_for(self, action_type: str) -> QPushButton | None:
        for b in self.buttons:
            if b.objectName() == f"action_{action_type}":
                return b
        return None
