"""Tests of the build outputs: compiled resources, translations, packaging."""
