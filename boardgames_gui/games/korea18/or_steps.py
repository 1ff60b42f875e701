"""The steps of the operating round: the operating company's turn at the bottom (its data in
`state.or_step`, `track_points`, `built_hexes`, `last_run`) and the frames it pushes, each a
plain dict on `state.pending` with "kind" and "player":

- discard {company}: over the train limit after it fell (K13);
- train_offer {buyer, seller, train, price}: the seller's director accepts or rejects (K14);
- forced {company, shortfall}: the director sells shares to pay a forced train (K15);
- reseat {hex, company, seats}: the laying director chooses which outer stations take the
  free seats (K23).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction, Lists, Range, Subset, copy_plain
from ...engine.steps import Step
from . import assets, operating, or_texts, running, tiles, trains
from .data_companies import COMPANIES
from .or_texts import refuse
from .tiles import Lay

#: the fields of each action type the operating company's turn takes
FIELDS = {
    "lay": {"hex", "tile", "rotation"},
    "skip_track": set(),
    "build_station": {"hex"},
    "skip_station": set(),
    "run": {"routes"},
    "pay_dividend": set(),
    "hold": set(),
    "buy_train": {"train"},
    "offer_train": {"seller", "train", "price"},
    "done_trains": set(),
}
#: the step at which each action type is taken
AT_STEP = {
    "lay": ("home", "track"),
    "skip_track": ("track",),
    "build_station": ("station",),
    "skip_station": ("station",),
    "run": ("run",),
    "pay_dividend": ("dividend",),
    "hold": ("dividend",),
    "buy_train": ("trains",),
    "offer_train": ("trains",),
    "done_trains": ("trains",),
}


def malformed(action: Mapping[str, Any], fields: set[str]) -> IllegalAction | None:
    if set(action) - {"type"} != fields:
        return refuse("or_malformed")
    return None


class OperatingTurn(Step):
    """The operating company's turn, step by step (rulebook 9)."""

    kind = "operating"
    takes = frozenset(FIELDS)

    def actors(self, state: Any) -> tuple[int, ...]:
        if state.operating is None or state.over:
            return ()
        return (operating.director_of(state, state.operating),)

    def prompt(self, state: Any, seat: int) -> str:
        return or_texts.operating_prompt(state)

    def info(self, state: Any) -> Mapping[str, Any]:
        return {"company": state.operating, "step": state.or_step, "track_points": state.track_points}

    def resolve(self, state: Any) -> list[Event] | None:
        return operating.advance(state)

    # ----- listing

    def actions(self, state: Any, seat: int) -> list[Action]:
        company, step = state.operating, state.or_step
        if company is None:
            return []
        if step == "home":
            return [Action("lay", **lay.as_fields()) for lay in operating.home_lays(state, company)]
        if step == "track":
            lays = [Action("lay", **lay.as_fields()) for lay in operating.track_lays(state, company)]
            return [*lays, Action("skip_track")]
        if step == "station":
            sites = [
                Action("build_station", hex=hex_id) for hex_id in operating.station_sites(state, company)
            ]
            return [*sites, Action("skip_station")]
        if step == "run":
            return self.run_actions(state, company)
        if step == "dividend":
            return [Action("pay_dividend"), Action("hold")]
        if step == "trains":
            return self.train_actions(state, company)
        return []

    def run_actions(self, state: Any, company: str) -> list[Action]:
        """The optimiser's plan, and running nothing when the rules allow it (K16: with two or
        more express trains every one with a route must run)."""
        plan = running.proposal(state, company)
        proposed = running.plan_routes(plan)
        stops = tuple(sorted(running.current_map(state).stops))
        # any routes over the map's stops may be written; the check explains what is wrong
        out = [Action("run", routes=Lists(len(proposed), stops, tuple(tuple(r) for r in proposed)))]
        idle = [[] for _ in state.trains[company]]
        if plan.total > 0 and running.matched_routes(state, company, idle)[1] is None:
            out.append(Action("run", routes=idle))
        return out

    def train_actions(self, state: Any, company: str) -> list[Action]:
        out = []
        train = trains.on_sale(state)
        if (
            train is not None
            and trains.has_room(state, company)
            and trains.market_price(state, company, train.name) <= state.treasury[company]
        ):
            out.append(Action("buy_train", train=train.name))
        for seller in operating.trade_partners(state, company):
            for name in sorted(set(state.trains[seller]), key=state.trains[seller].index):
                out.append(
                    Action("offer_train", seller=seller, train=name, price=Range(1, state.treasury[company]))
                )
        return [*out, Action("done_trains")]

    # ----- checking

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        kind = action["type"]
        problem = malformed(action, FIELDS[kind])
        if problem is not None:
            return problem
        company, step = state.operating, state.or_step
        if step not in AT_STEP[kind]:
            if step == "home":
                return refuse("home_lay_first", company=company, hex=assets.home_of(state, company))
            return refuse("not_this_step", company=company, prompt=self.prompt(state, seat))
        check = getattr(self, "check_" + kind, None)
        return check(state, company, action) if check is not None else None

    def check_lay(self, state: Any, company: str, action: Mapping[str, Any]) -> IllegalAction | None:
        if state.or_step == "track" and state.final:
            return refuse("no_track_final")
        hex_id = action["hex"]
        if hex_id in state.built_hexes:
            return refuse("built_here", company=company, hex=hex_id)
        if state.or_step == "home":
            listed = operating.home_lays(state, company)
            if not any(lay.hex == hex_id for lay in listed):
                return refuse("home_lay_first", company=company, hex=assets.home_of(state, company))
        else:
            listed = tiles.lays_on(state.board, state.era, company, hex_id)
        lay = next(
            (lay for lay in listed if lay.as_fields() == {k: action[k] for k in ("hex", "tile", "rotation")}),
            None,
        )
        if lay is None:
            return refuse("no_such_lay")
        points = operating.track_cost(state, lay)
        if points > state.track_points:
            return refuse("not_enough_points", points=points, company=company, left=state.track_points)
        cost = assets.terrain_cost(state, company, lay.cost)  # OB03 pays none
        if cost > state.treasury[company]:
            return refuse("terrain_cost", cost=cost, company=company, cash=state.treasury[company])
        return None

    def check_build_station(
        self, state: Any, company: str, action: Mapping[str, Any]
    ) -> IllegalAction | None:
        if state.final:
            return refuse("no_station_final")
        price = operating.station_price(state, company)
        if price is None:
            return refuse("no_token_left", company=company)
        if price > state.treasury[company]:
            return refuse("station_price", price=price, company=company, cash=state.treasury[company])
        if action["hex"] not in operating.station_sites(state, company):
            return refuse("no_station_site", company=company, hex=action["hex"])
        return None

    def check_run(self, state: Any, company: str, action: Mapping[str, Any]) -> IllegalAction | None:
        routes = action["routes"]
        count = len(state.trains[company])
        if (
            not isinstance(routes, list)
            or len(routes) != count
            or not all(isinstance(stops, list) and all(isinstance(s, str) for s in stops) for stops in routes)
        ):
            return refuse("routes_per_train", company=company, count=count)
        problem = running.matched_routes(state, company, routes)[1]
        return None if problem is None else refuse("route_problem", problem=problem)

    def check_buy_train(self, state: Any, company: str, action: Mapping[str, Any]) -> IllegalAction | None:
        train = trains.on_sale(state)
        if train is None or action["train"] != train.name:
            return refuse("not_on_sale", train=train.name if train else "")
        if not trains.has_room(state, company):
            return refuse("train_limit", company=company, count=len(state.trains[company]))
        price = trains.market_price(state, company, train.name)
        if price > state.treasury[company]:
            return refuse(
                "train_price", train=train.name, price=price, company=company, cash=state.treasury[company]
            )
        return None

    def check_offer_train(self, state: Any, company: str, action: Mapping[str, Any]) -> IllegalAction | None:
        if state.final:
            return refuse("no_trades_final")
        if not trains.has_room(state, company):
            return refuse("train_limit", company=company, count=len(state.trains[company]))
        seller, name, price = action["seller"], action["train"], action["price"]
        if seller not in operating.trade_partners(state, company):
            return refuse(
                "not_joined", company=company, seller=seller if seller in COMPANIES else str(seller)
            )
        if name not in state.trains[seller]:
            return refuse("seller_lacks_train", seller=seller, train=name)
        if not isinstance(price, int) or isinstance(price, bool) or not 1 <= price <= state.treasury[company]:
            return refuse("offer_price", least=or_texts.won(1), company=company, most=state.treasury[company])
        return None

    # ----- applying

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        company, kind = state.operating, action["type"]
        if kind == "lay":
            lay = Lay(action["hex"], action["tile"], action["rotation"], 0)
            if state.or_step == "track":
                lay = next(
                    item
                    for item in operating.track_lays_on(state, company, lay.hex)
                    if item.as_fields() == lay.as_fields()
                )
            return operating.lay_tile(state, company, lay, home=state.or_step == "home")
        if kind == "skip_track":
            state.or_step = "station"
            return []
        if kind == "build_station":
            return operating.build_station(state, company, action["hex"])
        if kind == "skip_station":
            state.or_step = "run"
            return []
        if kind == "run":
            routes = running.matched_routes(state, company, action["routes"])[0]
            return operating.record_run(
                state, company, copy_plain(action["routes"]), running.revenue(state, company, routes)
            )
        if kind in ("pay_dividend", "hold"):
            return operating.dividend(state, company, pay=kind == "pay_dividend")
        if kind == "buy_train":
            return operating.buy_market_train(state, company)
        if kind == "offer_train":
            seller = action["seller"]
            seller_director = operating.director_of(state, seller)
            if seller_director == seat:  # K14: one player directing both needs no confirmation
                return operating.transfer_train(state, company, seller, action["train"], action["price"])
            state.pending.append(
                {
                    "kind": "train_offer",
                    "player": seller_director,
                    "buyer": company,
                    "seller": seller,
                    "train": action["train"],
                    "price": action["price"],
                }
            )
            return [
                Event(
                    "train_offered",
                    buyer=company,
                    seller=seller,
                    train=action["train"],
                    price=action["price"],
                )
            ]
        return operating.done_trains(state, company)


