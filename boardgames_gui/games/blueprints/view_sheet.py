"""The score table under each building: a live preview while building, the round's
scoring sheet once the round is scored.

One row per material lists the dice that earned its points (tiny dice with their
points), then the blueprint bonus, the building score and the prize checklist.
Clicking a row lights those dice in the 3D building (and fades the others).

The table goes behind its player's screen at every hand-off: its parts paint through
`itemcache.paint_picture(..., shared=True)`, so what comes back as it was is not drawn again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ...engine.i18n import noop, tr
from ...widgets import itemcache
from ...widgets.itemcache import show
from ...widgets.textpaint import draw_legible
from . import view_art as art
from .view_items import ClickableItem

CTX = "blueprints"
ROW_H = 23.0

MATERIAL_ORDER = ("wood", "recycled", "stone", "glass")


def material_label(key: str) -> str:
    return {
        "wood": tr(CTX, "Wood"),
        "recycled": tr(CTX, "Recycled"),
        "stone": tr(CTX, "Stone"),
        "glass": tr(CTX, "Glass"),
    }[key]


def material_rule(key: str) -> str:
    return {
        "wood": tr(CTX, "2 per die touching each wood die (sides, above, below)"),
        "recycled": tr(CTX, "by count: 1/2/3/4/5/6 green = 2/5/10/15/20/30"),
        "stone": tr(CTX, "by level: 1st 2, 2nd 3, 3rd 5, 4th+ 8"),
        "glass": tr(CTX, "face value of each glass die, covered or not"),
    }[key]


class SheetRowItem(ClickableItem):
    """One row of the score table (a material, the blueprint bonus or the total)."""

    def __init__(self, key: str, width: float, parent: Any = None) -> None:
        super().__init__(parent)
        self.key = key
        self.width = width
        self.data: dict[str, Any] | None = None
        self.text = ""
        self.points: str = ""
        self.active = False
        self.setToolTip(material_rule(key) if key in MATERIAL_ORDER else "")

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-2, -2, self.width + 4, ROW_H + 4)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        # the row's dice and points as text: a dict is no key
        key = (self.key, repr(self.data), self.text, self.points, self.active, self._hover)
        itemcache.paint_picture(self, p, key, self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(0, 0, self.width, ROW_H)
        if self.active or self._hover:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(255, 236, 170, 55 if self.active else 25))
            p.drawRoundedRect(rect, 5, 5)
        x = 4.0
        if self.key in MATERIAL_ORDER:
            art.paint_die(p, QRectF(x, 4, 15, 15), self.key, 6 if self.key != "recycled" else 5)
            x += 22
            p.setFont(art.ui_font(9, True))
            p.setPen(art.INK)
            draw_legible(p, QRectF(x, 0, 70, ROW_H), Qt.AlignVCenter | Qt.AlignLeft, material_label(self.key))
            x += 70
            dice = (self.data or {}).get("dice", [])
            dx = x
            for d in dice[:8]:
                art.paint_die(p, QRectF(dx, 4, 15, 15), self.key, d["value"])
                if self.key != "recycled":
                    p.setFont(art.ui_font(7))
                    p.setPen(art.INK_DIM)
                    draw_legible(
                        p, QRectF(dx + 16, 2, 22, ROW_H - 2), Qt.AlignVCenter | Qt.AlignLeft, f"{d['points']}"
                    )
                    dx += 36
                else:
                    dx += 18
            if self.key == "recycled" and dice:
                p.setFont(art.ui_font(8))
                p.setPen(art.INK_DIM)
                draw_legible(
                    p,
                    QRectF(dx + 4, 0, 120, ROW_H),
                    Qt.AlignVCenter | Qt.AlignLeft,
                    tr(CTX, "{n} green", n=len(dice)),
                )
            if not dice:
                p.setFont(art.ui_font(8))
                p.setPen(QColor(255, 255, 255, 90))
                draw_legible(p, QRectF(x, 0, 220, ROW_H), Qt.AlignVCenter | Qt.AlignLeft, "—")
        else:
            p.setFont(art.ui_font(10 if self.key == "total" else 9, True))
            p.setPen(art.INK)
            draw_legible(p, QRectF(x, 0, self.width - 60, ROW_H), Qt.AlignVCenter | Qt.AlignLeft, self.text)
        p.setFont(art.ui_font(12 if self.key == "total" else 10, True))
        p.setPen(QColor("#FFE7A0") if self.key == "total" else art.INK)
        draw_legible(p, QRectF(self.width - 56, 0, 50, ROW_H), Qt.AlignVCenter | Qt.AlignRight, self.points)


class PrizeChipItem(ClickableItem):
    """A prize condition with how far the building is (3/5); lit when met."""

    NAMES = {
        "skyscraper": (noop(CTX, "Skyscraper"), "마천루"),
        "structural_integrity": (noop(CTX, "Integrity"), "완전한 구조"),
        "geometer": (noop(CTX, "Geometer"), "기하학"),
        "materials": (noop(CTX, "Materials"), "자재"),
    }

    def __init__(self, prize: str, width: float, parent: Any = None) -> None:
        super().__init__(parent)
        self.prize = prize
        self.width = width
        self.measure = 0
        self.need = 1
        self.met = False
        self.won_by: str | None = None

    def set_check(self, check: dict[str, Any] | None, tip: str) -> None:
        show(
            self,
            measure=(check or {}).get("measure", 0),
            need=(check or {}).get("need", 1),
            met=bool((check or {}).get("qualifies")),
        )
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-2, -2, self.width + 4, 36)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        itemcache.paint_picture(
            self, p, (self.prize, self.measure, self.need, self.met), self._draw, shared=True
        )

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(0, 0, self.width, 32)
        p.setPen(QPen(QColor("#FFE7A0") if self.met else QColor(255, 255, 255, 50), 1.2))
        p.setBrush(QColor(255, 231, 160, 50) if self.met else QColor(0, 0, 0, 50))
        p.drawRoundedRect(rect, 6, 6)
        en, ko = self.NAMES[self.prize]
        en = tr(CTX, en)
        ko = "" if ko == en else ko  # a Korean table reads the name once
        p.setFont(art.ui_font(8, True))
        p.setPen(art.INK if self.met else art.INK_DIM)
        draw_legible(p, QRectF(6, 1, self.width - 40, 16), Qt.AlignVCenter | Qt.AlignLeft, en)
        p.setFont(art.ui_font(7))
        draw_legible(p, QRectF(6, 15, self.width - 40, 14), Qt.AlignVCenter | Qt.AlignLeft, ko)
        p.setFont(art.ui_font(9, True))
        p.setPen(QColor("#FFE7A0") if self.met else art.INK_DIM)
        draw_legible(
            p,
            QRectF(self.width - 40, 0, 36, 32),
            Qt.AlignVCenter | Qt.AlignRight,
            f"{self.measure}/{self.need}",
        )


class ScoreSheetItem(ClickableItem):
    """The table of a building's points; `on_mark(cells)` lights dice in the 3D view."""

    def __init__(self, width: float, parent: Any = None) -> None:
        super().__init__(parent)
        self.width = width
        self.title = ""
        self.rows: dict[str, SheetRowItem] = {}
        keys = (*MATERIAL_ORDER, "blueprint", "total")
        for i, key in enumerate(keys):
            row = SheetRowItem(key, width, self)
            row.setPos(0, 20 + i * ROW_H)
            row.on_click = self._row_clicker(key)
            self.rows[key] = row
        pw = (width - 3 * 6) / 4
        self.prizes: dict[str, PrizeChipItem] = {}
        for i, pid in enumerate(PrizeChipItem.NAMES):
            chip = PrizeChipItem(pid, pw, self)
            chip.setPos(i * (pw + 6), 20 + len(keys) * ROW_H + 6)
            self.prizes[pid] = chip
        self.on_mark: Callable[[set[tuple[tuple[int, int], int]] | None], None] | None = None
        self.breakdown: dict[str, Any] | None = None
        self.active: str | None = None

    def height(self) -> float:
        return 20 + 6 * ROW_H + 6 + 34

    def _row_clicker(self, key: str) -> Callable[[], None]:
        def click() -> None:
            self.toggle(key)

        return click

    def toggle(self, key: str) -> None:
        """Light the dice that earned this row's points (again: show all)."""
        self.active = None if self.active == key else key
        for k, row in self.rows.items():
            row.active = k == self.active
            row.update()
        if self.on_mark is not None:
            self.on_mark(self.marked_dice())

    def marked_dice(self) -> set[tuple[tuple[int, int], int]] | None:
        """(cell, level from 0) of the dice behind the active row."""
        if self.active is None or self.breakdown is None:
            return None
        mats = self.breakdown.get("materials", {})
        if self.active in mats and mats[self.active]["dice"]:
            return {((d["cell"][0], d["cell"][1]), d["level"] - 1) for d in mats[self.active]["dice"]}
        return None

    def set_breakdown(self, title: str, breakdown: dict[str, Any], blueprint_known: bool) -> None:
        show(self, title=title)
        self.breakdown = breakdown
        mats = breakdown.get("materials", {})
        for key in MATERIAL_ORDER:
            show(self.rows[key], data=mats.get(key), points=str(mats.get(key, {}).get("points", 0)))
        bp = self.rows["blueprint"]
        check = breakdown.get("blueprint")
        if blueprint_known and check is not None:
            ok = check["matched"]
            show(
                bp,
                text=tr(CTX, "Blueprint bonus: exact match")
                if ok
                else tr(CTX, "Blueprint bonus: heights differ"),
                points=str(check["points"]),
            )
        else:
            show(bp, text=tr(CTX, "Blueprint bonus: secret until scoring"), points="?")
        score = breakdown.get("materials_total", 0) + (check["points"] if blueprint_known and check else 0)
        show(
            self.rows["total"],
            text=tr(CTX, "Building score"),
            points=str(score) + ("" if blueprint_known else "+?"),
        )
        for pid, chip in self.prizes.items():
            chk = breakdown.get("prize_checks", {}).get(pid)
            chip.set_check(chk, _prize_tip(pid, chk))
        if self.active is not None and self.on_mark is not None:
            self.on_mark(self.marked_dice())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, 18)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        itemcache.paint_picture(self, p, self.title, self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        p.setFont(art.ui_font(8, True))
        p.setPen(art.INK_DIM)
        draw_legible(p, QRectF(4, 0, self.width - 8, 18), Qt.AlignVCenter | Qt.AlignLeft, self.title.upper())
        p.setPen(QPen(QColor(255, 255, 255, 40), 1))
        p.drawLine(QPointF(0, 18), QPointF(self.width, 18))


def _prize_tip(pid: str, chk: dict[str, Any] | None) -> str:
    rules = {
        "skyscraper": tr(CTX, "Skyscraper (마천루): a stack at least 5 dice tall. 2 points."),
        "structural_integrity": tr(
            CTX, "Structural Integrity (완전한 구조): at least 4 dice with the same number. 2 points."
        ),
        "geometer": tr(CTX, "Geometer (기하학): every number 1 to 6 in the building. 2 points."),
        "materials": tr(CTX, "Materials (자재): at least 5 dice of one colour. 2 points."),
    }
    return rules[pid] + "\n" + tr(CTX, "Covered dice count too.")
