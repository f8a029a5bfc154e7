"""botifarra-arena: duplicate matches between two bot levels.

Every deal is played twice through a ``TableSession``, with the same dealer and
the same cards, once with side A at seats 0 and 2 and once with side A at seats
1 and 3, so luck of the cards cancels out.  The bots see exactly what they see in
real play: a ``SeatView``.  Only the "oracle" reference player is handed the full
deal, here, by the arena.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from functools import partial
from typing import Any, Callable, Optional

from ..engine import SEATS, Rules, team_of
from ..engine.events import HandResult
from ..engine.rules import VARIANTS
from ..engine.ways import PAIRS, WAYS
from ..session import BOT_LEVELS, Seat, TableSession, Turn, deal_number_for
from ..session import play_hand as play_hand_through
from . import make_bot
from .bidding import forced_declaration
from .bots import HardBot, previous_easy, previous_hard, reading_hard, unread_hard
from .gap import gap_share
from .oracle import OracleBot
from .yardstick import cv_estimate, deal_controls

DESCRIPTION = """\
Duplicate matches between two computer levels (A and B).

Points per deal: A's hand score minus B's hand score, the engine's score
(points - 36) x multiplier of the side above 36, where points are card points
plus one per trick (72 in a hand); averaged over the two plays of each deal
(A with seats 0/2, then with seats 1/3).  The 95% interval is over deal pairs.

Match win rate: the hands A played from seats 0/2, in deal order, are summed
into games to 101 (a new game starts after each one ends), and likewise from
seats 1/3; the rate is the share of those games A won.  Bots do not look at the
running score, so this equals playing the games.

Modes: "cardplay" - the dealer names its longest suit (ties: more card points),
nobody doubles, only the card play is the bots'; "full" - the bots declare,
delegate and double too.

Levels: easy, medium, hard, and "oracle", an all-seeing reference player that
the arena hands the full deal (it runs the hard search on the true cards; pairs
game only).

"hard-prev" is the Hard level of the previous release (greedy play-outs spread
evenly over the cards; today's Hard halves them over its best cards), for a
direct match against today's Hard: --a hard --b hard-prev.  "easy-prev" is the
previous release's Easy (its impulses may throw points away for nothing).
Hard draws its deals by how well they explain the other players' bidding and
cards under learned models of bidding and play (resources/ai/bids.npz,
resources/ai/policy.npz).  "hard-noread" is Hard without those models (the
default Hard before issue 44), for the next match: --a hard --b hard-noread
--match --mode full.  "hard-read" is Hard under the name the match that made it
the default knew it by (benchmarks/README.md).

--no-time-limit: the Hard levels never cut a decision short, so a run's result
is the same on a busy machine as on a quiet one (only slower).

--match: a direct match of two levels: each seat's bot gets the same seed in both
plays of a deal (common random numbers), so two equal levels tie exactly and two
similar ones differ only where they really choose differently.

At stake one (pairs game, in the JSON as "stake_one"): the points per deal with
each hand's score divided by its multiplier (botifarra's x2 and every doubling).
The doublings multiply the score's spread, not the card play's edge: in full
hands this measures the card play with far less noise (in card-play hands, where
nobody doubles and the trumps are always a suit, it equals the points per deal).

Variance-reduced comparison (pairs game, in the JSON as "cv"): the points per deal
corrected by control variates of each deal's values with its real cards (``yardstick.py``),
their 95% interval and the share of the raw variance removed; --cv-deals more deals
(no bot plays them) give the controls' mean.

--gap: A and the oracle each play the same deals against B; the report adds the
oracle's points per deal and the share of them A gets (mean A / mean oracle,
95% interval by the delta method over the paired deals), in the JSON as "gap".

