"""How the window feels in each game (issue 15, "Speed a player feels"), in the real MainWindow.

For every game in the launcher, at 1920x1080 offscreen, it prints:

- move to paint: a legal move played as a click would (`page.play`), answered and painted
  (the events it queued processed, the board's changed parts painted as the window paints
  them) — median and worst of the moves; in a game with secrets, also the hand-off screen's
  button to the painted table, pressed a moment (HANDOFF_S) after the screen showed, as when
  the laptop is passed (the window draws the next player's table beneath the screen
  meanwhile). The bench once forced a full repaint of the board after each move, which no
  move does (only what changed is painted): that added a whole frame, 6-12 ms, to every
  figure. Now it counts the board's paints instead, and says how many it found
  still pending after a move was timed (0: nothing was left out of the figure);
- zoom frame: one wheel-sized zoom step as a person zooms (`zoom_step`) repainted at once
  (`viewport().repaint()`), median and worst over steps in and out; and the board drawn
  sharp once a zoom pauses (one redraw per gesture, not per frame);
- pan frame: the zoomed board dragged by 40 px and repainted;
- a new game's first frame: the board drawn for the first time, every picture made (once
  per game, when it opens: a load, not a move);
- longest freeze while computers play: every seat a computer at the brisk pace, the event
  loop watched by a 1 ms timer for a few seconds after the first frame (it used to include
  that frame, which was then the longest "freeze"); the longest gap between its ticks is the
  longest moment the window could not answer a click (and the most CPU time the process
  spent in one gap: on a loaded machine the wall clock also counts waiting for a core).

Target: each within a frame (16 ms). Figures, not a test: it never fails.

    PYTHONPATH=. python3 bench/window_feel.py [--moves 40] [--watch 6] [--games bluemarble,...]
"""

from __future__ import annotations

import argparse
import functools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardgames_gui.engine.api import concretise  # noqa: E402
from boardgames_gui.engine.rng import Rng  # noqa: E402
from boardgames_gui.games import registry  # noqa: E402

#: the least time a person takes to pass the laptop and press the hand-off screen's button
HANDOFF_S = 0.3


def ms(seconds: float) -> str:
    return f"{seconds * 1000:6.1f} ms"


