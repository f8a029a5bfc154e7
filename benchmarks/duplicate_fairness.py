"""Fairness of the duplicate comparison, board by board (stoppable, resumable).

    python benchmarks/duplicate_fairness.py --player hard --other hard --boards 100 --replays 1 --out hh.jsonl
    python benchmarks/duplicate_fairness.py --summary hh.jsonl

The same computation as ``botifarra-duplicate --boards N --seed S --player P --other O
--replays K --json`` (``duplicate.cli.play_one`` for each board), but each board's row
is appended to a JSON-lines file as soon as it is played, so a long run on a busy
machine can be stopped and resumed (boards already in the file are skipped) and
summarised at any time: the mean board points per board with its 95% interval, the
mean raw difference, and the other table's processor time per board (one core).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.ai.arena import mean_ci95
from botifarra_desktop.duplicate.boards import match_boards, seed_key
from botifarra_desktop.duplicate.cli import play_one
from botifarra_desktop.duplicate.match import BoardScore


def summary(path: Path) -> None:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    points = [r["points"] for r in rows]
    diffs = [r["difference"] for r in rows]
    secs = sorted(r["other_seconds"] / r["replays"] for r in rows)
    m, h = mean_ci95(points)
    dm, dh = mean_ci95(diffs)
    first = rows[0]
    print(f"{first['player']} vs {first['other']} x{first['replays']}, {len(rows)} boards (seed {first['seed']})")
    print(f"board points per board {m:+.3f} (95% CI {m - h:+.3f} .. {m + h:+.3f}), total {sum(points):+d}")
    print(f"raw difference per board {dm:+.2f} (95% CI {dm - dh:+.2f} .. {dm + dh:+.2f})")
    print(f"one replay of a board, processor time: median {secs[len(secs) // 2]:.1f} s, "
          f"p90 {secs[int(0.9 * len(secs))]:.1f} s, max {secs[-1]:.1f} s")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--player", default="hard")
    p.add_argument("--other", default="hard")
    p.add_argument("--boards", type=int, default=100)
    p.add_argument("--replays", type=int, default=1)
    p.add_argument("--seed", type=int, default=41)
    p.add_argument("--out", default=None)
    p.add_argument("--summary", default=None, help="summarise a file written by an earlier run")
    args = p.parse_args()
    if args.summary:
        summary(Path(args.summary))
        return 0
    out = Path(args.out or f"duplicate_{args.player}_{args.other}.jsonl")
    done = set()
    if out.exists():
        done = {json.loads(line)["board"] for line in out.read_text().splitlines() if line.strip()}
    key = seed_key(args.seed)
    for board in match_boards(args.seed, args.boards):
        if board.number in done:
            continue
        row = play_one(board, key=key, player=args.player, other=args.other, replays=args.replays)
        score = BoardScore(board, row["own"], row["others"], 0)
        with out.open("a") as f:
            f.write(json.dumps({"board": board.number, "seed": args.seed, "player": args.player,
                                "other": args.other, "replays": args.replays, "own": score.own_result,
                                "other_results": [o.net(0) for o in row["others"]], "datum": score.datum,
                                "difference": score.difference, "points": score.points,
                                "other_seconds": row["seconds"]}) + "\n")
    summary(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
