"""Blue Marble view, played by clicking the real items (issue 3, "View and teaching").

Each click goes to `view.mapFromScene(item.sceneBoundingRect().center())` on the
viewport, as a player's would. Actions that the board does not offer by
clicking (roll, buy, pass, done) are the shell's buttons: `Table.press` checks
that such an action is listed and not handled by the board, then applies it,
as the action bar does.
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, Qt  # noqa: E402

from boardgames_gui.engine.api import Action, find_listed  # noqa: E402
from boardgames_gui.engine.bots import RandomBot  # noqa: E402
from boardgames_gui.engine.match import Match  # noqa: E402
from boardgames_gui.games.bluemarble import data  # noqa: E402
from boardgames_gui.games.bluemarble.currency import won  # noqa: E402
from boardgames_gui.games.bluemarble.rules import BlueMarbleRules  # noqa: E402
from boardgames_gui.games.bluemarble.view import create_view  # noqa: E402
from boardgames_gui.games.bluemarble.view_board import GEOMETRY  # noqa: E402
from boardgames_gui.widgets.gameview import GameView  # noqa: E402
from tests.gui.scene_table import SceneTable  # noqa: E402

NAMES = ["Ana", "Bo", "Chul", "Dami"]


class Table(SceneTable):
    """A match, its scene in a QGraphicsView, and the shell's side of the loop."""

    def __init__(self, qtbot, players: int = 4, seed: int = 1, variants: dict | None = None) -> None:
        options = {"players": players, "names": NAMES[:players]}
        if variants:
            options["variants"] = variants
        super().__init__(qtbot, BlueMarbleRules(), create_view, options, seed, (1100, 1100))
        self.show()

    def show(self, events=()) -> None:
        d = self.match.decision()
        self.scene.show_state(self.match.state, self.match.legal_actions(), d, None, list(events))
        self.widget.fitInView(self.scene.sceneRect(), Qt.KeepAspectRatio)

    def _apply(self, action: Action) -> None:
        self.chosen.append(action)
        self.show(self.match.apply(action))

    def press(self, action: Action) -> None:
        """The shell's button for `action`: listed, not offered by the board."""
        assert find_listed(self.match.legal_actions(), action), f"{action} is not a legal button now"
        assert not self.scene.handles(action), f"{action} is offered on the board, not as a button"
        self.show(self.match.apply(action))

    def click_at(self, qtbot, scene_point: QPointF) -> None:
        pos = self.widget.mapFromScene(scene_point)
        qtbot.mouseClick(self.widget.viewport(), Qt.LeftButton, pos=pos)

    def click(self, qtbot, item) -> None:
        assert item.isVisible(), "cannot click a hidden item"
        self.click_at(qtbot, item.sceneBoundingRect().center())

    def click_space(self, qtbot, index: int) -> None:
        self.click(qtbot, self.scene.space_item(index))

    def click_row(self, qtbot, level: int) -> None:
        assert self.scene.panel.isVisible(), "the deed panel is closed"
        self.click_at(qtbot, self.scene.level_row_scene_rect(level).center())

    def lit(self) -> set[int]:
        return {i for i, halo in enumerate(self.scene.halos) if halo.isVisible()}

    def plane_space(self, seat: int) -> int | None:
        centre = self.scene.planes[seat].scenePos()
        for i in range(40):
            if GEOMETRY.cell_rect(i).contains(centre):
                return i
        return None

    def advance_until(self, want, limit: int = 3000, seed: int = 3) -> None:
        """Let random players act until `want(decision, state)` holds (a test precondition)."""
        bot = RandomBot(seed)
        for _ in range(limit):
            d = self.match.decision()
            assert d is not None, "the game ended before the situation came up"
            if want(d, self.match.state):
                self.show()
                return
            self.match.apply(bot.choose(self.rules, self.match.state, d.player))
        raise AssertionError("the situation did not come up")


