"""The scene items of Blue Moon City: tiles with boxes, cards, pieces, obelisk, mats.

Items are created once by the view and updated with `set_*` calls; each item
paints itself from a few plain fields, so a redraw is a handful of updates.
Clickable items call `on_click(item)`, set by the view.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.i18n import tr_n
from ...widgets import itemcache, theme
from ...widgets.textpaint import draw_legible
from . import view_glyphs as gl
from . import view_palette as pal
from .view_art import paint_building

TILE = 200.0
BOX_W, BOX_H = 42.0, 44.0
CARD_W, CARD_H = 84.0, 120.0
GLOW = theme.HIGHLIGHT
GLOW_MARGIN = 14.0  # how far a halo reaches outside its item (bounding rects include it)

Click = Callable[[Any], None]


#: the translation context of the view's own sentences
VIEW_CTX = "BlueMoonCityView"


def tt(text: str, **params: Any) -> str:
    """A sentence of the view through Qt's translator (context VIEW_CTX)."""
    out = QCoreApplication.translate(VIEW_CTX, text)
    return out.format(**params) if params else out


def tn(one: str, many: str, n: int, **params: Any) -> str:
    """A sentence with a count {n}: the plural form of the player's language (engine.i18n.tr_n)."""
    return tr_n(VIEW_CTX, one, many, n, **params)


#: the least size a tile's name shrinks to
LEAST_TITLE_PX = 11


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont(theme.ui_font_family())
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    return theme.tabular(f)


def _text(p: QPainter, rect: QRectF, text: str, colour: QColor | str, px: float, bold: bool = False,
          align: Qt.AlignmentFlag = Qt.AlignCenter) -> None:  # fmt: skip
    p.save()
    p.setFont(_font(px, bold))
    p.setPen(QColor(colour))
    draw_legible(p, rect, int(align), text)
    p.restore()


def paint_glow(p: QPainter, rect: QRectF, radius: float, strength: float = 1.0) -> None:
    """The suite's warm white-gold halo around `rect`."""
    p.save()
    p.setBrush(Qt.NoBrush)
    for i, (width, alpha) in enumerate(((14, 40), (9, 70), (5, 120), (2.5, 230))):
        c = QColor(GLOW)
        c.setAlpha(int(alpha * strength))
        p.setPen(QPen(c, width))
        grow = 1 + (3 - i) * 1.5
        p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    p.restore()


def paint_rewards(p: QPainter, rect: QRectF, rewards: Mapping[str, int], dim: bool = False,
                  ink: str = "#2A2218") -> None:  # fmt: skip
    """Crystals, scales and cards of a bonus as icons with counts, centred in `rect`."""
    items = [(k, rewards.get(k, 0)) for k in ("crystals", "scales", "cards") if rewards.get(k, 0)]
    if not items:
        _text(p, rect, "–", pal.TEXT_DIM, rect.height() * 0.6)
        return
    icon = rect.height() * 0.95
    widths = [(icon * 0.6 if n > 1 else 0) + icon for _, n in items]
    total = sum(widths) + (len(items) - 1) * 3
    if total > rect.width():  # shrink to fit a narrow cell
        scale = rect.width() / total
        icon *= scale
        widths = [w * scale for w in widths]
        total = rect.width()
    x = rect.center().x() - total / 2
    p.save()
    if dim:
        p.setOpacity(p.opacity() * 0.45)
    for kind, n in items:
        if n > 1:
            _text(
                p,
                QRectF(x - 2, rect.top() - 2, icon * 0.6 + 2, rect.height() + 4),
                str(n),
                ink,
                icon * 0.95,
                True,
            )
            x += icon * 0.6
        gl.paint_reward(p, {"crystals": "crystal", "scales": "scale", "cards": "card"}[kind],
                        QPointF(x + icon / 2, rect.center().y()), icon)  # fmt: skip
        x += icon + 3
    p.restore()


# --------------------------------------------------------------------------- building art


