"""Botifarra Desktop: net package."""
