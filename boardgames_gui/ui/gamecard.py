"""A game's card on the launcher: cover, titles, pitch, player range and designers.

Built from style-sheet widgets (the launcher section of `theme.STYLE_SHEET`) so that
Qt draws its first frame without Python painting and without the `Qt` namespace
(see launcher.py). The SVG art, the pawns on the player pill, the cursor and
keyboard focus come with `finish()`, right after the first frame.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QLabel, QWidget

from ..widgets import theme

CARD_W, CARD_H = 300, 420  # a card's cell in the grid, its shadow included
BODY = (8, 8, CARD_W - 16, CARD_H - 20)  # x, y, width, height of the card itself
ART_H = 200
LIFT = 3  # pixels a card rises under the mouse


def game_pitch(info: Any) -> str:
    # the pitches are registry data; the translators add them under this context
    return QCoreApplication.translate("GameInfo", info.pitch)


def players_text(info: Any) -> str:
    if info.min_players == info.max_players:
        return QCoreApplication.translate("Launcher", "{n} players").format(n=info.min_players)
    return QCoreApplication.translate("Launcher", "{lo}–{hi} players").format(
        lo=info.min_players, hi=info.max_players
    )


def elided(metrics: QFontMetrics, text: str, width: int) -> str:
    """`text` cut with an ellipsis to fit `width` pixels."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    while text and metrics.horizontalAdvance(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


