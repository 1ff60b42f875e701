"""Switching the UI language at run time: the app's catalogue, Qt's own, and the engine hook.

Translations come from `:/i18n/app_<code>.qm` (the shell), one `:/i18n/<game_id>_<code>.qm`
per game (its prompts, log, panels, board texts; compiled into the package by the resources
build) and Qt's `qtbase_<code>.qm`. Installing or removing a
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
_hooked = False


def _translate(context: str, template: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, template, None, n)


def install_engine_hook() -> None:
    """Model sentences (prompts, refusals, log lines) go through Qt's catalogues too."""
    global _hooked
    _hooked = True
    i18n.set_translator(_translate, _current)


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


def catalogue_names() -> list[str]:
    """The app's catalogue, then one per game (every game of the registry, hidden ones too),
    named after the game's package as tools/update_translations.py writes them (18Korea's id is
    "18korea", its package and catalogues korea18)."""
    from ..games import registry

    return ["app"] + [_package(info.rules_path) for info in registry.all_games(include_hidden=True)]


def _package(rules_path: str) -> str:
    """The package of a rules path: boardgames_gui.games.korea18.rules:KoreaRules -> korea18."""
    return rules_path.partition(":")[0].split(".")[2]


def _load(app: QCoreApplication, name: str, code: str) -> bool:
    translator = QTranslator(app)
    for folder in _app_catalogue_dirs():
        if translator.load(f"{name}_{code}", folder):
            app.installTranslator(translator)
            _installed.append(translator)
            return True
    return False


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
        # the games' catalogues first: a translator installed later is asked first, so the
        # shell's wins where a game happens to use one of its contexts
        for name in catalogue_names()[1:]:
            _load(app, name, code)
        found = _load(app, "app", code)
        qt_tr = QTranslator(app)
        if qt_tr.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_tr)
            _installed.append(qt_tr)
    QLocale.setDefault(QLocale(code))
    _current = code
    if _hooked:
        i18n.set_translator(_translate, code)
    return found
