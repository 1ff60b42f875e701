"""The Blueprints table: the materials depot (pool), the in-demand dice, and one
board per player with the building in isometric 3D, the blueprint card seen from
above and the score table (live preview, then the round's scoring sheet).

Picking a die in the pool lights every cell where it may go (from the legal
actions, never from a rule of the view's own); clicking a lit cell places it and
clicking any other cell shows the engine's reason.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEasingCurve, QEvent, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from ...engine.api import Action, Event, Rules
from ...engine.i18n import tr, tr_n
from ...widgets import theme
from ...widgets.gameview import GameView
from ...widgets.itemcache import cached
from ...widgets.textpaint import LegibleTextItem
from . import texts
from . import view_art as art
from .data import (
    AWARD_POINTS,
    AWARDS_BY_PLAYERS,
    BLUEPRINTS,
    COLS,
    DICE_PER_PLAYER,
    PRIZE_BY_ID,
    ROUNDS,
    ROWS,
)
from .scoring import full_sheet
from .steps import building_shown, built_dice
from .view_board import FinalStandingsItem, PlayerBoard, RoundResultsItem, ScoreTrackItem
from .view_items import ButtonItem, DiceRowItem, PanelItem, PoolDieItem

CTX = "blueprints"
LEFT_W = 276.0
BOARD_W, BOARD_H = 500.0, 590.0
GAP = 18.0
POOL_COLS = 4
#: scale of the other players' boards by how many there are (keeps the table near 4:3)
SMALL_SCALE = {1: 0.62, 2: 0.62, 3: 0.5}
#: scale of the other players' boards in the row under a narrow window's table
TALL_SCALE = {1: 0.42, 2: 0.36, 3: 0.33}
DIE_STEP = 62.0

BUILD_PHASES = ("build", "set_aside")
SCORED_PHASES = ("round_end", "over")


def _text(
    parent: QGraphicsItem | None, size: float, bold: bool = False, color: QColor = art.INK
) -> QGraphicsSimpleTextItem:
    item = LegibleTextItem(parent)
    cached(item)  # drawn again only when its text changes, not at every repaint of the column
    item.room = LEFT_W - 32  # the left column's width: room to grow when the table is drawn small
    item.setFont(art.ui_font(size, bold))
    item.setBrush(QBrush(color))
    return item


class BlueprintsView(GameView):
    """The scene of a Blueprints game (see the module docstring)."""

    rules_picture_moves = 10

    def rules_pictures(self) -> dict[int, QRectF]:
        """Parts of this scene that illustrate the sections of texts.RULES_TEXT (by section)."""
        return {
            1: QRectF(16, 123, 260, 67),  # round set-up: the two in-demand dice
            3: QRectF(16, 225, 245, 175),  # your turn: the depot of rolled dice
            4: QRectF(316, 175, 290, 150),  # placing a die: a building going up
            5: QRectF(308, 385, 476, 200),  # scoring: the building's sheet
        }

    def __init__(self, rules: Rules, parent: Any = None) -> None:
        super().__init__(rules, parent)
        self.setBackgroundBrush(QColor(theme.TABLE_MID))
        self.picked: int | None = None  # pool index of the die picked up, view-only
        self.looking_at: int | None = None  # a board brought to the front by a click, view-only
        self._pool_key: tuple | None = None
        self.players = 0
        self.boards: list[PlayerBoard] = []
        self._focus = -1
        self._layout_key: tuple | None = None
        self._tall = False
        self._left_bottom = 0.0  # where the left column's lists end (scene units)
        self._watched: list[Any] = []
        self._boards_height = BOARD_H
        self._anims: list[QVariantAnimation] = []
        self._seen_before = False
        self.track: ScoreTrackItem | None = None
        self._sheet: dict[str, Any] | None = None
        self._lines: dict[int, dict[str, Any]] = {}
        self._build_left()

    # ----- static items, made once

    def _build_left(self) -> None:
        self.left_panel = PanelItem(QRectF(0, 0, LEFT_W, 100))
        self.addItem(self.left_panel)
        self.round_text = _text(self.left_panel, 15, True)
        self.round_text.setPos(16, 12)
        self.turn_text = _text(self.left_panel, 10, False, art.INK)
        self.turn_text.setPos(16, 40)
        self.bag_text = _text(self.left_panel, 9, False, art.INK_DIM)
        self.bag_text.setPos(16, 84)
        self.demand_title = _text(self.left_panel, 8, True, art.INK_DIM)
        self.demand_title.setPos(16, 128)
        self.demand_dice: list[PoolDieItem] = []
        self.demand_labels: list[QGraphicsSimpleTextItem] = []
        for i in range(2):
            d = PoolDieItem(self.left_panel)
            d.SIZE = 40
            d.setPos(22 + i * 120, 150)
            d.setAcceptedMouseButtons(Qt.NoButton)
            d.setCursor(Qt.ArrowCursor)
            self.demand_dice.append(d)
            lab = _text(self.left_panel, 8, False, art.INK)
            lab.setPos(68 + i * 120, 156)
            self.demand_labels.append(lab)
        self.pool_title = _text(self.left_panel, 8, True, art.INK_DIM)
        self.pool_title.setPos(16, 206)
        self.pool_items: list[PoolDieItem] = []
        self.pool_y = 232.0
        self.pool_hint = _text(self.left_panel, 10, True, art.GLOW)
        self.discard_button = ButtonItem("", LEFT_W - 32, 28, self.left_panel)
        self.discard_button.accent = True
        self.discard_button.on_click = self._weak("_discard_picked")
        self.discard_button.hide()
        self.out_of_game = DiceRowItem(LEFT_W - 40, self.left_panel)
        self.results = RoundResultsItem(LEFT_W - 24, self.left_panel)
        self.final = FinalStandingsItem(LEFT_W - 32, self.left_panel)
        self.final.setPos(16, self.pool_title.y())
        self.final.hide()

    def _ensure_players(self, n: int) -> None:
        if n == self.players:
            return
        for b in self.boards:
            self.removeItem(b)
        self.boards = []
        for p in range(n):
            board = PlayerBoard(p, ROWS, COLS, BOARD_W, BOARD_H)
            board.on_cell = self._weak("click_cell", p)
            board.header.on_click = self._weak("look_at", p)
            self.addItem(board)
            self.boards.append(board)
        self.players = n
        self._focus = -1
        self._layout_key = None
        if self.track is not None:
            self.removeItem(self.track)
        self.track = ScoreTrackItem(BOARD_W if n >= 3 else BOARD_W * SMALL_SCALE[1])
        self.track.slots = n
        self.addItem(self.track)

    def _layout_boards(self, focus: int) -> None:
        """The focus player's board (the one at the laptop) full size next to the depot,
        the others smaller, like boards across the table: in a column on the right when
        the window is wide, in a row underneath when it is narrow (a laptop screen with
        both docks open), whichever shows the table larger."""
        tall = self._prefer_tall()
        key = (focus, tall, round(self._left_bottom))
        if key == self._layout_key:
            return
        self._layout_key = key
        self._focus = focus
        self._tall = tall
        others = [p for p in range(self.players) if p != focus]
        rect = self._tall_layout(focus, others) if tall else self._wide_layout(focus, others)
        self.setSceneRect(rect.adjusted(-24, -24, 24, 24))

    def _wide_layout(self, focus: int, others: list[int]) -> QRectF:
        small = SMALL_SCALE[len(others)] if others else 1.0
        x_small = LEFT_W + GAP + BOARD_W + GAP
        for p, board in enumerate(self.boards):
            if p == focus:
                board.setScale(1.0)
                board.setPos(LEFT_W + GAP, 0)
            else:
                k = others.index(p)
                board.setScale(small)
                board.setPos(x_small, k * (BOARD_H * small + GAP))
        column = len(others) * BOARD_H * small + max(0, len(others) - 1) * GAP
        # the scoreboard goes where there is room: under the big board, or under the one
        # small board of a two-player game
        if len(others) >= 2:
            self.track.set_width(BOARD_W)
            self.track.setPos(LEFT_W + GAP, BOARD_H + GAP)
            column = max(column, BOARD_H + GAP + self.track.height())
        else:
            self.track.set_width(BOARD_W * SMALL_SCALE[1])
            self.track.setPos(x_small, column + GAP)
            column += GAP + self.track.height()
        height = max(BOARD_H, column, self._left_bottom)
        width = x_small + (BOARD_W * small if others else -GAP)
        self._boards_height = max(BOARD_H, column)
        self.left_panel.set_rect(QRectF(0, 0, LEFT_W, height))
        return QRectF(0, 0, width, height)

    def _tall_layout(self, focus: int, others: list[int]) -> QRectF:
        top = max(BOARD_H, self._left_bottom)
        width = LEFT_W + GAP + BOARD_W
        small = TALL_SCALE.get(len(others), 1.0)
        x = 0.0
        for p, board in enumerate(self.boards):
            if p == focus:
                board.setScale(1.0)
                board.setPos(LEFT_W + GAP, 0)
        for p in others:
            board = self.boards[p]
            board.setScale(small)
            board.setPos(x, top + GAP)
            x += BOARD_W * small + GAP
        row = BOARD_H * small if others else 0.0
        # the scoreboard fills the rest of the row
        self.track.set_width(width - x)
        self.track.setPos(x, top + GAP)
        row = max(row, self.track.height())
        self._boards_height = BOARD_H
        self.left_panel.set_rect(QRectF(0, 0, LEFT_W, top))
        return QRectF(0, 0, width, top + GAP + row)

    def _prefer_tall(self) -> bool:
        """True when the board view's viewport is narrow enough that the row layout shows
        the table larger than the column layout (no view yet: the column layout)."""
        size = self._viewport_size()
        if size is None or self.players < 2:
            return False
        vw, vh = size
        n = self.players - 1
        track = self.track.height()
        column = n * BOARD_H * SMALL_SCALE[n] + (n - 1) * GAP
        wide_w = LEFT_W + GAP + BOARD_W + GAP + BOARD_W * SMALL_SCALE[n]
        if n >= 2:  # the scoreboard under the big board
            wide_h = max(BOARD_H + GAP + track, column)
        else:  # under the one small board
            wide_h = max(BOARD_H, column + GAP + track)
        tall_w = LEFT_W + GAP + BOARD_W
        tall_h = BOARD_H + GAP + max(BOARD_H * TALL_SCALE[n], track)
        wide = min(vw / (wide_w + 48), vh / (wide_h + 48))
        tall = min(vw / (tall_w + 48), vh / (tall_h + 48))
        return tall > wide * 1.05

    def _viewport_size(self) -> tuple[float, float] | None:
        for view in self.views():
            vp = view.viewport()
            if not any(ref() is vp for ref in self._watched):
                # a shown or resized window may want the other layout: relayout before
                # the view fits the scene to its new size (held weakly: no cycle with Qt)
                vp.installEventFilter(self)
                self._watched.append(weakref.ref(vp))
            if vp.width() > 100 and vp.height() > 100:
                return float(vp.width()), float(vp.height())
        return None

    def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and self.state is not None and self._focus >= 0:
            self._layout_boards(self._focus)
        return False

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:  # noqa: N802
        """A calm felt table: a soft gradient, darker at the edges."""
        p.fillRect(rect, theme.TABLE_DARK)
        p.fillRect(rect, theme.table_gradient(self.sceneRect()))

    # ----- the contract

    def handles(self, action: Mapping[str, Any]) -> bool:
        return action.get("type") in ("place", "discard", "set_aside")

    def redraw(self, events: Sequence[Event]) -> None:
        s = self.state
        if s is None:
            return
        self.skip_animations()  # the previous move's motion ends where it was going
        self._ensure_players(s.players)
        actor = self._acting()
        key = (s.round, s.phase, tuple(s.pool), tuple(s.dice_used), s.turn)
        if key != self._pool_key:
            self.picked = None  # the table changed: put the die back
            self.looking_at = None  # and the board of the player at the laptop comes back
            self._pool_key = key
        focus = self.viewer if self.viewer is not None else actor if actor is not None else 0
        if self.looking_at is not None:
            focus = self.looking_at
        self._layout_boards(focus)
        if self.picked is not None and not self._pickable(self.picked):
            self.picked = None
        self._draw_header()
        self._draw_pool()
        # the round's sheet expanded with every die's points (stored sheets are compact)
        self._sheet = full_sheet(s.sheets[-1]) if s.phase in SCORED_PHASES and s.sheets else None
        self._lines: dict[int, dict[str, Any]] = {}
        for p, board in enumerate(self.boards):
            self._draw_board(p, board)
        self._draw_results()
        self._draw_track()
        # no motion on the first picture (a loaded game, a screenshot): only for a move seen live
        if events and self.animations_enabled and self._seen_before:
            self._animate(events)
        self._seen_before = True

    # ----- header, pool

    def _acting(self) -> int | None:
        return self.decision.player if self.decision is not None else None

    def _names(self) -> list[str]:
        return list(self.state.options["names"])

    def _draw_header(self) -> None:
        s = self.state
        self.round_text.setText(tr(CTX, "Round {n} of {total}", n=s.round, total=ROUNDS))
        actor = self._acting()
        if s.phase in BUILD_PHASES and actor is not None:
            placed = s.dice_used[actor]
            what = (
                tr(CTX, "throw away one pool die")
                if s.phase == "set_aside"
                else tr(CTX, "take die {k} of {total}", k=placed + 1, total=DICE_PER_PLAYER)
            )
            self.turn_text.setText(tr(CTX, "{name} to play:\n{what}", name=self._names()[actor], what=what))
        elif s.phase == "round_end":
            self.turn_text.setText(
                tr(
                    CTX,
                    "Round {n} scored: read the sheets,\nthen Start round {next}",
                    n=s.round,
                    next=s.round + 1,
                )
            )
        else:
            result = self.rules.result(s)
            winners = " & ".join(self._names()[p] for p in (result.winners if result else []))
            self.turn_text.setText(
                tr(CTX, "Game over:\n{who} wins", who=winners) if winners else tr(CTX, "Game over")
            )
        order = _wrap_names([self._names()[p] for p in s.turn_order], self.bag_text.font(), LEFT_W - 40)
        bag = sum(s.bag.values())
        self.bag_text.setText(tr_n(CTX, "Bag: {n} die", "Bag: {n} dice", bag) + "\n" + order)
        # what follows moves down when the turn order needs a third line
        y0 = self.bag_text.y() + self.bag_text.text_rect().height() + 10
        self.demand_title.setPos(16, y0)
        for i, (d, lab) in enumerate(zip(self.demand_dice, self.demand_labels, strict=True)):
            d.setPos(22 + i * 120, y0 + 22)
            lab.setPos(68 + i * 120, y0 + 28)
        self.pool_title.setPos(16, y0 + 78)
        self.pool_y = y0 + 104
        self.final.setPos(16, y0 + 78)
        self.demand_title.setText(tr(CTX, "IN DEMAND (TIE-BREAKS)  필수 재료"))
        for i, (d, lab) in enumerate(zip(self.demand_dice, self.demand_labels, strict=True)):
            if i < len(s.in_demand):
                m = s.in_demand[i]
                d.set_die(-1, (m, 0), False, True, False)  # its face does not matter
                d.setToolTip(tr(CTX, "In-demand material {k}: ties go to more {m} dice", k=i + 1, m=m))
                lab.setText(
                    tr(CTX, "1st\n{material}", material=texts.material_name(m))
                    if i == 0
                    else tr(CTX, "2nd\n{material}", material=texts.material_name(m))
                )
                d.show()
                lab.show()
            else:
                d.hide()
                lab.hide()

    def _pickable(self, index: int) -> bool:
        return any(a.get("die") == index for a in self.legal if a.type in ("place", "discard", "set_aside"))

    def _draw_pool(self) -> None:
        s = self.state
        actor = self._acting()
        over = s.phase == "over"
        self.pool_title.setVisible(not over)
        self.pool_hint.setVisible(not over)
        self.final.setVisible(over)
        if over:
            for item in self.pool_items:
                item.hide()
            self.discard_button.hide()
            self._draw_final()
            self.results.setPos(12, self.final.y() + self.final.height() + 8)
            return
        if s.phase == "round_end":
            # [SEED 라운드 종료] the leftovers are not kept: every die goes back into the bag
            self.pool_title.setText(
                tr_n(
                    CTX,
                    "LEFT IN THE DEPOT · {n} die goes back into the bag",
                    "LEFT IN THE DEPOT · {n} dice go back into the bag",
                    len(s.pool),
                )
            )
        else:
            self.pool_title.setText(
                tr_n(
                    CTX,
                    "MATERIALS DEPOT  재료 창고 · {n} die, by value",
                    "MATERIALS DEPOT  재료 창고 · {n} dice, by value",
                    len(s.pool),
                )
            )
        while len(self.pool_items) < len(s.pool):
            item = PoolDieItem(self.left_panel)
            item.on_click = self._weak("pick", len(self.pool_items))
            self.pool_items.append(item)
        discardable = {a["die"] for a in self.legal if a.type == "discard"}
        for i, item in enumerate(self.pool_items):
            if i >= len(s.pool):
                item.hide()
                continue
            r, c = divmod(i, POOL_COLS)
            item.setPos(20 + c * DIE_STEP, self.pool_y + r * DIE_STEP)
            item.set_die(i, s.pool[i], self.picked == i, self._pickable(i), i in discardable)
            item.setToolTip(_die_tip(s.pool[i], i in discardable, self._pickable(i)))
            item.show()
        rows = max(1, (len(s.pool) + POOL_COLS - 1) // POOL_COLS)
        y = self.pool_y + rows * DIE_STEP + 2
        if s.phase in BUILD_PHASES and actor is not None and not self.legal:
            # a computer's turn, or the table is covered for the hand-off
            hint = tr(CTX, "{name} is choosing a die.", name=self._names()[actor])
        elif s.phase == "set_aside":
            hint = tr(CTX, "Two-player rule: now click a die to throw it away.")
        elif s.phase == "build" and actor is not None:
            if self.picked is None:
                hint = tr(CTX, "Click a die to pick it up.")
            elif self.picked in discardable:
                hint = tr(CTX, "It fits none of your cells: remove it.")
            else:
                hint = tr(CTX, "Now click a glowing cell of your building.")
        else:
            hint = ""
        self.pool_hint.setText(_wrap_text(hint, self.pool_hint.font(), LEFT_W - 36))
        self.pool_hint.setPos(20, y)
        y += self.pool_hint.text_rect().height() + 8 if hint else 26
        # public: dice that left the game this round (fitted nowhere, or thrown away)
        gone = list(s.removed) + list(s.set_aside)
        self.out_of_game.set_dice(tr(CTX, "OUT OF THE GAME THIS ROUND"), gone)
        self.out_of_game.setPos(20, y)
        y += self.out_of_game.height() + (6 if gone else 0)
        if self.picked is not None and self.picked in discardable:
            die = s.pool[self.picked]
            self.discard_button.set_text(tr(CTX, "Remove the {v} from the game", v=die[1]))
            self.discard_button.setPos(16, y)
            self.discard_button.show()
            y += 40
        else:
            self.discard_button.hide()
        self.results.setPos(12, y + 6)

    def _draw_final(self) -> None:
        s = self.state
        result = self.rules.result(s)
        if result is None:
            return
        names = self._names()
        letters = theme.seat_letters(names)
        rows = []
        for rank, group in enumerate(result.ranking, start=1):
            for p in group:
                rows.append(
                    (
                        rank,
                        names[p],
                        theme.player_color(s.options, p),
                        letters[p],
                        int(result.scores[p]),
                        list(s.cards[p]),
                        p in result.winners,
                    )
                )
        self.final.set_standings(rows, result.reason)

    # ----- boards

    def _blueprint_visible(self, p: int) -> bool:
        return self.state.phase in SCORED_PHASES or (self.viewer is not None and self.viewer == p)

    def _draw_board(self, p: int, board: PlayerBoard) -> None:
        s = self.state
        names = self._names()
        pc = theme.player_color(s.options, p)
        letter = theme.seat_letters(names)[p]
        actor = self._acting()
        sheet = self._sheet
        building = s.buildings[p] if sheet is None else _building_of(sheet, p)
        blueprint = s.blueprints[p] if sheet is None else sheet["blueprints"][p]
        visible = self._blueprint_visible(p)
        screened = sheet is None and not building_shown(s, p, self.viewer)
        board.set_screened(names[p], built_dice(s, p) if screened else None)
        if screened:
            building = [[[] for _ in range(COLS)] for _ in range(ROWS)]  # nothing of it is drawn
        stacks = {(r, c): list(building[r][c]) for r in range(ROWS) for c in range(COLS)}
        grid = BLUEPRINTS[blueprint] if visible else None
        crossed = {
            (r, c) for r in range(ROWS) for c in range(COLS) if grid is not None and grid[r][c] is None
        }
        status = ""
        if s.phase in BUILD_PHASES and actor == p:
            status = tr(CTX, "to play")
        board.set_building(stacks, crossed, grid, blueprint if visible else None, sheet is not None)
        # what the picked die may do here
        lit: set[tuple[int, int]] = set()
        if self.picked is not None and actor == p:
            lit = {(a["row"], a["col"]) for a in self.legal if a.type == "place" and a["die"] == self.picked}
        board.set_lit(lit)
        # score table: the round's sheet once scored, else the live preview
        if sheet is not None:
            line = sheet["players"][p]
            board.set_sheet(tr(CTX, "Round {n} scoring sheet", n=sheet["round"]), line, True)
        elif screened:
            line = self.rules.preview(s, p, self.viewer)  # the public part: dice built, in-demand counts
        else:
            # the model's own preview: the blueprint check is left out when it is secret
            line = self.rules.preview(s, p, self.viewer if not visible or self.viewer == p else p)
            board.set_sheet(tr(CTX, "Live score (preview)"), line, line.get("blueprint") is not None)
        self._lines[p] = line
        board.set_cards(self._cards_of(p), self._cards_visible(p), self._round_wins(sheet, p))
        in_demand = sheet["in_demand"] if sheet is not None else s.in_demand
        demand = list(zip(in_demand, line.get("in_demand_counts", []), strict=False))
        used = s.dice_used[p] if s.dice_used else 0
        board.set_header(names[p], pc, letter, status, used, actor == p, demand)

    def _draw_track(self) -> None:
        s = self.state
        names = self._names()
        letters = theme.seat_letters(names)
        actor = self._acting()
        rows = []
        for p in range(s.players):
            line = self._lines[p]
            known = line.get("blueprint") is not None
            score = line["score"] if known else line.get("materials_total")
            rows.append((names[p], theme.player_color(s.options, p), letters[p], score, known, p == actor))
        if self._sheet is not None:
            title = tr(CTX, "ROUND {n} BUILDING SCORES", n=self._sheet["round"])
        else:
            title = tr(CTX, "SCOREBOARD · THIS ROUND SO FAR")
        self.track.set_rows(title, rows)
        self.track.setToolTip(tr(CTX, "Building scores; +? is a blueprint bonus still secret."))

    def _cards_visible(self, p: int) -> bool:
        return self.state.phase == "over" or (self.viewer is not None and self.viewer == p)

    def _cards_of(self, p: int) -> list[dict[str, Any]]:
        return list(self.state.cards[p]) if self.state.cards else []

    def _round_wins(self, sheet: dict[str, Any] | None, p: int) -> list[str]:
        """This round's awards and prizes for player p, with the tie-break that decided them."""
        if sheet is None:
            return []
        out = []
        for e in sheet["awards"] + sheet["prizes"]:
            if e["player"] == p:
                out.append(_card_name(e["id"]) + " " + _decided_text(e, self._names(), sheet))
        return out

    def _draw_results(self) -> None:
        s = self.state
        sheet = s.sheets[-1] if s.phase in SCORED_PHASES and s.sheets else None
        if sheet is None:
            self.results.set_lines(
                tr(CTX, "ON OFFER THIS ROUND"),
                [
                    (_card_name(a), tr(CTX, "{p} pts · rank {r}", p=AWARD_POINTS[a], r=i + 1))
                    for i, a in enumerate(_awards_for(s.players))
                ]
                + [
                    (_card_name(pid), tr(CTX, "2 pts · {rule}", rule=texts.prize_rule(pid)))
                    for pid in PRIZE_BY_ID
                ],
            )
            self._fit_left_panel()
            return
        names = self._names()
        lines = []
        for e in sheet["awards"] + sheet["prizes"]:
            who = names[e["player"]] if e["player"] is not None else tr(CTX, "nobody")
            lines.append((f"{_card_name(e['id'])} → {who}", _decided_text(e, names, sheet)))
        if s.phase == "over":
            title = tr(CTX, "FINAL ROUND RESULTS")
        else:
            nxt = names[sheet["next_start_player"]]
            title = tr(
                CTX, "ROUND {n} RESULTS · {name} starts next (lowest score)", n=sheet["round"], name=nxt
            )
        self.results.set_lines(title, lines)
        self._fit_left_panel()

    def _fit_left_panel(self) -> None:
        """Grow the left column when its lists run past the boards (two players, or the other
        boards in a row under the table). It only grows during a game: the lists grow and shrink
        as dice leave the game and rounds end and begin, and each change moved the boards under
        it and recentred the whole table in the window, so every item was drawn again (17 ms)
        although it showed what it showed."""
        bottom = self.results.y() + self.results.boundingRect().height() + 12
        self._left_bottom = max(self._left_bottom, bottom)
        if self._focus >= 0:
            self._layout_boards(self._focus)

    # ----- motion (LOOK.md: a die roll ~400 ms, a placement ~200 ms; a click skips)

    def _animate(self, events: Sequence[Event]) -> None:
        for e in events:
            if e.type == "placed":
                board = self.boards[e["player"]]
                cube = board.building.cube_at((e["row"], e["col"]), e["level"] - 1)
                if cube is not None:
                    drop = board.building.iso.h * 1.6
                    self._run(200, lambda t, c=cube, d=drop: c.setY(-d * (1 - t)), QEasingCurve.OutBounce)
            elif e.type == "refilled":
                taken: set[int] = set()
                for die in e["dice"]:
                    item = next(
                        (
                            it
                            for i, it in enumerate(self.pool_items)
                            if it.isVisible() and i not in taken and list(it.die) == list(die)
                        ),
                        None,
                    )
                    if item is None:
                        continue
                    taken.add(item.index)
                    item.setTransformOriginPoint(item.SIZE / 2, item.SIZE / 2)
                    self._run(400, lambda t, it=item: _tumble(it, t), QEasingCurve.OutCubic)

    def _run(self, ms: float, step, curve: QEasingCurve.Type) -> None:
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, int(ms * self.animation_speed)))
        anim.setEasingCurve(curve)
        anim.valueChanged.connect(lambda v: step(float(v)))
        anim.finished.connect(lambda: (step(1.0), self._anims.remove(anim) if anim in self._anims else None))
        self._anims.append(anim)
        step(0.0)
        anim.start()

    def skip_animations(self) -> None:
        for anim in list(self._anims):
            anim.setCurrentTime(anim.duration())
            anim.stop()
            anim.finished.emit()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        if self._anims:
            self.skip_animations()
        super().mousePressEvent(event)

    # ----- clicks

    def _weak(self, method: str, *args: Any):
        """A click callback for an item that does not keep the scene alive: items hold
        their callbacks, the scene owns the items, and a strong cycle through a Qt
        object can be collected in the wrong order (a crash at interpreter exit)."""
        ref = weakref.ref(self)

        def call(*more: Any) -> None:
            scene = ref()
            if scene is not None:
                getattr(scene, method)(*args, *more)

        return call

    def pick(self, index: int) -> None:
        """Pick up (or put back) a pool die; in the two-player set-aside step, throw it away."""
        s = self.state
        if s is None:
            return
        if self.decision is None:
            self.refused.emit(tr(CTX, "The game is over."))
            return
        if s.phase == "set_aside":
            self.choose(Action("set_aside", die=index))
            return
        if not self._pickable(index):
            # not your turn, or the round is over: let the engine say why
            self.choose(Action("place", die=index, row=0, col=0))
            return
        self.picked = None if self.picked == index else index
        self.redraw(())

    def click_cell(self, player: int, cell: tuple[int, int]) -> None:
        s = self.state
        if s is None:
            return
        actor = self._acting()
        if self.decision is None:
            self.refused.emit(tr(CTX, "The game is over."))
            return
        if s.phase not in BUILD_PHASES or actor is None:
            self.choose(Action("place", die=0, row=cell[0], col=cell[1]))
            return
        if player != actor:
            self.refused.emit(
                tr(
                    CTX,
                    "That is {owner}'s building: {name} builds on their own.",
                    owner=self._names()[player],
                    name=self._names()[actor],
                )
            )
            return
        if self.picked is None:
            self.refused.emit(tr(CTX, "First pick a die from the materials depot, then click a cell."))
            return
        self.choose(Action("place", die=self.picked, row=cell[0], col=cell[1]))

    def look_at(self, player: int) -> None:
        """Bring a board to the front to read it (until the table changes)."""
        self.looking_at = player
        self.redraw(())

    def _discard_picked(self) -> None:
        if self.picked is not None:
            self.choose(Action("discard", die=self.picked))