class Times:
    """Wall-clock and CPU times of repeated steps. On a machine other programs load, the
    wall clock includes waiting for a core; the process's CPU time is what the step costs."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self._start = (0.0, 0.0)

    def start(self) -> None:
        self._start = (time.perf_counter(), time.process_time())

    def stop(self) -> None:
        self.wall.append(time.perf_counter() - self._start[0])
        self.cpu.append(time.process_time() - self._start[1])

    def median(self) -> str:
        return f"{ms(statistics.median(self.wall))} (CPU {ms(statistics.median(self.cpu)).strip()})"

    def worst(self) -> str:
        return f"{ms(max(self.wall))} (CPU {ms(max(self.cpu)).strip()})"


def settle(app) -> None:
    for _ in range(3):
        app.processEvents()


def idle(app, seconds: float) -> None:
    """Let the window do for `seconds` what it does while nobody touches it."""
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        app.processEvents()


class PaintCounter:
    """Counts the paint events of a widget (the board's viewport)."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        paint = QEvent.Type.Paint

        class Filter(QObject):
            def eventFilter(inner, watched, event) -> bool:  # noqa: N805
                if event.type() == paint:
                    self.count += 1
                return False

        self.count = 0
        self._filter = Filter()
        widget.installEventFilter(self._filter)


def timed_step(app, step, times: Times, paints: PaintCounter) -> int:
    """Time `step` and the events it queued, up to the painted board; the paints still
    pending after that (found by settling again, untimed), which the figure would miss."""
    times.start()
    step()
    settle(app)
    times.stop()
    before = paints.count
    settle(app)
    return paints.count - before


def move_to_paint(app, window, game_id: str, moves: int) -> tuple[Times, Times]:
    info = registry.get(game_id)
    window.start_new_game(game_id, {"players": min(4, info.max_players)}, 3)
    page = window.page
    settle(app)
    rng = Rng.from_seed(7)
    out, uncover = Times(), Times()
    paints = PaintCounter(page.board.viewport())
    late = 0
    for _ in range(moves):
        if page.match.decision() is None:
            break
        if page.covered:
            idle(app, HANDOFF_S)  # the laptop is passed
            # the hand-off screen's button to the painted table: a moment a player feels too
            late += timed_step(app, page.reveal, uncover, paints)
        else:
            page.reveal()  # as the figures before it were taken (a refresh, not timed)
            settle(app)
        seat = page.acting_seat()
        legal = page.match.legal_actions(seat)
        if not legal:
            break
        action = concretise(rng.choice(legal), rng)
        late += timed_step(app, functools.partial(page.play, action, seat), out, paints)
    return out, uncover, late


def zoom_frames(app, window) -> tuple[Times, Times, Times]:
    """Frames of wheel-sized zoom steps as a person zooms (`zoom_step`: the frame scaled,
    drawn sharp when zooming pauses), the sharp redraw after each gesture, and pan frames
    (the board dragged 40 px) at a zoom."""
    board = window.page.board
    if window.page.covered:
        # a game with secrets ends its moves under the hand-off screen: the zoom is of the table
        window.page.reveal()
        settle(app)
    frames, sharp, pans = Times(), Times(), Times()
    for gesture in ([1.15] * 4, [1 / 1.15] * 4, [1.15] * 4, [1 / 1.15] * 4):
        for factor in gesture:
            frames.start()
            board.zoom_step(factor)
            board.viewport().repaint()
            frames.stop()
        sharp.start()
        board.sharpen()
        board.viewport().repaint()
        sharp.stop()
    board.zoom_by(1.5)
    board.viewport().repaint()
    # a drag starts a moment after the zoom, when the window has done what it does while idle
    # (18Korea's map draws the tiles around the view then)
    idle(app, 0.3)
    bar = board.verticalScrollBar()
    for step in (40, 40, 40, -40, -40, -40):
        pans.start()
        bar.setValue(bar.value() + step)
        board.viewport().repaint()
        pans.stop()
    board.fit()
    return frames, sharp, pans


def longest_freeze(app, window, game_id: str, seconds: float) -> tuple[float, float, Times]:
    from PySide6.QtCore import QElapsedTimer, QTimer

    info = registry.get(game_id)
    players = min(4, info.max_players)
    window.page.dirty = False
    window.close_action.trigger()
    first = Times()
    first.start()
    window.start_new_game(game_id, {"players": players, "seats": ["computer"] * players}, 5)
    window.page.set_animation_speed(1.0)
    window.page.view.animations_enabled = True
    settle(app)
    first.stop()
    clock = QElapsedTimer()
    clock.start()
    last = [0, time.process_time()]
    gaps = [0, 0.0]

    def tick() -> None:
        now, cpu = clock.elapsed(), time.process_time()
        gaps[0] = max(gaps[0], now - last[0])
        gaps[1] = max(gaps[1], cpu - last[1])  # the CPU the process spent in that gap
        last[0], last[1] = now, cpu

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    timer.start()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and window.page.match.decision() is not None:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    return gaps[0] / 1000, gaps[1], first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--watch", type=float, default=6.0, help="seconds of computer play watched")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: the launcher's)")
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="bench-feel-")
    os.environ["BOARDGAMES_DATA_DIR"] = folder
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    app = QApplication(sys.argv[:1])
    from boardgames_gui.ui import application

    application.configure(app)
    from boardgames_gui.ui.mainwindow import MainWindow

    window = MainWindow()
    window.resize(1920, 1080)
    window.show()
    window.set_animation_speed(0.0)
    settle(app)
    games = (
        args.games.split(",") if args.games else [g.game_id for g in registry.available(include_hidden=False)]
    )
    print(f"the real window at 1920x1080, offscreen; {sys.version.split()[0]}; target 16 ms each")
    for game_id in games:
        moves, uncover, late = move_to_paint(app, window, game_id, args.moves)
        zooms, sharp, pans = zoom_frames(app, window)
        freeze = longest_freeze(app, window, game_id, args.watch)
        print(
            f"{game_id:13} move to paint median {moves.median()}, worst {moves.worst()}"
            f" ({len(moves.wall)} moves; board paints still pending after a timed step: {late})"
            + (
                f"\n{'':13} hand-off screen to the painted table median {uncover.median()}, worst {uncover.worst()}"
                if uncover.wall
                else ""
            )
            + f"\n{'':13} zoom frame median {zooms.median()}, worst {zooms.worst()}"
            f" | sharp after a zoom median {sharp.median()}"
            f"\n{'':13} pan frame median {pans.median()}, worst {pans.worst()}"
            f"\n{'':13} a new game's first frame {freeze[2].worst()}"
            f" | longest freeze while computers play {ms(freeze[0])} (CPU {ms(freeze[1]).strip()})"
        )
        window.page.shut_down()
        window.page.dirty = False
        window.close_action.trigger()


if __name__ == "__main__":
    main()
