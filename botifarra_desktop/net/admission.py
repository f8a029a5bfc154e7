"""Who may come in: connection limits per address, the password challenge and its throttle.

Nothing here does I/O; ``TableHost`` asks and acts.

- **Connection limits.**  Connections that have not sent a valid ``hello`` yet are
  *idle*.  An address may keep ``per_address`` idle connections and the table
  ``total`` of them; past either limit the oldest idle one (of that address, or
  of the address with the most) is closed to make room.  A connection that sent
  a valid ``hello`` or a valid token is never closed to make room, so a flood of
  silent sockets cannot keep a player out.
- **The password never crosses the wire.**  The host sends every connection a
  ``challenge`` with a fresh nonce and the table's salt; a client proves it knows
  the password with ``proof(password, salt, nonce)``: HMAC-SHA256 of the nonce
  under a PBKDF2-SHA256 key of the password (``ITERATIONS`` rounds, which makes
  guessing from a recorded exchange slow but not impossible: choose a password,
  not a PIN).
- **Failed attempts are throttled per address**: each attempt from an address
  waits for its turn, and every failure doubles the wait of the next one.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass
from typing import Callable, Iterable, Optional, Protocol, TypeVar

ITERATIONS = 100_000
NONCE_BYTES = 16
SALT_BYTES = 16
_PROOF_TAG = b"botifarra join proof\x00"


def password_key(password: str, salt: bytes, iterations: int = ITERATIONS) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, iterations)


def proof_from_key(key: bytes, nonce: bytes) -> str:
    return hmac.new(key, _PROOF_TAG + nonce, hashlib.sha256).hexdigest()


def proof(password: str, salt: bytes, nonce: bytes, iterations: int = ITERATIONS) -> str:
    """What a client sends in its ``hello`` for a table with a password (hex)."""
    return proof_from_key(password_key(password, salt, iterations), nonce)


def new_nonce() -> bytes:
    return secrets.token_bytes(NONCE_BYTES)


def new_salt() -> bytes:
    return secrets.token_bytes(SALT_BYTES)


class _Conn(Protocol):
    id: int
    address: str
    seat: Optional[int]
    closed: bool
    vouched: bool


C = TypeVar("C", bound=_Conn)


def to_evict(conns: Iterable[C], address: str, per_address: int, total: int) -> Optional[C]:
    """The idle connection to close so a new one from ``address`` fits, or None if it fits already."""
    idle = sorted((c for c in conns if c.seat is None and not c.closed and not c.vouched), key=lambda c: c.id)
    mine = [c for c in idle if c.address == address]
    if len(mine) >= per_address:
        return mine[0]
    if len(idle) >= total:
        counts: dict[str, int] = {}
        for c in idle:
            counts[c.address] = counts.get(c.address, 0) + 1
        busiest = max(counts, key=lambda a: counts[a])
        return next(c for c in idle if c.address == busiest)
    return None


@dataclass
class _Entry:
    failures: int = 0
    pending: int = 0
    next_slot: float = 0.0
    last: float = 0.0


class PasswordThrottle:
    """Growing delays for password attempts, per remote address.

    ``reserve(address)`` is called when an attempt arrives and says how many
    seconds it must wait before it is checked; attempts from one address take
    turns, and after ``free`` failures each failure doubles the wait (``base``
    seconds first, ``cap`` at most).  ``failed``/``succeeded`` report the outcome.
    An address is forgotten ``forget`` seconds after its last failure.
    """

    def __init__(self, base: float = 0.25, free: int = 3, cap: float = 30.0, forget: float = 600.0,
                 max_pending: int = 4, clock: Callable[[], float] = time.monotonic) -> None:
        self.base, self.free, self.cap, self.forget = base, free, cap, forget
        self.max_pending = max_pending
        self.clock = clock
        self._entries: dict[str, _Entry] = {}

    def delay_after(self, failures: int) -> float:
        """The wait before the next attempt once an address has ``failures`` failures."""
        if failures < self.free:
            return 0.0
        return min(self.cap, self.base * 2 ** (failures - self.free))

    def _entry(self, address: str) -> _Entry:
        now = self.clock()
        e = self._entries.get(address)
        if e is None or (e.pending == 0 and now - e.last > self.forget):
            e = self._entries[address] = _Entry(next_slot=now, last=now)
        return e

    def busy(self, address: str) -> bool:
        """Too many attempts of this address are already waiting."""
        e = self._entries.get(address)
        return e is not None and e.pending >= self.max_pending

    def reserve(self, address: str) -> float:
        e = self._entry(address)
        now = self.clock()
        start = max(now, e.next_slot)
        e.pending += 1
        e.next_slot = start + self.delay_after(e.failures + e.pending)
        return start - now

    def failed(self, address: str) -> None:
        e = self._entry(address)
        e.pending = max(0, e.pending - 1)
        e.failures += 1
        e.last = self.clock()

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
