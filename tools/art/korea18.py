"""Launcher art for 18Korea: the hex map of the peninsula with yellow and green track tiles
laid between the cities, company station tokens, and a steam locomotive in front."""

from __future__ import annotations

import math

from svg import blur_filter, document, fmt, linear, polygon, radial, table, table_defs, tag

W, H = 640, 400
R = 9.2  # hex circumradius
DX = math.sqrt(3) / 2 * R  # half a hex width: the step between doubled column numbers
X0, Y0 = 96, 28

# Land hexes and off-board areas of the designed map (reference/18korea.md section 3.1):
# p plain, h hills or river (cost 20), M mountain (cost 40), s small city, b big city,
# m metropolitan, R continent (red off-board), B sea (blue off-board).
HEXES = (
    "B24h C23s C25b D18M D20s D22M D24h E13M E17M E19M E21M E23b F10s F12M F14M F16b F18M F20M G9h G11b "
    "G13M G15M G17M G19M G21h H6p H8h H10h H12M H14M H16M H18M H20s I3b I5p I7p I9h I11h I13M I15M I17s J4p "
    "J6s J8h J10s J12h J14b K5p K7s K9p K11h K13h L6p L8b L10p L12h L14b M7b M9h M11p M13h M15h M17s N6p N8b "
    "N10p N12p N14s N16h N18s O5p O7b O9h O11b O13h O15b O17M O19h P10h P12m P14h P16M P18M P20b Q11m Q13b "
    "Q15s Q17s Q19M Q21s R10s R12s R14p R16s R18s R20M S11p S13p S15b S17s S19b S21h T12h T14m T16M T18s "
    "T20p U11s U13b U15h U17h U19b U21b V10p V12p V14s V16M V18h V20s V22b W11m W13p W15h W17s W19b W21m "
    "X10b X12p X14s X16s Y11p I1R F8R E15R C21R B26R M5B J16B F22B Q9B W9B Y15B X22B U23B P22B"
).split()

TERRAIN = {"p": "#EEF3D6", "h": "#DDE8B8", "M": "#D2C096", "s": "#EEF3D6", "b": "#EEF3D6", "m": "#EEF3D6"}
YELLOW_ROUTE = ["P12", "Q13", "R14", "S15", "T14", "U15", "U17", "V18", "W19", "W21"]
GREEN_ROUTE = ["I3", "I5", "J6", "K7", "L8", "M9", "N10", "O11", "P12"]
BROWN_ROUTE = ["L8", "L10", "L12", "L14"]
TOKENS = {"P12": "#D55E00", "W21": "#0072B2", "L8": "#009E73", "T14": "#E69F00"}


def centre(name: str) -> tuple[float, float]:
    row = ord(name[0]) - ord("A")
    col = int(name[1:])
    return X0 + col * DX, Y0 + row * 1.5 * R


def hex_points(x: float, y: float, r: float) -> list[tuple[float, float]]:
    return [
        (x + r * math.cos(math.radians(60 * k - 30)), y + r * math.sin(math.radians(60 * k - 30)))
        for k in range(6)
    ]


