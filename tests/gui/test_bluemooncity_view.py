"""Blue Moon City view, driven by clicks on the real items (issue 5, "View and teaching").

Each test clicks at `view.mapFromScene(item.sceneBoundingRect().center())` on the
viewport, as a player would, and checks what the table shows and what the rules
did with the emitted action (or the rules' sentence for a refused click).
Scenarios set up the hand and the figure directly in the state, moving cards
(never creating them) so that the deck's 80 cards stay accounted for.
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QGraphicsView  # noqa: E402

from boardgames_gui.engine.api import Action  # noqa: E402
from boardgames_gui.engine.match import Match  # noqa: E402
from boardgames_gui.games.bluemooncity import data  # noqa: E402
from boardgames_gui.games.bluemooncity.rules import BlueMoonCityRules, reachable_tiles  # noqa: E402
from boardgames_gui.games.bluemooncity.view import create_view  # noqa: E402
from boardgames_gui.widgets.gameview import GameView  # noqa: E402
from tests.gui.scene_table import SceneTable  # noqa: E402

NAMES = ["Ana", "Bo", "Cy", "Di"]
FIRE_TEMPLE = data.START_TILES["fire_temple"]  # black (Vulca) boxes 5, 4, 3
COURTYARD = data.COURTYARD_CELL


class Table(SceneTable):
    """A match, its view in a QGraphicsView, and the shell's part of the loop."""

    def __init__(self, qtbot, players: int = 4, seed: int = 2) -> None:
        options = {"players": players, "names": NAMES[:players]}
        super().__init__(qtbot, BlueMoonCityRules(), create_view, options, seed, (1500, 1200))
        self.show()

    @property
    def state(self):  # noqa: ANN201
        return self.match.state

    @property
    def me(self) -> int:
        return self.state.current

    def show(self, viewer: int | str | None = "actor") -> None:
        d = self.match.decision()
        if viewer == "actor":
            viewer = d.player if d else None
        self.scene.show_state(self.state, self.match.legal_actions(), d, viewer, self.match.last_events)
        self.widget.fitInView(self.scene.sceneRect(), Qt.KeepAspectRatio)

    def click(self, item) -> None:  # noqa: ANN001
        pos = self.widget.mapFromScene(item.sceneBoundingRect().center())
        self.qtbot.mouseClick(self.widget.viewport(), Qt.LeftButton, pos=pos)

    # ----- scenario set-up (moves cards, never creates them)

    def give(self, *faces: tuple[str, int]) -> list[int]:
        """Put cards of these faces in the current hand, swapping out other cards."""
        s = self.state
        hand = s.hands[self.me]
        got = []
        for face in faces:
            card = next(
                c for c in range(data.CARD_COUNT) if data.CARDS[c] == face and c not in hand and c not in got
            )
            place = next(pile for pile in [s.deck, s.discard, *s.hands] if card in pile)
            spare = next(c for c in hand if c not in got and data.CARDS[c] not in faces)
            place[place.index(card)] = spare
            hand[hand.index(spare)] = card
            got.append(card)
        return got

    def keep_only(self, cards: list[int]) -> None:
        """Leave exactly these cards in the current hand (the rest go under the deck)."""
        s = self.state
        rest = [c for c in s.hands[self.me] if c not in cards]
        s.hands[self.me] = list(cards)
        s.deck[:0] = rest

    def stand_on(self, cell: tuple[int, int], phase: str = "contribute") -> None:
        self.state.figures[self.me] = list(cell)
        self.state.phase = phase
        self.show()

    def tile(self, cell: tuple[int, int]):  # noqa: ANN201
        return self.scene.tiles[self.state.tile(cell)["building"]]

    def hand_item(self, card: int):  # noqa: ANN201
        return next(i for i in self.scene.hand_items if i.isVisible() and getattr(i, "card_id", None) == card)


@pytest.fixture
def table(qtbot) -> Table:
    return Table(qtbot)


