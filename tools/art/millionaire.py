"""Launcher art for Millionaire (Миллионер): the loop of forty cells with its four corners,
a fan of F banknotes, share certificates, a money bag and dice on a green felt table."""

from __future__ import annotations

from svg import document, fmt, iso_cube, linear, path_from, radial, start_tile, table, table_defs, tag

W, H = 640, 400
BOARD = 300
CORNER = 44
SPACE = (BOARD - 2 * CORNER) / 9
BX, BY, BROT = 236, 196, -9  # board centre and turn on the table
# Eight industries of 2 or 3 plots (reference/bluemarble_millionaire.md part 2); colours are ours.
INDUSTRY = ["#8E5BA8", "#5AB3E6", "#E27FB0", "#F09A3A", "#D9493C", "#EDCB3A", "#3FA66A", "#2F6DB5"]
# which normal slot (0..8) on each side carries which industry, None = a special cell
SIDES = [
    [0, None, 0, 1, None, 1, 1, None, 1],
    [2, None, 2, 2, None, 3, 3, None, 3],
    [4, None, 4, 4, None, 5, 5, None, 5],
    [6, 6, None, 6, None, 7, None, 7, 7],
]


def side_cells() -> list[tuple[int, int, tuple[float, float, float, float]]]:
    half = BOARD / 2
    out = []
    for i in range(9):
        a = half - CORNER - (i + 1) * SPACE
        out.append((0, i, (a, half - CORNER, SPACE, CORNER)))
        out.append((1, i, (-half, a, CORNER, SPACE)))
        out.append((2, i, (-a - SPACE, -half, SPACE, CORNER)))
        out.append((3, i, (half - CORNER, -a - SPACE, CORNER, SPACE)))
    return out