def paint_courtyard(p: QPainter, rect: QRectF) -> None:
    """The courtyard: a mosaic plaza ringed by the eight peoples' colours."""
    p.save()
    c = rect.center()
    r = rect.width() * 0.42
    grad = QRadialGradient(c, r * 1.2)
    grad.setColorAt(0, QColor("#FFF6DD"))
    grad.setColorAt(1, QColor("#D9C594"))
    p.setBrush(QBrush(grad))
    p.setPen(Qt.NoPen)
    p.drawRect(rect)
    styles = list(pal.PEOPLE.values())
    for i, style in enumerate(styles):
        p.setBrush(QColor(style.fill))
        p.setPen(QPen(QColor("#6B5A3A"), 0.8))
        p.drawPie(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), int((90 + i * 45) * 16), int(45 * 16))
    p.setBrush(QColor("#F3E6C2"))
    p.drawEllipse(c, r * 0.72, r * 0.72)
    for i, style in enumerate(styles):
        a = math.radians(90 + i * 45 + 22.5)
        gl.paint_glyph(p, style.glyph, QPointF(c.x() + math.cos(a) * r * 0.86, c.y() - math.sin(a) * r * 0.86),
                       r * 0.2, style.ink)  # fmt: skip
    # the obelisk in the middle
    ob = QPainterPath(QPointF(c.x() - r * 0.14, c.y() + r * 0.5))
    ob.lineTo(c.x() - r * 0.09, c.y() - r * 0.35)
    ob.lineTo(c.x(), c.y() - r * 0.5)
    ob.lineTo(c.x() + r * 0.09, c.y() - r * 0.35)
    ob.lineTo(c.x() + r * 0.14, c.y() + r * 0.5)
    ob.closeSubpath()
    p.setBrush(QColor("#8A8FA8"))
    p.setPen(QPen(QColor("#3E4257"), 1))
    p.drawPath(ob)
    gl.paint_crystal(p, QPointF(c.x(), c.y() - r * 0.6), r * 0.2)
    p.restore()


# --------------------------------------------------------------------------- base


