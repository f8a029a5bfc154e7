"""Who may come in: connection limits per address and the password throttle.

Nothing here does I/O; ``TableHost`` asks and acts.

- **Connection limits.**  Connections that have not sent a valid ``hello`` yet
  count against the limits: an address may keep ``per_address`` of them, a
  network (/24, /64) ``per_prefix``, the table ``total`` (and ``hard_total`` at
  the very most).  Past a limit one makes room, chosen by ``to_evict``: the
  oldest *idle* one (nothing sent for ``SILENT_GRACE``) before any that is in the
  middle of its opening, so a crowd of silent sockets cannot push out a player
  who is joining.  A connection that sent a valid ``hello`` is never closed to
  make room.  ``raise_fd_limit`` gives the host room for far more sockets than
  it keeps waiting.
- **The password never crosses the wire**: the opening runs SPAKE2 with it
  (``channel.py``), so each join is one guess, checked online by the host.
- **Guesses cost the table a fixed budget**: ``PAKE_BURST`` exchanges at once, ``PAKE_PER_SECOND``
  after, worked out on one thread of their own (never on the event loop); past it a guess waits.
- **Guesses are throttled per address**: after ``free`` wrong passwords each one
  doubles the wait before the address may guess again.  A guess that comes too
  early is not checked: the host answers at once how long to wait.
"""

from __future__ import annotations

import functools
import ipaddress
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

#: Seconds a connection that has sent nothing at all is waited for before it counts as idle: a real
#: client sends its opening line the moment it is connected.
SILENT_GRACE = 0.25
#: Seconds a connection whose opening the host answered has for its hello before it counts as idle
#: (its client works out the channel first, SPAKE2 in pure Python at a password table).
HELLO_GRACE = 3.0


@functools.lru_cache(maxsize=4096)
def prefix_of(address: str) -> str:
    """The network an address is in, for the per-prefix cap: its /24 (IPv4) or /64 (IPv6); anything
    else (the host's own "local" player) is its own prefix."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    bits = 24 if ip.version == 4 else 64
    return str(ipaddress.ip_network(f"{ip}/{bits}", strict=False))


def _stage(c: _Conn, now: float) -> int:
    """Which go first: silent since connecting, past ``SILENT_GRACE`` (0); answered by the host and silent
    since, past ``HELLO_GRACE`` (1); silent since connecting, within its grace (2: only to keep the
    prefix and hard caps, never for a connection that has spoken); sent its opening line, or answered
    within its grace (3); being answered by the host (4)."""
    if c.computing:
        return 4
    if c.opening:
        return 1 if now - c.born >= HELLO_GRACE else 3
    return 0 if now - c.born >= SILENT_GRACE else 2


#: ``to_evict``'s answer when the newcomer itself must be refused.
REFUSE_NEW = "refuse"


def _pick(candidates: list[C], now: float, stages: tuple[int, ...],
          weight: Optional[Callable[[C], int]] = None) -> Union[C, str]:
    """Of the lowest stage there is among ``stages``: the heaviest (``weight``), then the oldest."""
    pool = [c for c in candidates if _stage(c, now) in stages]
    if not pool:
        return REFUSE_NEW
    first = min(_stage(c, now) for c in pool)
    return min((c for c in pool if _stage(c, now) == first),
               key=lambda c: (-weight(c) if weight is not None else 0, c.id))


def to_evict(conns: Iterable[C], address: str, per_address: int, total: int, now: Optional[float] = None,
             *, per_prefix: Optional[int] = None, hard_total: Optional[int] = None) -> Union[C, str, None]:
    """The connection to close so a new one from ``address`` fits, None if it fits already, or
    ``REFUSE_NEW`` when no waiting connection may be closed (the newcomer is refused instead).

    Every connection without a valid hello counts.  The one closed is of the earliest stage there is
    (``_stage``): idle (sent nothing for ``SILENT_GRACE`` seconds), else answered by the host and silent
    for ``HELLO_GRACE``; never one that has sent its opening and is within its grace, nor one whose answer
    the host is still working out.

    - Past this address's own limit (``per_address``) it is one of this address, else the newcomer is refused.
    - Past its network's limit (``per_prefix``, a /24 or /64: a flood from many addresses of one network)
      it is one of that network, a silent newcomer too (the oldest), else the newcomer is refused.
    - Past ``total`` it is the idle one of the network with the most waiting; when none is idle the
      newcomer is let in all the same (silent ones turn idle within ``SILENT_GRACE``), up to
      ``hard_total``, past which a silent newcomer of the busiest network goes, else the newcomer is refused.
    """
    now = time.monotonic() if now is None else now
    waiting = [c for c in conns if c.seat is None and not c.closed and not c.vouched]
    mine = [c for c in waiting if c.address == address]
    if len(mine) >= per_address:
        return _pick(mine, now, (0, 1))
    if per_prefix is not None:
        net = prefix_of(address)
        ours = [c for c in waiting if prefix_of(c.address) == net]
        if len(ours) >= per_prefix:
            return _pick(ours, now, (0, 1, 2))
    if len(waiting) < total:
        return None
    counts: dict[str, int] = {}
    for c in waiting:
        key = prefix_of(c.address)
        counts[key] = counts.get(key, 0) + 1

    def weight(c: C) -> int:
        return counts[prefix_of(c.address)]

    idle = _pick(waiting, now, (0, 1), weight)
    if idle != REFUSE_NEW or hard_total is None:
        return idle
    if len(waiting) < hard_total:
        return None  # the silent newcomers turn idle within SILENT_GRACE: this one waits with them
    return _pick(waiting, now, (2,), weight)


def raise_fd_limit(wanted: int = 4096) -> Optional[int]:
    """Raise this process's soft limit of open files towards ``wanted`` (never above the hard limit);
    the soft limit in force, or None where the system has no such limit (Windows)."""
    try:
        import resource
    except ImportError:
        return None
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        if soft != resource.RLIM_INFINITY and soft < target:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
    except (ValueError, OSError):
        return None
    return None if soft == resource.RLIM_INFINITY else int(soft)


class Cooldown:
    """Addresses told to wait (``try_later``): until their ``retry_after`` is over, a new connection of
    theirs is cut off the moment it is accepted, before anything of it is read, so reconnecting at once
    costs the table as little as a connection can.  At most ``size`` addresses are kept."""

    def __init__(self, size: int = 4096, clock: Callable[[], float] = time.monotonic) -> None:
        self.size = size
        self.clock = clock
        self._until: dict[str, float] = {}

    def wait(self, address: str, seconds: float) -> None:
        if len(self._until) >= self.size:
            now = self.clock()
            self._until = {a: t for a, t in self._until.items() if t > now}
            if len(self._until) >= self.size:
                return
        self._until[address] = max(self._until.get(address, 0.0), self.clock() + seconds)

    def active(self, address: str) -> bool:
        until = self._until.get(address)
        if until is None:
            return False
        if until <= self.clock():
            del self._until[address]
            return False
        return True


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
