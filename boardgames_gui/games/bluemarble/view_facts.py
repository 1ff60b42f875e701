"""The 40 spaces as the view needs them, read from the model's data module.

Keeping this adapter separate means the drawing code never depends on the
model's field names; only `spaces()` does.
"""

from __future__ import annotations

from functools import cache

from . import data
from .view_board import SpaceInfo

# the model names the Space Travel corner "space_travel"; the view's kinds are short
_KIND = {"space_travel": "space"}


@cache
def spaces() -> tuple[SpaceInfo, ...]:
    out = []
    for space in data.SPACES:
        deed = data.DEEDS.get(space.index)
        kind = _KIND.get(space.kind, space.kind)
        if deed is None:
            out.append(SpaceInfo(space.index, kind, space.ko, space.en))
            continue
        line = space.line if kind == "city" else 0
        out.append(
            SpaceInfo(space.index, kind, space.ko, space.en, line, deed.price, deed.build_costs, deed.tolls)
        )
    return tuple(out)
