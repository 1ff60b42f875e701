"""Blueprints view, driven by clicks on the real items (issue 4, "View and teaching").

Each test clicks at `view.mapFromScene(item.sceneBoundingRect().center())` on the
viewport, as a player would, and checks what the table shows or what the view
emits (an action, or the engine's reason for refusing).
"""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtWidgets import QWidget  # noqa: E402

from boardgames_gui.engine.api import Action  # noqa: E402
from boardgames_gui.engine.match import Match  # noqa: E402
from boardgames_gui.games.blueprints.data import BLUEPRINTS, CELLS  # noqa: E402
from boardgames_gui.games.blueprints.rules import BlueprintsRules  # noqa: E402
from boardgames_gui.games.blueprints.scoring import full_sheet  # noqa: E402
from boardgames_gui.games.blueprints.view import create_view  # noqa: E402
from boardgames_gui.widgets.gameview import GameView  # noqa: E402
from tests.gui.scene_table import SceneTable  # noqa: E402

NAMES = ["Ana", "Bo", "Cy", "Di"]


def _clickable(item) -> bool:
    return bool(item.acceptedMouseButtons() & Qt.LeftButton) and item.isVisible()


def visible_point(scene, item):
    """A scene point inside `item` where no clickable item lies above it (centre first)."""
    path = item.mapToScene(item.shape())
    rect = path.boundingRect()
    candidates = [rect.center()] + [
        QPointF(rect.left() + rect.width() * (i + 0.5) / 9, rect.top() + rect.height() * (j + 0.5) / 9)
        for j in range(9)
        for i in range(9)
    ]
    for point in candidates:
        if not path.contains(point):
            continue
        top = next((it for it in scene.items(point) if _clickable(it)), None)
        if top is item:
            return point
    return None


def owned_parent(qtbot) -> QWidget:
    """A widget that qtbot closes, to own a scene made outside a Table; the test must
    keep a reference to it, or Python frees it (and the scene) at once."""
    holder = QWidget()
    qtbot.addWidget(holder)
    return holder


class Table(SceneTable):
    """A match, its view in a QGraphicsView, and the shell's part of the loop."""

    def __init__(self, qtbot, players: int = 3, seed: int = 5, variants: dict | None = None) -> None:
        options = {"players": players, "names": NAMES[:players]}
        if variants:
            options["variants"] = variants
        super().__init__(qtbot, BlueprintsRules(), create_view, options, seed, (1500, 1300))
        self.show()

    def show(self, viewer: int | str | None = "actor") -> None:
        d = self.match.decision()
        if viewer == "actor":
            viewer = d.player if d else None
        self.viewer = viewer
        legal = self.match.legal_actions() if d is not None and viewer == d.player else []
        self.scene.show_state(self.match.state, legal, d, viewer, self.match.last_events)
        self.widget.fitInView(self.scene.sceneRect(), Qt.KeepAspectRatio)

    def _apply(self, action: Action) -> None:
        """As in the shell: the player who moved sees the move land (their own building
        behind their screen); the next player takes the laptop at their first click."""
        mover = self.actor
        self.chosen.append(action)
        self.match.apply(action)
        self.show(viewer=mover)

    def hand_over(self) -> None:
        d = self.match.decision()
        if d is not None and self.viewer != d.player:
            self.show()

    def click(self, qtbot, item) -> None:
        """Click the item where a player sees it: its centre, or where it is not covered
        (the player to act has the laptop)."""
        self.hand_over()
        assert item.isVisible(), "cannot click a hidden item"
        point = visible_point(self.scene, item)
        assert point is not None, "the item is covered everywhere"
        qtbot.mouseClick(self.widget.viewport(), Qt.LeftButton, pos=self.widget.mapFromScene(point))

    def visible_target(self, player: int, cells) -> tuple[tuple[int, int], object]:
        """A lit cell whose glow shows somewhere in the 3D view (towers in front may hide one)."""
        board = self.scene.boards[player]
        for cell in sorted(cells):
            if visible_point(self.scene, board.building.targets[cell]) is not None:
                return cell, board.building.targets[cell]
        raise AssertionError("every lit cell is hidden behind a tower")

    @property
    def actor(self) -> int:
        return self.match.decision().player

    def lit_cells(self, player: int) -> set[tuple[int, int]]:
        board = self.scene.boards[player]
        return {cell for cell, t in board.building.targets.items() if t.isVisible()}


