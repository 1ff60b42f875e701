"""The flow of an operating round (rulebook 9; readings K7, K8, K11, K12, K15, K19, K37).

A set is two ORs. In each OR the companies operate one at a time: the next is always the
face-up token with the highest price, the leftmost on a shared square (K8), re-read each
time a company finishes. A company's turn walks `state.or_step` through
home -> track -> station -> run -> dividend -> trains; `advance` moves on by itself through
every step that has nothing to choose (no lay possible, no site, no route, zero revenue).
The end of an OR runs K11 in order: a pending war, then (last OR of the set) the export,
then the next OR or the stock round; the game ends after an OR on a price of 460 or 500,
and after the last set once the first 8E has been bought (K37).

Core calls `start_set` when a stock round ends; `end_of_or` hands back through
`stock.start_round`. A war breaking out (war.begin) pauses the end of the OR until the
directors have chosen at W2; war_steps then resumes it (`close_or`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ...engine.api import Event
from . import assets, dividends, market, running, stations, tiles, trains
from .data_companies import COMPANIES

TRACK_POINTS = 3  # rule 9.2: yellow lay 1, upgrade 2; unused points are lost
YELLOW_POINTS, UPGRADE_POINTS = 1, 2
STEPS = ("home", "track", "station", "run", "dividend", "trains")


# --------------------------------------------------------------------------- the order


def operates(state: Any, company: str) -> bool:
    """A founded company still in the game."""
    return company in state.par and company not in state.closed and company in state.director


def next_company(state: Any) -> str | None:
    """K8: the face-up token with the highest price; on one square the leftmost first."""
    waiting = [c for c in state.par if operates(state, c) and c not in state.flipped and c != state.operating]
    return market.leftmost_first(state, waiting)[0] if waiting else None


def director_of(state: Any, company: str) -> int:
    return state.director[company]


# --------------------------------------------------------------------------- sets and rounds


def start_set(state: Any) -> list[Event]:
    """A stock round has ended: OR 1 of the next set begins."""
    state.round_kind = "operating"
    state.set_number += 1
    state.or_in_set = 1
    return [Event("set_started", set=state.set_number, final=state.final), *start_or(state)]


def start_or(state: Any) -> list[Event]:
    state.flipped = []
    state.operating = None
    state.or_step = ""
    events = [Event("or_started", set=state.set_number, number=state.or_in_set)]
    return events + next_turn(state)


def next_turn(state: Any) -> list[Event]:
    company = next_company(state)
    if company is None:
        return end_of_or(state)
    return begin_turn(state, company)


def begin_turn(state: Any, company: str) -> list[Event]:
    state.operating = company
    state.track_points = TRACK_POINTS + assets.extra_track_points(state, company)
    state.built_hexes = []
    state.last_run = {}
    events = [Event("operates", company=company)]
    if assets.needs_new_home(state, company):  # K29: OA03's company chooses a new home first
        state.or_step = "home"
        state.pending.append({"kind": "new_home", "player": director_of(state, company), "company": company})
    elif state.tokens_used.get(company, 0) == 0:
        events += home_station(state, company)
    else:
        state.or_step = "track"
    return events


def home_station(state: Any, company: str) -> list[Event]:
    """K19: a free seat, else the lay that opens one (the first track action), else outer."""
    home = assets.home_of(state, company)
    case = stations.home_case(state.board, state.era, home)
    if case == "lay" and not state.final:
        state.or_step = "home"
        return [Event("home_needs_lay", company=company, hex=home)]
    state.tokens_used[company] = state.tokens_used.get(company, 0) + 1
    state.or_step = "track"
    if case == "seat":
        state.board = stations.seat(state.board, home, company)
        return [Event("home_placed", company=company, hex=home, outer=False)]
    state.board = stations.add_outer(state.board, home, company)
    return [Event("home_placed", company=company, hex=home, outer=True)]


def finish_turn(state: Any) -> list[Event]:
    company = state.operating
    state.operating = None
    state.or_step = ""
    state.track_points = 0
    state.built_hexes = []
    return [Event("turn_done", company=company), *next_turn(state)]


def end_of_or(state: Any) -> list[Event]:
    """The OR is over: every token face up again (S:403), then K11 (`close_or`)."""
    state.operating = None
    state.or_step = ""
    state.flipped = []  # S:403: every token face up again
    state.ors_played += 1
    events: list[Event] = [Event("or_ended", set=state.set_number, number=state.or_in_set)]
    return events + close_or(state, "war")


def close_or(state: Any, stage: str) -> list[Event]:
    """K11 from `stage` on: "war", a pending war; "export", the 2-trains' end after OR 1 and
    the export after the set's last OR (an exposed War card breaks out at once); "next", the
    next OR, the stock round or the end of the game. A war breaking out stops here: its
    directors choose at W2, and war_steps comes back with the stage after it."""
    events: list[Event] = []
    if stage == "war":
        events += resolve_war(state, then="export")
        if state.war == "outbreak":
            return events
        stage = "export"
    last_of_set = state.or_in_set == 2
    if stage == "export":
        if state.ors_played == 1:
            events += trains.remove_twos(state)
        if last_of_set:
            events += trains.export(state)
            events += resolve_war(state, then="next")
            if state.war == "outbreak":
                return events
    if state.over:
        return events
    if state.end_trigger == "price":  # rulebook 11: a token arrived on 460 or 500
        return events + game_over(state, "price")
    if not last_of_set:
        state.or_in_set = 2
        return events + start_or(state)
    if state.final:
        return events + game_over(state, "8e")
    if state.end_trigger == "8e":
        state.final = True  # K37: one last SR (no new companies) and one last set
    return events + start_stock_round(state)


def resolve_war(state: Any, then: str) -> list[Event]:
    """K11 steps 1 and 2: a pending war breaks out (K22); `then` is where close_or resumes."""
    if state.war != "pending":
        return []
    from . import war

    return war.begin(state, then)


def start_stock_round(state: Any) -> list[Event]:
    from . import stock

    return list(stock.start_round(state) or [])


def game_over(state: Any, reason: str) -> list[Event]:
    state.over = True
    state.end_reason = reason
    state.operating = None
    state.or_step = ""
    return [Event("game_over", reason=reason)]


# --------------------------------------------------------------------------- what each step may do


def track_cost(state: Any, lay: tiles.Lay) -> int:
    """Rule 9.2: a yellow lay takes 1 track point, an upgrade 2 (1 once per OR with OC09)."""
    if state.board.tile(lay.hex) is None:
        return YELLOW_POINTS
    return assets.upgrade_points(state, state.operating, UPGRADE_POINTS)


def home_lays(state: Any, company: str) -> list[tiles.Lay]:
    """K19 case 2: the lays or upgrades of the home hex that would open a seat (free of
    terrain cost: a cleared home city is rebuilt at once)."""
    home = assets.home_of(state, company)
    return [
        tiles.Lay(lay.hex, lay.tile, lay.rotation, 0)
        for lay in tiles.seat_opening_lays(state.board, state.era, home)
        if track_cost(state, lay) <= state.track_points
    ]


def track_lays(state: Any, company: str) -> list[tiles.Lay]:
    """Rule 9.2: the lays the company may make now (see `_affordable`)."""
    return list(_affordable(state, company, tiles.lays(state.board, state.era, company)))


def track_lays_on(state: Any, company: str, hex_id: str) -> list[tiles.Lay]:
    """`track_lays` on one hex."""
    return list(_affordable(state, company, tiles.lays_on(state.board, state.era, company, hex_id)))


def may_lay(state: Any, company: str) -> bool:
    """Whether `track_lays` holds any lay, stopping at the first found."""
    return any(True for _ in _affordable(state, company, tiles.some_lays(state.board, state.era, company)))


def _affordable(state: Any, company: str, lays: Iterable[tiles.Lay]) -> Iterator[tiles.Lay]:
    """Rule 9.2: of the legal `lays`, those the company may make now: one build per hex per
    OR, within its track points and its treasury (terrain cost on yellow lays); none in the
    final sets (K37)."""
    if state.final:
        return
    for lay in lays:
        priced = tiles.Lay(lay.hex, lay.tile, lay.rotation, assets.terrain_cost(state, company, lay.cost))
        if (
            priced.hex not in state.built_hexes
            and track_cost(state, priced) <= state.track_points
            and priced.cost <= state.treasury[company]
        ):
            yield priced


def station_price(state: Any, company: str) -> int | None:
    """K17, K18: the price under the leftmost token left on the charter, or None."""
    prices = COMPANIES[company].station_prices + assets.extra_station_prices(state, company)
    used = state.tokens_used.get(company, 0)
    return prices[used] if used < len(prices) else None


def station_sites(state: Any, company: str) -> list[str]:
    """K17: where the company may build its one station this OR (none in the final sets)."""
    price = station_price(state, company)
    if state.final or price is None or price > state.treasury[company]:
        return []
    return list(stations.station_sites(state.board, company)) + assets.outer_station_sites(state, company)


# --------------------------------------------------------------------------- doing it


def lay_tile(state: Any, company: str, lay: tiles.Lay, home: bool, free: bool = False) -> list[Event]:
    """Lay or upgrade a tile; the home token takes its seat first when this was the home lay
    (K19), then the hex's outer stations are re-seated (K23). `free`: a card's lay that takes
    no track points (OA06, OC10)."""
    upgrade = state.board.tile(lay.hex) is not None
    if not free:
        state.track_points -= track_cost(state, lay)
    state.board = state.board.with_tile(lay.hex, lay.tile, lay.rotation)
    state.built_hexes.append(lay.hex)
    state.treasury[company] -= lay.cost
    events = [
        Event("laid", company=company, hex=lay.hex, tile=lay.tile, rotation=lay.rotation, cost=lay.cost)
    ]
    if home:
        state.tokens_used[company] = state.tokens_used.get(company, 0) + 1
        state.board = stations.seat(state.board, lay.hex, company)
        events.append(Event("home_placed", company=company, hex=lay.hex, outer=False))
        state.or_step = "track"
    return events + assets.after_lay(state, company, lay.hex, upgrade) + reseat_outer(state, company, lay.hex)


def reseat_outer(state: Any, company: str, hex_id: str) -> list[Event]:
    """K23: the free seats take the hex's outer stations; the laying company's director chooses
    which when there are more outer stations than free seats."""
    outer = state.board.outer_at(hex_id)
    free = stations.free_seats(state.board, hex_id)
    if not outer or not free:
        return []
    if len(outer) <= free:
        state.board = stations.reseat(state.board, hex_id, list(outer))
        return [Event("reseated", hex=hex_id, companies=list(outer))]
    state.pending.append(
        {
            "kind": "reseat",
            "player": director_of(state, company),
            "hex": hex_id,
            "company": company,
            "seats": free,
        }
    )
    return []


def build_station(state: Any, company: str, hex_id: str) -> list[Event]:
    price = station_price(state, company)
    state.treasury[company] -= price
    state.tokens_used[company] += 1
    if assets.builds_outer(state, company, hex_id):  # K34: OC01's station outside the tile
        state.board = stations.add_outer(state.board, hex_id, company)
    else:
        state.board = stations.seat(state.board, hex_id, company)
    state.or_step = "run"
    return [Event("station_built", company=company, hex=hex_id, price=price)]


def record_run(state: Any, company: str, routes: list[list[str]], revenue: int) -> list[Event]:
    revenue += assets.run_bonus(state, company, routes)  # OB05-OB07, after the multiplier (K16)
    state.last_run = {"routes": routes, "revenue": revenue}
    state.or_step = "dividend"
    events = [Event("ran", company=company, routes=routes, revenue=revenue)]
    events += assets.after_run(state, company, routes)
    if revenue == 0:
        events += zero_dividend(state, company)
    return events


def zero_dividend(state: Any, company: str) -> list[Event]:
    """K7: with revenue 0 the step is automatic: nothing paid, no move, the token flipped."""
    flip(state, company)
    state.or_step = "trains"
    return [Event("no_revenue", company=company)]


def flip(state: Any, company: str) -> None:
    """K7: after its dividend step a company's token lies face down as an "operated" marker."""
    if company not in state.flipped:
        state.flipped.append(company)


