"""A computer player for Blue Moon City.

It reads only its observation (its own hand and crystals, the public city), and
plays a simple plan each turn:

1. If it can afford the next obelisk box and reach the courtyard, it goes there
   and offers (and makes further offerings with Pillar cards when it can).
2. Otherwise it scores every tile it can reach (with Flit if that pays) by what
   its cards can pay there: boxes paid, a building completed, the majority
   bonus, dragon scales, rewards from rebuilt neighbours; it walks to the best
   one, flies a dragon onto it with a spare value-1 card, and pays the boxes.
3. It keeps two markers back for offerings unless a contribution completes a
   building, and in the reset throws away the two cards the city needs least.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import Action, Rules, find_listed
from ...engine.bots.base import Bot
from .data import BUILDINGS, CARDS, COURTYARD, DRAGONS, OFFERINGS_TO_WIN, PEOPLES
from .payment import cheapest_set
from .queries import completion_rewards, obelisk_cost, reachable_tiles
from .state import ASSEMBLY, CONTRIBUTE, MOVE, BlueMoonCityState

MARKER_RESERVE = 2
SCALE_WORTH = 1.5
CARD_WORTH = 0.8


def public_state(obs: Mapping[str, Any], player: int) -> BlueMoonCityState:
    """A state built from an observation: unknown hands, crystals and the deck left empty."""
    s = BlueMoonCityState()
    s.options = obs["options"]
    s.tiles = obs["tiles"]
    s.figures = obs["figures"]
    s.dragons = obs["dragons"]
    n = len(obs["figures"])
    s.hands = [list(obs["hands"][p]) if p == player else [] for p in range(n)]
    s.deck = []
    s.discard = obs["discard"]
    s.incoming = [[] for _ in range(n)]
    s.crystals = [obs["crystals"][p] if p == player else 0 for p in range(n)]
    s.scales = obs["scales"]
    s.scale_total = obs["scale_total"]
    s.scale_pool = obs["scale_pool"]
    s.markers_left = obs["markers_left"]
    s.obelisk = obs["obelisk"]
    s.current = obs["current"]
    s.phase = obs["phase"]
    s.steps_left = obs["steps_left"]
    s.pending = obs["pending"]
    s.contributions_this_turn = obs["contributions_this_turn"]
    s.offerings_this_turn = obs["offerings_this_turn"]
    return s


def _dist(a: Any, b: Any) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


class BlueMoonCityBot(Bot):
    name = "bluemooncity"

    def choose(self, rules: Rules, state: Any, player: int) -> Action:
        legal = rules.legal_actions(state)
        obs = rules.observation(state, player)
        s = public_state(obs, player)
        choice = self._choose(s, player, legal)
        if choice is not None and find_listed(legal, choice):
            return choice
        # a plan the rules do not list (should not happen): go on with the phase instead
        return legal[-1] if legal[-1]["type"] != "discard" else legal[0]

    # ----- per phase

    def _choose(self, s: BlueMoonCityState, p: int, legal: list[Action]) -> Action | None:
        if s.phase == MOVE:
            return self._move(s, p, legal)
        if s.phase == CONTRIBUTE:
            return self._contribute(s, p, legal)
        if s.phase == ASSEMBLY:
            return self._assembly(s, p, legal)
        return self._reset(s, p, legal)

    def _can_offer_soon(self, s: BlueMoonCityState, p: int) -> bool:
        cost = obelisk_cost(s)
        return cost is not None and s.crystals[p] >= cost and s.markers_left[p] > 0

    def _move(self, s: BlueMoonCityState, p: int, legal: list[Action]) -> Action | None:
        here = s.figures[p]
        pending = s.pending
        if pending is not None:
            target = self._target(s, p)
            if pending["kind"] == "flit_jump":
                want = Action("move", to=list(target))
            else:
                want = Action("dragon", to=list(here))
            return want if want in legal else Action("cancel")
        target = self._target(s, p)
        if list(target) != list(here):
            if _dist(here, target) <= s.steps_left:
                return Action("move", to=list(target))
            flit = self._flit_card(s, p, here, target)
            if flit is not None:
                return Action("power", card=flit)
            # too far for this turn: walk towards it. (Ending the movement here instead left
            # a bot that could afford an offering waiting forever away from the courtyard.)
            closer = self._step_towards(s, p, here, target)
            if closer is not None:
                return Action("move", to=closer)
        else:
            dragon_card = self._dragon_card(s, p, here)
            if dragon_card is not None and Action("power", card=dragon_card) in legal:
                return Action("power", card=dragon_card)
        return Action("end_phase")

    def _step_towards(self, s: BlueMoonCityState, p: int, here: Any, target: Any) -> list[int] | None:
        """The reachable tile nearest to `target` (the first of equals), if it is nearer than here."""
        reach = reachable_tiles(s, p)
        if not reach:
            return None
        best = min(reach, key=lambda cell: _dist(cell, target))
        return list(best) if _dist(best, target) < _dist(here, target) else None

    def _flit_card(self, s: BlueMoonCityState, p: int, here: Any, target: Any) -> int | None:
        gap = _dist(here, target)
        for card in sorted(s.hands[p]):
            people, value = CARDS[card]
            if people != "flit":
                continue
            if value == 2 and gap <= s.steps_left + 2:
                return card
            if value == 1:
                return card
        return None

    def _dragon_card(self, s: BlueMoonCityState, p: int, here: Any) -> int | None:
        tile = s.tile(here)
        if tile is None or tile["building"] == COURTYARD or tile["rebuilt"] or s.contributions_this_turn:
            return None
        if not self._payments(s, p, here):
            return None
        for card in sorted(s.hands[p]):
            people, value = CARDS[card]
            dragon = PEOPLES[people]["dragon"]
            if dragon is None or value not in (1, 2):
                continue
            where = s.dragons[DRAGONS.index(dragon)]
            if where is not None and list(where) == list(here):
                continue
            if value == 1 or (where is not None and _dist(where, here) <= 3):
                # only spend a card the payments here do not need
                if card not in sum(self._payments(s, p, here), []):
                    return card
        return None

    def _target(self, s: BlueMoonCityState, p: int) -> list[int]:
        """The tile to stand on this turn."""
        here = s.figures[p]
        if self._can_offer_soon(s, p):
            return [2, 2]
        flits = [CARDS[c][1] for c in s.hands[p] if CARDS[c][0] == "flit"]
        reach = s.steps_left + (2 if 2 in flits else 0)
        best = (self._tile_score(s, p, here), list(here))
        for cell in s.cells():
            d = _dist(here, cell)
            if d == 0:
                continue
            score = self._tile_score(s, p, cell)
            if d > s.steps_left:
                if d <= reach:
                    score -= 1.0  # the Flit card
                elif 1 in flits:
                    score -= 1.5
                else:
                    # a step towards it for next turn is worth a little
                    score = score * 0.2 - d
            if score > best[0]:
                best = (score, cell)
        if best[0] <= 0:
            return list(here)
        return list(best[1])

    def _payments(self, s: BlueMoonCityState, p: int, cell: Any) -> list[list[int]]:
        """Card sets for the boxes of this tile the bot would pay, biggest box first."""
        tile = s.tile(cell)
        if tile is None or tile["building"] == COURTYARD or tile["rebuilt"]:
            return []
        boxes = BUILDINGS[tile["building"]]["boxes"]
        free = [i for i, m in enumerate(tile["markers"]) if m is None]
        free.sort(key=lambda i: -boxes[i][1])
        hand = list(s.hands[p])
        out = []
        markers = s.markers_left[p]
        for i in free:
            if markers <= 0:
                break
            cards = cheapest_set(hand, *boxes[i])
            if cards is None:
                continue
            out.append(cards)
            markers -= 1
            for c in cards:
                hand.remove(c)
        return out

    def _tile_score(self, s: BlueMoonCityState, p: int, cell: Any) -> float:
        tile = s.tile(cell)
        if tile is None or tile["building"] == COURTYARD or tile["rebuilt"]:
            return 0.0
        boxes = BUILDINGS[tile["building"]]["boxes"]
        free = [i for i, m in enumerate(tile["markers"]) if m is None]
        free.sort(key=lambda i: -boxes[i][1])
        hand = list(s.hands[p])
        markers = list(tile["markers"])
        score = 0.0
        paid = 0
        left = s.markers_left[p]
        for i in free:
            if left <= 0:
                break
            cards = cheapest_set(hand, *boxes[i])
            if cards is None:
                continue
            for c in cards:
                hand.remove(c)
            markers[i] = p
            paid += 1
            left -= 1
            score += 1.0 + 0.3 * boxes[i][1] - 0.25 * sum(CARDS[c][1] for c in cards)
        if not paid:
            return 0.0
        score += SCALE_WORTH * sum(1 for d in s.dragons if d is not None and list(d) == list(cell))
        mine = markers.count(p)
        others = max((markers.count(q) for q in range(len(s.figures)) if q != p), default=0)
        info = BUILDINGS[tile["building"]]
        if all(m is not None for m in markers):
            rewards, majority = completion_rewards(s, tuple(cell), markers)
            r = rewards[p]
            score += 2.0 + r["crystals"] + SCALE_WORTH * r["scales"] + CARD_WORTH * r["cards"]
        elif mine > others:
            maj = info["majority"]
            score += 0.5 * (maj["crystals"] + SCALE_WORTH * maj["scales"] + CARD_WORTH * maj["cards"])
        if left < MARKER_RESERVE and not all(m is not None for m in markers) and self._can_offer_soon(s, p):
            score -= 2.0
        return score

    def _contribute(self, s: BlueMoonCityState, p: int, legal: list[Action]) -> Action | None:
        offers = [a for a in legal if a["type"] == "offer"]
        if offers:
            return offers[0]
        contributions = [a for a in legal if a["type"] == "contribute"]
        if contributions:
            tile = s.tile(s.figures[p])
            boxes = BUILDINGS[tile["building"]]["boxes"]
            free = sum(1 for m in tile["markers"] if m is None)
            completes = free == 1
            needed = OFFERINGS_TO_WIN[len(s.figures)] - s.offerings(p)
            reserve = min(MARKER_RESERVE, max(0, needed))
            # The reserve is kept for an offering the bot can pay; short of crystals, a marker
            # in a building is its way to earn them (and comes back when the building is
            # completed). Keeping it anyway let every bot wait forever for crystals.
            if s.markers_left[p] > reserve or completes or not self._can_offer_soon(s, p):
                return max(contributions, key=lambda a: (boxes[a["box"]][1], -a["box"]))
        return Action("end_phase")

    def _assembly(self, s: BlueMoonCityState, p: int, legal: list[Action]) -> Action | None:
        if self._can_offer_soon(s, p) and list(s.figures[p]) != [2, 2]:
            return Action("move", to=[2, 2])
        return Action("end_phase")

    def _reset(self, s: BlueMoonCityState, p: int, legal: list[Action]) -> Action | None:
        demand: dict[str, int] = {}
        for row in s.tiles:
            for t in row:
                if t is None or t["rebuilt"] or t["building"] == COURTYARD:
                    continue
                for (people, value), m in zip(BUILDINGS[t["building"]]["boxes"], t["markers"], strict=True):
                    if m is None:
                        demand[people] = demand.get(people, 0) + value

        def usefulness(card: int) -> float:
            people, value = CARDS[card]
            use = min(demand.get(people, 0), 10) * 0.3 + value * 0.3
            if value in (1, 2):
                use += 1.5  # a power
            return use + demand.get("any", 0) * 0.05

        ranked = sorted(s.hands[p], key=lambda c: (usefulness(c), c))
        throw = [c for c in ranked[:2] if usefulness(c) < 2.0]
        action = Action("discard", cards=throw)
        if action in legal:
            return action
        return Action("discard", cards=list(reversed(throw)))
