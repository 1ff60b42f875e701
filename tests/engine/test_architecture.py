"""DESIGN.md section 1: model modules never import Qt.

Only `ui/` (the app's entry point `ui/app.py` included), `widgets/`, `__main__.py`, the
compiled resources and a game's view modules (`view*.py` or a `view/` package) may import
PySide6.
"""

import ast
import pathlib
import shutil
import subprocess
import sys

import boardgames_gui

ROOT = pathlib.Path(boardgames_gui.__file__).parent
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