Other ways to play (--game individual|three|rector|two_hand): every player is on
their own, so A is one seat and B plays every other seat.  Each deal is played
once per seat (A at seat 0, then 1, ...: the same cards and dealer each time), and
the points per deal are A's hand score minus the mean hand score of the B seats,
averaged over those rotations; the 95% interval is over deals.  With two players
(rector, two_hand) this is the duplicate pair above.  Games to a target are not
counted for these ways (match_win_rate is null).
"""


#: Levels the arena knows besides ``make_bot``'s: name -> bot for a seed (benchmarks may add some).
EXTRA_LEVELS: dict[str, Callable[[int], Any]] = {"hard-prev": previous_hard, "easy-prev": previous_easy,
                                                  "hard-read": reading_hard, "hard-noread": unread_hard}
#: The arena's other Hards, which take --hard-rollouts and --hard-endgame as today's Hard does.
HARD_VARIANTS: dict[str, Callable[..., HardBot]] = {"hard-prev": previous_hard, "hard-read": reading_hard,
                                                    "hard-noread": unread_hard}


def _new_bot(level: str, seed: int, hard_rollouts: Optional[int], hard_endgame: Optional[int] = None,
             timeless: bool = False):
    bot = _level_bot(level, seed, hard_rollouts, hard_endgame)
    if timeless and isinstance(bot, HardBot):  # --no-time-limit: no safety stop, no wait budget
        bot.max_seconds = None
        bot.soft_seconds = None
    return bot


def _level_bot(level: str, seed: int, hard_rollouts: Optional[int], hard_endgame: Optional[int]):
    if level == "oracle":
        return OracleBot(seed, rollouts=hard_rollouts or 720)
    if (level == "hard" or level in HARD_VARIANTS) and (hard_rollouts or hard_endgame):
        options: dict[str, Any] = {"rollouts": hard_rollouts} if hard_rollouts else {}
        if hard_endgame:
            options["endgame_tricks"] = hard_endgame
        return HardBot(seed, **options) if level == "hard" else HARD_VARIANTS[level](seed, **options)
    if level in EXTRA_LEVELS:
        return EXTRA_LEVELS[level](seed)
    return make_bot(level, seed)


def play_hand(rules: Rules, deal_number: int, dealer: int, seats: dict, mode: str,
              think: dict[str, list[float]]) -> tuple[int, ...]:
    """Play one hand through a TableSession; returns the score of every side (team 0 and 1 in pairs)."""
    return tuple(play_hand_result(rules, deal_number, dealer, seats, mode, think).score)


def play_hand_result(rules: Rules, deal_number: int, dealer: int, seats: dict, mode: str,
                     think: dict[str, list[float]]) -> HandResult:
    """Play one hand through a TableSession (``seats``: bot per seat); the engine's whole result of it
    (declarer, calls, multiplier, points, score).  Every decision's think time is added to ``think`` by level."""
    s = TableSession(rules, seed=0, first_dealer=dealer, deal_numbers=[deal_number],
                     seats=[Seat.bot(seats[seat].level) for seat in rules.way.seats])
    s.start()

    def decide(turn: Turn) -> str:
        if mode == "cardplay" and turn.action == "declare":
            return forced_declaration(list(turn.view.hand), rules.card_ranking)
        if mode == "cardplay" and turn.action == "double":
            return "pass"
        bot = seats[turn.seat]
        view = turn.view
        t0 = time.perf_counter()
        value = bot.decide_seeing_all(view, s.open_hands()) if isinstance(bot, OracleBot) else bot.decide(view)
        think.setdefault(bot.level, []).append((time.perf_counter() - t0) * 1000.0)
        return value

    play_hand_through(s, decide)  # forced cards are played without thinking
    return s.results[-1]


def pair_seats(a: str, b: str, seed: int, index: int, a_team: int, hard_rollouts: Optional[int] = None,
               hard_endgame: Optional[int] = None, match: bool = False, timeless: bool = False) -> dict:
    """The bots of one play of deal ``index`` in the pairs game: A at the seats of team ``a_team``, B at the
    others, each with the arena's seed for that seat (the same bots every time the deal is played).
    ``match``: the seed depends on the seat only, the same in both plays of the deal (``--match``)."""
    return {seat: _new_bot(a if team_of(seat) == a_team else b,
                           seed * 100_003 + index * 8 + (0 if match else a_team * 4) + seat,
                           hard_rollouts, hard_endgame, timeless) for seat in SEATS}


def play_pair(index: int, *, a: str, b: str, seed: int, mode: str, rules_dict: dict,
              hard_rollouts: Optional[int], hard_endgame: Optional[int] = None,
              match: bool = False, timeless: bool = False
              ) -> tuple[int, int, int, dict, Optional[tuple[float, float]]]:
    """Deal ``index`` played twice; returns (index, A's diff with seats 0/2, A's diff with seats 1/3, think,
    the two diffs at stake one: each divided by its hand's multiplier, botifarra's x2 and the doublings)."""
    rules = Rules.from_dict(rules_dict)
    number = deal_number_for(seed, index + 1)
    dealer = index % 4
    think: dict[str, list[float]] = {}
    diffs = []
    stake_one = []
    for a_team in (0, 1):
        seats = pair_seats(a, b, seed, index, a_team, hard_rollouts, hard_endgame, match, timeless)
        result = play_hand_result(rules, number, dealer, seats, mode, think)
        diffs.append(result.score[a_team] - result.score[1 - a_team])
        stake_one.append(diffs[-1] / max(result.multiplier, 1))
    return index, diffs[0], diffs[1], think, (stake_one[0], stake_one[1])


