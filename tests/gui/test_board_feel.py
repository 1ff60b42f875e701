"""Speed a player feels (issue 15): a zoomed board stays cached, a zoom step scales the last
frame and the board is drawn sharp when zooming pauses, and the board keeps its size from
move to move. Figures are in bench/window_feel.py; these tests count what is drawn."""

from __future__ import annotations

from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QGraphicsItem

from boardgames_gui.widgets import boardview, itemcache
from tests.gui.paint_count import Drawings, descendants, settle, table_at_full_hd


def _blue_moon_city_drawings(monkeypatch) -> Drawings:
    """How often the items of a Blue Moon City board were drawn."""
    from boardgames_gui.games.bluemooncity import view_items

    return Drawings(monkeypatch, view_items)


def _blue_moon_city_at_full_hd(window, qtbot, monkeypatch):
    counts = _blue_moon_city_drawings(monkeypatch)
    return table_at_full_hd(window, qtbot, "bluemooncity", players=2, seed=5), counts


def test_the_pixmap_cache_holds_several_screenfuls_of_item_pictures(app):
    """Qt's 10 MB default cannot hold a zoomed 1920x1080 board: the app sizes it."""
    assert QPixmapCache.cacheLimit() >= itemcache.LEAST_KB
    assert QPixmapCache.cacheLimit() == itemcache.make_room(app)


def test_a_zoomed_board_is_blitted_from_its_cache_not_drawn_again(window, qtbot, monkeypatch):
    """An idle repaint of Blue Moon City zoomed past its fit drew every tile again (90 ms)
    when the item pictures did not fit the pixmap cache."""
    page, counts = _blue_moon_city_at_full_hd(window, qtbot, monkeypatch)
    board = page.board
    board.zoom_by(2.0)
    board.viewport().repaint()  # drawn once at the new zoom
    counts.clear()
    board.viewport().repaint()
    board.viewport().repaint()
    assert counts.total(board.scene()) == 0


def test_a_zoom_step_scales_the_last_frame_and_the_board_is_drawn_sharp_when_zooming_pauses(
    window, qtbot, monkeypatch
):
    """A wheel zoom drew every item again at every step (40-180 ms a frame at 1920x1080)."""
    page, counts = _blue_moon_city_at_full_hd(window, qtbot, monkeypatch)
    board = page.board
    before = board.scale_factor()
    board.viewport().repaint()
    counts.clear()
    for _ in range(3):
        board.zoom_step(1.15)
        board.viewport().repaint()
    # the zoom is real at once (a click lands where the scaled picture shows it) ...
    assert abs(board.scale_factor() - before * 1.15**3) < 1e-6
    # ... but no item was drawn again while zooming
    assert board.zooming() and counts.total(board.scene()) == 0
    qtbot.waitUntil(lambda: not board.zooming(), timeout=boardview.SHARPEN_MS * 10)
    board.viewport().repaint()
    assert counts.total(board.scene()) > 0  # drawn sharp at the new zoom


def test_the_board_keeps_its_size_when_the_hand_off_screen_hides_the_secret_rows(window, qtbot):
    """The players panel narrowed whenever the hand-off screen hid a player's secrets and
    widened again after, so the board was resized, fitted and drawn anew at every turn."""
    window.resize(1920, 1080)
    window.start_new_game("blueprints", {"players": 3}, 4)
    page = window.page
    widths = set()
    for _ in range(6):
        page.reveal()
        settle()
        seat = page.acting_seat()
        widths.add(page.board.viewport().width())
        page.play(page.match.legal_actions(seat)[0], seat)
        settle()
        qtbot.wait(10)
        widths.add(page.board.viewport().width())
    assert len(widths) == 1


