"""Small helpers shared by the art generators: they build SVG text that QtSvg can draw.

QtSvg (6.11) draws gradients, patterns, opacity and feGaussianBlur, but ignores clip-path,
so the generators never rely on clipping: every shape is drawn inside its own outline.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

OKABE_ITO = {
    "orange": "#E69F00",
    "sky": "#56B4E9",
    "green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "purple": "#CC79A7",
    "black": "#222222",
}


def fmt(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros, to keep files small."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**kw: object) -> str:
    parts = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = fmt(value)
        parts.append(f'{name}="{value}"')
    return " ".join(parts)


def tag(name: str, body: str = "", **kw: object) -> str:
    a = attrs(**kw)
    head = f"<{name} {a}" if a else f"<{name}"
    return f"{head}>{body}</{name}>" if body else f"{head}/>"


def points(pts: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in pts)


def polygon(pts: Iterable[tuple[float, float]], **kw: object) -> str:
    return tag("polygon", points=points(pts), **kw)


def path_from(pts: list[tuple[float, float]], closed: bool = True) -> str:
    d = "M" + " L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts)
    return d + (" Z" if closed else "")


def start_tile(
    h: float, c: float, tile: str, arrow: str, size: tuple[float, float, float, float, float]
) -> list[str]:
    """The START corner of a square board (bottom right of a board `2h` wide, corners `c`):
    the tile and a bold arrow pointing the way round. `size` = (tail, shaft half-width,
    head base, head half-width, tip) as offsets from the tile's centre."""
    x, y = h - c / 2, h - c / 2
    tail, shaft, base, head, tip = size
    arrow_points = [
        (x + tail, y - shaft),
        (x - base, y - shaft),
        (x - base, y - head),
        (x - tip, y),
        (x - base, y + head),
        (x - base, y + shaft),
        (x + tail, y + shaft),
    ]
    return [
        tag("rect", x=fmt(h - c), y=fmt(h - c), width=fmt(c), height=fmt(c), fill=tile),
        tag("path", d=path_from(arrow_points), fill=arrow),
    ]


def rotate(pt: tuple[float, float], deg: float, centre: tuple[float, float] = (0, 0)) -> tuple[float, float]:
    a = math.radians(deg)
    x, y = pt[0] - centre[0], pt[1] - centre[1]
    return (centre[0] + x * math.cos(a) - y * math.sin(a), centre[1] + x * math.sin(a) + y * math.cos(a))


def linear(id_: str, stops: list[tuple[float, str]], x1=0.0, y1=0.0, x2=0.0, y2=1.0, opacity=None) -> str:
    body = "".join(
        tag("stop", offset=fmt(o), stop_color=c, stop_opacity=(fmt(opacity[i]) if opacity else None))
        for i, (o, c) in enumerate(stops)
    )
    return tag("linearGradient", body, id=id_, x1=fmt(x1), y1=fmt(y1), x2=fmt(x2), y2=fmt(y2))


def radial(id_: str, stops: list[tuple[float, str, float]], cx=0.5, cy=0.5, r=0.5, fx=None, fy=None) -> str:
    body = "".join(tag("stop", offset=fmt(o), stop_color=c, stop_opacity=fmt(a)) for o, c, a in stops)
    return tag(
        "radialGradient",
        body,
        id=id_,
        cx=fmt(cx),
        cy=fmt(cy),
        r=fmt(r),
        fx=None if fx is None else fmt(fx),
        fy=None if fy is None else fmt(fy),
    )


def blur_filter(id_: str, deviation: float) -> str:
    return (
        f'<filter id="{id_}" x="-50%" y="-50%" width="200%" height="200%">'
        f'<feGaussianBlur stdDeviation="{fmt(deviation)}"/></filter>'
    )