def dividend(state: Any, company: str, pay: bool) -> list[Event]:
    revenue = state.last_run.get("revenue", 0)
    events = (
        dividends.pay_dividend(state, company, revenue) if pay else dividends.hold(state, company, revenue)
    )
    flip(state, company)
    state.or_step = "trains"
    return events


def buy_market_train(state: Any, company: str) -> list[Event]:
    train = trains.on_sale(state)
    price = trains.market_price(state, company, train.name)
    state.treasury[company] -= price
    return trains.buy_from_market(state, company, train.name, price)


def transfer_train(state: Any, buyer: str, seller: str, name: str, price: int) -> list[Event]:
    """K14: the train goes from seller to buyer for the agreed price."""
    state.trains[seller].remove(name)
    state.trains[buyer] = [*state.trains.get(buyer, []), name]
    state.treasury[buyer] -= price
    state.treasury[seller] += price
    return [Event("train_sold", buyer=buyer, seller=seller, train=name, price=price)]


def trade_partners(state: Any, company: str) -> list[str]:
    """K14: the companies whose trains the company may buy: joined by track or a shared city,
    holding a train; none in the final sets."""
    if state.final or not trains.has_room(state, company) or state.treasury[company] < 1:
        return []
    from .track import joined

    return [
        other
        for other in sorted(state.trains)
        if other != company
        and operates(state, other)
        and state.trains[other]
        and joined(state.board, company, other)
    ]


