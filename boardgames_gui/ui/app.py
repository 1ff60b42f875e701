"""The `boardgames` entry point.

    boardgames [--game GAME --players N --seed S [--variant KEY=VALUE ...]]
               [--autoplay K] [--open FILE] [--screenshot PNG]
    boardgames --version

Argument parsing happens before Qt is imported, so `--version` and usage
errors are instant.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
from typing import Any

from .. import __version__

#: set by bench/startup.py: print "shown" once the first frame is painted, then quit
STARTUP_PROBE_ENV = "BOARDGAMES_STARTUP_PROBE"
#: that variable's value for leaving at once after the first frame
PROBE_FIRST_FRAME_ONLY = "first-frame"


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
    parser.add_argument("--screenshot", metavar="PNG", help="save the window as PNG once shown, then exit")
    return parser


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.game is None and (args.players is not None or args.seed is not None or args.variant):
        parser.error("--players, --seed and --variant go with --game")
    if args.game is not None and args.open is not None:
        parser.error("use either --game or --open, not both")
    if args.autoplay < 0:
        parser.error("--autoplay takes a number of actions, 0 or more")
    if args.game is not None:
        from ..games import registry

        try:
            info = registry.get(args.game)
        except KeyError:
            known = ", ".join(g.game_id for g in registry.available())
            parser.error(f"there is no game called '{args.game}' (available: {known})")
        if info not in registry.available():
            parser.error(f"the game '{args.game}' is not in this build yet")
    return args


def make_match(args: argparse.Namespace) -> tuple[Any, Any]:
    """The GameInfo and a new Match from --game/--players/--seed/--variant (OptionsError on bad values)."""
    from ..engine.api import OptionsError
    from ..engine.match import Match
    from ..games import registry

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
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    options = {"players": players, "seats": ["human"] * players, "variants": variants}
    return info, Match(rules, options, seed)


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

    match = info = None
    if args.game is not None:
        from ..engine.api import OptionsError  # not before: the launcher starts without the engine

        try:
            info, match = make_match(args)
        except OptionsError as exc:
            print(f"boardgames: {exc}", file=sys.stderr)
            return 2
        autoplay(info, match, args.autoplay)

    # Start-up makes hundreds of thousands of objects that live as long as the app (the Qt
    # bindings, their enums, the widgets): collecting cycles among them finds nothing and took
    # about 13 ms before the launcher's first frame. Collection resumes after that frame.
    gc.disable()
    try:
        return _show_window(args, match, info)
    finally:
        resume_garbage_collection()  # if the window never got that far


def resume_garbage_collection() -> None:
    """After start-up: what it made is frozen out of later collections, which then resume."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def _show_window(args: Any, match: Any, info: Any) -> int:
    from .application import create_application

    app = create_application(sys.argv[:1])
    from .errors import ErrorReporter
    from .firstframe import after_first_frame
    from .mainwindow import MainWindow

    window = MainWindow()
    after_first_frame(window, resume_garbage_collection)
    reporter = ErrorReporter(window)
    reporter.install()
    if args.screenshot is None:
        window.restore_geometry()
    else:
        window.autosave_enabled = False

    if match is not None:
        window.start_match(info, match)
    elif args.open is not None:
        from ..engine import savefile
        from ..games import registry

        try:
            loaded = savefile.load(args.open, registry.rules_of)
        except savefile.SaveFileError as exc:
            from PySide6.QtCore import QCoreApplication

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
            # the picture shows the finished window: art and icons, which the first frame puts off
            window.finish_setup()
            window.launcher.load_art()
            app.processEvents()  # the layouts those changes asked for
            ok = window.grab().save(target, "PNG")
            if not ok:
                print(f"boardgames: could not write {target}", file=sys.stderr)
            app.exit(0 if ok else 1)

        after_first_frame(window, shoot)
    elif os.environ.get(STARTUP_PROBE_ENV):
        from PySide6.QtCore import QTimer

        def probe() -> None:
            import time

            import PySide6.QtCore

            # whether the first frame built the Qt namespace (it should not: launcher.py)
            qt_namespace = int("Qt" in vars(PySide6.QtCore))
            print(f"shown {time.process_time():.4f} qt_namespace={qt_namespace}", flush=True)
            if os.environ[STARTUP_PROBE_ENV] == PROBE_FIRST_FRAME_ONLY:
                os._exit(0)  # an instruction count of start-up stops here (bench/startup.py)
            QTimer.singleShot(0, ready)  # after what the first frame put off (menus, docks, art)

        def ready() -> None:
            import time

            setup, collection = int(window.setup_finished), int(gc.isenabled())
            print(f"ready {time.process_time():.4f} setup={setup} gc={collection}", flush=True)
            app.exit(0)

        after_first_frame(window, probe)

    window.show()
    code = app.exec()
    reporter.uninstall()
    if "boardgames_gui.ui.botrunner" in sys.modules:
        sys.modules["boardgames_gui.ui.botrunner"].shutdown_pool()
    return code


if __name__ == "__main__":
    sys.exit(main())
