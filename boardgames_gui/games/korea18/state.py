"""The 18Korea game state: plain data, cheap to clone, JSON round-trip.

Every field of every round is declared here (the plan the rules modules share fixes the
names); the rules are the only writer, views and bots read it. The board is a frozen Board
value (board.py) written to JSON as its tiles and stations; the track graph, the networks and
the legal lays are derived from it and never stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import copy_plain
from ...engine.rng import Rng
from .board import Board


class KoreaState:
    __slots__ = (
        "options",
        "rng",
        "cash",
        "cert_limit",
        "hands",
        "draft",
        "rows",
        "closed",
        "par",
        "price",
        "arrival",
        "arrivals",
        "flipped",
        "held",
        "director",
        "treasury_shares",
        "pool",
        "treasury",
        "trains",
        "tokens_used",
        "cards",
        "board",
        "train_market",
        "sold_first",
        "fours_gone",
        "war",
        "era",
        "limit",
        "round_kind",
        "set_number",
        "or_in_set",
        "ors_played",
        "sr_order",
        "sr_turn",
        "sr_acted",
        "sr_bought",
        "passes",
        "sold_this_sr",
        "operating",
        "or_step",
        "track_points",
        "built_hexes",
        "last_run",
        "end_trigger",
        "final",
        "pending",
        "bankrupt",
        "over",
        "end_reason",
        "card_used",
        "homes",
        "war_or",
    )

    def __init__(self) -> None:
        # validated options: {"players", "names", "seats", "colors", "variants": {key: value}}
        self.options: dict[str, Any] = {}
        # the game's only source of chance (the IPO draw, the asset cards drawn)
        self.rng = Rng(0)
        # cash of each player in won
        self.cash: list[int] = []
        # certificates a player may hold (the director's certificate counts as one)
        self.cert_limit: int = 0
        # per seat: asset cards held, not yet attached to a company
        self.hands: list[list[str]] = []
        # while drafting: {"pool": [face-up card ids], "order": [seats to pick, next first],
        # "round": 1|2 (the two-player draft)}; {} otherwise
        self.draft: dict[str, Any] = {}
        # the IPO rows fixed at set-up: {"north": [...], "south_pre": [...], "south_post": [...]}
        self.rows: dict[str, list[str]] = {}
        # companies out of the game: never drawn, or removed at the war (W3)
        self.closed: list[str] = []
        # founded companies: {company: par price}
        self.par: dict[str, int] = {}
        # {company: the price its market token shows}
        self.price: dict[str, int] = {}
        # {company: when its token arrived on its square}; lower = further left (K8)
        self.arrival: dict[str, int] = {}
        self.arrivals: int = 0
        # companies that have operated in this OR (their token flipped, K7)
        self.flipped: list[str] = []
        # {company: [shares held per seat]} in 10% units; the director's certificate is 2
        self.held: dict[str, list[int]] = {}
        # {company: the seat holding its director's certificate}
        self.director: dict[str, int] = {}
        # {company: shares still in the company's treasury (its IPO)}
        self.treasury_shares: dict[str, int] = {}
        # {company: shares in the bank pool}
        self.pool: dict[str, int] = {}
        # {company: money in its treasury}
        self.treasury: dict[str, int] = {}
        # {company: train names it owns}
        self.trains: dict[str, list[str]] = {}
        # {company: station tokens placed or lost so far}; the next token is that index
        self.tokens_used: dict[str, int] = {}
        # {company: asset cards attached to it}
        self.cards: dict[str, list[str]] = {}
        # tiles and stations
        self.board = Board()
        # {train name: how many are left in the market, None for unlimited}
        self.train_market: dict[str, int | None] = {}
        # train names of which at least one has left the market
        self.sold_first: list[str] = []
        # 4-trains that left the market (the third exposes the Korean War card)
        self.fours_gone: int = 0
        # "none" | "pending" (the card is exposed; resolved at the end of the OR) |
        # "outbreak" (W2: directors move stations, war_steps) | "done"
        self.war: str = "none"
        # "yellow" | "green" | "brown" | "gray"
        self.era: str = "yellow"
        # the train limit now
        self.limit: int = 4
        # "draft" | "stock" | "operating"
        self.round_kind: str = "draft"
        # the OR set now (from 1), the OR within it (1 or 2), and ORs played so far
        self.set_number: int = 0
        self.or_in_set: int = 1
        self.ors_played: int = 0
        # the stock round's seat order and whose turn it is (an index into sr_order)
        self.sr_order: list[int] = []
        self.sr_turn: int = 0
        # the player whose SR turn it is has sold (or bought) something this turn / has bought
        self.sr_acted: bool = False
        self.sr_bought: bool = False
        # seats whose pass token is out, in the order they passed (the next SR's order)
        self.passes: list[int] = []
        # per seat: companies of which they sold shares in this SR (K4)
        self.sold_this_sr: list[list[str]] = []
        # the company operating now, its step, its track points left, the hexes it built on
        # this OR, and its last run {"routes": [...], "revenue": n}
        self.operating: str | None = None
        self.or_step: str = ""
        self.track_points: int = 0
        self.built_hexes: list[str] = []
        self.last_run: dict[str, Any] = {}
        # "" | "price" (a token reached 460 or 500) | "8e" (the first 8E was bought, K37)
        self.end_trigger: str = ""
        # in the last SR and the last set of ORs (K37)
        self.final: bool = False
        # stack of frames, last = top: plain dicts with "kind" and "player"
        self.pending: list[dict[str, Any]] = []
        # the seat that went bankrupt, or None (K38)
        self.bankrupt: int | None = None
        self.over: bool = False
        # "bankrupt" | "price" | "8e"
        self.end_reason: str = ""
        # asset cards whose once-per-game / per-OR / per-SR ability was used: {card: when}
        # (ors_played for an OR's use, set_number for a stock round's, 0 for once per game)
        self.card_used: dict[str, int] = {}
        # {company: the home city chosen instead of the printed one} (OA03 after the war, K29)
        self.homes: dict[str, str] = {}
        # ors_played when the war was resolved (OC10 acts in the OR after it), -1 before
        self.war_or: int = -1

    # ----- convenience

    @property
    def players(self) -> int:
        return len(self.cash)

    @property
    def variants(self) -> dict[str, Any]:
        return self.options["variants"]

    def sr_player(self) -> int:
        """The seat whose stock-round turn it is."""
        return self.sr_order[self.sr_turn]

    # ----- copy and serialisation

    def clone(self) -> KoreaState:
        state = KoreaState.__new__(KoreaState)
        for name in self.__slots__:
            value = getattr(self, name)
            if name == "options" or name == "board":  # never mutated in place
                setattr(state, name, value)
            elif name == "rng":
                state.rng = Rng(value.state)
            else:
                setattr(state, name, copy_plain(value))
        return state

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for name in self.__slots__:
            value = getattr(self, name)
            if name == "rng":
                data[name] = value.state
            elif name == "board":
                data[name] = value.to_json()
            else:
                data[name] = copy_plain(value)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> KoreaState:
        state = cls()
        for name in cls.__slots__:
            if name not in data:
                continue
            value = data[name]
            if name == "rng":
                state.rng = Rng(int(value))
            elif name == "board":
                state.board = Board.from_json(value)
            else:
                setattr(state, name, copy_plain(value))
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KoreaState) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"KoreaState({self.round_kind}, set {self.set_number}, cash={self.cash})"
