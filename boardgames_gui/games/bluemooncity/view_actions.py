"""Reading the listed legal actions as board targets (which tiles, boxes, cards glow).

All knowledge of the model's action shapes lives here, so the view's items
never look at action dictionaries themselves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...engine.api import Action, find_listed

CELL_KEYS = ("cell", "to", "target", "tile")
CONTRIBUTE_TYPES = ("contribute",)
OFFER_TYPES = ("offer",)
RESET_TYPES = ("reset", "discard", "draw")
#: actions the board offers by clicking (the rest become action-bar buttons)
BOARD_TYPES = (
    "move",
    "target",
    "dragon",
    "flit",
    "power",
    "play",
    "contribute",
    "offer",
    "pillar",
    "reset",
    "discard",
)


def _cell_of(action: Mapping[str, Any]) -> tuple[int, int] | None:
    for key in CELL_KEYS:
        value = action.get(key)
        if isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, int) for v in value):
            return (value[0], value[1])
    return None


class ActionIndex:
    """The legal actions of the current decision, indexed by what a click hits."""

    def __init__(self, legal: Iterable[Mapping[str, Any]]) -> None:
        self.legal = [a if isinstance(a, Action) else Action(**dict(a)) for a in legal]
        self._cells: dict[tuple[int, int], Action] = {}
        self._boxes: dict[tuple[int, int] | None, dict[int, Action]] = {}
        self._cards: dict[int, Action] = {}
        self._types: dict[str, list[Action]] = {}
        for a in self.legal:
            self._types.setdefault(a.type, []).append(a)
            if a.type in CONTRIBUTE_TYPES:
                self._boxes.setdefault(_cell_of(a), {})[a.get("box", 0)] = a
                continue
            cell = _cell_of(a)
            if cell is not None:
                # a pending power's target wins over a plain move to the same tile
                if cell not in self._cells or a.type != "move":
                    self._cells[cell] = a
                continue
            card = a.get("card")
            if isinstance(card, int) and a.type not in RESET_TYPES:
                self._cards[card] = a
            elif a.type in OFFER_TYPES and a.get("cards"):
                self._cards[a["cards"][0]] = a  # a further offering played with a Pillar card

    # ----- queries

    def has(self, kind: str) -> bool:
        if kind == "reset":
            return any(t in self._types for t in RESET_TYPES)
        if kind == "offer":
            return any(t in self._types for t in OFFER_TYPES)
        return kind in self._types

    def first(self, kind: str) -> Action | None:
        types = {"reset": RESET_TYPES, "offer": OFFER_TYPES}.get(kind, (kind,))
        for t in types:
            if self._types.get(t):
                return self._types[t][0]
        return None

    def plain_offer(self) -> Action | None:
        """The offering without a Pillar card, if listed."""
        return next((a for a in self.of_type(*OFFER_TYPES) if not a.get("cards")), None)

    def of_type(self, *types: str) -> list[Action]:
        out: list[Action] = []
        for t in types:
            out.extend(self._types.get(t, []))
        return out

    def cell_targets(self) -> set[tuple[int, int]]:
        return set(self._cells)

    def action_for_cell(self, cell: Sequence[int]) -> Action | None:
        return self._cells.get((cell[0], cell[1]))

    def box_targets(self, cell: Sequence[int]) -> set[int]:
        key = (cell[0], cell[1])
        return set(self._boxes.get(key, {})) | set(self._boxes.get(None, {}))

    def power_cards(self) -> set[int]:
        return set(self._cards)

    def power_action(self, card: int) -> Action | None:
        return self._cards.get(card)

    def contribution(self, cell: Sequence[int], box: int, cards: Sequence[int]) -> Action | None:
        """The contribution action for this box with this card set (shaped like the listed one)."""
        key = (cell[0], cell[1])
        template = self._boxes.get(key, {}).get(box) or self._boxes.get(None, {}).get(box)
        if template is None:
            template = Action("contribute", tile=[key[0], key[1]], box=box)
        return template.with_(cards=sorted(cards)) if cards else template

    def accepts(self, action: Mapping[str, Any]) -> bool:
        """True when the action is listed, or is a contribution to a listed box (any card set)."""
        if self.listed(action):
            return True
        if action.get("type") not in CONTRIBUTE_TYPES:
            return False
        for boxes in self._boxes.values():
            template = boxes.get(action.get("box", 0))
            if template is not None and {k: v for k, v in template.items() if k != "cards"} == {
                k: v for k, v in action.items() if k != "cards"
            }:
                return True
        return False

    def listed(self, action: Mapping[str, Any]) -> bool:
        return find_listed(self.legal, action)

    def reset_action(self, cards: Sequence[int]) -> Action | None:
        """The listed reset with exactly these discards, if there is one."""
        want = sorted(cards)
        for a in self.of_type(*RESET_TYPES):
            for key in ("discard", "cards"):
                if key in a and sorted(a[key]) == want:
                    return a
        return None

    # ----- actions for refused clicks (the rules explain why)

    def guess_cell_action(self, state: Any, cell: Sequence[int]) -> Action:
        """A click on a tile that is not a target: the same kind of action as the listed
        targets (a pending dragon's flight, or a move), so the rules say why not there."""
        template = next((a for a in self._cells.values() if a.type != "move"), None)
        template = template or next(iter(self._cells.values()), None)
        if template is not None:
            key = next(k for k in CELL_KEYS if k in template)
            return template.with_(**{key: [cell[0], cell[1]]})
        return Action("move", to=[cell[0], cell[1]])

    def guess_box_action(self, state: Any, cell: Sequence[int], box: int, cards: Sequence[int]) -> Action:
        return self.contribution(cell, box, cards) or Action("contribute", tile=list(cell), box=box)

    @staticmethod
    def board_handles(action: Mapping[str, Any]) -> bool:
        return action.get("type") in BOARD_TYPES
