"""The middle of the Millionaire board: the box's name, whose turn it is and what they must
do, the Jackpot machine (its box and three columns), in Elite the Wheel of Fortune with the
card in force and the share price, in Classic the Charity Fund and the two decks; the last
card drawn and the dice. `DeedItem` is a plot's card with the buttons of what may be done
with it now.

Items only paint the fields the view sets; the view owns the animations. The centre paints
only its paper; each part on it (title, turn, machine, wheel or fund, shares or kept cards,
card, dice) is an `itemcache.CachedPart` drawn again only when the fields it paints changed
(`refresh`): the whole centre drawn at every move took 5-8 ms (issue 15).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...widgets import itemcache, theme
from ...widgets import textpaint as tp
from ...widgets.dice import paint_die

INK = tp.INK
MUTED = tp.MUTED_INK
GOLD = QColor("#E3B23C")
CENTRE_PAPER = QColor("#F4EEDC")
CENTRE_PAPER_TO = QColor("#E7DDC2")


def _panel(p: QPainter, r: QRectF, fill: QColor, edge: QColor, radius: float = 14) -> None:
    p.setPen(QPen(edge, 2))
    p.setBrush(fill)
    p.drawRoundedRect(r, radius, radius)


# --------------------------------------------------------------------------- jackpot symbols


def paint_symbol(p: QPainter, r: QRectF, symbol: str) -> None:
    """One symbol of the machine's strip: cherry, lemon, bell, seven or dollar."""
    p.save()
    c = r.center()
    s = min(r.width(), r.height())
    if symbol == "cherry":
        p.setPen(QPen(QColor("#2E7D32"), s * 0.06))
        p.drawLine(QPointF(c.x() - s * 0.18, c.y() + s * 0.1), QPointF(c.x() + s * 0.08, c.y() - s * 0.32))
        p.drawLine(QPointF(c.x() + s * 0.2, c.y() + s * 0.12), QPointF(c.x() + s * 0.08, c.y() - s * 0.32))
        p.setPen(QPen(QColor("#7F0000"), 1))
        p.setBrush(QColor("#D32F2F"))
        p.drawEllipse(QPointF(c.x() - s * 0.18, c.y() + s * 0.18), s * 0.16, s * 0.16)
        p.drawEllipse(QPointF(c.x() + s * 0.2, c.y() + s * 0.2), s * 0.16, s * 0.16)
    elif symbol == "lemon":
        p.setPen(QPen(QColor("#9E8600"), 1.5))
        p.setBrush(QColor("#FFE03A"))
        p.drawEllipse(c, s * 0.36, s * 0.26)
    elif symbol == "bell":
        path = QPainterPath()
        path.moveTo(c.x(), c.y() - s * 0.36)
        path.cubicTo(
            c.x() + s * 0.3,
            c.y() - s * 0.36,
            c.x() + s * 0.22,
            c.y() + s * 0.1,
            c.x() + s * 0.36,
            c.y() + s * 0.24,
        )
        path.lineTo(c.x() - s * 0.36, c.y() + s * 0.24)
        path.cubicTo(
            c.x() - s * 0.22, c.y() + s * 0.1, c.x() - s * 0.3, c.y() - s * 0.36, c.x(), c.y() - s * 0.36
        )
        p.setPen(QPen(QColor("#8D6E00"), 1.5))
        p.setBrush(QColor("#F2B705"))
        p.drawPath(path)
        p.drawEllipse(QPointF(c.x(), c.y() + s * 0.3), s * 0.07, s * 0.07)
    else:
        text, color = ("7", QColor("#C62828")) if symbol == "seven" else ("$", QColor("#1B7F3B"))
        p.setFont(tp.font(s * 0.8, True))
        p.setPen(color)
        tp.draw_legible(p, r, int(Qt.AlignmentFlag.AlignCenter), text)
    p.restore()


def _frozen(value: Any) -> Any:
    """A field as a value compared later: a list the view may fill again in place, copied."""
    return tuple(_frozen(v) for v in value) if isinstance(value, list) else value


