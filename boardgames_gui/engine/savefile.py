"""Save files: the action log as JSON, validated, written atomically.

Loading replays the log through the checked rules, so a tampered file can at
worst describe a different game; it can never run code (JSON only).
Every refusal is a `SaveFileError` whose message is one sentence.

Format 2 records the seat that took each action: `"actions": [{"seat": 0,
"action": {"type": "roll"}}, ...]`. Format 1 had bare actions, each taken by
the seat the game waited for; it is read by migration (`migrate`).

The game is found through a lookup passed in (`registry.rules_of` in the app),
so this module knows no game.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from .api import IllegalAction, OptionsError, Rules, action_from_json
from .match import Match

#: finds a game's rules by its id; KeyError for an unknown game
Lookup = Callable[[str], Rules]

FORMAT_VERSION = 2
MAX_BYTES = 20 * 1024 * 1024
REQUIRED = ("format_version", "game", "rules_version", "options", "seed", "actions")


class SaveFileError(Exception):
    """A save file that cannot be loaded; str(error) is one sentence for the player."""


#: a game's time played is below a year
MAX_PLAYED_MS = 365 * 24 * 3600 * 1000


def to_save(match: Match) -> dict[str, Any]:
    """The match as save data: the game, its options and seed, each action with its seat, and
    (when a clock ran) the time played."""
    data: dict[str, Any] = {
        "format_version": FORMAT_VERSION,
        "game": match.rules.game_id,
        "rules_version": match.rules.rules_version,
        "options": match.options,
        "seed": match.seed,
        "actions": [
            {"seat": seat, "action": dict(action)}
            for seat, action in zip(match.seats, match.actions, strict=True)
        ],
    }
    if match.played_ms:
        data["played_ms"] = int(match.played_ms)
    return data


def dumps(match: Match) -> str:
    return json.dumps(to_save(match), ensure_ascii=False, indent=1)


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


def load(path: str | os.PathLike[str], lookup: Lookup) -> Match:
    return loads(read_text(path), lookup)


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
    except ValueError:  # Python refuses integers of over 4,300 digits
        raise SaveFileError("The file is not a saved game: it holds a number too long to read.") from None
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
    played = data.get("played_ms", 0)
    if not isinstance(played, int) or isinstance(played, bool) or not 0 <= played < MAX_PLAYED_MS:
        raise SaveFileError("The saved game's time played is not a number of milliseconds.")
    return migrate(data)


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Save data of any known format as format 2. Format 1's bare actions get the seat
    None: on replay each goes to the seat the game waits for, as it did when saved."""
    if data["format_version"] == 1:
        data = dict(data)
        data["actions"] = [{"seat": None, "action": raw} for raw in data["actions"]]
        data["format_version"] = 2
    return data


def _entry(number: int, raw: Any) -> tuple[int | None, Any]:
    """The seat and the raw action of one log entry; SaveFileError when it is not one."""
    if not isinstance(raw, dict) or set(raw) != {"seat", "action"}:
        raise SaveFileError(f"Action {number} of the saved game is malformed: it needs a seat and an action.")
    seat = raw["seat"]
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 64):
        raise SaveFileError(f"Action {number} of the saved game names no valid seat.")
    return seat, raw["action"]


def loads(text: str, lookup: Lookup) -> Match:
    """Build a Match from save text by replaying it; SaveFileError on any problem."""
    data = parse(text)
    try:
        rules = lookup(data["game"])
    except KeyError:
        raise SaveFileError(f"The saved game is of an unknown game, '{data['game'][:40]}'.") from None
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
    match.played_ms = data.get("played_ms", 0)
    for number, raw in enumerate(data["actions"], start=1):
        seat, raw_action = _entry(number, raw)
        try:
            action = action_from_json(raw_action)
        except ValueError as exc:
            raise SaveFileError(f"Action {number} of the saved game is malformed: {exc}.") from None
        try:
            match.apply(action, seat)
        except IllegalAction as exc:
            raise SaveFileError(
                f"Action {number} of the saved game is refused by the rules: {exc.message}"
            ) from None
        except Exception as exc:  # a rules bug must not crash loading
            raise SaveFileError(
                f"Action {number} of the saved game could not be replayed ({type(exc).__name__})."
            ) from None
    return match
