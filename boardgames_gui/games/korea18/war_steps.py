"""W2 of the Korean War as a decision (reading K22, with K31 and K35): the "outbreak" frame on
`state.pending` while `state.war == "outbreak"`:

    {"kind": "outbreak", "player": director, "company": the card holder acting now,
     "moved": its stations moved so far, "done": the holders that have acted,
     "keep": the hexes OC08 protects at W5, "then": the stage of the OR's end to resume}

The director of the acting company chooses, one `move_station` at a time, the city each of its
North stations goes to. When a station has only one possible city it moves there by itself
(war.progress); when every holder has acted, W3-W8 run and the end of the OR goes on
(operating.close_or).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction
from ...engine.steps import Step
from . import operating, war, war_texts


def frame(state: Any) -> dict[str, Any]:
    return state.pending[-1]


class Outbreak(Step):
    """K22 W2: the director of a company holding OA09 or OC04 moves its North stations South."""

    kind = "outbreak"
    takes = frozenset({"move_station"})

    def actors(self, state: Any) -> tuple[int, ...]:
        return (frame(state)["player"],)

    def prompt(self, state: Any, seat: int) -> str:
        company = frame(state)["company"]
        return war_texts.outbreak_prompt(company, war.repulsion(state, company))

    def info(self, state: Any) -> Mapping[str, Any]:
        acting = frame(state)
        return {"company": acting["company"], "moved": acting["moved"]}

    def actions(self, state: Any, seat: int) -> list[Action]:
        acting = frame(state)
        return [
            Action("move_station", target=hex_id)
            for hex_id in war.move_targets(state, acting["company"], acting["moved"])
        ]

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        company = frame(state)["company"]
        if set(action) != {"type", "target"}:
            return war_texts.refuse("war_malformed")
        if action["target"] not in war.move_targets(state, company, frame(state)["moved"]):
            code = "war_target_city" if war.repulsion(state, company) else "war_target_metro"
            return war_texts.refuse(code, company, action["target"])
        return None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        return war.move(state, frame(state), action["target"])

    def resolve(self, state: Any) -> list[Event] | None:
        then = frame(state)["then"]
        events = war.progress(state)
        if state.war == "done":
            return events + operating.close_or(state, then)
        return events or None


STEPS = [Outbreak()]
