"""Who may come in: connection limits per address and the password throttle.

Nothing here does I/O; ``TableHost`` asks and acts.

- **Connection limits.**  Connections that have not sent a valid ``hello`` yet
  count against the limits: an address may keep ``per_address`` of them and the
  table ``total``.  Past either limit one makes room, chosen by ``to_evict``:
  the oldest *idle* one (connected, nothing sent yet) before any that is in the
  middle of its opening, so a crowd of silent sockets cannot push out a player
  who is joining.  A connection that sent a valid ``hello`` is never closed to
  make room.
- **The password never crosses the wire**: the opening runs SPAKE2 with it
  (``channel.py``), so each join is one guess, checked online by the host.
- **Guesses cost the table a fixed budget**: ``PAKE_BURST`` exchanges at once, ``PAKE_PER_SECOND``
  after, worked out on one thread of their own (never on the event loop); past it a guess waits.
- **Guesses are throttled per address**: after ``free`` wrong passwords each one
  doubles the wait before the address may guess again.  A guess that comes too
  early is not checked: the host answers at once how long to wait.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Iterable, Optional, Protocol, TypeVar, Union


class _Conn(Protocol):
    id: int
    address: str
    seat: Optional[int]
    closed: bool
    vouched: bool
    opening: bool  # sent its opening line: in the middle of joining
    computing: bool  # the host is still working out its answer to that line
    born: float  # time.monotonic() when it was accepted, then when the host answered its opening


C = TypeVar("C", bound=_Conn)


#: Bytes a connection may send before its hello (opening line, records, all counted): the opening
#: (at most 1 KiB) and a hello line (at most 64 KiB) in its record fit; more is a flood.
MAX_BEFORE_HELLO = 80 * 1024

#: Password exchanges (SPAKE2, about 16 ms of CPU each in pure Python) the whole table works out at once,
#: and then each second; past it a guess is answered ``try_later`` at once, whatever its address, so a
#: flood from many addresses costs the host a small, fixed share of one core.
PAKE_BURST = 8
PAKE_PER_SECOND = 10.0

#: Seconds a connection has to speak (its opening line once connected, its hello once answered)
#: before it counts as idle; a real client speaks at once, a busy host may read it a little later.
SPEAK_GRACE = 1.0


def _stage(c: _Conn, now: float) -> int:
    """Which go first: silent since connecting, past ``SPEAK_GRACE`` (0); answered by the host and
    silent since, past it (1); within its grace (2); being answered by the host (3)."""
    if c.computing:
        return 3
    if now - c.born < SPEAK_GRACE:
        return 2
    return 1 if c.opening else 0


#: Stages that may be closed to make room; new connections within their grace and those the host is
#: answering never are: when only those are waiting, the newcomer is the one refused.
_EVICTABLE = (0, 1)

#: ``to_evict``'s answer when the newcomer itself must be refused.
REFUSE_NEW = "refuse"


def _oldest(candidates: list[C], now: float) -> Union[C, str]:
    pool = [c for c in candidates if _stage(c, now) in _EVICTABLE]
    if not pool:
        return REFUSE_NEW
    return min(pool, key=lambda c: (_stage(c, now), c.id))


def to_evict(conns: Iterable[C], address: str, per_address: int, total: int,
             now: Optional[float] = None) -> Union[C, str, None]:
    """The connection to close so a new one from ``address`` fits, None if it fits already, or
    ``REFUSE_NEW`` when no waiting connection may be closed (the newcomer is refused instead).

    Every connection without a valid hello counts.  The one closed is of the earliest stage
    there is: idle (it has sent nothing for ``SPEAK_GRACE`` seconds), else answered by the host
    and silent since (a real client sends its hello at once); never one that is new and not yet
    heard, nor one whose answer the host is still working out.
    Past this address's own limit it is one of this address; past the table's limit, of the
    address with the most connections waiting; the oldest of them (a real client answers
    within milliseconds, so the longest silent is the likeliest flood)."""
    now = time.monotonic() if now is None else now
    waiting = [c for c in conns if c.seat is None and not c.closed and not c.vouched]
    mine = [c for c in waiting if c.address == address]
    if len(mine) >= per_address:
        return _oldest(mine, now)
    if len(waiting) < total:
        return None
    counts: dict[str, int] = {}
    for c in waiting:
        counts[c.address] = counts.get(c.address, 0) + 1
    pool = [c for c in waiting if _stage(c, now) in _EVICTABLE]
    if not pool:
        return REFUSE_NEW
    first = min(_stage(c, now) for c in pool)
    return min((c for c in pool if _stage(c, now) == first), key=lambda c: (-counts[c.address], c.id))


@dataclass
class _Entry:
    failures: int = 0
    pending: int = 0
    next_slot: float = 0.0
    last: float = 0.0


class PasswordThrottle:
    """Growing waits between password guesses, per remote address.

    ``retry_after(address)`` says how many seconds the address must still wait
    (0: it may guess now); ``attempt`` starts a guess, ``failed``/``succeeded``
    end it.  After ``free`` failures each failure doubles the wait (``base``
    seconds first, ``cap`` at most); guesses being checked count as failures
    meanwhile, so parallel connections gain nothing.  An address is forgotten
    ``forget`` seconds after its last failure, and at once after a right password.
    """

    def __init__(self, base: float = 0.25, free: int = 3, cap: float = 30.0, forget: float = 600.0,
                 max_pending: int = 4, clock: Callable[[], float] = time.monotonic) -> None:
        self.base, self.free, self.cap, self.forget = base, free, cap, forget
        self.max_pending = max_pending
        self.clock = clock
        self._entries: dict[str, _Entry] = {}

    def delay_after(self, failures: int) -> float:
        """The wait before the next guess once an address has ``failures`` failures."""
        if failures < self.free:
            return 0.0
        return min(self.cap, self.base * 2 ** (failures - self.free))

    def _entry(self, address: str) -> _Entry:
        now = self.clock()
        e = self._entries.get(address)
        if e is None or (e.pending == 0 and now - e.last > self.forget):
            e = self._entries[address] = _Entry(next_slot=now, last=now)
        return e

    def retry_after(self, address: str) -> float:
        """Seconds before this address may guess again (0 now); ``inf`` while ``max_pending`` guesses
        of it are being checked."""
        e = self._entries.get(address)
        if e is None:
            return 0.0
        if e.pending >= self.max_pending:
            return float("inf")
        return max(0.0, e.next_slot - self.clock())

    def attempt(self, address: str) -> None:
        e = self._entry(address)
        e.pending += 1
        e.next_slot = self.clock() + self.delay_after(e.failures + e.pending)

    def failed(self, address: str) -> float:
        """A wrong guess; returns the seconds before the address may guess again."""
        e = self._entry(address)
        now = self.clock()
        e.pending = max(0, e.pending - 1)
        e.failures += 1
        e.last = now
        e.next_slot = max(e.next_slot, now + self.delay_after(e.failures + e.pending))
        return e.next_slot - now

    def succeeded(self, address: str) -> None:
        e = self._entry(address)
        e.pending = max(0, e.pending - 1)
        if e.pending == 0:
            del self._entries[address]
        else:
            e.failures = 0

    def failures(self, address: str) -> int:
        e = self._entries.get(address)
        return e.failures if e is not None else 0
