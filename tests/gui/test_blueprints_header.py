"""A Blueprints board's header in every language (issue 15, "is it all in the chosen language",
and pictures that look finished): its texts never run into one another. In Russian the
tie-break word ran under the cards' points."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from boardgames_gui.games.blueprints.view import BOARD_W
from boardgames_gui.games.blueprints.view_board import HeaderItem
from boardgames_gui.widgets import itemcache, theme


class TextBoxes(QPainter):
    """Notes the box each text is drawn in: its width as laid out, in the item's coordinates."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.boxes: list[tuple[QRectF, str]] = []

    def drawText(self, rect, flags, text):  # noqa: N802 (Qt's name)
        box = QFontMetricsF(self.font()).boundingRect(QRectF(rect), int(flags), text)
        self.boxes.append((self.worldTransform().mapRect(box), text))
        return super().drawText(rect, flags, text)


@pytest.mark.parametrize("language", ["en", "ko", "ru"])
def test_the_header_texts_do_not_overlap_at_a_laptops_scale(app, monkeypatch, language):
    """At 1366 x 768 a board is drawn at about 0.65, where small texts are drawn larger to
    stay legible (widgets/textpaint.py): the header still keeps its texts apart."""
    from boardgames_gui.ui import languages

    languages.set_language(language)
    # a kept picture would hide the drawing from the painter: draw straight through it
    monkeypatch.setattr(itemcache, "paint_picture", lambda item, p, key, draw, shared=False: draw(p))
    header = HeaderItem(BOARD_W)
    header.name, header.pc, header.letter = "Player 1", theme.color(0), "1"
    header.set_cards(
        [{"id": "gold", "points": 3}, {"id": "silver", "points": 2}, {"id": "skyscraper", "points": 2}], True
    )
    header.set_turn("to play", 0, [("wood", 0), ("stone", 0)])
    image = QImage(int(BOARD_W), 44, QImage.Format.Format_ARGB32)
    painter = TextBoxes(image)
    painter.scale(0.65, 0.65)
    # the header and its parts (the pill, the dice counts), each as the scene paints it
    for item in (header, *header.childItems()):
        painter.save()
        painter.setTransform(item.transform(), True)
        item.paint(painter, None)
        painter.restore()
    painter.end()
    words = [(box, text) for box, text in painter.boxes if text.strip()]
    assert any(text.startswith("×") for _, text in words)
    for i, (a, text_a) in enumerate(words):
        for b, text_b in words[i + 1 :]:
            # lines one above another may share a pixel or two of their boxes' leading
            overlap = a.intersected(b)
            assert overlap.width() < 1 or overlap.height() < 3, (text_a, text_b)


def test_a_legible_text_items_bounds_hold_all_it_draws_at_a_small_scale(app):
    """Blueprints' left column keeps its labels as Qt-cached pictures, which Qt clips to an
    item's bounds: drawn larger to stay legible on a small board, a label ran past its bounds
    and was cut ("Player 1 to pla"). The bounds hold the width it may grow into."""
    from boardgames_gui.widgets.textpaint import LegibleTextItem, font

    item = LegibleTextItem()
    item.room = 180
    item.setFont(font(9))
    item.setText("Player 1 to play:")
    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    painter = TextBoxes(image)
    painter.scale(0.75, 0.75)
    item.paint(painter, None)
    bounds = painter.worldTransform().mapRect(item.boundingRect())
    painter.end()
    assert len(painter.boxes) == 1
    for box, text in painter.boxes:
        assert bounds.contains(box), text
