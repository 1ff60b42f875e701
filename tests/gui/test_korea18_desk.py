"""18Korea's desk (issue 14, "Dialogs"): the shared dialog panels filled for each decision and
played by clicking their real buttons and spin boxes; every refusal is the engine's sentence.

Positions are reached by playing the game through the rules (the draft by its first listed
choices) and, where a rule needs a particular position, by setting the documented fields of
state.py, as tests/gui/test_korea18_view.py does.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QLabel, QVBoxLayout, QWidget  # noqa: E402

from boardgames_gui.engine.api import Action, Event, concretise  # noqa: E402
from boardgames_gui.games.korea18 import data_market, teach_texts  # noqa: E402
from boardgames_gui.games.korea18.board import Board  # noqa: E402
from boardgames_gui.games.korea18.bot import KoreaBot  # noqa: E402
from boardgames_gui.games.korea18.rules import KoreaRules  # noqa: E402
from boardgames_gui.games.korea18.view import create_view  # noqa: E402
from boardgames_gui.ui.actionbar import expand_choices  # noqa: E402
from tests.gui.scene_table import SceneTable  # noqa: E402
from tests.gui.shell_driver import reveal, set_spin  # noqa: E402
from tests.gui.test_game_languages import NAMES as NATIVE_NAMES  # noqa: E402
from tests.gui.test_game_languages import SCRIPT, english_left  # noqa: E402

NAMES = ["Ana", "Bo", "Cy", "Di"]
MARKUP = re.compile(r"<[^>]+>")


class Table(SceneTable):
    """A match, its scene in a QGraphicsView and the desk in a column, wired like the shell."""

    def __init__(self, qtbot, players: int = 3, seed: int = 5) -> None:
        options = {"players": players, "names": NAMES[:players]}
        super().__init__(qtbot, KoreaRules(), create_view, options, seed, (1000, 800))
        self.window = QWidget()
        qtbot.addWidget(self.window)
        layout = QVBoxLayout(self.window)
        self.desk = self.scene.side_widget()
        self.desk.set_beside(True)
        layout.addWidget(self.desk)
        self.window.resize(380, 1000)
        self.window.show()
        self.events: list = []
        self.show()

    @property
    def state(self):
        return self.match.state

    def show(self, events=()) -> None:
        d = self.match.decision()
        self.scene.show_state(self.match.state, self.match.legal_actions(), d, None, list(events))
        self.widget.fitInView(self.scene.sceneRect(), Qt.KeepAspectRatio)

    def _apply(self, action: Action) -> None:
        self.chosen.append(action)
        self.events = self.match.apply(action)
        self.show(self.events)

    def apply_for(self, seat: int, action: Action) -> None:
        """What the shell does with `seatActionChosen`."""
        self.chosen.append(action)
        self.events = self.match.apply(action, seat)
        self.show(self.events)

    def click(self, button) -> None:
        assert button is not None, "no such button on the desk"
        assert button.isVisible() and button.isEnabled(), f"{button.text()} cannot be pressed"
        self.qtbot.mouseClick(button, Qt.LeftButton)

    def play_draft(self) -> None:
        """The draft through the rules: each picker takes the first card offered."""
        while self.state.round_kind == "draft":
            self.match.apply(concretise(self.match.legal_actions()[0], None, "lo"))
        self.show()


def operating_at(table: Table, step: str, company: str = "SW") -> None:
    """Documented fields (state.py): `company` founded by Ana, operating at `step`."""
    state = table.state
    state.round_kind, state.draft, state.pending = "operating", {}, []
    state.hands = [[] for _ in range(state.players)]
    state.set_number, state.or_in_set = 1, 1
    state.par[company] = state.price[company] = 100
    state.director[company] = 0
    state.held[company] = [6] + [0] * (state.players - 1)
    state.treasury_shares[company], state.pool[company] = 4, 0
    state.treasury[company], state.trains[company], state.tokens_used[company] = 600, ["2"], 1
    state.cards[company] = []
    state.board = Board.of({"Q13": ("57", 2), "P12": ("57", 2)}, {"Q13": [company]})
    state.operating, state.or_step, state.track_points, state.built_hexes = company, step, 3, []
    state.train_market["2"] = 0  # the 3-train is on sale
    table.show()


# --------------------------------------------------------------------------- the draft


def test_the_draft_offers_each_card_the_picker_may_take_and_a_click_takes_it(qtbot):
    """K26: one button per face-up card of a tier the picker lacks; a click takes that card."""
    t = Table(qtbot)
    panel = t.desk.question
    assert t.desk.stack.currentWidget() is panel and panel.isVisible()
    offered = [key["card"] for key in panel.keys]
    assert offered == list(t.state.draft["pool"])
    assert all(t.scene.handles(a) for a in expand_choices(t.match.legal_actions()[0]))
    card = offered[1]
    assert teach_texts.tr  # the card's effect is on its button's tooltip
    assert panel.button_for(Action("pick_card", card=card)).toolTip()
    t.click(panel.button_for(Action("pick_card", card=card)))
    assert t.chosen[-1] == {"type": "pick_card", "card": card}
    assert card in t.state.hands[0]
    # the next picker may not take a second card of that tier: it is no longer offered to them
    tier = card[1]
    assert all(key["card"][1] != tier or t.state.draft["order"][0] != 0 for key in panel.keys)


# --------------------------------------------------------------------------- the stock round


def test_win_an_auction_and_set_the_par_price_by_clicking(qtbot):
    """Rulebook 7.3, K1, K2: the opening bid from the stock turn's auction row, the others pass
    in the bidding panel, the winner names the par price; the bid goes to the bank and twice
    the par into the treasury."""
    t = Table(qtbot)
    t.play_draft()
    assert t.state.sr_player() == 0
    market = t.desk.market
    key = Action("start_auction", company="JJ")
    set_spin(qtbot, t.desk.opening_bid, 20)
    assert market.buttons[key].text() == "Auction JJ, bid ₩20"
    assert key not in market.spins, "one opening bid for all the certificates on offer"
    t.click(market.buttons[key])
    bidding = t.desk.bidding
    assert t.desk.stack.currentWidget() is bidding and bidding.isVisible()
    assert bidding.spin.minimum() == 25 and bidding.spin.singleStep() == 5
    t.click(bidding.pass_button)  # Bo
    t.click(bidding.pass_button)  # Cy
    assert t.state.pending[-1]["kind"] == "par"
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question
    cash = t.state.cash[0]
    t.click(question.button_for(Action("set_par", price=70)))
    assert t.state.par["JJ"] == 70 and t.state.director["JJ"] == 0
    assert t.state.cash[0] == cash - 20 - 140
    assert t.state.treasury["JJ"] == 140


def test_a_raise_below_the_high_bid_is_refused_with_the_engines_sentence(qtbot):
    """K1: bids go up in steps of ₩5 from the high bid; a lower bid is explained and changes nothing."""
    t = Table(qtbot)
    t.play_draft()
    t.click(t.desk.market.buttons[Action("start_auction", company="JJ")])  # a bid of ₩0
    bidding = t.desk.bidding
    t.click(bidding.bid_button)  # Bo raises to the least bid, ₩5
    assert t.state.pending[-1]["high"] == 5 and t.state.pending[-1]["leader"] == 1
    before = len(t.chosen)
    t.desk.bidding.bid.emit(5)  # what a stale bid of ₩5 would send
    assert len(t.chosen) == before
    assert t.refusals[-1] == "The high bid is ₩5: bid at least ₩10, or pass."


def test_buy_and_sell_shares_from_the_stock_turn(qtbot):
    """Rulebook 7, K3-K6: a share bought from the IPO pays the company; selling puts shares in
    the pool at the market price; each row's button says the price before it is pressed."""
    t = Table(qtbot)
    t.play_draft()
    state = t.state
    state.par["JJ"] = state.price["JJ"] = 80
    state.director["JJ"] = 1
    state.held["JJ"] = [2, 2, 0]
    state.treasury_shares["JJ"], state.pool["JJ"] = 6, 0
    state.treasury["JJ"], state.trains["JJ"], state.tokens_used["JJ"], state.cards["JJ"] = 160, [], 0, []
    t.show()
    market = t.desk.market
    buy = Action("buy_share", company="JJ", source="treasury")
    assert market.buttons[buy].text() == "Buy JJ from the IPO (₩80)"
    cash = state.cash[0]
    t.click(market.buttons[buy])
    assert state.held["JJ"][0] == 3 and state.cash[0] == cash - 80 and state.treasury["JJ"] == 240
    sell = Action("sell", company="JJ")
    set_spin(qtbot, market.spins[sell], 1)
    assert market.buttons[sell].text() == "Sell 1 share of JJ (₩80)"
    t.click(market.buttons[sell])
    assert state.held["JJ"][0] == 2 and state.pool["JJ"] == 1 and state.cash[0] == cash
    # one purchase a turn: the buy rows are gone, the turn may end
    assert buy not in market.buttons
    t.click(market.buttons[Action("done")])
    assert state.sr_player() == 1


