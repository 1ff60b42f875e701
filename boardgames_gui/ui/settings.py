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
