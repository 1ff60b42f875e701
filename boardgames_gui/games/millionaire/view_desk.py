"""The desk under the Millionaire board: the shared dialog panels (widgets/bidding.py,
raisecash.py, tradewindow.py, market.py) filled for the decision at hand.

- an auction: the bidding round (the lot, the high bid, whose turn, bid or pass);
- a trade to answer: both sides spelled out, accept or reject;
- a debt: raise cash (every sellable thing with what it yields, the debt left), pay or go bankrupt;
- the Exchange: the share price, buy or sell shares, the Exchange roll, done;
- a turn: the Trade… button (the trade window for two players), and in Elite shares and
  insurance to buy or sell;
- a question (held at Tax Police or Tax Inspection; an insurance policy to use or keep): one
  button per answer;
- while a player is on the Exchange, the broker window: every other person at the table may
  trade shares once through that player, paying the commission (M27); those actions go out
  for their own seat (`GameView.choose_for`).

Every choice becomes an action that goes through `GameView.choose`, so a refusal is the
engine's own sentence. Whatever the desk does not offer, the shell's action bar does.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.api import Action, Choice, Range, Subset, still_possible
from ...engine.i18n import noop, tr, tr_n
from ...widgets import theme
from ...widgets.bidding import BiddingPanel
from ...widgets.brokerpanel import BrokerPanel
from ...widgets.dialogkit import SeatTag, lay_out, scrolling_column, show_page
from ...widgets.market import MarketPanel, MarketRow
from ...widgets.question import QuestionPanel
from ...widgets.raisecash import RaiseCashPanel
from ...widgets.tradewindow import TradeAnswerPanel, TradePanel, TradeSide
from . import classic_texts, elite_shares, elite_texts
from . import data as D
from . import elite_cards as EC
from .currency import francs
from .names import CTX, creditor_label, space_label

if TYPE_CHECKING:
    from .view import MillionaireView

#: action types the desk offers (the shell shows no button for them while the desk is up)
DESK_TYPES = frozenset(
    {"offer_trade", "bid", "pass", "accept", "reject", "pay", "go_bankrupt", "buy_shares", "sell_shares",
     "exchange_roll", "buy_policy", "bet", "walk_past", "set_start", "done"}
)  # fmt: skip
SHARE_TYPES = ("buy_shares", "sell_shares")
#: decisions the question panel asks, with its head
QUESTION_HEADS = {
    "police": noop(CTX, "Tax Police"),
    "inspection": noop(CTX, "Tax Inspection"),
    "fortune_cover": noop(CTX, "Insurance"),
    "auction_cover": noop(CTX, "Insurance"),
    "red_cover": noop(CTX, "Insurance"),
}
#: the answers the question panel offers (while a question is asked)
QUESTION_TYPES = frozenset({"roll", "pay_fine", "use_card", "use_policy", "decline_policy", "cover_point"})
#: actions with an amount the market row's spin box sets: (the field, the button's text)
AMOUNT_ROWS = {
    "bet": ("amount", noop(CTX, "Bet {amount}")),
    "set_start": ("price", noop(CTX, "Start the auction at {amount}")),
}
#: the market panel's head by decision
MARKET_HEADS = {
    "exchange": noop(CTX, "Exchange"),
    "broker": noop(CTX, "Exchange"),
    "jackpot": noop(CTX, "Jackpot"),
    "start_price": noop(CTX, "Auction"),
}
#: the market panel's head when the decision has none of its own
SHARES_HEAD = noop(CTX, "Shares and insurance")
#: actions of one button
BUTTON_ROWS = {
    "exchange_roll": noop(CTX, "Roll the Exchange"),
    "walk_past": noop(CTX, "Walk past"),
    "done": noop(CTX, "Done"),
}


def _plain(action: Mapping[str, Any]) -> Action:
    return Action(**dict(action))


def _values(options: list) -> list:
    """Every value a Subset template (or plain list) among `options` offers, in order."""
    out: list = []
    for option in options:
        for value in option.values if isinstance(option, Subset) else option:
            if value not in out:
                out.append(value)
    return out


def _most(options: list) -> int:
    """The highest amount a Range template (or plain amount) among `options` allows."""
    return max((option.hi if isinstance(option, Range) else int(option) for option in options), default=0)


class Desk(QWidget):
    def __init__(self, view: MillionaireView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        # a column beside the board scrolls when a long trade is taller than the window
        self.scroll, layout = scrolling_column()
        self.column = layout
        outer.addWidget(self.scroll)
        layout.setContentsMargins(6, 4, 6, 4)
        self.tools = QWidget()
        tools = self.tools_box = QHBoxLayout(self.tools)
        tools.setContentsMargins(0, 0, 0, 0)
        self.trade_button = QPushButton()
        self.trade_button.clicked.connect(self.open_trade)
        self.trade_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        tools.addWidget(self.trade_button)
        self.market = MarketPanel()
        tools.addWidget(self.market, 1)
        tools.addStretch(0)
        layout.addWidget(self.tools)
        self.stack = QStackedWidget()
        self.bidding = BiddingPanel()
        self.answer = TradeAnswerPanel()
        self.raise_cash = RaiseCashPanel()
        self.trade = TradePanel()
        self.question = QuestionPanel()
        for panel in (self.bidding, self.answer, self.raise_cash, self.trade, self.question):
            self.stack.addWidget(panel)
        layout.addWidget(self.stack)
        self.broker = BrokerPanel()
        layout.addWidget(self.broker)
        self.broker.chosen.connect(self._broker)
        self.question.chosen.connect(lambda action: self.view.choose(action))
        self.bidding.bid.connect(lambda amount: self.view.choose(Action("bid", amount=amount)))
        self.bidding.passed.connect(lambda: self.view.choose(Action("pass")))
        self.answer.accepted.connect(lambda: self.view.choose(Action("accept")))
        self.answer.rejected.connect(lambda: self.view.choose(Action("reject")))
        self.raise_cash.pay.connect(lambda: self.view.choose(Action("pay")))
        self.raise_cash.give_up.connect(lambda: self.view.choose(Action("go_bankrupt")))
        self.raise_cash.chosen.connect(self._raise)
        self.trade.offered.connect(self._offer)
        self.trade.cancelled.connect(self.close_trade)
        self.market.chosen.connect(self._market)
        self.trading = False
        #: beside the board (a column, always shown so the board never re-fits) or under it
        self.beside = False
        layout.addStretch(1)
        self.setVisible(False)

    def set_beside(self, beside: bool) -> None:
        """A column beside the board: every panel one row under another."""
        self.beside = beside
        lay_out(beside, self.tools_box)
        for widget in (
            self.market,
            self.bidding,
            self.answer,
            self.raise_cash,
            self.trade,
            self.question,
            self.broker,
        ):
            widget.set_narrow(beside)
        self.trade_button.setSizePolicy(
            QSizePolicy.Policy.Preferred if beside else QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed
        )

    # ----- what the desk shows for a decision

    def show_decision(self, view: MillionaireView) -> None:
        state, decision, legal = view.state, view.decision, view.legal
        kinds = {a.get("type") for a in legal}
        if decision is None:
            self.setVisible(self.beside)
            self.tools.setVisible(False)
            self.stack.setVisible(False)
            self.broker.setVisible(False)
            return
        names = list(state.options["names"])
        self.tags = [
            SeatTag(theme.player_color(state.options, seat), letter, names[seat])
            for seat, letter in enumerate(theme.seat_letters(names))
        ]
        panel: QWidget | None = None
        if decision.kind == "auction":
            self._show_auction(state, decision.info, legal)
            panel = self.bidding
        elif decision.kind == "trade_answer":
            self._show_answer(state, decision.info)
            panel = self.answer
        elif decision.kind == "debt":
            self._show_debt(state, decision.info, legal)
            panel = self.raise_cash
        elif decision.kind in QUESTION_HEADS and self._show_question(state, decision, legal):
            panel = self.question
        elif self.trading and "offer_trade" in kinds:
            panel = self.trade
        else:
            self.trading = False
        if decision.kind in QUESTION_HEADS:
            self.trading = False
        self.trade_button.setText(tr(CTX, "Trade…"))
        can_trade = "offer_trade" in kinds and panel is None
        self.trade_button.setVisible(can_trade)
        rows = self._market_rows(state, legal)
        self.market.setVisible(bool(rows))
        if rows:
            move = view.centre.share_move
            self.market.show_market(
                tr(CTX, MARKET_HEADS.get(decision.kind, SHARES_HEAD)),
                tr(CTX, "share {price}", price=francs(state.share_price))
                if state.edition == D.ELITE and decision.kind not in ("jackpot", "start_price")
                else "",
                (("▲ " if move > 0 else "▼ ") + francs(abs(move))) if move else "",
                rows,
            )
        self.tools.setVisible(can_trade or bool(rows))
        self.stack.setVisible(panel is not None)
        if panel is not None:
            show_page(self.stack, panel)
        brokering = self._show_broker(state, decision)
        self.setVisible(self.beside or can_trade or bool(rows) or panel is not None or brokering)

    def brokers(self, seat: int, action: Mapping[str, Any]) -> bool:
        """True if the broker window offers this share trade of `seat` now."""
        return self.broker.isVisibleTo(self) and (seat, Action(action.get("type"))) in self.broker.buttons

    def asks(self, decision: Any, action: Mapping[str, Any]) -> bool:
        """True if the question panel offers this action now (so the shell needs no button)."""
        return (
            decision is not None and decision.kind in QUESTION_HEADS and action.get("type") in QUESTION_TYPES
        )

    def _answers(self, state: Any, legal: list) -> list[tuple[str, Action]]:
        """One answer per listed question action, a template's values one by one."""
        answers = []
        for action in legal:
            kind = action.get("type")
            if kind not in QUESTION_TYPES:
                continue
            if kind == "use_policy" and isinstance(action.get("colour"), Choice):
                for colour in action["colour"].values:
                    text = tr(CTX, "Use the {policy}", policy=elite_texts.policy_name(colour))
                    answers.append((text, Action(kind, colour=colour)))
            elif kind == "cover_point" and isinstance(action.get("point"), Choice):
                for point in action["point"].values:
                    answers.append((tr(CTX, "Cover point {point}", point=point), Action(kind, point=point)))
            else:
                plain = _plain(action)
                answers.append((self.view.rules.action_label(state, plain), plain))
        return answers

    def _show_question(self, state: Any, decision: Any, legal: list) -> bool:
        answers = self._answers(state, legal)
        if not answers:
            return False
        text = decision.prompt
        card = decision.info.get("card")
        if decision.kind == "fortune_cover" and card:
            text = tr(
                CTX, "{card}: {text}", card=elite_texts.card_title(card), text=elite_texts.card_text(card)
            )
            text = decision.prompt + "\n" + text
        self.question.show_question(
            tr(CTX, QUESTION_HEADS[decision.kind]), self.tags[decision.player], text, answers
        )
        return True

    def _show_broker(self, state: Any, decision: Any) -> bool:
        """M27: the broker window, for every person (not a computer) who may trade through the
        player on the Exchange now."""
        if not state.exchange or decision.kind == "trade_answer":
            self.broker.setVisible(False)
            return False
        broker = state.exchange["broker"]
        kinds = state.options.get("seats") or ["human"] * len(state.options["names"])
        seats = []
        for seat in decision.actors():
            if seat == decision.player or seat == broker or kinds[seat] != "human":
                continue
            rows = self._broker_rows(state, seat, broker, self.view.rules.legal_actions(state, seat))
            if rows:
                seats.append((seat, self.tags[seat], rows))
        self.broker.setVisible(bool(seats))
        if seats:
            names = list(state.options["names"])
            self.broker.show_broker(
                tr(CTX, "Through the broker"),
                tr(
                    CTX,
                    "Each player may make one share trade through {broker}, who is on the Exchange, "
                    "for a commission of {percent} % of it. Share {price}.",
                    broker=names[broker],
                    percent=EC.BROKER_PERCENT,
                    price=francs(state.share_price),
                ),
                seats,
            )
        return bool(seats)

    def _broker_rows(self, state: Any, seat: int, broker: int, legal: list) -> list[MarketRow]:
        rows = []
        price = state.share_price
        for action in legal:
            kind = action.get("type")
            if kind not in SHARE_TYPES or not isinstance(action.get("count"), Range):
                continue
            span = action["count"]

            def text(n: int, kind: str = kind) -> str:
                amount = n * price
                fee = francs(elite_shares.commission_on(amount))
                if kind == "buy_shares":
                    return tr_n(
                        CTX, "Buy {n} share ({amount} + {fee})", "Buy {n} shares ({amount} + {fee})", n,
                        amount=francs(amount), fee=fee,
                    )  # fmt: skip
                return tr_n(
                    CTX, "Sell {n} share ({amount} − {fee})", "Sell {n} shares ({amount} − {fee})", n,
                    amount=francs(amount), fee=fee,
                )  # fmt: skip

            rows.append(MarketRow(_plain({"type": kind}), text, span.lo, span.hi, span.step))
        return rows

    def _show_auction(self, state: Any, info: Mapping[str, Any], legal: list) -> None:
        space = info["space"]
        bids = next(
            (a["amount"] for a in legal if a.get("type") == "bid" and isinstance(a.get("amount"), Range)),
            None,
        )
        leader = info.get("leader")
        high = (
            tr(CTX, "high bid {amount}", amount=francs(info["high"]))
            if leader is not None
            else tr(CTX, "opens at {amount}", amount=francs(info["start"]))
        )
        bidder = info["player"]
        standings = []
        for seat in info.get("bidders", []):
            note = (
                tr(CTX, "leads") if seat == leader else tr(CTX, "to bid") if seat == bidder else tr(CTX, "in")
            )
            standings.append((self.tags[seat], note))
        self.bidding.show_round(
            tr(CTX, "Auction: {plot}", plot=space_label(state, space)),
            high,
            self.tags[leader] if leader is not None else None,
            self.tags[bidder],
            bids.lo if bids is not None else None,
            bids.hi if bids is not None else None,
            bids.step if bids is not None else D.BID_STEP,
            francs,
            standings,
        )

    def _item_label(self, state: Any, item: Any) -> str:
        if isinstance(item, int):
            return space_label(state, item)
        texts = elite_texts if state.edition == D.ELITE else classic_texts
        return texts.card_title(item)

    def _show_answer(self, state: Any, info: Mapping[str, Any]) -> None:
        offer = info["offer"]
        gets = [self._item_label(state, item) for item in offer["give"]]
        gives = [self._item_label(state, item) for item in offer["take"]]
        if offer["give_money"]:
            gets.append(francs(offer["give_money"]))
        if offer["take_money"]:
            gives.append(francs(offer["take_money"]))
        self.answer.show_offer(self.tags[offer["from"]], self.tags[info["player"]].name, gives, gets)

    def _show_debt(self, state: Any, info: Mapping[str, Any], legal: list) -> None:
        seat = info["player"]
        names = list(state.options["names"])
        rows = []
        for option in info.get("options", []):
            kind = option["type"]
            if kind in ("sell_building", "mortgage"):
                text = self.view.rules.action_label(state, Action(kind, space=option["space"]))
            else:
                text = tr(CTX, "Sell shares")
            rows.append((text, francs(option["yields"]), option))
        left = max(0, info["amount"] - state.money[seat])
        kinds = {a.get("type") for a in legal}
        self.raise_cash.show_debt(
            tr(CTX, "{who} owes {creditor}", who=names[seat], creditor=creditor_label(info["to"], names)),
            francs(info["amount"]),
            tr(CTX, "cash {amount}", amount=francs(state.money[seat])),
            tr(CTX, "still to raise {amount}", amount=francs(left)) if left else tr(CTX, "cash covers it"),
            rows,
            "pay" in kinds,
            "go_bankrupt" in kinds,
            tr(CTX, "Pay {amount}", amount=francs(info["amount"])),
            tr(CTX, "Go bankrupt"),
        )

    def _market_rows(self, state: Any, legal: list) -> list[MarketRow]:
        rows = []
        price = state.share_price
        for action in legal:
            kind = action.get("type")
            if kind in SHARE_TYPES and isinstance(action.get("count"), Range):
                span = action["count"]

                def text(n: int, kind: str = kind) -> str:
                    amount = francs(n * price)
                    if kind == "buy_shares":
                        return tr_n(
                            CTX, "Buy {n} share ({amount})", "Buy {n} shares ({amount})", n, amount=amount
                        )
                    return tr_n(
                        CTX, "Sell {n} share ({amount})", "Sell {n} shares ({amount})", n, amount=amount
                    )

                rows.append(MarketRow(_plain({"type": kind}), text, span.lo, span.hi, span.step))
            elif kind == "buy_policy":
                colours = (
                    action["colour"].values
                    if isinstance(action.get("colour"), Choice)
                    else [action["colour"]]
                )
                for colour in colours:
                    label = tr(
                        CTX,
                        "{policy} {price}",
                        policy=elite_texts.policy_name(colour),
                        price=francs(EC.POLICY[colour].price),
                    )
                    rows.append(MarketRow(Action("buy_policy", colour=colour), lambda n, label=label: label))
            elif kind in AMOUNT_ROWS and isinstance(action.get(AMOUNT_ROWS[kind][0]), Range):
                field, template = AMOUNT_ROWS[kind]
                span = action[field]

                def amount_text(n: int, template: str = template) -> str:
                    return tr(CTX, template, amount=francs(n))

                rows.append(MarketRow(_plain({"type": kind}), amount_text, span.lo, span.hi, span.step))
            elif kind in BUTTON_ROWS:
                text = tr(CTX, BUTTON_ROWS[kind])
                rows.append(MarketRow(Action(kind), lambda n, text=text: text))
        return rows

    # ----- choices

    def _market(self, key: Action, count: int) -> None:
        kind = key["type"]
        if kind in SHARE_TYPES:
            self.view.choose(Action(kind, count=count))
        elif kind in AMOUNT_ROWS:
            self.view.choose(Action(kind, **{AMOUNT_ROWS[kind][0]: count}))
        else:
            self.view.choose(key)

    def _broker(self, seat: int, key: Action, count: int) -> None:
        self.view.choose_for(seat, Action(key["type"], count=count))

    def _raise(self, option: Mapping[str, Any]) -> None:
        kind = option["type"]
        if kind in ("sell_building", "mortgage"):
            self.view.choose(Action(kind, space=option["space"]))
            return
        state = self.view.state
        seat = self.view.decision.player
        span = option.get("count")
        need = max(
            1, math.ceil((self.view.decision.info["amount"] - state.money[seat]) / max(1, state.share_price))
        )
        count = min(span.hi, max(span.lo, need)) if isinstance(span, Range) else need
        self.view.choose(Action(kind, count=count))

    def open_trade(self) -> None:
        """The trade window, its sides built in parts with the engine's `still_possible`: the
        partners any listed offer names, then for each what either side may put in."""
        view = self.view
        state = view.state
        seat = view.decision.player
        partners = still_possible(view.legal, {"type": "offer_trade"}) or {}
        sides = []
        for partner in partners.get("to", []):
            fields = still_possible(view.legal, {"type": "offer_trade", "to": partner}) or {}
            give = _values(fields.get("give", []))
            take = _values(fields.get("take", []))
            sides.append(
                TradeSide(
                    self.tags[partner],
                    partner,
                    [(self._item_label(state, item), item) for item in give],
                    [(self._item_label(state, item), item) for item in take],
                    _most(fields.get("give_money", [])),
                    _most(fields.get("take_money", [])),
                )
            )
        self.trade.show_trade(self.tags[seat], sides, "F")
        self.trading = True
        self.show_decision(view)

    def close_trade(self) -> None:
        self.trading = False
        self.show_decision(self.view)

    def _offer(self, partner: int, give: list, take: list, give_money: int, take_money: int) -> None:
        self.trading = False
        if not self.view.choose(
            Action(
                "offer_trade", to=partner, give=give, take=take, give_money=give_money, take_money=take_money
            )
        ):
            self.trading = True
