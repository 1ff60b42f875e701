"""The status line and action bar under the board.

Left: whose turn it is and what they must do (`decision.prompt`), and any
refusal in muted red (never a blocking dialog). Right: controls for each legal
action the board does not offer by clicking, labelled by `rules.action_label`:

- a plain action is a button;
- a `Range` field gets a spin box, a `Subset` field a check box per value (the
  button confirms them), a `Choice` field a button per value when it has few
  values, else a combo box;
- when one type of action has more than a few listed actions, or several that each
  have fields to set, they are offered through one combo box and one set of controls,
  never as a wall of buttons;
- seats that may act out of turn are offered under their own name ("Bo may: Buy a
  charm"); in a game with secrets that button hands the laptop over first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.api import Action, Choice, Lists, Range, Subset
from ..widgets import theme

REFUSAL_MS = 9000
#: a Choice with at most this many values is a row of buttons; with more, a combo box
CHOICE_BUTTONS = 4
#: more listed actions of one type than this are offered through one combo box
MANY = 6
#: the prompt is never squeezed narrower than this by the controls beside it
PROMPT_WIDTH = 300
#: pixels a label's size hint may exceed its lines' spacing (so two lines fit their room)
LABEL_SLACK = 4


class Offer(NamedTuple):
    """What a seat other than the acting one may do now (out of turn)."""

    seat: int
    name: str
    actions: Sequence[Action]
    #: True in a game with secrets: the button asks for the laptop instead of acting at once
    hand_over: bool


def expand_choices(action: Action) -> list[Action]:
    """A listed action whose only template is a short Choice, as one action per value. A
    `Lists` field (values too many to pick from buttons, such as routes) is offered as its
    example; a game's view offers the other values."""
    examples = {k: v.pick(None, "lo") for k, v in action.items() if isinstance(v, Lists)}
    if examples:
        action = action.with_(**examples)
    templated = [(k, v) for k, v in action.items() if isinstance(v, (Range, Choice, Subset))]
    if len(templated) == 1 and isinstance(templated[0][1], Choice):
        key, choice = templated[0]
        if len(choice.values) <= CHOICE_BUTTONS:
            return [action.with_(**{key: value}) for value in choice.values]
    return [action]


def _has_fields(action: Action) -> bool:
    return any(isinstance(value, (Range, Choice, Subset)) for value in action.values())


class ActionButton(QPushButton):
    """A button of the action bar. The second press of a double-click is not a press: the
    controls change after each action, and a double-click on "Roll the dice" must not land
    its second click on whatever button took Roll's place ("Pass" a purchase)."""

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()


class ActionControl(QWidget):
    """The controls of one listed action: a field widget per template, then its button."""

    chosen = Signal(object)

    def __init__(
        self,
        rules: Any,
        state: Any,
        action: Action,
        prefix: str = "",
        accent: bool = False,
        button_text: str = "",
    ) -> None:
        super().__init__()
        self.rules, self.state, self.action, self.prefix = rules, state, action, prefix
        #: a fixed text for the button (a picker's combo box already names the action)
        self.button_text = button_text
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.spins: dict[str, QSpinBox] = {}
        self.combos: dict[str, QComboBox] = {}
        self.checks: dict[str, list[QCheckBox]] = {}
        for key, value in action.items():
            if isinstance(value, Range):
                spin = QSpinBox()
                spin.setObjectName(f"range_{key}")
                spin.setRange(value.lo, value.hi)
                spin.setSingleStep(value.step)
                spin.setValue(value.hi)
                spin.setToolTip(key.replace("_", " "))
                spin.setMinimumWidth(72)
                spin.setFont(theme.tabular(spin.font()))
                layout.addWidget(spin)
                self.spins[key] = spin
            elif isinstance(value, Choice):
                combo = QComboBox()
                combo.setObjectName(f"choice_{key}")
                for item in value.values:
                    combo.addItem(rules.action_label(state, self._sample(key, item)))
                combo.currentIndexChanged.connect(self._relabel)
                layout.addWidget(combo)
                self.combos[key] = combo
            elif isinstance(value, Subset):
                boxes = []
                for item in value.values:
                    box = QCheckBox(rules.action_label(state, self._sample(key, [item])))
                    box.setObjectName(f"subset_{key}")
                    box.toggled.connect(self._relabel)
                    layout.addWidget(box)
                    boxes.append(box)
                self.checks[key] = boxes
        self.button = ActionButton()
        self.button.setObjectName(f"action_{action.type}")
        self.button.setProperty("accent", accent)
        self.button.setMinimumHeight(34)
        self.button.clicked.connect(lambda _=False: self.chosen.emit(self.current()))
        layout.addWidget(self.button)
        self._relabel()

    def _sample(self, key: str, value: Any) -> Action:
        """The action with `key` set to `value` and every other template at its first pick."""
        return self._with_fields({key: value})

    def _with_fields(self, chosen: dict[str, Any]) -> Action:
        data = {}
        for key, value in self.action.items():
            if key in chosen:
                data[key] = chosen[key]
            elif isinstance(value, Range):
                data[key] = value.hi
            elif isinstance(value, Choice):
                data[key] = value.values[0]
            elif isinstance(value, Subset):
                data[key] = list(value.values[: value.lo])
            else:
                data[key] = value
        return Action(**data)

    def current(self) -> Action:
        """The action as the controls set it now."""
        chosen: dict[str, Any] = {key: spin.value() for key, spin in self.spins.items()}
        for key, combo in self.combos.items():
            chosen[key] = self.action[key].values[max(0, combo.currentIndex())]
        for key, boxes in self.checks.items():
            chosen[key] = [
                v for v, box in zip(self.action[key].values, boxes, strict=True) if box.isChecked()
            ]
        return self._with_fields(chosen)

    def show_state(self, state: Any) -> None:
        """Label the same controls for a new state (the labels may name what the state holds)."""
        self.state = state
        for key, combo in self.combos.items():
            for index, item in enumerate(self.action[key].values):
                combo.setItemText(index, self.rules.action_label(state, self._sample(key, item)))
        for key, boxes in self.checks.items():
            for item, box in zip(self.action[key].values, boxes, strict=True):
                box.setText(self.rules.action_label(state, self._sample(key, [item])))
        self._relabel()

    def _relabel(self) -> None:
        action = self.current()
        # a spin box shows its number itself: the label is the listed action's, with its Range
        shown = action.with_(**{key: self.action[key] for key in self.spins})
        label = self.rules.action_label(self.state, shown)
        self.button.setText(self.button_text or self.prefix + label)
        self.button.setToolTip(label if self.button_text else "")
        ready = all(self.action[key].lo <= len(action[key]) <= self.action[key].most for key in self.checks)
        self.button.setEnabled(ready)


