"""Blue Marble (부루마불) data: the board, the deeds, the Golden Keys, the constants.

Money is in thousands of won (₩K) as plain ints; `currency.won` formats it.
Every figure carries its source, as in the project's reference notes on Blue Marble and
Millionaire, part 1 (tags: RULE = the rulebook seed text, SRC = public implementations named
there, DESIGNED = chosen by us where no source exists).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.i18n import tr

#: the translation context of the names and card texts below (tools/game_strings.py reads
#: them through catalogue.py)
CTX = "bluemarble"

# --------------------------------------------------------------------------- sources

SRC_RULEBOOK = "RULE: Blue Marble rulebook (seeds/000_25df7efb19093b63.txt)"
SRC_BOARD = "SRC: reference 1.2 (chal2andev/BlueMarble, nogoduck/MiniGameProject-Java, en.wikipedia)"
SRC_CITIES = (
    "SRC: reference 1.3 (chal2andev/BlueMarble BlueMarbleLand.kt; nogoduck BuildingData.java; "
    "rulebook Singapore row and line-1 build costs; 2-villa column from a public TypeScript boardData.ts)"
)
SRC_SPECIAL = "SRC: reference 1.4 (chal2andev/BlueMarble; Columbia fare ₩200K from the rulebook)"
SRC_KEYS = "SRC: reference 1.5 (Python Discord-bot Blue Marble + jQuery GoldenKey.list), paraphrased"

# --------------------------------------------------------------------------- constants

#: 3x500 + 10x100 + 5x50 + 5x20 + 5x10 + 5x5 + 5x1 [RULE: Game Start 3]
START_MONEY = 2930
#: a 2-player game doubles the starting money [RULE: Game Start 3]
TWO_PLAYER_FACTOR = 2
#: the optional game gives each player ₩1M more [RULE: Optional Game Rules 1]
OPTIONAL_BONUS = 1000
#: salary for passing START [RULE: First Half 3]
SALARY = 200
#: paid into the Social Welfare Fund on space 38 [RULE: Welfare Fund 1]
FUND_PAYMENT = 150
#: Columbia fare paid on arriving at Space Travel [RULE: Space Travel 1]
SPACE_FARE = 200
#: turns stuck on the Deserted Island [RULE: Deserted Island 1]
ISLAND_TURNS = 3
#: island bail of the house-rule variant [DESIGNED: reference 1.6]
ISLAND_BAIL = 100
#: the building pieces in the box [RULE: Components 5]
SUPPLY = {"villa": 30, "building": 18, "hotel": 21}
#: the first half ends when this many deeds or fewer are left [RULE: First Half 5 ("5 or 6")]
ALLOCATION_THRESHOLD = 6
#: the bank's notional reserve; only used so that money conservation is a fixed sum [DESIGNED]
BANK_RESERVE = 1_000_000
#: Party invitation card: each other player sets a prize of one of these [DESIGNED, reference 1.5 #7]
PARTY_PRIZES = (0, 50, 100)
#: Birthday card: each other player pays this [SRC: reference 1.5 #6]
BIRTHDAY_GIFT = 10

NUM_SPACES = 40
START, ISLAND, FUND_RECEIVE, SPACE_TRAVEL, FUND_PAY = 0, 10, 20, 30, 38
COLUMBIA, CONCORDE, QUEEN_ELIZABETH, JEJU, BUSAN, SEOUL = 32, 15, 28, 5, 25, 39
TAIPEI, BEIJING = 1, 3

# Development levels of a city: 0 land only, 1 one villa, 2 two villas, 3 a building, 4 a hotel.
LAND, VILLA1, VILLA2, BUILDING, HOTEL = 0, 1, 2, 3, 4
LEVELS = (LAND, VILLA1, VILLA2, BUILDING, HOTEL)
#: pieces standing on a city at each level: (villas, buildings, hotels)
LEVEL_PIECES = ((0, 0, 0), (1, 0, 0), (2, 0, 0), (0, 1, 0), (0, 0, 1))
LEVEL_NAMES = ("land", "1 villa", "2 villas", "building", "hotel")
LEVEL_NAMES_KO = ("대지", "별장 1", "별장 2", "빌딩", "호텔")

# --------------------------------------------------------------------------- lines

#: the four sides of the board [SRC: reference 1.2, names from chal2andev/BlueMarble]
LINES = {
    1: ("아시아·아프리카", "Asia / Africa"),
    2: ("유럽·북아메리카", "Europe / North America"),
    3: ("명승지", "Scenic sites"),
    4: ("대도시", "Metropolises"),
}


# --------------------------------------------------------------------------- spaces


@dataclass(frozen=True)
class Space:
    """One of the 40 spaces, clockwise from START.

    kind: "start", "city", "key" (Golden Key), "special" (special deed),
    "island", "fund_receive", "space_travel", "fund_pay".
    line: 1-4 for the side of the board the space is on (corners: the side they open).
    """

    index: int
    ko: str
    en: str
    kind: str
    line: int
    source: str = SRC_BOARD

    @property
    def is_deed(self) -> bool:
        return self.kind in ("city", "special")


_BOARD = [
    (0, "출발", "START", "start", 1),
    (1, "타이베이", "Taipei", "city", 1),
    (2, "황금열쇠", "Golden Key", "key", 1),
    (3, "베이징", "Beijing", "city", 1),
    (4, "마닐라", "Manila", "city", 1),
    (5, "제주도", "Jeju Island", "special", 1),
    (6, "싱가포르", "Singapore", "city", 1),
    (7, "황금열쇠", "Golden Key", "key", 1),
    (8, "카이로", "Cairo", "city", 1),
    (9, "이스탄불", "Istanbul", "city", 1),
    (10, "무인도", "Deserted Island", "island", 2),
    (11, "아테네", "Athens", "city", 2),
    (12, "황금열쇠", "Golden Key", "key", 2),
    (13, "코펜하겐", "Copenhagen", "city", 2),
    (14, "스톡홀름", "Stockholm", "city", 2),
    (15, "콩코드 여객기", "Concorde", "special", 2),
    (16, "베른", "Bern", "city", 2),
    (17, "황금열쇠", "Golden Key", "key", 2),
    (18, "베를린", "Berlin", "city", 2),
    (19, "오타와", "Ottawa", "city", 2),
    (20, "사회복지기금 접수처", "Welfare Fund (receive)", "fund_receive", 3),
    (21, "부에노스아이레스", "Buenos Aires", "city", 3),
    (22, "황금열쇠", "Golden Key", "key", 3),
    (23, "상파울루", "São Paulo", "city", 3),
    (24, "시드니", "Sydney", "city", 3),
    (25, "부산", "Busan", "special", 3),
    (26, "하와이", "Hawaii", "city", 3),
    (27, "리스본", "Lisbon", "city", 3),
    (28, "퀸 엘리자베스호", "Queen Elizabeth", "special", 3),
    (29, "마드리드", "Madrid", "city", 3),
    (30, "우주여행", "Space Travel", "space_travel", 4),
    (31, "도쿄", "Tokyo", "city", 4),
    (32, "컬럼비아호", "Columbia", "special", 4),
    (33, "파리", "Paris", "city", 4),
    (34, "로마", "Rome", "city", 4),
    (35, "황금열쇠", "Golden Key", "key", 4),
    (36, "런던", "London", "city", 4),
    (37, "뉴욕", "New York", "city", 4),
    (38, "사회복지기금", "Welfare Fund (pay)", "fund_pay", 4),
    (39, "서울", "Seoul", "special", 4),
]

SPACES: tuple[Space, ...] = tuple(Space(*row) for row in _BOARD)
KEY_SPACES = tuple(s.index for s in SPACES if s.kind == "key")


# --------------------------------------------------------------------------- deeds


@dataclass(frozen=True)
class Deed:
    """A deed: a city (buildable) or one of the six special deeds (no buildings).

    For a city, `build_costs` is (villa, building, hotel) and `tolls` is the toll
    for each level (land, 1 villa, 2 villas, building, hotel). A special deed has
    one toll whatever else its owner holds.
    """

    space: int
    price: int
    tolls: tuple[int, ...]
    build_costs: tuple[int, int, int] = (0, 0, 0)
    source: str = SRC_CITIES

    @property
    def buildable(self) -> bool:
        return len(self.tolls) == 5

    def level_cost(self, level: int) -> int:
        """What the buildings of `level` cost in all (2 villas = twice a villa)."""
        villa, building, hotel = self.build_costs
        return (0, villa, 2 * villa, building, hotel)[level]

    def toll(self, level: int = 0) -> int:
        return self.tolls[level] if self.buildable else self.tolls[0]


# (space, price, villa, building, hotel, toll land, 1 villa, 2 villas, building, hotel) [SRC_CITIES]
_CITIES = [
    (1, 50, 50, 150, 250, 2, 10, 30, 90, 250),
    (3, 80, 50, 150, 250, 4, 20, 60, 180, 450),
    (4, 80, 50, 150, 250, 4, 20, 60, 180, 450),
    (6, 100, 50, 150, 250, 6, 30, 90, 270, 550),
    (8, 100, 50, 150, 250, 6, 30, 90, 270, 550),
    (9, 120, 50, 150, 250, 8, 40, 100, 300, 600),
    (11, 140, 100, 300, 500, 10, 50, 150, 450, 750),
    (13, 160, 100, 300, 500, 12, 60, 180, 500, 900),
    (14, 160, 100, 300, 500, 12, 60, 180, 500, 900),
    (16, 180, 100, 300, 500, 14, 70, 200, 550, 950),
    (18, 180, 100, 300, 500, 14, 70, 200, 550, 950),
    (19, 200, 100, 300, 500, 16, 80, 220, 600, 1000),
    (21, 220, 150, 450, 750, 18, 90, 250, 700, 1050),
    (23, 240, 150, 450, 750, 20, 100, 300, 750, 1100),
    (24, 240, 150, 450, 750, 20, 100, 300, 750, 1100),
    (26, 260, 150, 450, 750, 22, 110, 330, 800, 1150),
    (27, 260, 150, 450, 750, 22, 110, 330, 800, 1150),
    (29, 280, 150, 450, 750, 24, 120, 360, 850, 1200),
    (31, 300, 200, 600, 1000, 26, 130, 390, 900, 1270),
    (33, 320, 200, 600, 1000, 28, 150, 450, 1000, 1400),
    (34, 320, 200, 600, 1000, 28, 150, 450, 1000, 1400),
    (36, 350, 200, 600, 1000, 35, 170, 500, 1100, 1500),
    (37, 350, 200, 600, 1000, 35, 170, 500, 1100, 1500),
]

# (space, price, toll) [SRC_SPECIAL]
_SPECIAL = [
    (JEJU, 200, 300),
    (CONCORDE, 200, 300),
    (BUSAN, 500, 600),
    (QUEEN_ELIZABETH, 300, 250),
    (COLUMBIA, 450, 400),
    (SEOUL, 1000, 2000),
]

DEEDS: dict[int, Deed] = {}
for _s, _p, _v, _b, _h, *_tolls in _CITIES:
    DEEDS[_s] = Deed(_s, _p, tuple(_tolls), (_v, _b, _h), SRC_CITIES)
for _s, _p, _t in _SPECIAL:
    DEEDS[_s] = Deed(_s, _p, (_t,), (0, 0, 0), SRC_SPECIAL)
DEEDS = dict(sorted(DEEDS.items()))

DEED_SPACES: tuple[int, ...] = tuple(DEEDS)
#: per city: the price of the buildings at each level (land, 1 villa, 2 villas, building, hotel)
LEVEL_COSTS: dict[int, tuple[int, ...]] = {
    s: tuple(d.level_cost(lv) for lv in range(5)) for s, d in DEEDS.items() if d.buildable
}
CITY_SPACES: tuple[int, ...] = tuple(s for s, d in DEEDS.items() if d.buildable)
SPECIAL_SPACES: tuple[int, ...] = tuple(s for s, d in DEEDS.items() if not d.buildable)

#: fares of the Golden Key trips: the carrier deed's toll [DESIGNED, reference 1.4]
CARD_FARE_DEED = {"air_travel": CONCORDE, "cruise": QUEEN_ELIZABETH}


# --------------------------------------------------------------------------- Golden Keys


@dataclass(frozen=True)
class GoldenKey:
    """One Golden Key card. `kind` selects the effect in rules.py; `amount`,
    `target`, `steps` and `rates` are its parameters.

    rates: building tax per (hotel, building, villa).
    """

    id: int
    ko: str
    en: str
    text: str
    kind: str
    amount: int = 0
    target: int = -1
    steps: int = 0
    rates: tuple[int, int, int] = (0, 0, 0)
    keep: bool = False
    source: str = SRC_KEYS


GOLDEN_KEYS: tuple[GoldenKey, ...] = (
    GoldenKey(1, "복권 당첨", "Lottery win", "Receive ₩200K from the bank.", "receive", amount=200),
    GoldenKey(
        2, "노벨평화상 수상", "Nobel Peace Prize", "Receive ₩300K from the bank.", "receive", amount=300
    ),
    GoldenKey(3, "장학금 혜택", "Scholarship", "Receive ₩100K from the bank.", "receive", amount=100),
    GoldenKey(
        4, "자동차 경주 우승", "Car-race champion", "Receive ₩100K from the bank.", "receive", amount=100
    ),
    GoldenKey(5, "연금 혜택", "Pension", "Receive ₩50K from the bank.", "receive", amount=50),
    GoldenKey(
        6, "생일 축하", "Birthday", "Every other player gives you ₩10K.", "birthday", amount=BIRTHDAY_GIFT
    ),
    GoldenKey(
        7,
        "파티 초대권",
        "Party invitation",
        "Perform for the table: each other player sets a prize of ₩0, ₩50K or ₩100K, and the bank pays you the total.",
        "party",
    ),
    GoldenKey(8, "병원비 지불", "Hospital bill", "Pay ₩50K to the bank.", "pay", amount=50),
    GoldenKey(9, "과속운전 벌금", "Speeding fine", "Pay ₩50K to the bank.", "pay", amount=50),
    GoldenKey(10, "해외 유학", "Study abroad", "Pay ₩100K tuition to the bank.", "pay", amount=100),
    GoldenKey(
        11,
        "정기 종합소득세",
        "Periodic income tax",
        "Pay per building: hotel ₩150K, building ₩100K, villa ₩30K (second half only).",
        "building_tax",
        rates=(150, 100, 30),
    ),
    GoldenKey(
        12,
        "건물 수리비",
        "Building repairs",
        "Pay per building: hotel ₩100K, building ₩60K, villa ₩30K (second half only).",
        "building_tax",
        rates=(100, 60, 30),
    ),
    GoldenKey(
        13,
        "방범비",
        "Crime-prevention fee",
        "Pay per building: hotel ₩50K, building ₩30K, villa ₩10K (second half only).",
        "building_tax",
        rates=(50, 30, 10),
    ),
    GoldenKey(
        14,
        "반액대매출",
        "Half-price sale",
        "Sell your most expensive property (with its buildings in the second half) to the bank at half price.",
        "half_price",
    ),
    GoldenKey(
        15,
        "반액대매출",
        "Half-price sale",
        "Sell your most expensive property (with its buildings in the second half) to the bank at half price.",
        "half_price",
    ),
    GoldenKey(
        16,
        "우대권",
        "Preferential ticket",
        "Keep this card. Show it once to pass another player's deed without paying; then it goes back under the deck.",
        "ticket",
        keep=True,
    ),
    GoldenKey(
        17,
        "우대권",
        "Preferential ticket",
        "Keep this card. Show it once to pass another player's deed without paying; then it goes back under the deck.",
        "ticket",
        keep=True,
    ),
    GoldenKey(
        18,
        "무인도 탈출",
        "Island escape (radio)",
        "Keep this card. Use it once to leave the Deserted Island. You may sell it to another player.",
        "escape",
        keep=True,
    ),
    GoldenKey(
        19,
        "무인도",
        "Storm",
        "Go straight to the Deserted Island. No salary, even if you pass START.",
        "storm",
        target=ISLAND,
    ),
    GoldenKey(20, "고속도로", "Highway", "Go to START and collect your salary.", "move_to", target=START),
    GoldenKey(
        21,
        "관광여행",
        "Tour: Jeju",
        "Go to Jeju Island. Pay the toll if another player owns it; salary if you pass START.",
        "move_to",
        target=JEJU,
    ),
    GoldenKey(
        22,
        "관광여행",
        "Tour: Busan",
        "Go to Busan. Pay the toll if another player owns it; salary if you pass START.",
        "move_to",
        target=BUSAN,
    ),
    GoldenKey(
        23,
        "관광여행",
        "Tour: Seoul",
        "Go to Seoul. Pay the toll if another player owns it; salary if you pass START.",
        "move_to",
        target=SEOUL,
    ),
    GoldenKey(
        24,
        "항공여행",
        "Air travel",
        "Board the Concorde to Taipei. Pay the fare to the Concorde's owner; salary if you pass START.",
        "air_travel",
        target=TAIPEI,
    ),
    GoldenKey(
        25,
        "유람선 여행",
        "Cruise",
        "Board the Queen Elizabeth to Beijing. Pay the fare to its owner; salary if you pass START.",
        "cruise",
        target=BEIJING,
    ),
    GoldenKey(
        26,
        "우주여행 초청장",
        "Space invitation",
        "Go to Space Travel without paying the Columbia fare; salary if you pass START.",
        "space_invite",
        target=SPACE_TRAVEL,
    ),
    GoldenKey(
        27,
        "세계일주 초대권",
        "World tour",
        "Go once round the board back to this space: collect the salary, and the Welfare Fund as you pass it.",
        "world_tour",
    ),
    GoldenKey(
        28,
        "사회복지기금 배당",
        "Welfare dividend",
        "Go to the Welfare Fund reception and take the fund; salary if you pass START.",
        "move_to",
        target=FUND_RECEIVE,
    ),
    GoldenKey(29, "이사", "Move house", "Go back 3 spaces.", "back", steps=3),
    GoldenKey(30, "이사", "Move house", "Go back 2 spaces.", "back", steps=2),
)

#: Golden Key ids of the cards a player keeps: Preferential Tickets and the Island Escape
TICKET_CARDS = (16, 17)
ESCAPE_CARD = 18

#: card id -> card
KEYS_BY_ID: dict[int, GoldenKey] = {k.id: k for k in GOLDEN_KEYS}


#: share of landings per space in %, one plane, 3M turns [COMPUTED: reference 1.7]; bots weigh tolls by it
LANDING_FREQ: tuple[float, ...] = (
    2.71, 2.65, 2.20, 2.76, 2.38, 2.90, 2.39, 2.44, 2.46, 2.52,
    3.03, 2.46, 2.61, 2.40, 2.58, 2.43, 2.50, 2.31, 2.50, 2.40,
    3.06, 2.34, 2.54, 2.39, 2.38, 2.90, 2.42, 2.43, 2.42, 2.43,
    2.88, 2.49, 2.52, 2.45, 2.33, 2.28, 2.19, 2.09, 2.12, 2.69,
)  # fmt: skip


def space_name(index: int) -> str:
    """Name of a space in the player's language (English when no catalogue is installed)."""
    return tr(CTX, SPACES[index].en)


