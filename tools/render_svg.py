"""Render SVG files to PNG with Qt's own SVG renderer, to look at the art as the app draws it.

Usage: python tools/render_svg.py OUT_DIR FILE.svg [FILE.svg ...] [--width 640] [--background #2b3a33]

QtSvg implements SVG Tiny 1.2 plus a subset of SVG 1.1, which is narrower than a browser's:
judging art from a browser rendering would hide what the app cannot draw.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def render(svg: Path, out: Path, width: int, background: str | None) -> tuple[int, int]:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: QtSvg could not parse this file")
    box = renderer.viewBoxF()
    height = round(width * box.height() / box.width())
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(background) if background else Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    image.save(str(out))
    return width, height


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--width", type=int, default=640)
    parser.add_argument("--background", default=None)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for svg in args.files:
        out = args.out_dir / (svg.stem + ".png")
        size = render(svg, out, args.width, args.background)
        print(f"{out} {size[0]}x{size[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