def test_create_view_is_a_game_view(qtbot):
    t = Table(qtbot)
    assert isinstance(t.scene, GameView)
    assert t.scene.handles(Action("place", die=0, row=0, col=0))
    assert not t.scene.handles(Action("next_round"))
    # one die item per pool die, in the pool's (sorted) order
    shown = [item.die for item in t.scene.pool_items if item.isVisible()]
    assert shown == list(t.match.state.pool)
    assert [d[1] for d in shown] == sorted(d[1] for d in shown)


def test_pick_a_die_lights_exactly_its_legal_cells(qtbot):
    """Placement rules a/b [SEED 주사위 배치 규칙]: the lit cells are the listed ones."""
    t = Table(qtbot)
    p = t.actor
    assert t.lit_cells(p) == set()
    for index in range(len(t.match.state.pool)):
        t.click(qtbot, t.scene.pool_items[index])
        want = {
            (a["row"], a["col"]) for a in t.match.legal_actions() if a.type == "place" and a["die"] == index
        }
        assert t.lit_cells(p) == want
        # the top-down blueprint card lights the same cells
        assert {c for c, it in t.scene.boards[p].card.cell_items.items() if it.lit} == want
        # nobody else's building lights up
        for q in range(t.match.state.players):
            if q != p:
                assert t.lit_cells(q) == set()
        t.click(qtbot, t.scene.pool_items[index])  # put it back
        assert t.lit_cells(p) == set()


def test_place_a_die_by_clicking_a_lit_cell(qtbot):
    t = Table(qtbot)
    p = t.actor
    die = t.match.state.pool[0]
    t.click(qtbot, t.scene.pool_items[0])
    cell, target = t.visible_target(p, t.lit_cells(p))
    t.click(qtbot, target)
    assert t.chosen == [Action("place", die=0, row=cell[0], col=cell[1])]
    assert t.match.state.buildings[p][cell[0]][cell[1]] == [die]
    # the building now shows the die as a cube on that cell, and nothing is lit
    cube = t.scene.boards[p].building.cube_at(cell, 0)
    assert cube is not None and cube.die == die
    assert t.lit_cells(p) == set()


def _rig_low_die_over_high(t: Table) -> tuple[int, tuple[int, int], int]:
    """Put a stone 5 on a buildable cell of the actor and a 2 in the pool (a test rig)."""
    s = t.match.state
    p = t.actor
    grid = BLUEPRINTS[s.blueprints[p]]
    cell = next((r, c) for r, c in CELLS if grid[r][c] is not None)
    s.buildings[p][cell[0]][cell[1]] = [("stone", 5)]
    s.pool[0] = ("glass", 2)
    s.pool.sort(key=lambda d: (d[1], d[0]))
    t.show()
    index = s.pool.index(("glass", 2))
    return p, cell, index


def test_refused_cell_says_why(qtbot):
    """Placement rule b [SEED]: a lower die cannot go on a higher one; the view says why."""
    t = Table(qtbot)
    p, cell, index = _rig_low_die_over_high(t)
    t.click(qtbot, t.scene.pool_items[index])
    assert cell not in t.lit_cells(p)
    cube = t.scene.boards[p].building.cube_at(cell, 0)
    t.click(qtbot, cube)
    assert t.chosen == []
    assert (
        t.refusals[-1] == "A 2 cannot go on a 5: a die must show a value at least as high as the one below."
    )
    # the same from the top-down blueprint card
    t.click(qtbot, t.scene.boards[p].card.cell_items[cell])
    assert t.refusals[-1].startswith("A 2 cannot go on a 5")


