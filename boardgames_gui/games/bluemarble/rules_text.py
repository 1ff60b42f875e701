"""The rules of Blue Marble in plain words (Help > Rules), with the readings we took."""

RULES_TEXT = "Blue Marble"
