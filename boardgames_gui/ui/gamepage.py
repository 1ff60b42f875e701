"""A game in progress: the board, the action bar, the hand-off cover, bots, undo and autosave.

The page owns the Match. Every applied action (a click on the board, a button,
a bot's choice) goes through `_apply`, which applies it, pushes one undo
command, autosaves and redraws. Computer seats move on a timer so the window
stays responsive; a bot's moves merge into the human command before them, so
one Undo takes back a human move together with the computer replies to it.

Seats: the decision's `player` is the seat the table waits for; `decision.actors()`
also lists seats that may act out of turn. Other human seats that may act are
offered in the action bar under their own name; in a game with secrets such a seat
first gets the laptop through the hand-off screen (it becomes the page's `guest`),
acts or gives the laptop back, and the waited-for seat gets it back the same way.
Computer seats act only when the table waits for them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..engine import savefile
from ..engine.api import Action, Event, IllegalAction
from ..engine.match import Match
from ..widgets import theme
from ..widgets.boardview import BoardView
from ..widgets.gameview import GameView
from . import paths
from .actionbar import ActionBar, Offer
from .autosave import Journal, remove_autosave
from .besiderow import BesideRow
from .botrunner import BotRunner
from .handoff import HandoffOverlay
from .log import LogPanel
from .players import PlayersPanel

#: the pause before a computer seat moves, unless the window sets its pace (Settings)
BOT_PAUSE_MS = 250
#: how long a person sees what their move did before the table is covered for the next one
RESULT_PAUSE_MS = 1200
#: how long the hand-off screen shows before the next player's table is drawn beneath it:
#: passing a laptop takes longer, and the screen is painted first
PREPARE_MS = 100
_COMMAND_ID = 0xB0A2D


class ActionCommand(QUndoCommand):
    """One applied action on the undo stack; computer replies merge into it."""

    def __init__(self, page: GamePage, text: str, by_bot: bool) -> None:
        super().__init__(text)
        self.page = page
        self.by_bot = by_bot
        self.count = 1
        self._fresh = True  # the action was applied before the push

    def id(self) -> int:
        return _COMMAND_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if isinstance(other, ActionCommand) and other.by_bot and other.page is self.page:
            self.count += other.count
            return True
        return False

    def redo(self) -> None:
        if self._fresh:
            self._fresh = False
            return
        for _ in range(self.count):
            self.page._redo_one()
        self.page._after_history()

    def undo(self) -> None:
        for _ in range(self.count):
            self.page._undo_one()
        self.page._after_history()


class GamePage(QWidget):
    """The table for one match."""

    #: the game just ended (argument: the Result)
    gameOver = Signal(object)
    #: decision, prompt or history changed (menus refresh their enabled state)
    changed = Signal()

    def __init__(
        self,
        info: Any,
        match: Match,
        parent: QWidget | None = None,
        *,
        animation_speed: float = 1.0,
        file_path: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        self.info = info
        self.match = match
        self.rules = match.rules
        self.file_path = file_path
        self.dirty = False
        self.autosave_enabled = True
        self.animation_speed = animation_speed
        #: the pause before each computer move (Settings > Computer pace)
        self.bot_pause_ms = BOT_PAUSE_MS
        self.undo_stack = QUndoStack(self)
        self.last_human: int | None = None
        #: a human seat acting out of turn that has (or is being handed) the laptop
        self.guest: int | None = None
        self.covered = False
        self.viewer: int | None = None
        self._finished_reported = False
        self._bots: dict[int, Any] = {}
        self._journal: Journal | None = None
        #: the person whose moves the undo stack holds (the undo rule: `_record_undo`)
        self._undo_seat: int | None = None
        #: set by a person's move (with animations on) for the refresh that shows it
        self._just_moved: int | None = None
        self._cover_timer = QTimer(self)
        self._cover_timer.setSingleShot(True)
        self._cover_timer.timeout.connect(self.refresh)
        # once the hand-off screen is up: the table beneath it drawn if it never was at its
        # size (a new game, the window resized since), nobody's secrets shown, so the button
        # shows it at once
        self._draw_beneath_timer = QTimer(self)
        self._draw_beneath_timer.setSingleShot(True)
        self._draw_beneath_timer.timeout.connect(self._draw_beneath_cover)
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setSingleShot(True)
        self._prepare_timer.setInterval(PREPARE_MS)
        self._prepare_timer.timeout.connect(self._prepare_reveal)
        self._stack_history()

        self.view: GameView = info.make_view(self)
        self.view.resume_clock(match.played_ms)
        self.set_animation_speed(animation_speed)
        self.board = BoardView(self)
        self.board.setScene(self.view)
        self.action_bar = ActionBar(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.side = side = self.view.side_widget()
        self.row: BesideRow | None = None
        if side is not None and self.view.side_widget_beside:
            if hasattr(side, "set_beside"):
                side.set_beside(True)
            self.row = BesideRow(self.board, side, self._board_aspect)
            layout.addWidget(self.row, 1)
        else:
            layout.addWidget(self.board, 1)
            if side is not None:
                layout.addWidget(side)
        layout.addWidget(self.action_bar)
        self.handoff = HandoffOverlay(self)
        self.players_panel = PlayersPanel()
        self.log_panel = LogPanel()

        self.view.actionChosen.connect(self.play)
        self.view.seatActionChosen.connect(lambda seat, action: self.play(action, seat))
        self.view.refused.connect(self.action_bar.show_refusal)
        self.action_bar.actionChosen.connect(self.play)
        self.action_bar.handOverRequested.connect(self.hand_over)
        self.action_bar.backRequested.connect(self.give_back)
        self.handoff.revealed.connect(self.reveal)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_move)
        self.bot_runner = BotRunner(self)
        self.bot_runner.chosen.connect(self._bot_chosen)
        self._bot_question: tuple[int, int, int] | None = None  # (ticket, actions so far, player)
        #: (actions so far, seat): computer seats already asked whether to act out of turn there
        self._window_asked: set[tuple[int, int]] = set()
        if "computer" in match.options["seats"]:
            self.bot_runner.warm_up()
            # the computers are made (their modules loaded, their tables worked out) while the
            # table is set: made at their first move, that move froze the window 100-300 ms
            for seat, kind in enumerate(match.options["seats"]):
                if kind == "computer":
                    self._bot_for(seat)
        self.refresh()

    @property
    def free_undo(self) -> bool:
        """The table plays with free undo (a friendly game, chosen in the new-game dialog)."""
        return bool(self.match.options.get("free_undo"))

    def _record_undo(self, label: str, seat: int, by_bot: bool, revealed: bool) -> None:
        """Put the action just played on the undo stack as far as the table's undo rule allows.
        With free undo anything can be taken back. Otherwise Undo takes back only the moves
        of the person at the laptop since chance last showed something: undoing a roll and
        rolling again would give the same dice, so a player could learn the future. A roll,
        a card drawn, a computer's move that drew on chance: each closes what came before."""
        if by_bot and self.undo_stack.index() == 0:
            # a computer's move with no person's move to merge into is kept out of Undo
            self.undo_stack.clear()
            return
        if not self.free_undo and not by_bot and seat != self._undo_seat:
            self.undo_stack.clear()
        if not by_bot:
            self._undo_seat = seat
        if revealed and not self.free_undo:
            self.undo_stack.clear()
            return
        self.undo_stack.push(ActionCommand(self, label, by_bot))

    def _close_undo_for_another_person(self) -> None:
        """When the laptop passes to another person, what came before is no longer theirs to undo."""
        seat = self.acting_seat()
        if self.free_undo or seat is None or self.seat(seat) != "human" or seat == self._undo_seat:
            return
        self.undo_stack.clear()

    def _stack_history(self) -> None:
        """A game opened or resumed can be taken back as it could be in the session that
        played it (the same undo rule, one command per person's move, the computers'
        replies merged into it)."""
        for number, (seat, revealed) in enumerate(zip(self.match.seats, self.match.revealed, strict=True), 1):
            label = self.tr("move {number}").format(number=number)
            self._record_undo(label, seat, self.seat(seat) == "computer", revealed)
        self._close_undo_for_another_person()

    # ----- settings

    @property
    def history(self) -> list[list[Event]]:
        """The events of each action so far (the match keeps them)."""
        return self.match.events

    def set_animation_speed(self, speed: float) -> None:
        self.animation_speed = speed
        if GameView.animations_enabled:
            self.view.animations_enabled = speed > 0
        else:  # switched off for the whole process (tests)
            self.view.animations_enabled = False
        self.view.animation_speed = speed if speed > 0 else 1.0

    # ----- who is at the table

    def seat(self, player: int) -> str:
        return self.match.options["seats"][player]

    def names(self) -> list[str]:
        return self.match.names()

    def acting_seat(self) -> int | None:
        """The seat at the laptop now: the out-of-turn guest, else the seat the table waits for."""
        d = self.match.decision()
        if d is None:
            return None
        return self.guest if self.guest is not None else d.player

    def human_to_act(self) -> bool:
        seat = self.acting_seat()
        return seat is not None and self.seat(seat) == "human" and not self.covered

    # ----- drawing

    def refresh(self, events: Sequence[Event] = (), rebuild_log: bool = False) -> None:
        """Redraw everything from the match after a change."""
        match, rules = self.match, self.rules
        d = match.decision()
        names = self.names()
        letters = theme.seat_letters(names)
        if self.guest is not None and (
            d is None
            or self.guest == d.player
            or self.guest not in d.actors()
            or not match.legal_actions(self.guest)
        ):
            self.guest = None  # the out-of-turn seat acted, or may act no more
        actor = self.acting_seat()
        legal: list[Action] = []
        # the person whose own move this refresh shows, if it shows one (consumed here)
        just_moved, self._just_moved = self._just_moved, None
        showing_result = False
        if d is None:
            self.covered = False
            self.viewer = self.last_human
            self.handoff.hide()
        elif self.seat(actor) == "human":
            if (
                rules.has_secrets
                and actor != self.last_human
                and just_moved is not None
                and just_moved == self.last_human
            ):
                # the person who just moved sees it land (a die placed, the score changed)
                # before the table is covered for the next person
                self.covered = False
                self.handoff.hide()
                self.viewer = self.last_human
                showing_result = True
                self._cover_timer.start(RESULT_PAUSE_MS)
            elif rules.has_secrets and actor != self.last_human:
                self.covered = True
                self.viewer = None
                # nobody holds the laptop until the named player takes it: an Undo pressed on
                # this screen must not uncover the previous player's secrets
                self.last_human = None
                self.handoff.cover(names[actor], theme.player_color(match.options, actor), letters[actor])
                self._draw_beneath_timer.start(0)
            else:
                self.covered = False
                self.handoff.hide()
                self.viewer = actor
                self.last_human = actor
                legal = match.legal_actions(actor)
        else:
            # a computer's turn shows nobody's secrets: the person who just played may have
            # left the laptop (last_human still knows who holds it, for their next turn)
            self.covered = False
            self.handoff.hide()
            self.viewer = None
        self.view.show_state(match.state, legal, d, self.viewer, list(events))
        if self.row is not None:
            self.row.place()  # the desk may show a wider panel now, or none

        if d is None:
            self.action_bar.set_prompt(self._result_line(), None)
            self.action_bar.set_actions(rules, match.state, [])
        else:
            pc = theme.player_color(match.options, actor)
            if self.guest is not None:
                prompt = self.tr("{name} may act out of turn; the table waits for {waited}.").format(
                    name=names[actor], waited=names[d.player]
                )
            elif self.seat(actor) == "computer":
                prompt = self.tr("{prompt} (the computer is thinking…)").format(prompt=d.prompt)
            else:
                prompt = d.prompt
            self.action_bar.set_prompt(prompt, pc, letters[actor])
            # the board is opaque to screen readers: at least it says what is asked
            self.board.setAccessibleDescription(prompt)
            buttons = [a for a in legal if not self.view.handles(a)]
            back = ""
            if self.guest is not None and not self.covered:
                back = self.tr("Not now: back to {waited}").format(waited=names[d.player])
            offers = [] if self.covered or showing_result else self._offers(d, actor)
            self.action_bar.set_actions(rules, match.state, buttons, offers, back)
        self.players_panel.show_players(
            names,
            match.options,
            rules.player_panel(match.state, self.viewer),
            None if d is None else d.player,
        )
        self.log_panel.show_history(rules, self.history, names, match.options, rebuild=rebuild_log)
        self.changed.emit()
        if d is None:
            self._stop_bots()
            if not self._finished_reported:
                self._finished_reported = True
                self.gameOver.emit(match.result())
        else:
            self._finished_reported = False
            if (self.seat(d.player) == "computer" or self._window_bots(d)) and self.guest is None:
                delay = self.bot_pause_ms if self.view.animations_enabled else 0
                self._bot_timer.start(delay)
            else:
                self._stop_bots()

    def _result_line(self) -> str:
        result = self.match.result()
        if result is None:
            return self.tr("The game is over.")
        names = self.names()
        if not result.winners:
            return self.tr("Game over: a draw.")
        winners = ", ".join(names[w] for w in result.winners)
        return self.tr("Game over: {winners} won.").format(winners=winners)

    def _retranslate(self) -> None:
        self.view.retranslate()
        self.refresh(rebuild_log=True)

    def _offers(self, decision: Any, actor: int) -> list[Offer]:
        """What the other human seats may do out of turn now (computers act only when waited for)."""
        names = self.names()
        offers = []
        for seat in decision.actors():
            if seat == actor or self.seat(seat) != "human":
                continue
            actions = [
                a for a in self.match.legal_actions(seat) if not self.view.handles_out_of_turn(seat, a)
            ]
            if actions:
                offers.append(Offer(seat, names[seat], actions, hand_over=self.rules.has_secrets))
        return offers

    def _draw_beneath_cover(self) -> None:
        if self.covered:
            self.board.draw_unseen()
            self._prepare_timer.start()

    def _prepare_reveal(self) -> None:
        """While the laptop is passed: draw, unseen, what the next player's table shows
        that was never drawn (the die they took last, their score, the dice they may take
        now: 3-5 ms of the button's frame), and put the table back as nobody's. The pictures
        are kept by what they show (itemcache.paint_picture), so the button only blits them."""
        seat = self.acting_seat()
        d = self.match.decision()
        if not self.covered or seat is None or d is None or self.seat(seat) != "human":
            return
        state = self.match.state
        self.view.show_state(state, self.match.legal_actions(seat), d, seat)
        try:
            self.board.draw_unseen(again=True)
        finally:
            self.view.show_state(state, [], d, None)

    def reveal(self) -> None:
        """The hand-off screen's button: the named player is at the laptop now."""
        seat = self.acting_seat()
        if seat is not None:
            self.last_human = seat
        self.refresh()

    def hand_over(self, seat: int) -> None:
        """An out-of-turn seat of a game with secrets asks for the laptop (the hand-off comes first)."""
        d = self.match.decision()
        if d is None or seat not in d.actors() or self.seat(seat) != "human":
            return
        self._stop_bots()
        self.guest = None if seat == d.player else seat
        self.refresh()

    def give_back(self) -> None:
        """The out-of-turn seat changed its mind: the laptop goes back to the seat the table waits for."""
        self.guest = None
        self.refresh()

    def resizeEvent(self, event: QEvent) -> None:
        super().resizeEvent(event)
        self.handoff.setGeometry(self.rect())

    def _board_aspect(self) -> float:
        """The board's width over its height (its scene rect): the column takes what a board of
        the full height leaves over."""
        board = self.view.sceneRect()
        return board.width() / board.height() if board.height() > 0 else 1.0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            # prompts and log lines come from the rules through the translator: redraw them
            QTimer.singleShot(0, self, self._retranslate)
        super().changeEvent(event)

    # ----- playing

    def play(self, action: Mapping[str, Any], seat: int | None = None) -> None:
        """A human's action from the board or the action bar, for `seat` (None: the seat at the
        laptop; another seat only in a game without secrets, acting out of turn)."""
        actor = self.acting_seat() if seat is None else seat
        d = self.match.decision()
        # a person acting out of turn in a game without secrets needs no hand-off, even while
        # the table waits for a computer (trading through a computer on the Exchange)
        guest_in_window = (
            d is not None
            and actor != self.acting_seat()
            and actor in d.actors()
            and not self.rules.has_secrets
        )
        if (
            not (self.human_to_act() or guest_in_window)
            or self.seat(actor) != "human"
            or (actor != self.acting_seat() and self.rules.has_secrets)
        ):
            self.action_bar.show_refusal(self.tr("Wait: it is not your turn to act."))
            return
        self._apply(Action(**dict(action)), actor, by_bot=False)

    def _apply(self, action: Action, seat: int, by_bot: bool) -> bool:
        try:
            events = self.match.apply(action, seat)
        except IllegalAction as exc:
            self.action_bar.show_refusal(exc.message)
            return False
        self.action_bar.clear_refusal()
        self.dirty = True
        if not by_bot and self.view.animations_enabled:
            self._just_moved = seat
        label = self.rules.action_label(self.match.state, action)
        self._record_undo(label, seat, by_bot, self.match.revealed[-1])
        self._close_undo_for_another_person()
        self.autosave()
        self.refresh(events)
        return True

    def _bot_for(self, player: int) -> Any:
        if player not in self._bots:
            self._bots[player] = self.info.make_bot(self.match.seed * 31 + player + 1)
        return self._bots[player]

    def _window_bots(self, decision: Any) -> list[int]:
        """Computer seats that may act out of turn now and have not been asked at this point."""
        point = len(self.match.actions)
        return [
            seat
            for seat in decision.actors()
            if seat != decision.player
            and self.seat(seat) == "computer"
            and (point, seat) not in self._window_asked
        ]

    def _window_move(self, decision: Any) -> bool:
        """Ask each computer seat a window is open to (once at each point of the game) whether
        it acts out of turn (`Bot.act_out_of_turn`, quick rules of thumb, so asked here rather
        than in the worker); True if one did."""
        point = len(self.match.actions)
        for seat in self._window_bots(decision):
            self._window_asked.add((point, seat))
            state = self.rules.clone(self.match.state)
            action = self._bot_for(seat).act_out_of_turn(self.rules, state, seat)
            if action is not None and self._apply(Action(**dict(action)), seat, by_bot=True):
                return True
        return False

    def _bot_move(self) -> None:
        """Ask the computer seat to act; the answer arrives in `_bot_chosen`. Computer seats
        acting out of turn go first."""
        d = self.match.decision()
        if d is None or self._bot_question is not None or self.guest is not None:
            return
        if self._window_move(d) or self.seat(d.player) != "computer":
            return
        state = self.rules.clone(self.match.state)
        ticket = self.bot_runner.request(self._bot_for(d.player), self.rules, state, d.player)
        self._bot_question = (ticket, len(self.match.actions), d.player)

    def _bot_chosen(self, ticket: int, action: Any, bot: Any) -> None:
        question, self._bot_question = self._bot_question, None
        if question is None or question[0] != ticket or question[1] != len(self.match.actions):
            return  # a stale answer: the game moved on (undo, load) while the bot thought
        self._bots[question[2]] = bot  # the bot's own dice moved on in the worker
        self._apply(Action(**dict(action)), question[2], by_bot=True)

    # ----- undo and redo (called by ActionCommand)

    def _undo_one(self) -> None:
        self._stop_bots()
        self._window_asked.clear()
        self.match.undo()

    def _redo_one(self) -> None:
        self.match.redo()

    def _after_history(self) -> None:
        self.dirty = True
        self.autosave()
        self.refresh()

    # ----- saving

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        if self.match.decision() is None:
            remove_autosave()
            return
        self.match.played_ms = self.view.played_ms()
        try:
            if self._journal is None:
                self._journal = Journal(paths.autosave_path())
            self._journal.sync(self.match)
        except OSError as exc:
            self.action_bar.show_refusal(
                self.tr("The game could not be autosaved: {reason}").format(reason=exc.strerror or str(exc))
            )

    def save_to(self, path: str) -> None:
        """Write the save file (raises OSError)."""
        self.match.played_ms = self.view.played_ms()
        savefile.save(self.match, path)
        self.file_path = path
        self.dirty = False
        self.changed.emit()

    def _stop_bots(self) -> None:
        self._bot_timer.stop()
        self.bot_runner.cancel_all()
        self._bot_question = None

    def shut_down(self) -> None:
        """Stop the bots before the page goes away."""
        self._stop_bots()
        self.autosave_enabled = False
