"""The asset cards' steps (K24, K29, K32-K36 and the designed cards):

- `CardWindow`, an out-of-turn window open at every decision to each seat with something to do
  with a card: attach one it holds (K24), offer one to another player (K24), or use a card of a
  company it directs where the card allows it now (`use_card`, its fields by card);
- `card_offer {seller, card, price}`: the buyer accepts or rejects (K24);
- `new_home {company}`: a company kept by OA03 with no station left chooses its new home (K29).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ...engine.api import Action, Event, IllegalAction, Range, copy_plain, find_listed
from ...engine.steps import Step
from . import asset_texts, assets, data_map, operating, shares, stations, tiles, trains
from .asset_texts import refuse
from .board import in_play
from .data_trains import NEWEST_PARTS, TRAIN_TYPES

FIELDS = {"attach": {"card", "company"}, "offer_card": {"card", "buyer", "price"}}
#: OC10: extra yellow lays in the first OR after the war
RECONSTRUCTION_LAYS = 2


def names_of(state: Any) -> list[str]:
    return list(state.options.get("names") or [f"Player {seat + 1}" for seat in range(state.players)])


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --------------------------------------------------------------------------- what a seat may do


def attach_actions(state: Any, seat: int) -> list[Action]:
    companies = assets.attachable_companies(state, seat)
    return [
        Action("attach", card=card, company=company) for card in state.hands[seat] for company in companies
    ]


def offer_actions(state: Any, seat: int) -> list[Action]:
    if not assets.trades_open(state):
        return []
    return [
        Action("offer_card", card=card, buyer=buyer, price=Range(0, state.cash[buyer]))
        for card in state.hands[seat]
        for buyer in range(state.players)
        if buyer != seat
    ]


def own_turn(state: Any, company: str | None, step: str) -> bool:
    """The company is operating at `step` with no sub-decision open."""
    return (
        company is not None
        and state.round_kind == "operating"
        and state.operating == company
        and state.or_step == step
        and not state.pending
    )


def use_actions(state: Any, seat: int) -> list[Action]:
    """The card abilities `seat` may use now, as `use_card` actions."""
    out: list[Action] = []
    for card in ("OB02", "OB01", "OB08", "OB09", "OC03", "OA06", "OC10", "OA05", "OC07"):
        company = assets.holder(state, card)
        if company is None or not assets.live(state, company) or state.director[company] != seat:
            continue
        out += USES[card](state, company)
    return out


def spy_uses(state: Any, company: str) -> list[Action]:
    """K32: once, before the war, name a North city bordering the South."""
    if state.war in ("outbreak", "done") or assets.used(state, "OB02"):
        return []
    return [
        Action("use_card", card="OB02", hex=hex_id) for hex_id in assets.ASSET_CARDS["OB02"].param("hexes")
    ]


def dealer_uses(state: Any, company: str) -> list[Action]:
    """K36: once per OR, in its own turn, a train back to the bank at its printed price."""
    if assets.used(state, "OB01", state.ors_played) or state.operating != company or state.pending:
        return []
    held = state.trains.get(company, [])
    return [Action("use_card", card="OB01", train=name) for name in sorted(set(held), key=held.index)]


def broker_uses(state: Any, company: str) -> list[Action]:
    """OB08: once per stock round, the director's second share of this company in one turn."""
    seat = state.director[company]
    if (
        state.round_kind != "stock"
        or state.pending
        or state.sr_player() != seat
        or not state.sr_bought
        or assets.used(state, "OB08", state.set_number)
    ):
        return []
    return [
        Action("use_card", card="OB08", source=source)
        for source in ("treasury", "pool")
        if not shares.buy_problem(state, seat, company, source)
    ]


