"""Shared test set-up: no display needed, settings and data kept out of the user's folders."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the hidden test game (Pig Race) may be named on the command line, by the tests only
os.environ.setdefault("BOARDGAMES_TEST_GAMES", "1")
