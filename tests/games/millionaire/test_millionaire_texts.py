"""Millionaire texts: every event has a log sentence, every listed action a label, the prompts
and the panel speak of the game's things, money in francs."""

from __future__ import annotations

from boardgames_gui.engine.api import concretise
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.games.millionaire import data as D
from tests.games.millionaire.helpers import RULES, new


def played_events(edition: str, seed: int, actions: int = 1500) -> tuple[list, list]:
    state = new(4, seed=seed, edition=edition)
    bot = RandomBot(seed)
    events, labels = [], []
    for _ in range(actions):
        decision = RULES.decision(state)
        if decision is None:
            break
        action = concretise(bot.rng.choice(RULES.legal_actions(state, decision.player)), bot.rng)
        labels.append((action, RULES.action_label(state, action)))
        events += RULES.apply(state, action, decision.player)
    return events, labels


def test_every_core_event_of_a_random_game_has_a_log_sentence() -> None:
    names = ["Ann", "Bo", "Cy", "Di"]
    for edition in D.EDITIONS:
        events, _ = played_events(edition, 3)
        for event in events:
            assert RULES.event_text(event, names), f"no sentence for {event}"


def test_every_action_taken_has_a_label_of_its_own() -> None:
    _, labels = played_events(D.CLASSIC, 4)
    for action, label in labels:
        assert label and "_" not in label, f"{action} labelled {label!r}"


def test_money_is_written_in_francs() -> None:
    assert RULES.format_money(1250) == "1,250 F"


def test_the_buy_prompt_names_the_plot_and_its_price() -> None:
    state = new(2)
    state.pending.append({"kind": "buy", "player": 0, "space": 39})
    assert RULES.decision(state).prompt == (
        "Player 1: buy Oil company for 400 F, or decline it and it goes to auction."
    )


def test_the_player_panel_shows_cash_plots_and_buildings() -> None:
    state = new(2)
    panel = dict(RULES.player_panel(state, None)[0])
    assert panel["Cash"] == "2,000 F" and panel["Plots"] == "0" and panel["Cell"] == "START"


def test_the_rules_text_says_in_words_how_the_open_questions_are_played() -> None:
    """The design notes' readings (M3, M8, M9, M12, M17, M18, M23, M25, the Elite ones) are
    told to players as rules, not cited by number (issue 15: no project jargon)."""
    text = RULES.rules_text()
    for rule in (
        "Three doubles in a row send you straight to the\n  jail cell",  # M3
        "Backward moves never pay",  # M8
        "in Classic the decliner names the starting price",  # M9
        "A plot is mortgaged only when no plot of its industry has a building",  # M12
        "If even all of that would not cover the debt you go bankrupt",  # M17
        "Round limit (the timed game)",  # M18
        "The last solvent player wins.",  # M23
        "An enterprise replaces the plot's three branches",  # M25
        "Elite edition",  # the Elite section (M7, M10, M11, M13, M14, M27)
        "Auction cell: three rolls pick a plot",
    ):
        assert rule in text, rule
    assert "reading" not in text
