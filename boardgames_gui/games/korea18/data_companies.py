"""The 24 railway companies of 18Korea (the project's 18Korea research 3.4).

Sources: twelve colours used twice, North logos on a coloured ground and South ones on white,
nine certificates each (one 20% director's and eight 10%), and the names of the five companies
of the rulebook's examples are the rulebook's; the other names, the home hexes and the station
tokens (North 3: home, 40, 60; South 4: home, 40, 60, 80; reading K18) are designed. Home cities
are not reserved for unfounded companies (K19).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Company:
    id: str
    name: str
    region: str  # "N" or "S"
    colour: str
    home: str
    station_prices: tuple[int, ...]  # left to right on the charter; the home token is free


NORTH_STATIONS = (0, 40, 60)
SOUTH_STATIONS = (0, 40, 60, 80)
SHARES = (20, 10, 10, 10, 10, 10, 10, 10, 10)  # the director's certificate first

# id, name, colour, home: research 3.4
_NORTH = (
    ("PY", "Pyongyang Railway", "red", "L8"),
    ("SN", "Sinuiju Railway", "blue", "I3"),
    ("NP", "Nampo Railway", "orange", "M7"),
    ("SR", "Sariwon Railway", "light purple", "N8"),
    ("HJ", "Haeju Railway", "yellow", "O7"),
    ("KS", "Kaesong Railway", "purple", "O11"),
    ("WS", "Wonsan Railway", "light green", "L14"),
    ("HH", "Hamhung Railway", "black", "J14"),
    ("CO", "Chongjin Railway", "green", "E23"),
    ("KG", "Kanggye Railway", "gray", "G11"),
    ("HS", "Hyesan Railway", "sky blue", "F16"),
    ("RJ", "Rajin Railway", "pink", "C25"),
)
_SOUTH = (
    ("SE", "Seoul Railway", "red", "P12"),
    ("IC", "Incheon Railway", "blue", "Q11"),
    ("SW", "Suwon Railway", "orange", "Q13"),
    ("CC", "Chuncheon Railway", "light purple", "O15"),
    ("GN", "Gangneung Railway", "yellow", "P20"),
    ("CJ", "Cheongju Railway", "purple", "S15"),
    ("DJ", "Daejeon Railway", "light green", "T14"),
    ("JJ", "Jeonju Railway", "black", "U13"),
    ("GJ", "Gwangju Railway", "green", "W11"),
    ("DG", "Daegu Railway", "gray", "U19"),
    ("BS", "Busan Railway", "sky blue", "W21"),
    ("AD", "Andong Railway", "pink", "S19"),
)
COMPANIES: dict[str, Company] = {
    **{row[0]: Company(row[0], row[1], "N", row[2], row[3], NORTH_STATIONS) for row in _NORTH},
    **{row[0]: Company(row[0], row[1], "S", row[2], row[3], SOUTH_STATIONS) for row in _SOUTH},
}
