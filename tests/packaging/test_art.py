"""The committed SVG art is what the generators in tools/art/ produce (edit them, not the SVG)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ._tools import ROOT, tool


def test_committed_svgs_match_their_generators():
    make_art = tool("make_art")
    stale = [
        str(path.relative_to(ROOT))
        for path, text in make_art.outputs().items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]
    assert not stale, f"run python tools/make_art.py: {stale}"


def test_art_is_pure_vector():
    """LOOK.md: vectors only, so the art stays crisp at any zoom (no embedded bitmaps)."""
    for path in sorted((ROOT / "assets").rglob("*.svg")):
        root = ET.parse(path).getroot()
        assert root.tag.endswith("svg")
        images = [el for el in root.iter() if el.tag.endswith("image")]
        assert not images, path
