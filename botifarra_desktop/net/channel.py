"""The encrypted channel (protocol version 4 on; version 6 refuses empty records): the opening and the records.

Nothing here does I/O: the host and the client feed bytes in and write what comes out,
and a test can run both ends in memory.  docs/protocol.md (*The opening* and *Records*) is
the reference; in short:

1. The client speaks first, one JSON line, as soon as it is connected: its fresh X25519 key
   and, when it has a password, its SPAKE2 message: ``{"type":"handshake","protocol":6,"key":C,
   "pake":A}``.  (A real client is never silent, so a silent connection is the first to go.)
2. The host answers with one line: ``{"type":"handshake","protocol":6,"table_key":K,"key":E,
   "password":bool,"pake":B}`` — ``table_key`` is the table's X25519 public key (new each time
   a table opens, shown as the *table code*), ``key`` a fresh X25519 key for this connection,
   ``pake`` its SPAKE2 message at a password table.

Both ends then derive two keys (one per direction) with HKDF-SHA256 from
``X25519(c, e) ‖ X25519(c, table_key) ‖ SPAKE2 key`` salted with the SHA-256 of the opening
lines, and everything after (the hello, names, cards, tokens …) travels in records:
a 4-byte big-endian length, then that many bytes of ChaCha20-Poly1305 ciphertext, the
nonce being the record's number in its direction (never sent), the length its associated data.
A changed, replayed, dropped or reordered record does not open: the channel is closed.

- The SPAKE2 (the ``spake2`` package, as magic-wormhole uses) means a recorded join, or a
  rogue table, gets one online guess at the password and nothing to guess offline; there is
  no work factor for anybody to choose.
- Mixing in ``X25519(c, table_key)`` means only the holder of the table key can read the
  channel, so the *table code* (a slow hash of that key, nine digits) identifies the table:
  players who care compare it out loud with the host's lobby.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import struct
import unicodedata
from dataclasses import dataclass
from typing import Optional

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]

from .codec import JsonObject, JsonValue
from .protocol import PROTOCOL_VERSION

#: The longest opening line either side may send (without its newline).
MAX_OPENING_LINE = 1024
#: The longest plaintext of one record (a protocol line of 64 KiB and its newline fit).
MAX_RECORD = 1 << 17
_TAG = 16
_HEADER = struct.Struct(">I")
_AAD = b"botifarra v4 record"
_SPAKE_CLIENT = b"botifarra client"
_SPAKE_HOST = b"botifarra host"
_TRANSCRIPT = b"botifarra v4 opening"
_KEYS_INFO = b"botifarra v4 channel keys"
_CODE_SALT = b"botifarra v4 table code"


class ChannelError(Exception):
    """The opening or a record is wrong: ``code`` is a protocol error code, ``message`` for people."""

    def __init__(self, code: str, message: str, retry_after: Optional[float] = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.retry_after = retry_after  # a host's refusal: seconds to wait before trying again


def _refusal(msg: JsonObject) -> ChannelError:
    """The host's ``error`` in clear during the opening."""
    retry = msg.get("retry_after")
    wait = float(retry) if isinstance(retry, (int, float)) and not isinstance(retry, bool) and retry > 0 else None
    return ChannelError(str(msg.get("code", "closed"))[:40], str(msg.get("message", ""))[:300], wait)


def _is_version(value: JsonValue) -> bool:
    """This protocol's version, as a JSON integer (``6.0`` or ``true`` is not, in the opening as in the hello)."""
    return isinstance(value, int) and not isinstance(value, bool) and value == PROTOCOL_VERSION


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(value: JsonValue, size: Optional[int], what: str) -> bytes:
    if not isinstance(value, str) or len(value) > 200:
        raise ChannelError("bad_handshake", f"the opening's {what} is missing or not base64")
    try:
        data = base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raise ChannelError("bad_handshake", f"the opening's {what} is not base64") from None
    if size is not None and len(data) != size:
        raise ChannelError("bad_handshake", f"the opening's {what} must be {size} bytes")
    return data


def opening_line(message: JsonObject) -> bytes:
    """An opening message as its line (with the newline)."""
    return json.dumps(message, separators=(",", ":")).encode("ascii") + b"\n"


def parse_opening(line: bytes) -> JsonObject:
    """An opening line (without its newline) as a JSON object with a ``type``, or ChannelError."""
    if len(line) > MAX_OPENING_LINE:
        raise ChannelError("bad_handshake", f"an opening line may be at most {MAX_OPENING_LINE} bytes")
    try:
        obj = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ChannelError("bad_handshake", "the opening line is not JSON") from None
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        raise ChannelError("bad_handshake", "the opening line is not a message")
    return obj


def _password_bytes(password: str) -> bytes:
    """The same password typed on two computers gives the same bytes (NFKC)."""
    return unicodedata.normalize("NFKC", password).encode("utf-8")


