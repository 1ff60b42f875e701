"""The Blue Marble (부루마불) board: a QGraphicsScene drawn from the state.

Items are made once in `__init__` (and the planes on the first state) and
updated in `redraw`. Clicks go through `mousePressEvent`, which asks the item
under the pointer what the click means (its `data(KEY)`), turns that into the
nearest action and calls `choose`: a legal action is emitted, anything else
comes back as the engine's own refusal sentence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QBrush, QTransform
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from ...engine.api import Action, Event, Rules
from ...engine.i18n import tr
from ...widgets import itemcache, theme
from ...widgets.gameview import GameView
from ...widgets.ringboard import CellItem, RingBoard, TokenWalker
from . import data
from . import view_actions as va
from . import view_board as vb
from . import view_paint as vp
from .currency import won
from .view_clock import ClockItem
from .view_deed import DeedPanelItem
from .view_facts import spaces
from .view_pieces import CentreItem, DiceItem, KeyCardItem, MoneyPopItem, PlaneItem
from .view_spaces import face_for, paint_buildings

# Click keys stored in item.data(KEY): what a click on the item means.
KEY = 0

MARGIN = 30.0
DICE_ROLL_MS = 400
CARD_FLIP_MS = 250
MONEY_POP_MS = 1100


class BlueMarbleView(GameView):
    rules_picture_moves = 60

    def rules_pictures(self) -> dict[int, QRectF]:
        """Parts of this scene that illustrate the sections of rules_text.RULES_TEXT (by section)."""
        return {
            1: QRectF(650, 1049, 549, 149),  # your turn: START and the cities before it
            2: QRectF(210, 406, 780, 59),  # the two halves: the banner saying which half it is
            4: QRectF(195, 478, 272, 380),  # Golden Keys: the deck and the card drawn
            5: QRectF(-1, 1049, 150, 149),  # the Deserted Island
            6: QRectF(-1, -2, 150, 152),  # the Social Welfare Fund
            7: QRectF(1050, -2, 149, 152),  # Space Travel
        }

    def __init__(self, rules: Rules, parent: Any = None) -> None:
        super().__init__(rules, parent)
        full = QRectF(-MARGIN, -MARGIN, vb.BOARD + 2 * MARGIN, vb.BOARD + 2 * MARGIN)
        self.setSceneRect(full)
        self.setBackgroundBrush(QBrush(theme.table_gradient(full)))
        self.infos = spaces()
        self._build_board()
        self.planes: list[PlaneItem] = []
        self.pops: list[MoneyPopItem] = []
        self.shown_money: list[int | None] = []
        self.movers: list[TokenWalker] = []
        self.shown_positions: list[int] = []
        self._make_animations()
        self.selected_deed: int | None = None
        self._events: list[Event] = []  # those of the action just applied
        self._auto_deed: int | None = None  # the deed card last opened by a decision
        self._panel_auto = False  # the open card was opened by a decision, not a click
        self._make_clock()

    # ----- the time-limit clock (variant time_limit; Other Game Tips 1)

    def _make_clock(self) -> None:
        self.clock = ClockItem()
        self.clock.setVisible(False)
        self.addItem(self.clock)
        self._clock_started = QElapsedTimer()
        self.clock_offset_ms = 0  # time already used (tests move the clock forward with it)
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(1000)
        self._clock_timer.timeout.connect(self._clock_tick)

    def time_left_ms(self) -> int | None:
        """Milliseconds left on the clock, or None when the game has no time limit."""
        s = self.state
        minutes = s.options["variants"].get("time_limit", 0) if s is not None else 0
        if not minutes:
            return None
        return minutes * 60_000 - self.played_ms()

    def played_ms(self) -> int:
        """Time on the clock so far: what an opened or resumed game had used, plus this sitting."""
        return self.clock_offset_ms + (self._clock_started.elapsed() if self._clock_started.isValid() else 0)

    def resume_clock(self, played_ms: int) -> None:
        self.clock_offset_ms = played_ms

    def _update_clock(self) -> None:
        left = self.time_left_ms()
        self.clock.setVisible(left is not None)
        if left is None:
            self._clock_timer.stop()
            return
        if not self._clock_started.isValid():
            self._clock_started.start()  # the clock runs from the first sight of the board
        self.clock.set_left(left)
        if self.state.over:
            self._clock_timer.stop()
        elif not self._clock_timer.isActive():
            self._clock_timer.start()

    def _clock_tick(self) -> None:
        s = self.state
        left = self.time_left_ms()
        if s is None or left is None or s.over:
            self._clock_timer.stop()
            return
        self.clock.set_left(left)
        d = self.decision
        # sent on a human's decision only: the shell acts for a human, the computer seats' moves
        # keep coming and the next human decision ends the game (tried again each second)
        if left <= 0 and d is not None and s.options.get("seats", ["human"] * 4)[d.player] == "human":
            self.actionChosen.emit(Action("time_up"))

    # ----- construction (once)

    def _build_board(self) -> None:
        self.board = RingBoard(self, vb.GEOMETRY, [face_for(info) for info in self.infos], paint_buildings)
        self.space_items: list[CellItem] = self.board.cells
        self.halos = self.board.halos
        self.centre = CentreItem()
        self.addItem(self.centre)
        c = vb.GEOMETRY.centre_rect()
        self.deck = KeyCardItem(face_up=False)
        self.deck.setPos(c.left() + 46, c.top() + 336)
        self.addItem(self.deck)
        self.card = KeyCardItem(face_up=True)
        self.card.setPos(c.left() + 46, c.top() + 530)
        self.card.setVisible(False)
        self.addItem(self.card)
        self.dice = DiceItem()
        self.dice.setPos(c.left() + 420, c.top() + 560)
        self.dice.setData(KEY, ("dice",))  # players reach for the dice: a click rolls them
        self.addItem(self.dice)
        self.panel = DeedPanelItem()
        self.panel.setPos(c.right() - DeedPanelItem.W - 40, c.top() + 324)
        self.panel.setData(KEY, ("panel",))
        self.addItem(self.panel)

    def _build_planes(self, names: list[str]) -> None:
        """One plane (and its cash label) per seat, on the first state of a match."""
        for item in self.planes + self.pops:
            self.removeItem(item)
        for mover in self.movers:
            mover.finish()
            mover.deleteLater()
        self.planes, self.pops, self.movers, self.shown_positions, self.shown_money = [], [], [], [], []
        letters = theme.seat_letters(names)
        for seat in range(len(names)):
            pc = theme.player_color(self.state.options, seat)
            plane = PlaneItem(seat, pc, letters[seat])
            self.addItem(plane)
            self.planes.append(plane)
            self.movers.append(TokenWalker(plane, vb.GEOMETRY, plane.face, self))
            self.shown_positions.append(-1)
            pop = MoneyPopItem()
            self.addItem(pop)
            self.pops.append(pop)
            self.shown_money.append(None)

    # ----- the contract

    def redraw(self, events: Sequence[Event]) -> None:
        s = self.state
        if s is None:
            return
        self._events = list(events)
        names = list(s.options["names"])
        if len(self.planes) != len(names):
            self._build_planes(names)
        letters = theme.seat_letters(names)
        tolls_on = va.tolls_active(self.rules, s)
        # whatever still waited for the last walk is overtaken by this state
        self._landing.stop()
        self._waiting = []
        self._card_done()
        self._pops_done()
        for info in self.infos:
            i = info.index
            owner = s.owner[i] if info.is_deed else None
            toll = va.toll_due(info, s.level[i]) if (owner is not None and tolls_on) else None
            face = face_for(
                info,
                owner=owner,
                owner_color=theme.player_color(s.options, owner) if owner is not None else None,
                owner_letter=letters[owner] if owner is not None else "",
                level=s.level[i],
                toll=toll,
                pot=s.fund if i == data.FUND_RECEIVE else 0,
            )
            self.board.set_face(i, face)
            self.board.set_tooltip(i, self._space_tip(info, owner, toll, names))
        self._update_planes(events)
        self._update_money(events)
        self._update_dice(events)
        self._update_card(events)
        self._update_centre(names, letters)
        self._update_clock()
        self._update_highlights()
        # a decision about one deed opens its card; the card it opened closes when
        # the decision is over (a card the player opened stays until they close it)
        about = va.decision_deed(self.decision)
        if about is not None and about != self._auto_deed:
            self.selected_deed = about
            self._panel_auto = True
        elif about is None and self._panel_auto:
            self.selected_deed = None
            self._panel_auto = False
        self._auto_deed = about
        self._update_panel()

    def _space_tip(self, info: vb.SpaceInfo, owner: int | None, toll: int | None, names: list[str]) -> str:
        """Hover text: the deed's figures and what landing there costs now."""
        if not info.is_deed:
            return vp.both(info.ko, info.en)
        lines = [vp.both(info.ko, info.en), tr(va.CTX, "price {amount}", amount=won(info.price))]
        if owner is not None:
            lines.append(tr(va.CTX, "owner {name}", name=names[owner]))
            if toll is not None:
                lines.append(tr(va.CTX, "toll now {amount}", amount=won(toll)))
        else:
            lines.append(tr(va.CTX, "for sale"))
        return "\n".join(lines)

    def handles(self, action: Mapping[str, Any]) -> bool:
        return va.on_board(action)

    def retranslate(self) -> None:
        """The spaces' names in the new language (read when the view is made); the shell's
        show_state that follows gives the board its new faces."""
        super().retranslate()  # the cached cards (the deck's label) painted again
        self.infos = spaces()

    # ----- per-part updates

    def _update_planes(self, events: Sequence[Event]) -> None:
        s = self.state
        walks = va.walks(events)
        current = s.current
        for seat, plane in enumerate(self.planes):
            pos = s.positions[seat]
            target = vb.GEOMETRY.token_slot(pos, seat)
            plane.active = seat == current and not s.over
            plane.out = bool(s.bankrupt[seat])
            # turns still to sit out on the Deserted Island [Deserted Island 1]
            plane.badge = str(s.island[seat]) if s.island[seat] > 0 and not plane.out else ""
            plane.setZValue(21 if plane.active else 20)
            old = self.shown_positions[seat]
            self.shown_positions[seat] = pos
            path = walks.get(seat)
            # only a move that just happened walks; after undo, load or hand-off the planes jump
            if self.animations_enabled and old >= 0 and path and path[-1] == pos:
                self.movers[seat].walk(path, target, self.animation_speed)
            else:
                self.movers[seat].finish()
                plane.setPos(target)
                plane.face(vb.GEOMETRY.heading(pos))
            plane.update()

    # ----- the three centre animations: one QVariantAnimation each, made once and restarted

    def _make_animations(self) -> None:
        self._dice_anim = self._animation(1, 12, self._dice_step, self._dice_done)
        self._card_anim = self._animation(0.0, 1.0, self._card_step, self._card_done)
        self._pop_anim = self._animation(0.0, 1.0, self._pop_step, self._pops_done)
        self._popping: list[tuple[MoneyPopItem, QPointF]] = []
        self._waiting: list[Any] = []  # animations that start when the planes land
        self._landing = QTimer(self)
        self._landing.setSingleShot(True)
        self._landing.timeout.connect(self._landed)

    def _after_walk(self, start: Any) -> None:
        """Run `start` once the planes have landed: a card is drawn and cash changes hands
        where the plane stops, not while it is still in the air."""
        walking = [m.anim.duration() - m.anim.currentTime() for m in self.movers if m.running()]
        if not walking:
            start()
            return
        self._waiting.append(start)
        self._landing.start(max(walking))

    def _landed(self) -> None:
        waiting, self._waiting = self._waiting, []
        for start in waiting:
            start()

    def _animation(self, start: Any, end: Any, step: Any, done: Any) -> QVariantAnimation:
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        return anim

    def _restart(self, anim: QVariantAnimation, ms: int) -> None:
        anim.stop()
        anim.setDuration(max(1, int(ms * self.animation_speed)))
        anim.start()

    def _update_money(self, events: Sequence[Event]) -> None:
        """Cash that changed in the action just applied rises above its owner's plane."""
        s = self.state
        changed = []
        for seat, pop in enumerate(self.pops):
            before, now = self.shown_money[seat], s.money[seat]
            self.shown_money[seat] = now
            if events and before is not None and now != before and self.animations_enabled:
                delta = now - before
                pop.text = ("+" if delta > 0 else "−") + won(abs(delta))
                pop.gain = delta > 0
                start = vb.GEOMETRY.token_slot(s.positions[seat], seat) + QPointF(0, -30)
                pop.setPos(start)
                pop.update()
                changed.append((pop, start))
        if not changed:
            return
        self._pops_done()
        self._popping = changed

        def show_pops() -> None:
            for pop, _ in self._popping:
                pop.setOpacity(1.0)
                pop.setVisible(True)
            self._restart(self._pop_anim, MONEY_POP_MS)

        self._after_walk(show_pops)

    def _pop_step(self, value: float) -> None:
        t = float(value)
        for pop, start in self._popping:
            pop.setPos(start + QPointF(0, -26 * t))
            pop.setOpacity(1.0 if t < 0.6 else max(0.0, (1.0 - t) / 0.4))

    def _pops_done(self) -> None:
        self._pop_anim.stop()
        self._popping = []
        for pop in self.pops:
            pop.setVisible(False)

    def _update_dice(self, events: Sequence[Event]) -> None:
        self.dice.values = list(self.state.last_dice)
        rolled = any(e.get("type") in va.DICE_EVENTS for e in events)
        self._dice_anim.stop()
        self.dice.tumble = 0
        if rolled and self.animations_enabled and self.dice.values:
            self._restart(self._dice_anim, DICE_ROLL_MS)
        self.dice.update()

    def _dice_step(self, value: int) -> None:
        self.dice.tumble = int(value)
        self.dice.update()

    def _dice_done(self) -> None:
        self._dice_anim.stop()
        self.dice.tumble = 0
        self.dice.update()

    def _update_card(self, events: Sequence[Event]) -> None:
        s = self.state
        itemcache.show(self.deck, count=len(s.deck))
        card = data.KEYS_BY_ID.get(s.drawn) if s.drawn is not None else None
        if card is None:
            self.card.setVisible(False)
            return
        # the card is drawn again only when another card is shown (issue 15)
        itemcache.show(self.card, ko=card.ko, en=data.key_title(card.id), text=data.key_text(card.id))
        self.card.setVisible(True)
        drawn_now = any(e.get("type") == "golden_key" for e in events)
        if drawn_now and self.animations_enabled:
            # turn the drawn card face up (LOOK.md: a card flip ~250 ms), edge-on from the first frame
            self._card_step(0.0)
            self._after_walk(lambda: self._restart(self._card_anim, CARD_FLIP_MS))

    def _card_step(self, value: float) -> None:
        centre_x = KeyCardItem.W / 2
        t = QTransform()
        t.translate(centre_x, 0)
        t.scale(max(0.02, float(value)), 1.0)
        t.translate(-centre_x, 0)
        self.card.setTransform(t)

    def _card_done(self) -> None:
        self._card_anim.stop()
        self.card.setTransform(QTransform())

    def _update_centre(self, names: list[str], letters: list[str]) -> None:
        s = self.state
        c = self.centre
        c.phase_ko, c.phase_en, c.phase_note = va.phase_lines(s, self.decision, names)
        rolloff = va.rolloff_line(self._events, names)
        if rolloff:
            c.phase_note = rolloff
        d = self.decision
        if d is not None:
            seat = d.player
            c.turn_pc = theme.player_color(s.options, seat)
            c.turn_letter = letters[seat]
            c.turn_name = f"{names[seat]} · {won(s.money[seat])}"
            c.held = [va.held_label(card) for card in s.held[seat]]
            # the prompt names the player; the banner already does
            prefix = f"{names[seat]}: "
            c.prompt = d.prompt[len(prefix) :] if d.prompt.startswith(prefix) else d.prompt
        elif s.over:
            c.turn_pc, c.turn_letter, c.turn_name, c.prompt, c.held = None, "", "", "", []
            result = self.rules.result(s)
            if result is not None and result.winners:
                seat = result.winners[0]
                c.turn_pc = theme.player_color(s.options, seat)
                c.turn_letter = letters[seat]
                winners = ", ".join(names[w] for w in result.winners)
                c.turn_name = tr(va.CTX, "{names} · winner", names=winners)
                c.prompt = result.reason
        else:
            c.turn_pc = None
        c.refresh()

    def _update_highlights(self) -> None:
        self.board.highlight(va.glowing_spaces(self.state, self.legal, self.decision))

    def _update_panel(self) -> None:
        s = self.state
        panel = self.panel
        self.centre.hint = self.selected_deed is None
        self.centre.refresh()
        if self.selected_deed is None:
            panel.setVisible(False)
            return
        i = self.selected_deed
        owner = s.owner[i]
        names = list(s.options["names"])
        # drawn again only when what the card shows changed (issue 15: 2-8 ms a move)
        itemcache.show(
            panel,
            info=self.infos[i],
            owner_pc=theme.player_color(s.options, owner) if owner is not None else None,
            owner_letter=theme.seat_letters(names)[owner] if owner is not None else "",
            owner_name=names[owner] if owner is not None else "",
            level=s.level[i],
            tolls_active=va.tolls_active(self.rules, s),
            legal_levels=va.legal_levels(self.legal, i) if self.decision is not None else set(),
            handover=va.handover_label(self.state, self.legal, self.decision, i, names),
        )
        panel.setVisible(True)

    # ----- clicks

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._skip_animations()
        key = self._key_at(event.scenePos())
        if key is None:
            # the bare table: let the view pan by dragging
            event.ignore()
            return
        event.accept()
        self.click_key(key)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def _skip_animations(self) -> None:
        self._landing.stop()
        self._waiting = []
        for mover in self.movers:
            mover.finish()
        self._dice_done()
        self._card_done()
        self._pops_done()

    def _key_at(self, pos: QPointF) -> tuple | None:
        for item in self.items(pos):
            if item is self.panel:
                return self.panel.key_at(self.panel.mapFromScene(pos)) or ("panel",)
            key = item.data(KEY)
            if key:
                return tuple(key)
        cell = self.board.cell_at(pos)
        return ("space", cell) if cell is not None else None

    def click_key(self, key: tuple) -> None:
        """Act on a click target: a space, a ladder row of the deed panel, the panel's close box."""
        if key[0] == "close":
            self.selected_deed = None
            self._update_panel()
            return
        if key[0] == "panel":
            return
        if key[0] == "dice":
            if self.decision is not None:
                self.choose(Action("roll"))
            return
        if key[0] == "handover":
            self.choose(Action("give_deed", space=key[1]))
            return
        if key[0] == "level":
            _, space, level = key
            action = va.level_action(self.state, space, level)
            if action is not None:
                self.choose(action)
            return
        if key[0] == "space":
            space = key[1]
            info = self.infos[space]
            action = va.space_action(self.state, self.legal, self.decision, space, info.is_deed)
            if info.is_deed:
                self.selected_deed = space
                self._panel_auto = False
                self._update_panel()
            if action is not None:
                self.choose(action)

    # ----- for tests and screenshots

    def space_item(self, index: int) -> CellItem:
        return self.space_items[index]

    def level_row_scene_rect(self, level: int) -> QRectF:
        return self.panel.mapRectToScene(self.panel.row_rect(level))


def create_view(rules: Rules, parent: Any = None) -> BlueMarbleView:
    return BlueMarbleView(rules, parent)


__all__ = ["BlueMarbleView", "create_view"]
