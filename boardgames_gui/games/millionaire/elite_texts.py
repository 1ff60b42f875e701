"""The Elite edition's sentences: log texts of its events, labels of its actions, its rows
in the player panel.

Owner: the "elite" helper (core shipped the empty stubs).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .state import MillionaireState

#: one log sentence per event type: fn(event, names) -> str (see names.py for helpers)
EVENT_TEXTS: dict[str, Callable[[Mapping[str, Any], list[str]], str]] = {}


def action_label(state: MillionaireState, action: Mapping[str, Any]) -> str:
    """Button text for this edition's action ("" when it is not one of this edition's)."""
    return ""


def prompt(state: MillionaireState, frame: Mapping[str, Any], seat: int) -> str:
    """Status line for this edition's turn ("" leaves core's)."""
    return ""


def panel_rows(state: MillionaireState, player: int, viewer: int | None) -> list[tuple[str, str]]:
    """This edition's (label, value) rows for `player` in the players dock."""
    return []
