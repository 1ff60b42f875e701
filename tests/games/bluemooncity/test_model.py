"""Model plumbing: JSON round-trip, clones, secrets in observations, invariants, texts, expansion
abilities (reference buildings-expansion), the payment solver, short simulations and the bot."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

from boardgames_gui.engine.api import Action, IllegalAction
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.engine.playout import play
from boardgames_gui.games import registry
from boardgames_gui.games.bluemooncity import payment
from boardgames_gui.games.bluemooncity.bot import BlueMoonCityBot
from boardgames_gui.games.bluemooncity.data import ANY, CARDS, PEOPLE_IDS, PEOPLES
from boardgames_gui.games.bluemooncity.rules import reachable_tiles
from boardgames_gui.games.bluemooncity.state import ASSEMBLY, CONTRIBUTE, MOVE, RESET, BlueMoonCityState

from .helpers import RULES, apply, cell_of, new_game, set_hand, stand


def _played(players: int, seed: int, steps: int) -> BlueMoonCityState:
    s = new_game(players, seed)
    bots = [RandomBot(seed + i) for i in range(players)]
    for _ in range(steps):
        d = RULES.decision(s)
        if d is None:
            break
        RULES.apply(s, bots[d.player].choose(RULES, s, d.player))
    return s


def test_registry_finds_the_rules_and_the_bot() -> None:
    info = registry.get("bluemooncity")
    assert info.rules.game_id == "bluemooncity" and info.rules.has_secrets
    assert isinstance(info.make_bot(1), BlueMoonCityBot)


def test_json_round_trip_and_clone_independence() -> None:
    s = _played(3, 4, 150)
    data = json.loads(json.dumps(RULES.state_to_json(s)))
    assert RULES.state_from_json(data) == s
    c = s.clone()
    assert c == s
    before = json.dumps(s.to_json(), sort_keys=True)
    c.tiles[1][1]["markers"][0] = 3
    c.hands[0].append(99)
    c.figures[0][0] = 4
    c.dragons[0] = [0, 1]
    c.pending = {"kind": "flit_jump", "card": 1}
    assert c != s and json.dumps(s.to_json(), sort_keys=True) == before


def test_decisions_are_secret_hands_and_crystals_hidden_in_observations() -> None:
    """Seed: crystals are kept face down; hands are secret; the deck order is hidden."""
    s = _played(3, 5, 60)
    d = RULES.decision(s)
    assert d.secret
    s.crystals = [11, 12, 13]
    obs = RULES.observation(s, 1)
    assert obs["hands"][1] == s.hands[1] and obs["hands"][0] is None and obs["hands"][2] is None
    assert obs["hand_counts"] == [len(h) for h in s.hands]
    assert obs["crystals"] == [None, 12, None]
    assert obs["deck"] is None and obs["deck_count"] == len(s.deck) and "rng" not in obs
    assert obs["incoming"] is None
    spectator = RULES.observation(s, None)
    assert spectator["hands"] == [None, None, None] and spectator["crystals"] == [None] * 3
    json.dumps(obs)


def test_hidden_information_a_pending_power_card_and_the_log_reveal_no_hand() -> None:
    """Issue 5 "hands and crystals are secret": another player's observation hides the card of a
    power still waiting for its target (it may yet be cancelled back into the hand), and no log
    line of a whole game names a card that went into or stayed in a hand (only played Flit)."""
    s = new_game(3, 2)
    p = s.current
    stand(s, p, [2, 2], MOVE)
    (card,) = set_hand(s, p, [("vulca", 1)])
    apply(s, "power", card=card)
    assert RULES.observation(s, p)["pending"]["card"] == card
    other = RULES.observation(s, (p + 1) % 3)
    assert "card" not in other["pending"] and other["pending"]["dragon"] == "red"
    names = ["Ana", "Bo", "Cy"]
    peoples = [info["name"] for key, info in PEOPLES.items() if key != "flit"]
    s = new_game(3, 4)
    bots = [RandomBot(40 + i) for i in range(3)]
    seen = 0
    while RULES.decision(s) is not None and seen < 3000:
        events = RULES.apply(s, bots[s.current].choose(RULES, s, s.current))
        for event in events:
            text = RULES.event_text(event, names)
            assert not any(people in text for people in peoples), text
            seen += 1


def test_player_panel_shows_crystals_only_to_their_owner() -> None:
    s = new_game(2, 1)
    s.crystals = [5, 8]
    panel = RULES.player_panel(s, 0)
    assert ("Crystals", "5") in panel[0] and ("Crystals", "?") in panel[1]
    s.outcome = {"kind": "stalled", "winners": [1]}  # most offerings, then crystals: shown at the end
    assert ("Crystals", "8") in RULES.player_panel(s, 0)[1]


def test_player_panel_shows_reward_cards_waiting_for_the_end_of_the_turn() -> None:
    """Seed "Available Bonuses": reward cards lie face down until the turn ends; the players dock
    (the only place the scene leaves for player figures) says how many are waiting, not which."""
    s = new_game(2, 1)
    s.incoming[1] = [s.deck.pop(), s.deck.pop()]
    panel = RULES.player_panel(s, 0)
    assert ("Cards", "8") in panel[0]
    assert ("Cards", "8 (+2 after the turn)") in panel[1]


def test_invariants_catch_a_lost_card_and_a_lost_marker() -> None:
    s = new_game(2, 1)
    assert RULES.invariants(s) == []
    s.hands[0].pop()
    assert any("80 cards" in x for x in RULES.invariants(s))
    s = new_game(2, 1)
    s.markers_left[1] = 9
    assert any("markers" in x for x in RULES.invariants(s))


def test_refusals_teach_the_rule_and_leave_the_state_unchanged() -> None:
    s = new_game(2, 1)
    before = s.clone()
    for bad in (
        Action("discard", cards=[]),
        Action("contribute", tile=[2, 2], box=0),
        Action("move", to=[0, 0]),
        Action("move", to="north"),
        Action("power", card=999),
        Action("fly"),
    ):
        with pytest.raises(IllegalAction) as err:
            RULES.apply(s, bad)
        assert err.value.message.endswith(".")
        assert RULES.refusal(s, bad).message == err.value.message
    assert s == before


def test_event_texts_and_action_labels_speak_for_every_event_and_action() -> None:
    s = new_game(4, 8)
    bots = [RandomBot(i) for i in range(4)]
    names = RULES.player_names(s)
    seen = set()
    for _ in range(600):
        d = RULES.decision(s)
        if d is None:
            break
        for a in RULES.legal_actions(s)[:5]:
            assert RULES.action_label(s, a)
        for e in RULES.apply(s, bots[d.player].choose(RULES, s, d.player)):
            if e["type"] not in ("phase", "turn", "power_chosen", "power_cancelled", "nothing_to_do"):
                assert RULES.event_text(e, names), e
            seen.add(e["type"])
    assert {"contributed", "reset", "figure_moved"} <= seen


def test_rules_text_states_the_readings_and_variants() -> None:
    text = RULES.rules_text()
    for word in (
        "How this app reads unclear rules",
        "Everything random",
        "Expansion",
        "Khind",
        "farther left",
    ):
        assert word in text


# --------------------------------------------------------------------------- expansion abilities


def test_expansion_hospital_draws_two_extra_cards() -> None:
    """Reference buildings-expansion E1: ending the turn on the Hospital draws 2 extra cards."""
    s = new_game(2, 3, expansion=True)
    p = s.current
    stand(s, p, cell_of(s, "hospital"), RESET)
    apply(s, "discard", cards=[])
    assert len(s.hands[p]) == 8 + 2 + 2


def test_expansion_assembly_hall_lets_the_figure_jump_at_the_end_of_the_turn() -> None:
    """Reference buildings-expansion E2: jump your figure to any other tile (no further actions there)."""
    s = new_game(2, 3, expansion=True)
    p = s.current
    stand(s, p, cell_of(s, "assembly_hall"), CONTRIBUTE)
    set_hand(s, p, [("flit", 3)])
    apply(s, "end_phase")
    assert s.phase == ASSEMBLY
    assert len(reachable_tiles(s, p)) == 24
    apply(s, "move", to=[2, 2])
    assert s.figures[p] == [2, 2] and s.phase == RESET


def test_expansion_golden_shrine_takes_an_offering_for_one_crystal_more() -> None:
    """Reference buildings-expansion E3: one obelisk offering from here, paying 1 extra crystal."""
    s = new_game(2, 3, expansion=True)
    p = s.current
    stand(s, p, cell_of(s, "golden_shrine"), CONTRIBUTE)
    s.crystals[p] = 8
    apply(s, "offer", cards=[])
    assert s.crystals[p] == 0 and s.offerings(p) == 1


def test_without_the_expansion_no_corner_tiles_and_no_abilities() -> None:
    s = new_game(2, 3)
    assert all(s.tile(c)["building"] not in ("hospital", "assembly_hall") for c in s.cells())


# --------------------------------------------------------------------------- payment solver


def test_payment_solver_agrees_with_brute_force_on_random_hands() -> None:
    """max_worth and cheapest_set against every subset, every people, on small random hands."""
    rng = random.Random(7)
    for _ in range(25):
        hand = rng.sample(range(80), rng.randint(3, 7))
        for people in (*PEOPLE_IDS, ANY):
            best = 0
            cheapest: dict[int, tuple[int, int]] = {}
            for k in range(1, len(hand) + 1):
                for sub in combinations(hand, k):
                    w = payment.set_worth(sub, people)
                    if w is None:
                        continue
                    best = max(best, w[0])
                    cost = (sum(CARDS[c][1] for c in sub), len(sub))
                    for v in range(2, 6):
                        if w[0] >= v and (v not in cheapest or cost < cheapest[v]):
                            cheapest[v] = cost
            assert payment.max_worth(hand, people) == best
            for v in range(2, 6):
                got = payment.cheapest_set(hand, people, v)
                if v in cheapest:
                    assert got is not None
                    assert (sum(CARDS[c][1] for c in got), len(got)) == cheapest[v]
                else:
                    assert got is None


# --------------------------------------------------------------------------- simulations


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_a_result(players: int) -> None:
    """Issue 5 "Done when": every game ends by itself with a result (winner, shared win or draw);
    random players may wander a rebuilt city for thousands of actions, never up to the cap."""
    outcomes = {}
    for seed in range(24 if players == 2 else 16):
        played = play(RULES, {"players": players}, seed, check=(seed < 2))
        result = played.result
        assert result is not None and result.ranking
        assert not result.capped, f"seed {seed} reached the action cap"
        kind = played.state.outcome["kind"]
        outcomes[kind] = outcomes.get(kind, 0) + 1
        rebuilt = sum(1 for c in played.state.cells() if played.state.tile(c)["rebuilt"])
        assert rebuilt > 5, "random play rebuilds buildings"
    assert outcomes.get("offerings", 0) + outcomes.get("stalled", 0) > 0


def test_random_games_with_both_variants() -> None:
    for seed in range(3):
        played = play(
            RULES, {"players": 4, "variants": {"random_city": True, "expansion": True}}, seed, check=True
        )
        assert played.result is not None


def test_computer_player_beats_random_players() -> None:
    """The bot wins clearly more than its 25% share against three random players (bench has the rate)."""
    wins = 0
    for seed in range(4):
        bots = [RandomBot(seed * 10 + i) for i in range(4)]
        bots[seed % 4] = BlueMoonCityBot(seed)
        played = play(RULES, {"players": 4}, seed, bots=bots)
        wins += (seed % 4) in played.result.winners
    assert wins >= 3


def test_bot_only_reads_its_observation() -> None:
    """Changing what the bot cannot see (other hands, deck order) does not change its choice."""
    s = _played(3, 9, 40)
    d = RULES.decision(s)
    bot = BlueMoonCityBot(1)
    first = bot.choose(RULES, s, d.player)
    other = s.clone()
    q = (d.player + 1) % 3
    other.hands[q], other.deck = (
        other.deck[: len(other.hands[q])],
        other.hands[q] + other.deck[len(other.hands[q]) :],
    )
    other.crystals[q] += 50
    assert BlueMoonCityBot(1).choose(RULES, other, d.player) == first


def test_computer_players_finish_games_with_every_variant_on() -> None:
    """Bots against each other end by the rules (no action cap) with the expansion and all switches."""
    variants = {"random_city": True, "expansion": True, "ffg_scales": True, "all_return_scales": True}
    for players in (2, 4):
        bots = [BlueMoonCityBot(players * 10 + i) for i in range(players)]
        played = play(RULES, {"players": players, "variants": variants}, 5, bots=bots, check=True)
        assert not played.result.capped and played.state.outcome is not None
