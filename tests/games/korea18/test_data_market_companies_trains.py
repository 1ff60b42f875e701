"""Market, companies and trains data (research 3.3-3.5; readings K6, K7, K18, K33; rulebook 2, 8, 10)."""

from boardgames_gui.games.korea18 import data_map
from boardgames_gui.games.korea18.data_companies import COMPANIES, SHARES
from boardgames_gui.games.korea18.data_market import (
    END_PRICES,
    PAR_AFTER_WAR,
    PAR_BEFORE_WAR,
    PRICES,
    dividend_squares,
    moved,
)
from boardgames_gui.games.korea18.data_trains import NEWEST_PARTS, TRAIN_TYPES, TRAINS
from boardgames_gui.games.korea18.route_map import Train


def test_3_3_market_track_par_ranges_and_end_squares():
    assert len(PRICES) == 34 and PRICES == tuple(sorted(PRICES))
    assert (PAR_BEFORE_WAR[0], PAR_BEFORE_WAR[-1], PAR_AFTER_WAR[-1]) == (60, 100, 200)
    assert END_PRICES == PRICES[-2:] == (460, 500)


def test_k6_k7_price_moves_hold_at_the_floor_and_the_cap():
    assert moved(40, -1) == 40 and moved(500, 2) == 500 and moved(100, 1) == 110
    assert [dividend_squares(r, 100) for r in (0, 90, 100, 199, 200)] == [0, 0, 1, 1, 2]


def test_3_4_twelve_north_and_twelve_south_companies_with_big_city_homes():
    assert len(COMPANIES) == 24
    assert sum(1 for company in COMPANIES.values() if company.region == "N") == 12
    for company in COMPANIES.values():
        land = data_map.LAND[company.home]
        assert land.kind in ("city", "metro") and land.region == company.region
    assert len({company.home for company in COMPANIES.values()}) == 24
    assert {(c.region, c.colour) for c in COMPANIES.values()} == {
        (r, c.colour) for c in COMPANIES.values() for r in "NS"
    }


def test_k18_station_tokens_and_nine_certificates():
    tokens = sum(len(company.station_prices) for company in COMPANIES.values())
    assert tokens + 2 * 24 + 1 == 133  # + stock and revenue tokens + OC02's spare
    assert COMPANIES["PY"].station_prices == (0, 40, 60) and COMPANIES["SE"].station_prices == (0, 40, 60, 80)
    assert sum(SHARES) == 100 and len(SHARES) == 9


def test_3_5_trains_eras_rusting_and_limits():
    assert [t.name for t in TRAINS] == ["2", "3", "4", "5E", "6E", "8E"]
    assert [t.opens for t in TRAINS if t.opens] == ["yellow", "green", "brown", "gray"]
    assert {t.name: t.rusts for t in TRAINS if t.rusts} == {"4": "2", "6E": "3", "8E": "4"}
    assert sum(t.box for t in TRAINS) == 48
    assert TRAIN_TYPES["5E"].for_routes() == Train("5E", 5, True)


def test_k33_newest_parts_pay_the_printed_difference():
    differences = [TRAIN_TYPES[new].price - TRAIN_TYPES[old].price for old, new in NEWEST_PARTS.items()]
    assert differences == [200, 420, 500]


def test_k41_the_nine_neighbouring_home_cities_are_kept_as_designed():
    """K41 (a playtest flag): the chain Pyongyang-Nampo-Sariwon-Haeju, the triangle
    Seoul-Incheon-Suwon and Cheongju-Daejeon-Jeonju, and Kaesong beside Seoul, stay neighbours."""
    names = sorted(COMPANIES)
    pairs = {
        frozenset((a, b))
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        if data_map.edge_between(COMPANIES[a].home, COMPANIES[b].home) is not None
    }
    expected = [("PY", "NP"), ("NP", "SR"), ("SR", "HJ"), ("SE", "IC"), ("IC", "SW"), ("SW", "SE")]
    expected += [("CJ", "DJ"), ("DJ", "JJ"), ("KS", "SE")]
    assert pairs == {frozenset(pair) for pair in expected}