def play_rotation(index: int, *, a: str, b: str, seed: int, mode: str, rules_dict: dict,
                  hard_rollouts: Optional[int], hard_endgame: Optional[int] = None,
                  match: bool = False, timeless: bool = False) -> tuple[int, float, float, dict, None]:
    """Ways without pairs: deal ``index`` played once with A at each seat (B at the others).

    Returns (index, the mean over rotations of A's score minus the B seats' mean, the same for
    the first rotation alone, think times, ``None``) -- the shape of ``play_pair``'s rows."""
    rules = Rules.from_dict(rules_dict)
    way = rules.way
    n = way.players
    number = deal_number_for(seed, index + 1)
    dealer = index % n
    think: dict[str, list[float]] = {}
    diffs = []
    for a_seat in way.seats:
        seats = {seat: _new_bot(a if seat == a_seat else b,
                                seed * 100_003 + index * 16 + (0 if match else a_seat * 4) + seat,
                                hard_rollouts, hard_endgame, timeless) for seat in way.seats}
        score = play_hand(rules, number, dealer, seats, mode, think)
        others = [score[x] for x in way.seats if x != a_seat]
        diffs.append(score[a_seat] - sum(others) / len(others))
    return index, sum(diffs) / n, diffs[0], think, None


def matches_won(diffs_by_team: list[list[int]], target: int = 101) -> tuple[int, int]:
    """(games A won, games finished) when the hands are summed into games to ``target``."""
    won = played = 0
    for seq in diffs_by_team:
        a = b = 0
        for d in seq:
            if d > 0:
                a += d
            else:
                b -= d
            if max(a, b) >= target:
                played += 1
                won += a > b
                a = b = 0
    return won, played


