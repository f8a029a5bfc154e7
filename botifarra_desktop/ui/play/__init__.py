"""The game in play: the controller between a table source and the views, the sources, the bot runner."""
