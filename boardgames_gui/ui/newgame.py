"""The new-game dialog: players (name, colour, human or computer), the game's variants, a seed.

It produces the options dict `{"players", "names", "seats", "colors", "variants"}` (and
`"free_undo": True` for a friendly game)
that `engine.match.Match(rules, options, seed)` takes, and checks it with the
game's own `validate_options` before closing, so a refusal is shown in place.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.api import OptionsError, Variant
from ..widgets import theme
from .gamecard import game_title

MAX_SEED = 2**63 - 1


def color_name(key: str) -> str:
    """The translated name of an Okabe-Ito colour."""
    names = {
        "orange": QCoreApplication.translate("Colors", "orange"),
        "sky_blue": QCoreApplication.translate("Colors", "sky blue"),
        "bluish_green": QCoreApplication.translate("Colors", "bluish green"),
        "yellow": QCoreApplication.translate("Colors", "yellow"),
        "blue": QCoreApplication.translate("Colors", "blue"),
        "vermillion": QCoreApplication.translate("Colors", "vermillion"),
        "reddish_purple": QCoreApplication.translate("Colors", "reddish purple"),
        "black": QCoreApplication.translate("Colors", "black"),
    }
    return names.get(key, key)


def default_name(seat: int) -> str:
    return QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=seat + 1)


class SeatRow:
    """The widgets of one seat: colour, name, human/computer."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        self.seat = seat
        self.color = QComboBox(parent)
        self.color.setObjectName(f"color_{seat}")
        for pc in theme.PLAYER_COLORS:
            self.color.addItem(theme.marker_icon(pc, "", 20), color_name(pc.key), pc.key)
        self.color.setCurrentIndex(seat)
        self.name = QLineEdit(parent)
        self.name.setObjectName(f"name_{seat}")
        self.name.setPlaceholderText(default_name(seat))
        self.name.setMaxLength(40)
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"seat_{seat}")
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Human"), "human")
        self.kind.addItem(QCoreApplication.translate("NewGameDialog", "Computer"), "computer")
        self.label = QLabel(
            QCoreApplication.translate("NewGameDialog", "Seat {n}").format(n=seat + 1), parent
        )

    def widgets(self) -> list[QWidget]:
        return [self.label, self.color, self.name, self.kind]

    def set_visible(self, visible: bool) -> None:
        for w in self.widgets():
            w.setVisible(visible)

    def player_name(self) -> str:
        return self.name.text().strip() or default_name(self.seat)


