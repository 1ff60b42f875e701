"""The Blue Marble computer player (issue 3: buys within a reserve, builds where tolls pay back,
sells the cheapest buildings first, uses Space Travel well, follows the Secret Operations)."""

from __future__ import annotations

from boardgames_gui.engine.api import Action
from boardgames_gui.games.bluemarble import data as D
from boardgames_gui.games.bluemarble.bot import BlueMarbleBot
from tests.games.bluemarble.helpers import RULES, give, new, roll_to, second_half

BOT = BlueMarbleBot(1)


def choose(s, p):
    return BOT.choose(RULES, s, p)


def test_bot_buys_within_its_cash_reserve() -> None:
    s = new()
    roll_to(s, 0, 0, (2, 4))  # Singapore, ₩100K
    assert choose(s, 0) == Action("buy", space=6)
    s = new()
    s.money[0] = 200  # 200 - 100 leaves less than the reserve
    roll_to(s, 0, 0, (2, 4))
    assert choose(s, 0) == Action("pass")


def test_bot_raises_cash_by_selling_its_cheapest_buildings_first() -> None:
    s = second_half(new())
    give(s, 0, 1, 37, level=4)  # Taipei hotel (toll 250), New York hotel (toll 1500)
    give(s, 1, 6, level=4)  # Singapore hotel: toll 550
    s.money[0] = 500
    roll_to(s, 0, 0, (2, 4))
    assert RULES.decision(s).kind == "debt"
    act = choose(s, 0)
    assert act["type"] == "sell" and act["space"] == 1  # Taipei goes first, New York is kept


def test_bot_keeps_the_preferential_ticket_for_a_big_toll_operation_normandy() -> None:
    s = second_half(new())
    s.deck.remove(16)
    s.held[0].append(16)
    give(s, 1, 1)  # Taipei, land only: toll 2
    roll_to(s, 0, 38, (1, 2))  # START, then Taipei
    assert RULES.decision(s).kind == "debt"
    assert choose(s, 0) == Action("pay")
    s2 = second_half(new())
    s2.deck.remove(16)
    s2.held[0].append(16)
    give(s2, 1, 6, level=4)  # toll 550
    roll_to(s2, 0, 0, (2, 4))
    assert choose(s2, 0) == Action("use_ticket")


def test_bot_flies_to_the_island_with_toll_income_operation_36_and_avoids_big_tolls() -> None:
    s = second_half(new())
    give(s, 0, 36, 37, level=4)  # London and New York hotels: income well above 60 per turn
    give(s, 1, 39)  # Seoul, toll 2000
    s.positions[0] = D.SPACE_TRAVEL
    s.travel[0] = True
    s.money[0] = 100  # nothing to build
    act = choose(s, 0)
    assert act == Action("fly", space=D.ISLAND)
    assert BOT._destination_score(s, 0, D.SEOUL, True) < BOT._destination_score(s, 0, 1, True)
