"""Millionaire view and desk, played by clicking the real items (issue 12, "View and teaching").

Board clicks go to `view.mapFromScene(...)` on the viewport, as a player's would; the desk's
dialogs (bidding, trade, raise cash, the Exchange) are clicked as real widgets. States are
prepared through the model: `rules.new_game` and small, documented edits of state fields (a
frame pushed on `state.pending`, plots given to a player), then `Table.show`.
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtWidgets import QVBoxLayout, QWidget  # noqa: E402

from boardgames_gui.engine.api import Action, find_listed  # noqa: E402
from boardgames_gui.games.millionaire import classic_jackpot_table as jackpot_table  # noqa: E402
from boardgames_gui.games.millionaire import money  # noqa: E402
from boardgames_gui.games.millionaire.currency import francs  # noqa: E402
from boardgames_gui.games.millionaire.rules import MillionaireRules  # noqa: E402
from boardgames_gui.games.millionaire.state import AFTER_ROLL, BEFORE_ROLL  # noqa: E402
from boardgames_gui.games.millionaire.view import create_view  # noqa: E402
from boardgames_gui.games.millionaire.view_faces import GEOMETRY  # noqa: E402
from boardgames_gui.games.millionaire.view_facts import rent_now  # noqa: E402
from tests.gui.scene_table import SceneTable  # noqa: E402
from tests.gui.shell_driver import set_spin  # noqa: E402

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Fay"]
CINEMA, KARAOKE, NIGHTCLUB = 1, 2, 4  # Classic and Elite: the entertainment plots (Elite: 1, 3)


class Table(SceneTable):
    """A match, its scene in a QGraphicsView with the desk under it, wired like the shell."""

    def __init__(self, qtbot, players: int = 3, edition: str = "classic", seed: int = 1) -> None:
        options = {"players": players, "names": NAMES[:players], "variants": {"edition": edition}}
        super().__init__(qtbot, MillionaireRules(), create_view, options, seed, (1000, 1000))
        self.window = QWidget()
        qtbot.addWidget(self.window)
        layout = QVBoxLayout(self.window)
        self.desk = self.scene.side_widget()
        layout.addWidget(self.desk)
        self.window.resize(1100, 420)
        self.window.show()
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
        """What the shell does with `seatActionChosen`: the match applies it for that seat."""
        self.events = self.match.apply(action, seat)
        self.show(self.events)

    def press(self, action: Action) -> None:
        """The shell's action-bar button for `action`: listed, and not offered by board or desk."""
        assert find_listed(self.match.legal_actions(), action), f"{action} is not a legal button now"
        assert not self.scene.handles(action), f"{action} is offered on the board or the desk"
        self.events = self.match.apply(action)
        self.show(self.events)

    def click_at(self, scene_point: QPointF) -> None:
        pos = self.widget.mapFromScene(scene_point)
        self.qtbot.mouseClick(self.widget.viewport(), Qt.LeftButton, pos=pos)

    def click_cell(self, index: int) -> None:
        self.click_at(GEOMETRY.cell_rect(index).center())

    def click_deed(self, action_type: str) -> None:
        rect = self.scene.deed_button_rect(action_type)
        assert rect is not None, f"the plot card has no {action_type} button"
        self.click_at(rect.center())

    def click(self, button) -> None:
        assert button.isVisible() and button.isEnabled(), f"{button.text()} cannot be pressed"
        self.qtbot.mouseClick(button, Qt.LeftButton)

    def lit(self) -> set[int]:
        return self.scene.board.highlighted()

    def turn_at(self, phase: str) -> None:
        """Documented edit: the current player's turn in this phase."""
        self.state.phase = phase
        self.show()


def test_buy_a_free_plot_by_clicking_it(qtbot):
    """M9: a free plot stopped on is bought at its price; the offered plot glows and a click buys it."""
    t = Table(qtbot)
    t.state.positions[0] = CINEMA
    t.state.phase = AFTER_ROLL
    t.state.pending.append({"kind": "buy", "player": 0, "space": CINEMA})  # the landing's frame
    t.show()
    assert CINEMA in t.lit()
    assert t.scene.deed.isVisible(), "the plot offered opens its card"
    t.click_cell(CINEMA)
    assert t.state.owner[CINEMA] == 0
    assert t.state.money[0] == 2000 - 70
    assert t.scene.board.face(CINEMA).owner == 0, "the owner's band shows on the cell"


