"""Help > Rules of this game: the game's `rules_text()` plus its variants, in a browser window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..engine.rulestext import to_markdown


def rules_markdown(info: Any) -> str:
    rules = info.rules
    text = rules.rules_text() or QCoreApplication.translate(
        "RulesBrowser", "This game has no rules text yet."
    )
    lines = [f"# {info.native_title}", ""]
    if info.title != info.native_title:
        lines += [f"*{info.title}*", ""]
    lines += [to_markdown(text, (info.title, info.native_title)), ""]
    if rules.variants:
        lines += ["## " + QCoreApplication.translate("RulesBrowser", "Variants"), ""]
        for v in rules.variants:
            label = QCoreApplication.translate(rules.game_id, v.label)
            help_text = QCoreApplication.translate(rules.game_id, v.help) if v.help else ""
            lines.append(f"- **{label}**" + (f": {help_text}" if help_text else ""))
    return "\n".join(lines)


class RulesBrowser(QDialog):
    def __init__(self, info: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesBrowser")
        self.setWindowTitle(self.tr("Rules: {title}").format(title=info.title))
        self.resize(640, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setMarkdown(rules_markdown(info))
        self.browser.setStyleSheet("QTextBrowser { background: #FBF8F1; color: #22252A; padding: 18px; }")
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
