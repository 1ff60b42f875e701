"""One player's board on the Blueprints table, and the round results list.

A board groups the player's name and colour, the cards they hold (face down for
the others until the end), the isometric building with its rotate control, the
blueprint card seen from above and the score table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...engine.i18n import noop, tr, tr_n
from ...widgets import itemcache, theme
from ...widgets.itemcache import cached, show
from ...widgets.textpaint import draw_legible, legible_font
from . import texts
from . import view_art as art
from .view_building import BuildingItem
from .view_card import BlueprintCardItem
from .view_items import ButtonItem, Cell, ClickableItem, Die, PanelItem
from .view_sheet import ScoreSheetItem

CTX = "blueprints"

CARD_COLOURS = {
    "gold": QColor("#E0B43A"),
    "silver": QColor("#C9CFD6"),
    "bronze": QColor("#C07A45"),
}
PRIZE_COLOUR = QColor("#7FB4E6")
#: the three-letter names on the small card chips
CARD_SHORT = {
    "gold": noop(CTX, "GOL"),
    "silver": noop(CTX, "SIL"),
    "bronze": noop(CTX, "BRO"),
    "skyscraper": noop(CTX, "SKY"),
    "structural_integrity": noop(CTX, "INT"),
    "geometer": noop(CTX, "GEO"),
    "materials": noop(CTX, "MAT"),
}


class HeaderItem(ClickableItem):
    """Name, colour marker with letter, dice used, 'to play' pill, and the held cards.
    Clicking it brings a small board to the front to read it.

    The pill and the count of dice change from turn to turn (and the board changes size at
    each): they are parts of their own, and the three are remembered pictures, so a turn
    draws again only what it changed."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.name = ""
        self.pc = theme.color(0)
        self.letter = ""
        self.status = ""
        self.used = 0
        self.active = False
        self.cards: list[dict[str, Any]] = []
        self.cards_visible = False
        self.demand: list[tuple[str, int]] = []  # in-demand material, dice of it (tie-breaks)
        whole = self.boundingRect()
        self.pill = itemcache.CachedPart(self, whole, self._paint_status, margin=0, remember=True)
        self.counts = itemcache.CachedPart(self, whole, self._paint_counts, margin=0, remember=True)

    def set_turn(self, status: str, used: int, demand: list[tuple[str, int]]) -> None:
        """The 'to play' pill (empty: none) and the dice taken, with the tie-break counts."""
        self.status, self.used, self.demand = status, used, list(demand)
        show(self.pill, shows=(self.name, self.pc, status))
        self.show_counts()

    def set_cards(self, cards: list[dict[str, Any]], visible: bool) -> None:
        show(self, cards=cards, cards_visible=visible)
        self.show_counts()

    def show_counts(self) -> None:
        # the tie-break word is drawn only where it fits before the cards' points
        show(self.counts, shows=(self.used, tuple(self.demand), len(self.cards), self._cards_label()))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, 44)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        key = (self.name, self.pc, self.letter, repr(self.cards), self.cards_visible)
        itemcache.paint_picture(self, p, key, self._draw, shared=True)

    def _name(self, p: QPainter) -> str:
        """The name as drawn (elided), in the name's font, which it sets."""
        p.setFont(art.ui_font(13, True))
        return p.fontMetrics().elidedText(self.name, Qt.ElideRight, 200)

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        theme.paint_marker(p, QRectF(12, 8, 28, 28), self.pc, self.letter)
        name = self._name(p)
        p.setPen(art.INK)
        draw_legible(p, QRectF(48, 4, 220, 24), Qt.AlignVCenter | Qt.AlignLeft, name)
        # cards held: small cards, face down unless visible
        x = self.width - 14
        for card in reversed(self.cards):
            x -= 26
            self._paint_card(p, QRectF(x, 6, 22, 32), card)
        if self.cards:
            p.setFont(art.ui_font(8))
            p.setPen(art.INK_DIM)
            draw_legible(p, QRectF(x - 64, 6, 60, 32), Qt.AlignVCenter | Qt.AlignRight, self._cards_label())

    def _cards_label(self) -> str:
        if self.cards_visible:
            return tr_n(CTX, "{n} pt", "{n} pts", sum(c["points"] for c in self.cards))
        return tr(CTX, "cards: {n}", n=len(self.cards))

    def _cards_left(self, p: QPainter) -> float:
        """Where the held cards and the label of their points begin, from the left."""
        x = self.width - 14 - 26 * len(self.cards)
        if not self.cards:
            return x
        p.save()
        p.setFont(art.ui_font(8))
        shown = legible_font(
            p, QRectF(x - 64, 6, 60, 32), Qt.AlignVCenter | Qt.AlignRight, self._cards_label()
        )
        width = QFontMetricsF(shown).horizontalAdvance(self._cards_label()) if shown is not None else 60
        p.restore()
        return x - 4 - width - 8

    def _paint_counts(self, p: QPainter) -> None:
        p.setFont(art.ui_font(8))
        p.setPen(art.INK_DIM)
        sub = tr(CTX, "{n} of 6 dice taken", n=self.used)
        shown = legible_font(p, QRectF(48, 24, 220, 16), Qt.AlignVCenter | Qt.AlignLeft, sub)
        draw_legible(p, QRectF(48, 24, 220, 16), Qt.AlignVCenter | Qt.AlignLeft, sub)
        if self.demand and shown is not None:
            # the tie-break counts: dice of the 1st and 2nd in-demand material, after the
            # dice taken as drawn (the level-of-detail rule may have drawn it larger)
            p.setFont(shown)
            x = 48 + p.fontMetrics().horizontalAdvance(sub) + 12
            label = tr(CTX, "tie-break")
            label_width = p.fontMetrics().horizontalAdvance(label)
            # the word goes where it fits before the cards' points (a longer language's word
            # ran under them); the counts alone are still explained by the tooltip
            if x + label_width + 5 + 40 * len(self.demand) <= self._cards_left(p):
                draw_legible(p, QRectF(x, 24, label_width + 2, 16), Qt.AlignVCenter | Qt.AlignLeft, label)
                x += label_width + 5
            for mat, count in self.demand:
                art.paint_die(p, QRectF(x, 25, 13, 13), mat, 0)
                p.setPen(art.INK)
                draw_legible(p, QRectF(x + 16, 24, 24, 16), Qt.AlignVCenter | Qt.AlignLeft, f"×{count}")
                p.setPen(art.INK_DIM)
                x += 40

    def _paint_status(self, p: QPainter) -> None:
        if not self.status:
            return
        name = self._name(p)
        # as wide as the name is drawn: on a small board the legibility rule draws it larger
        shown = legible_font(p, QRectF(48, 4, 220, 24), Qt.AlignVCenter | Qt.AlignLeft, name) or p.font()
        fm_w = QFontMetricsF(shown).horizontalAdvance(name)
        pill = QRectF(56 + min(fm_w, 160), 5, 66, 19)
        p.setPen(Qt.NoPen)
        p.setBrush(self.pc.qcolor)
        p.drawRoundedRect(pill, 10, 10)
        p.setPen(self.pc.ink)
        p.setFont(art.ui_font(8, True))
        draw_legible(p, pill, Qt.AlignCenter, self.status)

    def _paint_card(self, p: QPainter, r: QRectF, card: dict[str, Any]) -> None:
        p.setPen(QPen(QColor(255, 255, 255, 160), 1))
        if not self.cards_visible:
            g = QLinearGradient(r.topLeft(), r.bottomRight())
            g.setColorAt(0, QColor("#3A4A63"))
            g.setColorAt(1, QColor("#1E2838"))
            p.setBrush(g)
            p.drawRoundedRect(r, 3, 3)
            p.setPen(QPen(QColor(255, 255, 255, 60), 1))
            p.drawLine(r.topLeft() + QPointF(4, 4), r.bottomRight() - QPointF(4, 4))
            p.drawLine(QPointF(r.right() - 4, r.top() + 4), QPointF(r.left() + 4, r.bottom() - 4))
            return
        col = CARD_COLOURS.get(card["id"], PRIZE_COLOUR)
        p.setBrush(col)
        p.drawRoundedRect(r, 3, 3)
        p.setPen(QColor("#1B1B1B"))
        p.setFont(art.ui_font(9, True))
        draw_legible(p, r.adjusted(0, 2, 0, -12), Qt.AlignCenter, str(card["points"]))
        p.setFont(art.ui_font(5, True))
        draw_legible(p, r.adjusted(0, 16, 0, 0), Qt.AlignCenter, tr(CTX, CARD_SHORT[card["id"]]))


