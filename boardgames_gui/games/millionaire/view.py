"""The Millionaire (Миллионер) board: a QGraphicsScene on the shared ring board.

The board is made on the first state (the edition decides its cells) and updated in
`redraw`. A click on a plot opens its card (`DeedItem`) with a button for each thing that
may be done with it now; a plot with one obvious action (the one offered to buy, the one
to choose) acts at once. Everything goes through `GameView.choose`, so a click the rules
refuse comes back as the engine's own sentence. The dialogs (bids, trades, raising cash,
the Exchange) are in the desk under the board (view_desk.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QWidget

from ...engine.api import Action, Event, Rules
from ...engine.i18n import tr
from ...widgets import itemcache, theme
from ...widgets.gameview import GameView
from ...widgets.moneypop import MoneyPop
from ...widgets.ringboard import CellItem, RingBoard, TokenItem, TokenWalker
from . import data as D
from . import view_facts as vf
from .currency import francs
from .names import CTX
from .view_centre import CentreItem, DeedItem
from .view_desk import DESK_TYPES, Desk
from .view_faces import BOARD, GEOMETRY, paint_pieces, static_faces

#: the table around the board in the scene: just its shadow (14 units down and right), so that
#: at 1366×768 the fitted board takes the height the desk and the action bar leave it
MARGIN = 16.0
DICE_ROLL_MS = 400
JACKPOT_SPIN_MS = 1200
PRICE_MOVE_MS = 700
MONEY_POP_MS = 1100
CARD_FLIP_MS = 250
#: events of a card drawn (the centre turns it face up)
CARD_EVENTS = frozenset({"drew", "chance_drawn", "fortune_drawn"})

#: actions the board offers by clicking a plot (its card's buttons); the shell shows no button
BOARD_TYPES = frozenset({"build", "sell_building", "mortgage", "redeem", "choose"})


class MillionaireView(GameView):
    rules_picture_moves = 400
    side_widget_beside = True
    # the scene's own margin holds the shadow: a thin strip of table is enough at 1366×768
    fit_margin = 6

    def rules_pictures(self) -> dict[int, QRectF]:
        """Parts of this scene that illustrate the sections of rules_text.RULES_TEXT (by section)."""
        return {
            0: QRectF(0, 1050, 650, 150),  # the board: Tax Inspection and the first plots
            4: QRectF(1050, 150, 150, 400),  # building: an industry with enterprises
            5: QRectF(650, 1050, 400, 150),  # mortgage: mortgaged plots
            9: QRectF(190, 421, 410, 328),  # Classic cells: the Jackpot machine
        }

    def __init__(self, rules: Rules, parent: Any = None) -> None:
        super().__init__(rules, parent)
        full = QRectF(-MARGIN, -MARGIN, BOARD + 2 * MARGIN, BOARD + 2 * MARGIN)
        self.setSceneRect(full)
        self.setBackgroundBrush(QBrush(theme.table_gradient(full)))
        self.edition: str | None = None
        self.board: RingBoard | None = None
        self.faces = []
        self.tokens: list[TokenItem] = []
        self.movers: list[TokenWalker] = []
        self.shown_positions: list[int] = []
        self.centre = CentreItem(GEOMETRY.centre_rect())
        self.addItem(self.centre)
        c = self.centre
        self.deed = DeedItem(QRectF(c.rect.left() + 30, c.rect.top() + 612, c.rect.width() - 60, 270))
        self.addItem(self.deed)
        self.selected: int | None = None
        self._auto_selected: int | None = None
        self._deed_actions: list[Action] = []
        self._dice_anim = self._animation(1, 12, self._dice_step, self._dice_done)
        self._reel_anim = self._animation(0.0, 6.0, self._reel_step, self._reel_done)
        self._price_anim = self._animation(0.0, 1.0, self._price_step, self._price_done)
        self._price_span = (0, 0)
        self._pop_anim = self._animation(0.0, 1.0, self._pop_step, self._pops_done)
        self._card_anim = self._animation(0.0, 1.0, self._card_step, self._card_done)
        self.pops: list[MoneyPop] = []
        self.shown_money: list[int | None] = []
        self._desk: Desk | None = None

    def _animation(self, start: Any, end: Any, step: Any, done: Any) -> QVariantAnimation:
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        return anim

    # ----- construction on the first state of an edition

    def _build(self, edition: str) -> None:
        if self.board is not None:
            for item in self.board.cells + self.board.halos + [self.board.frame, self.board.shadow]:
                self.removeItem(item)
        self.edition = edition
        self.faces = static_faces(edition)
        self.board = RingBoard(self, GEOMETRY, self.faces, paint_pieces)
        self.centre.elite = edition == D.ELITE

    def _build_tokens(self, names: list[str]) -> None:
        for token in self.tokens:
            self.removeItem(token)
        for mover in self.movers:
            mover.finish()
            mover.deleteLater()
        for pop in self.pops:
            self.removeItem(pop)
        letters = theme.seat_letters(names)
        size = GEOMETRY.token_size(len(names)) * 0.92
        self.tokens, self.movers, self.shown_positions = [], [], []
        self.pops, self.shown_money = [], []
        for seat in range(len(names)):
            token = TokenItem(theme.player_color(self.state.options, seat), letters[seat], size)
            self.addItem(token)
            self.tokens.append(token)
            self.movers.append(TokenWalker(token, GEOMETRY, None, self))
            self.shown_positions.append(-1)
            pop = MoneyPop()
            self.addItem(pop)
            self.pops.append(pop)
            self.shown_money.append(None)

    # ----- the contract

    def redraw(self, events: Sequence[Event]) -> None:
        state = self.state
        if state is None:
            return
        if state.edition != self.edition:
            self._build(state.edition)
        names = list(state.options["names"])
        if len(self.tokens) != len(names):
            self._build_tokens(names)
        letters = theme.seat_letters(names)
        assert self.board is not None
        for space in range(D.NUM_CELLS):
            self.board.set_face(space, self._face(space, letters))
            self.board.set_tooltip(space, vf.cell_tooltip(state, space, names))
        self._update_tokens(events)
        self._update_money(events)
        self._update_centre(events, names, letters)
        about = vf.decision_space(self.decision)
        if about is not None and about != self._auto_selected:
            self.selected = about
        elif about is None and self._auto_selected is not None and self.selected == self._auto_selected:
            self.selected = None
        self._auto_selected = about
        self._update_deed()
        self._update_highlights()
        if self._desk is not None:
            self._desk.show_decision(self)

    def _face(self, space: int, letters: list[str]):
        state = self.state
        face = self.faces[space]
        owner = state.owner[space]
        if owner is None:
            return face
        return replace(
            face,
            owner=owner,
            owner_color=theme.player_color(state.options, owner),
            owner_letter=letters[owner],
            rent=francs(vf.rent_now(state, space)) if not state.mortgaged[space] else "",
            level=state.buildings[space],
            mortgaged=state.mortgaged[space],
            mortgage_label=tr(CTX, "mortgaged") if state.mortgaged[space] else "",
        )

    def handles(self, action: Mapping[str, Any]) -> bool:
        kind = action.get("type")
        if self._desk is not None and self._desk.asks(self.decision, action):
            return True
        return kind in BOARD_TYPES or (self._desk is not None and kind in DESK_TYPES)

    def handles_out_of_turn(self, seat: int, action: Mapping[str, Any]) -> bool:
        """The broker window offers the share trades of the other seats (so the shell shows
        no out-of-turn buttons for them)."""
        return self._desk is not None and self._desk.brokers(seat, action)

    def side_widget(self) -> QWidget | None:
        """The desk of dialogs under the board (view_desk.py), made once."""
        if self._desk is None:
            self._desk = Desk(self)
        return self._desk

    def desk(self) -> Desk:
        return self.side_widget()

    def retranslate(self) -> None:
        """The faces hold translated names: build the board again on the next state."""
        self.edition = None

    # ----- tokens

    def _update_tokens(self, events: Sequence[Event]) -> None:
        state = self.state
        walks = vf.walks(events)
        seats = len(self.tokens)
        for seat, token in enumerate(self.tokens):
            pos = state.positions[seat]
            target = GEOMETRY.token_slot(pos, seat, seats)
            badge = str(state.detained[seat]) if state.detained and state.detained[seat] else ""
            token.set_state(seat == state.current and not state.over, bool(state.bankrupt[seat]), badge)
            token.setZValue(21 if seat == state.current else 20)
            old = self.shown_positions[seat]
            self.shown_positions[seat] = pos
            path = walks.get(seat)
            if self.animations_enabled and old >= 0 and path and path[-1] == pos:
                self.movers[seat].walk(path, target, self.animation_speed)
            else:
                self.movers[seat].finish()
                token.setPos(target)

    def _update_money(self, events: Sequence[Event]) -> None:
        """Cash that changed in the action just applied rises above its owner's token."""
        state = self.state
        self._pops_done()
        popped = False
        for seat, pop in enumerate(self.pops):
            before, now = self.shown_money[seat], state.money[seat]
            self.shown_money[seat] = now
            if events and before is not None and now != before and self.animations_enabled:
                sign = "+" if now > before else "−"
                at = self.movers[seat].target if self.movers[seat].running() else self.tokens[seat].pos()
                pop.pop(sign + francs(abs(now - before)), now > before, at + QPointF(0, -24))
                popped = True
        if popped:
            self._restart(self._pop_anim, MONEY_POP_MS)

    def _pop_step(self, value: float) -> None:
        for pop in self.pops:
            if pop.isVisible():
                pop.rise(float(value))

    def _pops_done(self) -> None:
        self._pop_anim.stop()
        for pop in self.pops:
            pop.setVisible(False)

    # ----- the centre

    def _update_centre(self, events: Sequence[Event], names: list[str], letters: list[str]) -> None:
        state = self.state
        c = self.centre
        vf.fill_centre(c, state, self.decision, self.legal, names, letters, self.rules)
        dice_now = any(e.get("type") == "dice" for e in events)
        self._dice_anim.stop()
        c.dice_tumble = 0
        if dice_now and self.animations_enabled and c.dice:
            self._restart(self._dice_anim, DICE_ROLL_MS)
        self._card_anim.stop()
        c.card_flip = 1.0
        if any(e.get("type") in CARD_EVENTS for e in events) and self.animations_enabled:
            self._card_step(0.0)
            self._restart(self._card_anim, CARD_FLIP_MS)
        spin = [e for e in events if e.get("type") == "jackpot_spin"]
        if spin:
            c.reels = vf.jackpot_symbols(spin[-1]["columns"])
        moved = vf.share_move(events)
        if moved or not events:
            c.share_move = moved
        self._price_anim.stop()
        if moved and self.animations_enabled:
            # the Exchange roll shows the price moving from the old figure to the new
            self._price_span = (state.share_price - moved, state.share_price)
            self._price_step(0.0)
            self._restart(self._price_anim, PRICE_MOVE_MS)
        self._reel_anim.stop()
        c.reel_offset = 0.0
        if spin and self.animations_enabled:
            self._restart(self._reel_anim, JACKPOT_SPIN_MS)
        c.refresh()

    def _restart(self, anim: QVariantAnimation, ms: int) -> None:
        anim.stop()
        anim.setDuration(max(1, int(ms * self.animation_speed)))
        anim.start()

    def _dice_step(self, value: int) -> None:
        self.centre.dice_tumble = int(value)
        self.centre.refresh()

    def _dice_done(self) -> None:
        self._dice_anim.stop()
        self.centre.dice_tumble = 0
        self.centre.refresh()

    def _reel_step(self, value: float) -> None:
        # the columns slow down and stop on the drawn symbols when the value reaches its end
        self.centre.reel_offset = 0.0 if float(value) >= 6.0 else 6.0 - float(value) + 0.001
        self.centre.refresh()

    def _reel_done(self) -> None:
        self._reel_anim.stop()
        self.centre.reel_offset = 0.0
        self.centre.refresh()

    def _card_step(self, value: float) -> None:
        self.centre.card_flip = float(value)
        self.centre.refresh()

    def _card_done(self) -> None:
        self._card_anim.stop()
        self.centre.card_flip = 1.0
        self.centre.refresh()

    def _price_step(self, value: float) -> None:
        old, new = self._price_span
        shown = round(old + (new - old) * float(value))
        self.centre.share_price = francs(shown)
        self.centre.refresh()

    def _price_done(self) -> None:
        self._price_anim.stop()
        if self.state is not None:
            self.centre.share_price = francs(self.state.share_price)
            self.centre.refresh()

    def jackpot_spinning(self) -> bool:
        return self._reel_anim.state() == QVariantAnimation.State.Running

    # ----- highlights and the plot card

    def _update_highlights(self) -> None:
        self.board.highlight(vf.glowing_spaces(self.state, self.legal, self.decision))

    def _update_deed(self) -> None:
        state = self.state
        if self.selected is None or D.BOARDS[state.edition][self.selected].kind != "plot":
            self.deed.setVisible(False)
            self._deed_actions = []
            return
        space = self.selected
        self._deed_actions = vf.plot_actions(self.legal, space) if self.decision is not None else []
        labels = [self.rules.action_label(state, a) for a in self._deed_actions]
        # drawn again only when what the card shows changed (it was drawn at every move and
        # at every frame while open: 2 ms each)
        itemcache.show(self.deed, **vf.deed_shows(state, space, labels))
        self.deed.setVisible(True)

    # ----- clicks

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._skip_animations()
        pos = event.scenePos()
        event.accept()
        if self.deed.isVisible() and self.deed.rect.contains(pos):
            self._click_deed(pos)
            return
        if self.centre.dice_rect().contains(pos):
            if self.decision is not None:
                self.choose(Action("roll"))
            return
        cell = self.board.cell_at(pos) if self.board is not None else None
        if cell is None:
            event.ignore()
            return
        self.click_cell(cell)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()

    def _skip_animations(self) -> None:
        for mover in self.movers:
            mover.finish()
        self._dice_done()
        self._reel_done()
        self._price_done()
        self._pops_done()
        self._card_done()

    def _click_deed(self, pos: QPointF) -> None:
        if self.deed.close_rect().contains(pos):
            self.selected = None
            self._update_deed()
            self._update_highlights()
            return
        index = self.deed.button_at(pos)
        if index is not None and index < len(self._deed_actions):
            self.choose(self._deed_actions[index])

    def click_cell(self, space: int) -> None:
        """A click on a cell: its one obvious action, else open its card (a plot), else the
        nearest meaning so that the engine explains a refusal."""
        state = self.state
        if state is None:
            return
        action = vf.cell_action(state, self.legal, self.decision, space)
        is_plot = D.BOARDS[state.edition][space].kind == "plot"
        if is_plot:
            self.selected = space
            self._update_deed()
            self._update_highlights()
        if action is not None:
            self.choose(action)

    # ----- for tests and screenshots

    def cell_item(self, index: int) -> CellItem:
        return self.board.cells[index]

    def deed_button_rect(self, action_type: str) -> QRectF | None:
        """Scene rectangle of the open card's button for an action of this type, or None."""
        for index, action in enumerate(self._deed_actions):
            if action["type"] == action_type and self.deed.isVisible():
                return self.deed.button_rect(index)
        return None


def create_view(rules: Rules, parent: Any = None) -> MillionaireView:
    return MillionaireView(rules, parent)


__all__ = ["MillionaireView", "create_view"]
