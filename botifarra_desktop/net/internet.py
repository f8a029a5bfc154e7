"""Tables across the internet: a code per open seat, the mailbox to meet, the relay to talk.

The host's ``InternetInviter`` keeps, for every open player seat, one *code* such as
``6-manilla-contro`` (net/codes.py): the number is a nameplate on the mailbox server
(net/mailbox.py), where the host waits with a random relay token.  A guest who types the code
claims that nameplate, reads the token, says it is there, and both connect to the transit relay
(net/relay.py) with the token; the host hands the spliced stream to the table
(``TableHost.accept``) with the code's words as that connection's SPAKE2 password.  From there
it is the LAN protocol, unchanged: opening, sealed records, hello, seat token.

So the mailbox server sees a nameplate, a relay token and two sides; the relay sees the token
and ciphertext.  A code is single use: once a guest has claimed it, it is released whatever
happens; a wrong code (wrong words) fails the SPAKE2, the table answers ``wrong_password``, and
the seat gets a new code.  Limits and throttles key on the code, not on the relay's address.

*Coming back.*  A guest who came by the internet returns without a new code: the seat's token,
which only the guest and the host know (it came inside the sealed channel), names a private
rejoin point: ``rejoin_point(token)`` gives a long nameplate and a password (both HMACs of the
token).  The host listens there for every seat that arrived by the internet while the seat has
its token (a new one after every return), and the guest dials it with the token's hello, as on
the LAN.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Coroutine, Mapping, Optional, Sequence

from .codes import DEFAULT_WORDS, make_code, parse_code
from .mailbox import APPID, DEFAULT_MAILBOX, STEP_TIMEOUT, InternetError, Mailbox
from .relay import DEFAULT_RELAY, connect_relay, new_relay_side, new_token, parse_relay

if TYPE_CHECKING:
    from .client import Dial
    from .discovery import Announcement
    from .host import TableHost

log = logging.getLogger(__name__)

#: Environment variables that choose the servers (the command line's --mailbox and --relay win).
MAILBOX_ENV = "BOTIFARRA_MAILBOX"
RELAY_ENV = "BOTIFARRA_RELAY"
#: Mailbox phases: the host's relay token, the guest's "I am here".
PHASE_RELAY = "botifarra-relay"
PHASE_JOIN = "botifarra-join"
#: Seconds a guest waits for the host's message after claiming a code's nameplate: the host put
#: it there beforehand, so it comes at once or the code is not (or no longer) a table's.
ANSWER_TIMEOUT = 8.0
#: Seconds either side waits at the relay for the other.
RELAY_WAIT = 20.0
#: Seconds before the inviter tries again after the mailbox or the relay failed.
RETRY_AFTER = 5.0


@dataclass(frozen=True)
class InternetSettings:
    """Which mailbox server and transit relay to use (host and guests must use the same pair)."""

    mailbox: str = DEFAULT_MAILBOX
    relay: str = DEFAULT_RELAY
    appid: str = APPID

    @classmethod
    def choose(cls, mailbox: Optional[str] = None, relay: Optional[str] = None,
               environ: Optional[Mapping[str, str]] = None) -> InternetSettings:
        """The command line's choice, else the environment's (BOTIFARRA_MAILBOX, BOTIFARRA_RELAY), else the
        public servers; ValueError for an address that cannot be one."""
        env = os.environ if environ is None else environ
        settings = cls(mailbox=mailbox or env.get(MAILBOX_ENV) or DEFAULT_MAILBOX,
                       relay=relay or env.get(RELAY_ENV) or DEFAULT_RELAY)
        settings.check()
        return settings

    def check(self) -> None:
        if not self.mailbox.startswith(("ws://", "wss://")):
            raise ValueError(f"{self.mailbox!r} is not a mailbox address: write ws://HOST:PORT/v1 or "
                             f"wss://HOST/v1, e.g. {DEFAULT_MAILBOX}")
        parse_relay(self.relay)


def rejoin_point(token: str) -> tuple[str, str]:
    """(nameplate, password) where the seat holding ``token`` comes back: 21 digits (far from the small
    numbers the server allocates, and unguessable) and 64 hex digits."""
    key = token.encode("utf-8")
    mac = hmac.new(key, b"botifarra rejoin nameplate", hashlib.sha256).digest()
    nameplate = "9" + str(int.from_bytes(mac[:8], "big")).zfill(20)
    password = hmac.new(key, b"botifarra rejoin password", hashlib.sha256).hexdigest()
    return nameplate, password


# ------------------------------------------------------------ the guest's side
async def dial_nameplate(settings: InternetSettings, nameplate: str, timeout: float = STEP_TIMEOUT,
                         what: str = "code") -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """Meet the table at ``nameplate`` and return the relayed stream; ``InternetError`` otherwise."""
    box = Mailbox(settings.mailbox, settings.appid, timeout=min(timeout, STEP_TIMEOUT))
    try:
        await box.connect()
        await box.open(await box.claim(nameplate))
        try:
            phase, body = await box.next_message(min(timeout, ANSWER_TIMEOUT))
        except asyncio.TimeoutError:
            raise InternetError("unknown_code", (
                f"No table answers on this {what}: it is mistyped, already used, or its table is closed. "
                "Check it, or ask the host for a new code.")) from None
        token = body.get("token")
        if phase != PHASE_RELAY or not isinstance(token, str) or len(token) != 64:
            raise InternetError("not_a_table", f"What answered on this {what} is not a Botifarra table.")
        try:
            int(token, 16)
        except ValueError:
            raise InternetError("not_a_table", f"What answered on this {what} is not a Botifarra table.") from None
        await box.add(PHASE_JOIN, {"v": 1})
    finally:
        await box.release_and_close()
    try:
        return await connect_relay(settings.relay, token.lower(), new_relay_side(), RELAY_WAIT)
    except InternetError as exc:
        if exc.code == "relay_alone":
            raise InternetError("host_gone", "The table did not come to the relay: the host may have closed it, "
                                "or it uses another relay.") from None
        raise


@dataclass(frozen=True)
class Route:
    """How a guest reaches a table by the internet: ``dial`` for ``TableClient.connect`` and the password."""

    dial: Dial
    password: str
    label: str


def code_route(settings: InternetSettings, code: str) -> Route:
    """The route of an invitation code; ValueError if ``code`` is not one."""
    parsed = parse_code(code)
    if parsed is None:
        raise ValueError(f"{code!r} is not a Botifarra code: a number and words, e.g. 6-manilla-contro")
    nameplate, words = parsed

    async def dial(timeout: float) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        return await dial_nameplate(settings, nameplate, timeout)

    return Route(dial, words, f"code {nameplate}-{words}")


def rejoin_route(settings: InternetSettings, token: str) -> Route:
    """The route back to the seat that holds ``token`` (``rejoin_point``)."""
    nameplate, password = rejoin_point(token)

    async def dial(timeout: float) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        return await dial_nameplate(settings, nameplate, timeout, what="way back to the seat")

    return Route(dial, password, "the way back to the seat")


# ------------------------------------------------------------ the host's side
@dataclass
class Invitation:
    """An open seat's code as the host shows it: ``state`` is "starting", "waiting" (the code can be
    given), "joining" (a guest used it) or "failed" (``message`` says why, ``problem`` is the
    ``InternetError`` code; tried again soon)."""

    seat: int
    code: Optional[str] = None
    state: str = "starting"
    message: str = ""
    problem: str = ""


@dataclass
class _Point:
    """One waiting place on the mailbox (a code, or a seat's rejoin point) and its task."""

    task: asyncio.Task[None]
    waiting: bool = True  # still only waiting on the mailbox: may be withdrawn
    token: Optional[str] = None  # a rejoin point: the seat token it is for


class InternetInviter:
    """Keeps a code for every open player seat of ``host`` and a rejoin point for every seat whose
    player came by the internet.  ``start`` on the host's loop after ``host.start``; ``close`` before
    the host closes.  ``on_change`` gets the invitations (seat -> ``Invitation``) whenever one changes."""

    def __init__(self, host: TableHost, settings: InternetSettings, words: int = DEFAULT_WORDS,
                 on_change: Optional[Callable[[dict[int, Invitation]], None]] = None,
                 retry_after: float = RETRY_AFTER, seats: Optional[Sequence[int]] = None) -> None:
        self.host = host
        #: The seats that get codes (None: every player seat).
        self.seats = None if seats is None else frozenset(seats)
        self.settings = settings
        self.words = words
        self.on_change = on_change
        self.retry_after = retry_after
        self.invitations: dict[int, Invitation] = {}
        self._codes: dict[int, _Point] = {}
        self._rejoins: dict[int, _Point] = {}
        self._internet_seats: set[int] = set()
        self._wake = asyncio.Event()
        self._runner: Optional[asyncio.Task[None]] = None
        self._closed = False

    def start(self) -> None:
        self.host.on_change.append(self._poke)
        self._runner = asyncio.get_running_loop().create_task(self._run())

    async def close(self) -> None:
        self._closed = True
        if self._poke in self.host.on_change:
            self.host.on_change.remove(self._poke)
        tasks = [p.task for p in (*self._codes.values(), *self._rejoins.values())]
        if self._runner is not None:
            tasks.append(self._runner)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def renew(self, seat: int) -> bool:
        """Withdraw ``seat``'s code if it is still waiting (its player was told someone else holds it,
        or it was given to the wrong person); a new code follows.  False if there is none to withdraw."""
        point = self._codes.get(seat)
        if point is None or not point.waiting or point.task.done():
            return False
        point.task.cancel()
        return True

    def codes(self) -> dict[int, str]:
        """The codes that can be given now, by seat."""
        return {seat: inv.code for seat, inv in self.invitations.items() if inv.code and inv.state == "waiting"}

    # ------------------------------------------------------------ keeping up with the table
    def _poke(self, _info: Optional[Announcement] = None) -> None:
        self._wake.set()

    async def _run(self) -> None:
        while not self._closed:
            self._wake.clear()
            try:
                self._resync()
            except Exception:  # a bug here must not end the invitations, nor the table
                log.exception("the internet inviter failed to keep up with the table")
            try:
                await asyncio.wait_for(self._wake.wait(), 1.0)
            except asyncio.TimeoutError:
                pass

    def _open_seats(self) -> set[int]:
        host = self.host
        if host.over or host.closing:
            return set()
        return {s.seat for s in host.slots if s.human and s.conn is None and s.token is None
                and (self.seats is None or s.seat in self.seats)}

    def _resync(self) -> None:
        open_seats = self._open_seats()
        for seat in open_seats:
            point = self._codes.get(seat)
            if point is None or point.task.done():
                self._codes[seat] = _Point(self._spawn(self._invite(seat)))
        for seat, point in list(self._codes.items()):
            if seat not in open_seats and point.waiting and not point.task.done():
                point.task.cancel()  # taken meanwhile (on the LAN, or by another code): withdrawn
            if point.task.done() and seat not in open_seats:
                del self._codes[seat]
                if self.invitations.pop(seat, None) is not None:
                    self._changed()
        for seat in list(self._internet_seats):
            token = self.host.slots[seat].token
            point = self._rejoins.get(seat)
            if token is None:
                self._internet_seats.discard(seat)
                if point is not None and point.waiting:
                    point.task.cancel()
                continue
            if point is not None and not point.task.done():
                if point.token == token or not point.waiting:
                    continue
                point.task.cancel()  # the seat has a new token: its rejoin point moved
            self._rejoins[seat] = _Point(self._spawn(self._rejoin(seat, token)), token=token)

    def _spawn(self, coro: Coroutine[object, object, None]) -> asyncio.Task[None]:
        task = asyncio.get_running_loop().create_task(coro)
        task.add_done_callback(lambda _t: self._poke())
        return task

    def _changed(self) -> None:
        if self.on_change is not None:
            try:
                self.on_change(dict(self.invitations))
            except Exception:  # a display's bug must not stop the invitations
                log.exception("the invitations' callback failed")

    def _point(self, table: dict[int, _Point], seat: int) -> Optional[_Point]:
        point = table.get(seat)
        return point if point is not None and point.task is asyncio.current_task() else None

    # ------------------------------------------------------------ one code, one guest
    async def _invite(self, seat: int) -> None:
        invitation = Invitation(seat)
        self.invitations[seat] = invitation
        self._changed()
        try:
            box = Mailbox(self.settings.mailbox, self.settings.appid)
            try:
                await box.connect()
                nameplate = await box.allocate()
                await box.open(await box.claim(nameplate))
                token = new_token()
                await box.add(PHASE_RELAY, {"v": 1, "token": token})
                invitation.code = make_code(nameplate, self.words)
                invitation.state, invitation.message, invitation.problem = "waiting", "", ""
                self._changed()
                await self._guest_arrives(box)
            finally:
                await box.release_and_close()  # single use: released whatever happens next
            point = self._point(self._codes, seat)
            if point is not None:
                point.waiting = False
            invitation.state = "joining"
            self._changed()
            words = invitation.code.split("-", 1)[1]
            await self._hand_over(token, password=words, identity=f"internet:{nameplate}:{token[:12]}", seat=seat)
        except InternetError as exc:
            log.warning("internet invitation for seat %s: %s", seat, exc.message)
            invitation.state, invitation.message, invitation.code = "failed", exc.message, None
            invitation.problem = exc.code
            self._changed()
            await asyncio.sleep(self.retry_after)
        except Exception:  # never a tight loop of new codes on a bug: wait like after a failure
            log.exception("internet invitation for seat %s failed", seat)
            invitation.state, invitation.message, invitation.code = "failed", "internal error", None
            self._changed()
            await asyncio.sleep(self.retry_after)

    async def _rejoin(self, seat: int, token: str) -> None:
        nameplate, password = rejoin_point(token)
        try:
            box = Mailbox(self.settings.mailbox, self.settings.appid)
            try:
                await box.connect()
                await box.open(await box.claim(nameplate))
                relay_token = new_token()
                await box.add(PHASE_RELAY, {"v": 1, "token": relay_token})
                await self._guest_arrives(box)
            finally:
                await box.release_and_close()
            point = self._point(self._rejoins, seat)
            if point is not None:
                point.waiting = False
            await self._hand_over(relay_token, password=password, identity=f"internet-rejoin:{relay_token[:12]}",
                                  seat=None)
        except InternetError as exc:
            log.warning("rejoin point of seat %s: %s", seat, exc.message)
            await asyncio.sleep(self.retry_after)
        except Exception:
            log.exception("rejoin point of seat %s failed", seat)
            await asyncio.sleep(self.retry_after)

    @staticmethod
    async def _guest_arrives(box: Mailbox) -> None:
        while True:
            phase, _body = await box.next_message(None)
            if phase == PHASE_JOIN:
                return

    async def _hand_over(self, token: str, password: str, identity: str, seat: Optional[int]) -> None:
        """Meet the guest at the relay and give the stream to the table; return once the guest holds a
        seat (it becomes an internet seat) or its connection ended."""
        reader, writer = await connect_relay(self.settings.relay, token, new_relay_side(), RELAY_WAIT)
        seated = asyncio.get_running_loop().create_future()

        def held(seat: int) -> None:
            self._internet_seats.add(seat)  # from now on the seat has a rejoin point
            self._poke()
            if not seated.done():
                seated.set_result(seat)

        handler = self.host.accept(reader, writer, password=password, identity=identity, seat=seat, on_seated=held)
        try:
            await asyncio.wait({handler, seated}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            seated.cancel()
