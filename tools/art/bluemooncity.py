"""Launcher art for Blue Moon City: the ruined city's grid of tiles being rebuilt in the colours
of its peoples, a blue moon, the three dragons' silhouettes and crystals."""

from __future__ import annotations

import math

from svg import blur_filter, document, fmt, linear, polygon, radial, table, table_defs, tag

W, H = 640, 400
CX, CY = 282, 242
K = math.tan(math.radians(30))
TILE = 60
GAP = 5
VERTICAL = 1 / 1.2247  # screen height of one plane unit standing upright

# People colours (reference/bluemooncity_blueprints.md section 1.2), with a darker side tone.
PEOPLES = {
    "vulca": ("#3A3F47", "#24272C"),  # black
    "terrah": ("#D3493F", "#A33229"),  # red
    "aqua": ("#3C7DD9", "#285EA8"),  # blue
    "khind": ("#49A85A", "#347F42"),  # green
    "mimix": ("#9A6A3F", "#744D2B"),  # brown
    "hoax": ("#F3F1EA", "#C9C4B5"),  # white
    "pillar": ("#F0C23B", "#C39519"),  # yellow (gold)
    "flit": ("#9AA3AD", "#737C86"),  # grey
}


def project(u: float, v: float, z: float = 0) -> tuple[float, float]:
    c = math.cos(math.radians(45))
    return CX + (u - v) * c, CY + (u + v) * c * K - z * VERTICAL


def box(
    u: float, v: float, w: float, d: float, h: float, top: str, left: str, right: str, edge: str, z: float = 0
) -> str:
    """An upright box on plane footprint (u, v, w, d), h high, standing at height z."""
    p = lambda a, b, c: project(a, b, c)  # noqa: E731
    top_face = [p(u, v, z + h), p(u + w, v, z + h), p(u + w, v + d, z + h), p(u, v + d, z + h)]
    right_face = [p(u + w, v, z + h), p(u + w, v + d, z + h), p(u + w, v + d, z), p(u + w, v, z)]
    left_face = [p(u, v + d, z + h), p(u + w, v + d, z + h), p(u + w, v + d, z), p(u, v + d, z)]
    style = dict(stroke=edge, stroke_width="0.8", stroke_linejoin="round")
    return (
        polygon(left_face, fill=left, **style)
        + polygon(right_face, fill=right, **style)
        + polygon(top_face, fill=top, **style)
    )


def pyramid_roof(u: float, v: float, w: float, d: float, z: float, h: float, light: str, dark: str) -> str:
    apex = project(u + w / 2, v + d / 2, z + h)
    a, b, c, e = project(u, v + d, z), project(u + w, v + d, z), project(u + w, v, z), project(u, v, z)
    return (
        polygon([a, b, apex], fill=light, stroke=dark, stroke_width="0.8")
        + polygon([b, c, apex], fill=dark, stroke=dark, stroke_width="0.8")
        + polygon([e, a, apex], fill=light, opacity="0.9")
    )


def windows(u: float, v: float, w: float, d: float, z: float, h: float, colour: str) -> str:
    """Two rows of lit windows on the front faces of a building."""
    out = []
    for row in range(1, 3):
        zz = z + h * row / 3
        for i in (0.3, 0.7):
            x, y = project(u + w * i, v + d, zz)
            out.append(
                tag("rect", x=fmt(x - 2), y=fmt(y - 3), width="4", height="5", fill=colour, opacity="0.85")
            )
            x, y = project(u + w, v + d * (1 - i), zz)
            out.append(
                tag("rect", x=fmt(x - 2), y=fmt(y - 3), width="4", height="5", fill=colour, opacity="0.7")
            )
    return "".join(out)


