"""What the board means: which spaces glow, what a click asks for, which
events move planes, what the phase ribbon says. No drawing here: this is the
one module that knows the model's action, decision and event shapes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...engine.api import Action, Decision, find_listed
from ...engine.i18n import tr, tr_n
from . import data
from .currency import won
from .view_board import SpaceInfo

#: translation context of the board's own words (Qt Linguist via engine.i18n)
CTX = "bluemarble_view"

#: events after which the dice tumble
DICE_EVENTS = frozenset({"dice_rolled"})
#: events that carry a plane's walk as a list of spaces
MOVE_EVENTS = frozenset({"moved"})
#: action types the board offers by clicking: a flight's destination, a draft pick,
#: building or selling (the deed card's ladder rows) and handing a deed over (the deed
#: card's button, so a debtor sees what they give); the others are the shell's buttons
BOARD_TYPES = frozenset({"fly", "pick", "build", "sell", "give_deed"})
#: decisions about one deed: its deed card opens by itself so its price and tolls are in view
DEED_DECISIONS = frozenset({"buy", "allocation", "auction", "build_here"})


def tolls_active(rules: Any, state: Any) -> bool:
    return bool(rules.tolls_active(state))


def toll_due(info: SpaceInfo, level: int) -> int:
    if not info.tolls:
        return 0
    return info.tolls[level] if len(info.tolls) == 5 else info.tolls[0]


def on_board(action: Mapping[str, Any]) -> bool:
    return action.get("type") in BOARD_TYPES


def walks(events: Sequence[Mapping[str, Any]]) -> dict[int, list[int]]:
    """Spaces each player's plane passes through in these events, in order.

    Every move, a flight included, comes as one "moved" event with its path, so each move
    walks once."""
    out: dict[int, list[int]] = {}
    for e in events:
        p = e.get("player")
        if e.get("type") in MOVE_EVENTS and isinstance(p, int) and isinstance(e.get("path"), list):
            out.setdefault(p, []).extend(int(x) for x in e["path"])
    return out


def _unsold(n: int) -> str:
    return tr_n(CTX, "{n} deed unsold", "{n} deeds unsold", n)


def phase_lines(state: Any, decision: Decision | None, names: Sequence[str]) -> tuple[str, str, str]:
    """The phase ribbon: Korean and English title, and one line on what the phase means now."""
    unsold = sum(1 for s in data.DEED_SPACES if state.owner[s] is None)
    if state.over or decision is None:
        return "게임 끝", tr(CTX, "Game over"), ""
    info = decision.info
    if decision.kind == "allocation":
        spaces = ", ".join(data.space_name(s) for s in info.get("spaces", []))
        applied = ", ".join(names[p] for p in info.get("applicants", [])) or tr(CTX, "nobody yet")
        note = tr(
            CTX, "the last deeds go to all: {spaces} · applied: {applied}", spaces=spaces, applied=applied
        )
        return "전반전 마무리", tr(CTX, "End of the first half"), note
    if decision.kind == "draft":
        return (
            "옵션 게임",
            tr(CTX, "Optional game: the draft"),
            tr(CTX, "pick deeds in turn · {n} left, then Seoul is auctioned", n=unsold - 1),
        )
    if decision.kind == "auction":
        leader = info.get("leader")
        if isinstance(leader, int):
            high = tr(CTX, "high bid {amount} by {name}", amount=won(info.get("high", 0)), name=names[leader])
        else:
            high = tr(CTX, "no bid yet")
        return "서울 경매", tr(CTX, "Seoul auction"), high + " · " + tr(CTX, "a pass is final")
    if decision.kind == "opening_build":
        return (
            "후반전",
            tr(CTX, "Second half begins"),
            tr(CTX, "everyone may build on their cities now · tolls are paid from here on"),
        )
    tail = (" · " + _unsold(unsold)) if unsold else ""
    if state.phase == "first":
        return "전반전", tr(CTX, "First half"), tr(CTX, "buy deeds · no tolls, no building yet") + tail
    variants = state.options.get("variants", {})
    if variants.get("mode") == "optional":
        return "옵션 게임", tr(CTX, "Optional game"), tr(CTX, "tolls are paid · build on your deeds") + tail
    if variants.get("tolls_from_start"):
        return "빠른 게임", tr(CTX, "Quick game"), tr(CTX, "tolls and building from the first turn") + tail
    return "후반전", tr(CTX, "Second half"), tr(CTX, "tolls are paid · build on your deeds") + tail


def _space_of(action: Mapping[str, Any]) -> int | None:
    value = action.get("space")
    return value if isinstance(value, int) else None


def glowing_spaces(state: Any, legal: Iterable[Mapping[str, Any]], decision: Decision | None) -> set[int]:
    """The spaces to light: where a click does something legal for this decision.

    A flight lights every destination; a draft every deed still free; buying,
    applying and auctions the deed in question; building lights the deeds you
    may build on; while raising cash, the deeds whose buildings you may sell.
    A deed that may be handed over lights too, but a click only opens its card:
    the hand-over is the card's own button, so nobody gives Seoul away by a slip
    of the mouse.
    """
    out: set[int] = set()
    if decision is None:
        return out
    selling = decision.kind == "debt"
    for a in legal:
        t = a.get("type")
        space = _space_of(a)
        if space is None or not 0 <= space < 40:
            continue
        if t in ("fly", "pick", "buy", "apply", "build") or (t in ("sell", "give_deed") and selling):
            out.add(space)
    if decision.kind == "auction" and isinstance(decision.info.get("space"), int):
        out.add(decision.info["space"])
    return out


def decision_deed(decision: Decision | None) -> int | None:
    """The deed a decision is about (buy, apply, auction, build here, a toll due), if any."""
    if decision is None:
        return None
    info = decision.info
    if decision.kind == "debt":
        # a toll: the deed's ladder shows why it costs what it costs
        space = info.get("space")
        return space if info.get("reason") == "toll" and space in data.DEEDS else None
    if decision.kind not in DEED_DECISIONS:
        return None
    if isinstance(info.get("space"), int):
        return info["space"]
    spaces = info.get("spaces")
    if isinstance(spaces, list) and spaces:
        return int(spaces[0])
    return None


def handover_label(
    state: Any,
    legal: Iterable[Mapping[str, Any]],
    decision: Decision | None,
    space: int,
    names: Sequence[str],
) -> str:
    """The deed card's hand-over button text, or "" when this deed may not be handed over now."""
    if decision is None or not find_listed(legal, {"type": "give_deed", "space": space}):
        return ""
    to = decision.info.get("to")
    creditor = names[to] if isinstance(to, int) else tr(CTX, "the bank")
    return tr(CTX, "Hand {city} to {creditor} (no change)", city=data.space_name(space), creditor=creditor)