# --------------------------------------------------------------------------- the operating round


@pytest.mark.parametrize(("answer", "moves"), [("pay_dividend", 1), ("hold", -1)])
def test_dividend_or_hold_shows_the_price_move_before_it_is_chosen(qtbot, answer, moves):
    """K3, K7: each answer's button names the move its choice makes; the token then moves so."""
    t = Table(qtbot)
    t.play_draft()
    operating_at(t, "dividend")
    t.state.last_run = {"routes": [], "revenue": 120}
    t.show()
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question and question.isVisible()
    pay = question.button_for(Action("pay_dividend")).text()
    hold = question.button_for(Action("hold")).text()
    assert pay == "Pay out: ₩12 a share\nprice ₩100 → ₩110"
    assert hold == "Hold: ₩120 to the treasury\nprice ₩100 → ₩95"
    cash = t.state.cash[0]
    t.click(question.button_for(Action(answer)))
    assert t.state.price["SW"] == data_market.moved(100, moves)
    if answer == "pay_dividend":
        assert t.state.cash[0] == cash + 72 and t.state.treasury["SW"] == 600 + 48
    else:
        assert t.state.cash[0] == cash and t.state.treasury["SW"] == 720


def test_buy_the_train_on_sale_from_the_market(qtbot):
    """K13: the lowest train in the market, at its price, from the treasury."""
    t = Table(qtbot)
    t.play_draft()
    operating_at(t, "trains")
    button = t.desk.market.buttons[Action("buy_train", train="3")]
    assert button.text() == "Buy a 3-train (₩180)"
    t.click(button)
    assert t.state.trains["SW"] == ["2", "3"] and t.state.treasury["SW"] == 420