def mean_ci95(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95% interval (0 for a single value)."""
    n = len(values)
    if not n:
        raise ValueError("no values to average")
    mean = sum(values) / n
    if n == 1:
        return mean, 0.0
    sd = math.sqrt(sum((x - mean) ** 2 for x in values) / (n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def percentiles(values: list[float]) -> dict[str, float]:
    v = sorted(values)
    if not v:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    return {"median": round(v[len(v) // 2], 2), "p95": round(v[min(len(v) - 1, int(len(v) * 0.95))], 2),
            "max": round(v[-1], 2)}


def run(a: str, b: str, deals: int, seed: int, mode: str, rules: Rules, jobs: int,
        hard_rollouts: Optional[int] = None, progress: bool = True, hard_endgame: Optional[int] = None,
        per_deal: Optional[list] = None, match: bool = False, cv_deals: Optional[int] = None,
        timeless: bool = False) -> dict:
    """The match; ``per_deal``, when given, receives A's points of every deal (pair), in deal order.

    ``match``: the same seed for a seat's bot in both plays of a deal (``pair_seats``).  ``cv_deals``
    (pairs game): add the variance-reduced comparison (``yardstick.py``) as "cv", the controls' mean
    taken over the played deals and that many more.  ``timeless``: the Hard levels without their safety stop
    (``--no-time-limit``), so the result does not depend on the machine's load."""
    pairs = rules.way.partners
    if not pairs and "oracle" in (a, b):
        raise ValueError("the oracle plays the pairs game only")
    play = play_pair if pairs else play_rotation
    work = partial(play, a=a, b=b, seed=seed, mode=mode, rules_dict=rules.to_dict(), hard_rollouts=hard_rollouts,
                   hard_endgame=hard_endgame, match=match, timeless=timeless)
    rows = []
    think: dict[str, list[float]] = {}
    start = time.time()

    def collect(row):
        rows.append(row)
        for level, ts in row[3].items():
            think.setdefault(level, []).extend(ts)
        if progress:
            _progress(len(rows), deals, start)

    if jobs > 1 and deals > 1:
        with multiprocessing.get_context().Pool(jobs) as pool:
            for row in pool.imap_unordered(work, range(deals)):
                collect(row)
    else:
        for i in range(deals):
            collect(work(i))
    if progress:
        sys.stderr.write("\n")
    rows.sort()
    # A pairs deal's value is the mean of its two plays; another way's row holds its rotations' mean.
    pair_means = [(r[1] + r[2]) / 2 if pairs else r[1] for r in rows]
    if per_deal is not None:
        per_deal.extend(pair_means)
    mean, half = mean_ci95(pair_means)
    if pairs:  # every deal's two plays at stake one (in card-play hands the same as the points)
        stake_mean, stake_half = mean_ci95([(r[4][0] + r[4][1]) / 2 for r in rows])
        extra_stake: dict[str, Any] = {"stake_one": {"mean_points_per_deal": round(stake_mean, 3),
                                                     "ci95": [round(stake_mean - stake_half, 3),
                                                              round(stake_mean + stake_half, 3)]}}
    else:
        extra_stake = {}
    won, played = matches_won([[r[1] for r in rows], [r[2] for r in rows]]) if pairs else (0, 0)
    extra: dict[str, Any] = dict(extra_stake)
    if cv_deals is not None and pairs and len(rows) < 10:
        extra["cv"] = None  # too few deals to fit the controls
    elif cv_deals is not None and pairs:
        t0 = time.time()
        controls = [deal_controls(rules, deal_number_for(seed, r[0] + 1), r[0] % 4) for r in rows]
        more = [deal_controls(rules, deal_number_for(seed, i + 1), i % 4) for i in range(deals, deals + cv_deals)]
        cv = cv_estimate(pair_means, controls, more)
        extra["cv"] = cv if cv is None else {**cv, "seconds": round(time.time() - t0, 1)}
    if match:
        extra["match"] = True
    return {
        "mean_points_per_deal": round(mean, 3),
        "ci95": [round(mean - half, 3), round(mean + half, 3)],
        "match_win_rate": round(won / played, 4) if played else None,
        "matches": played,
        "think_ms": {level: percentiles(ts) for level, ts in sorted(think.items())},
        "decisions": {level: len(ts) for level, ts in sorted(think.items())},
        "a": a, "b": b, "deal_pairs": len(pair_means), "mode": mode, "seed": seed, "variant": rules.variant, "game": rules.way_name,
        "seconds": round(time.time() - start, 1),
        **extra,
    }


def _progress(done: int, total: int, start: float) -> None:
    width = 30
    fill = int(width * done / total)
    rate = done / max(time.time() - start, 1e-9)
    eta = (total - done) / rate if rate else 0
    sys.stderr.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total} deal pairs, {eta:5.0f} s left ")
    sys.stderr.flush()


