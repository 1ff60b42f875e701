"""The hand-off screen: an opaque cover over the table before a player with secrets acts."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..widgets import theme


class HandoffOverlay(QWidget):
    """Covers its parent completely; `revealed` when the named player is at the laptop."""

    revealed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setAutoFillBackground(False)
        # it paints every pixel it covers: Qt then paints nothing beneath it (the board under
        # the cover was drawn again at every move, unseen)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.setSpacing(14)
        self.marker = QLabel()
        self.marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel()
        self.title.setObjectName("handoffTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("color: #FFFFFF; font-size: 26pt; font-weight: bold;")
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setStyleSheet("color: #CFE3D6; font-size: 12pt;")
        self.button = QPushButton()
        self.button.setObjectName("handoffButton")
        self.button.setProperty("accent", True)
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.revealed)
        for w in (self.marker, self.title, self.subtitle):
            layout.addWidget(w)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.name = ""
        self._backdrop = QPixmap()  # the cover's gradient, painted once per size of the window
        self.hide()

    def cover(self, name: str, pc: theme.PlayerColor, letter: str) -> None:
        self.name = name
        self.marker.setPixmap(theme.marker_pixmap(pc, letter, 72))
        self.title.setText(self.tr("Pass the laptop to {name}").format(name=name))
        self.subtitle.setText(
            self.tr("Everyone else, please look away: {name}'s secrets will be on the screen.").format(
                name=name
            )
        )
        self.button.setText(self.tr("I am {name}: show the table").format(name=name))
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def _paint_backdrop(self) -> QPixmap:
        """The table's gradient, a little darker, the size of the window."""
        ratio = self.devicePixelRatioF()
        if self._backdrop.size() != self.size() * ratio:
            self._backdrop = QPixmap(self.size() * ratio)
            self._backdrop.setDevicePixelRatio(ratio)
            p = QPainter(self._backdrop)
            area = QRectF(self.rect())
            p.fillRect(area, theme.table_gradient(area))
            p.fillRect(area, QColor(0, 0, 0, 60))
            p.end()
        return self._backdrop

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.drawPixmap(0, 0, self._paint_backdrop())  # clipped to the area being painted
        p.end()
