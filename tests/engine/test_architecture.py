"""docs/architecture.md section 1: model modules never import Qt, and the repository
explains itself (no tracked file points outside it).

Only `ui/` (the app's entry point `ui/app.py` included), `widgets/`, `__main__.py`, the
compiled resources and a game's view modules (`view*.py` or a `view/` package) may import
PySide6.
"""

import ast
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

import boardgames_gui

ROOT = pathlib.Path(boardgames_gui.__file__).parent
REPOSITORY = ROOT.parent
QT = ("PySide6", "shiboken6")


def may_import_qt(path: pathlib.Path) -> bool:
    parts = path.relative_to(ROOT).parts
    if parts[0] in ("ui", "widgets") or parts[-1] in ("__main__.py", "_resources_rc.py"):
        return True
    return parts[0] == "games" and any(p.startswith("view") for p in parts[2:])


def qt_imports(path: pathlib.Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        else:
            continue
        found += [n for n in names if n.split(".")[0] in QT]
    return found


def test_no_model_module_imports_qt():
    offenders = {
        str(p.relative_to(ROOT)): qt_imports(p)
        for p in ROOT.rglob("*.py")
        if not may_import_qt(p) and qt_imports(p)
    }
    assert not offenders, f"Qt imported in model modules: {offenders}"


def test_the_scan_finds_a_qt_import_when_there_is_one(tmp_path):
    """Guard against a scan that can never fail."""
    sample = tmp_path / "m.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport shiboken6\n", encoding="utf-8")
    assert qt_imports(sample) == ["PySide6.QtCore", "shiboken6"]


def test_rules_engine_and_cli_run_without_loading_qt():
    code = (
        "import sys\n"
        "from boardgames_gui.games import registry\n"
        "from boardgames_gui import cli\n"
        "for info in registry.available():\n"
        "    rules = info.rules\n"
        "    s = rules.new_game({'players': rules.min_players}, 1)\n"
        "    rules.legal_actions(s)\n"
        "    info.make_bot(1)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_import_linter_contract_holds():
    exe = shutil.which("lint-imports") or str(pathlib.Path(sys.executable).parent / "lint-imports")
    proc = subprocess.run([exe], capture_output=True, text=True, cwd=ROOT.parent)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "1 kept, 0 broken" in proc.stdout


#: a pointer out of the repository: the sibling folder of notes it was built from (by a
#: relative path or by name), or an absolute path on some machine. Written as patterns that
#: do not match their own text, so this file needs no exemption.
OUTSIDE = re.compile(
    r"\.\./shared\b"
    r"|\bshared/(?:reference|seeds|DESIGN|LOOK)"
    r"|(?<![\w.~-])/(?:work|root|home|Users|mnt|srv)/"
    r"|\b[A-Za-z]:\\Users\\"
)


def pointers_outside(text: str) -> list[str]:
    return [match.group(0) for match in OUTSIDE.finditer(text)]


def tracked_text_files() -> list[pathlib.Path]:
    git = shutil.which("git")
    if git is None or not (REPOSITORY / ".git").exists():
        pytest.skip("not a git checkout: no list of tracked files")
    proc = subprocess.run([git, "ls-files", "-z"], capture_output=True, cwd=REPOSITORY, check=True)
    paths = []
    for name in proc.stdout.decode("utf-8").split("\0"):
        path = REPOSITORY / name
        if name and path.is_file():
            paths.append(path)
    return paths


def test_no_tracked_file_points_outside_the_repository():
    """README, docs, comments and data notes cite what is in the repository, never a folder
    beside it or a path on the machine the project was written on."""
    offenders = []
    for path in tracked_text_files():
        raw = path.read_bytes()
        if b"\0" in raw:
            continue  # binary: fonts, icons, compiled catalogues
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            for found in pointers_outside(line):
                offenders.append(f"{path.relative_to(REPOSITORY)}:{number}: {found}")
    assert not offenders, "tracked files point outside the repository:\n" + "\n".join(offenders)


def test_the_outside_scan_finds_each_kind_of_pointer():
    """Guard against a scan that can never fail, and against one that fails on fair text."""
    dots = ".."
    samples = [
        f"See `{dots}/shared" + "/DESIGN.md`.",
        "as in `" + "/wo" + "rk/shared/" + "reference/qt.md`",
        "tags of `" + "shared/" + "reference/notes.md`",
        "built in " + "/ro" + "ot/project",
        "C:" + "\\Users\\me\\project",
    ]
    assert all(pointers_outside(sample) for sample in samples)
    fair = [
        "python tools/render_svg.py /tmp/art assets/art/*.svg",
        "see docs/architecture.md section 3",
        "the game's own shared/ folder? no: boardgames_gui/engine/api.py",
    ]
    assert not any(pointers_outside(sample) for sample in fair)
