"""Entry script for the frozen app (PyInstaller needs a file, not a `module:function`)."""

import sys

from boardgames_gui.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
