"""Millionaire's fixed data: both boards, the plots, the rent and tax multipliers, the central
industry, the building supply and the game's constants.

Sources (carried in, in our own words): the reference notes on Millionaire, part 2 —
2.2 Classic board (cell order from a public student project, two cells corrected),
2.3 Elite board (designed to fit the Elite rule text), 2.4 plots (designed), 2.5 rent
multipliers and supply (designed; the monopoly doubling is the rule text's), 2.6 tax
multipliers (designed), 2.7 central industry (designed; 500 F and "no building" are
the rule text's). Every figure not from the rule text is a house value (reading M26).
"""

from __future__ import annotations

from dataclasses import dataclass

CLASSIC = "classic"
ELITE = "elite"
EDITIONS = (CLASSIC, ELITE)

NUM_CELLS = 40  # reading M1

# ----- constants [rule text 2.1 unless marked]

START_MONEY = 2000
JACKPOT_START = 200
CIRCULAR_INCOME = 200
BID_STEP = 10  # reading M9: bids and the Classic starting price go in steps of 10 F
REDEEM_EXTRA_PERCENT = 10  # reading M12: redeem = half the price + 10 % of the price
TIMED_MORTGAGED_PERCENT = 40  # reading M18: a mortgaged plot counts 40 % of its price

# corners (reading M1)
START = 0
TAX_INSPECTION = 10
JACKPOT = 20
TAX_POLICE = 30

#: where three doubles send the token (reading M3): the jail of each edition
JAIL = {CLASSIC: TAX_POLICE, ELITE: TAX_INSPECTION}

#: building pieces in the box [rule text: Classic box; Elite the same by reading M28]
SUPPLY = {"branch": 24, "enterprise": 12}
ENTERPRISE = 4  # buildings[space] == 4: an enterprise, which replaced three branches (M25)
MAX_BRANCHES = 3


# ----- industries (reference 2.4)


@dataclass(frozen=True)
class Industry:
    id: str
    name: str  # English
    name_ru: str  # the box's term


INDUSTRIES = {
    ind.id: ind
    for ind in (
        Industry("entertainment", "Entertainment", "Индустрия развлечений"),
        Industry("food", "Food industry", "Пищевая промышленность"),
        Industry("communications", "Communications", "Связь и коммуникации"),
        Industry("light", "Light industry", "Лёгкая промышленность"),
        Industry("media", "Mass media", "Средства массовой информации"),
        Industry("transport", "Transport", "Транспорт"),
        Industry("heavy", "Heavy industry", "Тяжёлая промышленность"),
        Industry("extractive", "Extractive industry", "Добывающая промышленность"),
        Industry("central", "Central industry", "Центральная отрасль"),
    )
}
CENTRAL = "central"


# ----- plots (reference 2.4, designed)


@dataclass(frozen=True)
class Plot:
    id: str
    name: str  # English
    name_ru: str
    industry: str
    price: int
    rent: int  # base rent (price / 10); central plots use CENTRAL_RENT instead
    tax: int  # base land tax (price / 20, rounded down); central plots use CENTRAL_TAX
    branch_price: int  # a branch and an enterprise cost the same [rule text]; 0 = no building

    @property
    def mortgage_value(self) -> int:
        return self.price // 2

    @property
    def redeem_cost(self) -> int:
        return self.price // 2 + self.price * REDEEM_EXTRA_PERCENT // 100

    @property
    def buildable(self) -> bool:
        return self.branch_price > 0


