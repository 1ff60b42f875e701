"""Blue Moon City (Reiner Knizia): the rules.

Rules from seed 001 (from "Welcome to Blue Moon City…") with the data and
corrections of `shared/reference/bluemooncity_blueprints.md` part 1.

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
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Decision, Event, IllegalAction, Result, Rules, Variant, rank_by
from ...engine.i18n import tr
from ...engine.rng import Rng
from . import city
from .data import (
    ABILITY_TEXT,
    BASE_DRAW,
    BUILDINGS,
    CARD_COUNT,
    CARDS,
    COURTYARD,
    DRAGON_WALK_STEPS,
    DRAGONS,
    FLIT_EXTRA_STEPS,
    GOLDEN_SCALES,
    HAND_SIZE,
    HOSPITAL_EXTRA_DRAW,
    MARKERS_PER_PLAYER,
    MAX_RESET_DISCARD,
    MOVE_STEPS,
    MOVEMENT,
    OBELISK_BOXES,
    OFFERINGS_TO_WIN,
    PEOPLES,
    PILLAR_EXTRA_COST,
    SCALE_OTHERS,
    SCALE_OTHERS_MIN,
    SCALE_SOLE_LEADER,
    SCALE_TIED_LEADER,
    SHRINE_EXTRA_COST,
)
from .payment import cheapest_set, max_worth, set_worth
from .state import ASSEMBLY, CONTRIBUTE, MOVE, OVER, RESET, BlueMoonCityState

CTX = "bluemooncity"
BOX_COUNT = {b: len(info["boxes"]) for b, info in BUILDINGS.items()}
REWARD_KEYS = ("crystals", "scales", "cards")


# --------------------------------------------------------------------------- small helpers


def _cell(value: Any) -> tuple[int, int] | None:
    """A [r, c] field as a tuple, or None when it is not two whole numbers."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        r, c = value
        if all(isinstance(x, int) and not isinstance(x, bool) for x in (r, c)):
            return (r, c)
    return None


def _card_list(value: Any) -> list[int] | None:
    if not isinstance(value, (list, tuple)):
        return None
    out = []
    for x in value:
        if not isinstance(x, int) or isinstance(x, bool) or not 0 <= x < CARD_COUNT:
            return None
        out.append(x)
    if len(set(out)) != len(out):
        return None
    return out


def _discard_action(cards: list[int]) -> Action:
    """Action("discard", cards=cards), built without keyword parsing: the reset phase lists
    a hundred or more of them and random playouts spend their time here."""
    action = Action.__new__(Action)
    dict.update(action, type="discard", cards=cards)
    return action


def _people_name(people: str) -> str:
    return PEOPLES[people]["name"] if people in PEOPLES else tr(CTX, "any people")


def _building_name(building: str) -> str:
    if building == COURTYARD:
        return tr(CTX, "the Courtyard")
    return BUILDINGS[building]["name"]


#: cards whose power works in the movement phase, and the dragon each moves (None for Flit)
MOVEMENT_POWERS: dict[int, tuple[str | None, int]] = {
    card: (PEOPLES[people]["dragon"], value)
    for card, (people, value) in enumerate(CARDS)
    if value in (1, 2) and PEOPLES[people]["phase"] == MOVEMENT
}


def _is_power_card(card: int, phase: str) -> bool:
    people, value = CARDS[card]
    return value in (1, 2) and PEOPLES[people]["phase"] == phase


def _add_reward(total: dict[str, int], reward: Mapping[str, int]) -> None:
    for key in REWARD_KEYS:
        total[key] = total.get(key, 0) + reward.get(key, 0)


# --------------------------------------------------------------------------- public helpers for views and bots


def reachable_tiles(state: BlueMoonCityState, player: int) -> list[list[int]]:
    """Cells the player's figure may move to now (glow in the view): 1..steps_left
    orthogonal steps, or any other tile with a pending Flit value-1 jump."""
    here = tuple(state.figures[player])
    if player != state.current or state.outcome is not None:
        return []
    pending = state.pending
    if state.phase == ASSEMBLY or (state.phase == MOVE and pending and pending["kind"] == "flit_jump"):
        return [list(c) for c in city.all_cells(state.tiles) if c != here]
    if state.phase != MOVE or pending is not None or state.steps_left <= 0:
        return []
    return city.within(state.tiles, here, 1, state.steps_left)  # type: ignore[arg-type]


def dragon_targets(state: BlueMoonCityState) -> list[list[int]]:
    """Cells a pending dragon power may send its dragon to."""
    pending = state.pending
    if not pending or pending["kind"] not in ("dragon_fly", "dragon_walk"):
        return []
    index = DRAGONS.index(pending["dragon"])
    where = state.dragons[index]
    if pending["kind"] == "dragon_fly":
        return [list(c) for c in city.all_cells(state.tiles) if where is None or c != tuple(where)]
    return city.within(state.tiles, tuple(where), 1, DRAGON_WALK_STEPS)  # type: ignore[arg-type]


