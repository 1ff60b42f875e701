"""The app icon and the toolbar/menu icons: one consistent set of 24x24 line icons
(2 px round strokes in one slate colour), drawn on a 24 px grid so they stay sharp at 16-32 px."""

from __future__ import annotations

from svg import OKABE_ITO, fmt, iso_cube, linear, radial, tag

STROKE = "#37474F"
STROKE_ON_DARK = "#E3E8EC"  # the same icons for dark palettes (assets/icons/on-dark/)


def line_icon(body: str, stroke: str = STROKE) -> str:
    body = body.replace(STROKE, stroke)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 24 24" width="24" height="24">\n'
        f'<g fill="none" stroke="{stroke}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">'
        f"{body}</g>\n</svg>\n"
    )


ICONS = {
    # a sheet with a folded corner and a plus
    "new": '<path d="M13 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V9z"/>'
    '<path d="M13 3v6h6"/><path d="M12 12v6M9 15h6"/>',
    # an open folder
    "open": '<path d="M3 7.5A1.5 1.5 0 0 1 4.5 6H9l2 2h7.5A1.5 1.5 0 0 1 20 9.5V11"/>'
    '<path d="M3 7.5V18a1 1 0 0 0 1 1h13.6a1.5 1.5 0 0 0 1.4-1l2.4-6.2a.6.6 0 0 0-.6-.8H7.2a1.5 1.5 0 0 0-1.4 1L3 18"/>',
    # a floppy disk
    "save": '<path d="M5 3h11l4 4v12.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 3 19.5v-15A1.5 1.5 0 0 1 4.5 3z"/>'
    '<path d="M7 3v5h8V3"/><rect x="7" y="13" width="10" height="8" rx="1"/>',
    # curved arrows back and forward
    "undo": '<path d="M9 14L4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>',
    "redo": '<path d="M15 14l5-5-5-5"/><path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13"/>',
    # magnifiers
    "zoom-in": '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5L21 21"/><path d="M10.5 7.5v6M7.5 10.5h6"/>',
    "zoom-out": '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5L21 21"/><path d="M7.5 10.5h6"/>',
    # four corners around a board square: fit the board to the window
    "fit": '<path d="M3 8V4.5A1.5 1.5 0 0 1 4.5 3H8M16 3h3.5A1.5 1.5 0 0 1 21 4.5V8M21 16v3.5a1.5 1.5 0 0 1-1.5 1.5H16M8 21H4.5A1.5 1.5 0 0 1 3 19.5V16"/>'
    '<rect x="8" y="8" width="8" height="8" rx="1"/>',
    # arrows out to the corners
    "fullscreen": '<path d="M3 9V3h6M15 3h6v6M21 15v6h-6M9 21H3v-6"/><path d="M3 3l6 6M21 3l-6 6M21 21l-6-6M3 21l6-6"/>',
    # an open rule book
    "rules": '<path d="M12 6.5C10 5 7 4.5 3 5v13.5c4-.5 7 0 9 1.5 2-1.5 5-2 9-1.5V5c-4-.5-7 0-9 1.5z"/>'
    '<path d="M12 6.5V20"/><path d="M6 9h3M6 12h3M15 9h3M15 12h3"/>',
    # a die showing five
    "dice": '<rect x="4" y="4" width="16" height="16" rx="3"/>'
    f'<g fill="{STROKE}" stroke="none"><circle cx="8.5" cy="8.5" r="1.4"/><circle cx="15.5" cy="8.5" r="1.4"/>'
    '<circle cx="12" cy="12" r="1.4"/><circle cx="8.5" cy="15.5" r="1.4"/><circle cx="15.5" cy="15.5" r="1.4"/></g>',
    # a cog
    "settings": '<circle cx="12" cy="12" r="3"/>'
    '<path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1'
    "a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1"
    "a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1"
    "a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1"
    'a1.7 1.7 0 0 0-1.5 1z"/>',
}


def app_icon() -> str:
    """The suite's icon: a board loop in four player colours around a white die, on a blue tile."""
    s = 256
    ring = []
    # the board loop: four sides, each in one Okabe-Ito colour, with cells marked
    colours = [OKABE_ITO["orange"], OKABE_ITO["sky"], OKABE_ITO["green"], OKABE_ITO["vermillion"]]
    m, t = 40, 34  # margin and ring thickness
    inner = s - 2 * m
    sides = [
        (m + t, s - m - t, inner - 2 * t, t),  # bottom
        (m, m + t, t, inner - 2 * t),  # left
        (m + t, m, inner - 2 * t, t),  # top
        (s - m - t, m + t, t, inner - 2 * t),  # right
    ]
    ring.append(
        tag(
            "rect",
            x=fmt(m - 6),
            y=fmt(m - 6),
            width=fmt(inner + 12),
            height=fmt(inner + 12),
            rx="14",
            fill="#FFF9EC",
        )
    )
    for (x, y, w, h), colour in zip(sides, colours, strict=True):
        ring.append(
            tag("rect", x=fmt(x + 3), y=fmt(y + 3), width=fmt(w - 6), height=fmt(h - 6), rx="5", fill=colour)
        )
    for cx, cy in ((m, m), (s - m - t, m), (m, s - m - t), (s - m - t, s - m - t)):
        ring.append(
            tag(
                "rect",
                x=fmt(cx + 3),
                y=fmt(cy + 3),
                width=fmt(t - 6),
                height=fmt(t - 6),
                rx="6",
                fill="#F2E6C8",
            )
        )
    die = iso_cube(
        128,
        66,
        54,
        "#FFFFFF",
        "#E4E0D6",
        "#C9C2B2",
        "#7C7465",
        pips=(1, 5, 3),
        pip_colour="#D55E00",
        edge_width=2.4,
    )
    body = (
        tag("rect", x="8", y="8", width="240", height="240", rx="52", fill="url(#tile)")
        + tag("rect", x="8", y="8", width="240", height="240", rx="52", fill="url(#gloss)")
        + "".join(ring)
        + tag("ellipse", cx="128", cy="178", rx="56", ry="12", fill="#000", opacity="0.22")
        + die
    )
    defs = linear("tile", [(0, "#2A6BB5"), (1, "#123A6E")], 0, 0, 0, 1) + radial(
        "gloss", [(0, "#FFFFFF", 0.25), (1, "#FFFFFF", 0)], cx=0.3, cy=0.15, r=0.7
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 256 256" width="256" height="256">\n'
        f"<defs>{defs}</defs>\n{body}\n</svg>\n"
    )
