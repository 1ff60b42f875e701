"""House style: ruff lint and ruff format hold over the whole project (DEVELOPERS.md, Style)."""

import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def ruff() -> str:
    exe = shutil.which("ruff") or str(pathlib.Path(sys.executable).parent / "ruff")
    if not pathlib.Path(exe).exists():
        pytest.fail("ruff is part of the test extra; install with pip install -e '.[test]'")
    return exe


def test_ruff_lint_is_clean():
    proc = subprocess.run([ruff(), "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_ruff_format_is_clean():
    proc = subprocess.run([ruff(), "format", "--check", "."], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
