"""Pig Race, the test-only game: a dice race built to exercise the engine.

Rules: on your turn roll a die as often as you like and add it to your turn
total, or hold to bank the total. A 1 loses the turn total and ends the turn
(variant off: a 1 just scores nothing). Each player has a secret lucky number
(2-6): rolling it adds 2 more. First to the target score wins.

Three table rules exercise what Millionaire and 18Korea need from the engine:
- **Charms, out of turn.** At any moment of another player's turn, a player may
  buy a charm for 2 banked points (one at a time). The next 1 its holder rolls
  costs nothing. The game never waits for this: it is a window step.
- **The verdict, every seat answers.** After someone banks 10 or more at once,
  each other player must cheer or boo, in any order; more boos than cheers
  cost the banker 2 points.
- **The swap, two sides confirm.** Before rolling, the player on turn may offer
  another player to swap lucky numbers unseen; it happens only if that player
  accepts.
It also has dice, hidden information, a range action (hold may bank only part
of the total), a choice (whom to offer the swap) and a time limit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import (
    Action,
    Choice,
    Event,
    IllegalAction,
    Range,
    Result,
    Variant,
    rank_by,
)
from ...engine.i18n import tr
from ...engine.rng import Rng
from ...engine.steps import Step, StepRules

CTX = "testgame"
CHARM_PRICE = 2
BIG_BANK = 10
BOO_PENALTY = 2


class PigState:
    __slots__ = (
        "options",
        "rng",
        "scores",
        "lucky",
        "turn_total",
        "current",
        "winner",
        "rolls",
        "charms",
        "verdict",
        "offer",
        "offered",
    )

    def __init__(self) -> None:
        self.options: dict[str, Any] = {}
        self.rng = Rng(0)
        self.scores: list[int] = []
        self.lucky: list[int] = []
        self.turn_total = 0
        self.current = 0
        self.winner: int | None = None
        self.rolls = 0
        self.charms: list[bool] = []
        #: the verdict being asked: {"banker": seat, "waiting": [seats], "boos": n, "cheers": n}
        self.verdict: dict[str, Any] | None = None
        #: the swap offered: {"from": seat, "to": seat}
        self.offer: dict[str, int] | None = None
        self.offered = False  # a swap was offered this turn

    def clone(self) -> PigState:
        state = PigState()
        state.options = self.options  # never mutated after set-up
        state.rng = self.rng.copy()
        state.scores = list(self.scores)
        state.lucky = list(self.lucky)
        state.turn_total = self.turn_total
        state.current = self.current
        state.winner = self.winner
        state.rolls = self.rolls
        state.charms = list(self.charms)
        state.verdict = (
            None if self.verdict is None else {**self.verdict, "waiting": list(self.verdict["waiting"])}
        )
        state.offer = None if self.offer is None else dict(self.offer)
        state.offered = self.offered
        return state

    def to_json(self) -> dict[str, Any]:
        return {
            "options": self.options,
            "rng": self.rng.state,
            "scores": list(self.scores),
            "lucky": list(self.lucky),
            "turn_total": self.turn_total,
            "current": self.current,
            "winner": self.winner,
            "rolls": self.rolls,
            "charms": list(self.charms),
            "verdict": None
            if self.verdict is None
            else {**self.verdict, "waiting": list(self.verdict["waiting"])},
            "offer": None if self.offer is None else dict(self.offer),
            "offered": self.offered,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PigState:
        state = cls()
        state.options = data["options"]
        state.rng = Rng(data["rng"])
        state.scores = list(data["scores"])
        state.lucky = list(data["lucky"])
        state.turn_total = data["turn_total"]
        state.current = data["current"]
        state.winner = data["winner"]
        state.rolls = data["rolls"]
        state.charms = list(data["charms"])
        verdict = data["verdict"]
        state.verdict = None if verdict is None else {**verdict, "waiting": list(verdict["waiting"])}
        state.offer = None if data["offer"] is None else dict(data["offer"])
        state.offered = data["offered"]
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PigState) and self.to_json() == other.to_json()

    def name(self, seat: int) -> str:
        return self.options["names"][seat]

    def others(self, seat: int) -> list[int]:
        return [p for p in range(len(self.scores)) if p != seat]

    def variant(self, key: str) -> Any:
        return self.options["variants"][key]


def _pass_turn(state: PigState) -> None:
    state.turn_total = 0
    state.offered = False
    state.current = (state.current + 1) % len(state.scores)


# --------------------------------------------------------------------------- steps


class TurnStep(Step):
    """The player on turn rolls, holds, or (before rolling) offers a swap."""

    kind = "roll_or_hold"
    takes = frozenset({"roll", "hold", "offer_swap"})
    secret = True

    def actors(self, state: PigState) -> tuple[int, ...]:
        return (state.current,)

    def prompt(self, state: PigState, seat: int) -> str:
        return tr(CTX, "{name}: roll the die or hold", name=state.name(seat))

    def may_offer(self, state: PigState) -> bool:
        return state.variant("swaps") and state.turn_total == 0 and not state.offered

    def actions(self, state: PigState, seat: int) -> list[Action]:
        acts = [Action("roll")]
        if state.turn_total > 0:
            acts.append(Action("hold", amount=Range(1, state.turn_total)))
        if self.may_offer(state):
            acts.append(Action("offer_swap", to=Choice(tuple(state.others(seat)))))
        return acts

    def check(self, state: PigState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        kind = action["type"]
        fields = set(action) - {"type"}
        if kind == "roll":
            return None if not fields else _malformed()
        if kind == "hold":
            if fields != {"amount"}:
                return _malformed()
            if state.turn_total == 0:
                return IllegalAction("nothing_to_hold", tr(CTX, "You have nothing to hold: roll first."))
            if not Range(1, state.turn_total).contains(action["amount"]):
                return IllegalAction(
                    "bad_amount", tr(CTX, "You can bank 1 to {total} points.", total=state.turn_total)
                )
            return None
        if fields != {"to"}:
            return _malformed()
        if not state.variant("swaps"):
            return IllegalAction("no_swaps", tr(CTX, "Swapping lucky numbers is off in this game."))
        if state.offered:
            return IllegalAction("offered", tr(CTX, "You have offered a swap this turn already."))
        if state.turn_total:
            return IllegalAction("rolled", tr(CTX, "Offer a swap before you roll, not during your run."))
        if action["to"] not in state.others(seat) or type(action["to"]) is not int:
            return IllegalAction("bad_partner", tr(CTX, "Offer the swap to another player at the table."))
        return None

    def apply(self, state: PigState, action: Mapping[str, Any], seat: int) -> list[Event]:
        kind = action["type"]
        if kind == "offer_swap":
            state.offered = True
            state.offer = {"from": seat, "to": action["to"]}
            return [Event("swap_offered", player=seat, to=action["to"])]
        if kind == "roll":
            return self.roll(state, seat)
        return self.hold(state, seat, action["amount"])

    def roll(self, state: PigState, seat: int) -> list[Event]:
        value = state.rng.die(6)
        state.rolls += 1
        events = [Event("dice_rolled", player=seat, dice=[value])]
        if value == 1 and state.charms[seat]:
            state.charms[seat] = False
            events.append(Event("charm_used", player=seat))
            return events
        if value == 1 and state.variant("one_ends_turn"):
            events.append(Event("busted", player=seat, lost=state.turn_total))
            _pass_turn(state)
            return events
        gain = 0 if value == 1 else value
        if value == state.lucky[seat]:
            gain += 2
        state.turn_total += gain
        return events

    def hold(self, state: PigState, seat: int, amount: int) -> list[Event]:
        state.scores[seat] += amount
        events = [Event("held", player=seat, amount=amount, score=state.scores[seat])]
        if state.scores[seat] >= state.variant("target"):
            state.winner = seat
            state.turn_total = 0
            events.append(Event("game_won", player=seat))
            return events
        if amount >= BIG_BANK and state.variant("verdicts"):
            state.verdict = {"banker": seat, "waiting": state.others(seat), "boos": 0, "cheers": 0}
            events.append(Event("verdict_asked", player=seat, amount=amount))
        _pass_turn(state)
        return events


class CharmStep(Step):
    """Out of turn: anyone but the player on turn may buy a charm at any moment."""

    kind = "charm"
    takes = frozenset({"buy_charm"})
    window = True

    def actors(self, state: PigState) -> tuple[int, ...]:
        return tuple(p for p in state.others(state.current) if not state.charms[p])

    def prompt(self, state: PigState, seat: int) -> str:
        return tr(CTX, "{name}: you may buy a charm for 2 points", name=state.name(seat))

    def actions(self, state: PigState, seat: int) -> list[Action]:
        return [Action("buy_charm")] if state.scores[seat] >= CHARM_PRICE else []

    def check(self, state: PigState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        if set(action) != {"type"}:
            return _malformed()
        if state.scores[seat] < CHARM_PRICE:
            return IllegalAction(
                "charm_price",
                tr(CTX, "A charm costs 2 banked points; you have {score}.", score=state.scores[seat]),
            )
        return None

    def apply(self, state: PigState, action: Mapping[str, Any], seat: int) -> list[Event]:
        state.scores[seat] -= CHARM_PRICE
        state.charms[seat] = True
        return [Event("charm_bought", player=seat, score=state.scores[seat])]


class VerdictStep(Step):
    """Every other player cheers or boos a big bank, in any order."""

    kind = "verdict"
    takes = frozenset({"cheer", "boo"})
    secret = True

    def actors(self, state: PigState) -> tuple[int, ...]:
        return tuple(state.verdict["waiting"])

    def prompt(self, state: PigState, seat: int) -> str:
        return tr(
            CTX,
            "{name}: cheer or boo {banker}'s big bank",
            name=state.name(seat),
            banker=state.name(state.verdict["banker"]),
        )

    def actions(self, state: PigState, seat: int) -> list[Action]:
        return [Action("cheer"), Action("boo")]

    def check(self, state: PigState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        return None if set(action) == {"type"} else _malformed()

    def apply(self, state: PigState, action: Mapping[str, Any], seat: int) -> list[Event]:
        verdict = state.verdict
        verdict["waiting"].remove(seat)
        verdict["boos" if action["type"] == "boo" else "cheers"] += 1
        return [
            Event("booed" if action["type"] == "boo" else "cheered", player=seat, banker=verdict["banker"])
        ]

    def resolve(self, state: PigState) -> list[Event] | None:
        verdict = state.verdict
        if verdict["waiting"]:
            return None
        state.verdict = None
        banker = verdict["banker"]
        if verdict["boos"] > verdict["cheers"]:
            lost = min(BOO_PENALTY, state.scores[banker])
            state.scores[banker] -= lost
            return [Event("booed_off", player=banker, lost=lost, score=state.scores[banker])]
        return [Event("cheered_on", player=banker)]


class OfferStep(Step):
    """The player offered a swap accepts or declines it."""

    kind = "swap"
    takes = frozenset({"accept", "decline"})
    secret = True

    def actors(self, state: PigState) -> tuple[int, ...]:
        return (state.offer["to"],)

    def prompt(self, state: PigState, seat: int) -> str:
        return tr(
            CTX,
            "{name}: {offerer} offers to swap lucky numbers unseen. Accept?",
            name=state.name(seat),
            offerer=state.name(state.offer["from"]),
        )

    def actions(self, state: PigState, seat: int) -> list[Action]:
        return [Action("accept"), Action("decline")]

    def check(self, state: PigState, action: Mapping[str, Any], seat: int) -> IllegalAction | None:
        return None if set(action) == {"type"} else _malformed()

    def apply(self, state: PigState, action: Mapping[str, Any], seat: int) -> list[Event]:
        offer = state.offer
        state.offer = None
        if action["type"] == "decline":
            return [Event("swap_declined", player=seat, to=offer["from"])]
        a, b = offer["from"], offer["to"]
        state.lucky[a], state.lucky[b] = state.lucky[b], state.lucky[a]
        return [Event("swapped", player=seat, to=a)]


def _malformed() -> IllegalAction:
    return IllegalAction("malformed", tr(CTX, "That move is not complete or has unknown parts."))


TURN, CHARM, VERDICT, OFFER = TurnStep(), CharmStep(), VerdictStep(), OfferStep()


class PigRaceRules(StepRules):
    game_id = "testgame"
    rules_version = 2
    min_players = 2
    max_players = 4
    action_cap = 400
    has_secrets = True
    state_class = PigState
    variants = (
        Variant("target", "Target score", "int", 30, lo=10, hi=100, help="First to this score wins."),
        Variant("one_ends_turn", "A 1 ends the turn", "bool", True, help="Rolling a 1 loses the turn total."),
        Variant(
            "charms",
            "Charms",
            "bool",
            True,
            help="Out of turn, buy a charm for 2 points: your next 1 costs nothing.",
        ),
        Variant(
            "verdicts",
            "Verdicts",
            "bool",
            True,
            help="After a bank of 10 or more, everyone else cheers or boos.",
        ),
        Variant(
            "swaps", "Swaps", "bool", True, help="Before rolling, offer another player to swap lucky numbers."
        ),
    )

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> PigState:
        opts = self.validate_options(options)
        state = PigState()
        state.options = opts
        state.rng = Rng.from_seed(seed)
        n = opts["players"]
        state.scores = [0] * n
        state.lucky = [state.rng.randint(2, 6) for _ in range(n)]
        state.charms = [False] * n
        return state

    def steps(self, state: PigState) -> list[Step]:
        if state.winner is not None:
            return []
        stack: list[Step] = [TURN]
        if state.variant("charms"):
            stack.append(CHARM)
        if state.verdict is not None:
            stack.append(VERDICT)
        elif state.offer is not None:
            stack.append(OFFER)
        return stack

    def observation(self, state: PigState, player: int | None) -> dict[str, Any]:
        n = len(state.scores)
        return {
            "scores": list(state.scores),
            "turn_total": state.turn_total,
            "current": state.current,
            "lucky": [state.lucky[i] if i == player else None for i in range(n)],
            "winner": state.winner,
            "charms": list(state.charms),
            "verdict": None if state.verdict is None else dict(state.verdict),
            "offer": None if state.offer is None else dict(state.offer),
        }

    def result(self, state: PigState) -> Result | None:
        if state.winner is None:
            return None
        return Result(
            winners=[state.winner],
            scores=list(state.scores),
            ranking=rank_by(state.scores),
            reason=tr(CTX, "first to the target score"),
        )

    def time_limit_result(self, state: PigState) -> Result:
        ranking = rank_by(state.scores)
        return Result(
            winners=list(ranking[0]),
            scores=list(state.scores),
            ranking=ranking,
            reason=tr(CTX, "highest score at the time limit"),
            capped=True,
        )

    def invariants(self, state: PigState) -> list[str]:
        bad = []
        if any(x < 0 for x in state.scores):
            bad.append("a score is negative")
        if state.turn_total < 0:
            bad.append("the turn total is negative")
        if not 0 <= state.current < len(state.scores):
            bad.append("the current player is out of range")
        if state.verdict is not None and state.verdict["banker"] in state.verdict["waiting"]:
            bad.append("the banker is asked for a verdict on their own bank")
        if state.offer is not None and state.offer["from"] == state.offer["to"]:
            bad.append("a swap is offered to its own offerer")
        return bad

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        text = EVENT_TEXTS.get(event["type"])
        return "" if text is None else text(event, names)

    def action_label(self, state: PigState, action: Mapping[str, Any]) -> str:
        label = ACTION_LABELS.get(action.get("type"))
        return super().action_label(state, action) if label is None else label(state, action)

    def rules_text(self) -> str:
        return tr(
            CTX,
            "Pig Race\n\nRoll the die as often as you like, adding each roll to your turn total, "
            "or hold to bank it. A 1 loses the turn total. Your secret lucky number adds 2. "
            "First to the target score wins.\n\n"
            "Charms: at any moment of another player's turn you may buy a charm for 2 banked points; "
            "the next 1 you roll then costs nothing.\n\n"
            "Verdicts: after a bank of 10 or more, every other player cheers or boos; "
            "more boos than cheers cost the banker 2 points.\n\n"
            "Swaps: before rolling, you may offer another player to swap lucky numbers unseen; "
            "it happens only if they accept.",
        )


def _who(event: Mapping[str, Any], names: list[str], key: str = "player") -> str:
    return names[event[key]]


#: the log sentence of each event type
EVENT_TEXTS = {
    "dice_rolled": lambda e, n: tr(CTX, "{who} rolled {value}.", who=_who(e, n), value=e["dice"][0]),
    "busted": lambda e, n: tr(
        CTX, "{who} rolled a 1 and lost {lost} points.", who=_who(e, n), lost=e["lost"]
    ),
    "held": lambda e, n: tr(
        CTX, "{who} banked {amount} (total {score}).", who=_who(e, n), amount=e["amount"], score=e["score"]
    ),
    "game_won": lambda e, n: tr(CTX, "{who} wins the race!", who=_who(e, n)),
    "charm_bought": lambda e, n: tr(CTX, "{who} bought a charm.", who=_who(e, n)),
    "charm_used": lambda e, n: tr(CTX, "{who} rolled a 1, but the charm saved the turn.", who=_who(e, n)),
    "verdict_asked": lambda e, n: tr(
        CTX, "{who} banked {amount}: cheer or boo?", who=_who(e, n), amount=e["amount"]
    ),
    "cheered": lambda e, n: tr(CTX, "{who} cheered.", who=_who(e, n)),
    "booed": lambda e, n: tr(CTX, "{who} booed.", who=_who(e, n)),
    "booed_off": lambda e, n: tr(
        CTX, "More boos than cheers: {who} loses {lost}.", who=_who(e, n), lost=e["lost"]
    ),
    "cheered_on": lambda e, n: tr(CTX, "The table cheers {who} on.", who=_who(e, n)),
    "swap_offered": lambda e, n: tr(
        CTX, "{who} offers {to} a swap of lucky numbers.", who=_who(e, n), to=_who(e, n, "to")
    ),
    "swap_declined": lambda e, n: tr(CTX, "{who} declines the swap.", who=_who(e, n)),
    "swapped": lambda e, n: tr(
        CTX, "{who} and {to} swap lucky numbers.", who=_who(e, n), to=_who(e, n, "to")
    ),
}


def _offer_label(state: PigState, action: Mapping[str, Any]) -> str:
    to = action.get("to")
    if isinstance(to, int) and 0 <= to < len(state.scores):
        return tr(CTX, "Offer {name} a swap", name=state.name(to))
    return tr(CTX, "Offer a swap")


#: the button text of each action type
ACTION_LABELS = {
    "roll": lambda state, action: tr(CTX, "Roll the die"),
    "hold": lambda state, action: (
        tr(CTX, "Bank {amount}", amount=action["amount"])
        if isinstance(action.get("amount"), int)
        else tr(CTX, "Bank")
    ),
    "offer_swap": _offer_label,
    "buy_charm": lambda state, action: tr(CTX, "Buy a charm"),
    "cheer": lambda state, action: tr(CTX, "Cheer"),
    "boo": lambda state, action: tr(CTX, "Boo"),
    "accept": lambda state, action: tr(CTX, "Accept the swap"),
    "decline": lambda state, action: tr(CTX, "Decline"),
}
