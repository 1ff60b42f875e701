"""The Elite edition's sentences: every event type of elite*.py has a log sentence, every frame a
prompt, and random Elite games produce only events the log can say (texts through tr)."""

from __future__ import annotations

import ast
from pathlib import Path

from boardgames_gui.engine.playout import play
from boardgames_gui.games.millionaire import elite_texts
from tests.games.millionaire.elite_helpers import RULES

PACKAGE = Path(__file__).resolve().parents[3] / "boardgames_gui" / "games" / "millionaire"
NAMES = ["Ann", "Bob", "Cid", "Dan"]


def elite_event_types() -> set[str]:
    """The literal event types built by Event("...") in the Elite modules."""
    found = set()
    for path in PACKAGE.glob("elite*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "Event"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(node.args[0].value)
    return found


def test_every_elite_event_type_has_a_sentence():
    """Each event type of the Elite modules has its sentence in elite_texts.EVENT_TEXTS (or is one
    of core's, such as "dice", said by core's log)."""
    from boardgames_gui.games.millionaire import log_texts

    missing = elite_event_types() - set(elite_texts.EVENT_TEXTS) - set(log_texts.EVENT_TEXTS)
    assert not missing, sorted(missing)


def test_random_elite_games_log_every_elite_event_in_words():
    """Random 4-player Elite games: every event of an Elite type renders to a sentence."""
    kinds = elite_event_types()
    seen: set[str] = set()
    for seed in (1,):
        options = {"players": 4, "variants": {"edition": "elite"}}
        state = RULES.new_game(RULES.validate_options(options), seed)
        playout = play(RULES, options, seed, check=True)
        assert playout.result is not None
        # replay the log to see its events
        for seat, action in playout.log:
            for event in RULES.apply(state, action, seat):
                if event["type"] in kinds:
                    seen.add(event["type"])
                    assert RULES.event_text(event, NAMES), event
    assert len(seen) >= 10, sorted(seen)


def test_every_card_has_a_title_and_a_text():
    from boardgames_gui.games.millionaire import elite_cards as C

    for card in C.CHANCE + C.FORTUNE:
        assert elite_texts.card_title(card.id) and elite_texts.card_text(card.id)


def test_every_elite_frame_has_a_prompt():
    """The status line says what to do in each Elite decision."""
    from tests.games.millionaire.elite_helpers import elite

    state = elite()
    frames = [
        {"kind": "share_offer", "player": 0, "price": 100, "most": 50, "how": "start"},
        {"kind": "share_sale", "player": 0, "price": 120, "how": "tip"},
        {"kind": "exchange", "player": 0, "rolled": False, "traded": False},
        {"kind": "exchange", "player": 0, "rolled": True, "traded": False},
        {"kind": "nearest", "player": 0, "choices": [17, 37]},
        {"kind": "fortune_cover", "player": 0, "card": "fortune:6", "points": ["A", "B"], "blue": True},
        {"kind": "fortune_cover", "player": 0, "card": "fortune:6", "points": ["A"], "blue": False},
        {"kind": "auction_cover", "player": 0, "space": 6, "roller": 1},
        {"kind": "red_cover", "player": 0, "to": 1, "amount": 90, "reason": "rent"},
        {"kind": "inspection", "player": 0},
    ]
    for frame in frames:
        assert elite_texts.prompt(state, frame, 0), frame
