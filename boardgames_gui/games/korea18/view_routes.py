"""The run step on screen (rulebook 9.5, K16): the optimiser's routes, one colour per train,
with each stop's revenue and the total; the player edits a train's route by clicking stops.

The optimiser runs off the GUI thread (widgets/background.LatestJob): a new position or edit
cancels a stale search, and the panel shows the search's progress. The routes are checked the
engine's way (running.matched_routes, the check of the `run` action); running them goes
through the rules' own check, so an illegal edit is refused with the engine's sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import tr
from ...widgets import itemcache, theme
from ...widgets.background import LatestJob
from ...widgets.hexboard import DrawnRoute, RouteLayer
from . import data_map, running
from .board import Board
from .or_texts import place_name
from .routes import Route, route_revenue, search_routes
from .track import track_graph
from .view_map import CTX, GRID, INK, font, hex_centre, track_path
from .view_panels import PANEL_WIDTH, TRAY_HEIGHT, panel_item, paper, paper_bounds, won

#: one colour per train of the running company (Okabe-Ito, LOOK.md)
ROUTE_COLOURS = ("#D55E00", "#0072B2", "#CC79A7", "#009E73", "#E69F00", "#56B4E9")
REFUSAL_RED = QColor("#A23B2E")


@dataclass(frozen=True)
class RunPosition:
    """What a route search reads, copied from the state so the worker never touches the
    live state (the shell changes it on the GUI thread)."""

    board: Board
    era: str
    company: str
    trains: tuple[str, ...]
    options: Any
    #: the company's asset cards: OA07 and OA08 change what its trains may do (K30)
    cards: tuple[str, ...] = ()

    @classmethod
    def of(cls, state: Any, company: str) -> RunPosition:
        variants = dict(state.options.get("variants", {}))
        return cls(
            state.board,
            state.era,
            company,
            tuple(state.trains.get(company, [])),
            {"variants": variants},
            tuple(state.cards.get(company, [])),
        )

    def as_state(self) -> Any:
        return SimpleNamespace(
            board=self.board,
            era=self.era,
            trains={self.company: list(self.trains)},
            cards={self.company: list(self.cards)},
            options=self.options,
        )


@dataclass(frozen=True)
class RunCheck:
    """Routes written as the `run` action writes them, and what the rules say of them: the
    matched routes, each train's run and the company's revenue, or the sentence refusing them."""

    written: tuple[tuple[str, ...], ...]
    routes: tuple[Route | None, ...] = ()
    runs: tuple[int, ...] = ()
    total: int = 0
    problem: str | None = None
    complete: bool = True


def search_job(
    cancelled: Callable[[], bool], report: Callable[[Any], None], position: RunPosition
) -> RunCheck:
    """Runs in the worker: the optimiser's plan (9.5 a-g, K16), its best so far reported."""
    state = position.as_state()
    plan = search_routes(
        running.current_map(state),
        position.company,
        running.company_trains(state, position.company),
        running.variants(state),
        on_better=lambda better: report(better.total),
        cancelled=cancelled,
    )
    written = tuple(tuple(stops) for stops in running.plan_routes(plan))
    return RunCheck(written, plan.routes, plan.runs, plan.total, None, plan.complete)


def check_job(
    cancelled: Callable[[], bool], report: Callable[[Any], None], position: RunPosition, written: tuple
) -> RunCheck:
    """Runs in the worker: the player's routes checked as the rules check a `run` action."""
    return check_routes(position, written)


def check_routes(position: RunPosition, written: Sequence[Sequence[str]]) -> RunCheck:
    state = position.as_state()
    plain = [list(stops) for stops in written]
    routes, problem = running.matched_routes(state, position.company, plain)
    key = tuple(tuple(stops) for stops in written)
    if problem is not None:
        return RunCheck(key, problem=problem)
    graph = running.current_map(state)
    trains = running.company_trains(state, position.company)
    runs = tuple(
        0 if route is None else route_revenue(graph, train, route)
        for train, route in zip(trains, routes, strict=True)
    )
    return RunCheck(key, tuple(routes), runs, running.revenue(state, position.company, routes))


def fitted_font(text: str, width: float, px: float) -> QFont:
    """A bold font of `px`, smaller (down to 13) when `text` would not fit in `width`."""
    chosen = font(px, True)
    advance = QFontMetricsF(chosen).horizontalAdvance(text)
    if advance > width:
        chosen = font(max(13.0, px * width / advance), True)
    return chosen


