"""The shared ring board (widgets/ringboard.py): a square board of cells round a free
centre, used by Blue Marble and Millionaire. Clicks go to the real viewport at
`view.mapFromScene(...)`, as a player's would."""

from __future__ import annotations

from dataclasses import replace

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView  # noqa: E402

from boardgames_gui.widgets import theme  # noqa: E402
from boardgames_gui.widgets.ringboard import (  # noqa: E402
    CORNERS,
    CellFace,
    RingBoard,
    RingGeometry,
    TokenItem,
    TokenWalker,
)


class Board:
    """A 40-cell ring board in a scene shown in a view, with every click recorded."""

    def __init__(self, qtbot, geometry: RingGeometry | None = None, pieces=None) -> None:
        self.view = QGraphicsView()
        qtbot.addWidget(self.view)
        self.scene = QGraphicsScene(self.view)
        self.geometry = geometry or RingGeometry()
        faces = [
            CellFace(title=f"Cell {i}", subtitle="second line", strip=QColor("#2F6FBF"), price=f"{100 + i} F")
            for i in range(self.geometry.cells)
        ]
        self.board = RingBoard(self.scene, self.geometry, faces, pieces)
        self.scene.setSceneRect(self.geometry.board_rect().adjusted(-20, -20, 20, 20))
        self.view.setScene(self.scene)
        self.view.resize(900, 900)
        self.view.show()
        self.view.fitInView(self.scene.sceneRect(), Qt.KeepAspectRatio)
        self.clicked: list[int] = []
        self.board.cellClicked.connect(self.clicked.append)

    def click(self, qtbot, scene_point: QPointF) -> None:
        qtbot.mouseClick(self.view.viewport(), Qt.LeftButton, pos=self.view.mapFromScene(scene_point))

    def render(self) -> QImage:
        image = QImage(600, 600, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        self.scene.render(painter, QRectF(0, 0, 600, 600), self.geometry.board_rect())
        painter.end()
        return image


def test_a_click_on_cell_7_reports_7(qtbot):
    t = Board(qtbot)
    t.click(qtbot, t.geometry.cell_rect(7).center())
    assert t.clicked == [7]
    t.click(qtbot, t.geometry.cell_rect(0).center())
    t.click(qtbot, t.geometry.cell_rect(33).center())
    assert t.clicked == [7, 0, 33]


def test_a_click_in_the_centre_reports_no_cell(qtbot):
    t = Board(qtbot)
    t.click(qtbot, t.geometry.centre_rect().center())
    assert t.clicked == []
    assert t.board.cell_at(t.geometry.centre_rect().center()) is None
    assert t.board.cell_at(t.geometry.cell_rect(12).center()) == 12


def test_the_halo_shows_on_the_highlighted_cells_only(qtbot):
    t = Board(qtbot)
    t.board.highlight({3, 17, 20})
    assert t.board.highlighted() == {3, 17, 20}
    lit = [i for i, halo in enumerate(t.board.halos) if halo.isVisible()]
    assert lit == [3, 17, 20]
    assert t.geometry.cell_rect(17).contains(t.board.halos[17].sceneBoundingRect().center())
    t.board.highlight([5])
    assert t.board.highlighted() == {5}


def test_six_tokens_on_one_cell_do_not_overlap_on_any_cell(qtbot):
    t = Board(qtbot)
    size = t.geometry.token_size(6)
    assert size >= 18, "six tokens must stay big enough to read their letters"
    tokens = [TokenItem(theme.PLAYER_COLORS[seat], "ABCDEF"[seat], size) for seat in range(6)]
    for token in tokens:
        t.scene.addItem(token)
    for cell in range(40):
        for seat, token in enumerate(tokens):
            token.setPos(t.geometry.token_slot(cell, seat, 6))
        rects = [token.sceneBoundingRect().adjusted(0.01, 0.01, -0.01, -0.01) for token in tokens]
        for a in range(6):
            assert t.geometry.cell_rect(cell).contains(rects[a]), f"token {a} leaves cell {cell}"
            for b in range(a + 1, 6):
                assert not rects[a].intersects(rects[b]), f"tokens {a} and {b} overlap on cell {cell}"


def test_four_seats_keep_their_own_slots_on_every_cell(qtbot):
    geometry = RingGeometry()
    for cell in range(40):
        slots = {
            (round(p.x(), 3), round(p.y(), 3)) for p in (geometry.token_slot(cell, s, 4) for s in range(4))
        }
        assert len(slots) == 4
        assert all(geometry.cell_rect(cell).contains(QPointF(*xy)) for xy in slots)


@pytest.mark.parametrize("start", CORNERS)
@pytest.mark.parametrize("clockwise", [True, False])
def test_the_start_corner_and_direction_are_parameters(start, clockwise):
    geometry = RingGeometry(start=start, clockwise=clockwise)
    board = geometry.board_rect()
    first = geometry.cell_rect(0)
    assert first.width() == first.height() == geometry.corner, "corners are square"
    at_corner = {
        "bottom_right": board.bottomRight(),
        "bottom_left": board.bottomLeft(),
        "top_left": board.topLeft(),
        "top_right": board.topRight(),
    }[start]
    assert first.adjusted(-1, -1, 1, 1).contains(at_corner)
    # the cells tile the ring: no two overlap, every one touches the next, and corners every 10
    rects = [geometry.cell_rect(i) for i in range(40)]
    for i in range(40):
        for j in range(i + 1, 40):
            assert not rects[i].intersected(rects[j]).isValid() or rects[i].intersected(rects[j]).isEmpty()
        nxt = rects[(i + 1) % 40]
        assert rects[i].adjusted(-0.5, -0.5, 0.5, 0.5).intersects(nxt)
        assert (rects[i].width() == rects[i].height()) == (i % 10 == 0)
        assert not rects[i].intersects(geometry.centre_rect())
    # play turns the way asked: from cell 1, seen from the board's centre
    c = board.center()
    a, b = rects[1].center() - c, rects[2].center() - c
    cross = a.x() * b.y() - a.y() * b.x()  # screen y points down: clockwise is a positive cross
    assert (cross > 0) == clockwise


def test_blue_marble_geometry_is_the_default_start_bottom_right_clockwise():
    geometry = RingGeometry()
    assert geometry.cell_rect(0) == QRectF(1050, 1050, 150, 150)
    assert geometry.cell_rect(1) == QRectF(950, 1050, 100, 150)  # left along the bottom
    assert geometry.cell_rect(11) == QRectF(0, 950, 150, 100)  # up the left side
    assert geometry.heading(1) == 270.0 and geometry.heading(11) == 0.0


def test_a_face_shows_owner_buildings_icon_and_mortgage_and_tooltips(qtbot):
    drawn: list[tuple[int, str]] = []

    def pieces(painter, strip, face):
        drawn.append((face.level, face.owner_letter))

    t = Board(qtbot, pieces=pieces)
    icons: list[QRectF] = []
    pc = theme.PLAYER_COLORS[1]
    base = t.board.face(6)
    t.board.set_face(6, replace(base, owner=1, owner_color=pc, owner_letter="B", rent="60 F", level=2))
    t.board.set_face(8, replace(base, icon=lambda painter, rect: icons.append(rect), lines=("rent 10/50",)))
    t.board.set_face(
        9, replace(base, owner=1, owner_color=pc, owner_letter="B", mortgaged=True, mortgage_label="pawned")
    )
    t.board.set_tooltip(6, "Cell 6 · rent 60 F")
    t.render()
    assert drawn == [(2, "B")], "the pieces painter draws the owned cell's level once"
    assert icons == [t.geometry.strip_rect(8)], "the icon is drawn in the colour strip"
    assert t.board.cells[6].toolTip() == "Cell 6 · rent 60 F"
    assert t.board.face(9).mortgaged


def test_an_unchanged_face_does_not_repaint(qtbot):
    calls: list[int] = []
    t = Board(qtbot, pieces=lambda painter, strip, face: calls.append(face.level))
    pc = theme.PLAYER_COLORS[0]
    owned = replace(t.board.face(4), owner=0, owner_color=pc, owner_letter="A", level=1)
    t.board.set_face(4, owned)
    t.view.viewport().repaint()
    qtbot.wait(10)
    before = len(calls)
    assert before >= 1
    t.board.set_face(4, replace(t.board.face(4)))  # equal: nothing to do
    t.view.viewport().repaint()
    qtbot.wait(10)
    assert len(calls) == before
    t.board.set_face(4, replace(owned, level=2))
    t.view.viewport().repaint()
    qtbot.wait(10)
    assert calls[-1] == 2


def test_a_label_block_that_fills_the_cell_is_refused():
    with pytest.raises(ValueError):
        RingGeometry(label=100.0)


def test_the_walker_takes_a_token_cell_by_cell_and_a_finish_lands_it(qtbot):
    t = Board(qtbot)
    token = TokenItem(theme.PLAYER_COLORS[0], "A", 20)
    t.scene.addItem(token)
    token.setPos(t.geometry.token_slot(8, 0, 6))
    turns: list[float] = []
    walker = TokenWalker(token, t.geometry, turns.append, t.scene)
    path = [9, 10, 11, 12]
    target = t.geometry.token_slot(12, 0, 6)
    walker.walk(path, target)
    assert walker.running() and walker.anim.duration() == TokenWalker.STEP_MS * len(path)
    walker.finish()
    assert not walker.running() and token.pos() == target
    assert turns[-1] == t.geometry.heading(12) == 0.0, "after the corner the token heads up the left side"
