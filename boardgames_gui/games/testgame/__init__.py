"""Pig Race: a tiny test-only game so the shared suite runs before the real games."""
