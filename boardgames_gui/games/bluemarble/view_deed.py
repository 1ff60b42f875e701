"""The deed panel: a title deed drawn in the centre of the board when a deed
is clicked, with its price, building costs and toll ladder, the current level
marked. Its ladder rows are click targets (build or sell to that level)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import noop, tr
from ...widgets import textpaint as tp
from ...widgets import theme
from . import data
from . import view_board as vb
from . import view_paint as vp
from .currency import won
from .view_actions import CTX

LEVEL_LABELS = (
    ("대지", noop(CTX, "land only")),
    ("별장 1", noop(CTX, "1 villa")),
    ("별장 2", noop(CTX, "2 villas")),
    ("빌딩", noop(CTX, "building")),
    ("호텔", noop(CTX, "hotel")),
)


class DeedPanelItem(QGraphicsItem):
    W, H = 330.0, 468.0
    HEADER = 92.0
    ROW_TOP = 224.0
    ROW_H = 40.0

    def __init__(self) -> None:
        super().__init__()
        self.info: vb.SpaceInfo | None = None
        self.owner_pc: theme.PlayerColor | None = None
        self.owner_letter = ""
        self.owner_name = ""
        self.level = 0
        self.tolls_active = False
        self.legal_levels: set[int] = set()  # ladder rows the current player may click now
        self.handover = ""  # label of the "hand this deed to the creditor" button, "" = none
        self.setZValue(30)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.W + 12, self.H + 14)

    # ----- hit areas, in item coordinates

    def close_rect(self) -> QRectF:
        return QRectF(self.W - 38, 8, 30, 30)

    def row_rect(self, level: int) -> QRectF:
        return QRectF(12, self.ROW_TOP + level * self.ROW_H, self.W - 24, self.ROW_H - 4)

    def handover_rect(self) -> QRectF:
        return QRectF(16, self.H - 42, self.W - 32, 34)

    def key_at(self, local: QPointF) -> tuple | None:
        """What a click at `local` means: ("close",), ("level", space, level),
        ("handover", space) or None."""
        if self.close_rect().contains(local):
            return ("close",)
        if self.handover and self.info is not None and self.handover_rect().contains(local):
            return ("handover", self.info.index)
        if self.info is not None and self.info.kind == "city":
            for level in range(5):
                if self.row_rect(level).contains(local):
                    return ("level", self.info.index, level)
        return None

    # ----- painting

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.info is None:
            return
        self._paint_card(p)
        if self.handover:
            self._paint_handover(p)

    def _paint_handover(self, p: QPainter) -> None:
        """The button that settles a debt with this deed (a glowing legal target)."""
        button = self.handover_rect()
        p.fillRect(button.adjusted(-4, -4, 4, 4), QColor("#FFFDF5"))
        glow = QColor(theme.HIGHLIGHT)
        for width, alpha in ((9, 60), (5, 130), (2.5, 255)):
            glow.setAlpha(alpha)
            p.setPen(QPen(glow, width))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(button, 8, 8)
        p.setPen(QPen(QColor("#8A5A00"), 1.2))
        p.setBrush(QColor("#FFF1C9"))
        p.drawRoundedRect(button, 8, 8)
        tp.draw_text(p, button.adjusted(8, 0, -8, 0), self.handover, 13.5, QColor("#5C3D00"), True)

    def _paint_card(self, p: QPainter) -> None:
        info = self.info
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(0, 0, self.W, self.H)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(card.translated(5, 6), 12, 12)
        p.setPen(QPen(QColor("#8C7F62"), 1.5))
        p.setBrush(QColor("#FFFDF5"))
        p.drawRoundedRect(card, 12, 12)
        colour = vb.LINE_COLORS.get(info.line, vb.SPECIAL_COLOR)
        head = QPainterPath()
        head.setFillRule(Qt.FillRule.WindingFill)
        head.addRoundedRect(QRectF(0, 0, self.W, self.HEADER), 12, 12)
        head.addRect(QRectF(0, self.HEADER / 2, self.W, self.HEADER / 2))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPath(head)
        line_ko = data.LINES[info.line][0] if info.line in data.LINES else "특수 증서"
        line_en = data.line_name(info.line) if info.line in data.LINES else tr(CTX, "special deed")
        white = QColor("#FFFFFF")
        tp.draw_text(
            p,
            QRectF(12, 6, self.W - 60, 18),
            vp.both(line_ko, line_en),
            11,
            QColor(255, 255, 255, 220),
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        tp.draw_text(p, QRectF(12, 24, self.W - 24, 38), info.ko, 30, white, True)
        tp.draw_text(p, QRectF(12, 62, self.W - 24, 22), vp.second(info.ko, info.en), 16, white, False)
        # close button
        cr = self.close_rect()
        p.setPen(QPen(QColor(255, 255, 255, 230), 2.2))
        p.drawLine(cr.topLeft() + QPointF(9, 9), cr.bottomRight() - QPointF(9, 9))
        p.drawLine(cr.topRight() + QPointF(-9, 9), cr.bottomLeft() + QPointF(9, -9))
        # price and owner
        y = self.HEADER + 10
        self._pair(p, y, vp.both("땅값", tr(CTX, "price")), won(info.price), True)
        y += 26
        if self.owner_pc is not None:
            p.setPen(Qt.PenStyle.NoPen)
            marker = QRectF(self.W - 150, y + 1, 20, 20)
            theme.paint_marker(p, marker, self.owner_pc, self.owner_letter)
            tp.draw_text(
                p,
                QRectF(20, y, 140, 22),
                vp.both("주인", tr(CTX, "owner")),
                12.5,
                tp.MUTED_INK,
                False,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
            tp.draw_text(
                p,
                QRectF(self.W - 126, y, 112, 22),
                self.owner_name,
                13,
                tp.INK,
                True,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
        else:
            self._pair(p, y, vp.both("주인", tr(CTX, "owner")), tr(CTX, "the bank (for sale)"), False)
        y += 26
        if info.kind != "city":
            self._special(p, y)
            return
        villa, building, hotel = info.costs
        tp.draw_text(
            p,
            QRectF(20, y, self.W - 40, 20),
            vp.both("건설비", tr(CTX, "building costs")),
            12.5,
            tp.MUTED_INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        tp.draw_text(
            p,
            QRectF(20, y + 20, self.W - 40, 22),
            tr(
                CTX,
                "villa {villa} · building {building} · hotel {hotel}",
                villa=won(villa),
                building=won(building),
                hotel=won(hotel),
            ),
            13.5,
            tp.INK,
            True,
        )
        # toll ladder
        tp.draw_text(
            p,
            QRectF(20, self.ROW_TOP - 26, self.W - 40, 20),
            vp.both("통행료", tr(CTX, "toll")),
            12.5,
            tp.MUTED_INK,
            True,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        tp.draw_text(
            p,
            QRectF(20, self.ROW_TOP - 26, self.W - 40, 20),
            tr(CTX, "to build") if self.owner_pc is None else tr(CTX, "pay / back"),
            10.5,
            tp.MUTED_INK,
            False,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )
        for level in range(5):
            self._ladder_row(p, level, info.tolls[level], self.cost_note(level))
        foot = QRectF(16, self.H - 34, self.W - 32, 26)
        note = (
            tr(CTX, "tolls are collected now")
            if self.tolls_active
            else tr(CTX, "no tolls until the second half")
        )
        if self.legal_levels:
            up = any(level > self.level for level in self.legal_levels)
            down = any(level < self.level for level in self.legal_levels)
            if up and down:
                note = tr(CTX, "click a glowing row to build up or sell down")
            else:
                note = (
                    tr(CTX, "click a glowing row to build up")
                    if up
                    else tr(CTX, "click a glowing row to sell down")
                )
            tp.draw_text(p, foot, note, 13, QColor("#8A5A00"), True)
            return
        tp.draw_text(p, foot, note, 11, tp.MUTED_INK)

    def cost_note(self, level: int) -> str:
        """The right-hand column of a ladder row: what reaching `level` costs or pays back.

        An owned city changes level for the difference of the two levels' prices
        (both ways: selling gives the difference back); a free deed shows the full price.
        """
        if self.info is None or self.info.kind != "city":
            return ""
        deed = data.DEEDS[self.info.index]
        if self.owner_pc is None:
            return won(deed.level_cost(level)) if level else ""
        delta = deed.level_cost(level) - deed.level_cost(self.level)
        if delta > 0:
            return f"+{won(delta)}"
        return tr(CTX, "{amount} back", amount=won(-delta)) if delta < 0 else ""

    def _pair(self, p: QPainter, y: float, label: str, value: str, big: bool) -> None:
        tp.draw_text(
            p,
            QRectF(20, y, 150, 22),
            label,
            12.5,
            tp.MUTED_INK,
            False,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        tp.draw_text(
            p,
            QRectF(self.W - 170, y, 150, 22),
            value,
            16 if big else 13,
            tp.INK,
            big,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )

    def _ladder_row(self, p: QPainter, level: int, toll: int, cost_note: str) -> None:
        row = self.row_rect(level)
        current = level == self.level and self.owner_pc is not None
        legal = level in self.legal_levels
        if legal:
            glow = QColor(theme.HIGHLIGHT)
            for width, alpha in ((9, 60), (5, 130), (2.5, 255)):
                glow.setAlpha(alpha)
                p.setPen(QPen(glow, width))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(row, 8, 8)
        p.setPen(QPen(QColor("#D8CDAF"), 1) if not current else QPen(QColor("#1F4E8C"), 2))
        p.setBrush(QColor("#EAF1FA") if current else (QColor("#FFF6DA") if legal else QColor("#FBF7EA")))
        p.drawRoundedRect(row, 8, 8)
        if current:
            tri = [
                QPointF(row.left() + 8, row.center().y() - 7),
                QPointF(row.left() + 18, row.center().y()),
                QPointF(row.left() + 8, row.center().y() + 7),
            ]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#1F4E8C"))
            p.drawPolygon(tri)
        icon = QRectF(row.left() + 22, row.top() + 3, 34, row.height() - 6)
        if level:
            fill = self.owner_pc.qcolor if self.owner_pc is not None else QColor("#B9B2A0")
            vp.draw_level(p, icon, level, fill)
        ko, en = LEVEL_LABELS[level]
        en = tr(CTX, en)
        tp.draw_text(
            p,
            QRectF(row.left() + 62, row.top() + 2, 104, row.height() - 4),
            f"{ko}  {en}",
            12.5,
            tp.INK,
            current,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        tp.draw_text(
            p,
            QRectF(row.left() + 160, row.top(), 70, row.height()),
            won(toll),
            15,
            tp.INK,
            True,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )
        if cost_note:
            tp.draw_text(
                p,
                QRectF(row.right() - 66, row.top(), 60, row.height()),
                cost_note,
                11,
                tp.MUTED_INK,
                False,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )

    def _special(self, p: QPainter, y: float) -> None:
        toll = self.info.tolls[0] if self.info and self.info.tolls else 0
        box = QRectF(20, y + 16, self.W - 40, 70)
        p.setPen(QPen(QColor("#1F4E8C"), 2))
        p.setBrush(QColor("#EAF1FA"))
        p.drawRoundedRect(box, 10, 10)
        tp.draw_text(
            p, box.adjusted(0, 6, 0, -34), vp.both("통행료", tr(CTX, "toll")), 13, tp.MUTED_INK, True
        )
        tp.draw_text(p, box.adjusted(0, 30, 0, -4), won(toll), 26, tp.INK, True)
        notes = [
            "특수 증서: 건물을 지을 수 없습니다.",
            tr(CTX, "A special deed takes no buildings;"),
            tr(CTX, "owning several does not raise the toll."),
        ]
        if self.info and self.info.index == 32:
            notes.append(
                tr(CTX, "Space Travel fare {amount} is paid to its owner.", amount=won(data.SPACE_FARE))
            )
        yy = box.bottom() + 18
        for line in notes:
            tp.draw_text(p, QRectF(16, yy, self.W - 32, 20), line, 12, tp.INK)
            yy += 22
        foot = QRectF(16, self.H - 34, self.W - 32, 26)
        note = (
            tr(CTX, "tolls are collected now")
            if self.tolls_active
            else tr(CTX, "no tolls until the second half")
        )
        tp.draw_text(p, foot, note, 11, tp.MUTED_INK)
