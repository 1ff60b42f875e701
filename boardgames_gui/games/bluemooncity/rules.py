"""Blue Moon City (Reiner Knizia): the rules.

Rules from seed 001 (from "Welcome to Blue Moon City…") with the data and
corrections of the project's reference notes on Blue Moon City and Blueprints, part 1.

Action shapes (all JSON; cells are [row, col])
---------------------------------------------
Movement phase
  Action("move", to=[r, c])          walk 1..steps_left orthogonal steps (several moves
                                     may share the steps); with a pending Flit value-1
                                     jump: any other tile.
  Action("power", card=id)           play a movement power card (Vulca/Terrah/Aqua: the
                                     red/green/blue dragon; Flit). Value-2 Flit adds two
                                     steps at once; the others wait for a target:
  Action("dragon", to=[r, c])        the target of a pending dragon power.
  Action("cancel")                   drop a pending power; its card stays in hand.
  Action("end_phase")                go on to the contribution phase.
Contribution phase
  Action("contribute", tile=[r, c], box=i)               pay box i of the tile you stand
                                     on with `suggest_payment` (the cheapest set).
  Action("contribute", tile=[r, c], box=i, cards=[ids])  pay it with this set instead.
  Action("offer", cards=[])          on the courtyard: an offering in the lowest free
                                     obelisk box (expansion: also from the Golden Shrine).
  Action("offer", cards=[pillar])    a further offering with a Pillar card (+1/+2).
  Action("end_phase")                go on (to the reset, or the Assembly Hall jump).
Assembly Hall (expansion) Action("move", to=[r, c]) any other tile, or Action("end_phase").
Reset phase
  Action("discard", cards=[...])     discard 0, 1 or 2 cards, draw two more than that;
                                     the turn passes.

The card-set choice: `legal_actions` lists ONE action per payable box, without
`cards`, meaning "pay with the suggested set". `apply` also accepts the same
action with an explicit `cards` list and checks that set itself (any set that
pays the box, every card counting). A view therefore offers "click a box ->
`suggest_payment` proposes the cheapest set -> the player may change it ->
send the action with `cards`"; `box_reward` says what the box will earn.

A phase that offers nothing but "go on" passes by itself (movement with no step
and no movement power left; a contribution phase where nothing can be paid or
offered); the events say so ("phase" with auto=True, "nothing_to_do").
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ...engine.api import Action, Decision, Event, IllegalAction, Result, Rules, Variant, rank_by
from ...engine.i18n import tr
from ...engine.rng import Rng
from . import city, listing, texts
from .data import (
    BASE_DRAW,
    BUILDINGS,
    CARD_COUNT,
    CARDS,
    COURTYARD,
    DRAGONS,
    FLIT_EXTRA_STEPS,
    GOLDEN_SCALES,
    GOLDEN_SCALES_FFG,
    HAND_SIZE,
    HOSPITAL_EXTRA_DRAW,
    MARKERS_PER_PLAYER,
    MOVE_STEPS,
    OBELISK_BOXES,
    OFFERINGS_TO_WIN,
    PEOPLES,
    PILLAR_EXTRA_COST,
    SCALE_OTHERS,
    SCALE_OTHERS_MIN,
    SCALE_SOLE_LEADER,
    SCALE_TIED_LEADER,
)
from .payment import cheapest_set, set_worth
from .queries import (  # noqa: F401  (re-exported for the view and the bot)
    REWARD_KEYS,
    box_payable,
    box_reward,
    city_rebuilt,
    completion_rewards,
    dragon_targets,
    dragons_at,
    hand_pays,
    obelisk_cost,
    offer_place,
    offer_place_on,
    power_usable,
    reachable_tiles,
    suggest_payment,
)
from .refusals import offer_problem, problem
from .state import ASSEMBLY, CONTRIBUTE, MOVE, OVER, RESET, BlueMoonCityState

CTX = "bluemooncity"
BOX_COUNT = {b: len(info["boxes"]) for b, info in BUILDINGS.items()}


_new_event = Event.__new__
_fill = dict.update


def _event(fields: dict[str, Any]) -> Event:
    """The Event that Event(type, **fields) makes, filled from a dict literal without keyword
    parsing: a random game makes tens of thousands of them."""
    event = _new_event(Event)
    _fill(event, fields)
    return event


#: Decisions are frozen, so one object per prompt can answer every turn: building a
#: frozen dataclass and formatting its sentence cost as much as listing the legal actions.
_DECISIONS: dict[tuple[Any, ...], Decision] = {}


def _decision(
    player: int, kind: str, template: str, name: str, field: str | None = None, value: Any = None
) -> Decision:
    """Decision(player, kind, tr(CTX, template, name=name, field=value), secret=True), made
    once per prompt (`field` is the template's second placeholder, if any).

    The key holds the template as translated now: after a change of language the same
    position gets a new Decision in the new language."""
    key = (player, kind, template, tr(CTX, template), name, value)
    found = _DECISIONS.get(key)
    if found is None:
        if len(_DECISIONS) > 4096:  # many names or languages in one session: start afresh
            _DECISIONS.clear()
        params = {"name": name} if field is None else {"name": name, field: value}
        found = _DECISIONS[key] = Decision(player, kind, tr(CTX, template, **params), secret=True)
    return found


# The tables of listed actions live in `listing`; these names stay for older imports.
_KEEP_ALL = listing.KEEP_ALL
_END_PHASE = listing.END_PHASE
_CANCEL = listing.CANCEL
_POWER = listing.POWER
_MOVE_TO = listing.MOVE_TO
_DRAGON_TO = listing.DRAGON_TO


# --------------------------------------------------------------------------- the rules


class BlueMoonCityRules(Rules):
    game_id = "bluemooncity"
    rules_version = 1
    min_players = 2
    max_players = 4
    # Random players wander a rebuilt city for a long while before reaching the courtyard
    # with enough crystals: a few of their games need 5,000-8,000 actions. The cap only
    # guards against a rules bug, so it is set well above every game seen to end by itself.
    action_cap = 20000
    has_secrets = True
    state_class = BlueMoonCityState
    variants = (
        Variant(
            "random_city",
            "Everything random",
            "bool",
            False,
            help="Only the courtyard is fixed in the middle; the start tiles are shuffled in too.",
        ),
        Variant(
            "expansion",
            "Expansion buildings",
            "bool",
            False,
            help="The four expansion buildings fill the corners, with their abilities.",
        ),
        Variant(
            "ffg_scales",
            "2006 edition scale pool",
            "bool",
            False,
            help="Use 9/12/15 golden scales for 2/3/4 players as in the FFG/Kosmos edition "
            "instead of the 2018 edition's 7/10/12.",
        ),
        Variant(
            "all_return_scales",
            "Everybody returns scales",
            "bool",
            False,
            help="At golden-scale scoring every player returns their scales, paid or not "
            "(the designer's original rule, changed by the publishers).",
        ),
    )

    # ----- set-up

    def new_game(self, options: Mapping[str, Any] | None, seed: int) -> BlueMoonCityState:
        opts = self.validate_options(options)
        n = opts["players"]
        s = BlueMoonCityState()
        s.options = opts
        s.rng = Rng.from_seed(seed)
        variants = opts["variants"]
        s.tiles = city.lay_out_city(s.rng, variants["random_city"], variants["expansion"], BOX_COUNT)
        s.figures = [[2, 2] for _ in range(n)]
        s.dragons = [None for _ in DRAGONS]  # beside the city [SEED set-up 1]
        s.deck = list(range(CARD_COUNT))
        s.rng.shuffle(s.deck)
        s.hands = [[s.deck.pop() for _ in range(HAND_SIZE)] for _ in range(n)]
        s.discard = []
        s.incoming = [[] for _ in range(n)]
        s.crystals = [0] * n
        s.scales = [0] * n
        s.scale_total = (GOLDEN_SCALES_FFG if variants["ffg_scales"] else GOLDEN_SCALES)[n]
        s.scale_pool = s.scale_total
        s.markers_left = [MARKERS_PER_PLAYER] * n
        s.obelisk = [None] * len(OBELISK_BOXES[n])
        s.first_player = s.rng.below(n)  # [SEED "How to Play": chosen at random]
        s.current = s.first_player
        self._start_turn(s)
        return s

    def _start_turn(self, s: BlueMoonCityState) -> None:
        s.phase = MOVE
        s.steps_left = MOVE_STEPS
        s.pending = None
        s.contributions_this_turn = 0
        s.offerings_this_turn = 0

    # ----- who acts

    def decision(self, state: BlueMoonCityState) -> Decision | None:
        if state.outcome is not None:
            return None
        p = state.current
        name = state.options["names"][p]
        phase = state.phase
        if phase == MOVE:
            if state.pending:
                kind = state.pending["kind"]
                if kind == "flit_jump":
                    return _decision(
                        p, "power_target", "{name}: choose any tile for your figure (Flit)", name
                    )
                return _decision(
                    p,
                    "power_target",
                    "{name}: choose where the {dragon} dragon goes",
                    name,
                    "dragon",
                    tr(CTX, state.pending["dragon"]),
                )
            if state.steps_left == 1:
                return _decision(p, MOVE, "{name}: move your figure one step or play a movement power", name)
            if state.steps_left > 1:
                return _decision(
                    p,
                    MOVE,
                    "{name}: move your figure up to {steps} steps or play a movement power",
                    name,
                    "steps",
                    state.steps_left,
                )
            return _decision(p, MOVE, "{name}: play a movement power or end your movement", name)
        if phase == CONTRIBUTE:
            place = offer_place(state)
            tile = state.tile(state.figures[p])
            if place is not None and state.offerings_this_turn:
                template = "{name}: a Pillar card makes a further offering, or go on"
            elif tile["building"] == COURTYARD:
                template = "{name}: make an offering to the obelisk, or go on"
            elif place is not None:
                template = "{name}: contribute to this building, make an offering, or go on"
            else:
                template = "{name}: contribute to this building, or go on"
            return _decision(p, CONTRIBUTE, template, name)
        if phase == ASSEMBLY:
            return _decision(p, ASSEMBLY, "{name}: jump from the Assembly Hall to any tile, or stay", name)
        return _decision(p, phase, "{name}: discard up to two cards, then draw two more than that", name)

    # ----- legal actions

    def legal_actions(self, state: BlueMoonCityState, player: int | None = None) -> list[Action]:
        if state.outcome is not None:
            return []
        p = state.current
        hand = state.hands[p]
        acts: list[Action] = []
        if state.phase == MOVE:
            pending = state.pending
            if pending is None:  # the commonest case first
                return listing.movement_actions(
                    state.tiles, state.figures[p], state.steps_left, hand, state.dragons
                )
            if pending["kind"] == "flit_jump":
                acts = listing.all_but(_MOVE_TO, state.tiles, state.figures[p])
            elif pending["kind"] == "dragon_fly":
                acts = listing.all_but(
                    _DRAGON_TO, state.tiles, state.dragons[DRAGONS.index(pending["dragon"])]
                )
            else:
                acts = listing.dragon_walk(state.tiles, state.dragons[DRAGONS.index(pending["dragon"])])
            acts.append(_CANCEL)
            return acts
        if state.phase == CONTRIBUTE:
            acts.extend(self._contributions(state))
            acts.append(_END_PHASE)
            return acts
        if state.phase == ASSEMBLY:
            acts = listing.all_but(_MOVE_TO, state.tiles, state.figures[p])
            acts.append(_END_PHASE)
            return acts
        # reset: discard 0, 1 or 2 cards (every choice listed)
        return listing.reset_actions(hand)

    def _contributions(self, state: BlueMoonCityState) -> Iterator[Action]:
        """The contribution phase's actions before "go on", one at a time: whether there
        is any at all is asked after every action, and the first one answers it."""
        p = state.current
        r, c = state.figures[p]
        tile = state.tiles[r][c]  # a figure always stands on a tile
        building = tile["building"]
        if building != COURTYARD and not tile["rebuilt"] and state.markers_left[p] > 0:
            hand = state.hands[p]
            boxes = BUILDINGS[building]["boxes"]
            markers = tile["markers"]
            # `box_payable` for each box, the tile already looked up
            for i in range(len(markers)):
                if markers[i] is None and hand_pays(hand, *boxes[i]):
                    yield Action("contribute", tile=[r, c], box=i)
        if offer_place_on(state, tile) is not None:
            if state.offerings_this_turn == 0:
                if offer_problem(state, None) is None:
                    yield Action("offer", cards=[])
            else:
                for card in state.hands[p]:
                    if CARDS[card][0] == "pillar" and CARDS[card][1] in (1, 2):
                        if offer_problem(state, card) is None:
                            yield Action("offer", cards=[card])

    # ----- checking an action

    def apply(
        self, state: BlueMoonCityState, action: Mapping[str, Any], player: int | None = None
    ) -> list[Event]:
        refused = self.basic_problem(state, action, player) or problem(state, action)
        if refused is not None:
            raise refused
        return self.apply_unchecked(state, action)

    def refusal(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction:
        return problem(state, action) or super().refusal(state, action)

    # ----- applying

    def apply_unchecked(
        self, state: BlueMoonCityState, action: Mapping[str, Any], player: int | None = None
    ) -> list[Event]:
        events: list[Event] = []
        handler = self._APPLY.get(action["type"])
        if handler is not None:
            handler(self, state, action, events)
        self._skip_empty_phases(state, events)
        return events

    def _apply_move(self, state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]) -> None:
        p = state.current
        frm = list(state.figures[p])
        to = list(action["to"])
        if state.phase == MOVE and state.pending is None:
            route = city.path(state.tiles, (frm[0], frm[1]), (to[0], to[1]))
            state.steps_left -= len(route) - 1
            events.append(_event({"type": "figure_moved", "player": p, "frm": frm, "to": to, "path": route}))
        else:
            card = None
            if state.pending is not None:
                card = state.pending["card"]
                self._spend(state, p, [card])
                state.pending = None
            events.append(_event({"type": "figure_jumped", "player": p, "frm": frm, "to": to, "card": card}))
        state.figures[p] = to
        if state.phase == ASSEMBLY:
            self._to_reset(state, events)

    def _apply_power(self, state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]) -> None:
        p = state.current
        card = action["card"]
        people, value = CARDS[card]
        if people == "flit" and value == 2:
            self._spend(state, p, [card])
            state.steps_left += FLIT_EXTRA_STEPS
            events.append(_event({"type": "power_used", "player": p, "card": card, "power": "flit_steps"}))
        elif people == "flit":
            state.pending = {"kind": "flit_jump", "card": card}
            events.append(_event({"type": "power_chosen", "player": p, "card": card, "power": "flit_jump"}))
        else:
            dragon = PEOPLES[people]["dragon"]
            power = "dragon_fly" if value == 1 else "dragon_walk"
            state.pending = {"kind": power, "card": card, "dragon": dragon}
            events.append(
                _event({"type": "power_chosen", "player": p, "card": card, "power": power, "dragon": dragon})
            )

    def _apply_dragon(self, state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]) -> None:
        p = state.current
        pending = state.pending
        index = DRAGONS.index(pending["dragon"])
        frm = state.dragons[index]
        to = list(action["to"])
        state.dragons[index] = to
        self._spend(state, p, [pending["card"]])
        state.pending = None
        events.append(
            _event(
                {
                    "type": "dragon_moved",
                    "player": p,
                    "dragon": pending["dragon"],
                    "frm": frm,
                    "to": to,
                    "card": pending["card"],
                }
            )
        )

    def _apply_cancel(self, state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]) -> None:
        events.append(
            _event({"type": "power_cancelled", "player": state.current, "card": state.pending["card"]})
        )
        state.pending = None

    def _apply_end_phase(
        self, state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]
    ) -> None:
        if state.phase == MOVE:
            state.phase = CONTRIBUTE
            events.append(_event({"type": "phase", "player": state.current, "phase": CONTRIBUTE}))
        elif state.phase == CONTRIBUTE:
            self.apply_end_contribution(state, events)
        else:  # staying on the Assembly Hall
            self._to_reset(state, events)

    def _apply_discard(
        self, state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]
    ) -> None:
        self._reset(state, list(action["cards"]), events)

    def _skip_empty_phases(self, state: BlueMoonCityState, events: list[Event]) -> None:
        """Leave a phase by itself when it offers nothing but "go on": movement with no step
        and no power left, a contribution phase where nothing can be paid or offered."""
        if state.outcome is not None or state.pending is not None:
            return
        p = state.current
        phase = state.phase
        if phase == MOVE:
            if state.steps_left > 0 or listing.has_power(state.hands[p], state.dragons):
                return
            state.phase = CONTRIBUTE
            events.append(_event({"type": "phase", "player": p, "phase": CONTRIBUTE, "auto": True}))
        elif phase != CONTRIBUTE:
            return
        if next(self._contributions(state), None) is None:
            events.append(_event({"type": "nothing_to_do", "player": p}))
            self.apply_end_contribution(state, events)

    def apply_end_contribution(self, state: BlueMoonCityState, events: list[Event]) -> None:
        """End the contribution phase: to the Assembly Hall jump (expansion) or the reset."""
        p = state.current
        if state.options["variants"]["expansion"]:
            tile = state.tile(state.figures[p])
            if tile["building"] != COURTYARD and BUILDINGS[tile["building"]]["ability"] == "jump":
                state.phase = ASSEMBLY
                events.append(_event({"type": "phase", "player": p, "phase": ASSEMBLY}))
                return
        self._to_reset(state, events)

    def _to_reset(self, state: BlueMoonCityState, events: list[Event]) -> None:
        state.phase = RESET
        events.append(_event({"type": "phase", "player": state.current, "phase": RESET}))

    def _spend(self, state: BlueMoonCityState, player: int, cards: list[int]) -> None:
        hand = state.hands[player]
        for card in cards:
            hand.remove(card)
            state.discard.append(card)

    def _draw(self, state: BlueMoonCityState, count: int, events: list[Event]) -> list[int]:
        """Cards off the deck; the discard pile is reshuffled when the deck runs out [SEED "Reset Phase"]."""
        deck = state.deck
        if 0 < count <= len(deck):  # the usual case in one slice: the top card first, as popped
            out = deck[: -count - 1 : -1]
            del deck[-count:]
            return out
        out = []
        for _ in range(count):
            if not state.deck:
                if not state.discard:
                    break
                state.deck = state.discard
                state.discard = []
                state.rng.shuffle(state.deck)
                events.append(_event({"type": "reshuffled", "cards": len(state.deck)}))
            out.append(state.deck.pop())
        return out

    def _give_scales(self, state: BlueMoonCityState, player: int, count: int) -> bool:
        """Scales to a player; those owed beyond the pool still count [SEED]. True when
        this took the last scale from the pool (golden-scale scoring is due)."""
        if count <= 0:
            return False
        state.scales[player] += count
        state.scale_pool = max(0, state.scale_pool - count)
        return state.scale_pool == 0

    def _score_scales(self, state: BlueMoonCityState, events: list[Event]) -> None:
        """Golden-scale scoring [SEED "Golden Scales & Dragons"; reference §1.6 item 6]."""
        top = max(state.scales)
        leaders = [p for p, n in enumerate(state.scales) if n == top]
        payouts: dict[int, int] = {}
        for p, n in enumerate(state.scales):
            if p in leaders:
                payouts[p] = SCALE_SOLE_LEADER if len(leaders) == 1 else SCALE_TIED_LEADER
            elif n >= SCALE_OTHERS_MIN:
                payouts[p] = SCALE_OTHERS
        for p, gain in payouts.items():
            state.crystals[p] += gain
        # those paid return their scales; in the designer's original rule everybody does
        everybody = state.options["variants"]["all_return_scales"]
        returned = {p: n for p, n in enumerate(state.scales) if n and (everybody or p in payouts)}
        for p in returned:
            state.scales[p] = 0
        state.scale_pool = max(0, state.scale_total - sum(state.scales))
        events.append(
            Event(
                "scales_scored",
                payouts={str(p): v for p, v in payouts.items()},
                returned={str(p): v for p, v in returned.items()},
                pool=state.scale_pool,
            )
        )

    def _contribute(self, state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]) -> None:
        p = state.current
        cell = tuple(action["tile"])
        tile = state.tile(cell)
        box = action["box"]
        people, value = BUILDINGS[tile["building"]]["boxes"][box]
        cards = list(action["cards"]) if "cards" in action else cheapest_set(state.hands[p], people, value)
        worth, paid_as = set_worth(cards, people)  # type: ignore[misc]
        self._spend(state, p, cards)
        tile["markers"][box] = p
        state.markers_left[p] -= 1
        events.append(
            Event(
                "contributed",
                player=p,
                tile=list(cell),
                box=box,
                cards=cards,
                worth=worth,
                paid_as=paid_as,
                building=tile["building"],
            )
        )
        scoring_due = False
        if state.contributions_this_turn == 0:
            n = dragons_at(state, cell)  # type: ignore[arg-type]
            if n:
                scoring_due = self._give_scales(state, p, n)
                events.append(Event("dragon_scales", player=p, scales=n, tile=list(cell)))
        state.contributions_this_turn += 1
        if scoring_due:
            self._score_scales(state, events)
        if all(m is not None for m in tile["markers"]):
            self._complete(state, cell, events)  # type: ignore[arg-type]
        self._check_end(state, events)

    def _complete(self, state: BlueMoonCityState, cell: tuple[int, int], events: list[Event]) -> None:
        tile = state.tile(cell)
        rewards, majority = completion_rewards(state, cell, tile["markers"])
        scoring_due = False
        returned: dict[int, int] = {}
        for m in tile["markers"]:
            returned[m] = returned.get(m, 0) + 1
        # everybody's reward, in turn order from the current player
        order = [(state.current + k) % state.players for k in range(state.players)]
        for p in order:
            if p not in rewards:
                continue
            r = rewards[p]
            state.crystals[p] += r["crystals"]
            if self._give_scales(state, p, r["scales"]):
                scoring_due = True
            state.incoming[p].extend(self._draw(state, r["cards"], events))
        for p, n in returned.items():
            state.markers_left[p] += n
        tile["markers"] = [None] * len(tile["markers"])
        tile["rebuilt"] = True  # figures and dragons stay on the flipped tile [SEED]
        events.append(
            Event(
                "building_completed",
                tile=list(cell),
                building=tile["building"],
                majority=majority,
                rewards={str(p): dict(r) for p, r in rewards.items()},
                markers_returned={str(p): n for p, n in returned.items()},
            )
        )
        if scoring_due:
            self._score_scales(state, events)

    def _offer(self, state: BlueMoonCityState, action: Mapping[str, Any], events: list[Event]) -> None:
        p = state.current
        cards = list(action["cards"])
        extra = offer_place(state) or 0
        if cards:
            extra += PILLAR_EXTRA_COST[CARDS[cards[0]][1]]
            self._spend(state, p, cards)
        cost = obelisk_cost(state, extra)
        index = state.obelisk.index(None)
        state.obelisk[index] = p
        state.crystals[p] -= cost  # type: ignore[operator]
        state.markers_left[p] -= 1
        state.offerings_this_turn += 1
        events.append(
            Event("offered", player=p, box=index, cost=cost, cards=cards, offerings=state.offerings(p))
        )
        self._check_end(state, events)

    def _reset(self, state: BlueMoonCityState, cards: list[int], events: list[Event]) -> None:
        p = state.current
        self._spend(state, p, cards)
        count = BASE_DRAW + len(cards)
        if state.options["variants"]["expansion"]:
            tile = state.tile(state.figures[p])
            if tile["building"] != COURTYARD and BUILDINGS[tile["building"]]["ability"] == "draw_two":
                count += HOSPITAL_EXTRA_DRAW
        drawn = self._draw(state, count, events)
        state.hands[p].extend(drawn)
        events.append(_event({"type": "reset", "player": p, "discarded": cards, "drew": len(drawn)}))
        # reward cards join the hands after the turn [SEED "Available Bonuses"]
        incoming = state.incoming
        for q in range(state.players):
            if incoming[q]:
                events.append(_event({"type": "cards_joined", "player": q, "count": len(incoming[q])}))
                state.hands[q].extend(incoming[q])
                incoming[q] = []
        self._check_end(state, events)
        if state.outcome is not None:
            return
        state.current = (p + 1) % state.players
        state.turn += 1
        self._start_turn(state)
        events.append(_event({"type": "turn", "player": state.current}))

    # ----- the end

    def can_offer_ever(self, state: BlueMoonCityState, player: int) -> bool:
        """Could this player still make an offering with what they have (city rebuilt)?"""
        cost = obelisk_cost(state)
        return cost is not None and state.markers_left[player] > 0 and state.crystals[player] >= cost

    def _nobody_can_offer(self, state: BlueMoonCityState) -> bool:
        """`can_offer_ever` false for every player, the obelisk looked at once."""
        obelisk = state.obelisk
        if None not in obelisk:  # full: no offering can be made (obelisk_cost is None)
            return True
        cost = OBELISK_BOXES[state.players][obelisk.index(None)]  # obelisk_cost, in C
        markers, crystals = state.markers_left, state.crystals
        return not any(markers[p] > 0 and crystals[p] >= cost for p in range(state.players))

    def _check_end(self, state: BlueMoonCityState, events: list[Event]) -> None:
        if state.outcome is not None:
            return
        n = state.players
        target = OFFERINGS_TO_WIN[n]
        obelisk = state.obelisk
        # fewer offerings in all than one winner needs: nobody has won (one count, not n)
        for p in range(n) if len(obelisk) - obelisk.count(None) >= target else ():
            if obelisk.count(p) >= target:
                state.outcome = {"kind": "offerings", "winners": [p]}
                break
        else:
            if not any(state.markers_left):
                state.outcome = {"kind": "draw", "winners": []}
            # both questions are pure; the cheaper, and more often false, one goes first
            elif self._nobody_can_offer(state) and city_rebuilt(state):
                ranking = self._ranking(state)
                state.outcome = {"kind": "stalled", "winners": list(ranking[0])}
        if state.outcome is not None:
            state.phase = OVER
            state.pending = None
            events.append(
                Event("game_over", kind=state.outcome["kind"], winners=list(state.outcome["winners"]))
            )

    def _ranking(self, state: BlueMoonCityState) -> list[list[int]]:
        keys = [(state.offerings(p), state.crystals[p]) for p in range(state.players)]
        return rank_by(keys, keys)

    def result(self, state: BlueMoonCityState) -> Result | None:
        if state.outcome is None:
            return None
        kind = state.outcome["kind"]
        winners = list(state.outcome["winners"])
        ranking = self._ranking(state)
        if kind == "offerings":
            ranking = [winners] + [[p for p in g if p not in winners] for g in ranking]
            ranking = [g for g in ranking if g]
            reason = tr(CTX, "reached {n} offerings to the obelisk", n=OFFERINGS_TO_WIN[state.players])
        elif kind == "draw":
            ranking = [list(range(state.players))]
            reason = tr(CTX, "every player ran out of markers: a draw")
        else:
            reason = tr(CTX, "the city is rebuilt and nobody can offer more: most offerings, then crystals")
        return Result(
            winners=winners,
            scores=[float(state.offerings(p)) for p in range(state.players)],
            ranking=ranking,
            reason=reason,
            breakdown=self._breakdown(state),
        )

    def _breakdown(self, state: BlueMoonCityState) -> dict[int, dict[str, Any]]:
        return {
            p: {
                "offerings": state.offerings(p),
                "crystals": state.crystals[p],
                "scales": state.scales[p],
                "markers left": state.markers_left[p],
            }
            for p in range(state.players)
        }

    def time_limit_result(self, state: BlueMoonCityState) -> Result:
        ranking = self._ranking(state)
        return Result(
            winners=list(ranking[0]),
            scores=[float(state.offerings(p)) for p in range(state.players)],
            ranking=ranking,
            reason=tr(CTX, "time limit: most offerings, then most crystals"),
            breakdown=self._breakdown(state),
            capped=True,
        )

    # ----- checks

    def invariants(self, state: BlueMoonCityState) -> list[str]:
        bad = []
        places = list(state.deck) + list(state.discard)
        for h in state.hands:
            places.extend(h)
        for h in state.incoming:
            places.extend(h)
        if sorted(places) != list(range(CARD_COUNT)):
            bad.append("the 80 cards are not each in exactly one place")
        for p in range(state.players):
            on_board = sum(
                1 for row in state.tiles for t in row if t is not None for m in t["markers"] if m == p
            )
            on_board += state.offerings(p)
            if on_board + state.markers_left[p] != MARKERS_PER_PLAYER:
                bad.append(f"player {p + 1} does not have 10 markers on the board and in supply")
            if state.crystals[p] < 0:
                bad.append(f"player {p + 1} has negative crystals")
        if state.scale_pool < 0 or state.scale_pool > state.scale_total:
            bad.append("the scale pool is out of range")
        held = sum(state.scales)
        if state.scale_pool > 0 and held + state.scale_pool != state.scale_total:
            bad.append("golden scales are not conserved")
        if held + state.scale_pool < state.scale_total:
            bad.append("golden scales went missing")
        if (
            state.outcome is None
            and state.pending is not None
            and state.pending["card"] not in state.hands[state.current]
        ):
            bad.append("a pending power's card is not in hand")
        return bad

    # ----- what each player may see

    def observation(self, state: BlueMoonCityState, player: int | None) -> dict[str, Any]:
        data = state.to_json()
        n = state.players
        data.pop("rng")
        data["deck"] = None
        data["deck_count"] = len(state.deck)
        data["hand_counts"] = [len(h) for h in state.hands]
        data["hands"] = [list(h) if p == player else None for p, h in enumerate(state.hands)]
        data["crystals"] = [c if p == player else None for p, c in enumerate(state.crystals)]
        # reward cards lie face down until the turn ends: only their number is known
        data["incoming"] = None
        data["incoming_counts"] = [len(h) for h in state.incoming]
        data["offerings"] = [state.offerings(p) for p in range(n)]
        data["offerings_to_win"] = OFFERINGS_TO_WIN[n]
        data["obelisk_costs"] = list(OBELISK_BOXES[n])
        if state.pending is not None and player != state.current:
            data["pending"] = {k: v for k, v in state.pending.items() if k != "card"}
        return data

    # ----- text

    def event_text(self, event: Mapping[str, Any], names: list[str]) -> str:
        return texts.event_text(event, names)

    def action_label(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> str:
        return texts.action_label(state, action) or super().action_label(state, action)

    def rules_text(self) -> str:
        return texts.rules_text()

    @staticmethod
    def _cards_held(state: BlueMoonCityState, player: int) -> str:
        """Cards in hand, and the reward cards lying face down until the turn ends [SEED]."""
        waiting = len(state.incoming[player])
        if not waiting:
            return str(len(state.hands[player]))
        return tr(CTX, "{n} (+{k} after the turn)", n=len(state.hands[player]), k=waiting)

    def player_panel(self, state: BlueMoonCityState, viewer: int | None) -> list[list[tuple[str, str]]]:
        goal = OFFERINGS_TO_WIN[state.players]
        over = state.outcome is not None  # crystals are shown once the game is decided (the tie-break)
        rows = []
        for p in range(state.players):
            rows.append(
                [
                    (tr(CTX, "Offerings"), f"{state.offerings(p)} / {goal}"),
                    (tr(CTX, "Crystals"), str(state.crystals[p]) if p == viewer or over else "?"),
                    (tr(CTX, "Golden scales"), str(state.scales[p])),
                    (tr(CTX, "Markers left"), str(state.markers_left[p])),
                    (tr(CTX, "Cards"), self._cards_held(state, p)),
                ]
            )
        return rows

    #: apply_unchecked's handler for each kind of action (a table instead of a chain of ifs:
    #: the common movement actions no longer test every kind before theirs)
    _APPLY = {
        "move": _apply_move,
        "power": _apply_power,
        "dragon": _apply_dragon,
        "cancel": _apply_cancel,
        "end_phase": _apply_end_phase,
        "contribute": _contribute,
        "offer": _offer,
        "discard": _apply_discard,
    }