def test_buy_a_train_from_a_connected_company_at_a_price_its_director_accepts(qtbot):
    """K14: an offer at any price from ₩1 to the treasury; the seller's director accepts."""
    t = Table(qtbot)
    t.play_draft()
    operating_at(t, "trains")
    state = t.state
    state.par["SE"] = state.price["SE"] = 90
    state.director["SE"], state.held["SE"] = 1, [0, 2, 0]
    state.treasury_shares["SE"], state.pool["SE"] = 8, 0
    state.treasury["SE"], state.trains["SE"], state.tokens_used["SE"], state.cards["SE"] = 50, ["2"], 1, []
    state.board = Board.of({"Q13": ("57", 2), "P12": ("57", 2)}, {"Q13": ["SW"], "P12": ["SE"]})
    t.show()
    market = t.desk.market
    key = Action("offer_train", seller="SE", train="2")
    set_spin(qtbot, market.spins[key], 70)
    assert market.buttons[key].text() == "Offer ₩70 for SE's 2"
    t.click(market.buttons[key])
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question
    assert question.who.tag.name == "Bo"
    t.click(question.button_for(Action("accept")))
    assert state.trains["SW"] == ["2", "2"] and state.trains["SE"] == []
    assert state.treasury["SW"] == 530 and state.treasury["SE"] == 120


def test_a_forced_purchase_is_paid_by_the_directors_emergency_sales(qtbot):
    """K15: a company ending its turn without a train must buy one; the director pays the
    shortfall, selling one certificate at a time from the raise-cash panel."""
    t = Table(qtbot)
    t.play_draft()
    operating_at(t, "trains")
    state = t.state
    state.trains["SW"], state.treasury["SW"] = [], 100
    # Ana holds shares of JJ, directed by Bo, to sell
    state.par["JJ"] = state.price["JJ"] = 80
    state.director["JJ"], state.held["JJ"] = 1, [2, 3, 0]
    state.treasury_shares["JJ"], state.pool["JJ"] = 5, 0
    state.treasury["JJ"], state.trains["JJ"], state.tokens_used["JJ"], state.cards["JJ"] = 0, ["2"], 1, []
    state.cash[0] = 0
    t.show()
    t.click(t.desk.market.buttons[Action("done_trains")])
    assert state.pending[-1]["kind"] == "forced" and state.pending[-1]["shortfall"] == 80
    panel = t.desk.raise_cash
    assert t.desk.stack.currentWidget() is panel and panel.isVisible()
    assert panel.owed.text() == "₩80" and panel.left.text() == "still to raise ₩80"
    t.click(panel.button_for("Sell a share of JJ"))
    assert state.trains["SW"] == ["3"], "the sale covered the shortfall: the train is bought"
    assert state.held["JJ"][0] == 1 and state.cash[0] == 0 and state.treasury["SW"] == 0


