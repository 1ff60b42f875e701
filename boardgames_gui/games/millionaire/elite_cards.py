"""Millionaire Elite data: the CHANCE (20) and FORTUNE (30) decks, the four insurance
policies and the Elite figures (shares, Exchange, circular tax, Tax Inspection).

Declarative only: the rules that read these are elite.py and elite_*.py. Each card's
`kind` (Chance) or each point's `effect` (Fortune) names what the rules do; the numbers
a card needs are its fields. Texts are English templates; elite_texts.py translates them.
"""

from __future__ import annotations

from dataclasses import dataclass

# source: reference 2.1 (rule text S:131-S:149) for the figures marked RULE; the others DESIGNED
SHARE_START_PRICE = 100  # RULE: "The initial value of the share is 100"
EXCHANGE_POINT = 10  # RULE: one Exchange point is 10 F
SHARE_TAX = 10  # RULE: circular tax of 10 F per share
INCOME_BASE = 200  # RULE: circular income 200 F ...
INCOME_INTEREST_PERCENT = 20  # RULE: ... plus 20 % of the shares' value
INSPECTION_FINE = 50  # RULE: leave Tax Inspection by paying 50 F
INSPECTION_TURNS = 3  # RULE: or by doubles in one of the next three turns
BROKER_PERCENT = 5  # DESIGNED (reading M27): the broker's commission, rounded down to 1 F

#: the cells "go to the nearest ..." cards look for (reference 2.10, Elite Chance 1-3)
NEAREST_KINDS = ("exchange", "fortune", "chance")


@dataclass(frozen=True)
class Policy:
    """An insurance policy (reference 2.1, rule text S:145; reading M13)."""

    colour: str
    price: int
    short: bool  # short-term: back to the bank when the holder passes or lands on START
    fortune_points: int  # how many harmful points of one Fortune card it covers
    rent_or_tax: bool  # Red: once, one rent or circular tax of the holder's choice


# source: reference 2.1, the insurance table [RULE]
POLICIES: tuple[Policy, ...] = (
    Policy("green", 100, short=True, fortune_points=0, rent_or_tax=False),
    Policy("blue", 200, short=True, fortune_points=1, rent_or_tax=False),
    Policy("orange", 300, short=False, fortune_points=2, rent_or_tax=False),
    Policy("red", 500, short=False, fortune_points=2, rent_or_tax=True),
)
POLICY = {policy.colour: policy for policy in POLICIES}
COLOURS = tuple(policy.colour for policy in POLICIES)


# ----- CHANCE


@dataclass(frozen=True)
class ChanceCard:
    """An Elite CHANCE card: personal, back under the deck after use unless kept (M20)."""

    number: int
    title: str
    text: str
    kind: str
    amount: int = 0  # money, a count of shares or a number of cells, as `kind` reads it
    target: str = ""  # a cell kind ("exchange", "auction", "start", "tax_police")
    keep: bool = False  # "(keep)": held until used, may be traded

    @property
    def id(self) -> str:
        return f"chance:{self.number}"