def test_crossed_out_cell_is_refused(qtbot):
    """Placement rule a [SEED]: crossed-out cells take no die."""
    t = Table(qtbot)
    s = t.match.state
    p = t.actor
    grid = BLUEPRINTS[s.blueprints[p]]
    crossed = [(r, c) for r, c in CELLS if grid[r][c] is None]
    if not crossed:
        pytest.skip("this seed dealt a card without crossed-out cells")
    cell = crossed[0]
    assert t.scene.boards[p].building.cells[cell].crossed
    t.click(qtbot, t.scene.pool_items[len(s.pool) - 1])
    # the top-down card: in 3D the glowing ghost cubes in front may cover the cell
    t.click(qtbot, t.scene.boards[p].card.cell_items[cell])
    assert t.chosen == []
    assert "crossed out" in t.refusals[-1]


def test_clicking_a_cell_before_picking_a_die_teaches(qtbot):
    t = Table(qtbot)
    p = t.actor
    t.click(qtbot, t.scene.boards[p].building.cells[(2, 0)])
    assert t.chosen == []
    assert "pick a die" in t.refusals[-1]


def test_another_players_building_is_not_yours(qtbot):
    """In the learning game the others' buildings are on the table, and clicking one says why not."""
    t = Table(qtbot, variants={"open_buildings": True})
    p = t.actor
    other = (p + 1) % 3
    t.click(qtbot, t.scene.pool_items[0])
    t.click(qtbot, t.scene.boards[other].building.cells[(1, 0)])
    assert t.chosen == []
    assert "builds on their own" in t.refusals[-1]


def test_blueprints_are_secret(qtbot):
    """Other players' blueprints are face down until scoring; viewer None: all face down.
    (In the learning game, where the buildings themselves are open; behind the screens
    nothing of the others' boards is drawn at all: tests/gui/test_blueprints_screens.py.)"""
    t = Table(qtbot, variants={"open_buildings": True})
    p = t.actor
    for q, board in enumerate(t.scene.boards):
        assert (board.card.grid is not None) == (q == p)
    t.show(viewer=None)
    assert all(board.card.grid is None for board in t.scene.boards)
    # hidden blueprint: no crossed-out cells drawn on the building either, no bonus shown
    assert all(not c.crossed for board in t.scene.boards for c in board.building.cells.values())
    assert all(board.sheet.rows["blueprint"].points == "?" for board in t.scene.boards)


def test_rotate_turns_the_building_and_keeps_cells(qtbot):
    t = Table(qtbot)
    p = t.actor
    t.click(qtbot, t.scene.pool_items[0])
    cell = sorted(t.lit_cells(p))[0]
    board = t.scene.boards[p]
    before = board.building.targets[cell].sceneBoundingRect().center()
    t.click(qtbot, board.rotate_button)
    assert board.building.turns == 1
    after = board.building.targets[cell].sceneBoundingRect().center()
    assert before != after
    # the die still goes on the cell that was clicked, whatever the rotation
    cell, target = t.visible_target(p, t.lit_cells(p))
    t.click(qtbot, target)
    assert t.chosen[-1] == Action("place", die=0, row=cell[0], col=cell[1])
    assert board.building.turns == 1  # rotation survives the redraw


def test_live_score_preview_follows_the_building(qtbot):
    """Live preview per material while building [issue 4]: glass scores its face."""
    t = Table(qtbot)
    s = t.match.state
    p = t.actor
    glass = [i for i, d in enumerate(s.pool) if d[0] == "glass"]
    if not glass:
        pytest.skip("no glass die in this pool")
    i = glass[0]
    value = s.pool[i][1]
    t.click(qtbot, t.scene.pool_items[i])
    cell, target = t.visible_target(p, t.lit_cells(p))
    t.click(qtbot, target)
    assert t.scene.boards[p].sheet.rows["glass"].points == str(value)


def _play_turn_by_clicks(qtbot, t: Table) -> None:
    s = t.match.state
    if s.phase == "set_aside":
        t.click(qtbot, t.scene.pool_items[0])
        return
    p = t.actor
    for index in range(len(s.pool)):
        t.click(qtbot, t.scene.pool_items[index])
        lit = t.lit_cells(p)
        if lit:
            t.click(qtbot, t.visible_target(p, lit)[1])
            return
        if t.scene.discard_button.isVisible():
            t.click(qtbot, t.scene.discard_button)
            return
    raise AssertionError("no die could be used by clicking")


