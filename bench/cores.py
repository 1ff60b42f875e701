"""Run one benchmark loop on every core at once and add up the games.

The speed targets of the game issues are set "on a 2-core machine": a
simulation that plays thousands of games runs one game per core, so the
machine's rate is what a player of `simulate` or a bot trainer gets. Each
worker is a separate process (the engine is pure Python and holds the GIL);
each plays its own seeds, and the benches print the single-core rate beside
the machine's so neither hides the other.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import sysconfig
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Tally:
    """What one loop played: games, actions, games cut off by the cap, CPU and wall seconds."""

    games: int = 0
    actions: int = 0
    capped: int = 0
    cpu: float = 0.0
    wall: float = 0.0

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.actions += other.actions
        self.capped += other.capped
        self.cpu += other.cpu
        self.wall = max(self.wall, other.wall)


#: play_game(seed) -> (actions, capped)
PlayGame = Callable[[int], tuple[int, bool]]


def play_for(play_game: PlayGame, seconds: float, first_seed: int, seed_step: int = 1) -> Tally:
    """Play games with seeds first_seed, first_seed + seed_step, ... until `seconds` of CPU time."""
    tally = Tally()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    seed = first_seed
    while time.process_time() - cpu0 < seconds:
        actions, capped = play_game(seed)
        tally.games += 1
        tally.actions += actions
        tally.capped += capped
        seed += seed_step
    tally.cpu = time.process_time() - cpu0
    tally.wall = time.perf_counter() - wall0
    return tally


def _worker(args: tuple[PlayGame, float, int, int]) -> Tally:
    play_game, seconds, first_seed, seed_step = args
    return play_for(play_game, seconds, first_seed, seed_step)


def cores() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # macOS and Windows
        return os.cpu_count() or 1


def play_on_cores(play_game: PlayGame, seconds: float, processes: int = 0) -> Tally:
    """Every core plays its own seeds for `seconds`; the tally's wall time is the slowest worker's.

    `play_game` must be a module-level function (it is pickled for the workers).
    """
    processes = processes or cores()
    if processes == 1:
        return play_for(play_game, seconds, 1)
    total = Tally()
    with multiprocessing.Pool(processes) as pool:
        jobs = [(play_game, seconds, 1 + i, processes) for i in range(processes)]
        for tally in pool.map(_worker, jobs):
            total.add(tally)
    return total


def interpreter() -> str:
    """One line naming the Python that runs the bench and how it was built.

    Pure-Python speed depends on the interpreter's build as much as on the machine: a
    `python` executable that calls into a shared libpython built without profile-guided
    optimisation (pyenv's default build) takes 1.15-1.3 times as long over these loops as
    python.org's and the Linux distributions' builds, which the installers bundle. The
    benches print this so that figures from two interpreters are never compared blindly.
    """
    shared = "unknown"
    try:
        with open("/proc/self/maps", encoding="utf-8") as maps:  # Linux: which libraries are mapped
            shared = "yes" if "libpython" in maps.read() else "no"
    except OSError:
        pass
    config = sysconfig.get_config_var("CONFIG_ARGS") or ""
    pgo = "yes" if "--enable-optimizations" in config else "not in its configure options"
    return (
        f"Python {sys.version.split()[0]} at {sys.executable}: "
        f"runs from a shared libpython: {shared}; --enable-optimizations (PGO): {pgo}"
    )


def report(name: str, single: Tally, machine: Tally, processes: int) -> str:
    """One line: the single-core rate, then the whole machine's."""
    per_cpu = single.games / single.cpu if single.cpu else 0.0
    per_wall = machine.games / machine.wall if machine.wall else 0.0
    return (
        f"{name}: {per_cpu:7.2f} games per CPU second on one core "
        f"({single.actions / max(single.cpu, 1e-9):8.0f} actions/s, "
        f"{single.actions / max(single.games, 1):6.0f} actions/game, {single.capped}/{single.games} capped); "
        f"{per_wall:7.2f} games/s on {processes} cores together ({machine.games} games in {machine.wall:.1f} s)"
    )