# source: reference 2.10, Elite CHANCE (DESIGNED; cards 1-4 carry mechanics the rule text names)
CHANCE: tuple[ChanceCard, ...] = (
    ChanceCard(
        1,
        "To the nearest Exchange",
        "Go to the nearest EXCHANGE, forwards or backwards.",
        "nearest",
        target="exchange",
    ),
    ChanceCard(
        2,
        "To the nearest Fortune",
        "Go to the nearest FORTUNE, forwards or backwards.",
        "nearest",
        target="fortune",
    ),
    ChanceCard(
        3,
        "To the nearest Chance",
        "Go to the nearest other CHANCE, forwards or backwards.",
        "nearest",
        target="chance",
    ),
    ChanceCard(
        4, "Double Fortune", "Draw two FORTUNE cards; the first drawn wins a conflict.", "double_fortune"
    ),
    ChanceCard(5, "To the Auction", "Go to the AUCTION and run it.", "go_to", target="auction"),
    ChanceCard(6, "To the Exchange", "Go to the next EXCHANGE and play it.", "go_to", target="exchange"),
    ChanceCard(7, "Tax exemption", "Keep: skip your next circular tax.", "tax_exemption", keep=True),
    ChanceCard(8, "Release", "Keep: leave Tax Inspection without paying.", "release", keep=True),
    ChanceCard(9, "Free Green policy", "Take a Green insurance policy from the bank.", "free_green"),
    ChanceCard(10, "Broker's bonus", "Buy up to 5 shares at half the price.", "broker_bonus", amount=5),
    ChanceCard(11, "Insider tip", "Sell any number of shares at the price + 20.", "insider_tip", amount=20),
    ChanceCard(12, "Dividend", "Receive 15 per share you hold.", "dividend", amount=15),
    ChanceCard(13, "Margin call", "Sell half your shares (rounded up) at the price.", "margin_call"),
    ChanceCard(14, "Inheritance", "Receive 200.", "receive", amount=200),
    ChanceCard(15, "Audit fine", "Pay 100.", "pay", amount=100),
    ChanceCard(16, "Renovation", "Pay 25 per branch and 100 per enterprise.", "renovation", amount=25),
    ChanceCard(17, "Birthday", "Receive 20 from every player.", "birthday", amount=20),
    ChanceCard(18, "Go to Tax Police", "Go to TAX POLICE; no circular income.", "go_to", target="tax_police"),
    ChanceCard(
        19, "Advance to START", "Go to START and collect the full circular income.", "go_to", target="start"
    ),
    ChanceCard(20, "Back 3 cells", "Move back 3 cells.", "back", amount=3),
)
CHANCE_BY_ID = {card.id: card for card in CHANCE}
#: Renovation's rate per enterprise (its `amount` is the rate per branch)
RENOVATION_PER_ENTERPRISE = 100


# ----- FORTUNE

#: who a Fortune point harms (reference 2.10, the insurance predicates under the Fortune table)
HARMED = (
    "none",
    "all",
    "holders",
    "plot_owners",
    "builders",
    "monopolists",
    "central_owners",
    "richest",
    "non_energy",
    "auction",
)


@dataclass(frozen=True)
class FortunePoint:
    """One "point" of a Fortune card: an effect and whom it harms (reading M13)."""

    letter: str  # "A" or "B" (a one-point card has only "A")
    effect: str
    harmed: str = "none"
    compensated: bool = False  # a share-price drop: an insured holder is paid the drop instead
    amount: int = 0


@dataclass(frozen=True)
class FortuneCard:
    """A FORTUNE card: collective; long-term cards stay in force until the next Fortune draw,
    one-time cards act once; every drawn card is laid on the Wheel (M7)."""

    number: int
    title: str
    text: str
    long_term: bool
    points: tuple[FortunePoint, ...]

    @property
    def id(self) -> str:
        return f"fortune:{self.number}"


def _once(number: int, title: str, text: str, *points: FortunePoint) -> FortuneCard:
    return FortuneCard(number, title, text, False, points)


def _lasting(number: int, title: str, text: str, *points: FortunePoint) -> FortuneCard:
    return FortuneCard(number, title, text, True, points)


def _point(effect: str, harmed: str = "none", amount: int = 0, letter: str = "A", compensated: bool = False):
    return FortunePoint(letter, effect, harmed, compensated, amount)