@pytest.mark.parametrize("players", [2, 3])
def test_finish_a_round_by_clicks_and_read_the_scoring_sheet(qtbot, players):
    """A whole round played by clicking; the sheet shows each material with its dice,
    the blueprint bonus and the awards with the tie-break that decided them."""
    t = Table(qtbot, players=players, seed=11)
    turns = 0
    while t.match.state.phase != "round_end":
        _play_turn_by_clicks(qtbot, t)
        turns += 1
        assert turns < 60
    sheet = full_sheet(t.match.state.sheets[-1])
    for p, board in enumerate(t.scene.boards):
        line = sheet["players"][p]
        for m in ("wood", "recycled", "stone", "glass"):
            assert board.sheet.rows[m].points == str(line["materials"][m]["points"])
        assert board.sheet.rows["blueprint"].points == str(line["blueprint"]["points"])
        assert board.sheet.rows["total"].points == str(line["score"])
        # every blueprint is face up now, with a definite ✓ / ✗ per cell
        assert board.card.grid is not None and board.card.final
    # clicking a material row lights the dice that earned it in 3D
    p, m = next(
        (p, m)
        for p in range(players)
        for m in ("glass", "stone", "wood", "recycled")
        if sheet["players"][p]["materials"][m]["dice"]
    )
    board = t.scene.boards[p]
    t.click(qtbot, board.sheet.rows[m])
    marked = {(c.cell, c.level) for c in board.building.cubes if c.isVisible() and c.marked}
    want = {
        ((d["cell"][0], d["cell"][1]), d["level"] - 1) for d in sheet["players"][p]["materials"][m]["dice"]
    }
    assert marked == want
    assert all(c.faded for c in board.building.cubes if c.isVisible() and not c.marked)
    # the results list names every award with how it was decided
    heads = [h for h, _ in t.scene.results.lines]
    names = t.match.names()
    for award in sheet["awards"]:
        assert any(names[award["player"]] in h for h in heads)
    subs = [sub for _, sub in t.scene.results.lines]
    assert all(sub for sub in subs)


def test_award_cards_face_down_for_others(qtbot):
    t = Table(qtbot, players=3, seed=11)
    while t.match.state.phase != "round_end":
        _play_turn_by_clicks(qtbot, t)
    t.match.apply(Action("next_round"))
    t.show()
    viewer = t.actor
    for q, board in enumerate(t.scene.boards):
        assert board.header.cards_visible == (q == viewer)
        assert len(board.header.cards) == len(t.match.state.cards[q])


# --------------------------------------------------------------------------- in the real game window


def _start_in_window(window, players: int = 3, seed: int = 5):
    names = NAMES[:players]
    window.start_new_game(
        "blueprints", {"players": players, "names": names, "seats": ["human"] * players}, seed
    )
    return window.page


def test_in_the_game_window_pick_and_place_after_the_hand_off(window, qtbot):
    """Hot seat: the hand-off covers the table (blueprints are secret), then the player
    picks a die and places it by clicking; the status line says whose turn it is."""
    from tests.gui.shell_driver import click_item, reveal

    page = _start_in_window(window)
    scene = page.view
    assert page.handoff.isVisible()
    assert all(board.card.grid is None for board in scene.boards)  # nobody's secrets under the cover
    reveal(qtbot, page)
    actor = page.match.decision().player
    assert scene.viewer == actor
    assert scene.boards[actor].card.grid is not None
    assert NAMES[actor] in page.action_bar.prompt.text()
    # place, discard and set-aside are board clicks: no buttons for them
    assert page.action_bar.button_for("place") is None
    assert page.action_bar.button_for("discard") is None
    click_item(qtbot, page, scene.pool_items[0])
    lit = {cell for cell, t in scene.boards[actor].building.targets.items() if t.isVisible()}
    assert lit
    cell = sorted(lit)[0]
    click_item(qtbot, page, scene.boards[actor].building.targets[cell])
    assert page.match.actions[-1] == Action("place", die=0, row=cell[0], col=cell[1])


def test_in_the_game_window_a_refused_cell_is_explained_in_the_action_bar(window, qtbot):
    from tests.gui.shell_driver import click_item, reveal

    page = _start_in_window(window)
    reveal(qtbot, page)
    scene = page.view
    actor = page.match.decision().player
    click_item(qtbot, page, scene.boards[actor].card.cell_items[(0, 0)])
    assert page.action_bar.refusal.isVisible()
    assert "pick a die" in page.action_bar.refusal.text()
    assert page.match.actions == []


