"""The Classic edition's two decks, CHANCE (20) and MOVEMENT (20), as data.

source: reference 2.10 (designed: no public list of the box's cards was found, so the
names and amounts are ours; the to-START card paying no circular income is the rule
text's, and forward-N and to-START cards also appear in a public C# Millionaire project).
Which cards are kept: reference 2.10 "keep" and reading M20. What each `kind` does is
in classic_deck.py; the words a player reads are in classic_texts.py.

A card id is "<deck>:<number>" ("chance:14"); decks and held cards in the state hold ids.
"""

from __future__ import annotations

from dataclasses import dataclass

CHANCE = "chance"
MOVEMENT = "movement"
DECKS = (CHANCE, MOVEMENT)

# cells a Movement or Chance card names (reference 2.2, Classic board)
START, CHARITY_FUND, TAX_INSPECTION, JACKPOT, WHITE_BUSINESS, TAX_POLICE = 0, 5, 10, 20, 25, 30
CINEMA, AIRLINE, OIL_COMPANY = 1, 29, 39


@dataclass(frozen=True)
class Card:
    """One card: what it does (`kind`) and the figures it needs."""

    deck: str
    number: int
    kind: str
    #: money received or paid (F); the street lottery's prize per pip; the lawyer's percentage
    amount: int = 0
    #: cell a "to ..." card moves to
    target: int = -1
    #: cells a forward or back card moves
    steps: int = 0
    #: (per branch, per enterprise) of the repair cards
    rates: tuple[int, int] = (0, 0)
    #: held until used, and may be sold to another player (reference 2.10 "keep", M20)
    keep: bool = False

    @property
    def id(self) -> str:
        return f"{self.deck}:{self.number}"


def _chance(number: int, kind: str, **figures: object) -> Card:
    return Card(CHANCE, number, kind, **figures)


def _movement(number: int, kind: str, **figures: object) -> Card:
    return Card(MOVEMENT, number, kind, **figures)


# source: reference 2.10, "Classic CHANCE (20)", designed
CHANCE_CARDS: tuple[Card, ...] = (
    _chance(1, "receive", amount=100),  # bank dividend
    _chance(2, "receive", amount=150),  # won a tender
    _chance(3, "receive", amount=200),  # inheritance
    _chance(4, "receive", amount=50),  # consulting fee
    _chance(5, "receive", amount=75),  # tax refund
    _chance(6, "from_each", amount=20),  # birthday: every other player gives 20
    _chance(7, "to_each", amount=20),  # city festival sponsor: pay every other player 20
    _chance(8, "pay", amount=50),  # late-report fine
    _chance(9, "pay", amount=100),  # audit fine
    _chance(10, "repairs", rates=(25, 100)),  # equipment repair, per branch / enterprise
    _chance(11, "repairs", rates=(10, 50)),  # fire inspection, per branch / enterprise
    _chance(12, "lawyer", amount=10),  # lawyer's fees: amount % of cash, rounded down to 10 F
    _chance(13, "receive", amount=120),  # insurance payout
    _chance(14, "amnesty", keep=True),  # leave Tax Police free of charge
    _chance(15, "rent_holiday", keep=True),  # skip one rent payment
    _chance(16, "lottery", amount=20),  # street lottery: one die, 20 F a pip
    _chance(17, "donation", amount=50),  # pay 50 into the Charity Fund
    _chance(18, "court_case", amount=50),  # 50 from the opponent holding the most cash
    _chance(19, "pay", amount=150),  # customs fine
    _chance(20, "free_spin", target=JACKPOT, amount=20),  # to JACKPOT, one spin on a bank bet of 20
)

# source: reference 2.10, "Classic MOVEMENT (20)", designed; to START without income [rule text]
MOVEMENT_CARDS: tuple[Card, ...] = (
    _movement(1, "to_start", target=START),
    _movement(2, "to_start", target=START),
    _movement(3, "forward", steps=3),
    _movement(4, "forward", steps=5),
    _movement(5, "forward", steps=10),
    _movement(6, "forward", steps=15),
    _movement(7, "forward", steps=20),
    _movement(8, "back", steps=3),
    _movement(9, "back", steps=5),
    _movement(10, "to_cell", target=CHARITY_FUND),
    _movement(11, "to_cell", target=WHITE_BUSINESS),
    _movement(12, "to_black_business"),  # the nearest Black Business ahead
    _movement(13, "to_cell", target=JACKPOT),
    _movement(14, "to_police", target=TAX_POLICE),  # no circular income
    _movement(15, "to_cell", target=TAX_INSPECTION),
    _movement(16, "to_chance"),  # the nearest Chance ahead
    _movement(17, "to_unowned"),  # the nearest unowned plot ahead; stay put if none
    _movement(18, "to_cell", target=CINEMA),
    _movement(19, "to_cell", target=AIRLINE),
    _movement(20, "to_cell", target=OIL_COMPANY),
)

#: every Classic card by id
CARDS: dict[str, Card] = {card.id: card for card in CHANCE_CARDS + MOVEMENT_CARDS}

#: the cards of each deck, in number order (the order before the shuffle)
DECK_CARDS: dict[str, tuple[str, ...]] = {
    CHANCE: tuple(card.id for card in CHANCE_CARDS),
    MOVEMENT: tuple(card.id for card in MOVEMENT_CARDS),
}

AMNESTY = "chance:14"
RENT_HOLIDAY = "chance:15"
