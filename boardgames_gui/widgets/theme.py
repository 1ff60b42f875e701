"""One visual language for every game (LOOK.md): player colours, table, highlights, fonts.

Game views take their colours from here, never hard-coded, so the suite feels
like one product and a colour-blind player always gets a second cue: every
Okabe-Ito colour is paired with a shape, and every player with a letter.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)


class PlayerColor(NamedTuple):
    """A player colour: its key, its hex value and the shape drawn with it."""

    key: str  # stored in the options ("colors") and in save files
    hex: str
    shape: str  # the second cue drawn around the letter

    @property
    def qcolor(self) -> QColor:
        return QColor(self.hex)

    @property
    def ink(self) -> QColor:
        """Text colour that reads on this colour."""
        return QColor("#111111") if QColor(self.hex).lightnessF() > 0.5 else QColor("#FFFFFF")


# Okabe-Ito (2008), the colour-blind safe set LOOK.md asks for; order = default seat order.
PLAYER_COLORS: tuple[PlayerColor, ...] = (
    PlayerColor("orange", "#E69F00", "circle"),
    PlayerColor("sky_blue", "#56B4E9", "square"),
    PlayerColor("bluish_green", "#009E73", "triangle"),
    PlayerColor("yellow", "#F0E442", "diamond"),
    PlayerColor("blue", "#0072B2", "pentagon"),
    PlayerColor("vermillion", "#D55E00", "hexagon"),
    PlayerColor("reddish_purple", "#CC79A7", "star"),
    PlayerColor("black", "#000000", "octagon"),
)
_BY_KEY = {c.key: c for c in PLAYER_COLORS}

# The table and the chrome around it (LOOK.md "The table").
TABLE_DARK = QColor("#12271D")
TABLE_MID = QColor("#1E3D2C")
TABLE_LIGHT = QColor("#2C5A40")
TABLE_LIT = QColor("#4D7155")  # the light falling on the top of the table (launcher)
BOARD_PAPER = QColor("#F7F1E1")
BOARD_INK = QColor("#2B2A26")
BOARD_LINE = QColor("#BFAF8A")
HIGHLIGHT = QColor("#FFE7A0")  # the one warm white-gold halo for legal targets
REFUSAL = QColor("#E08A84")  # muted red for refusals (readable on the dark chrome)
CHROME_BG = QColor("#1D2126")
CHROME_PANEL = QColor("#262B31")
CHROME_RAISED = QColor("#30363D")
CHROME_TEXT = QColor("#ECEFF1")
CHROME_MUTED = QColor("#9AA4AE")
ACCENT = QColor("#E3B55B")

UI_FAMILY_PREFERENCE = ("NanumGothic", "Noto Sans KR", "Noto Sans CJK KR")


def color(key_or_index: str | int) -> PlayerColor:
    """The player colour for a stored key, a '#rrggbb' value or a seat index."""
    if isinstance(key_or_index, int):
        return PLAYER_COLORS[key_or_index % len(PLAYER_COLORS)]
    if key_or_index in _BY_KEY:
        return _BY_KEY[key_or_index]
    for c in PLAYER_COLORS:
        if c.hex.lower() == str(key_or_index).lower():
            return c
    return PLAYER_COLORS[0]


def player_color(options: Mapping[str, Any], seat: int) -> PlayerColor:
    """Colour of a seat from the game options (falls back to the default order)."""
    colors = options.get("colors") or []
    if seat < len(colors) and colors[seat]:
        return color(colors[seat])
    return color(seat)


def default_colors(count: int) -> list[str]:
    return [c.key for c in PLAYER_COLORS[:count]]


def seat_letters(names: Sequence[str]) -> list[str]:
    """One letter per player: the name's initial when unique at the table, else the seat number."""
    initials = [(n.strip()[:1] or "?").upper() for n in names]
    out = []
    for i, letter in enumerate(initials):
        out.append(letter if initials.count(letter) == 1 and not letter.isdigit() else str(i + 1))
    return out


def color_label(key: str) -> str:
    """English name of a colour key ('sky_blue' -> 'sky blue')."""
    return key.replace("_", " ")


