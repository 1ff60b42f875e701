"""The rules protocol shared by every game (docs/architecture.md section 3).

A game is a `Rules` subclass plus a state class. The shell, the CLI, the bots
and the conformance suite only ever call the names defined here.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .i18n import digits, tr
from .rng import Rng
from .scoresheet import ScoreSheet, from_breakdown

# --------------------------------------------------------------------------- errors


class IllegalAction(Exception):
    """An action the rules refuse. `message` is a sentence a player understands."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"IllegalAction({self.code!r}, {self.message!r})"


class OptionsError(ValueError):
    """Options for a new game that the game does not accept (one sentence)."""


# --------------------------------------------------------------------------- actions


class Action(dict):
    """A small, frozen, JSON-serialisable move: {"type": "buy", "space": 6}.

    It is a dict so that `json.dumps` writes it as it is; mutation is refused so
    that a listed legal action can never be changed behind the rules' back.
    """

    __slots__ = ()

    def __init__(self, type: str | None = None, /, **fields: Any) -> None:  # noqa: A002
        if type is None:
            super().__init__(**fields)
        else:
            super().__init__(type=type, **fields)

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("actions are frozen")

    __setitem__ = __delitem__ = _refuse  # type: ignore[assignment]
    clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(json.dumps(self, sort_keys=True, default=_json_default))

    @property
    def type(self) -> str:
        return self["type"]

    def with_(self, **fields: Any) -> Action:
        data = dict(self)
        data.update(fields)
        return Action(**data)


