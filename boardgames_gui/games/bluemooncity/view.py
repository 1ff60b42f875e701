"""The Blue Moon City table: city tiles, pieces, obelisk, scale pool, deck, the hand.

Each player's offerings, crystals (their owner only), scales, markers left and cards
are in the shell's players dock (`rules.player_panel`), so the scene spends its width
on the city: at 1280×800 with both docks open every pixel of it counts.

The view never decides a rule: glowing targets are exactly the targets of the
listed legal actions, and every click becomes an action sent through
`choose`, so a refused click gets the rules' own sentence. The one thing the
view composes itself is a contribution's card set: it proposes the rules'
cheapest set (`payment.cheapest_set`), the player may change it, and the
rules check the final set.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

from ...engine.api import Action, Event, IllegalAction, Rules
from ...engine.i18n import noop
from ...widgets import theme
from ...widgets.gameview import GameView
from . import data
from . import view_glyphs as gl
from . import view_palette as pal
from .rules import box_payable, box_reward, obelisk_cost
from .view_actions import ActionIndex
from .view_items import (
    CARD_H,
    CARD_W,
    TILE,
    VIEW_CTX,
    ButtonItem,
    CardItem,
    ObeliskItem,
    PanelItem,
    PieceItem,
    TileItem,
    paint_label,
    paint_rewards,
    tn,
    tt,
)

PITCH = TILE + 10.0  # distance between two cells of the city
CITY_X, CITY_Y = 36.0, 40.0
CITY_SIZE = data.SIZE * PITCH - 10
DECK_W = 250.0
DECK_BACKS = 4  # the most backs the deck's pile shows
DECK_CARD_SCALE = 0.95  # the deck panel's cards beside a hand's
PAY_LINE = 28.0  # height of a line of the payment panel
RIGHT_X = CITY_X + CITY_SIZE + 40
HAND_Y = CITY_Y + CITY_SIZE + 70
HAND_CENTRE_X = CITY_X + CITY_SIZE / 2


#: the powers of the value-1 and value-2 cards in three words each (the tooltip has them in full)
LEGEND = {
    "vulca": noop(VIEW_CTX, "red dragon"),
    "terrah": noop(VIEW_CTX, "green dragon"),
    "aqua": noop(VIEW_CTX, "blue dragon"),
    "flit": noop(VIEW_CTX, "fly or +2 steps"),
    "khind": noop(VIEW_CTX, "wild 1"),
    "mimix": noop(VIEW_CTX, "two = wild 3"),
    "hoax": noop(VIEW_CTX, "recolour cards"),
    "pillar": noop(VIEW_CTX, "one more offering"),
}


class BlueMoonCityView(GameView):
    """The scene of one game of Blue Moon City."""

    rules_picture_moves = 40

    def rules_pictures(self) -> dict[int, QRectF]:
        """Parts of this scene that illustrate the sections of texts.rules_text() (by section)."""
        return {
            0: QRectF(245, 252, 621, 407),  # set-up: the Courtyard and the temples round it
            3: QRectF(456, 40, 200, 199),  # dragons: a rebuilt building with a dragon
            4: QRectF(245, 252, 201, 197),  # completing a building: a rebuilt one with a figure
            5: QRectF(1114, 700, 221, 149),  # golden scales: the pool
            6: QRectF(1141, 42, 170, 593),  # the end: the obelisk
        }

    def __init__(self, rules: Rules, parent: Any = None) -> None:
        super().__init__(rules, parent)
        self.index = ActionIndex([])
        self.tiles: dict[str, TileItem] = {}
        self.figures: list[PieceItem] = []
        self.dragons: dict[str, PieceItem] = {}
        self.hand_items: list[CardItem] = []
        self.letters: list[str] = []
        self.colours: list[theme.PlayerColor] = []
        # what the player is composing in the view (cleared when the state changes)
        self.selected_box: tuple[tuple[int, int], int] | None = None
        self.selected_cards: list[int] = []
        self.discard_pick: list[int] = []
        self._anims: dict[int, QPropertyAnimation] = {}
        self._placed: set[int] = set()  # pieces drawn once already (the first placement never glides)
        self._build_static()

    # ------------------------------------------------------------------ construction

    def _build_static(self) -> None:
        self.plinth = PanelItem(QRectF(CITY_X - 16, CITY_Y - 16, CITY_SIZE + 32, CITY_SIZE + 32))
        self.plinth.painter_fn = self._paint_plinth
        self.plinth.setZValue(-10)
        self.addItem(self.plinth)

        self.obelisk = ObeliskItem()
        self.obelisk.setPos(RIGHT_X + 25, CITY_Y)
        self.obelisk.on_click = lambda _item: self._click_obelisk()
        self.addItem(self.obelisk)

        self.pool = PanelItem(QRectF(RIGHT_X, CITY_Y + 660, 220, 150))
        self.pool.painter_fn = self._paint_pool
        self.addItem(self.pool)

        self.roost = PanelItem(QRectF(RIGHT_X, CITY_Y + 830, 220, 110))
        self.roost.painter_fn = self._paint_roost
        self.addItem(self.roost)

        self.legend = PanelItem(QRectF(RIGHT_X, CITY_Y + 948, 220, 150))
        self.legend.painter_fn = self._paint_legend
        self.legend.setToolTip(
            "\n".join(
                f"{info['name']} ({tt(info['colour'])}): 1 = {tt(info['power1'])} 2 = {tt(info['power2'])}"
                for info in data.PEOPLES.values()
            )  # fmt: skip
        )
        self.addItem(self.legend)

        # under the legend; the pay panel covers it while a box is being paid
        self.deck = PanelItem(QRectF(RIGHT_X - 10, HAND_Y + 2, DECK_W, CARD_H + 38))
        self.deck.painter_fn = self._paint_deck
        self.addItem(self.deck)
        # the pile's backs and the discard's top card are card items over the panel: their
        # pictures are shared with the hands' (a pile drawn in the panel took 2-3 ms a move)
        self.pile = [self._deck_card(QPointF(16 - k * 2, 32 - k * 2)) for k in range(DECK_BACKS)]
        self.discard_top = self._deck_card(QPointF(142, 32))

        self.hint = PanelItem(QRectF(CITY_X, HAND_Y - 56, CITY_SIZE, 40))
        self.hint.painter_fn = self._paint_hint
        self.addItem(self.hint)
        self.hint_text = ""

        # tall enough for the title, the sum and three reward lines above the buttons
        # (it covers the deck and the foot of the legend while a box is being paid)
        self.pay_panel = PanelItem(QRectF(RIGHT_X - 24, HAND_Y - 110, 264, CARD_H + 150))
        self.pay_panel.painter_fn = self._paint_pay_panel
        self.pay_panel.setZValue(5)
        self.addItem(self.pay_panel)
        self.confirm = ButtonItem(tt("Pay"), 116, accent=True)
        self.confirm.setParentItem(self.pay_panel)
        self.confirm.setPos(RIGHT_X - 12, HAND_Y + CARD_H - 2)
        self.confirm.on_click = lambda _item: self._confirm()
        self.cancel = ButtonItem(tt("Cancel"), 116)
        self.cancel.setParentItem(self.pay_panel)
        self.cancel.setPos(RIGHT_X + 112, HAND_Y + CARD_H - 2)
        self.cancel.on_click = lambda _item: self._cancel()

        self.reset_button = ButtonItem(tt("Draw {n}", n=data.BASE_DRAW), 230, accent=True)
        self.reset_button.setPos(HAND_CENTRE_X - 115, HAND_Y + CARD_H + 8)
        self.reset_button.setZValue(60)
        self.reset_button.on_click = lambda _item: self._confirm_reset()
        self.addItem(self.reset_button)

        self._ensure_hand_slots(12)

        for colour in data.DRAGONS:
            piece = PieceItem("dragon", colour, 60)
            piece.setZValue(12)
            self.addItem(piece)
            self.dragons[colour] = piece
        self.setSceneRect(QRectF(0, 0, RIGHT_X + 240, HAND_Y + CARD_H + 60))

    def _deck_card(self, offset: QPointF) -> CardItem:
        """A card shown on the deck panel at `offset` from its corner, a little smaller than a
        hand's; neither clicked nor lifted."""
        card = CardItem()
        card.setParentItem(self.deck)
        card.setPos(self.deck.rect.topLeft() + offset)
        card.setScale(DECK_CARD_SCALE)
        card.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        card.setAcceptHoverEvents(False)
        card.setVisible(False)
        return card

    def _ensure_hand_slots(self, count: int) -> None:
        """Card items for a hand of `count` cards (created once, reused; a hand is never cut)."""
        while len(self.hand_items) < count:
            card = CardItem()
            card.setVisible(False)
            card.setZValue(20 + len(self.hand_items))
            card.on_click = self._click_card
            self.addItem(card)
            self.hand_items.append(card)

    def _ensure_tiles(self, state: Any) -> None:
        """Create the tile items of this city (once per game; moved if the layout differs)."""
        seen = set()
        for r, row in enumerate(state.tiles):
            for c, tile in enumerate(row):
                if tile is None:
                    continue
                key = tile["building"]
                seen.add(key)
                item = self.tiles.get(key)
                if item is None:
                    info = None if key == data.COURTYARD else data.BUILDINGS[key]
                    item = TileItem(key, info)
                    item.on_click = self._click_tile
                    for box in item.boxes:
                        box.on_click = self._click_box
                    if info is not None and info.get("ability"):
                        item.ability_text = tt(data.ABILITY_TEXT[info["ability"]]) if info["ability"] else ""
                    item.setToolTip(tile_tip(key))
                    self.addItem(item)
                    self.tiles[key] = item
                item.cell = (r, c)  # type: ignore[attr-defined]
                item.setPos(CITY_X + c * PITCH, CITY_Y + r * PITCH)
        for key, item in self.tiles.items():
            item.setVisible(key in seen)

    def _ensure_players(self, state: Any) -> None:
        n = len(state.hands)
        names = list(state.options.get("names") or [tt("Player {n}", n=i + 1) for i in range(n)])
        self.letters = theme.seat_letters(names)
        self.colours = [theme.player_color(state.options, i) for i in range(n)]
        while len(self.figures) < n:
            piece = PieceItem("figure", len(self.figures), 52)
            piece.setZValue(14)
            self.addItem(piece)
            self.figures.append(piece)
        for i, piece in enumerate(self.figures):
            piece.setVisible(i < n)
            if i < n:
                piece.set_player(self.colours[i], self.letters[i])

    # ------------------------------------------------------------------ redraw

    def redraw(self, events: Sequence[Event]) -> None:
        state = self.state
        if state is None:
            return
        self.index = ActionIndex(self.legal)
        self._ensure_tiles(state)
        self._ensure_players(state)
        self._drop_stale_selection()
        self._draw_city(state, events)
        self._draw_pieces(state, events)
        self._draw_obelisk(state)
        self._draw_hand(state)
        # each panel's painter reads the state: repainted when what it reads changed
        self.pool.set_shows((state.scale_pool, state.scale_total))
        self.roost.set_shows(all(d is not None for d in state.dragons))
        self.deck.set_shows((len(state.deck), len(state.discard)))
        backs = min(DECK_BACKS, (len(state.deck) + 9) // 10)  # the pile's height: one back for ten cards
        for k, card in enumerate(self.pile):
            card.setVisible(k < backs)
        self.discard_top.setVisible(bool(state.discard))
        if state.discard:
            self.discard_top.set_card(data.CARDS[state.discard[-1]])
        self.hint_text = self._hint(state)
        self.hint.set_shows(self.hint_text)
        self._draw_pay_panel(state)
        show_reset = self.index.has("reset") and self._acting_viewer()
        self.reset_button.setVisible(show_reset)
        if show_reset:
            n = len(self.discard_pick)
            draw = data.BASE_DRAW + n
            self.reset_button.set_text(
                tt("Discard {d}, draw {n}", d=n, n=draw) if n else tt("Draw {n}", n=draw)
            )

    def _drop_stale_selection(self) -> None:
        hand = set(self._viewer_hand())
        if self.selected_box is not None and not self.index.box_targets(self.selected_box[0]):
            self.selected_box = None
        self.selected_cards = [c for c in self.selected_cards if c in hand] if self.selected_box else []
        if not self.index.has("reset"):
            self.discard_pick = []
        self.discard_pick = [c for c in self.discard_pick if c in hand]

    def _viewer_hand(self) -> list[int]:
        state = self.state
        if state is None or self.viewer is None or self.viewer >= len(state.hands):
            return []
        return list(state.hands[self.viewer])

    def _acting_viewer(self) -> bool:
        """True when the person at the screen is the one who must act."""
        return self.decision is not None and self.viewer is not None and self.state.current == self.viewer

    def _draw_city(self, state: Any, events: Sequence[Event] = ()) -> None:
        move_targets = self.index.cell_targets()
        completed = {e.get("building") for e in events if e.get("type") == "building_completed"}
        hints = self._payable_cells(state, move_targets)
        for r, row in enumerate(state.tiles):
            for c, tile in enumerate(row):
                if tile is None:
                    continue
                item = self.tiles[tile["building"]]
                rebuilt = bool(tile.get("rebuilt")) and tile["building"] != data.COURTYARD
                if rebuilt and not item.rebuilt and item.key in completed and self.animations_enabled:
                    self._flip(item)
                else:
                    item.set_rebuilt(rebuilt)
                item.set_glow((r, c) in move_targets)
                item.set_hint((r, c) in hints)
                payable = self.index.box_targets((r, c))
                for b, box in enumerate(item.boxes):
                    owner = tile["markers"][b] if b < len(tile["markers"]) else None
                    marker = None if owner is None else (self.colours[owner], self.letters[owner])
                    selected = self.selected_box == ((r, c), b)
                    box.set_state(marker, b in payable and self._acting_viewer(), selected)

    def _payable_cells(self, state: Any, targets: set[tuple[int, int]]) -> set[tuple[int, int]]:
        """While moving: the reachable tiles (and the one underfoot) where the hand could pay a
        box, or the courtyard if an offering is affordable (the rules' own helpers decide)."""
        if state.phase != "move" or state.pending or not self._acting_viewer():
            return set()
        me = state.current
        out = set()
        for cell in targets | {tuple(state.figures[me])}:
            tile = state.tile(cell)
            if tile["building"] == data.COURTYARD:
                cost = obelisk_cost(state)
                if cost is not None and state.crystals[me] >= cost and state.markers_left[me] > 0:
                    out.add(cell)
            elif state.markers_left[me] > 0 and any(
                box_payable(state, me, list(cell), b) for b in range(len(tile["markers"]))
            ):
                out.add(cell)
        return out

    def _flip(self, item: TileItem) -> None:
        """Turn a completed tile over (~250 ms, LOOK.md card flip): squash, switch side, open."""
        anim = QVariantAnimation(self)
        anim.setDuration(int(260 * self.animation_speed))
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        centre = TILE / 2

        def step(t: float) -> None:
            if t >= 0.5 and not item.rebuilt:
                item.set_rebuilt(True)
            sx = max(0.02, abs(1 - 2 * t))
            item.setTransform(QTransform().translate(centre, 0).scale(sx, 1).translate(-centre, 0))

        def done() -> None:
            item.set_rebuilt(True)
            item.setTransform(QTransform())
            self._anims.pop(id(item), None)

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anims[id(item)] = anim
        anim.start()

    def _draw_pieces(self, state: Any, events: Sequence[Event] = ()) -> None:
        by_cell: dict[tuple[int, int], list[QGraphicsItem]] = {}
        for i, pos in enumerate(state.figures):
            by_cell.setdefault(tuple(pos), []).append(self.figures[i])
            self.figures[i].set_current(self.decision is not None and i == state.current)
            self.figures[i].setZValue(15 if i == state.current else 14)
        off_board = []
        for colour, pos in zip(data.DRAGONS, state.dragons, strict=False):
            piece = self.dragons[colour]
            if pos is None:
                off_board.append(piece)
            else:
                by_cell.setdefault(tuple(pos), []).append(piece)
            pending = state.pending or {}
            piece.set_glow(pending.get("dragon") == colour)
        animate = bool(events) and self.animations_enabled
        for (r, c), pieces in by_cell.items():
            tile = state.tiles[r][c]
            rebuilt = tile is not None and (tile.get("rebuilt") or tile["building"] == data.COURTYARD)
            base_x = CITY_X + c * PITCH
            base_y = CITY_Y + r * PITCH + (114 if not rebuilt else 124)
            figures = [p for p in pieces if p.kind == "figure"]
            dragons = [p for p in pieces if p.kind == "dragon"]
            for k, piece in enumerate(figures):
                self._place(piece, QPointF(base_x + 32 + k * 36, base_y + (5 if k % 2 else 0)), animate)
            for k, piece in enumerate(dragons):
                self._place(piece, QPointF(base_x + TILE - 38 - k * 48, base_y - 16 + (k % 2) * 8), animate)
        roost = self.roost.rect
        for k, piece in enumerate(off_board):
            self._place(piece, QPointF(roost.left() + 40 + k * 70, roost.top() + 64), animate)
        for colour, piece in self.dragons.items():
            piece.setVisible(True)
            piece.setToolTip(self._dragon_tip(colour))

    def _place(self, piece: PieceItem, target: QPointF, animate: bool) -> None:
        """Move a piece; with animations on, glide ~120 ms per space (LOOK.md)."""
        old = self._anims.pop(id(piece), None)
        if old is not None:
            old.stop()
        start = piece.pos()
        first = id(piece) not in self._placed
        self._placed.add(id(piece))
        if not animate or first or start == target:
            piece.setPos(target)
            return
        spaces = max(1.0, (abs(target.x() - start.x()) + abs(target.y() - start.y())) / PITCH)
        anim = QPropertyAnimation(piece, b"pos", self)
        anim.setDuration(int(120 * spaces * self.animation_speed))
        anim.setStartValue(start)
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.InOutQuad)
        key = id(piece)
        anim.finished.connect(lambda: self._anims.pop(key, None))
        self._anims[key] = anim
        anim.start()

    def _dragon_tip(self, colour: str) -> str:
        people = data.DRAGON_PEOPLE[colour]
        name = data.PEOPLES[people]["name"]
        return tt(
            "The {colour} dragon. {name} cards move it. Contributing where it stands earns a golden scale.",
            colour=tt(colour),
            name=name,
        )

    def _draw_obelisk(self, state: Any) -> None:
        values = data.OBELISK_BOXES[len(state.hands)]
        owners = [None if o is None else (self.colours[o], self.letters[o]) for o in state.obelisk]
        self.obelisk.set_state(values, owners, self.index.has("offer") and self._acting_viewer())
        free = [v for v, o in zip(values, state.obelisk, strict=False) if o is None]
        goal = data.OFFERINGS_TO_WIN[len(state.hands)]
        tip = tt("The obelisk: {goal} offerings win.", goal=goal)
        if free:
            tip += " " + tt(
                "Standing on the courtyard, offer {cost} crystals for the lowest free box.", cost=free[0]
            )
        self.obelisk.setToolTip(tip)

    def _draw_hand(self, state: Any) -> None:
        if self.viewer is not None and self.viewer < len(state.hands):
            # grouped by people, then value, as a player sorts a hand
            order = {people: k for k, people in enumerate(data.PEOPLE_IDS)}
            cards: list[int | None] = sorted(
                state.hands[self.viewer], key=lambda c: (order[data.CARDS[c][0]], data.CARDS[c][1], c)
            )
        else:
            cards = [None] * len(state.hands[state.current])
        n = len(cards)
        self._ensure_hand_slots(n)
        spread = min(CARD_W + 8, (CITY_SIZE - CARD_W) / max(1, n - 1)) if n > 1 else 0
        left = HAND_CENTRE_X - (spread * (n - 1) + CARD_W) / 2
        power_cards = self.index.power_cards()
        pending_card = (
            (state.pending or {}).get("card") if self._acting_viewer() and state.phase == "move" else None
        )
        for i, item in enumerate(self.hand_items):
            if i >= n:
                item.setVisible(False)
                item.card_id = None  # type: ignore[attr-defined]
                continue
            card = cards[i]
            item.card_id = card  # type: ignore[attr-defined]
            face = None if card is None else data.CARDS[card]
            selected = card is not None and (
                card in self.selected_cards or card in self.discard_pick or card == pending_card
            )
            glow = card is not None and card in power_cards and self.selected_box is None
            t = (i - (n - 1) / 2) / max(1, n)
            item.setVisible(True)
            item.setTransformOriginPoint(CARD_W / 2, CARD_H)
            item.setRotation(t * 14)
            item.setPos(left + i * spread, HAND_Y + abs(t) * 18 - (26 if selected else 0))
            item.set_card(face, glow=glow, selected=selected)
            item.setToolTip(self._card_tip(card))

    def _card_tip(self, card: int | None) -> str:
        if card is None:
            return tt("A people card, face down.")
        people, value = data.CARDS[card]
        info = data.PEOPLES[people]
        text = tt(
            "{people} ({colour}), value {value}.", people=info["name"], colour=tt(info["colour"]), value=value
        )
        if value < 3:
            text += " " + tt(
                "Power ({phase} phase): {power}", phase=tt(info["phase"]), power=tt(info[f"power{value}"])
            )
        return text

    # ------------------------------------------------------------------ painters of panels

    def _paint_plinth(self, p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(QColor("#6E5A3C"), 2))
        p.setBrush(QColor("#4A3D2B"))
        p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 10, 10)

    def _paint_pool(self, p: QPainter, rect: QRectF) -> None:
        state = self.state
        if state is None:
            return
        paint_label(p, QRectF(rect.left() + 12, rect.top() + 6, rect.width() - 24, 24), tt("Golden scales"),
                    pal.TEXT_LIGHT, 15, True)  # fmt: skip
        total = state.scale_total
        per_row = 6
        for k in range(total):
            cx = rect.left() + 24 + (k % per_row) * 32
            cy = rect.top() + 50 + (k // per_row) * 34
            if k < state.scale_pool:
                gl.paint_scale(p, QPointF(cx, cy), 26)
            else:
                p.setBrush(Qt.NoBrush)
                p.setPen(QPen(QColor(255, 255, 255, 50), 1.2, Qt.DashLine))
                p.drawPath(gl.scale_path(QPointF(cx, cy), 26))
        note = tt("{n} of {total} left", n=state.scale_pool, total=total)
        colour = pal.TEXT_DIM
        if state.scale_pool == 1:
            note, colour = tt("the next scale triggers scoring"), theme.HIGHLIGHT.name()
        paint_label(p, QRectF(rect.left() + 12, rect.bottom() - 30, rect.width() - 24, 24), note, colour, 13)

    def _paint_roost(self, p: QPainter, rect: QRectF) -> None:
        paint_label(p, QRectF(rect.left() + 12, rect.top() + 6, rect.width() - 24, 22), tt("Dragons beside the city"),
                    pal.TEXT_LIGHT, 14, True)  # fmt: skip
        state = self.state
        if state is not None and all(d is not None for d in state.dragons):
            paint_label(p, QRectF(rect.left() + 12, rect.top() + 40, rect.width() - 24, 40),
                        tt("all three fly over the city"), pal.TEXT_DIM, 12)  # fmt: skip

    def _paint_legend(self, p: QPainter, rect: QRectF) -> None:
        """The eight peoples: colour, glyph, name and what their 1s and 2s do."""
        paint_label(p, QRectF(rect.left() + 12, rect.top() + 3, rect.width() - 24, 20), tt("Peoples"),
                    pal.TEXT_LIGHT, 14, True)  # fmt: skip
        for k, (people, style) in enumerate(pal.PEOPLE.items()):
            y = rect.top() + 27 + k * 15.2
            chip = QRectF(rect.left() + 12, y, 15, 13.5)
            p.setBrush(QColor(style.fill))
            p.setPen(QPen(QColor(0, 0, 0, 140), 0.8))
            p.drawRoundedRect(chip, 3, 3)
            gl.paint_glyph(p, style.glyph, chip.center(), 10, style.ink)
            paint_label(p, QRectF(rect.left() + 34, y - 3, 60, 19), style.name, pal.TEXT_LIGHT, 12, True)
            paint_label(p, QRectF(rect.left() + 90, y - 3, rect.width() - 96, 19), tt(LEGEND[people]),
                        pal.TEXT_DIM, 11)  # fmt: skip

    def _paint_deck(self, p: QPainter, rect: QRectF) -> None:
        state = self.state
        if state is None:
            return
        paint_label(p, QRectF(rect.left() + 12, rect.top() + 4, 120, 22), tt("Deck · {n}", n=len(state.deck)),
                    pal.TEXT_LIGHT, 14, True)  # fmt: skip
        paint_label(p, QRectF(rect.left() + 130, rect.top() + 4, 116, 22), tt("Discard · {n}", n=len(state.discard)),
                    pal.TEXT_LIGHT, 14, True)  # fmt: skip
        # an empty pile's place (the cards themselves are items over the panel)
        p.setPen(QPen(QColor(255, 255, 255, 60), 1.2, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        for shown, x in ((state.deck, 16), (state.discard, 142)):
            if not shown:
                p.drawRoundedRect(QRectF(rect.left() + x, rect.top() + 32, CARD_W * DECK_CARD_SCALE,
                                         CARD_H * DECK_CARD_SCALE), 8, 8)  # fmt: skip

    def _paint_hint(self, p: QPainter, rect: QRectF) -> None:
        paint_label(p, rect.adjusted(16, 0, -16, 0), self.hint_text, pal.TEXT_LIGHT, 16, True)

    def _paint_pay_panel(self, p: QPainter, rect: QRectF) -> None:
        for i, (text, colour, px, rewards) in enumerate(self._pay_lines()):
            line = self.pay_line_rect(i)
            if rewards is not None:
                paint_label(p, QRectF(line.left(), line.top(), 168, line.height()), text, colour, px)
                paint_rewards(p, QRectF(line.left() + 170, line.top() + 3, line.width() - 170, 22), rewards,
                              ink=pal.TEXT_LIGHT)  # fmt: skip
            else:
                paint_label(p, line, text, colour, px, px >= 16)

    def pay_line_rect(self, i: int) -> QRectF:
        """Where line i of the payment panel is drawn."""
        rect = self.pay_panel.rect
        return QRectF(rect.left() + 14, rect.top() + 10 + i * PAY_LINE, rect.width() - 28, PAY_LINE)

    # ------------------------------------------------------------------ hint and payment panel

    def _hint(self, state: Any) -> str:
        names = list(state.options.get("names") or [])
        if self.decision is None:
            result = self.rules.result(state)
            if result is None:
                return tt("The game is over.")
            if not result.winners:
                return tt("Game over: {reason}.", reason=result.reason)
            who = " & ".join(names[p] for p in result.winners)
            return tt("Game over: {who} won: {reason}.", who=who, reason=result.reason)
        if not self._acting_viewer():
            return self.decision.prompt  # the rules' prompt already names the player
        if state.pending and state.phase == "move":
            kind = state.pending.get("kind", "")
            if kind == "dragon_fly":
                return tt(
                    "Click any tile: the {dragon} dragon flies there.",
                    dragon=tt(state.pending.get("dragon", "")),
                )
            if kind == "dragon_walk":
                return tt(
                    "Click a glowing tile: the {dragon} dragon walks there (up to {n} steps).",
                    dragon=tt(state.pending.get("dragon", "")),
                    n=data.DRAGON_WALK_STEPS,
                )
            if kind == "flit_jump":
                return tt("Click any tile: your figure flies there.")
        if state.phase == "move":
            steps = state.steps_left
            if steps <= 0:
                return tt("No steps left: play a glowing power card, or end the movement.")
            return tn(
                "Move: click a glowing tile (up to {n} step), or play a glowing power card.",
                "Move: click a glowing tile (up to {n} steps), or play a glowing power card.",
                steps,
            )
        if state.phase == "contribute":
            if self.selected_box is not None:
                return tt("Pay the box: the cheapest cards are raised; click cards to change them, then Pay.")
            tile = state.tile(state.figures[state.current])
            if tile is not None and tile["building"] == data.COURTYARD:
                if state.offerings_this_turn:
                    return tt("Offered! A glowing Pillar card makes a further offering; or end the phase.")
                return tt("Courtyard: click the next obelisk box to offer crystals, or end the phase.")
            return tt("Contribute: click a glowing box to pay it, or end the phase.")
        if state.phase == "reset":
            return tt("Reset: pick up to 2 cards to discard (or none), then draw.")
        if state.phase == "assembly":
            return tt("Assembly Hall: click any tile to jump there, or stay.")
        return self.decision.prompt

    def _pay_lines(self) -> list[tuple[str, str, float, Mapping[str, int] | None]]:
        state = self.state
        if state is None or self.selected_box is None:
            return []
        cell, b = self.selected_box
        tile = state.tile(cell)
        if tile is None or tile["building"] == data.COURTYARD:
            return []
        info = data.BUILDINGS[tile["building"]]
        people, value = info["boxes"][b]
        style = pal.people_style(people)
        from . import payment

        worth = payment.set_worth(self.selected_cards, people) if self.selected_cards else None
        paid = worth[0] if worth else 0
        lines: list[tuple[str, str, float, Mapping[str, int] | None]] = [
            (
                tt(
                    "{building}: {people} box {value}",
                    building=tt(info["name"]),
                    people=style.name,
                    value=value,
                ),
                pal.TEXT_LIGHT,
                17,
                None,
            ),  # fmt: skip
        ]
        colour = pal.TEXT_LIGHT if paid >= value else theme.REFUSAL.name()
        if paid > value:
            text = tt("Cards pay {paid} of {value}, {lost} lost", paid=paid, value=value, lost=paid - value)
        else:
            text = tt("Cards pay {paid} of {value}", paid=paid, value=value)
        lines.append((text, colour, 16, None))
        preview = self._reward_preview(state, cell, b)
        for label, rewards in preview:
            lines.append((label, pal.TEXT_LIGHT, 15, rewards or None))
        return lines

    def _reward_preview(
        self, state: Any, cell: tuple[int, int], b: int
    ) -> list[tuple[str, Mapping[str, int]]]:
        """What paying this box earns, from the rules' own `box_reward`."""
        reward = box_reward(state, list(cell), b)
        out: list[tuple[str, Mapping[str, int]]] = []
        if reward.get("dragon_scales"):
            out.append((tt("Dragons give"), {"scales": reward["dragon_scales"]}))
        elif any(d is not None and tuple(d) == tuple(cell) for d in state.dragons):
            out.append((tt("Dragons: 1st box only"), {}))
        if reward.get("completes"):
            dragon = reward.get("dragon_scales", 0)
            earned = {
                k: reward.get(k, 0) - (dragon if k == "scales" else 0)
                for k in ("crystals", "scales", "cards")
            }
            out.append((tt("Completes it! You get"), earned))
            majority = reward.get("majority")
            if majority is not None:
                names = list(state.options.get("names") or [])
                who = tt("you") if majority == state.current else names[majority]
                out.append((tt("Majority bonus: {who}", who=who), {}))
        else:
            open_boxes = sum(1 for m in state.tile(cell)["markers"] if m is None) - 1
            out.append((tn("{n} more box to rebuild", "{n} more boxes to rebuild", open_boxes), {}))
        if reward.get("scales", 0) >= state.scale_pool > 0:
            out.append((tt("Last scale of the pool: golden scales are scored"), {}))
        return out

    def _draw_pay_panel(self, state: Any) -> None:
        show = self.selected_box is not None
        self.pay_panel.setVisible(show)
        if show:
            action = self._contribution_action()
            self.confirm.set_glow(action is not None and self.index.accepts(action))
            self.pay_panel.update()

    # ------------------------------------------------------------------ clicks

    def _click_tile(self, item: TileItem) -> None:
        cell = item.cell  # type: ignore[attr-defined]
        action = self.index.action_for_cell(cell)
        if action is None:
            action = self.index.guess_cell_action(self.state, cell)
        self.choose(action)

    def _click_box(self, box: Any) -> None:
        cell = box.tile.cell
        if not self._acting_viewer():
            self.choose(self.index.guess_box_action(self.state, cell, box.index, []))
            return
        if box.index not in self.index.box_targets(cell):
            self.choose(self.index.guess_box_action(self.state, cell, box.index, []))
            return
        from . import payment

        self.selected_box = (cell, box.index)
        self.selected_cards = payment.cheapest_set(self._viewer_hand(), box.people, box.value) or []
        self.redraw(())

    def _click_card(self, item: CardItem) -> None:
        card = getattr(item, "card_id", None)
        if card is None:
            self.choose(Action("power", card=-1))
            return
        pending = self.state.pending or {}
        if pending.get("card") == card and self.index.has("cancel"):
            self.choose(self.index.first("cancel"))  # clicking the played card again takes it back
            return
        if self.selected_box is not None:
            if card in self.selected_cards:
                self.selected_cards.remove(card)
            else:
                self.selected_cards.append(card)
            self.redraw(())
            return
        if self.index.has("reset"):
            if card in self.discard_pick:
                self.discard_pick.remove(card)
            elif len(self.discard_pick) < data.MAX_RESET_DISCARD:
                self.discard_pick.append(card)
            self.redraw(())
            return
        self.choose(self.index.power_action(card) or Action("power", card=card))

    def _click_obelisk(self) -> None:
        self.choose(self.index.plain_offer() or self.index.first("offer") or Action("offer", cards=[]))

    def _contribution_action(self) -> Action | None:
        if self.selected_box is None:
            return None
        cell, b = self.selected_box
        return self.index.contribution(cell, b, self.selected_cards)

    def _confirm(self) -> None:
        action = self._contribution_action()
        if action is None:
            return
        # the shell redraws while the action is emitted: drop the selection first
        kept = (self.selected_box, list(self.selected_cards))
        self.selected_box, self.selected_cards = None, []
        if not self.choose(action):
            self.selected_box, self.selected_cards = kept
            self.redraw(())

    def _confirm_reset(self) -> None:
        picked = sorted(self.discard_pick)
        action = self.index.reset_action(picked) or Action("discard", cards=picked)
        self.discard_pick = []
        if not self.choose(action):
            self.discard_pick = picked
            self.redraw(())

    def _cancel(self) -> None:
        self.selected_box = None
        self.selected_cards = []
        self.redraw(())

    def choose(self, action: Mapping[str, Any]) -> bool:
        """Contributions carry a card set the legal list does not enumerate: a set for a
        listed box is checked by the rules themselves on a copy of the state."""
        act = action if isinstance(action, Action) else Action(**dict(action))
        if self.decision is not None and not self.legal and not self._acting_viewer():
            names = list(self.state.options.get("names") or [])
            who = names[self.state.current] if self.state.current < len(names) else ""
            self.refused.emit(tt("Wait: it is {name}'s turn.", name=who))
            return False
        if self.decision is not None and not self.index.listed(act) and self.index.accepts(act):
            try:
                self.rules.apply(self.rules.clone(self.state), act)
            except IllegalAction as refusal:
                self.refused.emit(refusal.message)
                return False
            self.actionChosen.emit(act)
            return True
        return super().choose(act)

    def handles(self, action: Mapping[str, Any]) -> bool:
        return ActionIndex.board_handles(action)


def _rewards_text(rewards: Mapping[str, int]) -> str:
    parts = []
    if rewards.get("crystals", 0):
        parts.append(tn("{n} crystal", "{n} crystals", rewards["crystals"]))
    if rewards.get("scales", 0):
        parts.append(tn("{n} golden scale", "{n} golden scales", rewards["scales"]))
    if rewards.get("cards", 0):
        parts.append(tn("{n} card", "{n} cards", rewards["cards"]))
    return ", ".join(parts) or tt("nothing")


def tile_tip(key: str) -> str:
    """The tooltip of a tile: its boxes and bonuses in words."""
    if key == data.COURTYARD:
        return tt("The courtyard: everyone starts here. Standing here, offer crystals to the obelisk.")
    info = data.BUILDINGS[key]
    boxes = ", ".join(f"{pal.people_style(p).name} {v}" for p, v in info["boxes"])
    lines = [
        tt("{building}. Boxes (left to right): {boxes}.", building=tt(info["name"]), boxes=boxes),
        tt(
            "Majority bonus (most markers; a tie goes to the farther-left marker): {r}.",
            r=_rewards_text(info["majority"]),
        ),  # fmt: skip
        tt("Construction bonus, to every contributor: {r}.", r=_rewards_text(info["construction"])),
        tt(
            "Neighbourhood bonus, once rebuilt, to each contributor of a neighbour completed later: {r}.",
            r=_rewards_text(info["neighbourhood"]),
        ),  # fmt: skip
    ]
    if info.get("ability"):
        lines.append(tt(data.ABILITY_TEXT[info["ability"]]) if info["ability"] else "")
    return "\n".join(lines)


def create_view(rules: Rules, parent: Any = None) -> BlueMoonCityView:
    return BlueMoonCityView(rules, parent)