PLOTS = {
    plot.id: plot
    for plot in (
        Plot("cinema", "Cinema", "Кинотеатр", "entertainment", 70, 7, 3, 50),
        Plot("karaoke", "Karaoke club", "Караоке-клуб", "entertainment", 70, 7, 3, 50),
        Plot("nightclub", "Night club", "Ночной клуб", "entertainment", 90, 9, 4, 50),
        Plot("bakery", "Bakery", "Хлебозавод", "food", 110, 11, 5, 50),
        Plot("dairy", "Dairy plant", "Молокозавод", "food", 110, 11, 5, 50),
        Plot("brewery", "Brewery", "Пивоваренный завод", "food", 130, 13, 6, 50),
        Plot("internet", "Internet provider", "Интернет-провайдер", "communications", 150, 15, 7, 100),
        Plot("paging", "Paging company", "Пейджинговая компания", "communications", 150, 15, 7, 100),
        Plot("mobile", "Mobile operator", "Оператор сотовой связи", "communications", 170, 17, 8, 100),
        Plot("shoes", "Shoe factory", "Обувная фабрика", "light", 190, 19, 9, 100),
        Plot("furniture", "Furniture factory", "Мебельная фабрика", "light", 190, 19, 9, 100),
        Plot("garment", "Garment association", "Швейное объединение", "light", 210, 21, 10, 100),
        Plot("publishing", "Publishing house", "Издательский дом", "media", 230, 23, 11, 150),
        Plot("radio", "Radio station", "Радиостанция", "media", 230, 23, 11, 150),
        Plot("tv", "TV company", "Телекомпания", "media", 250, 25, 12, 150),
        Plot("railway", "Railway company", "Железная дорога", "transport", 270, 27, 13, 150),
        Plot("shipping", "Shipping line", "Морское пароходство", "transport", 270, 27, 13, 150),
        Plot("airline", "Airline", "Авиакомпания", "transport", 290, 29, 14, 150),
        Plot("carplant", "Car plant", "Автомобильный завод", "heavy", 310, 31, 15, 200),
        Plot("shipyard", "Shipyard", "Судоверфь", "heavy", 310, 31, 15, 200),
        Plot("steel", "Steel mill", "Металлургический комбинат", "heavy", 330, 33, 16, 200),
        Plot("coal", "Coal syndicate", "Угольный синдикат", "extractive", 350, 35, 17, 200),
        Plot("gas", "Gas holding", "Газодобывающий холдинг", "extractive", 370, 37, 18, 200),
        Plot("oil", "Oil company", "Нефтяная компания", "extractive", 400, 40, 20, 200),
        Plot("powergrid", "Power-grid company", "Энергосеть", CENTRAL, 500, 0, 0, 0),
        Plot("nuclear", "Nuclear power plant", "АЭС", CENTRAL, 500, 0, 0, 0),
        Plot("hydro", "Hydro power plant", "ГЭС", CENTRAL, 500, 0, 0, 0),
        Plot("refinery", "Oil refinery", "НПЗ", CENTRAL, 500, 0, 0, 0),
    )
}

# ----- rent and tax (reference 2.5, 2.6, 2.7)

#: rent multiplier of the base rent by buildings on the plot (1-3 branches, 4 = enterprise)
RENT_BUILT = {1: 5, 2: 15, 3: 40, ENTERPRISE: 60}
RENT_MONOPOLY = 2  # [rule text]: a monopolist's empty plot earns double
#: land-tax multiplier of the base tax: not monopolist 1, monopolist empty 2, then by buildings
TAX_BUILT = {1: 3, 2: 4, 3: 5, ENTERPRISE: 6}
TAX_MONOPOLY = 2
#: central industry: rent per landing and circular tax per plot, by central plots the owner holds
CENTRAL_RENT = {1: 60, 2: 125, 3: 250, 4: 500}
CENTRAL_TAX = {1: 25, 2: 40, 3: 60, 4: 80}


# ----- boards (reference 2.2 Classic, 2.3 Elite)


@dataclass(frozen=True)
class Cell:
    kind: str  # "plot", or a special cell's kind (see CELL_KINDS)
    plot: str = ""  # plot id when kind == "plot"


#: special cell kinds, with their English names (the view and the texts name them)
CELL_KINDS = {
    "start": "START",
    "tax_inspection": "Tax Inspection",
    "jackpot": "Jackpot",
    "tax_police": "Tax Police",
    "movement": "Movement",
    "chance": "Chance",
    "fund": "Charity Fund",
    "white_business": "White Business",
    "black_business": "Black Business",
    "fortune": "Fortune",
    "exchange": "Exchange",
    "auction": "Auction",
    "exemption": "Exemption from Tax",
}


