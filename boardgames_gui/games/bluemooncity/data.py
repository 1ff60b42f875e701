"""Blue Moon City data: peoples, cards, city layout, buildings, obelisk, set-up figures.

Every figure carries the provenance tag of the project's reference notes on
Blue Moon City and Blueprints (part 1):
`[SOURCED: ...]` from a named public source, `[SEED]` from the rule text
(seed 001), `[DESIGNED]` invented for the app where no source was found.
Designed values live only here so that a better source can replace them.

Colours of cards and boxes are named by their PEOPLE id ("vulca", "terrah",
...); the Royal Palace's boxes take any people and are written `ANY`.
"""

from __future__ import annotations

from typing import Any

# --------------------------------------------------------------------------- peoples
# Reference §1.2, table peoples-and-powers [SOURCED: stevD9/blue-moon-city bmcrules.pdf pp.4-5;
# ultraboardgames "Card Powers"]. `shape` is the glyph drawn beside the colour so that
# colour-blind players tell the peoples apart (reference §3.2; LOOK.md).

MOVEMENT = "movement"
CONTRIBUTION = "contribution"

PEOPLES: dict[str, dict[str, Any]] = {
    "vulca": {
        "name": "Vulca",
        "colour": "black",
        "hex": "#1E1E22",
        "shape": "flame",
        "symbol": "▲",
        "phase": MOVEMENT,
        "dragon": "red",
        "power1": "Fly the red dragon onto any tile (from the city or from beside it).",
        "power2": "Move the red dragon up to 3 orthogonal steps (it must already be in the city).",
    },
    "terrah": {
        "name": "Terrah",
        "colour": "red",
        "hex": "#E8523A",
        "shape": "mountain",
        "symbol": "■",
        "phase": MOVEMENT,
        "dragon": "green",
        "power1": "Fly the green dragon onto any tile (from the city or from beside it).",
        "power2": "Move the green dragon up to 3 orthogonal steps (it must already be in the city).",
    },
    "aqua": {
        "name": "Aqua",
        "colour": "blue",
        "hex": "#2A63C8",
        "shape": "drop",
        "symbol": "●",
        "phase": MOVEMENT,
        "dragon": "blue",
        "power1": "Fly the blue dragon onto any tile (from the city or from beside it).",
        "power2": "Move the blue dragon up to 3 orthogonal steps (it must already be in the city).",
    },
    "flit": {
        "name": "Flit",
        "colour": "grey",
        "hex": "#8E99A6",
        "shape": "wing",
        "symbol": "◆",
        "phase": MOVEMENT,
        "dragon": None,
        "power1": "Move your figure to any tile of the city.",
        "power2": "Move your figure up to 2 extra steps this turn.",
    },
    "khind": {
        "name": "Khind",
        "colour": "green",
        "hex": "#2AA876",
        "shape": "leaf",
        "symbol": "♣",
        "phase": CONTRIBUTION,
        "dragon": None,
        "power1": "Counts as a value 1 of any colour in a contribution.",
        "power2": "Counts as a value 1 of any colour in a contribution.",
    },
    "mimix": {
        "name": "Mimix",
        "colour": "brown",
        "hex": "#5E3A1C",
        "shape": "rings",
        "symbol": "⬢",
        "phase": CONTRIBUTION,
        "dragon": None,
        "power1": "Two Mimix cards of value 1 or 2 together count as a value 3 of any colour.",
        "power2": "Two Mimix cards of value 1 or 2 together count as a value 3 of any colour.",
    },
    "hoax": {
        "name": "Hoax",
        "colour": "white",
        "hex": "#F4F1EA",
        "shape": "eye",
        "symbol": "✦",
        "phase": CONTRIBUTION,
        "dragon": None,
        "power1": "Recolour up to 4 cards that share one colour, for one contribution.",
        "power2": "Recolour 1 card, for one contribution.",
    },
    "pillar": {
        "name": "Pillar",
        "colour": "yellow",
        "hex": "#F2C230",
        "shape": "column",
        "symbol": "▮",
        "phase": CONTRIBUTION,
        "dragon": None,
        "power1": "After an offering, make one more offering paying 1 crystal more than its box.",
        "power2": "After an offering, make one more offering paying 2 crystals more than its box.",
    },
}