def test_view_is_a_game_view_and_handles_board_actions(table: Table) -> None:
    assert isinstance(table.scene, GameView)
    assert table.scene.handles(Action("move", to=[1, 2]))
    assert table.scene.handles(Action("contribute", tile=[1, 2], box=0))
    assert table.scene.handles(Action("discard", cards=[]))
    assert not table.scene.handles(Action("end_phase"))  # an action-bar button
    assert not table.scene.handles(Action("cancel"))


def test_reachable_tiles_glow_and_a_click_moves_the_figure(table: Table) -> None:
    """Seed "Movement Phase": up to 2 orthogonal steps; the glow shows exactly those tiles."""
    reach = {tuple(c) for c in reachable_tiles(table.state, table.me)}
    glowing = {item.cell for item in table.scene.tiles.values() if item.glow}
    assert glowing == reach and (0, 2) in reach and (1, 1) in reach
    assert (0, 1) not in reach  # three steps away
    table.click(table.tile((0, 2)))
    assert table.chosen[-1] == Action("move", to=[0, 2])
    assert table.state.figures[table.me] == [0, 2]
    figure = table.scene.figures[table.me]
    assert table.tile((0, 2)).sceneBoundingRect().contains(figure.pos())


def test_a_tile_out_of_reach_is_refused_with_the_rule(table: Table) -> None:
    """Seed: no diagonals, at most two steps; the click gets the rules' sentence."""
    table.click(table.tile((0, 1)))
    assert not table.chosen
    assert table.refusals and "step" in table.refusals[-1]


def test_pay_a_box_with_the_suggested_cards(table: Table) -> None:
    """Seed "Contribution Phase": clicking a box proposes the cheapest set; Pay places a marker."""
    three, two, one = table.give(("vulca", 3), ("vulca", 2), ("vulca", 1))
    table.stand_on(FIRE_TEMPLE)
    tile = table.tile(FIRE_TEMPLE)
    box5 = tile.boxes[0]
    assert box5.glow  # payable
    table.click(box5)
    assert table.scene.selected_box == (FIRE_TEMPLE, 0)
    assert sorted(table.scene.selected_cards) == sorted([three, two])  # 5 exactly, no overpay
    assert table.hand_item(three).selected and not table.hand_item(one).selected
    assert table.scene.pay_panel.isVisible()
    table.click(table.scene.confirm)
    assert table.chosen[-1] == Action("contribute", tile=list(FIRE_TEMPLE), box=0, cards=sorted([three, two]))
    assert table.state.tile(FIRE_TEMPLE)["markers"][0] == table.me
    assert box5.marker is not None and box5.marker[1] == table.scene.letters[table.me]
    assert three not in table.state.hands[table.me] and one in table.state.hands[table.me]
    assert not table.scene.pay_panel.isVisible()


def test_the_player_may_change_the_suggested_set(table: Table) -> None:
    """Seed: overpay is lost; a card clicked into the set joins it, a short set is refused."""
    three, two, one = table.give(("vulca", 3), ("vulca", 2), ("vulca", 1))
    table.stand_on(FIRE_TEMPLE)
    table.click(table.tile(FIRE_TEMPLE).boxes[2])  # the 3 box: one vulca 3 suggested
    assert table.scene.selected_cards == [three]
    table.click(table.hand_item(three))  # take it out ...
    table.click(table.hand_item(one))  # ... and pay 1: not enough
    assert table.hand_item(one).selected and not table.hand_item(three).selected
    table.click(table.scene.confirm)
    assert table.refusals and "at least 3" in table.refusals[-1]
    assert table.state.tile(FIRE_TEMPLE)["markers"][2] is None
    table.click(table.hand_item(two))  # 1 + 2 = 3
    table.click(table.scene.confirm)
    assert table.chosen[-1]["cards"] == sorted([one, two])
    assert table.state.tile(FIRE_TEMPLE)["markers"][2] == table.me
    assert three in table.state.hands[table.me]


