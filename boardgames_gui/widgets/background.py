"""Long computations for a view (a route search) off the GUI thread, newest request wins.

`LatestJob.start(fn, *args)` runs `fn(cancelled, report, *args)` on one worker thread; when it
ends, `done` brings its result, but only if no newer request was started meanwhile. A newer
request cancels the stale one: its `cancelled()` turns true (a long search asks it now and then
and stops early), and its answer is discarded. `report(value)` from the worker reaches the GUI
thread as `progress` (a search's best result so far). A QTimer polls the future, so every
signal arrives on the GUI thread; `busy_changed` tells a view to show its progress indication.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

POLL_MS = 15


class LatestJob(QObject):
    """`done(ticket, result)` for the newest request; `failed(ticket, message)` if it raised."""

    done = Signal(int, object)
    failed = Signal(int, str)
    progress = Signal(int, object)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="view-job")
        self._ticket = 0
        self._future: Future | None = None
        self._stop = threading.Event()
        self._stops = [self._stop]
        self._reported: list[Any] = []
        self._started = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        # when the view goes (the game closes), the search in flight is told to stop
        executor, stops = self._executor, self._stops
        self.destroyed.connect(lambda *_: _stop_all(executor, stops))

    def start(self, fn: Callable[..., Any], *args: Any) -> int:
        """Run `fn(cancelled, report, *args)` in the worker; an earlier request is cancelled
        and its answer discarded. The new request's ticket."""
        self._cancel_current()
        self._ticket += 1
        stop = self._stop = threading.Event()
        self._stops[:] = [stop]
        reported = self._reported = []
        self._future = self._executor.submit(fn, stop.is_set, reported.append, *args)
        self._started = time.perf_counter()
        if not self._timer.isActive():
            self._timer.start()
            self.busy_changed.emit(True)
        return self._ticket

    def _cancel_current(self) -> None:
        self._stop.set()
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def discard(self) -> None:
        """Cancel and forget the request in flight (the position it was for is gone)."""
        self._cancel_current()
        if self._timer.isActive():
            self._timer.stop()
            self.busy_changed.emit(False)

    def busy(self) -> bool:
        return self._future is not None

    def seconds(self) -> float:
        """How long the request in flight has run."""
        return time.perf_counter() - self._started if self._future is not None else 0.0

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the request in flight is answered (tests and benches only)."""
        if self._future is not None:
            self._future.exception(timeout)
            self._poll()

    def shutdown(self) -> None:
        self.discard()
        _stop_all(self._executor, self._stops)

    def _poll(self) -> None:
        future = self._future
        if self._reported:
            # the worker appends; taking the last value and clearing is safe under the GIL
            value = self._reported[-1]
            self._reported.clear()
            self.progress.emit(self._ticket, value)
        if future is None or not future.done():
            return
        self._future = None
        self._timer.stop()
        self.busy_changed.emit(False)
        error = future.exception()
        if error is not None:
            self.failed.emit(self._ticket, str(error))
            return
        self.done.emit(self._ticket, future.result())


def _stop_all(executor: ThreadPoolExecutor, stops: list[threading.Event]) -> None:
    for stop in stops:
        stop.set()
    executor.shutdown(wait=False, cancel_futures=True)
