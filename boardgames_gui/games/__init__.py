"""The five games (and a tiny test-only game), each in its own package."""
