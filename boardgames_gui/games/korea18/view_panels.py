"""The panels beside the 18Korea map: the tile tray (the legal tiles of the chosen hex and their
rotations), the stock market track with the company tokens, and the companies' charters, and
the view that shows them in the desk's column (PanelView)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QResizeEvent, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyle,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.i18n import tr
from ...widgets import itemcache, theme
from ...widgets.textpaint import LEGIBLE_PX
from . import data_market, trains
from .data_companies import COMPANIES
from .or_texts import won
from .view_map import CTX, INK, RADIUS, company_colour, font, ink_on, paint_tile

PANEL_WIDTH = 640.0
MARKET_COLUMNS = 12
SQUARE = PANEL_WIDTH / MARKET_COLUMNS
TRAY_HEIGHT = 170.0
#: a market row's height in squares: room for the price and three company chips
ROW_HEIGHT = 1.6
#: the panels' items are drawn at this scale in the scene (their own view, PanelView, fits them
#: to its width on screen)
PANEL_SCALE = 1.6
#: the panels' view's widest useful width on screen (px): their texts at ~17 px
PANELS_MOST = 700
#: the smallest font the panels draw (the companies' column heads), in the panels' own px: their
#: view is never narrower than the width at which it is still LEGIBLE_PX on screen
SMALLEST_TEXT_PX = 15.0


def panel_item(item: QGraphicsObject, origin: QPointF) -> None:
    """Place a panel at `origin`, drawn at PANEL_SCALE. Not cached as a pixmap: a cache is
    drawn again at every zoom step, in full, and slowed zooming more than it saved (bench)."""
    item.setPos(origin)
    item.setScale(PANEL_SCALE)


#: the paper's shadow is the paper moved by this much
SHADOW = QPointF(4, 6)


def paper_bounds(rect: QRectF) -> QRectF:
    """What `paper` paints for `rect`: its edge (1.5 wide) and its shadow. Snug, as the panels
    lie one under another in their view and a panel repainted must not touch its neighbour
    (the market was drawn again whenever a charter changed)."""
    return rect.adjusted(-1, -1, SHADOW.x() + 1, SHADOW.y() + 1)


def paper(painter: QPainter, rect: QRectF, title: str) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, 12, 12)
    painter.fillPath(path.translated(SHADOW), QColor(0, 0, 0, 55))
    painter.setPen(QPen(theme.BOARD_LINE, 1.5))
    painter.setBrush(theme.BOARD_PAPER)
    painter.drawPath(path)
    painter.setPen(INK)
    painter.setFont(font(22, True))
    painter.drawText(
        rect.adjusted(14, 8, -14, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, title
    )


class TileTray(QGraphicsObject):
    """The tiles that may go on the chosen hex, each shown in its chosen or first legal rotation;
    a click picks one; the buttons confirm (lay) or cancel."""

    picked = Signal(str)
    confirmed = Signal()
    cancelled = Signal()
    rotated = Signal()

    def __init__(self, origin: QPointF) -> None:
        super().__init__()
        panel_item(self, origin)
        self.rect = QRectF(0, 0, PANEL_WIDTH, TRAY_HEIGHT)
        self.hex: str | None = None
        self.tiles: list[tuple[str, int]] = []
        self.chosen: str | None = None
        self.note = ""
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return paper_bounds(self.rect)

    def show_choice(
        self, hex_id: str | None, tiles: Sequence[tuple[str, int]], chosen: str | None, note: str
    ) -> None:
        """Show the tiles for a hex (repainted only when something changed: the tray is told
        what it shows at every move)."""
        itemcache.show(self, hex=hex_id, tiles=list(tiles), chosen=chosen, note=note)

    def tile_rect(self, index: int) -> QRectF:
        size = RADIUS * 2.0
        return QRectF(14 + index * (size + 10), 40, size, size)

    def button_rect(self, which: int) -> QRectF:
        return QRectF(PANEL_WIDTH - 130, 40 + which * 46, 116, 38)

    def tile_centre(self, index: int) -> QPointF:
        return self.mapToScene(self.tile_rect(index).center())

    def button_centre(self, which: int) -> QPointF:
        return self.mapToScene(self.button_rect(which).center())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hex is None:
            paper(painter, self.rect, tr(CTX, "Track"))
            painter.setFont(font(17))
            painter.setPen(INK)
            painter.drawText(self.rect.adjusted(14, 44, -14, -10), Qt.TextFlag.TextWordWrap, self.note)
            return
        paper(painter, self.rect, tr(CTX, "Tiles for {hex}").format(hex=self.hex))
        for index, (tile_id, rotation) in enumerate(self.tiles):
            box = self.tile_rect(index)
            painter.save()
            # paint_tile draws at a hex's map position: draw the tile at a hex whose centre we move
            painter.translate(box.center())
            paint_tile_at_origin(painter, tile_id, rotation)
            painter.restore()
            if tile_id == self.chosen:
                painter.setPen(QPen(theme.HIGHLIGHT.darker(140), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box.adjusted(-4, -4, 4, 4), 8, 8)
        labels = (tr(CTX, "Lay tile"), tr(CTX, "Cancel"))
        for which, label in enumerate(labels):
            if which == 0 and self.chosen is None:
                continue
            box = self.button_rect(which)
            painter.setPen(QPen(QColor("#6B5B2E"), 1.2))
            painter.setBrush(theme.ACCENT if which == 0 else QColor("#E8E1CF"))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(INK)
            painter.setFont(font(16, True))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        painter.setFont(font(16))
        painter.setPen(INK)
        painter.drawText(
            QRectF(14, TRAY_HEIGHT - 28, PANEL_WIDTH - 160, 22), Qt.AlignmentFlag.AlignLeft, self.note
        )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        at = event.pos()
        for index, (tile_id, _) in enumerate(self.tiles):
            if self.tile_rect(index).contains(at):
                if tile_id == self.chosen:
                    self.rotated.emit()
                else:
                    self.picked.emit(tile_id)
                return
        if self.hex is not None and self.chosen is not None and self.button_rect(0).contains(at):
            self.confirmed.emit()
        elif self.hex is not None and self.button_rect(1).contains(at):
            self.cancelled.emit()
        event.accept()


def paint_tile_at_origin(painter: QPainter, tile_id: str, rotation: int) -> None:
    """A tile drawn around (0, 0): paint_tile works in map positions, so shift by a hex centre."""
    from .view_map import LAND_IDS, hex_centre

    anchor = hex_centre(LAND_IDS[0])
    painter.translate(-anchor)
    paint_tile(painter, LAND_IDS[0], tile_id, rotation, ())


class MarketItem(QGraphicsObject):
    """The price track, left to right in rows; tokens stacked on their square, the latest
    arrival underneath (K8); a token that has operated this OR is drawn flipped (K7)."""

    def __init__(self, origin: QPointF) -> None:
        super().__init__()
        panel_item(self, origin)
        rows = -(-len(data_market.PRICES) // MARKET_COLUMNS)
        self.rect = QRectF(0, 0, PANEL_WIDTH, 44 + rows * SQUARE * ROW_HEIGHT + 10)
        #: the chips shown (market_chips)
        self.chips: tuple = ()

    def boundingRect(self) -> QRectF:
        return paper_bounds(self.rect)

    def show(self, state: Any) -> None:
        """Show the state's chips; repainted only when they moved (most moves move none)."""
        itemcache.show(self, chips=market_chips(state))

    def square(self, index: int) -> QRectF:
        row, column = divmod(index, MARKET_COLUMNS)
        return QRectF(
            column * SQUARE + 2, 40 + row * SQUARE * ROW_HEIGHT, SQUARE - 4, SQUARE * (ROW_HEIGHT - 0.05)
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paper(painter, self.rect, tr(CTX, "Stock market"))
        for index, price in enumerate(data_market.PRICES):
            box = self.square(index)
            fill = QColor("#FFFFFF")
            if price in data_market.END_PRICES:
                fill = QColor("#E9B4AE")
            elif price in data_market.PAR_BEFORE_WAR:
                fill = QColor("#CFE3C3")
            elif price in data_market.PAR_AFTER_WAR:
                fill = QColor("#E7EFD9")
            painter.setPen(QPen(theme.BOARD_LINE.darker(130), 1))
            painter.setBrush(fill)
            painter.drawRect(box)
            painter.setPen(INK)
            painter.setFont(font(17, True))
            painter.drawText(
                box.adjusted(0, 2, 0, 0),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(price),
            )
        for index, chips in self.chips:
            box = self.square(index)
            for depth, (company, flipped) in enumerate(chips):
                self._paint_chip(painter, box, depth, len(chips), company, flipped)

    def _paint_chip(
        self, painter: QPainter, box: QRectF, depth: int, count: int, company: str, flipped: bool
    ) -> None:
        """A company's chip in its price square, stacked in arrival order (K8); up to three
        in a column, more in two columns; drawn pale and dashed once it has operated (K7)."""
        columns = 1 if count <= 3 else 2
        rows = -(-count // columns)
        top = box.top() + 21
        height = min(20.0, (box.bottom() - top - 2) / rows)
        width = box.width() / columns - 4
        row, column = divmod(depth, columns)
        chip = QRectF(box.left() + 2 + column * (width + 4), top + row * height, width, height - 2)
        colour = company_colour(company)
        fill = colour.lighter(150) if flipped else colour
        painter.setPen(
            QPen(QColor("#111111"), 1.2, Qt.PenStyle.DashLine if flipped else Qt.PenStyle.SolidLine)
        )
        painter.setBrush(fill)
        painter.drawRoundedRect(chip, 4, 4)
        painter.setPen(ink_on(fill))
        painter.setFont(font(min(16.0, height * 0.8), True))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, company)


def market_chips(state: Any) -> tuple[tuple[int, tuple[tuple[str, bool], ...]], ...]:
    """The company chips on the market: each price square's index with its companies, the
    latest arrival last (drawn underneath, K8), each with whether it has operated this OR
    (drawn flipped, K7)."""
    by_price: dict[int, list[str]] = {}
    for company, price in state.price.items():
        if company not in state.closed:
            by_price.setdefault(price, []).append(company)
    return tuple(
        sorted(
            (
                data_market.PRICES.index(price),
                tuple(
                    (company, company in state.flipped)
                    for company in sorted(companies, key=lambda c: state.arrival.get(c, 0))
                ),
            )
            for price, companies in by_price.items()
        )
    )


class Charter(NamedTuple):
    """A company's charter line as shown: its cells are treasury, trains, station prices
    left, shares in the IPO and the pool, director."""

    company: str
    operating: bool
    cells: tuple[str, ...]


def charters(state: Any, names: Sequence[str]) -> tuple[Charter, ...]:
    """The charter lines of the founded companies still in the game, in the charters' order."""
    lines = []
    for company in COMPANIES:
        if company not in state.par or company in state.closed:
            continue
        used = state.tokens_used.get(company, 0)
        prices = COMPANIES[company].station_prices[used:]
        director = state.director.get(company)
        cells = (
            won(state.treasury.get(company, 0)),
            " ".join(state.trains.get(company, [])) or "—",
            " ".join(won(p) for p in prices) or "—",
            f"{state.treasury_shares.get(company, 0) * 10}% / {state.pool.get(company, 0) * 10}%",
            names[director] if director is not None and director < len(names) else "—",
        )
        lines.append(Charter(company, company == state.operating, cells))
    return tuple(lines)


def train_line(state: Any) -> tuple[str, str]:
    """Under the charters: the train on sale, and the era with its train limit."""
    on_sale = trains.on_sale(state)
    sale = (
        tr(CTX, "Train on sale: {train} for {price}").format(train=on_sale.name, price=won(on_sale.price))
        if on_sale is not None
        else tr(CTX, "No train left in the market")
    )
    era = tr(CTX, "Era: {era}, train limit {limit}").format(era=tr(CTX, state.era), limit=state.limit)
    return sale, era


class CompaniesItem(QGraphicsObject):
    """A charter line per founded company: treasury, trains, stations left, shares in the IPO
    and the pool, director; the operating one lit up. Under them the train on sale."""

    LINE = 34.0

    def __init__(self, origin: QPointF) -> None:
        super().__init__()
        panel_item(self, origin)
        #: what is shown (charters, train_line); None before the first state
        self.charters: tuple[Charter, ...] = ()
        self.footer: tuple[str, str] | None = None
        self.rect = QRectF(0, 0, PANEL_WIDTH, 120)

    def boundingRect(self) -> QRectF:
        return paper_bounds(QRectF(0, 0, PANEL_WIDTH, 80 + 24 * self.LINE))

    def companies(self) -> list[str]:
        return [charter.company for charter in self.charters]

    def row(self, company: str) -> QRectF:
        """The charter line of a company shown (item coordinates)."""
        y = 62.0 + self.companies().index(company) * self.LINE
        return QRectF(8, y, PANEL_WIDTH - 16, self.LINE - 4)

    def show(self, state: Any, names: list[str]) -> None:
        """Show the state's charters; repainted only when a line changed (a move in the draft
        or an auction changes none)."""
        lines = charters(state, names)
        rect = QRectF(0, 0, PANEL_WIDTH, 110 + max(1, len(lines)) * self.LINE)
        itemcache.show(self, charters=lines, footer=train_line(state), rect=rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paper(painter, self.rect, tr(CTX, "Companies"))
        if self.footer is None:
            return
        columns = (
            (70, tr(CTX, "Treasury")),
            (162, tr(CTX, "Trains")),
            (236, tr(CTX, "Stations")),
            (404, tr(CTX, "IPO / pool")),
            (500, tr(CTX, "Director")),
        )
        painter.setFont(font(15, True))
        painter.setPen(QColor("#6B6452"))
        heads = [x for x, _ in columns[1:]] + [PANEL_WIDTH - 8]
        for (x, title), right in zip(columns, heads, strict=True):
            title = painter.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight, int(right - x - 6))
            painter.drawText(QRectF(x, 40, right - x, 18), Qt.AlignmentFlag.AlignLeft, title)
        y = 62.0
        for company, operating, cells in self.charters:
            line = self.row(company)
            if operating:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(theme.HIGHLIGHT))
                painter.drawRoundedRect(line, 6, 6)
            colour = company_colour(company)
            chip = QRectF(14, y + 3, 46, self.LINE - 10)
            painter.setPen(QPen(QColor("#111111"), 1))
            painter.setBrush(colour)
            painter.drawRoundedRect(chip, 5, 5)
            painter.setPen(ink_on(colour))
            painter.setFont(font(16, True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, company)
            painter.setPen(INK)
            painter.setFont(theme.tabular(font(17)))
            edges = [x for x, _ in columns[1:]] + [PANEL_WIDTH - 8]
            for (x, _), right, text in zip(columns, edges, cells, strict=True):
                # a cell never runs into the next column: what does not fit ends in "…"
                width = right - x - 6
                painter.drawText(
                    QRectF(x, y, width, self.LINE - 4),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width)),
                )
            y += self.LINE
        sale, era = self.footer
        painter.setFont(font(17, True))
        painter.setPen(INK)
        painter.drawText(QRectF(14, y + 6, PANEL_WIDTH - 28, 20), Qt.AlignmentFlag.AlignLeft, sale)
        painter.drawText(QRectF(14, y + 6, PANEL_WIDTH - 28, 20), Qt.AlignmentFlag.AlignRight, era)


class PanelView(QGraphicsView):
    """The tile tray (or the run panel), the stock market and the companies, shown beside the
    map in a view of their own (in the desk's column): fitted to its width, they are never
    scaled down with the tall map, and their texts keep 9 px or more on a 1366-px laptop.

    It shows the very items of the table's scene (the panels sit far right of the map, where
    the board view never looks), so their clicks and tooltips are the scene's."""

    def __init__(self, scene: Any, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("koreaPanels")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setBackgroundBrush(QBrush(theme.TABLE_MID))
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.fit()

    def fit(self) -> None:
        """Show the panels at the view's width (a vertical scroll bar if they are taller)."""
        rect = self.scene().panels_rect()
        self.setSceneRect(rect)
        legible = rect.width() * LEGIBLE_PX / (SMALLEST_TEXT_PX * PANEL_SCALE)
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.setMinimumWidth(math.ceil(legible) + scroll_bar)
        width = self.viewport().width()
        if width <= 0:
            return
        scale = width / rect.width()
        if self.transform() == QTransform.fromScale(scale, scale):
            return  # a new transform repaints the whole view; the desk fits it after every move
        self.setTransform(QTransform.fromScale(scale, scale))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self.fit()
