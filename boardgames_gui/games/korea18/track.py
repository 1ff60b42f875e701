"""The track on the map as a networkx graph, derived from a Board, and each company's network.

Nodes: stops ("C:P12:0" the city of P12, "T:Q15:0" a town, "O:I1" a continent area, "S:Q9" a
sea area, "P:X12" the port tile of OA05 New Port Development, reached like a sea area) and hex sides ("P12.3": edge 3 of P12, seen from inside P12). Edges: kind "path" (a
track path of a tile, with its segment id and hex) or kind "cross" (from a hex side to the side
of the neighbour that faces it, or to an off-board area through a printed stub).

A train moving along track alternates: at a hex side it arrives along a path and must cross, or
arrives by crossing and must take a path of that hex. Without this, track such as tile 23
(0-3 0-4) would let a train turn back at edge 0. Stops may be passed from any path to any other.

The graph is never stored in a state: `track_graph(board)` builds it and keeps it for that
board value (Boards are frozen); callers must not change it.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

import networkx as nx

from . import data_map
from .board import Board, blocked_for, in_play, leads_on, port_hex
from .data_tiles import NODE, TILES, placed_paths


def side(hex_id: str, edge: int) -> str:
    return f"{hex_id}.{edge}"


def stop_id(hex_id: str) -> str:
    """The stop of a hex: its city or town on land, the area itself off the board."""
    area = data_map.OFFBOARDS.get(hex_id)
    if area is not None:
        return ("O:" if area.kind == "offboard" else "S:") + hex_id
    return ("T:" if data_map.LAND[hex_id].kind == "town" else "C:") + hex_id + ":0"


def port_stop(hex_id: str) -> str:
    """The stop of OA05's port tile on `hex_id`."""
    return "P:" + hex_id


def stop_hex(stop: str) -> str:
    return stop.split(":")[1]


def is_stop(node: str) -> bool:
    return ":" in node


class _PlainGraph:
    """The few calls of nx.Graph the track is built with, on plain dicts: the rules' own walks
    (networks, connections) read the track hundreds of thousands of times while a save is
    replayed, and building and reading a networkx graph costs several times as much. The
    same `_build` fills this and the networkx graph, so the two hold the same track."""

    def __init__(self) -> None:
        self.adj: dict[str, dict[str, tuple[str, int | None]]] = {}

    def add_node(self, node: str) -> None:
        self.adj.setdefault(node, {})

    def add_edge(self, a: str, b: str, kind: str, segment: int | None = None, hex: str = "") -> None:
        # as in networkx, a second edge between the same nodes takes the first one's place
        self.adj.setdefault(a, {})[b] = (kind, segment)
        self.adj.setdefault(b, {})[a] = (kind, segment)

    @property
    def nodes(self) -> list[str]:
        return list(self.adj)

    def __contains__(self, node: str) -> bool:
        return node in self.adj


@lru_cache(maxsize=4096)
def _tile_paths(hex_id: str, tile_id: str, rotation: int) -> tuple[tuple[str, str], ...]:
    """The tile's paths on the hex as pairs of graph nodes, in the order their segments are
    numbered (worked out once per placed tile, not once per board)."""
    return tuple(
        tuple(stop_id(hex_id) if end == NODE else side(hex_id, end) for end in path)
        for path in sorted(placed_paths(tile_id, rotation), key=lambda ends: sorted(map(str, ends)))
    )


@lru_cache(maxsize=8192)
def _crossing(war: bool, spy_hex: str, node: str) -> tuple[str, int, str, str]:
    """A hex side's hex and edge, then the hex across it and the side facing it there, both ""
    when track may not lead on across it (read of the board: the war and the OB02 city)."""
    hex_id, edge_text = node.split(".")
    edge = int(edge_text)
    if not leads_on(Board(war=war, spy_hex=spy_hex), hex_id, edge):
        return hex_id, edge, "", ""
    other = data_map.neighbour(hex_id, edge)
    return hex_id, edge, other, side(other, data_map.opposite(edge))


def _build(board: Board, graph: nx.Graph | _PlainGraph) -> nx.Graph | _PlainGraph:
    """Lay the board's track into `graph`; segment ids number the tile paths in hex order."""
    segment = 0
    for hex_id, tile_id, rotation in board.tiles:
        if not in_play(board, hex_id):
            continue
        for a, b in _tile_paths(hex_id, tile_id, rotation):
            graph.add_edge(a, b, kind="path", segment=segment, hex=hex_id)
            segment += 1
        if TILES[tile_id].kind != "plain":
            graph.add_node(stop_id(hex_id))
    for node in list(graph.nodes):
        if is_stop(node):
            continue
        _hex_id, _edge, other, facing = _crossing(board.war, board.spy_hex, node)
        if not other:
            continue
        if other in data_map.OFFBOARDS:
            graph.add_edge(node, stop_id(other), kind="cross")
        elif other == port_hex(board):  # OA05: track pointing at the port reaches it
            graph.add_edge(node, port_stop(other), kind="cross")
        elif facing in graph:
            graph.add_edge(node, facing, kind="cross")
    for hex_id, _ in (*board.stations, *board.outer):
        graph.add_node(stop_id(hex_id))
    if board.port and in_play(board, board.port[0]):
        graph.add_node(port_stop(board.port[0]))
    if board.ferry and in_play(board, board.ferry[0]):
        graph.add_node(stop_id(board.ferry[0]))
    return graph


