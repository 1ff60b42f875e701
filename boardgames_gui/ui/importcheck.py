"""A faster answer to the question PySide6 asks of every module imported after it.

PySide6 decides whether its `__feature__` switches may apply to a module by looking for
the word "PySide6" in the module's source (PYSIDE-2029). It reads the source with
`inspect.getsource`, which costs about 0.7 ms a module: some 15 ms of the launcher's
start-up, for the twenty modules the launcher imports after Qt. Searching the file's
bytes gives the same answer far sooner; modules without a source file keep PySide's own
answer. If a PySide6 release no longer has this check, nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType


def _reading_bytes(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)

    uses_pyside.original = original  # type: ignore[attr-defined]
    return uses_pyside


def speed_up() -> bool:
    """Install the faster check; False if PySide6 has no such check or it is already in."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or hasattr(original, "original"):
        return False
    feature._mod_uses_pyside = _reading_bytes(original)  # type: ignore[union-attr]
    return True
