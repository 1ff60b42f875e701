"""The Millionaire game state: plain data, cheap to clone, JSON round-trip.

Every field of both editions is declared here (the plan fixes the names); the rules
are the only writer, views and bots read it. Fields an edition does not use keep
neutral values (per-seat zeros and empty lists, empty dicts).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import copy_plain
from ...engine.rng import Rng

#: creditors of a debt that are not a seat
BANK = "bank"
FUND = "fund"
JACKPOT_BOX = "jackpot"

BEFORE_ROLL = "before_roll"
AFTER_ROLL = "after_roll"


class MillionaireState:
    __slots__ = (
        "options",
        "rng",
        "positions",
        "money",
        "bankrupt",
        "out_order",
        "owner",
        "buildings",
        "mortgaged",
        "supply",
        "fund",
        "jackpot",
        "decks",
        "held",
        "wheel",
        "fortune_active",
        "fortune_exempt",
        "shares",
        "share_price",
        "policies",
        "detained",
        "tax_exempt",
        "exchange",
        "current",
        "doubles",
        "round",
        "turns",
        "phase",
        "pending",
        "last_dice",
        "drawn",
        "over",
        "end_reason",
        "trade_offered",
    )

    def __init__(self) -> None:
        # validated options: {"players", "names", "seats", "colors", "variants": {key: value}};
        # never mutated after set-up, so clones share it
        self.options: dict[str, Any] = {}
        # the game's only source of chance (dice, deck shuffles)
        self.rng = Rng(0)
        # board cell (0-39) of each player's token
        self.positions: list[int] = []
        # cash of each player in F
        self.money: list[int] = []
        # True once a player is bankrupt and out of the game (M17)
        self.bankrupt: list[bool] = []
        # players in the order they went bankrupt (first out first)
        self.out_order: list[int] = []
        # per cell 0-39: the seat owning the plot there, or None (unowned, or not a plot)
        self.owner: list[int | None] = [None] * 40
        # per cell 0-39: 0-3 branches, 4 = an enterprise (which replaced three branches, M25)
        self.buildings: list[int] = [0] * 40
        # per cell 0-39: True when the plot is mortgaged (M12)
        self.mortgaged: list[bool] = [False] * 40
        # pieces left in the bank: {"branch": n, "enterprise": n}; limits building only
        # when the "limited_pieces" variant is on (2.5, M28)
        self.supply: dict[str, int] = {}
        # Classic Charity Fund, in F (2.8)
        self.fund: int = 0
        # the Jackpot box, in F (2.9; starts at 200 F)
        self.jackpot: int = 0
        # card decks {name: [card ids, top first]}: Classic "chance", "movement";
        # Elite "chance", "fortune"
        self.decks: dict[str, list[str]] = {}
        # per seat: kept cards (ids like "chance:14"), M20
        self.held: list[list[str]] = []
        # Elite: Fortune card ids laid out on the Wheel of Fortune, oldest first (M7)
        self.wheel: list[str] = []
        # Elite: the long-term Fortune card in force, or None
        self.fortune_active: str | None = None
        # Elite: {Fortune card id: [seats exempt from it by insurance]} (M13)
        self.fortune_exempt: dict[str, list[int]] = {}
        # Elite: shares held per seat
        self.shares: list[int] = []
        # Elite: the current share price in F (starts at 100 F)
        self.share_price: int = 0
        # Elite: per seat, the insurance policy colours held (M13)
        self.policies: list[list[str]] = []
        # per seat: attempts made while held (0 = free) at Tax Police (Classic, M22) or
        # Tax Inspection (Elite, M11)
        self.detained: list[int] = []
        # Elite: per seat, skips of the circular tax owed (Exemption cell, cards)
        self.tax_exempt: list[int] = []
        # Elite: the Exchange session under way, or {}
        self.exchange: dict[str, Any] = {}
        # whose turn it is
        self.current: int = 0
        # doubles rolled in a row this turn (M3)
        self.doubles: int = 0
        # round number, from 1; goes up when play passes from the last seat back round
        self.round: int = 1
        # turns started so far
        self.turns: int = 0
        # the current player's turn: "before_roll" or "after_roll" (their move resolved)
        self.phase: str = BEFORE_ROLL
        # stack of frames, last = top: plain dicts with "kind" and "player" (core: buy,
        # auction, start_price, debt, trade_answer; the editions add theirs)
        self.pending: list[dict[str, Any]] = []
        # the last roll of the dice, [d1, d2], or [] before the first roll
        self.last_dice: list[int] = []
        # the card drawn last (shown face up until the next draw), or None
        self.drawn: str | None = None
        # True when the game has ended
        self.over: bool = False
        # "bankruptcy" (last solvent player), "round_limit" (M18) or "short_game" (M23)
        self.end_reason: str = ""
        # True once the current player has offered a trade this turn (one offer a turn);
        # added after the first saves: a save without it loads with the default False
        self.trade_offered: bool = False

    # ----- convenience

    @property
    def players(self) -> int:
        return len(self.money)

    @property
    def variants(self) -> dict[str, Any]:
        return self.options["variants"]

    @property
    def edition(self) -> str:
        return self.options["variants"]["edition"]

    def active_players(self) -> list[int]:
        return [p for p in range(len(self.money)) if not self.bankrupt[p]]

    def plots_of(self, player: int) -> list[int]:
        return [space for space, owner in enumerate(self.owner) if owner == player]

    # ----- copy and serialisation

    def clone(self) -> MillionaireState:
        state = MillionaireState.__new__(MillionaireState)
        for name in self.__slots__:
            value = getattr(self, name)
            if name == "options":
                state.options = value
            elif name == "rng":
                state.rng = Rng(value.state)
            else:
                setattr(state, name, copy_plain(value))
        return state

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for name in self.__slots__:
            value = getattr(self, name)
            data[name] = value.state if name == "rng" else copy_plain(value)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MillionaireState:
        state = cls()
        for name in cls.__slots__:
            if name not in data:
                continue
            value = data[name]
            setattr(state, name, Rng(int(value)) if name == "rng" else copy_plain(value))
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MillionaireState) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"MillionaireState(current={self.current}, phase={self.phase}, money={self.money})"
