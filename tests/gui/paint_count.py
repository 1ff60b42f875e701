"""Counts the paint() calls of a scene's items (issue 15, "Speed a player feels": a move
repaints only what changed)."""

from __future__ import annotations

import inspect
from collections import Counter
from types import ModuleType
from typing import Any

from PySide6.QtWidgets import QApplication, QGraphicsItem


def count_paints(monkeypatch: Any, *modules: ModuleType) -> Counter:
    """From now on, count by item (`id`) the paint() calls of every graphics item class
    the modules define. Call it before the scene is made: PySide finds a Python paint()
    override when an item is first painted."""
    counts: Counter = Counter()
    for module in modules:
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__ or not issubclass(cls, QGraphicsItem):
                continue
            if "paint" not in cls.__dict__:
                continue
            original = cls.__dict__["paint"]

            def counted(item: Any, *args: Any, _original: Any = original) -> None:
                counts[id(item)] += 1
                _original(item, *args)

            monkeypatch.setattr(cls, "paint", counted)
    return counts


def record_texts(monkeypatch: Any) -> list[str]:
    """From now on, list every text painted with `textpaint.draw_text` or `draw_wrapped`
    (what a repainted item showed)."""
    from boardgames_gui.widgets import textpaint

    texts: list[str] = []
    for name in ("draw_text", "draw_wrapped"):
        original = getattr(textpaint, name)

        def recorded(p: Any, rect: Any, text: str, *args: Any, _original: Any = original, **kw: Any) -> Any:
            texts.append(text)
            return _original(p, rect, text, *args, **kw)

        monkeypatch.setattr(textpaint, name, recorded)
    return texts


def settle() -> None:
    """Let the window paint what is queued."""
    for _ in range(3):
        QApplication.processEvents()


def descendants(item: QGraphicsItem) -> list[QGraphicsItem]:
    """The item and every item under it."""
    out = [item]
    for child in item.childItems():
        out.extend(descendants(child))
    return out


class Drawings:
    """How often items of the modules were drawn: for an item that paints through
    `itemcache.paint_picture`, the pictures it drew (its paint() may only have put a kept
    picture back); for any other item, its paint() calls. Make it before the scene is made."""

    def __init__(self, monkeypatch: Any, *modules: ModuleType) -> None:
        from boardgames_gui.widgets import itemcache

        self.paints = count_paints(monkeypatch, *modules)
        self.pictures: Counter = Counter()
        # what each drawn picture showed, at what scale: (item class, key, scale)
        self.looks: Counter = Counter()
        self.remembering: set[int] = set()
        paint_picture = itemcache.paint_picture

        def counted(item: Any, p: Any, key: Any, draw: Any, **kw: Any) -> None:
            self.remembering.add(id(item))

            def drawing(q: Any) -> None:
                self.pictures[id(item)] += 1
                self.looks[(type(item).__name__, key, round(q.worldTransform().m11(), 4))] += 1
                draw(q)

            paint_picture(item, p, key, drawing, **kw)

        monkeypatch.setattr(itemcache, "paint_picture", counted)

    def clear(self) -> None:
        self.paints.clear()
        self.pictures.clear()
        self.looks.clear()

    def of(self, item: QGraphicsItem) -> int:
        """Times the item was drawn since the last clear()."""
        if id(item) in self.remembering:
            return self.pictures[id(item)]
        return self.paints[id(item)]

    def drawn(self, items: list[QGraphicsItem]) -> list[QGraphicsItem]:
        """Those of the items drawn since the last clear()."""
        return [item for item in items if self.of(item)]

    def total(self, scene: Any) -> int:
        """Drawings of all the scene's items since the last clear()."""
        return sum(self.of(item) for item in scene.items())


def table_at_full_hd(window: Any, qtbot: Any, game_id: str, players: int, seed: int) -> Any:
    """A new game of `game_id` in the real window at 1920x1080, its table shown (past the
    hand-off screen) and painted; the game's page."""
    window.resize(1920, 1080)
    window.start_new_game(game_id, {"players": players}, seed)
    page = window.page
    page.reveal()
    settle()
    qtbot.wait(20)
    return page