def stop_hex(stop: str) -> str:
    return stop.split(":")[1]


def stop_name(stop: str) -> str:
    """A stop as players read it: its city or town, or its continent or sea (as the log)."""
    hex_id = stop_hex(stop)
    area = data_map.OFFBOARDS.get(hex_id)
    return place_name(hex_id if area is None else area.group)


class RunController(QObject):
    """The run step's routes: searched, shown, edited, then run (`run_chosen(routes)`)."""

    run_chosen = Signal(object)

    def __init__(self, scene: Any, origin: QPointF) -> None:
        super().__init__(scene)
        self.layer = RouteLayer(GRID)
        self.panel = RoutePanel(origin)
        self.panel.setVisible(False)
        scene.addItem(self.layer)
        scene.addItem(self.panel)
        self.job = LatestJob(self)
        self.job.done.connect(self._answered)
        self.job.progress.connect(self._progressed)
        self.job.busy_changed.connect(self._busy_changed)
        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self.panel.update)
        self.panel.row_clicked.connect(self.select_train)
        self.panel.run_clicked.connect(self.run)
        self.panel.proposed_clicked.connect(self.propose)
        self.panel.clear_clicked.connect(self.clear_train)
        self.position: RunPosition | None = None
        self.state: Any = None
        self.proposal: RunCheck | None = None
        self.shown: RunCheck | None = None
        self.selected = 0

    # ----- the position

    def show(self, state: Any, legal: Sequence[Any]) -> None:
        """The run step when a `run` action is listed; else the last run while the company
        decides on its dividend; else nothing."""
        self.state = state
        company = state.operating
        if company is not None and any(a.get("type") == "run" for a in legal):
            position = RunPosition.of(state, company)
            if position != self.position:
                self.position, self.proposal, self.shown, self.selected = position, None, None, 0
                self.propose()
            self.panel.setVisible(True)
            return
        self.position = self.proposal = self.shown = None
        self.job.discard()
        self.panel.setVisible(False)
        if company is not None and state.or_step == "dividend" and state.last_run:
            shown = check_routes(RunPosition.of(state, company), state.last_run.get("routes", []))
            self._draw(RunPosition.of(state, company), shown)
        else:
            self.layer.set_routes([])

    def active(self) -> bool:
        return self.position is not None

    # ----- searching and checking off the GUI thread

    def propose(self) -> None:
        """Search for the optimiser's routes (a new search cancels a stale one)."""
        if self.position is None:
            return
        self.job.start(search_job, self.position)

    def _check(self, written: Sequence[Sequence[str]]) -> None:
        self.shown = RunCheck(tuple(tuple(s) for s in written), problem="")
        self._refresh()
        self.job.start(check_job, self.position, self.shown.written)

    def _answered(self, ticket: int, result: RunCheck) -> None:
        if self.position is None:
            return
        if self.proposal is None and result.problem is None and result.complete:
            self.proposal = result
        self.shown = result
        self._refresh()

    def _progressed(self, ticket: int, best: Any) -> None:
        self.panel.best_so_far = best
        self.panel.update()

    def _busy_changed(self, busy: bool) -> None:
        self.panel.searching = busy
        self.panel.started = self.job
        if busy:
            self.panel.best_so_far = None
            self.ticker.start()
        else:
            self.ticker.stop()
        self.panel.update()

    # ----- editing

    def written(self) -> list[list[str]]:
        if self.shown is not None:
            return [list(stops) for stops in self.shown.written]
        return [[] for _ in (self.position.trains if self.position else ())]

    def select_train(self, index: int) -> None:
        self.selected = index
        self._refresh()

    def clear_train(self) -> None:
        written = self.written()
        if 0 <= self.selected < len(written):
            written[self.selected] = []
            self._check(written)

    def click_hex(self, hex_id: str) -> bool:
        """A click on the map while routes are edited: the stop there joins the chosen
        train's route (at the end it connects to), or leaves it. False: no stop there."""
        if self.position is None or not self.position.trains or self.job.busy() and self.shown is None:
            return False
        graph = running.current_map(self.position.as_state())
        here = sorted(stop for stop in graph.stops if stop_hex(stop) == hex_id)
        if not here:
            return False
        written = self.written()
        route = written[self.selected]
        inside = [stop for stop in here if stop in route]
        if inside:
            route.remove(inside[-1])
        else:
            joined = {b for a, b, _ in graph.edges if route and a == route[0]} | {
                a for a, b, _ in graph.edges if route and b == route[0]
            }
            stop = here[0]
            last = {b for a, b, _ in graph.edges if route and a == route[-1]} | {
                a for a, b, _ in graph.edges if route and b == route[-1]
            }
            if route and stop in joined and stop not in last:
                route.insert(0, stop)
            else:
                route.append(stop)
        self._check(written)
        return True

    def run(self) -> None:
        self.run_chosen.emit(self.written())

    # ----- drawing

    def _refresh(self) -> None:
        position = self.position
        self.panel.show_routes(position, self.shown, self.selected)
        if position is not None and self.shown is not None:
            self._draw(position, self.shown)
        else:
            self.layer.set_routes([])

    def _draw(self, position: RunPosition, shown: RunCheck) -> None:
        self.layer.set_routes(drawn_routes(position, shown))