def _public(key: X25519PrivateKey) -> bytes:
    return key.public_key().public_bytes_raw()


def _exchange(private: X25519PrivateKey, public: bytes) -> bytes:
    try:
        return private.exchange(X25519PublicKey.from_public_bytes(public))
    except ValueError:  # a low-order point gives an all-zero secret: refused
        raise ChannelError("bad_handshake", "the opening's key is not a usable X25519 key") from None


def _transcript(*lines: bytes) -> bytes:
    h = hashlib.sha256(_TRANSCRIPT)
    for line in lines:
        h.update(struct.pack(">I", len(line)))
        h.update(line)
    return h.digest()


def table_code(table_key: bytes) -> str:
    """Nine digits naming a table key, e.g. "305 117 842" (scrypt, so nobody can grind a look-alike key)."""
    digest = hashlib.scrypt(table_key, salt=_CODE_SALT, n=1 << 14, r=8, p=1, dklen=8)
    digits = f"{int.from_bytes(digest, 'big') % 10**9:09d}"
    return f"{digits[:3]} {digits[3:6]} {digits[6:]}"


class Sealer:
    """One direction's records: each plaintext sealed under the next counter."""

    def __init__(self, key: bytes) -> None:
        self._aead = ChaCha20Poly1305(key)
        self._counter = 0

    def seal(self, plaintext: bytes) -> bytes:
        if not 1 <= len(plaintext) <= MAX_RECORD:
            raise ValueError(f"a record holds 1 to {MAX_RECORD} bytes (an empty record is refused)")
        header = _HEADER.pack(len(plaintext) + _TAG)
        nonce = b"\0\0\0\0" + self._counter.to_bytes(8, "big")
        self._counter += 1
        return header + self._aead.encrypt(nonce, plaintext, _AAD + header)


class Opener:
    """The other direction: bytes in, plaintexts out, in order; ``ChannelError`` for any record that
    does not open (changed, replayed, reordered, or sealed under another key) and for an empty one
    (no plaintext: it would carry nothing and cost the reader a decryption; protocol 6 refuses it).
    ``records`` counts the records that opened."""

    def __init__(self, key: bytes) -> None:
        self._aead = ChaCha20Poly1305(key)
        self._counter = 0
        self._buf = bytearray()
        self.records = 0

    def feed(self, data: bytes) -> list[bytes]:
        self._buf += data
        out: list[bytes] = []
        while len(self._buf) >= _HEADER.size:
            (length,) = _HEADER.unpack_from(self._buf)
            if length == _TAG:
                raise ChannelError("bad_record", "an empty record (no plaintext) is refused; the channel is closed")
            if not _TAG < length <= MAX_RECORD + _TAG:
                raise ChannelError("bad_record", "a record's length is out of range; the channel is closed")
            if len(self._buf) < _HEADER.size + length:
                break
            header = bytes(self._buf[:_HEADER.size])
            body = bytes(self._buf[_HEADER.size:_HEADER.size + length])
            del self._buf[:_HEADER.size + length]
            nonce = b"\0\0\0\0" + self._counter.to_bytes(8, "big")
            try:
                out.append(self._aead.decrypt(nonce, body, _AAD + header))
            except InvalidTag:
                raise ChannelError("bad_record", "a record did not open (changed, replayed or out of order); "
                                   "the channel is closed") from None
            self._counter += 1
            self.records += 1
        return out

    @property
    def pending_bytes(self) -> int:
        return len(self._buf)


@dataclass
class Channel:
    """Both directions of an open channel, as one end sees them."""

    sealer: Sealer
    opener: Opener
    table_key: bytes

    def code(self) -> str:
        return table_code(self.table_key)


def _derive(dh1: bytes, dh2: bytes, pake_key: bytes, transcript: bytes) -> tuple[bytes, bytes]:
    okm = HKDF(hashes.SHA256(), 64, salt=transcript, info=_KEYS_INFO).derive(dh1 + dh2 + pake_key)
    return okm[:32], okm[32:]  # client to host, host to client


class TableKey:
    """A table's long-lived key (one per open table): the table code is its name."""

    def __init__(self, private: Optional[X25519PrivateKey] = None) -> None:
        self.private = private or X25519PrivateKey.generate()
        self.public = _public(self.private)
        self.code = table_code(self.public)


