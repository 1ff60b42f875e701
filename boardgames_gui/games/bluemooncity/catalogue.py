"""The data tables' texts Blue Moon City translates at run time (tools/game_strings.py reads
them): building names, the peoples' colours, phases and powers, dragon colours and building
abilities, for the rules' sentences and for the view's. The peoples' own names (Vulca, Terrah
...) are the box's invented names and stay as they are in every language."""

from __future__ import annotations

from .data import ABILITY_TEXT, BUILDINGS, PEOPLES
from .texts import CTX

VIEW_CTX = "BlueMoonCityView"  # the view's context (view_items.VIEW_CTX; this module stays Qt-free)


def texts() -> list[tuple[str, str]]:
    words = [building["name"] for building in BUILDINGS.values()]
    for info in PEOPLES.values():
        words += [info["colour"], info["phase"], info["power1"], info["power2"], info["dragon"]]
    words += list(ABILITY_TEXT.values())
    return [(context, word) for context in (CTX, VIEW_CTX) for word in words]