def test_placing_and_rolling_animate_and_a_click_skips_them(qtbot, monkeypatch):
    """LOOK.md Motion: a placement drops the die in, new pool dice tumble in; a click ends it."""
    t = Table(qtbot)
    monkeypatch.setattr(t.scene, "animations_enabled", True)
    p = t.actor
    t.click(qtbot, t.scene.pool_items[0])
    cell, target = t.visible_target(p, t.lit_cells(p))
    t.click(qtbot, target)
    cube = t.scene.boards[p].building.cube_at(cell, 0)
    assert t.scene._anims, "placing should start the drop and the roll"
    assert cube.y() < 0  # still falling
    t.click(qtbot, t.scene.left_panel.childItems()[0])  # anywhere on the table
    assert not t.scene._anims
    assert cube.y() == 0
    assert all(it.rotation() == 0 and it.scale() == 1 for it in t.scene.pool_items if it.isVisible())


def test_the_first_picture_of_a_game_is_still(qtbot):
    """A loaded game or a screenshot shows the table at rest, even with the last move's events."""
    rules = BlueprintsRules()
    match = Match(rules, {"players": 3, "names": NAMES[:3]}, 5)
    action = next(a for a in match.legal_actions() if a.type == "place")
    events = match.apply(action)
    holder = owned_parent(qtbot)  # kept alive for the whole test
    scene = create_view(rules, holder)
    scene.animations_enabled = True
    d = match.decision()
    scene.show_state(match.state, match.legal_actions(), d, None, events)
    assert not scene._anims


def test_a_die_that_fits_nowhere_is_removed_by_its_button(qtbot):
    """[SEED 주사위 배치 규칙] a die that cannot be placed legally leaves the game (the turn counts)."""
    t = Table(qtbot)
    s = t.match.state
    p = t.actor
    grid = BLUEPRINTS[s.blueprints[p]]
    for r, c in CELLS:  # a test rig: every buildable cell already topped with a 6
        if grid[r][c] is not None:
            s.buildings[p][r][c] = [("stone", 6)]
    s.pool[0] = ("wood", 1)
    s.pool.sort(key=lambda d: (d[1], d[0]))
    t.show()
    assert not t.scene.discard_button.isVisible()
    item = t.scene.pool_items[0]
    assert item.fits_nowhere
    t.click(qtbot, item)
    assert t.lit_cells(p) == set()
    assert t.scene.discard_button.isVisible()
    assert "Remove the 1" in t.scene.discard_button.text
    # the button's text fits on the button, and the hint says why it is there
    from PySide6.QtGui import QFontMetricsF

    from boardgames_gui.games.blueprints import view_art as art

    button = t.scene.discard_button
    width = QFontMetricsF(art.ui_font(9, True)).horizontalAdvance(button.text)
    assert width < button.w - 8
    assert "fits none of your cells" in t.scene.pool_hint.text()
    t.click(qtbot, t.scene.discard_button)
    assert t.chosen == [Action("discard", die=0)]
    assert ("wood", 1) in t.match.state.removed
    assert ("wood", 1) in t.scene.out_of_game.dice


def test_after_the_game_clicks_say_the_game_is_over(qtbot):
    from boardgames_gui.engine.bots import RandomBot

    t = Table(qtbot, players=2, seed=3)
    bot = RandomBot(1)
    while t.match.decision() is not None:
        t.match.apply(bot.choose(t.rules, t.match.state, t.match.decision().player))
    t.show()
    assert t.scene.final.isVisible()
    winners = t.rules.result(t.match.state).winners
    assert any(row[6] for row in t.scene.final.rows) == bool(winners)
    t.click(qtbot, t.scene.boards[0].card.cell_items[(2, 1)])
    assert t.refusals[-1] == "The game is over."
    assert t.chosen == []


