"""Unhandled exceptions: show what happened, keep the autosave, keep the app running.

Installed as `sys.excepthook`. PySide6 reports an exception raised in a slot
or a virtual override through the hook and carries on with the event loop, so
a dialog (not modal, never nested) is all it takes to keep the app alive.
"""

from __future__ import annotations

import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


class ErrorReporter:
    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent
        self.dialog: QMessageBox | None = None
        self.count = 0
        self._previous = None

    def install(self) -> None:
        self._previous = sys.excepthook
        sys.excepthook = self.handle

    def uninstall(self) -> None:
        if sys.excepthook == self.handle and self._previous is not None:
            sys.excepthook = self._previous

    def handle(self, etype: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(etype, KeyboardInterrupt | SystemExit):
            (self._previous or sys.__excepthook__)(etype, value, tb)
            return
        details = "".join(traceback.format_exception(etype, value, tb))
        sys.stderr.write(details)
        self.count += 1
        try:
            self._show(etype, value, details)
        except Exception:  # never let the reporter itself take the app down
            sys.stderr.write("(could not show the error dialog)\n")

    def _show(self, etype: type[BaseException], value: BaseException, details: str) -> None:
        summary = f"{etype.__name__}: {value}"
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.setDetailedText((self.dialog.detailedText() or "") + "\n" + details)
            self.dialog.setInformativeText(
                QCoreApplication.translate(
                    "ErrorReporter", "{count} errors so far. The latest: {summary}"
                ).format(count=self.count, summary=summary)
            )
            return
        box = QMessageBox(self.parent)
        box.setObjectName("errorDialog")
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(QCoreApplication.translate("ErrorReporter", "Something went wrong"))
        box.setText(
            QCoreApplication.translate(
                "ErrorReporter",
                "Something went wrong inside the app. Your game is autosaved, and you can carry on playing.",
            )
        )
        box.setInformativeText(summary)
        box.setDetailedText(details)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setModal(False)
        box.show()
        self.dialog = box
