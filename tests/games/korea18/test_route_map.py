"""The RouteMap interface between the board and the route optimiser (issue 13, the brief)."""

import dataclasses

import pytest

from boardgames_gui.games.korea18.route_map import RouteMap, Stop, Train


def test_route_map_values_are_frozen_and_compare_by_value():
    """The optimiser may cache on a RouteMap: it never changes under it."""
    seoul = Stop("C:H12:0", "city", 40, "Seoul", ("KR",), 2)
    route_map = RouteMap({seoul.id: seoul}, ())
    with pytest.raises(dataclasses.FrozenInstanceError):
        seoul.revenue = 50
    assert Stop("C:H12:0", "city", 40, "Seoul", ("KR",), 2) == seoul
    assert route_map.stops["C:H12:0"].group == "Seoul"
    assert Train("2E", 2, True).express
