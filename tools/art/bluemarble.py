"""Launcher art for Blue Marble: the square board of four coloured lines seen at an angle,
a globe with world landmarks, a plane on its round-the-world trail, a golden key, pawns and dice."""

from __future__ import annotations

import math

from svg import (
    OKABE_ITO,
    document,
    fmt,
    iso_cube,
    linear,
    polygon,
    radial,
    start_tile,
    table,
    table_defs,
    tag,
)

W, H = 640, 400
CX, CY = 320, 228  # board centre on screen
BOARD = 372  # board side in board units
CORNER = 54
SPACE = (BOARD - 2 * CORNER) / 9
SQUASH = 0.56
# The four lines (the board has no Monopoly colour groups; each side is a line, colours are ours:
# reference/bluemarble_millionaire.md): Asia-Africa, Europe-North America, scenic sites, metropolises.
LINES = ["#F2A541", "#4F8FDB", "#3DB37A", "#E0605E"]
KEY_SLOTS = {2, 6}  # golden-key spaces on each side


def board_transform() -> str:
    return f"translate({CX} {CY}) scale(1 {SQUASH}) rotate(45)"


def project(u: float, v: float) -> tuple[float, float]:
    """Board coordinates (origin at the centre) to screen coordinates, same as board_transform()."""
    c = math.cos(math.radians(45))
    x, y = u * c - v * c, u * c + v * c
    return CX + x, CY + y * SQUASH


def side_spaces() -> list[tuple[int, int, tuple[float, float, float, float]]]:
    """(side, slot, rect) for the 9 normal spaces of each side, in board units, walking clockwise."""
    half = BOARD / 2
    out = []
    for i in range(9):
        a = half - CORNER - (i + 1) * SPACE
        out.append((0, i, (a, half - CORNER, SPACE, CORNER)))  # bottom, right to left
        out.append((1, i, (-half, a, CORNER, SPACE)))  # left, bottom to top
        out.append((2, i, (-a - SPACE, -half, SPACE, CORNER)))  # top, left to right
        out.append((3, i, (half - CORNER, -a - SPACE, CORNER, SPACE)))  # right, top to bottom
    return out


