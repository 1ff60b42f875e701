"""boardgames_gui: five board games hot-seat on one laptop, teaching the rules as you play."""

__version__ = "0.1.0"
