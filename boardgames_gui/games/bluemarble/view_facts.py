"""The 40 spaces as the view needs them, read from the model's data module.

Keeping this adapter separate means the drawing code never depends on the
model's field names; only `spaces()` does.
"""

from __future__ import annotations

from . import data
from .view_board import SpaceInfo

# the model names the Space Travel corner "space_travel"; the view's kinds are short
_KIND = {"space_travel": "space"}


def spaces() -> tuple[SpaceInfo, ...]:
    """The spaces with their names in the player's language (made when a view is made)."""
    out = []
    for space in data.SPACES:
        deed = data.DEEDS.get(space.index)
        kind = _KIND.get(space.kind, space.kind)
        if deed is None:
            out.append(SpaceInfo(space.index, kind, space.ko, data.space_name(space.index)))
            continue
        line = space.line if kind == "city" else 0
        out.append(
            SpaceInfo(
                space.index,
                kind,
                space.ko,
                data.space_name(space.index),
                line,
                deed.price,
                deed.build_costs,
                deed.tolls,
            )
        )
    return tuple(out)