def suggest_payment(state: BlueMoonCityState, player: int, tile: Any, box: int) -> list[int] | None:
    """The cheapest set of the player's cards that pays this box (least card value
    spent, then fewest cards), or None when the hand cannot pay it."""
    t = state.tile(tile) if _cell(tile) else None
    if t is None or t["building"] == COURTYARD or not 0 <= box < len(t["markers"]):
        return None
    people, value = BUILDINGS[t["building"]]["boxes"][box]
    return cheapest_set(state.hands[player], people, value)


def box_payable(state: BlueMoonCityState, player: int, tile: Any, box: int) -> bool:
    t = state.tile(tile) if _cell(tile) else None
    if t is None or t["building"] == COURTYARD or t["rebuilt"] or not 0 <= box < len(t["markers"]):
        return False
    if t["markers"][box] is not None:
        return False
    people, value = BUILDINGS[t["building"]]["boxes"][box]
    return max_worth(state.hands[player], people) >= value


def dragons_at(state: BlueMoonCityState, cell: tuple[int, int]) -> int:
    return sum(1 for d in state.dragons if d is not None and tuple(d) == cell)


def box_reward(state: BlueMoonCityState, tile: Any, box: int, player: int | None = None) -> dict[str, Any]:
    """What paying this box now earns `player` (default: whose turn it is):
    {"scales": dragon scales, "completes": bool, "crystals", "scales_total", "cards",
    "majority": player who would get the majority bonus}."""
    p = state.current if player is None else player
    cell = _cell(tile)
    t = state.tile(cell) if cell else None
    out: dict[str, Any] = {"dragon_scales": 0, "completes": False, "crystals": 0, "scales": 0, "cards": 0}
    if t is None or t["building"] == COURTYARD or not 0 <= box < len(t["markers"]):
        return out
    if state.contributions_this_turn == 0:
        out["dragon_scales"] = dragons_at(state, cell)  # type: ignore[arg-type]
    out["scales"] = out["dragon_scales"]
    markers = list(t["markers"])
    markers[box] = p
    if all(m is not None for m in markers):
        out["completes"] = True
        rewards, majority = completion_rewards(state, cell, markers)  # type: ignore[arg-type]
        out["majority"] = majority
        for key in REWARD_KEYS:
            out[key] += rewards.get(p, {}).get(key, 0)
    return out


def completion_rewards(
    state: BlueMoonCityState, cell: tuple[int, int], markers: list[int | None]
) -> tuple[dict[int, dict[str, int]], int]:
    """Rewards of every contributor when a building with these markers is completed
    [SEED "Earning Points from Buildings"; reference §1.6 item 4], and the majority winner."""
    info = BUILDINGS[state.tiles[cell[0]][cell[1]]["building"]]
    counts: dict[int, int] = {}
    leftmost: dict[int, int] = {}
    for i, p in enumerate(markers):
        if p is None:
            continue
        counts[p] = counts.get(p, 0) + 1
        leftmost.setdefault(p, i)
    top = max(counts.values())
    # ties go to the tied player whose marker sits farther left (FFG rule, reference §0)
    majority = min((p for p, n in counts.items() if n == top), key=lambda p: leftmost[p])
    rewards: dict[int, dict[str, int]] = {p: {k: 0 for k in REWARD_KEYS} for p in counts}
    _add_reward(rewards[majority], info["majority"])
    neighbours = [
        state.tiles[r][c]
        for r, c in city.neighbours(state.tiles, cell)
        if state.tiles[r][c]["rebuilt"] and state.tiles[r][c]["building"] != COURTYARD
    ]
    for p in counts:
        _add_reward(rewards[p], info["construction"])
        for n in neighbours:  # once per neighbouring building, however many markers
            _add_reward(rewards[p], BUILDINGS[n["building"]]["neighbourhood"])
    return rewards, majority


def obelisk_cost(state: BlueMoonCityState, extra: int = 0) -> int | None:
    """Crystals the next offering costs (lowest free box), or None when the obelisk is full."""
    boxes = OBELISK_BOXES[state.players]
    for i, owner in enumerate(state.obelisk):
        if owner is None:
            return boxes[i] + extra
    return None


def city_rebuilt(state: BlueMoonCityState) -> bool:
    return all(t is None or t["rebuilt"] for row in state.tiles for t in row)


# --------------------------------------------------------------------------- the rules