def test_exploded_view_pulls_levels_apart_to_show_covered_dice(qtbot):
    """Reference 3.2: players took towers apart to read covered dice; here a click does it."""
    t = Table(qtbot)
    s = t.match.state
    p = t.actor
    grid = BLUEPRINTS[s.blueprints[p]]
    cell = next((r, c) for r, c in CELLS if grid[r][c] is not None)
    s.buildings[p][cell[0]][cell[1]] = [("glass", 2), ("stone", 5)]  # a test rig: a covered glass 2
    t.show()
    board = t.scene.boards[p]
    covered = board.building.cube_at(cell, 0)
    top = board.building.cube_at(cell, 1)
    gap_before = covered.sceneBoundingRect().top() - top.sceneBoundingRect().bottom()
    t.click(qtbot, board.explode_button)
    assert board.building.exploded
    gap_after = covered.sceneBoundingRect().top() - top.sceneBoundingRect().bottom()
    assert gap_after > gap_before + 10  # the upper die floats clear of the covered one
    t.click(qtbot, board.explode_button)
    assert not board.building.exploded


def test_scoreboard_shows_every_building_score_without_leaking_bonuses(qtbot):
    t = Table(qtbot, players=4, seed=9)
    for _ in range(8):
        _play_turn_by_clicks(qtbot, t)
    t.hand_over()
    viewer = t.actor
    rows = t.scene.track.rows
    assert [r[0] for r in rows] == NAMES[:4]
    for p, (_, _, _, score, known, _) in enumerate(rows):
        line = t.rules.preview(t.match.state, p, viewer)
        assert known == (p == viewer)
        assert score == (line["score"] if known else line["materials_total"])


def test_in_the_game_window_a_round_played_by_clicks_ends_on_the_scoring_sheet(window, qtbot):
    """Hot seat, 2 players with the set-aside rule: every turn is a hand-off, a pick, a place
    (and a throw-away); at the end the sheets are on the table and 'next round' is a button."""
    from tests.gui.shell_driver import reveal

    page = _start_in_window(window, players=2, seed=4)
    scene = page.view

    def click(item) -> None:
        point = visible_point(scene, item)
        assert point is not None
        qtbot.mouseClick(page.board.viewport(), Qt.LeftButton, pos=page.board.mapFromScene(point))

    for _ in range(60):
        if page.match.state.phase == "round_end":
            break
        reveal(qtbot, page)
        if page.match.state.phase == "set_aside":
            click(scene.pool_items[0])
            continue
        actor = page.match.decision().player
        before = len(page.match.actions)
        for index in range(len(page.match.state.pool)):
            click(scene.pool_items[index])
            lit = {c for c, t in scene.boards[actor].building.targets.items() if t.isVisible()}
            if lit:
                click(scene.boards[actor].card.cell_items[sorted(lit)[0]])
                break
            if scene.discard_button.isVisible():
                click(scene.discard_button)
                break
        assert len(page.match.actions) == before + 1
    assert page.match.state.phase == "round_end"
    reveal(qtbot, page)
    assert page.action_bar.button_for("next_round") is not None
    sheet = full_sheet(page.match.state.sheets[-1])
    for p, board in enumerate(scene.boards):
        assert board.card.grid is not None
        assert board.sheet.rows["total"].points == str(sheet["players"][p]["score"])
    assert any("Silver award" in head for head, _ in scene.results.lines)


def test_clicking_a_small_board_brings_it_to_the_front_until_the_next_move(qtbot):
    t = Table(qtbot, players=3)
    p = t.actor
    other = (p + 1) % 3
    big = t.scene.boards[p]
    small = t.scene.boards[other]
    assert big.scale() == 1.0 and small.scale() < 1.0
    t.click(qtbot, small.header)
    assert small.scale() == 1.0 and big.scale() < 1.0
    assert t.chosen == [] and t.refusals == []
    # secrets do not follow the focus: the other player's blueprint stays face down
    assert small.card.grid is None and big.card.grid is not None
    # the next move brings the acting player's board back
    t.click(qtbot, t.scene.pool_items[0])
    cell, target = t.visible_target(p, t.lit_cells(p))
    t.click(qtbot, target)
    t.hand_over()
    assert t.scene.boards[t.actor].scale() == 1.0


