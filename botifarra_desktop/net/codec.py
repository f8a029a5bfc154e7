"""Messages: newline-delimited UTF-8 JSON, one object per line, at most 64 KiB a line.

Since protocol version 4 the lines travel inside the encrypted channel's records
(``channel.py``); this module only cuts the decrypted byte stream into messages.

``LineDecoder`` is pure (bytes in, messages or errors out) so it can be fuzzed
without sockets.  It never raises on input: anything wrong becomes a
``DecodeError`` with a protocol error code, and an oversized line is skipped up
to its newline so the stream resynchronises instead of dropping the client.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Union

#: The longest line (without its newline) either side may send.
MAX_LINE = 64 * 1024


@dataclass(frozen=True)
class DecodeError:
    code: str  # "line_too_long" | "bad_json" | "bad_message" | "blank"
    message: str


#: What a ``LineDecoder(report_blank=True)`` gives for an empty line: the host charges it to the
#: sender's rate limit like any message (a stream of newlines is not free), then drops it.
BLANK = DecodeError("blank", "an empty line")


#: One message as it goes on the wire (built by its sender; ``encode`` refuses what is not JSON).
Wire = dict[str, object]

#: A JSON value as ``json`` decodes it: what came off the wire before anything checked it.  The one
#: free-form type of the package: a message, a view or rules read from it are checked into their own types.
JsonValue = Union[None, bool, int, float, str, list["JsonValue"], dict[str, "JsonValue"]]
#: A JSON object (a decoded message, the opening's lines, the mailbox server's messages).
JsonObject = dict[str, JsonValue]


def _no_constants(name: str) -> object:
    # NaN and Infinity are not JSON; Python would accept them by default.
    raise ValueError(f"{name} is not allowed")


_decoder = json.JSONDecoder(parse_constant=_no_constants)


def encode(message: Wire) -> bytes:
    """One protocol line (with its newline).  Raises ValueError if it would be too long."""
    data = json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    if len(data) > MAX_LINE:
        raise ValueError(f"a {message.get('type')!r} message of {len(data)} bytes is longer than a protocol line")
    return data + b"\n"


def decode_line(line: bytes) -> Union[JsonObject, DecodeError]:
    """One line (without its newline) as a message dict, or why not."""
    if len(line) > MAX_LINE:
        return DecodeError("line_too_long", f"a line may be at most {MAX_LINE} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return DecodeError("bad_json", "the line is not valid UTF-8")
    text = text.strip()  # also drops the \r of CRLF line ends
    try:
        obj = _decoder.decode(text)
    except (ValueError, RecursionError) as exc:
        # ValueError covers JSONDecodeError, NaN and ints too long to convert.
        return DecodeError("bad_json", f"the line is not valid JSON ({str(exc)[:80]})")
    if not isinstance(obj, dict):
        return DecodeError("bad_message", "a message must be a JSON object")
    if not isinstance(obj.get("type"), str):
        return DecodeError("bad_message", 'a message needs a "type" string')
    return obj


class LineDecoder:
    """Feed it bytes as they arrive; get back complete messages and errors, in order."""

    def __init__(self, max_line: int = MAX_LINE, report_blank: bool = False) -> None:
        self.max_line = max_line
        self.report_blank = report_blank
        self._buf = bytearray()
        self._skipping = False  # inside an oversized line: drop bytes up to the next newline

    def feed(self, data: bytes) -> list[Union[JsonObject, DecodeError]]:
        out: list[Union[JsonObject, DecodeError]] = []
        self._buf += data
        while True:
            nl = self._buf.find(b"\n")
            if nl < 0:
                if len(self._buf) > self.max_line:
                    if not self._skipping:
                        out.append(DecodeError("line_too_long", f"a line may be at most {self.max_line} bytes"))
                        self._skipping = True
                    self._buf.clear()
                return out
            line = bytes(self._buf[:nl])
            del self._buf[: nl + 1]
            if self._skipping:
                self._skipping = False  # the tail of the oversized line; already reported
                continue
            if len(line) > self.max_line:
                out.append(DecodeError("line_too_long", f"a line may be at most {self.max_line} bytes"))
                continue
            if not line.strip():
                if self.report_blank:  # keep-alives, not errors, but not free either
                    out.append(BLANK)
                continue
            out.append(decode_line(line))

    @property
    def pending_bytes(self) -> int:
        return len(self._buf)
