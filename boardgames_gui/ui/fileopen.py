"""macOS's "open this document" events: a save double-clicked in the Finder reaches the app
(started for it, or already running) as a QFileOpenEvent on the QApplication."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QFileOpenEvent


class FileOpenFilter(QObject):
    """Installed on the QApplication; `openRequested(path)` for each document macOS hands over."""

    openRequested = Signal(str)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self.openRequested.emit(path)
                return True
        return False