@dataclass(frozen=True)
class Range:
    """A numeric choice inside a listed action: any value lo..hi in steps of `step`.

    Legal-action lists offer `Action("bid", amount=Range(10, 500, 10))` instead
    of fifty separate bids; the applied action carries a plain integer.
    """

    lo: int
    hi: int
    step: int = 1

    def contains(self, value: Any) -> bool:
        return (
            isinstance(value, int)
            and not isinstance(value, bool)
            and self.lo <= value <= self.hi
            and (value - self.lo) % self.step == 0
        )

    def values(self) -> range:
        return range(self.lo, self.hi + 1, self.step)

    def to_json(self) -> dict:
        return {"range": [self.lo, self.hi, self.step]}

    def pick(self, rng: Rng, how: str) -> int:
        if how == "lo":
            return self.lo
        if how == "hi":
            return self.hi
        return self.lo + self.step * rng.below((self.hi - self.lo) // self.step + 1)


@dataclass(frozen=True)
class Choice:
    """One value from a set, inside a listed action: `Action("fly", space=Choice((1, 5, 9)))`.

    The applied action carries one of `values` as it is.
    """

    values: tuple[Any, ...]

    def contains(self, value: Any) -> bool:
        return any(_same(v, value) for v in self.values)

    def to_json(self) -> dict:
        return {"choice": list(self.values)}

    def pick(self, rng: Rng, how: str) -> Any:
        if how == "lo":
            return self.values[0]
        if how == "hi":
            return self.values[-1]
        return rng.choice(self.values)


@dataclass(frozen=True)
class Subset:
    """Some of a set's values, inside a listed action: cards to pay with, one side of a trade.

    The applied action carries a list of `lo`..`hi` distinct members of `values`, in
    the order `values` lists them (so equal choices are equal actions).
    """

    values: tuple[Any, ...]
    lo: int = 0
    hi: int | None = None

    @property
    def most(self) -> int:
        return len(self.values) if self.hi is None else self.hi

    def contains(self, value: Any) -> bool:
        if not isinstance(value, list) or not self.lo <= len(value) <= self.most:
            return False
        positions = []
        for item in value:
            index = next((i for i, v in enumerate(self.values) if _same(v, item)), None)
            if index is None:
                return False
            positions.append(index)
        return positions == sorted(set(positions))

    def to_json(self) -> dict:
        return {"subset": list(self.values), "lo": self.lo, "hi": self.most}

    def pick(self, rng: Rng, how: str) -> list[Any]:
        if how == "lo":
            return list(self.values[: self.lo])
        if how == "hi":
            return list(self.values[: self.most])
        size = rng.randint(self.lo, self.most)
        chosen = list(range(len(self.values)))
        rng.shuffle(chosen)
        return [self.values[i] for i in sorted(chosen[:size])]


@dataclass(frozen=True)
class Lists:
    """One list of ids per item, inside a listed action, when the legal combinations are too
    many to list (the routes of a company's trains): `count` lists, each of ids from `values`
    (any length, repeats allowed), and a legal `example` that every pick gives. The template
    says the shape only; the rules' check decides whether a value of that shape is legal and
    explains a refusal. The applied action carries a list of `count` lists of ids.
    """

    count: int
    values: tuple[Any, ...]
    example: tuple[tuple[Any, ...], ...]

    def contains(self, value: Any) -> bool:
        return (
            isinstance(value, list)
            and len(value) == self.count
            and all(isinstance(item, list) and all(v in self.values for v in item) for item in value)
        )

    def to_json(self) -> dict:
        return {"lists": self.count, "of": list(self.values), "example": [list(i) for i in self.example]}

    def pick(self, rng: Rng, how: str) -> list[list[Any]]:
        return [list(item) for item in self.example]


#: the field templates a listed action may hold instead of a plain value
TEMPLATES = (Range, Choice, Subset, Lists)


def _same(want: Any, got: Any) -> bool:
    """Equal as a move's field: True and 1 are different answers."""
    return want == got and (type(want) is bool) == (type(got) is bool)


def _json_default(obj: Any) -> Any:
    if isinstance(obj, TEMPLATES):
        return obj.to_json()
    raise TypeError(f"not JSON-serialisable: {obj!r}")


def is_concrete(action: Mapping[str, Any]) -> bool:
    """True when no field of the action is still a template (Range, Choice, Subset)."""
    return not any(isinstance(v, TEMPLATES) for v in action.values())


def field_accepts(want: Any, got: Any) -> bool:
    """Does a listed field (a plain value or a template) accept the value `got`?"""
    if isinstance(want, TEMPLATES):
        return want.contains(got)
    return _same(want, got)


def matches(listed: Mapping[str, Any], action: Mapping[str, Any]) -> bool:
    """Does `action` pick one of the moves that the listed (maybe templated) action offers?"""
    if listed.keys() != action.keys():
        return False
    return all(field_accepts(want, action[key]) for key, want in listed.items())


def find_listed(legal: Iterable[Mapping[str, Any]], action: Mapping[str, Any]) -> bool:
    return any(matches(listed, action) for listed in legal)


def concretise(listed: Mapping[str, Any], rng: Rng, pick: str = "random") -> Action:
    """A concrete action from a listed one: each template takes its lo, its hi or a random pick.

    A listed action that is already concrete is handed back as it is (it is frozen) and
    draws nothing.
    """
    if is_concrete(listed):
        return listed if isinstance(listed, Action) else Action(**listed)
    data = {
        key: value.pick(rng, pick) if isinstance(value, TEMPLATES) else value for key, value in listed.items()
    }
    return Action(**data)


def still_possible(
    legal: Iterable[Mapping[str, Any]], partial: Mapping[str, Any]
) -> dict[str, list[Any]] | None:
    """What each field not yet chosen may still be, among the listed actions that accept
    the fields of `partial` (`type` included when chosen). Values are plain values or
    templates, without repeats. None when no listed action accepts `partial`; an empty
    dict when one does and nothing is left to choose (the action is complete)."""
    out: dict[str, list[Any]] | None = None
    for listed in legal:
        if not all(key in listed and field_accepts(listed[key], value) for key, value in partial.items()):
            continue
        if out is None:
            out = {}
        for key, value in listed.items():
            if key in partial:
                continue
            values = out.setdefault(key, [])
            if not any(_same(v, value) for v in values):
                values.append(value)
    return out


def action_from_json(data: Any) -> Action:
    """An Action from JSON data, or ValueError with a sentence."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action must be an object with a text field 'type'")
    return Action(**data)


# --------------------------------------------------------------------------- decisions, events, results


@dataclass(frozen=True)
class Decision:
    """Who may act now and what kind of choice the table waits for.

    `player` is the seat the table waits for; `prompt` is the sentence for the status
    line ("Player 2: roll the dice"). `seats` lists every seat that may act now, the
    waited-for seat first, then those who may act out of turn (sell, redeem, answer a
    trade) without the game waiting for them; `legal_actions(state, seat)` says what
    each may do. `secret` is True when the waited-for seat holds information the others
    must not see, so the shell covers the table with a hand-off screen first.
    """

    player: int
    kind: str
    prompt: str
    seats: tuple[int, ...] = ()
    secret: bool = False
    info: Mapping[str, Any] = field(default_factory=dict)

    def actors(self) -> tuple[int, ...]:
        """Every seat that may act now, the waited-for seat first."""
        return self.seats or (self.player,)


class Event(dict):
    """Something that happened: {"type": "dice_rolled", "player": 0, "dice": [3, 4]}.

    Events drive animations and the game log; the text for the log is made by
    the game's `event_text`, so that it can be translated.
    """

    __slots__ = ()

    def __init__(self, type: str | None = None, /, **fields: Any) -> None:  # noqa: A002
        if type is None:
            super().__init__(**fields)
        else:
            super().__init__(type=type, **fields)

    @property
    def type(self) -> str:
        return self["type"]


@dataclass
class Result:
    """Final standing. `ranking` lists groups of tied players, best first.

    `winners` is empty for a draw; several players form a shared win.
    `breakdown` maps each player to named score parts for the scoring sheet.
    """

    winners: list[int]
    scores: list[float]
    ranking: list[list[int]]
    reason: str = ""
    breakdown: dict[int, dict[str, Any]] = field(default_factory=dict)
    capped: bool = False

    def to_json(self) -> dict:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "ranking": [list(g) for g in self.ranking],
            "reason": self.reason,
            "breakdown": {str(k): v for k, v in self.breakdown.items()},
            "capped": self.capped,
        }


def rank_by(scores: list[Any], keys: list[Any] | None = None) -> list[list[int]]:
    """Groups of players ordered by key (default: score), highest first, ties grouped."""
    keys = keys if keys is not None else scores
    order = sorted(range(len(keys)), key=lambda p: keys[p], reverse=True)
    groups: list[list[int]] = []
    for p in order:
        if groups and keys[groups[-1][0]] == keys[p]:
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


# --------------------------------------------------------------------------- variants and options


@dataclass(frozen=True)
class Variant:
    """A switch or setting the new-game dialog shows.

    kind "bool": on/off; "choice": one of `choices` (value, label) pairs;
    "int": a number lo..hi. `help` is shown as a tooltip and in the rules text.
    `players` lists the player counts the variant changes anything for (empty: every
    count); the new-game dialog shows it only for those.
    `left_out_at_default`: a variant added after games were saved is left out of the
    validated options while it is at its default, so the states of games that never had
    it (their saves, the golden games' hashes) stay exactly as they were; read it with
    `Rules.variant_value`.
    `seat_choices`: the choices that are whole numbers name seats (1 is the first player),
    and a game offers only the seats it has.
    """

    key: str
    label: str
    kind: str = "bool"
    default: Any = False
    choices: tuple[tuple[Any, str], ...] = ()
    lo: int = 0
    hi: int = 0
    help: str = ""
    players: tuple[int, ...] = ()
    left_out_at_default: bool = False
    seat_choices: bool = False

    def applies_to(self, players: int) -> bool:
        """Does the variant change anything in a game of `players` players?"""
        return not self.players or players in self.players

    def offers(self, value: Any, players: int) -> bool:
        """Is `value` a choice in a game of `players` players? (A seat choice needs its seat.)"""
        is_seat = self.seat_choices and isinstance(value, int) and not isinstance(value, bool)
        return not is_seat or 1 <= value <= players

    def choices_for(self, players: int) -> tuple[tuple[Any, str], ...]:
        """The (value, label) choices offered in a game of `players` players."""
        return tuple(c for c in self.choices if self.offers(c[0], players))

    def validate(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionsError(f"Variant '{self.key}' must be true or false.")
        elif self.kind == "choice":
            if value not in [c[0] for c in self.choices]:
                allowed = ", ".join(str(c[0]) for c in self.choices)
                raise OptionsError(f"Variant '{self.key}' must be one of: {allowed}.")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool) or not self.lo <= value <= self.hi:
                raise OptionsError(
                    f"Variant '{self.key}' must be a whole number from {self.lo} to {self.hi}."
                )
        return value

    def parse(self, text: str) -> Any:
        """Value from command-line text (KEY=VALUE)."""
        if self.kind == "bool":
            low = text.strip().lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
            raise OptionsError(f"Variant '{self.key}' takes true or false, not '{text}'.")
        if self.kind == "int":
            try:
                return int(text)
            except ValueError:
                raise OptionsError(f"Variant '{self.key}' takes a whole number, not '{text}'.") from None
        for value, _label in self.choices:
            if str(value) == text:
                return value
        allowed = ", ".join(str(c[0]) for c in self.choices)
        raise OptionsError(f"Variant '{self.key}' must be one of: {allowed}.")


SEAT_KINDS = ("human", "computer")


# --------------------------------------------------------------------------- the protocol


class Rules:
    """Base class of every game's rules. Subclasses set the class attributes and
    implement the methods that raise NotImplementedError.

    State objects are the game's own; they must offer `clone()`, `to_json()`
    and a classmethod `from_json(data)`, and compare equal by value (`__eq__`).
    """

    game_id: str = ""
    rules_version: int = 1
    min_players: int = 2
    max_players: int = 4
    variants: tuple[Variant, ...] = ()
    #: a full game is cut off after this many actions and scored by time limit
    action_cap: int = 5000
    #: True when players hold secrets (hands, blueprints): hot-seat hand-off needed
    has_secrets: bool = False
    state_class: type = object

    # ----- options

    def validate_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Complete and check options; raise OptionsError with one sentence."""
        if options is None:
            options = {}
        if not isinstance(options, Mapping):
            raise OptionsError("The options must be an object.")
        players = options.get("players", self.min_players)
        if not isinstance(players, int) or isinstance(players, bool):
            raise OptionsError("The number of players must be a whole number.")
        if not self.min_players <= players <= self.max_players:
            raise OptionsError(
                f"This game takes {self.min_players} to {self.max_players} players, not {players}."
            )
        names = options.get("names") or [f"Player {i + 1}" for i in range(players)]
        if (
            not isinstance(names, list)
            or len(names) != players
            or not all(isinstance(n, str) and 0 < len(n.strip()) <= 40 for n in names)
        ):
            raise OptionsError(f"Give {players} player names of 1 to 40 characters.")
        seats = options.get("seats") or ["human"] * players
        if not isinstance(seats, list) or len(seats) != players or any(s not in SEAT_KINDS for s in seats):
            raise OptionsError("Each seat must be 'human' or 'computer'.")
        colors = options.get("colors") or []
        if not isinstance(colors, list) or not all(isinstance(c, str) for c in colors):
            raise OptionsError("Player colours must be a list of colour names.")
        raw_variants = options.get("variants") or {}
        if not isinstance(raw_variants, Mapping):
            raise OptionsError("The variants must be an object.")
        known = {v.key: v for v in self.variants}
        for key in raw_variants:
            if key not in known:
                raise OptionsError(f"This game has no variant called '{key}'.")
        variants = {}
        for v in self.variants:
            value = v.validate(raw_variants.get(v.key, v.default))
            if not v.offers(value, players):
                raise OptionsError(
                    f"Variant '{v.key}': there is no Player {value} in a {players}-player game."
                )
            if not (v.left_out_at_default and value == v.default):
                variants[v.key] = value
        self.check_variants(variants, players)
        free_undo = options.get("free_undo", False)
        if not isinstance(free_undo, bool):
            raise OptionsError("Free undo must be true or false.")
        validated = {
            "players": players,
            "names": [n.strip() for n in names],
            "seats": list(seats),
            "colors": list(colors),
            "variants": variants,
        }
        if free_undo:  # a table rule of the shell's; absent when off, so states and saves stay as they were
            validated["free_undo"] = True
        return validated

    def check_variants(self, variants: dict[str, Any], players: int) -> None:
        """Hook for combinations of variants a game does not allow."""

    def variant_value(self, options: Mapping[str, Any], key: str) -> Any:
        """The value of variant `key` in validated options: its default when it was left out."""
        chosen = options["variants"]
        if key in chosen:
            return chosen[key]
        return next(v.default for v in self.variants if v.key == key)

    # ----- the protocol proper

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> Any:
        raise NotImplementedError

    def decision(self, state: Any) -> Decision | None:
        raise NotImplementedError

    def legal_actions(self, state: Any, player: int | None = None) -> list[Action]:
        """What `player` may do now (None: the seat the table waits for); templates allowed."""
        raise NotImplementedError

    def seat_of(self, state: Any, player: int | None) -> int | None:
        """The acting seat: `player`, or the waited-for seat when None (None when the game is over)."""
        if player is not None:
            return player
        seats = self.acting_seats(state)
        return seats[0] if seats else None

    def acting_seats(self, state: Any) -> tuple[int, ...]:
        """`decision(state).actors()` without its prompt (empty when the game is over):
        every check asks who may act, and only a refusal needs the sentence."""
        decision = self.decision(state)
        return () if decision is None else decision.actors()

    def check(self, state: Any, action: Mapping[str, Any], player: int | None = None) -> IllegalAction | None:
        """Why `player` may not take `action` now, or None when the rules allow it.

        This default compares the action with the listed ones; games on steps
        (`engine.steps.StepRules`) check by rule instead, whatever the number of
        legal actions.
        """
        problem = self.basic_problem(state, action, player)
        if problem is not None:
            return problem
        if find_listed(self.legal_actions(state, player), action):
            return None
        return self.refusal(state, action)

    def basic_problem(
        self, state: Any, action: Mapping[str, Any], player: int | None
    ) -> IllegalAction | None:
        """The refusals every game shares: the game is over, not a move, a seat not at the table."""
        seats = self.acting_seats(state)
        if not seats:
            return IllegalAction("game_over", tr("engine", "The game is over."))
        if not isinstance(action, Mapping) or not isinstance(action.get("type"), str):
            return IllegalAction("malformed", tr("engine", "That is not a move of this game."))
        if player is not None and player not in seats:
            names = self.player_names(state)
            who = names[player] if isinstance(player, int) and 0 <= player < len(names) else "?"
            return IllegalAction(
                "not_your_turn",
                tr(
                    "engine",
                    "{who}, it is not your move now: the table waits for {waited}.",
                    who=who,
                    waited=names[seats[0]],
                ),
            )
        return None

    def still_possible(
        self, state: Any, partial: Mapping[str, Any], player: int | None = None
    ) -> dict[str, list[Any]] | None:
        """For a view building an action in parts: what each field not yet chosen may still be,
        once the fields of `partial` are chosen; None when no legal action fits them
        (see `engine.api.still_possible`)."""
        return still_possible(self.legal_actions(state, player), partial)

    def apply(self, state: Any, action: Mapping[str, Any], player: int | None = None) -> list[Event]:
        """Checked apply: refuse with IllegalAction and leave the state as it was."""
        seat = self.seat_of(state, player)
        problem = self.check(state, action, seat)
        if problem is not None:
            raise problem
        return self.apply_unchecked(state, action, seat)

    def apply_unchecked(
        self, state: Any, action: Mapping[str, Any], player: int | None = None
    ) -> list[Event]:
        """Apply an action known to be legal (replay from a snapshot, bots' playouts)."""
        raise NotImplementedError

    def refusal(self, state: Any, action: Mapping[str, Any]) -> IllegalAction:
        """Why `action` is not allowed now. Games override this to teach the rule."""
        d = self.decision(state)
        prompt = d.prompt if d else ""
        return IllegalAction(
            "not_allowed", tr("engine", "That move is not allowed now. {prompt}", prompt=prompt).strip()
        )

    def format_money(self, amount: int) -> str:
        """Money as the game writes it (Blue Marble's ₩270K); plain digits by default."""
        return digits(amount)

    def observation(self, state: Any, player: int | None) -> dict[str, Any]:
        """The state as `player` may see it (None: a spectator who sees only public facts)."""
        raise NotImplementedError

    def result(self, state: Any) -> Result | None:
        """Final standing, or None while the game goes on."""
        raise NotImplementedError

    def time_limit_result(self, state: Any) -> Result:
        """Standing of a game cut off at the action cap (its own time-limit scoring)."""
        raise NotImplementedError

    def score_sheet(self, state: Any, result: Result) -> ScoreSheet:
        """The result screen's scoring sheet, in words (games write their own: their score pad)."""
        return from_breakdown(result, len(result.scores), self.game_id)

    def invariants(self, state: Any) -> list[str]:
        """Broken invariants as sentences; empty when all hold."""
        return []

    # ----- text for the shell

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        """One log sentence for an event ('' to keep it out of the log)."""
        return ""

    def action_label(self, state: Any, action: Mapping[str, Any]) -> str:
        """Button text for an action the board does not offer by clicking ("Roll the dice")."""
        fields = ", ".join(f"{k} {v}" for k, v in action.items() if k != "type" and not isinstance(v, Range))
        text = str(action.get("type", "")).replace("_", " ").capitalize()
        return f"{text} ({fields})" if fields else text

    def player_panel(self, state: Any, viewer: int | None) -> list[list[tuple[str, str]]]:
        """For each player, (label, value) rows for the players dock: money, scores and
        only what `observation(state, viewer)` shows."""
        return [[] for _ in self.player_names(state)]

    def rules_text(self) -> str:
        """The rules as shown in Help > Rules of this game (Markdown-like plain text)."""
        return ""

    # ----- serialisation

    def state_to_json(self, state: Any) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: Mapping[str, Any]) -> Any:
        return self.state_class.from_json(data)

    def chance(self, state: Any) -> Any:
        """Where the state's source of chance stands. It changes exactly when an action draws
        on chance (dice thrown, a card or a tile drawn): the shell does not let Undo go back
        over such a reveal unless the table plays with free undo."""
        return state.rng.state

    def clone(self, state: Any) -> Any:
        return state.clone()

    def state_hash(self, state: Any) -> str:
        return hash_json(self.state_to_json(state))

    def player_names(self, state: Any) -> list[str]:
        return list(state.options["names"])


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_json_default)


def hash_json(data: Any) -> str:
    return hashlib.sha256(canonical_json(data).encode("utf-8")).hexdigest()[:16]


def copy_plain(value: Any) -> Any:
    """Deep copy of plain JSON-like data (dict, list, scalars); much cheaper than deepcopy."""
    if isinstance(value, dict):
        return {k: copy_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_plain(v) for v in value]
    return value