def building(col: int, row: int, people: str, height: float, roof: str = "pyramid") -> tuple[float, str]:
    u, v = cell_origin(col, row)
    m = 11
    light, dark = PEOPLES[people]
    edge = "#00000055"
    base = box(u + m, v + m, TILE - 2 * m, TILE - 2 * m, height, light, dark, dark, edge, z=6)
    parts = [base, windows(u + m, v + m, TILE - 2 * m, TILE - 2 * m, 6, height, "#FFE7A0")]
    if roof == "pyramid":
        parts.append(
            pyramid_roof(
                u + m - 3, v + m - 3, TILE - 2 * m + 6, TILE - 2 * m + 6, 6 + height, 22, light, dark
            )
        )
    elif roof == "dome":
        x, y = project(u + TILE / 2, v + TILE / 2, 6 + height)
        parts.append(tag("ellipse", cx=fmt(x), cy=fmt(y), rx="14", ry="6", fill=dark))
        parts.append(
            tag(
                "path",
                d=f"M{fmt(x - 13)} {fmt(y)} A13 15 0 0 1 {fmt(x + 13)} {fmt(y)} Z",
                fill="url(#goldDome)",
            )
        )
        parts.append(
            tag("path", d=f"M{fmt(x)} {fmt(y - 15)} V{fmt(y - 26)}", stroke="#F0C23B", stroke_width="1.6")
        )
        parts.append(tag("circle", cx=fmt(x), cy=fmt(y - 27), r="2", fill="#FFE48A"))
    return (u + v, "".join(parts))


def cell_origin(col: int, row: int) -> tuple[float, float]:
    step = TILE + GAP
    return (col - 2) * step - TILE / 2, (row - 2) * step - TILE / 2


CELLS = [(c, r) for r in range(5) for c in range(5) if (c, r) not in {(0, 0), (4, 0), (0, 4), (4, 4)}]


def tile(col: int, row: int) -> tuple[float, str]:
    u, v = cell_origin(col, row)
    slab = box(u, v, TILE, TILE, 6, "url(#stone)", "#A89C84", "#8E836C", "#6F6552")
    cx, cy = project(u + TILE / 2, v + TILE / 2, 6)
    # faint flagstone cross on each tile
    a, b = project(u + TILE / 2, v + 4, 6), project(u + TILE / 2, v + TILE - 4, 6)
    c, d = project(u + 4, v + TILE / 2, 6), project(u + TILE - 4, v + TILE / 2, 6)
    lines = tag(
        "path",
        d=f"M{fmt(a[0])} {fmt(a[1])} L{fmt(b[0])} {fmt(b[1])} M{fmt(c[0])} {fmt(c[1])} L{fmt(d[0])} {fmt(d[1])}",
        stroke="#B9AE96",
        stroke_width="0.8",
    )
    del cx, cy
    return (u + v - 1000, slab + lines)


def crystal(x: float, y: float, s: float, tilt: float = 0) -> str:
    body = (
        tag("ellipse", cx="0", cy="2", rx="9", ry="3", fill="#000", opacity="0.3")
        + polygon([(-6, 0), (-7, -14), (0, -24), (0, 2)], fill="#7FE3FF")
        + polygon([(0, 2), (0, -24), (7, -14), (6, 0)], fill="#2FA8E0")
        + polygon([(-7, -14), (0, -24), (-2, -12)], fill="#D6F7FF")
        + polygon([(0, -24), (0, 2), (6, 0), (7, -14)], fill="none", stroke="#0E5E8C", stroke_width="0.6")
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) rotate({fmt(tilt)}) scale({fmt(s)})")


DRAGON = (
    "M30 36 C20 40 10 42 2 34 L-2 28 L6 31 C12 37 22 35 30 32 C34 28 38 27 42 28 L26 2 "
    "C34 8 38 10 44 10 C46 15 50 17 53 17 C55 20 57 24 57 28 C62 26 68 22 73 16 C77 11 83 10 88 13 "
    "L97 17 L89 20 C83 21 79 22 76 25 C72 31 66 36 61 40 L63 49 L59 49 L56 42 C50 43 45 43 40 42 "
    "L40 49 L36 49 L34 41 Z"
)
FAR_WING = "M46 28 L58 -2 C60 6 62 10 66 12 C66 18 64 22 60 28 Z"


def dragon(
    x: float, y: float, s: float, fill: str, angle: float = 0, flip: bool = False, opacity: float = 1
) -> str:
    flip_t = " scale(-1 1)" if flip else ""
    body = tag("path", d=FAR_WING, fill=fill, opacity="0.8") + tag("path", d=DRAGON, fill=fill)
    return tag(
        "g",
        body,
        transform=f"translate({fmt(x)} {fmt(y)}) rotate({fmt(angle)}){flip_t} scale({fmt(s)}) translate(-48 -24)",
        opacity=fmt(opacity),
    )