def test_dragon_power_flies_the_dragon_where_clicked(table: Table) -> None:
    """Reference §1.2: a Vulca 1 flies the red dragon onto any tile, from beside the city."""
    (vulca1,) = table.give(("vulca", 1))
    table.show()
    card = table.hand_item(vulca1)
    assert card.glow  # a movement power, usable now
    assert table.state.dragons[0] is None
    table.click(card)
    assert table.chosen[-1] == Action("power", card=vulca1)
    assert table.state.pending["kind"] == "dragon_fly"
    assert table.tile((4, 2)).glow  # any tile, even far away
    table.click(table.tile((4, 2)))
    assert table.chosen[-1] == Action("dragon", to=[4, 2])
    assert table.state.dragons[0] == [4, 2]
    assert vulca1 not in table.state.hands[table.me]
    dragon = table.scene.dragons["red"]
    assert table.tile((4, 2)).sceneBoundingRect().contains(dragon.pos())


def test_flit_powers_extend_the_glow_and_jump(table: Table) -> None:
    """Reference §1.2: Flit 2 adds two steps (the glow grows), Flit 1 jumps to any tile."""
    flit2, flit1 = table.give(("flit", 2), ("flit", 1))
    table.show()
    before = {item.cell for item in table.scene.tiles.values() if item.glow}
    table.click(table.hand_item(flit2))
    after = {item.cell for item in table.scene.tiles.values() if item.glow}
    assert table.state.steps_left == 4 and before < after and (0, 1) in after
    table.click(table.hand_item(flit1))
    assert table.state.pending["kind"] == "flit_jump"
    table.click(table.tile((4, 3)))
    assert table.state.figures[table.me] == [4, 3]


def test_completing_a_building_flips_the_tile(table: Table) -> None:
    """Seed "Earning Points from Buildings": the last box completes it; the tile turns rebuilt."""
    other = (table.me + 1) % 4
    table.state.tiles[FIRE_TEMPLE[0]][FIRE_TEMPLE[1]]["markers"] = [other, other, None]
    table.state.markers_left[other] -= 2
    (three,) = table.give(("vulca", 3))
    table.stand_on(FIRE_TEMPLE)
    tile = table.tile(FIRE_TEMPLE)
    table.click(tile.boxes[2])
    lines = [text for text, *_ in table.scene._pay_lines()]
    assert any("Completes" in t for t in lines) and any("Majority" in t for t in lines)
    table.click(table.scene.confirm)
    assert table.state.tile(FIRE_TEMPLE)["rebuilt"]
    assert tile.rebuilt and not any(b.isVisible() for b in tile.boxes)
    assert table.state.markers_left[other] == data.MARKERS_PER_PLAYER  # markers come back


def test_offering_by_clicking_the_obelisk(table: Table) -> None:
    """Seed "Crystals and the Obelisk": on the courtyard, offer in the lowest free box."""
    table.state.crystals[table.me] = 9
    table.stand_on(COURTYARD)
    assert table.scene.obelisk.next_glow
    box = table.scene.obelisk.box_rect(0)
    pos = table.widget.mapFromScene(table.scene.obelisk.mapToScene(box.center()))
    table.qtbot.mouseClick(table.widget.viewport(), Qt.LeftButton, pos=pos)
    assert table.chosen[-1] == Action("offer", cards=[])
    assert table.state.obelisk[0] == table.me
    assert table.state.crystals[table.me] == 2
    assert table.scene.obelisk.owners[0] is not None


def test_offering_away_from_the_courtyard_is_refused(table: Table) -> None:
    table.state.crystals[table.me] = 9
    table.stand_on(FIRE_TEMPLE)
    assert not table.scene.obelisk.next_glow
    box = table.scene.obelisk.box_rect(0)
    pos = table.widget.mapFromScene(table.scene.obelisk.mapToScene(box.center()))
    table.qtbot.mouseClick(table.widget.viewport(), Qt.LeftButton, pos=pos)
    assert not table.chosen and "Courtyard" in table.refusals[-1]