def test_an_auction_with_three_bidders_in_the_bidding_panel(qtbot):
    """M9: a declined plot is auctioned; every seat bids or passes in turn, the decliner last."""
    t = Table(qtbot, players=3, edition="elite")
    t.state.phase = AFTER_ROLL
    t.state.positions[0] = CINEMA
    t.state.pending.append({"kind": "buy", "player": 0, "space": CINEMA})
    t.show()
    t.press(Action("decline"))
    panel = t.desk.bidding
    assert t.desk.stack.currentWidget() is panel and panel.isVisible()
    assert panel.bidder.tag.name == "Bo"
    t.click(panel.bid_button)  # Bo opens at the lowest bid
    assert t.match.decision().player == 2
    assert "Bo" in panel.leader.tag.name
    set_spin(qtbot, panel.spin, 62)  # typed off the steps of 10 F from 45 F: the panel snaps it
    t.click(panel.bid_button)  # Cy bids 65 F
    assert t.match.decision().player == 0
    t.click(panel.pass_button)  # Ana, the decliner, passes
    t.click(panel.pass_button)  # Bo passes: Cy wins
    assert t.state.owner[CINEMA] == 2
    assert t.state.money[2] == 2000 - 65
    assert t.refusals == []


def test_build_evenly_from_the_plot_card(qtbot):
    """M25: a monopolist builds evenly: after one branch on a plot only the others glow."""
    t = Table(qtbot)
    for space in (CINEMA, KARAOKE, NIGHTCLUB):
        t.state.owner[space] = 0  # documented edit: Ana holds the whole industry
    t.turn_at(BEFORE_ROLL)
    assert {CINEMA, KARAOKE, NIGHTCLUB} <= t.lit()
    t.click_cell(CINEMA)
    t.click_deed("build")
    assert t.state.buildings[CINEMA] == 1
    assert CINEMA not in t.lit() and {KARAOKE, NIGHTCLUB} <= t.lit()
    assert t.scene.deed_button_rect("build") is None, "no second branch here before the others"
    assert t.scene.board.face(CINEMA).level == 1


def test_mortgage_and_redeem_from_the_plot_card(qtbot):
    """M12: a plot is mortgaged for half its price and redeemed (before the roll) for half + 10 %."""
    t = Table(qtbot)
    t.state.owner[CINEMA] = 0
    t.turn_at(BEFORE_ROLL)
    t.click_cell(CINEMA)
    t.click_deed("mortgage")
    assert t.state.mortgaged[CINEMA] and t.state.money[0] == 2000 + 35
    assert t.scene.board.face(CINEMA).mortgaged
    t.click_cell(CINEMA)
    t.click_deed("redeem")
    assert not t.state.mortgaged[CINEMA]
    assert t.state.money[0] == 2000 + 35 - 42


def test_a_trade_both_sides_confirm(qtbot):
    """Trades: the offerer picks both sides' plots and money in the trade window; the partner
    sees both sides and accepts."""
    t = Table(qtbot, players=2)
    t.state.owner[CINEMA] = 0
    t.state.owner[KARAOKE] = 1
    t.turn_at(BEFORE_ROLL)
    t.click(t.desk.trade_button)
    trade = t.desk.trade
    assert t.desk.stack.currentWidget() is trade
    trade.check_for("Cinema").setChecked(True)
    trade.check_for("Karaoke club").setChecked(True)
    set_spin(qtbot, trade.give_money, 50)
    t.click(trade.offer_button)
    assert t.match.decision().kind == "trade_answer"
    answer = t.desk.answer
    assert t.desk.stack.currentWidget() is answer
    assert "Karaoke club" in answer.you_give.text() and "Cinema" in answer.you_get.text()
    t.click(answer.accept_button)
    assert t.state.owner[CINEMA] == 1 and t.state.owner[KARAOKE] == 0
    assert t.state.money == [1950, 2050]


