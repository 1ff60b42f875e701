"""The Qt shell: main window, launcher, new-game dialog, docks, hand-off, settings."""
