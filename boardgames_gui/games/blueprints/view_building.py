"""A player's building in isometric 3D: dice as cubes on the 3 x 2 footprint, the cells
that glow for the picked die, the blueprint's planned volume as a wireframe, quarter
turns and an exploded view (levels pulled apart to read covered dice).

The building goes behind its screen at every hand-off and comes back when its player takes
the laptop; its items paint through `itemcache.paint_picture(..., shared=True)`, so what comes back as it was is
not drawn again (widgets/itemcache.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine.i18n import tr
from ...widgets import itemcache
from ...widgets.itemcache import cached, show
from . import texts
from . import view_art as art
from .view_art import Iso
from .view_items import Cell, ClickableItem, ClickFn, Die

EXPLODE_GAP = 1.9  # exploded view: a level every 1.9 die heights


# --------------------------------------------------------------------------- isometric building


def rotate_cell(cell: Cell, rows: int, cols: int, turns: int) -> tuple[float, float, int, int]:
    """Grid (x, y) of a card cell after `turns` quarter turns, and the rotated grid size."""
    x, y, w, h = cell[1], cell[0], cols, rows
    for _ in range(turns % 4):
        x, y, w, h = h - 1 - y, x, h, w
    return x, y, w, h


class CubeItem(ClickableItem):
    """A die placed in a building, drawn as an isometric cube. It is drawn at its origin and
    put in its place by its transform: a die of one look is one picture wherever it stands
    (itemcache.paint_picture, shared), and its position is left free for the drop animation."""

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
        self.cell, self.level, self.gx, self.gy = cell, level, gx, gy
        show(self, die=tuple(die))
        self.setTransform(_to(self.building.iso.pt(gx, gy, self.building.zpos(level))))
        self.setY(0)  # a drop animation may have been cut short
        self.setZValue(10 + (gx + gy) * 20 + level)
        self.setToolTip(
            tr(texts.CTX, "{m} {v}, level {lv}", m=texts.material_name(die[0]), v=die[1], lv=level + 1)
        )

    def _outline(self) -> QPolygonF:
        return self.building.iso.cube_outline(0, 0, 0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._outline().boundingRect().adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._outline())
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        key = (self.building.iso, self.die, self.marked, self.faded)
        itemcache.paint_picture(self, p, key, self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        if self.faded:
            p.setOpacity(0.28)
        art.paint_iso_cube(p, self.building.iso, 0, 0, 0, self.die[0], self.die[1])
        if self.marked:
            path = QPainterPath()
            path.addPolygon(self._outline())
            path.closeSubpath()
            art.paint_glow(p, path, 0.9)


class CellItem(ClickableItem):
    """A cell of the footprint on the ground plate (hatched when the blueprint crosses it out);
    drawn at its origin and put in its place by its transform, like a cube."""

    def __init__(self, building: BuildingItem, cell: Cell) -> None:
        super().__init__(building)
        self.building = building
        self.cell = cell
        self.gx = self.gy = 0.0
        self.crossed = False
        self.setZValue(1)

    def move_to(self, gx: float, gy: float, crossed: bool) -> None:
        self.gx, self.gy = gx, gy
        show(self, crossed=crossed)
        self.setTransform(_to(self.building.iso.pt(gx, gy, 0)))

    def _poly(self) -> QPolygonF:
        return self.building.iso.rhombus(0, 0, 0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._poly().boundingRect().adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._poly())
        return path

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        itemcache.paint_picture(self, p, (self.building.iso, self.crossed), self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
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
        show(self, True, gx=gx, gy=gy, level=level)
        # in depth order with the dice: a cell behind a tower glows behind it, as it would
        self.setZValue(10 + (gx + gy) * 20 + level - 0.5)

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
        cached(self)
        self.polys: list[QPolygonF] = []
        self.setZValue(450)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_polys(self, polys: list[QPolygonF]) -> None:
        show(self, True, polys=polys)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = QRectF()
        for poly in self.polys:
            r = r.united(poly.boundingRect())
        return r.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        key = tuple(tuple((pt.x(), pt.y()) for pt in poly) for poly in self.polys)
        itemcache.paint_picture(self, p, key, self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
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
        cached(self)
        self.building = building
        self.boxes: list[tuple[float, float, int]] = []  # gx, gy, height
        self.setZValue(400)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_boxes(self, boxes: list[tuple[float, float, int]]) -> None:
        show(self, True, boxes=boxes)

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
        itemcache.paint_picture(self, p, (self.building.iso, tuple(self.boxes)), self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        iso = self.building.iso
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(QColor(190, 220, 255, 110), 1.0, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        for gx, gy, h in self.boxes:
            p.drawPolygon(iso.cube_outline(gx, gy, 0) if h == 1 else tall_outline(iso, gx, gy, h))
            top = iso.pt(gx + 1, gy + 1, h)
            p.drawLine(top, iso.pt(gx, gy + 1, h))
            p.drawLine(top, iso.pt(gx + 1, gy, h))
            p.drawLine(top, iso.pt(gx + 1, gy + 1, 0))


def _to(spot: QPointF) -> QTransform:
    return QTransform.fromTranslate(spot.x(), spot.y())


def tall_outline(iso: Iso, x: float, y: float, h: int) -> QPolygonF:
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
        cached(self)
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
        # one cube per place in the building, kept: a die once placed stays the same picture
        self._cube_at: dict[tuple[Cell, int], CubeItem] = {}
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
        itemcache.paint_picture(
            self, p, (self.iso, self.rows, self.cols, self.turns), self._draw, shared=True
        )

    def _draw(self, p: QPainter) -> None:
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
        self.update()  # the slab turns with it

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
        stacks = {c: list(s) for c, s in stacks.items()}
        if stacks != self.stacks or set(crossed) != self.crossed:
            self.stacks = stacks
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
            lit = marked is not None and (cube.cell, cube.level) in marked
            show(cube, marked=lit, faded=marked is not None and not lit)

    def cube_at(self, cell: Cell, level: int) -> CubeItem | None:
        cube = self._cube_at.get((cell, level))
        return cube if cube is not None and cube.isVisible() else None

    def _layout(self) -> None:
        for cell, item in self.cells.items():
            gx, gy = self.grid_pos(cell)
            item.move_to(gx, gy, cell in self.crossed)
        placed = set()
        for cell, stack in sorted(self.stacks.items()):
            gx, gy = self.grid_pos(cell)
            for level, die in enumerate(stack):
                cube = self._cube_at.get((cell, level))
                if cube is None:
                    cube = self._cube_at[(cell, level)] = CubeItem(self)
                    cube.on_click = self._clicker(cell)
                    self.cubes.append(cube)
                cube.place(cell, level, die, gx, gy)
                show(cube, marked=False, faded=False)
                cube.show()
                placed.add(cube)
        for cube in self.cubes:
            if cube not in placed:
                cube.hide()
        for cell, t in self.targets.items():
            gx, gy = self.grid_pos(cell)
            t.place(gx, gy, len(self.stacks.get(cell, [])))
        self.xray.set_polys([t._landing() for _, t in sorted(self.targets.items()) if t.isVisibleTo(self)])
        if getattr(self, "_plan_heights", None) is not None:
            self.set_plan(self._plan_heights)
