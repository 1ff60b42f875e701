"""The picture `--screenshot` saves: the window as a player sees it.

A dialog the window has open (the result screen at the end of a game) is a window of its
own, which grabbing the main window leaves out; it is drawn over the window where Qt
places such a dialog, centred on its parent, so a screenshot of a finished game shows the
result screen a player would be reading.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QWidget


def window_picture(window: QWidget) -> QPixmap:
    """`window` with the dialogs it has open drawn over it, each centred on the window."""
    picture = window.grab()
    dialogs = [d for d in window.findChildren(QDialog) if d.isVisible() and d.isWindow()]
    if not dialogs:
        return picture
    painter = QPainter(picture)
    for dialog in dialogs:
        shown = dialog.grab()
        corner = window.rect().center() - dialog.rect().center()
        painter.drawPixmap(QPoint(max(0, corner.x()), max(0, corner.y())), shown)
    painter.end()
    return picture
