"""Set-up by player count (rulebook 4 and 6; the project's 18Korea research section 2).

Sources: cash and certificate limits per player count, the IPO rows (5 North companies in the
pre-war row; 6 South, 3 pre-war and 3 post-war; with 5 players 4 + 4 South), the train market
with the Korean War card before the last 4-train, and one asset card of each tier per player
drawn face up, are the rulebook's (K25-K27 for the draft).
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from .board import Board
from .data_assets import ASSET_CARDS, TIERS
from .data_companies import COMPANIES
from .data_trains import STARTING_LIMIT, TRAINS
from .draft import start_draft
from .state import KoreaState

START_CASH = {2: 800, 3: 530, 4: 400, 5: 320}
CERT_LIMIT = {2: 28, 3: 20, 4: 16, 5: 14}
NORTH_ROW = 5
SOUTH_ROWS = {2: (3, 3), 3: (3, 3), 4: (3, 3), 5: (4, 4)}  # (pre-war, post-war)


def draw(rng: Rng, pool: list[str], count: int) -> list[str]:
    """`count` ids drawn at random from `pool` (removed from it), in the order drawn."""
    drawn = []
    for _ in range(count):
        drawn.append(pool.pop(rng.randint(0, len(pool) - 1)))
    return drawn


def new_state(options: dict[str, Any], seed: int) -> KoreaState:
    players = options["players"]
    state = KoreaState()
    state.options = options
    state.rng = Rng.from_seed(seed)
    state.cash = [START_CASH[players]] * players
    state.cert_limit = CERT_LIMIT[players]
    state.hands = [[] for _ in range(players)]
    north = sorted(c for c, info in COMPANIES.items() if info.region == "N")
    south = sorted(c for c, info in COMPANIES.items() if info.region == "S")
    pre, post = SOUTH_ROWS[players]
    state.rows = {
        "north": draw(state.rng, north, NORTH_ROW),
        "south_pre": draw(state.rng, south, pre),
        "south_post": draw(state.rng, south, post),
    }
    state.closed = sorted(north + south)  # the companies not drawn stay in the box
    state.board = Board()
    state.train_market = {train.name: train.count for train in TRAINS}
    state.era = "yellow"
    state.limit = STARTING_LIMIT
    state.sr_order = list(range(players))
    state.sold_this_sr = [[] for _ in range(players)]
    state.round_kind = "draft"
    start_draft(state, card_pool(state.rng))
    return state


def card_pool(rng: Rng) -> dict[str, list[str]]:
    """The asset cards of each tier, shuffled (drawn from the top)."""
    pool = {}
    for tier in TIERS:
        cards = sorted(card for card, info in ASSET_CARDS.items() if info.tier == tier)
        pool[tier] = draw(rng, cards, len(cards))
    return pool
