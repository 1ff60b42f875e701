"""Translation hook for Qt-free code.

Model modules build player-facing sentences (refusals, prompts, log lines)
with `tr(context, template, **params)`. Without a GUI the template is used as
written; the GUI installs a translator that looks the template up in Qt's
catalogues, so the rules stay free of Qt and still speak Korean or Russian.

A sentence with a count uses `tr_n(context, one, many, n, **params)`: English picks `one` for
n == 1 and `many` otherwise; the catalogues hold `many` as a numerus message (Qt's plural
forms: Korean one form, Russian three, for 1 / 2-4 / 5+), each form writing the count as {n}.
"""

from __future__ import annotations

from collections.abc import Callable

#: (context, template, n) -> translation; n is the count of a numerus message, else -1
Translator = Callable[[str, str, int], str]

_translator: Translator | None = None
_language = "en"


def set_translator(fn: Translator | None, language: str = "en") -> None:
    """Install (or with None remove) the function that translates templates, and say which
    language it speaks (amounts are written in that language's usual form)."""
    global _translator, _language
    _translator = fn
    _language = language if fn is not None else "en"


def language() -> str:
    """The code of the language sentences are made in ('en', 'ko', 'ru')."""
    return _language


def tr(context: str, template: str, **params: object) -> str:
    """Translate `template` in `context`, then fill its {named} fields."""
    text = _translator(context, template, -1) if _translator is not None else template
    return _fill(text, template, params)


def noop(context: str, text: str) -> str:
    """Mark `text` for the catalogue of `context` where it is written (a table of labels a view
    translates later with `tr(context, label)`); returns it unchanged, like Qt's
    QT_TRANSLATE_NOOP."""
    return text


def tr_n(context: str, one: str, many: str, n: int, **params: object) -> str:
    """The sentence about `n` things in the right plural form, with {n} and the {named} fields."""
    english = one if n == 1 else many
    text = _translator(context, many, n) if _translator is not None else many
    if text == many:  # not in the catalogue (English): the English form
        text = english
    return _fill(text, english, {"n": n, **params})


def _fill(text: str, template: str, params: dict[str, object]) -> str:
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
