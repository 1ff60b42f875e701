"""The rules browser reads every game's rules text into headings, paragraphs and lists
(issue 15: "headings that are headings, each rule in its own paragraph")."""

from __future__ import annotations

import pytest

from boardgames_gui.engine.rulestext import to_markdown
from boardgames_gui.games import registry

SAMPLE = """Pig Race

A short game.

SET-UP
- Everybody starts at 0,
  then rolls.
- The die is shared.

Your turn
Roll or hold. A long line that the author wrapped by hand because it was getting long and
ran on mid-sentence.
Scoring: the first to 50 wins.

Can't pay?
1. Sell.
2. Mortgage.
- Vulca (black, phase: move): 1 = fly.
- 32 dice, 8 of each: wood.
"""


def test_headings_paragraphs_lists_and_run_in_labels_are_read_from_plain_text():
    """Caps and short lines on their own are headings; items keep their continuation lines;
    a hand-wrapped line joins its paragraph; a short label before a colon is bold; a label
    with a comma is a sentence; the title line is left to the browser."""
    assert to_markdown(SAMPLE, ("Pig Race",)) == (
        "A short game.\n\n"
        "## Set-up\n\n"
        "- Everybody starts at 0, then rolls.\n"
        "- The die is shared.\n\n"
        "## Your turn\n\n"
        "Roll or hold. A long line that the author wrapped by hand because it was getting long and "
        "ran on mid-sentence.\n\n"
        "**Scoring:** the first to 50 wins.\n\n"
        "## Can't pay?\n\n"
        "1. Sell.\n"
        "2. Mortgage.\n"
        "- **Vulca (black, phase: move):** 1 = fly.\n"
        "- 32 dice, 8 of each: wood.\n"
    )


@pytest.mark.parametrize("game_id", [g.game_id for g in registry.all_games()])
def test_every_games_rules_have_sections(game_id):
    """Each game's rules page has at least three headed sections and no heading is a sentence."""
    info = registry.get(game_id)
    markdown = to_markdown(info.rules.rules_text(), (info.title, info.native_title))
    headings = [line for line in markdown.split("\n") if line.startswith("## ")]
    assert len(headings) >= 3, markdown[:400]
    assert not [h for h in headings if h.endswith((".", ":", ","))]
