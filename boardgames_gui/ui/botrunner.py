"""Computer players think in a worker process, so the window never freezes (docs/architecture.md section 4).

A request sends (bot, rules, state, player) to one long-lived worker process;
the answer comes back as the action plus the bot itself (its own Rng moved on).
A QTimer polls for the answer. Anything that cannot cross to the worker (an
object that does not pickle, a broken pool) is computed in this process instead,
so a game never stalls on its computer seats.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

POLL_MS = 15

_pool: ProcessPoolExecutor | None = None


def _choose(bot: Any, rules: Any, state: Any, player: int) -> tuple[Any, Any, int]:
    """Runs in the worker: the bot's choice, the bot as it is afterwards, and the worker's pid."""
    action = bot.choose(rules, state, player)
    return dict(action), bot, os.getpid()


def _warm_up() -> int:
    return os.getpid()


def _end_with_parent() -> None:
    """Runs in the worker as it starts: when the app's process ends, however it ends (a kill
    included, which runs no clean-up), the worker ends too instead of idling on for its
    45-minute timeout; its resource tracker then ends with it."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def pool() -> ProcessPoolExecutor:
    """The shared worker (spawned, not forked: a forked copy of a Qt process is not safe)."""
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=_end_with_parent
        )
    return _pool


def shutdown_pool() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


class BotRunner(QObject):
    """Asks bots for moves off the GUI thread. `chosen(ticket, action, bot)` brings the answer."""

    chosen = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None, use_process: bool = True) -> None:
        super().__init__(parent)
        self.use_process = use_process
        self.last_worker_pid: int | None = None
        self._ticket = 0
        self._pending: dict[int, tuple[Future, tuple]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def warm_up(self) -> None:
        """Start the worker early (a spawned process takes a moment to import the game)."""
        if self.use_process:
            try:
                pool().submit(_warm_up)
            except Exception:  # no worker processes here: bots will think in this process
                self.use_process = False

    def request(self, bot: Any, rules: Any, state: Any, player: int) -> int:
        self._ticket += 1
        ticket = self._ticket
        args = (bot, rules, state, player)
        if self.use_process:
            try:
                self._pending[ticket] = (pool().submit(_choose, *args), args)
                self._timer.start()
                return ticket
            except Exception:
                self.use_process = False
        QTimer.singleShot(0, self, lambda: self._answer_here(ticket, args))
        return ticket

    def cancel_all(self) -> None:
        """Forget every pending question (after undo, or when the game closes)."""
        for future, _args in self._pending.values():
            future.cancel()
        self._pending.clear()
        self._timer.stop()

    def busy(self) -> bool:
        return bool(self._pending)

    def _answer_here(self, ticket: int, args: tuple) -> None:
        bot, rules, state, player = args
        action = bot.choose(rules, state, player)
        self.chosen.emit(ticket, action, bot)

    def _poll(self) -> None:
        for ticket, (future, args) in list(self._pending.items()):
            if not future.done():
                continue
            del self._pending[ticket]
            try:
                action, bot, pid = future.result()
            except Exception:
                # could not cross to the worker (or it died): think here instead
                self.use_process = False
                self._answer_here(ticket, args)
                continue
            self.last_worker_pid = pid
            self.chosen.emit(ticket, action, bot)
        if not self._pending:
            self._timer.stop()