class ClickItem(QGraphicsObject):
    """An item with a rectangle, an optional glow and a click callback."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.on_click: Click | None = None
        self.glow = False
        self.hover = False
        # painted vectors are cached per zoom level: the board view repaints whole frames
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.LeftButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-GLOW_MARGIN, -GLOW_MARGIN, GLOW_MARGIN, GLOW_MARGIN)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802
        self.hover = False
        self.update()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if self.on_click is not None and self.rect.contains(event.pos()):
            self.on_click(self)
        event.accept()


# --------------------------------------------------------------------------- boxes and tiles


class BoxItem(ClickItem):
    """A contribution box: people colour + glyph + value; a marker once paid."""

    def __init__(self, tile: TileItem, index: int, people: str, value: int) -> None:
        super().__init__(QRectF(0, 0, BOX_W, BOX_H), tile)
        self.tile = tile
        self.index = index
        self.people = people
        self.value = value
        self.marker: tuple[theme.PlayerColor, str] | None = None
        self.selected = False
        style = pal.people_style(people)
        if people == "any":
            self.setToolTip(tt("Pay {value} with cards of any one people (Royal Palace).", value=value))
        else:
            self.setToolTip(
                tt(
                    "Pay {value} with {people} cards ({colour}); Khind counts 1 and two Mimix 1s or 2s "
                    "count 3 in any colour, Hoax recolours.",
                    value=value,
                    people=style.name,
                    colour=tt(style.colour_name),
                )
            )

    def set_state(self, marker: tuple[theme.PlayerColor, str] | None, glow: bool, selected: bool) -> None:
        if (marker, glow, selected) != (self.marker, self.glow, self.selected):
            self.marker, self.glow, self.selected = marker, glow, selected
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        style = pal.people_style(self.people)
        r = self.rect
        if self.glow or self.selected:
            paint_glow(p, r, 6, 1.0 if self.selected else 0.8)
        p.setBrush(QColor(style.fill))
        edge = QColor("#FFF3C4") if self.selected else QColor(0, 0, 0, 160)
        p.setPen(QPen(edge, 3 if self.selected else 1.2))
        p.drawRoundedRect(r, 6, 6)
        if self.marker is None:
            # glyph and value side by side, both big enough to read with the whole city in view
            gl.paint_glyph(p, style.glyph, QPointF(r.left() + 12, r.center().y()), 17, style.ink)
            _text(
                p,
                QRectF(r.left() + 19, r.top(), r.width() - 20, r.height()),
                str(self.value),
                style.ink,
                27,
                True,
            )
        else:
            gl.paint_glyph(p, style.glyph, QPointF(r.left() + 8, r.top() + 8), 10, style.ink)
            _text(p, QRectF(r.right() - 16, r.top() + 1, 15, 14), str(self.value), style.ink, 12, True)
            pc, letter = self.marker
            m = QRectF(r.center().x() - 14, r.center().y() - 10, 28, 28)
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 90))
            p.drawEllipse(m.translated(1.5, 2.5))
            theme.paint_marker(p, m, pc, letter)
        if self.hover and self.on_click is not None and self.marker is None:
            p.setBrush(Qt.NoBrush)
            p.setPen(QPen(QColor(255, 255, 255, 160), 2))
            p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 4, 4)


class TileLight(QGraphicsItem):
    """What lights a tile, drawn over its face and under its boxes: the halo, warm wash and
    gold edge of a tile the piece can reach ("glow"), or the medallion of a tile the hand can
    pay ("hint"). Items of their own, so lighting a tile shows or hides a cached picture
    instead of drawing the whole tile again (the lights change with every player's turn)."""

    def __init__(self, tile: TileItem, kind: str) -> None:
        super().__init__(tile)
        self.tile = tile
        self.kind = kind
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setZValue(-2 if kind == "glow" else -1)  # the medallion over the wash
        self.setAcceptedMouseButtons(Qt.NoButton)  # clicks and hovers are the tile's
        self.light(False)

    def light(self, on: bool) -> None:
        # a hidden item loses its cached picture; a transparent one keeps it (and is not drawn)
        self.setOpacity(1.0 if on else 0.0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.tile.boundingRect()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        # every tile's light looks the same (the medallion sits higher on a rebuilt tile): Qt's
        # cache of each is filled from one shared picture, so a player's first turn or a zoom
        # draws a light once, not once a tile (about 0.6 ms each, 24 at a first hand-off)
        shown = (self.kind, self.tile.rebuilt if self.kind == "hint" else None)
        itemcache.paint_picture(self, p, shown, self._paint_light, shared=True)

    def _paint_light(self, p: QPainter) -> None:
        r = self.tile.rect
        if self.kind == "hint":
            self.tile.paint_hint_badge(p)
            return
        paint_glow(p, r.adjusted(-2, -2, 2, 2), 13, 1.0)
        face = QPainterPath()
        face.addRoundedRect(r, 12, 12)
        p.fillPath(face, QColor(255, 233, 168, 46))  # a warm wash, so a reachable tile reads as lit
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(GLOW, 2))
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 11, 11)


