"""LAN play: hosting and joining a table, the lobby, chat and seats, the network table source."""
