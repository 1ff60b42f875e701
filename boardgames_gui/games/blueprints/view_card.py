"""The blueprint card seen from above: the printed height of each cell, crossed-out
cells, the stack built so far and the exact-match check cell by cell; or its back
while the card is secret. The card goes behind its player's screen at every hand-off: it
paints through `itemcache.paint_picture(..., shared=True)`, so it is not drawn again when it comes back as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine.i18n import tr
from ...widgets import itemcache
from ...widgets.itemcache import cached, show
from ...widgets.textpaint import draw_legible
from . import view_art as art
from .view_art import Iso
from .view_building import tall_outline
from .view_items import Cell, ClickableItem, ClickFn, Die

CTX = "blueprints"

# --------------------------------------------------------------------------- blueprint card


class CardCellItem(ClickableItem):
    """A cell of the top-down blueprint card (clickable like the building's cell)."""

    def __init__(self, card: BlueprintCardItem, cell: Cell, rect: QRectF) -> None:
        super().__init__(card)
        self.card = card
        self.cell = cell
        self.rect = rect
        self.lit = False

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        itemcache.paint_picture(
            self, p, self.card.cell_look(self), lambda q: self.card.paint_cell(q, self), shared=True
        )


class BlueprintCardItem(QGraphicsObject):
    """The blueprint card seen from above: required height per cell, crossed-out cells,
    the stack built so far and a ✓/✗ per cell; or the card's back when hidden."""

    W, H = 150.0, 214.0

    def __init__(self, rows: int, cols: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.rows, self.cols = rows, cols
        self.number: int | None = None
        self.grid: Sequence[Sequence[int | None]] | None = None  # None = face down
        self.stacks: dict[Cell, list[Die]] = {}
        self.final = False  # the round is scored: every cell gets its ✓ or ✗
        self.on_cell: Callable[[Cell], None] | None = None
        cw, ch = (self.W - 20) / cols, (self.H - 44) / rows
        self.cell_items = {}
        for r in range(rows):
            for c in range(cols):
                rect = QRectF(10 + c * cw, 32 + r * ch, cw, ch)
                item = CardCellItem(self, (r, c), rect)
                item.on_click = self._clicker((r, c))
                self.cell_items[(r, c)] = item

    def _clicker(self, cell: Cell) -> ClickFn:
        def click() -> None:
            if self.on_cell is not None:
                self.on_cell(cell)

        return click

    def set_card(
        self,
        number: int | None,
        grid: Sequence[Sequence[int | None]] | None,
        stacks: dict[Cell, list[Die]],
        final: bool = False,
    ) -> None:
        if not show(self, final=final, number=number, grid=grid, stacks=stacks):
            return
        for item in self.cell_items.values():
            item.setVisible(grid is not None)
            item.update()

    def set_lit(self, lit: set[Cell]) -> None:
        for cell, item in self.cell_items.items():
            if show(item, lit=cell in lit):
                item.setCursor(Qt.PointingHandCursor if item.lit else Qt.ArrowCursor)

    def cell_ok(self, cell: Cell) -> bool | None:
        """Exact-match check of one cell: built height equals the printed height."""
        if self.grid is None:
            return None
        want = self.grid[cell[0]][cell[1]]
        have = len(self.stacks.get(cell, []))
        return have == (want or 0)

    def matches(self) -> bool:
        return self.grid is not None and all(self.cell_ok(c) for c in self.cell_items)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, self.W + 10, self.H + 12)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        key = (self.number, self.grid is None, self.matches())
        itemcache.paint_picture(self, p, key, self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(0, 0, self.W, self.H)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(rect.translated(3, 5), 10, 10)
        g = QLinearGradient(rect.topLeft(), rect.bottomRight())
        g.setColorAt(0, art.BLUEPRINT.lighter(118))
        g.setColorAt(1, art.BLUEPRINT.darker(115))
        p.setBrush(QBrush(g))
        p.setPen(QPen(QColor("#E9F1FB"), 2.0))
        p.drawRoundedRect(rect, 10, 10)
        # drafting grid
        p.setPen(QPen(QColor(220, 235, 255, 28), 1))
        x = 6.0
        while x < self.W:
            p.drawLine(QPointF(x, 4), QPointF(x, self.H - 4))
            x += 12
        y = 6.0
        while y < self.H:
            p.drawLine(QPointF(4, y), QPointF(self.W - 4, y))
            y += 12
        p.setFont(art.ui_font(9, True))
        p.setPen(art.BLUEPRINT_LINE)
        if self.grid is None:
            self._paint_back(p)
            return
        title = tr(CTX, "Blueprint #{n}", n=self.number) if self.number is not None else tr(CTX, "Blueprint")
        draw_legible(p, QRectF(10, 6, self.W - 20, 22), Qt.AlignLeft | Qt.AlignVCenter, title)
        ok = self.matches()
        p.setFont(art.ui_font(8))
        p.setPen(QColor("#9FE0B8") if ok else QColor(220, 235, 255, 180))
        draw_legible(
            p,
            QRectF(10, self.H - 14, self.W - 20, 12),
            Qt.AlignCenter,
            tr(CTX, "exact match +6") if ok else tr(CTX, "match every height: +6"),
        )

    def _paint_back(self, p: QPainter) -> None:
        """The card's back: a drafted tower in white line work, and the word 'secret'."""
        iso = Iso(18, 9, 16)
        p.save()
        p.translate(self.W / 2 + 4, self.H / 2 + 18)
        p.setPen(QPen(QColor(233, 241, 251, 150), 1.1))
        p.setBrush(Qt.NoBrush)
        for gx, gy, h in ((0, 0, 3), (1, 0, 2), (0, 1, 1), (1, 1, 1), (0, 2, 1)):
            p.drawPolygon(tall_outline(iso, gx - 1, gy - 1.5, h))
            top = iso.pt(gx, gy - 0.5, h)
            p.drawLine(top, iso.pt(gx - 1, gy - 0.5, h))
            p.drawLine(top, iso.pt(gx, gy - 1.5, h))
            p.drawLine(top, iso.pt(gx, gy - 0.5, 0))
        p.restore()
        p.setFont(art.ui_font(10, True))
        p.setPen(QColor(233, 241, 251, 230))
        draw_legible(p, QRectF(0, 12, self.W, 20), Qt.AlignCenter, tr(CTX, "BLUEPRINT"))
        p.setFont(art.ui_font(8))
        p.setPen(QColor(233, 241, 251, 170))
        draw_legible(p, QRectF(0, 30, self.W, 16), Qt.AlignCenter, "청사진")
        draw_legible(p, QRectF(0, self.H - 26, self.W, 16), Qt.AlignCenter, tr(CTX, "secret until scoring"))

    def cell_look(self, item: CardCellItem) -> tuple:
        """What `paint_cell` shows of a cell."""
        if self.grid is None:
            return ()
        stack = tuple(tuple(die) for die in self.stacks.get(item.cell, []))
        return (self.grid[item.cell[0]][item.cell[1]], stack, self.final, item.lit, item._hover)

    def paint_cell(self, p: QPainter, item: CardCellItem) -> None:
        if self.grid is None:
            return
        p.setRenderHint(QPainter.Antialiasing)
        r = item.rect.adjusted(3, 3, -3, -3)
        want = self.grid[item.cell[0]][item.cell[1]]
        path = QPainterPath()
        path.addRect(r)
        p.setPen(QPen(art.BLUEPRINT_LINE, 1.6))
        p.setBrush(QColor(255, 255, 255, 18))
        p.drawPath(path)
        stack = self.stacks.get(item.cell, [])
        if want is None:
            art.paint_hatch(p, path, QColor(220, 235, 255, 150), 7.0)
        else:
            p.setFont(art.ui_font(20, True))
            p.setPen(QColor(233, 241, 251, 235))
            draw_legible(p, r.adjusted(4, 0, 0, 0), Qt.AlignLeft | Qt.AlignTop, str(want))
        # the stack built so far: small dice bottom -> top, along the cell's right edge
        s = min(15.0, (r.height() - 6) / max(1, len(stack))) if stack else 0
        for k, die in enumerate(stack):
            dr = QRectF(r.right() - s - 3, r.bottom() - 3 - (k + 1) * s, s - 1, s - 1)
            art.paint_die(p, dr, die[0], die[1])
        have, need = len(stack), want or 0
        if self.final or have >= need:
            if have or need or self.final:
                art.paint_check(p, QPointF(r.left() + 11, r.bottom() - 11), 16, have == need)
        else:
            # still building: how many dice this cell still needs
            p.setFont(art.ui_font(8, True))
            p.setPen(QColor(233, 241, 251, 200))
            draw_legible(
                p,
                QRectF(r.left() + 3, r.bottom() - 18, 40, 16),
                Qt.AlignLeft | Qt.AlignVCenter,
                f"{have}/{need}",
            )
        if item.lit:
            glow = QPainterPath()
            glow.addRect(r.adjusted(1, 1, -1, -1))
            art.paint_glow(p, glow, 1.0 if item._hover else 0.7)