# source: reference 2.10, Elite FORTUNE (DESIGNED) with its "who is harmed" column (reading M13)
FORTUNE: tuple[FortuneCard, ...] = (
    _lasting(1, "Economic boom", "Base circular income is 300.", _point("income_base", amount=300)),
    _lasting(
        2,
        "Recession",
        "Base circular income is 100; Exchange falls count double.",
        _point("income_base", "all", 100),
        _point("exchange_down_double", "holders", letter="B", compensated=True),
    ),
    _lasting(3, "High dividends", "Share interest is 40 % instead of 20 %.", _point("interest", amount=40)),
    _lasting(4, "Dividend freeze", "No share interest.", _point("interest", "holders", 0)),
    _lasting(5, "Tax holiday", "The plot part of the circular tax is halved.", _point("plot_tax_half")),
    _lasting(
        6,
        "Tax reform",
        "The plot tax is doubled; the share tax is 20 per share.",
        _point("plot_tax_double", "plot_owners"),
        _point("share_tax", "holders", 20, letter="B"),
    ),
    _lasting(7, "Building boom", "Branches and enterprises cost half.", _point("build_half")),
    _lasting(
        8, "Building moratorium", "No new branches or enterprises.", _point("no_building", "monopolists")
    ),
    _lasting(9, "Antimonopoly law", "All rents are halved.", _point("rent_half", "plot_owners")),
    _lasting(10, "Consumer boom", "All rents +50 %.", _point("rent_up", "all", 50)),
    _lasting(11, "Cheap credit", "Redeeming a mortgage costs half the price.", _point("cheap_redeem")),
    _lasting(
        12,
        "Credit crunch",
        "New mortgages pay 40 % of the price; redemption costs +20 %.",
        _point("mortgage_40", "all", 40),
        _point("redeem_up", "all", 20, letter="B"),
    ),
    _lasting(13, "Casino ban", "The Jackpot cell has no effect.", _point("casino_ban")),
    _lasting(14, "Lottery fever", "The bank's part of Jackpot prizes is doubled.", _point("lottery_fever")),
    _lasting(
        15,
        "Exchange closed",
        "No share trading; the Exchange cell has no effect.",
        _point("exchange_closed", "holders"),
    ),
    _once(16, "Market rally", "The share price rises by 50.", _point("price_change", amount=50)),
    _once(
        17,
        "Market crash",
        "The share price falls by 50.",
        _point("price_change", "holders", -50, compensated=True),
    ),
    _once(18, "Share split", "Every holder's shares double; the price halves.", _point("split")),
    _once(19, "State subsidy", "Every player receives 100.", _point("everyone_receives", amount=100)),
    _once(
        20,
        "Emergency levy",
        "Every player pays 100; central-plot owners pay 50 per central plot.",
        _point("everyone_pays", "all", 100),
        _point("central_levy", "central_owners", 50, letter="B"),
    ),
    _once(
        21,
        "Infrastructure repair",
        "Pay 20 per branch and 80 per enterprise.",
        _point("repair", "builders", 20),
    ),
    _once(
        22,
        "Social support",
        "The player(s) with the least cash receive 200.",
        _point("poorest_receive", amount=200),
    ),
    _once(
        23,
        "Wealth tax",
        "The player(s) with the most cash pay 10 % of it into the Jackpot box.",
        _point("wealth_tax", "richest", 10),
    ),
    _once(24, "Auction day", "The drawer runs the AUCTION now.", _point("auction_day", "auction")),
    _once(25, "Insurers' crisis", "All Green and Blue policies expire.", _point("insurers_crisis")),
    _once(
        26, "Charity marathon", "Every player pays 30 into the Jackpot box.", _point("marathon", "all", 30)
    ),
    _once(
        27,
        "Antimonopoly fine",
        "Pay 100 per complete industry owned.",
        _point("monopoly_fine", "monopolists", 100),
    ),
    _once(
        28,
        "Export subsidy",
        "Receive 30 per Transport or Heavy-industry plot.",
        _point("export_subsidy", amount=30),
    ),
    _once(
        29,
        "Energy crisis",
        "Receive 50 per Extractive or central plot; players with none pay 20.",
        _point("energy_bonus", amount=50),
        _point("energy_levy", "non_energy", 20, letter="B"),
    ),
    _once(30, "Amnesty", "Everyone at Tax Inspection leaves now without a fine.", _point("amnesty")),
)
FORTUNE_BY_ID = {card.id: card for card in FORTUNE}
#: Infrastructure repair's rate per enterprise (its point's `amount` is the rate per branch)
REPAIR_PER_ENTERPRISE = 80
#: the industries Export subsidy (28) and Energy crisis (29) count
EXPORT_INDUSTRIES = ("transport", "heavy")
ENERGY_INDUSTRIES = ("extractive", "central")


def card(card_id: str) -> ChanceCard | FortuneCard:
    """The card with this id ("chance:7", "fortune:12")."""
    return CHANCE_BY_ID.get(card_id) or FORTUNE_BY_ID[card_id]
