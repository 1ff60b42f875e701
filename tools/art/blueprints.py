"""Launcher art for Blueprints: stacked dice of the four materials (orange wood, green recycled,
black stone, clear glass) standing on a blueprint sheet, seen at an isometric angle."""

from __future__ import annotations

import math

from svg import document, fmt, iso_cube, linear, table, table_defs, tag

W, H = 640, 400
CX, CY = 318, 222
K = math.tan(math.radians(30))
CUBE = 44  # die edge in plane units
SCREEN = CUBE / 1.2247  # the same edge as iso_cube's size argument

# The four materials and their colours (reference/bluemooncity_blueprints.md: orange=wood,
# green=recycled, black=stone, clear=glass); faces shaded top/left/right.
MATERIALS = {
    "wood": dict(top="#F7A94B", left="#E38B2C", right="#C56F17", edge="#8A4A0E", pip_colour="#FFF4E0"),
    "recycled": dict(top="#7ACB6E", left="#55AE4F", right="#3C8C3B", edge="#25602A", pip_colour="#FFFFFF"),
    "stone": dict(top="#5A5F68", left="#3E4249", right="#2B2E33", edge="#15171A", pip_colour="#F2F2F2"),
    "glass": dict(
        top="#FFFFFF", left="#DDF5FF", right="#B6E4F7", edge="#8FD3F0", pip_colour="#1F6FA8", opacity=0.72
    ),
}


def project(u: float, v: float) -> tuple[float, float]:
    """Plane coordinates (origin at the sheet centre) to the screen: the same as plane_transform()."""
    c = math.cos(math.radians(45))
    return CX + (u - v) * c, CY + (u + v) * c * K


def plane_transform(dx: float = 0, dy: float = 0) -> str:
    return f"translate({fmt(CX + dx)} {fmt(CY + dy)}) scale(1 {fmt(K)}) rotate(45)"


def sheet() -> str:
    w, h = 380, 300
    x, y = -w / 2, -h / 2
    lines = []
    # the drawn building: a footprint with walls, a door and dimension lines, in white ink
    ink = dict(fill="none", stroke="#EAF4FF", stroke_linecap="round", stroke_linejoin="round")
    lines.append(
        tag(
            "rect",
            x=fmt(x + 18),
            y=fmt(y + 18),
            width=fmt(w - 36),
            height=fmt(h - 36),
            stroke_width="2.4",
            **ink,
        )
    )
    lines.append(
        tag(
            "rect",
            x=fmt(x + 24),
            y=fmt(y + 24),
            width=fmt(w - 48),
            height=fmt(h - 48),
            stroke_width="0.8",
            **ink,
        )
    )
    lines.append(
        tag(
            "path",
            d="M-120 100 H-40 V40 H40 M-40 40 V-60 H110 V100 H-10 M60 -60 V20 H110",
            stroke_width="2",
            **ink,
        )
    )
    lines.append(
        tag(
            "path",
            d="M-120 118 H-40 M-120 112 V124 M-40 112 V124 M-136 40 V100 M-142 40 H-130 M-142 100 H-130",
            stroke_width="1",
            **ink,
        )
    )
    lines.append(
        tag("path", d="M-10 100 A30 30 0 0 1 -40 70", stroke_width="1", stroke_dasharray="3 3", **ink)
    )
    lines.append(tag("circle", cx="85", cy="-35", r="12", stroke_width="1", **ink))
    lines.append(tag("path", d="M85 -50 V-20 M70 -35 H100", stroke_width="0.8", **ink))
    # title block in the corner
    lines.append(
        tag(
            "path",
            d=f"M{fmt(x + w - 130)} {fmt(y + h - 24)} V{fmt(y + h - 64)} H{fmt(x + w - 24)} M{fmt(x + w - 130)} {fmt(y + h - 44)} H{fmt(x + w - 24)} M{fmt(x + w - 80)} {fmt(y + h - 64)} V{fmt(y + h - 24)}",
            stroke_width="1",
            **ink,
        )
    )
    body = (
        tag("rect", x=fmt(x), y=fmt(y), width=fmt(w), height=fmt(h), fill="url(#paper)")
        + tag("rect", x=fmt(x), y=fmt(y), width=fmt(w), height=fmt(h), fill="url(#grid)", opacity="0.55")
        + "".join(lines)
    )
    shadow = tag(
        "g",
        tag(
            "rect",
            x=fmt(x),
            y=fmt(y),
            width=fmt(w),
            height=fmt(h),
            fill="#000",
            opacity="0.55",
            filter="url(#soft)",
        ),
        transform=plane_transform(6, 12),
    )
    return shadow + tag("g", body, transform=plane_transform())