class WinsItem(QGraphicsItem):
    """This round's cards won by the player, with the tie-break that decided them (behind
    the player's screen at each hand-off: remembered, not drawn again when it comes back)."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.width = width
        self.lines: list[str] = []
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_lines(self, lines: Sequence[str]) -> None:
        show(self, True, lines=list(lines))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, 16 + 44 * max(1, len(self.lines)))

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        itemcache.paint_picture(self, p, tuple(self.lines), self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        if not self.lines:
            return
        p.setFont(art.ui_font(8, True))
        p.setPen(QColor("#FFE7A0"))
        draw_legible(p, QRectF(0, 0, self.width, 14), Qt.AlignLeft, tr(CTX, "WON THIS ROUND"))
        p.setFont(art.ui_font(8))
        p.setPen(art.INK)
        y = 16.0
        for line in self.lines:
            r = p.fontMetrics().boundingRect(
                0, 0, int(self.width), 200, int(Qt.AlignLeft | Qt.TextWordWrap), line
            )
            draw_legible(p, QRectF(0, y, self.width, r.height() + 2), Qt.AlignLeft | Qt.TextWordWrap, line)
            y += r.height() + 5


class ScreenItem(QGraphicsItem):
    """The screen (가림막) a player builds behind while the round is built: the others
    see how many dice went behind it and which ones (they saw them taken), not where.

    Who built how many dice changes at each of that player's turns: it is a part of its own
    (`built`), and the screen itself, the same on every board, is one remembered picture
    per size (the boards change size at every turn)."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.rect = QRectF(rect)
        self.name = ""
        self.dice: list[Die] = []
        self.setAcceptedMouseButtons(Qt.NoButton)
        r = self.rect
        self.built = itemcache.CachedPart(
            self, QRectF(r.left() + 12, r.top() + 90, r.width() - 24, 62), self._paint_built
        )

    def set_built(self, name: str, dice: Sequence[Die]) -> None:
        """The player behind the screen and the dice they built there."""
        self.name, self.dice = name, list(dice)
        show(self.built, shows=(name, tuple(tuple(die) for die in dice)))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        itemcache.paint_picture(
            self, p, (), self._draw, shared=True
        )  # all it shows is its rect: the same on every board

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        r = self.rect
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, QColor("#4B5A70"))
        g.setColorAt(1, QColor("#2A3342"))
        p.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        p.setBrush(g)
        p.drawRoundedRect(r, 12, 12)
        # the folds of a standing screen
        p.setPen(QPen(QColor(0, 0, 0, 60), 2))
        for k in (1, 2):
            x = r.left() + r.width() * k / 3
            p.drawLine(QPointF(x, r.top() + 8), QPointF(x, r.bottom() - 8))
        p.setFont(art.ui_font(15, True))
        p.setPen(art.INK)
        draw_legible(
            p, QRectF(r.left(), r.top() + 24, r.width(), 30), Qt.AlignCenter, tr(CTX, "Behind the screen")
        )
        p.setFont(art.ui_font(10))
        p.setPen(art.INK_DIM)
        draw_legible(p, QRectF(r.left(), r.top() + 54, r.width(), 20), Qt.AlignCenter, "가림막")
        draw_legible(
            p,
            QRectF(r.left() + 16, r.bottom() - 70, r.width() - 32, 60),
            Qt.AlignCenter | Qt.TextWordWrap,
            tr(CTX, "Where each die went, the score and the blueprint are shown when the round is scored."),
        )

    def _paint_built(self, p: QPainter) -> None:
        r = self.rect
        p.setFont(art.ui_font(11))
        p.setPen(art.INK)
        built = tr_n(
            CTX, "{name} has built {n} die", "{name} has built {n} dice", len(self.dice), name=self.name
        )
        draw_legible(p, QRectF(r.left() + 12, r.top() + 92, r.width() - 24, 22), Qt.AlignCenter, built)
        size, step = 26.0, 32.0
        x = r.center().x() - (step * len(self.dice) - (step - size)) / 2
        for die in self.dice:
            art.paint_die(p, QRectF(x, r.top() + 124, size, size), die[0], die[1])
            x += step


