"""Seats in the shell (issue 11, item 1): Pig Race's swap, verdict and out-of-turn charm played
by clicking the real buttons, with the hand-off screen between seats that hold secrets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from boardgames_gui.ui import paths
from boardgames_gui.ui.autosave import Journal, load_autosave, parse_autosave
from tests.gui.shell_driver import click_item, reveal, start_pig_race

ANA, BO, CY = 0, 1, 2


def click(qtbot, button) -> None:
    assert button is not None and button.isEnabled(), button
    qtbot.waitUntil(button.isVisible)  # a control added to the bar shows once the events run
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def button_named(page, text: str):
    found = [b for b in page.action_bar.buttons if b.text() == text]
    assert len(found) == 1, [b.text() for b in page.action_bar.buttons]
    return found[0]


def hand_off_to(qtbot, page, name: str) -> None:
    """The table is covered for `name`; they press the hand-off button."""
    assert page.handoff.isVisible() and page.handoff.name == name
    reveal(qtbot, page)
    assert not page.handoff.isVisible()


def shown_lucky(page) -> list:
    return [card.value for card in page.view._cards]


def test_a_swap_a_verdict_and_an_out_of_turn_charm_are_played_by_clicking(window, qtbot):
    """The swap is offered and accepted by the other side; every other seat answers the verdict
    in turn; a seat buys a charm out of turn through its own button. Each change of the seat at
    the laptop is covered by the hand-off screen, and only that seat's lucky number shows."""
    page = start_pig_race(qtbot, window, names=("Ana", "Bo", "Cy"), seed="10")
    state = page.match.state
    lucky_before = list(state.lucky)
    assert lucky_before[ANA] != lucky_before[BO]
    hand_off_to(qtbot, page, "Ana")
    assert shown_lucky(page) == [lucky_before[ANA], None, None]

    # the swap: a button per partner (a short Choice), then the other side accepts
    click(qtbot, button_named(page, "Offer Bo a swap"))
    hand_off_to(qtbot, page, "Bo")
    assert page.view._offer_text.text() == "Ana offers Bo a swap of lucky numbers"
    assert shown_lucky(page) == [None, lucky_before[BO], None]
    click(qtbot, button_named(page, "Accept the swap"))
    assert page.match.seats[-1] == BO
    assert page.match.state.lucky[:2] == [lucky_before[BO], lucky_before[ANA]]
    hand_off_to(qtbot, page, "Ana")  # back to the player on turn
    assert shown_lucky(page) == [lucky_before[BO], None, None]

    # a big bank asks the verdict of every other seat, one after the other
    while page.match.state.turn_total < 10:
        click_item(qtbot, page, page.view.die)
        assert page.match.state.current == ANA
    bank = page.match.state.turn_total
    click(qtbot, page.action_bar.button_for("hold"))  # the spin box starts at the whole total
    assert page.match.state.scores[ANA] == bank
    assert (
        page.view._verdict_text.text()
        == "Verdict on Ana's big bank: 0 cheers, 0 boos\nstill to answer: Bo, Cy"
    )
    hand_off_to(qtbot, page, "Bo")
    click(qtbot, button_named(page, "Cheer"))
    hand_off_to(qtbot, page, "Cy")
    assert shown_lucky(page) == [None, None, page.match.state.lucky[CY]]
    click(qtbot, button_named(page, "Boo"))
    assert page.match.state.verdict is None
    assert page.log_panel.texts()[-3:] == ["Bo cheered.", "Cy booed.", "The table cheers Ana on."]

    # Bo's turn; Ana may buy a charm out of turn: her button hands her the laptop first
    hand_off_to(qtbot, page, "Bo")
    assert page.match.state.current == BO
    click(qtbot, page.action_bar.findChild(QPushButton, f"handOver_{ANA}"))
    hand_off_to(qtbot, page, "Ana")
    assert page.view.viewer == ANA and shown_lucky(page) == [page.match.state.lucky[ANA], None, None]
    assert page.action_bar.prompt.text() == "Ana may act out of turn; the table waits for Bo."
    click(qtbot, button_named(page, "Buy a charm"))
    assert page.match.seats[-1] == ANA and page.match.state.charms[ANA]
    assert page.match.state.scores[ANA] == bank - 2
    hand_off_to(qtbot, page, "Bo")  # the laptop goes back to the seat the table waits for
    assert page.view.viewer == BO and page.view._charm_texts[ANA].isVisible()

    # Undo takes back the charm and its log line, without rebuilding the log
    lines = page.log_panel.texts()
    window.undo_action.trigger()
    assert not page.match.state.charms[ANA]
    assert page.log_panel.texts() == lines[:-1]
    assert page.log_panel.action_numbers()[-1] == len(page.match.actions)


