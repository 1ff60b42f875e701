"""The 18Korea computer player: plain rules of thumb a player could explain at the table.

- Draft and cards: it takes cards by a fixed plan (CARD_PLAN: steady money and track first,
  the cards that act once or only at the war last) and attaches each card as soon as it
  directs a company that may take it, the best card to the dearest company.
- Stock round: over the certificate limit it sells the cheapest share it does not direct.
  It starts companies (an opening bid of ₩0) while it directs fewer than two and has the
  cash for a good par and, with the capital, for the train on sale, or whenever no company
  is in play at all; a South company first while it directs none (the North ones fall in the
  war); then it buys a share: first in a company it directs (the money goes
  to that company's treasury), then in the company with the highest price, keeping the cash
  its companies will need for trains they cannot pay for themselves. In someone
  else's auction it raises by the least step while the bid stays small next to its cash
  and it directs fewer than two companies. It pars as high as it can pay.
- Operating round: the home lay offered first; track on city hexes first (upgrades of
  cities and metropolitan hexes before new yellow track), within the money a train still
  needs; a station when the treasury keeps the price of the train on sale; runs the
  optimiser's plan; pays dividends unless the company needs the money for its train; buys a
  train when it has none, a second one when it can pay for it, and more while the treasury
  holds twice the price and the limit leaves room.
- Frames: discards the oldest train, accepts a train offer only between its own companies,
  sells the first certificate an emergency allows; at the war's outbreak (W2) it moves a
  station where it keeps a seat, else to the least crowded city.

It reads the public state only and keeps its own Rng.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Action, Rules, concretise, matches
from ...engine.bots.base import Bot
from . import operating, shares, trains, war
from .data_companies import COMPANIES
from .data_map import LAND
from .data_trains import TRAINS

#: companies a bot wants to direct
DIRECT_AT_MOST = 2
#: the least par a bot wants when it starts a company
WANTED_PAR = 80
#: a company holding this many trains buys another only when its treasury holds RICH_TIMES its price
RICH_FROM, RICH_TIMES = 2, 2
#: a bot raises an auction while the bid stays under this share of its cash
BID_SHARE = 0.2
#: how much a lay on each kind of hex is worth to the bot (plain track joins, cities pay)
HEX_WEIGHT = {"metro": 6, "city": 5, "town": 2, "plain": 1}
#: the asset cards in the order the bot wants them: steady money and track first, then trains
#: and stations, then the cards that act once or only at the war (designed for the bot)
CARD_PLAN = (
    "OA10",
    "OA02",
    "OA04",
    "OB04",
    "OB06",
    "OB10",
    "OC06",
    "OC09",
    "OB03",
    "OC02",
    "OB05",
    "OA08",
    "OB09",
    "OB01",
    "OA06",
    "OC03",
    "OB08",
    "OA07",
    "OC01",
    "OA05",
    "OC07",
    "OB07",
    "OC10",
    "OC05",
    "OA03",
    "OA09",
    "OC04",
    "OC08",
    "OB02",
    "OA01",
)
#: the action types of the asset-card window
CARD_ACTIONS = frozenset({"attach", "offer_card", "use_card"})
#: safe answers when nothing better is found, in order of preference
SAFE = ("pass", "done", "skip_track", "skip_station", "done_trains", "reject", "hold")


def lasting_trains(state: Any, company: str) -> list[str]:
    """The company's trains that the next two train types sold (the one on sale and the one
    after it) will not rust."""
    train = trains.on_sale(state)
    if train is None:
        return list(state.trains[company])
    names = [t.name for t in TRAINS]
    coming = TRAINS[names.index(train.name) : names.index(train.name) + 2]
    doomed = {t.rusts for t in coming if t.rusts}
    return [name for name in state.trains[company] if name not in doomed]


def card_rank(card: str) -> int:
    return CARD_PLAN.index(card) if card in CARD_PLAN else len(CARD_PLAN)


def listed(legal: list[Action], kind: str) -> list[Action]:
    return [action for action in legal if action["type"] == kind]


class KoreaBot(Bot):
    name = "18korea"

    def choose(self, rules: Rules, state: Any, player: int) -> Action:
        legal = rules.legal_actions(state, player)
        if not legal:
            raise RuntimeError("no legal action to choose from")
        action = self.attach(state, player, legal)
        if action is None:
            kind = self.step_kind(rules, state, player)
            handler = getattr(self, "on_" + kind, None)
            action = (
                handler(state, player, [a for a in legal if a["type"] not in CARD_ACTIONS])
                if handler
                else None
            )
        if action is not None and any(matches(option, action) for option in legal):
            return action
        return self.fallback([a for a in legal if a["type"] not in CARD_ACTIONS] or legal)

    @staticmethod
    def step_kind(rules: Rules, state: Any, player: int) -> str:
        """The kind of the step `player` acts in: the topmost one that waits for them, the
        out-of-turn windows (the asset cards) only when nothing else does."""
        steps = list(reversed(rules.steps(state)))
        for step in [*(s for s in steps if not s.window), *(s for s in steps if s.window)]:
            if player in step.actors(state):
                return step.kind
        return ""

    def act_out_of_turn(self, rules: Rules, state: Any, player: int) -> Action | None:
        """Out of turn the bot only attaches its cards."""
        return self.attach(state, player, rules.legal_actions(state, player))

    def attach(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        """A card is worth something only on a company: attach the best held card to the
        dearest company the bot directs that may take it (K24)."""
        attaches = listed(legal, "attach")
        if not attaches:
            return None
        return min(attaches, key=lambda a: (card_rank(a["card"]), -state.price.get(a["company"], 0)))

    def fallback(self, legal: list[Action]) -> Action:
        for kind in SAFE:
            found = listed(legal, kind)
            if found:
                return concretise(found[0], self.rng, "lo")
        return concretise(legal[0], self.rng, "lo")

    # ----- draft

    def on_draft(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        """The draft plan: the card that helps a company most steadily (money, track, trains)
        first; the cards that act only at the war or once a game after them."""
        offered = legal[0]["card"].values
        return Action("pick_card", card=min(offered, key=card_rank))

    # ----- stock round

    def on_stock(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        sells = listed(legal, "sell")
        if shares.certificates(state, player) > state.cert_limit and sells:
            cheapest = min(
                sells, key=lambda a: (state.director.get(a["company"]) == player, state.price[a["company"]])
            )
            return Action("sell", company=cheapest["company"], count=1)
        starts = listed(legal, "start_auction")
        directed = [c for c, seat in state.director.items() if seat == player and c not in state.closed]
        on_sale = trains.on_sale(state)
        # a new company has no train: its capital and the director's cash must buy one
        needed = max(2 * WANTED_PAR, on_sale.price if on_sale is not None else 0)
        # with no company in play at all, passing would only repeat the round: start one anyway
        idle = not any(operating.operates(state, company) for company in state.par)
        if starts and len(directed) < DIRECT_AT_MOST and (state.cash[player] >= needed or idle):
            return Action("start_auction", company=self.company_to_start(state, directed, starts), bid=0)
        reserve = self.reserve(state, player)
        buys = [
            buy
            for buy in listed(legal, "buy_share")
            if state.cash[player] - state.price[buy["company"]] >= reserve
            or (buy["source"] == "treasury" and self.needs_money(state, buy["company"]))
        ]
        if buys:
            return max(
                buys,
                key=lambda a: (
                    state.director.get(a["company"]) == player and a["source"] == "treasury",
                    state.price[a["company"]],
                    a["source"] == "treasury",
                ),
            )
        return None

    @staticmethod
    def company_to_start(state: Any, directed: list[str], starts: list[Action]) -> str:
        """A South company while it directs none: North companies leave the game at the war
        unless they reach the South (K22 W3), and a bot rarely builds that far."""
        if not any(COMPANIES[c].region == "S" for c in directed):
            south = [a["company"] for a in starts if COMPANIES[a["company"]].region == "S"]
            if south:
                return south[0]
        return starts[0]["company"]

    def reserve(self, state: Any, player: int) -> int:
        """The cash a director keeps for the trains its companies will need and cannot pay:
        a company whose trains will all rust soon needs the price of the train on sale."""
        train = trains.on_sale(state)
        if train is None:
            return 0
        total = 0
        for company, seat in state.director.items():
            if seat == player and company not in state.closed and self.needs_money(state, company):
                total += trains.market_price(state, company, train.name) - state.treasury[company]
        return total

    def on_auction(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        raises = listed(legal, "bid")
        directed = sum(1 for seat in state.director.values() if seat == player)
        if raises and directed < DIRECT_AT_MOST:
            least = raises[0]["amount"].lo
            if least <= BID_SHARE * state.cash[player]:
                return Action("bid", amount=least)
        return Action("pass")

    def on_par(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        pars = listed(legal, "set_par")
        if pars:
            return Action("set_par", price=max(pars[0]["price"].values))
        sells = listed(legal, "sell")
        return concretise(sells[0], self.rng, "lo") if sells else None

    # ----- operating round

    def on_operating(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        company, step = state.operating, state.or_step
        if step == "home":
            return legal[0]
        if step == "track":
            return self.track(state, company, listed(legal, "lay"))
        if step == "station":
            sites = listed(legal, "build_station")
            price = operating.station_price(state, company)
            if (
                sites
                and price is not None
                and state.treasury[company] - price >= self.train_need(state, company)
            ):
                return sites[0]
            return Action("skip_station")
        if step == "run":
            return concretise(legal[0], self.rng, "lo")  # the optimiser's plan
        if step == "dividend":
            return Action("hold") if self.needs_money(state, company) else Action("pay_dividend")
        if step == "trains":
            buy = listed(legal, "buy_train")
            if buy and self.wants_train(state, company, buy[0]["train"]):
                return buy[0]
            return Action("done_trains")
        return None

    @staticmethod
    def wants_train(state: Any, company: str, name: str) -> bool:
        """Up to two trains whenever it can pay, and one more while every train it holds will
        rust with the next two train types sold; beyond that (as the limit allows: the buy is
        listed only with room) when the treasury holds at least twice the price, so a rich
        company keeps buying and the train market, and with it the game, moves on."""
        held = len(state.trains[company])
        if held < RICH_FROM or not lasting_trains(state, company):
            return True
        return state.treasury[company] >= RICH_TIMES * trains.market_price(state, company, name)

    def track(self, state: Any, company: str, lays: list[Action]) -> Action:
        """The lay worth most: cities before towns before plain track, upgrades of paying hexes
        before new yellow track, nothing that eats the money a train still needs."""
        budget = state.treasury[company] - self.train_need(state, company)
        best, best_score = None, 0.0
        for lay in lays:
            hex_id = lay["hex"]
            land = LAND.get(hex_id)
            if land is None:
                continue
            price = land.cost if state.board.tile(hex_id) is None else 0
            if price > budget:
                continue
            weight = HEX_WEIGHT.get(land.kind, 1)
            upgrade = state.board.tile(hex_id) is not None
            score = weight * (2 if upgrade and land.kind != "plain" else 1) - price / 40
            score += self.rng.random() * 0.5  # equal lays in no fixed order
            if hex_id in state.board.station_hexes(company):
                score += 2
            if score > best_score:
                best, best_score = lay, score
        return best if best is not None else Action("skip_track")

    @staticmethod
    def train_need(state: Any, company: str) -> int:
        """The money a company keeps for a train: the price of the train on sale while it has
        none, else nothing."""
        if state.trains[company]:
            return 0
        train = trains.on_sale(state)
        return trains.market_price(state, company, train.name) if train is not None else 0

    def needs_money(self, state: Any, company: str) -> bool:
        """Hold when every train of the company will rust with the next two train types
        sold (the one on sale and the one after it) and the treasury cannot yet pay for
        the train on sale."""
        train = trains.on_sale(state)
        if train is None:
            return False
        return not lasting_trains(state, company) and state.treasury[company] < trains.market_price(
            state, company, train.name
        )

    # ----- frames

    def on_discard(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        return legal[0]

    def on_train_offer(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        offer = state.pending[-1]
        mine = operating.director_of(state, offer["buyer"]) == player
        return Action("accept") if mine and listed(legal, "accept") else Action("reject")

    def on_forced(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        return legal[0]

    def on_reseat(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        return concretise(legal[0], self.rng, "lo")

    def on_outbreak(self, state: Any, player: int, legal: list[Action]) -> Action | None:
        """K22 W2: a city where the station keeps a seat (OC08's protected tile with a free
        seat), else a tiled one, metropolitan before normal, with the fewest stations waiting."""
        board = state.board
        moves = listed(legal, "move_station")

        def rank(action: Action) -> tuple:
            hex_id = action["target"]
            return (
                not war.seat_kept(board, hex_id),
                board.tile(hex_id) is None,
                LAND[hex_id].kind != "metro",
                len(board.outer_at(hex_id)) + len(board.seated(hex_id)),
            )

        return min(moves, key=rank) if moves else None
