"""The ring board: a square board of cells round a free centre (Blue Marble,
Millionaire's two editions), its geometry and the items that draw it.

How a game uses it
------------------

A game view (a `GameView`, i.e. the scene) makes the board once and updates it
on every state::

    from dataclasses import replace
    from ...widgets.ringboard import CellFace, RingBoard, RingGeometry, TokenItem, TokenWalker

    class MyView(GameView):
        def __init__(self, rules, parent=None):
            super().__init__(rules, parent)
            self.geometry = RingGeometry(cells=40, start="bottom_right", clockwise=True)
            self.setSceneRect(self.geometry.board_rect().adjusted(-30, -30, 30, 30))
            self.faces = [my_static_face(cell) for cell in data.CELLS]  # once
            self.board = RingBoard(self, self.geometry, self.faces, pieces=my_pieces)
            self.board.cellClicked.connect(self.on_cell)  # index of the clicked cell
            # the centre is the game's: geometry.centre_rect() for its own items

        def redraw(self, events):
            for i, face in enumerate(self.faces):
                self.board.set_face(i, replace(face, owner=seat, owner_color=pc,
                                               owner_letter="A", rent="150 F", level=2,
                                               mortgaged=False, mortgage_label=tr(...)))
                self.board.set_tooltip(i, "...")
            self.board.highlight(cells_a_click_would_act_on)
            for seat, token in enumerate(self.tokens):  # TokenItems made on the first state
                token.setPos(self.geometry.token_slot(position[seat], seat, len(self.tokens)))

Everything is importable from this module (cells: ringboard_items.py, tokens:
ringboard_tokens.py).

1. `CellFace` is everything a cell shows: `title` and `subtitle`
   (one or two name lines), `strip` (the colour band of the line or industry,
   `strip_shaded` for a soft gradient), `lines` (small info lines under the names:
   a rent table), `price` (the band of a free cell), `owner`/`owner_color`/
   `owner_letter` with `rent` (the band of an owned cell: the owner's colour, shape
   and letter, and what landing costs now), `level` (buildings), `mortgaged` with
   `mortgage_label` (a grey hatched wash and the game's word for it), `paper` /
   `paper_to` (the card colour or a gradient). Texts come translated and formatted
   by the game (money with its unit).
2. Painters the game supplies: `pieces(painter, strip_rect, face)` to the board,
   called for a cell with `level > 0` and an owner (branches, enterprises, hotels);
   per face `icon(painter, strip_rect)` for a special cell's icon, and
   `art(painter, cell_rect, face)` to paint a whole cell like the box (corners; the
   board still draws the grid line, the halo and the tokens). A plain corner without
   `art` shows its names on top and its `icon` in the middle.
3. Faces are compared: keep the painters the same objects (module functions, or
   faces built once and derived with `dataclasses.replace`), and an unchanged cell is
   not repainted.
4. Clicks: `board.cellClicked` carries the index of the cell pressed with the left
   button. A scene that overrides `mousePressEvent` without passing presses on to
   the items (Blue Marble does) asks `board.cell_at(scene_pos)` instead.
5. Tokens: `geometry.token_slot(cell, seat, seats)` is the centre of seat `seat`'s
   token when `seats` players play (up to 6); tokens of `geometry.token_size(seats)`
   never overlap there. `TokenItem(pc, letter, size)` is a ready pawn (colour, shape
   and letter; `set_state(active, out, badge)`), and `TokenWalker(token, geometry,
   turn)` walks any token through a list of cells (LOOK.md: ~120 ms a cell;
   `finish()` jumps to the end, for a click that skips animations).
6. The centre, `geometry.centre_rect()`, is left to the game: Blue Marble's logo,
   dice and cards; Millionaire's Jackpot machine and Wheel of Fortune.

Z order: shadow -2, frame -1, cells 1, halos 5; put centre art between the frame
and the cells (0.5) and tokens above the halos (20).

Geometry: `cells` (a multiple of 4) cells, START at corner `start` (one of
CORNERS) and play running `clockwise` or not on screen. The defaults are Blue
Marble's board: 40 cells of 100 x 150, corners 150 square, START bottom right,
clockwise. All text stays upright so players round one laptop never tilt their
heads; the strip is always on the edge facing the centre.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from .ringboard_items import ArtPainter, BandStyle, CellFace, CellItem, HaloItem, IconPainter, PiecePainter
from .ringboard_tokens import TokenItem, TokenWalker

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"  # the board's edges on screen
CORNERS = ("bottom_right", "bottom_left", "top_left", "top_right")  # clockwise on screen
_EDGES_CLOCKWISE = (BOTTOM, LEFT, TOP, RIGHT)  # the edge from each corner to the next
_HEADING_CLOCKWISE = {BOTTOM: 270.0, LEFT: 0.0, TOP: 90.0, RIGHT: 180.0}

# Token slots as fractions of the room a cell leaves for tokens. Up to four seats
# these are Blue Marble's (a 2x2 block on the top and bottom rows, a row of four
# on the sides and corners); five or six seats get a 3x2 block and rows of six.
_FOUR_CORNER_X = tuple(0.16 + 0.227 * k for k in range(4))
_FOUR_SIDE_X = tuple(0.14 + 0.24 * k for k in range(4))
_FOUR_ROW = ((0.3, 0.3), (0.7, 0.3), (0.3, 0.72), (0.7, 0.72))
_SIX_CORNER_X = (0.1, 0.26, 0.42, 0.58, 0.74, 0.9)
_SIX_SIDE_X = tuple((k + 0.5) / 6 for k in range(6))
_SIX_ROW = tuple(((k % 3 + 0.5) / 3, 0.25 if k < 3 else 0.75) for k in range(6))
CORNER_TOKEN_Y = 0.86  # tokens on a corner stand in a row along its lowest part
MAX_SEATS = 6


class RingGeometry:
    """Where every cell of a square ring lies, in scene coordinates from (0, 0).

    `cells` (a multiple of 4) cells, `cells // 4` to a side counting its first
    corner; ordinary cells are `cell` wide along the side and `corner` deep;
    corners are `corner` square. Each ordinary cell has a colour `strip` along
    its edge facing the centre, a label block of `label` (`side_label` on the
    left and right columns) at the top of the rest, and a `band` at its bottom;
    tokens stand between the label block and the band.
    """

    def __init__(
        self,
        cells: int = 40,
        cell: float = 100.0,
        corner: float = 150.0,
        strip: float = 30.0,
        band: float = 24.0,
        label: float = 50.0,
        side_label: float = 44.0,
        start: str = "bottom_right",
        clockwise: bool = True,
    ) -> None:
        if cells % 4 or cells < 8:
            raise ValueError(f"a ring board needs a multiple of 4 cells, at least 8 (got {cells})")
        if start not in CORNERS:
            raise ValueError(f"start must be one of {CORNERS} (got {start!r})")
        self.cells = cells
        self.per_side = cells // 4
        self.cell = cell
        self.corner = corner
        self.strip = strip
        self.band = band
        self.label = label
        self.side_label = side_label
        self.start = start
        self.clockwise = clockwise
        self.size = 2 * corner + (self.per_side - 1) * cell
        if corner - strip - label - band <= 0 or cell - side_label - band <= 0:
            raise ValueError("the label block and the band leave no room for tokens on a cell")

    # ----- sides and corners

    def is_corner(self, index: int) -> bool:
        return index % self.per_side == 0

    def side(self, index: int) -> int:
        """0 for the side that starts at cell 0, then 1, 2, 3 in play order."""
        return (index % self.cells) // self.per_side

    def edge(self, index: int) -> str:
        """The board edge (BOTTOM, LEFT, TOP, RIGHT) the cell lies on; a corner counts
        with the side it starts."""
        first = CORNERS.index(self.start)
        k = self.side(index)
        return _EDGES_CLOCKWISE[(first + k) % 4 if self.clockwise else (first - k - 1) % 4]

    def heading(self, index: int) -> float:
        """Compass direction (degrees, 0 = up) of play when leaving this cell."""
        ahead = _HEADING_CLOCKWISE[self.edge(index)]
        return ahead if self.clockwise else (ahead + 180.0) % 360.0

    # ----- rectangles

    def board_rect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def centre_rect(self) -> QRectF:
        """The free middle of the board, left to the game."""
        return QRectF(self.corner, self.corner, self.size - 2 * self.corner, self.size - 2 * self.corner)

    def cell_rect(self, index: int) -> QRectF:
        """Scene rectangle of cell `index` (0 = the start corner, then in play order)."""
        i = index % self.cells
        far = self.size - self.corner
        if self.is_corner(i):
            first = CORNERS.index(self.start)
            k = self.side(i)
            name = CORNERS[(first + k) % 4 if self.clockwise else (first - k) % 4]
            x = far if name.endswith("right") else 0.0
            y = far if name.startswith("bottom") else 0.0
            return QRectF(x, y, self.corner, self.corner)
        j = i % self.per_side
        # steps from the edge's clockwise-first corner
        t = j if self.clockwise else self.per_side - j
        edge = self.edge(i)
        if edge == BOTTOM:
            return QRectF(far - t * self.cell, far, self.cell, self.corner)
        if edge == LEFT:
            return QRectF(0, far - t * self.cell, self.corner, self.cell)
        if edge == TOP:
            return QRectF(self.corner + (t - 1) * self.cell, 0, self.cell, self.corner)
        return QRectF(far, self.corner + (t - 1) * self.cell, self.corner, self.cell)

    def strip_rect(self, index: int) -> QRectF:
        """The colour strip along the edge of an ordinary cell that faces the centre."""
        r = self.cell_rect(index)
        edge = self.edge(index)
        if edge == BOTTOM:
            return QRectF(r.left(), r.top(), r.width(), self.strip)
        if edge == LEFT:
            return QRectF(r.right() - self.strip, r.top(), self.strip, r.height())
        if edge == TOP:
            return QRectF(r.left(), r.bottom() - self.strip, r.width(), self.strip)
        return QRectF(r.left(), r.top(), self.strip, r.height())

    def text_rect(self, index: int) -> QRectF:
        """What is left of an ordinary cell beside its strip: label on top, band at the bottom."""
        r = self.cell_rect(index)
        edge = self.edge(index)
        if edge == BOTTOM:
            return r.adjusted(0, self.strip, 0, 0)
        if edge == LEFT:
            return r.adjusted(0, 0, -self.strip, 0)
        if edge == TOP:
            return r.adjusted(0, 0, 0, -self.strip)
        return r.adjusted(self.strip, 0, 0, 0)

    def label_height(self, index: int) -> float:
        return self.side_label if self.edge(index) in (LEFT, RIGHT) else self.label

    def label_rect(self, index: int) -> QRectF:
        """The names' (and info lines') place at the top of the text area."""
        t = self.text_rect(index).adjusted(2, 3, -2, 0)
        return QRectF(t.left(), t.top(), t.width(), self.label_height(index))

    def band_rect(self, index: int) -> QRectF:
        """The price / owner band along the bottom of the text area."""
        t = self.text_rect(index)
        return QRectF(t.left(), t.bottom() - self.band, t.width(), self.band)

    def token_room(self, index: int) -> QRectF:
        """Where tokens stand on an ordinary cell: between the label block and the band."""
        t = self.text_rect(index)
        top = t.top() + self.label_height(index)
        return QRectF(t.left(), top, t.width(), t.height() - self.label_height(index) - self.band)

    # ----- tokens

    def token_slot(self, index: int, seat: int, seats: int = 4) -> QPointF:
        """Centre of seat `seat`'s token on cell `index` when `seats` players play (up to 6).

        Every seat has its own slot, so tokens on one cell never hide each other,
        nor the names or the band."""
        six = seats > 4
        k = seat % (MAX_SEATS if six else 4)
        r = self.cell_rect(index)
        if self.is_corner(index):
            xs = _SIX_CORNER_X if six else _FOUR_CORNER_X
            return QPointF(r.left() + xs[k] * r.width(), r.top() + CORNER_TOKEN_Y * r.height())
        room = self.token_room(index)
        if self.edge(index) in (LEFT, RIGHT):
            xs = _SIX_SIDE_X if six else _FOUR_SIDE_X
            return QPointF(room.left() + xs[k] * room.width(), room.center().y())
        fx, fy = (_SIX_ROW if six else _FOUR_ROW)[k]
        return QPointF(room.left() + fx * room.width(), room.top() + fy * room.height())

    def token_size(self, seats: int) -> float:
        """The largest token (its width and height) for which `seats` tokens on any one
        cell do not overlap."""
        best = self.size
        for index in range(self.cells):
            slots = [self.token_slot(index, seat, seats) for seat in range(seats)]
            for a in range(seats):
                for b in range(a + 1, seats):
                    apart = max(abs(slots[a].x() - slots[b].x()), abs(slots[a].y() - slots[b].y()))
                    best = min(best, apart)
        return best

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under a scene point, or None (the centre, the table)."""
        for index in range(self.cells):
            if self.cell_rect(index).contains(point):
                return index
        return None