def _seed_where_first_roll_lands_on_a_deed() -> int:
    rules = BlueMarbleRules()
    for seed in range(1, 200):
        m = Match(rules, {"players": 4, "names": NAMES}, seed)
        m.apply(Action("roll"))
        d = m.decision()
        if d is not None and d.kind == "buy" and d.player == 0:
            return seed
    raise AssertionError("no seed found")


# --------------------------------------------------------------------------- the contract


def test_view_is_a_game_view_and_items_are_made_once(qtbot):
    t = Table(qtbot)
    assert isinstance(t.scene, GameView)
    for board_type in ("fly", "pick", "build", "sell", "give_deed"):
        assert t.scene.handles(Action(board_type, space=6))
    for button in (Action("roll"), Action("buy", space=6), Action("pass"), Action("done"), Action("pay")):
        assert not t.scene.handles(button)
    before = len(t.scene.items())
    t.advance_until(lambda d, s: s.turns >= 12)
    t.show()
    assert len(t.scene.items()) == before, "redraw must update items, not add new ones"


def test_board_has_40_spaces_with_names_prices_and_four_planes_on_start(qtbot):
    t = Table(qtbot)
    assert len(t.scene.space_items) == 40
    seoul = t.scene.infos[data.SEOUL]
    assert (seoul.ko, seoul.en, seoul.price) == ("서울", "Seoul", 1000)
    shown = t.scene.space_item(data.SEOUL).face
    assert (shown.title, shown.subtitle, shown.price) == ("서울", "Seoul", "₩1,000K")
    singapore = t.scene.infos[6]
    assert singapore.tolls == (6, 30, 90, 270, 550) and singapore.costs == (50, 150, 250)
    assert [t.plane_space(p) for p in range(4)] == [0, 0, 0, 0]
    assert t.scene.planes[0].active and not t.scene.planes[1].active


# --------------------------------------------------------------------------- roll and buy


def test_roll_then_buy_by_clicking_the_glowing_deed(qtbot):
    """First Half 2: land on a deed and buy it; the plane stands there, the deed glows, its card opens."""
    t = Table(qtbot, seed=_seed_where_first_roll_lands_on_a_deed())
    t.press(Action("roll"))
    d = t.match.decision()
    space = d.info["space"]
    assert t.plane_space(0) == space
    assert t.lit() == {space}
    assert t.scene.panel.isVisible() and t.scene.panel.info.index == space
    t.click_space(qtbot, space)
    assert t.chosen == [Action("buy", space=space)]
    item = t.scene.space_item(space)
    assert item.face.owner == 0 and item.face.owner_letter == "A"
    assert t.match.state.owner[space] == 0


def test_clicking_another_deed_while_buying_shows_the_engines_reason(qtbot):
    t = Table(qtbot, seed=_seed_where_first_roll_lands_on_a_deed())
    t.press(Action("roll"))
    space = t.match.decision().info["space"]
    other = next(s for s in data.DEED_SPACES if s != space and t.match.state.owner[s] is None)
    t.click_space(qtbot, other)
    assert t.chosen == []
    assert t.refusals and "only buy the deed you landed on" in t.refusals[-1]
    # the click still opened the other deed's card, so its price is in view
    assert t.scene.panel.info.index == other


def test_several_turns_by_buttons_and_clicks_keep_planes_on_their_spaces(qtbot):
    t = Table(qtbot, seed=4)
    for _ in range(30):
        d = t.match.decision()
        legal = t.match.legal_actions()
        buy = [a for a in legal if a.type == "buy"]
        if buy:
            t.click_space(qtbot, buy[0]["space"])
        else:
            t.press(next(a for a in legal if not t.scene.handles(a)))
        for seat in range(4):
            assert t.plane_space(seat) == t.match.state.positions[seat]
        assert d is not None
    assert any(a.type == "buy" for a in t.chosen)


# --------------------------------------------------------------------------- deed panel