def band_rect(side: int, rect: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    x, y, w, h = rect
    depth = 13
    if side == 0:
        return x, y, w, depth
    if side == 1:
        return x + w - depth, y, depth, h
    if side == 2:
        return x, y + h - depth, w, depth
    return x, y, depth, h


def key_glyph(cx: float, cy: float, s: float, angle: float) -> str:
    """A small golden key lying flat (drawn in board units)."""
    body = tag(
        "circle", cx="0", cy="0", r=fmt(4 * s), fill="none", stroke="#B8860B", stroke_width=fmt(2.2 * s)
    ) + tag(
        "path",
        d=f"M{fmt(4 * s)} 0 H{fmt(15 * s)} M{fmt(11 * s)} 0 V{fmt(3.5 * s)} M{fmt(14 * s)} 0 V{fmt(3 * s)}",
        stroke="#B8860B",
        stroke_width=fmt(2.2 * s),
        stroke_linecap="round",
        fill="none",
    )
    return tag("g", body, transform=f"translate({fmt(cx)} {fmt(cy)}) rotate({fmt(angle)})")


def corner_art() -> str:
    h = BOARD / 2
    c = CORNER
    out = []
    # start (bottom right): a bold arrow pointing along the way round
    out += start_tile(h, c, "#FBE7B5", "#D9482B", (16, 6, 6, 14, 20))
    # deserted island (bottom left): sand, sea and a palm
    ix, iy = -h + c / 2, h - c / 2
    out.append(tag("rect", x=fmt(-h), y=fmt(h - c), width=fmt(c), height=fmt(c), fill="#BFE6F2"))
    out.append(tag("ellipse", cx=fmt(ix), cy=fmt(iy + 8), rx="18", ry="9", fill="#F1D48A"))
    out.append(
        tag(
            "path",
            d=f"M{fmt(ix)} {fmt(iy + 6)} q3 -12 -2 -22",
            stroke="#7A5230",
            stroke_width="3",
            fill="none",
            stroke_linecap="round",
        )
    )
    for dx, dy in ((-12, 0), (11, -2), (-8, 8), (9, 7)):
        out.append(
            tag(
                "path",
                d=f"M{fmt(ix - 2)} {fmt(iy - 16)} q{fmt(dx * 0.6)} {fmt(-6 + dy * 0.2)} {dx} {dy}",
                stroke="#2E9B57",
                stroke_width="3.4",
                fill="none",
                stroke_linecap="round",
            )
        )
    # social welfare fund (top left): a stack of coins
    fx, fy = -h + c / 2, -h + c / 2
    out.append(tag("rect", x=fmt(-h), y=fmt(-h), width=fmt(c), height=fmt(c), fill="#F6E9C9"))
    for k in range(4):
        out.append(
            tag(
                "ellipse",
                cx=fmt(fx),
                cy=fmt(fy + 9 - 5 * k),
                rx="13",
                ry="6",
                fill="#E8B830",
                stroke="#A77B10",
                stroke_width="1.4",
            )
        )
    # space travel (top right): a rocket
    rx, ry = h - c / 2, -h + c / 2
    out.append(tag("rect", x=fmt(h - c), y=fmt(-h), width=fmt(c), height=fmt(c), fill="#2B3A6B"))
    for px, py in ((-14, -12), (12, -16), (15, 10), (-16, 13), (2, 18)):
        out.append(tag("circle", cx=fmt(rx + px), cy=fmt(ry + py), r="1.3", fill="#FFFFFF"))
    rocket = tag(
        "g",
        tag("path", d="M0 -18 C7 -10 7 4 5 10 H-5 C-7 4 -7 -10 0 -18 Z", fill="#F2F2F2")
        + tag("circle", cx="0", cy="-4", r="3", fill="#56B4E9")
        + tag("path", d="M-5 4 L-10 12 L-5 10 Z M5 4 L10 12 L5 10 Z", fill="#D55E00")
        + tag("path", d="M-3 11 L0 19 L3 11 Z", fill="#F0B429"),
        transform=f"translate({fmt(rx)} {fmt(ry)}) rotate(-45)",
    )
    out.append(rocket)
    return "".join(out)


def board() -> str:
    h = BOARD / 2
    parts = []
    parts.append(
        tag(
            "rect",
            x=fmt(-h - 8),
            y=fmt(-h - 8),
            width=fmt(BOARD + 16),
            height=fmt(BOARD + 16),
            rx="6",
            fill="#1F3D6B",
        )
    )
    parts.append(tag("rect", x=fmt(-h), y=fmt(-h), width=fmt(BOARD), height=fmt(BOARD), fill="#FFF9EC"))
    inner = BOARD - 2 * CORNER
    parts.append(
        tag(
            "rect",
            x=fmt(-inner / 2),
            y=fmt(-inner / 2),
            width=fmt(inner),
            height=fmt(inner),
            fill="url(#ocean)",
        )
    )
    # faint latitude and longitude lines in the middle of the board
    for r in (40, 80, 120):
        parts.append(
            tag(
                "circle",
                cx="0",
                cy="0",
                r=fmt(r),
                fill="none",
                stroke="#FFFFFF",
                stroke_width="1.2",
                opacity="0.35",
            )
        )
    parts.append(
        tag(
            "path",
            d=f"M{fmt(-inner / 2)} 0 H{fmt(inner / 2)} M0 {fmt(-inner / 2)} V{fmt(inner / 2)}",
            stroke="#FFFFFF",
            stroke_width="1.2",
            opacity="0.35",
        )
    )
    for side, slot, rect in side_spaces():
        x, y, w, hh = rect
        parts.append(
            tag(
                "rect",
                x=fmt(x),
                y=fmt(y),
                width=fmt(w),
                height=fmt(hh),
                fill="#FFF9EC",
                stroke="#C9BFA8",
                stroke_width="1",
            )
        )
        cx, cy = x + w / 2, y + hh / 2
        if slot in KEY_SLOTS:
            parts.append(
                tag("rect", x=fmt(x + 2), y=fmt(y + 2), width=fmt(w - 4), height=fmt(hh - 4), fill="#FFE9A6")
            )
            parts.append(key_glyph(cx - 7, cy, 0.9, 0 if side in (0, 2) else 90))
            continue
        bx, by, bw, bh = band_rect(side, rect)
        parts.append(tag("rect", x=fmt(bx), y=fmt(by), width=fmt(bw), height=fmt(bh), fill=LINES[side]))
        # two grey strokes for the city name and price
        if side in (0, 2):
            off = 8 if side == 0 else -8
            parts.append(
                tag(
                    "path",
                    d=f"M{fmt(cx - 8)} {fmt(cy + off)} h16 M{fmt(cx - 5)} {fmt(cy + off + 7 * (1 if side == 0 else -1))} h10",
                    stroke="#9C9381",
                    stroke_width="2",
                    stroke_linecap="round",
                )
            )
        else:
            off = -8 if side == 1 else 8
            parts.append(
                tag(
                    "path",
                    d=f"M{fmt(cx + off)} {fmt(cy - 8)} v16 M{fmt(cx + off + 7 * (-1 if side == 1 else 1))} {fmt(cy - 5)} v10",
                    stroke="#9C9381",
                    stroke_width="2",
                    stroke_linecap="round",
                )
            )
    parts.append(corner_art())
    parts.append(
        tag(
            "rect",
            x=fmt(-h),
            y=fmt(-h),
            width=fmt(BOARD),
            height=fmt(BOARD),
            fill="none",
            stroke="#C9BFA8",
            stroke_width="1.5",
        )
    )
    # golden key deck on the board
    parts.append(
        tag(
            "g",
            tag("rect", x="-26", y="-17", width="52", height="34", rx="4", fill="#C9961A")
            + tag(
                "rect",
                x="-28",
                y="-19",
                width="52",
                height="34",
                rx="4",
                fill="#F5C842",
                stroke="#B8860B",
                stroke_width="1.5",
            )
            + key_glyph(-14, -2, 1.2, 0),
            transform=f"translate({fmt(-inner / 2 + 48)} {fmt(inner / 2 - 42)}) rotate(-12)",
        )
    )
    return tag("g", "".join(parts), transform=board_transform())


def board_shadow() -> str:
    h = BOARD / 2 + 10
    return tag(
        "g",
        tag(
            "rect",
            x=fmt(-h),
            y=fmt(-h),
            width=fmt(2 * h),
            height=fmt(2 * h),
            fill="#000",
            opacity="0.55",
            filter="url(#soft)",
        ),
        transform=f"translate({CX + 4} {CY + 14}) scale(1 {SQUASH}) rotate(45)",
    )


def house(x: float, y: float, colour: str, s: float = 1.0) -> str:
    """A small upright villa in a player's colour, its base centred on (x, y)."""
    body = (
        tag("ellipse", cx="0", cy="1", rx="9", ry="3.5", fill="#000", opacity="0.25")
        + polygon(
            [(-7, 0), (-7, -10), (0, -17), (7, -10), (7, 0)],
            fill=colour,
            stroke="#00000055",
            stroke_width="0.8",
        )
        + polygon([(0, -17), (7, -10), (7, 0), (0, 0)], fill="#000", opacity="0.18")
        + tag("rect", x="-2", y="-6", width="4", height="6", fill="#FFFFFF", opacity="0.8")
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(s)})")


