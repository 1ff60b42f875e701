"""A live game: the action log, the current state, undo and redo.

The log is the truth (DESIGN.md section 1). Undo restores the nearest
snapshot and replays forward, so it stays fast in a 2,000-action game while
memory holds only one snapshot every `SNAPSHOT_EVERY` actions.
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
        self._redo: list[Action] = []
        # snapshots[i] is the state after i * SNAPSHOT_EVERY actions
        self._snapshots: list[Any] = [rules.clone(self.state)]
        self.last_events: list[Event] = []

    # ----- reading

    @property
    def game_id(self) -> str:
        return self.rules.game_id

    def decision(self) -> Decision | None:
        return self.rules.decision(self.state)

    def legal_actions(self) -> list[Action]:
        return self.rules.legal_actions(self.state)

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    def names(self) -> list[str]:
        return list(self.options["names"])

    def can_undo(self) -> bool:
        return bool(self.actions)

    def can_redo(self) -> bool:
        return bool(self._redo)

    # ----- playing

    def apply(self, action: Mapping[str, Any]) -> list[Event]:
        """Apply a new action (checked); clears the redo list."""
        events = self._apply(action)
        self._redo.clear()
        return events

    def _apply(self, action: Mapping[str, Any]) -> list[Event]:
        act = action if isinstance(action, Action) else action_from_json(dict(action))
        events = self.rules.apply(self.state, act)
        self.actions.append(act)
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
        self._redo.append(undone)
        self._restore(len(self.actions))
        self.last_events = []
        return undone

    def redo(self) -> list[Event]:
        if not self._redo:
            raise IndexError("nothing to redo")
        action = self._redo.pop()
        return self._apply(action)

    def undo_to(self, count: int) -> None:
        """Go back until only `count` actions remain."""
        while len(self.actions) > count:
            self.undo()

    def _restore(self, count: int) -> None:
        index = min(count // SNAPSHOT_EVERY, len(self._snapshots) - 1)
        del self._snapshots[index + 1 :]
        state = self.rules.clone(self._snapshots[index])
        for action in self.actions[index * SNAPSHOT_EVERY : count]:
            self.rules.apply_unchecked(state, action)
        self.state = state

    # ----- saving

    def to_save(self) -> dict[str, Any]:
        from .savefile import FORMAT_VERSION

        return {
            "format_version": FORMAT_VERSION,
            "game": self.rules.game_id,
            "rules_version": self.rules.rules_version,
            "options": self.options,
            "seed": self.seed,
            "actions": [dict(a) for a in self.actions],
        }
