"""Blue Moon City's people colours and glyphs stay apart for colour-blind players.

Reference §3.2 (complaints table): at the real table black/grey, brown/red,
white/grey and grey/blue cards are confused; LOOK.md asks for a colour-blind
safe palette plus a second cue. The simulation is Machado et al. (2009),
severity 1.0; the threshold is a CIE76 difference of 18 (about eight times a
just-noticeable difference), and the glyphs must differ in shape, not only in
colour.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from boardgames_gui.games.bluemooncity import data
from boardgames_gui.games.bluemooncity import view_glyphs as gl
from boardgames_gui.games.bluemooncity import view_palette as pal

MIN_DELTA_E = 18.0
CONFUSED_AT_THE_TABLE = [("vulca", "flit"), ("mimix", "terrah"), ("hoax", "flit"), ("flit", "aqua")]


def _contrast(a: str, b: str) -> float:
    la, lb = sorted((pal.relative_luminance(a), pal.relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("deficiency", sorted(pal.CVD_MATRICES))
def test_people_colours_stay_apart_with_colour_blindness(deficiency: str) -> None:
    """Reference §3.2: every pair of the eight card colours differs by ΔE ≥ 18 when simulated."""
    seen = {p: pal.simulate(s.fill, deficiency) for p, s in pal.PEOPLE.items()}
    worst = min((pal.delta_e(seen[a], seen[b]), a, b) for a, b in itertools.combinations(seen, 2))
    assert worst[0] >= MIN_DELTA_E, (
        f"{worst[1]} and {worst[2]} look alike with {deficiency}: ΔE {worst[0]:.1f}"
    )


def test_pairs_confused_in_the_box_game_are_far_apart_for_normal_vision() -> None:
    """Reference §3.2: black/grey, brown/red, white/grey and grey/blue get clearly different colours."""
    identity = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
    pal.CVD_MATRICES["_normal"] = identity
    try:
        for a, b in CONFUSED_AT_THE_TABLE:
            d = pal.delta_e(
                pal.simulate(pal.PEOPLE[a].fill, "_normal"), pal.simulate(pal.PEOPLE[b].fill, "_normal")
            )
            assert d >= 30, (a, b, d)
    finally:
        del pal.CVD_MATRICES["_normal"]


def test_simulation_matches_a_known_value() -> None:
    """Sanity check of the matrix: pure red seen with protanopia is a dark olive, not red."""
    r, g, b = pal.simulate("#FF0000", "protanopia")
    assert r < 0.2 and g > 0.1 and b < 0.01


def test_every_people_has_its_own_glyph_and_readable_ink() -> None:
    """LOOK.md: a colour is always paired with a second cue; values stay readable (WCAG 4.5:1)."""
    glyphs = [s.glyph for s in pal.PEOPLE.values()]
    assert len(set(glyphs)) == len(data.PEOPLES) == 8
    assert pal.ANY_STYLE.glyph not in glyphs
    for people, style in pal.PEOPLE.items():
        assert people in data.PEOPLES
        assert _contrast(style.fill, style.ink) >= 4.5, people


def test_model_colours_match_the_view_palette() -> None:
    """One palette: data.PEOPLES hex values are the ones the cards and boxes are painted in."""
    for people, info in data.PEOPLES.items():
        assert info["hex"].lower() == pal.PEOPLE[people].fill.lower()


def _mask(name: str, size: int = 48) -> list[bool]:
    img = QImage(size, size, QImage.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing, False)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#000000"))
    p.drawPath(gl.glyph_at(name, QPointF(size / 2, size / 2), size * 0.9))
    p.end()
    return [img.pixelColor(x, y).alpha() > 128 for y in range(size) for x in range(size)]


def test_glyphs_differ_in_shape(qapp) -> None:  # noqa: ANN001 - pytest-qt fixture
    """Reference §3.2: the shapes alone tell the peoples apart (overlap / union below 0.7)."""
    names = [s.glyph for s in pal.PEOPLE.values()] + [pal.ANY_STYLE.glyph]
    masks = {n: _mask(n) for n in names}
    for n, m in masks.items():
        assert sum(m) > 150, f"glyph {n} is almost empty"
    for a, b in itertools.combinations(names, 2):
        inter = sum(x and y for x, y in zip(masks[a], masks[b], strict=True))
        union = sum(x or y for x, y in zip(masks[a], masks[b], strict=True))
        assert inter / union < 0.7, f"glyphs {a} and {b} overlap {inter / union:.2f}"
