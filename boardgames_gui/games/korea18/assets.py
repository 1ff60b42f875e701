"""The asset cards at work (rulebook 5; readings K24, K28-K36; the designed cards of the
project's 18Korea research 3.6): attaching and trading them, and the small questions the rounds
ask where a card changes a rule. Each hook is named for the rule it bends and is called from
the place that rule acts (operating.py, trains.py, the war's own module); the choices a card
offers are the steps of asset_steps.py.

The cards that change routes act through the board and the trains the optimiser and the checker
read: OA05's port and OC07's ferry station are on the Board (board.port, board.ferry; the
route map turns them into stops), OA07 (K30) and OA08 mark the company's trains
(running.company_trains).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.api import Event
from . import data_map, dividends, stations, track
from .board import in_play
from .data_assets import ASSET_CARDS
from .data_companies import COMPANIES

PRE_WAR_ROWS = ("north", "south_pre")


# --------------------------------------------------------------------------- holding and attaching


def has(state: Any, company: str | None, card: str) -> bool:
    return company is not None and card in state.cards.get(company, [])


def holder(state: Any, card: str) -> str | None:
    """The company the card is attached to, or None."""
    return next((company for company, cards in state.cards.items() if card in cards), None)


def live(state: Any, company: str) -> bool:
    return company in state.par and company not in state.closed and company in state.director


def takes_cards(state: Any, company: str) -> bool:
    """K24: only a founded company that started in a pre-war row of the IPO takes cards."""
    return live(state, company) and any(company in state.rows.get(row, []) for row in PRE_WAR_ROWS)


def attachable_companies(state: Any, seat: int) -> list[str]:
    """K24: the companies `seat` may attach a card to now: those it directs that take cards."""
    return [c for c in sorted(state.director) if state.director[c] == seat and takes_cards(state, c)]


def attach(state: Any, seat: int, card: str, company: str) -> list[Event]:
    """K24: the card goes from the hand onto the company for good; OA10 pays at once."""
    state.hands[seat].remove(card)
    state.cards[company] = [*state.cards.get(company, []), card]
    events = [Event("card_attached", player=seat, card=card, company=company)]
    if card == "OA10":
        amount = ASSET_CARDS[card].param("cash")
        state.treasury[company] += amount
        events.append(Event("card_cash", card=card, company=company, amount=amount))
    return events


def trades_open(state: Any) -> bool:
    """K24: cards change hands between players at any moment after the draft, except while a
    sub-decision about money is open (an auction, a forced purchase, another card offer): a
    trade there could take away the cash that decision counts on."""
    return state.round_kind != "draft" and not state.pending and not state.over


def sell_card(state: Any, seller: int, buyer: int, card: str, price: int) -> list[Event]:
    state.hands[seller].remove(card)
    state.hands[buyer].append(card)
    state.cash[buyer] -= price
    state.cash[seller] += price
    return [Event("card_traded", player=buyer, seller=seller, card=card, price=price)]


# --------------------------------------------------------------------------- uses (once per game / OR / SR)


def used(state: Any, card: str, when: int = 0) -> bool:
    return state.card_used.get(card) == when


def use(state: Any, card: str, when: int = 0) -> None:
    state.card_used[card] = when


# --------------------------------------------------------------------------- track (rule 9.2)


def extra_track_points(state: Any, company: str) -> int:
    """OA04: 4 track points instead of 3."""
    return ASSET_CARDS["OA04"].param("track_points") - 3 if has(state, company, "OA04") else 0


def upgrade_points(state: Any, company: str | None, points: int) -> int:
    """OC09: once per OR one upgrade takes 1 track point instead of 2."""
    if points == 2 and has(state, company, "OC09") and not used(state, "OC09", state.ors_played):
        return 2 - ASSET_CARDS["OC09"].param("upgrade_points")
    return points


def terrain_cost(state: Any, company: str, cost: int) -> int:
    """OB03: the company pays no terrain costs."""
    return 0 if has(state, company, "OB03") else cost


def after_lay(state: Any, company: str, hex_id: str, upgrade: bool) -> list[Event]:
    """After a lay: OC09's discount is spent by an upgrade; a lay on Seoul by another company
    moves the OA01 company's token a square right (K28)."""
    if upgrade and has(state, company, "OC09"):
        use(state, "OC09", state.ors_played)
    miracle = holder(state, "OA01")
    if hex_id != ASSET_CARDS["OA01"].param("hex") or miracle in (None, company) or not live(state, miracle):
        return []
    events = [Event("card_effect", card="OA01", company=miracle)]
    return events + dividends.move_price(state, miracle, ASSET_CARDS["OA01"].param("squares"))


# --------------------------------------------------------------------------- stations (K17, K18, K34)


def extra_station_prices(state: Any, company: str) -> tuple[int, ...]:
    """OC02: one more station token, at the price of the last one on the charter (K18)."""
    if not has(state, company, "OC02"):
        return ()
    return (COMPANIES[company].station_prices[-1],) * ASSET_CARDS["OC02"].param("stations")


def outer_station_sites(state: Any, company: str) -> list[str]:
    """K34 (OC01): reached metropolitan hexes with no free usable seat, where the station goes
    outside the tile."""
    if not has(state, company, "OC01"):
        return []
    reach = track.network(state.board, company)
    board = state.board
    return [
        hex_id
        for hex_id in data_map.METROPOLITAN
        if track.stop_id(hex_id) in reach.stops
        and company not in board.seated(hex_id) + board.outer_at(hex_id)
        and stations.free_seats(board, hex_id) == 0
        and board.tile(hex_id) is not None
    ]


