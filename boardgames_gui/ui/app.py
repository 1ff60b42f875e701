"""The `boardgames` entry point.

    boardgames [--game GAME --players N --seed S [--variant KEY=VALUE ...]]
               [--autoplay K] [--open FILE] [--screenshot PNG] [--size WxH] [--language CODE]
    boardgames FILE          (a saved game: what a double-click on a save starts)
    boardgames --version

A saved game named while the app is already running is handed to that app
(ui/instance.py), which opens it; this second process then quits.

Arguments are parsed before Qt is imported, so `--version` and usage errors
need no display and a bad game option is refused before a window opens.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from typing import Any

from .. import __version__
from ..engine import savefile
from ..engine.api import OptionsError
from ..engine.match import Match
from ..games import registry

#: set by bench/startup.py: print "shown" and the CPU time once the first frame is painted, then quit
STARTUP_PROBE_ENV = "BOARDGAMES_STARTUP_PROBE"


def window_size(text: str) -> tuple[int, int]:
    """'1366x768' as (1366, 768)."""
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"write the size as WIDTHxHEIGHT, e.g. 1366x768, not '{text}'")
    return int(width), int(height)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boardgames", description="Board games for friends around one laptop; the app teaches the rules."
    )
    parser.add_argument("--version", action="version", version=f"boardgames {__version__}")
    parser.add_argument("--game", metavar="GAME", help="start straight into a new game of GAME")
    parser.add_argument("--players", metavar="N", type=int, help="number of players (with --game)")
    parser.add_argument("--seed", metavar="S", type=int, help="random seed (with --game; random if left out)")
    parser.add_argument(
        "--variant", metavar="KEY=VALUE", action="append", default=[], help="a variant setting (with --game)"
    )
    parser.add_argument(
        "--autoplay", metavar="K", type=int, default=0, help="let random bots play K actions first"
    )
    parser.add_argument("--open", metavar="FILE", help="open a saved game")
    parser.add_argument(
        "file", metavar="FILE", nargs="?", help="a saved game to open, like --open (double-clicked saves)"
    )
    parser.add_argument("--screenshot", metavar="PNG", help="save the window as PNG once shown, then exit")
    parser.add_argument(
        "--size", metavar="WxH", type=window_size, help="the window's size in pixels, e.g. 1366x768"
    )
    parser.add_argument(
        "--language",
        metavar="CODE",
        choices=("en", "ko", "ru"),
        help="the language of this run (en, ko, ru; the saved setting is left as it is)",
    )
    return parser


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = build_parser()
    if argv is not None:
        # macOS before 10.9 added a process serial number to a Finder launch's arguments
        argv = [a for a in argv if not a.startswith("-psn_")]
    args = parser.parse_args(argv)
    if args.file is not None:
        if args.open is not None:
            parser.error("name the saved game once: either FILE or --open FILE")
        args.open = args.file
    if args.game is None and (args.players is not None or args.seed is not None or args.variant):
        parser.error("--players, --seed and --variant go with --game")
    if args.game is not None and args.open is not None:
        parser.error("use either --game or --open, not both")
    if args.autoplay < 0:
        parser.error("--autoplay takes a number of actions, 0 or more")
    if args.game is not None:
        try:
            info = registry.named(args.game)
        except KeyError:
            known = ", ".join(g.game_id for g in registry.available(include_hidden=False))
            parser.error(f"there is no game called '{args.game}' (available: {known})")
        if info not in registry.available():
            parser.error(f"the game '{args.game}' is not in this build yet")
    return args


def make_match(
    args: argparse.Namespace, names: list[str] | None = None, seed: int | None = None
) -> tuple[Any, Any]:
    """The GameInfo and a new Match from --game/--players/--seed/--variant (OptionsError on bad
    values); `names`: the players' names (the engine's English defaults when None), `seed`:
    the seed when --seed left it to chance and a first match already drew it."""
    info = registry.get(args.game)
    rules = info.rules
    variants: dict[str, Any] = {}
    known = {v.key: v for v in rules.variants}
    for item in args.variant:
        key, sep, value = item.partition("=")
        if not sep:
            raise OptionsError(f"Write variants as KEY=VALUE, not '{item}'.")
        if key not in known:
            raise OptionsError(f"This game has no variant called '{key}'.")
        variants[key] = known[key].parse(value)
    players = args.players if args.players is not None else rules.min_players
    if seed is None:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    options = {"players": players, "seats": ["human"] * players, "variants": variants}
    if names is not None:
        options["names"] = names
    return info, Match(rules, options, seed)


def match_in_app_language(args: argparse.Namespace, match: Any) -> tuple[Any, Any]:
    """The game of --game again, its players named in the app's language ("플레이어 1"):
    `match` was made before the app had a language, to check the options first."""
    from .newgame import default_name

    names = [default_name(seat) for seat in range(match.options["players"])]
    return make_match(args, names, match.seed)


def autoplay(info: Any, match: Any, count: int) -> int:
    """Let each seat's bot play up to `count` actions; returns how many were played."""
    bots: dict[int, Any] = {}
    played = 0
    while played < count:
        decision = match.decision()
        if decision is None:
            break
        player = decision.player
        if player not in bots:
            bots[player] = info.make_bot(match.seed * 31 + player + 1)
        match.apply(bots[player].choose(match.rules, match.rules.clone(match.state), player), player)
        played += 1
    return played


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()  # the bots' worker process in a PyInstaller build
    args = parse_args(sys.argv[1:] if argv is None else argv)

    if args.open is not None and args.screenshot is None and hands_over(args.open):
        return 0

    match = info = None
    if args.game is not None:
        try:
            info, match = make_match(args)  # the options are checked before any window opens
        except OptionsError as exc:
            print(f"boardgames: {exc}", file=sys.stderr)
            return 2
    return run_window(args, match, info)


