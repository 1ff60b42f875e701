"""The state of a game of Blue Moon City: plain data, cheap to clone, JSON round-trip.

Cells are addressed [row, col] on the 5×5 grid (row 0 at the top); the base city
leaves the four corners empty (None), the expansion variant fills them.
Cards are integer ids 0..79 into `data.CARDS` ((people, value) pairs).
Players are indices 0..n-1 in turn order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import copy_plain
from ...engine.rng import Rng

# Phases of a turn, in order [SEED "How to Play"]. Passing the turn happens by itself
# at the end of the reset phase.
MOVE = "move"  # 0-2 orthogonal steps; movement powers (dragons, Flit)
CONTRIBUTE = "contribute"  # pay boxes of the tile you stand on, or offer at the courtyard
ASSEMBLY = "assembly"  # expansion Assembly Hall: may jump before the reset (variant only)
RESET = "reset"  # discard 0-2, draw two more than discarded
OVER = "over"  # the game has ended; see `outcome`

PHASES = (MOVE, CONTRIBUTE, ASSEMBLY, RESET, OVER)


class BlueMoonCityState:
    """Everything about one game. Field names are a contract with the view: keep them.

    Fields
    ------
    options : dict
        Validated options: players, names, seats, colors, variants {"random_city",
        "expansion", "ffg_scales", "all_return_scales"}.
    rng : Rng
        The game's only source of chance (shuffles, the first player).
    tiles : list[list[dict | None]]
        tiles[r][c] is None for an empty cell (corners of the base city) or
        {"building": id in data.BUILDINGS or "courtyard",
         "rebuilt": bool (False = ruin side up; the courtyard is always True),
         "markers": [player index or None for each box, left to right]}.
    figures : list[[r, c]]
        Each player's figure position (all start on the courtyard).
    dragons : list[[r, c] | None]
        Position of each dragon in data.DRAGONS order (red, green, blue);
        None = beside the city (where they start).
    hands : list[list[int]]
        Each player's hand of card ids (secret).
    deck : list[int]
        Draw pile, the top card is the LAST element (secret order).
    discard : list[int]
        Face-up discard pile, the top card is the last element.
    incoming : list[list[int]]
        Reward cards drawn face down for each player; they join the hand at the end
        of the current turn [SEED "Available Bonuses"].
    crystals : list[int]
        Crystals of each player (secret; the supply is unlimited).
    scales : list[int]
        Golden scales held by each player (may exceed the pool: scales owed when the
        pool ran dry still count [SEED]).
    scale_total : int
        Golden scales in play (7/10/12 for 2/3/4 players).
    scale_pool : int
        Golden scales left in the pool.
    markers_left : list[int]
        Markers each player still has in supply (10 at the start).
    obelisk : list[int | None]
        One entry per obelisk box (bottom first, costs in data.OBELISK_BOXES[n]):
        the player whose offering marker sits there, or None.
    current : int
        Whose turn it is.
    first_player : int
        Who started (drawn at random).
    phase : str
        One of MOVE, CONTRIBUTE, ASSEMBLY, RESET, OVER.
    steps_left : int
        Orthogonal steps the figure may still take this movement phase (2, +2 per
        value-2 Flit card).
    pending : dict | None
        A power waiting for its target, the card still in hand until it resolves:
        {"kind": "dragon_fly", "card": id, "dragon": "red"} (value-1 dragon people),
        {"kind": "dragon_walk", "card": id, "dragon": "red"} (value-2, up to 3 steps),
        {"kind": "flit_jump", "card": id} (value-1 Flit: figure to any tile).
    contributions_this_turn : int
        Boxes paid this turn (dragon scales only for the first one [SEED]).
    offerings_this_turn : int
        Offerings made this turn (a further one only with a Pillar card).
    turn : int
        Turns played so far (0 during the first player's first turn).
    outcome : dict | None
        Set when the game ends: {"kind": "offerings" | "stalled" | "draw",
        "winners": [player, ...]}.
    """

    __slots__ = (
        "options",
        "rng",
        "tiles",
        "figures",
        "dragons",
        "hands",
        "deck",
        "discard",
        "incoming",
        "crystals",
        "scales",
        "scale_total",
        "scale_pool",
        "markers_left",
        "obelisk",
        "current",
        "first_player",
        "phase",
        "steps_left",
        "pending",
        "contributions_this_turn",
        "offerings_this_turn",
        "turn",
        "outcome",
    )

    _LIST_FIELDS = (
        "figures",
        "dragons",
        "hands",
        "deck",
        "discard",
        "incoming",
        "crystals",
        "scales",
        "markers_left",
        "obelisk",
    )
    _SCALAR_FIELDS = (
        "scale_total",
        "scale_pool",
        "current",
        "first_player",
        "phase",
        "steps_left",
        "contributions_this_turn",
        "offerings_this_turn",
        "turn",
    )

    def __init__(self) -> None:
        self.options: dict[str, Any] = {}
        self.rng = Rng(0)
        self.tiles: list[list[dict[str, Any] | None]] = []
        self.figures: list[list[int]] = []
        self.dragons: list[list[int] | None] = []
        self.hands: list[list[int]] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.incoming: list[list[int]] = []
        self.crystals: list[int] = []
        self.scales: list[int] = []
        self.scale_total = 0
        self.scale_pool = 0
        self.markers_left: list[int] = []
        self.obelisk: list[int | None] = []
        self.current = 0
        self.first_player = 0
        self.phase = MOVE
        self.steps_left = 0
        self.pending: dict[str, Any] | None = None
        self.contributions_this_turn = 0
        self.offerings_this_turn = 0
        self.turn = 0
        self.outcome: dict[str, Any] | None = None

    # ----- helpers that only read

    @property
    def players(self) -> int:
        return len(self.hands)

    def tile(self, cell: list[int] | tuple[int, int]) -> dict[str, Any] | None:
        r, c = cell
        if 0 <= r < len(self.tiles) and 0 <= c < len(self.tiles[r]):
            return self.tiles[r][c]
        return None

    def cells(self) -> list[list[int]]:
        """Every occupied cell [r, c], row by row."""
        return [[r, c] for r, row in enumerate(self.tiles) for c, t in enumerate(row) if t is not None]

    def offerings(self, player: int) -> int:
        return self.obelisk.count(player)

    # ----- copying and serialising

    def clone(self) -> BlueMoonCityState:
        s = BlueMoonCityState.__new__(BlueMoonCityState)
        s.options = self.options  # never mutated after set-up
        s.rng = self.rng.copy()
        s.tiles = [
            [None if t is None else {**t, "markers": list(t["markers"])} for t in row] for row in self.tiles
        ]
        s.figures = [list(f) for f in self.figures]
        s.dragons = [None if d is None else list(d) for d in self.dragons]
        s.hands = [list(h) for h in self.hands]
        s.deck = list(self.deck)
        s.discard = list(self.discard)
        s.incoming = [list(h) for h in self.incoming]
        s.crystals = list(self.crystals)
        s.scales = list(self.scales)
        s.markers_left = list(self.markers_left)
        s.obelisk = list(self.obelisk)
        for name in self._SCALAR_FIELDS:
            setattr(s, name, getattr(self, name))
        s.pending = None if self.pending is None else dict(self.pending)
        s.outcome = copy_plain(self.outcome)
        return s

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"options": copy_plain(self.options), "rng": self.rng.state}
        data["tiles"] = copy_plain(self.tiles)
        for name in self._LIST_FIELDS:
            data[name] = copy_plain(getattr(self, name))
        for name in self._SCALAR_FIELDS:
            data[name] = getattr(self, name)
        data["pending"] = copy_plain(self.pending)
        data["outcome"] = copy_plain(self.outcome)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BlueMoonCityState:
        s = cls()
        s.options = copy_plain(dict(data["options"]))
        s.rng = Rng(int(data["rng"]))
        s.tiles = copy_plain(list(data["tiles"]))
        for name in cls._LIST_FIELDS:
            setattr(s, name, copy_plain(list(data[name])))
        for name in cls._SCALAR_FIELDS:
            setattr(s, name, data[name])
        s.pending = copy_plain(data.get("pending"))
        s.outcome = copy_plain(data.get("outcome"))
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BlueMoonCityState) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"BlueMoonCityState(turn={self.turn}, current={self.current}, phase={self.phase!r})"