def table_defs(kind: str) -> str:
    """The calm table surface of LOOK.md: a felt green or walnut radial gradient with a faint grain."""
    if kind == "felt":
        centre, edge, grain = "#2f6049", "#15302a", "#ffffff"
    elif kind == "walnut":
        centre, edge, grain = "#6b4429", "#2a180e", "#f3d2a2"
    elif kind == "night":
        centre, edge, grain = "#283a66", "#0c1228", "#ffffff"
    else:
        raise ValueError(kind)
    grain_lines = "".join(
        tag("path", d=f"M0 {y} C40 {y - 2} 80 {y + 3} 120 {y}", fill="none", stroke=grain, stroke_width="0.6")
        for y in (7, 19, 33, 46, 58)
    )
    return (
        radial("table", [(0, centre, 1), (1, edge, 1)], cx=0.5, cy=0.45, r=0.75)
        + f'<pattern id="grain" width="120" height="64" patternUnits="userSpaceOnUse">{grain_lines}</pattern>'
        + blur_filter("soft", 6)
        + blur_filter("softer", 12)
    )


def table(width: float, height: float, grain_opacity: float = 0.05) -> str:
    return tag("rect", width=fmt(width), height=fmt(height), fill="url(#table)") + tag(
        "rect", width=fmt(width), height=fmt(height), fill="url(#grain)", opacity=fmt(grain_opacity)
    )


def document(width: float, height: float, defs: str, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 {fmt(width)} {fmt(height)}" '
        f'width="{fmt(width)}" height="{fmt(height)}">\n<defs>{defs}</defs>\n{body}\n</svg>\n'
    )


def face_matrix(origin: tuple[float, float], u: tuple[float, float], v: tuple[float, float]) -> str:
    return f"matrix({fmt(u[0])} {fmt(u[1])} {fmt(v[0])} {fmt(v[1])} {fmt(origin[0])} {fmt(origin[1])})"


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.27, 0.22), (0.73, 0.22), (0.27, 0.5), (0.73, 0.5), (0.27, 0.78), (0.73, 0.78)],
}


def iso_cube(
    x: float,
    y: float,
    size: float,
    top: str,
    left: str,
    right: str,
    edge: str,
    pips: tuple[int, int, int] | None = None,
    pip_colour: str = "#222",
    opacity: float | None = None,
    edge_width: float = 1.2,
    turn: float = 45,
) -> str:
    """An upright cube seen from above at an isometric angle; (x, y) is the top corner of its top face.

    `turn` spins the cube about its vertical axis (45 = classic isometric) so stacks look hand-placed.
    """
    # ground-plane edge directions projected with the isometric foreshortening (tan 30 degrees)
    phi, k, scale = math.radians(turn), math.tan(math.radians(30)), size * 1.2247
    ex = (scale * math.cos(phi), scale * k * math.sin(phi))
    ey = (-scale * math.sin(phi), scale * k * math.cos(phi))
    ez = (0.0, size)
    t = (x, y)

    def add(p, *vs):
        return (p[0] + sum(v[0] for v in vs), p[1] + sum(v[1] for v in vs))

    front = add(t, ex, ey)
    top_face = [t, add(t, ex), front, add(t, ey)]
    right_face = [add(t, ex), front, add(front, ez), add(t, ex, ez)]
    left_face = [add(t, ey), front, add(front, ez), add(t, ey, ez)]
    style = dict(stroke=edge, stroke_width=fmt(edge_width), stroke_linejoin="round")
    out = [
        polygon(left_face, fill=left, **style),
        polygon(right_face, fill=right, **style),
        polygon(top_face, fill=top, **style),
    ]
    if pips:
        faces = [
            (t, ex, ey),  # top
            (add(t, ey), ex, ez),  # left
            (front, (-ey[0], -ey[1]), ez),  # right
        ]
        for count, (origin, u, v) in zip(pips, faces, strict=True):
            if not count:
                continue
            dots = "".join(
                tag("circle", cx=fmt(px), cy=fmt(py), r="0.1", fill=pip_colour) for px, py in PIPS[count]
            )
            out.append(tag("g", dots, transform=face_matrix(origin, u, v)))
    body = "".join(out)
    return tag("g", body, opacity=None if opacity is None else fmt(opacity))
