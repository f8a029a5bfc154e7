"""The LAN protocol (``PROTOCOL_VERSION``): message checks, error codes and text cleaning.

docs/protocol.md is the reference; this module is its executable half.  The
host trusts nothing a client sends: every client message goes through
``parse_client`` first and comes out as one of ``player_messages``' frozen dataclasses,
with known fields of known types, or as a ``ProtocolError`` whose code is sent back in an
``error`` message.
"""

from __future__ import annotations

import unicodedata
from typing import Mapping, Optional, TypeGuard, Union

from .codec import Wire
from .confusables import skeleton
from .player_messages import (
    Claim,
    Declare,
    Double,
    Hello,
    Leave,
    Play,
    PlayerChat,
    PlayerMessage,
    PlayerPing,
    PlayerPong,
    Ready,
    Rematch,
)

PROTOCOL_VERSION = 6  # 2: every way to play (2-4 seats); 3: LAN among players who may not be trusted;
# 4: an encrypted channel (X25519, SPAKE2 at password tables, ChaCha20-Poly1305 records); 5: rematch at the table;
# 6: empty records refused, every record and every byte before the hello counted, overtime per game
DEFAULT_PORT = 47047

MAX_NAME = 24  # characters of a player or table name after cleaning
MAX_CHAT = 300  # characters of a chat line after cleaning
_MAX_RAW_TEXT = 4000  # longer raw strings are refused before cleaning
_MAX_SECRET = 128  # tokens and passwords

CLIENT_TYPES = ("hello", "declare", "double", "play", "claim", "chat", "ready", "rematch", "ping", "pong", "leave")

#: Errors after which the host closes the connection (the client must connect again).
FATAL_CODES = frozenset({
    "protocol_mismatch", "table_full", "wrong_password", "bad_token", "hello_timeout",
    "flood", "server_busy", "replaced", "internal", "seat_freed",
    "bad_handshake", "bad_record", "try_later", "seat_in_use",
})

#: Every error code the host sends, with what it means (also in docs/protocol.md).
ERROR_CODES = {
    "bad_json": "the line is not UTF-8 JSON",
    "bad_message": "a field is missing or has the wrong type",
    "line_too_long": "a line was longer than 64 KiB; it was skipped",
    "unknown_type": "the message type is not one this host knows",
    "rate_limited": "too many messages; this one was dropped",
    "flood": "far too many messages; the connection is closed",
    "bad_handshake": "the opening key exchange was malformed; the connection is closed",
    "bad_record": "a record did not open (changed, replayed, out of order, or a wrong password); closed",
    "hello_first": "the first message must be hello",
    "hello_timeout": "no opening or hello in time; the connection is closed",
    "already_joined": "this connection already has a seat",
    "protocol_mismatch": "the client speaks another protocol version",
    "table_full": "no free seat at this table",
    "wrong_password": "the table's password is different",
    "try_later": "too many wrong passwords from this address: retry_after says when to try again",
    "bad_token": "the token does not match any seat at this table",
    "server_busy": "too many open connections",
    "replaced": "the seat was taken back from another connection with its token",
    "seat_in_use": "the token's seat is held by a connection that still answers; it is not taken over",
    "seat_freed": "the host freed this seat; the connection is closed",
    "not_started": "the game has not started yet",
    "bot_plays": "the seat's away budget is spent: a bot plays it until the hand is over",
    "chat_limited": "too much chat from this seat; the line was dropped",
    "not_your_seat": "a client may only act for its own seat",
    "claim_refused": "there is no illegal card of the other side to claim",
    "internal": "the host failed on this message; the connection is closed",
    "game_over": "the game is over",
    "not_over": "a rematch is asked for only once the game is over",
    # From the engine (ActionError.code):
    "out_of_turn": "it is another seat's turn",
    "wrong_phase": "that action does not belong to the current phase",
    "unknown_card": "not a card of the deck",
    "not_in_hand": "the seat does not hold that card",
    "illegal_card": "the rules do not allow that card now",
    "invalid_choice": "not one of the offered options",
    "bad_action": "the action is malformed",
    "refused": "the game refused the action",
}


