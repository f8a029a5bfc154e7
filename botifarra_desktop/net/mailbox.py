"""A small asyncio client of magic-wormhole's *mailbox* server (the rendezvous of the internet path).

The mailbox server (``magic-wormhole-mailbox-server``; the public one is
``wss://relay.magic-wormhole.io/v1``) speaks JSON over a WebSocket; its protocol is magic-wormhole's
``docs/server-protocol.rst``.  We use the part an application needs: ``bind`` (our own appid and a
random side), ``allocate`` (a free *nameplate*, the number at the front of a code), ``claim`` (the
nameplate's mailbox), ``open``, ``add`` (a message: phase and hex body), ``release`` and ``close``;
the server answers ``welcome``, ``allocated``, ``claimed``, ``message``, ``released``, ``closed``,
``ack`` and ``error`` (e.g. ``crowded``: a nameplate admits two sides).

Every wait has a timeout and every failure is an ``InternetError`` with a code and a message that
says what to do; nothing here hangs.  No Twisted: the ``websockets`` package.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import Optional

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .codec import JsonObject

#: Our application id on the mailbox server (the convention is DNSNAME/APPNAME): our nameplates
#: and mailboxes are apart from every other application's.
APPID = "botifarra.cat/botifarra-desktop"
#: The public servers the magic-wormhole project lets other applications use (no uptime promise).
DEFAULT_MAILBOX = "wss://relay.magic-wormhole.io/v1"
#: Seconds for each step of talking to the mailbox (connect, each answer).
STEP_TIMEOUT = 10.0
#: The longest message the server may send us (the mailbox's messages are short).
MAX_MESSAGE = 1 << 16


class InternetError(Exception):
    """The internet path failed: ``code`` for programs, ``message`` for people (what to do)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def new_side() -> str:
    """A fresh random side (10 hex digits, as magic-wormhole's clients use)."""
    return secrets.token_hex(5)