def test_the_board_is_not_painted_beneath_the_hand_off_screen(window, qtbot):
    """Blueprints covers the table at every turn; the cover was not opaque to Qt, so the whole
    board was drawn again beneath it (unseen) at every move."""
    from PySide6.QtCore import QEvent, QObject

    window.resize(1920, 1080)
    window.start_new_game("blueprints", {"players": 3}, 4)
    page = window.page
    page.reveal()
    settle()
    seat = page.acting_seat()
    page.play(page.match.legal_actions(seat)[0], seat)  # the next player's turn: the cover
    settle()
    assert page.covered and page.handoff.isVisible()

    class Paints(QObject):
        count = 0

        def eventFilter(self, obj, event):  # noqa: ANN001, ANN201
            if event.type() == QEvent.Type.Paint:
                Paints.count += 1
            return False

    paints = Paints()
    page.board.viewport().installEventFilter(paints)
    page.board.viewport().update()
    page.handoff.update()
    settle()
    qtbot.wait(10)
    assert Paints.count == 0
    page.reveal()  # the table uncovered: the board is painted again
    settle()
    qtbot.wait(10)
    assert Paints.count > 0


def test_lighting_a_blue_moon_city_tile_does_not_draw_the_tile_again(window, qtbot, monkeypatch):
    """The reachable tiles and the payable ones change with every player's turn; each lit or
    unlit tile was drawn again whole (about 2 ms each, 8 a move). The light is a picture of
    its own over the tile, drawn once; an unchanged obelisk and pieces are not drawn again."""
    page, counts = _blue_moon_city_at_full_hd(window, qtbot, monkeypatch)
    scene = page.board.scene()
    tile = next(t for t in scene.tiles.values() if not t.glow and not t.hint)
    for on in (True, False, True):
        tile.set_glow(on)
        tile.set_hint(on)
        page.board.viewport().repaint()
    counts.clear()
    for on in (False, True, False):
        tile.set_glow(on)
        tile.set_hint(on)
        page.board.viewport().repaint()
    scene.show_state(page.match.state, page.match.legal_actions(page.acting_seat()), page.match.decision(),
                     page.viewer, [])  # fmt: skip
    page.board.viewport().update()
    settle()
    assert counts.paints[id(tile)] == 0 and counts.paints[id(scene.obelisk)] == 0
    assert all(
        counts.paints[id(light)] == 0 for light in tile.childItems() if type(light).__name__ == "TileLight"
    )


def test_the_computers_are_made_while_the_table_is_set_not_at_their_first_move(window, monkeypatch):
    """A computer's first move loaded its module and worked out its tables (Millionaire's
    landing odds): the window froze 100-300 ms in the middle of the game."""
    from boardgames_gui.engine.api import Action
    from boardgames_gui.games import registry

    info = registry.get("bluemarble")
    made = []
    make_bot = type(info).make_bot

    def counted(self, seed=0):  # noqa: ANN001, ANN202
        made.append(seed)
        return make_bot(self, seed)

    monkeypatch.setattr(type(info), "make_bot", counted)
    window.set_animation_speed(0.0)
    window.start_new_game("bluemarble", {"players": 3, "seats": ["human", "computer", "computer"]}, 3)
    page = window.page
    assert len(made) == 2  # one for each computer seat, before any move
    page.play(Action("roll"), 0)  # the human's move; the computers then answer
    assert len(made) == 2


def _blueprints_at_full_hd(window, monkeypatch, players: int = 3):
    """A Blueprints table at 1920x1080 counting what is drawn, from an empty pixmap cache."""
    from boardgames_gui.games.blueprints import view_board, view_building, view_card, view_items, view_sheet
    from boardgames_gui.widgets import textpaint

    QPixmapCache.clear()  # no picture of an earlier test's table
    modules = (view_board, view_building, view_card, view_items, view_sheet, textpaint)
    drawings = Drawings(monkeypatch, *modules)
    window.resize(1920, 1080)
    window.start_new_game("blueprints", {"players": players}, 4)
    return window.page, drawings


def _turn(page, qtbot) -> None:
    """The next person takes the laptop and places a die."""
    page.reveal()
    settle()
    qtbot.wait(10)
    seat = page.acting_seat()
    page.play(page.match.legal_actions(seat)[0], seat)
    settle()
    qtbot.wait(10)


