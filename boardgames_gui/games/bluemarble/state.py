"""The Blue Marble game state: plain data, cheap to clone, JSON round-trip.

Every field is documented where it is declared. The rules (rules.py) are the
only writer; views and bots read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import copy_plain
from ...engine.rng import Rng

#: creditor of a debt that is not a player
BANK = "bank"
FUND = "fund"

FIRST_HALF = "first"
SECOND_HALF = "second"


class BlueMarbleState:
    __slots__ = (
        "options",
        "rng",
        "phase",
        "positions",
        "money",
        "bankrupt",
        "out_order",
        "owner",
        "level",
        "bank",
        "fund",
        "total_money",
        "supply",
        "deck",
        "held",
        "island",
        "travel",
        "current",
        "doubles",
        "again",
        "touched",
        "escape_offered",
        "round",
        "turns",
        "pending",
        "drawn",
        "last_dice",
        "over",
        "end_reason",
    )

    def __init__(self) -> None:
        # validated options: {"players", "names", "seats", "colors", "variants": {key: value}};
        # never mutated after set-up, so clones share it
        self.options: dict[str, Any] = {}
        # the game's only source of chance (dice, deck shuffle, allocation roll-offs)
        self.rng = Rng(0)
        # "first" (formal game, first half: no tolls, no building) or "second"
        self.phase: str = FIRST_HALF
        # board space (0-39) of each player's plane
        self.positions: list[int] = []
        # cash of each player in ₩K
        self.money: list[int] = []
        # True once a player is bankrupt and out of the game
        self.bankrupt: list[bool] = []
        # players in the order they went bankrupt (first out first)
        self.out_order: list[int] = []
        # per space 0-39: owning player, or None (unowned, or not a deed)
        self.owner: list[int | None] = [None] * 40
        # per space 0-39: development level of a city (0 land, 1 one villa, 2 two villas,
        # 3 building, 4 hotel); always 0 on special deeds and non-deed spaces
        self.level: list[int] = [0] * 40
        # the bank's cash in ₩K (a notional reserve so that money is conserved)
        self.bank: int = 0
        # the Social Welfare Fund pot on the reception space (20), in ₩K
        self.fund: int = 0
        # players + bank + fund: constant for the whole game (an invariant)
        self.total_money: int = 0
        # building pieces left in the bank: {"villa": n, "building": n, "hotel": n};
        # only limits building when the "limited_supply" variant is on
        self.supply: dict[str, int] = {}
        # Golden Key deck, card ids (data.GOLDEN_KEYS[i].id) top first; kept cards are out of it
        self.deck: list[int] = []
        # per player: Golden Key card ids held (Preferential Ticket, Island Escape)
        self.held: list[list[int]] = []
        # per player: turns still to sit out on the Deserted Island (0 = free)
        self.island: list[int] = []
        # per player: True when they rode the Columbia and fly anywhere on their next turn
        self.travel: list[bool] = []
        # whose turn it is
        self.current: int = 0
        # doubles rolled in a row this turn (three-doubles variant)
        self.doubles: int = 0
        # True when the current player rolled doubles and rolls again after this move
        self.again: bool = False
        # spaces whose buildings the current player already built or sold voluntarily this
        # turn (one change per deed per turn; any level can be reached in one step)
        self.touched: list[int] = []
        # True once the current player offered their Island Escape card for sale this turn
        self.escape_offered: bool = False
        # round number, from 1; goes up when play passes from the last seat back to the first
        self.round: int = 1
        # turns started so far (statistics, bots)
        self.turns: int = 0
        # stack of pending decisions and steps, last = top; plain dicts with "kind" and
        # usually "player". Decisions: buy {space}, debt {to: player|"bank"|"fund", amount,
        # reason, space}, build_here {space}, party {host}, allocation {spaces, ask,
        # applicants}, draft {order, i}, auction {space, bidders, turn, high, leader},
        # opening_build {queue}, escape_offer {seller, price}. Automatic steps: land
        # {space} (resolve a landing), end_move (doubles: roll again, else next turn)
        self.pending: list[dict[str, Any]] = []
        # id of the Golden Key card drawn last (shown face up until the next draw), or None
        self.drawn: int | None = None
        # the last roll of the dice, [d1, d2], or [] before the first roll
        self.last_dice: list[int] = []
        # True when the game has ended
        self.over: bool = False
        # "bankruptcy" (last player standing) or "round_limit"; "" while playing
        self.end_reason: str = ""

    # ----- convenience

    @property
    def players(self) -> int:
        return len(self.money)

    @property
    def variants(self) -> dict[str, Any]:
        return self.options["variants"]

    def active_players(self) -> list[int]:
        return [p for p in range(len(self.money)) if not self.bankrupt[p]]

    def deeds_of(self, player: int) -> list[int]:
        return [s for s, o in enumerate(self.owner) if o == player]

    # ----- copy and serialisation

    def clone(self) -> BlueMarbleState:
        s = BlueMarbleState.__new__(BlueMarbleState)
        s.options = self.options
        s.rng = Rng(self.rng.state)
        s.phase = self.phase
        s.positions = self.positions[:]
        s.money = self.money[:]
        s.bankrupt = self.bankrupt[:]
        s.out_order = self.out_order[:]
        s.owner = self.owner[:]
        s.level = self.level[:]
        s.bank = self.bank
        s.fund = self.fund
        s.total_money = self.total_money
        s.supply = dict(self.supply)
        s.deck = self.deck[:]
        s.held = [h[:] for h in self.held]
        s.island = self.island[:]
        s.travel = self.travel[:]
        s.current = self.current
        s.doubles = self.doubles
        s.again = self.again
        s.touched = self.touched[:]
        s.escape_offered = self.escape_offered
        s.round = self.round
        s.turns = self.turns
        s.pending = copy_plain(self.pending)
        s.drawn = self.drawn
        s.last_dice = self.last_dice[:]
        s.over = self.over
        s.end_reason = self.end_reason
        return s

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for name in self.__slots__:
            value = getattr(self, name)
            if name == "rng":
                value = value.state
            data[name] = copy_plain(value)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> BlueMarbleState:
        s = cls()
        for name in cls.__slots__:
            if name not in data:
                continue  # older saves: keep the default
            value = data[name]
            if name == "rng":
                value = Rng(int(value))
            else:
                value = copy_plain(value)
            setattr(s, name, value)
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BlueMarbleState) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"BlueMarbleState(phase={self.phase}, current={self.current}, money={self.money})"