def map_panel() -> str:
    out = []
    kinds = {h[:-1]: h[-1] for h in HEXES}
    tile_colour = {}
    for name in YELLOW_ROUTE:
        tile_colour[name] = "#F6D54A"
    for name in GREEN_ROUTE:
        tile_colour[name] = "#7CC576"
    for name in BROWN_ROUTE:
        tile_colour[name] = "#C98E58"
    # land hexes
    for name, kind in kinds.items():
        x, y = centre(name)
        if kind in "RB":
            fill = "#D6453D" if kind == "R" else "#3E7FCB"
            out.append(polygon(hex_points(x, y, R), fill=fill, stroke="#FFFFFF", stroke_width="0.8"))
            out.append(polygon([(x - 2.5, y - 2.5), (x + 3, y), (x - 2.5, y + 2.5)], fill="#FFFFFF"))
            continue
        fill = tile_colour.get(name, TERRAIN[kind])
        out.append(polygon(hex_points(x, y, R), fill=fill, stroke="#FFFFFF", stroke_width="0.9"))
        if name not in tile_colour and kind == "M":
            out.append(polygon([(x - 4, y + 3), (x - 0.5, y - 3.5), (x + 3, y + 3)], fill="#9C8256"))
        elif name not in tile_colour and kind == "h":
            out.append(
                tag(
                    "path",
                    d=f"M{fmt(x - 3.5)} {fmt(y + 2)} q3.5 -5 7 0",
                    fill="none",
                    stroke="#98AD6A",
                    stroke_width="1.1",
                )
            )
    # track on the laid tiles
    for route, colour in ((GREEN_ROUTE, "#1E2A22"), (YELLOW_ROUTE, "#1E2A22"), (BROWN_ROUTE, "#1E2A22")):
        pts = [centre(n) for n in route]
        d = "M" + " L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts)
        out.append(
            tag(
                "path",
                d=d,
                fill="none",
                stroke=colour,
                stroke_width="2.6",
                stroke_linejoin="round",
                stroke_linecap="round",
            )
        )
    # cities on top of the track
    for name, kind in kinds.items():
        x, y = centre(name)
        if kind == "s":
            out.append(tag("circle", cx=fmt(x), cy=fmt(y), r="2.4", fill="#1E2A22"))
        elif kind == "b":
            out.append(
                tag(
                    "circle",
                    cx=fmt(x),
                    cy=fmt(y),
                    r="4.2",
                    fill="#FFFFFF",
                    stroke="#1E2A22",
                    stroke_width="1.2",
                )
            )
        elif kind == "m":
            out.append(
                tag(
                    "circle",
                    cx=fmt(x),
                    cy=fmt(y),
                    r="6.2",
                    fill="#FFFFFF",
                    stroke="#1E2A22",
                    stroke_width="1.3",
                )
            )
            out.append(
                tag(
                    "circle", cx=fmt(x), cy=fmt(y), r="3.6", fill="none", stroke="#1E2A22", stroke_width="0.8"
                )
            )
    for name, colour in TOKENS.items():
        x, y = centre(name)
        out.append(
            tag("circle", cx=fmt(x), cy=fmt(y), r="3.4", fill=colour, stroke="#FFFFFF", stroke_width="0.8")
        )
    return "".join(out)


def panel() -> str:
    x, y, w, h = 52, 12, 300, 376
    paper = (
        tag(
            "rect",
            x=fmt(x + 5),
            y=fmt(y + 10),
            width=fmt(w),
            height=fmt(h),
            rx="4",
            fill="#000",
            opacity="0.5",
            filter="url(#soft)",
        )
        + tag("rect", x=fmt(x), y=fmt(y), width=fmt(w), height=fmt(h), rx="4", fill="#F4EBD4")
        + tag(
            "rect",
            x=fmt(x + 8),
            y=fmt(y + 8),
            width=fmt(w - 16),
            height=fmt(h - 16),
            fill="url(#sea)",
            stroke="#8A7A5A",
            stroke_width="1",
        )
        + "".join(
            tag(
                "path",
                d=f"M{fmt(x + 8)} {fmt(yy)} q20 -4 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t44 0",
                fill="none",
                stroke="#FFFFFF",
                stroke_width="0.8",
                opacity="0.5",
            )
            for yy in (60, 150, 250, 330)
        )
    )
    # a compass rose in the sea
    cx, cy = 300, 300
    rose = (
        tag("circle", cx=fmt(cx), cy=fmt(cy), r="16", fill="none", stroke="#5A7FA0", stroke_width="0.8")
        + polygon([(cx, cy - 20), (cx + 4, cy), (cx, cy + 20), (cx - 4, cy)], fill="#5A7FA0")
        + polygon([(cx - 20, cy), (cx, cy - 3), (cx + 20, cy), (cx, cy + 3)], fill="#8FAAC2")
        + polygon([(cx, cy - 20), (cx + 4, cy), (cx - 4, cy)], fill="#C0392B")
    )
    return tag("g", paper + rose + map_panel(), transform="rotate(-3 200 200)")


def wheel(x: float, y: float, r: float) -> str:
    spokes = "".join(
        tag(
            "path",
            d=f"M{fmt(x)} {fmt(y)} L{fmt(x + r * 0.8 * math.cos(math.radians(a)))} {fmt(y + r * 0.8 * math.sin(math.radians(a)))}",
            stroke="#7A1B14",
            stroke_width="1.4",
        )
        for a in range(0, 360, 45)
    )
    return (
        tag("circle", cx=fmt(x), cy=fmt(y), r=fmt(r), fill="#C0392B", stroke="#2A1A18", stroke_width="2")
        + tag(
            "circle", cx=fmt(x), cy=fmt(y), r=fmt(r * 0.82), fill="none", stroke="#7A1B14", stroke_width="1.2"
        )
        + spokes
        + tag("circle", cx=fmt(x), cy=fmt(y), r=fmt(r * 0.22), fill="#E0B040")
    )


