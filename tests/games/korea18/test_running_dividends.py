"""The run and the dividend (rulebook 9.5, 9.6; readings K3, K7, K16)."""

from boardgames_gui.games.korea18 import running
from boardgames_gui.games.korea18.board import Board
from boardgames_gui.games.korea18.route_map import Train
from boardgames_gui.games.korea18.routes import Route, route_problem

from .or_setups import RULES, act, listed_types, or_state, refusal

LINE = {"Q11": ("57", 1), "Q13": ("5", 0), "R12": ("3", 2)}
GREEN_MARKET = {"2": 0, "3": 6, "4": 4, "5E": 4, "6E": 4, "8E": None}


def to_run(state) -> None:
    for kind in ("skip_track", "skip_station"):
        if kind in listed_types(state):
            act(state, kind)


def ic_with(trains, price=60, **fields):
    board = Board.of(LINE, {"Q11": ["IC"]})
    state = or_state(
        {"IC": (0, price)},
        board,
        trains={"IC": trains},
        seated=True,
        train_market=GREEN_MARKET,
        treasuries={"IC": 1000},  # enough for a train, so that the buy step waits
        **fields,
    )
    to_run(state)
    return state


def test_rule_9_5_the_run_listing_offers_the_optimisers_plan():
    state = ic_with(["2"])
    assert state.or_step == "run"
    plan = running.proposal(state, "IC")
    runs = [a for a in RULES.legal_actions(state) if a["type"] == "run"]
    offered = runs[0]["routes"]
    assert offered.pick(None, "lo") == running.plan_routes(plan) and plan.total == 40
    assert offered.contains([["S:Q9", "C:Q11:0"]]), "other routes over the map's stops may be written"
    assert runs[1]["routes"] == [[]]  # running nothing is allowed with one train


def test_rule_9_5_a_chosen_legal_route_is_run_for_what_it_earns():
    state = ic_with(["2"])
    act(state, "run", routes=[["S:Q9", "C:Q11:0"]])
    assert state.last_run == {"routes": [["S:Q9", "C:Q11:0"]], "revenue": 40}
    assert state.or_step == "dividend"


def test_rule_9_5_an_illegal_route_is_refused_with_the_checkers_sentence():
    state = ic_with(["2"])
    wrong = [["C:Q13:0", "T:R12:0"]]
    expected = route_problem(
        running.current_map(state),
        "IC",
        [Train("2", 2, False)],
        [
            Route(
                ("C:Q13:0", "T:R12:0"),
                (
                    next(
                        i
                        for i, e in enumerate(running.current_map(state).edges)
                        if {e[0], e[1]} == {"C:Q13:0", "T:R12:0"}
                    ),
                ),
            )
        ],
    )
    assert refusal(state, "run", routes=wrong) == expected
    assert refusal(state, "run", routes=[]) == (
        "Give one list of stops for each of Incheon Railway's 1 trains (an empty list for a train that does not run)."
    )


def test_k3_k7_a_payout_pays_every_share_and_below_the_price_does_not_move():
    state = ic_with(["2"])
    act(state, "run", routes=[["C:Q11:0", "C:Q13:0"]])
    cash, treasury = state.cash[0], state.treasury["IC"]
    act(state, "pay_dividend")
    assert state.cash[0] == cash + 8  # the director's certificate counts as 2 shares
    assert state.treasury["IC"] == treasury + 32  # the 8 shares still in the treasury pay the company
    assert state.price["IC"] == 60 and "IC" in state.flipped and state.or_step == "trains"


def test_k7_a_payout_from_the_price_up_moves_one_square():
    state = ic_with(["3"])
    act(state, "run", routes=[["S:Q9", "C:Q11:0", "C:Q13:0"]])
    assert state.last_run["revenue"] == 60
    act(state, "pay_dividend")
    assert state.price["IC"] == 65


def test_k7_a_hold_keeps_the_revenue_and_moves_one_square_left():
    state = ic_with(["2"])
    act(state, "run", routes=[["C:Q11:0", "C:Q13:0"]])
    treasury = state.treasury["IC"]
    act(state, "hold")
    assert state.treasury["IC"] == treasury + 40 and state.price["IC"] == 55


def test_k7_zero_revenue_is_automatic_and_does_not_move_the_price():
    state = ic_with([])
    assert state.or_step == "trains" and state.price["IC"] == 60 and "IC" in state.flipped


def test_rule_9_5_the_run_step_waits_for_a_route_that_earns_without_searching(monkeypatch):
    """The run step moves on by itself only when no plan earns (K7); a station's one
    connection that earns already shows it must wait, so replaying a save does not search."""

    def no_search(*args, **kwargs):
        raise AssertionError("the route search ran")

    monkeypatch.setattr(running, "best_routes", no_search)
    state = ic_with(["2"])
    assert state.or_step == "run"


def test_k7_running_nothing_pays_nothing():
    state = ic_with(["2"])
    act(state, "run", routes=[[]])
    assert state.or_step == "trains" and state.last_run["revenue"] == 0 and state.price["IC"] == 60


def test_k16_the_express_scoring_variant_reaches_the_optimiser():
    state = ic_with(["2"])
    assert running.variants(state) == {"express_scoring": "lowest_numbered"}
    state.options = {
        **state.options,
        "variants": {**state.options.get("variants", {}), "express_scoring": "earning"},
    }
    assert running.variants(state) == {"express_scoring": "lowest_earning"}