def test_a_jackpot_play_spins_the_three_columns(qtbot):
    """2.9: on the Jackpot a bet spins three columns; the machine shows the drawn symbols."""
    t = Table(qtbot)
    t.scene.animations_enabled = True
    t.state.positions[0] = 20
    t.state.phase = AFTER_ROLL
    t.state.pending.append({"kind": "jackpot", "player": 0})  # the Jackpot cell's frame
    t.show()
    assert t.scene.centre.reel_lit
    market = t.desk.market
    set_spin(qtbot, market.spins[Action("bet")], 50)
    t.click(market.buttons[Action("bet")])
    assert t.state.money[0] != 2000 or t.state.jackpot != 200
    spin = next(e for e in t.events if e["type"] == "jackpot_spin")
    assert t.scene.jackpot_spinning()
    t.click_at(GEOMETRY.centre_rect().center())  # a click skips the animation
    assert not t.scene.jackpot_spinning()
    assert t.scene.centre.reels == jackpot_table.symbols(spin["columns"])


def test_an_exchange_roll_with_a_share_purchase(qtbot):
    """M27: on the Exchange a player buys shares, rolls the Exchange, and sees the price move."""
    from boardgames_gui.games.millionaire import elite_steps

    t = Table(qtbot, edition="elite")
    t.state.phase = AFTER_ROLL
    t.state.positions[0] = 7
    elite_steps.open_exchange(t.state, 0)  # what stopping on the Exchange cell does
    t.show()
    market = t.desk.market
    assert market.isVisible()
    spin = market.spins[Action("buy_shares")]
    set_spin(qtbot, spin, 3)
    price = t.state.share_price
    t.click(market.buttons[Action("buy_shares")])
    assert t.state.shares[0] == 3 and t.state.money[0] == 2000 - 3 * price
    t.scene.animations_enabled = True
    t.click(market.buttons[Action("exchange_roll")])
    moved = next(e for e in t.events if e["type"] == "share_price")
    if moved["new"] != moved["old"]:
        assert t.scene.centre.share_price == francs(moved["old"]), "the price moves from the old figure"
    t.click_at(GEOMETRY.centre_rect().center())  # a click skips the animation
    assert t.scene.centre.share_price == francs(moved["new"])
    assert t.scene.centre.share_move == moved["new"] - moved["old"]


def test_buy_insurance_before_the_roll(qtbot):
    """M13: policies are bought before the roll from the desk, one of each colour."""
    t = Table(qtbot, edition="elite")
    t.turn_at(BEFORE_ROLL)
    button = t.desk.market.buttons[Action("buy_policy", colour="green")]
    t.click(button)
    assert "green" in t.state.policies[0]
    assert [initial for _, initial in t.scene.centre.turn_policies] == ["G"], "the banner shows the policy"
    assert Action("buy_policy", colour="green") not in t.desk.market.buttons


def test_raise_cash_for_a_debt_then_pay(qtbot):
    """M17: a debt cash does not cover lists every sellable thing with what it yields; raising
    enough enables Pay."""
    t = Table(qtbot)
    t.state.owner[NIGHTCLUB] = 0
    t.state.money[0] = 20
    t.state.phase = AFTER_ROLL
    money.charge(t.state, 0, "bank", 50, "tax")  # pushes the debt frame
    t.show()
    panel = t.desk.raise_cash
    assert t.desk.stack.currentWidget() is panel
    assert not panel.pay_button.isEnabled()
    assert NIGHTCLUB in t.lit()
    t.click(panel.button_for("Mortgage Night club"))
    assert t.state.mortgaged[NIGHTCLUB] and t.state.money[0] == 20 + 45
    t.click(panel.pay_button)
    assert not t.state.pending and t.state.money[0] == 15


def test_a_bankruptcy_from_the_raise_cash_panel(qtbot):
    """M17: when even selling everything cannot cover a debt, the player goes bankrupt."""
    t = Table(qtbot)
    t.state.owner[CINEMA] = 0
    t.state.money[0] = 10
    t.state.phase = AFTER_ROLL
    money.charge(t.state, 0, 1, 500, "rent")
    t.show()
    panel = t.desk.raise_cash
    assert panel.give_up_button.isEnabled()
    t.click(panel.give_up_button)
    assert t.state.bankrupt[0]
    assert t.scene.tokens[0].out