def locomotive() -> str:
    gold = "#E0B040"
    body = [
        # rails and sleepers
        tag("rect", x="-30", y="120", width="330", height="5", fill="#8A8F96"),
        "".join(
            tag("rect", x=fmt(-24 + 26 * i), y="124", width="14", height="6", fill="#5A4030")
            for i in range(12)
        ),
        # cab
        tag("rect", x="8", y="22", width="62", height="74", rx="3", fill="url(#loco)"),
        tag("rect", x="2", y="14", width="74", height="10", rx="3", fill="#1A1D22"),
        tag("rect", x="20", y="34", width="36", height="26", rx="3", fill="#F6D98A"),
        tag("path", d="M38 34 V60", stroke="#1A1D22", stroke_width="3"),
        # boiler
        tag("rect", x="66", y="46", width="150", height="46", rx="10", fill="url(#loco)"),
        tag("rect", x="210", y="42", width="30", height="52", rx="6", fill="#1A1D22"),
        tag("path", d="M110 46 V92 M160 46 V92", stroke=gold, stroke_width="2.4"),
        tag("path", d="M66 86 H216", stroke=gold, stroke_width="1.6"),
        # domes and chimney
        tag("path", d="M126 47 C126 30 148 30 148 47 Z", fill="url(#loco)"),
        tag("path", d="M176 47 C176 36 192 36 192 47 Z", fill="url(#loco)"),
        tag("path", d="M214 43 L210 14 H236 L232 43 Z", fill="#1A1D22"),
        tag("rect", x="207", y="10", width="32", height="6", rx="2", fill="#2A2E35"),
        # headlight
        tag("circle", cx="246", cy="58", r="7", fill="#FFF3B0", stroke="#1A1D22", stroke_width="2"),
        # frame and cowcatcher
        tag("rect", x="0", y="92", width="246", height="10", fill="#1A1D22"),
        polygon([(240, 92), (270, 116), (240, 116)], fill="#2A2E35"),
        tag("path", d="M246 98 L262 114 M252 96 L268 112", stroke="#555C66", stroke_width="1.5"),
        # wheels and connecting rod
        wheel(32, 104, 15),
        wheel(92, 96, 24),
        wheel(150, 96, 24),
        wheel(208, 110, 11),
        wheel(232, 110, 11),
        tag("path", d="M92 104 H150", stroke="#B8BEC6", stroke_width="4", stroke_linecap="round"),
        tag("circle", cx="92", cy="104", r="3", fill="#E6E9ED"),
        tag("circle", cx="150", cy="104", r="3", fill="#E6E9ED"),
        # company flag colours on the cab (orange, the first Okabe-Ito colour)
        tag("rect", x="8", y="68", width="62", height="6", fill="#E69F00"),
    ]
    steam = "".join(
        tag("circle", cx=fmt(x), cy=fmt(y), r=fmt(r), fill="#FFFFFF", opacity=fmt(o), filter="url(#puff)")
        for x, y, r, o in (
            (222, 0, 12, 0.95),
            (206, -18, 16, 0.9),
            (180, -34, 20, 0.8),
            (146, -46, 24, 0.65),
            (106, -54, 26, 0.5),
        )
    )
    shadow = tag(
        "ellipse", cx="130", cy="128", rx="150", ry="10", fill="#000", opacity="0.45", filter="url(#soft)"
    )
    return tag("g", shadow + "".join(body) + steam, transform="translate(352 232) scale(0.98)")


def build() -> str:
    defs = (
        table_defs("walnut")
        + radial("sea", [(0, "#D4ECF7", 1), (1, "#A9D2EA", 1)], cx=0.45, cy=0.5, r=0.8)
        + linear("loco", [(0, "#3E4A5A"), (0.45, "#242A33"), (1, "#14171C")], 0, 0, 0, 1)
        + blur_filter("puff", 3)
    )
    body = [table(W, H), panel(), locomotive()]
    return document(W, H, defs, "\n".join(body))


if __name__ == "__main__":
    import sys

    sys.stdout.write(build())
