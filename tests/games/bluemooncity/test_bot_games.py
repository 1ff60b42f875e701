"""Games between computer players end: the app's own bots, seeded as the app seeds them."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.match import Match
from boardgames_gui.games import registry

#: far more actions than any game between the bots needs (they end in 200-300)
ACTION_LIMIT = 3000


def _play_to_the_end(players: int, seed: int) -> int:
    """Actions until the game ends, each seat's bot made as `ui.app.autoplay` makes it."""
    info = registry.get("bluemooncity")
    match = Match(info.rules, {"players": players}, seed)
    bots = {}
    for played in range(ACTION_LIMIT):
        decision = match.decision()
        if decision is None:
            return played
        player = decision.player
        if player not in bots:
            bots[player] = info.make_bot(match.seed * 31 + player + 1)
        match.apply(bots[player].choose(match.rules, match.rules.clone(match.state), player), player)
    return ACTION_LIMIT


@pytest.mark.parametrize("seed", [23, 46, 76, 96, 99, 110])
def test_four_bots_that_can_afford_an_offering_walk_to_the_courtyard_and_the_game_ends(seed: int) -> None:
    """The defect: a bot that could afford an offering but stood more than two steps from the
    courtyard, with no Flit card, ended its movement in place turn after turn, and the others
    did the same: end-phase and discard forever. It now walks towards its target."""
    assert _play_to_the_end(4, seed) < ACTION_LIMIT


def test_two_bots_short_of_crystals_spend_their_reserved_markers_and_the_game_ends() -> None:
    """The defect (2 players, app seed 153): both bots kept their last two markers for an
    offering neither could pay, so nobody contributed, nobody earned crystals, and the turns
    went round forever. The reserve is now kept only for an offering the bot can afford."""
    assert _play_to_the_end(2, 153) < ACTION_LIMIT
