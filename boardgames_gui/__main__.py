"""`python -m boardgames_gui` starts the app."""

import sys

from .ui.app import main

# guarded: the bots' worker process is spawned and re-imports this module as __mp_main__
if __name__ == "__main__":
    sys.exit(main())
