"""Blue Marble (부루마불) rules: the formal game in two halves, the optional game, the variants.

Rule sources: the rulebook seed text (sections named in comments) and the
reference `bluemarble_millionaire.md` part 1 (tables 1.2-1.6). Sub-decisions
(pay a debt then raise cash, buy or pass, auctions, the Space Travel flight)
sit on `state.pending`, a stack of plain dicts; `_run` pops automatic steps
until a player has to choose.

Decisions (`Decision.kind`) and their actions:
- "turn": roll; build(space, level); sell(space, level); offer_escape(to, price=Range)
- "island": roll (doubles free you); use_escape; pay_bail (variant); build/sell/offer_escape
- "fly" (the turn after Space Travel): fly(space) to any space but 30; build/sell
- "buy": buy(space) | pass
- "debt" (info: to, amount, reason, space): pay | use_ticket | sell(space, level) | give_deed(space)
- "build_here" (variant build_on_landing): build(space, level) | pass
- "opening_build" (start of the second half): build(space, level) | done
- "party" (Golden Key 7): prize(amount 0/50/100)
- "allocation" (First Half 5; info: spaces, ask): apply(space) | pass
- "draft" (optional game): pick(space) | pass
- "auction" (Seoul; info: space, high, leader): bid(amount=Range) | pass
- "escape_offer": accept | pass
- "buyout" (variant buyout; info: space, owner): buyout(space) | pass
- "after_move" (variant build_after_move): build/sell/offer_escape | done
Never listed: time_up (variant time_limit; the view's clock sends it, see `apply`).
Levels: 0 land, 1 one villa, 2 two villas, 3 building, 4 hotel.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import itemgetter
from typing import Any

from ...engine.api import (
    Action,
    Decision,
    Event,
    FieldEvent,
    IllegalAction,
    Range,
    Result,
    Rules,
    Variant,
    copy_plain,
    rank_by,
)
from ...engine.i18n import tr
from ...engine.rng import Rng
from . import data as D
from . import refusals, tables, texts
from .state import BANK, FIRST_HALF, FUND, SECOND_HALF, BlueMarbleState

CTX = "bluemarble"

TICKET_CARDS = D.TICKET_CARDS
_TICKET_SET = frozenset(TICKET_CARDS)  # "holds a ticket": not _TICKET_SET.isdisjoint(held)
ESCAPE_CARD = D.ESCAPE_CARD
#: debts a Preferential Ticket may waive: payments to another player's deed
TICKET_REASONS = ("toll", "fare")


# Actions are frozen, so the listed ones are built once and shared (tables.py: the hot path of playouts).
_SELL = tables.SELL
_FLY = tables.FLY
_ROLL = tables.ROLL
_LEVEL_COST = tables.LEVEL_COST
_PATHS = tables.PATHS
_IS_DEED = tables.IS_DEED
_SPACE_KIND = tables.SPACE_KIND
_TOLLS = tables.TOLLS
_DEED_OWNERS = itemgetter(*D.DEED_SPACES)  # owner list -> the owners of the deeds, in space order
_SUPPLY_CHANGE = tables.SUPPLY_CHANGE
_NUM_SPACES = D.NUM_SPACES
_SALARY = D.SALARY


_E = FieldEvent  # every event of the rules: `_E(type="moved", player=p, ...)`, an Event made in C


def _event(type_: str, /, **fields: Any) -> Event:
    """`Event(type_, **fields)`: the same items in the same order, made as `_E` makes them."""
    return _E(type=type_, **fields)


def _name(space: int) -> str:
    return D.SPACES[space].en


class BlueMarbleRules(Rules):
    game_id = "bluemarble"
    rules_version = 2  # 2: First Half 5 offer also starts before a doubles extra roll
    min_players = 2
    max_players = 4
    action_cap = 6000
    has_secrets = False
    state_class = BlueMarbleState
    #: the only action types listed with a Range inside (auction bids, the Island Escape card's
    #: price): a playout passes the other listed actions to `apply_unchecked` as they are
    ranged_action_types = frozenset({"bid", "offer_escape"})
    #: the cities a player owns, in space order (a shared list: never change it)
    #: and the turn's builds and sells without variants (`tables.city_memo`)
    _owned_cities, _add_turn_builds_and_sells = map(staticmethod, tables.city_memo())
    variants = (
        Variant(
            "mode",
            "Game",
            "choice",
            "formal",
            choices=(("formal", "Formal game (two halves)"), ("optional", "Optional game (deed draft)")),
            help="Formal: a first half of buying only, then building and tolls. Optional: +₩1M each, "
            "deeds drafted in turn, Seoul auctioned, then second-half play.",
        ),
        Variant(
            "tolls_from_start",
            "Tolls from the first turn",
            help="The usual quick game: tolls and building from the first turn (no first half).",
        ),
        Variant(
            "three_doubles_island",
            "Three doubles: Deserted Island",
            help="Rolling doubles three times in a row sends you to the Deserted Island.",
        ),
        Variant(
            "build_on_landing",
            "Build only when landing on your deed",
            help="You may build on a city only when your plane stops on it.",
        ),
        Variant(
            "limited_supply",
            "Limited building supply",
            help="The box holds 30 villas, 18 buildings and 21 hotels; when a kind runs out it cannot be built.",
        ),
        Variant(
            "buyout",
            "Take-over (인수)",
            help="House rule (Modu Marble style): after paying the toll on another player's city you may "
            "buy it, with its buildings, for twice its price; the owner cannot refuse.",
        ),
        Variant(
            "island_bail",
            "Island bail ₩100K",
            help="House rule: while stranded on the Deserted Island you may pay ₩100K to the bank to leave, "
            "then roll as usual.",
        ),
        Variant(
            "round_limit",
            "Round limit (0 = none)",
            "int",
            0,
            lo=0,
            hi=200,
            help="After this many rounds the richest player (cash + deeds + buildings at price) wins.",
        ),
        Variant(
            "island_throw_again",
            "Island: doubles, then throw again",
            help="Deserted Island 2 read word for word: doubles set you free, then you throw the dice "
            "once more and move by that throw. Off: you move by the doubles you threw.",
        ),
        Variant(
            "time_limit",
            "Time limit in minutes (0 = none)",
            "int",
            0,
            lo=0,
            hi=600,
            help="Other Game Tips 1: set an end time. A clock runs on the board; when it runs out the "
            "richest player (cash + deeds + buildings at price) wins.",
        ),
        Variant(
            "build_after_move",
            "Build also after your move",
            help="Second Half 3 says only 'during your turn'. Off: you build or sell before you roll. "
            "On: you may also build or sell after your move, before the next player rolls.",
        ),
    )

    # ================================================================== set-up

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> BlueMarbleState:
        opts = self.validate_options(options)
        v = opts["variants"]
        n = opts["players"]
        s = BlueMarbleState()
        s.options = opts
        s.rng = Rng.from_seed(seed)
        optional = v["mode"] == "optional"
        cash = D.start_money(n, optional)  # Game Start 3; Optional Game Rules 1
        s.positions = [D.START] * n  # Game Start 2: planes side by side on START
        s.money = [cash] * n
        s.bankrupt = [False] * n
        s.bank = D.BANK_RESERVE - cash * n
        s.total_money = D.BANK_RESERVE
        s.supply = dict(D.SUPPLY)
        s.deck = [k.id for k in D.GOLDEN_KEYS]
        s.rng.shuffle(s.deck)  # Game Start 2: the Golden Keys face down
        s.held = [[] for _ in range(n)]
        s.island = [0] * n
        s.travel = [False] * n
        s.phase = SECOND_HALF if (optional or v["tolls_from_start"]) else FIRST_HALF
        if optional:
            order = D.draft_order(n, len(D.DEED_SPACES) - 1)
            s.pending.append({"kind": "draft", "order": order, "i": 0})
        return s

    # ================================================================== small queries

    def tolls_active(self, s: BlueMarbleState) -> bool:
        """Tolls (and fares) are paid from the second half on [Second Half 2, 4]."""
        return s.phase == SECOND_HALF

    def toll_due(self, s: BlueMarbleState, space: int) -> int:
        return tables.TOLLS[space][s.level[space]]  # `Deed.toll` at the city's level

    def buyout_price(self, s: BlueMarbleState, space: int) -> int:
        """Take-over variant: twice the land and buildings at price [reference 1.6, house rule]."""
        return 2 * self.property_value(s, space)

    def property_value(self, s: BlueMarbleState, space: int) -> int:
        return D.DEEDS[space].price + D.DEEDS[space].level_cost(s.level[space])

    def net_worth(self, s: BlueMarbleState, p: int) -> tuple[int, int, int]:
        """(cash, deeds at price, buildings at price) — the limit scoring [Other Game Tips 1]."""
        deeds = sum(D.DEEDS[sp].price for sp in s.deeds_of(p))
        buildings = sum(D.DEEDS[sp].level_cost(s.level[sp]) for sp in s.deeds_of(p))
        return s.money[p], deeds, buildings

    def pieces_of(self, s: BlueMarbleState, p: int) -> tuple[int, int, int]:
        """(hotels, buildings, villas) a player has on the board."""
        h = b = v = 0
        for sp in s.deeds_of(p):
            pv, pb, ph = D.LEVEL_PIECES[s.level[sp]]
            h, b, v = h + ph, b + pb, v + pv
        return h, b, v

    def supply_allows(self, s: BlueMarbleState, space: int, level: int) -> bool:
        if not s.variants["limited_supply"]:
            return True
        old = D.LEVEL_PIECES[s.level[space]]
        new = D.LEVEL_PIECES[level]
        return all(s.supply[k] + old[i] - new[i] >= 0 for i, k in enumerate(("villa", "building", "hotel")))

    def build_cost(self, s: BlueMarbleState, space: int, level: int) -> int:
        """Going up a level costs the difference of the two levels' prices [DESIGNED, ref 1.6]."""
        deed = D.DEEDS[space]
        return deed.level_cost(level) - deed.level_cost(s.level[space])

    def build_options(self, s: BlueMarbleState, p: int, spaces: list[int] | None = None) -> list[Action]:
        """The builds `p` may pay for on their cities (of `spaces` if given), in space order."""
        if s.phase != SECOND_HALF:
            return []
        if spaces is None:
            spaces = self._owned_cities(s.owner, p)
        if s.variants["limited_supply"]:
            return self._supply_limited_builds(s, p, spaces)
        out: list[Action] = []
        cash, owner, level = s.money[p], s.owner, s.level
        for sp in spaces:
            if owner[sp] == p and sp in D.LEVEL_COSTS:
                out += tables.affordable_builds(sp, level[sp], cash)
        return out

    def _supply_limited_builds(self, s: BlueMarbleState, p: int, spaces: list[int]) -> list[Action]:
        """Variant limited_supply: as `build_options`, leaving out levels whose pieces ran out."""
        out: list[Action] = []
        cash, owner, level = s.money[p], s.owner, s.level
        for sp in spaces:
            if owner[sp] != p or sp not in D.LEVEL_COSTS:
                continue
            out += [
                a
                for a in tables.affordable_builds(sp, level[sp], cash)
                if self.supply_allows(s, sp, a["level"])
            ]
        return out

    def can_build(self, s: BlueMarbleState, p: int) -> bool:
        """Cheap test: could `p` build anything now (ignoring the supply)?"""
        if s.phase != SECOND_HALF:
            return False
        cash, level = s.money[p], s.level
        for sp in self._owned_cities(s.owner, p):
            now = level[sp]
            if now < 4 and D.LEVEL_COSTS[sp][now + 1] - D.LEVEL_COSTS[sp][now] <= cash:
                return True
        return False

    def sell_options(self, s: BlueMarbleState, p: int, skip_touched: bool) -> list[Action]:
        cities = self._owned_cities(s.owner, p)
        if skip_touched and s.touched:
            cities = [sp for sp in cities if sp not in s.touched]
        return self._sells_on(s, cities)

    def _sells_on(self, s: BlueMarbleState, cities: list[int]) -> list[Action]:
        """The sell actions on `cities` (their owner's), in space order."""
        out: list[Action] = []
        level = s.level
        limited = s.variants["limited_supply"]
        for sp in cities:
            now = level[sp]
            if now:
                if limited:  # selling a hotel down to villas needs villa pieces in the bank
                    out += [a for a in _SELL[sp][now] if self.supply_allows(s, sp, a["level"])]
                else:
                    out += _SELL[sp][now]
        return out

    def manage_options(self, s: BlueMarbleState, p: int) -> list[Action]:
        """Build or sell on your own deeds during your turn [Second Half 3]; sell the escape card."""
        out: list[Action] = []
        self._add_manage_options(s, p, out)
        return out

    def _add_manage_options(self, s: BlueMarbleState, p: int, out: list[Action]) -> None:
        """`manage_options` appended to `out`: the turn's list is built without copies (playouts)."""
        if s.phase == SECOND_HALF:
            variants = s.options["variants"]
            if not (variants["build_on_landing"] or variants["limited_supply"]):
                self._add_turn_builds_and_sells(s.owner, p, s.level, s.money[p], s.touched, out)
            else:
                self._add_variant_manage_options(s, p, self._owned_cities(s.owner, p), out)
        if ESCAPE_CARD in s.held[p] and not s.escape_offered:
            self._add_escape_offers(s, p, out)

    def _add_escape_offers(self, s: BlueMarbleState, p: int, out: list[Action]) -> None:
        """Offer the Island Escape card to each other player still in (Golden Key 6), for ₩0K up
        to the cash they have (a player in debt below zero is not asked)."""
        money, bankrupt, offer = s.money, s.bankrupt, tables.offer_escape
        for q in range(len(money)):
            if q != p and not bankrupt[q] and money[q] >= 0:
                out.append(offer(q, money[q] // 10 * 10))

    def _add_variant_manage_options(
        self, s: BlueMarbleState, p: int, cities: list[int], out: list[Action]
    ) -> None:
        """Builds and sells of `manage_options` under build_on_landing or limited_supply."""
        if s.touched:  # one change per city and turn
            cities = [sp for sp in cities if sp not in s.touched]
        if not s.variants["build_on_landing"]:
            out += self.build_options(s, p, cities)
        out += self._sells_on(s, cities)

    def _debt_coverable(self, s: BlueMarbleState, item: dict) -> bool:
        p = item["player"]
        if s.money[p] >= item["amount"] or s.deeds_of(p):
            return True
        return item["reason"] in TICKET_REASONS and not _TICKET_SET.isdisjoint(s.held[p])

    # ================================================================== decisions

    def decision(self, s: BlueMarbleState) -> Decision | None:
        if s.over:
            return None
        names = s.options["names"]
        if s.pending:
            item = s.pending[-1]
            kind = item["kind"]
            p = self._actor(item)
            return Decision(p, kind, self._prompt(s, item, p, names), info=self._info(item))
        p = s.current
        who = names[p]
        if s.travel[p]:
            return Decision(
                p,
                "fly",
                tr(
                    CTX,
                    "{who}: click any space of the board to fly there with the Columbia (no dice).",
                    who=who,
                ),
            )
        if s.island[p] > 0:
            return Decision(
                p,
                "island",
                tr(
                    CTX,
                    "{who}: you are stranded on the Deserted Island ({n} turns left). Roll doubles to leave, "
                    "or use your Island Escape card.",
                    who=who,
                    n=s.island[p],
                )
                if ESCAPE_CARD in s.held[p]
                else tr(
                    CTX,
                    "{who}: you are stranded on the Deserted Island ({n} turns left). Roll: doubles set you free.",
                    who=who,
                    n=s.island[p],
                ),
            )
        if s.again:
            text = tr(CTX, "{who}: doubles! Roll again.", who=who)
        else:
            text = tr(CTX, "{who}: roll the dice.", who=who)
        if not s.variants["build_on_landing"] and self.can_build(s, p):
            text += " " + tr(CTX, "You may build on your cities first.")
        return Decision(p, "turn", text)

    def decision_kind(self, s: BlueMarbleState) -> str | None:
        """`decision(s).kind` without building the prompt (the computer player asks every move)."""
        if s.over:
            return None
        if s.pending:
            return s.pending[-1]["kind"]
        p = s.current
        if s.travel[p]:
            return "fly"
        if s.island[p] > 0:
            return "island"
        return "turn"

    def _actor(self, item: dict) -> int:
        kind = item["kind"]
        if kind == "allocation":
            return item["ask"][0]
        if kind == "draft":
            return item["order"][item["i"]]
        if kind == "auction":
            return item["bidders"][item["turn"]]
        if kind == "opening_build":
            return item["queue"][0]
        return item["player"]

    def _info(self, item: dict) -> dict:
        return {k: copy_plain(v) for k, v in item.items() if k != "kind"}

    def _prompt(self, s: BlueMarbleState, item: dict, p: int, names: list[str]) -> str:
        return texts.prompt(self, s, item, p, names)

    # ================================================================== legal actions

    def legal_actions(self, s: BlueMarbleState, player: int | None = None) -> list[Action]:
        if s.over:
            return []
        if s.pending:
            return self._pending_actions(s, s.pending[-1])
        p = s.current
        if s.travel[p]:
            acts = list(_FLY)
        elif s.island[p] > 0:
            acts = [_ROLL]
            if ESCAPE_CARD in s.held[p]:
                acts.append(tables.USE_ESCAPE)
            if s.variants["island_bail"] and s.money[p] >= D.ISLAND_BAIL:
                acts.append(tables.PAY_BAIL)
        else:
            # the usual turn, listed before almost every action of a random game:
            # `_add_manage_options` written out
            acts = [_ROLL]
            if s.phase == SECOND_HALF:
                variants = s.options["variants"]
                if variants["build_on_landing"] or variants["limited_supply"]:
                    self._add_variant_manage_options(s, p, self._owned_cities(s.owner, p), acts)
                else:
                    self._add_turn_builds_and_sells(s.owner, p, s.level, s.money[p], s.touched, acts)
            if ESCAPE_CARD in s.held[p] and not s.escape_offered:
                self._add_escape_offers(s, p, acts)
            return acts
        self._add_manage_options(s, p, acts)
        return acts

    def _pending_actions(self, s: BlueMarbleState, item: dict) -> list[Action]:
        kind = item["kind"]
        if kind == "buy":
            return [tables.BUY[item["space"]], tables.PASS]
        if kind == "debt":
            p = item["player"]
            acts: list[Action] = []
            if s.money[p] >= item["amount"]:
                acts.append(tables.PAY)
            if item["reason"] in TICKET_REASONS and not _TICKET_SET.isdisjoint(s.held[p]):
                acts.append(tables.USE_TICKET)
            if s.money[p] < item["amount"]:
                acts += self.sell_options(s, p, skip_touched=False)
                acts += [tables.GIVE_DEED[sp] for sp in s.deeds_of(p)]
            return acts
        if kind == "build_here":
            return self.build_options(s, item["player"], [item["space"]]) + [tables.PASS]
        if kind == "opening_build":
            return self.build_options(s, item["queue"][0]) + [tables.DONE]
        if kind == "party":
            return list(tables.PRIZES)
        if kind == "allocation":
            return [tables.APPLY[item["spaces"][0]], tables.PASS]
        if kind == "draft":
            p = item["order"][item["i"]]
            acts = [
                tables.PICK[sp]
                for sp in D.DEED_SPACES
                if sp != D.SEOUL and s.owner[sp] is None and D.DEEDS[sp].price <= s.money[p]
            ]
            return acts + [tables.PASS]
        if kind == "auction":
            p = item["bidders"][item["turn"]]
            lo = item["high"] + 10
            hi = s.money[p] // 10 * 10
            acts = [Action("bid", amount=Range(lo, hi, 10))] if hi >= lo else []
            return acts + [tables.PASS]
        if kind == "escape_offer":
            acts = [tables.ACCEPT] if s.money[item["player"]] >= item["price"] else []
            return acts + [tables.PASS]
        if kind == "buyout":
            return [tables.BUYOUT[item["space"]], tables.PASS]
        if kind == "after_move":
            return self.manage_options(s, item["player"]) + [tables.DONE]
        raise AssertionError(f"no actions for pending {kind}")

    def time_up_allowed(self, s: BlueMarbleState) -> bool:
        """The view's clock may end the game at any moment when the time-limit variant is on."""
        return not s.over and bool(s.variants.get("time_limit"))

    def apply(self, state: Any, action: Mapping[str, Any], player: int | None = None) -> list[Event]:
        """`time_up` is accepted whenever the time limit is on but never listed, so bots and
        random playouts never pick it; the shell logs it like any action (replays stay exact)."""
        if (
            isinstance(action, Mapping)
            and action.get("type") == "time_up"
            and set(action.keys()) == {"type"}
            and self.time_up_allowed(state)
        ):
            return self.apply_unchecked(state, action, player)
        return super().apply(state, action, player)

    # ================================================================== refusals

    def refusal(self, s: BlueMarbleState, action: Mapping[str, Any]) -> IllegalAction:
        """Why an action is refused, as a sentence that teaches the rule (refusals.py)."""
        return refusals.refusal(self, s, action)

    # ================================================================== apply

    def apply_unchecked(
        self, s: BlueMarbleState, action: Mapping[str, Any], player: int | None = None
    ) -> list[Event]:
        t = action["type"]
        if (t == "build" or t == "sell") and not s.pending:
            # most actions of a random game: `_manage`, with `_change_level` written out
            p = s.current
            sp = action["space"]
            level = action["level"]
            levels = s.level
            old = levels[sp]
            costs = _LEVEL_COST[sp]
            cost = costs[level] - costs[old]  # below 0 for a sale: the bank pays the price back
            if cost:
                s.money[p] -= cost
                s.bank += cost
            supply = s.supply
            for kind, change in _SUPPLY_CHANGE[old][level]:
                supply[kind] += change
            levels[sp] = level
            s.touched.append(sp)
            # nothing is pending after a change of level: no automatic step
            if t == "build":
                return [_E(type="built", player=p, space=sp, level=level, old=old, cost=cost)]
            return [_E(type="sold", player=p, space=sp, level=level, old=old, amount=-cost)]
        ev: list[Event] = []
        if t == "time_up":  # Other Game Tips 1: the agreed end time has come
            self._end_game(s, "time_limit", ev)
            return ev
        if s.pending:
            self._apply_pending(s, s.pending[-1], action, ev)
        else:
            p = s.current
            if t == "roll":
                if s.island[p] > 0:
                    self._island_roll(s, p, ev)
                else:
                    self._roll(s, p, ev)
            elif t == "fly":
                self._fly(s, p, action["space"], ev)
            elif t == "use_escape":
                s.held[p].remove(ESCAPE_CARD)
                s.deck.append(ESCAPE_CARD)  # used: back under the deck [Golden Key 6]
                s.island[p] = 0
                ev.append(_E(type="island_escaped", player=p, how="card"))
            elif t == "pay_bail":
                self._transfer(s, p, BANK, D.ISLAND_BAIL)
                s.island[p] = 0
                ev.append(_E(type="island_escaped", player=p, how="bail", amount=D.ISLAND_BAIL))
            else:
                self._manage(s, p, action, ev)
        if s.pending:  # automatic steps (`_run` has nothing to do on an empty stack)
            self._run(s, ev)
        return ev

    def _manage(self, s: BlueMarbleState, p: int, action: Mapping[str, Any], ev: list[Event]) -> None:
        t = action["type"]
        if t == "build":
            self._build(s, p, action["space"], action["level"], ev)
            s.touched.append(action["space"])
        elif t == "sell":
            self._sell(s, p, action["space"], action["level"], ev)
            s.touched.append(action["space"])
        elif t == "offer_escape":
            s.escape_offered = True
            ev.append(_E(type="escape_offered", player=p, to=action["to"], price=action["price"]))
            s.pending.append(
                {"kind": "escape_offer", "player": action["to"], "seller": p, "price": action["price"]}
            )
        else:
            raise AssertionError(t)

    def _apply_pending(
        self, s: BlueMarbleState, item: dict, action: Mapping[str, Any], ev: list[Event]
    ) -> None:
        kind = item["kind"]
        t = action["type"]
        if kind == "buy":
            s.pending.pop()
            p, sp = item["player"], item["space"]
            if t == "buy":
                self._buy(s, p, sp, D.DEEDS[sp].price, ev)
            else:
                ev.append(_E(type="declined", player=p, space=sp))
        elif kind == "debt":
            self._apply_debt(s, item, action, ev)
        elif kind == "build_here":
            if t == "build":
                self._build(s, item["player"], action["space"], action["level"], ev)
            s.pending.pop()
        elif kind == "opening_build":
            p = item["queue"][0]
            if t == "build":
                self._build(s, p, action["space"], action["level"], ev)
            else:
                item["queue"].pop(0)
        elif kind == "party":
            s.pending.pop()
            amount = action["amount"]
            self._transfer(s, BANK, item["host"], amount)
            ev.append(_E(type="party_prize", player=item["player"], host=item["host"], amount=amount))
        elif kind == "allocation":
            p = item["ask"].pop(0)
            sp = item["spaces"][0]
            if t == "apply":
                item["applicants"].append(p)
                ev.append(_E(type="applied", player=p, space=sp))
            else:
                ev.append(_E(type="declined", player=p, space=sp))
        elif kind == "draft":
            p = item["order"][item["i"]]
            item["i"] += 1
            if t == "pick":
                self._buy(s, p, action["space"], D.DEEDS[action["space"]].price, ev, how="draft")
            else:
                ev.append(_E(type="draft_pass", player=p))
        elif kind == "auction":
            p = item["bidders"][item["turn"]]
            if t == "bid":
                item["high"] = action["amount"]
                item["leader"] = p
                item["turn"] = (item["turn"] + 1) % len(item["bidders"])
                ev.append(_E(type="auction_bid", player=p, space=item["space"], amount=action["amount"]))
            else:
                item["bidders"].pop(item["turn"])
                if item["bidders"]:
                    item["turn"] %= len(item["bidders"])
                ev.append(_E(type="auction_pass", player=p, space=item["space"]))
        elif kind == "escape_offer":
            s.pending.pop()
            buyer, seller, price = item["player"], item["seller"], item["price"]
            if t == "accept" and ESCAPE_CARD in s.held[seller]:
                s.held[seller].remove(ESCAPE_CARD)
                s.held[buyer].append(ESCAPE_CARD)
                self._transfer(s, buyer, seller, price)
                ev.append(_E(type="escape_sold", player=seller, to=buyer, price=price))
            else:
                ev.append(_E(type="escape_refused", player=buyer, seller=seller, price=price))
        elif kind == "buyout":
            s.pending.pop()
            if t == "buyout":
                sp, owner = item["space"], item["owner"]
                price = self.buyout_price(s, sp)
                self._transfer(s, item["player"], owner, price)
                s.owner[sp] = item["player"]  # the buildings go with the deed
                ev.append(_E(type="bought_out", player=item["player"], owner=owner, space=sp, price=price))
        elif kind == "after_move":
            if t == "done":
                s.pending.pop()
                self._next_turn(s, ev)
            else:
                self._manage(s, item["player"], action, ev)
        else:
            raise AssertionError(kind)

    def _apply_debt(self, s: BlueMarbleState, item: dict, action: Mapping[str, Any], ev: list[Event]) -> None:
        t = action["type"]
        p = item["player"]
        if t == "pay":
            s.pending.pop()
            self._transfer(s, p, item["to"], item["amount"])
            ev.append(
                _E(
                    type="paid",
                    player=p,
                    to=item["to"],
                    amount=item["amount"],
                    reason=item["reason"],
                    space=item.get("space", -1),
                )
            )
            if item["to"] == FUND:
                ev.append(_E(type="fund_paid", player=p, amount=item["amount"], fund=s.fund))
        elif t == "use_ticket":
            s.pending.pop()
            card = next(c for c in TICKET_CARDS if c in s.held[p])
            s.held[p].remove(card)
            s.deck.append(card)  # used: back under the deck [Golden Key 2]
            ev.append(
                _E(
                    type="ticket_used",
                    player=p,
                    to=item["to"],
                    amount=item["amount"],
                    space=item.get("space", -1),
                )
            )
        elif t == "sell":
            self._sell(s, p, action["space"], action["level"], ev)
        elif t == "give_deed":
            s.pending.pop()
            sp = action["space"]
            to = item["to"]
            if isinstance(to, int):
                s.owner[sp] = to  # the deed goes with its buildings [Second Half 5, DESIGNED]
            else:
                self._return_to_bank(s, sp)
                if to == FUND:  # the bank takes the deed and pays the donation for the player
                    self._transfer(s, BANK, FUND, item["amount"])
            ev.append(_E(type="deed_handed", player=p, to=to, space=sp, amount=item["amount"]))
        else:
            raise AssertionError(t)

    # ================================================================== the automatic steps

    def _run(self, s: BlueMarbleState, ev: list[Event]) -> None:
        while s.pending and not s.over:
            item = s.pending[-1]
            kind = item["kind"]
            if kind == "end_move":
                s.pending.pop()
                self._end_move(s, ev)
                continue
            if kind == "land":
                s.pending.pop()
                if not s.bankrupt[item["player"]]:
                    self._land(s, item["player"], item["space"], ev, item.get("free_fare", False))
                continue
            if kind == "buy":  # the generic test at the end, first as a landing often stops here
                if s.bankrupt[item["player"]]:
                    s.pending.pop()
                    continue
                return
            if kind == "debt":  # the steps below for a debt, first as it is the usual stop
                player = item["player"]
                if s.bankrupt[player]:
                    s.pending.pop()
                    continue
                if s.money[player] >= item["amount"] or self._debt_coverable(s, item):
                    return
                s.pending.pop()
                self._go_bankrupt(s, player, item["to"], item["amount"], ev)
                continue
            if kind == "allocation":
                if self._allocation_step(s, item, ev):
                    continue
                return
            if kind == "draft":
                order = item["order"]
                while item["i"] < len(order) and s.bankrupt[order[item["i"]]]:
                    item["i"] += 1
                left = [sp for sp in D.DEED_SPACES if sp != D.SEOUL and s.owner[sp] is None]
                if item["i"] >= len(order) or not left:
                    s.pending.pop()
                    ev.append(_E(type="draft_over"))
                    bidders = [q for q in s.active_players() if s.money[q] >= 10]
                    s.pending.append(
                        {
                            "kind": "auction",
                            "space": D.SEOUL,
                            "bidders": bidders,
                            "turn": 0,
                            "high": 0,
                            "leader": None,
                        }
                    )
                    continue
                return
            if kind == "auction":
                bidders = item["bidders"]
                leader = item["leader"]
                if not bidders or (leader is not None and bidders == [leader]):
                    s.pending.pop()
                    if leader is None:
                        ev.append(_E(type="auction_unsold", space=item["space"]))
                    else:
                        self._buy(s, leader, item["space"], item["high"], ev, how="auction")
                    continue
                return
            if kind == "opening_build":
                q = item["queue"]
                while q and (s.bankrupt[q[0]] or not self.build_options(s, q[0])):
                    q.pop(0)
                if not q:
                    s.pending.pop()
                    continue
                return
            player = item.get("player")
            if player is not None and s.bankrupt[player]:
                s.pending.pop()
                continue
            if kind == "debt" and not self._debt_coverable(s, item):
                s.pending.pop()
                self._go_bankrupt(s, item["player"], item["to"], item["amount"], ev)
                continue
            if kind == "build_here" and not self.build_options(s, item["player"], [item["space"]]):
                s.pending.pop()
                continue
            if kind == "buyout" and (
                s.owner[item["space"]] != item["owner"]
                or s.money[player] < self.buyout_price(s, item["space"])
            ):
                s.pending.pop()
                continue
            return

    def _end_move(self, s: BlueMarbleState, ev: list[Event]) -> None:
        p = s.current
        if s.again and not s.bankrupt[p] and not s.island[p] and not s.travel[p]:
            # doubles: the same player rolls again [First Half 2]; but once 5 or 6 deeds
            # are left the offer to all comes first, so doubles never buy it below five
            # [First Half 5]; the extra roll follows, under second-half rules
            left = self._allocation_due(s) if s.phase == FIRST_HALF else None
            if left:
                s.pending.append({"kind": "end_move"})
                self._start_allocation(s, left, ev)
            return
        if (
            s.phase == SECOND_HALF
            and s.options["variants"]["build_after_move"]
            and not s.bankrupt[p]
            and (self.manage_options(s, p))
        ):
            # variant: build or sell after the move, before the turn passes [Second Half 3]
            s.pending.append({"kind": "after_move", "player": p})
            return
        self._next_turn(s, ev)

    def _allocation_due(self, s: BlueMarbleState) -> list[int]:
        """The deeds left once they are few enough to be offered to all [First Half 5]."""
        if s.phase != FIRST_HALF or s.over:
            return []
        if _DEED_OWNERS(s.owner).count(None) > D.ALLOCATION_THRESHOLD:
            return []  # the usual answer, counted in C before any list is made
        return [sp for sp in D.DEED_SPACES if s.owner[sp] is None]

    def _next_turn(self, s: BlueMarbleState, ev: list[Event]) -> None:
        s.again = False
        s.doubles = 0
        s.touched = []
        s.escape_offered = False
        bankrupt = s.bankrupt
        if bankrupt.count(False) <= 1:  # one player or none still in
            self._end_game(s, "bankruptcy", ev)
            return
        p = s.current
        n = len(bankrupt)
        q = (p + 1) % n
        while bankrupt[q]:
            q = (q + 1) % n
        if q <= p:
            s.round += 1
            limit = s.options["variants"]["round_limit"]
            if limit and s.round > limit:
                self._end_game(s, "round_limit", ev)
                return
        s.current = q
        s.turns += 1
        ev.append(_E(type="turn", player=q, round=s.round))
        if s.phase == FIRST_HALF:  # `_allocation_due` is empty from the second half on
            left = self._allocation_due(s)
            if left:
                self._start_allocation(s, left, ev)

    # ----- first half 5: the last deeds offered to all

    def _start_allocation(self, s: BlueMarbleState, left: list[int], ev: list[Event]) -> None:
        ev.append(_E(type="allocation_started", spaces=list(left)))
        item = {"kind": "allocation", "spaces": list(left), "ask": [], "applicants": [], "asked": False}
        s.pending.append(item)

    def _seat_order(self, s: BlueMarbleState) -> list[int]:
        n = s.players
        return [(s.current + i) % n for i in range(n) if not s.bankrupt[(s.current + i) % n]]

    def _allocation_step(self, s: BlueMarbleState, item: dict, ev: list[Event]) -> bool:
        """Advance the allocation; False when a player must answer."""
        while True:
            if not item["spaces"]:
                s.pending.pop()
                self._begin_second_half(s, ev)
                return True
            sp = item["spaces"][0]
            if not item["asked"]:
                item["asked"] = True
                item["ask"] = [q for q in self._seat_order(s) if s.money[q] >= D.DEEDS[sp].price]
                item["applicants"] = []
            if item["ask"]:
                return False
            applicants = item["applicants"]
            if not applicants:
                ev.append(_E(type="allocation_unsold", space=sp))
            else:
                winner = applicants[0]
                if len(applicants) > 1:
                    winner = self._roll_off(s, sp, applicants, ev)
                self._buy(s, winner, sp, D.DEEDS[sp].price, ev, how="allocation")
            item["spaces"].pop(0)
            item["asked"] = False

    def _roll_off(self, s: BlueMarbleState, sp: int, players: list[int], ev: list[Event]) -> int:
        """Highest roll of a pair of dice takes the deed; the tied roll again [First Half 5]."""
        contenders = list(players)
        while True:
            rolls = {}
            for q in contenders:
                rolls[q] = [s.rng.die(6), s.rng.die(6)]
            ev.append(_E(type="allocation_roll", space=sp, rolls=[[q, d] for q, d in rolls.items()]))
            best = max(sum(d) for d in rolls.values())
            contenders = [q for q in contenders if sum(rolls[q]) == best]
            if len(contenders) == 1:
                return contenders[0]

    def _begin_second_half(self, s: BlueMarbleState, ev: list[Event]) -> None:
        s.phase = SECOND_HALF
        ev.append(_E(type="second_half"))
        # Second Half 1: at its start everybody may build
        s.pending.append({"kind": "opening_build", "queue": self._seat_order(s)})

    # ----- rolling and moving

    def _roll(self, s: BlueMarbleState, p: int, ev: list[Event]) -> None:
        below = s.rng.below
        d1 = 1 + below(6)  # `Rng.die(6)`, twice
        d2 = 1 + below(6)
        s.last_dice = [d1, d2]
        doubles = d1 == d2
        ev.append(_E(type="dice_rolled", player=p, dice=[d1, d2], doubles=doubles))
        s.doubles = s.doubles + 1 if doubles else 0
        s.again = doubles
        pending = s.pending
        if doubles and s.doubles >= 3 and s.options["variants"]["three_doubles_island"]:
            pending.append({"kind": "end_move"})
            s.again = False
            ev.append(_E(type="three_doubles", player=p))
            self._jump(s, p, D.ISLAND, ev, how="three_doubles")
            self._land(s, p, D.ISLAND, ev)
            return
        # `_advance(s, p, d1 + d2, ev, "roll", land=False)` written out
        positions = s.positions
        start = positions[p]
        steps = d1 + d2
        path = list(_PATHS[start][steps])
        end = path[-1]
        positions[p] = end
        ev.append(_E(type="moved", player=p, path=path, to=end, how="roll"))
        if start + steps >= _NUM_SPACES:  # START passed: the salary [First Half 3]
            if _SALARY:
                s.bank -= _SALARY
                s.money[p] += _SALARY
            ev.append(_E(type="salary", player=p, amount=_SALARY))
        # The end of the move sits below whatever the landing leaves to do. A landing only
        # pushes steps, so the end_move step goes in under them afterwards; when the landing
        # left nothing, the move ends at once, as `_run` would pop and end it.
        depth = len(pending)
        self._land(s, p, end, ev)  # the landing at once, as `_run` would resolve it
        if len(pending) > depth:
            pending.insert(depth, {"kind": "end_move"})
        elif not s.over:
            self._end_move(s, ev)

    def _island_roll(self, s: BlueMarbleState, p: int, ev: list[Event]) -> None:
        d1, d2 = s.rng.die(6), s.rng.die(6)
        s.last_dice = [d1, d2]
        ev.append(_E(type="dice_rolled", player=p, dice=[d1, d2], doubles=d1 == d2))
        s.again = False
        s.pending.append({"kind": "end_move"})
        if d1 == d2:  # Deserted Island 2: doubles free you; you move by that roll
            s.island[p] = 0
            ev.append(_E(type="island_escaped", player=p, how="doubles"))
            if s.variants["island_throw_again"]:
                # the word-for-word reading: "throw the dice once more, and move as much"
                d1, d2 = s.rng.die(6), s.rng.die(6)
                s.last_dice = [d1, d2]
                ev.append(_E(type="dice_rolled", player=p, dice=[d1, d2], doubles=d1 == d2))
            self._advance(s, p, d1 + d2, ev, how="roll")
        else:
            s.island[p] -= 1
            ev.append(_E(type="island_stay", player=p, left=s.island[p]))

    def _fly(self, s: BlueMarbleState, p: int, target: int, ev: list[Event]) -> None:
        s.travel[p] = False
        s.again = False
        s.pending.append({"kind": "end_move"})
        steps = (target - s.positions[p]) % D.NUM_SPACES
        ev.append(_E(type="flew", player=p, space=target))
        self._advance(s, p, steps, ev, how="fly")

    def _advance(
        self, s: BlueMarbleState, p: int, steps: int, ev: list[Event], how: str, land: bool = True
    ) -> None:
        """Move clockwise, paying the salary when START is passed [First Half 3], then land."""
        positions = s.positions
        start = positions[p]
        path = list(_PATHS[start][steps])
        end = path[-1] if path else start
        positions[p] = end
        ev.append(_E(type="moved", player=p, path=path, to=end, how=how))
        if start + steps >= D.NUM_SPACES:
            if D.SALARY:  # `_transfer` from the bank, written out
                s.bank -= D.SALARY
                s.money[p] += D.SALARY
            ev.append(_E(type="salary", player=p, amount=D.SALARY))
        if land:
            s.pending.append({"kind": "land", "player": p, "space": end})

    def _jump(self, s: BlueMarbleState, p: int, target: int, ev: list[Event], how: str) -> None:
        """Go straight to a space: no path, no salary (Storm card, three doubles)."""
        s.positions[p] = target
        ev.append(_E(type="moved", player=p, path=[target], to=target, how=how))

    def _back(self, s: BlueMarbleState, p: int, steps: int, ev: list[Event]) -> None:
        start = s.positions[p]
        path = [(start - i) % D.NUM_SPACES for i in range(1, steps + 1)]
        s.positions[p] = path[-1]
        ev.append(_E(type="moved", player=p, path=path, to=path[-1], how="back"))
        s.pending.append({"kind": "land", "player": p, "space": path[-1]})

    # ----- landing

    def _land(self, s: BlueMarbleState, p: int, sp: int, ev: list[Event], free_fare: bool = False) -> None:
        if _IS_DEED[sp]:
            owner = s.owner[sp]
            if owner is None:
                if s.money[p] >= D.DEEDS[sp].price:
                    s.pending.append({"kind": "buy", "player": p, "space": sp})
            elif owner == p:
                if (
                    s.phase == SECOND_HALF
                    and s.options["variants"]["build_on_landing"]
                    and D.DEEDS[sp].buildable
                ):
                    s.pending.append({"kind": "build_here", "player": p, "space": sp})
            elif s.phase == SECOND_HALF:  # `tolls_active`
                if s.options["variants"]["buyout"] and D.DEEDS[sp].buildable:
                    # offered once the toll is settled (the debt sits above it on the stack)
                    s.pending.append({"kind": "buyout", "player": p, "space": sp, "owner": owner})
                toll = _TOLLS[sp][s.level[sp]]  # `toll_due`
                if toll > 0:  # `_owe`
                    s.pending.append(
                        {
                            "kind": "debt",
                            "player": p,
                            "to": owner,
                            "amount": toll,
                            "reason": "toll",
                            "space": sp,
                        }
                    )
            return
        kind = _SPACE_KIND[sp]
        if kind == "key":
            self._draw_key(s, p, ev)
        elif kind == "island":
            s.island[p] = D.ISLAND_TURNS
            s.again = False
            ev.append(_E(type="island", player=p, turns=D.ISLAND_TURNS))
        elif kind == "fund_receive":
            if s.fund > 0:
                amount = s.fund
                self._transfer(s, FUND, p, amount)
                ev.append(_E(type="fund_received", player=p, amount=amount))
            else:
                ev.append(_E(type="fund_empty", player=p))
        elif kind == "fund_pay":
            self._owe(s, p, FUND, D.FUND_PAYMENT, "fund", sp)
        elif kind == "space_travel":
            s.travel[p] = True
            s.again = False
            owner = s.owner[D.COLUMBIA]
            fare = 0
            if not free_fare and owner is not None and owner != p and self.tolls_active(s):
                fare = D.SPACE_FARE
                self._owe(s, p, owner, fare, "fare", D.COLUMBIA)
            ev.append(_E(type="space_travel", player=p, fare=fare, owner=owner))

    def _owe(
        self, s: BlueMarbleState, p: int, to: Any, amount: int, reason: str, space: int = -1, **extra: Any
    ) -> None:
        if amount <= 0:
            return
        item = {"kind": "debt", "player": p, "to": to, "amount": amount, "reason": reason, "space": space}
        item.update(extra)
        s.pending.append(item)

    # ----- Golden Keys

    def _draw_key(self, s: BlueMarbleState, p: int, ev: list[Event]) -> None:
        card_id = s.deck.pop(0)  # Golden Key 1: the top card
        card = D.KEYS_BY_ID[card_id]
        s.drawn = card_id
        ev.append(
            _E(type="golden_key", player=p, card=card_id, title=card.en, title_ko=card.ko, text=card.text)
        )
        if card.keep:
            s.held[p].append(card_id)  # kept until used [Golden Key 2, 6]
        else:
            s.deck.append(card_id)  # back under the deck [Golden Key 1]
        kind = card.kind
        if kind == "receive":
            self._transfer(s, BANK, p, card.amount)
            ev.append(_E(type="received", player=p, amount=card.amount, card=card_id))
        elif kind == "pay":
            self._owe(s, p, BANK, card.amount, "card", card=card_id)
        elif kind == "birthday":
            others = [q for q in reversed(self._seat_order(s)) if q != p]
            for q in others:
                self._owe(s, q, p, card.amount, "birthday")
        elif kind == "party":
            for q in reversed(self._seat_order(s)):
                if q != p:
                    s.pending.append({"kind": "party", "player": q, "host": p})
        elif kind == "building_tax":
            if s.phase != SECOND_HALF:  # Golden Key 3: from the second half only
                ev.append(_E(type="card_void", player=p, card=card_id))
            else:
                h, b, v = self.pieces_of(s, p)
                rh, rb, rv = card.rates
                amount = h * rh + b * rb + v * rv
                if amount:
                    self._owe(s, p, BANK, amount, "tax", card=card_id)
                else:
                    ev.append(_E(type="card_void", player=p, card=card_id))
        elif kind == "half_price":
            self._half_price_sale(s, p, card_id, ev)
        elif kind in ("ticket", "escape"):
            ev.append(_E(type="card_kept", player=p, card=card_id))
        elif kind == "storm":
            s.again = False
            self._jump(s, p, D.ISLAND, ev, how="card")
            s.pending.append({"kind": "land", "player": p, "space": D.ISLAND})
        elif kind == "move_to":
            self._advance(s, p, (card.target - s.positions[p]) % D.NUM_SPACES, ev, how="card")
        elif kind in ("air_travel", "cruise"):
            steps = (card.target - s.positions[p]) % D.NUM_SPACES
            self._advance(s, p, steps, ev, how="card")
            carrier = D.CARD_FARE_DEED[kind]
            owner = s.owner[carrier]
            if owner is not None and owner != p and self.tolls_active(s):
                # the fare is paid before the destination is resolved (stack order)
                self._owe(s, p, owner, D.DEEDS[carrier].toll(), "fare", carrier)
        elif kind == "space_invite":
            self._advance(s, p, (card.target - s.positions[p]) % D.NUM_SPACES, ev, how="card", land=False)
            s.pending.append({"kind": "land", "player": p, "space": D.SPACE_TRAVEL, "free_fare": True})
        elif kind == "world_tour":
            self._advance(s, p, D.NUM_SPACES, ev, how="card", land=False)
            if s.fund > 0:
                amount = s.fund
                self._transfer(s, FUND, p, amount)
                ev.append(_E(type="fund_received", player=p, amount=amount))
        elif kind == "back":
            self._back(s, p, card.steps, ev)
        else:
            raise AssertionError(kind)

    def _half_price_sale(self, s: BlueMarbleState, p: int, card_id: int, ev: list[Event]) -> None:
        """Golden Key 4: the most expensive property goes to the bank at half price
        (with its buildings in the second half)."""
        deeds = s.deeds_of(p)
        if not deeds:
            ev.append(_E(type="card_void", player=p, card=card_id))
            return
        best = max(deeds, key=lambda sp: (self.property_value(s, sp), sp))
        value = self.property_value(s, best)
        amount = value // 2
        self._return_to_bank(s, best)
        self._transfer(s, BANK, p, amount)
        ev.append(_E(type="half_price_sale", player=p, space=best, value=value, amount=amount))

    # ----- money, deeds, buildings

    def _transfer(self, s: BlueMarbleState, src: Any, dst: Any, amount: int) -> None:
        """Move `amount` from `src` to `dst` (a player, the bank or the fund)."""
        if amount:
            self._add_cash(s, src, -amount)
            self._add_cash(s, dst, amount)

    def _add_cash(self, s: BlueMarbleState, who: Any, amount: int) -> None:
        """Change the cash of a player (an int), the bank or the fund."""
        if who == BANK:
            s.bank += amount
        elif who == FUND:
            s.fund += amount
        else:
            s.money[who] += amount

    def _buy(
        self, s: BlueMarbleState, p: int, sp: int, price: int, ev: list[Event], how: str = "land"
    ) -> None:
        self._transfer(s, p, BANK, price)
        s.owner[sp] = p
        ev.append(_E(type="bought", player=p, space=sp, price=price, how=how))

    def _set_level(self, s: BlueMarbleState, sp: int, level: int) -> None:
        supply = s.supply
        for kind, change in tables.SUPPLY_CHANGE[s.level[sp]][level]:
            supply[kind] += change
        s.level[sp] = level

    def _change_level(self, s: BlueMarbleState, p: int, sp: int, level: int) -> tuple[int, int]:
        """City `sp` goes to `level`: the player pays the bank the difference in price (a sale,
        below 0, is paid back at the buildings' price [Second Half 5]) and the pieces move.
        Returns (old level, cost). The turn's builds and sells in `apply_unchecked` write this
        out: a random game changes levels tens of thousands of times."""
        old = s.level[sp]
        costs = _LEVEL_COST[sp]
        cost = costs[level] - costs[old]
        if cost:
            s.money[p] -= cost
            s.bank += cost
        self._set_level(s, sp, level)
        return old, cost

    def _build(self, s: BlueMarbleState, p: int, sp: int, level: int, ev: list[Event]) -> None:
        old, cost = self._change_level(s, p, sp, level)
        ev.append(_E(type="built", player=p, space=sp, level=level, old=old, cost=cost))

    def _sell(self, s: BlueMarbleState, p: int, sp: int, level: int, ev: list[Event]) -> None:
        """Buildings go back to the bank at their price [Second Half 5]."""
        old, cost = self._change_level(s, p, sp, level)
        ev.append(_E(type="sold", player=p, space=sp, level=level, old=old, amount=-cost))

    def _return_to_bank(self, s: BlueMarbleState, sp: int) -> None:
        self._set_level(s, sp, 0)
        s.owner[sp] = None

    def _go_bankrupt(self, s: BlueMarbleState, p: int, to: Any, amount: int, ev: list[Event]) -> None:
        cash = s.money[p]
        if cash > 0:
            self._transfer(s, p, to, cash)
        for sp in s.deeds_of(p):
            self._return_to_bank(s, sp)  # buildings return to the bank
        for card in s.held[p]:
            s.deck.append(card)
        s.held[p] = []
        s.bankrupt[p] = True
        s.out_order.append(p)
        s.island[p] = 0
        s.travel[p] = False
        if p == s.current:
            s.again = False
        ev.append(_E(type="bankrupt", player=p, to=to, amount=amount, paid=max(cash, 0)))
        # strip the bankrupt player from pending group decisions
        for item in s.pending:
            if item["kind"] == "allocation":
                if p in item["ask"]:
                    item["ask"].remove(p)
                if p in item["applicants"]:
                    item["applicants"].remove(p)
            elif item["kind"] == "auction" and p in item["bidders"]:
                i = item["bidders"].index(p)
                item["bidders"].pop(i)
                if item["leader"] == p:
                    item["leader"] = None
                if i < item["turn"]:
                    item["turn"] -= 1
                if item["bidders"]:
                    item["turn"] %= len(item["bidders"])
            elif item["kind"] == "opening_build" and p in item["queue"]:
                item["queue"].remove(p)
            elif item["kind"] == "escape_offer" and item["seller"] == p:
                item["seller_gone"] = True
        s.pending = [it for it in s.pending if not (it["kind"] == "escape_offer" and it.get("seller_gone"))]
        if len(s.active_players()) <= 1:
            self._end_game(s, "bankruptcy", ev)

    def _end_game(self, s: BlueMarbleState, reason: str, ev: list[Event]) -> None:
        s.over = True
        s.end_reason = reason
        s.pending = []
        res = self.result(s)
        ev.append(_E(type="game_over", reason=reason, winners=list(res.winners) if res else []))

    # ================================================================== results

    def _scores(self, s: BlueMarbleState) -> tuple[list[int], dict[int, dict[str, Any]]]:
        scores = []
        breakdown = {}
        for p in range(s.players):
            cash, deeds, buildings = self.net_worth(s, p)
            total = cash + deeds + buildings
            scores.append(total)
            breakdown[p] = {"cash": cash, "deeds": deeds, "buildings": buildings, "total": total}
        return scores, breakdown

    def result(self, s: BlueMarbleState) -> Result | None:
        if not s.over:
            return None
        if s.end_reason == "round_limit":
            res = self._limit_result(s)
            res.reason = tr(CTX, "richest player when the round limit was reached")
            return res
        if s.end_reason == "time_limit":
            return self._limit_result(s)
        scores, breakdown = self._scores(s)
        active = s.active_players()
        ranking = [active] + [[p] for p in reversed(s.out_order)]
        return Result(
            winners=list(active),
            scores=[float(x) for x in scores],
            ranking=ranking,
            reason=tr(CTX, "last player not bankrupt"),
            breakdown=breakdown,
        )

    def _limit_result(self, s: BlueMarbleState) -> Result:
        scores, breakdown = self._scores(s)
        active = s.active_players()
        keys = [
            (0 if s.bankrupt[p] else 1, scores[p], s.out_order.index(p) if s.bankrupt[p] else 0)
            for p in range(s.players)
        ]
        ranking = rank_by(scores, keys)
        return Result(
            winners=list(ranking[0]) if active else [],
            scores=[float(x) for x in scores],
            ranking=ranking,
            reason=tr(CTX, "richest player at the time limit (cash + deeds + buildings at price)"),
            breakdown=breakdown,
        )

    def time_limit_result(self, s: BlueMarbleState) -> Result:
        res = self._limit_result(s)
        res.capped = True
        return res

    # ================================================================== invariants

    def invariants(self, s: BlueMarbleState) -> list[str]:
        bad = []
        if sum(s.money) + s.bank + s.fund != s.total_money:
            bad.append("money is not conserved (players + bank + fund changed)")
        if s.fund < 0:
            bad.append("the Welfare Fund is negative")
        for sp in range(D.NUM_SPACES):
            o = s.owner[sp]
            if o is not None:
                if sp not in D.DEEDS:
                    bad.append(f"space {sp} has an owner but no deed")
                elif not 0 <= o < s.players or s.bankrupt[o]:
                    bad.append(f"deed {sp} belongs to a player who is out")
            lv = s.level[sp]
            if not 0 <= lv <= 4:
                bad.append(f"level of space {sp} out of range")
            if lv and (sp not in D.DEEDS or not D.DEEDS[sp].buildable or o is None):
                bad.append(f"buildings on space {sp}, which cannot have them")
        on_board = [0, 0, 0]
        for sp in D.CITY_SPACES:
            for i, c in enumerate(D.LEVEL_PIECES[s.level[sp]]):
                on_board[i] += c
        for i, k in enumerate(("villa", "building", "hotel")):
            if s.supply[k] + on_board[i] != D.SUPPLY[k]:
                bad.append(f"{k} pieces are not conserved")
            if s.variants["limited_supply"] and s.supply[k] < 0:
                bad.append(f"more {k}s built than the box holds")
        for p in range(s.players):
            if s.money[p] < 0:
                bad.append(f"player {p} has negative money")
            if s.bankrupt[p] and (s.held[p] or s.deeds_of(p)):
                bad.append(f"bankrupt player {p} still holds something")
        cards = sorted(s.deck + [c for h in s.held for c in h])
        if cards != sorted(k.id for k in D.GOLDEN_KEYS):
            bad.append("Golden Key cards are lost or duplicated")
        if s.phase == FIRST_HALF and any(s.level):
            bad.append("buildings in the first half")
        return bad

    # ================================================================== observation and text

    def observation(self, s: BlueMarbleState, player: int | None) -> dict[str, Any]:
        """Everything is public in Blue Marble except the order of the Golden Key deck."""
        data = s.to_json()
        data.pop("rng")
        data["deck"] = len(s.deck)
        return data

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        return texts.event_text(self, event, names)

    def action_label(self, s: BlueMarbleState, action: Mapping[str, Any]) -> str:
        return texts.action_label(self, s, action)

    def player_panel(self, s: BlueMarbleState, viewer: int | None) -> list[list[tuple[str, str]]]:
        return texts.player_panel(self, s, viewer)

    def rules_text(self) -> str:
        from .rules_text import RULES_TEXT

        return tr(CTX, RULES_TEXT)
