"""The autosave: a journal of the game in progress, what it holds (for the resume offer), removing it.

The autosave is a journal, not a save file: a header line (the game, its options and
seed, as in a save), then one JSON line per action with its seat. A move appends one
line; Undo truncates the file after the last action kept. So a move costs the same at
action 5,000 as at action 5 (rewriting the whole log did not). A crash in the middle
of an append leaves at worst a last line without its newline, which the reader drops;
a truncation is one system call. It is JSON only and never runs code, like a save.
File > Save still writes the ordinary save file (`engine.savefile`).

Kept apart from the game page so the launcher can offer to resume without
importing the game machinery at start-up.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from . import paths

JOURNAL_VERSION = 1


def remove_autosave() -> None:
    try:
        paths.autosave_path().unlink()
    except OSError:  # already gone, or a read-only folder: nothing to resume either way
        pass


def _line(data: Any) -> bytes:
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def _entry(seat: int, action: Any, played_ms: int) -> dict[str, Any]:
    """An action's line: its seat, the action, and the table's time played when it was taken
    (so a resumed game's time-limit clock goes on from there)."""
    return {"seat": seat, "action": dict(action), "ms": int(played_ms)}


class Journal:
    """The autosave journal of one game page. `sync(match)` brings the file up to the match."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        #: the byte offset where each line ends: the header's first, then each action's
        self._ends: list[int] = []
        #: the (seat, action) of each action line written, to notice a log that changed under it
        self._written: list[tuple[int, Any]] = []

    def sync(self, match: Any) -> None:
        """Append the actions taken since the last sync, or cut off those taken back
        (raises OSError)."""
        count = len(match.actions)
        common = min(count, len(self._written))
        if (
            not self._ends
            or not self.path.is_file()
            or os.path.getsize(self.path) != self._ends[-1]
            or (common and self._written[common - 1] != (match.seats[common - 1], match.actions[common - 1]))
        ):
            self.rewrite(match)
            return
        if count < len(self._written):
            os.truncate(self.path, self._ends[count])
            del self._ends[count + 1 :]
            del self._written[count:]
        if count > len(self._written):
            self._append(match, len(self._written), count)

    def rewrite(self, match: Any) -> None:
        """Write the whole journal again, atomically (a new game, or a file changed behind us)."""
        from ..engine import savefile

        header = savefile.to_save(match)
        entries = header.pop("actions")
        header["journal"] = JOURNAL_VERSION
        lines = [_line(header)]
        lines.extend(_line(entry) for entry in entries)
        savefile.write_atomic(self.path, b"".join(lines).decode("utf-8"))
        self._ends = []
        end = 0
        for line in lines:
            end += len(line)
            self._ends.append(end)
        self._written = list(zip(match.seats, match.actions, strict=True))

    def _append(self, match: Any, start: int, stop: int) -> None:
        lines = [_line(_entry(match.seats[i], match.actions[i], match.played_ms)) for i in range(start, stop)]
        with open(self.path, "ab") as fh:
            # no fsync: once written, the lines outlive a crash of the app; a power cut can at
            # worst cut the last lines short, and the reader drops a line cut short
            fh.write(b"".join(lines))
        for i, line in zip(range(start, stop), lines, strict=True):
            self._ends.append(self._ends[-1] + len(line))
            self._written.append((match.seats[i], match.actions[i]))


def parse_autosave(text: str) -> dict[str, Any]:
    """The autosave's content as save data (format 2); SaveFileError with a sentence when broken.
    Reads the journal, and also a whole save file (the autosave of earlier versions)."""
    from ..engine import savefile

    first, _, rest = text.partition("\n")
    try:
        header = json.loads(first)
    except ValueError:
        header = None
    if not isinstance(header, dict) or "journal" not in header:
        return savefile.parse(text)
    if header["journal"] != JOURNAL_VERSION:
        raise savefile.SaveFileError("The autosave was written by another version of the app.")
    actions = []
    played = header.get("played_ms", 0)
    lines = rest.split("\n")
    for number, line in enumerate(lines, start=1):
        if not line:
            continue
        try:
            entry = json.loads(line)
        except ValueError:
            if number == len(lines):  # cut short while it was written: the move is lost, not the game
                break
            raise savefile.SaveFileError(f"The autosave is damaged at action {number}.") from None
        if isinstance(entry, dict) and "ms" in entry:
            played = entry.pop("ms")
        actions.append(entry)
    data = {key: value for key, value in header.items() if key != "journal"}
    data["actions"] = actions
    if played:
        data["played_ms"] = played
    return savefile.migrate(savefile.parse(json.dumps(data)))


def load_autosave(lookup: Any) -> Any:
    """The Match the autosave holds (SaveFileError with a sentence when it cannot be resumed)."""
    from ..engine import savefile

    data = parse_autosave(savefile.read_text(paths.autosave_path()))
    return savefile.loads(json.dumps(data), lookup)


def autosave_summary() -> dict[str, Any] | None:
    """What the autosave holds (game id, player names, number of actions), or None when there is
    none; a damaged one says where it is and what is wrong ("broken", "path", "problem")."""
    path = paths.autosave_path()
    if not path.is_file():
        return None
    from ..engine import savefile

    try:
        data = parse_autosave(savefile.read_text(path))
    except savefile.SaveFileError as exc:
        return {"game": "", "names": [], "actions": 0, "broken": True, "path": str(path), "problem": str(exc)}
    options = data.get("options") or {}
    names = options.get("names") if isinstance(options.get("names"), list) else []
    return {
        "game": data["game"],
        "names": [str(n) for n in names],
        "actions": len(data["actions"]),
        "broken": False,
    }
