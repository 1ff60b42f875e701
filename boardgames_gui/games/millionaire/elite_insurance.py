"""Elite insurance (reading M13): the four policies, whom a Fortune point harms, the covers
against Fortune cards, auctions (M10) and one rent or circular tax (the Red policy).

Rule text S:145 (reference 2.1): Green (100, short) covers auctions; Blue (200, short)
auctions and one unfavourable point of a Fortune card; Orange (300, long, until used) auctions
and both points; Red (500, long) as Orange and one excessive rent or tax of the holder's
choice. Short-term policies go back to the bank when the holder passes START.

M13: policies are bought before rolling; one of each colour; Green and Blue are never used up,
Orange and Red are used up when the holder chooses to use them (the app asks); the short-term
policy covers first.
"""

from __future__ import annotations

from typing import Any

from ...engine.api import Event
from . import data as D
from . import elite_cards as C
from . import money, plots
from .elite_fortune import exempt_key
from .state import MillionaireState

SHORT = tuple(policy.colour for policy in C.POLICIES if policy.short)
LONG = tuple(policy.colour for policy in C.POLICIES if not policy.short)


def holds(state: MillionaireState, player: int, colour: str) -> bool:
    return colour in state.policies[player]


def can_buy(state: MillionaireState, player: int) -> list[str]:
    """The colours the player may buy now: not held, and within cash."""
    return [
        colour
        for colour in C.COLOURS
        if not holds(state, player, colour) and state.money[player] >= C.POLICY[colour].price
    ]


def buy(state: MillionaireState, player: int, colour: str) -> list[Event]:
    price = C.POLICY[colour].price
    money.transfer(state, player, "bank", price)
    state.policies[player].append(colour)
    return [Event("policy_bought", player=player, colour=colour, price=price)]


def take(state: MillionaireState, player: int, colour: str, how: str) -> list[Event]:
    state.policies[player].append(colour)
    return [Event("policy_taken", player=player, colour=colour, how=how)]


def give_back(state: MillionaireState, player: int, colours: tuple[str, ...], why: str) -> list[Event]:
    returned = [colour for colour in state.policies[player] if colour in colours]
    if not returned:
        return []
    state.policies[player] = [colour for colour in state.policies[player] if colour not in colours]
    return [Event("policies_returned", player=player, colours=returned, why=why)]


def use_up(state: MillionaireState, player: int, colour: str, what: str) -> list[Event]:
    state.policies[player].remove(colour)
    return [Event("policy_used", player=player, colour=colour, what=what)]


def long_held(state: MillionaireState, player: int, red_only: bool = False) -> list[str]:
    colours = ("red",) if red_only else LONG
    return [colour for colour in colours if holds(state, player, colour)]


# ----- whom a Fortune point harms (reference 2.10, the predicate legend)


def _plot_industries(state: MillionaireState, player: int) -> list[str]:
    return [plots.industry_of(state, space) for space in state.plots_of(player)]


def monopolies(state: MillionaireState, player: int) -> list[str]:
    """The complete industries the player owns (central included), mortgage-free (M12)."""
    return [
        industry
        for industry in D.INDUSTRY_SPACES[state.edition]
        if plots.is_monopolist(state, player, industry)
    ]


def richest(state: MillionaireState) -> list[int]:
    active = state.active_players()
    most = max(state.money[seat] for seat in active)
    return [seat for seat in active if state.money[seat] == most]


def harmed(state: MillionaireState, player: int, predicate: str) -> bool:
    """Is `player` among those the predicate names?"""
    if predicate == "all":
        return True
    if predicate == "holders":
        return state.shares[player] > 0
    if predicate == "plot_owners":
        return bool(state.plots_of(player))
    if predicate == "builders":
        return any(state.buildings[space] for space in state.plots_of(player))
    if predicate == "monopolists":
        return bool(monopolies(state, player))
    if predicate == "central_owners":
        return D.CENTRAL in _plot_industries(state, player)
    if predicate == "richest":
        return player in richest(state) and state.money[player] > 0
    if predicate == "non_energy":
        return not any(industry in C.ENERGY_INDUSTRIES for industry in _plot_industries(state, player))
    return False  # "none"; "auction" is covered by the auction itself (M10)


def harmful_points(state: MillionaireState, player: int, card: C.FortuneCard) -> list[str]:
    return [point.letter for point in card.points if harmed(state, player, point.harmed)]


def exempt(state: MillionaireState, player: int, card_id: str, letter: str) -> None:
    seats = state.fortune_exempt.setdefault(exempt_key(card_id, letter), [])
    if player not in seats:
        seats.append(player)


def fortune_covers(state: MillionaireState, card: C.FortuneCard, order: list[int]) -> list[Event]:
    """When `card` is drawn: each harmed insured player in `order` is covered. A Blue policy
    covers the one harmful point by itself, or asks which of two; a player with Orange or Red
    and a harmful point left is asked whether to use it (M13). Frames are pushed so that the
    first seat of `order` answers first."""
    events: list[Event] = []
    frames: list[dict[str, Any]] = []
    for seat in order:
        points = harmful_points(state, seat, card)
        if not points:
            continue
        if holds(state, seat, "blue") and len(points) == 1:
            exempt(state, seat, card.id, points[0])
            events.append(Event("fortune_covered", player=seat, card=card.id, point=points[0], colour="blue"))
            points = []
        choose_blue = holds(state, seat, "blue") and len(points) == 2
        if choose_blue or (points and long_held(state, seat)):
            frames.append(
                {
                    "kind": "fortune_cover",
                    "player": seat,
                    "card": card.id,
                    "points": points,
                    "blue": choose_blue,
                }
            )
    state.pending.extend(reversed(frames))
    return events


# ----- auctions (M10) and the Red policy


def auction_cover(state: MillionaireState, owner: int) -> str:
    """How the owner of a plot picked for the AUCTION is covered: "short" (Green or Blue, never
    used up), "ask" (Orange or Red: the owner chooses), or "" (not insured)."""
    if any(holds(state, owner, colour) for colour in SHORT):
        return "short"
    return "ask" if long_held(state, owner) else ""


def offer_red(
    state: MillionaireState, player: int, to: Any, amount: int, reason: str, **details: Any
) -> bool:
    """M13 Red policy: before paying a rent or circular tax, its holder chooses whether to use
    it (the bank then pays the owner, or the tax is waived). True when the question is asked."""
    if not holds(state, player, "red"):
        return False
    frame = {"kind": "red_cover", "player": player, "to": to, "amount": amount, "reason": reason}
    frame.update(details)
    state.pending.append(frame)
    return True