def test_a_refused_click_says_the_engines_sentence(qtbot):
    """Every refusal is the engine's sentence: building on a plot without the whole industry."""
    t = Table(qtbot)
    t.state.owner[CINEMA] = 0
    t.turn_at(AFTER_ROLL)
    t.state.mortgaged[CINEMA] = True  # nothing else may be done with it after the roll
    t.show()
    t.click_cell(CINEMA)
    expected = t.rules.refusal(t.state, Action("build", space=CINEMA)).message
    assert t.refusals == [expected]


def test_tooltips_name_the_plot_its_figures_and_owner(qtbot):
    t = Table(qtbot)
    t.state.owner[CINEMA] = 1
    t.show()
    tip = t.scene.cell_item(CINEMA).toolTip()
    assert "Cinema" in tip and "Кинотеатр" in tip and "70 F" in tip and "Bo" in tip


def test_insurance_covers_a_fortune_card_and_the_wheel_shows_it_in_force(qtbot):
    """M13, M7: an Orange policy holder harmed by a Fortune card is asked and uses the policy
    (used up); the card then lies on the Wheel of Fortune in force, shown in the centre."""
    from boardgames_gui.games.millionaire import elite_wheel

    t = Table(qtbot, edition="elite")
    t.state.owner[CINEMA] = 0  # Antimonopoly law harms plot owners
    t.state.policies[0] = ["orange"]
    deck = t.state.decks["fortune"]
    deck.remove("fortune:9")
    deck.insert(0, "fortune:9")  # documented edit: the card on top of the deck
    t.state.phase = AFTER_ROLL
    elite_wheel.draw(t.state, 0)  # what stopping on a Fortune cell does
    t.rules.settle(t.state)
    t.show()
    assert t.match.decision().kind == "fortune_cover"
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question and question.isVisible()
    assert "Antimonopoly law" in question.text.text(), "the panel names the card it covers"
    t.click(question.button_for(Action("use_policy", colour="orange")))  # the dialog's button
    assert t.state.fortune_active == "fortune:9"
    centre = t.scene.centre
    assert "Antimonopoly law" in centre.active_title
    assert centre.wheel_active == t.state.wheel.index("fortune:9")
    assert any(0 in seats for seats in t.state.fortune_exempt.values())
    assert "orange" not in t.state.policies[0]


def test_classic_decliner_sets_the_starting_price_then_the_round_is_bid(qtbot):
    """M9 (Classic): the decliner names the starting price in the desk, then every seat bids
    or passes in turn in the bidding panel."""
    t = Table(qtbot, players=3)
    t.state.phase = AFTER_ROLL
    t.state.positions[0] = CINEMA
    t.state.pending.append({"kind": "buy", "player": 0, "space": CINEMA})
    t.show()
    t.press(Action("decline"))
    market = t.desk.market
    set_spin(qtbot, market.spins[Action("set_start")], 40)
    t.click(market.buttons[Action("set_start")])
    panel = t.desk.bidding
    assert panel.isVisible() and "40 F" in panel.high.text()
    t.click(panel.pass_button)  # Bo
    t.click(panel.bid_button)  # Cy at 40 F
    t.click(panel.pass_button)  # Ana
    assert t.state.owner[CINEMA] == 2 and t.state.money[2] == 2000 - 40


def test_six_tokens_share_a_cell_without_overlapping(qtbot):
    """2-6 players: every token has its own slot on a cell."""
    t = Table(qtbot, players=6)
    boxes = [token.sceneBoundingRect() for token in t.scene.tokens]
    for a in range(6):
        for b in range(a + 1, 6):
            assert not boxes[a].intersects(boxes[b])


