"""A ``TableHost`` on its own event loop thread, for the app's "Host a table".

The host's own player joins like everyone else, over loopback with a
``ThreadedTableClient``: one code path for every seat.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Callable, Optional

from .discovery import announce_host
from .host import HostConfig, TableHost
from .protocol import DEFAULT_PORT


class HostThread:
    def __init__(self, config: HostConfig, bot_factory: Callable[[int], Any], announce: bool = True) -> None:
        self.config = config
        self.bot_factory = bot_factory
        self.announce = announce
        self.host: Optional[TableHost] = None
        self.finished = threading.Event()  # set when the game is over
        self._announcer: Any = None
        self._watcher: Optional[asyncio.Task] = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="botifarra-host", daemon=True)

    @property
    def port(self) -> Optional[int]:
        return self.host.port if self.host else None

    def start(self, bind: str = "0.0.0.0", port: int = DEFAULT_PORT, timeout: float = 15.0) -> int:
        """Listen; returns the port.  Raises OSError (e.g. the port is taken) with nothing left running."""
        self._thread.start()
        try:
            return asyncio.run_coroutine_threadsafe(self._start(bind, port), self._loop).result(timeout)
        except BaseException:
            self._stop_loop()
            raise

    async def _start(self, bind: str, port: int) -> int:
        self.host = TableHost(self.config, self.bot_factory)
        try:
            result = await self.host.start(bind, port)
        except OSError:
            await self.host.close()
            raise
        self._watcher = asyncio.get_running_loop().create_task(self._watch())
        if self.announce:
            self._announcer = await announce_host(self.host, bind)
        return result

    async def _watch(self) -> None:
        await self.host.finished.wait()
        self.finished.set()

    @property
    def announced(self) -> bool:
        return self._announcer is not None

    def info(self) -> dict[str, Any]:
        """Name, protocol, free seats, password (a snapshot; safe from any thread)."""
        return asyncio.run_coroutine_threadsafe(self._info(), self._loop).result(5)

    async def _info(self) -> dict[str, Any]:
        return self.host.info()

    def close(self, reason: str = "the host closed the table", timeout: float = 10.0) -> None:
        """Tell everyone (``host_closing``), close the connections and stop the thread."""
        if not self._thread.is_alive():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._close(reason), self._loop).result(timeout)
        finally:
            self._stop_loop()

    async def _close(self, reason: str) -> None:
        if self._watcher is not None:
            self._watcher.cancel()
            await asyncio.gather(self._watcher, return_exceptions=True)
        if self.host is not None:
            await self.host.close(reason)
        if self._announcer is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._announcer.close)

    def _stop_loop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        if not self._thread.is_alive():
            self._loop.close()