class ActionPicker(QWidget):
    """Many listed actions of one type: a combo box to pick one, its controls, and a button."""

    chosen = Signal(object)

    def __init__(self, rules: Any, state: Any, actions: Sequence[Action], prefix: str = "") -> None:
        super().__init__()
        self.rules, self.state, self.actions, self.prefix = rules, state, list(actions), prefix
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.combo = QComboBox()
        self.combo.setObjectName(f"pick_{self.actions[0].type}")
        for action in self.actions:
            self.combo.addItem(rules.action_label(state, action))
        layout.addWidget(self.combo)
        self._layout = layout
        self.control: ActionControl | None = None
        self.combo.currentIndexChanged.connect(self._show_controls)
        self._show_controls()

    def show_state(self, state: Any) -> None:
        """Label the same controls for a new state."""
        self.state = state
        for index, action in enumerate(self.actions):
            self.combo.setItemText(index, self.rules.action_label(state, action))
        if self.control is not None:
            self.control.button_text = self.tr("Confirm")  # the language may have changed
            self.control.show_state(state)

    def _show_controls(self) -> None:
        if self.control is not None:
            self._layout.removeWidget(self.control)
            self.control.deleteLater()
        action = self.actions[max(0, self.combo.currentIndex())]
        self.control = ActionControl(
            self.rules, self.state, action, self.prefix, button_text=self.tr("Confirm")
        )
        self.control.chosen.connect(self.chosen)
        self._layout.addWidget(self.control)