def band(side: int, rect: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    x, y, w, h = rect
    d = 10
    return [(x, y, w, d), (x + w - d, y, d, h), (x, y + h - d, w, d), (x, y, d, h)][side]


def corner_icons() -> str:
    h, c = BOARD / 2, CORNER
    out = []
    # START (bottom right): green arrow
    out += start_tile(h, c, "#DCEFD6", "#2E8B57", (13, 4, 4, 11, 16))
    # TAX INSPECTION (bottom left): magnifier
    x, y = -h + c / 2, h - c / 2
    out.append(tag("rect", x=fmt(-h), y=fmt(h - c), width=fmt(c), height=fmt(c), fill="#F3E6C8"))
    out.append(
        tag("circle", cx=fmt(x - 3), cy=fmt(y - 3), r="9", fill="#FFFFFF", stroke="#5B4A3A", stroke_width="3")
    )
    out.append(
        tag(
            "path",
            d=f"M{fmt(x + 4)} {fmt(y + 4)} L{fmt(x + 12)} {fmt(y + 12)}",
            stroke="#5B4A3A",
            stroke_width="4",
            stroke_linecap="round",
        )
    )
    # JACKPOT (top left): three reels
    x, y = -h + c / 2, -h + c / 2
    out.append(tag("rect", x=fmt(-h), y=fmt(-h), width=fmt(c), height=fmt(c), fill="#FBE3A4"))
    out.append(tag("rect", x=fmt(x - 17), y=fmt(y - 10), width="34", height="20", rx="3", fill="#B3261E"))
    for i in range(3):
        out.append(
            tag(
                "rect", x=fmt(x - 14 + i * 10), y=fmt(y - 7), width="8", height="14", rx="1.5", fill="#FFFFFF"
            )
        )
        out.append(tag("circle", cx=fmt(x - 10 + i * 10), cy=fmt(y), r="2.4", fill="#E0A100"))
    # TAX POLICE (top right): a star badge
    x, y = h - c / 2, -h + c / 2
    out.append(tag("rect", x=fmt(h - c), y=fmt(-h), width=fmt(c), height=fmt(c), fill="#D6E2F0"))
    star = []
    import math

    for k in range(10):
        r = 13 if k % 2 == 0 else 6
        a = math.radians(-90 + k * 36)
        star.append((x + r * math.cos(a), y + r * math.sin(a)))
    out.append(tag("path", d=path_from(star), fill="#2F4F7F"))
    return "".join(out)


def money_bag(x: float, y: float, s: float) -> str:
    body = (
        tag("ellipse", cx="0", cy="30", rx="34", ry="7", fill="#000", opacity="0.2")
        + tag(
            "path",
            d="M-12 -22 C-16 -30 -8 -34 0 -30 C8 -34 16 -30 12 -22 C30 -8 38 12 30 24 C24 32 -24 32 -30 24 C-38 12 -30 -8 -12 -22 Z",
            fill="url(#bag)",
            stroke="#6B4A1E",
            stroke_width="1.5",
        )
        + tag(
            "path",
            d="M-13 -21 C-4 -17 4 -17 13 -21",
            fill="none",
            stroke="#6B4A1E",
            stroke_width="3",
            stroke_linecap="round",
        )
        + tag("circle", cx="0", cy="6", r="14", fill="#F7E7B4", stroke="#B08A3C", stroke_width="1.5")
        + tag(
            "text",
            "F",
            x="0",
            y="12.5",
            text_anchor="middle",
            font_family="DejaVu Sans, Arial, sans-serif",
            font_weight="bold",
            font_size="19",
            fill="#2E7D32",
        )
    )
    return tag("g", body, transform=f"translate({fmt(x)} {fmt(y)}) scale({fmt(s)})")


def board() -> str:
    h = BOARD / 2
    parts = [
        tag(
            "rect",
            x=fmt(-h - 7),
            y=fmt(-h - 7),
            width=fmt(BOARD + 14),
            height=fmt(BOARD + 14),
            rx="5",
            fill="#7A1F1F",
        ),
        tag("rect", x=fmt(-h), y=fmt(-h), width=fmt(BOARD), height=fmt(BOARD), fill="#FFFBF0"),
        tag(
            "rect",
            x=fmt(-h + CORNER),
            y=fmt(-h + CORNER),
            width=fmt(BOARD - 2 * CORNER),
            height=fmt(BOARD - 2 * CORNER),
            fill="url(#centre)",
        ),
    ]
    for side, slot, rect in side_cells():
        x, y, w, hh = rect
        parts.append(
            tag(
                "rect",
                x=fmt(x),
                y=fmt(y),
                width=fmt(w),
                height=fmt(hh),
                fill="#FFFBF0",
                stroke="#CDBFA4",
                stroke_width="0.8",
            )
        )
        industry = SIDES[side][slot]
        cx, cy = x + w / 2, y + hh / 2
        if industry is None:
            # chance, exchange and business cells: a small symbol instead of a colour band
            parts.append(tag("circle", cx=fmt(cx), cy=fmt(cy), r="6", fill="#E9DFC7"))
            parts.append(
                tag(
                    "text",
                    "?" if slot == 4 else "$" if slot == 1 else "%",
                    x=fmt(cx),
                    y=fmt(cy + 3.5),
                    text_anchor="middle",
                    font_family="DejaVu Sans, Arial, sans-serif",
                    font_weight="bold",
                    font_size="10",
                    fill="#8A6D3B",
                )
            )
            continue
        bx, by, bw, bh = band(side, rect)
        parts.append(
            tag("rect", x=fmt(bx), y=fmt(by), width=fmt(bw), height=fmt(bh), fill=INDUSTRY[industry])
        )
    parts.append(corner_icons())
    parts.append(money_bag(0, -4, 1.5))
    # a share certificate and a chance card on the board centre
    parts.append(
        tag(
            "g",
            tag(
                "rect",
                x="-26",
                y="-18",
                width="52",
                height="36",
                rx="3",
                fill="#FFF3D6",
                stroke="#B08A3C",
                stroke_width="1",
            )
            + tag(
                "rect",
                x="-21",
                y="-13",
                width="42",
                height="26",
                rx="2",
                fill="none",
                stroke="#B08A3C",
                stroke_width="0.8",
                stroke_dasharray="2 1.5",
            )
            + tag(
                "path",
                d="M-14 6 L-6 -2 L0 3 L12 -9",
                fill="none",
                stroke="#2E7D32",
                stroke_width="2.4",
                stroke_linecap="round",
                stroke_linejoin="round",
            ),
            transform="translate(-52 60) rotate(-14)",
        )
    )
    parts.append(
        tag(
            "g",
            tag(
                "rect",
                x="-22",
                y="-30",
                width="44",
                height="60",
                rx="4",
                fill="#2F6DB5",
                stroke="#1E4D86",
                stroke_width="1",
            )
            + tag(
                "text",
                "?",
                x="0",
                y="10",
                text_anchor="middle",
                font_family="DejaVu Sans, Arial, sans-serif",
                font_weight="bold",
                font_size="30",
                fill="#FFFFFF",
            ),
            transform="translate(58 56) rotate(12)",
        )
    )
    return tag("g", "".join(parts), transform=f"translate({BX} {BY}) rotate({BROT})")


NOTES = [
    # value, paper colour, ink colour
    ("1000", "#B9C7E8", "#2B3F75"),
    ("500", "#D7C0E8", "#5B2C7A"),
    ("100", "#C4E3C0", "#24613A"),
    ("50", "#F5D9A6", "#7A4A12"),
]


def banknote(value: str, paper: str, ink: str) -> str:
    w, h = 168, 78
    rings = "".join(
        tag(
            "ellipse",
            cx="118",
            cy="39",
            rx=fmt(10 + 4 * i),
            ry=fmt(8 + 3 * i),
            fill="none",
            stroke=ink,
            stroke_width="0.5",
            opacity="0.35",
        )
        for i in range(7)
    )
    waves = "".join(
        tag(
            "path",
            d=f"M10 {fmt(y)} q10 -5 20 0 t20 0 t20 0 t20 0",
            fill="none",
            stroke=ink,
            stroke_width="0.5",
            opacity="0.35",
        )
        for y in (20, 26, 32, 52, 58)
    )
    font = "DejaVu Sans, Arial, sans-serif"
    body = (
        tag(
            "rect",
            x="0",
            y="0",
            width=fmt(w),
            height=fmt(h),
            rx="4",
            fill=paper,
            stroke=ink,
            stroke_width="1",
        )
        + tag(
            "rect",
            x="5",
            y="5",
            width=fmt(w - 10),
            height=fmt(h - 10),
            rx="3",
            fill="none",
            stroke=ink,
            stroke_width="1.2",
            opacity="0.7",
        )
        + rings
        + waves
        + tag(
            "circle", cx="118", cy="39", r="19", fill="#FFFFFF", opacity="0.55", stroke=ink, stroke_width="1"
        )
        + tag(
            "text",
            "F",
            x="118",
            y="47",
            text_anchor="middle",
            font_family=font,
            font_weight="bold",
            font_size="24",
            fill=ink,
        )
        + tag("text", value, x="14", y="68", font_family=font, font_weight="bold", font_size="17", fill=ink)
        + tag(
            "text",
            value,
            x=fmt(w - 12),
            y="22",
            text_anchor="end",
            font_family=font,
            font_weight="bold",
            font_size="11",
            fill=ink,
        )
    )
    return body


def banknote_fan(px: float, py: float) -> str:
    out = [
        tag(
            "ellipse",
            cx=fmt(px + 90),
            cy=fmt(py - 20),
            rx="110",
            ry="40",
            fill="#000",
            opacity="0.4",
            filter="url(#soft)",
            transform=f"rotate(-20 {fmt(px + 90)} {fmt(py - 20)})",
        )
    ]
    for i, (value, paper, ink) in enumerate(NOTES):
        angle = -40 + i * 11
        out.append(
            tag(
                "g",
                banknote(value, paper, ink),
                transform=f"translate({fmt(px)} {fmt(py)}) rotate({fmt(angle)}) translate(-12 -66)",
            )
        )
    return "".join(out)


def coin(x: float, y: float, r: float) -> str:
    return tag("ellipse", cx=fmt(x), cy=fmt(y + 3), rx=fmt(r), ry=fmt(r * 0.45), fill="#9A7414") + tag(
        "ellipse",
        cx=fmt(x),
        cy=fmt(y),
        rx=fmt(r),
        ry=fmt(r * 0.45),
        fill="url(#coin)",
        stroke="#9A7414",
        stroke_width="0.8",
    )


def build() -> str:
    defs = (
        table_defs("felt")
        + radial("centre", [(0, "#FFF6DF", 1), (1, "#F1E4C2", 1)])
        + linear("bag", [(0, "#E2B86A"), (1, "#A8772E")], 0, 0, 1, 1)
        + linear("coin", [(0, "#FFE9A0"), (1, "#E0A91F")], 0, 0, 1, 1)
    )
    body = [table(W, H)]
    body.append(
        tag(
            "rect",
            x=fmt(-BOARD / 2 - 7),
            y=fmt(-BOARD / 2 - 7),
            width=fmt(BOARD + 14),
            height=fmt(BOARD + 14),
            fill="#000",
            opacity="0.5",
            filter="url(#soft)",
            transform=f"translate({BX + 6} {BY + 9}) rotate({BROT})",
        )
    )
    body.append(board())
    body.append(banknote_fan(446, 372))
    for x, y in ((566, 232), (590, 240), (577, 221)):
        body.append(coin(x, y, 13))
    body.append(
        tag("ellipse", cx="560", cy="142", rx="46", ry="8", fill="#000", opacity="0.4", filter="url(#soft)")
    )
    body.append(
        iso_cube(
            540,
            88,
            24,
            "#E8453C",
            "#C8322A",
            "#A82720",
            "#7A1712",
            pips=(6, 2, 3),
            pip_colour="#FFFFFF",
            turn=30,
        )
    )
    body.append(
        iso_cube(
            588,
            102,
            22,
            "#E8453C",
            "#C8322A",
            "#A82720",
            "#7A1712",
            pips=(1, 4, 5),
            pip_colour="#FFFFFF",
            turn=62,
        )
    )
    return document(W, H, defs, "\n".join(body))


if __name__ == "__main__":
    import sys

    sys.stdout.write(build())
