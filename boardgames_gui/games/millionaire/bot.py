"""The Millionaire computer player, both editions: simple, explainable rules of thumb.

- Buying: a free plot is bought when the cash left stays above the reserve (a plot that
  completes or blocks an industry may dig into half of it); declined otherwise. The
  worth of a plot (bot_worth.plot_worth) is the difference it makes to the player's
  position: its price, and how it completes, starts or blocks an industry, weighted by
  the rent table and the landing odds.
- Auctions: bid the least allowed while it stays within that worth and the cash above
  the reserve; pass otherwise. Classic's decliner asks the full price for a plot an
  opponent wants, half the price otherwise.
- Building: on monopolies only (the rules keep it even), the piece with the best rent gain
  per franc first, while the cash stays above the reserve against the rents ahead.
- Cash: in a debt, raise only what is missing: mortgage the least useful plot first
  (lone plots before started industries before monopolies), then shares (Elite), and sell
  buildings only when nothing else is left. Mortgaged plots are redeemed when rich,
  monopolies first.
- Trades (bot_trade.py): offer one when it completes a monopoly of the bot's; accept one
  only when it gains by it and it hands nobody else a monopoly the bot does not match
  with one of its own.
- Classic: Jackpot bets only when the box makes the bet's expectation positive; the fine
  at the Tax Police is paid while plots are still free to buy, else the bot rolls.
- Elite (bot_elite.py): shares, the Exchange, insurance, the covers and Tax Inspection.

It reads the public state only (never a deck's order) and keeps its own Rng.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Action, Choice, Range, Rules, concretise, matches
from ...engine.bots.base import Bot
from . import bot_elite, bot_trade, bot_worth, plots
from . import classic_jackpot_table as J
from . import data as D
from .state import BEFORE_ROLL, MillionaireState

#: safe answers when nothing better is found, in order of preference
SAFE = (
    "pay",
    "pay_rent",
    "done",
    "pass",
    "decline",
    "decline_policy",
    "reject",
    "walk_past",
    "end_turn",
    "roll",
)
#: a plot that is worth this many times its price (completes or blocks an industry) may dig
#: into the reserve
KEY_PLOT = 1.8
#: redeem only with this many reserves in hand
REDEEM_RESERVES = 2


def listed(legal: list[Action], kind: str) -> Action | None:
    """The first listed action of this type."""
    return next((action for action in legal if action["type"] == kind), None)


def choices(legal: list[Action], kind: str, field: str = "space") -> list[Any]:
    """Every value the listed actions of this type offer for `field`."""
    out: list[Any] = []
    for action in legal:
        if action["type"] != kind:
            continue
        value = action[field]
        out.extend(value.values if isinstance(value, Choice) else [value])
    return out


class MillionaireBot(Bot):
    name = "millionaire"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        #: trades offered: {(turn number, partner)}; one offer per partner a turn
        self.offered: set[tuple[int, int]] = set()

    # ----- choosing

    def choose(self, rules: Rules, state: Any, player: int) -> Action:
        legal = rules.legal_actions(state, player)
        if not legal:
            raise RuntimeError("no legal action to choose from")
        kind = self.step_kind(rules, state, player)
        own = getattr(self, "on_" + kind, None)
        elite_handler = getattr(bot_elite, "on_" + kind, None)
        if own is not None:
            action = own(state, player, legal)
        elif elite_handler is not None:
            action = elite_handler(self, state, player, legal)
        else:
            action = None
        if action is not None and any(matches(option, action) for option in legal):
            return action
        return self.fallback(legal)

    def act_out_of_turn(self, rules: Rules, state: Any, player: int) -> Action | None:
        """The one window Millionaire opens (M27): a share trade through the player on the
        Exchange when bot_elite.on_broker finds one worth it; otherwise the window goes by."""
        if self.step_kind(rules, state, player) != "broker":
            return None
        legal = rules.legal_actions(state, player)
        action = bot_elite.on_broker(self, state, player, legal)
        if action is not None and any(matches(option, action) for option in legal):
            return action
        return None

    def step_kind(self, rules: Rules, state: MillionaireState, player: int) -> str:
        """The kind of the open step `player` acts in (the waited-for one, else a window)."""
        for step in rules.open_steps(state):
            if player in step.actors(state):
                return step.kind
        return ""

    def fallback(self, legal: list[Action]) -> Action:
        for kind in SAFE:
            action = listed(legal, kind)
            if action is not None:
                return concretise(action, self.rng, "lo")
        return concretise(legal[0], self.rng, "lo")

    # ----- the turn

    def on_turn(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        if state.phase == BEFORE_ROLL:
            action = bot_elite.turn_extra(self, state, player, legal) if state.edition == D.ELITE else None
            if action is None:
                action = self.redeem(state, player, legal)
            if action is not None:
                return action
        return self.manage(state, player, legal) or self.fallback_turn(legal)

    def fallback_turn(self, legal: list[Action]) -> Action:
        return listed(legal, "roll") or listed(legal, "end_turn") or self.fallback(legal)

    def manage(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        """What a player may do around the roll: offer a trade, build."""
        offer = bot_trade.offer(self, state, player, legal)
        if offer is not None:
            return offer
        return self.build(state, player, legal)

    def build(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        """The piece with the best rent gain per franc, while the cash stays above the reserve."""
        spaces = choices(legal, "build")
        if not spaces:
            return None
        keep = bot_worth.reserve(state, player)
        best, best_score = None, 0.0
        for space in spaces:
            price = area(state).build_price(state, space)
            if state.money[player] - price < keep:
                continue
            plot = plots.plot_at(state, space)
            level = state.buildings[space]
            before = plot.rent * (D.RENT_BUILT[level] if level else D.RENT_MONOPOLY)
            gain = plot.rent * D.RENT_BUILT[level + 1] - before
            score = gain * bot_worth.odds(state, space) / max(price, 1)
            if score > best_score:
                best, best_score = space, score
        return None if best is None else Action("build", space=best)

    def redeem(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        """Redeem when rich: a plot of a whole industry first (its mortgage breaks the monopoly)."""
        spaces = choices(legal, "redeem")
        if not spaces:
            return None
        keep = REDEEM_RESERVES * bot_worth.reserve(state, player)
        affordable = [s for s in spaces if state.money[player] - building_redeem_cost(state, s) >= keep]
        if not affordable:
            return None
        whole = bot_worth.monopolies(state, player)
        best = max(
            affordable,
            key=lambda s: (plots.industry_of(state, s) in whole, bot_worth.plot_worth(state, player, s), -s),
        )
        return Action("redeem", space=best)

    # ----- buying and auctions

    def on_buy(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        space = state.pending[-1]["space"]
        price = plots.plot_at(state, space).price
        buy = listed(legal, "buy")
        if buy is None:
            return Action("decline")
        keep = bot_worth.reserve(state, player)
        if bot_worth.plot_worth(state, player, space) >= KEY_PLOT * price:
            keep //= 2
        return buy if state.money[player] - price >= keep else Action("decline")

    def on_start_price(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        """Classic's decliner: the full price for a plot another player wants, else half."""
        space = state.pending[-1]["space"]
        price = plots.plot_at(state, space).price
        wanted = any(
            bot_worth.plot_worth(state, seat, space) >= KEY_PLOT * price
            for seat in state.active_players()
            if seat != player
        )
        span: Range = listed(legal, "set_start")["price"]
        ask = span.hi if wanted else price // 2 // D.BID_STEP * D.BID_STEP
        return Action("set_start", price=min(span.hi, max(span.lo, ask)))

    def on_auction(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        auction = state.pending[-1]
        bid = listed(legal, "bid")
        if bid is None or auction["leader"] == player:
            return Action("pass")
        space = auction["space"]
        worth = bot_worth.plot_worth(state, player, space)
        keep = bot_worth.reserve(state, player)
        if worth < KEY_PLOT * plots.plot_at(state, space).price:
            keep *= 2
        limit = min(worth, state.money[player] - keep)
        amount: Range = bid["amount"]
        return Action("bid", amount=amount.lo) if amount.lo <= limit else Action("pass")

    # ----- debts

    def on_debt(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        if listed(legal, "pay") is not None:
            return Action("pay")
        return self.raise_cash(state, player, legal) or listed(legal, "go_bankrupt")

    def raise_cash(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        """One step of raising cash: the least useful plot mortgaged first, then shares, then
        buildings sold from the industry whose pieces earn least."""
        spaces = choices(legal, "mortgage")
        whole = bot_worth.monopolies(state, player)
        lone = [s for s in spaces if plots.industry_of(state, s) not in whole]
        if lone:
            return Action(
                "mortgage", space=min(lone, key=lambda s: (bot_worth.plot_worth(state, player, s), s))
            )
        sale = bot_elite.sell_for_debt(state, player, legal) if state.edition == D.ELITE else None
        if sale is not None:
            return sale
        if spaces:
            return Action(
                "mortgage", space=min(spaces, key=lambda s: (bot_worth.plot_worth(state, player, s), s))
            )
        sellable = choices(legal, "sell_building")
        if sellable:
            return Action("sell_building", space=min(sellable, key=lambda s: (plots.plain_rent(state, s), s)))
        return None

    # ----- trades

    def on_trade_answer(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        deal = state.pending[-1]["offer"]
        return Action("accept") if bot_trade.acceptable(state, player, deal) else Action("reject")

    # ----- Classic frames

    def on_jackpot(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        """Bet the stake with the best positive expectation the cash above the reserve allows."""
        bet = listed(legal, "bet")
        if bet is None:
            return Action("walk_past")
        room = state.money[player] - bot_worth.reserve(state, player)
        best, best_gain = None, 0.0
        lines = jackpot_lines()
        for amount in bet["amount"].values():
            gain = jackpot_gain(state, amount, lines)
            if amount <= room and gain > best_gain:
                best, best_gain = amount, gain
        return Action("walk_past") if best is None else Action("bet", amount=best)

    def on_police(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        """Held by the Tax Police: leave early (Amnesty, or the fine) while plots are free to
        buy; roll for doubles once the board is taken (a held token pays no rent)."""
        action = self.build(state, player, legal)
        if action is not None:
            return action
        if free_plots(state) >= 4:
            card = listed(legal, "use_card")
            if card is not None:
                return card
            if listed(legal, "pay_fine") is not None and state.money[player] >= 2 * bot_worth.reserve(
                state, player
            ):
                return Action("pay_fine")
        return Action("roll")

    def on_rent_holiday(self, state: MillionaireState, player: int, legal: list[Action]) -> Action | None:
        """The Rent holiday card is kept for a rent that hurts."""
        due = state.pending[-1]["amount"]
        if due >= 100 or due > state.money[player] - bot_worth.reserve(state, player):
            return listed(legal, "use_card")
        return Action("pay_rent")


# ----- measures used above


def area(state: MillionaireState) -> Any:
    """The edition's module (imported here: the rules' modules import each other in an order
    that importing the bot first would break)."""
    from .editions import area as edition_area

    return edition_area(state)


def building_redeem_cost(state: MillionaireState, space: int) -> int:
    return area(state).redeem_cost(state, space)


def free_plots(state: MillionaireState) -> int:
    return sum(1 for space in D.PLOT_SPACES[state.edition] if state.owner[space] is None)


def jackpot_lines() -> dict[J.Combination, int]:
    """How many of the 216 falls of the three dice make each line of the winning table."""
    lines: dict[J.Combination, int] = {}
    for first in range(1, 7):
        for second in range(1, 7):
            for third in range(1, 7):
                line = J.combination([first, second, third])
                lines[line] = lines.get(line, 0) + 1
    return lines


def jackpot_gain(state: MillionaireState, bet: int, lines: dict[J.Combination, int]) -> float:
    """The expected gain of a Jackpot bet by the winning table (reading M6): the bet and the
    bank's part back on a line, the whole box on three dollars, nothing otherwise."""
    total = 0.0
    for line, falls in lines.items():
        if line.jackpot:
            back = state.jackpot + bet
        elif line.multiple == 0:
            back = 0
        else:
            back = bet + J.bank_part(line, bet, state.variants["jackpot_on_top"])
        total += (back - bet) * falls
    return total / 216