class PlayerBoard(QGraphicsObject):
    """Everything of one player; `on_cell(cell)` reports a click on a cell. Turning the
    building and pulling its levels apart are the board's own business (no action)."""

    def __init__(self, player: int, rows: int, cols: int, width: float, height: float) -> None:
        super().__init__()
        self.player = player
        self.w, self.h = width, height
        self.on_cell: Callable[[Cell], None] | None = None
        # a holder of the board's items: nothing of its own to paint
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.panel = PanelItem(QRectF(0, 0, width, height), self)
        self.header = HeaderItem(width, self)
        self.header.setToolTip(tr(CTX, "Click to look at this board up close"))
        self.building = BuildingItem(rows, cols, parent=self)
        self.building.on_cell = self._cell
        self.rotate_button = ButtonItem("⟳ 90°", 52, 24, self)
        self.rotate_button.setPos(14, 52)
        self.rotate_button.setToolTip(tr(CTX, "Turn the building a quarter turn"))
        self.rotate_button.on_click = self.rotate
        self.explode_button = ButtonItem("⇕", 28, 24, self)
        self.explode_button.setPos(72, 52)
        self.explode_button.setToolTip(tr(CTX, "Pull the levels apart to see the covered dice"))
        self.explode_button.on_click = self.toggle_exploded
        self.card = BlueprintCardItem(rows, cols, self)
        self.card.setPos(width - BlueprintCardItem.W - 16, 52)
        self.card.on_cell = self._cell
        self.wins = WinsItem(BlueprintCardItem.W + 10, self)
        self.wins.setPos(width - BlueprintCardItem.W - 20, 52 + BlueprintCardItem.H + 8)
        self.sheet = ScoreSheetItem(width - 28, self)
        self.sheet.setPos(14, height - self.sheet.height() - 8)
        self.sheet.on_mark = self.building.mark
        self.screen = ScreenItem(QRectF(14, 52, width - 28, height - 60), self)
        self.screen.setZValue(5)
        self.screen.hide()
        self._place_building()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        pass

    def _cell(self, cell: Cell) -> None:
        if self.on_cell is not None:
            self.on_cell(cell)

    def toggle_exploded(self) -> None:
        self.building.set_exploded(not self.building.exploded)
        self.explode_button.accent = self.building.exploded
        self.explode_button.update()
        self._place_building()
        self.building.mark(self.sheet.marked_dice())

    def rotate(self) -> None:
        self.building.rotate()
        self._place_building()
        self.building.mark(self.sheet.marked_dice())

    def _place_building(self) -> None:
        """Fit the building into the space between the header and the score table:
        centred on what is built and planned, shrunk only when a tower needs it. A building
        behind its screen keeps its place: laid out again for nothing shown, all its items
        were measured twice at every hand-off."""
        b = self.building
        if not b.isVisibleTo(self):
            return
        plan = getattr(b, "_plan_heights", None) or {}
        content = QRectF()
        for cell in b.cells:
            height = max(len(b.stacks.get(cell, [])), plan.get(cell, 0) or 0, 1)
            height = b.zpos(height - 1) + 1
            gx, gy = b.grid_pos(cell)
            outline = b.iso.cube_outline(gx, gy, 0)
            outline[0] = b.iso.pt(gx, gy, height)
            outline[1] = b.iso.pt(gx + 1, gy, height)
            outline[5] = b.iso.pt(gx, gy + 1, height)
            content = content.united(outline.boundingRect())
        content.adjust(-12, -12, 12, 18)  # the slab and its shadow
        area = QRectF(10.0, 84.0, self.card.x() - 20.0, self.sheet.y() - 94.0)
        scale = min(1.15, area.height() / content.height(), area.width() / content.width())
        b.setScale(scale)
        b.setPos(area.center() - content.center() * scale)

    def set_header(
        self,
        name: str,
        pc: theme.PlayerColor,
        letter: str,
        status: str,
        used: int,
        active: bool,
        demand: list[tuple[str, int]] | None = None,
    ) -> None:
        show(self.header, name=name, pc=pc, letter=letter, active=active)
        self.header.set_turn(status, used, list(demand or []))
        # what the header's small line says, for a board drawn too small to show it
        counts = ", ".join(f"{texts.material_name(m)} ×{n}" for m, n in demand or [])
        lines = [tr(CTX, "Click to look at this board up close"), tr(CTX, "{n} of 6 dice taken", n=used)]
        if counts:
            lines.append(tr(CTX, "tie-break") + ": " + counts)
        self.header.setToolTip("\n".join(lines))
        self.panel.set_frame(pc.qcolor if active else None, QColor(255, 255, 255, 24 if active else 14))

    def set_building(
        self,
        stacks: dict[Cell, list[Die]],
        crossed: set[Cell],
        grid: Sequence[Sequence[int | None]] | None,
        number: int | None,
        final: bool = False,
    ) -> None:
        self.building.set_content(stacks, crossed)
        self.building.set_plan(
            {(r, c): grid[r][c] or 0 for r in range(len(grid)) for c in range(len(grid[0]))} if grid else None
        )
        self.card.set_card(number, grid, stacks, final)
        self._place_building()
        self.building.mark(self.sheet.marked_dice())

    def set_screened(self, name: str, dice: list[Die] | None) -> None:
        """Put the building behind its screen (`dice`: the dice built behind it), or
        take the screen away (None)."""
        screened = dice is not None
        if screened:
            self.screen.set_built(name, dice)
        self.screen.setVisible(screened)
        for part in (
            self.building,
            self.sheet,
            self.rotate_button,
            self.explode_button,
            self.card,
            self.wins,
        ):
            part.setVisible(not screened)

    def set_lit(self, lit: set[Cell]) -> None:
        self.building.set_targets(lit)
        self.card.set_lit(lit)

    def set_sheet(self, title: str, breakdown: dict[str, Any], blueprint_known: bool) -> None:
        self.sheet.set_breakdown(title, breakdown, blueprint_known)
        # each die says what it earns, on hover
        for mat, part in breakdown.get("materials", {}).items():
            for d in part.get("dice", []):
                cube = self.building.cube_at((d["cell"][0], d["cell"][1]), d["level"] - 1)
                if cube is not None:
                    cube.setToolTip(_die_points_text(mat, d, part))

    def set_cards(self, cards: list[dict[str, Any]], visible: bool, wins: list[str]) -> None:
        self.header.set_cards(cards, visible)
        self.wins.set_lines(wins)


