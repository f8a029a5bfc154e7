"""Botifarra Desktop: the Qt user interface."""