# --------------------------------------------------------------------------- shapes


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a colour's shape cue inside `rect`."""
    path = QPainterPath()
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    if shape == "circle":
        path.addEllipse(c, r, r)
        return path
    if shape == "square":
        s = r * 0.86
        path.addRoundedRect(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s), r * 0.18, r * 0.18)
        return path
    corners = {"triangle": 3, "diamond": 4, "pentagon": 5, "hexagon": 6, "octagon": 8}
    if shape in corners:
        n = corners[shape]
        rot = -math.pi / 2 if shape != "octagon" else -math.pi / 2 + math.pi / 8
        rr = r * (1.12 if shape == "triangle" else 1.0)
        cy = c.y() + (r * 0.18 if shape == "triangle" else 0)
        pts = [
            QPointF(
                c.x() + rr * math.cos(rot + 2 * math.pi * k / n),
                cy + rr * math.sin(rot + 2 * math.pi * k / n),
            )
            for k in range(n)
        ]
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
        return path
    # star
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.5
        a = -math.pi / 2 + math.pi * k / 5
        pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def paint_marker(
    painter: QPainter, rect: QRectF, pc: PlayerColor, letter: str = "", outline: QColor | None = None
) -> None:
    """A player's token: the colour filling its shape, with the player's letter on top."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = shape_path(pc.shape, rect)
    edge = outline or (QColor("#FFFFFF") if pc.key == "black" else QColor(0, 0, 0, 150))
    painter.setPen(QPen(edge, max(1.0, rect.width() / 18)))
    painter.setBrush(QBrush(pc.qcolor))
    painter.drawPath(path)
    if letter:
        font = QFont(painter.font())
        size = rect.height() * (0.42 if pc.shape in ("triangle", "star") else 0.55)
        font.setPixelSize(max(6, int(size)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(pc.ink)
        text_rect = QRectF(rect)
        if pc.shape == "triangle":
            text_rect.translate(0, rect.height() * 0.12)
        # the level-of-detail rule of board text (textpaint imports this module, hence here)
        from .textpaint import draw_legible

        draw_legible(painter, text_rect, Qt.AlignmentFlag.AlignCenter, letter)
    painter.restore()


def marker_pixmap(pc: PlayerColor, letter: str = "", size: int = 24, ratio: float = 2.0) -> QPixmap:
    key = (pc.key, letter, size, ratio)
    cached = _marker_cache.get(key)
    if cached is not None:
        return cached
    pm = QPixmap(int(size * ratio), int(size * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    paint_marker(p, QRectF(1.5, 1.5, size - 3, size - 3), pc, letter)
    p.end()
    if len(_marker_cache) > 512:
        _marker_cache.clear()
    _marker_cache[key] = pm
    return pm


_marker_cache: dict[tuple, QPixmap] = {}


def marker_icon(pc: PlayerColor, letter: str = "", size: int = 24) -> QIcon:
    return QIcon(marker_pixmap(pc, letter, size))


def table_gradient(rect: QRectF) -> QLinearGradient:
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0.0, TABLE_LIGHT)
    g.setColorAt(0.55, TABLE_MID)
    g.setColorAt(1.0, TABLE_DARK)
    return g


# --------------------------------------------------------------------------- application theme


#: families the app registered from its bundled fonts (set at start-up)
registered_families: list[str] = []
_family_cache: list[str] = []


def ui_font_family() -> str:
    """The bundled UI family if it was registered, else an installed one, else Qt's default."""
    if _family_cache:
        return _family_cache[0]
    for fam in UI_FAMILY_PREFERENCE:
        if fam in registered_families:
            _family_cache.append(fam)
            return fam
    # listing every installed family costs ~15 ms, so only when nothing was bundled
    families = set(QFontDatabase.families())
    for fam in UI_FAMILY_PREFERENCE:
        if fam in families:
            _family_cache.append(fam)
            return fam
    _family_cache.append(QFont().family())
    return _family_cache[0]


def tabular(font: QFont) -> QFont:
    """The same font with tabular figures so money columns line up."""
    f = QFont(font)
    try:
        f.setFeature(QFont.Tag("tnum"), 1)
    except (AttributeError, TypeError):  # older Qt without font features
        pass
    return f