def test_reset_discards_the_picked_cards(table: Table) -> None:
    """Seed "Reset Phase": discard up to two, draw two more than discarded."""
    table.state.phase = "reset"
    table.show()
    hand = list(table.state.hands[table.me])
    button = table.scene.reset_button
    assert button.isVisible() and button.text == "Draw 2"
    table.click(table.hand_item(hand[0]))
    table.click(table.hand_item(hand[1]))
    assert button.text == "Discard 2, draw 4"
    me = table.me
    table.click(button)
    assert sorted(table.chosen[-1]["cards"]) == sorted(hand[:2])
    assert len(table.state.hands[me]) == len(hand) + 2


def test_hidden_hand_is_face_down_for_nobody(table: Table) -> None:
    """LOOK.md: what the viewer may not see is drawn face down, never omitted."""
    table.show(viewer=None)
    visible = [i for i in table.scene.hand_items if i.isVisible()]
    assert len(visible) == len(table.state.hands[table.me]) and all(i.card is None for i in visible)
    table.show()
    assert all(i.card is not None for i in table.scene.hand_items if i.isVisible())


def test_items_are_created_once_and_reused(table: Table) -> None:
    """DESIGN.md §4: items are created once and updated on redraw."""
    count = len(table.scene.items())
    tiles = dict(table.scene.tiles)
    table.click(table.tile((1, 2)))
    table.show()
    assert len(table.scene.items()) == count
    assert table.scene.tiles == tiles


def test_animations_end_where_the_state_says(table: Table) -> None:
    """LOOK.md "Motion": a figure glides and a completed tile flips, then both rest in place."""
    table.scene.animations_enabled = True
    table.click(table.tile((1, 2)))
    figure = table.scene.figures[table.me]
    target = table.tile((1, 2)).sceneBoundingRect()
    table.qtbot.waitUntil(lambda: target.contains(figure.pos()), timeout=3000)
    other = (table.me + 1) % 4
    table.state.tiles[FIRE_TEMPLE[0]][FIRE_TEMPLE[1]]["markers"] = [other, other, None]
    table.state.markers_left[other] -= 2
    table.give(("vulca", 3))
    table.state.phase = "contribute"
    table.show()
    tile = table.tile(FIRE_TEMPLE)
    table.click(tile.boxes[2])
    table.click(table.scene.confirm)
    assert table.state.tile(FIRE_TEMPLE)["rebuilt"]
    table.qtbot.waitUntil(lambda: tile.rebuilt and tile.transform().isIdentity(), timeout=3000)


def test_clicks_while_another_player_acts_are_refused_politely(table: Table) -> None:
    """Hot seat: a click on someone else's turn says whose turn it is, and changes nothing."""
    other = (table.me + 1) % 4
    d = table.match.decision()
    table.scene.show_state(table.state, [], d, other, [])
    table.click(table.tile((1, 2)))
    assert not table.chosen and NAMES[table.me] in table.refusals[-1]
    assert table.state.figures[table.me] == [2, 2]


def test_a_pillar_card_makes_a_further_offering(table: Table) -> None:
    """Reference §1.2: after an offering, a Pillar 1 makes one more at +1 crystal."""
    (pillar,) = table.give(("pillar", 1))
    table.state.crystals[table.me] = 15  # 7, then 7 + 1
    table.stand_on(COURTYARD)
    box = table.scene.obelisk.box_rect(0)
    pos = table.widget.mapFromScene(table.scene.obelisk.mapToScene(box.center()))
    table.qtbot.mouseClick(table.widget.viewport(), Qt.LeftButton, pos=pos)
    assert table.state.obelisk[0] == table.me
    card = table.hand_item(pillar)
    assert card.glow and "Pillar" in table.scene.hint_text
    table.click(card)
    assert table.chosen[-1] == Action("offer", cards=[pillar])
    assert table.state.obelisk[1] == table.me and table.state.crystals[table.me] == 0


