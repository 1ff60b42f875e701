"""Issue 15, Languages: a table playing in Korean or Russian reads no English in the prompt, the
action buttons, the log, the players panel or the rules browser (every game string goes through
the game's catalogue), and counts take the language's plural forms."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel

from boardgames_gui.engine import i18n
from boardgames_gui.engine.api import concretise
from boardgames_gui.engine.bots import RandomBot
from boardgames_gui.games import registry
from boardgames_gui.ui.rulesbrowser import rules_markdown
from tests.gui.shell_driver import reveal

NAMES = {"ko": ["민지", "준호", "서연"], "ru": ["Аня", "Борис", "Вера"]}
SCRIPT = {"ko": re.compile("[\uac00-\ud7a3]"), "ru": re.compile("[А-Яа-яЁё]")}
#: names that stay as they are in every language: the games' titles (the rules browser shows
#: the English one under the native one), Blue Moon City's peoples
#: (the box's invented names, printed on the cards), publishers and a product named in a variant
PROPER_NAMES = (
    "Blue Marble",
    "BLUE MARBLE",
    "Blue Moon City",
    "Blueprints",
    "Millionaire",
    "Vulca",
    "Terrah",
    "Aqua",
    "Flit",
    "Khind",
    "Mimix",
    "Hoax",
    "Pillar",
    "FFG",
    "Kosmos",
    "Modu Marble",
)
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def english_left(text: str) -> list[str]:
    """Latin words of three letters or more once the proper names are taken out."""
    for name in PROPER_NAMES:
        text = text.replace(name, " ")
    return LATIN_WORD.findall(text)


def read_table(page) -> dict[str, list[str]]:
    """What a player reads now: prompt and buttons, the log, the players panel."""
    bar = page.action_bar
    return {
        "prompt": [bar.prompt.text()] + [b.text() for b in bar.buttons if b.isVisible()],
        "log": page.log_panel.texts(),
        "players": [f"{key} {value}" for card in page.players_panel.cards for key, value in card.rows()],
    }


def play_some_moves(qtbot, page, moves: int, seed: int) -> dict[str, list[str]]:
    """Random legal moves made through the page as a person makes them; every screen read."""
    chooser = RandomBot(seed)
    seen: dict[str, list[str]] = {"prompt": [], "log": [], "players": []}
    for _ in range(moves):
        if page.match.decision() is None:
            break
        reveal(qtbot, page)
        for part, texts in read_table(page).items():
            seen[part] += texts
        legal = page.match.legal_actions()
        page.play(concretise(chooser.rng.choice(legal), chooser.rng))
    reveal(qtbot, page)
    for part, texts in read_table(page).items():
        seen[part] += texts
    return seen


@pytest.mark.parametrize("code", ["ko", "ru"])
@pytest.mark.parametrize("game_id", ["bluemarble", "blueprints", "bluemooncity"])
def test_a_game_played_in_korean_or_russian_shows_no_english(window, qtbot, game_id, code):
    window.set_language(code)
    assert i18n.language() == code
    info = registry.get(game_id)
    window.start_new_game(game_id, {"players": 3, "names": NAMES[code]}, 11)
    seen = play_some_moves(qtbot, window.page, 30, 4)
    seen["rules"] = rules_markdown(info).split("\n")
    problems = []
    for part, texts in seen.items():
        assert any(SCRIPT[code].search(t) for t in texts), f"{part} shows nothing in {code}"
        for text in dict.fromkeys(texts):
            left = english_left(text)
            if left:
                problems.append(f"{part}: {text!r} ({' '.join(left)})")
    assert not problems, "\n".join(problems[:40])


def read_millionaire_board(page) -> dict[str, list[str]]:
    """Millionaire's own surfaces: every cell's texts and tooltip, the centre (Jackpot machine,
    Wheel of Fortune, share price, decks, the drawn card), the plot card and the desk's dialogs."""
    view = page.view
    cells, tips = [], []
    for index in range(40):
        face = view.board.face(index)
        cells += [face.title, face.subtitle, face.price, face.rent, face.mortgage_label, *face.lines]
        tips.append(view.board.cells[index].toolTip())
    centre = []
    for item in (view.centre, view.deed):
        for key, value in vars(item).items():
            if key in ("reels",):  # the reels' symbol ids, drawn as pictures
                continue
            values = value if isinstance(value, list) else [value]
            for entry in values:
                parts = entry if type(entry) is tuple else (entry,)  # a PlayerColor is no text
                centre += [part for part in parts if isinstance(part, str)]
    desk = view.desk()
    dialogs = [
        w.text() for w in desk.findChildren(QLabel) + desk.findChildren(QAbstractButton) if w.isVisible()
    ]
    return {"cells": cells, "tooltips": tips, "centre": centre, "desk": dialogs}


