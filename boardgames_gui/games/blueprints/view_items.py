"""The graphics items of the Blueprints table: pool dice, the isometric building,
the blueprint card, panels and buttons.

Items know nothing about the rules: they are told what to show (dice, heights,
which cells glow) and call back with what was clicked. They are created once by
the view and updated on every redraw (DESIGN.md section 4).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine.i18n import tr
from . import view_art as art
from .view_art import Iso

Cell = tuple[int, int]
EXPLODE_GAP = 1.9  # exploded view: a level every 1.9 die heights
Die = tuple[str, int]
ClickFn = Callable[[], None]


class ClickableItem(QGraphicsObject):
    """An item that calls `on_click` when pressed with the left button."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.on_click: ClickFn | None = None
        self.setAcceptHoverEvents(True)
        self._hover = False

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 (Qt name)
        if event.button() == Qt.LeftButton and self.on_click is not None:
            event.accept()
            self.on_click()
        else:
            event.ignore()

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802
        self._hover = False
        self.update()


# --------------------------------------------------------------------------- pool dice


class PoolDieItem(ClickableItem):
    """One die in the materials depot, drawn as a real die of its material."""

    SIZE = 50.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.die: Die = ("wood", 1)
        self.index = -1
        self.picked = False
        self.available = True  # the current decision may take this die
        self.fits_nowhere = False
        self.setCursor(Qt.PointingHandCursor)

    def set_die(self, index: int, die: Die, picked: bool, available: bool, fits_nowhere: bool) -> None:
        self.index = index
        self.die = die
        self.picked = picked
        self.available = available
        self.fits_nowhere = fits_nowhere
        self.setToolTip(f"{art.material(die[0]).label} {die[1]}")
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = 14.0
        return QRectF(-m, -m, self.SIZE + 2 * m, self.SIZE + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.SIZE, self.SIZE), 9, 9)
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        rect = QRectF(0, 0, self.SIZE, self.SIZE)
        if self.picked:
            rect.translate(0, -6)
        if self.picked or (self._hover and self.available):
            glow = QPainterPath()
            glow.addRoundedRect(rect.adjusted(-3, -3, 3, 3), 11, 11)
            art.paint_glow(p, glow, 1.0 if self.picked else 0.5)
        art.paint_die(p, rect, self.die[0], self.die[1], dim=not self.available)
        if self.fits_nowhere and self.available:
            # a small badge: this die fits none of your cells
            p.setRenderHint(QPainter.Antialiasing)
            c = QPointF(rect.right() - 2, rect.top() + 2)
            p.setPen(QPen(QColor("#FFFFFF"), 1.2))
            p.setBrush(art.REFUSE)
            p.drawEllipse(c, 8, 8)
            p.setPen(QPen(QColor("#FFFFFF"), 2))
            p.drawLine(c + QPointF(-3.5, 0), c + QPointF(3.5, 0))


# --------------------------------------------------------------------------- isometric building


def rotate_cell(cell: Cell, rows: int, cols: int, turns: int) -> tuple[float, float, int, int]:
    """Grid (x, y) of a card cell after `turns` quarter turns, and the rotated grid size."""
    x, y, w, h = cell[1], cell[0], cols, rows
    for _ in range(turns % 4):
        x, y, w, h = h - 1 - y, x, h, w
    return x, y, w, h


class CubeItem(ClickableItem):
    """A die placed in a building, drawn as an isometric cube."""

    def __init__(self, building: BuildingItem) -> None:
        super().__init__(building)
        self.building = building
        self.cell: Cell = (0, 0)
        self.level = 0
        self.die: Die = ("wood", 1)
        self.gx = self.gy = 0.0
        self.marked = False  # highlighted on the scoring sheet
        self.faded = False

    def place(self, cell: Cell, level: int, die: Die, gx: float, gy: float) -> None:
        self.prepareGeometryChange()
        self.cell, self.level, self.die, self.gx, self.gy = cell, level, die, gx, gy
        self.setY(0)  # a drop animation may have been cut short
        self.setZValue(10 + (gx + gy) * 20 + level)
        self.setToolTip(f"{art.material(die[0]).label} {die[1]} · level {level + 1}")
        self.update()

    def _outline(self) -> QPolygonF:
        return self.building.iso.cube_outline(self.gx, self.gy, self.building.zpos(self.level))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._outline().boundingRect().adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._outline())
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if self.faded:
            p.setOpacity(0.28)
        art.paint_iso_cube(
            p, self.building.iso, self.gx, self.gy, self.building.zpos(self.level), self.die[0], self.die[1]
        )
        if self.marked:
            path = QPainterPath()
            path.addPolygon(self._outline())
            path.closeSubpath()
            art.paint_glow(p, path, 0.9)


