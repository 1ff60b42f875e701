"""Pig Race on the table: a winding score track, the die, the turn total and the lucky cards.

Under the score chips a charm shows who holds one; under the lucky cards a notice tells
the verdict being asked (cheers, boos, who is still to answer) or the swap on offer.

Click the die to roll; "Hold" (bank part or all of the turn total) is a range
action, so the shell gives it a spin box and a button in its action bar.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.api import Action, Event, Rules
from ...widgets import theme
from ...widgets.dice import DieItem
from ...widgets.gameview import GameView
from ...widgets.textpaint import draw_legible

CELL = 58.0
GAP = 8.0
PER_ROW = 10
TRACK_X = 40.0
TRACK_Y = 120.0
PANEL_X = TRACK_X + PER_ROW * (CELL + GAP) + 36
PANEL_W = 300.0


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont(theme.ui_font_family())
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def cell_center(index: int) -> QPointF:
    """Centre of score cell `index` on the winding (boustrophedon) track."""
    row, col = divmod(index, PER_ROW)
    if row % 2:
        col = PER_ROW - 1 - col
    return QPointF(TRACK_X + col * (CELL + GAP) + CELL / 2, TRACK_Y + row * (CELL + GAP + 10) + CELL / 2)


class PaperItem(QGraphicsObject):
    """The board itself: cream paper with a rounded edge and a soft shadow."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 14, 18)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, alpha in enumerate((40, 30, 20, 12)):
            shadow = QPainterPath()
            shadow.addRoundedRect(self.rect.translated(4 + i * 2, 6 + i * 3), 22, 22)
            painter.fillPath(shadow, QColor(0, 0, 0, alpha))
        grad = QLinearGradient(self.rect.topLeft(), self.rect.bottomRight())
        grad.setColorAt(0, theme.BOARD_PAPER.lighter(103))
        grad.setColorAt(1, theme.BOARD_PAPER.darker(104))
        painter.setPen(QPen(theme.BOARD_LINE.darker(115), 2))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(self.rect, 22, 22)
        painter.setPen(QPen(theme.BOARD_LINE, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(10, 10, -10, -10), 14, 14)


class CellItem(QGraphicsItem):
    """One score square; the finish square is gold with a flag."""

    def __init__(self, number: int, finish: bool) -> None:
        super().__init__()
        self.number = number
        self.finish = finish

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 2, -CELL / 2 - 2, CELL + 4, CELL + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(-CELL / 2, -CELL / 2, CELL, CELL)
        if self.finish:
            fill, edge, ink = QColor("#F2C94C"), QColor("#B3872A"), QColor("#4A3A10")
        elif self.number % 10 == 0:
            fill, edge, ink = QColor("#E8DDC0"), theme.BOARD_LINE.darker(120), theme.BOARD_INK
        else:
            fill, edge, ink = QColor("#FFFDF6"), theme.BOARD_LINE, QColor("#7A705C")
        painter.setPen(QPen(edge, 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 9, 9)
        painter.setPen(ink)
        painter.setFont(_font(17 if self.finish or self.number % 10 == 0 else 15, bold=self.finish))
        if self.finish:
            draw_legible(
                painter,
                rect.adjusted(0, 0, 0, -5),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                str(self.number),
            )
            flag = QPainterPath(QPointF(-5, -23))
            flag.lineTo(11, -18)
            flag.lineTo(-5, -13)
            flag.closeSubpath()
            painter.setPen(QPen(QColor("#4A3A10"), 2))
            painter.drawLine(QPointF(-5, -24), QPointF(-5, -4))
            painter.setBrush(QColor("#C0392B"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(flag)
        else:
            draw_legible(painter, rect, Qt.AlignmentFlag.AlignCenter, str(self.number))


class PawnItem(QGraphicsObject):
    """A player's pawn: colour, shape and letter (LOOK.md: never colour alone)."""

    SIZE = 30.0

    def __init__(self, color: theme.PlayerColor, letter: str) -> None:
        super().__init__()
        self.pc = color
        self.letter = letter
        self.lit = False
        self.setZValue(10)
        self._anim: QPropertyAnimation | None = None

    def boundingRect(self) -> QRectF:
        s = self.SIZE / 2 + 6
        return QRectF(-s, -s, 2 * s, 2 * s + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.SIZE / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(QPointF(1.5, s - 1), s * 0.8, s * 0.3)
        if self.lit:
            halo = QColor(theme.HIGHLIGHT)
            halo.setAlpha(170)
            painter.setPen(QPen(halo, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), s + 3, s + 3)
        theme.paint_marker(painter, QRectF(-s, -s, 2 * s, 2 * s), self.pc, self.letter)

    def move_to(self, target: QPointF, animate: bool, speed: float) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if not animate or speed <= 0 or self.pos() == target:
            self.setPos(target)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(int(300 * speed))
        anim.setEndValue(target)
        anim.start()
        self._anim = anim


class LuckyCardItem(QGraphicsItem):
    """A player's secret lucky number: face up for the viewer, face down for everyone else."""

    W, H = 58.0, 78.0

    def __init__(self, color: theme.PlayerColor, letter: str) -> None:
        super().__init__()
        self.pc = color
        self.letter = letter
        self.value: int | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.W + 6, self.H + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.W, self.H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(rect.translated(2, 3), 7, 7)
        if self.value is None:
            grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
            grad.setColorAt(0, QColor("#3A5F8F"))
            grad.setColorAt(1, QColor("#22395A"))
            painter.setBrush(grad)
            painter.setPen(QPen(QColor("#F7F1E1"), 2))
            painter.drawRoundedRect(rect, 7, 7)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            for k in range(-8, 14):
                painter.drawLine(QPointF(k * 8, 0), QPointF(k * 8 + 40, self.H))
            painter.setPen(QColor("#F7F1E1"))
            painter.setFont(_font(26, bold=True))
            draw_legible(painter, rect, Qt.AlignmentFlag.AlignCenter, "?")
        else:
            painter.setBrush(QColor("#FFFDF6"))
            painter.setPen(QPen(self.pc.qcolor.darker(120), 2.5))
            painter.drawRoundedRect(rect, 7, 7)
            painter.setPen(theme.BOARD_INK)
            painter.setFont(_font(30, bold=True))
            draw_legible(painter, rect.adjusted(0, 6, 0, 0), Qt.AlignmentFlag.AlignCenter, str(self.value))
        theme.paint_marker(painter, QRectF(4, 4, 18, 18), self.pc, self.letter)


class ScoreChipItem(QGraphicsItem):
    """A player's name and score under the track (the number is a child text item)."""

    W, H = 140.0, 50.0

    def __init__(self, color: theme.PlayerColor, letter: str, name: str) -> None:
        super().__init__()
        self.pc = color
        self.letter = letter
        self.name = name

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.BOARD_LINE, 1))
        painter.setBrush(QColor("#FFFDF6"))
        painter.drawRoundedRect(QRectF(0.5, 0.5, self.W - 1, self.H - 1), 10, 10)
        theme.paint_marker(painter, QRectF(6, 12, 24, 24), self.pc, self.letter)
        painter.setPen(QColor("#7A705C"))
        painter.setFont(_font(12))
        metrics = painter.fontMetrics()
        draw_legible(
            painter,
            QRectF(34, 2, self.W - 38, 16),
            Qt.AlignmentFlag.AlignLeft,
            metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, int(self.W - 40)),
        )


class PigRaceView(GameView):
    """Scene for Pig Race."""

    def __init__(self, rules: Rules, parent: Any = None) -> None:
        super().__init__(rules, parent)
        self._built_for: tuple | None = None
        self._cells: list[CellItem] = []
        self._pawns: list[PawnItem] = []
        self._cards: list[LuckyCardItem] = []
        self._card_labels: list[QGraphicsSimpleTextItem] = []
        self.die = DieItem(84)
        self.die.setZValue(5)
        self.die.clicked.connect(lambda: self.choose(Action("roll")))

    # ----- contract

    def handles(self, action: Mapping[str, Any]) -> bool:
        return action.get("type") == "roll"

    def retranslate(self) -> None:
        self._built_for = None  # titles and legends are built once: rebuild them

    def redraw(self, events: Sequence[Event]) -> None:
        opts = self.state.options
        key = (
            opts["players"],
            opts["variants"]["target"],
            tuple(opts["names"]),
            tuple(opts.get("colors") or ()),
        )
        if key != self._built_for:
            self._build(opts)
            self._built_for = key
        obs = self.rules.observation(self.state, self.viewer)
        rolled = [e for e in events if e.get("type") == "dice_rolled"]
        if rolled:
            self.die.roll(rolled[-1]["dice"][0])
        self.die.set_offered(any(a.get("type") == "roll" for a in self.legal))
        target = opts["variants"]["target"]
        current = obs["current"] if obs["winner"] is None else obs["winner"]
        # pawns share a cell side by side
        by_cell: dict[int, list[int]] = {}
        for p, score in enumerate(obs["scores"]):
            by_cell.setdefault(min(score, target), []).append(p)
        for cell, players in by_cell.items():
            centre = cell_center(cell)
            for k, p in enumerate(players):
                dx = (k - (len(players) - 1) / 2) * 16
                dy = (k - (len(players) - 1) / 2) * 6
                pawn = self._pawns[p]
                pawn.lit = p == current
                pawn.setZValue(20 if p == current else 10 + k)
                # glide only after a move; a load, undo or hand-off places pawns at once
                pawn.move_to(
                    centre + QPointF(dx, dy), self.animations_enabled and bool(events), self.animation_speed
                )
                pawn.update()
        for p, card in enumerate(self._cards):
            card.value = obs["lucky"][p]
            card.update()
        for p, label in enumerate(self._score_labels):
            label.setText(str(obs["scores"][p]))
        self._total.setText(str(obs["turn_total"]))
        self._centre_text(self._total, PANEL_X + PANEL_W / 2)
        names = opts["names"]
        if obs["winner"] is not None:
            self._turn.setText(self.tr("{name} wins!").format(name=names[obs["winner"]]))
        else:
            self._turn.setText(self.tr("{name} is rolling").format(name=names[obs["current"]]))
        self._centre_text(self._turn, PANEL_X + PANEL_W / 2)
        self._hint.setText(self.tr("Click the die to roll") if self.die.offered() else "")
        self._centre_text(self._hint, PANEL_X + PANEL_W / 2)
        for p, charm in enumerate(self._charm_texts):
            charm.setVisible(obs["charms"][p])
        self._show_notices(obs, names)

    def _show_notices(self, obs: Mapping[str, Any], names: Sequence[str]) -> None:
        verdict, offer = obs["verdict"], obs["offer"]
        if verdict is None:
            self._verdict_text.setText("")
        else:
            self._verdict_text.setText(
                self.tr("Verdict on {banker}'s big bank: {cheers} cheers, {boos} boos").format(
                    banker=names[verdict["banker"]], cheers=verdict["cheers"], boos=verdict["boos"]
                )
                + "\n"
                + self.tr("still to answer: {waiting}").format(
                    waiting=", ".join(names[p] for p in verdict["waiting"])
                )
            )
        if offer is None:
            self._offer_text.setText("")
        else:
            self._offer_text.setText(
                self.tr("{offerer} offers {partner} a swap of lucky numbers").format(
                    offerer=names[offer["from"]], partner=names[offer["to"]]
                )
            )
        for item in (self._verdict_text, self._offer_text):
            self._centre_text(item, PANEL_X + PANEL_W / 2)

    # ----- building

    def _text(self, text: str, px: int, color: QColor, bold: bool = False) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(_font(px, bold))
        item.setBrush(color)
        self.addItem(item)
        return item

    @staticmethod
    def _centre_text(item: QGraphicsSimpleTextItem, cx: float) -> None:
        item.setX(cx - item.boundingRect().width() / 2)

    def _build(self, opts: Mapping[str, Any]) -> None:
        for item in list(self.items()):
            if item is not self.die and item.parentItem() is None:
                self.removeItem(item)
        target = opts["variants"]["target"]
        n = opts["players"]
        rows = target // PER_ROW + 1
        track_h = rows * (CELL + GAP + 10)
        height = max(TRACK_Y + track_h + 110, 560)
        paper_rect = QRectF(0, 0, PANEL_X + PANEL_W + 30, height)
        self.addItem(PaperItem(paper_rect))
        self.setSceneRect(paper_rect.adjusted(-30, -30, 30, 40))

        title = self._text(self.tr("Pig Race"), 34, theme.BOARD_INK, bold=True)
        title.setPos(TRACK_X, 30)
        sub = self._text(
            self.tr("First to {target} points wins").format(target=target), 16, QColor("#7A705C")
        )
        sub.setPos(TRACK_X + title.boundingRect().width() + 18, 46)

        # the path joining the squares, drawn under them
        path = QPainterPath(cell_center(0))
        for i in range(1, target + 1):
            path.lineTo(cell_center(i))
        trail = QGraphicsPathItem(path)
        trail.setPen(
            QPen(
                QColor("#D9CBA6"),
                16,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        self.addItem(trail)
        self._cells = []
        for i in range(target + 1):
            cell = CellItem(i, finish=i == target)
            cell.setPos(cell_center(i))
            self.addItem(cell)
            self._cells.append(cell)

        # the dice tray and turn total
        tray = QGraphicsRectItem(QRectF(PANEL_X, TRACK_Y - 10, PANEL_W, 250))
        tray.setPen(QPen(QColor("#1E3D2C"), 2))
        grad = QLinearGradient(0, TRACK_Y, 0, TRACK_Y + 250)
        grad.setColorAt(0, QColor("#2C5A40"))
        grad.setColorAt(1, QColor("#1E3D2C"))
        tray.setBrush(grad)
        self.addItem(tray)
        if self.die.scene() is not self:
            self.addItem(self.die)
        self.die.setPos(PANEL_X + PANEL_W / 2 - 42, TRACK_Y + 20)
        self._hint = self._text("", 14, QColor("#FFE7A0"))
        self._hint.setY(TRACK_Y + 126)
        label = self._text(self.tr("turn total"), 14, QColor("#CFE3D6"))
        label.setY(TRACK_Y + 150)
        self._centre_text(label, PANEL_X + PANEL_W / 2)
        self._total = self._text("0", 44, QColor("#FFFFFF"), bold=True)
        self._total.setY(TRACK_Y + 168)
        self._turn = self._text("", 18, theme.BOARD_INK, bold=True)
        self._turn.setY(TRACK_Y + 256)

        # lucky-number cards, one per player
        cards_y = TRACK_Y + 320
        head = self._text(self.tr("Lucky numbers (secret, +2)"), 14, QColor("#7A705C"))
        head.setY(cards_y - 26)
        self._centre_text(head, PANEL_X + PANEL_W / 2)
        letters = theme.seat_letters(opts["names"])
        span = n * LuckyCardItem.W + (n - 1) * 12
        self._cards, self._pawns, self._score_labels, self._charm_texts = [], [], [], []
        notice_y = cards_y + LuckyCardItem.H + 12
        self._verdict_text = self._text("", 13, theme.BOARD_INK, bold=True)
        self._verdict_text.setY(notice_y)
        self._offer_text = self._text("", 13, theme.BOARD_INK, bold=True)
        self._offer_text.setY(notice_y)
        legend_y = TRACK_Y + track_h + 14
        legend = self._text(self.tr("Scores"), 14, QColor("#7A705C"))
        legend.setPos(TRACK_X, legend_y)
        for p in range(n):
            chip = ScoreChipItem(theme.player_color(opts, p), letters[p], opts["names"][p])
            chip.setPos(TRACK_X + p * 150, legend_y + 24)
            self.addItem(chip)
            score = self._text("0", 22, theme.BOARD_INK, bold=True)
            score.setParentItem(chip)
            score.setPos(34, 14)
            self._score_labels.append(score)
            charm = self._text(self.tr("✦ charm"), 12, QColor("#8A5A00"), bold=True)
            charm.setParentItem(chip)
            charm.setPos(78, 24)
            charm.setVisible(False)
            self._charm_texts.append(charm)
        for p in range(n):
            pc = theme.player_color(opts, p)
            card = LuckyCardItem(pc, letters[p])
            card.setPos(PANEL_X + PANEL_W / 2 - span / 2 + p * (LuckyCardItem.W + 12), cards_y)
            self.addItem(card)
            self._cards.append(card)
            pawn = PawnItem(pc, letters[p])
            pawn.setPos(cell_center(0))
            self.addItem(pawn)
            self._pawns.append(pawn)


def create_view(rules: Rules, parent: Any = None) -> PigRaceView:
    return PigRaceView(rules, parent)
