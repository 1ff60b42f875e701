"""Set-up by player count (rulebook 4) and the asset-card draft (rulebook 6; K26, K27)."""

from __future__ import annotations

import pytest

from boardgames_gui.games.korea18.data_assets import ASSET_CARDS
from boardgames_gui.games.korea18.data_companies import COMPANIES

from .sr_setups import RULES, new_game, play_draft, refusal_code

CASH = {2: 800, 3: 530, 4: 400, 5: 320}
LIMIT = {2: 28, 3: 20, 4: 16, 5: 14}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rulebook_4_starting_cash_and_certificate_limit_by_player_count(players):
    state = new_game(players)
    assert state.cash == [CASH[players]] * players
    assert state.cert_limit == LIMIT[players]


@pytest.mark.parametrize("players, south", [(2, 3), (3, 3), (4, 3), (5, 4)])
def test_rulebook_4_ipo_rows_five_north_and_the_south_rows_by_player_count(players, south):
    state = new_game(players)
    assert len(state.rows["north"]) == 5
    assert len(state.rows["south_pre"]) == len(state.rows["south_post"]) == south
    assert all(COMPANIES[c].region == "N" for c in state.rows["north"])
    assert all(COMPANIES[c].region == "S" for c in state.rows["south_pre"] + state.rows["south_post"])
    drawn = state.rows["north"] + state.rows["south_pre"] + state.rows["south_post"]
    assert len(set(drawn)) == len(drawn)
    assert set(state.closed) == set(COMPANIES) - set(drawn), "companies not drawn stay in the box"


def test_rulebook_4_the_ipo_rows_are_drawn_at_random():
    rows = {tuple(RULES.new_game({"players": 4}, seed).rows["north"]) for seed in range(8)}
    assert len(rows) > 1


def test_rulebook_8_train_market_at_the_start():
    state = new_game(4)
    assert state.train_market["2"] is None, "2-trains are unlimited in the first OR"
    assert state.train_market["3"] == 8 and state.train_market["4"] == 4
    assert state.era == "yellow" and state.limit == 4 and state.war == "none"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_rulebook_6_one_card_of_each_tier_per_player_lies_face_up(players):
    state = new_game(players)
    tiers = [ASSET_CARDS[card].tier for card in state.draft["pool"]]
    assert sorted(tiers) == sorted(["A", "B", "C"] * players)


def picks_in_order(state):
    seats = []
    while state.round_kind == "draft":
        seat = RULES.decision(state).player
        seats.append(seat)
        card = RULES.legal_actions(state)[0]["card"].values[0]
        RULES.apply(state, {"type": "pick_card", "card": card})
    return seats


def test_k26_the_rulebook_draft_order_is_forward_then_backward_twice():
    assert picks_in_order(new_game(4)) == [0, 1, 2, 3, 3, 2, 1, 0, 3, 2, 1, 0]


def test_k26_variant_true_snake_draft_order():
    state = new_game(4, draft_order="snake")
    assert picks_in_order(state) == [0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_k26_everyone_ends_the_draft_with_one_card_of_each_tier(players):
    state = play_draft(new_game(players))
    for hand in state.hands:
        assert sorted(ASSET_CARDS[card].tier for card in hand) == ["A", "B", "C"]
    assert state.round_kind == "stock" and state.draft == {}


def test_k26_a_tier_already_held_is_refused_and_not_offered():
    state = new_game(3)

    def take(tier):
        card = next(c for c in state.draft["pool"] if ASSET_CARDS[c].tier == tier)
        RULES.apply(state, {"type": "pick_card", "card": card})

    take("A"), take("B"), take("C")
    assert RULES.decision(state).player == 2, "the order turns back: the third player again"
    offered = RULES.legal_actions(state)[0]["card"].values
    assert offered and all(ASSET_CARDS[c].tier != "C" for c in offered)
    held_tier = next(c for c in state.draft["pool"] if ASSET_CARDS[c].tier == "C")
    assert refusal_code(state, "pick_card", card=held_tier) == "tier_held"


def test_k26_a_card_not_on_offer_is_refused():
    state = new_game(4)
    outside = next(card for card in ASSET_CARDS if card not in state.draft["pool"])
    assert refusal_code(state, "pick_card", card=outside) == "card_not_offered"


def test_k27_two_player_draft_two_rounds_of_six_cards_one_then_two_picks():
    state = new_game(2)
    first_pool = list(state.draft["pool"])
    assert sorted(ASSET_CARDS[c].tier for c in first_pool) == ["A", "A", "B", "B", "C", "C"]
    seats = picks_in_order(state)
    assert seats == [0, 1, 1, 1, 0, 0]
    assert [len(hand) for hand in state.hands] == [3, 3]
    everyone = state.hands[0] + state.hands[1]
    assert len(set(everyone)) == 6 and len(set(everyone) & set(first_pool)) == 3


def test_k27_two_players_may_take_any_tier_even_one_they_hold():
    state = new_game(2)
    RULES.apply(state, {"type": "pick_card", "card": state.draft["pool"][0]})
    seat = RULES.decision(state).player
    assert RULES.legal_actions(state)[0]["card"].values == tuple(state.draft["pool"])
    assert seat == 1


def test_rulebook_6_the_stock_round_follows_the_draft_in_seat_order():
    state = play_draft(new_game(4))
    assert state.round_kind == "stock"
    assert RULES.decision(state).player == 0
