"""Doing something once a window has painted its first frame.

Start-up work nobody can see (the menus' contents, docks, art) waits for this, so
the first frame comes sooner; `--screenshot` and the start-up probe use it too.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer

#: if no frame is ever painted (a window that is never shown), the callback runs after this
FALLBACK_MS = 5000


class _FirstPaint(QObject):
    def __init__(self, window: QObject, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.callback = callback
        self.done = False
        window.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self.fire)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.done:
            # after the frame, not inside its paint: the callback may be slow
            QTimer.singleShot(0, self.fire)
        return False

    def fire(self) -> None:
        if not self.done:
            self.done = True
            try:
                self.window.removeEventFilter(self)
            except RuntimeError:  # the window was closed and deleted before the fallback came
                return
            self.callback()


def after_first_frame(window: QObject, callback: Callable[[], None]) -> QObject:
    """Call `callback` once, in the event-loop turn after `window`'s first paint."""
    return _FirstPaint(window, callback)