class NewGameDialog(QDialog):
    def __init__(self, info: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.rules = info.rules
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New game: {title}").format(title=game_title(info)))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)

        heading = QLabel(
            f"<span style='font-size:20pt; font-weight:bold'>{info.native_title}</span>"
            + (
                f"<br><span style='color:#9AA4AE'>{info.title}</span>"
                if info.title != info.native_title
                else ""
            )
        )
        layout.addWidget(heading)

        count_row = QHBoxLayout()
        count_row.addWidget(QLabel(self.tr("Number of players")))
        self.players = QSpinBox()
        self.players.setObjectName("playerCount")
        self.players.setRange(self.rules.min_players, self.rules.max_players)
        self.players.setValue(self.rules.min_players)
        count_row.addWidget(self.players)
        count_row.addStretch(1)
        layout.addLayout(count_row)

        seats_box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(seats_box)
        grid.setHorizontalSpacing(10)
        self.rows: list[SeatRow] = []
        for seat in range(self.rules.max_players):
            row = SeatRow(seat, seats_box)
            for col, w in enumerate(row.widgets()):
                grid.addWidget(w, seat, col)
            row.color.currentIndexChanged.connect(lambda _i, s=seat: self._colour_changed(s))
            self.rows.append(row)
        grid.setColumnStretch(2, 1)
        layout.addWidget(seats_box)
        self._colors = [row.color.currentData() for row in self.rows]

        self.variant_widgets: dict[str, QWidget] = {}
        self.variant_form: QFormLayout | None = None
        self.variant_box: QGroupBox | None = None
        if self.rules.variants:
            var_box = QGroupBox(self.tr("Variants"))
            form = QFormLayout(var_box)
            self.variant_form, self.variant_box = form, var_box
            for v in self.rules.variants:
                label = QCoreApplication.translate(self.rules.game_id, v.label)
                help_text = QCoreApplication.translate(self.rules.game_id, v.help) if v.help else ""
                widget: QWidget
                if v.kind == "bool":
                    widget = QCheckBox(label)
                    widget.setChecked(bool(v.default))
                    form.addRow(widget)
                else:
                    if v.kind == "choice":
                        widget = QComboBox()  # filled for the player count by _show_variants
                    else:
                        widget = QSpinBox()
                        widget.setRange(v.lo, v.hi)
                        widget.setValue(int(v.default))
                    caption = QLabel(label)
                    caption.setToolTip(help_text)
                    form.addRow(caption, widget)
                widget.setObjectName(f"variant_{v.key}")
                widget.setToolTip(help_text)
                self.variant_widgets[v.key] = widget
            layout.addWidget(var_box)

        self.free_undo = QCheckBox(self.tr("Free undo (friendly game)"))
        self.free_undo.setObjectName("freeUndo")
        self.free_undo.setToolTip(
            self.tr(
                "Off: Undo takes back only your own moves since the dice or a card last showed "
                "something, so nobody can undo a roll to learn the next one. On: Undo takes back anything."
            )
        )
        layout.addWidget(self.free_undo)

        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel(self.tr("Seed")))
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setToolTip(self.tr("The same seed and the same moves give the same dice and cards."))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}"), self))
        seed_row.addWidget(self.seed_edit, 1)
        layout.addLayout(seed_row)

        self.error = QLabel()
        self.error.setObjectName("optionsError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {theme.REFUSAL.name()};")
        self.error.hide()
        layout.addWidget(self.error)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start game"))
        self.start_button.setObjectName("startButton")
        self.start_button.setProperty("accent", True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.players.valueChanged.connect(self._show_rows)
        self._show_rows()
        self._seed: int | None = None

    # ----- seats

    def _show_rows(self) -> None:
        n = self.players.value()
        for row in self.rows:
            row.set_visible(row.seat < n)
        self._show_variants(n)

    def _show_variants(self, players: int) -> None:
        """Only the variants that change something with this many players are shown."""
        if self.variant_form is None:
            return
        shown = 0
        for v in self.rules.variants:
            if v.kind == "choice":
                self._offer_choices(v, players)
            applies = v.applies_to(players)
            self.variant_form.setRowVisible(self.variant_widgets[v.key], applies)
            shown += applies
        self.variant_box.setVisible(shown > 0)

    def _offer_choices(self, v: Variant, players: int) -> None:
        """Fill a choice's box with what this many players can choose (no seat that is not
        in the game), keeping the choice made when it is still offered."""
        box = self.variant_widgets[v.key]
        offered = v.choices_for(players)
        if [box.itemData(i) for i in range(box.count())] == [c[0] for c in offered]:
            return
        kept = box.currentData() if box.count() else v.default
        values = [c[0] for c in offered]
        box.blockSignals(True)
        box.clear()
        for value, text in offered:
            box.addItem(QCoreApplication.translate(self.rules.game_id, text), value)
        box.setCurrentIndex(values.index(kept) if kept in values else values.index(v.default))
        box.blockSignals(False)

    def variant_shown(self, key: str) -> bool:
        """Is the variant `key` offered for the player count chosen now?"""
        v = next(v for v in self.rules.variants if v.key == key)
        return v.applies_to(self.players.value())

    def _colour_changed(self, seat: int) -> None:
        """Keep colours distinct: taking another seat's colour swaps the two."""
        new = self.rows[seat].color.currentData()
        old = self._colors[seat]
        for other in self.rows:
            if other.seat != seat and self._colors[other.seat] == new:
                self._colors[other.seat] = old
                other.color.blockSignals(True)
                other.color.setCurrentIndex(other.color.findData(old))
                other.color.blockSignals(False)
        self._colors[seat] = new

    # ----- result

    def options(self) -> dict[str, Any]:
        n = self.players.value()
        rows = self.rows[:n]
        variants: dict[str, Any] = {}
        for v in self.rules.variants:
            w = self.variant_widgets[v.key]
            if not v.applies_to(n):
                variants[v.key] = v.default  # not shown: it changes nothing in this game
            elif isinstance(w, QCheckBox):
                variants[v.key] = w.isChecked()
            elif isinstance(w, QComboBox):
                variants[v.key] = w.currentData()
            else:
                variants[v.key] = w.value()
        options = {
            "players": n,
            "names": [r.player_name() for r in rows],
            "seats": [r.kind.currentData() for r in rows],
            "colors": [r.color.currentData() for r in rows],
            "variants": variants,
        }
        if self.free_undo.isChecked():
            options["free_undo"] = True
        return options

    def seed(self) -> int:
        if self._seed is None:
            text = self.seed_edit.text().strip()
            self._seed = int(text) % (MAX_SEED + 1) if text else random.SystemRandom().randrange(2**31)
        return self._seed

    def accept(self) -> None:
        try:
            self.rules.validate_options(self.options())
        except OptionsError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        self.seed()
        super().accept()