def pawn(x: float, y: float, colour: str, s: float = 1.0) -> str:
    body = (
        tag("ellipse", cx="0", cy="0", rx="10", ry="4", fill="#000", opacity="0.3")
        + tag(
            "path",
            d="M-9 0 C-9 -4 -5 -6 -4 -9 L-3 -16 H3 L4 -9 C5 -6 9 -4 9 0 Z",
            fill=colour,
            stroke="#00000066",
            stroke_width="0.8",
        )
        + tag("circle", cx="0", cy="-21", r="6.5", fill=colour, stroke="#00000066", stroke_width="0.8")
        + tag("circle", cx="-2", cy="-23", r="2.2", fill="#FFFFFF", opacity="0.55")
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(s)})")


def continents() -> str:
    """Stylised land masses on the globe (drawn in a unit-radius frame scaled later)."""
    land = "#5FBF6B"
    shapes = [
        # Eurasia + Africa facing the viewer
        "M-0.15 -0.78 C0.1 -0.86 0.45 -0.74 0.62 -0.55 C0.7 -0.42 0.58 -0.33 0.66 -0.22 C0.74 -0.1 0.6 0.02 0.46 -0.04 "
        "C0.36 -0.08 0.3 0.02 0.22 0.0 C0.12 -0.02 0.06 -0.1 -0.04 -0.1 C-0.14 -0.1 -0.24 -0.18 -0.26 -0.3 "
        "C-0.3 -0.46 -0.36 -0.62 -0.15 -0.78 Z",
        "M-0.12 0.02 C0.02 -0.02 0.16 0.06 0.2 0.2 C0.26 0.38 0.16 0.5 0.08 0.66 C0.02 0.78 -0.08 0.74 -0.1 0.6 "
        "C-0.12 0.46 -0.24 0.38 -0.26 0.24 C-0.28 0.12 -0.22 0.04 -0.12 0.02 Z",
        # the Americas on the left limb
        "M-0.96 -0.3 C-0.86 -0.5 -0.7 -0.62 -0.56 -0.58 C-0.48 -0.5 -0.6 -0.38 -0.62 -0.26 C-0.64 -0.14 -0.74 -0.06 -0.82 0.02 "
        "C-0.9 0.0 -0.98 -0.12 -0.96 -0.3 Z",
        "M-0.7 0.18 C-0.6 0.14 -0.5 0.24 -0.5 0.36 C-0.5 0.52 -0.6 0.66 -0.7 0.74 C-0.78 0.6 -0.8 0.36 -0.7 0.18 Z",
        # Australia
        "M0.56 0.42 C0.66 0.36 0.8 0.4 0.8 0.5 C0.78 0.6 0.64 0.62 0.56 0.56 C0.52 0.52 0.52 0.46 0.56 0.42 Z",
        # Korea: a small peninsula so the home country is on the globe
        "M0.56 -0.3 C0.6 -0.33 0.64 -0.3 0.63 -0.24 C0.62 -0.18 0.6 -0.14 0.57 -0.16 C0.55 -0.2 0.54 -0.26 0.56 -0.3 Z",
    ]
    return "".join(tag("path", d=d, fill=land) for d in shapes)


