"""18Korea's map on screen (issue 14): painting, a tile choice, opening a long save.

Builds a late-game position by playing computer players (KoreaBot, engine.playout), saves it,
and times, offscreen, with the 18Korea view in a QGraphicsView of 1920 x 1080:

1. the whole table (map and panels) fitted to the window as the app's BoardView fits it, one frame (`viewport().repaint()`): the first frame
   (the printed art is pre-rendered then), then steady frames, then frames while zooming in
   steps of 10 % (smooth zoom) - target 16 ms a frame;
2. a click on a tile choice in the tray to the repainted map, in the last track step of the
   game (the tile is picked, its first legal rotation previewed on the map) - target 50 ms;
3. opening the save with the rules' caches emptied, as in a fresh app: the checked replay
   (`savefile.load`), the view built and shown, the first frame painted - target 1 s for a 1,500-action save. Computer games of 4-5 players
   end after 800-1,000 actions, so the figure per 1,000 actions is printed too.

Prints medians of several runs; never fails.

    PYTHONPATH=. python3 bench/korea18_map.py [--players 5] [--seed 2] [--runs 7] [--save PATH]
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

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsView  # noqa: E402

from bench.cores import interpreter  # noqa: E402
from boardgames_gui.engine import playout, savefile  # noqa: E402
from boardgames_gui.engine.match import Match  # noqa: E402
from boardgames_gui.games import registry  # noqa: E402
from boardgames_gui.games.korea18.bot import KoreaBot  # noqa: E402
from boardgames_gui.games.korea18.view import create_view  # noqa: E402
from boardgames_gui.widgets.boardview import BoardView  # noqa: E402

WIDTH, HEIGHT = 1920, 1080


def late_game(players: int, seed: int) -> tuple[Match, int]:
    """A whole game of computer players, replayed into a Match; and the index of the last
    action taken in a track step (where a tile is laid)."""
    rules = registry.rules_of("18korea")
    bots = [KoreaBot(seed * 10 + s) for s in range(players)]
    game = playout.play(rules, {"players": players}, seed, bots=bots)
    match = Match(rules, {"players": players}, seed)
    last_track = 0
    for index, (seat, action) in enumerate(game.log):
        if action["type"] == "lay":
            last_track = index
        match.apply(action, seat)
    return match, last_track


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def summary(times: list[tuple[float, float]]) -> str:
    """Wall time (what the player waits) and this process's CPU time (what the work costs,
    less shaken by other programs on a shared machine), as medians of the runs."""
    wall = [w for w, _ in times]
    cpu = [c for _, c in times]
    return (
        f"median {ms(statistics.median(wall))} wall (runs {ms(min(wall))}-{ms(max(wall))}, n={len(wall)}), "
        f"{ms(statistics.median(cpu))} CPU"
    )


class Clock:
    """Wall and CPU time from its start."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def read(self) -> tuple[float, float]:
        return time.perf_counter() - self.wall, time.process_time() - self.cpu


def window(match: Match) -> tuple[QGraphicsView, object]:
    widget = BoardView()
    scene = create_view(match.rules, widget)
    widget.setScene(scene)
    widget.resize(WIDTH, HEIGHT)
    widget.show()
    show(scene, match)
    widget.fit()
    for _ in range(3):
        QApplication.processEvents()
    return widget, scene


def show(scene: object, match: Match) -> None:
    state = match.state
    scene.show_state(state, match.legal_actions(), match.decision(), None)


def frame(widget: QGraphicsView) -> tuple[float, float]:
    clock = Clock()
    widget.viewport().repaint()
    return clock.read()


