"""Botifarra Desktop: ui package."""
