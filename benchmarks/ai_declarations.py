"""Full mode, where the points come from: each level's declarations and doubles.

    python benchmarks/ai_declarations.py --deals 150 --seed 4343

Plays the arena's duplicate deal pairs in full mode (A against B, by default
Hard against Medium: the same deals, dealers and bot seeds as ``botifarra-arena
--mode full``) and reports, from the engine's result of every hand:

- for the hands each level declared (the declarer's level; after a delegation the
  partner is the declarer): how many, how many came from a delegation, how many
  were botifarra, how often the other side doubled, and the declaring side's mean
  score (its hand score minus the other side's), undoubled, doubled once
  (contro only) and doubled again (recontro or more);
- for each level defending: how often it doubled the other side's declaration and
  its mean score in those hands and in the hands it let pass.

Scores are in points of the hand, multiplier included.  ``--json`` prints the
numbers as one JSON object on the last line.  Pairs game only.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from botifarra_desktop.ai import arena  # noqa: E402
from botifarra_desktop.engine import SEATS, Rules, team_of  # noqa: E402
from botifarra_desktop.session import deal_number_for  # noqa: E402


def play_deal(index: int, *, a: str, b: str, seed: int) -> list[dict]:
    """Deal ``index`` played twice (A at seats 0/2, then 1/3), like ``arena.play_pair``; one row per hand."""
    rules = Rules()
    number = deal_number_for(seed, index + 1)
    dealer = index % 4
    rows = []
    for a_team in (0, 1):
        seats = arena.pair_seats(a, b, seed, index, a_team)
        levels = [seats[seat].level for seat in SEATS]
        r = arena.play_hand_result(rules, number, dealer, seats, "full", {})
        side = team_of(r.declarer)
        rows.append({"declarer_level": levels[r.declarer], "defender_level": levels[rules.way.next_seat(r.declarer)],
                     "delegated": r.delegated, "botifarra": r.botifarra, "doubles": r.doubles,
                     "declaring_side_score": r.score[side] - r.score[1 - side]})
    return rows


def _mean(values: list[int]) -> float | None:
    return round(sum(values) / len(values), 2) if values else None


def summarize(rows: list[dict], levels: list[str]) -> dict:
    out: dict = {"declaring": {}, "defending": {}}
    for level in levels:
        mine = [r for r in rows if r["declarer_level"] == level]
        score = [r["declaring_side_score"] for r in mine]
        out["declaring"][level] = {
            "hands": len(mine),
            "from_delegation": sum(r["delegated"] for r in mine),
            "botifarra": sum(r["botifarra"] for r in mine),
            "doubled_by_other_side": sum(r["doubles"] > 0 for r in mine),
            "mean_score": _mean(score),
            "mean_score_undoubled": _mean([r["declaring_side_score"] for r in mine if r["doubles"] == 0]),
            "mean_score_contro_only": _mean([r["declaring_side_score"] for r in mine if r["doubles"] == 1]),
            "mean_score_redoubled": _mean([r["declaring_side_score"] for r in mine if r["doubles"] >= 2]),
        }
        theirs = [r for r in rows if r["defender_level"] == level]
        doubled = [-r["declaring_side_score"] for r in theirs if r["doubles"] > 0]
        passed = [-r["declaring_side_score"] for r in theirs if r["doubles"] == 0]
        out["defending"][level] = {
            "hands": len(theirs), "doubled": len(doubled),
            "mean_score_when_doubling": _mean(doubled), "mean_score_when_passing": _mean(passed),
        }
    return out


def _fmt(x: float | None) -> str:
    return "   n/a" if x is None else f"{x:+6.2f}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--a", default="hard", choices=["easy", "medium", "hard"], help="level of side A (default hard)")
    p.add_argument("--b", default="medium", choices=["easy", "medium", "hard"],
                   help="level of side B (default medium)")
    p.add_argument("--deals", type=int, default=150, help="deal pairs (default 150)")
    p.add_argument("--seed", type=int, default=4343, help="seed of the deals and the bots (default 4343)")
    p.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    p.add_argument("--json", action="store_true", help="print the numbers as one JSON object on the last line")
    args = p.parse_args(argv)
    if args.deals < 1:
        p.error("--deals must be at least 1")
    if args.a == args.b:
        p.error("--a and --b must be different levels: the tables are per level")
    work = partial(play_deal, a=args.a, b=args.b, seed=args.seed)
    rows: list[dict] = []
    if args.jobs > 1:
        with multiprocessing.get_context().Pool(args.jobs) as pool:
            for part in pool.imap_unordered(work, range(args.deals)):
                rows.extend(part)
    else:
        for i in range(args.deals):
            rows.extend(work(i))
    res = summarize(rows, [args.a, args.b])
    res.update({"a": args.a, "b": args.b, "deal_pairs": args.deals, "seed": args.seed})
    print(f"full mode, {args.a} (A) vs {args.b} (B), {args.deals} duplicate deal pairs, seed {args.seed}")
    print("declaring side's mean score (its hand score minus the other side's), by the declarer's level:")
    print("level   hands  deleg  botif  doubled   mean  undoubled  contro  redoubled")
    for level, d in res["declaring"].items():
        print(f"{level:7s} {d['hands']:5d}  {d['from_delegation']:5d}  {d['botifarra']:5d}  "
              f"{d['doubled_by_other_side']:7d}  {_fmt(d['mean_score'])}     {_fmt(d['mean_score_undoubled'])}  "
              f"{_fmt(d['mean_score_contro_only'])}     {_fmt(d['mean_score_redoubled'])}")
    print("defending side's mean score, by the defenders' level:")
    print("level   hands  doubled  when doubling  when passing")
    for level, d in res["defending"].items():
        print(f"{level:7s} {d['hands']:5d}  {d['doubled']:7d}         {_fmt(d['mean_score_when_doubling'])}"
              f"        {_fmt(d['mean_score_when_passing'])}")
    if args.json:
        print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
