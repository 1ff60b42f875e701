"""The asset cards (research 3.6; readings K25, K26, K27)."""

from boardgames_gui.games.korea18 import data_map
from boardgames_gui.games.korea18.data_assets import ASSET_CARDS, CARDS, TIERS, TWO_PLAYER_DRAFT, draft_passes


def test_k25_thirty_cards_ten_per_tier_with_the_rulebook_ids():
    assert len(ASSET_CARDS) == 30
    for tier in TIERS:
        assert [card.id for card in CARDS if card.tier == tier] == [f"O{tier}{n:02}" for n in range(1, 11)]
    printed = {card.id for card in CARDS if card.source == "rulebook"}
    assert printed == {"OA01", "OA03", "OA07", "OA09", "OB02", "OB04", "OB09", "OC01", "OC08"}


def test_k32_ob02_names_the_north_cities_that_border_the_south():
    bordering = {
        hex_id
        for pair in data_map.dmz_edges()
        for hex_id in pair
        if data_map.LAND[hex_id].region == "N" and data_map.LAND[hex_id].kind != "plain"
    }
    assert set(ASSET_CARDS["OB02"].param("hexes")) == bordering


def test_k26_draft_order_and_its_true_snake_variant():
    assert draft_passes(4) == ((1, 2, 3, 4), (4, 3, 2, 1), (4, 3, 2, 1))
    assert draft_passes(3, true_snake=True) == ((1, 2, 3), (3, 2, 1), (1, 2, 3))


def test_k27_two_player_draft_uses_twelve_cards_three_each():
    taken = {1: 0, 2: 0}
    for round_ in TWO_PLAYER_DRAFT:
        for seat, picks in round_:
            taken[seat] += picks
    assert taken == {1: 3, 2: 3}
    assert [seat for round_ in TWO_PLAYER_DRAFT for seat, _ in round_] == [1, 2, 2, 1]