def done_trains(state: Any, company: str) -> list[Event]:
    """K15: a company that would end its buy step without a train must buy the lowest market
    train; the treasury pays what it can, the director the rest, selling shares if need be."""
    if state.trains.get(company):
        return finish_turn(state)
    train = trains.on_sale(state)
    price = trains.market_price(state, company, train.name)
    if state.treasury[company] >= price:
        return [
            Event("forced_purchase", company=company),
            *buy_market_train(state, company),
            *finish_turn(state),
        ]
    shortfall = price - state.treasury[company]
    state.pending.append(
        {"kind": "forced", "player": director_of(state, company), "company": company, "shortfall": shortfall}
    )
    return [Event("forced_purchase", company=company, shortfall=shortfall)]


def pay_forced(state: Any, company: str, shortfall: int) -> list[Event]:
    """K15 step 2: the treasury's money and the director's shortfall buy the lowest train."""
    seat = director_of(state, company)
    train = trains.on_sale(state)
    price = trains.market_price(state, company, train.name)
    state.cash[seat] -= shortfall
    state.treasury[company] = 0
    events = [Event("director_paid", player=seat, company=company, amount=shortfall)]
    return events + trains.buy_from_market(state, company, train.name, price)


def bankrupt(state: Any, seat: int) -> list[Event]:
    """K15 step 4, K38: the game ends at once; the train is not bought."""
    state.bankrupt = seat
    state.pending = []
    return [Event("bankrupt", player=seat), *game_over(state, "bankrupt")]