def drawn_routes(position: RunPosition, shown: RunCheck) -> list[DrawnRoute]:
    """Each train's route on the map: along its track when the routes are legal, else a
    dashed line from stop to stop; each stop tagged with its revenue, each route labelled."""
    state = position.as_state()
    graph = running.current_map(state)
    segments = {
        data["segment"]: (a, b, data["hex"])
        for a, b, data in track_graph(position.board).edges(data=True)
        if data["kind"] == "path"
    }
    drawn = []
    for index, (train, stops) in enumerate(zip(position.trains, shown.written, strict=False)):
        if not stops:
            continue
        colour = QColor(ROUTE_COLOURS[index % len(ROUTE_COLOURS)])
        path = QPainterPath()
        legal = shown.problem is None and index < len(shown.routes) and shown.routes[index] is not None
        if legal:
            for edge in shown.routes[index].edges:
                for segment in sorted(graph.edges[edge][2]):
                    a, b, hex_id = segments[segment]
                    path.addPath(segment_path(a, b, hex_id))
        else:
            path.moveTo(hex_centre(stop_hex(stops[0])))
            for stop in stops[1:]:
                path.lineTo(hex_centre(stop_hex(stop)))
        for stop in stops:
            path.addEllipse(hex_centre(stop_hex(stop)), 6, 6)
        values = [
            (hex_centre(stop_hex(stop)), str(graph.stops[stop].revenue) if stop in graph.stops else "?")
            for stop in stops
        ]
        label = train
        if legal:
            label = tr(CTX, "{train}: {revenue}").format(train=train, revenue=won(shown.runs[index]))
        drawn.append(
            DrawnRoute(path, colour, values, hex_centre(stop_hex(stops[0])), label, dashed=not legal)
        )
    return drawn


def segment_path(a: str, b: str, hex_id: str) -> QPainterPath:
    """The drawn shape of one tile path (a segment of the track graph)."""
    ends = ["node" if ":" in node else int(node.split(".")[1]) for node in (a, b)]
    return track_path(hex_id, ends[0], ends[1])


