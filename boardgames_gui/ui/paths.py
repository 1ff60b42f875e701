"""Where the app keeps its own files (the autosave); settings live in QSettings."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

#: tests and portable installs point this at another folder
DATA_DIR_ENV = "BOARDGAMES_DATA_DIR"


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".boardgames")


def autosave_path() -> Path:
    return data_dir() / "autosave.json"