@pytest.mark.parametrize("code", ["ko", "ru"])
@pytest.mark.parametrize("edition", ["classic", "elite"])
def test_millionaire_played_in_korean_or_russian_shows_no_english(window, qtbot, edition, code):
    """Issue 12: Millionaire's prompts, buttons, log, players panel, rules browser, board cells,
    tooltips, centre and desk read no English, in both editions."""
    window.set_language(code)
    info = registry.get("millionaire")
    options = {"players": 3, "names": NAMES[code], "variants": {"edition": edition}}
    window.start_new_game("millionaire", options, 11)
    seen: dict[str, list[str]] = {}
    for round_ in range(6):
        for part, texts in play_some_moves(qtbot, window.page, 40, 4 + round_).items():
            seen.setdefault(part, []).extend(texts)
        for part, texts in read_millionaire_board(window.page).items():
            seen.setdefault(part, []).extend(texts)
    seen["rules"] = rules_markdown(info).split("\n")
    problems = []
    for part, texts in seen.items():
        assert any(SCRIPT[code].search(t) for t in texts), f"{part} shows nothing in {code}"
        for text in dict.fromkeys(texts):
            left = english_left(text)
            if left:
                problems.append(f"{part}: {text!r} ({' '.join(left)})")
    assert not problems, "\n".join(problems[:40])


def test_counts_take_each_languages_plural_forms(app):
    """'(1 turns left)' no more: the numerus message picks singular and plural in English,
    and Russian's three forms for 1 / 2-4 / 5+."""
    from boardgames_gui.games.bluemarble.texts import pieces_text
    from boardgames_gui.ui import languages

    assert pieces_text(1, 2, 0) == "1 hotel, 2 buildings"
    languages.set_language("ru")
    try:
        assert pieces_text(1, 3, 5) == "1 отель, 3 здания, 5 дач"
        assert pieces_text(21, 0, 0) == "21 отель"
    finally:
        languages.set_language("en")
    languages.set_language("ko")
    try:
        assert pieces_text(1, 3, 0) == "호텔 1채, 빌딩 3채"
    finally:
        languages.set_language("en")


def test_blue_marble_amounts_are_written_as_each_language_counts_money(app):
    from boardgames_gui.games.bluemarble.currency import won
    from boardgames_gui.ui import languages

    assert won(1500) == "₩1,500K"
    languages.set_language("ko")
    try:
        assert [won(270), won(1500), won(5), won(275)] == ["27만원", "150만원", "5천원", "27만 5천원"]
        assert won(0) == "0원"  # a bankrupt player's worth, not "0천원"
    finally:
        languages.set_language("en")
    languages.set_language("ru")
    try:
        assert won(270) == "270\u00a0тыс.\u00a0₩"
        assert won(1500) == "1,5\u00a0млн\u00a0₩"
    finally:
        languages.set_language("en")


