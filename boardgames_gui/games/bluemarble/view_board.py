"""Geometry of the Blue Marble board and the per-space facts the view draws.

The board is a square ring of 40 spaces, START in the bottom-right corner and
play running clockwise (left along the bottom, up the left side), as on the
box. All text is drawn upright so a table of players reading one laptop
screen never has to tilt their heads.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

CELL = 100.0  # width of an ordinary space along its side
CORNER = 150.0  # corners are square; ordinary spaces are this deep
BOARD = 2 * CORNER + 9 * CELL  # 1200: the whole board
STRIP = 30.0  # the line-colour strip on the inner edge, where buildings stand
BAND = 24.0  # the price tag / owner's colour band under the names

# Sides in play order: 0 bottom (START to Island), 1 left, 2 top, 3 right.
BOTTOM, LEFT, TOP, RIGHT = range(4)

# One colour per line (reference 1.2: the board's sides are "lines" and the colours
# are ours to choose), warm to cool round the board. A line colour only fills the
# inner strip; ownership is the band with the owner's letter and shape, so a line
# never reads as an owner even where two colours are near (emerald / bluish green).
LINE_COLORS = {
    1: QColor("#D6455D"),  # Asia / Africa: crimson
    2: QColor("#2E9B63"),  # Europe / North America: emerald
    3: QColor("#2F6FBF"),  # scenic sites: royal blue
    4: QColor("#7D4FB0"),  # metropolises: violet
}
SPECIAL_COLOR = QColor("#3D4A5C")  # the six special deeds: slate
GOLDEN = QColor("#E9B949")


def side_of(index: int) -> int:
    return (index % 40) // 10


def is_corner(index: int) -> bool:
    return index % 10 == 0


def space_rect(index: int) -> QRectF:
    """Scene rectangle of space `index` (0 = START, clockwise)."""
    i = index % 40
    far = BOARD - CORNER
    if i == 0:
        return QRectF(far, far, CORNER, CORNER)
    if i < 10:
        return QRectF(far - i * CELL, far, CELL, CORNER)
    if i == 10:
        return QRectF(0, far, CORNER, CORNER)
    if i < 20:
        return QRectF(0, far - (i - 10) * CELL, CORNER, CELL)
    if i == 20:
        return QRectF(0, 0, CORNER, CORNER)
    if i < 30:
        return QRectF(CORNER + (i - 21) * CELL, 0, CELL, CORNER)
    if i == 30:
        return QRectF(far, 0, CORNER, CORNER)
    return QRectF(far, CORNER + (i - 31) * CELL, CORNER, CELL)


def inner_strip(index: int) -> QRectF:
    """The line-colour strip along the edge of a space that faces the centre."""
    r = space_rect(index)
    side = side_of(index)
    if side == BOTTOM:
        return QRectF(r.left(), r.top(), r.width(), STRIP)
    if side == LEFT:
        return QRectF(r.right() - STRIP, r.top(), STRIP, r.height())
    if side == TOP:
        return QRectF(r.left(), r.bottom() - STRIP, r.width(), STRIP)
    return QRectF(r.left(), r.top(), STRIP, r.height())


def text_area(index: int) -> QRectF:
    """What is left of a space beside its strip: names on top, price or owner band at the bottom."""
    r = space_rect(index)
    side = side_of(index)
    if side == BOTTOM:
        return r.adjusted(0, STRIP, 0, 0)
    if side == LEFT:
        return r.adjusted(0, 0, -STRIP, 0)
    if side == TOP:
        return r.adjusted(0, 0, 0, -STRIP)
    return r.adjusted(STRIP, 0, 0, 0)


NAMES_H = 50.0  # height of the names block at the top of the text area (rows)
SIDE_NAMES_H = 44.0  # the same on the left and right columns


def plane_slot(index: int, seat: int) -> QPointF:
    """Where seat `seat`'s plane stands on a space: four slots, one per seat,
    between the names and the band so that neither is hidden."""
    r = space_rect(index)
    if is_corner(index):
        # a row along the bottom of the corner, under its title and pot
        return QPointF(r.left() + (0.16 + 0.227 * (seat % 4)) * r.width(), r.top() + 0.86 * r.height())
    t = text_area(index)
    side = side_of(index)
    if side in (LEFT, RIGHT):
        free_top = t.top() + SIDE_NAMES_H
        free_h = t.height() - SIDE_NAMES_H - BAND
        x = t.left() + (0.14 + 0.24 * (seat % 4)) * t.width()
        return QPointF(x, free_top + free_h / 2)
    free_top = t.top() + NAMES_H
    free_h = t.height() - NAMES_H - BAND
    x = t.left() + (0.3 if seat % 2 == 0 else 0.7) * t.width()
    y = free_top + free_h * (0.3 if seat < 2 else 0.72)
    return QPointF(x, y)


def heading(index: int) -> float:
    """Compass direction (degrees, 0 = up) a plane faces when leaving this space."""
    return (270.0, 0.0, 90.0, 180.0)[side_of(index)]


def centre_rect() -> QRectF:
    return QRectF(CORNER, CORNER, 9 * CELL, 9 * CELL)


# --------------------------------------------------------------------------- facts per space


@dataclass(frozen=True)
class SpaceInfo:
    """What the view draws for one space, independent of the model's field names."""

    index: int
    kind: str  # "start" "city" "special" "key" "island" "fund_receive" "fund_pay" "space"
    ko: str
    en: str
    line: int = 0  # 1..4 for cities
    price: int = 0
    costs: tuple[int, int, int] = (0, 0, 0)  # villa, building, hotel
    tolls: tuple[int, ...] = ()  # land, 1 villa, 2 villas, building, hotel (special: one)

    @property
    def is_deed(self) -> bool:
        return self.kind in ("city", "special")
