"""Compile the translations, then the Qt resources, into boardgames_gui/_resources_rc.py.

Usage: python tools/build_resources.py [--check]

1. `pyside6-lrelease` turns assets/i18n/app_<code>.ts into .qm (tools/update_translations.py
   also runs lupdate first; this script only compiles what is there).
2. resources.qrc is written from the files under assets/ (sorted, so the same tree gives the
   same file): `:/art/<game>.svg`, `:/icons/<name>.svg` (and `:/icons/on-dark/<name>.svg`),
   `:/i18n/app_<code>.qm`. The fonts are not in it: they ship as plain files in
   `boardgames_gui/fonts/`, because Qt registers a font file in about 5 ms but spends about
   40 ms unpacking the same font from the resources, and 9 MB of fonts made the compiled
   module take 0.2 s to import without a bytecode cache (bench/startup.py).
3. `pyside6-rcc --format-version 1 resources.qrc -o boardgames_gui/_resources_rc.py`.
   Format 1 stores no file modification times, so the output is byte-identical on every
   machine with the same Qt (qt.md section 2.1).

--check rebuilds into a temporary folder and exits 1 if resources.qrc or the module differs
from the committed one (tests/packaging/test_resources_fresh.py does the same in CI).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape

sys.path.insert(0, str(Path(__file__).resolve().parent))
from update_translations import ROOT, qt_tool, run_lrelease  # noqa: E402

QRC = ROOT / "resources.qrc"
MODULE = ROOT / "boardgames_gui" / "_resources_rc.py"
ASSETS = ROOT / "assets"


def qrc_text() -> str:
    sections: list[tuple[str, list[tuple[str, Path, str]]]] = []
    art = [(p.name, p, "") for p in sorted((ASSETS / "art").glob("*.svg"))]
    icons = [
        (p.relative_to(ASSETS / "icons").as_posix(), p, "") for p in sorted((ASSETS / "icons").rglob("*.svg"))
    ]
    i18n = [(p.name, p, "") for p in sorted((ASSETS / "i18n").glob("*.qm"))]
    sections = [("/art", art), ("/icons", icons), ("/i18n", i18n)]
    lines = ["<!DOCTYPE RCC>", '<RCC version="1.0">']
    for prefix, entries in sections:
        lines.append(f'    <qresource prefix="{prefix}">')
        for alias, path, extra in entries:
            rel = path.relative_to(ROOT).as_posix()
            lines.append(f'        <file alias="{escape(alias)}"{extra}>{escape(rel)}</file>')
        lines.append("    </qresource>")
    lines.append("</RCC>")
    return "\n".join(lines) + "\n"


def compile_qrc(qrc: Path, out: Path) -> None:
    subprocess.run([qt_tool("rcc"), "--format-version", "1", str(qrc), "-o", str(out)], check=True)


def stale_files() -> list[str]:
    """Names of the committed outputs that a fresh build would change."""
    stale = []
    if not QRC.exists() or QRC.read_text(encoding="utf-8") != qrc_text():
        stale.append("resources.qrc")
    with tempfile.TemporaryDirectory() as tmp:
        # compile from a qrc beside the real one so the relative paths resolve the same way
        fresh = Path(tmp) / "_resources_rc.py"
        compile_qrc(QRC, fresh)
        if not MODULE.exists() or MODULE.read_bytes() != fresh.read_bytes():
            stale.append(str(MODULE.relative_to(ROOT)))
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.check:
        stale = stale_files()
        for name in stale:
            print(f"stale: {name} (run python tools/build_resources.py)")
        return 1 if stale else 0
    run_lrelease()
    QRC.write_text(qrc_text(), encoding="utf-8")
    compile_qrc(QRC, MODULE)
    print(f"{MODULE.relative_to(ROOT)}  {MODULE.stat().st_size:,} B")
    return 0


if __name__ == "__main__":
    sys.exit(main())
