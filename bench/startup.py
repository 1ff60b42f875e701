"""Start-up time: how long until the launcher, and a game's window, are on screen.

Each sample is a fresh process, timed from its spawn until it prints that its
window's first frame was painted (the app's start-up probe, ui/app.py). Three kinds
alternate, so that machine noise hits them alike:

- the launcher (`boardgames`), budget 0.5 s;
- a Blue Marble window (`boardgames --game bluemarble`), budget 1 s;
- a bare PySide6 window, for reference: what any PySide6 app pays before its first frame.

Prints the median and every sample of each, wall time and the process's own CPU time
(steadier on a shared machine: it leaves out waiting for a core), then where the
launcher's CPU time goes. Figures, not a test: it never fails on a slow machine.

    python bench/startup.py [--runs 7]

Runs offscreen unless QT_QPA_PLATFORM is already set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: (name, budget in seconds or None, arguments after the interpreter)
KINDS = (
    ("launcher", 0.5, ["-m", "boardgames_gui"]),
    ("Blue Marble window", 1.0, ["-m", "boardgames_gui", "--game", "bluemarble", "--seed", "1"]),
)

BARE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)

def report():
    print(f"shown {time.process_time():.4f}", flush=True)
    app.exit(0)

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, report)
        return False

window.installEventFilter(FirstPaint(window))
window.show()
app.exec()
"""

PHASES = r"""
import sys, time
t0 = 0.0  # the first lap is the interpreter's own start-up
def lap(name):
    global t0
    t = time.process_time()
    print(f"{name}\t{(t - t0) * 1000:.1f}", flush=True)
    t0 = t
lap("python start-up and site")
from PySide6.QtWidgets import QApplication
lap("import PySide6's QtWidgets (the bare window does the same)")
from boardgames_gui.ui import app as app_module
lap("import the entry point (engine, registry)")
from boardgames_gui.ui import application
from boardgames_gui.ui.errors import ErrorReporter
from boardgames_gui.ui.firstframe import after_first_frame
from boardgames_gui.ui.mainwindow import MainWindow
lap("import the application, main window, launcher and game page modules")
application.configure_names()
app = QApplication(sys.argv[:1])
lap("QApplication (the bare window makes one too)")
application.load_resources()
application.register_fonts()
lap("compiled resources and the bundled fonts")
application.configure(app)
lap("style, palette, style sheet and language")
window = MainWindow()
ErrorReporter(window).install()
window.offer_resume()
lap("build the main window (menus, docks) and the launcher")
def first():
    lap("show and paint the first frame")
    QTimer.singleShot(0, drawn)
def drawn():
    lap("after the first frame: the cards' art")
    app.exit(0)
from PySide6.QtCore import QTimer
after_first_frame(window, first)
window.show()
app.exec()
"""


def time_once(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds from spawn until "shown", CPU seconds the process had used by then)."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("shown"):
            elapsed = time.perf_counter() - start
            cpu = float(line.split()[1])
            break
    else:
        proc.wait()
        raise RuntimeError(f"{argv} never showed a window: {proc.stderr.read() if proc.stderr else ''}")
    proc.wait(timeout=60)
    return elapsed, cpu


def phases(env: dict[str, str]) -> list[tuple[str, float]]:
    """CPU milliseconds of each start-up phase of the launcher, median of three fresh processes."""
    runs = []
    for _ in range(3):
        out = subprocess.run(
            [sys.executable, "-c", PHASES], cwd=ROOT, env=env, capture_output=True, text=True, check=True
        ).stdout
        runs.append(
            [(line.split("\t")[0], float(line.split("\t")[1])) for line in out.splitlines() if "\t" in line]
        )
    return [(runs[0][i][0], statistics.median(r[i][1] for r in runs)) for i in range(len(runs[0]))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        env["BOARDGAMES_DATA_DIR"] = str(Path(tmp) / "data")  # no autosave banner from a real session
        env["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
        env["BOARDGAMES_STARTUP_PROBE"] = "1"
        # an installed app has its bytecode cached; measure that, without writing into the checkout
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        commands = [(name, budget, [sys.executable, *rest]) for name, budget, rest in KINDS]
        commands.append(("bare PySide6 window", None, [sys.executable, "-c", BARE]))
        for _name, _budget, argv in commands:  # warm-up: .pyc files written, the disk cache warm
            time_once(argv, env)
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name, _, _ in commands}
        for _ in range(args.runs):
            for name, _budget, argv in commands:
                samples[name].append(time_once(argv, env))
        breakdown = phases(env)
    print(
        f"platform: {env['QT_QPA_PLATFORM']}, {args.runs} runs of each, from process start to the first frame"
    )
    for name, budget, _argv in commands:
        walls = [wall for wall, _ in samples[name]]
        cpus = [cpu for _, cpu in samples[name]]
        target = f"  (budget {budget * 1000:.0f} ms wall)" if budget else "  (reference)"
        print(
            f"{name + ':':22s} median {statistics.median(walls) * 1000:5.0f} ms wall, "
            f"{statistics.median(cpus) * 1000:5.0f} ms CPU{target}"
        )
        print(f"{'':22s} wall of each run: {', '.join(f'{w * 1000:.0f}' for w in walls)} ms")
    print("where the launcher's CPU time goes (median of 3 runs):")
    for name, ms in breakdown:
        print(f"  {ms:7.1f} ms  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
