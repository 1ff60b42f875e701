"""An unhandled exception shows a dialog, keeps the autosave, and the app keeps running
(issue 2, part 5)."""

from __future__ import annotations

import sys

import pytest

from boardgames_gui.ui import paths
from boardgames_gui.ui.autosave import parse_autosave
from boardgames_gui.ui.errors import ErrorReporter
from tests.gui.shell_driver import roll, start_pig_race


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_the_error_dialog_and_the_app_keeps_running(window, qtbot, monkeypatch):
    reporter = ErrorReporter(window)
    reporter.install()
    try:
        page = start_pig_race(qtbot, window)
        roll(qtbot, page)
        rules = page.rules
        original = rules.event_text

        def broken(event, names):
            raise RuntimeError("a bug in the log text")

        monkeypatch.setattr(rules, "event_text", broken)
        roll(qtbot, page)  # the slot applying the click raises while writing the log
        qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
        assert "RuntimeError: a bug in the log text" in reporter.dialog.informativeText()
        assert "Traceback" in reporter.dialog.detailedText()
        # the action was applied and autosaved before the failure, and the autosave stays
        assert len(parse_autosave(paths.autosave_path().read_text())["actions"]) == 2

        monkeypatch.setattr(rules, "event_text", original)
        roll(qtbot, page)  # still playable
        assert len(page.match.actions) == 3
        assert window.isVisible()
    finally:
        reporter.uninstall()


def test_a_second_error_while_the_dialog_is_open_is_added_to_it(window):
    reporter = ErrorReporter(window)
    for message in ("first", "second"):
        try:
            raise ValueError(message)
        except ValueError:
            reporter.handle(*sys.exc_info())
    assert reporter.count == 2
    assert "second" in reporter.dialog.informativeText()
    assert "first" in reporter.dialog.detailedText() and "second" in reporter.dialog.detailedText()
    reporter.dialog.close()


def test_the_hook_is_installed_and_removed(window):
    reporter = ErrorReporter(window)
    previous = sys.excepthook
    reporter.install()
    assert sys.excepthook == reporter.handle
    reporter.uninstall()
    assert sys.excepthook is previous
