"""The frozen app (PyInstaller one-folder build): its build time, its size, and how fast it
starts against `boardgames` run from the environment.

Budgets (issue 16): the frozen launcher's first frame within 1.5x the time of the installed
`boardgames` entry point's, and the one-folder build under 200 MB. Each start-up sample is a
fresh process, timed from spawn until the app's start-up probe prints that the launcher's
first frame was painted (ui/app.py); the two kinds alternate so machine noise hits them alike.
Prints figures, never fails on a slow machine.

    python bench/frozen.py [--runs 7] [--folder dist/BoardGames]

Without --folder it builds the app with packaging/boardgames.spec into a temporary folder
first (and reports how long that took). Runs offscreen unless QT_QPA_PLATFORM is set.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "packaging"))
import freeze  # noqa: E402
from metadata import metadata  # noqa: E402
from startup import time_once  # noqa: E402

SIZE_BUDGET_MB = 200
RATIO_BUDGET = 1.5


def build(out: Path) -> tuple[Path, float]:
    """The one-folder build made in `out` from a clean cache, and the wall seconds it took."""
    started = time.perf_counter()
    folder = freeze.build(out, clean=True)
    return folder, time.perf_counter() - started


def folder_size(folder: Path) -> tuple[float, list[tuple[float, str]]]:
    """MB of all files, and the biggest top-level parts of _internal in MB."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    total = sum(p.stat().st_size for p in files) / 1e6
    parts: dict[str, float] = {}
    for p in files:
        rel = p.relative_to(folder).parts
        key = "/".join(rel[:2]) if rel[0] == "_internal" and len(rel) > 1 else rel[0]
        parts[key] = parts.get(key, 0.0) + p.stat().st_size / 1e6
    return total, sorted(((mb, name) for name, mb in parts.items()), reverse=True)[:8]


def entry_point() -> list[str]:
    """The `boardgames` command of this environment (what `pip install` made), beside the
    interpreter: not a shim on PATH (pyenv's adds its own start-up to every sample)."""
    name = "boardgames.exe" if sys.platform == "win32" else "boardgames"
    found = Path(sys.executable).parent / name
    if not found.exists():
        found = Path(shutil.which("boardgames") or name)
    if not found.exists():
        raise SystemExit("no `boardgames` command: run python3 -m pip install -e . first")
    return [str(found)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--folder", type=Path, help="a one-folder build already made (else it is built)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.folder is None:
            folder, build_seconds = build(Path(tmp) / "build")
        else:
            folder, build_seconds = args.folder.resolve(), None
        exe = folder / (metadata(ROOT)["executable"] + (".exe" if sys.platform == "win32" else ""))
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["BOARDGAMES_DATA_DIR"] = str(Path(tmp) / "data")  # no resume banner from a real session
        env["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
        env["BOARDGAMES_INSTANCE_NAME"] = f"bg-bench-{os.getpid()}"
        env["BOARDGAMES_STARTUP_PROBE"] = "1"
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its bytecode cached
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        commands = {"frozen launcher": [str(exe)], "`boardgames` launcher": entry_point()}
        for argv in commands.values():  # warm-up: bytecode written, disk cache warm
            time_once(argv, env)
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, argv in commands.items():
                samples[name].append(time_once(argv, env))
        total, parts = folder_size(folder)

    print(
        f"platform: {env['QT_QPA_PLATFORM']}, {args.runs} runs of each, from process start to the first frame"
    )
    if build_seconds is not None:
        print(f"build (pyinstaller --clean, one folder): {build_seconds:.0f} s wall")
    medians = {}
    for name, runs in samples.items():
        walls = [wall for wall, _ in runs]
        cpus = [cpu for _, cpu in runs]
        medians[name] = statistics.median(walls)
        print(
            f"{name + ':':24s} median {medians[name] * 1000:5.0f} ms wall, "
            f"{statistics.median(cpus) * 1000:5.0f} ms CPU; each run: {', '.join(f'{w * 1000:.0f}' for w in walls)} ms"
        )
    ratio = medians["frozen launcher"] / medians["`boardgames` launcher"]
    verdict = "within" if ratio <= RATIO_BUDGET else "OVER"
    print(f"frozen / boardgames: {ratio:.2f}x ({verdict} the {RATIO_BUDGET}x budget)")
    verdict = "within" if total < SIZE_BUDGET_MB else "OVER"
    print(f"one-folder build: {total:.1f} MB ({verdict} the {SIZE_BUDGET_MB} MB budget); biggest parts:")
    for mb, name in parts:
        print(f"  {mb:6.1f} MB  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
