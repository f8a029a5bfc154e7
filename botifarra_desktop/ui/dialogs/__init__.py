"""The game's setup and settings: the new-game dialog, the rules form, preferences, rules help, about."""
