"""The seats of the table, counted by the engine's ways to play (the UI counts none of its own).

The table, its panels and the players' boxes have room for the most players a way to play has
(the pairs game's four); a way with fewer players leaves the last places empty.
"""

from __future__ import annotations

from ...engine.ways import PAIRS, WAY_TABLE

#: Every seat a table may have, in the order of play: the pairs game's (every way to play fits in them).
TABLE_SEATS: tuple[int, ...] = tuple(range(WAY_TABLE[PAIRS].players))
