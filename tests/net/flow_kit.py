"""A ``TableFlow`` without sockets: fake connections, a clock moved by hand, bots answered in-line.

Nothing here sleeps: ``FakeClock.advance`` runs the flow's timers in order of
their time, and ``settle`` lets the event loop deliver what the in-line
executor already answered.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
from concurrent.futures import Executor, Future
from typing import Any, Callable, Optional

from botifarra_desktop.net.connection import RateLimiter
from botifarra_desktop.net.flow import HostConfig, Slot, TableFlow
from botifarra_desktop.net.protocol import parse_client


class FakeHandle:
    def __init__(self, when: float) -> None:
        self._when = when
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def when(self) -> float:
        return self._when


class FakeClock:
    """A ``Scheduler`` whose time moves only in ``advance``; it remembers every delay asked for."""

    def __init__(self, start: float = 1000.0) -> None:
        self.t = start
        self._queue: list[tuple[float, int, FakeHandle, Callable[[], None]]] = []
        self._seq = itertools.count()
        self.delays: list[float] = []

    def now(self) -> float:
        return self.t

    def call_later(self, delay: float, callback: Callable[[], None]) -> FakeHandle:
        delay = max(0.0, delay)
        self.delays.append(delay)
        handle = FakeHandle(self.t + delay)
        heapq.heappush(self._queue, (self.t + delay, next(self._seq), handle, callback))
        return handle

    def next_due(self) -> Optional[float]:
        while self._queue and self._queue[0][2].cancelled:
            heapq.heappop(self._queue)
        return self._queue[0][0] if self._queue else None

    def run_due(self) -> bool:
        """Run the timers due now; True if any ran."""
        ran = False
        while (due := self.next_due()) is not None and due <= self.t:
            _, _, handle, callback = heapq.heappop(self._queue)
            if not handle.cancelled:
                ran = True
                callback()
        return ran

    def advance(self, seconds: float) -> None:
        target = self.t + seconds
        while (due := self.next_due()) is not None and due <= target:
            self.t = max(self.t, due)
            self.run_due()
        self.t = target


class InlineExecutor(Executor):
    """Runs the bot at once, in this thread: its answer is ready when the loop next turns."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future:
        fut: Future = Future()
        try:
            fut.set_result(fn(*args, **kwargs))
        except Exception as exc:
            fut.set_exception(exc)
        return fut


class FakeConn:
    """What the flow needs of a seated connection; it keeps every message with the fake time it came."""

    _ids = itertools.count(1)

    def __init__(self, clock: FakeClock, name: str = "") -> None:
        self.id = next(self._ids)
        self.clock = clock
        self.name = name
        self.limiter = RateLimiter(60, 20, 200, clock=clock.now)
        self.seat: Optional[int] = None
        self.closed = False
        self.event_index = 0
        self.requested_key: Optional[int] = None
        self.tap = None
        self.peer = self.address = f"fake-{self.id}"
        self.vouched = True
        self.nonce = b""
        self.got: list[tuple[float, dict[str, Any]]] = []

    def send(self, message: dict[str, Any]) -> bool:
        if self.closed:
            return False
        self.got.append((self.clock.t, message))
        return True

    def close(self) -> None:
        self.closed = True

    async def flush(self, timeout: float) -> None:
        return None

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [m for _, m in self.got if m["type"] == kind]

    def last_request(self) -> Optional[dict[str, Any]]:
        """The request still open: the last one, unless an action of this seat came after it."""
        for _, m in reversed(self.got):
            if m["type"] == "request":
                return m
            if m["type"] == "event" and m["event"].get("seat") == self.seat and m["event"]["type"] in ACTED:
                return None
        return None


ACTED = ("card_played", "declared", "delegated", "double_called", "double_passed")


def make_flow(config: HostConfig, bots: Callable[[int], Any]) -> tuple[TableFlow, FakeClock]:
    clock = FakeClock()
    return TableFlow(config, bots, scheduler=clock, executor=InlineExecutor()), clock


def sit(flow: TableFlow, conn: FakeConn, seat: int, name: str) -> Slot:
    """Seat ``conn`` as the host's hello would (a token, then ``seated``)."""
    slot = flow.slots[seat]
    slot.name, slot.token = name, f"token-{seat}"
    flow.seated(conn, slot)
    return slot


def come_back(flow: TableFlow, conn: FakeConn, seat: int) -> bool:
    """The seat's player returns on ``conn`` as ``_reclaim`` does; False if returns are throttled."""
    slot = flow.slots[seat]
    if flow.return_wait(slot) > 0:
        conn.close()
        return False
    flow.seated(conn, slot)
    flow.returned(slot)
    return True


async def settle() -> None:
    """Let the loop deliver the in-line executor's answers (no time passes on the fake clock)."""
    for _ in range(10):
        await asyncio.sleep(0)


def answer(flow: TableFlow, conn: FakeConn, pick: Callable[[list[str]], str] = lambda options: options[0]) -> bool:
    """Answer ``conn``'s open request; False if it has none."""
    req = conn.last_request()
    if req is None:
        return False
    field = {"declare": "choice", "double": "call", "play": "card"}[req["action"]]
    flow.handle(conn, parse_client({"type": req["action"], field: pick(req["options"])}))
    return True
