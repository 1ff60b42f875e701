"""Stations on the board: seats, where a company may build, its home station, re-seating outer
stations, and what the Korean War does to tiles and stations (rules 9.1, 9.3, 9.4, 10; readings
K17, K19-K23). The choices (which outer station takes a seat) come from the rounds; these
functions only say what is possible and return the new Board.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from . import data_map
from .board import Board, in_play, region, usable_seats
from .tiles import seat_opening_lays
from .track import network, stop_id


def free_seats(board: Board, hex_id: str) -> int:
    return max(0, usable_seats(board, hex_id) - len(board.seated(hex_id)))


def station_sites(board: Board, company: str) -> tuple[str, ...]:
    """K17: the metropolitan hexes where `company` may build its station now: reached by its
    track without passing a blocked city, with a free usable seat, and no station of its own."""
    reach = network(board, company)
    return tuple(
        hex_id
        for hex_id in data_map.METROPOLITAN
        if in_play(board, hex_id)
        and stop_id(hex_id) in reach.stops
        and company not in board.seated(hex_id) + board.outer_at(hex_id)
        and free_seats(board, hex_id) > 0
    )


def home_case(board: Board, era: str, home: str) -> str:
    """K19, the first of: "seat" (a free usable seat), "lay" (a lay or upgrade possible now would
    open one: the company must make it with its first track action), "outer"."""
    if free_seats(board, home) > 0:
        return "seat"
    return "lay" if seat_opening_lays(board, era, home) else "outer"


def _with(board: Board, hex_id: str, seated: Sequence[str] | None = None, outer: Sequence[str] | None = None):
    stations, outers = dict(board.stations), dict(board.outer)
    if seated is not None:
        stations[hex_id] = tuple(seated)
    if outer is not None:
        outers[hex_id] = tuple(outer)
    return Board.of(board.tile_map(), stations, outers, board.war, board.spy_hex, board.port, board.ferry)


def seat(board: Board, hex_id: str, company: str) -> Board:
    """The company's token in the leftmost free usable seat (K17: seats fill left to right)."""
    if free_seats(board, hex_id) <= 0 or company in board.seated(hex_id):
        raise ValueError(f"no free seat for {company} on {hex_id}")
    return _with(board, hex_id, seated=board.seated(hex_id) + (company,))


def add_outer(board: Board, hex_id: str, company: str) -> Board:
    """An outer station (K19 case 3, K20, OC01): in the hex, on no seat."""
    return _with(board, hex_id, outer=board.outer_at(hex_id) + (company,))


def reseat(board: Board, hex_id: str, chosen: Sequence[str]) -> Board:
    """K23: after a lay or upgrade, the free seats take outer stations of the hex, left to right,
    in the order the laying company's director chose them (at most as many as seats are free)."""
    outer = list(board.outer_at(hex_id))
    if len(chosen) > free_seats(board, hex_id) or any(chosen.count(c) > outer.count(c) for c in chosen):
        raise ValueError(f"cannot seat {list(chosen)} on {hex_id}")
    for company in chosen:
        outer.remove(company)
    return _with(board, hex_id, seated=board.seated(hex_id) + tuple(chosen), outer=outer)


def after_war(board: Board, keep: Collection[str] = ()) -> Board:
    """K22 W4-W6 on the board: the North's tiles and stations go (the OB02 city is treated as
    South); every South tile with a town or city goes, except the hexes in `keep` (OC05, OC08),
    and the stations on the removed tiles stay in their hexes as outer stations. Plain track in
    the South stays. The removed tiles are back in supply because the Board no longer holds them."""
    at_war = replace(board, war=True)
    tiles, stations, outer = {}, {}, {}
    for hex_id in data_map.LAND:
        placed = board.tile(hex_id)
        seated, outers = board.seated(hex_id), board.outer_at(hex_id)
        if region(at_war, hex_id) == "N":
            continue
        # a city hex not kept is cleared: its tile goes, and a station on it (or on the printed
        # seat of an untiled city, which the war closes too) becomes an outer station
        removed = data_map.LAND[hex_id].kind != "plain" and hex_id not in keep
        if placed is not None and not removed:
            tiles[hex_id] = placed
        if removed:
            outer[hex_id] = outers + seated
        else:
            stations[hex_id], outer[hex_id] = seated, outers
    # OA05's port (a plain South hex) and OC07's ferry station (a South sea) are South items
    # the war does not name: they stay (K22)
    return Board.of(tiles, stations, outer, True, board.spy_hex, board.port, board.ferry)
