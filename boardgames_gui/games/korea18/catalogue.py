"""The texts 18Korea translates at run time (tools/game_strings.py reads them): the tables of
templates the rounds fill through `tr(CTX, template)` (refusals, prompts, action labels) and
the data tables' names (companies, asset cards, the map's cities, towns, continents and seas).

The literal `tr` calls, the log's `_say` sentences and the `noop` marks (era names) are found
by the tool itself. A new module of texts (the war's, the asset cards') adds its tables here.
"""

from __future__ import annotations

from . import asset_texts, data_assets, data_companies, data_map, or_texts, war_texts
from . import texts as stock_texts
from .or_texts import CTX

#: every table of templates a player reads through tr(CTX, template)
TEMPLATE_TABLES = (
    stock_texts.REFUSALS,
    stock_texts.ACTION_LABELS,
    or_texts.REFUSALS,
    or_texts.STEP_PROMPTS,
    or_texts.FRAME_PROMPTS,
    or_texts.ACTION_LABELS,
    asset_texts.REFUSALS,
    asset_texts.PROMPTS,
    asset_texts.ACTION_LABELS,
    asset_texts.USE_LABELS,
    asset_texts.CARD_EVENTS,
    war_texts.PROMPTS,
    war_texts.ACTION_LABELS,
    war_texts.REFUSALS,
)


def texts() -> list[tuple[str, str]]:
    out = [(CTX, template) for table in TEMPLATE_TABLES for template in table.values()]
    out += [(CTX, company.name) for company in data_companies.COMPANIES.values()]
    out += [(CTX, card.name) for card in data_assets.CARDS]
    out += [(CTX, land.name) for land in data_map.LAND.values() if land.name]
    for area in data_map.OFFBOARDS.values():
        out += [(CTX, area.name), (CTX, area.group)]
    return out
