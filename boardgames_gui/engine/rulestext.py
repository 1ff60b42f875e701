"""A game's rules text, as its authors and translators write it, turned into Markdown.

The games write their rules as plain text, one catalogue entry each, so that a translator sees
the whole page at once: headings on a line of their own (short, or in capitals), list items
starting with "-" or "*", paragraphs separated by blank lines, long lines wrapped by hand with
the continuation indented or running on mid-sentence, and run-in labels ("Set-up: ...").
This module reads that shape once, for every game and every language, so the rules browser
shows real headings, one paragraph per rule and real lists.
"""

from __future__ import annotations

import re

HEADING_MAX = 48  # characters: longer lines are sentences, not headings
RUN_IN_MAX = 32  # a run-in label ("Set-up:", "Powers (values 1 and 2):") is at most this long
SENTENCE_END = tuple(".:;,!?)»\"'…")
HEADING_NEVER_ENDS = tuple(".:;,!")  # a heading may ask ("Can't pay?") but not state
LIST_MARK = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")


def _is_item(line: str) -> bool:
    return bool(LIST_MARK.match(line))


def _is_caps(line: str) -> bool:
    letters = [c for c in line if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters) and any(c.isascii() for c in letters)


def _logical_lines(text: str) -> list[str]:
    """Hand-wrapped lines joined: an indented line, or one that follows a line ending
    mid-sentence, continues the line before it. Blank lines stay as ''."""
    lines: list[str] = []
    for raw in text.replace("\r\n", "\n").split("\n"):
        line = raw.rstrip()
        if not line.strip():
            lines.append("")
            continue
        previous = lines[-1] if lines else ""
        continues = (
            previous
            and not _is_item(line)
            and (raw[:1].isspace() or (len(previous) > HEADING_MAX and not previous.endswith(SENTENCE_END)))
        )
        if continues:
            lines[-1] = previous + " " + line.strip()
        else:
            lines.append(line.strip())
    return lines


def _is_heading(lines: list[str], index: int) -> bool:
    line = lines[index]
    if not line or _is_item(line):
        return False
    if _is_caps(line.partition(" (")[0]) and len(line) <= HEADING_MAX + 12:
        return True
    before = lines[index - 1] if index else ""
    after = lines[index + 1] if index + 1 < len(lines) else ""
    return len(line) <= HEADING_MAX and not line.endswith(HEADING_NEVER_ENDS) and not before and bool(after)


def _heading_text(line: str) -> str:
    """Capitals as a heading reads them: "YOUR TURN" -> "Your turn", "TIPS (from the box)" ->
    "Tips (from the box)"."""
    words, bracket, rest = line.partition(" (")
    if _is_caps(words):
        return words[:1] + words[1:].lower() + bracket + rest
    return line


def _label_end(line: str) -> int:
    """Where a run-in label's colon is: the first ": " outside parentheses, in a label with no
    comma outside them (a comma makes it a sentence); -1 when there is none."""
    depth = 0
    for index, char in enumerate(line[: RUN_IN_MAX + 1]):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and char == "," or "*" in char:
            return -1
        if depth == 0 and line.startswith(": ", index):
            return index
    return -1


def _run_in(line: str) -> str:
    """A paragraph opening with a short label and a colon gets the label in bold."""
    end = _label_end(line)
    if end > 0 and line[end + 2 :].strip():
        return f"**{line[:end]}:** {line[end + 2 :]}"
    return line


def to_markdown(text: str, titles: tuple[str, ...] = (), level: int = 2) -> str:
    """The rules text as Markdown with headings of `level`. A first line naming the game (one
    of `titles`, or a short line on its own) is left out: the browser heads the page."""
    lines = _logical_lines(text.strip())
    if lines and (lines[0] in titles or len(lines) > 1 and not lines[1] and len(lines[0]) <= HEADING_MAX):
        lines = lines[1:]
    out: list[str] = []
    in_list = False
    for index, line in enumerate(lines):
        if not line:
            in_list = False
            continue
        if _is_heading(lines, index):
            out += ["", "#" * level + " " + _heading_text(line), ""]
            in_list = False
        elif _is_item(line):
            if not in_list:
                out.append("")
            number = re.match(r"\s*(\d+)[.)]", line)
            out.append(
                (f"{number.group(1)}. " if number else "- ") + _run_in(LIST_MARK.sub("", line, count=1))
            )
            in_list = True
        else:
            out += ["", _run_in(line), ""]
            in_list = False
    markdown = "\n".join(out)
    return re.sub(r"\n{3,}", "\n\n", markdown).strip() + "\n"