def test_money_paid_rises_above_the_token(qtbot):
    """LOOK.md motion: cash that changes hands shows above the token, and a click skips it."""
    t = Table(qtbot)
    t.scene.animations_enabled = True
    t.state.positions[0] = CINEMA
    t.state.phase = AFTER_ROLL
    t.state.pending.append({"kind": "buy", "player": 0, "space": CINEMA})
    t.show()
    t.click_cell(CINEMA)
    pop = t.scene.pops[0]
    assert pop.isVisible() and pop.text == "−" + francs(70) and not pop.gain
    t.click_at(GEOMETRY.centre_rect().center())
    assert not pop.isVisible()


def test_insurance_is_bought_then_covers_a_red_payment_in_the_question_panel(qtbot):
    """M13: a Red policy bought from the desk before the roll is offered when a large rent is
    due; the holder uses it in the question panel and the bank pays the owner instead."""
    t = Table(qtbot, edition="elite")
    t.turn_at(BEFORE_ROLL)
    t.click(t.desk.market.buttons[Action("buy_policy", colour="red")])  # the real dialog
    assert "red" in t.state.policies[0] and t.state.money[0] == 2000 - 500
    t.state.phase = AFTER_ROLL
    t.state.pending.append(
        {"kind": "red_cover", "player": 0, "to": 1, "amount": 400, "reason": "rent", "space": CINEMA}
    )  # documented edit: the frame a rent of 400 F due to Bo pushes for a Red holder
    t.show()
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question
    assert t.scene.handles(Action("decline_policy")), "the panel offers it: no action-bar button"
    t.click(question.button_for(Action("use_policy", colour="red")))
    assert "red" not in t.state.policies[0]
    assert t.state.money == [1500, 2400, 2000]


def test_tax_police_asks_roll_pay_or_amnesty_in_the_question_panel(qtbot):
    """M22: held at Tax Police, the turn begins with a question: roll for doubles or pay 50 F."""
    t = Table(qtbot)
    t.state.positions[0] = 30
    t.state.detained[0] = 1
    t.state.pending.append({"kind": "police", "player": 0})  # documented edit: held at Tax Police
    t.show()
    assert t.match.decision().kind == "police"
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question and "Tax Police" in question.head.text()
    assert question.button_for(Action("roll")) is not None
    t.click(question.button_for(Action("pay_fine")))
    assert t.state.money[0] == 2000 - 50 and not t.state.detained[0]


def test_tax_inspection_stay_asks_in_the_question_panel(qtbot):
    """Elite Tax Inspection's stay [RULE]: pay 50 F or roll for doubles, from the question panel."""
    t = Table(qtbot, edition="elite")
    t.state.positions[0] = 10
    t.state.detained[0] = 1
    t.state.pending.append({"kind": "inspection", "player": 0})  # documented edit: held there
    t.show()
    question = t.desk.question
    assert t.desk.stack.currentWidget() is question and "Tax Inspection" in question.head.text()
    t.click(question.button_for(Action("roll")))
    assert any(e["type"] == "dice" for e in t.events)


def test_other_players_trade_shares_through_the_broker_window(qtbot):
    """M27: while Ana is on the Exchange, Bo buys shares through her from the broker window,
    paying her 5 % of the trade; his seat acts, not hers, and he may do it only once."""
    from boardgames_gui.games.millionaire import elite_steps

    t = Table(qtbot, edition="elite")
    seat_actions = []
    t.scene.seatActionChosen.connect(lambda seat, action: seat_actions.append((seat, action)))
    t.scene.seatActionChosen.connect(lambda seat, action: t.apply_for(seat, action))
    t.state.phase = AFTER_ROLL
    t.state.positions[0] = 7
    elite_steps.open_exchange(t.state, 0)  # what stopping on the Exchange cell does
    t.show()
    broker = t.desk.broker
    assert broker.isVisible() and "Ana" in broker.note.text()
    assert (1, Action("buy_shares")) in broker.buttons and (2, Action("buy_shares")) in broker.buttons
    price = t.state.share_price
    set_spin(qtbot, broker.spins[(1, Action("buy_shares"))], 4)
    t.click(broker.buttons[(1, Action("buy_shares"))])
    assert seat_actions == [(1, Action("buy_shares", count=4))]
    fee = 4 * price * 5 // 100
    assert t.state.shares[1] == 4
    assert t.state.money[1] == 2000 - 4 * price - fee and t.state.money[0] == 2000 + fee
    assert (1, Action("buy_shares")) not in broker.buttons, "one trade through the broker each"
    assert (2, Action("buy_shares")) in broker.buttons
    assert t.match.decision().player == 0, "the table still waits for the player on the Exchange"
    t.click(t.desk.market.buttons[Action("exchange_roll")])
    t.click(t.desk.market.buttons[Action("done")])
    assert not broker.isVisible(), "the window closes with the Exchange"