def die(
    u: float, v: float, level: int, material: str, pips: tuple[int, int, int], turn: float = 45
) -> tuple[float, str]:
    """A die whose footprint's top-left corner sits at plane (u, v); returns (depth key, svg)."""
    x, y = project(u, v)
    y -= level * SCREEN
    style = dict(MATERIALS[material])
    opacity = style.pop("opacity", None)
    svg = iso_cube(x, y - SCREEN, SCREEN, pips=pips, opacity=opacity, turn=turn, **style)
    return (u + v + level * 0.01, svg)


def shadow_under(u: float, v: float, size: float) -> str:
    return tag(
        "g",
        tag(
            "rect",
            x=fmt(u + 4),
            y=fmt(v + 4),
            width=fmt(size),
            height=fmt(size),
            fill="#0A2340",
            opacity="0.45",
            filter="url(#soft)",
        ),
        transform=plane_transform(),
    )


def pencil() -> str:
    body = (
        tag(
            "rect",
            x="0",
            y="-6",
            width="150",
            height="12",
            fill="#F2C94C",
            stroke="#B8901E",
            stroke_width="1",
        )
        + tag("rect", x="0", y="-6", width="150", height="4", fill="#F8DD7A")
        + tag("path", d="M150 -6 L176 0 L150 6 Z", fill="#F1D2A6", stroke="#B8901E", stroke_width="1")
        + tag("path", d="M168 -2 L176 0 L168 2 Z", fill="#333")
        + tag("rect", x="-18", y="-6", width="18", height="12", rx="2", fill="#E57373")
        + tag("rect", x="-4", y="-6.5", width="8", height="13", fill="#B0B8C0")
    )
    return tag("g", body, transform="translate(420 352) rotate(-20)")


def build() -> str:
    defs = (
        table_defs("walnut")
        + linear("paper", [(0, "#2F74C0"), (1, "#1D4F91")], 0, 0, 1, 1)
        + '<pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">'
        + tag("path", d="M20 0 H0 V20", fill="none", stroke="#BFE0FF", stroke_width="0.6")
        + "</pattern>"
    )
    body = [table(W, H), sheet()]
    c = CUBE
    placed: list[tuple[float, str]] = []
    # main tower: stone base, wood, recycled, glass on top
    tower = [("stone", (5, 3, 2)), ("wood", (4, 6, 1)), ("recycled", (2, 5, 3)), ("glass", (6, 2, 4))]
    shadows = [
        shadow_under(-30, -20, c),
        shadow_under(-150, 40, 2 * c),
        shadow_under(60, -110, c),
        shadow_under(70, 50, c),
    ]
    for level, (material, pips) in enumerate(tower):
        placed.append(die(-30, -20, level, material, pips))
    # a low wide building on the left: two wood dice side by side with a glass die above
    placed.append(die(-150, 40, 0, "wood", (3, 1, 5)))
    placed.append(die(-150 + c, 40, 0, "recycled", (1, 4, 2)))
    placed.append(die(-150, 40, 1, "glass", (2, 3, 6)))
    # a two-high stone and wood building at the back
    placed.append(die(60, -110, 0, "wood", (6, 5, 3)))
    placed.append(die(60, -110, 1, "stone", (1, 2, 4)))
    # a single stone die waiting on the sheet
    placed.append(die(70, 50, 0, "stone", (4, 1, 2)))
    body.extend(shadows)
    body.extend(svg for _, svg in sorted(placed, key=lambda t: t[0]))
    # loose dice on the table, one of each material, to show the four colours side by side
    loose = [
        ("wood", 64, 300, 40, (2, 1, 3)),
        ("recycled", 112, 318, 58, (5, 2, 1)),
        ("glass", 162, 302, 30, (1, 3, 2)),
        ("stone", 208, 320, 50, (3, 6, 5)),
    ]
    for material, x, y, turn, pips in loose:
        style = dict(MATERIALS[material])
        opacity = style.pop("opacity", None)
        body.append(
            tag(
                "ellipse",
                cx=fmt(x),
                cy=fmt(y + 2 * SCREEN * 0.95),
                rx=fmt(SCREEN * 1.1),
                ry=fmt(SCREEN * 0.35),
                fill="#000",
                opacity="0.4",
                filter="url(#soft)",
            )
        )
        body.append(iso_cube(x, y, SCREEN * 0.85, pips=pips, opacity=opacity, turn=turn, **style))
    body.append(
        tag("ellipse", cx="510", cy="362", rx="90", ry="8", fill="#000", opacity="0.35", filter="url(#soft)")
    )
    body.append(pencil())
    return document(W, H, defs, "\n".join(body))


if __name__ == "__main__":
    import sys

    sys.stdout.write(build())
