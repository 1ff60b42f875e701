"""What the 18Korea table says to teach (issue 14, "Teaching"): where the game is (round, set,
the operating company's steps), the train market with what each train's first purchase sets
off, what a price square does, what an asset card does, and what the Korean War changed.

Pure text, no Qt: the desk (view_desk.py) and the panels' tooltips show it. Every sentence goes
through `tr`; the figures come from the data modules, so a tooltip cannot disagree with a rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.i18n import noop, tr, tr_n
from . import data_market, log_texts, trains
from .data_assets import ASSET_CARDS
from .data_trains import TRAINS
from .or_texts import CTX, company_name, era_name, won

#: the operating company's steps in order, as the step line names them
OR_STEPS = (
    ("home", noop(CTX, "Home")),
    ("track", noop(CTX, "Track")),
    ("station", noop(CTX, "Station")),
    ("run", noop(CTX, "Run")),
    ("dividend", noop(CTX, "Dividend")),
    ("trains", noop(CTX, "Trains")),
)

#: what each asset card does, in a line (the cards' rules text says it in full)
CARD_EFFECTS = {
    "OA01": noop(CTX, "Each lay or upgrade on Seoul by another company moves this company's price one square right."),
    "OA02": noop(CTX, "₩80 into the treasury in every operating round the company runs a train."),
    "OA03": noop(CTX, "A North company survives the war and may take a new home in the South."),
    "OA04": noop(CTX, "The company has 4 track points instead of 3."),
    "OA05": noop(CTX, "Once, in the track step: a port on an empty South coastal hex, a sea area for this company only."),
    "OA06": noop(CTX, "Once: a free yellow tile on any empty hex, without a connection."),
    "OA07": noop(CTX, "The company's trains may pass small cities without counting them."),
    "OA08": noop(CTX, "The company's first express train may visit one more big city."),
    "OA09": noop(CTX, "At the war, every North station of the company moves to the South."),
    "OA10": noop(CTX, "₩150 to the treasury when attached."),
    "OB01": noop(CTX, "Once an operating round: sell a train to the bank at its printed price."),
    "OB02": noop(CTX, "Once before the war: name a North border city; it counts as South from the war on."),
    "OB03": noop(CTX, "The company pays no terrain costs."),
    "OB04": noop(CTX, "Market trains cost the company 20% less."),
    "OB05": noop(CTX, "+₩10 for each run through the home city."),
    "OB06": noop(CTX, "+₩20 in every operating round the company runs a train."),
    "OB07": noop(CTX, "+₩30 before the war while the track reaches Anju or Tokchon."),
    "OB08": noop(CTX, "Once a stock round: the director may buy a second share of the company."),
    "OB09": noop(CTX, "Once an operating round: hand in a 2, 3 or 4 for the 4, 6E or 8E on sale, paying the difference."),
    "OB10": noop(CTX, "₩100 with the company's first market train."),
    "OC01": noop(CTX, "A station may go outside a full metropolitan city."),
    "OC02": noop(CTX, "One more station token at the last charter price."),
    "OC03": noop(CTX, "Once: a station in a metropolitan city without a route to it."),
    "OC04": noop(CTX, "At the war, one North station of the company moves to the South."),
    "OC05": noop(CTX, "The company's home city tile survives the war."),
    "OC06": noop(CTX, "The company's train limit is one higher."),
    "OC07": noop(CTX, "Once, as a station step's station: a station on a South sea area, where its routes may start or end."),
    "OC08": noop(CTX, "With the Defector: stations may move to any South big city, whose tile survives."),
    "OC09": noop(CTX, "Once an operating round an upgrade costs 1 track point."),
    "OC10": noop(CTX, "In the first operating round after the war, up to 2 extra yellow tiles for free."),
}  # fmt: skip


# --------------------------------------------------------------------------- where the game is


def round_title(state: Any) -> str:
    if state.over:
        return tr(CTX, "The game is over")
    if state.round_kind == "draft":
        return tr(CTX, "Asset draft")
    if state.round_kind == "stock":
        if state.final:
            return tr(CTX, "Stock round {number}, the last", number=state.set_number + 1)
        return tr(CTX, "Stock round {number}", number=state.set_number + 1)
    title = tr(CTX, "Set {set}, operating round {number} of 2", set=state.set_number, number=state.or_in_set)
    if state.operating is not None:
        return tr(CTX, "{round}: {company}", round=title, company=company_name(state.operating))
    return title


def step_line(state: Any) -> str:
    """The operating company's steps with the one now lit (rich text), or the round's state."""
    if state.over:
        return ""
    if state.round_kind == "draft":
        left = len(state.draft.get("pool", []))
        return tr_n(CTX, "{n} card left face up", "{n} cards left face up", left)
    if state.round_kind == "stock":
        names = list(state.options["names"])
        passed = ", ".join(names[seat] for seat in state.passes)
        return tr(CTX, "Passed: {names}", names=passed) if passed else tr(CTX, "Nobody has passed yet")
    if state.operating is None:
        return ""
    parts = []
    for step, name in OR_STEPS:
        if step == "home" and state.or_step != "home":
            continue
        text = tr(CTX, name)
        if step == state.or_step:
            text = f"<b style='color:#E3B55B'>▶ {text}</b>"
        parts.append(text)
    return " · ".join(parts)


# --------------------------------------------------------------------------- the trains


def train_price(state: Any, company: str | None, name: str) -> int:
    if company is None:
        return next(train.price for train in TRAINS if train.name == name)
    return trains.market_price(state, company, name)


def train_effect(name: str) -> str:
    """What the first train of this type to leave the market sets off (rulebook 9.7, 9.8)."""
    train = next(train for train in TRAINS if train.name == name)
    lines = []
    if train.opens is not None:
        lines.append(tr(CTX, "Opens the {era} era.", era=era_name(train.opens)))
    if train.rusts is not None:
        lines.append(tr(CTX, "The first one bought rusts every {train}-train.", train=train.rusts))
    if train.limit is not None:
        lines.append(tr(CTX, "The train limit falls to {limit}.", limit=train.limit))
    if name == "4":
        lines.append(tr(CTX, "The Korean War breaks out when the third 4-train leaves the market."))
    if name == "8E":
        lines.append(tr(CTX, "The first one bought ends the game after one more stock round and set."))
    rusted_by = next((other.name for other in TRAINS if other.rusts == name), None)
    if rusted_by is not None:
        lines.append(tr(CTX, "Rusts when the first {train}-train is bought.", train=rusted_by))
    else:
        lines.append(tr(CTX, "Never rusts."))
    return "\n".join(lines)


def train_tip(state: Any, name: str) -> str:
    train = next(train for train in TRAINS if train.name == name)
    left = state.train_market.get(name)
    head = tr(CTX, "{train}-train: {price}", train=name, price=won(train.price))
    if train.express:
        reach = tr(
            CTX, "Express: counts {n} big cities or off-board areas, passes small ones.", n=train.distance
        )
    else:
        reach = tr(CTX, "Runs to {n} stops.", n=train.distance)
    stock = (
        tr(CTX, "Unlimited in the market.")
        if left is None
        else tr_n(CTX, "{n} left in the market.", "{n} left in the market.", left)
    )
    return "\n".join((head, reach, stock, train_effect(name)))


def train_market(state: Any) -> list[tuple[str, str, str]]:
    """(train, rich text, tooltip) for each train type: price, how many left; the one on sale lit,
    those gone struck through."""
    on_sale = trains.on_sale(state)
    out = []
    for train in TRAINS:
        left = state.train_market.get(train.name)
        count = "∞" if left is None else str(left)
        text = f"<b>{train.name}</b> {won(train.price)} ×{count}"
        if left == 0:
            text = f"<s style='color:#7A838C'>{text}</s>"
        elif on_sale is not None and train.name == on_sale.name:
            text = f"<span style='color:#E3B55B'>▶ {text}</span>"
        out.append((train.name, text, train_tip(state, train.name)))
    return out


# --------------------------------------------------------------------------- the market and cards


def price_tip(price: int) -> str:
    """What a square of the price track does (K6, K7, rulebook 11)."""
    lines = [won(price)]
    if price in data_market.END_PRICES:
        lines.append(tr(CTX, "A price arriving here ends the game after this operating round."))
    if price in data_market.PAR_BEFORE_WAR:
        lines.append(tr(CTX, "A par price before and after the war."))
    elif price in data_market.PAR_AFTER_WAR:
        lines.append(tr(CTX, "A par price after the war."))
    one, two = data_market.moved(price, 1), data_market.moved(price, 2)
    lines.append(tr(CTX, "Dividend of {least} or more: to {price}.", least=won(price), price=won(one)))
    lines.append(tr(CTX, "Dividend of {least} or more: to {price}.", least=won(2 * price), price=won(two)))
    lines.append(
        tr(
            CTX,
            "Hold, or each share its director sells: to {price}.",
            price=won(data_market.moved(price, -1)),
        )
    )
    return "\n".join(lines)


def card_tip(card: str) -> str:
    data = ASSET_CARDS[card]
    head = tr(CTX, "Tier {tier}: {card}", tier=data.tier, card=tr(CTX, data.name))
    return f"{head}\n{tr(CTX, CARD_EFFECTS[card])}"


# --------------------------------------------------------------------------- the war


def war_lines(state: Any, events: Sequence[Mapping[str, Any]], names: list[str]) -> list[str]:
    """What the Korean War changed (K22): stations moved, companies gone, the board, what opens."""
    lines = []
    for event in events:
        kind = event.get("type")
        if kind in ("spy_city", "station_moved", "company_removed", "war_board"):
            lines.append(log_texts.event_text(event, names))
        elif kind == "post_war_row":
            opened = [company_name(c) for c in event.get("companies", []) if c not in state.closed]
            if opened:
                lines.append(tr(CTX, "Now open to found: {companies}.", companies=", ".join(opened)))
    if not any(event.get("type") == "company_removed" for event in events):
        lines.insert(0, tr(CTX, "Every company keeps a station in the South: none leaves the game."))
    return lines


def war_lines_from_state(state: Any) -> list[str]:
    """What the Korean War changed, read from the position alone (a game opened from a save
    after the war has no events of it): the board, the North row's companies out of the game
    (removed at W3 or never founded), what opens now (K22)."""
    if state.war == "outbreak":
        return [tr(CTX, "The Korean War breaks out: the directors move their North stations South.")]
    lines = [
        tr(
            CTX,
            "The North leaves the map; the South's city tiles are removed and their stations wait outside.",
        )
    ]
    gone = [company_name(c) for c in state.rows.get("north", []) if c in state.closed]
    if gone:
        lines.append(tr(CTX, "Out of the game with the North: {companies}.", companies=", ".join(gone)))
    opened = [
        company_name(c)
        for c in state.rows.get("south_post", [])
        if c not in state.closed and c not in state.par
    ]
    if opened:
        lines.append(tr(CTX, "Now open to found: {companies}.", companies=", ".join(opened)))
    return lines
