"""The data tables' texts the game translates at run time (tools/game_strings.py reads them):
space names, level names, the board's lines, and the Golden Keys' titles and texts."""

from __future__ import annotations

from . import data


def texts() -> list[tuple[str, str]]:
    out = [(data.CTX, space.en) for space in data.SPACES]
    out += [(data.CTX, name) for name in data.LEVEL_NAMES]
    out += [(data.CTX, en) for _ko, en in data.LINES.values()]
    for card in data.GOLDEN_KEYS:
        out += [(data.CTX, card.en), (data.CTX, card.text)]
    return out