def landmark_eiffel(x: float, y: float, s: float) -> str:
    bronze, dark = "#8C6A4F", "#6B4F3A"
    body = (
        tag(
            "path",
            d="M-15 14 L-9 14 C-7 8 -3 5 0 5 C3 5 7 8 9 14 L15 14 L7 -4 L4 -16 L1.5 -34 L0 -44 L-1.5 -34 L-4 -16 L-7 -4 Z",
            fill=bronze,
        )
        + tag("rect", x="-9", y="-6", width="18", height="3.5", rx="1", fill=dark)
        + tag("rect", x="-5.5", y="-18", width="11", height="3", rx="1", fill=dark)
        + tag("path", d="M-5 -4 L4 -15 M5 -4 L-4 -15", stroke="#B08E70", stroke_width="1")
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(s)})")


def landmark_bigben(x: float, y: float, s: float) -> str:
    body = (
        tag("rect", x="-6", y="-30", width="12", height="44", fill="#A0703F")
        + tag("path", d="M-7 -30 L0 -44 L7 -30 Z", fill="#7B5230")
        + tag("circle", cx="0", cy="-22", r="4", fill="#FFF3C4")
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(s)})")


def landmark_pyramid(x: float, y: float, s: float) -> str:
    body = polygon([(-20, 14), (0, -10), (20, 14)], fill="#E0B25A") + polygon(
        [(0, -10), (20, 14), (4, 14)], fill="#B7872F"
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(s)})")


def landmark_namsan(x: float, y: float, s: float) -> str:
    body = (
        tag("rect", x="-1.8", y="-36", width="3.6", height="50", fill="#ECEFF1")
        + tag("ellipse", cx="0", cy="-24", rx="5", ry="3", fill="#ECEFF1")
        + tag("path", d="M0 -36 V-46", stroke="#ECEFF1", stroke_width="1.4")
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(s)})")


