"""The data tables' texts Blueprints translates at run time (tools/game_strings.py reads them):
material names and the prize cards' conditions."""

from __future__ import annotations

from .data import MATERIAL_INFO, PRIZES
from .texts import CTX


def texts() -> list[tuple[str, str]]:
    out = [(CTX, info["name"]) for info in MATERIAL_INFO.values()]
    out += [(CTX, prize["rule"]) for prize in PRIZES]
    return out
