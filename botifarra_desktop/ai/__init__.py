"""Botifarra Desktop: ai package."""
