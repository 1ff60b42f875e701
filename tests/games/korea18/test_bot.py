"""The 18Korea computer player, by behaviour: what it chooses in small set-ups, and that a
table of computers plays a game to its end with every move legal."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action
from boardgames_gui.engine.playout import play as play_out
from boardgames_gui.games.korea18.bot import KoreaBot, card_rank

from .sr_setups import RULES, act, give, new_game, stock_state, to_move


def bot_choice(state) -> Action:
    return KoreaBot(3).choose(RULES, state, to_move(state))


def test_it_starts_a_company_when_it_directs_none_and_has_the_cash():
    state = stock_state()
    choice = bot_choice(state)
    assert choice["type"] == "start_auction" and choice["bid"] == 0


def test_directing_two_companies_it_buys_into_one_of_its_own_before_a_dearer_one():
    state = stock_state(SE=(0, 80), AD=(0, 90), BS=(1, 100))
    state.hands[0] = []  # no card to attach first
    choice = bot_choice(state)
    assert choice == Action("buy_share", company="AD", source="treasury")


def test_it_attaches_its_best_card_to_the_dearest_company_it_directs_first():
    state = stock_state(SE=(0, 80), AD=(0, 90))
    state.rows["south_pre"][:2] = ["SE", "AD"]  # both in a pre-war row: cards may go on them
    state.hands[0] = ["OC07", "OA10"]
    assert bot_choice(state) == Action("attach", card="OA10", company="AD")


def test_its_draft_follows_its_card_plan():
    state = new_game(4)
    offered = RULES.legal_actions(state)[0]["card"].values
    assert bot_choice(state) == Action("pick_card", card=min(offered, key=card_rank))


def test_over_the_certificate_limit_it_sells_a_share_it_does_not_direct():
    state = stock_state(SE=(1, 80), BS=(0, 70))
    give(state, "SE", 0, 6)
    give(state, "BS", 0, 4)
    state.cert_limit = 10
    state.hands[0] = []
    assert bot_choice(state) == Action("sell", company="SE", count=1)


def test_it_pars_as_high_as_it_can_pay():
    state = stock_state(cash=300)
    act(state, "start_auction", company=state.rows["north"][0], bid=100)
    act(state, "pass"), act(state, "pass"), act(state, "pass")
    assert bot_choice(state) == Action("set_par", price=100)


def test_it_drops_out_of_an_auction_once_the_bid_is_large_next_to_its_cash():
    state = stock_state(cash=400)
    act(state, "start_auction", company=state.rows["north"][0], bid=100)
    assert bot_choice(state) == Action("pass")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_table_of_computers_plays_a_game_to_its_end(players):
    bots = [KoreaBot(seat) for seat in range(players)]
    played = play_out(RULES, {"players": players}, 5, bots=bots, check=True)
    assert played.result is not None, "the game ended before the action cap"