def test_the_board_a_player_is_handed_back_is_not_drawn_again(window, qtbot, monkeypatch):
    """Blueprints puts every building behind its screen at the hand-off, and Qt forgets the
    pictures of what it hides: uncovered for the next player, their building, card and score
    table were all drawn again from scratch (17 kinds of items, 35-60 ms at 1920x1080). What
    comes back as its player last saw it is not drawn again: of their board, only what their
    last die changed (its cube, the card's cell, the score rows and prize chips it counts in)
    and the count of dice taken in its header."""

    players = 3
    page, drawings = _blueprints_at_full_hd(window, monkeypatch, players)
    for _ in range(players):  # each player has seen their board once and built on it
        _turn(page, qtbot)
    assert page.covered
    board = page.view.boards[page.acting_seat()]
    drawings.clear()
    page.reveal()
    settle()
    qtbot.wait(10)
    parts = [item for item in descendants(board) if item.isVisible()]
    drawn = sorted(type(item).__name__ for item in drawings.drawn(parts))
    assert len(parts) > 30
    # e.g. the cube, its cell on the card, the wood and total rows, four prize chips, the
    # header's count of dice taken (a part of its own)
    assert len(drawn) <= 9, drawn
    kinds = {"CubeItem", "BlueprintCardItem", "CardCellItem", "SheetRowItem", "PrizeChipItem", "CachedPart"}
    assert set(drawn) <= kinds, drawn


def test_an_idle_repaint_of_the_blueprints_table_draws_nothing_again(window, qtbot, monkeypatch):
    """The texts of Blueprints' left column had no cache: every repaint of the table (a pan,
    the hand-off screen lifted) drew its eight texts again, a third of a 4 ms frame."""
    page, drawings = _blueprints_at_full_hd(window, monkeypatch)
    page.reveal()
    settle()
    page.board.viewport().repaint()
    drawings.clear()
    page.board.viewport().repaint()
    page.board.viewport().repaint()
    assert [type(item).__name__ for item in drawings.drawn(page.view.items())] == []