def parts_uses(state: Any, company: str) -> list[Action]:
    """K33: once per OR in the buy step, a 2, 3 or 4 handed in for the 4, 6E or 8E on sale."""
    train = trains.on_sale(state)
    if (
        not own_turn(state, company, "trains")
        or train is None
        or assets.used(state, "OB09", state.ors_played)
    ):
        return []
    return [
        Action("use_card", card="OB09", train=old)
        for old in sorted(set(state.trains.get(company, [])))
        if NEWEST_PARTS.get(old) == train.name and exchange_price(old, train.name) <= state.treasury[company]
    ]


def exchange_price(old: str, new: str) -> int:
    """K33: the difference of the printed prices (OB04's discount does not apply)."""
    return TRAIN_TYPES[new].price - TRAIN_TYPES[old].price


def station_card_ready(state: Any, company: str, card: str) -> bool:
    """A once-a-game card that builds the station step's station (OC03, OC07): the company is
    at that step in its own turn, before the final sets, the card unused, and the next token
    affordable."""
    price = operating.station_price(state, company)
    return (
        own_turn(state, company, "station")
        and not assets.used(state, card)
        and not state.final
        and price is not None
        and price <= state.treasury[company]
    )


def priority_uses(state: Any, company: str) -> list[Action]:
    """OC03: once, in the station step, a station in a metropolitan city without a route."""
    if not station_card_ready(state, company, "OC03"):
        return []
    board = state.board
    return [
        Action("use_card", card="OC03", hex=hex_id)
        for hex_id in data_map.METROPOLITAN
        if in_play(board, hex_id)
        and stations.free_seats(board, hex_id) > 0
        and company not in board.seated(hex_id) + board.outer_at(hex_id)
    ]


def survey_uses(state: Any, company: str) -> list[Action]:
    """OA06: once, in the track step, a yellow tile on any empty hex: no connection, no terrain
    cost, no track points."""
    if not own_turn(state, company, "track") or assets.used(state, "OA06") or state.final:
        return []
    board = state.board
    return [
        Action("use_card", card="OA06", hex=hex_id, tile=tile_id, rotation=rotation)
        for hex_id in data_map.LAND
        if board.tile(hex_id) is None and hex_id not in state.built_hexes
        for tile_id in tiles.fitting_tiles(board, state.era, hex_id)
        for rotation in tiles.fitting_rotations(board, hex_id, tile_id)
    ]


def reconstruction_uses(state: Any, company: str) -> list[Action]:
    """OC10: in the first OR after the war, up to 2 extra yellow lays the company could make,
    without track points or terrain cost."""
    if not own_turn(state, company, "track") or state.ors_played != state.war_or or state.final:
        return []
    if reconstruction_lays_made(state) >= RECONSTRUCTION_LAYS:
        return []
    return [
        Action("use_card", card="OC10", **lay.as_fields())
        for lay in tiles.lays(state.board, state.era, company)
        if state.board.tile(lay.hex) is None and lay.hex not in state.built_hexes
    ]


def port_uses(state: Any, company: str) -> list[Action]:
    """OA05: once, in the track step, the port tile on an empty South coastal hex (no track
    points, no terrain cost, no connection: [designed], as OA06's lay)."""
    if not own_turn(state, company, "track") or assets.used(state, "OA05") or state.final:
        return []
    return [Action("use_card", card="OA05", hex=hex_id) for hex_id in assets.port_sites(state)]


def ferry_uses(state: Any, company: str) -> list[Action]:
    """OC07: once, in the station step and as that OR's station (K17), a station on a South
    sea area: the company's next token at its price (K18) [designed]."""
    if not station_card_ready(state, company, "OC07"):
        return []
    return [Action("use_card", card="OC07", sea=area) for area in assets.ferry_sites(state)]


def reconstruction_lays_made(state: Any) -> int:
    return sum(
        1 for n in range(1, RECONSTRUCTION_LAYS + 1) if assets.used(state, f"OC10#{n}", state.ors_played)
    )


