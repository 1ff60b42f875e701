"""Refresh the Korean and Russian catalogues: lupdate over the shell and the games, then lrelease.

Usage: python tools/update_translations.py [--no-lupdate]

There is one catalogue per language for the shell (assets/i18n/app_<code>.ts) and one per
game and language (assets/i18n/<game_id>_<code>.ts), so games written on separate branches
never touch the same file. tools/game_strings.py finds a game's strings (its `tr(CTX, ...)`
sentences, variants and data-table texts) for any package under boardgames_gui/games.

1. `pyside6-lupdate` reads every .py file of boardgames_gui/ui (the app's entry point
   `ui/app.py` included) and boardgames_gui/widgets and merges new strings into assets/i18n/app_{ko,ru}.ts (obsolete
   ones are dropped, no source locations are stored, so a moved line causes no diff).
2. lupdate only sees literal `self.tr("...")` / `QCoreApplication.translate("Ctx", "...")`.
   Strings the shell translates at run time from data are added by a generated stub:
   the registry's launcher pitches and game titles (context "GameInfo"), the engine's and the shared widgets' `tr("Ctx", "...")`
   sentences (save-file errors and other shared messages), and literal calls to small
   wrappers such as `def _tr(text): return QCoreApplication.translate("Ctx", text)`.
3. The same for each game: lupdate over the game's files (its `self.tr` strings) plus a stub
   of what tools/game_strings.py found, into assets/i18n/<game_id>_<code>.ts.
4. `pyside6-lrelease` compiles each .ts to assets/i18n/<name>_<code>.qm.

New strings arrive as `type="unfinished"`; tests/packaging/test_translations.py fails until
each has a translation (Qt Linguist: `pyside6-linguist assets/i18n/app_ko.ts`, or
`tools/fill_translations.py`). Then run tools/build_resources.py to recompile the resources.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("ko", "ru")
I18N = ROOT / "assets" / "i18n"


def qt_tool(name: str) -> str:
    """The pyside6-<name> wrapper on PATH, else the binary inside the PySide6 package."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6

    folder = Path(PySide6.__file__).parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "libexec" / name):
        if candidate.exists():
            return str(candidate)
    raise SystemExit(f"cannot find pyside6-{name} (PySide6-Essentials provides it)")


def source_files() -> list[Path]:
    files: list[Path] = []
    for folder in ("boardgames_gui/ui", "boardgames_gui/widgets"):
        files += sorted((ROOT / folder).rglob("*.py"))
    return [f for f in files if f.exists()]


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _is_translate(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Attribute) and node.func.attr == "translate")
        or (isinstance(node.func, ast.Name) and node.func.id == "translate")
    )


