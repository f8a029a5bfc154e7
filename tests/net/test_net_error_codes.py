"""The error codes: the table in docs/protocol.md, ``protocol.ERROR_CODES`` and the codes the host and the
engine actually send are one list, so a client written from the document knows every code it can get."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from botifarra_desktop.engine import errors
from botifarra_desktop.net.protocol import ERROR_CODES

ROOT = Path(__file__).resolve().parents[2]
NET = ROOT / "botifarra_desktop" / "net"
#: codes of the client's own, never sent by a host (the document lists them with the others)
CLIENT_ONLY = {"wrong_table"}


def documented_codes() -> set[str]:
    """The backquoted codes in the first column of the error table of docs/protocol.md."""
    lines = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8").splitlines()
    start = lines.index("| code | closes the connection | meaning |")
    codes: set[str] = set()
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        codes.update(re.findall(r"`([a-z_]+)`", line.split("|")[1]))
    return codes


def raised_codes() -> set[str]:
    """Every code written as the first argument of ``ProtocolError(...)`` in net/."""
    found = set()
    for path in NET.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) \
                    == "ProtocolError" and node.args and isinstance(node.args[0], ast.Constant):
                found.add(node.args[0].value)
    return found


def engine_codes() -> set[str]:
    """The ``code`` of the engine's refusals (every ``ActionError`` class, the base too)."""
    classes = [c for c in vars(errors).values() if isinstance(c, type) and issubclass(c, errors.ActionError)]
    return {c.code for c in classes}


def test_the_document_and_error_codes_list_the_same_codes():
    assert documented_codes() - CLIENT_ONLY == set(ERROR_CODES)


def test_every_code_the_host_or_the_engine_sends_is_listed():
    raised, engine = raised_codes(), engine_codes()
    assert len(raised) >= 15 and "wrong_password" in raised  # the search finds the host's refusals
    assert {"illegal_card", "refused"} <= engine
    assert (raised | engine) - set(ERROR_CODES) == set()