class TileItem(ClickItem):
    """A building tile (ruin or rebuilt side) or the courtyard."""

    def __init__(self, key: str, info: Mapping[str, Any] | None) -> None:
        super().__init__(QRectF(0, 0, TILE, TILE))
        self.key = key
        self.info = info  # data.BUILDINGS entry; None for the courtyard
        self.rebuilt = False
        self.hint = False
        self.ability_text = ""
        self.boxes: list[BoxItem] = []
        if info is not None:
            boxes = info["boxes"]
            gap = 4.0
            total = len(boxes) * BOX_W + (len(boxes) - 1) * gap
            x = (TILE - total) / 2
            for i, (people, value) in enumerate(boxes):
                box = BoxItem(self, i, people, value)
                box.setPos(x + i * (BOX_W + gap), TILE - BOX_H - 8)
                self.boxes.append(box)
        self._lights = {"glow": TileLight(self, "glow"), "hint": TileLight(self, "hint")}

    @property
    def is_courtyard(self) -> bool:
        return self.info is None

    def set_hint(self, on: bool) -> None:
        """Mark a tile where the player's hand could pay a box (or, on the courtyard, an offering)."""
        if on != self.hint:
            self.hint = on
            self._lights["hint"].light(on)

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self._lights["glow"].light(on)

    def set_rebuilt(self, rebuilt: bool) -> None:
        if rebuilt != self.rebuilt:
            self.rebuilt = rebuilt
            for box in self.boxes:
                box.setVisible(not rebuilt)
            self.update()
            self._lights["hint"].update()  # the medallion sits higher on a rebuilt tile

    def accent(self) -> str:
        if self.info is None:
            return "#E8B93A"
        people = self.info["boxes"][0][0]
        return pal.people_style(people).fill

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        r = self.rect
        # drop shadow, then the card-stock tile (its light is a TileLight over it)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(r.translated(3, 4), 12, 12)
        clip = QPainterPath()
        clip.addRoundedRect(r, 12, 12)
        p.save()
        p.setClipPath(clip)
        if self.is_courtyard:
            paint_courtyard(p, r)
            self._banner(p, tt("Courtyard"), "#E8B93A", "#2A2218")
            _text(
                p,
                QRectF(r.left(), r.bottom() - 26, r.width(), 20),
                tt("offer crystals here"),
                "#5A4A2A",
                12,
                True,
            )
        elif self.rebuilt:
            paint_building(p, QRectF(r.left(), r.top() + 28, r.width(), r.height() - 28 - 40), self.key, True,
                           self.accent())  # fmt: skip
            p.fillRect(QRectF(r.left(), r.bottom() - 40, r.width(), 40), QColor("#F6EBCF"))
            self._banner(p, tt(self.info["name"]), "#E8B93A", "#2A2218")
            self._neighbour_badge(p, QRectF(r.left() + 10, r.bottom() - 36, r.width() - 20, 30), active=True)
        else:
            p.fillRect(r, QColor("#CDBF9F"))
            paint_building(p, QRectF(r.left(), r.top() + 62, r.width(), 86), self.key, False, self.accent())
            self._banner(p, tt(self.info["name"]), "#4B4236", "#F3E9D6")
            self._reward_row(p, QRectF(r.left(), r.top() + 26, r.width(), 36))
        p.restore()
        edge = QColor("#FFF1C2") if self.rebuilt or self.is_courtyard else QColor("#3B332A")
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(edge, 2))
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 11, 11)
        if self.hover and self.on_click is not None:
            p.setPen(QPen(QColor(255, 255, 255, 140), 3))
            p.drawRoundedRect(r.adjusted(3, 3, -3, -3), 10, 10)

    def paint_hint_badge(self, p: QPainter) -> None:
        """A small gold medallion with a tick: "your cards can pay here"."""
        r = self.rect
        c = QPointF(r.right() - 18, r.top() + (84 if not self.rebuilt else 44))
        p.setPen(QPen(QColor("#5A3E05"), 1.2))
        p.setBrush(QColor(pal.GOLD))
        p.drawEllipse(c, 12, 12)
        tick = QPainterPath(QPointF(c.x() - 6, c.y()))
        tick.lineTo(c.x() - 1.5, c.y() + 5)
        tick.lineTo(c.x() + 6.5, c.y() - 5)
        p.setPen(QPen(QColor("#2A1E04"), 2.6, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        p.setBrush(Qt.NoBrush)
        p.drawPath(tick)

    def _banner(self, p: QPainter, text: str, fill: str, ink: str) -> None:
        band = QRectF(self.rect.left(), self.rect.top(), self.rect.width(), 26)
        p.fillRect(band, QColor(fill))
        label = text + (" ✦" if self.ability_text else "")
        # a long name ("Монастырская башня", "Королевский дворец") shrinks to the band's
        # width, down to LEAST_TITLE_PX; where the board is drawn small, the legibility rule
        # enlarges it again in narrower letters
        room = band.width() - 8
        px = 17.0
        while px > LEAST_TITLE_PX and QFontMetricsF(_font(px, True)).horizontalAdvance(label) > room:
            px -= 1
        _text(p, band.adjusted(4, 0, -4, 0), label, ink, px, True)

    def _reward_row(self, p: QPainter, row: QRectF) -> None:
        """Majority (crown), construction (hammer) and neighbourhood (houses) bonuses."""
        p.fillRect(row, QColor(246, 236, 210, 240))
        third = row.width() / 3
        icons = (
            (gl.crown_path, "majority", "#C8961E"),
            (gl.hammer_path, "construction", "#6B5A44"),
            (gl.neighbours_path, "neighbourhood", "#6B5A44"),
        )
        for i, (path_fn, key, colour) in enumerate(icons):
            cell = QRectF(row.left() + i * third, row.top(), third, row.height())
            p.setPen(QPen(QColor("#3B2F1E"), 0.8))
            p.setBrush(QColor(colour))
            p.drawPath(path_fn(QPointF(cell.left() + 10, cell.center().y()), 15))
            paint_rewards(p, QRectF(cell.left() + 19, cell.top() + 7, cell.width() - 20, cell.height() - 14),
                          self.info[key], dim=key == "neighbourhood")  # fmt: skip
            if i:
                p.setPen(QPen(QColor("#B9A679"), 1))
                p.drawLine(QPointF(cell.left(), cell.top() + 4), QPointF(cell.left(), cell.bottom() - 4))

    def _neighbour_badge(self, p: QPainter, rect: QRectF, active: bool) -> None:
        p.setPen(QPen(QColor("#3B2F1E"), 0.8))
        p.setBrush(QColor("#6B5A44"))
        p.drawPath(gl.neighbours_path(QPointF(rect.left() + 14, rect.center().y()), 20))
        _text(p, QRectF(rect.left() + 28, rect.top(), 70, rect.height()), tt("to neighbours"), "#4B3F2C", 11,
              align=Qt.AlignVCenter | Qt.AlignLeft)  # fmt: skip
        paint_rewards(p, QRectF(rect.left() + 100, rect.top() + 3, rect.width() - 104, rect.height() - 6),
                      self.info["neighbourhood"])  # fmt: skip


# --------------------------------------------------------------------------- pieces


class PieceItem(QGraphicsObject):
    """A player's figure (colour + letter) or a dragon (colour + its people's glyph)."""

    def __init__(self, kind: str, key: Any, size: float = 46.0) -> None:
        super().__init__()
        # a piece glides from space to space: at a fractional pixel position Qt's cache
        # rounds it to a picture one pixel wider or narrower and draws it again, frame after
        # frame, so the piece keeps its own picture (itemcache.paint_picture)
        self.setCacheMode(QGraphicsItem.NoCache)
        self.kind = kind  # "figure" or "dragon"
        self.key = key  # player index or dragon colour
        self.size = size
        self.colour = theme.PLAYER_COLORS[0]
        self.letter = ""
        self.glow = False
        self.current = False  # the figure of the player whose turn it is stands in a spotlight
        self.setAcceptedMouseButtons(Qt.NoButton)  # clicks fall through to the tile below

    def boundingRect(self) -> QRectF:  # noqa: N802
        s = self.size
        return QRectF(-s / 2 - GLOW_MARGIN, -s / 2 - GLOW_MARGIN, s + 2 * GLOW_MARGIN, s + 2 * GLOW_MARGIN)

    def set_player(self, colour: theme.PlayerColor, letter: str) -> None:
        if (colour, letter) != (self.colour, self.letter):
            self.colour, self.letter = colour, letter
            self.update()

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def set_current(self, on: bool) -> None:
        if on != self.current:
            self.current = on
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        shown = (self.kind, self.key, self.size, self.colour.key, self.letter, self.glow, self.current)
        # shared: a figure keeps the picture of its spotlight across the turns it goes on and off
        itemcache.paint_picture(self, p, shown, self._paint_piece, shared=True)

    def _paint_piece(self, p: QPainter) -> None:
        s = self.size
        if self.glow:
            paint_glow(p, QRectF(-s / 2, -s / 2, s, s), s / 2)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 100))
        p.drawEllipse(QPointF(2, s * 0.42), s * 0.42, s * 0.12)
        if self.current and self.kind == "figure":
            p.setBrush(QColor(255, 255, 255, 70))
            p.setPen(QPen(self.colour.qcolor.lighter(130), 2.5))
            p.drawEllipse(QPointF(0, s * 0.44), s * 0.56, s * 0.17)
        if self.kind == "figure":
            path = gl.figure_path(QPointF(0, 0), s)
            p.setBrush(self.colour.qcolor)
            edge = QColor("#FFFFFF") if self.colour.key == "black" else QColor(0, 0, 0, 200)
            p.setPen(QPen(edge, 1.6))
            p.drawPath(path)
            _text(p, QRectF(-s / 2, -s * 0.05, s, s * 0.55), self.letter, self.colour.ink, s * 0.36, True)
        else:
            colour = QColor(pal.DRAGON_COLOURS[self.key])
            p.setBrush(QColor("#F3E6C2"))
            p.setPen(QPen(QColor("#3B2F1E"), 1.2))
            p.drawEllipse(QPointF(0, 0), s * 0.5, s * 0.5)
            p.setBrush(colour)
            p.setPen(QPen(colour.darker(180), 1.2))
            p.drawPath(gl.dragon_path(QPointF(0, -s * 0.02), s * 0.92))
            people = {"red": "vulca", "green": "terrah", "blue": "aqua"}[self.key]
            style = pal.PEOPLE[people]
            p.setBrush(QColor(style.fill))
            p.setPen(QPen(QColor("#F3E6C2"), 1.2))
            badge = QPointF(s * 0.36, s * 0.36)
            p.drawEllipse(badge, s * 0.17, s * 0.17)
            gl.paint_glyph(p, style.glyph, badge, s * 0.2, style.ink)


