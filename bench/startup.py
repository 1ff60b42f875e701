"""Start-up time: the app's launcher versus a bare PySide6 window (issue 2, part 8).

Each sample is a fresh process, timed from spawn until it prints that its first
frame was painted; the two kinds alternate so machine noise hits both alike.
Prints both medians and their ratio (target: launcher / bare <= 1.3).

    python bench/startup.py [--runs 7] [--instructions]

Runs offscreen unless QT_QPA_PLATFORM is already set. Figures, not a test:
it never fails on a slow machine.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
done = []

def fire():
    if not done:
        done.append(1)
        import time
        print(f"shown {time.process_time():.4f}", flush=True)
        app.exit(0)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, fire)
        return False

watcher = FirstPaint(window)
window.installEventFilter(watcher)
window.show()
app.exec()
"""


PHASES = r"""
import sys, time
t0 = 0.0  # the first lap is the interpreter start-up itself
def lap(name):
    global t0
    t = time.process_time()
    print(f"{name}\t{(t - t0) * 1000:.1f}", flush=True)
    t0 = t
lap("python start-up and site")
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QEvent, QObject, QTimer
lap("import PySide6 QtWidgets and QtCore's first classes (the bare window does the same)")
from boardgames_gui.ui import app as app_module, application, languages, settings
from boardgames_gui.widgets import theme
lap("our first imports (entry point, application, theme, settings, languages)")
application.configure_names()
app = QApplication(sys.argv[:1] + theme.STYLE_ARGUMENTS)
lap("QApplication (the bare window makes one too)")
application.load_resources()
application.register_fonts()
lap("compiled resources and the bundled fonts")
application.configure(app, style_set=True)
lap("palette, style sheet and language")
from boardgames_gui.ui.errors import ErrorReporter
from boardgames_gui.ui.firstframe import after_first_frame
from boardgames_gui.ui.mainwindow import MainWindow
lap("import main window, launcher, registry")
window = MainWindow()
ErrorReporter(window).install()
window.offer_resume()
lap("build the main window and the launcher")
def first():
    lap("show and paint the first frame")
    QTimer.singleShot(0, ready)
def ready():
    lap("after the first frame: menus, docks, art (not in the ratio)")
    app.exit(0)
after_first_frame(window, first)
window.show()
app.exec()
"""


def phases(env: dict[str, str]) -> list[tuple[str, float]]:
    """CPU milliseconds of each start-up phase, median of three runs in fresh processes."""
    runs = []
    for _ in range(3):
        out = subprocess.run(
            [sys.executable, "-c", PHASES], cwd=ROOT, env=env, capture_output=True, text=True, check=True
        ).stdout
        runs.append(
            [(line.split("\t")[0], float(line.split("\t")[1])) for line in out.splitlines() if "\t" in line]
        )
    return [(runs[0][i][0], statistics.median(r[i][1] for r in runs)) for i in range(len(runs[0]))]


def time_once(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds until "shown", CPU seconds the process had used by then).

    The app goes on to print "ready" once what it put off until after the first frame
    (menus, docks, art) is done; `main` reports that separately."""
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
    for line in proc.stdout:
        if line.startswith("ready"):
            READY.append(float(line.split()[1]))
    proc.wait(timeout=60)
    return elapsed, cpu


#: CPU seconds at which the app had also finished what follows its first frame, per run
READY: list[float] = []


def count_instructions(argv: list[str], env: dict[str, str]) -> int | None:
    """Instructions the process runs until its first frame (valgrind's callgrind), or None
    without valgrind. Unlike time, the count hardly moves between runs or with the load."""
    if shutil.which("valgrind") is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out", *argv],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
    for line in proc.stderr.splitlines():
        if "Collected :" in line:
            return int(line.split("Collected :")[1])
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--instructions", action="store_true", help="also count instructions with valgrind (slow, steady)"
    )
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
        app_cmd = [sys.executable, "-m", "boardgames_gui"]
        bare_cmd = [sys.executable, "-c", BARE]
        # one warm-up of each so both read .pyc files and a warm disk cache
        time_once(app_cmd, env)
        time_once(bare_cmd, env)
        app_times, bare_times = [], []
        for _ in range(args.runs):
            app_times.append(time_once(app_cmd, env))
            bare_times.append(time_once(bare_cmd, env))
        breakdown = phases(env)
        counts = None
        if args.instructions:
            quick = dict(env, BOARDGAMES_STARTUP_PROBE="first-frame")
            bare_exit_at_once = BARE.replace("app.exit(0)", "import os; os._exit(0)")
            counts = (
                count_instructions(app_cmd, quick),
                count_instructions([sys.executable, "-c", bare_exit_at_once], quick),
            )
    app_wall = statistics.median(t for t, _ in app_times)
    bare_wall = statistics.median(t for t, _ in bare_times)
    app_cpu = statistics.median(c for _, c in app_times)
    bare_cpu = statistics.median(c for _, c in bare_times)
    print(f"platform: {env['QT_QPA_PLATFORM']}, runs: {args.runs} each, medians")
    print(f"launcher first shown:    {app_wall * 1000:7.0f} ms wall  {app_cpu * 1000:7.0f} ms CPU")
    print(f"bare PySide6 window:     {bare_wall * 1000:7.0f} ms wall  {bare_cpu * 1000:7.0f} ms CPU")
    print(
        f"ratio launcher / bare:   {app_wall / bare_wall:7.2f} wall     {app_cpu / bare_cpu:7.2f} CPU  (target <= 1.3)"
    )
    if READY:
        print(
            f"launcher set-up finished:         {statistics.median(READY) * 1000:7.0f} ms CPU  "
            "(menus, docks and art come right after the first frame)"
        )
    print("(CPU = the process's own CPU time when its first frame was painted; steadier than wall time")
    print(" on a shared machine, as it leaves out time spent waiting for a core)")
    if counts is not None:
        if None in counts:
            print("instructions: valgrind is not installed")
        else:
            app_ir, bare_ir = counts
            print(
                f"instructions to the first frame: launcher {app_ir / 1e6:.0f}M, bare {bare_ir / 1e6:.0f}M, "
                f"ratio {app_ir / bare_ir:.3f}"
            )
    print("where the launcher's CPU time goes (median of 3 runs):")
    for name, ms in breakdown:
        print(f"  {ms:7.1f} ms  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
