"""LAN round trip: from a player's card to its next request, on loopback.

Starts ``botifarra-host`` in its own process (1 player, 3 bots) on 127.0.0.1,
joins it (over the protocol's encrypted channel, as every client does), answers every request with a random option and times each
play -> next request (the three bots' turns in between included).
Target: p95 under 20 ms with bots at Easy.  The bots' deliberate minimum think
time (``--bot-think``, which hides forced cards) is set to 0 here: this measures
the host, not that wait; ``--bot-think S`` measures with it.

    .venv/bin/python benchmarks/lan_latency.py [--hands 20] [--bots easy]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from botifarra_desktop.net.client import TableClient  # noqa: E402
from botifarra_desktop.net.protocol import PROTOCOL_VERSION  # noqa: E402

LOOPBACK = "127.0.0.1"


async def measure(port: int, seed: int) -> list[float]:
    client = TableClient()
    await client.connect(LOOPBACK, port, "Bench")
    rng = random.Random(seed)
    sent_at = None
    samples = []
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
            sent_at = None  # the last card of a hand is followed by a pause, not a request
            if kind != "hand_over":
                await client.close()
                return samples


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=20)
    p.add_argument("--bots", default="easy", choices=("easy", "medium", "hard"))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bot-think", type=float, default=0.0, help="the host's bot minimum think time (default 0)")
    args = p.parse_args()
    cmd = [sys.executable, "-m", "botifarra_desktop.net.headless", "--port", "0", "--bind", LOOPBACK,
           "--humans", "1", "--bots", args.bots, "--hands", str(args.hands), "--pause", "0",
           "--seed", str(args.seed), "--bot-think", str(args.bot_think)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        port = int(re.search(r":(\d+);", proc.stdout.readline()).group(1))
        samples = asyncio.run(measure(port, args.seed))
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    samples.sort()
    p95 = samples[min(len(samples) - 1, int(0.95 * len(samples)))]
    print(f"play -> next request over loopback, protocol {PROTOCOL_VERSION} (encrypted records), bots "
          f"{args.bots} (think {args.bot_think} s at least), {args.hands} hands, {len(samples)} samples")
    print(f"  median {statistics.median(samples):.2f} ms   p95 {p95:.2f} ms   max {samples[-1]:.2f} ms"
          f"   (target p95 < 20 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
