"""The Millionaire computer player, by behaviour: what it chooses in small set-ups (built with
`new` and documented edits of state fields), and that its games end."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.api import Action
from boardgames_gui.engine.playout import play as play_out
from boardgames_gui.games import registry
from boardgames_gui.games.millionaire import data as D
from boardgames_gui.games.millionaire.bot import MillionaireBot
from tests.games.millionaire.helpers import RULES, build_up, give, new, play, rig_dice, space_of

ENTERTAINMENT = ("cinema", "karaoke", "nightclub")  # Classic spaces 1, 2, 4


def bot_choice(state, player: int | None = None) -> Action:
    seat = RULES.decision(state).player if player is None else player
    return MillionaireBot(7).choose(RULES, state, seat)


def test_it_buys_the_plot_that_completes_its_monopoly_even_into_its_reserve() -> None:
    """Cash 150 F, the Night club at 90 F: a plot completing its industry is bought though
    60 F is left; the same cash on a lone plot declines it (the reserve is kept)."""
    state = new(3)
    give(state, 0, "cinema", "karaoke")
    state.money[0] = 150
    rig_dice(state, (1, 3))
    play(state, Action("roll"))
    assert RULES.decision(state).kind == "buy"
    assert bot_choice(state) == Action("buy", space=space_of("nightclub"))

    lone = new(3)
    lone.money[0] = 150
    rig_dice(lone, (1, 3))
    play(lone, Action("roll"))
    assert bot_choice(lone) == Action("decline")


def offer_from_seat_1(state, **deal) -> None:
    """Seat 1 offers seat 0 a trade in its own turn (`current` edited to seat 1)."""
    state.current = 1
    fields = {"to": 0, "give": [], "take": [], "give_money": 0, "take_money": 0, **deal}
    play(state, Action("offer_trade", **fields), 1)
    assert RULES.decision(state).kind == "trade_answer" and RULES.decision(state).player == 0


def test_it_does_not_accept_a_trade_that_hands_an_opponent_a_monopoly() -> None:
    """Seat 1 holds two Entertainment plots and offers 1,500 F for the bot's Night club: the bot
    rejects; the same money for a plot that completes nothing is accepted."""
    state = new(3)
    give(state, 1, "cinema", "karaoke")
    give(state, 0, "nightclub")
    offer_from_seat_1(state, take=[space_of("nightclub")], give_money=1500)
    assert bot_choice(state, 0) == Action("reject")

    fair = new(3)
    give(fair, 0, "nightclub")
    offer_from_seat_1(fair, take=[space_of("nightclub")], give_money=1500)
    assert bot_choice(fair, 0) == Action("accept")


def test_it_accepts_a_swap_of_monopolies_and_offers_one() -> None:
    """Each side lacks one plot the other holds: the bot offers the swap, and accepts it."""
    state = new(2)
    give(state, 0, "cinema", "karaoke", "bakery")
    give(state, 1, "nightclub", "dairy", "brewery")
    offer = bot_choice(state, 0)
    assert offer["type"] == "offer_trade"
    assert offer["take"] == [space_of("nightclub")] and offer["give"] == [space_of("bakery")]

    answer = new(2)
    give(answer, 0, "cinema", "karaoke", "bakery")
    give(answer, 1, "nightclub", "dairy", "brewery")
    offer_from_seat_1(answer, give=[space_of("nightclub")], take=[space_of("bakery")])
    assert bot_choice(answer, 0) == Action("accept")


def auction_for_the_night_club(state, bid: int) -> None:
    """Seat 0 rolls onto the free Night club (90 F), declines it and asks 40 F; seat 1 bids
    `bid`, seat 2 passes: the bot, bidding last, answers."""
    rig_dice(state, (1, 3))
    play(state, Action("roll"))
    play(state, Action("decline"))
    play(state, Action("set_start", price=40))
    play(state, Action("bid", amount=bid), 1)
    play(state, Action("pass"), 2)
    assert RULES.decision(state).kind == "auction" and RULES.decision(state).player == 0


def test_it_passes_in_an_auction_above_its_worth_and_bids_below_it() -> None:
    """A Night club that would start its Entertainment industry is worth about 150 F to the
    bot: against a bid of 200 F it passes; against 40 F it bids the least allowed, 50 F."""
    dear = new(3)
    auction_for_the_night_club(dear, 200)
    assert bot_choice(dear) == Action("pass")

    cheap = new(3)
    auction_for_the_night_club(cheap, 40)
    assert bot_choice(cheap) == Action("bid", amount=50)


def builds_before_the_roll(state, player: int = 0) -> list[Action]:
    """Let the bot act in its turn until it rolls; the builds it made."""
    bot = MillionaireBot(3)
    built = []
    while True:
        action = bot.choose(RULES, state, player)
        if action["type"] != "build":
            return built
        play(state, action, player)
        built.append(action)


def test_it_builds_evenly_on_its_monopoly() -> None:
    """With 2,000 F and the whole Entertainment industry, every piece goes on a plot with the
    fewest pieces (M25), up to enterprises."""
    state = new(3)
    spaces = give(state, 0, *ENTERTAINMENT)
    built = builds_before_the_roll(state)
    assert len(built) >= 6
    levels = [state.buildings[space] for space in spaces]
    assert max(levels) - min(levels) <= 1


def test_it_keeps_a_reserve_against_the_rents_within_one_roll() -> None:
    """An opponent's enterprise (1,140 F rent) ten cells ahead: the bot builds fewer pieces and
    keeps more than half that rent in cash; with no danger ahead it builds down to its floor."""
    calm = new(3)
    give(calm, 0, *ENTERTAINMENT)
    calm.money[0] = 900
    calm_built = builds_before_the_roll(calm)

    risky = new(3)
    give(risky, 0, *ENTERTAINMENT)
    risky.money[0] = 900
    light = give(risky, 1, "shoes", "furniture", "garment")
    build_up(risky, light, D.ENTERPRISE)
    risky.positions[0] = 6  # the Shoe factory (16) is ten cells ahead
    risky_built = builds_before_the_roll(risky)

    assert len(risky_built) < len(calm_built)
    assert risky.money[0] >= 1140 // 2
    assert calm.money[0] >= 100


def test_in_a_debt_it_mortgages_the_least_useful_plot_first() -> None:
    """Owing a rent it cannot pay, the bot mortgages its lone Cinema before a plot of its
    unbuilt Food monopoly, and pays once cash covers the debt."""
    state = new(3)
    give(state, 0, "cinema", "bakery", "dairy", "brewery")
    light = give(state, 1, "shoes", "furniture", "garment")
    build_up(state, light, 1)  # the Shoe factory's rent: 19 x 5 = 95 F
    state.money[0] = 80
    state.positions[0] = 6
    rig_dice(state, (6, 4))
    play(state, Action("roll"))
    assert RULES.decision(state).kind == "debt"
    assert bot_choice(state) == Action("mortgage", space=space_of("cinema"))
    play(state, Action("mortgage", space=space_of("cinema")))
    assert bot_choice(state) == Action("pay")


def test_it_bets_on_the_jackpot_only_when_the_box_makes_it_favourable() -> None:
    """Reading M6's table returns 207/216 of a bet besides the box: with 200 F in the box the
    least bet gains on average, with an empty box every bet loses."""
    for box, expected in ((200, Action("bet", amount=10)), (0, Action("walk_past"))):
        state = new(3)
        state.jackpot = box
        state.positions[0] = 12
        rig_dice(state, (4, 4))  # doubles: 12 -> 20, the Jackpot
        play(state, Action("roll"))
        assert RULES.decision(state).kind == "jackpot"
        assert bot_choice(state) == expected


#: the most players of the games between bots checked here; six-player Elite games between
#: bots may stall with two rich survivors once the pieces have run out (rents no longer
#: grow, circular income and share interest outpace them): about 1 game in 8
MOST_PLAYERS = {D.CLASSIC: 6, D.ELITE: 5}


@pytest.mark.parametrize("edition", D.EDITIONS)
def test_games_between_computer_players_end_in_both_editions(edition: str) -> None:
    """The real bots (seeded as the app seeds them) end their games by bankruptcy before the
    action cap."""
    info = registry.get("millionaire")
    for players in range(2, MOST_PLAYERS[edition] + 1):
        for seed in range(2):
            bots = [info.make_bot(seed * 31 + p + 1) for p in range(players)]
            options = {"players": players, "variants": {"edition": edition}}
            played = play_out(RULES, options, seed, bots=bots, checked_apply=False)
            assert not played.capped, f"{edition}, {players} players, seed {seed}"
            assert played.state.end_reason == "bankruptcy"


def test_m27_it_buys_through_the_player_on_the_exchange_and_never_sells_there() -> None:
    """M27: while another player is on the Exchange the bot, asked out of turn, buys shares
    through him when it has spare cash (the listing leaves room for the commission); with
    shares but no spare cash it lets the window go by (the bank buys back without a cut)."""
    from boardgames_gui.games.millionaire import elite_steps
    from boardgames_gui.games.millionaire.state import AFTER_ROLL

    state = new(3, edition="elite")
    state.phase = AFTER_ROLL
    elite_steps.open_exchange(state, 0)  # what stopping on the Exchange cell does
    bot = MillionaireBot(7)
    state.money[1] = 5000
    action = bot.act_out_of_turn(RULES, state, 1)
    assert action is not None and action["type"] == "buy_shares" and action["count"] >= 1
    play(state, action, 1)
    assert state.exchange["used"] == [1] and state.shares[1] == action["count"]
    state.money[2], state.shares[2] = 100, 10
    assert bot.act_out_of_turn(RULES, state, 2) is None
    assert bot.act_out_of_turn(RULES, state, 0) is None, "the player on the Exchange is not asked"


def test_it_sells_shares_a_price_rise_carried_past_twice_its_ceiling() -> None:
    """Shares compound: holdings worth more than twice the bot's ceiling are sold back down to
    the ceiling before the roll, at the bank's price."""
    from boardgames_gui.games.millionaire import bot_elite

    state = new(3, edition="elite")
    state.shares[0], state.share_price = 60, 300  # documented edit: after a split and a rally
    action = bot_choice(state)
    assert action == Action("sell_shares", count=(60 * 300 - bot_elite.SHARES_MOST) // 300)


def test_real_bots_use_the_broker_in_their_games() -> None:
    """M27 in bot games: the playout asks bots out of turn, and they buy through the broker."""
    brokered: list[Action] = []

    class Recording(MillionaireBot):
        def act_out_of_turn(self, rules, state, player):
            action = super().act_out_of_turn(rules, state, player)
            if action is not None:
                brokered.append(action)
            return action

    options = {"players": 4, "variants": {"edition": "elite"}}
    bots = [Recording(p + 1) for p in range(4)]
    played = play_out(RULES, options, 2, bots=bots)
    assert brokered and all(action["type"] == "buy_shares" for action in brokered)
    assert not played.capped
