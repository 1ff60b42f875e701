"""Variant names and help are written for players (issue 15): no project jargon such as
"the seed's ... rule", reading numbers ("M23") or rulebook section numbers, in English
and in the Korean and Russian catalogues."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from boardgames_gui.games import registry

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
#: the seed, reading or reference numbers (M2, 2.5), and rulebook sections cited by number
JARGON = re.compile(
    r"\bseed\b|\bM\d+\b|\breading\b|\breference\b|\b\d+\.\d+\b(?!\s*[%M])|"
    r"(Tips|Half|Island) \d|해석|참고 \d|прочтени|Справка \d|규칙서 그대로|Дословно",
    re.IGNORECASE,
)
GAMES = [info.game_id for info in registry.available(include_hidden=False)]


def _texts(game_id: str) -> list[str]:
    out = []
    for v in registry.get(game_id).rules.variants:
        out += [v.label, v.help, *(label for _value, label in v.choices)]
    return [t for t in out if t]


def _translations(game_id: str, code: str) -> dict[str, str]:
    # catalogues are named after the game's package (18Korea's id is "18korea", its package korea18)
    package = registry.get(game_id).rules_path.partition(":")[0].rsplit(".", 2)[-2]
    tree = ET.parse(I18N / f"{package}_{code}.ts")
    found = {}
    for message in tree.getroot().iter("message"):
        found[message.findtext("source")] = "".join(message.find("translation").itertext())
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_variant_names_and_help_carry_no_project_jargon(game_id: str) -> None:
    for text in _texts(game_id):
        assert not JARGON.search(text), text
    for code in ("ko", "ru"):
        translated = _translations(game_id, code)
        for text in _texts(game_id):
            assert not JARGON.search(translated.get(text, "")), (code, translated.get(text))