def wrapper_strings(path: Path) -> list[tuple[str, str]]:
    """(context, text) for literal calls to one-line translate wrappers defined in `path`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wrappers: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.args.args:
            first = node.args.args[0].arg
            for ret in ast.walk(node):
                if isinstance(ret, ast.Return) and _is_translate(ret.value):
                    args = ret.value.args
                    if (
                        len(args) >= 2
                        and _literal(args[0])
                        and isinstance(args[1], ast.Name)
                        and args[1].id == first
                    ):
                        wrappers[node.name] = _literal(args[0])
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in wrappers:
            if node.args and _literal(node.args[0]) is not None:
                found.append((wrappers[node.func.id], _literal(node.args[0])))
    return found


def engine_strings() -> list[tuple[str, str]]:
    """(context, template) of every literal `tr("Ctx", "template", ...)` in the shared engine and
    the shared widgets (the dialogs' sentences, context "dialogs", which lupdate cannot read)."""
    found = []
    folders = ("engine", "widgets")
    for path in sorted(p for folder in folders for p in (ROOT / "boardgames_gui" / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {  # module constants such as CTX = "dialogs"
            target.id: _literal(node.value)
            for node in tree.body
            if isinstance(node, ast.Assign) and _literal(node.value) is not None
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr":
                if len(node.args) < 2:
                    continue
                first = node.args[0]
                context = constants.get(first.id) if isinstance(first, ast.Name) else _literal(first)
                if context and _literal(node.args[1]) is not None:
                    found.append((context, _literal(node.args[1])))
    return found


def registry_strings() -> list[tuple[str, str]]:
    sys.path.insert(0, str(ROOT))
    from boardgames_gui.games import registry

    pitches = [("GameInfo", info.pitch) for info in registry.GAMES.values() if not info.hidden and info.pitch]
    # the titles in the status bar and window titles (the test game's too: the tests show it)
    return pitches + [("GameInfo", info.title) for info in registry.GAMES.values()]


def stub_source(pairs: list[tuple[str, str]]) -> str:
    lines = ["from PySide6.QtCore import QCoreApplication", ""]
    seen = set()
    for context, text in pairs:
        if (context, text) in seen:
            continue
        seen.add((context, text))
        lines.append(f"QCoreApplication.translate({context!r}, {text!r})")
    return "\n".join(lines) + "\n"


def game_stub_source(messages: list) -> str:
    lines = ["from PySide6.QtCore import QCoreApplication", ""]
    for m in messages:
        count = ", None, 2" if m.numerus else ""
        lines.append(f"QCoreApplication.translate({m.context!r}, {m.text!r}{count})")
    return "\n".join(lines) + "\n"


def run_lupdate(folder: Path = I18N, quiet: bool = False) -> None:
    """Merge today's strings into folder/<name>_<code>.ts (the committed ones by default)."""
    extra: list[tuple[str, str]] = registry_strings() + engine_strings()
    for path in source_files():
        extra += wrapper_strings(path)
    _lupdate("app", [p.relative_to(ROOT) for p in source_files()], stub_source(extra), folder, quiet)
    import game_strings

    for game_id in game_strings.game_packages():
        messages, _dynamic = game_strings.game_messages(game_id)
        files = [p.relative_to(ROOT) for p in game_strings.game_files(game_id)]
        _lupdate(game_id, files, game_stub_source(messages), folder, quiet)


def _lupdate(name: str, sources: list[Path], stub_text: str, folder: Path, quiet: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        stub = Path(tmp) / "dynamic_strings.py"
        stub.write_text(stub_text, encoding="utf-8")
        files = [str(p) for p in sources] + [str(stub)]
        targets = [str(folder / f"{name}_{code}.ts") for code in LANGUAGES]
        cmd = [
            qt_tool("lupdate"),
            *files,
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            "-ts",
            *targets,
        ]
        subprocess.run(cmd, cwd=ROOT, check=True, capture_output=quiet)
    for code in LANGUAGES:
        _set_target_language(folder / f"{name}_{code}.ts", code)


def _set_target_language(ts: Path, code: str) -> None:
    """lupdate derives the language from the file name only in some versions: make it explicit."""
    text = ts.read_text(encoding="utf-8")
    wanted = {"ko": "ko_KR", "ru": "ru_RU"}[code]
    import re

    new = re.sub(
        r'<TS version="([^"]+)"[^>]*>',
        f'<TS version="\\1" language="{wanted}" sourcelanguage="en">',
        text,
        count=1,
    )
    if new != text:
        ts.write_text(new, encoding="utf-8")


def release(ts: Path, qm: Path) -> None:
    subprocess.run([qt_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def run_lrelease() -> None:
    for ts in sorted(I18N.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        release(ts, qm)
        print(f"assets/i18n/{qm.name}  {qm.stat().st_size:,} B")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--no-lupdate", action="store_true", help="only compile the .ts files")
    args = parser.parse_args(argv)
    I18N.mkdir(parents=True, exist_ok=True)
    if not args.no_lupdate:
        run_lupdate()
    run_lrelease()
    return 0


if __name__ == "__main__":
    sys.exit(main())
