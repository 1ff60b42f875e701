"""Repaint a scene item only when what it shows changed.

Items cached as pixmaps (`QGraphicsItem.setCacheMode`) are painted again on every
`update()`; a view that tells its items what to show after each move calls `show`,
which updates the item only when one of the values differs from what it holds.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem


def cached(item: QGraphicsItem) -> None:
    """Keep the item's picture as a pixmap in device pixels: blitted until it changes."""
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


def show(item: QGraphicsItem, geometry: bool = False, **values: Any) -> bool:
    """Set the item's attributes to `values`; when any differs, repaint the item
    (`geometry`: its bounding rect depends on them). True when something changed."""
    if all(getattr(item, name) == value for name, value in values.items()):
        return False
    if geometry:
        item.prepareGeometryChange()
    for name, value in values.items():
        setattr(item, name, value)
    item.update()
    return True