PEOPLE_IDS: tuple[str, ...] = tuple(PEOPLES)
#: a box of the Royal Palace: any one people pays it [SOURCED: linchen.info; FFG p.2]
ANY = "any"

# The three dragons, in a fixed order, and the people whose cards move each one.
DRAGONS: tuple[str, ...] = ("red", "green", "blue")  # [SOURCED: FFG rulebook components]
DRAGON_PEOPLE: dict[str, str] = {"red": "vulca", "green": "terrah", "blue": "aqua"}
DRAGON_WALK_STEPS = 3  # value-2 dragon power [SOURCED: bmcrules.pdf p.4]
FLIT_EXTRA_STEPS = 2  # value-2 Flit power [SOURCED: bmcrules.pdf p.4]
MOVE_STEPS = 2  # [SEED: "up to 2 spaces"]
KHIND_WILD_VALUE = 1  # [SOURCED: bmcrules.pdf p.5]
MIMIX_PAIR_VALUE = 3  # [SOURCED: bmcrules.pdf p.5]
HOAX_RECOLOUR = {1: 4, 2: 1}  # cards recoloured by a value-1 / value-2 Hoax [SOURCED: bmcrules.pdf p.5]
PILLAR_EXTRA_COST = {1: 1, 2: 2}  # extra crystals of a further offering [SOURCED: bmcrules.pdf p.5]

# --------------------------------------------------------------------------- cards
# Reference §1.3, table card-distribution: 80 cards, 10 per people [SOURCED: FFG component list];
# 3 × value 1, 3 × value 2, 4 × value 3 per people [DESIGNED].

CARD_SPLIT: dict[int, int] = {1: 3, 2: 3, 3: 4}


def _build_cards() -> tuple[tuple[str, int], ...]:
    cards: list[tuple[str, int]] = []
    for people in PEOPLE_IDS:
        for value, count in CARD_SPLIT.items():
            cards.extend([(people, value)] * count)
    return tuple(cards)


#: CARDS[card_id] = (people, value); card ids 0..79 are fixed for the whole game
CARDS: tuple[tuple[str, int], ...] = _build_cards()
CARD_COUNT = len(CARDS)  # 80
HAND_SIZE = 8  # [SEED]
BASE_DRAW = 2  # reset: draw two more than discarded [SEED]
MAX_RESET_DISCARD = 2  # [SEED]


def card_people(card: int) -> str:
    return CARDS[card][0]


def card_value(card: int) -> int:
    return CARDS[card][1]


# --------------------------------------------------------------------------- city
# Reference §1.4, table city-layout [SOURCED: FFG rulebook set-up; linchen.info; dreamsdragons].

SIZE = 5
CORNERS: tuple[tuple[int, int], ...] = ((0, 0), (0, 4), (4, 0), (4, 4))
COURTYARD = "courtyard"
COURTYARD_CELL = (2, 2)
#: the four start tiles around the courtyard [SOURCED: FFG rulebook background pages]
START_TILES: dict[str, tuple[int, int]] = {
    "fire_temple": (1, 2),
    "royal_palace": (2, 3),
    "earth_temple": (3, 2),
    "water_temple": (2, 1),
}
#: the 21 cells of the base city (5x5 minus the corners), row by row
BASE_CELLS: tuple[tuple[int, int], ...] = tuple(
    (r, c) for r in range(SIZE) for c in range(SIZE) if (r, c) not in CORNERS
)

# --------------------------------------------------------------------------- buildings
# Reference §1.5, table buildings-base. Boxes are (people, value) left to right: the
# leftmost box wins a majority tie [SOURCED: FFG rulebook, reference §0].
# Rewards: crystals / scales / cards. "majority" to the most markers, "construction" to
# every contributor, "neighbourhood" paid by this tile once it is rebuilt to each
# contributor of an orthogonally adjacent building completed later.


def _r(crystals: int = 0, scales: int = 0, cards: int = 0) -> dict[str, int]:
    return {"crystals": crystals, "scales": scales, "cards": cards}