class BlueMoonCityRules(Rules):
    game_id = "bluemooncity"
    rules_version = 1
    min_players = 2
    max_players = 4
    action_cap = 5000  # random playouts end by themselves in about 9 games of 10 within it
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
        s.scale_total = GOLDEN_SCALES[n]
        s.scale_pool = GOLDEN_SCALES[n]
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
        name = state.options["names"][state.current]
        phase = state.phase
        if phase == MOVE:
            if state.pending:
                kind = state.pending["kind"]
                if kind == "flit_jump":
                    prompt = tr(CTX, "{name}: choose any tile for your figure (Flit)", name=name)
                else:
                    prompt = tr(
                        CTX,
                        "{name}: choose where the {dragon} dragon goes",
                        name=name,
                        dragon=tr(CTX, state.pending["dragon"]),
                    )
                return Decision(state.current, "power_target", prompt, secret=True)
            if state.steps_left == 1:
                prompt = tr(CTX, "{name}: move your figure one step or play a movement power", name=name)
            elif state.steps_left > 1:
                prompt = tr(
                    CTX,
                    "{name}: move your figure up to {steps} steps or play a movement power",
                    name=name,
                    steps=state.steps_left,
                )
            else:
                prompt = tr(CTX, "{name}: play a movement power or end your movement", name=name)
        elif phase == CONTRIBUTE:
            prompt = tr(CTX, "{name}: contribute to this building, make an offering, or go on", name=name)
        elif phase == ASSEMBLY:
            prompt = tr(CTX, "{name}: jump from the Assembly Hall to any tile, or stay", name=name)
        else:
            prompt = tr(CTX, "{name}: discard up to two cards, then draw two more than that", name=name)
        return Decision(state.current, phase, prompt, secret=True)

    # ----- legal actions

    def legal_actions(self, state: BlueMoonCityState) -> list[Action]:
        if state.outcome is not None:
            return []
        p = state.current
        hand = state.hands[p]
        acts: list[Action] = []
        if state.phase == MOVE:
            pending = state.pending
            if pending is not None:
                if pending["kind"] == "flit_jump":
                    acts = [Action("move", to=c) for c in reachable_tiles(state, p)]
                else:
                    acts = [Action("dragon", to=c) for c in dragon_targets(state)]
                acts.append(Action("cancel"))
                return acts
            acts = [Action("move", to=c) for c in reachable_tiles(state, p)]
            for card in hand:
                if self._power_usable(state, card):
                    acts.append(Action("power", card=card))
            acts.append(Action("end_phase"))
            return acts
        if state.phase == CONTRIBUTE:
            here = tuple(state.figures[p])
            tile = state.tile(here)
            if tile["building"] != COURTYARD and not tile["rebuilt"] and state.markers_left[p] > 0:
                for i in range(len(tile["markers"])):
                    if box_payable(state, p, here, i):
                        acts.append(Action("contribute", tile=list(here), box=i))
            if self._offer_place(state) is not None:
                if state.offerings_this_turn == 0:
                    if self._offer_problem(state, None) is None:
                        acts.append(Action("offer", cards=[]))
                else:
                    for card in hand:
                        if CARDS[card][0] == "pillar" and CARDS[card][1] in (1, 2):
                            if self._offer_problem(state, card) is None:
                                acts.append(Action("offer", cards=[card]))
            acts.append(Action("end_phase"))
            return acts
        if state.phase == ASSEMBLY:
            acts = [Action("move", to=c) for c in reachable_tiles(state, p)]
            acts.append(Action("end_phase"))
            return acts
        # reset: discard 0, 1 or 2 cards (every choice listed)
        acts.append(Action("discard", cards=[]))
        for a in hand:
            acts.append(_discard_action([a]))
        for i, a in enumerate(hand):
            for b in hand[i + 1 :]:
                acts.append(_discard_action([a, b]))
        return acts

    def _power_usable(self, state: BlueMoonCityState, card: int) -> bool:
        power = MOVEMENT_POWERS.get(card)
        if power is None:
            return False
        dragon, value = power
        if dragon is not None and value == 2:
            # a dragon must already be in the city to walk [reference §1.2]
            return state.dragons[DRAGONS.index(dragon)] is not None
        return True

    def _offer_place(self, state: BlueMoonCityState) -> int | None:
        """Extra crystals an offering costs where the figure stands, or None if none can be made there."""
        tile = state.tile(state.figures[state.current])
        if tile["building"] == COURTYARD:
            return 0
        if (
            state.options["variants"]["expansion"]
            and BUILDINGS[tile["building"]]["ability"] == "shrine_offering"
        ):
            return SHRINE_EXTRA_COST
        return None

    def _offer_problem(self, state: BlueMoonCityState, pillar: int | None) -> IllegalAction | None:
        p = state.current
        place = self._offer_place(state)
        if place is None:
            return IllegalAction(
                "not_courtyard",
                tr(CTX, "Offerings to the obelisk are made on the Courtyard: walk there first."),
            )
        if pillar is None and state.offerings_this_turn > 0:
            return IllegalAction(
                "one_offering",
                tr(CTX, "Only one offering per turn; a Pillar card of value 1 or 2 allows one more."),
            )
        if pillar is not None:
            if state.offerings_this_turn == 0:
                return IllegalAction(
                    "pillar_first",
                    tr(CTX, "A Pillar card gives a further offering: make a normal offering first."),
                )
            people, value = CARDS[pillar]
            if pillar not in state.hands[p] or people != "pillar" or value not in (1, 2):
                return IllegalAction(
                    "not_pillar",
                    tr(CTX, "A further offering needs a Pillar card of value 1 or 2 from your hand."),
                )
        if state.markers_left[p] <= 0:
            return IllegalAction(
                "no_marker", tr(CTX, "You have no marker left, so you cannot make an offering.")
            )
        extra = place + (PILLAR_EXTRA_COST[CARDS[pillar][1]] if pillar is not None else 0)
        cost = obelisk_cost(state, extra)
        if cost is None:
            return IllegalAction("obelisk_full", tr(CTX, "The obelisk is full."))
        if state.crystals[p] < cost:
            return IllegalAction(
                "too_poor",
                tr(
                    CTX,
                    "The next obelisk box costs {cost} crystals and you have {have}.",
                    cost=cost,
                    have=state.crystals[p],
                ),
            )
        return None

    # ----- checking an action

    def apply(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> list[Event]:
        if self.decision(state) is None:
            raise IllegalAction("game_over", tr("engine", "The game is over."))
        if not isinstance(action, Mapping) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed", tr("engine", "That is not a move of this game."))
        problem = self._problem(state, action)
        if problem is not None:
            raise problem
        return self.apply_unchecked(state, action)

    def refusal(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction:
        return self._problem(state, action) or super().refusal(state, action)

    def _problem(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> IllegalAction | None:
        """Why this action is not allowed now (a sentence that teaches the rule), or None."""
        kind = action.get("type")
        keys = set(action) - {"type"}
        phase_of = {
            "move": (MOVE, ASSEMBLY),
            "power": (MOVE,),
            "dragon": (MOVE,),
            "cancel": (MOVE,),
            "end_phase": (MOVE, CONTRIBUTE, ASSEMBLY),
            "contribute": (CONTRIBUTE,),
            "offer": (CONTRIBUTE,),
            "discard": (RESET,),
        }
        fields = {
            "move": [{"to"}],
            "power": [{"card"}],
            "dragon": [{"to"}],
            "cancel": [set()],
            "end_phase": [set()],
            "contribute": [{"tile", "box"}, {"tile", "box", "cards"}],
            "offer": [{"cards"}],
            "discard": [{"cards"}],
        }
        if kind not in phase_of:
            return IllegalAction("unknown", tr(CTX, "That is not a move of Blue Moon City."))
        if keys not in fields[kind]:
            return IllegalAction("malformed", tr(CTX, "That move is missing a detail or has one too many."))
        if state.phase not in phase_of[kind]:
            return self._wrong_phase(state, kind)
        p = state.current
        hand = state.hands[p]
        pending = state.pending
        if kind in ("move", "dragon", "power", "end_phase") and state.phase == MOVE:
            if pending is not None and kind in ("power", "end_phase"):
                return IllegalAction(
                    "pending", tr(CTX, "First choose the target of the power you played, or cancel it.")
                )
            if kind == "dragon" and (pending is None or pending["kind"] == "flit_jump"):
                return IllegalAction(
                    "no_dragon_power", tr(CTX, "Play a Vulca, Terrah or Aqua card to move a dragon.")
                )
            if kind == "move" and pending is not None and pending["kind"] != "flit_jump":
                return IllegalAction(
                    "pending", tr(CTX, "First choose where the dragon goes, or cancel the power.")
                )
        if kind == "cancel" and pending is None:
            return IllegalAction("nothing_pending", tr(CTX, "There is no power waiting for a target."))
        if kind == "move":
            to = _cell(action["to"])
            if to is None or state.tile(to) is None:
                return IllegalAction("off_city", tr(CTX, "Figures move only onto tiles of the city."))
            if list(to) not in reachable_tiles(state, p):
                if to == tuple(state.figures[p]):
                    return IllegalAction("same_tile", tr(CTX, "Your figure already stands there."))
                return IllegalAction(
                    "too_far",
                    tr(
                        CTX,
                        "You can move only {steps} more orthogonal steps (no diagonals); "
                        "a grey Flit card takes you farther.",
                        steps=state.steps_left,
                    ),
                )
            return None
        if kind == "dragon":
            to = _cell(action["to"])
            if to is None or state.tile(to) is None:
                return IllegalAction("off_city", tr(CTX, "Dragons land only on tiles of the city."))
            if list(to) not in dragon_targets(state):
                return IllegalAction(
                    "dragon_too_far",
                    tr(
                        CTX,
                        "With a value-2 card the dragon moves 1 to {n} orthogonal steps.",
                        n=DRAGON_WALK_STEPS,
                    ),
                )
            return None
        if kind == "power":
            card = action["card"]
            if not isinstance(card, int) or isinstance(card, bool) or card not in hand:
                return IllegalAction("not_in_hand", tr(CTX, "You can only play cards from your hand."))
            people, value = CARDS[card]
            if value == 3:
                return IllegalAction("no_power", tr(CTX, "Cards of value 3 have no power."))
            if PEOPLES[people]["phase"] != MOVEMENT:
                return IllegalAction(
                    "contribution_power",
                    tr(
                        CTX,
                        "{people} cards work in the contribution phase, as part of paying a box or an offering.",
                        people=_people_name(people),
                    ),
                )
            if not self._power_usable(state, card):
                return IllegalAction(
                    "dragon_outside",
                    tr(
                        CTX,
                        "The {dragon} dragon is still beside the city: only a value-1 card can fly it in.",
                        dragon=tr(CTX, PEOPLES[people]["dragon"]),
                    ),
                )
            return None
        if kind == "contribute":
            return self._contribution_problem(state, action)
        if kind == "offer":
            cards = _card_list(action["cards"])
            if cards is None or len(cards) > 1:
                return IllegalAction("malformed", tr(CTX, "An offering uses no card, or one Pillar card."))
            return self._offer_problem(state, cards[0] if cards else None)
        if kind == "discard":
            cards = _card_list(action["cards"])
            if cards is None or not set(cards) <= set(hand):
                return IllegalAction("not_in_hand", tr(CTX, "You can only discard cards from your hand."))
            if len(cards) > MAX_RESET_DISCARD:
                return IllegalAction(
                    "too_many", tr(CTX, "In the reset phase you may discard at most two cards.")
                )
            return None
        return None

    def _wrong_phase(self, state: BlueMoonCityState, kind: str) -> IllegalAction:
        if kind in ("move", "power", "dragon", "cancel"):
            return IllegalAction(
                "not_movement",
                tr(
                    CTX, "Moving and the powers of Vulca, Terrah, Aqua and Flit belong to the movement phase."
                ),
            )
        if kind == "offer" and state.offerings_this_turn > 0:
            return IllegalAction(
                "one_offering",
                tr(CTX, "Only one offering per turn; a Pillar card of value 1 or 2 allows one more."),
            )
        if kind in ("contribute", "offer"):
            return IllegalAction(
                "not_contribution", tr(CTX, "Contributions and offerings belong to the contribution phase.")
            )
        if kind == "discard":
            return IllegalAction("not_reset", tr(CTX, "Cards are discarded for new ones in the reset phase."))
        return IllegalAction(
            "reset", tr(CTX, "Choose up to two cards to discard: the reset cannot be skipped.")
        )

    def _contribution_problem(
        self, state: BlueMoonCityState, action: Mapping[str, Any]
    ) -> IllegalAction | None:
        p = state.current
        cell = _cell(action["tile"])
        here = tuple(state.figures[p])
        if cell is None or cell != here:
            return IllegalAction(
                "not_here", tr(CTX, "You can contribute only to the building your figure stands on.")
            )
        tile = state.tile(here)
        if tile["building"] == COURTYARD:
            return IllegalAction(
                "courtyard", tr(CTX, "The Courtyard has no boxes: here you make an offering to the obelisk.")
            )
        if tile["rebuilt"]:
            return IllegalAction("rebuilt", tr(CTX, "This building is already rebuilt."))
        box = action["box"]
        if not isinstance(box, int) or isinstance(box, bool) or not 0 <= box < len(tile["markers"]):
            return IllegalAction("no_box", tr(CTX, "This building has no such box."))
        if tile["markers"][box] is not None:
            return IllegalAction("box_taken", tr(CTX, "That box already holds a marker."))
        if state.markers_left[p] <= 0:
            return IllegalAction("no_marker", tr(CTX, "You have no marker left, so you cannot contribute."))
        people, value = BUILDINGS[tile["building"]]["boxes"][box]
        if "cards" not in action:
            if max_worth(state.hands[p], people) < value:
                return IllegalAction(
                    "cannot_pay",
                    tr(
                        CTX,
                        "Your cards cannot pay this box: it needs {people} cards worth {value}.",
                        people=_people_name(people),
                        value=value,
                    ),
                )
            return None
        cards = _card_list(action["cards"])
        if cards is None or not cards or not set(cards) <= set(state.hands[p]):
            return IllegalAction("not_in_hand", tr(CTX, "Pay with cards from your hand."))
        worth = set_worth(cards, people)
        if worth is None:
            return IllegalAction(
                "card_unused",
                tr(
                    CTX,
                    "Every card must count: use {people} cards, Khind as a wild 1, two Mimix as a wild 3, "
                    "or Hoax to recolour.",
                    people=_people_name(people),
                ),
            )
        if worth[0] < value:
            return IllegalAction(
                "too_little",
                tr(
                    CTX,
                    "These cards are worth {worth}; this box needs at least {value}.",
                    worth=worth[0],
                    value=value,
                ),
            )
        return None

    # ----- applying

    def apply_unchecked(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> list[Event]:
        kind = action["type"]
        p = state.current
        events: list[Event] = []
        if kind == "move":
            frm = list(state.figures[p])
            to = list(action["to"])
            if state.phase == MOVE and state.pending is None:
                route = city.path(state.tiles, tuple(frm), tuple(to))  # type: ignore[arg-type]
                state.steps_left -= len(route) - 1
                events.append(Event("figure_moved", player=p, frm=frm, to=to, path=route))
            else:
                card = None
                if state.pending is not None:
                    card = state.pending["card"]
                    self._spend(state, p, [card])
                    state.pending = None
                events.append(Event("figure_jumped", player=p, frm=frm, to=to, card=card))
            state.figures[p] = to
            if state.phase == ASSEMBLY:
                self._to_reset(state, events)
        elif kind == "power":
            card = action["card"]
            people, value = CARDS[card]
            dragon = PEOPLES[people]["dragon"]
            if people == "flit" and value == 2:
                self._spend(state, p, [card])
                state.steps_left += FLIT_EXTRA_STEPS
                events.append(Event("power_used", player=p, card=card, power="flit_steps"))
            elif people == "flit":
                state.pending = {"kind": "flit_jump", "card": card}
                events.append(Event("power_chosen", player=p, card=card, power="flit_jump"))
            else:
                kind2 = "dragon_fly" if value == 1 else "dragon_walk"
                state.pending = {"kind": kind2, "card": card, "dragon": dragon}
                events.append(Event("power_chosen", player=p, card=card, power=kind2, dragon=dragon))
        elif kind == "dragon":
            pending = state.pending
            index = DRAGONS.index(pending["dragon"])
            frm = state.dragons[index]
            to = list(action["to"])
            state.dragons[index] = to
            self._spend(state, p, [pending["card"]])
            state.pending = None
            events.append(
                Event(
                    "dragon_moved", player=p, dragon=pending["dragon"], frm=frm, to=to, card=pending["card"]
                )
            )
        elif kind == "cancel":
            events.append(Event("power_cancelled", player=p, card=state.pending["card"]))
            state.pending = None
        elif kind == "end_phase":
            if state.phase == MOVE:
                state.phase = CONTRIBUTE
                events.append(Event("phase", player=p, phase=CONTRIBUTE))
            elif state.phase == CONTRIBUTE:
                self.apply_end_contribution(state, events)
            else:  # staying on the Assembly Hall
                self._to_reset(state, events)
        elif kind == "contribute":
            self._contribute(state, action, events)
        elif kind == "offer":
            self._offer(state, action, events)
        elif kind == "discard":
            self._reset(state, list(action["cards"]), events)
        self._skip_empty_phases(state, events)
        return events

    def _skip_empty_phases(self, state: BlueMoonCityState, events: list[Event]) -> None:
        """Leave a phase by itself when it offers nothing but "go on": movement with no step
        and no power left, a contribution phase where nothing can be paid or offered."""
        if state.outcome is not None or state.pending is not None:
            return
        p = state.current
        if state.phase == MOVE and state.steps_left <= 0:
            if not any(self._power_usable(state, c) for c in state.hands[p]):
                state.phase = CONTRIBUTE
                events.append(Event("phase", player=p, phase=CONTRIBUTE, auto=True))
        if state.phase == CONTRIBUTE and self.legal_actions(state) == [Action("end_phase")]:
            events.append(Event("nothing_to_do", player=p))
            self.apply_end_contribution(state, events)

    def apply_end_contribution(self, state: BlueMoonCityState, events: list[Event]) -> None:
        """End the contribution phase: to the Assembly Hall jump (expansion) or the reset."""
        p = state.current
        tile = state.tile(state.figures[p])
        if (
            state.options["variants"]["expansion"]
            and tile["building"] != COURTYARD
            and BUILDINGS[tile["building"]]["ability"] == "jump"
        ):
            state.phase = ASSEMBLY
            events.append(Event("phase", player=p, phase=ASSEMBLY))
        else:
            self._to_reset(state, events)

    def _to_reset(self, state: BlueMoonCityState, events: list[Event]) -> None:
        state.phase = RESET
        events.append(Event("phase", player=state.current, phase=RESET))

    def _spend(self, state: BlueMoonCityState, player: int, cards: list[int]) -> None:
        hand = state.hands[player]
        for card in cards:
            hand.remove(card)
            state.discard.append(card)

    def _draw(self, state: BlueMoonCityState, count: int, events: list[Event]) -> list[int]:
        """Cards off the deck; the discard pile is reshuffled when the deck runs out [SEED "Reset Phase"]."""
        out = []
        for _ in range(count):
            if not state.deck:
                if not state.discard:
                    break
                state.deck = state.discard
                state.discard = []
                state.rng.shuffle(state.deck)
                events.append(Event("reshuffled", cards=len(state.deck)))
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
        returned = {}
        for p, gain in payouts.items():
            state.crystals[p] += gain
            returned[p] = state.scales[p]
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
        extra = self._offer_place(state) or 0
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
        tile = state.tile(state.figures[p])
        if (
            state.options["variants"]["expansion"]
            and tile["building"] != COURTYARD
            and BUILDINGS[tile["building"]]["ability"] == "draw_two"
        ):
            count += HOSPITAL_EXTRA_DRAW
        drawn = self._draw(state, count, events)
        state.hands[p].extend(drawn)
        events.append(Event("reset", player=p, discarded=cards, drew=len(drawn)))
        # reward cards join the hands after the turn [SEED "Available Bonuses"]
        for q in range(state.players):
            if state.incoming[q]:
                events.append(Event("cards_joined", player=q, count=len(state.incoming[q])))
                state.hands[q].extend(state.incoming[q])
                state.incoming[q] = []
        self._check_end(state, events)
        if state.outcome is not None:
            return
        state.current = (p + 1) % state.players
        state.turn += 1
        self._start_turn(state)
        events.append(Event("turn", player=state.current))

    # ----- the end

    def can_offer_ever(self, state: BlueMoonCityState, player: int) -> bool:
        """Could this player still make an offering with what they have (city rebuilt)?"""
        cost = obelisk_cost(state)
        return cost is not None and state.markers_left[player] > 0 and state.crystals[player] >= cost

    def _check_end(self, state: BlueMoonCityState, events: list[Event]) -> None:
        if state.outcome is not None:
            return
        n = state.players
        target = OFFERINGS_TO_WIN[n]
        for p in range(n):
            if state.offerings(p) >= target:
                state.outcome = {"kind": "offerings", "winners": [p]}
                break
        else:
            if all(m == 0 for m in state.markers_left):
                state.outcome = {"kind": "draw", "winners": []}
            elif city_rebuilt(state) and not any(self.can_offer_ever(state, p) for p in range(n)):
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
        t = event["type"]
        who = names[event["player"]] if "player" in event and event["player"] is not None else ""
        if t == "figure_moved":
            n = len(event["path"]) - 1
            if n == 1:
                return tr(CTX, "{who} moved one step.", who=who)
            return tr(CTX, "{who} moved {n} steps.", who=who, n=n)
        if t == "figure_jumped":
            return tr(CTX, "{who} jumped to another tile.", who=who)
        if t == "power_used":
            return tr(CTX, "{who} played Flit for two extra steps.", who=who)
        if t == "dragon_moved":
            return tr(CTX, "{who} moved the {dragon} dragon.", who=who, dragon=tr(CTX, event["dragon"]))
        if t == "contributed":
            return tr(
                CTX,
                "{who} paid a {value} box of the {building} (cards spent: {n}).",
                who=who,
                value=BUILDINGS[event["building"]]["boxes"][event["box"]][1],
                building=_building_name(event["building"]),
                n=len(event["cards"]),
            )
        if t == "dragon_scales":
            if event["scales"] == 1:
                return tr(CTX, "{who} took a golden scale from the dragon.", who=who)
            return tr(CTX, "{who} took {n} golden scales from the dragons.", who=who, n=event["scales"])
        if t == "building_completed":
            return tr(
                CTX,
                "The {building} is rebuilt; {who} takes the majority bonus.",
                building=_building_name(event["building"]),
                who=names[event["majority"]],
            )
        if t == "scales_scored":
            parts = ", ".join(f"{names[int(p)]} +{v}" for p, v in event["payouts"].items())
            return tr(CTX, "Golden scales scored: {parts} crystals.", parts=parts)
        if t == "offered":
            return tr(
                CTX, "{who} made an offering to the obelisk ({n} so far).", who=who, n=event["offerings"]
            )
        if t == "reset":
            return tr(
                CTX,
                "{who} discarded {d}, drew {n}.",
                who=who,
                d=len(event["discarded"]),
                n=event["drew"],
            )
        if t == "reshuffled":
            return tr(CTX, "The discard pile was shuffled into a new deck.")
        if t == "cards_joined":
            if event["count"] == 1:
                return tr(CTX, "{who} takes a reward card into hand.", who=who)
            return tr(CTX, "{who} takes {n} reward cards into hand.", who=who, n=event["count"])
        if t == "game_over":
            if event["kind"] == "draw":
                return tr(CTX, "Every player is out of markers: the game is a draw.")
            winners = " & ".join(names[p] for p in event["winners"])
            return tr(CTX, "{who} wins Blue Moon City!", who=winners)
        return ""

    def action_label(self, state: BlueMoonCityState, action: Mapping[str, Any]) -> str:
        kind = action.get("type")
        if kind == "end_phase":
            if state.phase == MOVE:
                return tr(CTX, "Done moving")
            if state.phase == ASSEMBLY:
                return tr(CTX, "Stay here")
            return tr(CTX, "Done contributing")
        if kind == "cancel":
            return tr(CTX, "Cancel the power")
        if kind == "move":
            return tr(CTX, "Move to row {r}, column {c}", r=action["to"][0] + 1, c=action["to"][1] + 1)
        if kind == "dragon":
            return tr(CTX, "Dragon to row {r}, column {c}", r=action["to"][0] + 1, c=action["to"][1] + 1)
        if kind == "power":
            people, value = CARDS[action["card"]]
            return tr(
                CTX,
                "Play {people} {value}: {power}",
                people=_people_name(people),
                value=value,
                power=tr(CTX, PEOPLES[people][f"power{value}"]),
            )
        if kind == "contribute":
            tile = state.tile(action["tile"])
            people, value = BUILDINGS[tile["building"]]["boxes"][action["box"]]
            return tr(CTX, "Pay the {people} {value} box", people=_people_name(people), value=value)
        if kind == "offer":
            if action["cards"]:
                return tr(CTX, "Further offering with Pillar")
            return tr(
                CTX,
                "Make an offering ({cost} crystals)",
                cost=obelisk_cost(state, self._offer_place(state) or 0),
            )
        if kind == "discard":
            cards = action["cards"]
            if not cards:
                return tr(CTX, "Keep all cards, draw 2")
            names = ", ".join(f"{_people_name(CARDS[c][0])} {CARDS[c][1]}" for c in cards)
            return tr(CTX, "Discard {cards}, draw {n}", cards=names, n=BASE_DRAW + len(cards))
        return super().action_label(state, action)

    def player_panel(self, state: BlueMoonCityState, viewer: int | None) -> list[list[tuple[str, str]]]:
        goal = OFFERINGS_TO_WIN[state.players]
        rows = []
        for p in range(state.players):
            rows.append(
                [
                    (tr(CTX, "Offerings"), f"{state.offerings(p)} / {goal}"),
                    (tr(CTX, "Crystals"), str(state.crystals[p]) if p == viewer else "?"),
                    (tr(CTX, "Golden scales"), str(state.scales[p])),
                    (tr(CTX, "Markers left"), str(state.markers_left[p])),
                    (tr(CTX, "Cards"), str(len(state.hands[p]))),
                ]
            )
        return rows

    def rules_text(self) -> str:
        peoples = "\n".join(
            f"- {info['name']} ({info['colour']}, {info['phase']} phase): 1 = {info['power1']} 2 = {info['power2']}"
            for info in PEOPLES.values()
        )
        abilities = "\n".join(
            f"- {BUILDINGS[b]['name']}: {ABILITY_TEXT[BUILDINGS[b]['ability']]}"
            for b in BUILDINGS
            if BUILDINGS[b]["ability"]
        )
        return tr(
            CTX,
            "Blue Moon City\n\n"
            "Rebuild the city with the eight peoples and make offerings to the obelisk. "
            "With 2/3/4 players the first to make 6/5/4 offerings wins at once.\n\n"
            "Set-up: the Courtyard in the middle, the Fire Temple (north), Royal Palace (east), "
            "Earth Temple (south) and Water Temple (west) around it, the other 16 buildings shuffled "
            "ruin side up. Dragons wait beside the city. 7/10/12 golden scales for 2/3/4 players; "
            "10 markers and a figure each on the Courtyard; 8 cards each from the 80.\n\n"
            "Your turn: 1. Move 0-2 orthogonal steps. 2. Contribute on the tile you stand on: pay a box "
            "with cards of its colour worth at least its value (overpay is lost) and put a marker on it; "
            "several boxes per turn, each with its own cards; no marker, no contribution. On the Courtyard "
            "make one offering instead: the lowest free obelisk box, paid in crystals. 3. Reset: discard "
            "0-2 cards and draw two more than you discarded. The turn passes.\n\n"
            "Powers (values 1 and 2; a card is used for its value or its power, never both):\n{peoples}\n\n"
            "Dragons: contributing on a tile with dragons gives one golden scale per dragon, only for your "
            "first contribution of the turn, never at the Courtyard.\n\n"
            "Completing a building: the majority bonus goes to the most markers (a tie goes to the marker "
            "farther left); every contributor takes the construction bonus and, once per neighbour, the "
            "neighbourhood bonus of each adjacent rebuilt building. Markers come back, the tile flips. "
            "Reward cards join your hand after the turn.\n\n"
            "Golden scales: when the last one leaves the pool, the sole leader gains 6 crystals (tied "
            "leaders 3 each), everybody else with at least 3 scales gains 3; those paid return their scales.\n\n"
            "Crystals are secret and unlimited. If the city is rebuilt and nobody can reach the goal, play "
            "on until nobody can offer: most offerings wins, then most crystals, else a shared win. If every "
            "player runs out of markers first, the game is a draw.\n\n"
            "Readings taken: the palace boxes take one people each of any colour; a Flit value-1 jump keeps "
            "the steps you have left; several Hoax cards may help one contribution; reward cards of all "
            "contributors join their hands when the current turn ends; every card of a paid set must count.\n\n"
            "Variants: 'Everything random' shuffles the start tiles in too. 'Expansion buildings' fills the "
            "corners:\n{abilities}",
            peoples=peoples,
            abilities=abilities,
        )
