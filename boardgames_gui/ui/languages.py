"""Switching the UI language at run time: the app's catalogue, Qt's own, and the engine hook.

Translations come from `:/i18n/app_<code>.qm` (compiled into the package by the
resources build) and Qt's `qtbase_<code>.qm`. Installing or removing a
QTranslator makes Qt send LanguageChange to every widget, which retranslates.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..engine import i18n

#: (code, name in its own language); English is the source language
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("ko", "한국어"), ("ru", "Русский"))
#: extra folders searched for app_<code>.qm (tests, a development checkout)
EXTRA_DIRS_ENV = "BOARDGAMES_I18N_DIR"

_installed: list[QTranslator] = []
_current = "en"


def install_engine_hook() -> None:
    """Model sentences (prompts, refusals, log lines) go through Qt's catalogues too."""
    i18n.set_translator(lambda context, template: QCoreApplication.translate(context, template))


def current() -> str:
    return _current


def system_default() -> str:
    name = QLocale.system().name()[:2]
    return name if name in {c for c, _ in LANGUAGES} else "en"


def _app_catalogue_dirs() -> list[str]:
    dirs = [d for d in os.environ.get(EXTRA_DIRS_ENV, "").split(os.pathsep) if d]
    dirs.append(":/i18n")
    dirs.append(str(Path(__file__).resolve().parents[2] / "assets" / "i18n"))
    return dirs


def set_language(code: str) -> bool:
    """Install the catalogues of `code` ('en', 'ko', 'ru'); True if the app's own was found."""
    global _current
    app = QCoreApplication.instance()
    if code not in {c for c, _ in LANGUAGES}:
        code = "en"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    found = False
    if code != "en":
        app_tr = QTranslator(app)
        for folder in _app_catalogue_dirs():
            if app_tr.load(f"app_{code}", folder):
                app.installTranslator(app_tr)
                _installed.append(app_tr)
                found = True
                break
        qt_tr = QTranslator(app)
        if qt_tr.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_tr)
            _installed.append(qt_tr)
    QLocale.setDefault(QLocale(code))
    _current = code
    return found
