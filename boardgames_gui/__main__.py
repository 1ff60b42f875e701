"""`python -m boardgames_gui` starts the app."""

import sys

from .app import main

sys.exit(main())