def moon(x: float, y: float, r: float) -> str:
    craters = [
        (-0.3, -0.2, 0.18),
        (0.25, 0.15, 0.12),
        (-0.05, 0.4, 0.1),
        (0.35, -0.35, 0.08),
        (-0.45, 0.25, 0.07),
    ]
    out = [
        tag("circle", cx=fmt(x), cy=fmt(y), r=fmt(r * 1.9), fill="url(#moonGlow)"),
        tag("circle", cx=fmt(x), cy=fmt(y), r=fmt(r), fill="url(#moon)"),
    ]
    for cx, cy, cr in craters:
        out.append(
            tag(
                "circle",
                cx=fmt(x + cx * r),
                cy=fmt(y + cy * r),
                r=fmt(cr * r),
                fill="#6FA6E0",
                opacity="0.45",
            )
        )
    return "".join(out)


def stars() -> str:
    pts = [
        (40, 30),
        (92, 64),
        (150, 22),
        (210, 52),
        (262, 18),
        (330, 40),
        (388, 16),
        (600, 170),
        (612, 24),
        (450, 150),
        (24, 120),
        (120, 130),
        (300, 96),
    ]
    return "".join(
        tag(
            "circle",
            cx=str(x),
            cy=str(y),
            r=fmt(1.2 + (i % 3) * 0.4),
            fill="#FFFFFF",
            opacity=fmt(0.5 + (i % 2) * 0.3),
        )
        for i, (x, y) in enumerate(pts)
    )


def build() -> str:
    defs = (
        table_defs("night")
        + linear("stone", [(0, "#F4EEDC"), (1, "#DCD2B8")], 0, 0, 1, 1)
        + radial("moon", [(0, "#E6F4FF", 1), (0.6, "#9CCBFA", 1), (1, "#5B94DA", 1)], cx=0.4, cy=0.38, r=0.7)
        + radial("moonGlow", [(0.45, "#8EC5FF", 0.55), (1, "#8EC5FF", 0)])
        + linear("goldDome", [(0, "#FFE58A"), (1, "#C8920F")], 0, 0, 1, 1)
        + blur_filter("glow", 3)
    )
    body = [table(W, H, 0.03), stars(), moon(515, 92, 58)]
    body.append(dragon(520, 96, 0.95, "#131A38", angle=-8))
    body.append(dragon(150, 62, 0.5, "#B8433A", angle=6, flip=True, opacity=0.9))
    body.append(dragon(380, 44, 0.42, "#3C9A55", angle=-12, opacity=0.9))
    # city shadow on the table
    e = 2.5 * (TILE + GAP) + 6
    a, b, c, d = project(-e, -e), project(e, -e), project(e, e), project(-e, e)
    body.append(
        polygon(
            [(a[0], a[1] + 14), (b[0], b[1] + 14), (c[0], c[1] + 14), (d[0], d[1] + 14)],
            fill="#000",
            opacity="0.55",
            filter="url(#soft)",
        )
    )
    items: list[tuple[float, str]] = [tile(cx, cy) for cx, cy in CELLS]
    items.append(building(2, 2, "pillar", 48, roof="dome"))
    items.append(building(1, 1, "aqua", 40))
    items.append(building(3, 1, "terrah", 30))
    items.append(building(1, 3, "khind", 32))
    items.append(building(2, 0, "vulca", 36))
    items.append(building(4, 2, "hoax", 28))
    items.append(building(0, 2, "mimix", 24))
    items.append(building(3, 3, "flit", 36))
    # crystals gathered on a few open tiles
    for col, row, s in ((2, 1, 0.8), (2, 3, 0.85), (3, 4, 0.75), (1, 2, 0.7)):
        u, v = cell_origin(col, row)
        x, y = project(u + TILE / 2, v + TILE / 2, 6)
        items.append((u + v + 0.5, crystal(x - 6, y + 2, s, -8) + crystal(x + 5, y + 4, s * 0.8, 10)))
    body.extend(svg for _, svg in sorted(items, key=lambda t: t[0]))
    # a heap of crystals on the table in front, the reward for building
    for x, y, s, t in (
        (520, 330, 1.3, -10),
        (540, 338, 1.0, 14),
        (500, 342, 0.9, -22),
        (556, 352, 1.1, 4),
        (528, 356, 1.2, -4),
    ):
        body.append(crystal(x, y, s, t))
    return document(W, H, defs, "\n".join(body))


if __name__ == "__main__":
    import sys

    sys.stdout.write(build())
