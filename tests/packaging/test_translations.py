"""The Korean and Russian catalogues are complete, well-formed and compiled.

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
FIELD = re.compile(r"\{[a-z_]*\}")


def messages(code: str):
    tree = ET.parse(I18N / f"app_{code}.ts")
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_message_is_translated(code):
    unfinished = [
        f"{ctx}: {m.findtext('source')}"
        for ctx, m in messages(code)
        if m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
    ]
    assert not unfinished, f"untranslated in app_{code}.ts: {unfinished}"
    assert sum(1 for _ in messages(code)) > 50


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
    ts, qm = I18N / f"app_{code}.ts", I18N / f"app_{code}.qm"
    fresh = tmp_path / qm.name
    tool("update_translations").release(ts, fresh)
    assert fresh.read_bytes() == qm.read_bytes(), f"{qm.name} is stale: run tools/build_resources.py"


def test_catalogues_cover_every_string_of_the_shell(tmp_path):
    """lupdate over today's shell finds no string missing from the .ts files."""
    update = tool("update_translations")
    for code in LANGUAGES:
        shutil.copy(I18N / f"app_{code}.ts", tmp_path / f"app_{code}.ts")
    update.run_lupdate(tmp_path, quiet=True)
    new = {}
    for code in LANGUAGES:
        tree = ET.parse(tmp_path / f"app_{code}.ts")
        new[code] = [
            f"{c.findtext('name')}: {m.findtext('source')}"
            for c in tree.getroot().iter("context")
            for m in c.iter("message")
            if m.find("translation").get("type") == "unfinished"
        ]
    assert not any(new.values()), f"new UI strings need translating (run tools/update_translations.py): {new}"


def test_lupdate_and_lrelease_are_available():
    update = tool("update_translations")
    for name in ("lupdate", "lrelease", "rcc"):
        out = subprocess.run([update.qt_tool(name), "-version"], capture_output=True, text=True)
        assert "6." in out.stdout + out.stderr, name