class CentreItem(QGraphicsItem):
    """Everything painted in the free middle of the board (see the module docstring)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setZValue(0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.elite = False
        self.edition_label = ""
        # whose turn
        self.turn_pc: theme.PlayerColor | None = None
        self.turn_letter = ""
        self.turn_name = ""
        self.prompt = ""
        self.turn_held = ""  # the cards the player keeps, one line
        self.turn_policies: list[tuple[QColor, str]] = []  # Elite: policies held (colour, initial)
        # the jackpot machine
        self.jackpot_title = ""
        self.jackpot_box = ""
        self.reels: list[str] = ["dollar", "seven", "dollar"]
        self.reel_offset = 0.0  # 0 at rest; while spinning the strip scrolls by this (symbols)
        self.reel_lit = False  # the machine is the current decision (the Jackpot cell)
        self.jackpot_note = ""
        # Elite: the wheel and the shares
        self.wheel_title = ""
        self.wheel_cards: list[str] = []  # short titles, oldest first
        self.wheel_numbers: list[str] = []  # the cards' numbers, drawn on their segments
        self.wheel_active = -1  # index in wheel_cards of the card in force
        self.active_title = ""
        self.active_text = ""
        self.share_title = ""
        self.share_price = ""
        self.share_move = 0  # the last change: >0 up, <0 down
        self.share_note = ""
        self.share_rows: list[tuple[theme.PlayerColor, str, str]] = []
        # Classic: the fund and the decks
        self.fund_title = ""
        self.fund = ""
        self.decks: list[tuple[str, str]] = []  # (name, cards left)
        # Classic: the cards the player on turn keeps
        self.held_title = ""
        self.held: list[str] = []
        # the last card drawn
        self.card_deck = ""
        self.card_title = ""
        self.card_text = ""
        self.card_flip = 1.0  # the drawn card turning face up: its width, 0..1
        # the dice
        self.dice: list[int] = []
        self.dice_lit = False
        self.dice_tumble = 0
        itemcache.cached(self)

        def part(rect: QRectF, draw: Callable[[QPainter], None], margin: float = 4) -> itemcache.CachedPart:
            return itemcache.CachedPart(self, rect, draw, margin)

        self.title_part = part(self._local(40, 18, 820, 100), self._paint_title)
        self.turn_part = part(self._local(40, 128, 820, 124), self._paint_turn)
        # the lever stands out to the right of the machine
        self.machine_part = part(self.machine_rect(), self._paint_machine, 22)
        self.right_part = part(self.right_rect(), self._paint_right)
        self.lower_part = part(self.share_rect(), self._paint_lower)
        self.card_part = part(self.card_rect(), self._paint_card)
        self.dice_part = part(self.dice_rect(), self._paint_dice)

    def _parts(self) -> list[tuple[itemcache.CachedPart, tuple[str, ...]]]:
        """Each part with the names of the fields it paints."""
        if self.elite:
            right = ("wheel_title", "wheel_cards", "wheel_numbers", "wheel_active", "active_title",
                     "active_text", "wheel_note_empty")  # fmt: skip
            lower = ("share_title", "share_price", "share_move", "share_note", "share_rows")
        else:
            right = ("fund_title", "fund", "decks")
            lower = ("held_title", "held")
        return [
            (self.title_part, ("edition_label",)),
            (self.turn_part, ("turn_pc", "turn_letter", "turn_name", "prompt")),
            (
                self.machine_part,
                ("jackpot_title", "jackpot_box", "reels", "reel_offset", "reel_lit", "jackpot_note"),
            ),
            (self.right_part, ("elite", *right)),
            (self.lower_part, ("elite", *lower)),
            (self.card_part, ("card_deck", "card_title", "card_text", "card_flip")),
            (self.dice_part, ("dice", "dice_lit", "dice_tumble")),
        ]

    def refresh(self) -> None:
        """Draw again the parts whose fields changed since they were last drawn."""
        for part, names in self._parts():
            shows = tuple(_frozen(getattr(self, name)) for name in names)
            itemcache.show(part, shows=shows)

    def boundingRect(self) -> QRectF:
        return self.rect

    # ----- the parts' rectangles (scene coordinates; the view hit-tests them)

    def _local(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(self.rect.left() + x, self.rect.top() + y, w, h)

    def machine_rect(self) -> QRectF:
        return self._local(40, 270, 390, 330)

    def right_rect(self) -> QRectF:
        return self._local(470, 270, 390, 330)

    def card_rect(self) -> QRectF:
        return self._local(40, 630, 390, 230)

    def dice_rect(self) -> QRectF:
        return self._local(470, 760, 180, 100)

    def share_rect(self) -> QRectF:
        return self._local(470, 630, 390, 120)

    # ----- painting

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        g = QLinearGradient(self.rect.topLeft(), self.rect.bottomRight())
        g.setColorAt(0, CENTRE_PAPER)
        g.setColorAt(1, CENTRE_PAPER_TO)
        p.fillRect(self.rect, QBrush(g))

    def _paint_right(self, p: QPainter) -> None:
        if self.elite:
            self._paint_wheel(p)
        else:
            self._paint_fund(p)

    def _paint_lower(self, p: QPainter) -> None:
        if self.elite:
            self._paint_shares(p)
        else:
            self._paint_held(p)

    def _paint_title(self, p: QPainter) -> None:
        band = self._local(40, 18, 820, 78)
        p.setFont(tp.font(58, True))
        p.setPen(QColor(0, 0, 0, 40))
        tp.draw_legible(p, band.translated(3, 3), int(Qt.AlignmentFlag.AlignCenter), "МИЛЛИОНЕР")
        p.setPen(QColor("#8E1B1B"))
        tp.draw_legible(p, band, int(Qt.AlignmentFlag.AlignCenter), "МИЛЛИОНЕР")
        tp.draw_text(p, self._local(40, 92, 820, 26), self.edition_label, 19, MUTED, True)

    def _paint_turn(self, p: QPainter) -> None:
        r = self._local(40, 128, 820, 124)
        _panel(p, r, QColor("#FFFDF6"), QColor("#C9B98E"))
        if self.turn_pc is None:
            return
        marker = QRectF(r.left() + 16, r.top() + 14, 46, 46)
        theme.paint_marker(p, marker, self.turn_pc, self.turn_letter)
        tp.draw_text(p, QRectF(marker.right() + 12, r.top() + 12, r.width() - 100, 50), self.turn_name, 30, INK, True,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)  # fmt: skip
        tp.draw_wrapped(
            p, QRectF(r.left() + 18, r.top() + 66, r.width() - 36, 56), self.prompt, 19, INK, False, 1.2
        )

    def _paint_machine(self, p: QPainter) -> None:
        r = self.machine_rect()
        body = QLinearGradient(r.topLeft(), r.bottomLeft())
        body.setColorAt(0, QColor("#C62828"))
        body.setColorAt(1, QColor("#7B1010"))
        p.setPen(QPen(GOLD if not self.reel_lit else theme.HIGHLIGHT, 6 if self.reel_lit else 3))
        p.setBrush(QBrush(body))
        p.drawRoundedRect(r, 22, 22)
        tp.draw_text(
            p, QRectF(r.left(), r.top() + 10, r.width(), 40), self.jackpot_title, 30, QColor("#FFE082"), True
        )
        box = QRectF(r.left() + 40, r.top() + 52, r.width() - 80, 48)
        _panel(p, box, QColor("#1B1B1B"), GOLD, 8)
        tp.draw_text(p, box, self.jackpot_box, 30, QColor("#FFD54F"), True)
        reels = QRectF(r.left() + 30, r.top() + 116, r.width() - 60, 150)
        _panel(p, reels, QColor("#3A0A0A"), GOLD, 10)
        w = (reels.width() - 40) / 3
        for k in range(3):
            window = QRectF(reels.left() + 10 + k * (w + 10), reels.top() + 10, w, reels.height() - 20)
            g = QLinearGradient(window.topLeft(), window.bottomLeft())
            g.setColorAt(0, QColor("#D9D4C7"))
            g.setColorAt(0.5, QColor("#FFFFFF"))
            g.setColorAt(1, QColor("#D9D4C7"))
            p.setPen(QPen(QColor("#5A4A20"), 1.5))
            p.setBrush(QBrush(g))
            p.drawRoundedRect(window, 6, 6)
            p.save()
            p.setClipRect(window)
            symbol = self.reels[k] if k < len(self.reels) else "dollar"
            # a spinning column scrolls; the later columns stop later (the view sets the offset)
            shift = (self.reel_offset * (1 + 0.35 * k)) % 1.0 if self.reel_offset else 0.0
            h = window.height() * 0.8
            for j in (-1, 0, 1):
                y = window.center().y() - h / 2 + (j + shift) * h
                shown = symbol if j == 0 else ("cherry", "bell", "lemon", "seven")[(k + j + 2) % 4]
                paint_symbol(p, QRectF(window.left(), y, window.width(), h), shown)
            p.restore()
        # the lever
        lever_x = r.right() - 10
        p.setPen(QPen(QColor("#9E9E9E"), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(lever_x, r.top() + 170), QPointF(lever_x + 18, r.top() + 90))
        p.setPen(QPen(QColor("#7F0000"), 1))
        p.setBrush(QColor("#E53935"))
        p.drawEllipse(QPointF(lever_x + 18, r.top() + 86), 11, 11)
        tp.draw_wrapped(p, QRectF(r.left() + 16, r.top() + 274, r.width() - 32, 52), self.jackpot_note, 15,
                        QColor("#FFECB3"), False, 1.15)  # fmt: skip

    def _paint_wheel(self, p: QPainter) -> None:
        r = self.right_rect()
        _panel(p, r, QColor("#F3ECFB"), QColor("#6A3FA0"))
        tp.draw_text(
            p, QRectF(r.left(), r.top() + 6, r.width(), 30), self.wheel_title, 22, QColor("#4A2580"), True
        )
        c = QPointF(r.left() + 110, r.top() + 150)
        radius = 92.0
        slots = max(8, len(self.wheel_cards))
        for k in range(slots):
            start = 90 - (k + 1) * 360 / slots
            filled = k < len(self.wheel_cards)
            color = QColor("#6A3FA0") if k % 2 == 0 else QColor("#9C6ADE")
            if not filled:
                color = QColor("#E4DAF2")
            if k == self.wheel_active:
                color = GOLD
            p.setPen(QPen(QColor("#FFFFFF"), 1.5))
            p.setBrush(color)
            p.drawPie(
                QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
                int(start * 16),
                int(360 / slots * 16),
            )
            if filled and k < len(self.wheel_numbers):
                mid = math.radians(start + 180 / slots)
                at = QPointF(c.x() + radius * 0.68 * math.cos(mid), c.y() - radius * 0.68 * math.sin(mid))
                ink = INK if k == self.wheel_active else QColor("#FFFFFF")
                tp.draw_text(
                    p, QRectF(at.x() - 14, at.y() - 10, 28, 20), self.wheel_numbers[k], 13, ink, True
                )
        p.setBrush(QColor("#FFFFFF"))
        p.setPen(QPen(QColor("#4A2580"), 2))
        p.drawEllipse(c, 22, 22)
        tp.draw_text(
            p, QRectF(c.x() - 22, c.y() - 22, 44, 44), str(len(self.wheel_cards)), 18, QColor("#4A2580"), True
        )
        # the pointer at the top
        p.setBrush(QColor("#C62828"))
        p.setPen(Qt.PenStyle.NoPen)
        tip = QPointF(c.x(), c.y() - radius + 10)
        p.drawPolygon([tip, QPointF(c.x() - 9, c.y() - radius - 12), QPointF(c.x() + 9, c.y() - radius - 12)])
        card = QRectF(r.left() + 214, r.top() + 44, r.width() - 226, r.height() - 56)
        _panel(p, card, QColor("#FFFFFF"), GOLD if self.active_title else QColor("#BCA9DA"), 10)
        if self.active_title:
            tp.draw_wrapped(
                p, card.adjusted(8, 8, -8, 0), self.active_title, 17, QColor("#4A2580"), True, 1.1
            )
            tp.draw_wrapped(p, card.adjusted(8, 66, -8, 0), self.active_text, 13, INK, False, 1.15)
        else:
            tp.draw_wrapped(p, card.adjusted(8, 60, -8, 0), self.wheel_note_empty, 14, MUTED, False, 1.15)

    wheel_note_empty = ""

    def _paint_shares(self, p: QPainter) -> None:
        r = self.share_rect()
        _panel(p, r, QColor("#EAF5EE"), QColor("#1F7A45"))
        tp.draw_text(p, QRectF(r.left() + 12, r.top() + 6, 180, 26), self.share_title, 17, QColor("#1F5E37"), True,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)  # fmt: skip
        price = QRectF(r.left() + 12, r.top() + 34, 170, 50)
        _panel(p, price, QColor("#0F2A1A"), QColor("#1F7A45"), 8)
        color = QColor("#69F0AE") if self.share_move >= 0 else QColor("#FF8A80")
        tp.draw_text(p, price.adjusted(4, 0, -30, 0), self.share_price, 28, color, True)
        if self.share_move:
            arrow = QRectF(price.right() - 30, price.top() + 12, 22, 26)
            up = self.share_move > 0
            pts = ([QPointF(arrow.center().x(), arrow.top()), QPointF(arrow.right(), arrow.bottom()), QPointF(arrow.left(), arrow.bottom())]
                   if up else [QPointF(arrow.left(), arrow.top()), QPointF(arrow.right(), arrow.top()), QPointF(arrow.center().x(), arrow.bottom())])  # fmt: skip
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawPolygon(pts)
        tp.draw_text(p, QRectF(r.left() + 12, r.top() + 88, 170, 26), self.share_note, 13, MUTED, False)
        # shares held, per seat
        x0, y0 = r.left() + 200, r.top() + 10
        for k, (pc, letter, count) in enumerate(self.share_rows[:6]):
            row = QRectF(x0 + (k % 2) * 92, y0 + (k // 2) * 34, 88, 30)
            theme.paint_marker(p, QRectF(row.left(), row.top() + 3, 24, 24), pc, letter)
            tp.draw_text(p, row.adjusted(28, 0, 0, 0), count, 16, INK, True,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)  # fmt: skip

    def _paint_fund(self, p: QPainter) -> None:
        r = self.right_rect()
        _panel(p, r, QColor("#FBEDEA"), QColor("#C0584C"))
        tp.draw_text(
            p, QRectF(r.left(), r.top() + 10, r.width(), 32), self.fund_title, 24, QColor("#8E2F25"), True
        )
        jar = QRectF(r.left() + 120, r.top() + 50, 150, 120)
        _panel(p, jar, QColor("#FFFFFF"), QColor("#C0584C"), 24)
        tp.draw_text(p, jar, self.fund, 32, QColor("#8E2F25"), True)
        for k, (name, left) in enumerate(self.decks):
            deck = QRectF(r.left() + 30 + k * 180, r.top() + 190, 150, 120)
            for d in (6, 3, 0):
                _panel(
                    p,
                    deck.translated(d, -d),
                    QColor("#2F4050") if k else QColor("#B8860B"),
                    QColor("#FFFFFF"),
                    10,
                )
            tp.draw_text(p, deck.adjusted(6, 10, -6, -50), name, 20, QColor("#FFFFFF"), True)
            tp.draw_text(p, deck.adjusted(6, 60, -6, -10), left, 16, QColor("#FFFFFF"), False)

    def _paint_held(self, p: QPainter) -> None:
        r = self.share_rect()
        _panel(p, r, QColor(255, 255, 255, 120), QColor("#C9B98E"))
        tp.draw_text(
            p, QRectF(r.left() + 12, r.top() + 6, r.width() - 24, 26), self.held_title, 17, MUTED, True
        )
        for k, title in enumerate(self.held[:3]):
            chip = QRectF(r.left() + 12 + k * 124, r.top() + 40, 116, 66)
            _panel(p, chip, QColor("#FFF4D6"), QColor("#B8860B"), 8)
            tp.draw_wrapped(p, chip.adjusted(4, 8, -4, -4), title, 14, INK, True, 1.1)

    def _paint_card(self, p: QPainter) -> None:
        r = self.card_rect()
        if not self.card_title:
            _panel(p, r, QColor(255, 255, 255, 90), QColor("#C9B98E"))
            return
        p.save()
        p.translate(r.center())
        p.scale(max(0.02, self.card_flip), 1.0)
        p.translate(-r.center())
        self._paint_card_face(p, r)
        p.restore()

    def _paint_card_face(self, p: QPainter, r: QRectF) -> None:
        _panel(p, r, QColor("#FFFFFF"), QColor("#B8860B"))
        tp.draw_text(
            p, QRectF(r.left() + 10, r.top() + 6, r.width() - 20, 24), self.card_deck, 15, MUTED, True
        )
        used = tp.draw_wrapped(
            p, QRectF(r.left() + 14, r.top() + 32, r.width() - 28, 60), self.card_title, 21, INK, True, 1.1
        )
        tp.draw_wrapped(p, QRectF(r.left() + 14, r.top() + 40 + used, r.width() - 28, r.height() - 50 - used),
                        self.card_text, 15, INK, False, 1.2)  # fmt: skip

    def _paint_dice(self, p: QPainter) -> None:
        r = self.dice_rect()
        if self.dice_lit:
            glow = QColor(theme.HIGHLIGHT)
            for width, alpha in ((14, 50), (8, 110), (3, 230)):
                glow.setAlpha(alpha)
                p.setPen(QPen(glow, width))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(4, 4, -4, -4), 14, 14)
        values = self.dice or [None, None]
        for k, value in enumerate(values[:2]):
            shown = value
            if self.dice_tumble and value is not None:
                shown = (value + self.dice_tumble * (k + 2)) % 6 + 1
            box = QRectF(r.left() + 14 + k * 84, r.top() + 14, 70, 70)
            p.save()
            if self.dice_tumble:
                p.translate(box.center())
                p.rotate(math.sin(self.dice_tumble + k) * 18)
                p.translate(-box.center())
            paint_die(p, box, shown)
            p.restore()


class DeedItem(QGraphicsItem):
    """A plot's card over the bottom of the centre: its names, figures and the buttons of what
    may be done with it now (each button an action the view chooses). Cached: the view tells
    it what it shows with `itemcache.show`."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.setZValue(6)
        self.strip = QColor("#888888")
        self.title = ""
        self.subtitle = ""
        self.rows: list[tuple[str, str, bool]] = []  # (label, value, the current level)
        self.owner_pc: theme.PlayerColor | None = None
        self.owner_letter = ""
        self.owner_line = ""
        self.buttons: list[str] = []
        self.note = ""  # the industry's plots with their buildings (building goes evenly)
        itemcache.cached(self)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def close_rect(self) -> QRectF:
        return QRectF(self.rect.right() - 40, self.rect.top() + 6, 34, 34)

    def button_rect(self, index: int) -> QRectF:
        left = self.rect.left() + 450
        return QRectF(left, self.rect.top() + 52 + index * 46, self.rect.right() - left - 14, 40)

    def button_at(self, pos: QPointF) -> int | None:
        for index in range(len(self.buttons)):
            if self.button_rect(index).contains(pos):
                return index
        return None

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        p.setPen(QPen(QColor(0, 0, 0, 60), 1))
        p.setBrush(QColor(0, 0, 0, 50))
        p.drawRoundedRect(r.translated(5, 7), 14, 14)
        _panel(p, r, QColor("#FFFDF6"), QColor("#8C7F62"))
        head = QRectF(r.left() + 10, r.top() + 10, 420, 64)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.strip)
        p.drawRoundedRect(head, 8, 8)
        tp.draw_text(
            p, QRectF(head.left(), head.top() + 4, head.width(), 34), self.title, 24, QColor("#FFFFFF"), True
        )
        tp.draw_text(
            p,
            QRectF(head.left(), head.top() + 38, head.width(), 22),
            self.subtitle,
            15,
            QColor("#FFFFFF"),
            False,
        )
        y = head.bottom() + 6
        for label, value, current in self.rows:
            row = QRectF(r.left() + 18, y, 404, 21)
            if current:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(theme.HIGHLIGHT))
                p.drawRoundedRect(row.adjusted(-6, 0, 6, 0), 4, 4)
            tp.draw_text(
                p, row, label, 15, INK, current, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            )
            tp.draw_text(
                p, row, value, 15, INK, True, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
            y += 21
        if self.owner_pc is not None:
            theme.paint_marker(
                p, QRectF(r.left() + 452, r.top() + 12, 30, 30), self.owner_pc, self.owner_letter
            )
        tp.draw_text(p, QRectF(r.left() + 490, r.top() + 10, r.width() - 540, 34), self.owner_line, 17, INK, True,
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)  # fmt: skip
        for index, label in enumerate(self.buttons):
            b = self.button_rect(index)
            p.setPen(QPen(QColor("#7A5C12"), 1.5))
            p.setBrush(QColor(theme.HIGHLIGHT))
            p.drawRoundedRect(b, 8, 8)
            tp.draw_text(p, b.adjusted(8, 0, -8, 0), label, 17, INK, True)
        if self.note:
            tp.draw_wrapped(p, QRectF(r.left() + 450, r.bottom() - 54, r.width() - 464, 48), self.note, 14, MUTED, False, 1.2,
                            Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        c = self.close_rect()
        p.setPen(QPen(MUTED, 2.5))
        p.drawLine(c.topLeft() + QPointF(10, 10), c.bottomRight() - QPointF(10, 10))
        p.drawLine(QPointF(c.right() - 10, c.top() + 10), QPointF(c.left() + 10, c.bottom() - 10))