class HostOpening:
    """The host's side of one connection's opening: the client's line in, the host's line out."""

    def __init__(self, table: TableKey, password: Optional[str]) -> None:
        self.table = table
        self.password = password
        self._client_key = b""
        self._pake_msg = b""
        self._first = b""
        #: The client proved the password (SPAKE2); without it, at a password table, only a token gets in.
        self.with_password = False

    def receive(self, line: bytes) -> None:
        """The client's opening line: checked, nothing computed yet (the host may throttle first)."""
        msg = parse_opening(line)
        proto = msg.get("protocol")
        if msg["type"] not in ("handshake", "hello"):
            raise ChannelError("bad_handshake", 'the first line must be the client\'s "handshake"')
        if msg["type"] == "hello" or not _is_version(proto):  # a "hello" in clear: version 3 or older
            raise ChannelError("protocol_mismatch", (
                f"This table speaks protocol version {PROTOCOL_VERSION} and your program speaks version "
                f"{proto!r}. Both computers need the same version of Botifarra."))
        self._client_key = _unb64(msg.get("key"), 32, '"key"')
        if self.password is not None and msg.get("pake") is not None:
            self._pake_msg = _unb64(msg.get("pake"), 33, '"pake"')
        self._first = line

    @property
    def has_guess(self) -> bool:
        """The client's line carried a SPAKE2 message: checking it is one password guess."""
        return bool(self._pake_msg)

    def finish(self) -> tuple[Channel, bytes]:
        """The channel, and the host's opening line to send before any record."""
        ephemeral = X25519PrivateKey.generate()
        dh1 = _exchange(ephemeral, self._client_key)
        dh2 = _exchange(self.table.private, self._client_key)
        reply: JsonObject = {"type": "handshake", "protocol": PROTOCOL_VERSION,
                                 "table_key": _b64(self.table.public), "key": _b64(_public(ephemeral)),
                                 "password": self.password is not None}
        pake_key = b""
        if self.password is not None and self._pake_msg:
            spake = SPAKE2_B(_password_bytes(self.password), idA=_SPAKE_CLIENT, idB=_SPAKE_HOST)
            reply["pake"] = _b64(spake.start())
            try:
                pake_key = spake.finish(self._pake_msg)
            except Exception:  # spake2 refuses points off the curve, reflections …
                raise ChannelError("bad_handshake", "the opening's SPAKE2 message is not valid") from None
            self.with_password = True
        second = opening_line(reply)
        c2h, h2c = _derive(dh1, dh2, pake_key, _transcript(self._first, second.rstrip(b"\n")))
        return Channel(Sealer(h2c), Opener(c2h), self.table.public), second


class ClientOpening:
    """The client's side: ``first_line`` (sent at once on connecting), then ``channel`` with the host's line.

    With a ``password`` the first line carries a SPAKE2 message; at a table without one the host
    ignores it.  Without a password at a table that has one the channel opens all the same, but
    only a hello with a seat's token gets in (the host answers "This table has a password."
    otherwise)."""

    def __init__(self, password: Optional[str]) -> None:
        self.password = password or None
        self._ephemeral = X25519PrivateKey.generate()
        line: JsonObject = {"type": "handshake", "protocol": PROTOCOL_VERSION,
                                "key": _b64(_public(self._ephemeral))}
        self._spake: Optional[SPAKE2_A] = None
        if self.password is not None:
            self._spake = SPAKE2_A(_password_bytes(self.password), idA=_SPAKE_CLIENT, idB=_SPAKE_HOST)
            line["pake"] = _b64(self._spake.start())
        self._first = opening_line(line)
        self.table_key = b""
        self.has_password = False

    def first_line(self) -> bytes:
        return self._first

    def channel(self, line: bytes) -> Channel:
        """The host's opening line (without its newline): the open channel, or ``ChannelError``."""
        msg = parse_opening(line)
        if msg["type"] == "error":
            raise _refusal(msg)
        if msg["type"] != "handshake" or not _is_version(msg.get("protocol")):
            proto = msg.get("protocol", 3 if msg["type"] == "challenge" else "unknown")
            raise ChannelError("protocol_mismatch", (
                f"This program speaks protocol version {PROTOCOL_VERSION} and the table speaks version "
                f"{proto!r}. Both computers need the same version of Botifarra."))
        self.table_key = _unb64(msg.get("table_key"), 32, '"table_key"')
        host_key = _unb64(msg.get("key"), 32, '"key"')
        password = msg.get("password")
        if not isinstance(password, bool):
            raise ChannelError("bad_handshake", 'the opening\'s "password" must be true or false')
        self.has_password = password
        pake_key = b""
        if self.has_password and self._spake is not None:
            try:
                pake_key = self._spake.finish(_unb64(msg.get("pake"), 33, '"pake"'))
            except ChannelError:
                raise
            except Exception:
                raise ChannelError("bad_handshake", "the table's SPAKE2 message is not valid") from None
        dh1 = _exchange(self._ephemeral, host_key)
        dh2 = _exchange(self._ephemeral, self.table_key)
        c2h, h2c = _derive(dh1, dh2, pake_key, _transcript(self._first.rstrip(b"\n"), line))
        return Channel(Sealer(c2h), Opener(h2c), self.table_key)