def test_deed_panel_shows_price_costs_and_toll_ladder_with_the_level_marked(qtbot):
    t = Table(qtbot)
    t.advance_until(lambda d, s: s.phase == "second" and any(s.level[c] for c in data.CITY_SPACES))
    s = t.match.state
    city = next(c for c in data.CITY_SPACES if s.level[c])
    t.click_space(qtbot, city)
    panel = t.scene.panel
    assert panel.isVisible() and panel.info.index == city
    assert panel.info.price == data.DEEDS[city].price
    assert panel.info.tolls == data.DEEDS[city].tolls
    assert panel.info.costs == data.DEEDS[city].build_costs
    assert panel.level == s.level[city]
    assert panel.owner_name == NAMES[s.owner[city]]
    assert t.scene.space_item(city).face.level == s.level[city]
    # the close box hides it
    t.click_at(qtbot, panel.mapToScene(panel.close_rect().center()))
    assert not panel.isVisible()


def test_building_in_the_first_half_is_refused_with_the_rule(qtbot):
    """Formal game: no building in the first half; the ladder row says why."""
    t = Table(qtbot, seed=2)
    t.advance_until(
        lambda d, s: (
            d.kind == "turn" and s.phase == "first" and any(s.owner[c] == d.player for c in data.CITY_SPACES)
        )
    )
    s = t.match.state
    mine = next(c for c in data.CITY_SPACES if s.owner[c] == t.match.decision().player)
    assert mine not in t.lit()
    t.click_space(qtbot, mine)
    t.click_row(qtbot, 1)
    assert not t.chosen
    assert "second half" in t.refusals[-1]
    assert t.match.state.level[mine] == 0


# --------------------------------------------------------------------------- end of the first half


def test_allocation_at_the_end_of_the_first_half_by_clicking_the_offered_deed(qtbot):
    """First Half 5: with 5 or 6 deeds left each is offered to all; applying is a click on it."""
    t = Table(qtbot, seed=2)
    t.advance_until(lambda d, s: d.kind == "allocation")
    d = t.match.decision()
    space = d.info["spaces"][0]
    assert space in t.lit()
    assert t.scene.panel.isVisible() and t.scene.panel.info.index == space
    t.click_space(qtbot, space)
    assert t.chosen[-1] == Action("apply", space=space)


def test_building_in_the_second_half_through_the_glowing_deed_and_its_ladder(qtbot):
    """Second Half 1, 3: the deeds you may build on glow; the card's ladder rows build."""
    t = Table(qtbot, seed=2)
    t.advance_until(
        lambda d, s: (
            d.kind in ("turn", "opening_build") and any(a.type == "build" for a in t.rules.legal_actions(s))
        )
    )
    legal = t.match.legal_actions()
    builds = [a for a in legal if a.type == "build"]
    targets = {a["space"] for a in builds}
    assert targets <= t.lit()
    space = builds[0]["space"]
    t.click_space(qtbot, space)
    panel = t.scene.panel
    assert panel.info.index == space
    levels = {a["level"] for a in builds if a["space"] == space}
    assert panel.legal_levels == levels
    level = min(levels)
    t.click_row(qtbot, level)
    assert t.chosen[-1] == Action("build", space=space, level=level)
    assert t.scene.space_item(space).face.level == level
    assert t.match.state.level[space] == level


def test_a_ladder_row_out_of_reach_is_refused_not_applied(qtbot):
    t = Table(qtbot, seed=2)
    t.advance_until(
        lambda d, s: (
            d.kind == "turn"
            and s.phase == "second"
            and any(s.owner[c] is not None and s.owner[c] != d.player for c in data.CITY_SPACES)
        )
    )
    s = t.match.state
    d = t.match.decision()
    theirs = next(c for c in data.CITY_SPACES if s.owner[c] is not None and s.owner[c] != d.player)
    t.click_space(qtbot, theirs)
    t.click_row(qtbot, 4 if s.level[theirs] < 4 else 0)
    assert t.refusals and t.match.state.level[theirs] == s.level[theirs]
    assert not t.chosen