def test_each_die_in_the_building_says_what_it_earns(qtbot):
    """Wood: 2 per die touching it [SEED 점수 계산; REF 2.2], shown on the die itself."""
    t = Table(qtbot)
    s = t.match.state
    p = t.actor
    s.blueprints[p] = 1  # a test rig: card 1 has no crossed-out cell
    s.buildings[p][0][0] = [("stone", 2), ("wood", 3)]
    s.buildings[p][0][1] = [("glass", 5)]
    t.show()
    wood = t.scene.boards[p].building.cube_at((0, 0), 1)
    assert "dice touching it: 1, so 2 points" in wood.toolTip()  # only the stone below (glass is level 1)
    stone = t.scene.boards[p].building.cube_at((0, 0), 0)
    assert "level 1: 2 points" in stone.toolTip()
    glass = t.scene.boards[p].building.cube_at((0, 1), 0)
    assert "5 points" in glass.toolTip()


# --------------------------------------------------------------------------- hidden information (audit)


def _picture_and_tips(scene, state, rules, viewer):
    """The scene drawn for `viewer` (pixels) and every tooltip it carries."""
    from PySide6.QtGui import QImage, QPainter

    d = rules.decision(state)
    legal = rules.legal_actions(state) if d is not None and d.player == viewer else []
    scene.show_state(state, legal, d, viewer, [])
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, image.rect(), rect)
    painter.end()
    tips = sorted(item.toolTip() for item in scene.items() if item.toolTip())
    return image, tips


@pytest.mark.parametrize("players,steps", [(3, 9), (4, 30), (2, 40)])
def test_the_view_draws_nothing_a_viewer_may_not_know(qtbot, players, steps):
    """Issue 4 hidden information: the table drawn for one player is pixel for pixel the
    same (tooltips too) when the others' blueprints (before scoring), the deck, the
    generator and the others' face-down cards are changed."""
    from boardgames_gui.engine.bots import RandomBot

    rules = BlueprintsRules()
    state = rules.new_game({"players": players, "names": NAMES[:players]}, 17)
    bot = RandomBot(3)
    for _ in range(steps):
        d = rules.decision(state)
        rules.apply(state, bot.choose(rules, state, d.player))
    assert any(state.cards) or steps < 20
    viewer = rules.decision(state).player
    other = state.clone()
    if not rules.revealed(state):
        unused = [b for b in BLUEPRINTS if b not in state.blueprints and b not in state.blueprint_discard]
        for q in range(players):
            if q != viewer:
                other.blueprints[q] = unused.pop()
    other.deck.reverse()
    other.rng.state ^= 0x1234567
    swap = {"gold": "bronze", "bronze": "silver", "silver": "gold", "skyscraper": "geometer"}
    for q in range(players):
        if q != viewer:
            other.cards[q] = [
                {**c, "id": swap.get(c["id"], "skyscraper"), "points": 7} for c in other.cards[q]
            ]
    holder = owned_parent(qtbot)  # kept alive for the whole test
    scene = create_view(rules, holder)
    scene.animations_enabled = False
    first, first_tips = _picture_and_tips(scene, state, rules, viewer)
    fresh = create_view(rules, holder)
    fresh.animations_enabled = False
    second, second_tips = _picture_and_tips(fresh, other, rules, viewer)
    assert first_tips == second_tips
    assert first == second


# --------------------------------------------------------------------------- legibility (audit)


def _fit_scale(t) -> float:
    vp = t.widget.viewport()
    rect = t.scene.sceneRect()
    return min(vp.width() / rect.width(), vp.height() / rect.height())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_narrow_window_puts_the_other_boards_in_a_row_under_the_table(qtbot, players):
    """Issue 4 legibility: at 1280x800 with both docks open the board view is about 700 px
    square; the other boards then go in a row under the table so that the player's own
    board and the depot are drawn at least 0.7 of their size (0.59 with the column).
    A wide window keeps the column on the right (with four players the row is larger
    there too). Resizing switches without a move."""
    from PySide6.QtWidgets import QApplication

    t = Table(qtbot, players=players)
    focus = t.scene.boards[t.actor]
    others = [b for q, b in enumerate(t.scene.boards) if q != t.actor]
    t.widget.resize(700, 700)
    QApplication.processEvents()
    bottom = focus.y() + focus.boundingRect().height()
    assert all(b.y() > bottom for b in others)
    assert _fit_scale(t) >= 0.7
    t.widget.resize(1900, 700)
    QApplication.processEvents()
    right = focus.x() + focus.boundingRect().width()
    if players < 4:
        assert all(b.x() > right and b.y() < bottom for b in others)
        assert _fit_scale(t) >= 0.85
    else:
        assert _fit_scale(t) >= 0.75