class CellItem(ClickableItem):
    """A cell of the footprint on the ground plate (hatched when the blueprint crosses it out)."""

    def __init__(self, building: BuildingItem, cell: Cell) -> None:
        super().__init__(building)
        self.building = building
        self.cell = cell
        self.gx = self.gy = 0.0
        self.crossed = False
        self.setZValue(1)

    def move_to(self, gx: float, gy: float) -> None:
        self.prepareGeometryChange()
        self.gx, self.gy = gx, gy
        self.update()

    def _poly(self) -> QPolygonF:
        return self.building.iso.rhombus(self.gx, self.gy, 0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._poly().boundingRect().adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._poly())
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        poly = self._poly()
        path = QPainterPath()
        path.addPolygon(poly)
        path.closeSubpath()
        p.setPen(QPen(QColor(255, 255, 255, 120), 1.0))
        p.setBrush(QColor("#D9D2BE") if not self.crossed else QColor("#9A9481"))
        p.drawPath(path)
        if self.crossed:
            art.paint_hatch(p, path, QColor(60, 50, 40, 150), 5.0)


class TargetItem(ClickableItem):
    """Where the picked die may go on a cell: the glowing surface it would land on
    (the top of the stack, or the ground); under the mouse, the ghost of the die."""

    def __init__(self, building: BuildingItem, cell: Cell) -> None:
        super().__init__(building)
        self.building = building
        self.cell = cell
        self.gx = self.gy = 0.0
        self.level = 0
        self.setCursor(Qt.PointingHandCursor)
        self.hide()

    def place(self, gx: float, gy: float, level: int) -> None:
        self.prepareGeometryChange()
        self.gx, self.gy, self.level = gx, gy, level
        # in depth order with the dice: a cell behind a tower glows behind it, as it would
        self.setZValue(10 + (gx + gy) * 20 + level - 0.5)
        self.update()

    def _landing(self) -> QPolygonF:
        return self.building.iso.rhombus(self.gx, self.gy, self.building.zpos(self.level))

    def boundingRect(self) -> QRectF:  # noqa: N802
        ghost = self.building.iso.cube_outline(self.gx, self.gy, self.building.zpos(self.level))
        return ghost.boundingRect().united(self._landing().boundingRect()).adjusted(-10, -10, 10, 10)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._landing())
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        iso = self.building.iso
        path = QPainterPath()
        path.addPolygon(self._landing())
        path.closeSubpath()
        art.paint_glow(p, path, 1.0 if self._hover else 0.8)
        if self._hover:
            ghost = QPainterPath()
            ghost.addPolygon(iso.cube_outline(self.gx, self.gy, self.building.zpos(self.level)))
            ghost.closeSubpath()
            p.setPen(QPen(QColor(255, 246, 214, 220), 1.2, Qt.DashLine))
            p.setBrush(QColor(255, 236, 170, 40))
            p.drawPath(ghost)


