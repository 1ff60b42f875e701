"""One entry per game: id, titles, player range, rules, bot and view factories.

Everything outside a game's package reaches the game through `get(game_id)`.
Rules and views are imported lazily so that the CLI never loads Qt and the
launcher starts without importing five rule sets.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.api import Rules


@dataclass(frozen=True)
class GameInfo:
    """A game's entry: id, titles, player range, and where its rules, view and bot live."""

    game_id: str
    title: str  # English
    native_title: str  # in the game's own language
    pitch: str  # one line for the launcher card
    min_players: int
    max_players: int
    rules_path: str  # "module:ClassName" of the Rules subclass
    view_path: str = ""  # "module:function(rules, parent) -> view"; Qt, imported only by the GUI
    bot_path: str = ""  # "module:ClassName" of the game's computer player (else random)
    art: str = ""  # resource path of the launcher art
    hidden: bool = False  # test-only games are not shown in the launcher
    year: str = ""
    designers: str = ""

    @cached_property
    def rules(self) -> Rules:
        """The game's rules object, made on first use and kept: every match of the game shares it."""
        return _load(self.rules_path)()

    def make_bot(self, seed: int = 0) -> Any:
        from ..engine.bots import RandomBot

        if not self.bot_path:
            return RandomBot(seed)
        return _load(self.bot_path)(seed)

    def make_view(self, parent: Any = None) -> Any:
        return _load(self.view_path)(self.rules, parent)


def _load(path: str) -> Any:
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


_PKG = "boardgames_gui.games"

GAMES: dict[str, GameInfo] = {
    info.game_id: info
    for info in (
        GameInfo(
            "bluemarble",
            "Blue Marble",
            "부루마불",
            "Buy the world's cities, build hotels, and bankrupt your friends.",
            2,
            4,
            f"{_PKG}.bluemarble.rules:BlueMarbleRules",
            f"{_PKG}.bluemarble.view:create_view",
            f"{_PKG}.bluemarble.bot:BlueMarbleBot",
            ":/art/bluemarble.svg",
            year="1982",
            designers="Iscream (Sinsegye)",
        ),
        GameInfo(
            "blueprints",
            "Blueprints",
            "블루프린트",
            "Draft dice, stack them into a building, and score its shape.",
            2,
            4,
            f"{_PKG}.blueprints.rules:BlueprintsRules",
            f"{_PKG}.blueprints.view:create_view",
            f"{_PKG}.blueprints.bot:BlueprintsBot",
            ":/art/blueprints.svg",
            year="2013",
            designers="Yves Tourigny",
        ),
        GameInfo(
            "bluemooncity",
            "Blue Moon City",
            "Blue Moon City",
            "Rebuild the city with eight peoples, ride the dragons, and make offerings.",
            2,
            4,
            f"{_PKG}.bluemooncity.rules:BlueMoonCityRules",
            f"{_PKG}.bluemooncity.view:create_view",
            f"{_PKG}.bluemooncity.bot:BlueMoonCityBot",
            ":/art/bluemooncity.svg",
            year="2006",
            designers="Reiner Knizia",
        ),
        GameInfo(
            "millionaire",
            "Millionaire",
            "Миллионер",
            "Buy whole industries, build branches and enterprises, and outlast every rival.",
            2,
            6,
            f"{_PKG}.millionaire.rules:MillionaireRules",
            f"{_PKG}.millionaire.view:create_view",
            f"{_PKG}.millionaire.bot:MillionaireBot",
            "",
            year="1990s",
            designers="",
        ),
        GameInfo(
            "18korea",
            "18Korea",
            "18Korea",
            "Found railway companies, trade their shares, and rebuild after the Korean War.",
            2,
            5,
            f"{_PKG}.korea18.rules:KoreaRules",
            f"{_PKG}.korea18.view:create_view",
            f"{_PKG}.korea18.bot:KoreaBot",
            ":/art/18korea.svg",
        ),
        GameInfo(
            "testgame",
            "Pig Race",
            "Pig Race",
            "A tiny dice game used by the test suite.",
            2,
            4,
            f"{_PKG}.testgame.rules:PigRaceRules",
            f"{_PKG}.testgame.view:create_view",
            "",
            "",
            hidden=True,
        ),
    )
}


def get(game_id: str) -> GameInfo:
    """The game with this id; KeyError if there is none."""
    return GAMES[game_id]


#: set (to anything but "") by the test suite: the hidden test game may then be named
TEST_GAMES_ENV = "BOARDGAMES_TEST_GAMES"


def named(game_id: str) -> GameInfo:
    """The game a player names on the command line; KeyError if there is none. The hidden
    test game answers only inside the test suite (the TEST_GAMES_ENV variable)."""
    info = GAMES[game_id]
    if info.hidden and not os.environ.get(TEST_GAMES_ENV):
        raise KeyError(game_id)
    return info


def rules_of(game_id: str) -> Rules:
    """The rules of the game with this id (the save files' lookup); KeyError if there is none."""
    return GAMES[game_id].rules


def all_games(include_hidden: bool = False) -> list[GameInfo]:
    return [g for g in GAMES.values() if include_hidden or not g.hidden]


def available(include_hidden: bool = True) -> list[GameInfo]:
    """Games whose rules module exists in this build (games land one by one)."""
    out = []
    for info in all_games(include_hidden):
        module = info.rules_path.partition(":")[0]
        try:
            found = importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            found = False
        if found:
            out.append(info)
    return out
