"""Issue 15, "The screens that teach": the rules browser and the variants are written for players,
with no project jargon (the design notes' "reading M9", rulebook section numbers such as "Other
Game Tips 1", "the seed's rule"), in every language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from boardgames_gui.games import registry
from boardgames_gui.ui import languages

#: words of the project's notes, in each language's catalogue
JARGON = {
    "en": re.compile(r"\breadings?\b|\bseed\b|\b[MK]\d+\b|\bTips \d|§|\[[A-Z]{2,}", re.IGNORECASE),
    "ru": re.compile(r"прочтени|\bсид\b|\b[MK]\d+\b|§|совет \d", re.IGNORECASE),
    "ko": re.compile(r"해석\s*[MK]\d|시드|\b[MK]\d+\b|§|요령 \d"),
}
#: the games a player can open (18Korea joins when its view does, and this test with it)
GAMES = [info.game_id for info in registry.available(include_hidden=False)]


def texts_for_players(game_id: str) -> dict[str, str]:
    """The rules text and every variant's name, help and choices, as the table reads them."""
    rules = registry.rules_of(game_id)
    out = {"rules text": rules.rules_text()}
    for v in rules.variants:
        out[f"variant {v.key}"] = QCoreApplication.translate(game_id, v.label)
        if v.help:
            out[f"help of {v.key}"] = QCoreApplication.translate(game_id, v.help)
        for value, label in v.choices:
            out[f"choice {v.key}={value}"] = QCoreApplication.translate(game_id, label)
    return out


@pytest.mark.parametrize("language", ["en", "ru", "ko"])
@pytest.mark.parametrize("game_id", GAMES)
def test_rules_and_variants_speak_to_players_not_in_project_jargon(app, game_id, language):
    languages.set_language(language)
    found = [
        f"{where}: ...{text[max(0, m.start() - 30) : m.end() + 20]}..."
        for where, text in texts_for_players(game_id).items()
        for m in JARGON[language].finditer(text)
    ]
    assert found == []


def test_the_jargon_check_sees_the_readings_it_must_refuse():
    """The check itself: what the Millionaire and Blue Marble texts said before."""
    assert JARGON["en"].search("the corners are START (reading M1)")
    assert JARGON["en"].search('Time limit (Other Game Tips 1, "set an end time")')
    assert JARGON["ru"].search("Налоговая полиция (прочтение M1)")
    assert JARGON["ko"].search("세무경찰입니다(해석 M1)")
    assert not JARGON["en"].search("Round limit: after that many rounds the richest player wins.")
