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

import re
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


#: how each language groups the digits of a large amount (Russian: a space that never breaks)
DIGIT_GROUPS = {"en": ",", "ko": ",", "ru": "\u00a0"}


def digits(amount: int) -> str:
    """`amount` with its thousands grouped as the language writes them: 1,250 / 1 250."""
    return f"{amount:,}".replace(",", DIGIT_GROUPS.get(_language, ","))


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
        filled = text.format(**params)
    except (KeyError, IndexError, ValueError):
        # A broken translation must never hide the message: fall back to English.
        return template.format(**params)
    return korean_particles(filled) if _language == "ko" else filled


#: Korean particles written for either kind of word before them ("{place}을(를)"): the form
#: after a syllable with a final consonant, the form after one without
_PARTICLES = {
    "을(를)": ("을", "를"),
    "를(을)": ("을", "를"),
    "이(가)": ("이", "가"),
    "가(이)": ("이", "가"),
    "은(는)": ("은", "는"),
    "는(은)": ("은", "는"),
    "과(와)": ("과", "와"),
    "와(과)": ("과", "와"),
    "(으)로": ("으로", "로"),
}
_PARTICLE = re.compile("([\uac00-\ud7a30-9])(" + "|".join(re.escape(p) for p in _PARTICLES) + ")")
_RIEUL = 8  # the final consonant ㄹ, which takes 로 like a vowel
#: the final consonant of a number's last digit as Korean reads it (영 일 이 삼 사 오 육 칠 팔 구;
#: a 0 after other digits ends 십, 백, 천 or 만, a consonant as well): 0 none, ㄹ, or another
_DIGIT_FINAL = {
    "0": 21,
    "1": _RIEUL,
    "2": 0,
    "3": 16,
    "4": 0,
    "5": 0,
    "6": 1,
    "7": _RIEUL,
    "8": _RIEUL,
    "9": 0,
}


def korean_particles(text: str) -> str:
    """A catalogue writes a particle after a name it does not know as "을(를)"; once the name
    is filled in, the one form that fits the syllable before it is kept ("서울을", "파리를"),
    also after a number as it is read ("6이", "2가"). After anything else (a Latin name, a
    currency sign) both forms stay."""

    def pick(match: re.Match) -> str:
        syllable, both = match.group(1), match.group(2)
        final = _DIGIT_FINAL[syllable] if syllable.isdigit() else (ord(syllable) - 0xAC00) % 28
        after_consonant, after_vowel = _PARTICLES[both]
        if both == "(으)로":
            return syllable + (after_consonant if final not in (0, _RIEUL) else after_vowel)
        return syllable + (after_consonant if final else after_vowel)

    return _PARTICLE.sub(pick, text)


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