def test_wild_cards_are_proposed_for_a_box_of_a_missing_colour(table: Table) -> None:
    """Reference §1.2: Khind counts as a wild 1, two Mimix 1/2 as a wild 3; the app proposes them."""
    cards = table.give(("khind", 2), ("mimix", 1), ("mimix", 2), ("terrah", 3))
    table.keep_only(cards)
    table.stand_on(data.START_TILES["water_temple"])  # blue (Aqua) 5, 4, 3
    box4 = table.tile(data.START_TILES["water_temple"]).boxes[1]
    assert box4.glow
    table.click(box4)
    assert sorted(table.scene.selected_cards) == sorted(cards[:3])  # 1 + (1 + 2 -> 3) = 4
    assert any("pay 4 of 4" in text for text, *_ in table.scene._pay_lines())
    table.click(table.scene.confirm)
    assert table.state.tile(data.START_TILES["water_temple"])["markers"][1] == table.me
    assert table.state.hands[table.me] == [cards[3]]


def test_refusals_teach_boxes_and_powers(table: Table) -> None:
    """Seed: a box needs cards of its colour; reference §1.2: value-3 cards have no power."""
    (three,) = table.give(("aqua", 3))
    table.show()
    table.click(table.hand_item(three))
    assert "no power" in table.refusals[-1]
    table.keep_only([three])
    table.stand_on(FIRE_TEMPLE)
    box = table.tile(FIRE_TEMPLE).boxes[0]
    assert not box.glow
    table.click(box)
    assert not table.chosen and "Vulca" in table.refusals[-1]
    assert table.scene.selected_box is None


def test_dragon_walk_glows_three_steps_and_scales_are_previewed(table: Table) -> None:
    """Reference §1.2: a Terrah 2 walks the green dragon up to 3 steps; §1.6: a dragon on the
    tile gives a golden scale for the first contribution, and the panel says so."""
    table.state.dragons[1] = list(data.START_TILES["water_temple"])  # green, at (2, 1)
    terrah2, vulca3, vulca2 = table.give(("terrah", 2), ("vulca", 3), ("vulca", 2))
    table.show()
    table.click(table.hand_item(terrah2))
    assert table.state.pending["kind"] == "dragon_walk"
    glowing = {item.cell for item in table.scene.tiles.values() if item.glow}
    assert (1, 2) in glowing and (0, 3) not in glowing  # (0, 3) is four steps away
    table.click(table.tile((0, 3)))
    assert "step" in table.refusals[-1] and table.state.pending is not None
    table.click(table.tile((1, 2)))
    assert table.state.dragons[1] == [1, 2]
    table.stand_on(FIRE_TEMPLE)
    table.click(table.tile(FIRE_TEMPLE).boxes[0])
    lines = table.scene._pay_lines()
    assert any(text.startswith("Dragons give") and rewards == {"scales": 1} for text, _, _, rewards in lines)


def test_reachable_tiles_the_hand_can_pay_carry_a_tick(table: Table) -> None:
    """Reference §3.3: while moving, show where the hand could pay a box (the rules' box_payable)."""
    cards = table.give(("vulca", 3), ("vulca", 2))
    table.keep_only(cards)
    table.show()
    assert table.tile(FIRE_TEMPLE).hint  # black boxes, reachable
    assert not table.tile(data.START_TILES["water_temple"]).hint  # blue boxes
    assert not table.tile(COURTYARD).hint  # no crystals for an offering
    table.state.crystals[table.me] = 7
    table.show()
    assert table.tile(COURTYARD).hint


@pytest.mark.parametrize("variants", [{"expansion": True}, {"random_city": True}])
def test_view_follows_random_games_with_the_variants(qtbot, variants) -> None:
    """Issue 5 set-up variants: expansion corners (abilities marked) and a random city draw
    without error, and every tile, marker and piece sits where the state says."""
    from boardgames_gui.engine.bots.base import RandomBot

    rules = BlueMoonCityRules()
    match = Match(rules, {"players": 3, "names": NAMES[:3], "variants": variants}, 11)
    widget = QGraphicsView()
    qtbot.addWidget(widget)
    scene = create_view(rules, widget)
    scene.animations_enabled = False
    widget.setScene(scene)
    bot = RandomBot(4)
    for _ in range(150):
        d = match.decision()
        if d is None:
            break
        events = match.apply(bot.choose(rules, match.state, d.player))
        scene.show_state(match.state, match.legal_actions(), match.decision(), match.state.current, events)
    s = match.state
    for cell in s.cells():
        tile = s.tile(cell)
        item = scene.tiles[tile["building"]]
        assert item.cell == tuple(cell) and item.isVisible()
        for b, box in enumerate(item.boxes):
            assert (box.marker is None) == (tile["markers"][b] is None)
    if variants.get("expansion"):
        assert all(s.tiles[r][c] is not None for r, c in data.CORNERS)
        assert any(item.ability_text for item in scene.tiles.values())
    for i, pos in enumerate(s.figures):
        assert scene.tiles[s.tile(pos)["building"]].sceneBoundingRect().contains(scene.figures[i].pos())