def builds_outer(state: Any, company: str, hex_id: str) -> bool:
    """K34: an OC01 station is an outer station where no seat is free, and in Seoul before the
    war where only one is (it may not take Seoul's last free seat)."""
    if not has(state, company, "OC01"):
        return False
    free = stations.free_seats(state.board, hex_id)
    return free == 0 or (hex_id == data_map.CAPITAL and not state.board.war and free == 1)


# --------------------------------------------------------------------------- routes (OA05, OC07)


def port_sites(state: Any) -> list[str]:
    """OA05: the empty South coastal hexes, where the port tile may go: plain land in play with
    no tile, not built on this OR, beside the sea (a neighbour that is no land hex)."""
    board = state.board
    return [
        hex_id
        for hex_id, land in data_map.LAND.items()
        if land.kind == "plain"
        and land.region == "S"
        and in_play(board, hex_id)
        and board.tile(hex_id) is None
        and hex_id not in state.built_hexes
        and any(data_map.neighbour(hex_id, edge) not in data_map.LAND for edge in data_map.EDGES)
    ]


def ferry_sites(state: Any) -> list[str]:
    """OC07: the sea areas of the South in play, where the ferry station may go."""
    return [
        area_id
        for area_id, area in data_map.OFFBOARDS.items()
        if area.kind == "sea" and area.region == "S" and in_play(state.board, area_id)
    ]


# --------------------------------------------------------------------------- the run (K16)


def runs_a_train(routes: Sequence[Sequence[str]]) -> bool:
    return any(len(stops) >= 2 for stops in routes)


def run_bonus(state: Any, company: str, routes: Sequence[Sequence[str]]) -> int:
    """Revenue the cards add after the express multiplier (K16), in an OR the company runs a
    train: OB05 +10 per run through its home city, OB06 +20, OB07 +30 before the war while its
    track reaches Anju or Tokchon."""
    if not runs_a_train(routes):
        return 0
    bonus = 0
    if has(state, company, "OB05"):
        home = track.stop_id(home_of(state, company))
        bonus += ASSET_CARDS["OB05"].param("per_home_run") * sum(1 for stops in routes if home in stops)
    if has(state, company, "OB06"):
        bonus += ASSET_CARDS["OB06"].param("bonus")
    if has(state, company, "OB07") and state.war != "done":
        reach = track.network(state.board, company).stops
        if any(track.stop_id(h) in reach for h in ASSET_CARDS["OB07"].param("hexes")):
            bonus += ASSET_CARDS["OB07"].param("bonus")
    return bonus


def after_run(state: Any, company: str, routes: Sequence[Sequence[str]]) -> list[Event]:
    """OA02: ₩80 from the bank into the treasury in every OR the company runs a train."""
    if not has(state, company, "OA02") or not runs_a_train(routes):
        return []
    amount = ASSET_CARDS["OA02"].param("income")
    state.treasury[company] += amount
    return [Event("card_cash", card="OA02", company=company, amount=amount)]


# --------------------------------------------------------------------------- trains (K13)


def train_limit(state: Any, company: str) -> int:
    """OC06: the company's train limit is one higher."""
    return state.limit + (ASSET_CARDS["OC06"].param("extra_limit") if has(state, company, "OC06") else 0)


def first_train_subsidy(state: Any, company: str) -> list[Event]:
    """OB10: ₩100 when the company buys its first train from the market."""
    if not has(state, company, "OB10") or used(state, "OB10"):
        return []
    use(state, "OB10")
    amount = ASSET_CARDS["OB10"].param("cash")
    state.treasury[company] += amount
    return [Event("card_cash", card="OB10", company=company, amount=amount)]


# --------------------------------------------------------------------------- abilities in the turn


def step_ability(state: Any, company: str, step: str) -> bool:
    """Whether a card gives the operating company something to do at `step` even when the rules
    alone give it nothing, so that the turn waits there: OA06's free lay and OA05's port at the
    track step, OC03's and OC07's stations at the station step, OB09's exchange at the buy step
    (K33: also at the limit)."""
    if step == "track":
        return not state.final and any(
            has(state, company, c) and not used(state, c) for c in ("OA06", "OA05")
        )
    if step == "station":
        return not state.final and any(
            has(state, company, c) and not used(state, c) for c in ("OC03", "OC07")
        )
    if step == "trains" and has(state, company, "OB09") and not used(state, "OB09", state.ors_played):
        from .data_trains import NEWEST_PARTS
        from .trains import on_sale

        train = on_sale(state)
        return train is not None and any(NEWEST_PARTS.get(old) == train.name for old in state.trains[company])
    return False


# --------------------------------------------------------------------------- home (K19, K29)


def home_of(state: Any, company: str) -> str:
    """The company's home city: the printed one, or the South city OA03 chose (K29)."""
    return state.homes.get(company, COMPANIES[company].home)


def needs_new_home(state: Any, company: str) -> bool:
    """K29: after the war a North company holding OA03 with no station left, and a token to
    place, takes a new home in its next OR's first step (on a South company the card does
    nothing)."""
    return (
        state.war == "done"
        and COMPANIES[company].region == "N"
        and has(state, company, "OA03")
        and not state.board.station_hexes(company)
        and state.tokens_used.get(company, 0) < len(COMPANIES[company].station_prices)
    )


def home_choices(state: Any) -> list[str]:
    """K29: any South big city, normal or metropolitan, in play."""
    return [
        hex_id
        for hex_id, land in data_map.LAND.items()
        if land.kind in ("city", "metro") and land.region == "S"
    ]
