"""The 30 asset cards of 18Korea as data: tier, name, where the effect comes from, and the
numbers it uses (the project's 18Korea research 3.6; readings K24-K36).

Sources: three tiers A, B, C and the nine ids and texts the rulebook prints (OA01, OA03, OA07,
OA09, OB02, OB04, OB09, OC01, OC08: "rulebook"); the split into 10 per tier (K25) and the other
21 cards are designed there ("designed"). What each card does is the rounds' business; the
numbers here are the ones the research fixes for it. The draft orders are readings K26 and K27.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class AssetCard:
    id: str
    tier: str  # "A", "B" or "C"
    name: str
    source: str  # "rulebook" or "designed"
    reading: str  # the reading that fixes its effect, or ""
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, key: str) -> Any:
        return dict(self.params)[key]


CARDS = (
    AssetCard("OA01", "A", "Miracle on the Han River", "rulebook", "K28", (("squares", 1), ("hex", "P12"))),
    AssetCard("OA02", "A", "Ulsan Industrial Complex", "designed", "", (("income", 80),)),
    AssetCard("OA03", "A", "The Local Rich", "rulebook", "K29"),
    AssetCard("OA04", "A", "Gyeongbu Line Concession", "designed", "", (("track_points", 4),)),
    AssetCard("OA05", "A", "New Port Development", "designed", "", (("values", (30, 40, 60, 80)),)),
    AssetCard("OA06", "A", "Land Survey Bureau", "designed", ""),
    AssetCard("OA07", "A", "Local Administrator", "rulebook", "K30"),
    AssetCard("OA08", "A", "Express Timetable", "designed", "", (("extra_cities", 1),)),
    AssetCard("OA09", "A", "Defector", "rulebook", "K31"),
    AssetCard("OA10", "A", "Chaebol Founder", "designed", "", (("cash", 150),)),
    AssetCard("OB01", "B", "Used-Train Dealer", "designed", "K36"),
    AssetCard("OB02", "B", "Anti-North Spy", "rulebook", "K32", (("hexes", ("O11", "N14", "M17")),)),
    AssetCard("OB03", "B", "Tunnel Engineers", "designed", ""),
    AssetCard("OB04", "B", "Train Buyer", "rulebook", "K13", (("discount_percent", 20),)),
    AssetCard("OB05", "B", "Telegraph Office", "designed", "K16", (("per_home_run", 10),)),
    AssetCard("OB06", "B", "Mail Contract", "designed", "K16", (("bonus", 20),)),
    AssetCard("OB07", "B", "Coal Concession", "designed", "", (("bonus", 30), ("hexes", ("K7", "J10")))),
    AssetCard("OB08", "B", "Stock Broker", "designed", "", (("extra_shares", 1),)),
    AssetCard("OB09", "B", "The Newest Parts", "rulebook", "K33"),
    AssetCard("OB10", "B", "Government Subsidy", "designed", "", (("cash", 100),)),
    AssetCard("OC01", "C", "Outer Station Construction", "rulebook", "K34"),
    AssetCard("OC02", "C", "Extra Station", "designed", "K18", (("stations", 1),)),
    AssetCard("OC03", "C", "Station Priority", "designed", ""),
    AssetCard("OC04", "C", "Evacuation Train", "designed", "K35"),
    AssetCard("OC05", "C", "Nakdong Defense Line", "designed", ""),
    AssetCard("OC06", "C", "Rolling Stock Reserve", "designed", "", (("extra_limit", 1),)),
    AssetCard("OC07", "C", "Ferry Terminal", "designed", ""),
    AssetCard("OC08", "C", "Repulsion of the North Army", "rulebook", "K31"),
    AssetCard("OC09", "C", "Track Gang", "designed", "", (("upgrade_points", 1),)),
    AssetCard("OC10", "C", "Reconstruction Crew", "designed", "", (("extra_yellow", 2),)),
)
ASSET_CARDS = {card.id: card for card in CARDS}
TIERS = ("A", "B", "C")


def draft_passes(players: int, true_snake: bool = False) -> tuple[tuple[int, ...], ...]:
    """The seats (1-based) in pick order for each of the three passes, 3-5 players: the
    rulebook's 1..n / n..1 / n..1 (K26), or with the variant a true snake 1..n / n..1 / 1..n."""
    forward = tuple(range(1, players + 1))
    backward = forward[::-1]
    return (forward, backward, forward if true_snake else backward)


# K27: two players draw 2 cards of each tier twice; (seat, picks) in order for each round.
TWO_PLAYER_DRAFT = (((1, 1), (2, 2)), ((2, 1), (1, 2)))
