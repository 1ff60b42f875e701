"""Movable and central pieces: the planes (walked by the ring board's TokenWalker), the dice, the Golden Key deck and
its face-up card, and the centre art (logo, phase ribbon, turn banner)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import tr
from ...widgets import itemcache, theme
from ...widgets import textpaint as tp
from . import view_board as vb
from . import view_paint as vp
from .view_actions import CTX

PLANE_SIZE = 31.0


class PlaneItem(QGraphicsItem):
    """A player's plane: their colour, their letter on a white roundel, and a
    ring of their shape cue when it is their turn."""

    def __init__(self, seat: int, pc: theme.PlayerColor, letter: str) -> None:
        super().__init__()
        self.seat = seat
        self.pc = pc
        self.letter = letter
        self.active = False
        self.out = False  # bankrupt: drawn faded
        self.badge = ""  # e.g. turns left on the Deserted Island
        self.setZValue(20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        s = PLANE_SIZE * 0.8 + 2
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.out:
            p.setOpacity(0.35)
        if self.active:
            # whose turn: a ring in the player's colour on a white halo
            glow = QRadialGradient(QPointF(0, 0), PLANE_SIZE * 0.8)
            glow.setColorAt(0.5, QColor(255, 255, 255, 235))
            glow.setColorAt(1.0, QColor(255, 255, 255, 0))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(glow))
            p.drawEllipse(QPointF(0, 0), PLANE_SIZE * 0.8, PLANE_SIZE * 0.8)
            p.setPen(QPen(self.pc.qcolor.darker(115), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(0, 0), PLANE_SIZE * 0.62, PLANE_SIZE * 0.62)
        p.save()
        p.rotate(self.rotation_hint)
        shadow = vp.plane_path(PLANE_SIZE).translated(2.5, 3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawPath(shadow)
        edge = QColor("#FFFFFF") if self.pc.key == "black" else QColor("#1A1A1A")
        p.setPen(QPen(edge, 1.4))
        p.setBrush(self.pc.qcolor)
        p.drawPath(vp.plane_path(PLANE_SIZE))
        p.restore()
        r = PLANE_SIZE * 0.24
        p.setPen(QPen(QColor("#1A1A1A"), 1))
        p.setBrush(QColor("#FFFFFF"))
        p.drawEllipse(QPointF(0, 0), r, r)
        p.setFont(tp.font(r * 1.45, True))
        p.setPen(QColor("#1A1A1A"))
        tp.draw_legible(p, QRectF(-r, -r, 2 * r, 2 * r), int(Qt.AlignmentFlag.AlignCenter), self.letter)
        if self.badge:
            b = QRectF(PLANE_SIZE * 0.22, -PLANE_SIZE * 0.62, PLANE_SIZE * 0.46, PLANE_SIZE * 0.46)
            p.setPen(QPen(QColor("#FFFFFF"), 1.2))
            p.setBrush(QColor("#134B5F"))
            p.drawEllipse(b)
            p.setFont(tp.font(b.height() * 0.7, True))
            p.setPen(QColor("#FFFFFF"))
            tp.draw_legible(p, b, int(Qt.AlignmentFlag.AlignCenter), self.badge)

    rotation_hint = 0.0

    def face(self, degrees: float) -> None:
        """Point the plane the way it flies (repaints the cached plane only when it turns)."""
        if degrees != self.rotation_hint:
            self.rotation_hint = degrees
            self.update()


class DiceItem(QGraphicsItem):
    """The two dice in the centre; a double is ringed in gold."""

    SIZE = 68.0

    def __init__(self) -> None:
        super().__init__()
        self.values: list[int] = []
        self.tumble = 0  # >0 while rolling: faces drawn from this counter
        self.setZValue(10)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.SIZE * 1.25, -self.SIZE * 0.7, self.SIZE * 2.5, self.SIZE * 1.75)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        values = self.values or [0, 0]
        if self.tumble:
            values = [(self.tumble * 5 + 2) % 6 + 1, (self.tumble * 3 + 4) % 6 + 1]
        double = bool(self.values) and not self.tumble and len(values) == 2 and values[0] == values[1]
        for k, value in enumerate(values[:2]):
            cx = (-0.58 if k == 0 else 0.58) * self.SIZE
            angle = (
                (-8 if k == 0 else 11) if self.tumble == 0 else (self.tumble * 37 * (1 if k else -1)) % 360
            )
            p.save()
            p.translate(cx, 0)
            p.rotate(angle)
            s = self.SIZE / 2
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 80))
            p.drawRoundedRect(QRectF(-s + 3, -s + 4, 2 * s, 2 * s), 10, 10)
            g = QLinearGradient(QPointF(-s, -s), QPointF(s, s))
            g.setColorAt(0, QColor("#FFFFFF"))
            g.setColorAt(1, QColor("#E4DFD3"))
            p.setPen(QPen(QColor("#D9A400") if double else QColor("#7A7468"), 2.5 if double else 1.2))
            p.setBrush(QBrush(g))
            p.drawRoundedRect(QRectF(-s, -s, 2 * s, 2 * s), 10, 10)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#C8102E") if value == 1 else QColor("#222222"))
            for px, py in _PIPS.get(value, ()):
                rad = s * (0.2 if value == 1 else 0.15)
                p.drawEllipse(QPointF(px * s * 0.55, py * s * 0.55), rad, rad)
            p.restore()
        if self.values and not self.tumble:
            total = sum(self.values[:2])
            label = tr(CTX, "{total} · doubles", total=total) if double else str(total)
            tp.draw_text(
                p,
                QRectF(-self.SIZE * 1.25, self.SIZE * 0.66, self.SIZE * 2.5, 26),
                label,
                20,
                QColor("#B07D00") if double else QColor("#2F3B48"),
                True,
            )


_PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


class KeyCardItem(QGraphicsItem):
    """A Golden Key card: face down (the deck) or face up with title and text."""

    W, H = 270.0, 176.0

    def __init__(self, face_up: bool) -> None:
        super().__init__()
        self.face_up = face_up
        self.ko = ""
        self.en = ""
        self.text = ""
        self.count = 0  # cards in the deck (face-down stack height)
        self.setZValue(12 if face_up else 8)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -10, self.W + 14, self.H + 18)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.W, self.H)
        if not self.face_up:
            layers = min(5, max(1, self.count // 6))
            for k in range(layers, 0, -1):
                p.setPen(QPen(QColor("#8C6A1C"), 1))
                p.setBrush(QColor("#D9A934"))
                p.drawRoundedRect(rect.translated(k * 1.6, -k * 1.6), 12, 12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(rect.translated(4, 5), 12, 12)
        if not self.face_up:
            g = QLinearGradient(rect.topLeft(), rect.bottomRight())
            g.setColorAt(0, QColor("#F8DC7A"))
            g.setColorAt(1, QColor("#D39B22"))
            p.setPen(QPen(QColor("#7A5A10"), 1.5))
            p.setBrush(QBrush(g))
            p.drawRoundedRect(rect, 12, 12)
            p.setPen(QPen(QColor(255, 255, 255, 150), 1.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(8, 8, -8, -8), 8, 8)
            vp.draw_key(p, QRectF(rect.center().x() - 55, rect.top() + 34, 110, 46))
            tp.draw_text(p, QRectF(0, 92, self.W, 30), "황금열쇠", 24, QColor("#5C3D00"), True)
            tp.draw_text(p, QRectF(0, 122, self.W, 20), tr(CTX, "GOLDEN KEY"), 13, QColor("#5C3D00"), True)
            return
        p.setPen(QPen(QColor("#B8902C"), 2))
        p.setBrush(QColor("#FFFBEF"))
        p.drawRoundedRect(rect, 12, 12)
        header = QRectF(0, 0, self.W, 34)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        path.addRoundedRect(header, 12, 12)
        path.addRect(QRectF(0, 17, self.W, 17))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#E9B949"))
        p.drawPath(path)
        vp.draw_key(p, QRectF(10, 8, 42, 18))
        tp.draw_text(
            p,
            header.adjusted(56, 0, -8, 0),
            "황금열쇠 " + tr(CTX, "GOLDEN KEY"),
            12,
            QColor("#4A3200"),
            True,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
        )
        tp.draw_text(p, QRectF(10, 38, self.W - 20, 32), self.ko, 26, tp.INK, True)
        tp.draw_text(
            p, QRectF(10, 68, self.W - 20, 20), vp.second(self.ko, self.en), 16, QColor("#6B4E00"), True
        )
        tp.draw_wrapped(p, QRectF(12, 92, self.W - 24, self.H - 94), self.text, 13.5, tp.INK, spacing=1.15)


class CentreItem(QGraphicsItem):
    """The centre of the board: the globe and logo, the phase ribbon, the turn
    banner (whose turn, what to do) and the hint line. The item paints the globe and
    logo; the ribbon, hint and banner are its parts (`itemcache.CachedPart`), each redrawn only
    when what it shows changed (`refresh`)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = vb.GEOMETRY.centre_rect()
        self.phase_ko = ""
        self.phase_en = ""
        self.phase_note = ""
        self.turn_pc: theme.PlayerColor | None = None
        self.turn_letter = ""
        self.turn_name = ""
        self.prompt = ""
        self.hint = True  # no deed card open: say how to open one
        self.held: list[str] = []  # the kept Golden Keys of the player to act
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        r = self.rect
        self.ribbon = itemcache.CachedPart(
            self, QRectF(r.center().x() - 390, r.top() + 256, 780, 60), self._paint_ribbon
        )
        self.hint_box = itemcache.CachedPart(
            self, QRectF(r.right() - 370, r.top() + 330, 330, 120), self._paint_hint
        )
        self.banner = itemcache.CachedPart(
            self, QRectF(r.left() + 40, r.bottom() - 104, r.width() - 80, 84), self._paint_banner
        )

    def refresh(self) -> None:
        """Draw again the parts whose contents changed (the globe and logo never change)."""
        pc = self.turn_pc.key if self.turn_pc is not None else None
        parts = (
            (self.ribbon, (self.phase_ko, self.phase_en, self.phase_note)),
            (self.hint_box, (self.hint,)),
            (self.banner, (pc, self.turn_letter, self.turn_name, self.prompt, tuple(self.held))),
        )
        for part, shows in parts:
            part.setVisible(part is not self.hint_box or self.hint)
            itemcache.show(part, shows=shows)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        g = QRadialGradient(r.center(), r.width() * 0.7)
        g.setColorAt(0, QColor("#F4F8FB"))
        g.setColorAt(1, QColor("#DDE8EE"))
        p.fillRect(r, QBrush(g))
        # the globe behind the logo: pale so the pieces stay the brightest things
        c = QPointF(r.center().x(), r.top() + 140)
        rad = 108.0
        p.setPen(QPen(QColor("#B9CEDB"), 1.4))
        p.setBrush(QColor("#E6F0F6"))
        p.drawEllipse(c, rad, rad)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for k in (-2, -1, 1, 2):
            w = rad * abs(math.cos(k * math.pi / 6))
            p.drawEllipse(c, w, rad)
        for k in (-2, -1, 0, 1, 2):
            y = c.y() + rad * math.sin(k * math.pi / 7)
            half = math.sqrt(max(0.0, rad * rad - (y - c.y()) ** 2))
            p.drawLine(QPointF(c.x() - half, y), QPointF(c.x() + half, y))
        p.setFont(tp.font(66, True))
        p.setPen(QColor(255, 255, 255, 230))
        tp.draw_legible(
            p,
            QRectF(r.left(), c.y() - 58, r.width(), 86).translated(3, 3),
            int(Qt.AlignmentFlag.AlignCenter),
            "부루마불",
        )
        p.setPen(QColor("#1F4E8C"))
        tp.draw_legible(
            p, QRectF(r.left(), c.y() - 58, r.width(), 86), int(Qt.AlignmentFlag.AlignCenter), "부루마불"
        )
        f = tp.font(20, True)
        f.setLetterSpacing(f.SpacingType.AbsoluteSpacing, 8)
        p.setFont(f)
        p.setPen(QColor("#C8102E"))
        tp.draw_legible(
            p, QRectF(r.left(), c.y() + 30, r.width(), 30), int(Qt.AlignmentFlag.AlignCenter), "BLUE MARBLE"
        )

    def _paint_ribbon(self, p: QPainter) -> None:
        ribbon = self.ribbon.rect
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#1F4E8C"))
        p.drawRoundedRect(ribbon, 30, 30)
        tp.draw_text(
            p,
            ribbon.adjusted(24, 3, -24, -29),
            vp.both(self.phase_ko, self.phase_en),
            20,
            QColor("#FFFFFF"),
            True,
        )
        tp.draw_text(p, ribbon.adjusted(24, 31, -24, -4), self.phase_note, 15, QColor("#D6E4F5"), min_px=10)

    def _paint_hint(self, p: QPainter) -> None:
        if self.hint:
            box = self.hint_box.rect
            p.setPen(QPen(QColor("#A9BCCB"), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 90))
            p.drawRoundedRect(box, 12, 12)
            tp.draw_text(
                p,
                box.adjusted(10, 14, -10, -70),
                vp.both("증서 보기", tr(CTX, "Title deeds")),
                15,
                QColor("#4A6072"),
                True,
            )
            tp.draw_wrapped(
                p,
                box.adjusted(18, 46, -18, -8),
                tr(CTX, "Click any city for its price, building costs and the toll at each level."),
                12.5,
                QColor("#4A6072"),
            )

    def _paint_banner(self, p: QPainter) -> None:
        """The turn banner at the bottom of the centre: whose turn, what to do."""
        if self.turn_pc is not None:
            banner = self.banner.rect
            p.setPen(QPen(self.turn_pc.qcolor.darker(130), 2))
            p.setBrush(QColor("#FFFFFF"))
            p.drawRoundedRect(banner, 14, 14)
            edge = QRectF(banner.left(), banner.top(), 14, banner.height())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self.turn_pc.qcolor)
            p.drawRoundedRect(edge.adjusted(0, 0, 10, 0), 14, 14)
            p.fillRect(QRectF(edge.right(), edge.top() + 1, 12, edge.height() - 2), QColor("#FFFFFF"))
            marker = QRectF(banner.left() + 28, banner.top() + 18, 48, 48)
            theme.paint_marker(p, marker, self.turn_pc, self.turn_letter)
            left = marker.right() + 14
            width = banner.right() - left - 14
            # the Golden Keys this player keeps (ticket, escape radio): small gold tags, top right
            tag_right = banner.right() - 12
            for label in reversed(self.held):
                f = tp.font(13, True)
                tag_w = QFontMetricsF(f).horizontalAdvance(label) + 34
                tag = QRectF(tag_right - tag_w, banner.top() + 8, tag_w, 24)
                p.setPen(QPen(QColor("#9A7414"), 1))
                p.setBrush(QColor("#FFF1C9"))
                p.drawRoundedRect(tag, 12, 12)
                vp.draw_key(p, QRectF(tag.left() + 6, tag.top() + 7, 20, 10))
                tp.draw_text(p, tag.adjusted(28, 0, -6, 0), label, 13, QColor("#5C3D00"), True)
                tag_right = tag.left() - 6
            name_width = min(width, tag_right - left - 8)
            tp.draw_text(
                p,
                QRectF(left, banner.top() + 6, name_width, 28),
                self.turn_name,
                22,
                tp.INK,
                True,
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            )
            prompt_rect = QRectF(left, banner.top() + 36, width, 44)
            one_line = tp.fitted(self.prompt, width, 18)
            if one_line.pixelSize() >= 16:
                tp.draw_text(
                    p,
                    prompt_rect.adjusted(0, 0, 0, -20),
                    self.prompt,
                    18,
                    QColor("#3D3A33"),
                    False,
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                )
            else:
                tp.draw_wrapped(
                    p, prompt_rect, self.prompt, 15, QColor("#3D3A33"), align=Qt.AlignmentFlag.AlignLeft
                )


class MoneyPopItem(QGraphicsItem):
    """A short-lived "+₩200K" / "−₩600K" above a plane when its owner's cash changes."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.gain = True
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-70, -16, 140, 32)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = tp.font(17, True)
        p.setFont(f)
        width = QFontMetricsF(f).horizontalAdvance(self.text) + 18
        pill = QRectF(-width / 2, -14, width, 28)
        p.setPen(QPen(QColor("#FFFFFF"), 1.5))
        p.setBrush(QColor("#1E7B3C") if self.gain else QColor("#A3362B"))
        p.drawRoundedRect(pill, 14, 14)
        p.setPen(QColor("#FFFFFF"))
        tp.draw_legible(p, pill, int(Qt.AlignmentFlag.AlignCenter), self.text)
