"""Translation hook for Qt-free code.

Model modules build player-facing sentences (refusals, prompts, log lines)
with `tr(context, template, **params)`. Without a GUI the template is used as
written; the GUI installs a translator that looks the template up in Qt's
catalogues, so the rules stay free of Qt and still speak Korean or Russian.
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str], str]

_translator: Translator | None = None


def set_translator(fn: Translator | None) -> None:
    """Install (or with None remove) the function that translates templates."""
    global _translator
    _translator = fn


def tr(context: str, template: str, **params: object) -> str:
    """Translate `template` in `context`, then fill its {named} fields."""
    text = _translator(context, template) if _translator is not None else template
    if not params:
        return text
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        # A broken translation must never hide the message: fall back to English.
        return template.format(**params)


class Deferred:
    """A sentence made only if it is printed: `tr(..., prompt=Deferred(make))` calls `make`
    when the template is filled. A move is checked far more often than it is refused, and a
    refusal's sentence often quotes the prompt, which costs more than the check itself."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], str]) -> None:
        self.make = make

    def __str__(self) -> str:
        return self.make()

    def __format__(self, spec: str) -> str:
        return format(self.make(), spec)


#: a sentence, or one made only if it is printed
Text = str | Deferred