class RoundResultsItem(QGraphicsItem):
    """The awards and prizes of the round: on offer while building, then who won each
    and the tie-break that decided it."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.width = width
        self.title = ""
        self.lines: list[tuple[str, str]] = []
        self.title_h = 30.0
        self.rows_h: list[tuple[float, float]] = []
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_lines(self, title: str, lines: list[tuple[str, str]]) -> None:
        if show(self, True, title=title, lines=lines):
            self._layout()
            # every line in full: a table drawn small leaves the small sub-lines out
            self.setToolTip("\n".join([title] + [f"{head}: {sub}" for head, sub in lines]))

    def _wrapped(self, text: str, size: float, bold: bool, width: float) -> float:
        fm = QFontMetricsF(art.ui_font(size, bold))
        return fm.boundingRect(QRectF(0, 0, width, 1000), int(Qt.AlignLeft | Qt.TextWordWrap), text).height()

    def _layout(self) -> None:
        """Heights of the title and of each line as wrapped text (long names wrap, not spill)."""
        self.title_h = self._wrapped(self.title, 8, True, self.width - 8) + 6
        self.rows_h = []
        for head, sub in self.lines:
            h = self._wrapped(head, 9, True, self.width - 20)
            self.rows_h.append((h, self._wrapped(sub, 7.5, False, self.width - 20)))

    def boundingRect(self) -> QRectF:  # noqa: N802
        total = self.title_h + sum(a + b + 6 for a, b in self.rows_h)
        return QRectF(0, 0, self.width, total + 4)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        p.setFont(art.ui_font(8, True))
        p.setPen(art.INK_DIM)
        draw_legible(
            p, QRectF(4, 0, self.width - 8, self.title_h), Qt.AlignLeft | Qt.TextWordWrap, self.title
        )
        y = self.title_h
        for (head, sub), (hh, sh) in zip(self.lines, self.rows_h, strict=True):
            kind = _kind_of(head)
            col = CARD_COLOURS.get(kind, PRIZE_COLOUR)
            p.setPen(Qt.NoPen)
            p.setBrush(col)
            p.drawRoundedRect(QRectF(4, y + 3, 6, hh + sh - 4), 2, 2)
            p.setFont(art.ui_font(9, True))
            p.setPen(art.INK)
            draw_legible(p, QRectF(16, y, self.width - 20, hh), Qt.AlignLeft | Qt.TextWordWrap, head)
            p.setFont(art.ui_font(7.5))
            p.setPen(art.INK_DIM)
            draw_legible(p, QRectF(16, y + hh, self.width - 20, sh), Qt.AlignLeft | Qt.TextWordWrap, sub)
            y += hh + sh + 6


def _die_points_text(mat: str, d: dict[str, Any], part: dict[str, Any]) -> str:
    head = tr(CTX, "{m} {v}, level {lv}", m=texts.material_name(mat), v=d["value"], lv=d["level"])
    if mat == "wood":
        why = tr(CTX, "dice touching it: {n}, so {p} points", n=len(d.get("neighbours", [])), p=d["points"])
    elif mat == "recycled":
        why = tr(CTX, "one of {n} green dice: {p} points together", n=part.get("count", 0), p=part["points"])
    elif mat == "stone":
        why = tr(CTX, "stone on level {lv}: {p} points", lv=d["level"], p=d["points"])
    else:
        why = tr(CTX, "glass scores its face: {p} points", p=d["points"])
    return head + "\n" + why


def _kind_of(text: str) -> str:
    low = text.lower()
    for k in CARD_COLOURS:
        if low.startswith(k):
            return k
    return "prize"


class FinalStandingsItem(QGraphicsItem):
    """The end of the game: rank, name, points from cards, the cards, and why."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.width = width
        self.rows: list[tuple[int, str, theme.PlayerColor, str, int, list[dict[str, Any]], bool]] = []
        self.reason = ""
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_standings(self, rows: list, reason: str) -> None:
        show(self, True, rows=rows, reason=reason)

    def height(self) -> float:
        return 30 + 46 * len(self.rows) + 30

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.height())

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        p.setFont(art.ui_font(8, True))
        p.setPen(QColor("#FFE7A0"))
        draw_legible(
            p, QRectF(4, 0, self.width, 20), Qt.AlignLeft | Qt.AlignVCenter, tr(CTX, "FINAL STANDINGS")
        )
        y = 26.0
        for rank, name, pc, letter, points, cards, winner in self.rows:
            box = QRectF(0, y, self.width, 40)
            p.setPen(QPen(QColor("#FFE7A0"), 1.5) if winner else Qt.NoPen)
            p.setBrush(QColor(255, 231, 160, 45) if winner else QColor(0, 0, 0, 40))
            p.drawRoundedRect(box, 8, 8)
            p.setFont(art.ui_font(12, True))
            p.setPen(art.INK)
            draw_legible(p, QRectF(8, y, 20, 40), Qt.AlignVCenter | Qt.AlignLeft, str(rank))
            theme.paint_marker(p, QRectF(28, y + 9, 22, 22), pc, letter)
            p.setFont(art.ui_font(10, True))
            shown = p.fontMetrics().elidedText(name, Qt.ElideRight, int(self.width - 120))
            draw_legible(p, QRectF(56, y + 2, self.width - 120, 20), Qt.AlignVCenter | Qt.AlignLeft, shown)
            p.setFont(art.ui_font(14, True))
            p.setPen(QColor("#FFE7A0") if winner else art.INK)
            draw_legible(p, QRectF(self.width - 60, y, 52, 40), Qt.AlignVCenter | Qt.AlignRight, str(points))
            x = 56.0
            for card in cards:
                col = CARD_COLOURS.get(card["id"], PRIZE_COLOUR)
                p.setPen(Qt.NoPen)
                p.setBrush(col)
                p.drawRoundedRect(QRectF(x, y + 24, 12, 12), 2, 2)
                x += 15
            y += 46
        p.setFont(art.ui_font(8))
        p.setPen(art.INK_DIM)
        draw_legible(p, QRectF(4, y, self.width - 8, 28), Qt.AlignLeft | Qt.TextWordWrap, self.reason)