def test_payment_panel_lines_stay_above_its_buttons_when_a_box_completes_with_a_dragon(table: Table) -> None:
    """Issue 5 "shows what the box will earn": with a dragon on the tile and the last box, the panel
    has its longest text (title, sum, dragon scale, completion rewards, majority); none of it may
    sit under the Pay / Cancel buttons (at 1280x800 it did)."""
    s = table.state
    s.dragons[0] = list(FIRE_TEMPLE)
    other = (table.me + 1) % s.players
    s.tile(FIRE_TEMPLE)["markers"][:2] = [other, other]
    s.markers_left[other] -= 2
    (three,) = table.give(("vulca", 3))
    table.stand_on(FIRE_TEMPLE)
    table.click(table.tile(FIRE_TEMPLE).boxes[2])
    lines = table.scene._pay_lines()
    assert len(lines) == 5 and lines[3][0].startswith("Completes it")
    last = table.scene.pay_line_rect(len(lines) - 1).translated(table.scene.pay_panel.pos())
    for button in (table.scene.confirm, table.scene.cancel):
        assert last.bottom() <= button.sceneBoundingRect().top()
        assert table.scene.pay_panel.sceneBoundingRect().contains(button.sceneBoundingRect())


def test_payment_panel_warns_when_the_box_takes_the_last_golden_scale(table: Table) -> None:
    """Seed "Golden Scales & Dragons": scoring happens when the last scale leaves the pool; the
    preview of a box whose dragon scale empties the pool says so before the player pays."""
    s = table.state
    s.dragons[0] = list(FIRE_TEMPLE)
    s.scales[table.me] = s.scale_total - 1
    s.scale_pool = 1
    table.give(("vulca", 3))
    table.stand_on(FIRE_TEMPLE)
    table.click(table.tile(FIRE_TEMPLE).boxes[2])
    texts = [text for text, _, _, _ in table.scene._pay_lines()]
    assert "Last scale of the pool: golden scales are scored" in texts
    s.scale_pool = 2
    s.scales[table.me] -= 1
    table.show()
    if table.scene.selected_box is None:
        table.click(table.tile(FIRE_TEMPLE).boxes[2])
    texts = [text for text, _, _, _ in table.scene._pay_lines()]
    assert texts and not any(text.startswith("Last scale") for text in texts)


def test_a_move_repaints_only_what_changed(qtbot, monkeypatch):
    """Issue 15: across one move the panels whose contents did not change (the peoples'
    legend, the dragons' roost, the golden scales) are not painted again."""
    from boardgames_gui.games.bluemooncity import view_items
    from tests.gui.paint_count import count_paints, settle

    counts = count_paints(monkeypatch, view_items)
    t = Table(qtbot)
    settle()
    scales = t.state.scale_pool
    counts.clear()
    t.match.apply(t.match.legal_actions()[0])
    # shown as the window shows it: the board keeps its zoom (Table.show fits it again)
    d = t.match.decision()
    t.scene.show_state(t.state, t.match.legal_actions(), d, d.player, t.match.last_events)
    settle()
    assert t.state.scale_pool == scales
    assert [counts[id(t.scene.legend)], counts[id(t.scene.roost)], counts[id(t.scene.pool)]] == [0, 0, 0]
