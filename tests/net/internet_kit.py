"""The internet path's test bench: magic-wormhole's real mailbox server and transit relay on 127.0.0.1.

``wormhole_servers`` starts both (``twist wormhole-mailbox`` and ``twist transitrelay``, the test extra's
``magic-wormhole-mailbox-server`` and ``magic-wormhole-transit-relay``) on free loopback ports, each in its
own temporary directory (the mailbox's database, the relay's usage), and stops them after the module.
``RecordingProxy`` sits in front of the relay and keeps every byte it forwards.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest

from botifarra_desktop.net.internet import InternetSettings

LOOPBACK = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


def dead_port() -> int:
    """A loopback port nothing listens on (it was free a moment ago)."""
    return free_port()


def _twist() -> str:
    found = Path(sys.executable).with_name("twist")
    return str(found) if found.exists() else (shutil.which("twist") or "twist")


def _wait_listening(port: int, proc: subprocess.Popen, what: str, limit: float = 30.0) -> None:
    give_up = time.monotonic() + limit
    while time.monotonic() < give_up:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited at start ({proc.returncode})")
        try:
            with socket.create_connection((LOOPBACK, port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{what} is not listening on {port} after {limit} s")


@dataclass
class Servers:
    mailbox_port: int
    relay_port: int

    @property
    def mailbox(self) -> str:
        return f"ws://{LOOPBACK}:{self.mailbox_port}/v1"

    @property
    def relay(self) -> str:
        return f"tcp:{LOOPBACK}:{self.relay_port}"

    def settings(self, relay: str | None = None) -> InternetSettings:
        return InternetSettings(mailbox=self.mailbox, relay=relay or self.relay)


@pytest.fixture(scope="module")
def wormhole_servers() -> Iterator[Servers]:
    pytest.importorskip("wormhole_mailbox_server")
    pytest.importorskip("wormhole_transit_relay")
    work = tempfile.mkdtemp(prefix="botifarra-wormhole-")
    mailbox_port, relay_port = free_port(), free_port()
    procs: list[subprocess.Popen] = []
    try:
        for what, args in (
            ("mailbox", ["wormhole-mailbox", f"--port=tcp:{mailbox_port}:interface={LOOPBACK}",
                         f"--channel-db={os.path.join(work, 'mailbox.sqlite')}"]),
            ("relay", ["transitrelay", f"--port=tcp:{relay_port}:interface={LOOPBACK}"]),
        ):
            cwd = os.path.join(work, what)
            os.makedirs(cwd)
            procs.append(subprocess.Popen([_twist(), *args], cwd=cwd, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL))
        _wait_listening(mailbox_port, procs[0], "the mailbox server")
        _wait_listening(relay_port, procs[1], "the transit relay")
        yield Servers(mailbox_port, relay_port)
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
        shutil.rmtree(work, ignore_errors=True)


class RecordingProxy:
    """A TCP proxy (on the test's loop) in front of the relay: keeps every byte in both directions."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.recorded = bytearray()
        self.server: asyncio.base_events.Server | None = None
        self.port = 0

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._pair, LOOPBACK, 0)
        self.port = self.server.sockets[0].getsockname()[1]
        return self.port

    async def _pair(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.target_port)
        except OSError:
            writer.close()
            return

        async def pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            try:
                while data := await src.read(65536):
                    self.recorded += data
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.close()

        try:
            await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))
        except asyncio.CancelledError:
            pass  # the test's loop is ending

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
