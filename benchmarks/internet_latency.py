"""The internet path on loopback: join time by code, and a player's round trip through the relay.

Starts magic-wormhole's mailbox server and transit relay (the test extra's packages, ``twist``) on
127.0.0.1, then ``botifarra-host --internet-seats 1`` (1 player, 3 bots) in its own process, and:

- **code shown**: from the host's start to its code printed (the mailbox's allocate/claim/open);
- **join by code**: from "the code is typed" to the table's welcome (mailbox rendezvous, both
  sides at the relay, the channel's opening with SPAKE2, hello), over ``--joins`` tables;
- **play -> next request** through the relay (the three bots' turns in between included), p50/p95,
  beside the same table joined directly by its loopback address (what ``lan_latency.py`` measures).

Loopback hides the internet's own delay (add the round trips to the public servers for a real
figure); what it shows is what the relay path itself costs.

    .venv/bin/python benchmarks/internet_latency.py [--hands 10] [--joins 10]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Optional

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from botifarra_desktop.net.client import TableClient  # noqa: E402
from botifarra_desktop.net.internet import InternetSettings, code_route  # noqa: E402

LOOPBACK = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


def start_servers(work: str) -> tuple[list[subprocess.Popen], InternetSettings]:
    twist = os.path.join(os.path.dirname(sys.executable), "twist")
    mailbox, relay = free_port(), free_port()
    procs = [subprocess.Popen([twist, "wormhole-mailbox", f"--port=tcp:{mailbox}:interface={LOOPBACK}",
                               f"--channel-db={os.path.join(work, 'mailbox.sqlite')}"], cwd=work,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
             subprocess.Popen([twist, "transitrelay", f"--port=tcp:{relay}:interface={LOOPBACK}"], cwd=work,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    for port in (mailbox, relay):
        give_up = time.monotonic() + 30
        while True:
            try:
                socket.create_connection((LOOPBACK, port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > give_up:
                    raise SystemExit("the mailbox server or the relay did not start "
                                     "(is the test extra installed?)") from None
                time.sleep(0.1)
    return procs, InternetSettings(mailbox=f"ws://{LOOPBACK}:{mailbox}/v1", relay=f"tcp:{LOOPBACK}:{relay}")


def start_host(settings: InternetSettings, hands: int, seed: int) -> tuple[subprocess.Popen, int, str, float]:
    """The host process, its port, its code and the seconds until the code was printed."""
    cmd = [sys.executable, "-m", "botifarra_desktop.net.headless", "--port", "0", "--bind", LOOPBACK,
           "--internet-seats", "1", "--bots", "easy", "--hands", str(hands), "--pause", "0", "--seed", str(seed),
           "--bot-think", "0", "--mailbox", settings.mailbox, "--relay", settings.relay]
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, cwd=ROOT,
                            env=dict(os.environ, PYTHONUNBUFFERED="1"))
    assert proc.stdout is not None
    port, code = 0, ""
    while not code:
        line = proc.stdout.readline()
        if not line:
            raise SystemExit("botifarra-host ended before printing its code")
        found = re.search(r"listening on [^:]+:(\d+);", line)
        if found:
            port = int(found.group(1))
        found = re.match(r"Seat \d: code (\S+)$", line.strip())
        if found:
            code = found.group(1)
    return proc, port, code, time.perf_counter() - started


async def play(client: TableClient, seed: int) -> list[float]:
    rng = random.Random(seed)
    sent_at: Optional[float] = None
    samples = []
    assert client.messages is not None
    while True:
        msg = await asyncio.wait_for(client.messages.get(), 60)
        kind = msg["type"]
        if kind == "request":
            if sent_at is not None:
                samples.append((time.perf_counter() - sent_at) * 1000)
                sent_at = None
            if msg["action"] == "play":
                sent_at = time.perf_counter()
            await client.act(msg["action"], rng.choice(msg["options"]))
        elif kind in ("hand_over", "game_over", "disconnected"):
            sent_at = None
            if kind != "hand_over":
                await client.close()
                return samples


async def join(settings: InternetSettings, code: Optional[str], port: int) -> tuple[TableClient, float]:
    client = TableClient()
    started = time.perf_counter()
    if code is None:
        await client.connect(LOOPBACK, port, "Bench")
    else:
        route = code_route(settings, code)
        await client.connect("internet", 0, "Bench", password=route.password, dial=route.dial, timeout=20)
    return client, time.perf_counter() - started


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=10)
    p.add_argument("--joins", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    work = tempfile.mkdtemp(prefix="botifarra-bench-")
    servers, settings = start_servers(work)
    try:
        shown, joins = [], []
        for i in range(args.joins):
            proc, _port, code, seconds = start_host(settings, 1, args.seed + i)
            shown.append(seconds)

            async def one(code: str = code, i: int = i) -> float:
                client, joined = await join(settings, code, 0)
                await play(client, i)
                return joined

            try:
                joins.append(asyncio.run(one()))
                proc.wait(timeout=60)
            finally:
                if proc.poll() is None:
                    proc.kill()
        rounds = {}
        for way in ("relay", "direct"):
            proc, port, code, _s = start_host(settings, args.hands, args.seed)

            async def seated(way: str = way, code: str = code, port: int = port) -> list[float]:
                client, _t = await join(settings, code if way == "relay" else None, port)
                return await play(client, args.seed)

            try:
                rounds[way] = asyncio.run(seated())
                proc.wait(timeout=60)
            finally:
                if proc.poll() is None:
                    proc.kill()
    finally:
        for s in servers:
            s.terminate()
            s.wait(10)
        shutil.rmtree(work, ignore_errors=True)
    print(f"internet path on loopback (mailbox server and transit relay on 127.0.0.1), {args.joins} tables")
    print(f"  code shown after the host starts: median {statistics.median(shown):.2f} s (process start included)")
    print(f"  join by code -> welcome: median {statistics.median(joins) * 1000:.0f} ms   "
          f"p95 {pct(joins, 0.95) * 1000:.0f} ms   max {max(joins) * 1000:.0f} ms")
    for way, samples in rounds.items():
        print(f"  play -> next request, {way:6}: median {statistics.median(samples):.2f} ms   "
              f"p95 {pct(samples, 0.95):.2f} ms   ({len(samples)} samples, {args.hands} hands, bots easy, think 0)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
