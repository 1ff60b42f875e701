"""The one-folder build, run from Python: `build(out)` runs `boardgames.spec` with PyInstaller into
`out` and returns the folder of the build. The frozen smoke test and `bench/frozen.py` both build
through it, so they freeze the app the same way."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from metadata import metadata

ROOT = Path(__file__).resolve().parents[1]


def build(out: Path, clean: bool = False) -> Path:
    """Run the spec into `out/dist` (work files in `out/work`; `clean` empties PyInstaller's
    cache first, for a timed build); the folder of the one-folder build."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR"]
    if clean:
        command.append("--clean")
    command += ["--distpath", str(out / "dist"), "--workpath", str(out / "work")]
    subprocess.run([*command, str(ROOT / "packaging" / "boardgames.spec")], check=True, cwd=ROOT)
    return out / "dist" / metadata(ROOT)["executable"]
