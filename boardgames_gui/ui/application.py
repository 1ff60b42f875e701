"""Creating and configuring the QApplication: names, style, resources, fonts, language."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..widgets import itemcache, theme
from . import languages, settings

_configured = False


def load_resources() -> bool:
    """Import the compiled resources (art, icons, fonts, translations) if they were built."""
    try:
        from .. import _resources_rc  # noqa: F401
    except ImportError:
        return False
    return True


#: the bundled fonts ship as plain package files, not in the compiled resources: Qt maps a
#: font file, where it would copy one out of the resources into memory
FONT_FOLDER = Path(__file__).resolve().parents[1] / "fonts"


def register_fonts() -> list[str]:
    """Register every bundled font with Qt; returns the families added."""
    paths = [str(p) for p in sorted(FONT_FOLDER.glob("*.ttf")) + sorted(FONT_FOLDER.glob("*.otf"))]
    families: list[str] = []
    for path in paths:
        font_id = QFontDatabase.addApplicationFont(path)
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    theme.registered_families.extend(f for f in families if f not in theme.registered_families)
    return families


def configure_names() -> None:
    """Names first: QSettings and QStandardPaths derive their locations from them."""
    QCoreApplication.setOrganizationName(settings.ORGANIZATION)
    QCoreApplication.setOrganizationDomain(settings.ORGANIZATION_DOMAIN)
    QCoreApplication.setApplicationName(settings.APPLICATION)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)


def configure(app: QApplication) -> None:
    """Everything the app needs before its first window; safe to call twice."""
    global _configured
    configure_names()
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName("Board Games")
    if not _configured:
        load_resources()
        register_fonts()
        languages.install_engine_hook()
        _configured = True
    theme.apply_theme(app)
    itemcache.make_room(app)
    languages.set_language(settings.language() or languages.system_default())


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (made unless there is one already), configured."""
    app = QApplication.instance()
    if app is None:
        configure_names()
        app = QApplication(list(argv if argv is not None else sys.argv[:1]))
    configure(app)
    return app