# --------------------------------------------------------------------------- cards


class CardItem(ClickItem):
    """A people card; `card` None draws the back."""

    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, CARD_W, CARD_H))
        self.card: tuple[str, int] | None = None
        self.selected = False
        self.disabled = False
        # a card in a fan is turned by an angle, and Qt's cache draws a turned item again at
        # every frame (eight cards: about 10 ms a frame): the card keeps its own picture
        self.setCacheMode(QGraphicsItem.NoCache)

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802
        # lift the card out of a crowded fan so it can be read whole
        self._base_z = self.zValue()
        self.setZValue(self._base_z + 100)
        self.setTransform(QTransform.fromTranslate(0, -14))
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802
        self.setZValue(getattr(self, "_base_z", self.zValue()))
        self.setTransform(QTransform())
        super().hoverLeaveEvent(event)

    def set_card(self, card: tuple[str, int] | None, glow: bool = False, selected: bool = False,
                 disabled: bool = False) -> None:  # fmt: skip
        if (card, glow, selected, disabled) != (self.card, self.glow, self.selected, self.disabled):
            self.card, self.glow, self.selected, self.disabled = card, glow, selected, disabled
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        name = pal.people_style(self.card[0]).name if self.card else ""  # the one translated text
        shown = (self.card, name, self.glow, self.selected, self.disabled)
        # a face drawn once per look and scale for all the cards: a hand shown to its player
        # after the hand-off screen is blitted, not drawn (eight faces took ~8 ms)
        itemcache.paint_picture(self, p, shown, self._paint_face, shared=True)

    def _paint_face(self, p: QPainter) -> None:
        if self.glow or self.selected:
            paint_glow(p, self.rect, 9, 1.0 if self.selected else 0.7)
        paint_card(p, self.rect, self.card, self.selected)
        if self.disabled:
            p.setBrush(QColor(20, 16, 10, 120))
            p.setPen(Qt.NoPen)
            p.drawRoundedRect(self.rect, 9, 9)