def test_an_out_of_turn_seat_may_give_the_laptop_back_without_acting(window, qtbot):
    page = start_pig_race(qtbot, window, names=("Ana", "Bo", "Cy"), seed="10")
    hand_off_to(qtbot, page, "Ana")
    while page.match.state.turn_total < 10:
        click_item(qtbot, page, page.view.die)
    click(qtbot, page.action_bar.button_for("hold"))
    hand_off_to(qtbot, page, "Bo")
    # Cy may answer the verdict out of turn too, and Ana may buy a charm
    offered = {b.objectName(): b.text() for b in page.action_bar.buttons}
    assert offered[f"handOver_{CY}"] == "Cy may: Cheer, Boo"
    assert offered[f"handOver_{ANA}"] == "Ana may: Buy a charm"
    click(qtbot, page.action_bar.findChild(QPushButton, f"handOver_{ANA}"))
    hand_off_to(qtbot, page, "Ana")
    click(qtbot, page.action_bar.findChild(QPushButton, "backButton"))
    hand_off_to(qtbot, page, "Bo")
    assert not page.match.state.charms[ANA] and page.guest is None


def test_the_autosave_journal_appends_truncates_on_undo_and_survives_a_cut_off_write(window, qtbot, app):
    """The autosave is a journal: a line per action, Undo cuts the last one off, and a line cut
    short by a crash is dropped when the game is resumed."""
    page = start_pig_race(qtbot, window, names=("Ana", "Bo"), seed="10", free_undo=True)
    hand_off_to(qtbot, page, "Ana")
    for _ in range(3):
        click_item(qtbot, page, page.view.die)
        reveal(qtbot, page)
    auto = paths.autosave_path()
    lines = auto.read_text().splitlines()
    assert len(lines) == 1 + len(page.match.actions)
    window.undo_action.trigger()
    assert len(auto.read_text().splitlines()) == len(lines) - 1
    assert len(parse_autosave(auto.read_text())["actions"]) == len(page.match.actions)
    state = page.rules.clone(page.match.state)
    count = len(page.match.actions)
    # a crash in the middle of writing the next line
    with open(auto, "a", encoding="utf-8") as fh:
        fh.write('{"seat":0,"action":{"ty')
    assert load_autosave(lambda game: page.rules).state == state
    page.shut_down()
    window.page = None
    assert window.offer_resume()
    qtbot.mouseClick(window.launcher.banner.resume_button, Qt.MouseButton.LeftButton)
    assert window.page.match.state == state and len(window.page.match.actions) == count
    # the resumed page rewrites the journal whole, and appends from there
    assert len(auto.read_text().splitlines()) == 1 + count
    window.page.shut_down()


def test_the_journal_writes_everything_again_when_the_file_changed_behind_it(tmp_path):
    from boardgames_gui.engine.api import Action
    from boardgames_gui.engine.match import Match
    from boardgames_gui.games import registry

    match = Match(registry.get("testgame").rules, {"players": 2}, 3)
    journal = Journal(tmp_path / "auto.json")
    journal.sync(match)
    match.apply(Action("roll"))
    journal.sync(match)
    (tmp_path / "auto.json").write_text("something else\n")
    match.apply(Action("roll"))
    journal.sync(match)
    data = parse_autosave((tmp_path / "auto.json").read_text())
    assert [entry["seat"] for entry in data["actions"]] == match.seats


def test_without_secrets_another_seat_acts_out_of_turn_at_once_with_its_own_seat(window, qtbot, monkeypatch):
    """In a game without secrets there is no hand-off: Ana's charm button buys it for Ana at once,
    while the table keeps waiting for Bo."""
    from boardgames_gui.games import registry

    monkeypatch.setattr(registry.get("testgame").rules, "has_secrets", False)
    page = start_pig_race(qtbot, window, names=("Ana", "Bo"), seed="10")
    assert not page.handoff.isVisible()
    click_item(qtbot, page, page.view.die)
    click(qtbot, page.action_bar.button_for("hold"))
    assert page.match.state.current == BO and not page.handoff.isVisible()
    click(qtbot, button_named(page, "Ana may: Buy a charm"))
    assert page.match.seats[-1] == ANA and page.match.state.charms[ANA]
    assert page.match.decision().player == BO and not page.handoff.isVisible()
