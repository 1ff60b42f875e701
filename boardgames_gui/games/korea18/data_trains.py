"""The 18Korea trains and eras (the project's 18Korea research 3.5, after the rulebook).

Express trains (5E, 6E, 8E) count only big cities and off-board areas toward their distance and
may skip small cities (rule 9.5); readings K12-K16 and K37 say how purchases, exports and the
War card act on this table.
"""

from __future__ import annotations

from dataclasses import dataclass

from .route_map import Train


@dataclass(frozen=True)
class TrainType:
    """count: how many are in the market (None: unlimited); box: cards printed. opens: the era
    that begins when this train becomes available. rusts: the train type removed when the first
    of these is sold; limit: the train limit from then on (None: unchanged)."""

    name: str
    distance: int
    express: bool
    price: int
    count: int | None
    box: int
    opens: str | None
    rusts: str | None
    limit: int | None

    def for_routes(self) -> Train:
        return Train(self.name, self.distance, self.express)


TRAINS = (
    TrainType("2", 2, False, 100, None, 16, "yellow", None, None),  # unlimited in OR1 only
    TrainType("3", 3, False, 180, 8, 8, "green", None, None),
    TrainType("4", 4, False, 300, 4, 4, None, "2", 3),
    TrainType("5E", 5, True, 500, 4, 4, "brown", None, None),
    TrainType("6E", 6, True, 600, 4, 4, None, "3", 2),
    TrainType("8E", 8, True, 800, None, 12, "gray", "4", None),  # the first sold triggers the end (K37)
)
TRAIN_TYPES = {train.name: train for train in TRAINS}
STARTING_LIMIT = 4
# The Korean War card lies before the last 4-train: the 3rd 4-train leaving the market exposes
# it (rulebook 10, reading K22 W1).
WAR_AFTER_FOURS = 3
# K33 (OB09): an old train may be handed in for the train whose first sale rusts it.
NEWEST_PARTS = {"2": "4", "3": "6E", "4": "8E"}
