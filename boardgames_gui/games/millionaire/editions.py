"""Which edition's module answers core's hooks in a state (classic.py or elite.py)."""

from __future__ import annotations

from types import ModuleType

from . import classic, elite
from . import data as D
from .state import MillionaireState

AREAS: dict[str, ModuleType] = {D.CLASSIC: classic, D.ELITE: elite}


def area(state: MillionaireState) -> ModuleType:
    """The module of the state's edition, whose hooks core calls."""
    return AREAS[state.edition]