# --------------------------------------------------------------------------- Space Travel


def test_space_travel_every_space_glows_and_a_click_flies_there(qtbot):
    """Space Travel 2: on the next turn fly to any space you choose, without rolling."""
    t = Table(qtbot, seed=5)
    t.advance_until(lambda d, s: d.kind == "fly", limit=6000)
    d = t.match.decision()
    assert "click any space of the board" in d.prompt  # the whole board glows: say so
    assert t.lit() == set(range(40)) - {data.SPACE_TRAVEL}
    target = data.SEOUL
    t.click_space(qtbot, target)
    assert t.chosen[-1] == Action("fly", space=target)
    assert t.match.state.positions[d.player] == target
    assert t.plane_space(d.player) == target


def test_clicking_space_travel_itself_when_flying_is_refused(qtbot):
    t = Table(qtbot, seed=5)
    t.advance_until(lambda d, s: d.kind == "fly", limit=6000)
    t.click_space(qtbot, data.SPACE_TRAVEL)
    assert not t.chosen
    assert "already at Space Travel" in t.refusals[-1]


# --------------------------------------------------------------------------- animation


def test_planes_walk_space_by_space_when_animations_are_on_and_a_click_skips(qtbot):
    t = Table(qtbot, seed=_seed_where_first_roll_lands_on_a_deed())
    t.scene.animations_enabled = True
    events = t.match.apply(Action("roll"))
    t.show(events)
    mover = t.scene.movers[0]
    path = [e for e in events if e.type == "moved"][0]["path"]
    assert mover.running() and mover.path == path
    # one duration step per space (LOOK.md: a pawn step ~120 ms)
    assert mover.anim.duration() == mover.STEP_MS * len(path)
    t.click_at(qtbot, QPointF(-20, -20))  # a click on the table skips the walk
    assert not mover.running()
    assert t.plane_space(0) == t.match.state.positions[0]


def test_a_space_travel_flight_walks_its_path_once_not_twice(qtbot):
    """Defect: a flight's two events ("flew", then "moved") both gave the path to the walk, so
    the plane walked to its destination twice. A flight walks once, space by space, forward."""
    t = Table(qtbot, seed=5)
    t.advance_until(lambda d, s: d.kind == "fly", limit=6000)
    seat = t.match.decision().player
    start = t.match.state.positions[seat]
    t.scene.animations_enabled = True
    target = data.SEOUL
    events = t.match.apply(Action("fly", space=target))
    t.show(events)
    mover = t.scene.movers[seat]
    once = [(start + k) % 40 for k in range(1, (target - start) % 40 + 1)]
    assert mover.running() and mover.path == once
    assert mover.anim.duration() == mover.STEP_MS * len(once)


def test_golden_key_card_is_shown_face_up_when_drawn(qtbot):
    t = Table(qtbot, seed=3)
    t.advance_until(lambda d, s: s.drawn is not None)
    card = data.KEYS_BY_ID[t.match.state.drawn]
    assert t.scene.card.isVisible()
    assert (t.scene.card.ko, t.scene.card.en, t.scene.card.text) == (card.ko, card.en, card.text)


def test_welfare_pot_is_shown_on_the_reception_corner(qtbot):
    t = Table(qtbot, seed=3)
    t.advance_until(lambda d, s: s.fund > 0, limit=6000)
    assert t.scene.space_item(data.FUND_RECEIVE).face.lines == (won(t.match.state.fund),)


def test_clicking_a_free_deed_before_rolling_teaches_when_you_may_buy(qtbot):
    t = Table(qtbot, seed=1)
    t.click_space(qtbot, 6)
    assert not t.chosen
    assert "only when your plane stops on it" in t.refusals[-1]
    t.click_space(qtbot, 2)  # a Golden Key space: "go there" is only for Space Travel
    assert "fly only on the turn after you reach Space Travel" in t.refusals[-1]