@lru_cache(maxsize=64)
def track_graph(board: Board) -> nx.Graph:
    """The current track as a networkx graph; segment ids number the tile paths in hex order."""
    return _build(board, nx.Graph())


#: the track at each node: {neighbour: (edge kind, segment or None)}
EdgesAt = dict[str, dict[str, tuple[str, int | None]]]


@lru_cache(maxsize=64)
def _edges_at(board: Board) -> EdgesAt:
    """The track's edges at each node, as `track_graph` holds them, for the rules' walks."""
    return _build(board, _PlainGraph()).adj


def track_nodes(board: Board) -> tuple[str, ...]:
    """The nodes of `track_graph(board)` (stops and hex sides), in its order."""
    return tuple(_edges_at(board))


def _next_steps(edges_at: EdgesAt, node: str, arrived_by: str | None):
    """The moves a train may make from `node`, having arrived by an edge of kind `arrived_by`
    (None at the start): (neighbour, edge kind, segment or None)."""
    free = arrived_by is None or is_stop(node)
    for other, (kind, segment) in edges_at[node].items():
        if free or kind != arrived_by:
            yield other, kind, segment


@dataclass(frozen=True)
class Network:
    """What a company's track reaches from its stations, seated or outer (K20), without passing
    a city blocked for it (rule 9.2). stops: the stops reached (tokening, running, train sales).
    edges: per hex, the edges at which the company's track reaches that hex (where a new tile
    must connect). station_hexes: the hexes of its stations, where it may always build."""

    stops: frozenset[str]
    edges: dict[str, frozenset[int]]
    station_hexes: frozenset[str]


def _passable(board: Board, stop: str, company: str) -> bool:
    """Whether a train of `company` may go on through `stop` (not an off-board area or a port
    and not a city blocked for it)."""
    if stop[0] in "OSP":
        return False
    return stop[0] == "T" or not blocked_for(board, stop_hex(stop), company)


@lru_cache(maxsize=128)
def network(board: Board, company: str) -> Network:
    edges_at = _edges_at(board)
    starts = [stop_id(hex_id) for hex_id in board.station_hexes(company)]
    seen: set[tuple[str, str | None]] = {(start, None) for start in starts}
    queue = deque(seen)
    stops, edges = set(starts), {}
    while queue:
        node, arrived_by = queue.popleft()
        free = arrived_by is None
        if is_stop(node):
            stops.add(node)
            if not free and not _passable(board, node, company):
                continue
            free = True  # stops may be passed from any path to any other
        else:
            hex_id, edge, other, _facing = _crossing(board.war, board.spy_hex, node)
            edges.setdefault(hex_id, set()).add(edge)
            if arrived_by == "path" and other in data_map.LAND:
                # about to cross: the hex across this edge is reached at its facing edge
                edges.setdefault(other, set()).add(data_map.opposite(edge))
        for other, (kind, _segment) in edges_at[node].items():  # as _next_steps, inlined
            step = (other, kind)
            if (free or kind != arrived_by) and step not in seen:  # left once per way of arriving
                seen.add(step)
                queue.append(step)
    return Network(
        frozenset(stops),
        {hex_id: frozenset(found) for hex_id, found in edges.items()},
        frozenset(board.station_hexes(company)),
    )


def connections(board: Board) -> tuple[tuple[str, str, frozenset[int]], ...]:
    """Every way track joins two stops without passing another stop: (a, b, segment ids), a < b,
    keeping per pair only the segment sets that contain no other (a longer way between the
    same two stops uses more track and visits nothing more)."""
    edges_at = _edges_at(board)
    found: dict[tuple[str, str], set[frozenset[int]]] = {}

    def walk(start: str, node: str, arrived_by: str | None, visited: set[str], used: list[int]) -> None:
        for other, kind, segment in _next_steps(edges_at, node, arrived_by):
            if other in visited:
                continue
            segments = used + [segment] if segment is not None else used
            if is_stop(other):
                if start < other:
                    found.setdefault((start, other), set()).add(frozenset(segments))
                continue
            visited.add(other)
            walk(start, other, kind, visited, segments)
            visited.remove(other)

    for node in edges_at:
        if is_stop(node):
            walk(node, node, None, {node}, [])
    result = []
    for (a, b), sets in sorted(found.items()):
        for segments in sorted(sets, key=sorted):
            if not any(other < segments for other in sets):
                result.append((a, b, segments))
    return tuple(result)


def joined(board: Board, buyer: str, seller: str) -> bool:
    """K14: the two companies share a city, or the buyer's track reaches a station of the seller
    without passing a city blocked for the buyer."""
    seller_stops = {stop_id(hex_id) for hex_id in board.station_hexes(seller)}
    return bool(seller_stops & network(board, buyer).stops)