class ActionBar(QFrame):
    #: (action, seat): seat None for the seat at the laptop
    actionChosen = Signal(object, object)
    #: an out-of-turn seat of a game with secrets asks for the laptop
    handOverRequested = Signal(int)
    #: the out-of-turn seat at the laptop gives it back without acting
    backRequested = Signal()

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
        # the prompt and the refusal keep room for two lines each, the refusal even when hidden,
        # so a prompt that wraps or a refusal that appears does not resize (and re-zoom) the board
        self.prompt.setMinimumWidth(PROMPT_WIDTH)
        self.prompt.setMinimumHeight(2 * self.prompt.fontMetrics().lineSpacing() + LABEL_SLACK)
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet(f"color: {theme.REFUSAL.name()};")
        self.refusal.setMinimumHeight(2 * self.refusal.fontMetrics().lineSpacing() + LABEL_SLACK)
        keep = self.refusal.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.refusal.setSizePolicy(keep)
        self.refusal.hide()
        texts.addWidget(self.prompt)
        texts.addWidget(self.refusal)
        layout.addLayout(texts, 1)
        # the acting seat's controls, and under them what other seats may do out of turn
        rows = QVBoxLayout()
        rows.setSpacing(4)
        self._buttons_box = QHBoxLayout()
        self._buttons_box.setSpacing(8)
        self._offers_box = QHBoxLayout()
        self._offers_box.setSpacing(8)
        rows.addLayout(self._buttons_box)
        rows.addLayout(self._offers_box)
        layout.addLayout(rows)
        self.buttons: list[QPushButton] = []
        self.spins: list[QSpinBox] = []
        self.combos: list[QComboBox] = []
        self.checks: list[QCheckBox] = []
        self._extra: list[QWidget] = []
        #: what the controls were built for (rules, actions, offers, back): the same again is
        #: relabelled, not rebuilt (new controls cost a layout and a repaint of the bar)
        self._built_for: tuple | None = None
        #: the hand-over buttons and the offers they stand for (their labels follow the state)
        self._hand_overs: list[tuple[QPushButton, Offer]] = []
        self._retired = QWidget()
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

    def set_actions(
        self,
        rules: Any,
        state: Any,
        actions: Sequence[Action],
        offers: Sequence[Offer] = (),
        back: str = "",
    ) -> None:
        """Controls for the acting seat's `actions`, then the out-of-turn `offers`; `back` is the
        text of a button that gives the laptop back (an out-of-turn seat that changed its mind)."""
        wanted = (rules, list(actions), list(offers), back)
        if wanted == self._built_for:
            self._relabel_controls(state)
            return
        self._built_for = wanted
        for w in self._extra:
            # the bar's children are its current controls; an old one is moved to a holder that
            # is never shown (set without a parent, a widget may become a window of its own)
            # and deleted once the event that may come from it is over
            w.hide()
            w.setParent(self._retired)
            w.deleteLater()
        self._extra, self.buttons, self.spins, self.combos, self.checks = [], [], [], [], []
        self._hand_overs = []
        expanded = [concrete for action in actions for concrete in expand_choices(action)]
        self._add_controls(rules, state, expanded, None, "", accent=len(expanded) == 1)
        for offer in offers:
            prefix = self.tr("{name} may: ").format(name=offer.name)
            if offer.hand_over:
                button = ActionButton(self._hand_over_text(rules, state, offer))
                button.setObjectName(f"handOver_{offer.seat}")
                button.setMinimumHeight(34)
                button.clicked.connect(lambda _=False, s=offer.seat: self.handOverRequested.emit(s))
                self._add(button, self._offers_box)
                self.buttons.append(button)
                self._hand_overs.append((button, offer))
            else:
                concrete = [c for action in offer.actions for c in expand_choices(action)]
                self._add_controls(rules, state, concrete, offer.seat, prefix, box=self._offers_box)
        if back:
            button = ActionButton(back)
            button.setObjectName("backButton")
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _=False: self.backRequested.emit())
            self._add(button)
            self.buttons.append(button)
        # laid out now, so the bar is painted once with its new controls in place
        self.layout().activate()

    def _hand_over_text(self, rules: Any, state: Any, offer: Offer) -> str:
        """The button that asks for the laptop: the seat's name and what it may do."""
        labels = []
        for action in offer.actions:
            label = rules.action_label(state, expand_choices(action)[0])
            if label not in labels:
                labels.append(label)
        prefix = self.tr("{name} may: ").format(name=offer.name)
        return prefix + ", ".join(labels[:3]) + ("…" if len(labels) > 3 else "")

    def _relabel_controls(self, state: Any) -> None:
        for widget in self._extra:
            if isinstance(widget, (ActionControl, ActionPicker)):
                widget.show_state(state)
        rules = self._built_for[0] if self._built_for else None
        for button, offer in self._hand_overs:
            button.setText(self._hand_over_text(rules, state, offer))

    def _add_controls(
        self,
        rules: Any,
        state: Any,
        actions: Sequence[Action],
        seat: int | None,
        prefix: str,
        accent: bool = False,
        box: QHBoxLayout | None = None,
    ) -> None:
        by_type: dict[str, list[Action]] = {}
        for action in actions:
            by_type.setdefault(action.type, []).append(action)
        for group in by_type.values():
            # several actions of one type with fields to set (offer the card to one of three
            # players at a price) are one picker, not a row of controls
            if len(group) > MANY or (len(group) > 1 and any(_has_fields(action) for action in group)):
                picker = ActionPicker(rules, state, group, prefix)
                picker.chosen.connect(lambda a, s=seat: self.actionChosen.emit(a, s))
                self._add(picker, box)
                self.combos.append(picker.combo)
                continue
            for action in group:
                control = ActionControl(rules, state, action, prefix, accent)
                control.chosen.connect(lambda a, s=seat: self.actionChosen.emit(a, s))
                self._add(control, box)

    def _add(self, widget: QWidget, box: QHBoxLayout | None = None) -> None:
        (box or self._buttons_box).addWidget(widget)
        # shown now rather than by the layout's queued show, so the bar is laid out (and
        # painted) once with it, not a second time an event later
        widget.show()
        self._extra.append(widget)
        # the lists tests and the page read (spin boxes, buttons) follow the controls
        for control in [widget] + widget.findChildren(ActionControl):
            if isinstance(control, ActionControl):
                self.buttons.append(control.button)
                self.spins.extend(control.spins.values())
                self.combos.extend(control.combos.values())
                for boxes in control.checks.values():
                    self.checks.extend(boxes)

    def button_for(self, action_type: str) -> QPushButton | None:
        for b in self.buttons:
            if b.objectName() == f"action_{action_type}":
                return b
        return None

    def buttons_for(self, action_type: str) -> list[QPushButton]:
        return [b for b in self.buttons if b.objectName() == f"action_{action_type}"]
