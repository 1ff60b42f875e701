"""Rule 9.2 on random maps: whatever legal lays build, the track stays legal (hypothesis)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames_gui.games.korea18 import data_map
from boardgames_gui.games.korea18.board import Board, blocked_for, leads_on
from boardgames_gui.games.korea18.data_tiles import TILES, placed_exits
from boardgames_gui.games.korea18.route_builder import route_map
from boardgames_gui.games.korea18.tiles import era_allows, in_supply, lay_still_possible, lays
from boardgames_gui.games.korea18.track import network, stop_id, track_graph, track_nodes

HOMES = {"P12": ["SE"], "W21": ["BU"], "T14": ["DA"], "L8": ["PY"], "U19": ["DG"]}


def random_map(seed: int, steps: int) -> tuple[Board, str]:
    rng = random.Random(seed)
    board = Board.of({}, HOMES)
    era = "yellow"
    for step in range(steps):
        era = data_map.ERAS[min(3, step * 4 // steps)]
        company = rng.choice([companies[0] for companies in HOMES.values()])
        options = lays(board, era, company)
        if not options:
            continue
        lay = rng.choice(options)
        before = board.tile(lay.hex)
        assert lay_still_possible(board, era, company, lay.as_fields()) == {}
        assert era_allows(era, TILES[lay.tile].colour)
        old_exits = frozenset() if before is None else placed_exits(*before)
        assert all(leads_on(board, lay.hex, e) for e in placed_exits(lay.tile, lay.rotation) - old_exits)
        board = board.with_tile(lay.hex, lay.tile, lay.rotation)
        assert in_supply(board, lay.tile) is None or in_supply(board, lay.tile) >= 0
    return board, era


@settings(max_examples=5, deadline=None)
@given(st.integers(0, 10**6))
def test_rule_9_2_random_legal_lays_keep_the_map_legal(seed):
    board, era = random_map(seed, 90)
    graph = track_graph(board)
    for a, b, data in graph.edges(data=True):
        if data["kind"] == "cross" and ":" not in a + b:
            assert {a.split(".")[0], b.split(".")[0]} != data_map.RED_LINE
    for hex_id, tile_id, _ in board.tiles:
        if TILES[tile_id].kind == "city" and data_map.LAND[hex_id].region == "N":
            assert TILES[tile_id].label == "N" and TILES[tile_id].colour in ("yellow", "green")
    found = route_map(board, era)
    segments = {data["segment"] for _, _, data in graph.edges(data=True) if data["kind"] == "path"}
    for a, b, used in found.edges:
        assert a in found.stops and b in found.stops and a < b
        assert used and used <= segments


def networkx_reach(board: Board, company: str) -> tuple[set[str], dict[str, set[int]]]:
    """The oracle for track.network: the stops and hex edges a company's track reaches, read
    straight off the networkx graph (a train alternates paths and crossings at a hex side;
    it passes a stop unless it is a continent, a sea, a port or a city blocked for it)."""
    graph = track_graph(board)
    starts = [stop_id(hex_id) for hex_id in board.station_hexes(company)]
    stops, edges, seen = set(starts), {}, set()
    todo = [(start, None) for start in starts]
    while todo:
        node, arrived_by = todo.pop()
        if (node, arrived_by) in seen:
            continue
        seen.add((node, arrived_by))
        if ":" in node:
            stops.add(node)
            if arrived_by is not None and (
                node[0] in "OSP" or (node[0] == "C" and blocked_for(board, node.split(":")[1], company))
            ):
                continue
        else:
            hex_id, edge = node.split(".")
            edges.setdefault(hex_id, set()).add(int(edge))
            other = data_map.neighbour(hex_id, int(edge))
            if arrived_by == "path" and leads_on(board, hex_id, int(edge)) and other in data_map.LAND:
                edges.setdefault(other, set()).add(data_map.opposite(int(edge)))
        for other, data in graph[node].items():
            if ":" in node or arrived_by is None or data["kind"] != arrived_by:
                todo.append((other, data["kind"]))
    return stops, edges


@settings(max_examples=5, deadline=None)
@given(st.integers(0, 10**6))
def test_rule_9_2_networks_on_random_maps_are_those_read_off_the_networkx_graph(seed):
    """The networks are walked on plain dicts for speed (a save replays hundreds of boards);
    they reach exactly what a walk over the networkx graph reaches."""
    board, _era = random_map(seed, 90)
    assert list(track_nodes(board)) == list(track_graph(board).nodes)
    for companies in HOMES.values():
        reach = network(board, companies[0])
        stops, edges = networkx_reach(board, companies[0])
        assert reach.stops == stops
        assert reach.edges == {hex_id: frozenset(found) for hex_id, found in edges.items()}