# --------------------------------------------------------------------------- frames


def frame(state: Any) -> dict[str, Any]:
    return state.pending[-1]


class FrameStep(Step):
    """A sub-decision whose data is its frame on top of `state.pending`."""

    def actors(self, state: Any) -> tuple[int, ...]:
        return (frame(state)["player"],)

    def prompt(self, state: Any, seat: int) -> str:
        return or_texts.frame_prompt(frame(state))

    def info(self, state: Any) -> Mapping[str, Any]:
        return {key: copy_plain(value) for key, value in frame(state).items() if key != "kind"}


class Discard(FrameStep):
    """K13: a company over the new limit discards trains of its director's choice."""

    kind = "discard"
    takes = frozenset({"discard"})

    def actions(self, state: Any, seat: int) -> list[Action]:
        held = state.trains[frame(state)["company"]]
        return [Action("discard", train=name) for name in sorted(set(held), key=held.index)]

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        problem = malformed(action, {"train"})
        if problem is not None:
            return problem
        company = frame(state)["company"]
        if action["train"] not in state.trains[company]:
            return refuse("discard_which", company=company, train=str(action["train"]))
        return None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        return trains.discard(state, frame(state)["company"], action["train"])

    def resolve(self, state: Any) -> list[Event] | None:
        company = frame(state)["company"]
        if len(state.trains.get(company, [])) <= assets.train_limit(state, company):
            state.pending.pop()
            return []
        return None


