#!/usr/bin/env python3
"""How long keeping the game on disk takes per card, with a long hand history (target: median <= 20 ms).

    python benchmarks/save_speed.py [--hands 1000] [--play 8] [--seed 1]

First the data folder is filled with ``--hands`` recorded hands (some played by
bots and recorded for real, the rest copies of those files under other names)
and their statistics.  Then a game is played by bots one action at a time and,
after every call, card and trick, the game keeper writes what changed (what the
window does when the table settles): the autosave after each action, and at a
hand's end also the hand history and the statistics.  Single process; the
history is not pruned during the run, so it holds at least ``--hands`` hands.

Prints the median, 95th percentile and maximum of the per-action writes, the
same for the writes at a hand's end, and the autosave's size.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def fill(dirs, hands: int, seed: int) -> float:
    from botifarra_desktop.ai import make_bot
    from botifarra_desktop.engine import Rules
    from botifarra_desktop.session import TableSession
    from botifarra_desktop.storage import GameMeta, HandHistory, StatisticsStore

    started = time.perf_counter()
    history, stats = HandHistory(dirs, max_hands=hands), StatisticsStore(dirs)
    real = min(hands, 40)
    recorded = 0
    game = 0
    while recorded < real:
        session = TableSession(Rules(), seed=seed + game)
        meta = GameMeta.for_session(session)
        bots = {s: make_bot("easy", seed + game * 4 + s) for s in session.rules.way.seats}
        session.start()
        while recorded < real:
            session.drive_bots(bots)
            history.record_hand(session, session.hand_no, meta)
            stats.record_hand(session, session.hand_no, meta)
            recorded += 1
            if session.over:
                break
            session.next_hand()
        game += 1
    files = sorted(history.dir.glob("*.json"))
    n = 0
    while recorded < hands:  # copies under other game ids and later sequence numbers: a long history
        source = files[n % len(files)]
        _seq, game_id, hand = source.stem.rsplit("-", 2)
        shutil.copyfile(source, source.with_name(f"h{recorded + 1:010d}-{game_id}x{n}-{hand}.json"))
        recorded += 1
        n += 1
    return time.perf_counter() - started


def measure(dirs, hands: int, play: int, seed: int) -> tuple[list[float], list[float], int]:
    from PySide6.QtCore import QObject, Signal

    from botifarra_desktop.ai import make_bot
    from botifarra_desktop.engine import Rules
    from botifarra_desktop.session import TableSession
    from botifarra_desktop.storage import GameMeta
    from botifarra_desktop.ui.files.keeper import GameKeeper

    class Controller(QObject):  # what the keeper reads of the controller: the session and "settled"
        settled = Signal()
        session = None

    controller = Controller()
    keeper = GameKeeper(controller, dirs)
    keeper.history.max_hands = hands + play + 10  # nothing pruned: the history stays this long
    session = TableSession(Rules(target=201), seed=seed + 1000)
    controller.session = session
    keeper.follow(session, GameMeta.for_session(session))
    bots = {s: make_bot("easy", seed + s) for s in session.rules.way.seats}
    session.start()
    per_action, hand_end = [], []
    while True:
        scored = len(session.results)
        if not session.drive_bots(bots, max_steps=1):
            if session.over or len(session.results) >= play:
                break
            session.next_hand()
        t0 = time.perf_counter()
        keeper.write()
        elapsed = (time.perf_counter() - t0) * 1000
        (hand_end if len(session.results) > scored else per_action).append(elapsed)
    assert not keeper.health.failing, keeper.health.failing
    return per_action, hand_end, keeper.saves.autosave_path.stat().st_size


def summary(label: str, values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
    return (f"{label}: n={len(values)} median {statistics.median(values):.2f} ms, p95 {p95:.2f} ms, "
            f"max {values[-1]:.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands already in the history")
    parser.add_argument("--play", type=int, default=8, help="hands to play while measuring")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from botifarra_desktop.storage import AppDirs, HandHistory

    with tempfile.TemporaryDirectory(prefix="botifarra-save-speed-") as home:
        dirs = AppDirs.under(home)
        took = fill(dirs, args.hands, args.seed)
        print(f"history filled with {len(HandHistory(dirs, max_hands=10**6).list_hands())} hands in {took:.1f} s")
        per_action, hand_end, size = measure(dirs, args.hands, args.play, args.seed)
        print(summary("per call/card/trick write (autosave)", per_action))
        print(summary("write at a hand's end (history, statistics, autosave)", hand_end))
        print(f"autosave size at the end: {size / 1024:.1f} KiB")
        print(f"history after the run: {len(HandHistory(dirs, max_hands=10**6).list_hands())} hands")
    return 0


if __name__ == "__main__":
    sys.exit(main())