class ProtocolError(Exception):
    """A refusal: ``code`` and ``message`` for the ``error``; ``retry_after`` (whole seconds) when the
    client should wait that long before it tries again."""

    def __init__(self, code: str, message: str, retry_after: Optional[int] = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.retry_after = retry_after

    def as_error(self) -> Wire:
        """The ``error`` message of this refusal."""
        if self.retry_after is None:
            return error(self.code, self.message)
        return error(self.code, self.message, retry_after=self.retry_after)

    @property
    def fatal(self) -> bool:
        return self.code in FATAL_CODES


def error(code: str, message: str, **details: object) -> Wire:
    msg: Wire = {"type": "error", "code": code, "message": message}
    msg.update(details)
    return msg


_DROP_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn"}  # controls, bidi overrides, surrogates, unassigned


def clean_text(text: str, limit: int) -> str:
    """Printable text only, whitespace runs folded to one space, at most ``limit`` characters."""
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch in "\t\n\r" or cat in ("Zl", "Zp"):
            out.append(" ")
        elif cat not in _DROP_CATEGORIES:
            out.append(ch)
    return " ".join("".join(out).split())[:limit]


#: Characters that show as nothing (or as a blank) but are letters to Unicode: Hangul fillers, the
#: Braille blank, Khmer vowel inherents, Mongolian and other invisible separators, variation selectors.
_INVISIBLE = frozenset(
    [0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x17B4, 0x17B5, 0x180E, 0x034F, 0x061C, 0x200B]
    + list(range(0x180B, 0x1810)) + list(range(0xFE00, 0xFE10)) + list(range(0xE0100, 0xE01F0)))


def clean_name(raw: str) -> str:
    """A player's name as the table shows it: NFKC, no invisible or format characters, printable,
    whitespace folded, at most ``MAX_NAME`` characters."""
    text = unicodedata.normalize("NFKC", raw)
    text = "".join(ch for ch in text if ord(ch) not in _INVISIBLE)
    return clean_text(text, MAX_NAME)


def name_skeleton(name: str) -> str:
    """What a name looks like, for telling names apart: the Unicode TR39 confusables skeleton
    (``confusables.skeleton``) of the cleaned name, case and accents left out, so "LoIa" (capital I)
    is "Lola", "Аnna" (Cyrillic A), "Annɑ" (Latin alpha) and "Ꭺnna" (Cherokee) are "Anna", "Maгc"
    (Cyrillic ge) is "Marc"."""
    text = skeleton(clean_name(name))
    text = skeleton(text.casefold())  # case does not tell names apart either
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Mn")  # nor do accents
    text = text.replace("rn", "m").replace("vv", "w").replace("cl", "d")
    return " ".join(text.split())


def _string(msg: Mapping[str, object], field: str, limit: int) -> str:
    value = msg.get(field)
    if not isinstance(value, str):
        raise ProtocolError("bad_message", f'"{msg["type"]}" needs "{field}" as a string')
    if len(value) > limit:
        raise ProtocolError("bad_message", f'"{field}" is too long (at most {limit} characters)')
    if not _encodable(value):
        raise ProtocolError("bad_message", f'"{field}" holds a character that is not text (a lone surrogate)')
    return value


def _opt_string(msg: Mapping[str, object], field: str, limit: int) -> Optional[str]:
    return None if msg.get(field) is None else _string(msg, field, limit)


def _whole(value: object) -> TypeGuard[int]:
    """A JSON whole number (``true`` and ``false`` are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _encodable(value: str) -> bool:
    """JSON may spell lone surrogates (\\ud800) that no UTF-8 text can hold."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_client(msg: Mapping[str, object]) -> PlayerMessage:
    """A client message as its ``player_messages`` class, fields checked and cleaned (unknown extra
    fields are dropped), or ProtocolError."""
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_TYPES:
        raise ProtocolError("unknown_type", f"unknown message type {str(kind)[:40]!r}; "
                            f"a client may send {', '.join(CLIENT_TYPES)}")
    seat: Optional[int] = None
    if "seat" in msg:
        given = msg["seat"]
        if not _whole(given):
            raise ProtocolError("bad_message", '"seat" must be a whole number when given')
        seat = given
    if kind == "hello":
        proto = msg.get("protocol")
        if not _whole(proto):
            raise ProtocolError("bad_message", '"hello" needs "protocol" as a whole number')
        return Hello(proto, clean_name(_string(msg, "name", _MAX_RAW_TEXT)),
                     _opt_string(msg, "token", _MAX_SECRET), seat=seat)
    if kind == "declare":
        return Declare(_string(msg, "choice", 16), seat=seat)
    if kind == "double":
        return Double(_string(msg, "call", 16), seat=seat)
    if kind == "play":
        return Play(_string(msg, "card", 8), seat=seat)
    if kind == "chat":
        text = clean_text(_string(msg, "text", _MAX_RAW_TEXT), MAX_CHAT)
        if not text:
            raise ProtocolError("bad_message", "an empty chat line is not sent")
        return PlayerChat(text, seat=seat)
    if kind == "rematch":
        ready = msg.get("ready", True)
        if not isinstance(ready, bool):
            raise ProtocolError("bad_message", '"ready" of a rematch must be true or false when given')
        return Rematch(ready, seat=seat)
    if kind in ("ping", "pong"):
        given = msg.get("id")
        ident: Union[str, int, None]
        if given is None or _whole(given) and abs(given) < 2**53:
            ident = given
        elif isinstance(given, str) and len(given) <= 64 and _encodable(given):
            ident = given
        else:
            raise ProtocolError("bad_message", f'"id" of a {kind} must be a short string or a whole number')
        return PlayerPing(ident, seat=seat) if kind == "ping" else PlayerPong(ident, seat=seat)
    if kind == "claim":
        return Claim(seat=seat)
    if kind == "ready":
        return Ready(seat=seat)
    return Leave(seat=seat)