def paint_card(p: QPainter, r: QRectF, card: tuple[str, int] | None, selected: bool = False) -> None:
    """A people card in `r` (CARD_W x CARD_H): colour, glyph, value, a bolt if it has a power."""
    p.save()
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(r.translated(2, 3), 9, 9)
    if card is None:
        gl.paint_card_back(p, r)
        p.restore()
        return
    people, value = card
    style = pal.people_style(people)
    fill = QColor(style.fill)
    grad = QLinearGradient(r.topLeft(), r.bottomRight())
    grad.setColorAt(0, fill.lighter(118))
    grad.setColorAt(1, fill.darker(112))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#FFF3C4") if selected else QColor(0, 0, 0, 170), 3 if selected else 1.2))
    p.drawRoundedRect(r, 9, 9)
    ink = QColor(style.ink)
    frame = QColor(ink)
    frame.setAlpha(90)
    p.setPen(QPen(frame, 1))
    p.setBrush(Qt.NoBrush)
    p.drawRoundedRect(r.adjusted(5, 5, -5, -5), 6, 6)
    _text(p, QRectF(r.left() + 6, r.top() + 4, 26, 30), str(value), ink, 26, True)
    gl.paint_glyph(p, style.glyph, QPointF(r.left() + 19, r.top() + 44), 16, style.ink)
    gl.paint_glyph(p, style.glyph, QPointF(r.center().x() + 6, r.center().y() + 4), 42, style.ink)
    p.save()
    p.translate(r.right() - 19, r.bottom() - 18)
    p.rotate(180)
    _text(p, QRectF(-13, -15, 26, 30), str(value), ink, 20, True)
    p.restore()
    _text(p, QRectF(r.left(), r.bottom() - 24, r.width() - 26, 18), style.name, ink, 12, True)
    if value < 3:  # value-1 and value-2 cards carry a power
        bolt = QPainterPath(QPointF(r.right() - 14, r.top() + 8))
        bolt.lineTo(r.right() - 22, r.top() + 21)
        bolt.lineTo(r.right() - 16, r.top() + 21)
        bolt.lineTo(r.right() - 20, r.top() + 32)
        bolt.lineTo(r.right() - 9, r.top() + 17)
        bolt.lineTo(r.right() - 15, r.top() + 17)
        bolt.closeSubpath()
        p.setBrush(ink)
        p.setPen(Qt.NoPen)
        p.drawPath(bolt)
    p.restore()