def legal_levels(legal: Iterable[Mapping[str, Any]], space: int) -> set[int]:
    """Ladder rows of `space` the player may click now (levels reached by a legal build or sell)."""
    out = set()
    for a in legal:
        if _space_of(a) == space and a.get("type") in ("build", "sell") and isinstance(a.get("level"), int):
            out.add(a["level"])
    return out


def level_action(state: Any, space: int, level: int) -> Action | None:
    """What a click on ladder row `level` of `space` asks for (legal or not): build up or sell down."""
    current = state.level[space]
    if level == current:
        return None
    return Action("build" if level > current else "sell", space=space, level=level)


def space_action(
    state: Any, legal: Sequence[Mapping[str, Any]], decision: Decision | None, space: int, is_deed: bool
) -> Action | None:
    """What a click on a space asks for: its one legal action, else the nearest meaning.

    The nearest meaning lets the engine explain itself: clicking a deed that
    is not yours to buy asks to buy it, clicking Seoul in the draft asks to pick
    it, clicking Space Travel itself asks to fly there. Clicks that only open
    the deed card (nothing to decide about it) return None.
    """
    if decision is None:
        return None
    naming = [a for a in legal if _space_of(a) == space and a.get("type") in ("fly", "pick", "buy", "apply")]
    if len(naming) == 1:
        return Action(**dict(naming[0]))
    kind = decision.kind
    if kind == "fly" or (kind in ("turn", "island") and not is_deed):
        # a click on a bare space means "go there": only a Space Travel flight can
        return Action("fly", space=space)
    if kind in ("turn", "island") and is_deed and state.owner[space] is None:
        return Action("buy", space=space)
    if kind == "draft":
        return Action("pick", space=space)
    if kind == "buy" and is_deed:
        return Action("buy", space=space)
    if kind == "allocation" and is_deed:
        return Action("apply", space=space)
    return None


def held_label(card_id: int) -> str:
    """A short tag for a kept Golden Key (Korean name and what it is for)."""
    card = data.KEYS_BY_ID.get(card_id)
    if card is None:
        return "?"
    if card.kind == "ticket":
        return f"{card.ko} · " + tr(CTX, "free pass")
    if card.kind == "escape":
        return f"{card.ko} · " + tr(CTX, "island escape")
    return card.ko


def rolloff_line(events: Sequence[Mapping[str, Any]], names: Sequence[str]) -> str:
    """The last roll-off for a deed several players applied for, e.g. "Busan: Ana 9, Bo 7 → Ana"."""
    rolls = [e for e in events if e.get("type") == "allocation_roll"]
    if not rolls:
        return ""
    last = rolls[-1]
    totals = [(int(q), sum(d)) for q, d in last.get("rolls", [])]
    if not totals:
        return ""
    winner = max(totals, key=lambda t: t[1])[0]
    city = data.space_name(last["space"]) if isinstance(last.get("space"), int) else ""
    shown = ", ".join(f"{names[q]} {total}" for q, total in totals)
    return tr(CTX, "roll-off for {city}: {rolls} → {winner}", city=city, rolls=shown, winner=names[winner])