# --------------------------------------------------------------------------- text helpers


def _wrap_names(names: list[str], font: Any, width: float) -> str:
    """'A → B → C' broken into lines no wider than `width` (the text item does not wrap)."""
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(font)
    lines: list[str] = []
    line = tr(CTX, "Turn order:")
    names = [fm.elidedText(n, Qt.ElideRight, width - 40) for n in names]
    for i, name in enumerate(names):
        piece = (" → " if i else " ") + name
        if fm.horizontalAdvance(line + piece) > width and i:
            lines.append(line + " →")
            line = "   " + name
        else:
            line += piece
    lines.append(line)
    return "\n".join(lines)


def _wrap_text(text: str, font: Any, width: float) -> str:
    """`text` broken at spaces into lines no wider than `width` (the item does not wrap)."""
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(font)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and fm.horizontalAdvance(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return "\n".join(lines)


def _die_tip(die: tuple[str, int], fits_nowhere: bool, pickable: bool = True) -> str:
    mat, value = die
    rule = {
        "wood": tr(CTX, "wood scores 2 for every die touching it"),
        "recycled": tr(CTX, "recycled scores by how many green dice you have: 2/5/10/15/20/30"),
        "stone": tr(CTX, "stone scores by its level: 2, 3, 5, then 8 from the 4th up"),
        "glass": tr(CTX, "glass scores its face value, even when covered"),
    }[mat]
    head = tr(CTX, "{m} {v}: {rule}.", m=texts.material_name(mat), v=value, rule=rule)
    if not pickable:
        return head
    if fits_nowhere:
        return head + "\n" + tr(CTX, "It fits none of your cells: take it to remove it from the game.")
    return head + "\n" + tr(CTX, "Click to pick it up, then click a glowing cell.")


def _tumble(item: PoolDieItem, t: float) -> None:
    """A freshly rolled die tumbles into the depot."""
    item.setRotation(-140 * (1 - t))
    item.setScale(0.6 + 0.4 * t)
    item.setOpacity(min(1.0, 0.2 + t))


def _building_of(sheet: dict[str, Any], p: int) -> list:
    return [[[(d[0], d[1]) for d in st] for st in row] for row in sheet["buildings"][p]]


def _awards_for(players: int) -> tuple[str, ...]:
    return AWARDS_BY_PLAYERS[players]


def _card_name(card_id: str) -> str:
    return {
        "gold": tr(CTX, "Gold award"),
        "silver": tr(CTX, "Silver award"),
        "bronze": tr(CTX, "Bronze award"),
        "skyscraper": tr(CTX, "Skyscraper"),
        "structural_integrity": tr(CTX, "Structural Integrity"),
        "geometer": tr(CTX, "Geometer"),
        "materials": tr(CTX, "Materials"),
    }.get(card_id, card_id)


def _decided_text(entry: dict[str, Any], names: list[str], sheet: dict[str, Any]) -> str:
    """How the card was decided, e.g. 'won on 1st in-demand (wood): 3 vs 2 over Bo'."""
    step = entry.get("decided_by")
    if entry.get("player") is None:
        return tr(CTX, "no building qualified")
    other = names[entry["versus"]] if entry.get("versus") is not None else ""
    vals = entry.get("values") or []
    demand = sheet.get("in_demand", [])
    if step == "only":
        return tr(CTX, "the only building that qualified")
    if step == "score":
        return tr(CTX, "score {a} vs {b} ({other})", a=vals[0], b=vals[1], other=other)
    if step in ("in_demand_1", "in_demand_2"):
        k = 0 if step == "in_demand_1" else 1
        m = texts.material_name(demand[k]) if k < len(demand) else "?"
        return tr(
            CTX,
            "tie broken on in-demand {m}: {a} vs {b} dice ({other})",
            m=m,
            a=vals[0],
            b=vals[1],
            other=other,
        )
    if step == "turn_order":
        return tr(CTX, "tie broken: later in turn order than {other}", other=other)
    return ""


def create_view(rules: Rules, parent: Any = None) -> BlueprintsView:
    """The view factory named in the registry."""
    return BlueprintsView(rules, parent)
