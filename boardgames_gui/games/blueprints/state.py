"""The state of a game of Blueprints (plain data, cheap to clone).

Vocabulary used by every field below:

* material: one of `data.MATERIALS` = "wood", "recycled", "stone", "glass".
* die: a tuple `(material, value)`, value 1..6. Dice have no identity: two green 4s are
  interchangeable, so "every die in exactly one place" is checked by counting 8 dice of
  each material over bag + pool + in-demand + buildings + removed + set aside.
* cell: `(row, col)`, row 0..2 from the top of the blueprint card, col 0..1 from the left
  (the reference's 3 rows x 2 columns; the same orientation as `data.BLUEPRINTS`).
* building: `buildings[player][row][col]` is the stack on that cell, a list of dice from
  the bottom (index 0, level 1) to the top (last, the visible face). `len(stack)` is the
  cell's height.

Turn shape (what the view clicks): one action takes a die from the pool AND places it,
`Action("place", die=<pool index>, row=r, col=c)`; `Action("discard", die=<pool index>)`
is offered only for a pool die that fits no cell of the player's building (the die is
removed from the game for this round and the turn still counts). In the two-player
variant the same player then picks a second pool die to throw away,
`Action("set_aside", die=<pool index>)`. Between rounds, `Action("next_round")` lets the
table read the scoring sheet before the next round clears the buildings. No die is ever
"held" between two actions, so undo never leaves a half turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.rng import Rng
from .data import COLS, MATERIALS, ROWS

Die = tuple[str, int]
Stack = list[Die]
Building = list[list[Stack]]  # [row][col] -> stack

#: `state.phase` values.
PHASE_BUILD = "build"  # the current player takes and places (or discards) a die
PHASE_SET_ASIDE = "set_aside"  # two-player variant: the same player throws away a pool die
PHASE_ROUND_END = "round_end"  # scoring sheet on the table; `next_round` starts the next round
PHASE_OVER = "over"  # after round 3 is scored


def empty_building() -> Building:
    return [[[] for _ in range(COLS)] for _ in range(ROWS)]


def pool_sort_key(die: Die) -> tuple[int, int]:
    """Pool order: by value, then by material (so equal values sit in a fixed order)."""
    return (die[1], MATERIALS.index(die[0]))


class BlueprintsState:
    """Everything about a game in progress. All fields are public and documented here.

    Hidden from other players (see `BlueprintsRules.observation`): `blueprints` of others
    until the round is scored, `deck` (order and content), `cards` of others (face down
    until the game ends), the award/prize lines of earlier `sheets`, and `rng`.
    """

    __slots__ = (
        "options",
        "rng",
        "round",
        "phase",
        "bag",
        "pool",
        "in_demand",
        "buildings",
        "blueprints",
        "deck",
        "blueprint_discard",
        "start_player",
        "turn_order",
        "turn",
        "dice_used",
        "removed",
        "set_aside",
        "cards",
        "sheets",
        "next_start_player",
    )

    def __init__(self) -> None:
        #: validated options: players, names, seats, colors, variants (see Rules.validate_options)
        self.options: dict[str, Any] = {}
        #: the game's only source of chance: blueprint shuffle, bag draws, die rolls
        self.rng = Rng(0)
        #: round number 1..3 (stays 3 once the game is over)
        self.round = 1
        #: one of the PHASE_* constants above
        self.phase = PHASE_BUILD
        #: the cloth bag: material -> number of dice in it (a bag has no order; draws are
        #: uniform over the dice in it, made with `rng` at the moment of drawing)
        self.bag: dict[str, int] = {m: 0 for m in MATERIALS}
        #: the materials depot (재료 창고): rolled dice, always sorted by `pool_sort_key`
        #: (value, then material); actions name a die by its index in this list
        self.pool: list[Die] = []
        #: the two in-demand materials (필수 재료) of this round, first then second; the
        #: dice themselves sit on the scoreboard (their faces do not matter)
        self.in_demand: list[str] = []
        #: each player's building: buildings[player][row][col] = stack bottom -> top
        self.buildings: list[Building] = []
        #: each player's blueprint card number (key of data.BLUEPRINTS) for this round
        self.blueprints: list[int] = []
        #: the face-down blueprint deck, shuffled at game start; the next card is deck[-1]
        self.deck: list[int] = []
        #: blueprint cards used in earlier rounds (face up, out of the game)
        self.blueprint_discard: list[int] = []
        #: who started this round (round 1: variant or random; later: lowest score)
        self.start_player = 0
        #: this round's turn order, clockwise from the start player
        self.turn_order: list[int] = []
        #: index into turn_order of the player to act now
        self.turn = 0
        #: dice each player has taken from the pool this round (placed or discarded), 0..6
        self.dice_used: list[int] = []
        #: dice that fitted nowhere and left the game for this round (back in the bag next round)
        self.removed: list[Die] = []
        #: two-player variant: dice thrown away from the pool this round
        self.set_aside: list[Die] = []
        #: cards each player has won, face down until the end: dicts
        #: {"kind": "award"|"prize", "id": "gold"|"skyscraper"|..., "points": 3, "round": 1}
        self.cards: list[list[dict[str, Any]]] = []
        #: one scoring sheet per finished round, compact (layout: scoring.round_sheet; it
        #: keeps a copy of the buildings): `scoring.full_sheet(sheet)` adds every die's points
        self.sheets: list[dict[str, Any]] = []
        #: in PHASE_ROUND_END: who starts the next round (lowest building score)
        self.next_start_player: int | None = None

    # ----- convenience

    @property
    def players(self) -> int:
        return len(self.buildings)

    @property
    def current(self) -> int:
        """The player to act in PHASE_BUILD / PHASE_SET_ASIDE."""
        return self.turn_order[self.turn]

    def variant(self, key: str) -> Any:
        return self.options["variants"][key]

    # ----- copying and serialising

    def clone(self) -> BlueprintsState:
        copy = BlueprintsState()
        copy.options = self.options  # never mutated after set-up
        copy.rng = Rng(self.rng.state)
        copy.round = self.round
        copy.phase = self.phase
        copy.bag = dict(self.bag)
        copy.pool = list(self.pool)
        copy.in_demand = list(self.in_demand)
        copy.buildings = [[[list(st) for st in row] for row in b] for b in self.buildings]
        copy.blueprints = list(self.blueprints)
        copy.deck = list(self.deck)
        copy.blueprint_discard = list(self.blueprint_discard)
        copy.start_player = self.start_player
        copy.turn_order = list(self.turn_order)
        copy.turn = self.turn
        copy.dice_used = list(self.dice_used)
        copy.removed = list(self.removed)
        copy.set_aside = list(self.set_aside)
        copy.cards = [list(c) for c in self.cards]  # card dicts are never mutated
        copy.sheets = list(self.sheets)  # sheets are never mutated once written
        copy.next_start_player = self.next_start_player
        return copy

    def to_json(self) -> dict[str, Any]:
        return {
            "options": self.options,
            "rng": self.rng.state,
            "round": self.round,
            "phase": self.phase,
            "bag": dict(self.bag),
            "pool": [list(d) for d in self.pool],
            "in_demand": list(self.in_demand),
            "buildings": [[[[list(d) for d in st] for st in row] for row in b] for b in self.buildings],
            "blueprints": list(self.blueprints),
            "deck": list(self.deck),
            "blueprint_discard": list(self.blueprint_discard),
            "start_player": self.start_player,
            "turn_order": list(self.turn_order),
            "turn": self.turn,
            "dice_used": list(self.dice_used),
            "removed": [list(d) for d in self.removed],
            "set_aside": [list(d) for d in self.set_aside],
            "cards": [[dict(c) for c in cs] for cs in self.cards],
            "sheets": [_plain(sheet) for sheet in self.sheets],
            "next_start_player": self.next_start_player,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BlueprintsState:
        state = cls()
        state.options = data["options"]
        state.rng = Rng(data["rng"])
        state.round = data["round"]
        state.phase = data["phase"]
        state.bag = {m: int(data["bag"][m]) for m in MATERIALS}
        state.pool = [(d[0], d[1]) for d in data["pool"]]
        state.in_demand = list(data["in_demand"])
        state.buildings = [
            [[[(d[0], d[1]) for d in st] for st in row] for row in b] for b in data["buildings"]
        ]
        state.blueprints = list(data["blueprints"])
        state.deck = list(data["deck"])
        state.blueprint_discard = list(data["blueprint_discard"])
        state.start_player = data["start_player"]
        state.turn_order = list(data["turn_order"])
        state.turn = data["turn"]
        state.dice_used = list(data["dice_used"])
        state.removed = [(d[0], d[1]) for d in data["removed"]]
        state.set_aside = [(d[0], d[1]) for d in data["set_aside"]]
        state.cards = [[dict(c) for c in cs] for cs in data["cards"]]
        state.sheets = [_plain(sheet) for sheet in data["sheets"]]
        state.next_start_player = data["next_start_player"]
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BlueprintsState) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"BlueprintsState(round={self.round}, phase={self.phase!r}, pool={self.pool})"


def _plain(value: Any) -> Any:
    """Deep copy of sheet data with tuples turned into lists (JSON shape)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