class ScoreTrackItem(QGraphicsItem):
    """The scoreboard (점수판): every building's score this round as a bar, so the
    race for the awards is visible at a glance. Secret bonuses show as '+?'.

    A move changes one or two rows (and the hand-off the row of the player at the laptop):
    each row is an item of its own, remembered by what it shows."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        cached(self)
        self.width = width
        self.title = ""
        # (name, colour, letter, score, bonus known, active)
        self.rows: list[tuple[str, theme.PlayerColor, str, int, bool, bool]] = []
        #: rows it will hold (one per player), so its height is known before the first rows
        self.slots = 0
        self.scale_max = 24.0  # the score at the bars' full length
        self.lines: list[TrackRowItem] = []
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_rows(self, title: str, rows: list[tuple[str, theme.PlayerColor, str, int, bool, bool]]) -> None:
        top = max([r[3] for r in rows if r[3] is not None] + [20])
        show(self, True, title=title, rows=rows, scale_max=float(top + 4))
        self._place_rows()

    def set_width(self, width: float) -> None:
        if abs(width - self.width) > 0.5:
            self.prepareGeometryChange()
            self.width = width
            self.update()
            self._place_rows()

    def _place_rows(self) -> None:
        while len(self.lines) < len(self.rows):
            self.lines.append(TrackRowItem(self))
        for k, line in enumerate(self.lines):
            line.setVisible(k < len(self.rows))
            if k < len(self.rows):
                line.setPos(0, 30.0 + 26 * k)
                show(line, True, row=self.rows[k], width=self.width, scale_max=self.scale_max)

    def height(self) -> float:
        return 30 + 26 * max(len(self.rows), self.slots) + 8

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.height())

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        key = (self.title, self.width, self.height(), self.scale_max)
        itemcache.paint_picture(self, p, key, self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(QColor(255, 255, 255, 30), 1))
        p.setBrush(QColor(255, 255, 255, 14))
        p.drawRoundedRect(QRectF(0, 0, self.width, self.height()), 14, 14)
        p.setFont(art.ui_font(8, True))
        p.setPen(art.INK_DIM)
        draw_legible(p, QRectF(14, 6, self.width - 28, 18), Qt.AlignLeft | Qt.AlignVCenter, self.title)
        bar_left, bar_right = _bar_span(self.width)
        # a light tick every 10 points, like the board's track
        p.setPen(QPen(QColor(255, 255, 255, 22), 1))
        for v in range(10, int(self.scale_max) + 1, 10):
            x = bar_left + (bar_right - bar_left) * v / self.scale_max
            p.drawLine(QPointF(x, 28), QPointF(x, self.height() - 8))


def _bar_span(width: float) -> tuple[float, float]:
    """Where the scoreboard's bars start and end."""
    return min(124.0, width * 0.42), width - 60


