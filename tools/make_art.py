"""Regenerate every SVG under assets/art and assets/icons from the generators in tools/art/.

Usage: python tools/make_art.py [--check]   (--check: fail if a committed SVG differs)

The art is code so that a colour or a layout change is one edit and a diff, not a redraw.
After running it, render the files (tools/render_svg.py) and look at them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent / "art"))

import bluemarble  # noqa: E402
import bluemooncity  # noqa: E402
import blueprints  # noqa: E402
import icons  # noqa: E402
import korea18  # noqa: E402
import millionaire  # noqa: E402


def outputs() -> dict[Path, str]:
    art = ROOT / "assets" / "art"
    out = {
        art / "bluemarble.svg": bluemarble.build(),
        art / "blueprints.svg": blueprints.build(),
        art / "bluemooncity.svg": bluemooncity.build(),
        art / "millionaire.svg": millionaire.build(),
        art / "18korea.svg": korea18.build(),
        ROOT / "assets" / "icons" / "app.svg": icons.app_icon(),
    }
    for name, body in icons.ICONS.items():
        out[ROOT / "assets" / "icons" / f"{name}.svg"] = icons.line_icon(body)
        out[ROOT / "assets" / "icons" / "on-dark" / f"{name}.svg"] = icons.line_icon(
            body, icons.STROKE_ON_DARK
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    stale = []
    for path, text in outputs().items():
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(ROOT)}  {len(text.encode()):,} B")
    if stale:
        print("stale:", *(str(p.relative_to(ROOT)) for p in stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