def test_round_end_depot_says_its_dice_go_back_into_the_bag(qtbot):
    """Seed 라운드 종료: the dice left in the depot are not kept for the next round."""
    t = Table(qtbot, players=3, seed=11)
    while t.match.state.phase != "round_end":
        _play_turn_by_clicks(qtbot, t)
    assert "back into the bag" in t.scene.pool_title.text()
    assert "Start round 2" in t.scene.turn_text.text()
    t.match.apply(Action("next_round"))
    t.show()
    assert "MATERIALS DEPOT" in t.scene.pool_title.text()


def test_the_hint_says_who_is_choosing_when_the_table_is_not_yours(qtbot):
    """Whose turn it is: while a computer (or a covered player) chooses, the depot's hint
    names them instead of inviting a click that would be refused."""
    t = Table(qtbot, players=3)
    d = t.match.decision()
    t.scene.show_state(t.match.state, [], d, None, [])
    assert t.scene.pool_hint.text() == f"{NAMES[d.player]} is choosing a die."
    t.show()
    assert t.scene.pool_hint.text() == "Click a die to pick it up."


def test_depot_hints_stay_inside_the_left_panel(qtbot):
    """Legibility: the two-player throw-away hint (the longest) wraps inside the panel."""
    t = Table(qtbot, players=2, seed=3)
    _play_turn_by_clicks(qtbot, t)
    assert t.match.state.phase == "set_aside"
    hint = t.scene.pool_hint
    assert "throw it away" in hint.text().replace("\n", " ")
    panel = t.scene.left_panel.sceneBoundingRect()
    assert hint.sceneBoundingRect().right() < panel.right() - 4


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_layout_chosen_shows_the_table_at_least_as_large_as_the_other(qtbot, players):
    """Legibility: for windows from narrow to wide, the column or row layout picked is the
    one that fits the table larger (within 5%)."""
    from PySide6.QtWidgets import QApplication

    t = Table(qtbot, players=players)
    scene = t.scene
    others = [p for p in range(players) if p != scene._focus]
    for w, h in ((600, 700), (700, 700), (1000, 700), (1400, 700), (1900, 700), (1900, 1100)):
        t.widget.resize(w, h)
        QApplication.processEvents()
        chosen = _fit_scale(t)
        tall = scene._tall
        rect = scene._wide_layout(scene._focus, others) if tall else scene._tall_layout(scene._focus, others)
        vp = t.widget.viewport()
        other = min(vp.width() / (rect.width() + 48), vp.height() / (rect.height() + 48))
        assert chosen >= other * 0.95, (w, h, tall, chosen, other)
        scene._layout_key = None  # the probe moved the boards: lay them out again
        scene._layout_boards(scene._focus)


def test_a_move_repaints_only_what_changed(qtbot, monkeypatch):
    """Issue 15: a die placed on the first board leaves the board of a player who neither
    played nor plays next unpainted (its items are cached and told nothing new)."""
    from boardgames_gui.games.blueprints import view_board, view_building, view_card, view_items, view_sheet
    from tests.gui.paint_count import count_paints, descendants, settle

    counts = count_paints(monkeypatch, view_board, view_building, view_card, view_items, view_sheet)
    t = Table(qtbot, players=3)
    t.show(viewer=0)
    assert t.actor == 0
    settle()
    counts.clear()
    t.match.apply(next(a for a in t.match.legal_actions() if a.type == "place"))
    t.show(viewer=0)
    settle()
    assert t.actor == 1
    assert [type(i).__name__ for i in descendants(t.scene.boards[2]) if counts[id(i)]] == []
    # the board built on was painted again
    assert sum(counts[id(item)] for item in descendants(t.scene.boards[0])) > 0
