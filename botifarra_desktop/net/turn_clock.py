"""The LAN table's policy for the session's per-turn clock.

``TableSession`` gives every turn a deadline (``turn_seconds``); what happens
when it passes is the driver's choice.  At a LAN table: in the turn's last
``warn`` seconds everyone gets a ``clock`` message about once a second (a
countdown), and when the time is up the seat counts as away, exactly like a
drop: its connection is closed with ``turn_time``, the table waits the grace
period, then a bot plays the seat until the player comes back with its token.
The host's own player (in-process, on the hosting computer) has no clock.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable, Optional

from ..session import Turn


class TurnClock:
    def __init__(self, spawn: Callable[[Any], asyncio.Task], warn: float = 10.0) -> None:
        self._spawn = spawn
        self.warn = warn
        self._task: Optional[asyncio.Task] = None
        self._watched: Optional[tuple[int, float]] = None  # (turn key, deadline)

    def watch(self, turn: Turn, tick: Callable[[Turn, float], None], time_up: Callable[[Turn], None]) -> None:
        """Count down ``turn`` (again only if it is a new turn or a new deadline)."""
        if turn.deadline is None:
            self.stop()
            return
        if self._task is not None and self._watched == (turn.key, turn.deadline):
            return
        self.stop()
        self._watched = (turn.key, turn.deadline)
        self._task = self._spawn(self._run(turn, tick, time_up))

    def stop(self) -> None:
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
        self._task = None
        self._watched = None

    async def _run(self, turn: Turn, tick: Callable[[Turn, float], None], time_up: Callable[[Turn], None]) -> None:
        loop = asyncio.get_running_loop()
        assert turn.deadline is not None
        while (left := turn.deadline - loop.time()) > 0:
            if left > self.warn:
                await asyncio.sleep(left - self.warn)
                continue
            tick(turn, left)
            await asyncio.sleep(min(1.0, left))
        self._task = None
        self._watched = None
        time_up(turn)
