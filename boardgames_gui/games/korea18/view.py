"""The 18Korea table: the map (view_map.py) fills the board view; the tile tray, the stock
market and the companies (view_panels.py) are items of the same scene, placed far right of the
map where the board view never looks, and shown at their own scale by the desk's PanelView.

The view is thin: the hexes that glow are the hexes of the listed `lay` / `build_station`
actions; a lay is built in parts (hex, tile, rotation) through the engine's `still_possible`;
the run step (view_routes.py) searches the optimiser's routes off the GUI thread, draws them
and lets the player edit them by clicking stops. Every refusal is the engine's sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QToolTip,
    QWidget,
)

from ...engine.api import Action, Event, Rules
from ...engine.i18n import tr, tr_n
from ...widgets import theme
from ...widgets.gameview import GameView
from ...widgets.hexboard import HaloLayer
from . import data_map, data_market, teach_texts
from .data_tiles import TILES, shape_upgrades
from .texts import card_name
from .tiles import lay_cost
from .view_desk import Desk
from .view_map import CTX, GRID, PORT_VALUES, CardMarks, MapItem, TileLayer, area_at, hex_at, map_rect
from .view_panels import PANEL_SCALE, PANEL_WIDTH, TRAY_HEIGHT, CompaniesItem, MarketItem, TileTray, won
from .view_routes import RunController

#: actions the board offers by clicking; the action bar shows no button for them
BOARD_TYPES = frozenset({"lay", "build_station", "run"})
#: the choices of a place that glow on the map and are taken by clicking it (the desk lists
#: them too): W2's city for a North station (K22), OA03's new home (K29), OA05's port and
#: OC07's ferry station; (action type, card or "", the field naming the place)
PLACE_CHOICES = (
    ("move_station", "", "target"),
    ("choose_home", "", "hex"),
    ("use_card", "OA05", "hex"),
    ("use_card", "OC07", "sea"),
)
#: the cards whose ability is a free lay, built on the map like a lay (OA06, OC10)
LAY_CARDS = frozenset({"OA06", "OC10"})
#: a decision whose only answers are places: a click elsewhere is answered with the
#: engine's refusal (the field naming the place)
PLACE_DECISIONS = {"outbreak": ("move_station", "target"), "new_home": ("choose_home", "hex")}
GAP = 30.0
#: how far right of the map the panels sit in the scene: beyond what the board view shows at
#: its smallest zoom on the widest screen
PANELS_AWAY = 50_000.0


class KoreaView(GameView):
    #: the desk of dialogs (view_desk.py) is a column beside the wide map, always shown, so the
    #: map never re-fits when a dialog opens
    side_widget_beside = True

    def __init__(self, rules: Rules, parent: Any = None) -> None:
        super().__init__(rules, parent)
        self._desk: Desk | None = None
        board = map_rect()
        self.map_item = MapItem()
        self.tiles = TileLayer(self)
        self.marks = CardMarks(self)
        self.halos = HaloLayer(self, GRID)
        self.addItem(self.map_item)
        left = board.right() + PANELS_AWAY
        self.tray = TileTray(QPointF(left, board.top()))
        self.run = RunController(self, QPointF(left, board.top()))
        self.routes = self.run.layer
        self.run.run_chosen.connect(self.run_routes)
        self.market = MarketItem(QPointF(left, board.top() + TRAY_HEIGHT * PANEL_SCALE + GAP))
        market_bottom = self.market.pos().y() + self.market.rect.height() * PANEL_SCALE
        self.companies = CompaniesItem(QPointF(left, market_bottom + GAP))
        for item in (self.tray, self.market, self.companies):
            self.addItem(item)
        # the board view fits the map alone: the panels have their own view (PanelView)
        self.setSceneRect(board.adjusted(-10, -10, 10, 10))
        self.setBackgroundBrush(QBrush(theme.table_gradient(board)))
        self.tray.picked.connect(self.pick_tile)
        self.tray.rotated.connect(self.next_rotation)
        self.tray.confirmed.connect(self.confirm_lay)
        self.tray.cancelled.connect(self.cancel_lay)
        #: answers of the engine's still_possible for the position shown (see still_possible)
        self._possible: dict[tuple, dict | None] = {}
        # the lay being built: hex, then tile, then rotation
        self.lay_hex: str | None = None
        self.lay_tile: str | None = None
        self.lay_rotation: int | None = None
        #: the card (OA05, OC07) whose places glow after its row on the desk was clicked
        self.place_card: str | None = None
        #: the card (OA06, OC10) whose free lay is built on the map after its row was clicked
        self.lay_card: str | None = None

    # ----- the contract

    def handles(self, action: Mapping[str, Any]) -> bool:
        return (
            action.get("type") in BOARD_TYPES
            or self.place_of(action) is not None
            or (action.get("type") == "use_card" and action.get("card") in LAY_CARDS)
            or (self._desk is not None and self._desk.offers(action))
        )

    def handles_out_of_turn(self, seat: int, action: Mapping[str, Any]) -> bool:
        """The desk's card panel offers every person's attachments (K24)."""
        return self._desk is not None and self._desk.offers_for(seat, action)

    #: the map fills the board view to its edges (a tall map on a wide screen: every pixel of
    #: height counts)
    fit_margin = 8

    def panels_rect(self) -> QRectF:
        """The part of the scene the panels take (the tray or run panel, the market, the
        companies), for their own view."""
        top = self.tray.pos()
        bottom = self.companies.mapRectToScene(self.companies.rect).bottom()
        return QRectF(top.x(), top.y(), PANEL_WIDTH * PANEL_SCALE, bottom - top.y()).adjusted(
            -12, -12, 12, 12
        )

    def side_widget(self) -> QWidget | None:
        """The desk of dialogs beside the map (view_desk.py), made once."""
        if self._desk is None:
            self._desk = Desk(self)
        return self._desk

    def redraw(self, events: Sequence[Event]) -> None:
        state = self.state
        self._possible = {}
        if state is None:
            return
        if self.lay_hex is not None and self.lay_hex not in self.lay_hexes():
            self.cancel_lay()
        if self.place_card is not None and not self.may_use(self.place_card):
            self.place_card = None
        if self.lay_card is not None and not self.may_use(self.lay_card):
            self.lay_card = None
        self.map_item.set_war(state.board.war)
        self.market.show(state)
        self.companies.show(state, list(state.options["names"]))
        self._update_board()
        self._update_routes()
        if self._desk is not None:
            self._desk.show_decision(self, events)
            self._desk.panels.fit()  # the companies' charters grow as companies start

    def _update_board(self) -> None:
        preview = None
        if self.lay_hex is not None and self.lay_tile is not None and self.lay_rotation is not None:
            preview = (self.lay_hex, self.lay_tile, self.lay_rotation)
        self.tiles.set_board(self.state.board, preview)
        self.marks.set_board(self.state.board, self.state.era)
        places = sorted(self.place_choices())
        targets = places if self.place_card else self.lay_hexes() or self.station_hexes() or places
        self.halos.set_hexes(targets, self.lay_hex)
        self._update_tray()

    def _update_tray(self) -> None:
        if self.lay_hex is None:
            note = ""
            if self.lay_card is not None:
                note = tr(
                    CTX, "{card}: click a glowing hex for its free tile.", card=card_name(self.lay_card)
                )
            elif self.lay_hexes():
                note = tr_n(
                    CTX,
                    "Click a glowing hex to lay or upgrade a tile ({n} track point left).",
                    "Click a glowing hex to lay or upgrade a tile ({n} track points left).",
                    self.state.track_points,
                )
            elif self.station_hexes():
                note = tr(CTX, "Click a glowing hex to build a station there.")
            self.tray.show_choice(None, [], None, note)
            self._show_tray()
            return
        options = self.still_possible({**self.lay_kind(), "hex": self.lay_hex}) or {}
        shown = []
        for tile_id in options.get("tile", []):
            rotations = self.rotations(tile_id)
            rotation = self.lay_rotation if tile_id == self.lay_tile else rotations[0]
            shown.append((tile_id, rotation))
        note = tr(CTX, "Pick a tile; click it again (or turn the wheel) for its next rotation.")
        if self.lay_tile is not None:
            cost = lay_cost(self.state.board, self.lay_hex, self.lay_tile)
            note = tr_n(
                CTX,
                "Rotation {index} of {count}; terrain cost {cost}; {n} track point left.",
                "Rotation {index} of {count}; terrain cost {cost}; {n} track points left.",
                self.state.track_points,
                index=self.rotations(self.lay_tile).index(self.lay_rotation) + 1,
                count=len(self.rotations(self.lay_tile)),
                cost=won(cost),
            )
        self.tray.show_choice(self.lay_hex, shown, self.lay_tile, note)
        self._show_tray()

    def _update_routes(self) -> None:
        self.run.show(self.state, self.legal)
        self._show_tray()

    def _show_tray(self) -> None:
        """The tile tray only while it has something to say: an empty "Track" box in the
        dividend step reads as something missing."""
        self.tray.setVisible(not self.run.active() and bool(self.tray.note or self.tray.tiles))

    def run_routes(self, written: list[list[str]]) -> None:
        """Run the routes on screen; the rules check them first, and an illegal route is
        refused with their sentence and changes nothing (9.5)."""
        action = Action("run", routes=written)
        reason = self.rules.check(self.state, action, self.decision.player if self.decision else None)
        if reason is not None:
            self.refused.emit(reason.message)
            return
        self.choose(action)

    # ----- what may be clicked now

    def lay_kind(self) -> dict[str, str]:
        """What a lay built on the map is: a lay, or the free lay of the card whose row on the
        desk was clicked (OA06 Land Survey Bureau, OC10 Reconstruction Crew)."""
        if self.lay_card is not None:
            return {"type": "use_card", "card": self.lay_card}
        return {"type": "lay"}

    def lay_hexes(self) -> list[str]:
        kind = self.lay_kind()
        return sorted(
            {a["hex"] for a in self.legal if all(a.get(key) == value for key, value in kind.items())}
        )

    def station_hexes(self) -> list[str]:
        return sorted({a["hex"] for a in self.legal if a.get("type") == "build_station"})

    def may_use(self, card: str) -> bool:
        return any(a.get("type") == "use_card" and a.get("card") == card for a in self.legal)

    def place_of(self, action: Mapping[str, Any]) -> str | None:
        """The hex or sea area an action names, when it is a choice of a place (PLACE_CHOICES)."""
        for kind, card, field in PLACE_CHOICES:
            if action.get("type") == kind and action.get("card", "") == card:
                place = action.get(field)
                return place if isinstance(place, str) else None
        return None

    def place_choices(self) -> dict[str, Action]:
        """The places that glow now, each with the action a click on it takes: a card's only
        once its row on the desk was clicked (its places are often hexes that take a lay)."""
        choices = {}
        for action in self.legal:
            place = self.place_of(action)
            if place is not None and action.get("card") == self.place_card:
                choices.setdefault(place, Action(**dict(action)))
        return choices

    def pick_place(self, card: str) -> None:
        """The desk's row of a card that builds on a place or lays a tile: its places glow,
        and a lay is then built as any lay (a second click puts the board back)."""
        if card in LAY_CARDS:
            self.lay_card = None if self.lay_card == card else card
            self.place_card = None
        else:
            self.place_card = None if self.place_card == card else card
            self.lay_card = None
        self.cancel_lay()

    def rotations(self, tile_id: str) -> list[int]:
        partial = {**self.lay_kind(), "hex": self.lay_hex, "tile": tile_id}
        return list((self.still_possible(partial) or {}).get("rotation", []))

    def still_possible(self, partial: Mapping[str, Any]) -> dict | None:
        """The engine's `still_possible`, asked once per position and partial lay (a click
        in the tray asks it for every tile shown)."""
        key = tuple(sorted(partial.items()))
        if key not in self._possible:
            self._possible[key] = self.rules.still_possible(self.state, dict(partial))
        return self._possible[key]

    # ----- teaching: hovering a hex explains it

    def hex_tooltip(self, hex_id: str) -> str:
        """The hex's place, terrain cost, tile and what may replace it; a port or a ferry
        station on it (OA05, OC07)."""
        if hex_id in data_map.OFFBOARDS:
            return self.area_tooltip(hex_id)
        land = data_map.LAND[hex_id]
        lines = [f"{hex_id} {tr(CTX, land.name)}".strip()]
        if land.cost:
            lines.append(tr(CTX, "Terrain: the first tile costs {cost}.").format(cost=won(land.cost)))
        placed = self.state.board.tile(hex_id) if self.state is not None else None
        if placed is not None:
            tile = TILES[placed[0]]
            lines.append(tr(CTX, "Tile {tile}, pays {revenue}.").format(tile=tile.id, revenue=tile.revenue))
            upgrades = shape_upgrades(tile.id)
            if upgrades:
                lines.append(tr(CTX, "Upgrades: {tiles}").format(tiles=", ".join(upgrades)))
        seated = self.state.board.seated(hex_id) if self.state is not None else ()
        if seated:
            lines.append(tr(CTX, "Stations: {companies}").format(companies=", ".join(seated)))
        port = self.state.board.port if self.state is not None else ()
        if port and port[0] == hex_id:
            lines.append(self.port_tip(port[1]))
        return "\n".join(lines)

    def port_tip(self, company: str) -> str:
        values = "/".join(str(value) for value in PORT_VALUES.values())
        return tr(
            CTX,
            "{company}'s port (New Port Development): a sea area for {company}'s trains only, "
            "worth {value} now ({values} by era).",
            company=company,
            value=PORT_VALUES[self.state.era],
            values=values,
        )

    def area_tooltip(self, area_id: str) -> str:
        """An off-board area: its name, what it pays by era, and OC07's ferry station on it."""
        area = data_map.OFFBOARDS[area_id]
        values = "/".join("–" if value is None else str(value) for value in area.values)
        lines = [tr(CTX, area.name), tr(CTX, "Pays {values} by era.", values=values)]
        ferry = self.state.board.ferry if self.state is not None else ()
        if ferry and ferry[0] == area_id:
            lines.append(
                tr(
                    CTX,
                    "{company}'s ferry station (Ferry Terminal): its routes may start or end here.",
                    company=ferry[1],
                )
            )
        return "\n".join(lines)

    def price_at(self, point: QPointF) -> int | None:
        """The price of the market square under a scene point, if any."""
        at = self.market.mapFromScene(point)
        for index, price in enumerate(data_market.PRICES):
            if self.market.square(index).contains(at):
                return price
        return None

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802 (Qt name)
        price = self.price_at(event.scenePos())
        if price is not None:
            QToolTip.showText(event.screenPos(), teach_texts.price_tip(price))
            event.accept()
            return
        hex_id = area_at(event.scenePos())
        if hex_id is None:
            super().helpEvent(event)
            return
        QToolTip.showText(event.screenPos(), self.hex_tooltip(hex_id))
        event.accept()

    # ----- clicks

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        at = event.scenePos()
        hex_id = GRID.hex_at(at) if self.run.active() or self.place_choices() else hex_at(at)
        if hex_id is None or self.state is None:
            super().mousePressEvent(event)
            return
        event.accept()
        self.click_hex(hex_id)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802 (Qt name)
        if self.lay_tile is not None and hex_at(event.scenePos()) == self.lay_hex:
            self.next_rotation()
            event.accept()
            return
        super().wheelEvent(event)

    def click_hex(self, hex_id: str) -> None:
        if self.run.active():
            self.run.click_hex(hex_id)
            return
        choices = self.place_choices()
        if hex_id in choices:
            self.choose(choices[hex_id])
            return
        if self.lay_card is not None and hex_id not in self.lay_hexes():
            # not a hex the card's free lay may go: the engine says why
            self.choose(Action("use_card", card=self.lay_card, hex=hex_id, tile="", rotation=0))
            return
        if self.place_card is not None:
            # not one of the card's places: the engine says why
            field = next(f for _, card, f in PLACE_CHOICES if card == self.place_card)
            self.choose(Action("use_card", card=self.place_card, **{field: hex_id}))
            return
        if hex_id in self.station_hexes():
            self.choose(Action("build_station", hex=hex_id))
            return
        asked = PLACE_DECISIONS.get(self.decision.kind) if self.decision is not None else None
        if asked is not None:
            # not one of the places offered: the engine says why
            self.choose(Action(asked[0], **{asked[1]: hex_id}))
            return
        if hex_id not in data_map.LAND:
            return
        if hex_id == self.lay_hex and self.lay_tile is not None:
            self.next_rotation()
            return
        if hex_id in self.lay_hexes():
            self.lay_hex, self.lay_tile, self.lay_rotation = hex_id, None, None
            options = self.still_possible({**self.lay_kind(), "hex": hex_id}) or {}
            if len(options.get("tile", [])) == 1:
                self.pick_tile(options["tile"][0])
                return
            self._update_board()
            return
        # not a place to act: the engine says why
        if self.decision is not None and self.state.or_step in ("track", "home"):
            self.choose(Action("lay", hex=hex_id, tile="", rotation=0))
        elif self.decision is not None and self.state.or_step == "station":
            self.choose(Action("build_station", hex=hex_id))

    def pick_tile(self, tile_id: str) -> None:
        self.lay_tile = tile_id
        self.lay_rotation = self.rotations(tile_id)[0]
        self._update_board()

    def next_rotation(self) -> None:
        if self.lay_tile is None:
            return
        rotations = self.rotations(self.lay_tile)
        self.lay_rotation = rotations[(rotations.index(self.lay_rotation) + 1) % len(rotations)]
        self._update_board()

    def confirm_lay(self) -> None:
        if self.lay_hex is None or self.lay_tile is None or self.lay_rotation is None:
            return
        action = Action(**self.lay_kind(), hex=self.lay_hex, tile=self.lay_tile, rotation=self.lay_rotation)
        self.lay_hex = self.lay_tile = self.lay_rotation = None
        if not self.choose(action):
            self._update_board()

    def cancel_lay(self) -> None:
        self.lay_hex = self.lay_tile = self.lay_rotation = None
        if self.state is not None:
            self._update_board()


def create_view(rules: Rules, parent: Any = None) -> KoreaView:
    return KoreaView(rules, parent)