# --------------------------------------------------------------------------- asset cards, the war


def test_a_card_is_attached_out_of_turn_from_the_card_panel(qtbot):
    """K24: a card may be attached at any moment, in another player's turn too, to a company
    of a pre-war row its holder directs."""
    t = Table(qtbot)
    t.play_draft()
    operating_at(t, "dividend", company="JJ")  # Ana's Jeonju Railway decides on its dividend
    state = t.state
    state.last_run = {"routes": [], "revenue": 120}
    state.par["GN"] = state.price["GN"] = 80
    state.director["GN"], state.held["GN"] = 1, [0, 2, 0]
    state.treasury_shares["GN"], state.pool["GN"] = 8, 0
    state.treasury["GN"], state.trains["GN"], state.tokens_used["GN"], state.cards["GN"] = 160, [], 0, []
    state.hands[1] = ["OB04"]
    t.show()
    assert t.match.decision().player == 0
    cards = t.desk.cards
    assert cards.isVisible()
    key = (1, Action("attach", card="OB04", company="GN"))
    assert t.scene.handles_out_of_turn(*key), "the shell shows no second button for it"
    assert cards.buttons[key].text() == "Attach Train Buyer\nto Gangneung Railway"
    t.scene.seatActionChosen.connect(t.apply_for)
    t.click(cards.buttons[key])
    assert state.cards["GN"] == ["OB04"] and state.hands[1] == []
    assert not cards.isVisible(), "nobody holds a card any more"


def test_a_card_is_sold_to_another_player_out_of_turn_in_the_trade_window(qtbot):
    """K24: a card not yet attached is offered to another player for an amount; the buyer
    accepts on the desk; two cards ticked at once get the engine's sentence and change nothing."""
    t = Table(qtbot)
    t.play_draft()
    operating_at(t, "dividend")
    state = t.state
    state.last_run = {"routes": [], "revenue": 120}
    state.hands[1] = ["OB04", "OC06"]
    t.show()
    t.scene.seatActionChosen.connect(t.apply_for)
    key = (1, Action("offer_card"))
    assert t.scene.handles_out_of_turn(1, Action("offer_card", card="OB04", buyer=2, price=50))
    t.click(t.desk.cards.buttons[key])
    sale = t.desk.sale
    assert sale.isVisible() and sale.me.tag.name == "Bo"
    sale.select_partner(2)
    for text in ("Train Buyer", "Rolling Stock Reserve"):
        sale.check_for(text).setChecked(True)
    set_spin(qtbot, sale.take_money, 50)
    t.click(sale.offer_button)
    assert t.refusals[-1] == "Offer one asset card at a time, for an amount of money."
    assert not state.pending and sale.isVisible()
    sale.check_for("Rolling Stock Reserve").setChecked(False)
    t.click(sale.offer_button)
    assert state.pending[-1]["kind"] == "card_offer" and not sale.isVisible()
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question and question.who.tag.name == "Cy"
    cash = state.cash[2]
    t.click(question.button_for(Action("accept")))
    assert state.hands[2] == ["OB04"] and state.cash[2] == cash - 50 and state.hands[1] == ["OC06"]


def test_the_korean_war_is_shown_with_what_it_removed_and_what_opens(qtbot):
    """K22: the war's panel says which companies left, what the board lost and what opens."""
    t = Table(qtbot)
    t.play_draft()
    t.state.war = "done"  # the position the war's events leave (the panel follows the state)
    events = [
        Event("war_outbreak"),
        Event("company_removed", company="KG"),
        Event("war_board"),
        Event("post_war_row", companies=["SW", "SE", "DJ"]),
        Event("war_over"),
    ]
    t.show(events)
    war = t.desk.war
    assert war.isVisible()
    text = t.desk.war_text.text()
    assert "Kanggye Railway has no station in the South and leaves the game" in text
    assert "The North leaves the map" in text
    assert "Now open to found: Suwon Railway, Seoul Railway, Daejeon Railway." in text
    t.click(t.desk.war_close)
    assert not war.isVisible()
    t.show()
    assert not war.isVisible(), "closed, it stays closed until the next war news"


