"""The shared dialog panels (widgets/question.py, market.py, brokerpanel.py) keep the widgets
of what they show again: a desk shows its panels after every move, and making their buttons and
spin boxes anew took most of an 18Korea move's time (issue 15, "Speed a player feels"). What a
kept widget says and does is the newest row's."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from boardgames_gui.engine.api import Action  # noqa: E402
from boardgames_gui.widgets import theme  # noqa: E402
from boardgames_gui.widgets.brokerpanel import BrokerPanel  # noqa: E402
from boardgames_gui.widgets.dialogkit import SeatTag  # noqa: E402
from boardgames_gui.widgets.market import MarketPanel, MarketRow  # noqa: E402
from boardgames_gui.widgets.question import QuestionPanel  # noqa: E402

BUY = Action("buy", thing="A")
SELL = Action("sell", thing="A")
HOLD = Action("hold")


def _row(key, text, lo=0, hi=0):
    return MarketRow(key, lambda n, text=text: text.format(n=n), lo, hi)


def test_a_question_asked_again_keeps_its_buttons_with_the_new_captions(qtbot):
    panel = QuestionPanel()
    qtbot.addWidget(panel)
    panel.show()
    chosen = []
    panel.chosen.connect(chosen.append)
    panel.show_question("Head", None, "Which?", [("Buy A", BUY), ("Sell A", SELL)])
    before = list(panel.buttons)
    before[0].setToolTip("about A")
    panel.show_question("Head", None, "Which now?", [("Hold", HOLD)])
    assert panel.buttons == before[:1] and panel.buttons[0].text() == "Hold"
    assert panel.buttons[0].toolTip() == "", "the game gives the new answer's tooltip"
    assert not before[1].isVisible(), "an answer no longer asked is not shown"
    panel.buttons[0].click()
    assert chosen == [HOLD]
    panel.show_question("Head", None, "Which?", [("Buy A", BUY), ("Sell A", SELL), ("Hold", HOLD)])
    assert panel.buttons[:2] == before and all(b.isVisible() for b in panel.buttons)
    panel.buttons[1].click()
    assert chosen == [HOLD, SELL]


def test_a_market_row_shown_again_keeps_its_widgets_and_says_what_it_does_now(qtbot):
    panel = MarketPanel()
    qtbot.addWidget(panel)
    panel.show()
    chosen = []
    panel.chosen.connect(lambda key, count: chosen.append((key, count)))
    panel.show_market("Stock", "₩10", "", [_row(BUY, "Buy A (₩80)"), _row(SELL, "Sell {n}", 1, 3)])
    buy, sell, spin = panel.buttons[BUY], panel.buttons[SELL], panel.spins[SELL]
    spin.setValue(3)
    panel.show_market("Stock", "₩10", "", [_row(SELL, "Sell {n} for less", 1, 2), _row(BUY, "Buy A (₩90)")])
    assert panel.buttons[BUY] is buy and panel.buttons[SELL] is sell and panel.spins[SELL] is spin
    assert buy.text() == "Buy A (₩90)" and sell.text() == "Sell 1 for less"
    assert (spin.value(), spin.maximum()) == (1, 2), "a count starts again at its least"
    spin.setValue(2)
    assert sell.text() == "Sell 2 for less"
    sell.click()
    assert chosen == [(SELL, 2)]
    panel.show_market("Stock", "₩10", "", [_row(HOLD, "Hold")])
    assert set(panel.buttons) == {HOLD} and not panel.spins
    assert not panel.isAncestorOf(buy) and not buy.isVisible(), "a row no longer shown leaves the panel"


def test_a_broker_keeps_each_seats_tag_and_trades_shown_again(qtbot):
    panel = BrokerPanel()
    qtbot.addWidget(panel)
    panel.show()
    chosen = []
    panel.chosen.connect(lambda seat, key, count: chosen.append((seat, key, count)))
    tags = [SeatTag(theme.player_color({}, seat), "AB"[seat], "Ana Bo".split()[seat]) for seat in (0, 1)]
    panel.show_broker(
        "Cards", "", [(0, tags[0], [_row(BUY, "Buy")]), (1, tags[1], [_row(SELL, "Sell {n}", 1, 2)])]
    )
    buy, sell = panel.buttons[(0, BUY)], panel.buttons[(1, SELL)]
    panel.show_broker("Cards", "", [(1, tags[1], [_row(SELL, "Sell {n} now", 1, 2), _row(HOLD, "Hold")])])
    assert panel.buttons[(1, SELL)] is sell and sell.text() == "Sell 1 now"
    assert set(panel.buttons) == {(1, SELL), (1, HOLD)}
    assert not panel.isAncestorOf(buy), "seat 0's trade left the panel"
    panel.spins[(1, SELL)].setValue(2)
    sell.click()
    assert chosen == [(1, SELL, 2)]
