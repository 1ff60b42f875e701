"""How small the board's text is on screen (issue 15: "at 1366x768 no text is below 9 px").

For every game in the launcher, in the real MainWindow at each window size, a few random moves
into a game, it draws the board as the window shows it and records every text the items paint
(through a QPainter that notes each `drawText` with its font and the transform it is drawn at)
and every text item, in device pixels. It prints how many texts there are, how many are under
9 px, the median, and the smallest with their words.

A figure, not a test. The rendering is the view's own: its transform at that window size, the
docks as they open by default.

    PYTHONPATH=. python3 bench/text_sizes.py [--sizes 1366x768,1920x1080] [--games bluemarble,...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem  # noqa: E402

from boardgames_gui.engine.api import concretise  # noqa: E402
from boardgames_gui.engine.bots import RandomBot  # noqa: E402
from boardgames_gui.games import registry  # noqa: E402
from boardgames_gui.ui.application import create_application  # noqa: E402
from boardgames_gui.ui.mainwindow import MainWindow  # noqa: E402
from boardgames_gui.widgets.textpaint import LegibleTextItem  # noqa: E402

SMALLEST = 9.0  # px: the floor


def font_px(font) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72


class NotingPainter(QPainter):
    """A painter that notes the on-screen size of every text drawn with it. Items' paint()
    receive this very object (shiboken hands back the Python wrapper), so their drawText
    calls come here."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[tuple[float, str]] = []

    def drawText(self, *args):  # noqa: N802 (Qt's name)
        transform = self.worldTransform()
        scale = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5
        words = next((a for a in args if isinstance(a, str)), "")
        if words.strip():
            self.texts.append((font_px(self.font()) * scale, words))
        return super().drawText(*args)


def measure(app, game_id: str, size: tuple[int, int], moves: int) -> list[tuple[float, str]]:
    window = MainWindow()
    window.resize(*size)
    window.show()
    app.processEvents()
    window.start_new_game(game_id, {"players": 3}, 5)
    page = window.page
    chooser = RandomBot(3)
    for _ in range(moves):
        if page.match.decision() is None:
            break
        page.play(concretise(chooser.rng.choice(page.match.legal_actions()), chooser.rng))
        app.processEvents()
    for _ in range(5):
        app.processEvents()
    scene, view = page.view, page.board
    for item in scene.items():  # pixmap caches would hide the drawing from the painter
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    viewport = view.viewport().rect()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32)
    painter = NotingPainter(image)
    view.render(painter, QRectF(image.rect()), viewport)
    painter.end()
    texts = list(painter.texts)
    zoom = view.transform().m11()
    for item in scene.items():
        if isinstance(item, LegibleTextItem):
            continue  # it paints through drawText, noted by the painter at the size it is drawn
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem) and item.isVisible():
            words = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            texts.append((font_px(item.font()) * zoom * item.sceneTransform().m11(), words))
    page.shut_down()
    window.close()
    return sorted(texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1366x768,1920x1080")
    parser.add_argument("--games", default=",".join(g.game_id for g in registry.all_games()))
    parser.add_argument("--moves", type=int, default=25)
    args = parser.parse_args()
    app = create_application([])
    for size_text in args.sizes.split(","):
        size = tuple(int(n) for n in size_text.split("x"))
        for game_id in args.games.split(","):
            texts = measure(app, game_id, size, args.moves)
            small = [t for t in texts if t[0] < SMALLEST]
            sizes = [px for px, _ in texts]
            smallest = ", ".join(f"{px:.1f} px {words[:24]!r}" for px, words in small[:4])
            print(
                f"{size_text:>9} {game_id:<13} {len(texts):4} texts  {len(small):4} under {SMALLEST:g} px  "
                f"median {statistics.median(sizes):4.1f} px  smallest: {smallest}"
            )


if __name__ == "__main__":
    main()