def _b(name, boxes, majority, construction, neighbourhood, source, ability=None, expansion=False):  # noqa: ANN001, ANN202
    return {
        "name": name,
        "boxes": [list(b) for b in boxes],
        "majority": majority,
        "construction": construction,
        "neighbourhood": neighbourhood,
        "ability": ability,
        "expansion": expansion,
        "source": source,
    }


BUILDINGS: dict[str, dict[str, Any]] = {
    "royal_palace": _b(
        "Royal Palace",
        [(ANY, 5), (ANY, 4), (ANY, 4), (ANY, 3)],
        _r(2, 1),
        _r(2),
        _r(2),
        "boxes [SOURCED: linchen.info; FFG p.2 any-colour rule]; rewards [DESIGNED]",
    ),
    "fire_temple": _b(
        "Fire Temple",
        [("vulca", 5), ("vulca", 4), ("vulca", 3)],
        _r(scales=1),
        _r(2),
        _r(3),
        "boxes [SOURCED: linchen.info]; neighbourhood 3C [SOURCED: FFG p.4]; rest [DESIGNED]",
    ),
    "earth_temple": _b(
        "Earth Temple",
        [("terrah", 5), ("terrah", 4), ("terrah", 3)],
        _r(scales=1),
        _r(2),
        _r(cards=2),
        "boxes [SEED + linchen.info]; rewards [DESIGNED]",
    ),
    "water_temple": _b(
        "Water Temple",
        [("aqua", 5), ("aqua", 4), ("aqua", 3)],
        _r(scales=1),
        _r(2),
        _r(scales=1),
        "boxes [SOURCED: FFG news 'Dragons Return' + linchen.info]; rewards [DESIGNED]",
    ),
    "aqueduct": _b("Aqueduct", [("aqua", 5)], _r(scales=1), _r(1), _r(1), "[SOURCED: mafiascum board dump]"),
    "market_hall": _b(
        "Market Hall",
        [("pillar", 4), ("pillar", 3), ("pillar", 2)],
        _r(2),
        _r(2),
        _r(cards=2),
        "[SOURCED: mafiascum board dump; neighbourhood 2K also FFG p.4]",
    ),
    "university": _b(
        "University",
        [("hoax", 5), ("hoax", 3)],
        _r(scales=1),
        _r(1),
        _r(2),
        "first box, majority, construction [SOURCED: FFG p.4]; second box and neighbourhood [DESIGNED]",
    ),
    "city_residence": _b(
        "City Residence",
        [("mimix", 4), ("mimix", 3), ("mimix", 2)],
        _r(2),
        _r(1),
        _r(cards=1),
        "boxes [SEED]; rewards [DESIGNED]",
    ),
    "hospice": _b(
        "Hospice", [("terrah", 4), ("terrah", 3)], _r(cards=2), _r(1), _r(1), "colour [SEED]; rest [DESIGNED]"
    ),
    "citadel": _b("Citadel", [("vulca", 5), ("vulca", 4)], _r(2), _r(2), _r(scales=1), "[DESIGNED]"),
    "watchtower": _b(
        "Watchtower", [("flit", 4), ("flit", 3), ("flit", 2)], _r(scales=1), _r(2), _r(1), "[DESIGNED]"
    ),
    "great_hall": _b("Great Hall", [("mimix", 5), ("mimix", 4)], _r(scales=1), _r(2), _r(2), "[DESIGNED]"),
    "library": _b(
        "Library", [("hoax", 4), ("hoax", 3), ("hoax", 2)], _r(2), _r(1, cards=1), _r(cards=1), "[DESIGNED]"
    ),
    "trading_house": _b("Trading House", [("pillar", 5)], _r(cards=2), _r(1), _r(1), "[DESIGNED]"),
    "flight_tower": _b(
        "Flight Tower", [("flit", 4), ("khind", 3)], _r(scales=1), _r(1), _r(cards=2), "[DESIGNED]"
    ),
    "monastery_tower": _b(
        "Monastery Tower", [("flit", 5), ("khind", 2)], _r(2), _r(2), _r(scales=1), "[DESIGNED]"
    ),
    "caravanserai": _b(
        "Caravanserai", [("pillar", 4), ("khind", 2)], _r(cards=2), _r(1), _r(1), "[DESIGNED]"
    ),
    "thermae": _b("Thermae", [("aqua", 4), ("vulca", 3)], _r(scales=1), _r(2), _r(2), "[DESIGNED]"),
    "iron_foundry": _b("Iron Foundry", [("vulca", 3)], _r(cards=1), _r(1), _r(1), "[DESIGNED]"),
    "mill": _b("Mill", [("terrah", 4), ("terrah", 2)], _r(2), _r(1), _r(cards=2), "[DESIGNED]"),
    # Expansion tiles (reference table buildings-expansion): abilities [SOURCED: scribd "Blue Moon
    # City Bonus Complete"; BGG thread 130306], boxes and rewards [DESIGNED].
    "hospital": _b(
        "Hospital",
        [("terrah", 3), ("hoax", 3)],
        _r(scales=1),
        _r(1),
        _r(cards=1),
        "ability [SOURCED: spielbox mini-expansion]; rest [DESIGNED]",
        ability="draw_two",
        expansion=True,
    ),
    "assembly_hall": _b(
        "Assembly Hall",
        [("mimix", 1), ("aqua", 1), ("hoax", 1), ("terrah", 1)],
        _r(2),
        _r(1),
        _r(1),
        "ability [SOURCED: spielbox mini-expansion]; rest [DESIGNED]",
        ability="jump",
        expansion=True,
    ),
    "golden_shrine": _b(
        "Golden Shrine",
        [("pillar", 4), ("flit", 2)],
        _r(scales=1),
        _r(2),
        _r(1),
        "ability [SOURCED: spielbox mini-expansion]; rest [DESIGNED]",
        ability="shrine_offering",
        expansion=True,
    ),
    "observatory": _b(
        "Observatory",
        [("khind", 3), ("vulca", 4)],
        _r(2),
        _r(1),
        _r(scales=1),
        "no ability [SOURCED: spielbox, 3 of 4 tiles have one]; name and rest [DESIGNED]",
        ability=None,
        expansion=True,
    ),
}

