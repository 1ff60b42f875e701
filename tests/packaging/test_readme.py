"""The README tells a newcomer how to set up in a virtual environment and lists every game's
`--variant` keys (issue 15): a game that gains a variant without the README saying so fails."""

from __future__ import annotations

from pathlib import Path

from boardgames_gui.games import registry

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_the_readme_says_how_to_set_up_in_a_virtual_environment():
    assert "python3 -m venv .venv" in README and "pip install -e '.[test]'" in README


def test_the_readme_lists_every_games_variant_keys():
    missing = [
        f"{info.game_id}: {variant.key}"
        for info in registry.all_games()
        for variant in info.rules.variants
        if f"`{variant.key}" not in README
    ]
    assert missing == []
