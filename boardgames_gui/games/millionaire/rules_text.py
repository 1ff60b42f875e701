"""The rules browser's text for Millionaire (both editions), naming each chosen reading."""

RULES_TEXT = """Millionaire (Миллионер)

2 to 6 players, 2,000 F each. Roll two dice and move clockwise; doubles roll again.
"""