def test_optional_game_draft_by_clicking_deeds_and_seoul_is_refused(qtbot):
    """Optional Game Rules 2: deeds are picked in turn; Seoul is auctioned last."""
    t = Table(qtbot, seed=1, variants={"mode": "optional"})
    d = t.match.decision()
    assert d.kind == "draft"
    free = {a["space"] for a in t.match.legal_actions() if a.type == "pick"}
    assert t.lit() == free and data.SEOUL not in free
    t.click_space(qtbot, data.SEOUL)
    assert "auctioned after all other deeds" in t.refusals[-1]
    t.click_space(qtbot, 37)
    assert t.chosen == [Action("pick", space=37)]
    assert t.scene.space_item(37).face.owner == d.player


def test_a_toll_due_opens_the_deed_card_with_its_level_marked(qtbot):
    """Second Half 2: the toll is the deed's figure for its buildings; the card shows which row."""
    t = Table(qtbot, seed=1)
    t.advance_until(lambda d, s: d.kind == "debt" and d.info.get("reason") == "toll")
    d = t.match.decision()
    space = d.info["space"]
    panel = t.scene.panel
    assert panel.isVisible() and panel.info.index == space
    assert panel.level == t.match.state.level[space]
    assert d.info["amount"] == t.rules.toll_due(t.match.state, space)


def test_a_plane_on_the_deserted_island_carries_its_turns_left(qtbot):
    """Deserted Island 1: stuck for three turns; the plane shows how many are left."""
    t = Table(qtbot, seed=4)
    t.advance_until(lambda d, s: d.kind == "island")
    p = t.match.decision().player
    assert t.plane_space(p) == data.ISLAND
    assert t.scene.planes[p].badge == str(t.match.state.island[p])
    others = [q for q in range(4) if t.match.state.island[q] == 0]
    assert all(t.scene.planes[q].badge == "" for q in others)


def test_the_golden_key_card_flips_face_up_and_a_click_finishes_it(qtbot):
    """LOOK.md Motion: a card flip (~250 ms), skippable with a click."""
    t = Table(qtbot, seed=3)
    t.scene.animations_enabled = True
    bot = RandomBot(9)
    for _ in range(400):
        d = t.match.decision()
        events = t.match.apply(bot.choose(t.rules, t.match.state, d.player))
        if any(e.type == "golden_key" for e in events):
            break
    else:
        raise AssertionError("no Golden Key drawn")
    t.show(events)
    assert t.scene.card.isVisible()
    assert not t.scene.card.transform().isIdentity(), "the card starts its flip"
    t.click_at(qtbot, QPointF(-20, -20))
    qtbot.waitUntil(lambda: t.scene.card.transform().isIdentity(), timeout=2000)


def test_after_undo_the_plane_jumps_back_without_walking(qtbot):
    t = Table(qtbot, seed=_seed_where_first_roll_lands_on_a_deed())
    t.scene.animations_enabled = True
    t.show(t.match.apply(Action("roll")))
    assert t.scene.movers[0].running()
    t.match.undo()
    t.show()  # the shell passes no events after an undo
    assert not t.scene.movers[0].running()
    assert t.plane_space(0) == 0


def test_hovering_a_deed_tells_its_price_owner_and_toll(qtbot):
    t = Table(qtbot, seed=1)
    t.advance_until(
        lambda d, s: s.phase == "second" and any(s.owner[c] is not None for c in data.CITY_SPACES)
    )
    s = t.match.state
    city = next(c for c in data.CITY_SPACES if s.owner[c] is not None)
    tip = t.scene.space_item(city).toolTip()
    assert data.SPACES[city].en in tip and NAMES[s.owner[city]] in tip
    assert f"toll now ₩{t.rules.toll_due(s, city):,}K" in tip