def make_palette() -> QPalette:
    pal = QPalette()
    roles = QPalette.ColorRole
    pal.setColor(roles.Window, CHROME_BG)
    pal.setColor(roles.WindowText, CHROME_TEXT)
    pal.setColor(roles.Base, QColor("#171A1E"))
    pal.setColor(roles.AlternateBase, CHROME_PANEL)
    pal.setColor(roles.ToolTipBase, QColor("#FFF8E1"))
    pal.setColor(roles.ToolTipText, QColor("#222222"))
    pal.setColor(roles.PlaceholderText, CHROME_MUTED)
    pal.setColor(roles.Text, CHROME_TEXT)
    pal.setColor(roles.Button, CHROME_RAISED)
    pal.setColor(roles.ButtonText, CHROME_TEXT)
    pal.setColor(roles.BrightText, QColor("#FFFFFF"))
    pal.setColor(roles.Highlight, ACCENT)
    pal.setColor(roles.HighlightedText, QColor("#1B1B1B"))
    pal.setColor(roles.Link, QColor("#8CC8F0"))
    pal.setColor(roles.Light, QColor("#3C434B"))
    pal.setColor(roles.Midlight, QColor("#343A41"))
    pal.setColor(roles.Mid, QColor("#2A2F35"))
    pal.setColor(roles.Dark, QColor("#121417"))
    pal.setColor(roles.Shadow, QColor("#000000"))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        pal.setColor(disabled, role, QColor("#6B747D"))
    return pal


# ----------------------------------------------------------------------------- the launcher

#: per game: the dark and light colours of its cover before the art is drawn, and the motif
#: drawn when it has no art
LAUNCHER_ART_COLOURS = {
    "bluemarble": ("#0B4F8A", "#3FA1D9", "globe"),
    "blueprints": ("#123B73", "#2E6DB4", "grid"),
    "bluemooncity": ("#1B1F4B", "#4A4F9C", "moon"),
}
LAUNCHER_ART_DEFAULT = ("#3B3F46", "#6B7480", "dots")


def _launcher_style() -> str:
    """The launcher's look: the table, the cards and their parts (ui/launcher.py, ui/gamecard.py)."""
    # the table is lit at the top, like the light falling on it
    table = (
        f"qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {TABLE_LIT.name()}, stop:0.25 {TABLE_LIGHT.name()}, "
        f"stop:0.6 {TABLE_MID.name()}, stop:1 {TABLE_DARK.name()})"
    )
    rules = [
        f"QScrollArea#launcherScroll {{ background: {table}; }}",
        "QWidget#launcherPage { background: transparent; }",
        "QLabel#launcherTitle { font-size: 26pt; font-weight: bold; color: #FFFFFF; }",
        "QLabel#launcherTagline { font-size: 12pt; color: #C9D6CE; }",
        "QLabel#launcherFooter { color: #8FA69A; font-size: 9pt; qproperty-alignment: AlignCenter; }",
        "QFrame#cardShadow { background: rgba(0, 0, 0, 50); border-radius: 17px; }",
        "QFrame#cardBody { background: #FBF8F1; border-radius: 16px; }",
        f"QFrame#cardHalo {{ background: transparent; border: 2px solid {ACCENT.name()}; border-radius: 16px; }}",
        "QLabel#cardArt { border-top-left-radius: 16px; border-top-right-radius: 16px; }",
        "QLabel#cardTitle { font-size: 25px; font-weight: bold; color: #1F2328; }",
        "QLabel#cardMeta { font-size: 15px; color: #6A6F76; }",
        "QLabel#cardPitch { font-size: 15px; color: #32363B; qproperty-alignment: 'AlignLeft | AlignTop'; }",
        "QFrame#cardRule { background: #E4DED0; }",
        "QFrame#cardPill { background: #EFE6D0; border-radius: 14px; }",
        "QLabel#cardPlayers { font-size: 14px; font-weight: bold; color: #5A4A22; }",
        "QPushButton#cardRules { background: rgba(20, 22, 26, 170); border: 1px solid rgba(255, 255, 255, 90);"
        " border-radius: 14px; padding: 0 14px; font-size: 14px; font-weight: bold; color: #FFFFFF; }",
        f"QPushButton#cardRules:hover {{ background: rgba(20, 22, 26, 220); border-color: {ACCENT.name()}; }}",
        "QLabel#cardDesigners { font-size: 15px; color: #8A8F96;"
        " qproperty-alignment: 'AlignRight | AlignVCenter'; }",
        "QFrame#cardVeil { background: rgba(29, 33, 38, 120); border-radius: 16px; }",
        f"QLabel#cardRibbon {{ background: #1D2126; color: {ACCENT.name()}; border-radius: 14px;"
        " padding: 0 12px; font-size: 14px; font-weight: bold; qproperty-alignment: AlignCenter; }",
    ]
    for game_id, (dark, light, _motif) in {"": LAUNCHER_ART_DEFAULT, **LAUNCHER_ART_COLOURS}.items():
        selector = f'QLabel#cardArt[game="{game_id}"]' if game_id else "QLabel#cardArt"
        rules.append(
            f"{selector} {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {light}, stop:1 {dark}); }}"
        )
    return "\n".join(rules) + "\n"