def test_a_move_draws_again_only_the_parts_of_the_centre_that_changed(qtbot, monkeypatch):
    """Issue 15, speed: the centre (title, turn, Jackpot machine, wheel, shares, card, dice)
    was one picture drawn again whole at every move (5-8 ms). A part whose content did not
    change is not painted on a move; a part whose content changed is painted with the new
    figures (the share price, the jackpot)."""
    from boardgames_gui.games.millionaire import view_centre
    from boardgames_gui.widgets import itemcache
    from tests.gui.paint_count import count_paints, record_texts, settle

    counts = count_paints(monkeypatch, view_centre, itemcache)
    t = Table(qtbot, edition="elite")
    centre = t.scene.centre

    def shown(events=()) -> None:  # as the window shows a move: the board keeps its zoom
        t.scene.show_state(t.state, t.match.legal_actions(), t.match.decision(), None, list(events))
        settle()

    settle()
    before = {id(part): part.shows for part, _ in centre._parts()}
    counts.clear()
    shown(t.match.apply(Action("roll")))
    assert counts[id(centre)] == 0  # the paper
    unchanged = [part for part, _ in centre._parts() if part.shows == before[id(part)]]
    changed = [part for part, _ in centre._parts() if part.shows != before[id(part)]]
    assert centre.title_part in unchanged and centre.turn_part in changed
    assert [counts[id(part)] for part in unchanged] == [0] * len(unchanged)
    assert all(counts[id(part)] >= 1 for part in changed)

    texts = record_texts(monkeypatch)
    counts.clear()
    t.state.share_price += 10  # documented edits: a new share price and jackpot
    t.state.jackpot += 100
    shown()
    assert counts[id(centre.lower_part)] == 1 and francs(t.state.share_price) in texts
    assert counts[id(centre.machine_part)] == 1 and francs(t.state.jackpot) in texts
    assert counts[id(centre.title_part)] == counts[id(centre.turn_part)] == 0


def test_the_plot_card_is_drawn_again_only_when_what_it_shows_changes(qtbot, monkeypatch):
    """Issue 15, speed: the open plot card was not cached: it was drawn again (2 ms) at every
    move and at every frame the board was painted while it was open. Shown again unchanged,
    or repainted, it is not drawn; its rent changed by a building, it is drawn with the
    new figure."""
    from boardgames_gui.games.millionaire import view_centre
    from tests.gui.paint_count import count_paints, record_texts, settle

    counts = count_paints(monkeypatch, view_centre)
    t = Table(qtbot)
    for space in (CINEMA, KARAOKE, NIGHTCLUB):  # documented edit: Ana owns the industry
        t.state.owner[space] = 0
    t.state.positions[0] = CINEMA
    t.show()
    t.click_cell(CINEMA)
    deed = t.scene.deed
    assert deed.isVisible()
    settle()
    counts.clear()

    def shown() -> None:  # as the window shows a move: the board keeps its zoom
        t.scene.show_state(t.state, t.match.legal_actions(), t.match.decision(), None, [])
        settle()

    shown()
    t.widget.viewport().repaint()
    assert counts[id(deed)] == 0
    texts = record_texts(monkeypatch)
    rent = deed.owner_line
    t.state.buildings[CINEMA] = 1  # documented edit: a branch on the cinema
    shown()
    t.widget.viewport().repaint()
    assert counts[id(deed)] == 1 and deed.owner_line != rent
    assert deed.owner_line.endswith(francs(rent_now(t.state, CINEMA))) and deed.owner_line in texts