# --------------------------------------------------------------------------- moving on by itself


def advance(state: Any) -> list[Event] | None:
    """Move through the steps that have nothing to choose; None when a seat must act."""
    company = state.operating
    if state.round_kind != "operating" or company is None or state.over:
        return None
    step = state.or_step
    if step in ("track", "station", "trains") and assets.step_ability(state, company, step):
        return None  # a card offers something here (OA06, OC03, OB09)
    if step == "track" and not may_lay(state, company):
        state.or_step = "station"
        return []
    if step == "station" and not station_sites(state, company):
        state.or_step = "run"
        return []
    if step == "run":
        if not state.trains.get(company):
            return record_run(state, company, [], 0)
        if not running.earns(state, company):
            return record_run(state, company, running.plan_routes(running.proposal(state, company)), 0)
        return None
    if step == "trains" and not trains_choices(state, company):
        return done_trains(state, company)
    return None


def trains_choices(state: Any, company: str) -> bool:
    """Whether the buy step offers anything but ending it: a market train the treasury can pay
    and has room for, or a train of a joined company."""
    train = trains.on_sale(state)
    can_buy = (
        train is not None
        and trains.has_room(state, company)
        and trains.market_price(state, company, train.name) <= state.treasury[company]
    )
    return can_buy or bool(trade_partners(state, company))
