"""Write translations into a Qt Linguist .ts file from a JSON table, for work without Qt Linguist.

Usage: python tools/fill_translations.py assets/i18n/app_ru.ts table.json [--overwrite]
       (or a game's catalogue, e.g. assets/i18n/bluemarble_ru.ts)

The table maps context -> source text -> translation; a message with `%n` plural forms takes
a list of forms (Korean: 1 form; Russian: 3 forms, for 1 / 2-4 / 5+ as in 1, 2, 5, 21).
Only unfinished messages are filled unless --overwrite is given. The .ts file stays the
single source of truth: the table is a scratch input, not something to keep in the repository.
Run tools/update_translations.py afterwards to normalise the file and compile the .qm.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def fill(
    ts: Path, table: dict[str, dict[str, str | list[str]]], overwrite: bool = False
) -> tuple[int, list[str]]:
    tree = ET.parse(ts)
    filled, missing = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            unfinished = translation.get("type") == "unfinished"
            if not (unfinished or overwrite):
                continue
            value = table.get(name, {}).get(source)
            if value is None:
                if unfinished:
                    missing.append(f"{name}: {source}")
                continue
            translation.attrib.pop("type", None)
            translation.text = None
            for child in list(translation):
                translation.remove(child)
            if message.get("numerus") == "yes":
                forms = value if isinstance(value, list) else [value]
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = value if isinstance(value, str) else value[0]
            filled += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return filled, missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("ts", type=Path)
    parser.add_argument("table", type=Path)
    parser.add_argument("--overwrite", action="store_true")
    args = parser.parse_args(argv)
    table = json.loads(args.table.read_text(encoding="utf-8"))
    filled, missing = fill(args.ts, table, args.overwrite)
    print(f"{args.ts}: {filled} filled, {len(missing)} still unfinished")
    for line in missing:
        print("  missing:", line)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