def main(argv: Optional[list[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="botifarra-arena", description=DESCRIPTION,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    levels = [*BOT_LEVELS, "oracle", *EXTRA_LEVELS]
    p.add_argument("--a", default="hard", choices=levels, help="level of side A (default hard)")
    p.add_argument("--b", default="medium", choices=levels, help="level of side B (default medium)")
    p.add_argument("--deals", type=int, default=100,
                   help="deal pairs to play (each deal twice, or once per seat in the other ways; default 100)")
    p.add_argument("--game", dest="way", choices=list(WAYS), default=PAIRS,
                   help="the way to play (default pairs)")
    p.add_argument("--seed", type=int, default=1, help="seed of the deals and the bots (default 1)")
    p.add_argument("--mode", choices=["cardplay", "full"], default="full", help="what the bots decide (default full)")
    p.add_argument("--variant", choices=list(VARIANTS), default="lliure", help="trick obligations (default lliure)")
    p.add_argument("--strict", action="store_true", help="beating and trumping due even when the partner wins")
    p.add_argument("--jobs", type=int, default=max(1, min(2, multiprocessing.cpu_count())),
                   help="worker processes (default: 2, or 1 on a one-core machine)")
    p.add_argument("--hard-rollouts", type=int, default=None, help="work per Hard/oracle decision (play-outs)")
    p.add_argument("--hard-endgame", type=int, default=None,
                   help="tricks the Hard level solves exactly at the end of a hand (default: the level's own)")
    p.add_argument("--gap", action="store_true",
                   help="also play the all-seeing oracle against B on the same deals and report the share of its "
                        "margin that A gets (pairs game)")
    p.add_argument("--match", action="store_true",
                   help="direct match: a seat's bot has the same seed in both plays of a deal (pairs game: equal "
                        "levels tie exactly)")
    p.add_argument("--cv-deals", type=int, default=2000,
                   help="more deals (not played) for the mean of the variance-reduced comparison's controls "
                        "(pairs game, at least 10 deal pairs; default 2000)")
    p.add_argument("--no-time-limit", action="store_true",
                   help="the Hard levels never cut a decision short (no safety stop): the results no longer depend "
                        "on how busy the machine is; the think times are still measured")
    p.add_argument("--json", action="store_true", help="print the results as one JSON object on the last line")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    args = p.parse_args(argv)
    if args.deals < 1:
        p.error("--deals must be at least 1")
    if args.seed < 0:
        p.error("--seed must be 0 or more")
    if args.cv_deals < 0:
        p.error("--cv-deals must be 0 or more")
    if args.way != PAIRS and "oracle" in (args.a, args.b):
        p.error("the oracle plays the pairs game only")
    rules = Rules(variant=args.variant, strict=args.strict, way_name=args.way)
    if args.hard_endgame is not None and not 1 <= args.hard_endgame <= 12:
        p.error("--hard-endgame must be from 1 to 12")
    if args.gap and (args.way != PAIRS or "oracle" in (args.a, args.b)):
        p.error("--gap compares A with the oracle against B: pairs game, and neither A nor B the oracle")
    per_a: list[float] = []
    res = run(args.a, args.b, args.deals, args.seed, args.mode, rules, max(1, args.jobs), args.hard_rollouts,
              progress=not args.quiet, hard_endgame=args.hard_endgame, per_deal=per_a, match=args.match,
              cv_deals=args.cv_deals if args.way == PAIRS else None, timeless=args.no_time_limit)
    if args.gap:
        per_o: list[float] = []
        ref = run("oracle", args.b, args.deals, args.seed, args.mode, rules, max(1, args.jobs), args.hard_rollouts,
                  progress=not args.quiet, per_deal=per_o, timeless=args.no_time_limit)
        res["gap"] = gap_share(per_a, per_o)
        res["gap"]["oracle_think_ms"] = ref["think_ms"].get("oracle")
        res["gap"]["seconds"] = ref["seconds"]
    lo, hi = res["ci95"]
    what = "duplicate deal pairs" if args.way == PAIRS else f"deals ({args.way}, A at each seat in turn)"
    print(f"{args.a} (A) vs {args.b} (B), {res['deal_pairs']} {what}, mode {args.mode}, "
          f"variant {rules.variant}, seed {args.seed}")
    print(f"points per deal for A: {res['mean_points_per_deal']:+.2f}  (95% CI {lo:+.2f} .. {hi:+.2f})")
    stake = res.get("stake_one")
    if stake is not None and res["mode"] == "full":
        slo, shi = stake["ci95"]
        print(f"at stake one (each score / its multiplier): {stake['mean_points_per_deal']:+.2f}  "
              f"(95% CI {slo:+.2f} .. {shi:+.2f})")
    cv = res.get("cv")
    if cv is not None:
        clo, chi = cv["cv_ci95"]
        print(f"variance-reduced (control variates): {cv['cv_mean_points_per_deal']:+.2f}  "
              f"(95% CI {clo:+.2f} .. {chi:+.2f}), variance {cv['cv_variance_reduction']:.0%} lower")
    rate = res["match_win_rate"]
    print(f"games to 101 won by A: {'n/a' if rate is None else f'{rate:.1%}'} of {res['matches']}")
    for level, pc in res["think_ms"].items():
        print(f"think time {level:7s}: median {pc['median']:.1f} ms, p95 {pc['p95']:.1f} ms, max {pc['max']:.1f} ms"
              f" ({res['decisions'][level]} decisions)")
    if args.gap:
        g = res["gap"]
        olo, ohi = g["oracle_ci95"]
        print(f"oracle vs {args.b} on the same deals: {g['oracle_mean_points_per_deal']:+.2f}  "
              f"(95% CI {olo:+.2f} .. {ohi:+.2f})")
        if g["share"] is None:
            print("share of the all-seeing gap: n/a (the oracle did not beat B)")
        else:
            slo, shi = g["share_ci95"]
            print(f"share of the all-seeing gap closed by {args.a}: {g['share']:.1%}  (95% CI {slo:.1%} .. {shi:.1%})")
    if args.json:
        print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
