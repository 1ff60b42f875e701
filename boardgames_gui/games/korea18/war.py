"""The Korean War (rulebook 10) as one ordered procedure, W1-W8 of reading K22, with the cards
that act at its outbreak (K29 OA03, K31 OA09/OC08, K32 OB02, K35 OC04, and OC05).

W1, the trigger, is trains.leave_market's: the third 4-train leaving the market sets
`state.war = "pending"`; operating.close_or calls `begin` at the end of that OR, or at once
after an export exposed the card (K11). The war then runs W2-W8 in order:

- W2 the outbreak abilities act, company by company in the operating order (K8); where a
  station may go to more than one city, the company's director chooses (the "outbreak" frame
  of war_steps, `state.war == "outbreak"` meanwhile); `progress` does the rest by itself;
- W3 North companies with no South station (and without OA03) leave the game;
- W4-W6 the board: the North cleared, the South's city tiles removed with their stations kept
  outside them, the DMZ the map's edge (stations.after_war);
- W7 the IPO: the North row closes, the post-war South row opens (stock.auctionable reads
  `state.war`);
- W8 nothing else changes: era, trains, limits and market stay as they are.

Once W2 is over, `finish` runs W3-W8 and war_steps hands back to operating.close_or, which
goes on with the end of the OR where the war interrupted it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine.api import Event
from . import data_map, market, stations
from .board import Board, region
from .data_companies import COMPANIES

LOCAL_RICH = "OA03"  # K29: the North company survives W3 without a South station
DEFECTOR = "OA09"  # K31: every North station moves South at W2
REPULSION = "OC08"  # K31: with OA09, any South big city, and its tile survives W5
SPY = "OB02"  # K32: the named North city counts as South from the war on
EVACUATION = "OC04"  # K35: one North station moves South at W2
NAKDONG = "OC05"  # the company's South home city tile and its stations survive W5
#: W2: the cards that act at the outbreak, in the order one company's cards act
OUTBREAK_CARDS = (SPY, EVACUATION, DEFECTOR)


def begin(state: Any, then: str) -> list[Event]:
    """W1 is done: the war breaks out. W2 waits on the "outbreak" frame (its company and
    director are filled in by `progress`); `then` is the stage of the OR's end to go on with."""
    state.war = "outbreak"
    state.pending.append(
        {"kind": "outbreak", "player": 0, "company": "", "moved": 0, "done": [], "keep": [], "then": then}
    )
    return [Event("war_outbreak")]


def progress(state: Any) -> list[Event]:
    """W2 as far as it goes without a choice: the next card holder in the operating order
    (K8) acts; a station with one possible city moves there at once; with two or more the
    frame waits for the director's `move_station`. When every holder has acted the frame
    goes and W3-W8 run (`finish`)."""
    frame = state.pending[-1]
    events: list[Event] = []
    while True:
        company = frame["company"]
        if company:
            targets = move_targets(state, company, frame["moved"])
            if len(targets) > 1:
                frame["player"] = state.director[company]
                return events
            if len(targets) == 1:
                events += move(state, frame, targets[0])
                continue
            frame["done"].append(company)
        company = next((c for c in outbreak_order(state) if c not in frame["done"]), None)
        if company is None:
            state.pending.pop()
            return events + finish(state, set(frame["keep"]))
        frame["company"], frame["moved"] = company, 0
        frame["player"] = state.director[company]
        if has_card(state, company, SPY) and state.board.spy_hex:  # K32: the board does the rest
            events.append(Event("spy_city", company=company, hex=state.board.spy_hex))


def finish(state: Any, keep: set[str]) -> list[Event]:
    """K22 W3-W8, in order; `state.war` is "done" afterwards."""
    events = remove_north_companies(state)  # W3
    keep |= nakdong_homes(state)
    state.board = stations.after_war(state.board, keep)  # W4, W5, W6
    events.append(Event("war_board"))
    events += close_north_row(state)  # W7
    state.war = "done"
    state.war_or = state.ors_played  # the next OR is the first after the war (OC10)
    events.append(Event("war_over"))  # W8: era, trains, limits and market stay
    return events


def has_card(state: Any, company: str, card: str) -> bool:
    return card in state.cards.get(company, [])


def founded(state: Any) -> list[str]:
    return [c for c in state.par if c not in state.closed and c in state.director]


# --------------------------------------------------------------------------- W2


def outbreak_order(state: Any) -> list[str]:
    """W2: the companies holding an outbreak card, in the operating order (K8)."""
    holders = [c for c in founded(state) if any(has_card(state, c, card) for card in OUTBREAK_CARDS)]
    return market.leftmost_first(state, holders)


def at_war(board: Board) -> Board:
    """The board as the war sees it: the OB02 city already counts as South (K32)."""
    return replace(board, war=True)


def north_stations(board: Board, company: str) -> list[str]:
    """The hexes of the company's stations that the war will remove (W4)."""
    war_board = at_war(board)
    return [h for h in board.station_hexes(company) if region(war_board, h) == "N"]