# --------------------------------------------------------------------------- teaching


def test_the_round_and_step_line_lights_the_operating_step(qtbot):
    t = Table(qtbot)
    assert t.desk.round_label.text() == "Asset draft"
    t.play_draft()
    assert t.desk.round_label.text() == "Stock round 1"
    operating_at(t, "run")
    assert t.desk.round_label.text() == "Set 1, operating round 1 of 2: Suwon Railway"
    assert "▶ Run" in t.desk.steps_label.text() and "▶ Track" not in t.desk.steps_label.text()


def test_hovering_a_train_or_a_price_square_explains_it(qtbot):
    """Teaching: a train's tooltip says what its first purchase rusts and when it rusts; a price
    square's says where a dividend or a hold takes the token."""
    t = Table(qtbot)
    tip = t.desk.train_labels["4"].toolTip()
    assert "The first one bought rusts every 2-train." in tip
    assert "Rusts when the first 8E-train is bought." in tip
    assert "The Korean War breaks out" in tip
    square = t.scene.market.mapToScene(t.scene.market.square(data_market.PRICES.index(100)).center())
    assert t.scene.price_at(QPointF(square)) == 100
    text = teach_texts.price_tip(100)
    assert "Dividend of ₩100 or more: to ₩110." in text and "Dividend of ₩200 or more: to ₩120." in text


#: the action types the desk answers for whenever they are listed for the seat to act
DESK_DUTIES = frozenset(
    {"pick_card", "bid", "set_par", "sell", "buy_share", "start_auction", "done", "pass", "pay_dividend",
     "hold", "buy_train", "offer_train", "done_trains", "accept", "reject", "discard", "emergency_sell",
     "attach", "offer_card", "move_station", "choose_home", "reseat"}
)  # fmt: skip


def test_every_dialog_decision_of_a_bot_game_is_offered_on_the_desk(qtbot):
    """The view offers the model's legal actions and no others: over a long game between
    computer players, every listed draft, share, auction, par, dividend, train, offer, discard,
    emergency-sale and attach action of the seat to act is offered by the desk (the shell then
    shows no button for it), and everything the desk offers is listed."""
    t = Table(qtbot, players=4, seed=11)
    bot = KoreaBot(3)
    kinds = set()
    for _ in range(400):
        d = t.match.decision()
        if d is None:
            break
        kinds.add(d.kind if d.kind != "operating" else t.state.or_step)
        legal = t.match.legal_actions()
        for listed in legal:
            for concrete in expand_choices(listed):
                if concrete.type in DESK_DUTIES:
                    assert t.scene.handles(concrete), f"{concrete} is not offered at {d.kind}"
        for offered in t.desk.offered:
            assert any(
                offered.type == a.type and all(a.get(k) == v or k not in a for k, v in offered.items())
                for a in legal
            ), f"{offered} is offered but not listed"
        t.events = t.match.apply(bot.choose(t.rules, t.match.state, d.player))
        t.show(t.events)
    assert {"draft", "stock", "auction", "par", "dividend", "trains"} <= kinds


@pytest.mark.parametrize("code", ["ko", "ru"])
def test_the_desk_in_korean_or_russian_reads_no_english(window, qtbot, code):
    """Issue 14: every text of the desk (heads, buttons, the train market and its tooltips, the
    card tooltips) comes from the catalogues, through a game played in the shell."""
    window.set_language(code)
    window.start_new_game("18korea", {"players": 3, "names": NATIVE_NAMES[code]}, 11)
    page = window.page
    desk = page.view.side_widget()
    bot = KoreaBot(2)
    seen: list[str] = []
    for _ in range(220):
        d = page.match.decision()
        if d is None:
            break
        reveal(qtbot, page)
        for widget in desk.findChildren(QLabel) + desk.findChildren(QAbstractButton):
            if widget.isVisible():
                # rich text (the lit step, the train on sale): the words without the markup
                seen += [MARKUP.sub("", widget.text()), widget.toolTip()]
        page.play(bot.choose(page.rules, page.rules.clone(page.match.state), d.player))
    assert any(SCRIPT[code].search(text) for text in seen)
    problems = sorted({text for text in seen if english_left(text)})
    assert not problems, "\n".join(problems[:30])
