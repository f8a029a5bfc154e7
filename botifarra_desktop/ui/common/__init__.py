"""Shared by every room: the game's words, the UI language, charts, card decks, fitting the screen, the GUI-thread garbage collector, a menu's one dialog at a time."""