class TrainOffer(FrameStep):
    """K14: the seller's director accepts or rejects the buyer's offer."""

    kind = "train_offer"
    takes = frozenset({"accept", "reject"})

    def actions(self, state: Any, seat: int) -> list[Action]:
        return [Action("accept"), Action("reject")]

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        return malformed(action, set())

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        offer = state.pending.pop()
        if action["type"] == "reject":
            return [
                Event("offer_rejected", buyer=offer["buyer"], seller=offer["seller"], train=offer["train"])
            ]
        return operating.transfer_train(
            state, offer["buyer"], offer["seller"], offer["train"], offer["price"]
        )


class Forced(FrameStep):
    """K15: the director sells shares, one certificate at a time, until the shortfall is
    covered; with nothing left to sell the director is bankrupt."""

    kind = "forced"
    takes = frozenset({"emergency_sell"})

    def actions(self, state: Any, seat: int) -> list[Action]:
        return [
            Action("emergency_sell", company=company, count=1) for company in emergency_companies(state, seat)
        ]

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        problem = malformed(action, {"company", "count"})
        if problem is not None:
            return problem
        if action["count"] != 1:
            return refuse("emergency_one")
        if action["company"] not in emergency_companies(state, seat):
            return refuse("emergency_sale")
        return None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        from . import shares

        events = list(shares.sell_certificates(state, seat, action["company"], 1, emergency=True) or [])
        return [*events, Event("emergency_sold", player=seat, company=action["company"], count=1)]

    def resolve(self, state: Any) -> list[Event] | None:
        forced = frame(state)
        seat, company = forced["player"], forced["company"]
        if state.cash[seat] >= forced["shortfall"]:
            state.pending.pop()
            return operating.pay_forced(state, company, forced["shortfall"]) + operating.finish_turn(state)
        if not emergency_companies(state, seat):
            return operating.bankrupt(state, seat)
        return None


def emergency_companies(state: Any, seat: int) -> list[str]:
    """K15 step 3: the companies of which the director may sell one certificate now (the pool
    cap holds, no director changes)."""
    from . import shares

    return [
        company for company in sorted(state.held) if shares.may_sell(state, seat, company, 1, emergency=True)
    ]


class Reseat(FrameStep):
    """K23: the laying company's director picks the outer stations that take the free seats."""

    kind = "reseat"
    takes = frozenset({"reseat"})

    def actions(self, state: Any, seat: int) -> list[Action]:
        waiting = frame(state)
        outer = tuple(state.board.outer_at(waiting["hex"]))
        return [Action("reseat", companies=Subset(outer, waiting["seats"], waiting["seats"]))]

    def refusal(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction:
        waiting = frame(state)
        return refuse("reseat_count", seats=waiting["seats"], hex=waiting["hex"])

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        from . import stations

        waiting = state.pending.pop()
        state.board = stations.reseat(state.board, waiting["hex"], list(action["companies"]))
        return [Event("reseated", hex=waiting["hex"], companies=list(action["companies"]))]


ROUND_STEP = OperatingTurn()
STEPS = [Discard(), TrainOffer(), Forced(), Reseat()]
