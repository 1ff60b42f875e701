"""Which edition's module answers core's hooks in a state (classic.py or elite.py).

The edition modules are imported when first asked for, not at the top of this module:
core's modules (moves, landing, steps, money...) reach the editions through here, and the
editions import core's modules in turn, so neither side's imports may run the other's.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from . import data as D
from .state import MillionaireState

#: the module of each edition, by its name in this package
AREA_MODULES = {D.CLASSIC: "classic", D.ELITE: "elite"}


def area_module(edition: str) -> ModuleType:
    return importlib.import_module(f"{__package__}.{AREA_MODULES[edition]}")


def area(state: MillionaireState) -> ModuleType:
    """The module of the state's edition, whose hooks core calls."""
    return area_module(state.edition)


def edition_takes() -> frozenset[str]:
    """Every action type the editions add to the turn and to raising cash."""
    takes: frozenset[str] = frozenset()
    for edition in D.EDITIONS:
        takes |= area_module(edition).TURN_TAKES
    return takes
