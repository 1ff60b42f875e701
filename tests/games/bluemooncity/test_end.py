"""End of the game: seed 001 "End of the Game"; reference §1.6 item 8, §1.7 offerings to win."""

from __future__ import annotations

import pytest

from boardgames_gui.games.bluemooncity.state import CONTRIBUTE, OVER, RESET

from .helpers import RULES, apply, new_game, set_hand, stand


@pytest.mark.parametrize("players, target", [(2, 6), (3, 5), (4, 4)])
def test_victory_6_5_4_offerings_for_2_3_4_players_wins_at_once(players: int, target: int) -> None:
    s = new_game(players, 2)
    p = s.current
    stand(s, p, [2, 2], CONTRIBUTE)
    q = (p + 1) % players
    for i in range(target - 1):
        s.obelisk[i] = p
    s.markers_left[p] -= target - 1
    s.crystals[p] = 50
    s.crystals[q] = 99
    apply(s, "offer", cards=[])
    assert s.outcome == {"kind": "offerings", "winners": [p]}
    assert s.phase == OVER and RULES.decision(s) is None and RULES.legal_actions(s) == []
    result = RULES.result(s)
    assert result.winners == [p] and result.ranking[0] == [p] and not result.capped


def _rebuild_everything(s) -> None:
    for row in s.tiles:
        for t in row:
            if t is not None:
                t["rebuilt"] = True


def test_city_rebuilt_and_nobody_can_offer_most_offerings_wins() -> None:
    """Seed: when the city is rebuilt and nobody reaches the goal, play on until nobody can offer;
    most offerings wins."""
    s = new_game(3, 2)
    p = s.current
    a, b = (p + 1) % 3, (p + 2) % 3
    _rebuild_everything(s)
    s.obelisk[0], s.obelisk[1], s.obelisk[2] = a, a, b
    s.markers_left[a] -= 2
    s.markers_left[b] -= 1
    s.crystals = [3, 3, 3]
    stand(s, p, [2, 2], RESET)
    apply(s, "discard", cards=[])
    assert s.outcome == {"kind": "stalled", "winners": [a]}
    assert RULES.result(s).ranking[0] == [a]


def test_city_rebuilt_play_goes_on_while_someone_can_still_offer() -> None:
    s = new_game(3, 2)
    p = s.current
    _rebuild_everything(s)
    s.crystals[(p + 2) % 3] = 7
    stand(s, p, [2, 2], RESET)
    apply(s, "discard", cards=[])
    assert s.outcome is None


def test_stalled_tie_on_offerings_goes_to_most_crystals_then_shared() -> None:
    """Seed: a tie is won by the most remaining crystals; if still tied, the victory is shared."""
    s = new_game(2, 2)
    p = s.current
    _rebuild_everything(s)
    s.obelisk[0], s.obelisk[1] = 0, 1
    s.markers_left = [9, 9]
    s.crystals = [4, 6]
    stand(s, p, [2, 2], RESET)
    apply(s, "discard", cards=[])
    assert s.outcome["winners"] == [1]
    s2 = new_game(2, 2)
    _rebuild_everything(s2)
    s2.obelisk[0], s2.obelisk[1] = 0, 1
    s2.markers_left = [9, 9]
    s2.crystals = [5, 5]
    stand(s2, s2.current, [2, 2], RESET)
    apply(s2, "discard", cards=[])
    assert sorted(s2.outcome["winners"]) == [0, 1]
    assert sorted(RULES.result(s2).winners) == [0, 1]


def _scatter_markers(s, player: int, count: int) -> None:
    """Put `count` of the player's markers in the first box of unfinished buildings (not the Fire Temple)."""
    for cell in s.cells():
        tile = s.tile(cell)
        if count == 0:
            return
        if tile["building"] in ("courtyard", "fire_temple") or len(tile["markers"]) < 2:
            continue
        if tile["markers"][0] is None:
            tile["markers"][0] = player
            s.markers_left[player] -= 1
            count -= 1
    assert count == 0


def test_every_player_out_of_markers_is_a_draw() -> None:
    """Seed: if all players run out of markers before anyone wins, the game ends at once in a draw."""
    s = new_game(2, 2)
    p = s.current
    q = 1 - p
    s.obelisk[0:2] = [q, q]
    s.markers_left[q] -= 2
    _scatter_markers(s, q, 8)
    s.obelisk[2:7] = [p] * 5
    s.markers_left[p] -= 5
    _scatter_markers(s, p, 4)
    assert s.markers_left == [0, 1] if p == 1 else [1, 0]
    stand(s, p, [1, 2], CONTRIBUTE)  # the Fire Temple: the contribution does not complete it
    set_hand(s, p, [("vulca", 3)])
    apply(s, "contribute", tile=[1, 2], box=2)
    assert s.outcome == {"kind": "draw", "winners": []}
    result = RULES.result(s)
    assert result.winners == [] and result.ranking == [[0, 1]]


def test_time_limit_result_ranks_by_offerings_then_crystals() -> None:
    s = new_game(3, 2)
    s.obelisk[0] = 2
    s.markers_left[2] -= 1
    s.crystals = [9, 1, 0]
    result = RULES.time_limit_result(s)
    assert result.capped and result.winners == [2] and result.ranking == [[2], [0], [1]]
