"""A game's card on the launcher: cover, titles, pitch, player range and designers.

The card is laid out by Qt layouts, so a longer title or pitch (another language)
makes the card taller instead of being cut. Its look comes from the launcher section
of `theme.STYLE_SHEET`. Rendering the SVG cover art takes about a fifth of a second
for the three games, so a card draws it once it has been painted for the first time:
until then the cover shows the style sheet's gradient in the game's colours.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QFile, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..widgets import theme

CARD_WIDTH = 300  # a card's column in the launcher's grid, its shadow included
LIFT = 3  # pixels a card rises under the mouse
ART_HEIGHT = 200
TEXT_MARGIN = 20  # the text's left and right margin on a card


def game_pitch(info: Any) -> str:
    # the pitches are registry data; the translators add them under this context
    return QCoreApplication.translate("GameInfo", info.pitch)


def game_title(info: Any) -> str:
    """The game's title in the app's language (registry data, translated under "GameInfo")."""
    return QCoreApplication.translate("GameInfo", info.title)


def players_text(info: Any) -> str:
    if info.min_players == info.max_players:
        return QCoreApplication.translate("Launcher", "{n} players").format(n=info.min_players)
    return QCoreApplication.translate("Launcher", "{lo}–{hi} players").format(
        lo=info.min_players, hi=info.max_players
    )


def paint_placeholder_art(painter: QPainter, rect: QRectF, info: Any) -> None:
    """Drawn cover art for a game without its SVG art: a motif in the game's colours."""
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


def paint_svg_art(painter: QPainter, area: QRectF, path: str) -> bool:
    """The SVG at `path` covering `area` (the longer side cropped); False if it cannot be read."""
    renderer = QSvgRenderer(path)
    size = renderer.defaultSize()
    if not renderer.isValid() or size.width() <= 0 or size.height() <= 0:
        return False
    scale = max(area.width() / size.width(), area.height() / size.height())
    w, h = size.width() * scale, size.height() * scale
    renderer.render(painter, QRectF(area.center().x() - w / 2, area.center().y() - h / 2, w, h))
    return True


def pawns_pixmap(ratio: float) -> QPixmap:
    """Two little pawns in the first two player colours, for the player-count pill."""
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


def frame(name: str, parent: QWidget | None = None) -> QFrame:
    """A frame the style sheet finds by `name`."""
    frame = QFrame(parent)
    frame.setObjectName(name)
    return frame


def label(name: str, parent: QWidget | None = None, text: str = "") -> QLabel:
    """A label the style sheet finds by `name`."""
    label = QLabel(text, parent)
    label.setObjectName(name)
    return label