def paint_placeholder_art(painter: Any, rect: QRectF, info: Any) -> None:
    """Drawn cover art for a game without its SVG art: a motif in the game's colours."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

    dark, light, motif = theme.LAUNCHER_ART_COLOURS.get(info.game_id, theme.LAUNCHER_ART_DEFAULT)
    painter.save()
    painter.setClipRect(rect)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor(light))
    grad.setColorAt(1, QColor(dark))
    painter.fillRect(rect, grad)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    white = QColor(255, 255, 255)
    if motif == "grid":
        white.setAlpha(40)
        painter.setPen(QPen(white, 1))
        step = 16
        x = rect.left()
        while x < rect.right():
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            x += step
        y = rect.top()
        while y < rect.bottom():
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            y += step
        white.setAlpha(200)
        painter.setPen(QPen(white, 2))
        base = QPointF(rect.center().x() - 44, rect.bottom() - 34)
        for row, count in enumerate((4, 3, 2, 1)):
            for k in range(count):
                painter.drawRect(QRectF(base.x() + k * 22 + row * 11, base.y() - row * 22 - 22, 20, 20))
    elif motif == "globe":
        centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.5)
        r = rect.height() * 0.38
        glow = QRadialGradient(centre, r * 1.3)
        glow.setColorAt(0, QColor(255, 255, 255, 70))
        glow.setColorAt(1, QColor(255, 255, 255, 0))
        painter.fillRect(rect, glow)
        white.setAlpha(150)
        painter.setPen(QPen(white, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, r, r)
        for k in (0.35, 0.7):
            painter.drawEllipse(centre, r * k, r)
            for sign in (-1, 1):
                y = centre.y() + sign * r * k * 0.9
                painter.drawLine(QPointF(centre.x() - r, y), QPointF(centre.x() + r, y))
        painter.drawLine(QPointF(centre.x() - r, centre.y()), QPointF(centre.x() + r, centre.y()))
    elif motif == "moon":
        for i in range(40):
            x = rect.left() + (i * 73 % 997) / 997 * rect.width()
            y = rect.top() + (i * 151 % 991) / 991 * rect.height() * 0.6
            white.setAlpha(90 + i * 37 % 120)
            painter.setPen(QPen(white, 1.5 + (i % 3) * 0.6))
            painter.drawPoint(QPointF(x, y))
        moon = QPainterPath()
        c = QPointF(rect.center().x() + 10, rect.top() + 64)
        moon.addEllipse(c, 38, 38)
        bite = QPainterPath()
        bite.addEllipse(c + QPointF(16, -10), 34, 34)
        painter.fillPath(moon.subtracted(bite), QColor("#F4E7B0"))
    else:
        white.setAlpha(40)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(white)
        for i in range(18):
            a = i * 2.4
            painter.drawEllipse(
                QPointF(rect.center().x() + math.cos(a) * i * 9, rect.center().y() + math.sin(a) * i * 5),
                6,
                6,
            )
    painter.restore()


def pawns_pixmap(ratio: float) -> Any:
    """Two little pawns in the first two player colours, for the player-count pill."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

    pixmap = QPixmap(int(24 * ratio), int(20 * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for k in range(2):
        cx = 6 + k * 9
        p.setBrush(theme.PLAYER_COLORS[k].qcolor)
        p.setPen(QPen(QColor("#FBF8F1"), 1.2))
        p.drawEllipse(QPointF(cx, 6), 4.2, 4.2)
        p.drawRoundedRect(QRectF(cx - 5.5, 10, 11, 8), 4, 4)
    p.end()
    return pixmap


TEXT_X = 20  # the text's left and right margin on a card
#: the player pill's padding left (pawns) and right as in the style sheet, and a few pixels for
#: the difference between these metrics and the label's own text layout
PILL_PADDING = 46 + 6


class _CardFonts:
    """Metrics of the fonts the style sheet gives the pill and the designer line (made once)."""

    def __init__(self) -> None:
        family = theme.ui_font_family()
        pill = QFont(family)
        pill.setPixelSize(14)
        pill.setBold(True)
        self.pill = QFontMetrics(pill)
        designers = QFont(family)
        designers.setPixelSize(15)
        self.designers = QFontMetrics(designers)


_fonts: list[_CardFonts] = []


def _card_fonts() -> _CardFonts:
    if not _fonts:
        _fonts.append(_CardFonts())
    return _fonts[0]


def frame(name: str, parent: QWidget) -> QFrame:
    """A frame the style sheet finds by `name`."""
    frame = QFrame(parent)
    frame.setObjectName(name)
    return frame


def label(name: str, parent: QWidget | None = None, text: str = "") -> QLabel:
    """A label the style sheet finds by `name`."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    return label


class GameCard(QFrame):
    """One game on the launcher; click to start a new game of it."""

    clicked = Signal(str)

    def __init__(self, info: Any, available: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.available = available
        self.setObjectName(f"card_{info.game_id}")
        self.setFixedSize(CARD_W, CARD_H)
        self.art_loaded = False
        self._finished = False
        x, y, w, h = BODY
        # a soft shadow under the card (style sheets have no box-shadow)
        self.shadow = frame("cardShadow", self)
        self.shadow.setGeometry(x - 1, y + 3, w + 2, h + 3)
        self.body = frame("cardBody", self)
        self.body.setGeometry(x, y, w, h)
        # placed by hand, not by layouts: a card's size never changes, and layouts (with the
        # word-wrapped pitch's height-for-width) cost start-up time for nothing
        self.art = label("cardArt", self.body)
        self.art.setProperty("game", info.game_id)  # the style sheet's placeholder colours
        self.art.setGeometry(0, 0, w, ART_H)
        inner = w - 2 * TEXT_X
        self.title_label = label("cardTitle", self.body, info.native_title)
        self.title_label.setGeometry(TEXT_X, ART_H + 12, inner, 34)
        english = info.title if info.title != info.native_title else ""
        meta = " · ".join(part for part in (english, info.year) if part)
        self.meta_label = label("cardMeta", self.body, meta)
        self.meta_label.setGeometry(TEXT_X, ART_H + 48, inner, 22)
        self.pitch_label = label("cardPitch", self.body)
        self.pitch_label.setWordWrap(True)
        self.pitch_label.setGeometry(TEXT_X, ART_H + 76, inner, 66)
        rule = frame("cardRule", self.body)
        rule.setGeometry(16, h - 54, w - 32, 1)
        self.pill = label("cardPill", self.body)
        self.pawns: QLabel | None = None  # made in finish(): painting needs the Qt namespace
        self.designers_label = label("cardDesigners", self.body)
        self.halo: QFrame | None = None  # the accent ring under the mouse, made on first hover
        self.veil = self.ribbon = None
        if not available:
            self.veil = frame("cardVeil", self.body)
            self.veil.setGeometry(0, 0, w, h)
            self.ribbon = label("cardRibbon", self.body)
            self.ribbon.setGeometry(w - 150, 16, 134, 28)
        self.setAccessibleName(f"{info.native_title} ({info.title})")
        self.retranslate()

    def _place_footer(self) -> None:
        """The player pill sized to its text, and the designers' names in the room it leaves."""
        fonts = _card_fonts()
        text = players_text(self.info)
        pill_w = fonts.pill.horizontalAdvance(text) + PILL_PADDING
        top = BODY[3] - 44
        self.pill.setText(text)
        self.pill.setGeometry(TEXT_X, top, pill_w, 28)
        left = TEXT_X + pill_w + 10
        room = BODY[2] - TEXT_X - left
        self.designers_label.setGeometry(left, top, room, 28)
        self.designers_label.setText(elided(fonts.designers, self.info.designers, room))

    def retranslate(self) -> None:
        self.pitch_label.setText(game_pitch(self.info))
        self._place_footer()
        if self.available:
            self.setToolTip(game_pitch(self.info))
        else:
            self.setToolTip(self.tr("This game is still being built."))
            self.ribbon.setText(self.tr("Coming soon"))

    def finish(self) -> None:
        """What the first frame left out: the pawns, the cursor and keyboard focus."""
        if self._finished:
            return
        self._finished = True
        from PySide6.QtCore import Qt

        self.pawns = QLabel(self.pill)
        self.pawns.setGeometry(9, 4, 24, 20)
        self.pawns.setPixmap(pawns_pixmap(self.devicePixelRatioF()))
        self.pawns.show()
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.available else Qt.CursorShape.ArrowCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def art_rect(self) -> QRectF:
        return QRectF(0, 0, BODY[2], ART_H)

    def load_art(self) -> None:
        """The game's SVG art (or a drawn motif without it), rounded to the card's top corners."""
        if self.art_loaded:
            return
        self.art_loaded = True
        from PySide6.QtCore import QFile, Qt
        from PySide6.QtGui import QPainter, QPainterPath, QPixmap

        area = self.art_rect()
        ratio = self.devicePixelRatioF()
        pixmap = QPixmap(int(area.width() * ratio), int(area.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        clip = QPainterPath()  # rounded on top like the card, square where the text begins
        clip.setFillRule(Qt.FillRule.WindingFill)
        clip.addRoundedRect(area, 16, 16)
        clip.addRect(area.adjusted(0, 20, 0, 0))
        painter.setClipPath(clip)
        has_svg = bool(self.info.art) and QFile.exists(self.info.art)
        if not (has_svg and self._paint_svg_art(painter, area)):
            paint_placeholder_art(painter, area, self.info)
        painter.end()
        self.art.setPixmap(pixmap)

    def _paint_svg_art(self, painter: Any, area: QRectF) -> bool:
        from PySide6.QtSvg import QSvgRenderer  # only when there is art to draw

        renderer = QSvgRenderer(self.info.art)
        size = renderer.defaultSize()
        if not renderer.isValid() or size.width() <= 0 or size.height() <= 0:
            return False
        # cover the art area, cropping the longer side
        scale = max(area.width() / size.width(), area.height() / size.height())
        w, h = size.width() * scale, size.height() * scale
        renderer.render(painter, QRectF(area.width() / 2 - w / 2, area.height() / 2 - h / 2, w, h))
        return True

    def _lift(self, up: bool) -> None:
        x, y, w, h = BODY
        if up:
            y -= LIFT
        self.body.setGeometry(x, y, w, h)
        if self.halo is None:
            if not up:
                return
            from PySide6.QtCore import Qt

            self.halo = frame("cardHalo", self)
            self.halo.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.halo.setGeometry(x, y, w, h)
        self.halo.setVisible(up)

    def enterEvent(self, event: Any) -> None:
        if self.available:
            self._lift(True)

    def leaveEvent(self, event: Any) -> None:
        self._lift(False)

    def mousePressEvent(self, event: Any) -> None:
        event.accept()  # so that the release comes here too, wherever on the card it was pressed

    def mouseReleaseEvent(self, event: Any) -> None:
        from PySide6.QtCore import Qt

        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            if self.available:
                self.clicked.emit(self.info.game_id)

    def keyPressEvent(self, event: Any) -> None:
        from PySide6.QtCore import Qt

        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.available:
            self.clicked.emit(self.info.game_id)
        else:
            super().keyPressEvent(event)