# --------------------------------------------------------------------------- obelisk


class ObeliskItem(QGraphicsObject):
    """The obelisk: its offering boxes bottom to top, markers on the filled ones."""

    WIDTH = 170.0

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.values: list[int] = []
        self.owners: list[tuple[theme.PlayerColor, str] | None] = []
        self.next_glow = False
        self.on_click: Click | None = None
        self.box_h = 36.0

    def height(self) -> float:
        return 90 + len(self.values) * self.box_h + 40

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-10, -10, self.WIDTH + 20, self.height() + 20)

    def set_state(self, values: Sequence[int], owners: Sequence[tuple[theme.PlayerColor, str] | None],
                  next_glow: bool) -> None:  # fmt: skip
        if (list(values), list(owners), next_glow) == (self.values, self.owners, self.next_glow):
            return  # drawn again only when it changed (a cached item drawn again costs ~3 ms)
        if len(values) != len(self.values):
            self.prepareGeometryChange()
        self.values, self.owners, self.next_glow = list(values), list(owners), next_glow
        self.update()

    def box_rect(self, index: int) -> QRectF:
        """Box `index` counted from the bottom."""
        bottom = self.height() - 40
        y = bottom - (index + 1) * self.box_h
        inset = 30 + (len(self.values) - index) * 0.6
        return QRectF(inset, y + 2, self.WIDTH - 2 * inset, self.box_h - 4)

    def next_index(self) -> int | None:
        for i, owner in enumerate(self.owners):
            if owner is None:
                return i
        return None

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        h = self.height()
        w = self.WIDTH
        body = QPainterPath(QPointF(14, h - 30))
        body.lineTo(34, 70)
        body.lineTo(w / 2, 30)
        body.lineTo(w - 34, 70)
        body.lineTo(w - 14, h - 30)
        body.closeSubpath()
        grad = QLinearGradient(0, 0, w, 0)
        grad.setColorAt(0, QColor("#5E6478"))
        grad.setColorAt(0.45, QColor("#A9AFC4"))
        grad.setColorAt(1, QColor("#4A4F61"))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(QColor("#23263A"), 2))
        p.drawPath(body)
        p.setBrush(QColor("#3A3428"))
        p.drawRoundedRect(QRectF(0, h - 32, w, 28), 6, 6)
        gl.paint_crystal(p, QPointF(w / 2, 22), 34)
        _text(p, QRectF(0, h - 32, w, 28), tt("Obelisk"), pal.TEXT_LIGHT, 14, True)
        nxt = self.next_index()
        for i, value in enumerate(self.values):
            br = self.box_rect(i)
            owner = self.owners[i] if i < len(self.owners) else None
            if i == nxt and self.next_glow:
                paint_glow(p, br, 5)
            p.setBrush(QColor("#EDE6D3") if owner is None else QColor("#CFC6AE"))
            p.setPen(QPen(QColor("#2C2F40"), 1.2))
            p.drawRoundedRect(br, 5, 5)
            gl.paint_crystal(p, QPointF(br.left() + 13, br.center().y()), 16)
            _text(p, QRectF(br.left() + 20, br.top(), 30, br.height()), str(value), "#23263A", 18, True)
            if owner is not None:
                pc, letter = owner
                theme.paint_marker(p, QRectF(br.right() - 32, br.top() + 2, br.height() - 4, br.height() - 4), pc,
                                   letter)  # fmt: skip
            elif i == nxt:
                _text(p, QRectF(br.right() - 44, br.top(), 40, br.height()), tt("next"), "#7A6A3A", 11, True)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        nxt = self.next_index()
        if self.on_click is not None and nxt is not None and self.box_rect(nxt).contains(event.pos()):
            self.on_click(self)
        event.accept()


