"""Hidden information in Blueprints (issue 4: blueprints secret until scoring; award and
prize cards face down until the end [SEED 중요합니다]; the bag has no order to leak).

The strongest check: change every hidden fact of a position (other players' blueprints
before the reveal, the blueprint deck, the generator, other players' cards and their
lines of earlier round sheets) and the observation of a player must stay the same.
"""

from __future__ import annotations

import json

import pytest

from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.games.blueprints import texts
from boardgames_gui.games.blueprints.data import BLUEPRINT_NUMBERS, PRIZES
from boardgames_gui.games.blueprints.state import PHASE_OVER, BlueprintsState
from tests.games.blueprints.helpers import RULES, new

_SWAP = {"gold": "bronze", "silver": "gold", "bronze": "silver"}
_PRIZE_SWAP = {p["id"]: PRIZES[(k + 1) % len(PRIZES)]["id"] for k, p in enumerate(PRIZES)}


def _with_other_secrets(s: BlueprintsState, viewer: int | None) -> BlueprintsState:
    """A copy of `s` that differs from it only in what `viewer` may not know."""
    t = s.clone()
    revealed = RULES.revealed(s)
    if not revealed:
        unseen = [b for b in BLUEPRINT_NUMBERS if b not in s.blueprints and b not in s.blueprint_discard]
        for q in range(s.players):
            if q != viewer:
                t.blueprints[q] = unseen.pop()
    t.deck = list(reversed(t.deck))
    t.rng.state ^= 0x5A5A5A5A
    if s.phase != PHASE_OVER:
        for q in range(s.players):
            if q != viewer:
                t.cards[q] = [
                    {**c, "id": _SWAP.get(c["id"]) or _PRIZE_SWAP[c["id"]], "points": 9} for c in t.cards[q]
                ]
        # earlier rounds' sheets: who won which card (not the building scores, which are
        # on the public score track)
        last = len(t.sheets) - 1
        sheets = []
        for k, sheet in enumerate(t.sheets):
            if revealed and k == last:
                sheets.append(sheet)
                continue
            sheet = json.loads(json.dumps(sheet))
            for entry in sheet["awards"] + sheet["prizes"]:
                if entry["player"] is not None and entry["player"] != viewer:
                    entry["decided_by"] = "changed"
            for q, line in enumerate(sheet["players"]):
                if q != viewer:
                    line["prizes"] = ["changed"]
                    line["in_demand_counts"] = [9, 9]
            sheets.append(sheet)
        t.sheets = sheets
    return t


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observation_never_shows_other_blueprints_face_down_cards_deck_or_generator(players: int) -> None:
    """Issue 4: another player's blueprint is hidden until scoring, cards until the end of
    the game, and neither the deck order nor the generator (the bag's next draw) shows."""
    s = new(players, 30 + players)
    bot = RandomBot(players)
    steps = 0
    while (d := RULES.decision(s)) is not None:
        for viewer in [*range(players), None]:
            obs = RULES.observation(s, viewer)
            assert "deck" not in obs and "rng" not in obs
            assert obs == RULES.observation(_with_other_secrets(s, viewer), viewer), (steps, viewer)
            for q in range(players):
                if q != viewer and not RULES.revealed(s):
                    assert obs["blueprints"][q] is None
                    assert obs["cards"][q] == [{"hidden": True}] * len(s.cards[q])
        RULES.apply(s, bot.choose(RULES, s, d.player))
        steps += 1
    assert RULES.observation(s, 0)["cards"] == s.cards  # revealed at the end


def test_bag_is_counts_only_and_matches_the_dice_on_the_table() -> None:
    """The bag has no order to leak: it is four counts, which every player can work out
    from the dice on the table (8 of each material minus those in sight)."""
    s = new(4, 3)
    obs = RULES.observation(s, 0)
    assert set(obs["bag"]) == {"wood", "recycled", "stone", "glass"}
    seen = {m: 0 for m in obs["bag"]}
    for m, _ in s.pool:
        seen[m] += 1
    for m in s.in_demand:
        seen[m] += 1
    assert all(obs["bag"][m] == 8 - seen[m] for m in seen)


def test_log_lines_never_name_a_face_down_card_or_a_secret_blueprint() -> None:
    """Seed 중요합니다 + issue 4: no event's log text says which award or prize a player
    won, or which blueprint anybody holds, in a whole game."""
    card_words = [texts.card_name(c).lower() for c in ("gold", "silver", "bronze")]
    card_words += [p["name"].lower() for p in PRIZES]
    for players in (2, 3, 4):
        s = new(players, 50 + players)
        names = RULES.player_names(s)
        bot = RandomBot(players)
        while (d := RULES.decision(s)) is not None:
            for e in RULES.apply(s, bot.choose(RULES, s, d.player)):
                line = RULES.event_text(e, names).lower()
                assert not any(w in line for w in card_words), line
                assert "#" not in line and "blueprint" not in line, line
            if d.kind in ("build", "set_aside"):
                prompt = d.prompt.lower()
                assert "#" not in prompt and "blueprint" not in prompt


def test_players_dock_hides_other_blueprints_and_cards_until_their_reveal() -> None:
    """Issue 4: the players dock shows a player their own card and cards only; others'
    blueprints show after scoring, others' cards only when the game is over."""
    s = new(3, 12)
    bot = RandomBot(2)
    while RULES.decision(s) is not None:
        panel = [dict(rows) for rows in RULES.player_panel(s, 0)]
        for q in (1, 2):
            assert (panel[q]["Blueprint"] == "hidden") == (not RULES.revealed(s))
            assert panel[q]["Cards"].endswith("face down")
        assert panel[0]["Blueprint"] == f"#{s.blueprints[0]}"
        RULES.apply(s, bot.choose(RULES, s, RULES.decision(s).player))
    panel = [dict(rows) for rows in RULES.player_panel(s, 0)]
    assert all("points" in panel[q]["Cards"] for q in range(3))