def test_cash_changes_rise_above_the_plane_and_animations_do_not_pile_up(qtbot):
    """LOOK.md Motion: money moves are shown briefly; a long game must not leak animation objects."""
    from PySide6.QtCore import QCoreApplication, QEvent, QVariantAnimation

    t = Table(qtbot, seed=7)
    t.scene.animations_enabled = True
    t.scene.animation_speed = 0.05  # the same sequence, twenty times faster
    bot = RandomBot(7)
    seen_pop = False
    animations_at_start = len(t.scene.findChildren(QVariantAnimation))
    for _ in range(120):
        d = t.match.decision()
        before = list(t.match.state.money)
        events = t.match.apply(bot.choose(t.rules, t.match.state, d.player))
        t.show(events)
        for seat, pop in enumerate(t.scene.pops):
            delta = t.match.state.money[seat] - before[seat]
            if delta:
                seen_pop = True
                # the cash rises once the plane has landed
                qtbot.waitUntil(pop.isVisible, timeout=2000)
                assert pop.text == ("+" if delta > 0 else "−") + f"₩{abs(delta):,}K"
            else:
                assert not pop.isVisible()
        t.click_at(qtbot, QPointF(-20, -20))  # skip: everything lands at once
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert seen_pop
    assert len(t.scene.findChildren(QVariantAnimation)) == animations_at_start


def test_seoul_auction_lights_seoul_opens_its_card_and_bids_are_buttons(qtbot):
    """Optional Game Rules 2: Seoul is auctioned after the draft; bids go through the action bar."""
    t = Table(qtbot, seed=1, variants={"mode": "optional"})
    t.advance_until(lambda d, s: d.kind == "auction")
    assert data.SEOUL in t.lit()
    assert t.scene.panel.isVisible() and t.scene.panel.info.index == data.SEOUL
    assert "Seoul auction" in t.scene.centre.phase_en
    bid = next(a for a in t.match.legal_actions() if a.type == "bid")
    assert not t.scene.handles(bid)
    t.press(bid.with_(amount=bid["amount"].lo))
    assert "high bid" in t.scene.centre.phase_note


def test_a_card_opened_by_a_decision_closes_with_it_but_a_clicked_one_stays(qtbot):
    t = Table(qtbot, seed=_seed_where_first_roll_lands_on_a_deed())
    t.press(Action("roll"))
    assert t.scene.panel.isVisible()  # opened by the buy decision
    t.press(Action("pass"))
    assert not t.scene.panel.isVisible()
    t.click_space(qtbot, 39)  # the next player looks at Seoul
    t.press(Action("roll"))
    assert t.scene.panel.isVisible() and t.scene.panel.info.index in (
        39,
        t.match.decision().info.get("space"),
    )


def test_a_click_on_the_bare_table_neither_acts_nor_refuses(qtbot):
    t = Table(qtbot, seed=1)
    t.click_at(qtbot, QPointF(-20, 600))
    t.click_at(qtbot, QPointF(300, 220))  # the centre of the board, away from cards and dice
    assert t.chosen == [] and t.refusals == []


def test_the_ladder_says_what_each_change_costs_or_pays_back(qtbot):
    """Reference 1.6: going up a level costs the difference of the two levels; selling pays it back."""
    t = Table(qtbot, seed=2)
    t.advance_until(lambda d, s: any(s.level[c] == 2 for c in data.CITY_SPACES))
    s = t.match.state
    city = next(c for c in data.CITY_SPACES if s.level[c] == 2)
    deed = data.DEEDS[city]
    t.click_space(qtbot, city)
    panel = t.scene.panel
    villa, building, hotel = deed.build_costs
    assert panel.cost_note(3) == f"+₩{building - 2 * villa:,}K"
    assert panel.cost_note(4) == f"+₩{hotel - 2 * villa:,}K"
    assert panel.cost_note(2) == ""
    assert panel.cost_note(0) == f"₩{2 * villa:,}K back"
    free = (
        next(c for c in data.CITY_SPACES if s.owner[c] is None)
        if any(s.owner[c] is None for c in data.CITY_SPACES)
        else None
    )
    if free is not None:
        t.click_space(qtbot, free)
        assert panel.cost_note(1) == f"₩{data.DEEDS[free].build_costs[0]:,}K"


