"""The shared hex-board layer (widgets/hexboard.py) and the newest-wins worker
(widgets/background.py), on a small board of three hexes built from shapely polygons."""

from __future__ import annotations

import math
import threading

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView  # noqa: E402
from shapely import Polygon  # noqa: E402

from boardgames_gui.widgets import hexboard  # noqa: E402
from boardgames_gui.widgets.background import LatestJob  # noqa: E402
from boardgames_gui.widgets.hexboard import HexGrid, HexPieces, PrintedArt  # noqa: E402


def hexagon(cx: float, cy: float) -> Polygon:
    """A pointy-top hex of circumradius 1, corners clockwise from the bottom."""
    return Polygon(
        [
            (cx + math.sin(math.radians(180 - 60 * i)), cy - math.cos(math.radians(180 - 60 * i)))
            for i in range(6)
        ]
    )


def grid() -> HexGrid:
    width = math.sqrt(3)
    return HexGrid({"A": hexagon(0, 0), "B": hexagon(width, 0), "C": hexagon(width / 2, 1.5)}, 40.0, 10.0)


def test_hexes_are_hit_by_their_polygon_not_their_bounding_box(qtbot):
    board = grid()
    assert board.hex_at(board.centre("A")) == "A"
    assert board.hex_at(board.centre("C")) == "C"
    # the top-left corner of C's bounding box lies outside C (in A or nowhere), never in C
    corner = board.bounds("C").topLeft() + QPointF(1, 1)
    assert board.hex_at(corner) != "C"
    assert board.hex_at(QPointF(-500, -500)) is None
    assert board.hex_at(board.centre("B"), among=["A"]) is None


def test_edge_points_are_the_midpoints_of_the_sides(qtbot):
    board = grid()
    a, b = board.corner("A", 2), board.corner("A", 3)
    assert board.edge_point("A", 2) == (a + b) / 2
    # the side A shares with B: B's opposite side has the same midpoint
    shared = min(range(6), key=lambda e: (board.edge_point("A", e) - board.centre("B")).manhattanLength())
    assert any(
        (board.edge_point("B", e) - board.edge_point("A", shared)).manhattanLength() < 1e-6 for e in range(6)
    )


def test_pieces_repaint_only_the_hexes_whose_contents_changed(qtbot):
    scene = QGraphicsScene()
    painted = []
    pieces = HexPieces(scene, grid(), lambda painter, hex_id, key: painted.append(hex_id))
    assert pieces.set_pieces({"A": ("7", 0), "B": ("8", 1)}) == 2
    assert pieces.set_pieces({"A": ("7", 0), "B": ("8", 2)}) == 1, "only B changed"
    assert pieces.set_pieces({"B": ("8", 2)}) == 1, "A was taken away"
    assert set(pieces.items) == {"B"} and len(scene.items()) == 1


def test_the_printed_art_is_drawn_in_tiles_only_where_seen_and_a_few_a_frame(qtbot):
    """Zoomed in, only the tiles in view are drawn, at most NEW_TILES_PER_FRAME new ones a
    frame (the overview stands in for the rest), and a steady frame draws nothing anew."""
    scene = QGraphicsScene()
    drawn = []
    art = PrintedArt(QRectF(0, 0, 4000, 4000), lambda painter, area: drawn.append(QRectF(area)))
    scene.addItem(art)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    with qtbot.waitExposed(view):
        view.show()
    view.scale(2, 2)
    view.centerOn(2000, 2000)
    before = len(drawn)
    view.viewport().repaint()
    first = art.renders
    tiles = [area for area in drawn[before:] if area != art.rect]
    assert 0 < len(tiles) <= hexboard.NEW_TILES_PER_FRAME
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert all(area.intersects(seen) for area in tiles)
    for _ in range(10):
        view.viewport().repaint()
    assert not art.sharpening
    settled = art.renders
    view.viewport().repaint()
    assert art.renders == settled >= first


def test_a_route_layer_keeps_the_routes_it_is_given(qtbot):
    layer = hexboard.RouteLayer(grid())
    route = hexboard.DrawnRoute(
        hexboard.QPainterPath(), QColor("#D55E00"), [(QPointF(0, 0), "20")], label="2: 40"
    )
    layer.set_routes([route])
    assert layer.routes == [route]


def test_a_newer_request_cancels_the_stale_one_and_only_its_answer_arrives(qtbot):
    job = LatestJob()
    release = threading.Event()
    asked_to_stop = []

    def slow(cancelled, report, value):
        release.wait(5)
        asked_to_stop.append(cancelled())
        return value

    def quick(cancelled, report, value):
        report(value * 10)
        return value

    answers, progress = [], []
    job.done.connect(lambda ticket, value: answers.append(value))
    job.progress.connect(lambda ticket, value: progress.append(value))
    job.start(slow, "stale")
    job.start(quick, 2)
    release.set()
    qtbot.waitUntil(lambda: not job.busy(), timeout=5000)
    assert answers == [2]
    assert progress == [20]
    assert asked_to_stop == [True], "the stale search was told to stop"
    job.shutdown()


def _printed_art_in_view(qtbot, scale: float):
    """A 4000-px printed art noting each area it draws, in a 400x300 view at `scale`, shown
    on its centre; (art, view, the areas drawn)."""
    view = QGraphicsView()
    scene = QGraphicsScene(view)  # the view keeps it
    view.setScene(scene)
    drawn = []
    art = PrintedArt(QRectF(0, 0, 4000, 4000), lambda painter, area: drawn.append(QRectF(area)))
    scene.addItem(art)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.scale(scale, scale)
    view.centerOn(2000, 2000)
    with qtbot.waitExposed(view):
        view.show()
    return art, view, drawn


def test_a_new_board_draws_its_tiles_in_view_and_a_zoom_stands_in_with_them_not_the_overview(qtbot):
    """The first frame draws every tile in view (nothing is drawn yet to stand in); a zoom
    then draws one tile a frame and shows the others from the tiles already drawn, scaled: the
    whole-board overview (150 ms for 18Korea's map, drawn at every new game) is never drawn."""
    art, view, drawn = _printed_art_in_view(qtbot, 0.5)
    view.viewport().repaint()
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not art.sharpening and all(area.intersects(seen) for area in drawn[-art.renders :])
    loaded = art.renders
    view.scale(2, 2)
    view.viewport().repaint()
    assert art.renders == loaded + hexboard.NEW_TILES_PER_FRAME and art.sharpening
    for _ in range(20):
        view.viewport().repaint()
    assert not art.sharpening
    assert all(area != art.rect for area in drawn), "the overview was never drawn"


def test_the_tiles_beside_the_view_are_drawn_while_idle_so_a_pan_draws_none(qtbot):
    """A pan uncovers tiles, and a frame that draws one takes 5-15 ms more (18Korea's map):
    while the window is idle the art draws the tiles beside the view, one at a time, and a
    pan then draws none in its frame."""
    art, view, drawn = _printed_art_in_view(qtbot, 2)
    for _ in range(10):
        view.viewport().repaint()
    assert not art.sharpening
    qtbot.waitUntil(lambda: not art._beside, timeout=5000)
    before = art.renders
    bar = view.horizontalScrollBar()
    bar.setValue(bar.value() + hexboard.TILE_PIXELS)  # a tile's width: a new column in view
    view.viewport().repaint()
    assert art.renders == before and not art.sharpening
