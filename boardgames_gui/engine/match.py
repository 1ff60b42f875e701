"""A live game: the action log, the current state, undo and redo.

The log is the truth (docs/architecture.md): each entry is the action and the
seat that took it. Undo restores the nearest snapshot and replays forward, so it
stays fast in a 2,000-action game while memory holds only one snapshot every
`SNAPSHOT_EVERY` actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .api import Action, Decision, Event, Result, Rules, action_from_json

SNAPSHOT_EVERY = 50


class Match:
    """One game being played: rules + options + seed + the actions so far."""

    def __init__(self, rules: Rules, options: Mapping[str, Any] | None, seed: int) -> None:
        self.rules = rules
        self.options = rules.validate_options(options)
        self.seed = int(seed)
        self.state = rules.new_game(self.options, self.seed)
        self.actions: list[Action] = []
        #: seats[i] is the seat that took actions[i]
        self.seats: list[int] = []
        #: events[i] is what actions[i] made happen (the game log's sentences come from it)
        self.events: list[list[Event]] = []
        #: revealed[i] is True when actions[i] drew on chance (dice, a card): see Rules.chance
        self.revealed: list[bool] = []
        self._redo: list[tuple[int, Action]] = []
        # snapshots[i] is the state after i * SNAPSHOT_EVERY actions
        self._snapshots: list[Any] = [rules.clone(self.state)]
        self.last_events: list[Event] = []
        #: wall time the table has played, in ms, as last saved (a time limit's clock runs on
        #: it; it is no part of the rules, so replays never depend on it)
        self.played_ms = 0

    # ----- reading

    @property
    def game_id(self) -> str:
        return self.rules.game_id

    def decision(self) -> Decision | None:
        return self.rules.decision(self.state)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """What `seat` may do now (None: the seat the table waits for)."""
        return self.rules.legal_actions(self.state, seat)

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    def names(self) -> list[str]:
        return list(self.options["names"])

    def can_undo(self) -> bool:
        return bool(self.actions)

    def can_redo(self) -> bool:
        return bool(self._redo)

    # ----- playing

    def apply(self, action: Mapping[str, Any], seat: int | None = None) -> list[Event]:
        """Apply a new action (checked) for `seat` (None: the seat the table waits for);
        clears the redo list."""
        events = self._apply(action, seat)
        self._redo.clear()
        return events

    def _apply(self, action: Mapping[str, Any], seat: int | None) -> list[Event]:
        act = action if isinstance(action, Action) else action_from_json(dict(action))
        actor = self.rules.seat_of(self.state, seat)
        chance = self.rules.chance(self.state)
        events = self.rules.apply(self.state, act, actor)
        self.actions.append(act)
        self.seats.append(actor)
        self.events.append(events)
        self.revealed.append(self.rules.chance(self.state) != chance)
        if len(self.actions) % SNAPSHOT_EVERY == 0:
            index = len(self.actions) // SNAPSHOT_EVERY
            del self._snapshots[index:]
            self._snapshots.append(self.rules.clone(self.state))
        self.last_events = events
        return events

    def undo(self) -> Action:
        """Take back the last action; returns it."""
        if not self.actions:
            raise IndexError("nothing to undo")
        undone = self.actions.pop()
        self._redo.append((self.seats.pop(), undone))
        self.events.pop()
        self.revealed.pop()
        self._restore(len(self.actions))
        self.last_events = []
        return undone

    def redo(self) -> list[Event]:
        if not self._redo:
            raise IndexError("nothing to redo")
        seat, action = self._redo.pop()
        return self._apply(action, seat)

    def last_seat(self) -> int | None:
        """The seat that took the last action (None before the first)."""
        return self.seats[-1] if self.seats else None

    def undo_to(self, count: int) -> None:
        """Go back until only `count` actions remain."""
        while len(self.actions) > count:
            self.undo()

    def _restore(self, count: int) -> None:
        index = min(count // SNAPSHOT_EVERY, len(self._snapshots) - 1)
        del self._snapshots[index + 1 :]
        state = self.rules.clone(self._snapshots[index])
        start = index * SNAPSHOT_EVERY
        for action, seat in zip(self.actions[start:count], self.seats[start:count], strict=True):
            self.rules.apply_unchecked(state, action, seat)
        self.state = state
