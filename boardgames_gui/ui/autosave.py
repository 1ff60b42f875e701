"""The autosave file: what it holds (for the resume offer) and removing it.

Kept apart from the game page so the launcher can offer to resume without
importing the game machinery at start-up.
"""

from __future__ import annotations

from typing import Any

from . import paths


def remove_autosave() -> None:
    try:
        paths.autosave_path().unlink()
    except OSError:  # already gone, or a read-only folder: nothing to resume either way
        pass


def autosave_summary() -> dict[str, Any] | None:
    """What the autosave holds (game id, player names, number of actions), or None when there is none."""
    path = paths.autosave_path()
    if not path.is_file():
        return None
    from ..engine import savefile

    try:
        data = savefile.parse(savefile.read_text(path))
    except savefile.SaveFileError:
        return {"game": "", "names": [], "actions": 0, "broken": True}
    options = data.get("options") or {}
    names = options.get("names") if isinstance(options.get("names"), list) else []
    return {
        "game": data["game"],
        "names": [str(n) for n in names],
        "actions": len(data["actions"]),
        "broken": False,
    }