USES = {
    "OB02": spy_uses,
    "OB01": dealer_uses,
    "OB08": broker_uses,
    "OB09": parts_uses,
    "OC03": priority_uses,
    "OA06": survey_uses,
    "OC10": reconstruction_uses,
    "OA05": port_uses,
    "OC07": ferry_uses,
}


# --------------------------------------------------------------------------- using a card


def apply_use(state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
    card = action["card"]
    company = assets.holder(state, card)
    events = [Event("card_used", card=card, company=company)]
    if card == "OB02":
        assets.use(state, card)
        state.board = replace(state.board, spy_hex=action["hex"])
        return events
    if card == "OB01":
        assets.use(state, card, state.ors_played)
        name = action["train"]
        price = TRAIN_TYPES[name].price
        state.trains[company].remove(name)  # K36: it leaves the game and sets off nothing
        state.treasury[company] += price
        return [*events, Event("train_sold_to_bank", company=company, train=name, price=price)]
    if card == "OB08":
        assets.use(state, card, state.set_number)
        return events + shares.buy_share(state, seat, company, action["source"])
    if card == "OB09":
        assets.use(state, card, state.ors_played)
        old, new = action["train"], trains.on_sale(state).name
        price = exchange_price(old, new)
        state.trains[company].remove(old)
        state.trains[company].append(new)
        state.treasury[company] -= price
        events.append(Event("train_exchanged", company=company, old=old, train=new, price=price))
        return events + trains.leave_market(state, new, "exchanged")
    if card == "OC03":
        assets.use(state, card)
        return events + operating.build_station(state, company, action["hex"])
    if card == "OA05":
        assets.use(state, card)
        state.board = replace(state.board, port=(action["hex"], company))
        state.built_hexes.append(action["hex"])
        return [*events, Event("port_built", company=company, hex=action["hex"])]
    if card == "OC07":
        assets.use(state, card)
        price = operating.station_price(state, company)
        state.treasury[company] -= price
        state.tokens_used[company] = state.tokens_used.get(company, 0) + 1
        state.board = replace(state.board, ferry=(action["sea"], company))
        state.or_step = "run"
        return [*events, Event("ferry_built", company=company, sea=action["sea"], price=price)]
    # OA06 and OC10: a yellow lay without track points or terrain cost
    if card == "OA06":
        assets.use(state, card)
    else:
        assets.use(state, f"OC10#{reconstruction_lays_made(state) + 1}", state.ors_played)
    lay = tiles.Lay(action["hex"], action["tile"], action["rotation"], 0)
    return events + operating.lay_tile(state, company, lay, home=False, free=True)


def site_refusal(state: Any, action: Mapping[str, Any], seat: int) -> str:
    """The refusal for a port or ferry station the card could build now, but not there."""
    card = action.get("card")
    if card not in ("OA05", "OC07"):
        return ""
    company = assets.holder(state, card)
    if company is None or state.director.get(company) != seat or not USES[card](state, company):
        return ""
    return "port_site" if card == "OA05" else "ferry_site"


# --------------------------------------------------------------------------- the steps


class CardWindow(Step):
    """K24: attach, offer or use a card at any moment, out of turn too."""

    kind = "asset_cards"
    window = True
    takes = frozenset({"attach", "offer_card", "use_card"})

    def actors(self, state: Any) -> tuple[int, ...]:
        """Every seat holding a card, or directing a company whose card has an ability to use
        (what each may do now is its listing, which may be empty)."""
        users = {
            state.director[c]
            for c in (assets.holder(state, card) for card in USES)
            if c and assets.live(state, c)
        }
        return tuple(seat for seat in range(state.players) if state.hands[seat] or seat in users)

    def prompt(self, state: Any, seat: int) -> str:
        return asset_texts.window_prompt()

    def actions(self, state: Any, seat: int) -> list[Action]:
        return [*attach_actions(state, seat), *offer_actions(state, seat), *use_actions(state, seat)]

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        kind = action["type"]
        if kind == "use_card":
            if find_listed(use_actions(state, seat), action):
                return None
            return refuse(site_refusal(state, action, seat) or "card_not_usable")
        if set(action) - {"type"} != FIELDS[kind]:
            return refuse("card_malformed")
        if kind == "offer_card" and not isinstance(action["card"], str):
            return refuse("card_one")
        if action["card"] not in state.hands[seat]:
            return refuse("card_not_held")
        if kind == "attach":
            if action["company"] not in assets.attachable_companies(state, seat):
                return refuse("card_company")
            return None
        buyer, price = action["buyer"], action["price"]
        if not assets.trades_open(state):
            return refuse("card_trade_closed")
        if not is_int(buyer) or buyer == seat or not 0 <= buyer < state.players:
            return refuse("card_buyer")
        if not is_int(price) or not 0 <= price <= state.cash[buyer]:
            return refuse("card_price", cash=state.cash[buyer])
        return None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        kind = action["type"]
        if kind == "attach":
            return assets.attach(state, seat, action["card"], action["company"])
        if kind == "use_card":
            return apply_use(state, action, seat)
        state.pending.append(
            {
                "kind": "card_offer",
                "player": action["buyer"],
                "seller": seat,
                "card": action["card"],
                "price": action["price"],
            }
        )
        return [Event("card_offered", player=seat, card=action["card"], price=action["price"])]


class CardOffer(Step):
    """K24: the buyer accepts or rejects a card offered for an amount; an offer whose card has
    been attached meanwhile, or that the buyer can no longer pay, lapses."""

    kind = "card_offer"
    takes = frozenset({"accept", "reject"})

    def actors(self, state: Any) -> tuple[int, ...]:
        return (state.pending[-1]["player"],)

    def prompt(self, state: Any, seat: int) -> str:
        return asset_texts.frame_prompt(state.pending[-1], names_of(state))

    def info(self, state: Any) -> Mapping[str, Any]:
        return {key: copy_plain(value) for key, value in state.pending[-1].items() if key != "kind"}

    def actions(self, state: Any, seat: int) -> list[Action]:
        return [Action("accept"), Action("reject")]

    def check(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        return refuse("card_malformed") if set(action) != {"type"} else None

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        offer = state.pending.pop()
        if action["type"] == "reject":
            return [Event("card_offer_rejected", card=offer["card"])]
        return assets.sell_card(state, offer["seller"], offer["player"], offer["card"], offer["price"])

    def resolve(self, state: Any) -> list[Event] | None:
        offer = state.pending[-1]
        if offer["card"] in state.hands[offer["seller"]] and offer["price"] <= state.cash[offer["player"]]:
            return None
        state.pending.pop()
        return [Event("card_offer_lapsed", card=offer["card"])]


class NewHome(Step):
    """K29: the director of a company kept by OA03 chooses any South big city as its home; its
    home station is then placed as in a first OR (K19)."""

    kind = "new_home"
    takes = frozenset({"choose_home"})

    def actors(self, state: Any) -> tuple[int, ...]:
        return (state.pending[-1]["player"],)

    def prompt(self, state: Any, seat: int) -> str:
        return asset_texts.frame_prompt(state.pending[-1], names_of(state))

    def info(self, state: Any) -> Mapping[str, Any]:
        return {"company": state.pending[-1]["company"]}

    def actions(self, state: Any, seat: int) -> list[Action]:
        return [Action("choose_home", hex=hex_id) for hex_id in assets.home_choices(state)]

    def refusal(self, state: Any, action: Mapping[str, Any], seat: int) -> IllegalAction:
        return refuse("home_choice")

    def apply(self, state: Any, action: Mapping[str, Any], seat: int) -> list[Event]:
        company = state.pending.pop()["company"]
        state.homes[company] = action["hex"]
        return [
            Event("new_home", company=company, hex=action["hex"]),
            *operating.home_station(state, company),
        ]


WINDOW = CardWindow()
STEPS = [CardOffer(), NewHome()]