class ElidedLabel(QLabel):
    """One line that takes the room its layout leaves and ends with '…' when the text is longer."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.full_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_full_text(self, text: str) -> None:
        self.full_text = text
        self.setToolTip(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        width = self.contentsRect().width()
        self.setText(self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, width))


class GameCard(QFrame):
    """One game on the launcher; click to start a new game of it."""

    clicked = Signal(str)
    #: the card's Rules button: read the game's rules before starting one
    rulesRequested = Signal(str)

    def __init__(self, info: Any, available: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.available = available
        self.setObjectName(f"card_{info.game_id}")
        self.setFixedWidth(CARD_WIDTH)
        self.setCursor(Qt.CursorShape.PointingHandCursor if available else Qt.CursorShape.ArrowCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.art_drawn = False

        # the card's body on a soft shadow (style sheets have no box-shadow); under the mouse
        # the body rises and more of the shadow shows below it
        self._outer = QVBoxLayout(self)
        self.shadow = frame("cardShadow")
        self._outer.addWidget(self.shadow)
        self._under = QVBoxLayout(self.shadow)
        self.body = frame("cardBody")
        self._under.addWidget(self.body)
        self._lift(False)

        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.art = label("cardArt")
        self.art.setProperty("game", info.game_id)  # the style sheet's colours until the art is drawn
        self.art.setFixedHeight(ART_HEIGHT)
        column.addWidget(self.art)

        text = QVBoxLayout()
        text.setContentsMargins(TEXT_MARGIN, 12, TEXT_MARGIN, 0)
        text.setSpacing(4)
        self.title_label = label("cardTitle", text=info.native_title)
        self.title_label.setWordWrap(True)
        text.addWidget(self.title_label)
        english = info.title if info.title != info.native_title else ""
        self.meta_label = label("cardMeta", text=" · ".join(part for part in (english, info.year) if part))
        text.addWidget(self.meta_label)
        text.addSpacing(2)
        self.pitch_label = label("cardPitch")
        self.pitch_label.setWordWrap(True)
        text.addWidget(self.pitch_label)
        column.addLayout(text)
        column.addStretch(1)
        column.addSpacing(10)

        rule_row = QHBoxLayout()
        rule_row.setContentsMargins(16, 0, 16, 0)
        rule = frame("cardRule")
        rule.setFixedHeight(1)
        rule_row.addWidget(rule)
        column.addLayout(rule_row)

        footer = QHBoxLayout()
        footer.setContentsMargins(TEXT_MARGIN, 9, TEXT_MARGIN, 16)
        footer.setSpacing(10)
        self.pill = frame("cardPill")
        self.pill.setFixedHeight(28)
        pill_row = QHBoxLayout(self.pill)
        pill_row.setContentsMargins(9, 0, 12, 0)
        pill_row.setSpacing(1)
        self.pawns = QLabel()
        self.pawns.setPixmap(pawns_pixmap(self.devicePixelRatioF()))
        pill_row.addWidget(self.pawns)
        self.players_label = label("cardPlayers")
        pill_row.addWidget(self.players_label)
        footer.addWidget(self.pill)
        self.designers_label = ElidedLabel("cardDesigners")
        self.designers_label.set_full_text(info.designers)
        footer.addWidget(self.designers_label, 1)
        column.addLayout(footer)

        # what lies over the card's content, in the same cell of the body's grid
        stack = QGridLayout(self.body)
        stack.setContentsMargins(0, 0, 0, 0)
        stack.addWidget(content, 0, 0)
        self.veil = self.ribbon = None
        if not available:
            self.veil = frame("cardVeil")
            veil_layout = QVBoxLayout(self.veil)
            veil_layout.setContentsMargins(0, 16, 16, 0)
            self.ribbon = label("cardRibbon")
            self.ribbon.setFixedHeight(28)
            self.ribbon.setMinimumWidth(134)
            veil_layout.addWidget(self.ribbon, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
            stack.addWidget(self.veil, 0, 0)
        # the Rules button sits on the cover's top-right corner: the footer has no room for it
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("cardRules")
        self.rules_button.setFixedHeight(28)
        self.rules_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_button.clicked.connect(lambda _=False: self.rulesRequested.emit(self.info.game_id))
        corner = QWidget()
        corner_layout = QHBoxLayout(corner)
        corner_layout.setContentsMargins(0, 14, 14, 0)
        corner_layout.addWidget(self.rules_button)
        corner.setVisible(available)
        stack.addWidget(corner, 0, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        self.halo = frame("cardHalo")  # the accent ring under the mouse
        self.halo.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.halo.hide()
        stack.addWidget(self.halo, 0, 0)

        self.setAccessibleName(f"{info.native_title} ({info.title})")
        self.retranslate()

    def retranslate(self) -> None:
        self.pitch_label.setText(game_pitch(self.info))
        self.players_label.setText(players_text(self.info))
        self.rules_button.setText(self.tr("Rules"))
        self.rules_button.setToolTip(
            self.tr("Read the rules of {title}").format(title=self.info.native_title)
        )
        if self.available:
            self.setToolTip(game_pitch(self.info))
        else:
            self.setToolTip(self.tr("This game is still being built."))
            self.ribbon.setText(self.tr("Coming soon"))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.art_drawn:
            self.art_drawn = True
            QTimer.singleShot(0, self, self.draw_art)  # after this frame (the module's docstring)

    def draw_art(self) -> None:
        """The game's SVG art (or a drawn motif without it), rounded to the card's top corners."""
        self.art_drawn = True
        area = QRectF(self.art.rect())
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
        if not (has_svg and paint_svg_art(painter, area, self.info.art)):
            paint_placeholder_art(painter, area, self.info)
        painter.end()
        self.art.setPixmap(pixmap)

    def _lift(self, up: bool) -> None:
        rise = LIFT if up else 0
        # 8 pixels around the body; the shadow a pixel wider and 6 pixels (more when risen) below it
        self._outer.setContentsMargins(7, 8 - rise, 7, 6)
        self._under.setContentsMargins(1, 0, 1, 6 + rise)

    def enterEvent(self, event: QEnterEvent) -> None:
        if self.available:
            self._lift(True)
            self.halo.show()

    def leaveEvent(self, event: QEvent) -> None:
        self._lift(False)
        self.halo.hide()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # so that the release comes here too, wherever on the card it was pressed

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            if self.available:
                self.clicked.emit(self.info.game_id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.available:
            self.clicked.emit(self.info.game_id)
        else:
            super().keyPressEvent(event)
