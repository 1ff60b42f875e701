"""Doing something once a window has painted its first frame: `--screenshot` takes its
picture then, and the start-up probe of bench/startup.py reports the time."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class _FirstPaint(QObject):
    def __init__(self, window: QObject, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self.callback = callback
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.callback)  # after the frame, not inside its paint
        return False


def after_first_frame(window: QObject, callback: Callable[[], None]) -> QObject:
    """Call `callback` once, in the event-loop turn after `window`'s first paint."""
    return _FirstPaint(window, callback)