def test_an_item_shown_again_as_it_was_is_not_drawn_again(app, qtbot):
    """Qt forgets an item's cached picture when the item is hidden or shows something else;
    an item that paints through `itemcache.paint_picture(..., shared=True)` is drawn once per look and size: shown
    again as it was, or another item of its class showing the same, it is not drawn again,
    and the kept picture lands where the item is."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    QPixmapCache.clear()
    drawn: list[str] = []

    class Swatch(QGraphicsItem):
        def __init__(self, colour: str) -> None:
            super().__init__()
            itemcache.cached(self)
            self.colour = colour

        def boundingRect(self) -> QRectF:  # noqa: N802
            return QRectF(0, 0, 40, 30)

        def paint(self, p, option, widget=None) -> None:  # noqa: ANN001
            itemcache.paint_picture(self, p, self.colour, self._draw, shared=True)

        def _draw(self, p) -> None:  # noqa: ANN001
            drawn.append(self.colour)
            p.fillRect(QRectF(0, 0, 40, 30), QColor(self.colour))

    scene = QGraphicsScene(0, 0, 300, 200)
    first, second = Swatch("#ff0000"), Swatch("#ff0000")
    first.setPos(20.3, 30.6)
    second.setPos(150.7, 90.2)
    scene.addItem(first)
    scene.addItem(second)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.scale(1.37, 1.37)
    with qtbot.waitExposed(view):
        view.show()
    view.viewport().repaint()
    assert drawn == ["#ff0000"]  # one picture for both
    first.hide()
    view.viewport().repaint()
    first.show()
    first.colour = "#0000ff"
    first.update()
    view.viewport().repaint()
    assert drawn == ["#ff0000", "#0000ff"]
    first.colour = "#ff0000"
    first.update()
    first.hide()
    view.viewport().repaint()
    first.show()
    view.viewport().repaint()
    assert drawn == ["#ff0000", "#0000ff"]  # back as it was: not drawn again
    image = view.viewport().grab().toImage()
    for item in (first, second):
        middle = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
        assert image.pixelColor(middle) == QColor("#ff0000")


def test_the_board_keeps_its_zoom_when_a_players_numbers_gain_a_digit(window, qtbot):
    """The players panel grew by 2 or 3 px whenever a value on a card gained a digit (a
    Blueprints material reaching 10 points), and each time the board was re-fitted and all of
    it drawn again: at this round's end, twice in a row (90 ms each). A panel that must grow
    within a game takes headroom, so the board keeps its size and zoom through the round."""
    from boardgames_gui.engine.api import concretise
    from boardgames_gui.engine.rng import Rng

    window.resize(1920, 1080)
    window.start_new_game("blueprints", {"players": 4}, 3)
    page = window.page
    rng = Rng.from_seed(7)
    sizes = set()
    while page.match.state.phase != "round_end":
        page.reveal()
        settle()
        sizes.add((page.board.viewport().width(), page.board.scale_factor()))
        seat = page.acting_seat()
        page.play(concretise(rng.choice(page.match.legal_actions(seat)), rng), seat)
        settle()
        qtbot.wait(5)
        sizes.add((page.board.viewport().width(), page.board.scale_factor()))
    assert len(sizes) == 1, sizes


def test_a_turn_draws_again_only_the_scoreboard_rows_it_changed(window, qtbot, monkeypatch):
    """The Blueprints scoreboard was one picture: every move and every hand-off drew all its
    rows again. Each row is a picture of its own: handing the laptop to the next player (whose
    row now says it is their turn and shows their secret bonus) draws at most the rows of the
    player who moved and of the one who plays."""
    players = 4
    page, drawings = _blueprints_at_full_hd(window, monkeypatch, players)
    for _ in range(players + 1):
        _turn(page, qtbot)
    drawings.clear()
    page.reveal()
    settle()
    qtbot.wait(10)
    rows = [line for line in page.view.track.lines if line.isVisible()]
    assert len(rows) == players
    assert len(drawings.drawn(rows)) <= 2


def _hand_offs(page, qtbot, moves: int) -> int:
    """Play `moves` random legal moves of the hot-seat game on `page`, pressing the hand-off
    screen's button whenever the table is covered; the number of hand-offs."""
    from boardgames_gui.engine.api import concretise
    from boardgames_gui.engine.rng import Rng

    rng = Rng.from_seed(7)
    hand_offs = 0
    for _ in range(moves):
        if page.covered:
            page.reveal()
            hand_offs += 1
        settle()
        seat = page.acting_seat()
        page.play(concretise(rng.choice(page.match.legal_actions(seat)), rng), seat)
        settle()
    qtbot.wait(10)
    return hand_offs


def test_revealing_a_hand_draws_no_card_face_or_piece_drawn_before(window, qtbot, monkeypatch):
    """After each hand-off the hand's cards were drawn from scratch (their items had shown the
    backs, or another player's cards): about 1 ms a card, 8 ms of the reveal. A card's face
    is drawn once per look and scale for every card item, and a figure's spotlight once."""
    page, counts = _blue_moon_city_at_full_hd(window, qtbot, monkeypatch)
    assert _hand_offs(page, qtbot, 30) >= 5
    faces = [look for look in counts.looks if look[0] == "CardItem" and look[1][0] is not None]
    assert len(faces) > 8  # the hands were shown
    assert [look for look, n in counts.looks.items() if n > 1] == []


