"""The Elite central industry (reference 2.7; rule text S:135: 500 F, no buildings)."""

from __future__ import annotations

from boardgames_gui.games.millionaire import elite as elite_rules
from tests.games.millionaire.elite_helpers import (
    HYDRO,
    NUCLEAR,
    POWERGRID,
    REFINERY,
    RULES,
    elite,
    give,
    roll_to,
)


def test_central_rent_follows_how_many_central_plots_the_owner_holds():
    """2.7: 60 / 125 / 250 / 500 F for 1 / 2 / 3 / 4 central plots."""
    for owned, rent in ((1, 60), (2, 125), (3, 250), (4, 500)):
        state = elite()
        give(state, 1, *(POWERGRID, NUCLEAR, HYDRO, REFINERY)[:owned])
        roll_to(state, POWERGRID, 1, 3)
        assert state.money[:2] == [2000 - rent, 2000 + rent], owned


def test_a_mortgaged_central_plot_earns_nothing_and_does_not_count():
    """M12 / 2.7: a mortgaged plot earns no rent and breaks the count of the owner's central plots."""
    state = elite()
    give(state, 1, POWERGRID, NUCLEAR)
    state.mortgaged[NUCLEAR] = True
    assert elite_rules.rent_due(state, POWERGRID) == 60
    roll_to(state, NUCLEAR, 1, 3)
    assert state.money[:2] == [2000, 2000]


def test_central_plots_take_no_buildings():
    """S:135: building on the central industry is prohibited."""
    state = elite()
    give(state, 0, POWERGRID, NUCLEAR, HYDRO, REFINERY)
    assert RULES.check(state, {"type": "build", "space": POWERGRID}) is not None
    assert not [a for a in RULES.legal_actions(state) if a["type"] == "build"]