class TrackRowItem(QGraphicsItem):
    """One row of the scoreboard: marker, name, the score's bar and the score."""

    def __init__(self, track: ScoreTrackItem) -> None:
        super().__init__(track)
        cached(self)
        self.row: tuple[str, theme.PlayerColor, str, int, bool, bool] | None = None
        self.width = track.width
        self.scale_max = track.scale_max
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, 26)

    def paint(self, p: QPainter, option: Any, widget: Any = None) -> None:
        itemcache.paint_picture(self, p, (self.row, self.width, self.scale_max), self._draw, shared=True)

    def _draw(self, p: QPainter) -> None:
        if self.row is None:
            return
        p.setRenderHint(QPainter.Antialiasing)
        name, pc, letter, score, known, active = self.row
        bar_left, bar_right = _bar_span(self.width)
        theme.paint_marker(p, QRectF(14, 3, 18, 18), pc, letter)
        p.setFont(art.ui_font(9, active))
        p.setPen(art.INK)
        shown = p.fontMetrics().elidedText(name, Qt.ElideRight, int(bar_left - 44))
        draw_legible(p, QRectF(38, 0, bar_left - 44, 24), Qt.AlignLeft | Qt.AlignVCenter, shown)
        if score is None:  # built behind a screen: no bar, no number
            p.setFont(art.ui_font(9))
            p.setPen(art.INK_DIM)
            hidden = tr(CTX, "behind the screen")
            draw_legible(
                p, QRectF(bar_left, 0, bar_right - bar_left + 56, 24), Qt.AlignLeft | Qt.AlignVCenter, hidden
            )
            return
        w = (bar_right - bar_left) * score / self.scale_max
        bar = QRectF(bar_left, 6, max(2.0, w), 12)
        g = QLinearGradient(bar.topLeft(), bar.topRight())
        g.setColorAt(0, pc.qcolor.darker(130))
        g.setColorAt(1, pc.qcolor)
        p.setPen(Qt.NoPen)
        p.setBrush(g)
        p.drawRoundedRect(bar, 6, 6)
        p.setFont(art.ui_font(10, True))
        p.setPen(QColor("#FFE7A0") if active else art.INK)
        text = str(score) + ("" if known else "+?")
        draw_legible(p, QRectF(bar_right + 4, 0, 52, 24), Qt.AlignRight | Qt.AlignVCenter, text)