BASE_BUILDINGS: tuple[str, ...] = tuple(k for k, b in BUILDINGS.items() if not b["expansion"])  # 20
EXPANSION_BUILDINGS: tuple[str, ...] = tuple(k for k, b in BUILDINGS.items() if b["expansion"])  # 4

#: what each expansion ability does, for the rules text and the view's tooltip
ABILITY_TEXT: dict[str, str] = {
    "draw_two": "Ending your turn here, draw 2 extra cards.",
    "jump": "Ending your turn here, you may jump your figure to any other tile.",
    "shrine_offering": "You may make your offering to the obelisk from here, paying 1 crystal more.",
}
HOSPITAL_EXTRA_DRAW = 2  # [SOURCED: spielbox mini-expansion]
SHRINE_EXTRA_COST = 1  # [SOURCED: spielbox mini-expansion]

# --------------------------------------------------------------------------- obelisk, scales, markers
# Reference §1.7, table obelisk [SOURCED: FFG rulebook p.3; boardsandbees; SEED 001].
OBELISK_BOXES: dict[int, tuple[int, ...]] = {
    2: (7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12),
    3: (7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12),
    4: (7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12),
}
OFFERINGS_TO_WIN: dict[int, int] = {2: 6, 3: 5, 4: 4}  # [SEED]
# Reference §1.8, table setup [SEED 001, CMON numbers; FFG 9/12/15 noted].
GOLDEN_SCALES: dict[int, int] = {2: 7, 3: 10, 4: 12}
#: the 2006 FFG/Kosmos edition used more scales (variant "ffg_scales") [SOURCED: bmcrules.pdf]
GOLDEN_SCALES_FFG: dict[int, int] = {2: 9, 3: 12, 4: 15}
MARKERS_PER_PLAYER = 10  # [SEED]
# Golden-scale scoring, reference §1.6 item 6 [SEED; SOURCED: FFG worked example].
SCALE_SOLE_LEADER = 6
SCALE_TIED_LEADER = 3
SCALE_OTHERS = 3
SCALE_OTHERS_MIN = 3