def test_a_debtor_hands_a_deed_over_with_the_button_on_its_card(qtbot):
    """Second Half 5: a player who cannot pay may hand a deed to the creditor, no change given."""
    t = Table(qtbot, seed=1)
    t.advance_until(
        lambda d, s: d.kind == "debt" and any(a.type == "give_deed" for a in t.rules.legal_actions(s))
    )
    d = t.match.decision()
    mine = [a["space"] for a in t.match.legal_actions() if a.type == "give_deed"]
    assert set(mine) <= t.lit()
    space = mine[0]
    t.click_space(qtbot, space)
    panel = t.scene.panel
    assert panel.info.index == space and data.SPACES[space].en in panel.handover
    assert t.chosen == [], "opening the card must not give the deed away"
    t.click_at(qtbot, panel.mapToScene(panel.handover_rect().center()))
    assert t.chosen == [Action("give_deed", space=space)]
    assert t.match.state.owner[space] != d.player


def test_the_turn_banner_shows_the_golden_keys_the_player_keeps(qtbot):
    """Golden Key 2, 6: the Preferential Ticket and the escape radio are kept until used."""
    t = Table(qtbot, seed=3)
    t.advance_until(lambda d, s: d.kind == "turn" and len(s.held[d.player]) >= 1)
    s = t.match.state
    held = s.held[t.match.decision().player]
    assert len(t.scene.centre.held) == len(held)
    for label, card in zip(t.scene.centre.held, held, strict=True):
        assert label.startswith(data.KEYS_BY_ID[card].ko)


def test_clicking_the_dice_rolls_them_and_says_why_not_when_it_cannot(qtbot):
    t = Table(qtbot, seed=_seed_where_first_roll_lands_on_a_deed())
    t.click(qtbot, t.scene.dice)
    assert t.chosen == [Action("roll")]
    assert t.scene.dice.values == t.match.state.last_dice
    t.click(qtbot, t.scene.dice)  # now the deed must be bought or passed first
    assert len(t.chosen) == 1
    assert t.refusals and t.refusals[-1].startswith("Not yet")


def test_a_roll_off_for_a_deed_is_told_on_the_ribbon(qtbot):
    """First Half 5: if several apply for a deed, the highest roll of a pair of dice takes it."""
    t = Table(qtbot, seed=2)
    bot = RandomBot(2)
    for _ in range(6000):
        d = t.match.decision()
        legal = t.match.legal_actions()
        # everyone applies, so the roll-off comes up quickly
        apply = [a for a in legal if a.type == "apply"]
        events = t.match.apply(apply[0] if apply else bot.choose(t.rules, t.match.state, d.player))
        roll = [e for e in events if e.type == "allocation_roll"]
        if roll:
            t.show(events)
            winner = t.match.state.owner[roll[-1]["space"]]
            assert t.scene.centre.phase_note.startswith("roll-off for")
            assert t.scene.centre.phase_note.endswith(NAMES[winner])
            return
    raise AssertionError("no roll-off came up")


def test_time_limit_clock_shows_the_time_left_and_ends_the_game_other_game_tips_1(qtbot) -> None:
    """Variant time_limit: a clock on the board; when it runs out the view sends time_up on a
    human's decision and the richest player wins."""
    t = Table(qtbot, players=2, variants={"time_limit": 10})
    clock = t.scene.clock
    assert clock.isVisible() and clock.text == "Time left 10:00"
    t.press(Action("roll"))
    t.scene.clock_offset_ms = 10 * 60_000  # ten minutes of play later
    with qtbot.waitSignal(t.scene.actionChosen, timeout=3000):
        pass
    assert t.chosen[-1] == Action("time_up")
    assert t.match.state.over and t.match.state.end_reason == "time_limit"
    assert "Time is up" in clock.text


def test_no_clock_without_the_time_limit(qtbot) -> None:
    t = Table(qtbot, players=2)
    assert not t.scene.clock.isVisible() and t.scene.time_left_ms() is None