class RoutePanel(QGraphicsObject):
    """Beside the map in the run step: a line per train (its stops and run), the total or the
    rules' sentence, the search's progress, and the buttons."""

    row_clicked = Signal(int)
    run_clicked = Signal()
    proposed_clicked = Signal()
    clear_clicked = Signal()

    ROW = 25.0

    def __init__(self, origin: QPointF) -> None:
        super().__init__()
        panel_item(self, origin)
        self.rect = QRectF(0, 0, PANEL_WIDTH, TRAY_HEIGHT)
        self.position: RunPosition | None = None
        self.shown: RunCheck | None = None
        self.selected = 0
        self.searching = False
        self.started: Any = None
        self.best_so_far: Any = None
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return paper_bounds(self.rect)

    def show_routes(self, position: RunPosition | None, shown: RunCheck | None, selected: int) -> None:
        itemcache.show(self, position=position, shown=shown, selected=selected)

    def row_rect(self, index: int) -> QRectF:
        return QRectF(10, 64 + index * self.ROW, PANEL_WIDTH - 190, self.ROW - 2)

    def button_rect(self, which: int) -> QRectF:
        return QRectF(PANEL_WIDTH - 172, 10 + which * 52, 160, 44)

    def row_centre(self, index: int) -> QPointF:
        return self.mapToScene(self.row_rect(index).center())

    def button_centre(self, which: int) -> QPointF:
        return self.mapToScene(self.button_rect(which).center())

    def status(self) -> tuple[str, QColor]:
        """The line under the title: the search's progress, the total or the refusal."""
        if self.searching:
            seconds = self.started.seconds() if self.started is not None else 0.0
            text = tr(CTX, "Searching for the best routes… {seconds} s").format(seconds=f"{seconds:.1f}")
            if self.best_so_far is not None:
                text += " · " + tr(CTX, "best so far {revenue}").format(revenue=won(self.best_so_far))
            return text, INK
        if self.shown is None:
            return "", INK
        if self.shown.problem:
            return self.shown.problem, REFUSAL_RED
        return tr(CTX, "Total {revenue}").format(revenue=won(self.shown.total)), INK

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        company = self.position.company if self.position is not None else ""
        paper(painter, self.rect, tr(CTX, "Routes of {company}").format(company=company))
        text, colour = self.status()
        painter.setPen(colour)
        painter.setFont(font(16, True))
        painter.drawText(
            QRectF(14, 38, PANEL_WIDTH - 200, 24),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(PANEL_WIDTH - 200)),
        )
        if self.position is not None:
            written = self.shown.written if self.shown is not None else ()
            for index, train in enumerate(self.position.trains):
                self._paint_row(painter, index, train, written[index] if index < len(written) else ())
            hint = self.row_rect(len(self.position.trains))
            if hint.bottom() <= self.rect.bottom():
                painter.setPen(INK)
                painter.setFont(font(15))
                painter.drawText(
                    hint,
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    painter.fontMetrics().elidedText(
                        tr(CTX, "Click a train, then stops on the map to change its route."),
                        Qt.TextElideMode.ElideRight,
                        int(hint.width()),
                    ),
                )
        labels = (tr(CTX, "Run these routes"), tr(CTX, "Best routes"), tr(CTX, "Clear this route"))
        for which, label in enumerate(labels):
            box = self.button_rect(which)
            painter.setPen(QPen(QColor("#6B5B2E"), 1.2))
            painter.setBrush(theme.ACCENT if which == 0 else QColor("#E8E1CF"))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(INK)
            painter.setFont(fitted_font(label, box.width() - 12, 16))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    def _paint_row(self, painter: QPainter, index: int, train: str, stops: Sequence[str]) -> None:
        box = self.row_rect(index)
        if index == self.selected:
            painter.setPen(QPen(theme.HIGHLIGHT.darker(140), 2))
            painter.setBrush(QColor(theme.HIGHLIGHT))
            painter.drawRoundedRect(box, 5, 5)
        colour = QColor(ROUTE_COLOURS[index % len(ROUTE_COLOURS)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(box.left() + 4, box.top() + 4, 22, box.height() - 8), 3, 3)
        painter.setPen(INK)
        painter.setFont(font(16, True))
        painter.drawText(
            QRectF(box.left() + 32, box.top(), 40, box.height()), Qt.AlignmentFlag.AlignVCenter, train
        )
        shown = self.shown
        run = ""
        if shown is not None and shown.problem is None and index < len(shown.runs):
            run = won(shown.runs[index])
        painter.setFont(theme.tabular(font(16)))
        painter.drawText(
            QRectF(box.right() - 70, box.top(), 64, box.height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            run,
        )
        route = " – ".join(stop_name(stop) for stop in stops) or tr(CTX, "does not run")
        width = box.width() - 150
        painter.drawText(
            QRectF(box.left() + 76, box.top(), width, box.height()),
            Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(route, Qt.TextElideMode.ElideMiddle, int(width)),
        )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        at = event.pos()
        event.accept()
        signals = (self.run_clicked, self.proposed_clicked, self.clear_clicked)
        for which, signal in enumerate(signals):
            if self.button_rect(which).contains(at):
                signal.emit()
                return
        if self.position is not None:
            for index in range(len(self.position.trains)):
                if self.row_rect(index).contains(at):
                    self.row_clicked.emit(index)
                    return