def landmark_skyscraper(x: float, y: float, s: float) -> str:
    body = (
        tag("rect", x="-8", y="-26", width="16", height="40", fill="#4F6D8A")
        + tag("rect", x="-5", y="-36", width="10", height="12", fill="#4F6D8A")
        + tag("path", d="M0 -36 V-48", stroke="#4F6D8A", stroke_width="1.6")
        + "".join(
            tag(
                "rect",
                x=fmt(-5 + 4 * (i % 3)),
                y=fmt(-22 + 6 * (i // 3)),
                width="2",
                height="3",
                fill="#FFE9A6",
            )
            for i in range(12)
        )
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(s)})")


def globe(x: float, y: float, r: float) -> str:
    out = [
        tag(
            "ellipse",
            cx=fmt(x + 6),
            cy=fmt(y + r + 6),
            rx=fmt(r * 0.9),
            ry=fmt(r * 0.25),
            fill="#000",
            opacity="0.35",
            filter="url(#soft)",
        ),
        tag("circle", cx=fmt(x), cy=fmt(y), r=fmt(r + 6), fill="url(#halo)"),
        tag("circle", cx=fmt(x), cy=fmt(y), r=fmt(r), fill="url(#sea)"),
        tag("g", continents(), transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(r)}) rotate(-8)"),
        tag("circle", cx=fmt(x), cy=fmt(y), r=fmt(r), fill="url(#shade)"),
        tag(
            "ellipse",
            cx=fmt(x - r * 0.38),
            cy=fmt(y - r * 0.45),
            rx=fmt(r * 0.28),
            ry=fmt(r * 0.16),
            fill="#FFFFFF",
            opacity="0.35",
            transform=f"rotate(-35 {fmt(x - r * 0.38)} {fmt(y - r * 0.45)})",
        ),
    ]
    return "".join(out)


def plane(x: float, y: float, s: float, angle: float) -> str:
    body = tag(
        "path",
        d="M0 -22 C3 -22 4 -16 4 -10 L24 2 L24 7 L4 1 L3 14 L10 19 L10 22 L0 19 L-10 22 L-10 19 L-3 14 L-4 1 L-24 7 L-24 2 L-4 -10 C-4 -16 -3 -22 0 -22 Z",
        fill="#FFFFFF",
        stroke="#1F3D6B",
        stroke_width="1.6",
        stroke_linejoin="round",
    ) + tag("path", d="M0 -18 V12", stroke="#56B4E9", stroke_width="1.4")
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) rotate({fmt(angle)}) scale({fmt(s)})")


def golden_key(x: float, y: float, s: float, angle: float) -> str:
    body = (
        tag("circle", cx="0", cy="0", r="14", fill="none", stroke="url(#gold)", stroke_width="8")
        + tag(
            "circle", cx="0", cy="0", r="14", fill="none", stroke="#8A6508", stroke_width="1", opacity="0.6"
        )
        + tag(
            "rect",
            x="12",
            y="-4.5",
            width="56",
            height="9",
            rx="3",
            fill="url(#gold)",
            stroke="#8A6508",
            stroke_width="1",
        )
        + tag(
            "path",
            d="M48 4 V16 H54 V4 M60 4 V13 H66 V4",
            fill="url(#gold)",
            stroke="#8A6508",
            stroke_width="1",
        )
        + tag("circle", cx="-4", cy="-6", r="3", fill="#FFFFFF", opacity="0.6")
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) rotate({fmt(angle)}) scale({fmt(s)})")


def sparkle(x: float, y: float, s: float) -> str:
    return tag(
        "path",
        d=f"M{fmt(x)} {fmt(y - 7 * s)} Q{fmt(x + s)} {fmt(y - s)} {fmt(x + 7 * s)} {fmt(y)} Q{fmt(x + s)} {fmt(y + s)} {fmt(x)} {fmt(y + 7 * s)} Q{fmt(x - s)} {fmt(y + s)} {fmt(x - 7 * s)} {fmt(y)} Q{fmt(x - s)} {fmt(y - s)} {fmt(x)} {fmt(y - 7 * s)} Z",
        fill="#FFF6CC",
    )


