"""Save files: the action log as JSON, validated, written atomically.

Loading replays the log through the checked rules, so a tampered file can at
worst describe a different game; it can never run code (JSON only).
Every refusal is a `SaveFileError` whose message is one sentence.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .api import IllegalAction, OptionsError, action_from_json
from .match import Match

FORMAT_VERSION = 1
MAX_BYTES = 20 * 1024 * 1024
REQUIRED = ("format_version", "game", "rules_version", "options", "seed", "actions")


class SaveFileError(Exception):
    """A save file that cannot be loaded; str(error) is one sentence for the player."""


def dumps(match: Match) -> str:
    return json.dumps(match.to_save(), ensure_ascii=False, indent=1)


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write through a temporary file, fsync, then rename over the target."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save(match: Match, path: str | os.PathLike[str]) -> None:
    write_atomic(path, dumps(match))


def read_text(path: str | os.PathLike[str]) -> str:
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as exc:
        raise SaveFileError(f"The file cannot be opened: {exc.strerror or exc}.") from None
    if size > MAX_BYTES:
        raise SaveFileError(f"The file is {size / 1048576:.1f} MB, more than the 20 MB a saved game can be.")
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise SaveFileError(f"The file cannot be read: {exc.strerror or exc}.") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFileError("The file is not a saved game: it is not text (UTF-8).") from None


def load(path: str | os.PathLike[str], registry_get: Any = None) -> Match:
    return loads(read_text(path), registry_get)


def parse(text: str) -> dict[str, Any]:
    """Parse and check the outer structure of a save (no replay yet)."""
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise SaveFileError("The file is more than the 20 MB a saved game can be.")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if not text.strip():
            raise SaveFileError("The file is empty, so it holds no saved game.") from None
        if exc.pos >= len(text.rstrip()) - 1:
            raise SaveFileError(
                "The file is cut short (truncated): the saved game ends before it is complete."
            ) from None
        raise SaveFileError(
            f"The file is not a saved game: it is not valid JSON (line {exc.lineno}, column {exc.colno})."
        ) from None
    except RecursionError:
        raise SaveFileError("The file is not a saved game: it is nested too deeply.") from None
    if not isinstance(data, dict):
        raise SaveFileError("The file is not a saved game: it holds JSON, but not an object.")
    for key in REQUIRED:
        if key not in data:
            raise SaveFileError(f"The saved game is missing its '{key}' field.")
    version = data["format_version"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveFileError("The saved game has no valid format version.")
    if version > FORMAT_VERSION:
        raise SaveFileError(
            f"The game was saved by a newer version of the app (format {version}); "
            f"this version reads format {FORMAT_VERSION} or older."
        )
    if not isinstance(data["game"], str):
        raise SaveFileError("The saved game names no game.")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise SaveFileError("The saved game's seed must be a whole number from 0 to 2^63-1.")
    if not isinstance(data["options"], Mapping):
        raise SaveFileError("The saved game's options are not an object.")
    if not isinstance(data["actions"], list):
        raise SaveFileError("The saved game's actions are not a list.")
    return data


def loads(text: str, registry_get: Any = None) -> Match:
    """Build a Match from save text by replaying it; SaveFileError on any problem."""
    data = parse(text)
    if registry_get is None:
        from ..games import registry

        registry_get = registry.get
    try:
        info = registry_get(data["game"])
    except KeyError:
        raise SaveFileError(f"The saved game is of an unknown game, '{data['game'][:40]}'.") from None
    rules = info.rules if hasattr(info, "rules") else info
    rv = data["rules_version"]
    if not isinstance(rv, int) or isinstance(rv, bool):
        raise SaveFileError("The saved game's rules version is not a whole number.")
    if rv > rules.rules_version:
        raise SaveFileError(
            f"The game was saved with newer rules (version {rv}) than this app knows ({rules.rules_version})."
        )
    try:
        match = Match(rules, data["options"], data["seed"])
    except OptionsError as exc:
        raise SaveFileError(f"The saved game's options are not valid: {exc}") from None
    for number, raw in enumerate(data["actions"], start=1):
        try:
            action = action_from_json(raw)
        except ValueError as exc:
            raise SaveFileError(f"Action {number} of the saved game is malformed: {exc}.") from None
        try:
            match.apply(action)
        except IllegalAction as exc:
            raise SaveFileError(
                f"Action {number} of the saved game is refused by the rules: {exc.message}"
            ) from None
        except Exception as exc:  # a rules bug must not crash loading
            raise SaveFileError(
                f"Action {number} of the saved game could not be replayed ({type(exc).__name__})."
            ) from None
    return match
