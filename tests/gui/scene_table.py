"""A game's scene on a test table: a Match, the scene in a QGraphicsView, wired like the shell."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QGraphicsView

from boardgames_gui.engine.api import Action, Rules
from boardgames_gui.engine.match import Match


class SceneTable:
    """Chosen actions are applied to the match and the scene is shown again; refusals are kept.

    The view widget owns the scene, so both are deleted together when the test ends (a scene
    left to Python's garbage collector can be freed in the middle of a later test and crash it).
    """

    def __init__(
        self,
        qtbot: Any,
        rules: Rules,
        create_view: Callable[[Rules, Any], Any],
        options: dict,
        seed: int,
        size: tuple[int, int],
    ) -> None:
        self.qtbot = qtbot
        self.rules = rules
        self.match = Match(rules, options, seed)
        self.widget = QGraphicsView()
        qtbot.addWidget(self.widget)
        self.scene = create_view(rules, self.widget)
        self.scene.animations_enabled = False
        self.widget.setScene(self.scene)
        self.widget.resize(*size)
        self.widget.show()
        self.chosen: list[Action] = []
        self.refusals: list[str] = []
        self.scene.actionChosen.connect(self._apply)
        self.scene.refused.connect(self.refusals.append)

    def _apply(self, action: Action) -> None:
        self.chosen.append(action)
        self.match.apply(action)
        self.show()

    def show(self) -> None:
        raise NotImplementedError
