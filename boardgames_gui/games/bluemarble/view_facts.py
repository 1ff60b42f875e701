"""The 40 spaces as the view needs them, read from the model's data module.

Keeping this adapter separate means the drawing code never depends on the
model's field names; only `spaces()` does.
"""

from __future__ import annotations

from functools import cache

from .view_board import SpaceInfo

# Temporary: the board from reference Part 1 (sections 1.2-1.4) until the
# model's data.py lands; replaced by `_from_data()`.
_FALLBACK = [
    (0, "start", "출발", "START"),
    (1, "city", "타이베이", "Taipei", 1, 50, (2, 10, 30, 90, 250)),
    (2, "key", "황금열쇠", "Golden Key"),
    (3, "city", "베이징", "Beijing", 1, 80, (4, 20, 60, 180, 450)),
    (4, "city", "마닐라", "Manila", 1, 80, (4, 20, 60, 180, 450)),
    (5, "special", "제주도", "Jeju Island", 0, 200, (300,)),
    (6, "city", "싱가포르", "Singapore", 1, 100, (6, 30, 90, 270, 550)),
    (7, "key", "황금열쇠", "Golden Key"),
    (8, "city", "카이로", "Cairo", 1, 100, (6, 30, 90, 270, 550)),
    (9, "city", "이스탄불", "Istanbul", 1, 120, (8, 40, 100, 300, 600)),
    (10, "island", "무인도", "Deserted Island"),
    (11, "city", "아테네", "Athens", 2, 140, (10, 50, 150, 450, 750)),
    (12, "key", "황금열쇠", "Golden Key"),
    (13, "city", "코펜하겐", "Copenhagen", 2, 160, (12, 60, 180, 500, 900)),
    (14, "city", "스톡홀름", "Stockholm", 2, 160, (12, 60, 180, 500, 900)),
    (15, "special", "콩코드 여객기", "Concorde", 0, 200, (300,)),
    (16, "city", "베른", "Bern", 2, 180, (14, 70, 200, 550, 950)),
    (17, "key", "황금열쇠", "Golden Key"),
    (18, "city", "베를린", "Berlin", 2, 180, (14, 70, 200, 550, 950)),
    (19, "city", "오타와", "Ottawa", 2, 200, (16, 80, 220, 600, 1000)),
    (20, "fund_receive", "사회복지기금 접수처", "Welfare Fund"),
    (21, "city", "부에노스아이레스", "Buenos Aires", 3, 220, (18, 90, 250, 700, 1050)),
    (22, "key", "황금열쇠", "Golden Key"),
    (23, "city", "상파울루", "São Paulo", 3, 240, (20, 100, 300, 750, 1100)),
    (24, "city", "시드니", "Sydney", 3, 240, (20, 100, 300, 750, 1100)),
    (25, "special", "부산", "Busan", 0, 500, (600,)),
    (26, "city", "하와이", "Hawaii", 3, 260, (22, 110, 330, 800, 1150)),
    (27, "city", "리스본", "Lisbon", 3, 260, (22, 110, 330, 800, 1150)),
    (28, "special", "퀸 엘리자베스호", "Queen Elizabeth", 0, 300, (250,)),
    (29, "city", "마드리드", "Madrid", 3, 280, (24, 120, 360, 850, 1200)),
    (30, "space", "우주여행", "Space Travel"),
    (31, "city", "도쿄", "Tokyo", 4, 300, (26, 130, 390, 900, 1270)),
    (32, "special", "컬럼비아호", "Columbia", 0, 450, (400,)),
    (33, "city", "파리", "Paris", 4, 320, (28, 150, 450, 1000, 1400)),
    (34, "city", "로마", "Rome", 4, 320, (28, 150, 450, 1000, 1400)),
    (35, "key", "황금열쇠", "Golden Key"),
    (36, "city", "런던", "London", 4, 350, (35, 170, 500, 1100, 1500)),
    (37, "city", "뉴욕", "New York", 4, 350, (35, 170, 500, 1100, 1500)),
    (38, "fund_pay", "사회복지기금", "Welfare Fund"),
    (39, "special", "서울", "Seoul", 0, 1000, (2000,)),
]
_COSTS = {1: (50, 150, 250), 2: (100, 300, 500), 3: (150, 450, 750), 4: (200, 600, 1000)}


def _fallback() -> list[SpaceInfo]:
    out = []
    for row in _FALLBACK:
        index, kind, ko, en = row[:4]
        if len(row) == 4:
            out.append(SpaceInfo(index, kind, ko, en))
            continue
        line, price, tolls = row[4:]
        costs = _COSTS.get(line, (0, 0, 0))
        out.append(SpaceInfo(index, kind, ko, en, line, price, costs, tolls))
    return out


@cache
def spaces() -> tuple[SpaceInfo, ...]:
    return tuple(_fallback())