def test_a_change_of_the_deck_repaints_its_counts_and_draws_no_card_back_again(window, qtbot, monkeypatch):
    """The deck panel of Blue Moon City drew its pile of backs and the discard's top card
    itself at every change of the deck (2-3 ms a move). They are card items sharing the
    hands' pictures: a change of the deck repaints the panel's counts, and no back is drawn."""
    from boardgames_gui.games.bluemooncity import data, view_glyphs

    page, counts = _blue_moon_city_at_full_hd(window, qtbot, monkeypatch)
    backs = []
    paint_card_back = view_glyphs.paint_card_back

    def counted(p, rect) -> None:
        backs.append(rect)
        paint_card_back(p, rect)

    monkeypatch.setattr(view_glyphs, "paint_card_back", counted)
    scene = page.board.scene()
    page.board.viewport().repaint()
    counts.clear()
    s = page.match.state
    s.discard += s.deck[25:]  # documented edit: all but 25 cards of the deck discarded
    del s.deck[25:]
    scene.show_state(s, page.match.legal_actions(page.acting_seat()), page.match.decision(), page.viewer, [])
    page.board.viewport().repaint()
    assert backs == []
    assert counts.paints[id(scene.deck)] == 1
    assert sum(card.isVisible() for card in scene.pile) == 3  # a back for ten cards, 4 at most
    assert scene.discard_top.card == data.CARDS[s.discard[-1]]


def test_lighting_every_tile_draws_each_kind_of_light_once(window, qtbot, monkeypatch):
    """A player's turn lights the Blue Moon City tiles the figure can reach and those the hand
    can pay. Each tile's light was drawn for that tile (0.6 ms each, 24 at a first hand-off
    and after every zoom); the lights of all tiles look alike, so each look is drawn once."""
    from boardgames_gui.games.bluemooncity import view_items

    page, _counts = _blue_moon_city_at_full_hd(window, qtbot, monkeypatch)
    halos, medallions = [], []
    paint_glow, paint_hint_badge = view_items.paint_glow, view_items.TileItem.paint_hint_badge
    monkeypatch.setattr(view_items, "paint_glow", lambda *a, **kw: halos.append(a) or paint_glow(*a, **kw))
    monkeypatch.setattr(
        view_items.TileItem,
        "paint_hint_badge",
        lambda tile, p: medallions.append(tile) or paint_hint_badge(tile, p),
    )
    tiles = list(page.board.scene().tiles.values())
    for tile in tiles:
        tile.set_glow(True)
        tile.set_hint(True)
    page.board.viewport().repaint()
    assert len(tiles) > 20
    assert len(halos) <= 1 and len(medallions) <= 2  # a rebuilt tile's medallion sits higher


def test_the_first_hand_off_shows_a_table_drawn_beneath_the_hand_off_screen(window, qtbot, monkeypatch):
    """A hot-seat game with secrets opens under the hand-off screen, and its table was first
    drawn when the button was pressed (90-150 ms at 1920x1080). It is drawn once beneath the
    screen, with nobody's secrets; the button then draws none of it again."""
    counts = _blue_moon_city_drawings(monkeypatch)
    window.resize(1920, 1080)
    window.start_new_game("bluemooncity", {"players": 2}, 5)
    page = window.page
    scene = page.board.scene()
    settle()
    qtbot.wait(20)
    assert page.covered and page.handoff.isVisible()
    tiles = [tile for tile in scene.tiles.values() if tile.isVisible()]
    assert [counts.paints[id(tile)] for tile in tiles] == [1] * len(tiles)  # drawn beneath, once
    assert all(card.card is None for card in scene.hand_items if card.isVisible())  # face down
    counts.clear()
    page.reveal()
    settle()
    assert [counts.paints[id(tile)] for tile in tiles] == [0] * len(tiles)
    assert counts.paints[id(scene.obelisk)] == 0 and counts.paints[id(scene.legend)] == 0


def _blueprints_at_a_round_end(window, last_move: bool = False):
    """A four-player Blueprints game at 1920x1080 played to its first round's end (with
    `last_move`: to the turn of its last move, which ends the round)."""
    from boardgames_gui.games.blueprints.data import DICE_PER_PLAYER

    window.resize(1920, 1080)
    window.start_new_game("blueprints", {"players": 4}, 3)
    page = window.page
    for _ in range(80):
        page.reveal()
        settle()
        seat = page.acting_seat()
        action = page.match.legal_actions(seat)[0]
        if (
            last_move
            and sum(page.match.state.dice_used) == len(page.match.state.dice_used) * DICE_PER_PLAYER - 1
        ):
            return page
        page.play(action, seat)
        settle()
        if page.match.state.phase == "round_end":
            return page
    raise AssertionError("no round's end")


