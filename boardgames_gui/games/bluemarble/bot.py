"""The Blue Marble computer player: simple, explainable heuristics.

It keeps a cash reserve, buys what it can afford above that reserve, builds
where the toll pays back fastest (weighted by the landing frequencies of
reference table 1.7), raises cash by selling its cheapest buildings first, and
follows the rulebook's five Secret Operations:

1. Carnegie: in the second half it concentrates building on the lines it owns most.
2. Ford: before rolling, it prefers building on cities just ahead of an opponent.
3. Operation 36: in the second half, with enough toll income, it flies to the
   Deserted Island and stays there (it never spends the escape card then).
4. Lincoln: it raises a few cities to high levels rather than a villa everywhere.
5. Normandy: it keeps the Preferential Ticket for a big toll.

It reads the public state only (never the Golden Key deck order).
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Action, Range, Rules
from ...engine.bots.base import Bot
from . import data as D
from . import queries, tables
from .state import SECOND_HALF, BlueMarbleState

#: a toll at least this big is worth a Preferential Ticket (Operation Normandy)
TICKET_THRESHOLD = 300


class BlueMarbleBot(Bot):
    name = "bluemarble"

    # ----- measures

    def reserve(self, s: BlueMarbleState, p: int) -> int:
        """Cash to keep for the tolls ahead: grows with the opponents' development."""
        if s.phase != SECOND_HALF:
            return 150
        danger = 0
        level, tolls = s.level, tables.TOLLS
        for sp, owner in enumerate(s.owner):
            if owner is not None and owner != p:
                toll = tolls[sp][level[sp]]
                if toll > danger:
                    danger = toll
        return max(250, min(800, danger // 2))

    def toll_gain(self, sp: int, old: int, new: int) -> float:
        """Expected toll income per opponent turn from raising `sp` from level old to new."""
        deed = D.DEEDS[sp]
        return (deed.tolls[new] - deed.tolls[old]) * D.LANDING_FREQ[sp] / 100.0

    def line_weight(self, s: BlueMarbleState, p: int, sp: int) -> float:
        """Operation Carnegie/Lincoln: favour the line where we own most, and cities already built."""
        owner = s.owner
        mine = sum(1 for x in tables.LINE_DEEDS[D.SPACES[sp].line] if owner[x] == p)
        return 1.0 + 0.15 * mine + (0.3 if s.level[sp] else 0.0)

    def ahead_bonus(self, s: BlueMarbleState, p: int, sp: int) -> float:
        """Operation Ford: cities 2-12 spaces ahead of an opponent are likely to be hit next."""
        bonus = 0.0
        for q in s.active_players():
            if q != p and not s.island[q]:
                dist = (sp - s.positions[q]) % D.NUM_SPACES
                if 2 <= dist <= 12:
                    bonus += (6 - abs(7 - dist)) / 36.0
        return 1.0 + bonus

    def deed_value(self, sp: int) -> float:
        """How good a deed is to own: toll income at a high level, per landing."""
        deed = D.DEEDS[sp]
        top = deed.tolls[3] if deed.buildable else deed.tolls[0] * 2
        return top * D.LANDING_FREQ[sp]

    # ----- choosing

    def choose(self, rules: Rules, state: Any, player: int) -> Action:
        s: BlueMarbleState = state
        legal = rules.legal_actions(s)
        decision = rules.decision(s)
        kind = decision.kind if decision else ""
        handler = getattr(self, "_on_" + kind, None)
        if handler is not None:
            act = handler(rules, s, player, legal)
            if act is not None:
                return act
        return self._fallback(legal)

    def _fallback(self, legal: list[Action]) -> Action:
        for t in ("pay", "roll", "pass", "done"):
            for a in legal:
                if a["type"] == t:
                    return a
        a = legal[0]
        return Action(**{k: (v.lo if isinstance(v, Range) else v) for k, v in a.items()})

    def _best_build(self, s: BlueMarbleState, p: int, legal: list[Action], reserve: int) -> Action | None:
        best, best_score = None, 0.0
        for a in legal:
            if a["type"] != "build":
                continue
            sp, lv = a["space"], a["level"]
            costs = D.LEVEL_COSTS[sp]
            cost = costs[lv] - costs[s.level[sp]]
            if s.money[p] - cost < reserve:
                continue
            gain = self.toll_gain(sp, s.level[sp], lv)
            score = gain / cost * self.line_weight(s, p, sp) * self.ahead_bonus(s, p, sp) * (1 + 0.1 * lv)
            if score > best_score:
                best, best_score = a, score
        return best

    def _on_turn(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        build = self._best_build(s, p, legal, self.reserve(s, p))
        if build is not None:
            return build
        return Action("roll")

    def _on_after_move(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        """Variant build_after_move: the same building judgement as before a roll, then end the turn."""
        return self._best_build(s, p, legal, self.reserve(s, p)) or Action("done")

    def _on_island(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        build = self._best_build(s, p, legal, self.reserve(s, p))
        if build is not None:
            return build
        # Operation 36: in the second half the island is a safe place to collect tolls
        if Action("use_escape") in legal and (s.phase != SECOND_HALF or self._income(s, p) < 60):
            return Action("use_escape")
        if Action("pay_bail") in legal and s.phase != SECOND_HALF and s.money[p] > 600:
            return Action("pay_bail")  # first half: deeds are waiting to be bought
        return Action("roll")

    def _income(self, s: BlueMarbleState, p: int) -> float:
        return sum(D.DEEDS[sp].toll(s.level[sp]) * D.LANDING_FREQ[sp] / 100.0 for sp in s.deeds_of(p))

    def _on_fly(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        build = self._best_build(s, p, legal, self.reserve(s, p))
        if build is not None:
            return build
        second = s.phase == SECOND_HALF
        best, best_score = None, float("-inf")
        for a in legal:
            if a["type"] != "fly":
                continue
            sp = a["space"]
            score = self._destination_score(s, p, sp, second)
            if score > best_score:
                best, best_score = a, score
        return best

    def _destination_score(self, s: BlueMarbleState, p: int, sp: int, second: bool) -> float:
        space = D.SPACES[sp]
        if space.is_deed:
            owner = s.owner[sp]
            if owner is None:
                price = D.DEEDS[sp].price
                return self.deed_value(sp) / 10.0 if price <= s.money[p] - self.reserve(s, p) else 1.0
            if owner == p:
                bonus = 20.0 if (s.variants["build_on_landing"] and D.DEEDS[sp].buildable) else 5.0
                return bonus
            return -D.DEEDS[sp].toll(s.level[sp]) if second else 0.0
        if space.kind == "fund_receive":
            return s.fund / 5.0
        if space.kind == "island":
            # Operation 36: sit out the second half while tolls come in
            return 30.0 if second and self._income(s, p) >= 60 else -10.0
        if space.kind == "fund_pay":
            return -30.0
        if space.kind == "start":
            return 2.0
        return 0.0

    def _on_buy(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        sp = s.pending[-1]["space"]
        price = D.DEEDS[sp].price
        if s.money[p] - price >= self.reserve(s, p):
            return Action("buy", space=sp)
        return Action("pass")

    def _on_debt(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        item = s.pending[-1]
        amount = item["amount"]
        if Action("use_ticket") in legal and (amount >= TICKET_THRESHOLD or s.money[p] < amount):
            return Action("use_ticket")  # Operation Normandy: save it for a big toll
        if Action("pay") in legal:
            return Action("pay")
        short = amount - s.money[p]
        sells = [a for a in legal if a["type"] == "sell"]
        if sells:
            # sell the cheapest buildings first, one level at a time from the least valuable city
            def key(a: Action) -> tuple:
                sp = a["space"]
                costs = D.LEVEL_COSTS[sp]
                got = costs[s.level[sp]] - costs[a["level"]]
                enough = got >= short
                return (not enough, D.DEEDS[sp].toll(s.level[sp]) if enough else -got, got)

            return min(sells, key=key)
        deeds = [a for a in legal if a["type"] == "give_deed"]
        if deeds:
            return min(deeds, key=lambda a: (rulesafe_value(s, a["space"]), a["space"]))
        return None

    def _on_build_here(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        return self._best_build(s, p, legal, self.reserve(s, p)) or Action("pass")

    def _on_opening_build(
        self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]
    ) -> Action | None:
        # Second Half 1 tip: invest most of your money at the start of the second half
        return self._best_build(s, p, legal, 200) or Action("done")

    def _on_party(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        return Action("prize", amount=50)  # reference 1.5 #7: the computer gives ₩50K

    def _on_allocation(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        sp = s.pending[-1]["spaces"][0]
        if s.money[p] - D.DEEDS[sp].price >= self.reserve(s, p):
            return Action("apply", space=sp)
        return Action("pass")

    def _on_draft(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        picks = [a for a in legal if a["type"] == "pick" and s.money[p] - D.DEEDS[a["space"]].price >= 1200]
        if not picks:
            return Action("pass")
        return max(picks, key=lambda a: (self.deed_value(a["space"]) / D.DEEDS[a["space"]].price, a["space"]))

    def _on_auction(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        limit = min(1600, s.money[p] - 800)
        for a in legal:
            if a["type"] == "bid":
                rng: Range = a["amount"]
                if rng.lo <= limit:
                    return Action("bid", amount=rng.lo)
        return Action("pass")

    def _on_buyout(self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]) -> Action | None:
        """Take over a well-built city when the cash stays well above the reserve."""
        sp = s.pending[-1]["space"]
        price = queries.buyout_price(s, sp)
        if s.level[sp] >= 3 and s.money[p] - price >= 2 * self.reserve(s, p):
            return Action("buyout", space=sp)
        return Action("pass")

    def _on_escape_offer(
        self, rules: Rules, s: BlueMarbleState, p: int, legal: list[Action]
    ) -> Action | None:
        price = s.pending[-1]["price"]
        if Action("accept") in legal and price <= 50 and s.phase != SECOND_HALF:
            return Action("accept")
        return Action("pass")


def rulesafe_value(s: BlueMarbleState, sp: int) -> int:
    """What a deed with its buildings is worth at price (for choosing which to hand over)."""
    deed = D.DEEDS[sp]
    return deed.price + deed.level_cost(s.level[sp])
