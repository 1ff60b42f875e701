"""Blueprints components and tables, declarative.

Every figure carries its source in a comment:
  [SEED]      the Korean rulebook (rule seed 003)
  [REF x.y]   the project's reference notes on Blue Moon City and Blueprints, section x.y
              (which names its own public sources)
  [DESIGNED]  not printed anywhere; a value invented for the app (swap freely)
"""

from __future__ import annotations

# --------------------------------------------------------------------------- materials

#: Material ids in the order used everywhere (tables, breakdowns, the bag).
#: [SEED] "주사위 32개(4가지 색깔, 각 8개씩)"; colours/materials [SEED, REF 2.1]
MATERIALS: tuple[str, ...] = ("wood", "recycled", "stone", "glass")

#: Display facts for each material. `colour` is the box colour [SEED: 주황/녹색/검정/투명];
#: the hex values, `pip` colour and `letter` (the second cue LOOK.md asks for) are [DESIGNED].
MATERIAL_INFO: dict[str, dict[str, str]] = {
    "wood": {
        "name": "Wood",
        "korean": "목재",
        "colour": "orange",
        "hex": "#E07A1F",
        "pip": "#FFFFFF",
        "letter": "W",
    },
    "recycled": {
        "name": "Recycled",
        "korean": "재활용",
        "colour": "green",
        "hex": "#2E9E4F",
        "pip": "#FFFFFF",
        "letter": "R",
    },
    "stone": {
        "name": "Stone",
        "korean": "석재",
        "colour": "black",
        "hex": "#2B2B2E",
        "pip": "#F2F2F2",
        "letter": "S",
    },
    "glass": {
        "name": "Glass",
        "korean": "유리",
        "colour": "clear",
        "hex": "#CFE8F2",  # drawn translucent by the view
        "pip": "#1B3A4B",
        "letter": "G",
    },
}

DICE_PER_MATERIAL = 8  # [SEED] 32 dice, 4 colours, 8 each
DICE_TOTAL = DICE_PER_MATERIAL * len(MATERIALS)  # 32 [SEED]
DIE_SIDES = 6  # [SEED] dice values 1..6 (Geometer prize: "1부터 6까지")

# --------------------------------------------------------------------------- round structure

ROUNDS = 3  # [SEED] "3라운드 동안 게임을 진행합니다"
DICE_PER_PLAYER = 6  # [SEED] "모두가 재료 창고에서 주사위를 6개씩 사용할 때까지"
IN_DEMAND_DICE = 2  # [SEED] two 필수 재료 dice of different colours

#: Dice rolled into the pool at round start, by player count. [SEED; REF 2.5 table bp-pool]
POOL_SIZE: dict[int, int] = {2: 8, 3: 9, 4: 7}

#: Dice drawn and rolled into the pool after each turn. [SEED; REF 2.5, 2.7]
#: Two-player game: take one to build and one to discard, then refill two.
REFILL_PER_TURN = 1
REFILL_PER_TURN_TWO_PLAYER_VARIANT = 2  # [SEED "2인 게임"; REF 2.7]

# --------------------------------------------------------------------------- footprint

ROWS = 3  # [REF 0, 2.9] footprint is 3 rows x 2 columns
COLS = 2
CELLS: tuple[tuple[int, int], ...] = tuple((r, c) for r in range(ROWS) for c in range(COLS))

# --------------------------------------------------------------------------- scoring tables

BLUEPRINT_BONUS = 6  # [SEED] "정확히 일치 ... 6점"; [REF 2.2]

WOOD_POINTS_PER_NEIGHBOUR = 2  # [SEED] 2 per die sharing a face (any colour) [REF 2.2]

#: Recycled: points by number of green dice in the building, index = count. [SEED; REF 2.2]
RECYCLED_POINTS: tuple[int, ...] = (0, 2, 5, 10, 15, 20, 30)

#: Stone: points per black die by its level (1 = ground); level 4 and above score the last
#: entry. [SEED "1/2/3/4(이상) 층이면 2/3/5/8점"; REF 2.2]
STONE_POINTS_BY_LEVEL: tuple[int, ...] = (2, 3, 5, 8)

# Glass: each clear die scores its face value, covered or not. [SEED; REF 2.2] (no table)

# --------------------------------------------------------------------------- awards and prizes

#: Award cards (상패): id -> victory points. [REF 2.3: BGG designer diary; jestatharogue]
AWARD_POINTS: dict[str, int] = {"gold": 3, "silver": 2, "bronze": 1}

