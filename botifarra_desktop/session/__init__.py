"""Botifarra Desktop: session package."""
