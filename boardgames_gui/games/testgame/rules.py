"""Pig Race, the test-only game.

Rules: on your turn roll a die as often as you like and add it to your turn
total, or hold to bank the total. A 1 loses the turn total and ends the turn
(variant off: a 1 just scores nothing). Each player has a secret lucky number
(2-6): rolling it adds 2 more. First to the target score wins. It exercises
dice, hidden information, a range action (hold may bank only part of the
total) and a time limit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import (
    Action,
    Decision,
    Event,
    IllegalAction,
    Range,
    Result,
    Rules,
    Variant,
    rank_by,
)
from ...engine.i18n import tr
from ...engine.rng import Rng

CTX = "testgame"


class PigState:
    __slots__ = ("options", "rng", "scores", "lucky", "turn_total", "current", "winner", "rolls")

    def __init__(self) -> None:
        self.options: dict[str, Any] = {}
        self.rng = Rng(0)
        self.scores: list[int] = []
        self.lucky: list[int] = []
        self.turn_total = 0
        self.current = 0
        self.winner: int | None = None
        self.rolls = 0

    def clone(self) -> PigState:
        s = PigState()
        s.options = self.options  # never mutated after set-up
        s.rng = self.rng.copy()
        s.scores = list(self.scores)
        s.lucky = list(self.lucky)
        s.turn_total = self.turn_total
        s.current = self.current
        s.winner = self.winner
        s.rolls = self.rolls
        return s

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
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PigState:
        s = cls()
        s.options = data["options"]
        s.rng = Rng(data["rng"])
        s.scores = list(data["scores"])
        s.lucky = list(data["lucky"])
        s.turn_total = data["turn_total"]
        s.current = data["current"]
        s.winner = data["winner"]
        s.rolls = data["rolls"]
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PigState) and self.to_json() == other.to_json()


class PigRaceRules(Rules):
    game_id = "testgame"
    rules_version = 1
    min_players = 2
    max_players = 4
    action_cap = 400
    has_secrets = True
    state_class = PigState
    variants = (
        Variant("target", "Target score", "int", 30, lo=10, hi=100, help="First to this score wins."),
        Variant("one_ends_turn", "A 1 ends the turn", "bool", True, help="Rolling a 1 loses the turn total."),
    )

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> PigState:
        opts = self.validate_options(options)
        s = PigState()
        s.options = opts
        s.rng = Rng.from_seed(seed)
        n = opts["players"]
        s.scores = [0] * n
        s.lucky = [s.rng.randint(2, 6) for _ in range(n)]
        return s

    def decision(self, state: PigState) -> Decision | None:
        if state.winner is not None:
            return None
        name = state.options["names"][state.current]
        return Decision(
            state.current,
            "roll_or_hold",
            tr(CTX, "{name}: roll the die or hold", name=name),
            secret=True,
        )

    def legal_actions(self, state: PigState) -> list[Action]:
        if state.winner is not None:
            return []
        acts = [Action("roll")]
        if state.turn_total > 0:
            acts.append(Action("hold", amount=Range(1, state.turn_total)))
        return acts

    def refusal(self, state: PigState, action: Mapping[str, Any]) -> IllegalAction:
        if action.get("type") == "hold":
            if state.turn_total == 0:
                return IllegalAction("nothing_to_hold", tr(CTX, "You have nothing to hold: roll first."))
            return IllegalAction(
                "bad_amount",
                tr(CTX, "You can bank 1 to {total} points.", total=state.turn_total),
            )
        return super().refusal(state, action)

    def apply_unchecked(self, state: PigState, action: Mapping[str, Any]) -> list[Event]:
        p = state.current
        if action["type"] == "roll":
            value = state.rng.die(6)
            state.rolls += 1
            events = [Event("dice_rolled", player=p, dice=[value])]
            if value == 1 and state.options["variants"]["one_ends_turn"]:
                events.append(Event("busted", player=p, lost=state.turn_total))
                state.turn_total = 0
                state.current = (p + 1) % len(state.scores)
                return events
            gain = 0 if value == 1 else value
            if value == state.lucky[p]:
                gain += 2
            state.turn_total += gain
            return events
        amount = action["amount"]
        state.scores[p] += amount
        state.turn_total = 0
        events = [Event("held", player=p, amount=amount, score=state.scores[p])]
        if state.scores[p] >= state.options["variants"]["target"]:
            state.winner = p
            events.append(Event("game_won", player=p))
        else:
            state.current = (p + 1) % len(state.scores)
        return events

    def observation(self, state: PigState, player: int | None) -> dict[str, Any]:
        n = len(state.scores)
        return {
            "scores": list(state.scores),
            "turn_total": state.turn_total,
            "current": state.current,
            "lucky": [state.lucky[i] if i == player else None for i in range(n)],
            "winner": state.winner,
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
        return bad

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        t = event["type"]
        who = names[event["player"]] if "player" in event else ""
        if t == "dice_rolled":
            return tr(CTX, "{who} rolled {value}.", who=who, value=event["dice"][0])
        if t == "busted":
            return tr(CTX, "{who} rolled a 1 and lost {lost} points.", who=who, lost=event["lost"])
        if t == "held":
            return tr(
                CTX,
                "{who} banked {amount} (total {score}).",
                who=who,
                amount=event["amount"],
                score=event["score"],
            )
        if t == "game_won":
            return tr(CTX, "{who} wins the race!", who=who)
        return ""

    def rules_text(self) -> str:
        return tr(
            CTX,
            "Pig Race\n\nRoll the die as often as you like, adding each roll to your turn total, "
            "or hold to bank it. A 1 loses the turn total. Your secret lucky number adds 2. "
            "First to the target score wins.",
        )