class XrayItem(QGraphicsItem):
    """Thin dashed outlines of the lit cells drawn over everything, so a cell hidden
    behind a tower still shows where it is (the glow itself stays in depth order)."""

    def __init__(self, building: BuildingItem) -> None:
        super().__init__(building)
        self.polys: list[QPolygonF] = []
        self.setZValue(450)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_polys(self, polys: list[QPolygonF]) -> None:
        self.prepareGeometryChange()
        self.polys = polys
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = QRectF()
        for poly in self.polys:
            r = r.united(poly.boundingRect())
        return r.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        c = QColor(art.GLOW)
        c.setAlpha(170)
        p.setPen(QPen(c, 1.3, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        for poly in self.polys:
            p.drawPolygon(poly)


class PlanItem(QGraphicsItem):
    """The blueprint's planned volume drawn as a faint wireframe over the building."""

    def __init__(self, building: BuildingItem) -> None:
        super().__init__(building)
        self.building = building
        self.boxes: list[tuple[float, float, int]] = []  # gx, gy, height
        self.setZValue(400)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_boxes(self, boxes: list[tuple[float, float, int]]) -> None:
        self.prepareGeometryChange()
        self.boxes = boxes
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = QRectF()
        for gx, gy, h in self.boxes:
            poly = QPolygonF(
                [self.building.iso.pt(gx, gy, h), self.building.iso.pt(gx + 1, gy + 1, 0)]
                + [self.building.iso.pt(gx + 1, gy, 0), self.building.iso.pt(gx, gy + 1, 0)]
            )
            r = r.united(poly.boundingRect())
        return r.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        iso = self.building.iso
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(QColor(190, 220, 255, 110), 1.0, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        for gx, gy, h in self.boxes:
            p.drawPolygon(iso.cube_outline(gx, gy, 0) if h == 1 else _tall_outline(iso, gx, gy, h))
            top = iso.pt(gx + 1, gy + 1, h)
            p.drawLine(top, iso.pt(gx, gy + 1, h))
            p.drawLine(top, iso.pt(gx + 1, gy, h))
            p.drawLine(top, iso.pt(gx + 1, gy + 1, 0))


def _tall_outline(iso: Iso, x: float, y: float, h: int) -> QPolygonF:
    return QPolygonF(
        [
            iso.pt(x, y, h),
            iso.pt(x + 1, y, h),
            iso.pt(x + 1, y, 0),
            iso.pt(x + 1, y + 1, 0),
            iso.pt(x, y + 1, 0),
            iso.pt(x, y + 1, h),
        ]
    )


class BuildingItem(QGraphicsObject):
    """A player's building in isometric 3D on the 3 x 2 footprint, turnable in 90° steps.

    `on_cell(cell)` is called for a click on a cell, a die of its stack or its glowing
    target; `on_rotate()` for the rotate control.
    """

    def __init__(
        self, rows: int, cols: int, iso: Iso | None = None, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.rows, self.cols = rows, cols
        self.iso = iso or Iso(48, 24, 43)
        self.turns = 0
        self.exploded = False  # levels pulled apart so covered dice show their faces
        self.on_cell: Callable[[Cell], None] | None = None
        self.stacks: dict[Cell, list[Die]] = {}
        self.crossed: set[Cell] = set()
        self.cells = {(r, c): CellItem(self, (r, c)) for r in range(rows) for c in range(cols)}
        self.targets = {(r, c): TargetItem(self, (r, c)) for r in range(rows) for c in range(cols)}
        self.cubes: list[CubeItem] = []
        self.plan = PlanItem(self)
        self.xray = XrayItem(self)
        for cell, item in self.cells.items():
            item.on_click = self._clicker(cell)
        for cell, item in self.targets.items():
            item.on_click = self._clicker(cell)
        self._layout()

    def _clicker(self, cell: Cell) -> ClickFn:
        def click() -> None:
            if self.on_cell is not None:
                self.on_cell(cell)

        return click

    def boundingRect(self) -> QRectF:  # noqa: N802
        n = self.rows + self.cols
        return QRectF(
            -self.iso.a * max(self.rows, self.cols),
            -self.iso.h * 6,
            n * self.iso.a,
            self.iso.h * 6 + n * self.iso.b,
        )

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        # the concrete slab under the footprint, with a soft shadow
        _, _, w, h = rotate_cell((0, 0), self.rows, self.cols, self.turns)
        slab = QPolygonF(
            [
                self.iso.pt(-0.15, -0.15, 0),
                self.iso.pt(w + 0.15, -0.15, 0),
                self.iso.pt(w + 0.15, h + 0.15, 0),
                self.iso.pt(-0.15, h + 0.15, 0),
            ]
        )
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawPolygon(slab.translated(4, 7))
        edge = QPolygonF(
            [
                slab[1],
                slab[2],
                slab[3],
                slab[3] + QPointF(0, 7),
                slab[2] + QPointF(0, 7),
                slab[1] + QPointF(0, 7),
            ]
        )
        p.setBrush(QColor("#8E8778"))
        p.drawPolygon(edge)
        p.setBrush(QColor("#B8B09C"))
        p.drawPolygon(slab)

    def rotate(self) -> None:
        self.turns = (self.turns + 1) % 4
        self._layout()

    def zpos(self, level: int) -> float:
        """Drawing height of a level: exploded, each die floats above the one below."""
        return level * EXPLODE_GAP if self.exploded else float(level)

    def set_exploded(self, exploded: bool) -> None:
        self.exploded = exploded
        self._layout()

    def grid_pos(self, cell: Cell) -> tuple[float, float]:
        x, y, _, _ = rotate_cell(cell, self.rows, self.cols, self.turns)
        return x, y

    def set_content(self, stacks: dict[Cell, list[Die]], crossed: set[Cell]) -> None:
        self.stacks = {c: list(s) for c, s in stacks.items()}
        self.crossed = set(crossed)
        self._layout()

    def set_targets(self, lit: set[Cell]) -> None:
        for cell, t in self.targets.items():
            t.setVisible(cell in lit)
        self.xray.set_polys([self.targets[c]._landing() for c in sorted(lit)])

    def set_plan(self, heights: dict[Cell, int] | None) -> None:
        boxes = []
        for cell, h in (heights or {}).items():
            if h and not self.exploded:  # the plan's heights mean nothing pulled apart
                gx, gy = self.grid_pos(cell)
                boxes.append((gx, gy, h))
        self._plan_heights = heights
        self.plan.set_boxes(boxes)

    def mark(self, marked: set[tuple[Cell, int]] | None) -> None:
        """Glow the dice at (cell, level) (the scoring sheet's dice); fade the rest."""
        for cube in self.cubes:
            if not cube.isVisible():
                continue
            cube.marked = marked is not None and (cube.cell, cube.level) in marked
            cube.faded = marked is not None and not cube.marked
            cube.update()

    def cube_at(self, cell: Cell, level: int) -> CubeItem | None:
        for cube in self.cubes:
            if cube.isVisible() and cube.cell == cell and cube.level == level:
                return cube
        return None

    def _layout(self) -> None:
        self.prepareGeometryChange()
        for cell, item in self.cells.items():
            gx, gy = self.grid_pos(cell)
            item.move_to(gx, gy)
            item.crossed = cell in self.crossed
            item.update()
        k = 0
        for cell, stack in sorted(self.stacks.items()):
            gx, gy = self.grid_pos(cell)
            for level, die in enumerate(stack):
                if k == len(self.cubes):
                    cube = CubeItem(self)
                    self.cubes.append(cube)
                cube = self.cubes[k]
                cube.on_click = self._clicker(cell)
                cube.place(cell, level, die, gx, gy)
                cube.marked = cube.faded = False
                cube.show()
                k += 1
        for cube in self.cubes[k:]:
            cube.hide()
        for cell, t in self.targets.items():
            gx, gy = self.grid_pos(cell)
            t.place(gx, gy, len(self.stacks.get(cell, [])))
        self.xray.set_polys([t._landing() for _, t in sorted(self.targets.items()) if t.isVisibleTo(self)])
        if getattr(self, "_plan_heights", None) is not None:
            self.set_plan(self._plan_heights)
        self.update()


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
        self.card.paint_cell(p, self)


class BlueprintCardItem(QGraphicsObject):
    """The blueprint card seen from above: required height per cell, crossed-out cells,
    the stack built so far and a ✓/✗ per cell; or the card's back when hidden."""

    W, H = 150.0, 214.0

    def __init__(self, rows: int, cols: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
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
        self.final = final
        self.number = number
        self.grid = grid
        self.stacks = stacks
        for item in self.cell_items.values():
            item.setVisible(grid is not None)
            item.update()
        self.update()

    def set_lit(self, lit: set[Cell]) -> None:
        for cell, item in self.cell_items.items():
            item.lit = cell in lit
            item.setCursor(Qt.PointingHandCursor if item.lit else Qt.ArrowCursor)
            item.update()

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
        title = f"Blueprint #{self.number}" if self.number is not None else "Blueprint"
        p.drawText(QRectF(10, 6, self.W - 20, 22), Qt.AlignLeft | Qt.AlignVCenter, title)
        ok = self.matches()
        p.setFont(art.ui_font(8))
        p.setPen(QColor("#9FE0B8") if ok else QColor(220, 235, 255, 180))
        p.drawText(
            QRectF(10, self.H - 14, self.W - 20, 12),
            Qt.AlignCenter,
            "exact match +6" if ok else "match every height: +6",
        )

    def _paint_back(self, p: QPainter) -> None:
        """The card's back: a drafted tower in white line work, and the word 'secret'."""
        iso = Iso(18, 9, 16)
        p.save()
        p.translate(self.W / 2 + 4, self.H / 2 + 18)
        p.setPen(QPen(QColor(233, 241, 251, 150), 1.1))
        p.setBrush(Qt.NoBrush)
        for gx, gy, h in ((0, 0, 3), (1, 0, 2), (0, 1, 1), (1, 1, 1), (0, 2, 1)):
            p.drawPolygon(_tall_outline(iso, gx - 1, gy - 1.5, h))
            top = iso.pt(gx, gy - 0.5, h)
            p.drawLine(top, iso.pt(gx - 1, gy - 0.5, h))
            p.drawLine(top, iso.pt(gx, gy - 1.5, h))
            p.drawLine(top, iso.pt(gx, gy - 0.5, 0))
        p.restore()
        p.setFont(art.ui_font(10, True))
        p.setPen(QColor(233, 241, 251, 230))
        p.drawText(QRectF(0, 12, self.W, 20), Qt.AlignCenter, "BLUEPRINT")
        p.setFont(art.ui_font(8))
        p.setPen(QColor(233, 241, 251, 170))
        p.drawText(QRectF(0, 30, self.W, 16), Qt.AlignCenter, "청사진")
        p.drawText(
            QRectF(0, self.H - 26, self.W, 16), Qt.AlignCenter, tr("blueprints", "secret until scoring")
        )

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
            p.drawText(r.adjusted(4, 0, 0, 0), Qt.AlignLeft | Qt.AlignTop, str(want))
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
            p.drawText(
                QRectF(r.left() + 3, r.bottom() - 18, 40, 16),
                Qt.AlignLeft | Qt.AlignVCenter,
                f"{have}/{need}",
            )
        if item.lit:
            glow = QPainterPath()
            glow.addRect(r.adjusted(1, 1, -1, -1))
            art.paint_glow(p, glow, 1.0 if item._hover else 0.7)


# --------------------------------------------------------------------------- chrome


class ButtonItem(ClickableItem):
    """A small rounded button drawn in the scene (rotate, remove a die)."""

    def __init__(
        self, text: str, width: float = 28, height: float = 24, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.text = text
        self.w, self.h = width, height
        self.accent = False
        self.setCursor(Qt.PointingHandCursor)

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        if self.accent:
            path = QPainterPath()
            path.addRoundedRect(rect, 6, 6)
            art.paint_glow(p, path, 0.6)
        p.setPen(QPen(QColor(255, 255, 255, 90 if not self._hover else 200), 1))
        p.setBrush(QColor(30, 34, 38, 200) if not self._hover else QColor(55, 62, 70, 230))
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(art.INK)
        p.setFont(art.ui_font(9, True))
        p.drawText(rect, Qt.AlignCenter, self.text)


class PanelItem(QGraphicsItem):
    """A rounded, slightly lighter area of the table that groups things."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.frame: QColor | None = None  # player colour when it is their turn
        self.fill = QColor(255, 255, 255, 16)
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def set_frame(self, color: QColor | None) -> None:
        self.frame = color
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-14, -14, 14, 14)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        if self.frame is not None:
            path = QPainterPath()
            path.addRoundedRect(self.rect, 14, 14)
            for w, a in ((10, 35), (5, 70)):
                c = QColor(self.frame)
                c.setAlpha(a)
                p.setPen(QPen(c, w))
                p.drawPath(path)
        p.setPen(
            QPen(
                QColor(self.frame) if self.frame is not None else QColor(255, 255, 255, 30),
                2 if self.frame else 1,
            )
        )
        p.setBrush(self.fill)
        p.drawRoundedRect(self.rect, 14, 14)


class DiceRowItem(QGraphicsItem):
    """A label and a row of small dice (the dice out of the game this round)."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.label = ""
        self.dice: list[Die] = []
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_dice(self, label: str, dice: Sequence[Die]) -> None:
        self.prepareGeometryChange()
        self.label = label
        self.dice = list(dice)
        self.update()

    def height(self) -> float:
        per_row = max(1, int(self.width // 22))
        rows = (len(self.dice) + per_row - 1) // per_row
        return 18 + rows * 22 if self.dice else 0

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.height() + 2)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        if not self.dice:
            return
        p.setFont(art.ui_font(8, True))
        p.setPen(art.INK_DIM)
        p.drawText(QRectF(0, 0, self.width, 16), Qt.AlignLeft | Qt.AlignVCenter, self.label)
        per_row = max(1, int(self.width // 22))
        for k, die in enumerate(self.dice):
            r, c = divmod(k, per_row)
            art.paint_die(p, QRectF(c * 22, 18 + r * 22, 18, 18), die[0], die[1], dim=True)
