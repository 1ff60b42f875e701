"""Shared test set-up: no display needed, settings and data kept out of the user's folders."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
