"""Two-party trades: the current player, in their turn, offers another player any mix of
plots, money and kept cards for any mix of theirs; the partner accepts or rejects it out
of turn (a frame acting for the partner), and an accepted trade happens at once.

One offer a turn: once the current player has offered a trade (accepted or not), no other
offer until their next turn (`state.trade_offered`), so that an answer is final.

Tradable: plots with no building anywhere in their industry and not mortgaged (rule text:
"not for plots that have any building"; M12: a mortgaged plot can be neither sold nor
exchanged), money up to what each side has, and the edition's tradable kept cards (M20).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Event, IllegalAction, Range, Subset
from . import plots
from .editions import area
from .frames import FrameStep
from .names import space_label
from .refusals import fields_problem, refuse
from .state import MillionaireState

FIELDS = {"to", "give", "take", "give_money", "take_money"}


def tradable(state: MillionaireState, player: int) -> list[Any]:
    """What `player` can put into a trade: plot spaces in board order, then card ids."""
    spaces = [
        space
        for space in state.plots_of(player)
        if not state.mortgaged[space] and not any(state.buildings[s] for s in plots.siblings(state, space))
    ]
    return spaces + area(state).tradable_cards(state, player)


def offers(state: MillionaireState, seat: int) -> list[Action]:
    """One offer template per partner still in the game (none once this turn's offer is made)."""
    out: list[Action] = []
    if state.trade_offered:
        return out
    for partner in range(state.players):
        if partner == seat or state.bankrupt[partner]:
            continue
        out.append(
            Action(
                "offer_trade",
                to=partner,
                give=Subset(tuple(tradable(state, seat))),
                take=Subset(tuple(tradable(state, partner))),
                give_money=Range(0, state.money[seat]),
                take_money=Range(0, state.money[partner]),
            )
        )
    return out


def _item_label(state: MillionaireState, item: Any) -> str:
    return space_label(state, item) if isinstance(item, int) and 0 <= item < 40 else str(item)


def offer_problem(state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
    problem = fields_problem(action, FIELDS)
    if problem is not None:
        return problem
    if state.trade_offered:
        return refuse("trade_once")
    partner = action["to"]
    if (
        type(partner) is not int
        or not 0 <= partner < state.players
        or partner == seat
        or state.bankrupt[partner]
    ):
        return refuse("trade_partner")
    for side, owner, code in (("give", seat, "trade_item"), ("take", partner, "trade_their_item")):
        items = action[side]
        if not isinstance(items, list):
            return refuse("malformed")
        allowed = Subset(tuple(tradable(state, owner)))
        if not allowed.contains(items):
            bad = next((item for item in items if item not in allowed.values), items[0] if items else "?")
            return refuse(code, item=_item_label(state, bad))
    for field, owner in (("give_money", seat), ("take_money", partner)):
        if not Range(0, state.money[owner]).contains(action[field]):
            return refuse("trade_money", cash=state.money[owner])
    return None


def offer(state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
    deal = {"from": seat, **{field: action[field] for field in sorted(FIELDS)}}
    state.trade_offered = True
    state.pending.append({"kind": "trade_answer", "player": action["to"], "offer": deal})
    return [Event("trade_offered", player=seat, partner=action["to"], offer=deal)]


def carry_out(state: MillionaireState, deal: Mapping[str, Any]) -> None:
    """Both sides hand over what the accepted trade says."""
    giver, partner = deal["from"], deal["to"]
    for items, old, new in ((deal["give"], giver, partner), (deal["take"], partner, giver)):
        for item in items:
            if isinstance(item, int):
                state.owner[item] = new
            else:
                state.held[old].remove(item)
                state.held[new].append(item)
    state.money[giver] += deal["take_money"] - deal["give_money"]
    state.money[partner] += deal["give_money"] - deal["take_money"]


class TradeAnswer(FrameStep):
    """The partner of an offered trade accepts or rejects it."""

    kind = "trade_answer"
    takes = frozenset({"accept", "reject"})

    def actions(self, state: MillionaireState, seat: int) -> list[Action]:
        return [Action("accept"), Action("reject")]

    def check(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        return fields_problem(action, set())

    def apply(self, state: MillionaireState, action: Mapping[str, Any], seat: int) -> list[Event]:
        deal = state.pending.pop()["offer"]
        if action["type"] == "reject":
            return [Event("trade_rejected", player=seat, partner=deal["from"])]
        carry_out(state, deal)
        return [Event("trade_accepted", player=seat, partner=deal["from"], offer=deal)]


STEPS = [TradeAnswer()]
