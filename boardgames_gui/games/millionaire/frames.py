"""Frames: the sub-decisions on `state.pending` (plain dicts with "kind" and "player") and
the base of their steps. A frame step is asked only while its frame is on top."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import copy_plain
from ...engine.steps import Step
from . import texts
from .state import MillionaireState


def frame(state: MillionaireState) -> dict[str, Any]:
    """The frame of the step on top."""
    return state.pending[-1]


class FrameStep(Step):
    """A sub-decision whose data is its frame on `state.pending`, acting for its player."""

    def actors(self, state: MillionaireState) -> tuple[int, ...]:
        return (frame(state)["player"],)

    def prompt(self, state: MillionaireState, seat: int) -> str:
        return texts.prompt(state, frame(state), seat)

    def info(self, state: MillionaireState) -> Mapping[str, Any]:
        return {key: copy_plain(value) for key, value in frame(state).items() if key != "kind"}