def test_large_amounts_group_their_digits_as_each_language_does(app):
    """Francs, won and the engine's plain amounts: 1,250 in English and Korean, 1 250 in Russian
    (a space that never breaks the amount over two lines)."""
    from boardgames_gui.engine.api import Rules
    from boardgames_gui.games.bluemarble.currency import won as blue_marble_won
    from boardgames_gui.games.korea18.or_texts import won as korea_won
    from boardgames_gui.games.millionaire.currency import francs
    from boardgames_gui.ui import languages

    def amounts() -> list[str]:
        return [francs(1250), korea_won(1404), Rules.format_money(None, 12000), blue_marble_won(1250)]

    assert amounts() == ["1,250 F", "₩1,404", "12,000", "₩1,250K"]
    languages.set_language("ko")
    try:
        assert amounts()[:3] == ["1,250 F", "₩1,404", "12,000"]
    finally:
        languages.set_language("en")
    languages.set_language("ru")
    try:
        assert amounts() == ["1\u00a0250 F", "₩1\u00a0404", "12\u00a0000", "1\u00a0250\u00a0тыс.\u00a0₩"]
    finally:
        languages.set_language("en")


def test_switching_language_mid_game_renames_the_board(window, qtbot):
    """Blue Marble reads its space names when the view is made; a language switch renames them."""
    window.start_new_game("bluemarble", {"players": 2, "names": ["Ana", "Bo"]}, 3)
    view = window.page.view

    def seoul() -> str:  # the second name line the board draws on Seoul's space
        return view.board.face(39).subtitle

    assert seoul() == "Seoul"
    window.set_language("ru")
    qtbot.waitUntil(lambda: seoul() == "Сеул")
    assert SCRIPT["ru"].search(window.page.action_bar.prompt.text())
    window.set_language("en")
    qtbot.waitUntil(lambda: seoul() == "Seoul")


@pytest.mark.parametrize("code", ["en", "ko", "ru"])
@pytest.mark.parametrize("game_id", ["bluemarble", "blueprints", "bluemooncity", "millionaire"])
def test_the_rules_browser_shows_headed_sections_in_every_language(app, qtbot, game_id, code):
    """Issue 15: the rules browser's headings are headings (in the document, not bold lines),
    and the translated rules keep them."""
    from boardgames_gui.ui import languages
    from boardgames_gui.ui.rulesbrowser import RulesBrowser

    languages.set_language(code)
    try:
        browser = RulesBrowser(registry.get(game_id))
        qtbot.addWidget(browser)
        block = browser.browser.document().begin()
        headings = []
        while block.isValid():
            if block.blockFormat().headingLevel() >= 2:
                headings.append(block.text())
            block = block.next()
        assert len(headings) >= 4, headings
        if code != "en":
            assert all(SCRIPT[code].search(h) or h in PROPER_NAMES for h in headings if h != "START"), (
                headings
            )
    finally:
        languages.set_language("en")


@pytest.mark.parametrize("game_id", ["bluemarble", "blueprints", "bluemooncity", "millionaire"])
def test_the_rules_browser_illustrates_sections_with_the_games_own_board(app, qtbot, game_id):
    """Issue 15: the rules are illustrated with the game's own pieces: pictures cut from its
    board follow the text, each under a section heading, and none is blank."""
    from PySide6.QtGui import QTextDocument, QTextImageFormat

    from boardgames_gui.ui.rulesbrowser import RulesBrowser

    browser = RulesBrowser(registry.get(game_id))
    qtbot.addWidget(browser)
    browser.add_pictures()
    document = browser.browser.document()
    images = []
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                images.append(QTextImageFormat(fmt).name())
            it += 1
        block = block.next()
    assert len(images) >= 3, images
    for name in images:
        image = document.resource(QTextDocument.ResourceType.ImageResource, name)
        assert image is not None and not image.isNull(), name
        grid = {image.pixel(x, y) for x in range(0, image.width(), 5) for y in range(0, image.height(), 5)}
        assert len(grid) > 8, name
