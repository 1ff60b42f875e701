"""SplitMix64: a PRNG whose whole state is one integer.

Kept inside every game state so that a saved action log replays to the same
dice and shuffles, and so that cloning a state costs one integer copy.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

_TWO_64 = 1 << 64
_MASK = _TWO_64 - 1
_GAMMA = 0x9E3779B97F4A7C15

T = TypeVar("T")


class Rng:
    """Deterministic generator; `state` is a plain int that round-trips through JSON."""

    __slots__ = ("state",)

    def __init__(self, state: int = 0) -> None:
        self.state = state & _MASK

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        rng = cls(seed)
        rng.next_u64()  # decorrelate small neighbouring seeds
        return rng

    def next_u64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _TWO_64 - _TWO_64 % n  # the largest multiple of n: draws above it would bias
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included."""
        return lo + self.below(hi - lo + 1)

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        return (self.next_u64() >> 11) / float(1 << 53)

    def copy(self) -> Rng:
        return Rng(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng({self.state:#x})"