def test_a_move_repaints_only_the_spaces_that_changed(qtbot, monkeypatch):
    """Issue 15: across one move (a roll and its landing) a space whose face did not change
    is not painted again (the ring's cells are cached and compared before updating)."""
    from boardgames_gui.widgets import ringboard_items
    from tests.gui.paint_count import count_paints, settle

    counts = count_paints(monkeypatch, ringboard_items)
    t = Table(qtbot)
    board = t.scene.board
    settle()
    before = [board.face(i) for i in range(len(board.cells))]
    counts.clear()
    events = t.match.apply(Action("roll"))
    # shown as the window shows it: the board keeps its zoom (Table.show fits it again)
    t.scene.show_state(t.match.state, t.match.legal_actions(), t.match.decision(), None, list(events))
    settle()
    unchanged = [cell for i, cell in enumerate(board.cells) if board.face(i) == before[i]]
    assert len(unchanged) > len(board.cells) // 2
    assert [counts[id(cell)] for cell in unchanged] == [0] * len(unchanged)


def test_a_move_draws_again_only_the_parts_of_the_centre_that_changed(qtbot, monkeypatch):
    """Issue 15, speed: the centre (globe, logo, phase ribbon, hint, turn banner) was one
    cached picture, drawn again whole at every move for a new prompt."""
    from boardgames_gui.games.bluemarble import view_pieces
    from boardgames_gui.widgets import itemcache
    from tests.gui.paint_count import count_paints, settle

    counts = count_paints(monkeypatch, view_pieces, itemcache)
    t = Table(qtbot)
    centre = t.scene.centre
    settle()
    counts.clear()
    events = t.match.apply(Action("roll"))
    t.scene.show_state(t.match.state, t.match.legal_actions(), t.match.decision(), None, list(events))
    settle()
    assert counts[id(centre)] == 0  # the globe and the logo
    assert counts[id(centre.banner)] == 1  # the turn banner: a new prompt
    assert counts[id(centre.hint_box)] == 0  # the hint says the same


def test_the_key_card_and_the_deed_card_are_drawn_again_only_when_what_they_show_changes(qtbot, monkeypatch):
    """Issue 15, speed: the Golden Key card (1.4 ms) and the open deed card (2-8 ms) were
    drawn again at every move. Shown again unchanged, they are not painted; another card
    drawn or the deed's level changed, they are painted with the new content."""
    from boardgames_gui.games.bluemarble import view_deed, view_pieces
    from tests.gui.paint_count import count_paints, record_texts, settle

    counts = count_paints(monkeypatch, view_pieces, view_deed)
    t = Table(qtbot, seed=3)
    t.advance_until(lambda d, s: s.drawn is not None)
    s = t.match.state
    city = data.CITY_SPACES[0]
    t.click_space(qtbot, city)
    card, deck, panel = t.scene.card, t.scene.deck, t.scene.panel
    assert card.isVisible() and panel.isVisible()
    settle()
    texts = record_texts(monkeypatch)
    counts.clear()
    shown_again = lambda: t.scene.show_state(s, t.match.legal_actions(), t.match.decision(), None, [])  # noqa: E731
    shown_again()  # the same state again (the board keeps its zoom): nothing on the cards changed
    settle()
    assert (counts[id(card)], counts[id(deck)], counts[id(panel)]) == (0, 0, 0)
    other = next(k for k in data.KEYS_BY_ID.values() if k.ko != data.KEYS_BY_ID[s.drawn].ko)
    s.drawn = other.id  # documented edit: another Golden Key face up
    s.level[city] = (s.level[city] + 1) % len(data.DEEDS[city].tolls)
    shown_again()
    settle()
    assert counts[id(card)] == 1 and other.ko in texts, "the new card's title is painted"
    assert counts[id(panel)] == 1 and panel.level == s.level[city]
    assert counts[id(deck)] == 0
