"""The contract between the shell and a game's view.

A game's `view.create_view(rules, parent)` returns a `GameView`: a
QGraphicsScene that draws the state and turns clicks into actions. The shell
owns the Match; it calls `show_state` after every change and applies what the
view emits. Actions the view does not offer by clicking on the board (roll,
pass, end turn, a bid) appear as buttons in the shell's action bar, labelled
by `rules.action_label`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from ..engine.api import Action, Decision, Event, IllegalAction, Rules, find_listed


class GameView(QGraphicsScene):
    """Base class of every game's scene."""

    #: the player chose this action (already checked against the legal list)
    actionChosen = Signal(object)
    #: a seat other than the one at the laptop acts out of turn (a window: trading through
    #: the player on the Exchange); (seat, action), already checked against that seat's list
    seatActionChosen = Signal(int, object)
    #: a click the rules refuse: the engine's sentence, shown in muted red
    refused = Signal(str)

    #: animations are switched off by the shell in tests and by the user in settings
    animations_enabled = True
    #: milliseconds scale for animations (1.0 = LOOK.md speeds)
    animation_speed = 1.0

    def __init__(self, rules: Rules, parent: Any = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.state: Any = None
        self.legal: list[Action] = []
        self.decision: Decision | None = None
        self.viewer: int | None = None

    # ----- called by the shell

    def show_state(
        self,
        state: Any,
        legal: Sequence[Action],
        decision: Decision | None,
        viewer: int | None,
        events: Sequence[Event] = (),
    ) -> None:
        """Draw `state` as `viewer` may see it (None: nobody's secrets) and highlight `legal`.

        `events` are those of the action just applied (for animations); empty
        after undo, load or a hand-off.
        """
        self.state = state
        self.legal = list(legal)
        self.decision = decision
        self.viewer = viewer
        self.redraw(events)

    def redraw(self, events: Sequence[Event]) -> None:
        """Update the items from self.state; subclasses implement this."""
        raise NotImplementedError

    def handles(self, action: Mapping[str, Any]) -> bool:
        """True if the board offers this action by clicking (so no button is needed)."""
        return False

    def handles_out_of_turn(self, seat: int, action: Mapping[str, Any]) -> bool:
        """True if the view offers this action of `seat`, a seat that may act out of turn now
        (it emits `seatActionChosen`), so the shell shows no out-of-turn button for it."""
        return False

    #: moves the game's computer players make before the rules browser takes its pictures
    rules_picture_moves = 0

    def rules_pictures(self) -> dict[int, QRectF]:
        """For the rules browser: section number of the rules text (0 = the first heading) ->
        the part of the scene that illustrates it. Empty: the rules have no pictures."""
        return {}

    def side_widget(self) -> QWidget | None:
        """An optional widget shown under the board (a hand of cards, a score sheet), or
        beside it when `side_widget_beside` says so."""
        return None

    #: pixels of table the fitted board keeps around it on screen (BoardView's fit)
    fit_margin = 24

    #: the side widget goes in a column right of the board rather than under it (a desk of
    #: dialogs: a square board on a wide screen keeps its height, and never re-fits when a
    #: dialog opens); the shell calls `side_widget().set_beside(True)` if it has that method
    side_widget_beside = False

    def played_ms(self) -> int:
        """The time the table has played, for a view that keeps a clock (a time limit); it goes
        into the save and the autosave. 0: this view keeps none."""
        return 0

    def resume_clock(self, played_ms: int) -> None:
        """An opened or resumed game had played this long: the view's clock goes on from there."""

    def retranslate(self) -> None:
        """The UI language changed (Settings > Language). The shell calls this, then
        `show_state` again; views that build texts once (titles, legends) rebuild them here."""
        # items cached as pixmaps keep the old language's texts until painted again
        for item in self.items():
            item.update()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        """The second press of a double-click is not a press: the board changes after each
        action, and it must not land on whatever item took the first one's place."""
        event.accept()

    # ----- helpers for subclasses

    def choose(self, action: Mapping[str, Any]) -> bool:
        """Emit `action` if it is legal now, else emit the engine's reason. True if emitted."""
        act = action if isinstance(action, Action) else Action(**dict(action))
        if self.decision is None:
            self.refused.emit(self.rules.refusal(self.state, act).message if self.state else "")
            return False
        if find_listed(self.legal, act):
            self.actionChosen.emit(act)
            return True
        reason: IllegalAction = self.rules.refusal(self.state, act)
        self.refused.emit(reason.message)
        return False

    def choose_for(self, seat: int, action: Mapping[str, Any]) -> bool:
        """Emit `action` for `seat`, a seat acting out of turn, if that seat may take it now;
        else emit the engine's reason for that seat. True if emitted."""
        act = action if isinstance(action, Action) else Action(**dict(action))
        if self.state is None or self.decision is None:
            self.refused.emit(self.rules.refusal(self.state, act).message if self.state else "")
            return False
        reason = self.rules.check(self.state, act, seat)
        if reason is None:
            self.seatActionChosen.emit(seat, act)
            return True
        self.refused.emit(reason.message)
        return False