#: Award cards handed out each round by rank (1st, 2nd, ...), by player count.
#: [SEED set-up step 2 (which cards); REF 2.3 table bp-awards]
AWARDS_BY_PLAYERS: dict[int, tuple[str, ...]] = {
    4: ("gold", "silver", "bronze"),
    3: ("gold", "silver"),
    2: ("silver",),
}

AWARD_CARDS_PER_KIND = 3  # [REF 2.1] 9 award cards = 3 gold, 3 silver, 3 bronze [SEED: 상패 9장]

#: Prize cards (상장), one of each per round, 2 VP each; conditions count covered dice.
#: [SEED 상장 획득; REF 2.4 table bp-prizes]
PRIZES: tuple[dict, ...] = (
    {
        "id": "skyscraper",
        "name": "Skyscraper",
        "korean": "마천루 상",
        "points": 2,
        "rule": "a stack at least 5 dice tall",
        "min_height": 5,
    },
    {
        "id": "structural_integrity",
        "name": "Structural Integrity",
        "korean": "완전한 구조 상",
        "points": 2,
        "rule": "at least 4 dice showing the same number",
        "min_same_number": 4,
    },
    {
        "id": "geometer",
        "name": "Geometer",
        "korean": "기하학 상",
        "points": 2,
        "rule": "every number from 1 to 6",
        "numbers": (1, 2, 3, 4, 5, 6),
    },
    {
        "id": "materials",
        "name": "Materials",
        "korean": "자재 상",
        "points": 2,
        "rule": "at least 5 dice of one colour",
        "min_same_material": 5,
    },
)
PRIZE_IDS: tuple[str, ...] = tuple(p["id"] for p in PRIZES)
PRIZE_BY_ID: dict[str, dict] = {p["id"]: p for p in PRIZES}
PRIZE_CARDS_PER_KIND = 3  # [SEED 상장 카드 12장; REF 2.1] 4 kinds x 3

# --------------------------------------------------------------------------- blueprint cards

#: The 24 blueprint cards [DESIGNED: REF 2.9 table bp-blueprints; the real card art is not
#: published]. Notation of the reference: rows top to bottom separated by "/", each row
#: left-right, "X" = crossed-out cell (no die may go there), a digit = the required stack
#: height. Every card uses exactly 6 dice.
BLUEPRINT_CODES: dict[int, str] = {
    1: "11/11/11",
    2: "X2/11/11",
    3: "11/X2/11",
    4: "X1/12/11",
    5: "11/X1/21",
    6: "XX/11/22",
    7: "X1/22/X1",
    8: "X2/11/2X",
    9: "X1/X2/12",
    10: "XX/12/21",
    11: "X1/13/X1",
    12: "XX/11/13",
    13: "X3/X1/11",
    14: "X1/11/3X",
    15: "X2/X2/X2",
    16: "XX/22/X2",
    17: "X1/X2/X3",
    18: "XX/12/3X",
    19: "XX/23/X1",
    20: "XX/14/1X",
    21: "X1/X4/X1",
    22: "XX/33/XX",
    23: "XX/X2/X4",
    24: "XX/24/XX",
}


def _grid(code: str) -> tuple[tuple[int | None, ...], ...]:
    """'X1/12/11' -> ((None, 1), (1, 2), (1, 1)): None is a crossed-out cell."""
    return tuple(tuple(None if ch == "X" else int(ch) for ch in row) for row in code.split("/"))


#: Blueprint number -> 3 rows x 2 columns of required heights, None = crossed out.
BLUEPRINTS: dict[int, tuple[tuple[int | None, ...], ...]] = {
    number: _grid(code) for number, code in BLUEPRINT_CODES.items()
}
BLUEPRINT_NUMBERS: tuple[int, ...] = tuple(sorted(BLUEPRINTS))


def blueprint_crossed(number: int) -> frozenset[tuple[int, int]]:
    """Cells (row, col) that blueprint `number` crosses out."""
    grid = BLUEPRINTS[number]
    return frozenset((r, c) for r in range(ROWS) for c in range(COLS) if grid[r][c] is None)


def _check() -> None:
    # Import-time sanity of the designed set: shape, 6 dice each, 24 cards.
    assert len(BLUEPRINTS) == 24
    for number, grid in BLUEPRINTS.items():
        assert len(grid) == ROWS and all(len(row) == COLS for row in grid), number
        assert sum(h for row in grid for h in row if h is not None) == DICE_PER_PLAYER, number
    for n, size in POOL_SIZE.items():
        assert size + IN_DEMAND_DICE <= DICE_TOTAL, n


_check()