def level_name(level: int) -> str:
    """'land', '1 villa' ... in the player's language."""
    return tr(CTX, LEVEL_NAMES[level])


def key_title(card_id: int) -> str:
    return tr(CTX, KEYS_BY_ID[card_id].en)


def key_text(card_id: int) -> str:
    return tr(CTX, KEYS_BY_ID[card_id].text)


def line_name(line: int) -> str:
    return tr(CTX, LINES[line][1])


def start_money(players: int, optional: bool) -> int:
    """Each player's starting money [RULE: Game Start 3; Optional Game Rules 1]."""
    money = START_MONEY * (TWO_PLAYER_FACTOR if players == 2 else 1)
    return money + (OPTIONAL_BONUS if optional else 0)


def draft_order(players: int, deeds: int) -> list[int]:
    """Seat order of the optional game's draft picks [RULE: Optional Game Rules 2].

    The rulebook's 4-player diagram: seats take 1,2,3,4 deeds, then 4,3,2,1, then
    2 each — exactly the 28 deeds besides Seoul. With fewer players we keep the
    two snake rounds and then repeat "2 each" until the deeds run out [DESIGNED].
    """
    order: list[int] = []
    for seat in range(players):
        order += [seat] * (seat + 1)
    for seat in range(players):
        order += [seat] * (players - seat)
    while len(order) < deeds:
        for seat in range(players):
            order += [seat] * 2
    return order[:deeds]
