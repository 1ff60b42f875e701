"""Computer players. Every bot answers `choose(rules, state, player) -> Action`."""

from .base import Bot, RandomBot

__all__ = ["Bot", "RandomBot"]
