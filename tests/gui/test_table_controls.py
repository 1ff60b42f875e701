"""Controls that do what a player meant (issue 15): readable tooltips and popups."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QToolTip


def _luminance(color: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_and_background(image: QImage) -> tuple[QColor, QColor]:
    """The background (the colour of most pixels) and the text (the pixel farthest from it),
    inside the frame (the border is not the text)."""
    counts: dict[int, int] = {}
    for y in range(3, image.height() - 3):
        for x in range(3, image.width() - 3):
            rgb = image.pixel(x, y) & 0xFFFFFF
            counts[rgb] = counts.get(rgb, 0) + 1
    background = QColor(max(counts, key=counts.get))
    ink = max((QColor(rgb) for rgb in counts), key=lambda color: contrast(color, background))
    return ink, background


def test_a_tooltip_is_readable_dark_text_on_a_light_ground(app, qtbot):
    """Every hover help and variant explanation is a tooltip: its text must stand out
    (WCAG AA: contrast at least 4.5 to 1)."""
    QToolTip.showText(QPoint(200, 200), "Roll the dice and move your plane clockwise.")
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    label = next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible())
    image = label.grab().toImage()
    ink, background = text_and_background(image)
    QToolTip.hideText()
    assert contrast(ink, background) >= 4.5, (ink.name(), background.name())


def test_the_chosen_entry_of_a_combo_box_popup_is_readable(app, qtbot):
    """The new-game dialog's lists (game mode, colours): the highlighted entry in an open
    popup keeps its text readable against the highlight."""
    from PySide6.QtWidgets import QComboBox

    combo = QComboBox()
    combo.addItems(["Formal game (two halves)", "Optional game (deed draft)", "Third choice"])
    combo.setCurrentIndex(1)
    qtbot.addWidget(combo)
    combo.show()
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    for row in range(combo.count()):
        rect = view.visualRect(view.model().index(row, 0))
        image = view.viewport().grab(rect).toImage()
        ink, background = text_and_background(image)
        assert contrast(ink, background) >= 4.5, (row, ink.name(), background.name())
    combo.hidePopup()
