"""Blue Marble's board on the shared ring board (widgets/ringboard.py): its sizes,
the four line colours and the per-space facts the view draws.

The board is a square ring of 40 spaces, START in the bottom-right corner and
play running clockwise (left along the bottom, up the left side), as on the
box; the ring board's default geometry is this board's.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from ...widgets.ringboard import RingGeometry

GEOMETRY = RingGeometry(cells=40, start="bottom_right", clockwise=True)
BOARD = GEOMETRY.size  # 1200: the whole board

# One colour per line (reference 1.2: the board's sides are "lines" and the colours
# are ours to choose), warm to cool round the board. A line colour only fills the
# inner strip; ownership is the band with the owner's letter and shape, so a line
# never reads as an owner even where two colours are near (emerald / bluish green).
LINE_COLORS = {
    1: QColor("#D6455D"),  # Asia / Africa: crimson
    2: QColor("#2E9B63"),  # Europe / North America: emerald
    3: QColor("#2F6FBF"),  # scenic sites: royal blue
    4: QColor("#7D4FB0"),  # metropolises: violet
}
SPECIAL_COLOR = QColor("#3D4A5C")  # the six special deeds: slate
GOLDEN = QColor("#E9B949")


# --------------------------------------------------------------------------- facts per space


@dataclass(frozen=True)
class SpaceInfo:
    """What the view draws for one space, independent of the model's field names."""

    index: int
    kind: str  # "start" "city" "special" "key" "island" "fund_receive" "fund_pay" "space"
    ko: str
    en: str
    line: int = 0  # 1..4 for cities
    price: int = 0
    costs: tuple[int, int, int] = (0, 0, 0)  # villa, building, hotel
    tolls: tuple[int, ...] = ()  # land, 1 villa, 2 villas, building, hotel (special: one)

    @property
    def is_deed(self) -> bool:
        return self.kind in ("city", "special")
