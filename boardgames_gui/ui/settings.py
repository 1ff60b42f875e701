"""Typed access to QSettings: language, animation speed, recent files, window geometry.

QSettings in INI format hands values back as strings in a new process, so every
read passes `type=` (reference/qt.md section 2.3).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

ORGANIZATION = "Boardgames GUI"
ORGANIZATION_DOMAIN = "boardgames-gui.example.org"
APPLICATION = "boardgames"
MAX_RECENT = 8

#: animation speed presets; 0 switches animations off
ANIMATION_SPEEDS = (("off", 0.0), ("fast", 0.5), ("normal", 1.0), ("slow", 1.6))


def store() -> QSettings:
    return QSettings()


def language() -> str:
    return store().value("ui/language", "", type=str)


def set_language(code: str) -> None:
    store().setValue("ui/language", code)


def animation_speed() -> float:
    return store().value("ui/animation_speed", 1.0, type=float)


def set_animation_speed(speed: float) -> None:
    store().setValue("ui/animation_speed", float(speed))


#: the pause before each move of a computer seat, in ms (Settings > Computer pace); brisk by
#: default: a computer's turn of ten moves passes in a few seconds, still easy to follow
COMPUTER_PACES = (("instant", 0), ("brisk", 250), ("normal", 600), ("slow", 1200))
DEFAULT_PACE = "brisk"


def computer_pace() -> str:
    key = store().value("ui/computer_pace", DEFAULT_PACE, type=str)
    return key if key in dict(COMPUTER_PACES) else DEFAULT_PACE


def set_computer_pace(key: str) -> None:
    store().setValue("ui/computer_pace", key)


def pace_ms(key: str) -> int:
    """The pause before a computer's move at this pace."""
    return dict(COMPUTER_PACES)[key]


def recent_files() -> list[str]:
    files = store().value("recent/files", [], type=list)
    return [str(f) for f in files if f]


def add_recent_file(path: str) -> list[str]:
    path = os.path.abspath(path)
    files = [f for f in recent_files() if f != path]
    files.insert(0, path)
    files = files[:MAX_RECENT]
    store().setValue("recent/files", files)
    return files


def clear_recent_files() -> None:
    store().setValue("recent/files", [])
