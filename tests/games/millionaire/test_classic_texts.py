"""The Classic edition's words and whole games: every Classic event has a log sentence, every
Classic action a label; the Rent holiday card (Chance 15, M20); random Classic games end."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action, concretise
from boardgames_gui.engine.rng import Rng
from boardgames_gui.games.millionaire import classic_cards as C
from boardgames_gui.games.millionaire import classic_texts
from tests.games.millionaire.classic_helpers import RULES, act, decision_kind, give, kinds, new, roll_from

#: the event types the Classic modules make
CLASSIC_EVENTS = set(classic_texts.EVENT_TEXTS)


def holding_rent_holiday():
    """Seat 0 holds the Rent holiday card and lands on seat 1's Cinema (rent 7)."""
    state = new()
    state.decks["chance"].remove(C.RENT_HOLIDAY)
    state.held[0] = [C.RENT_HOLIDAY]
    give(state, 1, 1)
    roll_from(state, 38, 1, 2)
    return state


def test_m20_rent_holiday_the_holder_chooses_to_use_the_card_or_pay() -> None:
    state = holding_rent_holiday()
    assert decision_kind(state) == "rent_holiday"
    assert RULES.legal_actions(state) == [Action("use_card", card=C.RENT_HOLIDAY), Action("pay_rent")]
    assert "Rent holiday" in RULES.decision(state).prompt


def test_2_10_rent_holiday_skips_the_rent_and_goes_under_the_chance_deck() -> None:
    state = holding_rent_holiday()
    events = act(state, "use_card", card=C.RENT_HOLIDAY)
    assert state.money[0] == 2200 and state.money[1] == 2000  # income passing START, no rent
    assert state.held[0] == [] and state.decks["chance"][-1] == C.RENT_HOLIDAY
    assert "rent_skipped" in kinds(events)


def test_m20_rent_holiday_paying_instead_keeps_the_card() -> None:
    state = holding_rent_holiday()
    act(state, "pay_rent")
    assert state.money[1] == 2007 and state.held[0] == [C.RENT_HOLIDAY]


def test_rent_holiday_another_card_is_refused() -> None:
    state = holding_rent_holiday()
    refusal = RULES.check(state, Action("use_card", card=C.AMNESTY))
    assert refusal.message == "Only the Rent holiday card lets you skip a rent."


def play(seed: int, players: int, actions: int, **variants: object) -> tuple[object, list]:
    """`actions` random moves of a Classic game (listed actions, templates at random), with
    every event."""
    state = new(players=players, seed=seed, **variants)
    rng = Rng(seed)
    events = []
    for _ in range(actions):
        decision = RULES.decision(state)
        if decision is None:
            break
        listed = RULES.legal_actions(state, decision.player)
        action = concretise(rng.choice(listed), rng, "random")
        events += RULES.apply(state, action, decision.player)
        assert RULES.invariants(state) == []
    return state, events


@pytest.mark.parametrize(
    "variants", [{}, {"fund_any_arrival": True}, {"jackpot_on_top": True}], ids=["plain", "M2", "M6"]
)
def test_random_classic_games_keep_the_invariants_and_every_classic_event_has_a_sentence(
    variants: dict,
) -> None:
    names = ["A", "B", "C", "D"]
    seen: set[str] = set()
    for seed in (1, 2):
        state, events = play(seed, 4, 800, **variants)
        for event in events:
            if event["type"] in CLASSIC_EVENTS:
                seen.add(event["type"])
                assert RULES.event_text(event, names), event
    assert {"drew", "jackpot_spin", "police_held", "tax_inspection"} <= seen


def test_every_classic_action_has_a_label() -> None:
    state = new()
    for action in (
        Action("bet", amount=30),
        Action("walk_past"),
        Action("pay_fine"),
        Action("use_card", card=C.AMNESTY),
        Action("pay_rent"),
    ):
        assert classic_texts.action_label(state, action)
        assert RULES.action_label(state, action) == classic_texts.action_label(state, action)


def test_the_players_panel_shows_kept_cards_and_the_police_attempt() -> None:
    state = new()
    state.held[1] = [C.AMNESTY]
    state.detained[1] = 2
    rows = dict(RULES.player_panel(state, None)[1])
    assert rows["Cards"] == "Amnesty" and rows["Tax Police"] == "held, attempt 2 of 3"


@pytest.mark.parametrize(
    "module", ["classic", "classic_deck", "classic_jackpot", "editions", "landing", "steps"]
)
def test_the_classic_modules_and_those_that_reach_them_import_on_their_own(module: str) -> None:
    """The catalogue tools import each module by itself: no import cycle through the edition."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", f"import boardgames_gui.games.millionaire.{module}"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
