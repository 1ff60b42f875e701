"""Issue 15, Languages, for 18Korea (no view yet, so the model's texts): a table of computer
players in Korean or Russian reads no English in the prompts, the action labels, the log's
event texts, the refusals of illegal moves, the players panel, the score sheet or the rules
text; every message goes through the game's catalogue (assets/i18n/korea18_<code>.ts)."""

from __future__ import annotations

import re

import pytest

from boardgames_gui.engine import i18n
from boardgames_gui.games import registry
from boardgames_gui.games.korea18.bot import KoreaBot
from boardgames_gui.games.korea18.data_assets import ASSET_CARDS
from boardgames_gui.games.korea18.data_companies import COMPANIES

NAMES = {"ko": ["민지", "준호", "서연", "지훈"], "ru": ["Аня", "Борис", "Вера", "Глеб"]}
SCRIPT = {"ko": re.compile("[\uac00-\ud7a3]"), "ru": re.compile("[А-Яа-яЁё]")}
#: the game's title stays as it is in every language
PROPER_NAMES = ("18Korea",)
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ACTIONS = 400


def english_left(text: str) -> list[str]:
    """Latin words of three letters or more once the proper names are taken out (hex ids such
    as P12, train names such as 8E and card tiers are shorter)."""
    for name in PROPER_NAMES:
        text = text.replace(name, " ")
    return LATIN_WORD.findall(text)


def illegal_moves() -> list[dict]:
    """Moves of every kind the game takes, with values that are wrong at most moments."""
    company, card = next(iter(COMPANIES)), next(iter(ASSET_CARDS))
    return [
        {"type": "pick_card", "card": card},
        {"type": "sell", "company": company, "count": 9},
        {"type": "buy_share", "company": company, "source": "pool"},
        {"type": "start_auction", "company": "SE", "bid": 3},
        {"type": "bid", "amount": 3},
        {"type": "set_par", "price": 999},
        {"type": "pass"},
        {"type": "done"},
        {"type": "lay", "hex": "P12", "tile": "9", "rotation": 0},
        {"type": "build_station", "hex": "B24"},
        {"type": "pay_dividend"},
        {"type": "buy_train", "train": "8E"},
        {"type": "discard", "train": "8E"},
        {"type": "emergency_sell", "company": company, "count": 1},
        {"type": "nonsense"},
    ]


@pytest.fixture(params=["ko", "ru"])
def language(request, qapp):
    """The app's catalogues for the language, as the GUI installs them (engine hook included)."""
    from boardgames_gui.ui import languages

    languages.install_engine_hook()
    languages.set_language(request.param)
    assert i18n.language() == request.param
    yield request.param
    languages.set_language("en")
    i18n.set_translator(None)


def read_a_game(players: int, seed: int) -> dict[str, list[str]]:
    """Everything a player reads while computers play ACTIONS moves of a game."""
    info = registry.get("18korea")
    rules = info.rules
    code = i18n.language()
    state = rules.new_game({"players": players, "names": NAMES[code][:players]}, seed)
    names = rules.player_names(state)
    bots = [KoreaBot(seat) for seat in range(players)]
    seen: dict[str, list[str]] = {"prompt": [], "label": [], "log": [], "refusal": [], "players": []}
    for number in range(ACTIONS):
        decision = rules.decision(state)
        if decision is None:
            break
        seen["prompt"].append(decision.prompt)
        legal = rules.legal_actions(state)
        seen["label"] += [rules.action_label(state, action) for action in legal]
        if number % 7 == 0:
            for move in illegal_moves():
                problem = rules.check(state, move)
                if problem is not None:
                    seen["refusal"].append(problem.message)
            seen["players"] += [
                f"{key} {value}" for card in rules.player_panel(state, None) for key, value in card
            ]
        action = bots[decision.player].choose(rules, state, decision.player)
        seen["log"] += [rules.event_text(event, names) for event in rules.apply(state, action)]
    result = rules.result(state) or rules.time_limit_result(state)
    sheet = rules.score_sheet(state, result)
    seen["players"] += (
        [result.reason] + [c.heading for c in sheet.columns] + [c.tip for c in sheet.columns if c.tip]
    )
    seen["rules"] = rules.rules_text().split("\n")
    return seen


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8)])
def test_a_game_of_18korea_in_korean_or_russian_shows_no_english(language, players, seed):
    seen = read_a_game(players, seed)
    problems = []
    for part, texts in seen.items():
        texts = [text for text in texts if text]
        assert texts, f"the game showed no {part}"
        assert any(SCRIPT[language].search(text) for text in texts), f"{part} shows nothing in {language}"
        for text in dict.fromkeys(texts):
            left = english_left(text)
            if left:
                problems.append(f"{part}: {text!r} ({' '.join(left)})")
    assert not problems, "\n".join(problems[:40])


def test_the_players_read_the_operating_round_in_their_language(language):
    """Enough moves reach the operating round: its prompts and the routes' places are read too."""
    seen = read_a_game(3, 5)
    operating = {"ko": "운영 라운드", "ru": "операционный раунд"}[language]
    assert any(operating in text.lower() for text in seen["log"])


def test_route_problems_and_the_log_name_places_and_eras_in_the_language(language):
    """A route's place is the city's name (its hex id in the data) or the continent or sea, and
    an era is a colour word: both read in the table's language."""
    from boardgames_gui.games.korea18.or_texts import era_name, place_name

    expected = {
        "ko": ("서울", "만주", "서해", "초록색"),
        "ru": ("Сеул", "Маньчжурия", "Жёлтое море", "зелёная"),
    }
    assert (place_name("P12"), place_name("Manchuria"), place_name("Yellow Sea"), era_name("green")) == (
        expected[language]
    )
    assert place_name("B24") == "B24"  # a hex without a town or city keeps its id


def test_in_english_places_and_eras_read_as_the_data_writes_them():
    from boardgames_gui.games.korea18.or_texts import era_name, place_name

    assert (place_name("P12"), place_name("East Sea"), era_name("gray")) == ("Seoul", "East Sea", "gray")
