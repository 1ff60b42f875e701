"""A long game in the real window: moves, Undo, a language switch and opening the save (issue 11, item 8).

Builds a 4-player Blue Marble game of random players (engine.playout), keeps its first
5,000 actions (and, to compare, its first 50), saves it, opens it in the real MainWindow
offscreen and times, each answered and painted (the events processed after it):

- a move: a legal action of the seat the table waits for, played as a click would;
- Undo (Edit > Undo) at that length;
- a language switch (Korean and back);
- opening the 5,000-action save (File > Open, replay included).

Targets: a move within 50 ms median at action 5,000 as at action 50; Undo within 50 ms;
opening within 0.5 s. Prints figures, never fails.

    PYTHONPATH=. python3 bench/window_long_game.py [--actions 5000] [--moves 30] [--seed 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardgames_gui.engine import playout, savefile  # noqa: E402
from boardgames_gui.engine.api import concretise  # noqa: E402
from boardgames_gui.engine.match import Match  # noqa: E402
from boardgames_gui.engine.rng import Rng  # noqa: E402
from boardgames_gui.games import registry  # noqa: E402


def build_match(seed: int, count: int) -> Match:
    """The first `count` actions of a random 4-player game (each with the seat that took it)."""
    rules = registry.rules_of("bluemarble")
    game = playout.play(rules, {"players": 4}, seed)
    if game.actions < count:
        raise SystemExit(f"seed {seed} ends after {game.actions} actions; pick another with --seed")
    match = Match(rules, {"players": 4}, seed)
    for seat, action in game.log[:count]:
        match.apply(action, seat)
    return match


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def settle(app) -> None:
    """Let queued work run (zero-delay timers, layouts) and paint."""
    for _ in range(3):
        app.processEvents()


def time_open(app, window, path: str) -> float:
    start = time.perf_counter()
    window.open_file(path, remember=False)
    settle(app)
    return time.perf_counter() - start


def time_moves(app, window, moves: int, rng: Rng, answered: list[float] | None = None) -> list[float]:
    """Each move answered and painted; `answered` gets the part before painting (the shell's work)."""
    page = window.page
    out = []
    for _ in range(moves):
        if page.match.decision() is None:
            break
        page.covered = False
        action = concretise(rng.choice(page.match.legal_actions()), rng)
        start = time.perf_counter()
        page.play(action)
        if answered is not None:
            answered.append(time.perf_counter() - start)
        settle(app)
        out.append(time.perf_counter() - start)
    return out


def time_undos(app, window, count: int, answered: list[float] | None = None) -> list[float]:
    out = []
    for _ in range(count):
        start = time.perf_counter()
        window.undo_action.trigger()
        if answered is not None:
            answered.append(time.perf_counter() - start)
        settle(app)
        out.append(time.perf_counter() - start)
    return out


def time_language(app, window) -> list[float]:
    out = []
    for code in ("ko", "en"):
        start = time.perf_counter()
        window.set_language(code)
        settle(app)
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=5000)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    folder = tempfile.mkdtemp(prefix="bench-window-")
    os.environ["BOARDGAMES_DATA_DIR"] = folder
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    app = QApplication(sys.argv[:1])
    from boardgames_gui.ui import application

    application.configure(app)
    from boardgames_gui.ui.mainwindow import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.set_animation_speed(0.0)
    settle(app)

    print(f"Blue Marble, 4 random players, seed {args.seed}; {sys.version.split()[0]}; offscreen")
    # a first game warms up what Qt and Python make on first use (fonts, glyphs, code objects)
    warm = os.path.join(folder, "warm-up.bgsave.json")
    savefile.save(build_match(args.seed, 50), warm)
    time_open(app, window, warm)
    time_undos(app, window, len(time_moves(app, window, 10, Rng.from_seed(1))))
    for count in (50, args.actions):
        match = build_match(args.seed, count)
        path = os.path.join(folder, f"long-{count}.bgsave.json")
        savefile.save(match, path)
        opens = [time_open(app, window, path) for _ in range(3)]
        loads = []
        for _ in range(3):  # the engine's part of opening: reading and replaying the save, checked
            start = time.perf_counter()
            savefile.load(path, registry.rules_of)
            loads.append(time.perf_counter() - start)
        answered: list[float] = []
        moves = time_moves(app, window, args.moves, Rng.from_seed(count), answered)
        undone: list[float] = []
        undos = time_undos(app, window, min(20, len(moves)), undone)
        language = time_language(app, window)
        print(
            f"action {count:>5}: open median {ms(statistics.median(opens))}"
            f" (savefile.load {ms(statistics.median(loads))})"
            f" | move median {ms(statistics.median(moves))} (max {ms(max(moves))}, {len(moves)} moves;"
            f" answered before painting {ms(statistics.median(answered))})"
            f" | undo median {ms(statistics.median(undos))} (max {ms(max(undos))};"
            f" before painting {ms(statistics.median(undone))})"
            f" | language switch {ms(language[0])}, {ms(language[1])}"
        )
    window.page.shut_down()
    print("targets: move <= 50 ms median at any length; undo <= 50 ms; open <= 500 ms")


if __name__ == "__main__":
    main()
