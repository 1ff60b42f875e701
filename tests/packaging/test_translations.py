"""The Korean and Russian catalogues (the shell's app_<code>.ts and one <game_id>_<code>.ts per
game) are complete, well-formed and compiled.

After adding or changing UI strings: `python tools/update_translations.py`, translate the
new messages (Qt Linguist or tools/fill_translations.py), then `python tools/build_resources.py`.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from ._tools import ROOT, tool

I18N = ROOT / "assets" / "i18n"
LANGUAGES = {"ko": 1, "ru": 3}  # number of plural forms: Korean has one, Russian three (1 / 2-4 / 5+)
FIELD = re.compile(r"\{[a-z_0-9]*(?::[^}]*)?\}")


def game_ids() -> list[str]:
    return tool("game_strings").game_packages()


def catalogues(code: str) -> list:
    """The shell's catalogue and every game package's, in that order."""
    return [I18N / f"{name}_{code}.ts" for name in ["app", *game_ids()]]


def messages(code: str, names: list[str] | None = None):
    for ts in catalogues(code):
        if names is not None and ts.name.rsplit("_", 1)[0] not in names:
            continue
        tree = ET.parse(ts)
        for context in tree.getroot().iter("context"):
            for message in context.iter("message"):
                yield f"{ts.name}: {context.findtext('name')}", message


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_game_package_has_its_catalogue(code):
    """A game package without its own catalogue would show English at a Korean or Russian table."""
    missing = [ts.name for ts in catalogues(code) if not ts.is_file()]
    assert not missing, f"run tools/update_translations.py: {missing}"


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_message_is_translated(code):
    unfinished = [
        f"{ctx}: {m.findtext('source')}"
        for ctx, m in messages(code)
        if m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
    ]
    assert not unfinished, f"untranslated in the {code} catalogues: {unfinished}"
    assert sum(1 for _ in messages(code, ["app"])) > 50
    for game in ("bluemarble", "blueprints", "bluemooncity"):
        assert sum(1 for _ in messages(code, [game])) > 100, game


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_translations_keep_fields_plurals_and_accelerators(code):
    """A translation must keep every {field} and %n, one & accelerator where the source has one,
    and for %n messages give exactly the language's number of plural forms."""
    problems = []
    for ctx, m in messages(code):
        source = m.findtext("source")
        translation = m.find("translation")
        forms = (
            [f.text or "" for f in translation.findall("numerusform")]
            if m.get("numerus") == "yes"
            else [translation.text or ""]
        )
        if m.get("numerus") == "yes" and len(forms) != LANGUAGES[code]:
            problems.append(f"{ctx}: {source!r} has {len(forms)} plural forms")
        for text in forms:
            if not text.strip():
                problems.append(f"{ctx}: {source!r} is empty")
            if sorted(FIELD.findall(text)) != sorted(FIELD.findall(source)):
                problems.append(f"{ctx}: {source!r} -> {text!r} changes the {{fields}}")
            if ("%n" in source) != ("%n" in text):
                problems.append(f"{ctx}: {source!r} -> {text!r} loses %n")
            if re.search(r"&[^&\s]", source) and len(re.findall(r"&[^&\s]", text)) != 1:
                problems.append(f"{ctx}: {source!r} -> {text!r} needs one & accelerator")
    assert not problems


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_qm_is_the_lrelease_output_of_the_ts(code, tmp_path):
    """The committed .qm must be what lrelease makes of the committed .ts (so it is not stale)."""
    for ts in catalogues(code):
        qm = ts.with_suffix(".qm")
        fresh = tmp_path / qm.name
        tool("update_translations").release(ts, fresh)
        assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is stale: run tools/build_resources.py"


def test_catalogues_cover_every_string_of_the_shell_and_the_games(tmp_path):
    """lupdate over today's shell and games finds no string missing from the .ts files."""
    update = tool("update_translations")
    for code in LANGUAGES:
        for ts in catalogues(code):
            shutil.copy(ts, tmp_path / ts.name)
    update.run_lupdate(tmp_path, quiet=True)
    new = {}
    for code in LANGUAGES:
        new[code] = []
        for ts in sorted(tmp_path.glob(f"*_{code}.ts")):
            tree = ET.parse(ts)
            new[code] += [
                f"{ts.name}: {c.findtext('name')}: {m.findtext('source')[:80]}"
                for c in tree.getroot().iter("context")
                for m in c.iter("message")
                if m.find("translation").get("type") == "unfinished"
            ]
    assert not any(new.values()), f"new strings need translating (run tools/update_translations.py): {new}"


def test_the_extractor_sees_every_template_of_the_games():
    """Each `tr(CTX, template)` of a game has a literal or module-constant template, or is one
    the game lists in its catalogue hook (catalogue.py); reading `tr(CTX, "...")` with CTX a
    module constant, multi-line templates, and wrappers around Qt's translate."""
    strings = tool("game_strings")
    messages, _dynamic = strings.game_messages("bluemarble")
    texts = {m.text for m in messages}
    from boardgames_gui.games.bluemarble import data
    from boardgames_gui.games.bluemarble.rules_text import RULES_TEXT

    assert RULES_TEXT in texts  # a module constant, imported inside a function
    assert {space.en for space in data.SPACES} <= texts  # the hook's data table
    assert any(m.numerus and m.text == "{n} hotels" for m in messages)
    bmc, _ = strings.game_messages("bluemooncity")
    assert any(m.context == "BlueMoonCityView" for m in bmc)  # a wrapper imported from another module


def test_lupdate_and_lrelease_are_available():
    update = tool("update_translations")
    for name in ("lupdate", "lrelease", "rcc"):
        out = subprocess.run([update.qt_tool(name), "-version"], capture_output=True, text=True)
        assert "6." in out.stdout + out.stderr, name


def test_the_extractor_sees_millionaires_table_texts():
    """Issue 12: the texts Millionaire translates at run time from its tables reach its catalogue:
    plot, industry and cell names and the Elite cards (catalogue.py), and the label, refusal and
    reason tables marked with noop; its counts are numerus messages."""
    strings = tool("game_strings")
    messages, _dynamic = strings.game_messages("millionaire")
    texts = {m.text for m in messages}
    from boardgames_gui.games.millionaire import (
        data,
        elite_cards,
        elite_texts,
        log_texts,
        refusals,
        view_desk,
        view_facts,
    )
    from boardgames_gui.games.millionaire import texts as core_texts

    assert {plot.name for plot in data.PLOTS.values()} <= texts
    assert {industry.name for industry in data.INDUSTRIES.values()} <= texts
    assert set(data.CELL_KINDS.values()) <= texts
    for card in (*elite_cards.CHANCE, *elite_cards.FORTUNE):
        assert {card.title, card.text} <= texts, card.id
    tables = [
        refusals.REFUSALS,
        elite_texts.REFUSALS,
        elite_texts.POLICY_NAMES,
        elite_texts.ACTION_LABELS,
        core_texts.PLAIN_LABELS,
        core_texts.PLOT_LABELS,
        log_texts.REASONS,
        view_desk.MARKET_HEADS,
        view_desk.BUTTON_ROWS,
        view_facts.CELL_NOTES,
        view_facts.POLICY_INITIALS,
    ]
    for table in tables:
        assert set(table.values()) <= texts
    assert {text for pair in core_texts.AMOUNT_LABELS.values() for text in pair[:2]} <= texts
    assert {template for _field, template in view_desk.AMOUNT_ROWS.values()} <= texts
    assert any(m.numerus and m.text == "Buy {n} shares ({amount})" for m in messages)