def destinations(board: Board, company: str, any_city: bool) -> list[str]:
    """Where a station moved at W2 may go: a South metropolitan hex (K31, K35), or with OA09
    and OC08 any South big city (K31); never a hex where the company already has a station.
    In map order (the bot ranks them itself)."""
    kinds = ("metro", "city") if any_city else ("metro",)
    return [
        hex_id
        for hex_id, land in data_map.LAND.items()
        if land.kind in kinds and land.region == "S" and hex_id not in board.station_hexes(company)
    ]


def repulsion(state: Any, company: str) -> bool:
    """K31: OC08 widens the destinations only together with OA09."""
    return has_card(state, company, DEFECTOR) and has_card(state, company, REPULSION)


def moves_left(state: Any, company: str, moved: int) -> int:
    """W2: OA09 moves every North station (K31), OC04 one (K35)."""
    north = len(north_stations(state.board, company))
    if has_card(state, company, DEFECTOR):
        return north
    if has_card(state, company, EVACUATION):
        return min(1 - moved, north)
    return 0


def move_targets(state: Any, company: str, moved: int) -> list[str]:
    """The cities the company's next moved station may go to now (none when it moves no
    more): the choices of its director's `move_station`."""
    if moves_left(state, company, moved) <= 0:
        return []
    return destinations(state.board, company, repulsion(state, company))


def seat_kept(board: Board, hex_id: str) -> bool:
    """Whether a station moved here with OC08 keeps a seat: the hex has a tile (which the card
    then protects, K31) with a free seat."""
    return board.tile(hex_id) is not None and stations.free_seats(board, hex_id) > 0


def move(state: Any, frame: dict[str, Any], target: str) -> list[Event]:
    """One W2 move of the frame's company to `target`: from its first North station (which
    one does not matter: W4 removes every station left in the North)."""
    company = frame["company"]
    source = north_stations(state.board, company)[0]
    any_city = repulsion(state, company)
    frame["moved"] += 1
    if any_city and target not in frame["keep"]:
        frame["keep"].append(target)
    state.board = moved_station(state.board, company, source, target, any_city)
    return [Event("station_moved", company=company, source=source, target=target)]


def moved_station(board: Board, company: str, source: str, target: str, any_city: bool) -> Board:
    """The board with the company's station on `source` moved to `target`: an outer station
    there; with OC08 the destination's tile is kept and the station takes a free seat when
    there is one (K31)."""
    seated = [c for c in board.seated(source) if c != company]
    outer = [c for c in board.outer_at(source) if c != company]
    board = Board.of(
        board.tile_map(),
        {**dict(board.stations), source: seated},
        {**dict(board.outer), source: outer},
        board.war,
        board.spy_hex,
        board.port,
        board.ferry,
    )
    if any_city and seat_kept(board, target):
        return stations.seat(board, target, company)
    return stations.add_outer(board, target, company)


# --------------------------------------------------------------------------- W3


def has_south_station(board: Board, company: str) -> bool:
    war_board = at_war(board)
    return any(region(war_board, h) == "S" for h in board.station_hexes(company))


def remove_north_companies(state: Any) -> list[Event]:
    """W3: a founded North company with no South station and without OA03 leaves the game with
    its trains, treasury, tokens, cards and every certificate, without compensation."""
    events = []
    for company in sorted(founded(state)):
        if COMPANIES[company].region != "N" or has_card(state, company, LOCAL_RICH):
            continue
        if has_south_station(state.board, company):
            continue
        remove_company(state, company)
        events.append(Event("company_removed", company=company))
    return events


def remove_company(state: Any, company: str) -> None:
    """A company out of the game: its certificates, trains, money, cards and market token go,
    and with its cards the port (OA05) and the ferry station (OC07) that served only it."""
    for table in (
        state.par,
        state.price,
        state.arrival,
        state.held,
        state.director,
        state.treasury_shares,
        state.pool,
        state.treasury,
        state.trains,
        state.tokens_used,
        state.cards,
    ):
        table.pop(company, None)
    board = state.board
    if company in board.port[1:] or company in board.ferry[1:]:
        state.board = replace(
            board,
            port=() if company in board.port[1:] else board.port,
            ferry=() if company in board.ferry[1:] else board.ferry,
        )
    if company not in state.closed:
        state.closed.append(company)


# --------------------------------------------------------------------------- W5, W7


def nakdong_homes(state: Any) -> set[str]:
    """W5's first exception: the South home city of a company holding OC05 keeps its tile."""
    return {
        COMPANIES[c].home
        for c in founded(state)
        if has_card(state, c, NAKDONG) and COMPANIES[c].region == "S"
    }


def close_north_row(state: Any) -> list[Event]:
    """W3's last sentence and W7: unfounded North companies close; the post-war row opens."""
    for company in state.rows.get("north", []):
        if company not in state.par and company not in state.closed:
            state.closed.append(company)
    return [Event("post_war_row", companies=[c for c in state.rows.get("south_post", [])])]