STYLE_SHEET = """
QToolTip { padding: 4px 6px; border: 1px solid #C9B27A; background: #FFF8E1; color: #222222; }
QDockWidget { titlebar-close-icon: none; font-weight: bold; }
QDockWidget::title { background: #262B31; padding: 6px 8px; text-align: left; }
QMenuBar { background: #1D2126; }
QMenuBar::item:selected { background: #30363D; }
QMenu { background: #262B31; border: 1px solid #3C434B; }
QMenu::item { padding: 5px 24px 5px 22px; }
QMenu::item:selected { background: #E3B55B; color: #1B1B1B; }
QPushButton { padding: 6px 14px; border-radius: 6px; border: 1px solid #454D56; background: #30363D; }
QPushButton:hover { background: #3A424A; border-color: #E3B55B; }
QPushButton:pressed { background: #262B31; }
QPushButton:disabled { color: #6B747D; border-color: #30363D; }
QPushButton[accent="true"] { background: #E3B55B; color: #1B1B1B; border: 1px solid #F1CF86; font-weight: bold; }
QPushButton[accent="true"]:hover { background: #F0C56E; }
QPushButton[accent="true"]:disabled { background: #30363D; color: #6B747D; border: 1px solid #3C434B; font-weight: normal; }
QLineEdit, QSpinBox, QComboBox { padding: 4px 6px; border-radius: 5px; border: 1px solid #454D56; background: #171A1E; }
QLineEdit:focus, QSpinBox:focus, QComboBox:focus { border-color: #E3B55B; }
QComboBox { combobox-popup: 0; }
QComboBox QAbstractItemView { background: #171A1E; color: #ECEFF1; border: 1px solid #454D56; outline: none; }
QComboBox QAbstractItemView::item { padding: 4px 8px; }
QComboBox QAbstractItemView::item:selected { background: #E3B55B; color: #1B1B1B; }
QListWidget { border: none; background: #171A1E; }
QListWidget::item { padding: 4px 2px; }
QStatusBar { background: #171A1E; color: #9AA4AE; }
QCheckBox { spacing: 8px; }
QCheckBox::indicator { width: 16px; height: 16px; border-radius: 4px; border: 1px solid #6B747D; background: #171A1E; }
QCheckBox::indicator:hover { border-color: #E3B55B; }
QCheckBox::indicator:checked { background: #E3B55B; border-color: #F1CF86; image: none; }
QGroupBox { font-weight: bold; border: 1px solid #3C434B; border-radius: 8px; margin-top: 14px; padding-top: 8px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }
QHeaderView::section { background: #30363D; color: #ECEFF1; border: none; padding: 4px 8px; }
QScrollArea { border: none; }
QFrame#resumeBanner { background: #33302A; border: 1px solid #E3B55B; border-radius: 10px; }
QFrame#resumeBanner QLabel { background: transparent; border: none; }
""" + _launcher_style()


def apply_theme(app: Any) -> None:
    """Fusion style, the dark chrome palette and the UI font."""
    app.setStyle("Fusion")
    app.setPalette(make_palette())
    font = QFont(ui_font_family())
    font.setPointSizeF(10.0)
    app.setFont(font)
    app.setStyleSheet(STYLE_SHEET)