def build() -> str:
    defs = (
        table_defs("walnut")
        + linear("ocean", [(0, "#D8F0FA"), (1, "#B5DDF0")], 0, 0, 1, 1)
        + radial("sea", [(0, "#5AB0F0", 1), (0.7, "#2470C2", 1), (1, "#144A8C", 1)], cx=0.38, cy=0.32, r=0.75)
        + radial("shade", [(0, "#000", 0), (0.72, "#000", 0), (1, "#001433", 0.45)], cx=0.4, cy=0.35, r=0.7)
        + radial("halo", [(0.8, "#9ED8FF", 0.5), (1, "#9ED8FF", 0)])
        + linear("gold", [(0, "#FFE58A"), (0.5, "#F2B807"), (1, "#B8860B")], 0, 0, 1, 1)
    )
    body = [table(W, H), board_shadow(), board()]
    # pieces on the board: houses on a few cities, pawns on others
    spaces = side_spaces()

    def space_centre(side: int, slot: int) -> tuple[float, float]:
        for sd, sl, (x, y, w, h) in spaces:
            if sd == side and sl == slot:
                return project(x + w / 2, y + h / 2)
        raise KeyError((side, slot))

    for side, slot, colour in (
        (1, 3, OKABE_ITO["sky"]),
        (1, 4, OKABE_ITO["sky"]),
        (2, 7, OKABE_ITO["orange"]),
        (3, 4, OKABE_ITO["green"]),
    ):
        body.append(house(*space_centre(side, slot), colour, 0.9))
    for side, slot, colour in (
        (0, 4, OKABE_ITO["vermillion"]),
        (0, 7, OKABE_ITO["sky"]),
        (3, 1, OKABE_ITO["orange"]),
        (2, 3, OKABE_ITO["green"]),
    ):
        x, y = space_centre(side, slot)
        body.append(pawn(x, y + 2, colour, 0.85))
    # globe with landmarks of the world's cities standing on its rim
    gx, gy, gr = CX, CY - 64, 64
    # landmarks of the world's cities standing on the globe like on a tiny planet
    for angle, draw, scale in (
        (-30, landmark_eiffel, 0.85),
        (-10, landmark_bigben, 0.8),
        (10, landmark_namsan, 0.8),
        (30, landmark_skyscraper, 0.8),
    ):
        a = math.radians(angle)
        body.append(
            tag(
                "g",
                draw(0, -14 * scale, scale),
                transform=f"translate({fmt(gx + gr * math.sin(a))} {fmt(gy - gr * math.cos(a))}) rotate({angle})",
            )
        )
    body.append(globe(gx, gy, gr))
    # round-the-world trail and the plane
    body.append(
        tag(
            "path",
            d=f"M{gx - 140} {gy + 30} C{gx - 150} {gy - 70} {gx - 40} {gy - 120} {gx + 90} {gy - 96}",
            fill="none",
            stroke="#FFFFFF",
            stroke_width="2.2",
            stroke_dasharray="6 7",
            stroke_linecap="round",
            opacity="0.8",
        )
    )
    body.append(plane(gx + 118, gy - 88, 0.95, 70))
    # golden key and dice in front of the board
    body.append(
        tag("ellipse", cx="505", cy="352", rx="52", ry="8", fill="#000", opacity="0.35", filter="url(#soft)")
    )
    body.append(golden_key(466, 318, 0.95, -18))
    body.append(sparkle(452, 296, 1.3))
    body.append(sparkle(540, 290, 0.9))
    body.append(
        tag("ellipse", cx="120", cy="362", rx="48", ry="9", fill="#000", opacity="0.35", filter="url(#soft)")
    )
    body.append(
        iso_cube(
            100,
            318,
            24,
            "#FFFFFF",
            "#E6E1D6",
            "#CFC8B8",
            "#8C8474",
            pips=(5, 3, 2),
            pip_colour="#D33",
            turn=35,
        )
    )
    body.append(
        iso_cube(
            146,
            328,
            22,
            "#FFFFFF",
            "#E6E1D6",
            "#CFC8B8",
            "#8C8474",
            pips=(6, 1, 4),
            pip_colour="#333",
            turn=58,
        )
    )
    return document(W, H, defs, "\n".join(body))


if __name__ == "__main__":
    import sys

    sys.stdout.write(build())
