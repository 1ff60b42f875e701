"""Turn phases: seed 001 "How to Play", "Movement Phase", "Reset Phase", "Pass Turn"; reference §1.6."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action, IllegalAction
from boardgames_gui.games.bluemooncity.rules import reachable_tiles
from boardgames_gui.games.bluemooncity.state import CONTRIBUTE, MOVE, RESET

from .helpers import RULES, apply, new_game, set_hand, stand


def test_turn_phases_in_order_movement_contribution_reset_pass() -> None:
    """Seed: movement, contribution, reset, pass turn — in this order."""
    s = new_game(2, 4)
    p = s.current
    set_hand(s, p, [("vulca", 3), ("vulca", 3), ("vulca", 2), ("aqua", 3), ("pillar", 3)])
    assert s.phase == MOVE
    apply(s, "move", to=[1, 2])  # Fire Temple: vulca boxes, payable
    apply(s, "end_phase")
    assert s.phase == CONTRIBUTE
    apply(s, "end_phase")
    assert s.phase == RESET
    apply(s, "discard", cards=[])
    assert s.current == 1 - p and s.phase == MOVE and s.turn == 1


def test_movement_up_to_two_orthogonal_steps_no_diagonals() -> None:
    """Seed "Movement Phase": up to 2 spaces along adjacent tiles; diagonal movement is not allowed."""
    s = new_game(2, 1)
    p = s.current
    reach = reachable_tiles(s, p)
    assert [1, 2] in reach and [0, 2] in reach and [1, 1] in reach  # (1,1) = two orthogonal steps
    assert [0, 1] not in reach and [4, 3] not in reach
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("move", to=[0, 1]))
    assert "orthogonal" in err.value.message
    apply(s, "move", to=[2, 3])
    assert s.steps_left == 1
    apply(s, "move", to=[1, 3])
    assert s.steps_left == 0
    assert reachable_tiles(s, p) == []


def test_moving_is_not_mandatory() -> None:
    """Seed: "Moving is not mandatory." Ending the movement phase at once keeps the figure."""
    s = new_game(2, 2)
    apply(s, "end_phase")
    assert s.figures[s.current] == [2, 2]


def test_movement_cannot_leave_the_city() -> None:
    s = new_game(2, 2)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("move", to=[0, 0]))
    assert err.value.code == "off_city"


def test_reset_discard_up_to_two_then_draw_two_more_than_discarded() -> None:
    """Seed "Reset Phase": discard up to two cards, draw two more than discarded."""
    for discard in (0, 1, 2):
        s = new_game(2, 5)
        p = s.current
        stand(s, p, [2, 2], RESET)
        cards = s.hands[p][:discard]
        apply(s, "discard", cards=cards)
        assert len(s.hands[p]) == 8 - discard + 2 + discard
        assert s.discard[-discard:] == cards if discard else s.discard == []


def test_reset_discards_at_most_two_cards() -> None:
    s = new_game(2, 5)
    p = s.current
    stand(s, p, [2, 2], RESET)
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, Action("discard", cards=s.hands[p][:3]))
    assert "two" in err.value.message


def test_reset_cannot_be_skipped() -> None:
    """Seed: "You mustn't skip the Reset phase." — no end_phase there."""
    s = new_game(2, 5)
    stand(s, s.current, [2, 2], RESET)
    assert Action("end_phase") not in RULES.legal_actions(s)
    with pytest.raises(IllegalAction):
        RULES.apply(s, Action("end_phase"))


def test_discard_pile_reshuffled_into_the_deck_when_it_runs_out() -> None:
    """Seed: "If the deck runs out ... reshuffle the discarded cards to make a new deck"."""
    s = new_game(2, 5)
    p = s.current
    stand(s, p, [2, 2], RESET)
    s.discard = s.deck[1:]
    s.deck = s.deck[:1]
    events = apply(s, "discard", cards=[])
    assert "reshuffled" in [e["type"] for e in events]
    assert len(s.hands[p]) == 10
    assert s.discard == [] and len(s.deck) == 80 - 16 - 2


def test_reset_draws_what_is_left_when_deck_and_discard_are_empty() -> None:
    s = new_game(2, 5)
    p = s.current
    stand(s, p, [2, 2], RESET)
    s.hands[p].extend(s.deck)
    s.deck = [s.hands[p].pop()]
    apply(s, "discard", cards=[])
    assert s.deck == [] and len(s.hands[p]) == 80 - 8


def test_empty_contribution_phase_is_passed_by_itself() -> None:
    """Contributing is not mandatory; when nothing can be paid the phase passes on its own."""
    s = new_game(2, 1)
    p = s.current
    set_hand(s, p, [("aqua", 1)])
    apply(s, "end_phase")  # on the courtyard without crystals: nothing to do
    assert s.phase == RESET and s.current == p
