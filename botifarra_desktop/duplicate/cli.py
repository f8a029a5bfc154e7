"""botifarra-duplicate: a duplicate match with a computer level in the player's seat.

The player's seat (seat 0) is played by a computer player of ``--player``; its partner
and opponents, and the four players of the other table, are of ``--other``.  Every
board is played once at the player's table and ``--replays`` times at the other table;
the board scores the difference compressed to board points (``scale.py``).  So
``--player hard --other hard`` should average 0 and ``--player easy --other hard``
should lose: the scale and the fairness can be checked without a window.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from functools import partial
from typing import Any, Optional

from ..ai.arena import mean_ci95
from ..engine import Rules
from ..engine.deals import format_deal
from ..engine.ways import WAYS
from ..session import Seat
from .boards import TODAY_BOARDS, Board, boards_for, date_key, parse_day, seed_key
from .match import PLAYER_SEAT, DuplicateMatch
from .tables import (
    LEVELS,
    PLAYER_TABLE,
    board_session,
    bot_decider,
    bot_seed,
    computer_deciders,
    finish_board,
    replay_board,
)
from .text import result_text


def play_one(board: Board, *, key: str, player: str, other: str, replays: int) -> dict[str, Any]:
    """Board ``board`` at both tables; the player's table's and the replays' plays, and the replays' processor
    time (seconds on one core)."""
    seats = [Seat.bot(player if s == PLAYER_SEAT else other) for s in board.rules.way.seats]
    deciders = computer_deciders(board, other, key, PLAYER_TABLE)
    deciders[PLAYER_SEAT] = bot_decider(player, bot_seed(key, board, PLAYER_TABLE, PLAYER_SEAT))
    own = finish_board(board_session(board, seats), deciders)
    t0 = time.process_time()  # processor time: what the replays cost on one core, however busy the machine
    others = tuple(replay_board(board, other, key, r) for r in range(replays))
    return {"board": board, "own": own, "others": others, "seconds": time.process_time() - t0}


def run(boards: tuple[Board, ...], key: str, player: str, other: str, replays: int, jobs: int = 1,
        progress: bool = False) -> tuple[DuplicateMatch, dict[int, float]]:
    """Play every board; the match and the other table's seconds per board."""
    match = DuplicateMatch(key, boards, other, replays)
    work = partial(play_one, key=key, player=player, other=other, replays=replays)
    seconds: dict[int, float] = {}

    def collect(row: dict[str, Any]) -> None:
        number = row["board"].number
        match.set_other_table(number, row["others"])
        match.record(number, row["own"])
        seconds[number] = row["seconds"]
        if progress:
            sys.stderr.write(f"\r{len(seconds)}/{len(boards)} boards ")
            sys.stderr.flush()

    if jobs > 1 and len(boards) > 1:
        with multiprocessing.get_context().Pool(jobs) as pool:
            for row in pool.imap_unordered(work, boards):
                collect(row)
    else:
        for board in boards:
            collect(work(board))
    if progress:
        sys.stderr.write("\n")
    return match, seconds


def report(match: DuplicateMatch, seconds: dict[int, float], player: str) -> dict[str, Any]:
    rows: list[dict[str, Any]] = []
    points: list[float] = []
    diffs: list[float] = []
    for s in match.scores():
        rows.append({"board": s.board.number, "deal": format_deal(s.board.deal), "dealer": s.board.dealer,
                     "own": s.own_result, "other": [o.net(s.side) for o in s.others],
                     "datum": round(s.datum, 3), "difference": round(s.difference or 0.0, 3),
                     "points": s.points, "other_seconds": round(seconds.get(s.board.number, 0.0), 3)})
        points.append(s.points)
        diffs.append(s.difference or 0.0)
    mean, half = mean_ci95(points)
    dmean, dhalf = mean_ci95(diffs)
    times = sorted(seconds.values())
    return {
        "key": match.key, "player": player, "other": match.level, "replays": match.replays,
        "game": match.boards[0].rules.way_name, "boards": rows, "total": match.total,
        "mean_points": round(mean, 3), "ci95": [round(mean - half, 3), round(mean + half, 3)],
        "mean_difference": round(dmean, 3), "difference_ci95": [round(dmean - dhalf, 3), round(dmean + dhalf, 3)],
        "other_seconds_median": round(times[len(times) // 2], 3), "other_seconds_max": round(times[-1], 3),
    }


def main(argv: Optional[list[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="botifarra-duplicate", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--boards", type=int, default=None,
                   help=f"boards to play (default 12, or {TODAY_BOARDS} with --date)")
    p.add_argument("--seed", type=int, default=1, help="seed of the boards and the computer players (default 1)")
    p.add_argument("--date", default=None,
                   help="play the boards of this day (YYYY-MM-DD), the same everywhere, instead of --seed's")
    p.add_argument("--player", choices=LEVELS, default="hard", help="the level in the player's seat (default hard)")
    p.add_argument("--other", choices=LEVELS, default="hard",
                   help="the level of the other table and of the player's partner and opponents (default hard)")
    p.add_argument("--replays", type=int, default=4, help="plays of each board at the other table (default 4)")
    p.add_argument("--game", dest="way", choices=list(WAYS), default="pairs", help="the way to play (default pairs)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--json", action="store_true", help="print the results as one JSON object on the last line")
    p.add_argument("--quiet", action="store_true", help="no progress")
    args = p.parse_args(argv)
    if args.boards is not None and not 1 <= args.boards <= 1000:
        p.error("--boards must be from 1 to 1000")
    if args.seed < 0:
        p.error("--seed must be 0 or more")
    if not 1 <= args.replays <= 32:
        p.error("--replays must be from 1 to 32")
    if args.date is not None:
        if args.way != "pairs":
            p.error("the boards of a day are the pairs game")
        try:
            day = parse_day(args.date)
        except ValueError as exc:
            p.error(str(exc))
        key = date_key(day)
        count = args.boards or TODAY_BOARDS
    else:
        key, count = seed_key(args.seed), args.boards or 12
    boards = boards_for(key, count, Rules(way_name=args.way))
    start = time.time()
    match, seconds = run(boards, key, args.player, args.other, args.replays, max(1, args.jobs),
                         progress=not args.quiet)
    res = report(match, seconds, args.player)
    res["seconds"] = round(time.time() - start, 1)
    print(f"{args.player} at seat 0 against {args.other} x{args.replays} at the other table, {len(boards)} boards "
          f"({key}, {args.way})")
    for r in res["boards"]:
        others = " ".join(f"{x:+g}" for x in r["other"])
        print(f"board {r['board']:3d} dealer {r['dealer']}: own {r['own']:+g}, other table {others} "
              f"(mean {r['datum']:+.2f}), difference {r['difference']:+.2f} -> {r['points']:+d}")
    lo, hi = res["ci95"]
    print(f"total {res['total']:+d} board points; per board {res['mean_points']:+.3f} (95% CI {lo:+.3f} .. {hi:+.3f})")
    print(f"other table per board (processor time, 1 core): median {res['other_seconds_median']:.1f} s, "
          f"max {res['other_seconds_max']:.1f} s")
    if args.date is not None and count == TODAY_BOARDS and args.way == "pairs":
        res["result_text"] = result_text(match)
        print(res["result_text"])
    if args.json:
        print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
