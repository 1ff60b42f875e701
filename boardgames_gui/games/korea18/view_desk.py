"""The desk beside the 18Korea table: the shared dialog panels (widgets/bidding.py, market.py,
question.py, raisecash.py, brokerpanel.py) filled for the decision at hand, as Millionaire's
desk fills them.

- on top, always: where the game is (the draft, the stock round, OR 1 or 2 of the set and the
  operating company's steps, the one now lit) and the train market, each train's price, how
  many are left and, on hover, what its first purchase sets off (teach_texts.py);
- the Korean War, when it has broken out: what left the board, which companies left the game,
  what opens now, until the players close it;
- the asset draft: one button per face-up card the picker may take;
- the stock turn: sell (a count), buy a share from the IPO or the pool, auction a director's
  certificate (an opening bid), end the turn or pass;
- the auction: the bidding round (steps of ₩5, pass for good); then the par price;
- the dividend: pay out or hold, each with the price move it makes written on its button;
- the buy step: the train on sale, a train of a connected company at a price, end the turn;
- a forced purchase: the director's emergency sales, one certificate at a time;
- an offer to answer (a train, a card), a train to discard;
- attaching an asset card, at any moment, for every person at the table who holds one (K24).

Every choice goes through `GameView.choose` (or `choose_for`, a seat out of turn), so a
refusal is the engine's own sentence. What the desk does not offer, the action bar does.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.api import Action, Choice, Range, Subset
from ...engine.i18n import tr, tr_n
from ...widgets import theme
from ...widgets.bidding import BiddingPanel
from ...widgets.brokerpanel import BrokerPanel
from ...widgets.dialogkit import SeatTag, clear_layout, label, panel, scrolling_column, show_page
from ...widgets.market import MarketPanel, MarketRow
from ...widgets.question import QuestionPanel
from ...widgets.raisecash import RaiseCashPanel
from ...widgets.tradewindow import TradePanel, TradeSide
from . import data_market, log_texts, shares, teach_texts
from .data_assets import ASSET_CARDS
from .or_texts import CTX, company_name, won
from .texts import card_name
from .view_panels import PANELS_MOST, PanelView

if TYPE_CHECKING:
    from .view import KoreaView

#: the decisions whose listed actions the question panel answers, with its head
QUESTIONS = {
    "draft": "pick_card",
    "par": "set_par",
    "train_offer": "accept",
    "card_offer": "accept",
    "discard": "discard",
}
#: the decisions answered by a place, which also glows on the map (K22 W2, K29): the field
#: naming the place, and the panel's head
PLACES = {"outbreak": "target", "new_home": "hex"}
#: the war's events: the panel says what they changed (teach_texts.war_lines)
WAR_EVENTS = frozenset(
    {"war_outbreak", "spy_city", "station_moved", "war_board", "company_removed", "post_war_row"}
)
#: train types a line in the train market (a narrow column beside the board: two)
#: the dialogs' width in the column (px), as the shell's usual desk (besiderow.SIDE_COLUMN_*)
DIALOGS_LEAST = 250
DIALOGS_MOST = 420
TRAINS_A_ROW = 3
TRAINS_A_ROW_BESIDE = 2
#: action types of the market panel's rows (the stock turn, the par step's sales, the buy step)
MARKET_TYPES = frozenset(
    {"sell", "buy_share", "start_auction", "done", "pass", "buy_train", "offer_train", "done_trains"}
)


def _plain(action: Mapping[str, Any]) -> Action:
    return Action(**dict(action))


class Desk(QWidget):
    def __init__(self, view: KoreaView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        # left of the dialogs, the market and the charters at their own scale (PanelView)
        self.panels = PanelView(view)
        outer.addWidget(self.panels, 1)
        self.scroll, column = scrolling_column()
        self.column = column
        outer.addWidget(self.scroll)
        column.setContentsMargins(6, 4, 6, 4)
        # where the game is, and the train market
        self.where = panel()
        where = QVBoxLayout(self.where)
        self.round_label = label("", "head")
        self.round_label.setWordWrap(True)
        self.steps_label = label("", "muted")
        self.steps_label.setTextFormat(Qt.TextFormat.RichText)
        self.steps_label.setWordWrap(True)
        where.addWidget(self.round_label)
        where.addWidget(self.steps_label)
        # the six train types in two rows of three, beside the board or under it
        self.trains_box = QGridLayout()
        self.trains_box.setHorizontalSpacing(12)
        self.trains_box.setVerticalSpacing(2)
        where.addLayout(self.trains_box)
        self.train_labels: dict[str, Any] = {}
        column.addWidget(self.where)
        # the war, once it has broken out, until the players close it
        self.war = panel()
        war = QVBoxLayout(self.war)
        self.war_head = label("", "head")
        self.war_text = label("")
        self.war_text.setWordWrap(True)
        self.war_close = QPushButton()
        self.war_close.clicked.connect(self.close_war)
        war.addWidget(self.war_head)
        war.addWidget(self.war_text)
        war.addWidget(self.war_close, 0, Qt.AlignmentFlag.AlignRight)
        self.war.setVisible(False)
        self.war_lines: list[str] = []
        #: the players closed the war panel (it stays closed until the war is undone)
        self.war_closed = False
        #: the war's events seen live (W2's moves arrive one decision at a time)
        self.war_events: list[Mapping[str, Any]] = []
        column.addWidget(self.war)
        # the decision's panels
        # one opening bid for every director's certificate on offer (they share one range), so
        # that eight companies to auction are eight buttons, not eight spin boxes
        self.opening = panel()
        opening = QHBoxLayout(self.opening)
        self.opening_label = label("", "head")
        self.opening_bid = QSpinBox()
        self.opening_bid.valueChanged.connect(self._relabel_auctions)
        opening.addWidget(self.opening_label, 1)
        opening.addWidget(self.opening_bid)
        self.opening.setVisible(False)
        column.addWidget(self.opening)
        self.market = MarketPanel()
        column.addWidget(self.market)
        self.stack = QStackedWidget()
        self.bidding = BiddingPanel()
        self.question = QuestionPanel()
        self.raise_cash = RaiseCashPanel()
        for widget in (self.bidding, self.question, self.raise_cash):
            self.stack.addWidget(widget)
        column.addWidget(self.stack)
        # long heads wrap in the narrow column rather than widen it past the window
        self.bidding.lot.setWordWrap(True)
        self.raise_cash.head.setWordWrap(True)
        self.cards = BrokerPanel()
        column.addWidget(self.cards)
        self.sale = TradePanel()
        self.sale.setVisible(False)
        column.addWidget(self.sale)
        column.addStretch(1)
        self.bidding.bid.connect(lambda amount: self.view.choose(Action("bid", amount=amount)))
        self.bidding.passed.connect(lambda: self.view.choose(Action("pass")))
        self.question.chosen.connect(lambda action: self.view.choose(action))
        self.raise_cash.chosen.connect(lambda action: self.view.choose(action))
        self.market.chosen.connect(self._market)
        self.cards.chosen.connect(self._card_row)
        self.sale.offered.connect(self._sell_card)
        self.sale.cancelled.connect(self.close_sale)
        #: the seat whose card the trade window is selling (None: it is closed)
        self.selling: int | None = None
        #: the listed actions the desk offers now (the shell shows no button for them)
        self.offered: list[Action] = []
        #: (seat, action) pairs the card panel offers out of turn
        self.offered_cards: list[tuple[int, Action]] = []
        self.beside = False

    #: the column may be wider than the shell's usual desk: it holds the panels too
    column_most = DIALOGS_MOST + PANELS_MOST

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """The panels at their least legible width beside the dialogs at theirs (the dialogs'
        width is fixed only once the column has one: asked before, the column said too little
        and was given a width that drew the panels under the dialogs)."""
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self.panels.minimumWidth() + DIALOGS_LEAST), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        """The dialogs keep their narrow width; the panels take the rest of the column."""
        spare = self.width() - PANELS_MOST
        self.scroll.setFixedWidth(max(DIALOGS_LEAST, min(DIALOGS_MOST, spare)))
        super().resizeEvent(event)

    def set_beside(self, beside: bool) -> None:
        """A column beside the board: every panel's rows one under another."""
        self.beside = beside
        for widget in (self.market, self.bidding, self.question, self.raise_cash, self.cards, self.sale):
            widget.set_narrow(beside)
        self.train_labels = {}  # laid out again for the column's width on the next state

    # ----- what the desk offers

    def offers(self, action: Mapping[str, Any]) -> bool:
        return any(_same(action, listed) for listed in self.offered)

    def offers_for(self, seat: int, action: Mapping[str, Any]) -> bool:
        return any(s == seat and _same(action, listed) for s, listed in self.offered_cards)

    # ----- what the desk shows for a decision

    def show_decision(self, view: KoreaView, events: Sequence[Mapping[str, Any]] = ()) -> None:
        state, decision, legal = view.state, view.decision, view.legal
        self.offered, self.offered_cards = [], []
        self._show_where(state)
        self._note_war(state, events)
        names = list(state.options["names"])
        self.tags = [
            SeatTag(theme.player_color(state.options, seat), letter, names[seat])
            for seat, letter in enumerate(theme.seat_letters(names))
        ]
        if decision is None:
            self.market.setVisible(False)
            self.stack.setVisible(False)
            self.cards.setVisible(False)
            return
        kind = decision.kind
        shown: QWidget | None = None
        if kind == "auction":
            self._show_auction(state, legal)
            shown = self.bidding
        elif kind == "forced":
            self._show_forced(state, decision, legal)
            shown = self.raise_cash
        elif kind == "operating" and state.or_step == "dividend":
            if self._show_dividend(state, decision, legal):
                shown = self.question
        elif kind in QUESTIONS and self._show_question(state, decision, legal):
            shown = self.question
        elif kind in PLACES and self._show_places(state, decision, legal):
            shown = self.question
        elif kind == "reseat" and self._show_reseat(state, decision, legal):
            shown = self.question
        rows = self._market_rows(state, decision, legal)
        self._show_opening(legal)
        self.market.setVisible(bool(rows))
        if rows:
            self.market.show_market(self._market_head(state, kind), self._market_price(state, kind), "", rows)
        self.stack.setVisible(shown is not None)
        if shown is not None:
            show_page(self.stack, shown)
        self._show_cards(state, decision)

    # ----- where the game is, and the trains

    def _show_where(self, state: Any) -> None:
        self.round_label.setText(teach_texts.round_title(state))
        steps = teach_texts.step_line(state)
        self.steps_label.setText(steps)
        self.steps_label.setVisible(bool(steps))
        shown = teach_texts.train_market(state)
        if [name for name, _, _ in shown] != list(self.train_labels):
            clear_layout(self.trains_box)
            self.train_labels = {}
            for index, (name, _, _) in enumerate(shown):
                widget = label("")
                widget.setTextFormat(Qt.TextFormat.RichText)
                per_row = TRAINS_A_ROW_BESIDE if self.beside else TRAINS_A_ROW
                self.trains_box.addWidget(widget, *divmod(index, per_row))
                self.train_labels[name] = widget
        for name, text, tip in shown:
            self.train_labels[name].setText(text)
            self.train_labels[name].setToolTip(tip)

    # ----- the war

    def _note_war(self, state: Any, events: Sequence[Mapping[str, Any]]) -> None:
        """The war panel follows the position: shown once the war has broken out, whether it
        was seen live or the game was opened from a save, until the players close it. Live,
        it says what the war's own events changed (W2's moves come one decision at a time,
        so they are gathered); from a save, what the position shows."""
        if state.war not in ("outbreak", "done"):
            # a position before the war (a new game, an undo): the war may break out again
            self.war_events, self.war_closed = [], False
            self.war.setVisible(False)
            return
        seen = [event for event in events if event.get("type") in WAR_EVENTS]
        if seen:
            self.war_events += seen
            self.war_closed = False
        if state.war == "outbreak":
            moves = [e for e in self.war_events if e.get("type") != "war_outbreak"]
            names = list(state.options["names"])
            self.war_lines = teach_texts.war_lines_from_state(state) + [
                log_texts.event_text(event, names) for event in moves
            ]
        elif any(event.get("type") == "war_board" for event in self.war_events):
            self.war_lines = teach_texts.war_lines(state, self.war_events, list(state.options["names"]))
        else:
            self.war_lines = teach_texts.war_lines_from_state(state)
        if self.war_closed:
            return
        self.war_head.setText(tr(CTX, "The Korean War"))
        self.war_text.setText("\n".join(f"• {line}" for line in self.war_lines))
        self.war_close.setText(tr(CTX, "Close"))
        self.war.setVisible(True)

    def close_war(self) -> None:
        self.war_closed = True
        self.war.setVisible(False)

    # ----- the panels of a decision

    def _offer(self, action: Mapping[str, Any]) -> Action:
        plain = _plain(action)
        self.offered.append(plain)
        return plain

    def _show_question(self, state: Any, decision: Any, legal: list) -> bool:
        answers: list[tuple[str, Action]] = []
        for action in legal:
            kind = action.get("type")
            if kind == "pick_card" and isinstance(action.get("card"), Choice):
                self.offered.append(_plain(action))
                for card in action["card"].values:
                    tier = ASSET_CARDS[card].tier
                    text = tr(CTX, "{tier}: {card}", tier=tier, card=card_name(card))
                    answers.append((text, Action("pick_card", card=card)))
            elif kind == "set_par" and isinstance(action.get("price"), Choice):
                self.offered.append(_plain(action))
                for price in action["price"].values:
                    text = tr(
                        CTX, "Par {price} (pays {capital} in)", price=won(price), capital=won(2 * price)
                    )
                    answers.append((text, Action("set_par", price=price)))
            elif kind in ("accept", "reject", "discard"):
                plain = self._offer(action)
                answers.append((self.view.rules.action_label(state, plain), plain))
        if not answers:
            return False
        heads = {
            "draft": tr(CTX, "Asset draft"),
            "par": tr(CTX, "Par price"),
            "train_offer": tr(CTX, "Train offer"),
            "card_offer": tr(CTX, "Card offer"),
            "discard": tr(CTX, "Train limit"),
        }
        self.question.show_question(
            heads[decision.kind], self.tags[decision.player], decision.prompt, answers
        )
        if decision.kind == "draft":
            for button, (_, action) in zip(self.question.buttons, answers, strict=True):
                button.setToolTip(teach_texts.card_tip(action["card"]))
        return True

    def _show_places(self, state: Any, decision: Any, legal: list) -> bool:
        """W2's city for a North station (K22) or OA03's new home (K29): one button per city,
        its tooltip the city's hex tooltip; the same cities glow on the map."""
        field = PLACES[decision.kind]
        answers = []
        for action in legal:
            if isinstance(action.get(field), str):
                plain = self._offer(action)
                answers.append((self.view.rules.action_label(state, plain), plain))
        if not answers:
            return False
        head = tr(CTX, "The Korean War") if decision.kind == "outbreak" else tr(CTX, "New home city")
        self.question.show_question(head, self.tags[decision.player], decision.prompt, answers)
        for button, (_, action) in zip(self.question.buttons, answers, strict=True):
            button.setToolTip(self.view.hex_tooltip(action[field]))
        return True

    def _show_reseat(self, state: Any, decision: Any, legal: list) -> bool:
        """K23: which stations waiting outside take the free seats: one button per way to
        fill them (a few companies wait, so the ways are few)."""
        answers = []
        for action in legal:
            companies = action.get("companies")
            if action.get("type") != "reseat" or not isinstance(companies, Subset):
                continue
            self.offered.append(_plain(action))
            for picked in itertools.combinations(companies.values, companies.lo):
                text = tr(CTX, "Seat {companies}", companies=", ".join(company_name(c) for c in picked))
                answers.append((text, Action("reseat", companies=list(picked))))
        if not answers:
            return False
        self.question.show_question(
            tr(CTX, "Free seats"), self.tags[decision.player], decision.prompt, answers
        )
        return True

    def _show_dividend(self, state: Any, decision: Any, legal: list) -> bool:
        """K3, K7: each answer says what it pays and where the price goes, before it is chosen."""
        company = state.operating
        revenue = state.last_run.get("revenue", 0)
        price = state.price[company]
        answers = []
        for action in legal:
            kind = action.get("type")
            if kind == "pay_dividend":
                new = data_market.moved(price, data_market.dividend_squares(revenue, price))
                text = tr(
                    CTX,
                    "Pay out: {share} a share\nprice {old} → {new}",
                    share=won(revenue // 10),
                    old=won(price),
                    new=won(new),
                )
            elif kind == "hold":
                new = data_market.moved(price, data_market.HOLD_SQUARES)
                text = tr(
                    CTX,
                    "Hold: {revenue} to the treasury\nprice {old} → {new}",
                    revenue=won(revenue),
                    old=won(price),
                    new=won(new),
                )
            else:
                continue
            answers.append((text, self._offer(action)))
        if not answers:
            return False
        self.question.show_question(tr(CTX, "Dividend"), self.tags[decision.player], decision.prompt, answers)
        return True

    def _show_auction(self, state: Any, legal: list) -> None:
        frame = state.pending[-1]
        bids = next(
            (a["amount"] for a in legal if a.get("type") == "bid" and isinstance(a.get("amount"), Range)),
            None,
        )
        for action in legal:
            if action.get("type") in ("bid", "pass"):
                self._offer(action)
        leader, bidder = frame["leader"], frame["turn"]
        standings = []
        for seat in frame["bidders"]:
            note = (
                tr(CTX, "leads") if seat == leader else tr(CTX, "to bid") if seat == bidder else tr(CTX, "in")
            )
            standings.append((self.tags[seat], note))
        self.bidding.show_round(
            tr(CTX, "Director's certificate of {company}", company=company_name(frame["company"])),
            tr(CTX, "high bid {amount}", amount=won(frame["high"])),
            self.tags[leader],
            self.tags[bidder],
            bids.lo if bids is not None else None,
            bids.hi if bids is not None else None,
            bids.step if bids is not None else 5,
            won,
            standings,
        )

    def _show_forced(self, state: Any, decision: Any, legal: list) -> None:
        """K15: the director sells one certificate at a time until the shortfall is covered."""
        frame = state.pending[-1]
        seat = frame["player"]
        rows = []
        for action in legal:
            if action.get("type") != "emergency_sell":
                continue
            plain = self._offer(action)
            company = action["company"]
            text = tr(CTX, "Sell a share of {company}", company=company)
            rows.append((text, won(shares.sale_proceeds(state, seat, company, 1)), plain))
        left = max(0, frame["shortfall"] - state.cash[seat])
        self.raise_cash.show_debt(
            tr(CTX, "{company} must buy a train", company=company_name(frame["company"])),
            won(frame["shortfall"]),
            tr(CTX, "cash {amount}", amount=won(state.cash[seat])),
            tr(CTX, "still to raise {amount}", amount=won(left)),
            rows,
            False,
            False,
            "",
            "",
        )
        # the engine pays once the cash covers the shortfall, and declares bankruptcy by itself
        self.raise_cash.pay_button.setVisible(False)
        self.raise_cash.give_up_button.setVisible(False)

    def _market_head(self, state: Any, kind: str) -> str:
        if kind == "operating":
            return tr(CTX, "{company} buys trains", company=company_name(state.operating))
        if kind == "par":
            return tr(CTX, "Sell before the par")
        # the stock turn: whose it is (the round is named just above, in the round line)
        return self.tags[self.view.decision.player].name

    def _market_price(self, state: Any, kind: str) -> str:
        if kind == "operating" and state.operating is not None:
            return tr(CTX, "treasury {amount}", amount=won(state.treasury[state.operating]))
        seat = self.view.decision.player
        return tr(CTX, "cash {amount}", amount=won(state.cash[seat]))

    def _market_rows(self, state: Any, decision: Any, legal: list) -> list[MarketRow]:
        if decision.kind not in ("stock", "par") and not (
            decision.kind == "operating" and state.or_step == "trains"
        ):
            return []
        seat = decision.player
        rows = []
        for action in legal:
            kind = action.get("type")
            if kind not in MARKET_TYPES:
                continue
            self.offered.append(_plain(action))
            if kind == "sell" and isinstance(action.get("count"), Range):
                span, company = action["count"], action["company"]

                def sold(n: int, company: str = company) -> str:
                    return tr_n(
                        CTX,
                        "Sell {n} share of {company} ({amount})",
                        "Sell {n} shares of {company} ({amount})",
                        n,
                        company=company,
                        amount=won(shares.sale_proceeds(state, seat, company, n)),
                    )

                rows.append(MarketRow(Action("sell", company=company), sold, span.lo, span.hi, span.step))
            elif kind == "buy_share":
                company, source = action["company"], action["source"]
                price = won(state.price[company])
                text = (
                    tr(CTX, "Buy {company} from the IPO ({price})", company=company, price=price)
                    if source == "treasury"
                    else tr(CTX, "Buy {company} from the pool ({price})", company=company, price=price)
                )
                rows.append(MarketRow(_plain(action), lambda n, text=text: text))
            elif kind == "start_auction" and isinstance(action.get("bid"), Range):
                company = action["company"]

                def opened(n: int, company: str = company) -> str:
                    return self._auction_text(company)

                rows.append(MarketRow(Action("start_auction", company=company), opened))
            elif kind == "offer_train" and isinstance(action.get("price"), Range):
                span, seller, train = action["price"], action["seller"], action["train"]

                def offered(n: int, seller: str = seller, train: str = train) -> str:
                    return tr(
                        CTX, "Offer {price} for {seller}'s {train}", price=won(n), seller=seller, train=train
                    )

                key = Action("offer_train", seller=seller, train=train)
                rows.append(MarketRow(key, offered, span.lo, span.hi, span.step))
            elif kind == "buy_train":
                price = teach_texts.train_price(state, state.operating, action["train"])
                text = tr(CTX, "Buy a {train}-train ({price})", train=action["train"], price=won(price))
                rows.append(MarketRow(_plain(action), lambda n, text=text: text))
            else:
                text = self.view.rules.action_label(state, _plain(action))
                rows.append(MarketRow(_plain(action), lambda n, text=text: text))
        return rows

    def _show_opening(self, legal: list) -> None:
        """Rulebook 7.3: the opening bid, any multiple of ₩5 from ₩0 the initiator can stand."""
        bids = next((a["bid"] for a in legal if a.get("type") == "start_auction"), None)
        self.opening.setVisible(isinstance(bids, Range))
        if not isinstance(bids, Range):
            return
        self.opening_label.setText(tr(CTX, "Opening bid"))
        value = min(max(self.opening_bid.value(), bids.lo), bids.hi)
        self.opening_bid.blockSignals(True)
        self.opening_bid.setRange(bids.lo, bids.hi)
        self.opening_bid.setSingleStep(bids.step)
        self.opening_bid.setPrefix("₩")
        self.opening_bid.setValue(value)
        self.opening_bid.blockSignals(False)
        self._relabel_auctions()

    def _auction_text(self, company: str) -> str:
        return tr(
            CTX, "Auction {company}, bid {amount}", company=company, amount=won(self.opening_bid.value())
        )

    def _relabel_auctions(self) -> None:
        for key, button in self.market.buttons.items():
            if key["type"] == "start_auction":
                button.setText(self._auction_text(key["company"]))

    def _show_cards(self, state: Any, decision: Any) -> None:
        """K24: every person holding a card may attach it, at any moment, out of turn too."""
        kinds = state.options.get("seats") or ["human"] * state.players
        seats = []
        for seat in decision.actors():
            if kinds[seat] != "human":
                continue
            rows = []
            # the seat to act: the list the view already has (its lays are costly to list again)
            listed = (
                self.view.legal if seat == decision.player else self.view.rules.legal_actions(state, seat)
            )
            for action in listed:
                if action.get("type") != "attach":
                    continue
                plain = _plain(action)
                self.offered_cards.append((seat, plain))
                if seat == decision.player:
                    self.offered.append(plain)
                # two lines: a card's and a railway's names side by side overflow the column
                text = tr(
                    CTX,
                    "Attach {card}\nto {company}",
                    card=card_name(action["card"]),
                    company=company_name(action["company"]),
                )
                rows.append(MarketRow(plain, lambda n, text=text: text))
            rows += self._use_rows(state, seat, decision, listed)
            if any(action.get("type") == "offer_card" for action in listed):
                # K24: a card not yet attached may be sold to another player, in the trade window
                key = Action("offer_card")
                self.offered_cards.append((seat, key))
                if seat == decision.player:
                    self.offered.append(key)
                text = tr(CTX, "Sell a card to a player…")
                rows.append(MarketRow(key, lambda n, text=text: text))
            if rows:
                seats.append((seat, self.tags[seat], rows))
        self.cards.setVisible(bool(seats))
        if seats:
            self.cards.show_broker(
                tr(CTX, "Asset cards"),
                tr(CTX, "A card may be attached at any moment to a company its holder directs."),
                seats,
            )
        if self.selling is not None and not self.offers_for(self.selling, Action("offer_card")):
            self.close_sale()

    def _use_rows(self, state: Any, seat: int, decision: Any, listed: list) -> list[MarketRow]:
        """K24: a card's ability, one row per way to use it. A card that builds on a place
        (OA05's port, OC07's ferry station) or lays a free tile (OA06, OC10: many lays) is one
        row that makes its places glow on the map, to be clicked there (a lay is then built
        as any lay, tile and rotation)."""
        rows, placed = [], set()
        for action in listed:
            if action.get("type") != "use_card":
                continue
            card = action["card"]
            lay = "tile" in action  # OA06, OC10: many lays, handled by the view (view.handles)
            if not lay:
                plain = _plain(action)
                self.offered_cards.append((seat, plain))
                if seat == decision.player:
                    self.offered.append(plain)
            if self.view.place_of(action) is None and not lay:
                text = self.view.rules.action_label(state, plain)
                rows.append(MarketRow(plain, lambda n, text=text: text))
            elif card not in placed:
                placed.add(card)
                key = Action("use_card", card=card)
                self.offered_cards.append((seat, key))
                text = tr(CTX, "Use {card}:\npick its place on the map", card=card_name(card))
                rows.append(MarketRow(key, lambda n, text=text: text))
        return rows

    # ----- selling a card (K24): the shared trade window, one card for money

    def open_sale(self, seat: int) -> None:
        """The trade window for `seat`'s cards: a buyer, the card given, the price asked."""
        state = self.view.state
        cards = [(card_name(card), card) for card in state.hands[seat]]
        sides = [
            TradeSide(self.tags[buyer], buyer, cards, (), 0, state.cash[buyer])
            for buyer in range(state.players)
            if buyer != seat
        ]
        self.sale.show_trade(self.tags[seat], sides, "₩")
        self.selling = seat
        self.sale.setVisible(True)

    def close_sale(self) -> None:
        self.selling = None
        self.sale.setVisible(False)

    def _sell_card(self, buyer: int, give: list, take: list, give_money: int, take_money: int) -> None:
        """One card for money: the engine refuses anything else with its own sentence."""
        if self.selling is None:
            return
        card = give[0] if len(give) == 1 else give
        seat = self.selling
        if self.view.choose_for(seat, Action("offer_card", card=card, buyer=buyer, price=take_money)):
            self.close_sale()

    def _card_row(self, seat: int, key: Action, count: int) -> None:
        if key["type"] == "offer_card":
            self.open_sale(seat)
        elif key["type"] == "use_card" and len(key) == 2:
            self.view.pick_place(key["card"])
        else:
            self.view.choose_for(seat, key)

    # ----- choices

    def _market(self, key: Action, count: int) -> None:
        kind = key["type"]
        if kind == "sell":
            self.view.choose(Action("sell", company=key["company"], count=count))
        elif kind == "start_auction":
            self.view.choose(Action("start_auction", company=key["company"], bid=self.opening_bid.value()))
        elif kind == "offer_train":
            self.view.choose(Action("offer_train", seller=key["seller"], train=key["train"], price=count))
        else:
            self.view.choose(key)


def _same(action: Mapping[str, Any], listed: Action) -> bool:
    """A listed action (templates included) and an action of the same type and plain fields."""
    if action.get("type") != listed.get("type"):
        return False
    for key, value in listed.items():
        if isinstance(value, Subset):
            # the reseat's stations: the engine checks the members chosen
            continue
        if isinstance(value, (Range, Choice)):
            if isinstance(action.get(key), (Range, Choice)):
                continue
            if isinstance(value, Choice) and action.get(key) not in value.values:
                return False
            continue
        if action.get(key) != value:
            return False
    return True