#: the box's Russian names of the special cells (for the Russian catalogue)
CELL_KINDS_RU = {
    "start": "СТАРТ",
    "tax_inspection": "Налоговая инспекция",
    "jackpot": "Джекпот",
    "tax_police": "Налоговая полиция",
    "movement": "Движение",
    "chance": "Шанс",
    "fund": "Благотворительный фонд",
    "white_business": "Белый бизнес",
    "black_business": "Чёрный бизнес",
    "fortune": "Фортуна",
    "exchange": "Биржа",
    "auction": "Аукцион",
    "exemption": "Освобождение от налога",
}


def _board(layout: dict[int, str]) -> tuple[Cell, ...]:
    cells = []
    for space in range(NUM_CELLS):
        entry = layout[space]
        cells.append(Cell("plot", entry) if entry in PLOTS else Cell(entry))
    return tuple(cells)


CORNERS = {START: "start", TAX_INSPECTION: "tax_inspection", JACKPOT: "jackpot", TAX_POLICE: "tax_police"}

# source: reference 2.2 (cell types and order from a public C# project; Dairy plant and Oil company ours)
CLASSIC_BOARD = _board(
    {
        **CORNERS,
        1: "cinema", 2: "karaoke", 3: "movement", 4: "nightclub", 5: "fund",
        6: "bakery", 7: "dairy", 8: "chance", 9: "brewery",
        11: "internet", 12: "paging", 13: "movement", 14: "mobile", 15: "black_business",
        16: "shoes", 17: "furniture", 18: "chance", 19: "garment",
        21: "publishing", 22: "movement", 23: "radio", 24: "tv", 25: "white_business",
        26: "railway", 27: "chance", 28: "shipping", 29: "airline",
        31: "carplant", 32: "movement", 33: "shipyard", 34: "steel", 35: "black_business",
        36: "coal", 37: "chance", 38: "gas", 39: "oil",
    }
)  # fmt: skip

# source: reference 2.3, designed to the Elite rule text's constraints
ELITE_BOARD = _board(
    {
        **CORNERS,
        1: "cinema", 2: "chance", 3: "nightclub", 4: "fortune", 5: "powergrid",
        6: "bakery", 7: "exchange", 8: "dairy", 9: "brewery",
        11: "internet", 12: "paging", 13: "chance", 14: "mobile", 15: "nuclear",
        16: "shoes", 17: "fortune", 18: "furniture", 19: "garment",
        21: "publishing", 22: "auction", 23: "radio", 24: "tv", 25: "hydro",
        26: "railway", 27: "exemption", 28: "shipping", 29: "airline",
        31: "carplant", 32: "chance", 33: "shipyard", 34: "steel", 35: "refinery",
        36: "gas", 37: "fortune", 38: "oil", 39: "exchange",
    }
)  # fmt: skip

BOARDS = {CLASSIC: CLASSIC_BOARD, ELITE: ELITE_BOARD}


def _plot_spaces(board: tuple[Cell, ...]) -> tuple[int, ...]:
    return tuple(space for space, cell in enumerate(board) if cell.kind == "plot")


def _industry_spaces(board: tuple[Cell, ...]) -> dict[str, tuple[int, ...]]:
    out: dict[str, list[int]] = {}
    for space in _plot_spaces(board):
        out.setdefault(PLOTS[board[space].plot].industry, []).append(space)
    return {industry: tuple(spaces) for industry, spaces in out.items()}


#: each edition's plot spaces, in board order
PLOT_SPACES = {edition: _plot_spaces(board) for edition, board in BOARDS.items()}
#: each edition's industries: {industry: its plot spaces in board order}
INDUSTRY_SPACES = {edition: _industry_spaces(board) for edition, board in BOARDS.items()}