class Mailbox:
    """One WebSocket to the mailbox server, bound to our appid and one side.

    The server allows one allocate, one claim, one open per connection: a code (or a rejoin) is one
    ``Mailbox``.  Messages from the other side are kept until ``next_message`` takes them."""

    def __init__(self, url: str, appid: str = APPID, timeout: float = STEP_TIMEOUT) -> None:
        self.url = url
        self.appid = appid
        self.timeout = timeout
        self.side = new_side()
        self._ws: Optional[ClientConnection] = None
        self._theirs: list[tuple[str, bytes]] = []  # (phase, body) from the other side, oldest first
        self.nameplate: Optional[str] = None
        self.mailbox: Optional[str] = None

    # ------------------------------------------------------------ connecting
    async def connect(self) -> None:
        """Connect, read the welcome, bind; ``InternetError`` if the server cannot be reached or refuses."""
        if not self.url.startswith(("ws://", "wss://")):
            raise InternetError("bad_mailbox_url", f"{self.url!r} is not a mailbox address: it starts with "
                                "ws:// or wss://, e.g. wss://relay.magic-wormhole.io/v1")
        try:
            self._ws = await asyncio.wait_for(
                connect(self.url, open_timeout=self.timeout, max_size=MAX_MESSAGE,
                                   ping_interval=30, ping_timeout=30, close_timeout=2), self.timeout)
        except (asyncio.TimeoutError, TimeoutError):
            raise InternetError("mailbox_unreachable", f"The mailbox server {self.url} did not answer in "
                                f"{self.timeout:g} s: check the internet connection or the mailbox address.") from None
        except InvalidURI:
            raise InternetError("bad_mailbox_url", f"{self.url!r} is not a valid mailbox address.") from None
        except InvalidHandshake as exc:
            raise InternetError("mailbox_unreachable", f"{self.url} is not a mailbox server ({exc}): "
                                "check the mailbox address.") from None
        except OSError as exc:
            raise InternetError("mailbox_unreachable", f"Cannot reach the mailbox server {self.url} "
                                f"({exc.strerror or exc}): check the internet connection or the address.") from None
        welcome = await self._expect("welcome")
        greeting = welcome.get("welcome")
        refusal = greeting.get("error") if isinstance(greeting, dict) else None
        if refusal:
            raise InternetError("mailbox_refused", f"The mailbox server refuses clients: {str(refusal)[:200]}")
        await self._send({"type": "bind", "appid": self.appid, "side": self.side})

    async def allocate(self) -> str:
        """A free nameplate for a new code."""
        await self._send({"type": "allocate"})
        answer = await self._expect("allocated")
        nameplate = answer.get("nameplate")
        if not isinstance(nameplate, str) or not nameplate.isdigit():
            raise InternetError("mailbox_error", "The mailbox server gave a nameplate that is not a number.")
        return nameplate

    async def claim(self, nameplate: str) -> str:
        """The mailbox of ``nameplate`` (made if nobody had it); ``crowded`` if two sides hold it."""
        await self._send({"type": "claim", "nameplate": nameplate})
        answer = await self._expect("claimed")
        mailbox = answer.get("mailbox")
        if not isinstance(mailbox, str) or not mailbox:
            raise InternetError("mailbox_error", "The mailbox server's answer to a claim has no mailbox.")
        self.nameplate = nameplate
        return mailbox

    async def open(self, mailbox: str) -> None:
        """Subscribe to ``mailbox``: its messages so far and every new one come to ``next_message``."""
        await self._send({"type": "open", "mailbox": mailbox})
        self.mailbox = mailbox

    async def add(self, phase: str, body: JsonObject) -> None:
        await self._send({"type": "add", "phase": phase,
                          "body": json.dumps(body, separators=(",", ":")).encode("utf-8").hex()})

    async def next_message(self, timeout: Optional[float]) -> tuple[str, JsonObject]:
        """The other side's next message (phase, body: a JSON object, ``{}`` for anything else, its fields
        unchecked); ``asyncio.TimeoutError`` after ``timeout`` seconds (None: no limit), ``InternetError``
        if the server goes away."""
        while not self._theirs:
            if timeout is None:
                await self._receive()
            else:
                await asyncio.wait_for(self._receive(), timeout)
        phase, raw = self._theirs.pop(0)
        try:
            body = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            body = None
        return phase, body if isinstance(body, dict) else {}

    async def release_and_close(self, mood: str = "happy") -> None:
        """Give the nameplate and the mailbox back (best effort, a few seconds at most) and disconnect."""
        try:
            if self._ws is not None:
                if self.nameplate is not None:
                    await self._send({"type": "release", "nameplate": self.nameplate})
                if self.mailbox is not None:
                    await self._send({"type": "close", "mailbox": self.mailbox, "mood": mood})
                await asyncio.wait_for(self._until_closed(), 2.0)
        except (InternetError, asyncio.TimeoutError):
            pass
        finally:
            await self.disconnect()

    async def disconnect(self) -> None:
        ws, self._ws = self._ws, None
        if ws is not None:
            try:
                await asyncio.wait_for(ws.close(), 2.0)
            except (asyncio.TimeoutError, OSError, ConnectionClosed):
                pass

    # ------------------------------------------------------------ the wire
    async def _send(self, msg: JsonObject) -> None:
        if self._ws is None:
            raise InternetError("mailbox_closed", "Not connected to the mailbox server.")
        msg = dict(msg, id=secrets.token_hex(2))
        try:
            # JSON in UTF-8, one binary WebSocket message each (server-protocol.rst)
            await asyncio.wait_for(self._ws.send(json.dumps(msg).encode("utf-8")), self.timeout)
        except (ConnectionClosed, OSError, asyncio.TimeoutError):
            raise InternetError("mailbox_closed", "The connection to the mailbox server broke; try again.") from None

    async def _receive(self) -> JsonObject:
        """The server's next message (a JSON object, its fields unchecked: each reader checks the ones it
        uses); ``message``s from the other side are kept, errors raised."""
        if self._ws is None:
            raise InternetError("mailbox_closed", "Not connected to the mailbox server.")
        try:
            raw = await self._ws.recv()
        except (ConnectionClosed, OSError):
            raise InternetError("mailbox_closed", "The connection to the mailbox server broke; try again.") from None
        try:
            msg = json.loads(raw)
        except ValueError:
            msg = None
        if not isinstance(msg, dict):
            raise InternetError("mailbox_error", "The mailbox server sent something that is not a message.")
        kind = msg.get("type")
        if kind == "error":
            what = str(msg.get("error", ""))[:200]
            if what == "crowded":
                raise InternetError("crowded", "Someone else is already using this code: ask the host for a new one.")
            raise InternetError("mailbox_error", f"The mailbox server refused: {what}")
        if kind == "message" and msg.get("side") != self.side:
            try:
                body = bytes.fromhex(str(msg.get("body", "")))
            except ValueError:
                body = b""
            self._theirs.append((str(msg.get("phase", "")), body))
        return msg

    async def _expect(self, kind: str) -> JsonObject:
        async def wait() -> JsonObject:
            while True:
                msg = await self._receive()
                if msg.get("type") == kind:
                    return msg
        try:
            return await asyncio.wait_for(wait(), self.timeout)
        except asyncio.TimeoutError:
            raise InternetError("mailbox_timeout", f"The mailbox server {self.url} stopped answering "
                                f"(no {kind} in {self.timeout:g} s); try again.") from None

    async def _until_closed(self) -> None:
        while True:
            msg = await self._receive()
            if msg.get("type") == "closed" or self.mailbox is None and msg.get("type") == "released":
                return