FRAME_EDGE = QColor("#6F5B36")
FRAME_FILL = QColor("#E9DDBE")
FRAME_WIDTH = 8.0
SHADOW = QColor(0, 0, 0, 110)


class RingBoard(QObject):
    """The board's items in a scene: its shadow and frame, one `CellItem` and one
    `HaloItem` per cell. Made once; `set_face`, `set_tooltip` and `highlight` update it."""

    #: the left button pressed on a cell: its index
    cellClicked = Signal(int)

    def __init__(
        self,
        scene: QGraphicsScene,
        geometry: RingGeometry,
        faces: Sequence[CellFace],
        pieces: PiecePainter | None = None,
    ) -> None:
        super().__init__(scene)
        if len(faces) != geometry.cells:
            raise ValueError(f"{geometry.cells} cells need {geometry.cells} faces (got {len(faces)})")
        self.geometry = geometry
        size = geometry.size
        self.shadow = QGraphicsRectItem(QRectF(10, 14, size, size))
        self.shadow.setPen(QPen(Qt.PenStyle.NoPen))
        self.shadow.setBrush(SHADOW)
        self.shadow.setZValue(-2)
        scene.addItem(self.shadow)
        self.frame = QGraphicsRectItem(
            QRectF(-FRAME_WIDTH, -FRAME_WIDTH, size + 2 * FRAME_WIDTH, size + 2 * FRAME_WIDTH)
        )
        self.frame.setPen(QPen(FRAME_EDGE, 2))
        self.frame.setBrush(FRAME_FILL)
        self.frame.setZValue(-1)
        scene.addItem(self.frame)
        self.cells: list[CellItem] = []
        self.halos: list[HaloItem] = []
        for index, face in enumerate(faces):
            item = CellItem(index, geometry, face, pieces, self._clicked)
            scene.addItem(item)
            self.cells.append(item)
            halo = HaloItem(geometry.cell_rect(index).adjusted(2, 2, -2, -2))
            scene.addItem(halo)
            self.halos.append(halo)

    def _clicked(self, index: int) -> None:
        self.cellClicked.emit(index)

    def face(self, index: int) -> CellFace:
        return self.cells[index].face

    def set_face(self, index: int, face: CellFace) -> None:
        """Show `face` on cell `index`; the cell repaints only if the face changed."""
        self.cells[index].set_face(face)

    def set_tooltip(self, index: int, text: str) -> None:
        item = self.cells[index]
        if item.toolTip() != text:
            item.setToolTip(text)

    def highlight(self, indices: Sequence[int] | set[int]) -> None:
        """Light exactly these cells with the halo (legal targets, a chosen cell)."""
        lit = set(indices)
        for index, halo in enumerate(self.halos):
            halo.setVisible(index in lit)

    def highlighted(self) -> set[int]:
        return {index for index, halo in enumerate(self.halos) if halo.isVisible()}

    def cell_at(self, scene_pos: QPointF) -> int | None:
        return self.geometry.cell_at(scene_pos)

    def cell_scene_rect(self, index: int) -> QRectF:
        return self.geometry.cell_rect(index)


__all__ = [
    "BOTTOM",
    "ArtPainter",
    "IconPainter",
    "PiecePainter",
    "BandStyle",
    "CORNERS",
    "LEFT",
    "RIGHT",
    "TOP",
    "CellFace",
    "CellItem",
    "HaloItem",
    "RingBoard",
    "RingGeometry",
    "TokenItem",
    "TokenWalker",
]
