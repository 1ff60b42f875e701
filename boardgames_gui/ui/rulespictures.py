"""Pictures for the rules browser, taken from the game's own board.

A game's view names, for some sections of its rules text, the part of its scene that shows
what the section is about (`GameView.rules_pictures`: section number -> scene rectangle). The
browser sets up a table as that view asks (`rules_picture_moves` moves played by the game's
computer players from a fixed seed, three seats), draws it, and cuts those rectangles out. So
the rules show the very pieces, cells and cards the players will see, in the current language.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ..engine import i18n

PICTURE_SEED = 7
PICTURE_SEATS = 3
WIDEST = 560  # logical pixels: a picture fits the browser's column
RATIO = 2.0  # drawn at twice the size, so it stays sharp on high-density screens


def table_for_pictures(info: Any, moves: int) -> Any:
    """A state `moves` computer moves into a game (fewer if it ends first)."""
    rules = info.rules
    options = rules.validate_options(
        {"players": max(rules.min_players, min(PICTURE_SEATS, rules.max_players))}
    )
    state = rules.new_game(options, PICTURE_SEED)
    bots = [info.make_bot(PICTURE_SEED + seat) for seat in range(options["players"])]
    for _ in range(moves):
        decision = rules.decision(state)
        if decision is None:
            break
        rules.apply(state, bots[decision.player].choose(rules, state, decision.player), decision.player)
    return state


def picture(scene: Any, rect: QRectF) -> QImage:
    """The part `rect` of `scene`, at most WIDEST logical pixels wide."""
    scale = min(1.0, WIDEST / rect.width())
    width, height = round(rect.width() * scale * RATIO), round(rect.height() * scale * RATIO)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, width, height), rect, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    image.setDevicePixelRatio(RATIO)
    return image


#: pictures made this session, by (game, language): the board's texts are in the language
_made: dict[tuple[str, str], dict[int, QImage]] = {}


def rules_pictures(info: Any) -> dict[int, QImage]:
    """Section number -> picture, for the sections the game's view illustrates."""
    if not info.view_path:
        return {}
    key = (info.game_id, i18n.language())
    if key not in _made:
        _made[key] = _take_pictures(info)
    return _made[key]


def _take_pictures(info: Any) -> dict[int, QImage]:
    view = info.make_view(None)
    try:
        regions = view.rules_pictures()
        if not regions:
            return {}
        view.animations_enabled = False
        state = table_for_pictures(info, view.rules_picture_moves)
        decision = info.rules.decision(state)
        legal = info.rules.legal_actions(state) if decision is not None else []
        view.show_state(state, legal, decision, None)
        return {section: picture(view, rect) for section, rect in regions.items()}
    finally:
        view.deleteLater()