def bench_frames(match: Match, runs: int) -> None:
    widget, scene = window(match)
    cold = []
    for _ in range(runs):
        scene.map_item.invalidate()
        cold.append(frame(widget))
    steady = [frame(widget) for _ in range(runs)]
    zoom, blurred = [], 0
    for step in range(runs * 4):
        widget.zoom_by(1.1 if step < runs * 2 else 1 / 1.1)
        zoom.append(frame(widget))
        blurred += scene.map_item.sharpening
    print(
        f"1. the table (map and panels) fitted to {WIDTH}x{HEIGHT}, {len(scene.tiles.pieces.items)} hexes with pieces"
    )
    print(f"   a frame drawing the printed map anew: {summary(cold)}")
    print(f"   a steady frame: {summary(steady)}  (target 16 ms)")
    print(
        f"   zooming in then out by 10 % a frame: {summary(zoom)}, worst {ms(max(w for w, _ in zoom))} wall"
    )
    print(
        f"   frames showing part of the map from the overview while its tiles are drawn: {blurred} of {len(zoom)}"
    )
    widget.close()


def bench_tile_click(match: Match, last_track: int, runs: int) -> None:
    """Undo back to the last track step, pick its hex, then time clicks on tile choices."""
    while len(match.actions) > last_track:
        match.undo()
    widget, scene = window(match)
    hexes = scene.lay_hexes()
    chosen = next(
        (
            h
            for h in hexes
            if len(scene.rules.still_possible(match.state, {"type": "lay", "hex": h})["tile"]) > 1
        ),
        None,
    )
    if chosen is None:
        print("2. no hex with two tile choices in the last track step: skipped")
        return
    scene.click_hex(chosen)
    frame(widget)
    count = len(scene.tray.tiles)
    times = []
    for run in range(runs * 2):
        at = widget.mapFromScene(scene.tray.tile_centre(run % count))
        clock = Clock()
        QTest.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        widget.viewport().repaint()
        times.append(clock.read())
    print(
        f"2. a click on a tile choice to the repainted map (hex {chosen}, {count} tiles): {summary(times)}  (target 50 ms)"
    )
    widget.close()


def cold_caches() -> None:
    """Forget what the rules cached about boards, as in a freshly started app (the bench's
    own game made the very boards the save replays)."""
    from boardgames_gui.games.korea18 import board, data_map, data_tiles, route_builder, running, tiles, track

    for cached in (
        tiles._lays,
        tiles._laid_by_stock,
        tiles._fitting_rotations,
        tiles._fitting_kinds,
        track.network,
        track.track_graph,
        track._edges_at,
        track._tile_paths,
        track._crossing,
        route_builder.route_map,
        running._proposal,
        board._leads_on,
        data_map.neighbour,
        data_tiles.placed_paths,
        data_tiles.placed_exits,
        data_tiles.distinct_rotations,
        data_tiles.keeps_track,
    ):
        cached.cache_clear()


def bench_open(match: Match, runs: int, path: str) -> None:
    savefile.save(match, path)
    size = os.path.getsize(path)
    replay, total = [], []
    for _ in range(runs):
        cold_caches()
        clock = Clock()
        opened = savefile.load(path, registry.rules_of)
        loaded = clock.read()
        widget, _scene = window(opened)
        frame(widget)
        QApplication.processEvents()
        replay.append(loaded)
        total.append(clock.read())
        widget.close()
    actions = len(match.actions)
    print(f"3. opening the save ({actions} actions, {size / 1024:.0f} KiB): {summary(total)}")
    print(f"   of which the checked replay: {summary(replay)}")
    scale = 1500 / actions
    wall, cpu = statistics.median(w for w, _ in total), statistics.median(c for _, c in total)
    print(f"   scaled to 1,500 actions: {ms(wall * scale)} wall, {ms(cpu * scale)} CPU  (target 1 s)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--save", default="")
    args = parser.parse_args()
    print(interpreter())
    app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    match, last_track = late_game(args.players, args.seed)
    state = match.state
    print(
        f"late game: {args.players} KoreaBots, seed {args.seed}, {len(match.actions)} actions, era {state.era}, "
        f"{len(state.board.tiles)} tiles, made in {time.perf_counter() - start:.1f} s"
    )
    path = args.save or os.path.join(tempfile.mkdtemp(), "korea18-late.json")
    bench_frames(match, args.runs)
    bench_open(match, args.runs, path)
    bench_tile_click(match, last_track, args.runs)
    del app


if __name__ == "__main__":
    main()
