"""Colours of Blue Moon City's eight peoples, the players and the table.

The box game's card colours (black, red, blue, grey, green, brown, white,
yellow) are kept, but shifted so that they stay apart for players with
red-green or blue-yellow colour blindness, and every people also gets a glyph
(LOOK.md: "add a symbol wherever two of them are close"). The simulation
below (Machado, Oliveira & Fernandes 2009, severity 1.0, on linear sRGB) is
what the palette test uses to keep the colours apart.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class PeopleStyle:
    people: str  # the model's people id
    name: str  # display name
    colour_name: str  # the box game's colour word
    fill: str  # card and box colour
    ink: str  # glyph and value colour drawn on `fill`
    glyph: str  # key of view_glyphs.GLYPHS


# Order: the three dragon peoples, Flit (movement), then the contribution peoples.
PEOPLE: dict[str, PeopleStyle] = {
    s.people: s
    for s in (
        PeopleStyle("vulca", "Vulca", "black", "#1E1E22", "#F6E7C8", "flame"),
        PeopleStyle("terrah", "Terrah", "red", "#E8523A", "#2B0C06", "mountain"),
        PeopleStyle("aqua", "Aqua", "blue", "#2A63C8", "#EAF2FF", "drop"),
        PeopleStyle("flit", "Flit", "grey", "#8E99A6", "#15181C", "wing"),
        PeopleStyle("khind", "Khind", "green", "#2AA876", "#06261A", "leaf"),
        PeopleStyle("mimix", "Mimix", "brown", "#5E3A1C", "#F7E2C6", "rings"),
        PeopleStyle("hoax", "Hoax", "white", "#F4F1EA", "#2A2630", "eye"),
        PeopleStyle("pillar", "Pillar", "yellow", "#F2C230", "#3B2A05", "column"),
    )
}

#: a box that takes any colour (the Royal Palace): a neutral slate with a star
ANY_STYLE = PeopleStyle("any", "Any people", "any", "#6C5F8D", "#FFFFFF", "star")

DRAGON_COLOURS = {"red": "#C8302A", "green": "#2E8B3E", "blue": "#2F5FBF"}

# Player colours, the glow and the table come from widgets/theme.py (one suite look).
PANEL = "#3A2D20"
PANEL_EDGE = "#5C4631"
TEXT_LIGHT = "#F3E9D6"
TEXT_DIM = "#B9A88C"
CRYSTAL = "#7FD3F0"
CRYSTAL_DARK = "#2D7FA8"
GOLD = "#E8B93A"
GOLD_DARK = "#8A6412"


def people_style(people: str | None) -> PeopleStyle:
    if people is None or people not in PEOPLE:
        return ANY_STYLE
    return PEOPLE[people]


# --------------------------------------------------------------------------- colour science

#: Machado et al. 2009, severity 1.0, applied to linear sRGB
CVD_MATRICES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _hex_rgb(colour: str) -> tuple[int, int, int]:
    h = colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_rgb(colour: str) -> tuple[float, float, float]:
    r, g, b = _hex_rgb(colour)
    return _linear(r), _linear(g), _linear(b)


def relative_luminance(colour: str) -> float:
    r, g, b = linear_rgb(colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def simulate(colour: str, deficiency: str) -> tuple[float, float, float]:
    """Linear RGB of `colour` as seen with `deficiency` (a key of CVD_MATRICES)."""
    rgb = linear_rgb(colour)
    m = CVD_MATRICES[deficiency]
    return tuple(max(0.0, min(1.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))  # type: ignore[return-value]


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of a linear-RGB colour."""
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """CIE76 colour difference of two linear-RGB colours (about 2.3 is just noticeable)."""
    return math.dist(lab(a), lab(b))