def hands_over(path: str) -> bool:
    """True when an app already running took the saved game at `path` (nothing more to do)."""
    from .instance import hand_to_running_app

    return hand_to_running_app(path)


def accept_open_document_events(app: Any, window: Any) -> Any:
    """Saves macOS hands to the app (double-clicked in the Finder) open in `window`. Installed
    before the event loop starts: the document a launch was made for comes in its first turns."""
    from .fileopen import FileOpenFilter

    opener = FileOpenFilter(window)
    opener.openRequested.connect(window.open_from_outside)
    app.installEventFilter(opener)
    return opener


def listen_for_later_launches(window: Any) -> Any:
    """Saves double-clicked while this window is open (Windows, Linux: a second launch) come
    to it. Returns the server, or None when another app already listens."""
    from .instance import InstanceServer

    server = InstanceServer(window)
    if not server.listen():
        server.deleteLater()
        return None
    server.openRequested.connect(window.open_from_outside)
    return server


def run_window(args: argparse.Namespace, match: Any, info: Any) -> int:
    """The main window on the launcher, on `match`, or on the file of `--open`, until it closes."""
    from PySide6.QtCore import QCoreApplication

    from .application import create_application
    from .errors import ErrorReporter
    from .firstframe import after_first_frame
    from .mainwindow import MainWindow
    from .screenshot import window_picture

    app = create_application(sys.argv[:1])
    if args.language is not None:
        from . import languages

        languages.set_language(args.language)
    if match is not None:
        info, match = match_in_app_language(args, match)
        autoplay(info, match, args.autoplay)
    window = MainWindow()
    reporter = ErrorReporter(window)
    reporter.install()
    if args.size is not None:
        window.resize(*args.size)
    elif args.screenshot is None:
        window.restore_geometry()
    if args.screenshot is not None:
        window.autosave_enabled = False
    else:
        accept_open_document_events(app, window)

    if match is not None:
        window.start_match(info, match)
    elif args.open is not None:
        try:
            loaded = savefile.load(args.open, registry.rules_of)
        except savefile.SaveFileError as exc:
            print(f"boardgames: {exc}", file=sys.stderr)
            if args.screenshot is not None:
                return 2
            window.show_message(
                QCoreApplication.translate("MainWindow", "This game cannot be opened"), str(exc)
            )
        else:
            loaded_info = registry.get(loaded.game_id)
            if args.autoplay:
                autoplay(loaded_info, loaded, args.autoplay)
            window.start_match(loaded_info, loaded, file_path=args.open)
    else:
        window.offer_resume()

    if args.screenshot is not None:
        target = os.path.abspath(args.screenshot)
        if window.page is not None and window.page.covered:
            # a screenshot is taken for whoever acts now, so it shows the table, not the hand-off
            window.page.reveal()

        def shoot() -> None:
            app.processEvents()  # what the first frame set going finishes first (the cards' art)
            ok = window_picture(window).save(target, "PNG")
            if not ok:
                print(f"boardgames: could not write {target}", file=sys.stderr)
            app.exit(0 if ok else 1)

        after_first_frame(window, shoot)
    elif os.environ.get(STARTUP_PROBE_ENV):

        def report() -> None:
            print(f"shown {time.process_time():.4f}", flush=True)
            app.exit(0)

        after_first_frame(window, report)
    if args.screenshot is None:
        # after the first frame: QtNetwork's import costs ~60 ms the launcher need not wait for
        after_first_frame(window, lambda: listen_for_later_launches(window))

    window.show()
    code = app.exec()
    reporter.uninstall()
    if "boardgames_gui.ui.botrunner" in sys.modules:
        sys.modules["boardgames_gui.ui.botrunner"].shutdown_pool()
    return code


if __name__ == "__main__":
    sys.exit(main())
