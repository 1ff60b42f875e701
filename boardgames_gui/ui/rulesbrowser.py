"""Help > Rules of this game: the game's `rules_text()` plus its variants, in a browser window."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..engine.rulestext import to_markdown
from .gamecard import game_title
from .rulespictures import rules_pictures


def rules_markdown(info: Any, pictures: Collection[int] = ()) -> str:
    """The page: title, the rules in sections (a picture under each section in `pictures`,
    as the image resource "picture:N"), then the variants."""
    rules = info.rules
    text = rules.rules_text() or QCoreApplication.translate(
        "RulesBrowser", "This game has no rules text yet."
    )
    lines = [f"# {info.native_title}", ""]
    if info.title != info.native_title:
        lines += [f"*{info.title}*", ""]
    section = -1
    for line in to_markdown(text, (info.title, info.native_title)).split("\n"):
        lines.append(line)
        if line.startswith("## "):
            section += 1
            if section in pictures:
                lines += ["", f"![{line[3:]}](picture:{section})", ""]
    lines.append("")
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
        self.setWindowTitle(self.tr("Rules: {title}").format(title=game_title(info)))
        self.resize(640, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.info = info
        self.browser.setMarkdown(rules_markdown(info))
        # the pictures take a board drawn from a game played for them (0.2-0.6 s): the text shows
        # at once and the pictures follow
        QTimer.singleShot(0, self.add_pictures)
        self.browser.setStyleSheet("QTextBrowser { background: #FBF8F1; color: #22252A; padding: 18px; }")
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)

    def add_pictures(self) -> None:
        pictures = rules_pictures(self.info)
        if not pictures:
            return
        self.browser.setMarkdown(rules_markdown(self.info, pictures))
        document = self.browser.document()  # setMarkdown clears resources: add them after it
        for section, image in pictures.items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"picture:{section}"), image)
        document.markContentsDirty(0, document.characterCount())