def test_a_blueprints_round_end_draws_each_item_once(window, qtbot, monkeypatch):
    """A round's end shows every building, card and sheet for the first time (new drawing,
    about a hundred pictures at 1920x1080): each is drawn once, none again in the same move."""
    from boardgames_gui.games.blueprints import view_board, view_building, view_card, view_items, view_sheet

    drawings = Drawings(monkeypatch, view_board, view_building, view_card, view_items, view_sheet)
    page = _blueprints_at_a_round_end(window, last_move=True)
    screened = [board for board in page.view.boards if board.screen.isVisible()]
    assert screened
    drawings.clear()
    seat = page.acting_seat()
    page.play(page.match.legal_actions(seat)[0], seat)
    settle()
    page.reveal()  # the table is covered for the player who starts the next round
    settle()
    qtbot.wait(10)
    assert page.match.state.phase == "round_end"
    drawn = {id(item): drawings.of(item) for item in page.view.items() if drawings.of(item)}
    assert drawn and max(drawn.values()) == 1
    # the buildings that were behind their screens are drawn now, the first time, on the boards
    # drawn small (the board of the player at the laptop was seen at its size before: kept)
    small = [board for board in screened if board.scale() < 1]
    assert small and all(drawings.drawn(board.building.cubes) for board in small)


def test_blueprints_table_keeps_its_place_from_a_round_end_to_the_next_round(window, qtbot):
    """The left column's lists grow at a round's end and shrink when the next round begins:
    the boards under it moved up and down with them and the whole table was recentred in the
    window, every item drawn again (17 ms) though it showed what it showed."""
    from PySide6.QtCore import QEvent, QObject

    page = _blueprints_at_a_round_end(window)
    page.reveal()
    settle()
    view = page.view
    places = [(board.pos(), board.scale()) for board in view.boards]
    scene_rect = view.sceneRect()

    class Painted(QObject):
        whole = 0

        def eventFilter(self, obj, event):  # noqa: ANN001, ANN201
            if event.type() == QEvent.Type.Paint and event.rect() == page.board.viewport().rect():
                Painted.whole += 1
            return False

    painted = Painted()
    page.board.viewport().installEventFilter(painted)
    seat = page.acting_seat()
    page.play(page.match.legal_actions(seat)[0], seat)  # Start round 2
    settle()
    page.reveal()
    settle()
    assert page.match.state.round == 2
    assert view.sceneRect() == scene_rect
    assert [(board.pos(), board.scale()) for board in view.boards] == places
    assert Painted.whole == 0


def test_a_growing_players_dock_fits_a_board_with_a_column_beside_it_once(window, qtbot):
    """When the players dock grows, the board and the column beside it share the narrower
    page in one pass: 18Korea's column gives the width back and the board, its width the same,
    is not resized or re-fitted (it was fitted twice, 620 -> 524 -> 620 px, every item drawn at
    both scales); Millionaire's board is fitted once (it was 1002 -> 906 -> 941 px)."""
    for game_id, fits_allowed in (("18korea", 0), ("millionaire", 1)):
        page = table_at_full_hd(window, qtbot, game_id, players=4, seed=3)
        fits = []
        page.board.zoomChanged.connect(fits.append)
        width = page.board.width()
        panel = page.players_panel
        panel.setMinimumWidth(panel.minimumWidth() + 96)
        settle()
        qtbot.wait(10)
        assert len(fits) <= fits_allowed, (game_id, fits)
        if fits_allowed == 0:
            assert page.board.width() == width
        page.shut_down()
        page.dirty = False
        window.close_action.trigger()
