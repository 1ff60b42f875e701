"""Shared widgets: dice animation, theme cues, board view (issue 2, part 5)."""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from boardgames_gui.widgets import theme
from boardgames_gui.widgets.dice import ROLL_MS, DieItem


def test_die_rolls_instantly_when_animations_are_off(qapp):
    scene = QGraphicsScene()
    scene.animations_enabled = False
    die = DieItem(60)
    scene.addItem(die)
    die.roll(4)
    assert not die.is_rolling() and die.face() == 4 and die.value == 4


def test_die_roll_animation_lasts_about_400_ms_and_ends_on_the_value(qapp, qtbot):
    die = DieItem(60)
    finished = []
    die.rollFinished.connect(lambda: finished.append(True))
    die.roll(6, animate=True, speed=1.0)
    assert die.is_rolling() and die._anim.duration() == ROLL_MS
    qtbot.waitUntil(lambda: finished == [True], timeout=3000)
    assert die.face() == 6 and not die.is_rolling()


def test_a_click_skips_the_die_animation(qapp):
    die = DieItem(60)
    die.roll(2, animate=True, speed=1.0)
    die.finish()
    assert die.face() == 2 and not die.is_rolling()


def test_player_colours_are_okabe_ito_each_with_its_own_shape(qapp):
    assert [c.hex for c in theme.PLAYER_COLORS] == [
        "#E69F00",
        "#56B4E9",
        "#009E73",
        "#F0E442",
        "#0072B2",
        "#D55E00",
        "#CC79A7",
        "#000000",
    ]
    assert len({c.shape for c in theme.PLAYER_COLORS}) == len(theme.PLAYER_COLORS)


def test_seat_letters_use_unique_initials_else_seat_numbers():
    assert theme.seat_letters(["Ana", "Bo"]) == ["A", "B"]
    assert theme.seat_letters(["Ana", "Amy", "Bo"]) == ["1", "2", "B"]


def test_player_color_reads_the_options_and_falls_back_to_seat_order():
    assert theme.player_color({"colors": ["blue", "orange"]}, 0).key == "blue"
    assert theme.player_color({"colors": []}, 2).key == "bluish_green"


class _Noting(QPainter):
    def __init__(self, device) -> None:
        super().__init__(device)
        self.lines: list[str] = []

    def drawText(self, *args):  # noqa: N802 (Qt's name)
        self.lines += [a for a in args if isinstance(a, str) and a.strip()]
        return super().drawText(*args)


def _names_drawn(name: str, box_width: float, scale: float) -> list[str]:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage

    from boardgames_gui.widgets import textpaint

    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = _Noting(image)
    painter.scale(scale, scale)
    textpaint.draw_names(painter, QRectF(0, 0, box_width, 90), name)
    painter.end()
    return painter.lines


def test_a_long_board_name_keeps_its_words_whole_in_narrower_letters(qapp):
    """Issue 15 screenshots: Millionaire's Russian cells at 1366x768 broke "Издательский дом"
    into "Издат- / ельски- / й дом" and cut its last line off; narrower letters keep each
    word whole where they can."""
    for width in (95, 110, 120):
        assert _names_drawn("Морское пароходство", width, 0.5) == ["Морское", "пароходство"], width


def test_a_word_broken_over_lines_leaves_no_one_letter_orphan(qapp):
    lines = _names_drawn("Движение", 60, 0.5)
    assert lines == ["Движе-", "ние"]  # not "Движени-" / "е"


def test_a_small_text_too_wide_at_the_legible_size_is_drawn_narrower_not_left_out(qapp):
    """Blue Marble's Russian prices ("100 тыс. ₩") at 1366x768 were left out of their cells."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFont, QFontMetricsF, QImage

    from boardgames_gui.widgets import textpaint

    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(0.5, 0.5)
    painter.setFont(textpaint.font(12, True))
    text = "100 тыс. ₩"
    plain = textpaint.font(18, True)  # 9 px on screen at this scale
    width = QFontMetricsF(plain).horizontalAdvance(text) * 0.9  # too narrow for it, plain
    shown = textpaint.legible_font(painter, QRectF(0, 0, width, 30), int(Qt.AlignmentFlag.AlignCenter), text)
    painter.end()
    assert shown is not None and shown.pixelSize() == 18
    assert shown.stretch() < QFont.Stretch.Unstretched.value


def test_a_label_too_tall_for_its_box_at_the_legible_size_is_left_out_without_measuring_it(qapp, monkeypatch):
    """Blueprints' other players' boards are drawn at a third of their size: every label there
    was measured in four widths of letters before it was left out (9 ms of a round's end), though
    narrower letters are no shorter."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFontMetricsF, QImage

    from boardgames_gui.widgets import textpaint

    measured: list[str] = []

    class Measuring(QFontMetricsF):
        def boundingRect(self, *args):  # noqa: N802 (Qt's name)
            measured.append(args[-1])
            return super().boundingRect(*args)

    monkeypatch.setattr(textpaint, "QFontMetricsF", Measuring)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(0.33, 0.33)
    painter.setFont(textpaint.font(8))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    # 9 px on screen is 27 units here: a 16-unit box cannot hold it in any letters
    left_out = textpaint.legible_font(painter, QRectF(0, 0, 220, 16), flags, "Live score (preview)")
    measured_then = list(measured)
    # a box that holds it: measured, and drawn at the legible size
    shown = textpaint.legible_font(painter, QRectF(0, 0, 400, 30), flags, "Live score (preview)")
    painter.end()
    assert left_out is None and measured_then == []
    assert shown is not None and shown.pixelSize() == 28 and measured