# --------------------------------------------------------------------------- panels and buttons


class PanelItem(QGraphicsObject):
    """A rounded dark panel that paints a list of lines or a custom painter."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.rect = QRectF(rect)
        self.lit = False
        self.painter_fn: Callable[[QPainter, QRectF], None] | None = None
        self.shows: Any = None  # what `painter_fn` draws, as the view last told it

    def set_shows(self, shows: Any) -> None:
        """Repaint the painter's part when what it draws changed."""
        if shows != self.shows:
            self.shows = shows
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-GLOW_MARGIN, -GLOW_MARGIN, GLOW_MARGIN, GLOW_MARGIN)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        if self.lit:
            paint_glow(p, self.rect, 10)
        p.setBrush(QColor(pal.PANEL))
        p.setPen(QPen(QColor(pal.PANEL_EDGE), 1.5))
        p.drawRoundedRect(self.rect, 10, 10)
        if self.painter_fn is not None:
            self.painter_fn(p, self.rect)


class ButtonItem(ClickItem):
    def __init__(self, text: str, width: float = 120.0, accent: bool = False) -> None:
        super().__init__(QRectF(0, 0, width, 34))
        self.text = text
        self.accent = accent
        self.enabled = True

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        r = self.rect
        if self.glow:
            paint_glow(p, r, 8, 0.6)
        fill = theme.ACCENT if self.accent else theme.CHROME_RAISED
        if self.hover:
            fill = fill.lighter(115)
        p.setBrush(fill)
        p.setPen(QPen(QColor("#F1CF86") if self.accent else QColor("#5A636D"), 1.2))
        p.drawRoundedRect(r, 8, 8)
        _text(p, r, self.text, "#1B1B1B" if self.accent else theme.CHROME_TEXT, 14, True)


def paint_label(p: QPainter, rect: QRectF, text: str, colour: str = pal.TEXT_LIGHT, px: float = 14,
                bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignLeft | Qt.AlignVCenter) -> None:  # fmt: skip
    _text(p, rect, text, colour, px, bold, align)
