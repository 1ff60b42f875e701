"""The data tables' texts Millionaire translates at run time (tools/game_strings.py reads them):
industry, plot and special cell names, and the Elite Chance and Fortune cards' titles and texts.
(The Classic cards' words are literal `tr` calls in classic_texts.py; the label tables of the
texts and views carry `noop` marks.)"""

from __future__ import annotations

from . import data as D
from . import elite_cards as C
from .names import CTX


def texts() -> list[tuple[str, str]]:
    out = [(CTX, industry.name) for industry in D.INDUSTRIES.values()]
    out += [(CTX, plot.name) for plot in D.PLOTS.values()]
    out += [(CTX, name) for name in D.CELL_KINDS.values()]
    for card in (*C.CHANCE, *C.FORTUNE):
        out += [(CTX, card.title), (CTX, card.text)]
    return out
